"""The README's example and the Python manual's examples (docs/python.md) run, each page's blocks
in order and sharing their names, against the MemoryLake-behaviour server; the error tree the
manual shows is the generated one; the README stays short, and every link between the pages
leads somewhere; and CI runs the README's test command."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from conftest import AGENT_ID, API_PREFIX, GENERATED, ROOT, WORKSPACE_ID
from servers.memorylake import API_KEY

README = (ROOT / "README.md").read_text()
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.S)


@pytest.mark.parametrize(
    ("page", "least_blocks", "least_sends"),
    [("README.md", 1, 1), ("docs/python.md", 8, 5)],
)
def test_python_blocks_run(
    page: str, least_blocks: int, least_sends: int, memorylake: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMORYLAKE_API_KEY", API_KEY)
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", memorylake.root + API_PREFIX)
    monkeypatch.setenv("MEMORYLAKE_WORKSPACE_ID", WORKSPACE_ID)
    monkeypatch.setenv("MEMORYLAKE_AGENT_ID", AGENT_ID)
    blocks = python_blocks((ROOT / page).read_text())
    assert len(blocks) >= least_blocks
    namespace: dict[str, Any] = {}
    for number, code in enumerate(blocks, 1):
        exec(compile(code, f"{page} python block {number}", "exec"), namespace)
    sends = [r for r in memorylake.requests if r.path.endswith(("message:send", "/a2a"))]
    assert len(sends) >= least_sends  # the examples really talked to the server


@pytest.mark.parametrize("package", ["python", "typescript", "go"])
def test_each_readme_example_is_its_package_manuals(package: str) -> None:
    """The README's example of each package is a block of that package's manual, which
    tests/test_package_manuals.py runs against the package's fake."""
    (example,) = re.findall(rf"```{package}\n(.*?)```", README, re.S)  # the language's name
    manual = (GENERATED / package / "README.md").read_text()
    assert f"```{package}\n{example}```" in manual


def test_ci_runs_the_readme_test_command() -> None:
    commands = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    assert len(commands) >= 2 and "pytest" in commands[1]
    assert commands[1] in (ROOT / ".ci" / "run").read_text()


def test_the_error_tree_is_the_generated_one() -> None:
    """The packages' manuals show the tree both packages' error modules open with."""
    readme = (GENERATED / "python" / "README.md").read_text()
    tree = re.search(r"```text\n(A2AError\n.*?)```", readme, re.S)
    assert tree is not None
    python = (GENERATED / "python" / "memorylake_a2a" / "_api_errors.py").read_text()
    typescript = (GENERATED / "typescript" / "src" / "api-errors.ts").read_text()
    assert tree.group(1) in python
    assert all(f" * {line}".rstrip() in typescript for line in tree.group(1).splitlines())
    for package in ("typescript", "go"):
        assert tree.group(1) in (GENERATED / package / "README.md").read_text()


def test_the_readme_fits_in_a_few_screens() -> None:
    assert len(README) <= 15_000, len(README)


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as
    hyphens."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    headings = re.findall(r"^#+ (.+)$", text, re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_leads_somewhere(page: Path) -> None:
    """Each relative link of the README and of docs/ names a file that exists, and a heading of
    it when it names one."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):
            continue  # https://...
        path, _, anchor = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        assert linked.exists(), f"{page.name}: {target}"
        if anchor:
            assert anchor in _anchors(linked), f"{page.name}: {target}"
