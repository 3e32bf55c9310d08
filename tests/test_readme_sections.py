"""The Retries and Interceptors sections of each generated package's README run: Python's blocks
against the package's fake, TypeScript's compiled against the package as a user installs it and
run on Node against its fake, and Go's are the Example functions `go test` runs (test_go.py), word
for word. Each prints what the section says it does: retries of an idempotent call, none past
the predicate, a header and an answer from an interceptor, a signature from the HTTP hook."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

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


def test_the_typescript_sections_run(tmp_path: Path) -> None:
    """Each block is its own module, compiled with tsc --strict against the built package."""
    assert TSC.exists(), f"{TSC} is missing: run `.venv/bin/npm ci` at the project root first"
    package = tmp_path / "node_modules" / "@memorylake" / "a2a"
    package.mkdir(parents=True)
    for name in ("package.json", "tsconfig.json"):
        shutil.copy(GENERATED / "typescript" / name, package)
    shutil.copytree(GENERATED / "typescript" / "src", package / "src")
    built = subprocess.run([TSC, "-p", package / "tsconfig.json"], capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    (tmp_path / "package.json").write_text('{"type": "module"}\n')
    blocks = sections((GENERATED / "typescript" / "README.md").read_text(), "typescript")
    assert len(blocks) == 3
    files = []
    for number, block in enumerate(blocks, 1):
        files.append(tmp_path / f"section{number}.ts")
        files[-1].write_text(block)
    options = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--lib", "ES2022,DOM"]
    compiled = subprocess.run(
        [TSC, *options, "--types", "", *files], capture_output=True, text=True
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    printed = []
    for file in files:
        result = subprocess.run(
            [shutil.which("node") or "node", file.with_suffix(".js")],
            env={"PATH": "", **KEY},
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        printed += result.stdout.splitlines()
    camel = [
        line.replace("send_message", "sendMessage").replace("get_task", "getTask")
        for line in PRINTED
    ]
    assert printed == [line.replace("None", "no error") for line in camel]


def test_the_go_sections_are_the_examples_go_test_runs() -> None:
    """test_go.py's test_the_examples_run_on_the_fake runs ExampleRetryPolicy and
    ExampleInterceptor and checks their output; here, the README shows exactly their code."""
    blocks = sections((GENERATED / "go" / "README.md").read_text(), "go")
    examples = (GENERATED / "go" / "example_test.go").read_text()
    assert [re.search(r"^func (\w+)\(", b, re.M).group(1) for b in blocks] == [  # type: ignore[union-attr]
        "ExampleRetryPolicy",
        "ExampleInterceptor",
    ]
    for block in blocks:
        assert block in examples
