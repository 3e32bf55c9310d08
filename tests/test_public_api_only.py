"""The generated Python package (its runtime and its rendered modules) uses only the public API of
its HTTP library, and nothing of httpcore's or h11's: a scan of its source (AST) fails on any
read, call or write of an `_`-prefixed attribute of an httpx, httpx2, httpcore, httpcore2 or h11
object, on such a name given as a string (getattr, sys.modules), on an import from a private
module of theirs, and on a method that overrides a private one of their classes.

A private name is one that those libraries' own sources define (their methods, attributes and
private modules). Most of them are defined nowhere in the package, so any use is theirs; for
those the package defines too (`_stream`, `_headers`...), the object is theirs when the package's
annotations say so (`response: httpx.Response`, `def _http(self) -> httpx.Client`), when it is
one of their modules, or `super()` in a subclass of one of their classes. Planted cases show
each rule failing."""

from __future__ import annotations

import ast
import importlib.util
import re
from collections.abc import Iterable
from pathlib import Path

import pytest
from conftest import GENERATED

LIBRARIES = ("httpx", "httpx2", "httpcore", "httpcore2", "h11")
PACKAGE = GENERATED / "python" / "memorylake_a2a"


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _defined(paths: Iterable[Path]) -> set[str]:
    """The private names the sources define: functions, classes, their own attributes, variables,
    and the modules themselves."""
    names: set[str] = set()
    for path in paths:
        names.add(path.parent.name if path.name == "__init__.py" else path.stem)
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif (  # self._x = ...: an attribute of its own
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name)
                and node.value.id in ("self", "cls")
            ):
                names.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return {name for name in names if _is_private(name)}


def library_private_names() -> set[str]:
    found = [importlib.util.find_spec(name) for name in LIBRARIES]
    roots = [Path(spec.origin).parent for spec in found if spec and spec.origin]
    assert len(roots) == len(LIBRARIES), "every library is installed with the test extras"
    return _defined(path for root in roots for path in root.rglob("*.py"))


def _mentions(node: ast.AST | None, aliases: set[str]) -> bool:
    """Whether an annotation (or expression) names one of the libraries' modules."""
    return (
        node is not None
        and any(isinstance(n, ast.Name) and n.id in aliases for n in ast.walk(node))
        or (
            isinstance(node, ast.Constant)  # a string annotation
            and isinstance(node.value, str)
            and any(re.search(rf"\b{a}\.", node.value) for a in aliases)
        )
    )


