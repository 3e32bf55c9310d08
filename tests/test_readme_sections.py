"""The Retries and Interceptors sections of each generated package's README run: Python's blocks
against the package's fake (TypeScript's with the rest of its manual: test_package_manuals.py),
and Go's are the Example functions `go test` runs (test_go.py), word for word. Each prints what the section says it does: retries of an idempotent call, none past
the predicate, a header and an answer from an interceptor, a signature from the HTTP hook."""

from __future__ import annotations

import re

import pytest
from conftest import GENERATED, ROOT

TSC = ROOT / "node_modules" / ".bin" / "tsc"
KEY = {"MEMORYLAKE_API_KEY": "sk_test_readme"}


def sections(readme: str, fence: str) -> list[str]:
    """The code blocks of the Retries and Interceptors sections, in order."""
    blocks = []
    for heading in ("Retries", "Interceptors"):
        found = re.search(rf"^## {heading}\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
        assert found, heading
        blocks += re.findall(rf"```{fence}\n(.*?)```", found.group(1), re.S)
    return blocks


# What the blocks print: the retried call's state and the requests so far, the call the
# predicate let fail, the interceptors' lines and the answered call, the signature's length.
PRINTED = [
    "TASK_STATE_COMPLETED 4",
    "503 5",
    "after send_message None",
    "after get_task None",
    "task-cached 1 trace-1",
    "64",
]


def test_the_python_sections_run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MEMORYLAKE_API_KEY", KEY["MEMORYLAKE_API_KEY"])
    blocks = sections((GENERATED / "python" / "README.md").read_text(), "python")
    assert len(blocks) == 3
    namespace: dict[str, object] = {}
    for number, block in enumerate(blocks, 1):
        exec(
            compile(block, f"generated/python/README.md section block {number}", "exec"), namespace
        )
    assert capsys.readouterr().out.splitlines() == PRINTED


def test_the_go_sections_are_the_examples_go_test_runs() -> None:
    """test_go.py's test_the_examples_run_on_the_fake runs ExampleRetryPolicy and
    ExampleInterceptor and checks their output; here, the README shows exactly their code."""
    blocks = sections((GENERATED / "go" / "README.md").read_text(), "go")
    examples = (GENERATED / "go" / "example_test.go").read_text()
    assert [re.search(r"^func (\w+)\(", b, re.M).group(1) for b in blocks] == [  # type: ignore[union-attr]
        "ExampleRetryPolicy",
        "ExampleInterceptor",
    ]
    for block in blocks:  # less the line that tells test_package_manuals.py why it is not run
        first, code = block.split("\n", 1)
        assert first.startswith("// not run: go test runs it") and code in examples
