"""The generator's modules (the runtime aside) import one another without a cycle: data flows one
way, spec -> ir -> targets -> output. The graph is built from the source, so an import inside a
function counts as much as one at the top; a second test shows the check failing on a cycle."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

from conftest import ROOT

GENERATOR = ROOT / "generator"
PACKAGE = "a2a_codegen"  # the import name of generator/


def modules(root: Path) -> dict[str, Path]:
    """Each module's dotted name below root ("" for root's own __init__.py) -> its file."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[0] != "runtime":
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(root: Path) -> dict[str, set[str]]:
    """Each module -> the modules it imports: an imported module's packages (those that are not
    the importer's own) count, as importing it runs them; `from p import x` means the submodule
    p.x when there is one, else p itself."""
    known = modules(root)
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                targets |= {m for a in node.names if (m := _local(a.name)) is not None}
            elif isinstance(node, ast.ImportFrom) and (module := _from(node, package)) is not None:
                for alias in node.names:
                    sub = f"{module}.{alias.name}".lstrip(".")
                    targets.add(sub if sub in known else module)
        parts = {".".join(t.split(".")[:i]) for t in targets for i in range(1, t.count(".") + 1)}
        graph[name] = targets | {p for p in parts if not (name + ".").startswith(p + ".")}
        graph[name] -= {name, ""}  # generator/__init__.py is empty, and every module's package
    return graph


def _local(module: str) -> str | None:
    """A dotted name inside the generator ("" for a2a_codegen itself), or None for others."""
    if module == PACKAGE or module.startswith(PACKAGE + "."):
        return module[len(PACKAGE) + 1 :]
    return None


def _from(node: ast.ImportFrom, package: str) -> str | None:
    """The module `from ... import` reads from, inside the generator (None for others)."""
    if not node.level:
        return _local(node.module or "")
    parts = [p for p in package.split(".") if p]
    parts = parts[: len(parts) - node.level + 1] + (node.module or "").split(".")
    return ".".join(p for p in parts if p)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected set of modules (Tarjan), as a path a -> ... -> a."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for succ in sorted(graph[node]):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            members = set(stack[stack.index(node) :])
            del stack[stack.index(node) :]
            if len(members) > 1:
                found.append(_path(graph, node, members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _path(graph: dict[str, set[str]], start: str, members: set[str]) -> list[str]:
    """The shortest way from start back to start inside members."""
    paths = {succ: [start, succ] for succ in sorted(graph[start] & members)}
    todo = list(paths)
    while start not in paths:
        node = todo.pop(0)
        for succ in sorted(graph[node] & members):
            if succ not in paths:
                paths[succ] = paths[node] + [succ]
                todo.append(succ)
    return paths[start]


def _report(found: list[list[str]]) -> str:
    return "\n".join(" -> ".join(m or PACKAGE for m in cycle) for cycle in found)


def test_the_generator_imports_without_a_cycle() -> None:
    graph = imports(GENERATOR)
    assert {"spec", "ir", "targets", "output", "cli"} <= set(graph)
    assert "spec" in graph["ir"] and "ir" in graph["pipeline"]  # it sees relative imports
    found = cycles(graph)
    assert not found, "import cycles:\n" + _report(found)


def test_the_check_fails_on_a_cycle(tmp_path: Path) -> None:
    """The spec stage importing the IR inside a function, as checks did once, is found."""
    tree = tmp_path / "generator"
    shutil.copytree(GENERATOR, tree)
    (tree / "spec" / "regex.py").write_text(
        (tree / "spec" / "regex.py").read_text()
        + "\n\ndef _later() -> None:\n    from ..ir import codecs  # noqa\n"
    )
    found = cycles(imports(tree))
    print(_report(found))
    assert any("spec.regex" in c and any(m.split(".")[0] == "ir" for m in c) for c in found)