def violations(source: str, own: set[str], private: set[str]) -> list[str]:
    """Each use of a library's private name in one module's source, as "line: what"."""
    tree = ast.parse(source)
    aliases = set(LIBRARIES)  # the names the module binds to a library
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name.split(".")[0] in LIBRARIES or (
                    isinstance(node, ast.ImportFrom)
                    and (node.module or "").endswith("_http")
                    and alias.name == "httpx"
                ):
                    aliases.add(alias.asname or alias.name.split(".")[0])
    # Names whose annotation (or a property's return annotation) says they are a library's.
    typed: set[str] = set()
    library_classes: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and _mentions(node.annotation, aliases):
            typed.add(node.arg)
        elif isinstance(node, ast.AnnAssign) and _mentions(node.annotation, aliases):
            target = node.target
            typed.add(target.attr if isinstance(target, ast.Attribute) else ast.unparse(target))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _mentions(
            node.returns, aliases
        ):
            typed.add(node.name)
        elif isinstance(node, ast.ClassDef) and any(_mentions(b, aliases) for b in node.bases):
            library_classes.add(node.name)

    def theirs(value: ast.expr) -> bool:
        if isinstance(value, ast.Name):
            return value.id in aliases or value.id in typed
        if isinstance(value, ast.Attribute):
            return value.attr in typed or theirs(value.value)
        if isinstance(value, ast.Call):
            func = value.func
            if isinstance(func, ast.Name) and func.id == "super":
                return True  # checked against the class below
            return theirs(func)
        return False

    found: list[str] = []
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        for item in cls.body:
            if (
                cls.name in library_classes
                and isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
                and item.name in private
            ):
                found.append(f"{item.lineno}: overrides {item.name}")
        for node in ast.walk(cls):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "super"
                and cls.name in library_classes
                and node.attr in private
            ):
                found.append(f"{node.lineno}: super().{node.attr}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            is_super = (
                isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "super"
            )
            if not is_super and (node.attr not in own or theirs(node.value)):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            words = set(re.findall(r"(?<![\w.])_\w+|(?<=\.)_\w+", node.value)) & private
            if words - own:  # a name of theirs alone (an attribute's, a module's)
                found.append(f"{node.lineno}: the string {node.value!r}")
        elif (  # getattr(obj, "_name"...) of theirs, whoever else defines the name
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr", "setattr", "delattr")
            and len(node.args) >= 2
            and theirs(node.args[0])
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in private
        ):
            found.append(f"{node.lineno}: {node.func.id} {node.args[1].value!r}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[0] in LIBRARIES and any(_is_private(p) for p in parts):
                found.append(f"{node.lineno}: from {node.module} import")
    return sorted(set(found), key=lambda line: int(line.split(":")[0]))


@pytest.fixture(scope="module")
def private() -> set[str]:
    return library_private_names()


def test_the_package_uses_no_private_name_of_its_http_stack(private: set[str]) -> None:
    paths = sorted(PACKAGE.rglob("*.py"))
    assert len(paths) > 30 and PACKAGE / "_async_client.py" in paths
    own = _defined(paths)
    found = {
        path.relative_to(PACKAGE).as_posix(): violations(path.read_text(), own, private)
        for path in paths
    }
    assert {path: lines for path, lines in found.items() if lines} == {}


# Each planted line, put into the real _async_client.py, and what the scan reports for it.
PLANTED = {
    "a private method called": (
        "response = await self._http._send_single_request(request)",
        "self._http._send_single_request",
    ),
    "a private attribute read on a typed parameter": (
        "chunks = response._request",
        "response._request",
    ),
    "a name only the library defines": ("state = anything._h11_state", "anything._h11_state"),
    "a private attribute written": ("self._http._transport = None", "self._http._transport"),
    "a private name by string": (
        "connection = getattr(response.stream, '_stream', None)",
        "getattr '_stream'",
    ),
    "a name only the library defines, by string": (
        "state = getattr(connection, '_h11_state', None)",
        "the string '_h11_state'",
    ),
    "a private module by string": (
        "module = sys.modules.get(f'{httpx.__name__}._transports.default')",
        "the string '._transports.default'",
    ),
    "a private module imported": (
        "from httpx._transports.default import map_httpcore_exceptions",
        "from httpx._transports.default import",
    ),
    "a private module of the library's alias": (
        "errors = httpx._exceptions",
        "httpx._exceptions",
    ),
}


@pytest.mark.parametrize("line, reported", PLANTED.values(), ids=PLANTED.keys())
def test_a_planted_use_is_found(line: str, reported: str, private: set[str]) -> None:
    paths = sorted(PACKAGE.rglob("*.py"))
    source = (PACKAGE / "_async_client.py").read_text()
    planted = source.replace(
        "        http = self._http\n", f"        http = self._http\n        {line}\n", 1
    )
    assert planted != source
    own = _defined(paths)
    assert violations(source, own, private) == []
    found = violations(planted, own, private)
    assert len(found) == 1 and found[0].split(": ", 1)[1] == reported, found


def test_a_planted_subclass_overriding_a_private_method_is_found(private: set[str]) -> None:
    planted = (
        "from ._http import httpx\n\n\n"
        "class Own(httpx.AsyncClient):\n"
        "    def _init_transport(self, *args: object) -> object:\n"
        "        return super()._init_transport(*args)\n"
    )
    own = _defined(PACKAGE.rglob("*.py"))
    assert violations(planted, own, private) == [
        "5: overrides _init_transport",
        "6: super()._init_transport",
    ]
