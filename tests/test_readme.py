"""The README's examples run, in order and sharing their names, against the MemoryLake-behaviour
server; and CI runs the README's test command."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import API_PREFIX, ROOT
from servers.memorylake import API_KEY

README = (ROOT / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


def test_python_blocks_run(memorylake: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMORYLAKE_API_KEY", API_KEY)
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", memorylake.root + API_PREFIX)
    namespace: dict[str, Any] = {}
    assert len(BLOCKS) >= 5
    for number, code in enumerate(BLOCKS, 1):
        exec(compile(code, f"README.md python block {number}", "exec"), namespace)
    sends = [r for r in memorylake.requests if r.path.endswith(("message:send", "/a2a"))]
    assert len(sends) >= 5  # the examples really talked to the server


def test_ci_runs_the_readme_test_command() -> None:
    commands = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    assert len(commands) >= 2 and "pytest" in commands[1]
    assert commands[1] in (ROOT / ".ci" / "run").read_text()


def test_the_error_tree_is_the_generated_one() -> None:
    """The README's error tree is the one both packages' error modules open with."""
    from conftest import GENERATED

    tree = re.search(r"```text\n(A2AError\n.*?)```", README, re.S)
    assert tree is not None
    python = (GENERATED / "python" / "memorylake_a2a" / "_api_errors.py").read_text()
    typescript = (GENERATED / "typescript" / "src" / "api-errors.ts").read_text()
    assert tree.group(1) in python
    assert all(f" * {line}".rstrip() in typescript for line in tree.group(1).splitlines())


def test_the_generated_packages_readme_block_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """generated/python/README.md's quickstart builds a client (it sends nothing)."""
    monkeypatch.setenv("MEMORYLAKE_API_KEY", API_KEY)
    readme = (ROOT / "generated" / "python" / "README.md").read_text()
    (block,) = re.findall(r"```python\n(.*?)```", readme, re.S)
    exec(compile(block, "generated/python/README.md", "exec"), {})
