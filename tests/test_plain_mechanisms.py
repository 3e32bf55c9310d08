"""DESIGN principle 10, checked on the generator's source (not its runtime): it never assigns to
an attribute of another module (the standard library's, a dependency's or its own), never forks
or starts workers to save time, and commits no derived code besides generated/ and the golden
trees. A process it starts is a tool it runs (git for `diff`, ruff for unasync), not a worker."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

GENERATOR = ROOT / "generator"
SOURCES = sorted(
    p for p in GENERATOR.rglob("*.py") if "runtime" not in p.relative_to(GENERATOR).parts
)
# What starts a worker, a fork or a thread, by its dotted name.
WORKERS = {
    "os.fork",
    "os.forkpty",
    "os.register_at_fork",
    "multiprocessing",
    "concurrent.futures",
    "threading.Thread",
}


def _modules(tree: ast.Module) -> set[str]:
    """The names a module binds to imported modules (`import x`, `import x.y as z`, `from . import m`)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.update(a.asname or a.name for a in node.names if a.name.islower())
    return names


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""


def problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    modules = _modules(tree)
    found = []
    for node in ast.walk(tree):
        where = f"{path.name}:{getattr(node, 'lineno', 0)}"
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Attribute) and _dotted(target).split(".")[0] in modules:
                found.append(f"{where}: assigns to {_dotted(target)}")
        owner = ""
        if isinstance(node, ast.Call) and _dotted(node.func) == "setattr" and node.args:
            owner = _dotted(node.args[0])
        if owner.split(".")[0] in modules:
            found.append(f"{where}: setattr on {owner}")
        if isinstance(node, ast.Attribute | ast.Name) and any(
            _dotted(node) == w or _dotted(node).startswith(f"{w}.") for w in WORKERS
        ):
            found.append(f"{where}: uses {_dotted(node)}")
        if isinstance(node, ast.ImportFrom | ast.Import):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom):
                names += [f"{node.module}.{a.name}" for a in node.names]
            found += [f"{where}: imports {n}" for n in names if n in WORKERS]
    return found


def test_the_generator_patches_nothing_and_starts_no_worker() -> None:
    assert len(SOURCES) > 30
    assert [p for path in SOURCES for p in problems(path)] == []


def test_the_check_finds_a_patch_and_a_fork(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import os\nimport dataclasses\nfrom . import render\n"
        "dataclasses.exec = print\nrender.BANNER += 'x'\nsetattr(os, 'getpid', int)\n"
        "os.fork()\nfrom concurrent.futures import ProcessPoolExecutor\n"
    )
    assert sorted(p.split(": ", 1)[1] for p in problems(bad)) == [
        "assigns to dataclasses.exec",
        "assigns to render.BANNER",
        "imports concurrent.futures",
        "setattr on os",
        "uses os.fork",
    ]
