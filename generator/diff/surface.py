"""The client API of each target, as comparable entries: "kind name" -> attributes.

Python's is read back from the rendered package (its models as datamodel-code-generator wrote
them, its clients' signatures, its error classes), TypeScript's is computed by the functions
the TypeScript templates call, Go's is read back from the rendered module's exported
declarations (go_source.py); either way it is what a caller sees, and cannot drift from it.
An attribute named "doc" is documentation (a digest of it): a change to it alone is a fix.

Kinds: client (a version's client and its transports), operation (returns), argument (type,
default, required, positional), model (direction: input, output or both), field (type without
its optionality, required, default), enum, member (value), error (bases). Go's are its own
declarations': type (the type, direction), field (type, json name, required, embedded), method
(receiver, signature), func (signature), const (type, value), var (type); a name in a version
package is qualified by it (func v1_0.NewClient)."""

from __future__ import annotations

import ast
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..cache import cached_value, store_value
from ..ir import IR
from ..ir.codecs import reachable
from ..output.writer import Tree
from . import go_source

Surface = dict[str, dict[str, Any]]


def directions(ir: IR) -> dict[str, str]:
    """Per model: "input" (callers build it), "output" (callers read it) or "both"."""
    defs = ir.models.defs
    inputs = reachable(defs, [op.request for op in ir.operations if op.request])
    outputs = reachable(defs, [m for op in ir.operations for m in (op.result, *op.result_models)])
    out = {name: "input" for name in ir.extension.defs}
    for name in defs:
        both = name in inputs and name in outputs
        out[name] = "both" if both else "input" if name in inputs else "output"
    return out


def python(ir: IR, tree: Tree) -> Surface:
    pkg = ir.service.python_package
    flows = directions(ir)
    out: Surface = {}
    for file in ("models.py", "extension.py"):
        default_flow = "input" if file == "extension.py" else "both"
        for name, doc, members, fields in _read(_models, tree, f"{pkg}/{file}"):
            if members is not None:
                out[f"enum {name}"] = {"doc": doc}
                for member, value in members:
                    out[f"member {name}.{member}"] = {"value": value}
                continue
            out[f"model {name}"] = {"direction": flows.get(name, default_flow), "doc": doc}
            for field, attributes in fields:
                out[f"field {name}.{field}"] = attributes
    for name, returns, doc, arguments in _read(_operations, tree, f"{pkg}/_operations.py"):
        out[f"operation {name}"] = {"returns": returns, "doc": doc}
        for argument, attributes in arguments:
            out[f"argument {name}({argument})"] = attributes
    for name, bases, doc in _read(_errors, tree, f"{pkg}/_api_errors.py"):
        out[f"error {name}"] = {"bases": bases, "doc": doc}
    for version in ir.versions:
        for name, arguments in _read(_inits, tree, f"{pkg}/{version.package}/clients.py"):
            for argument, attributes in arguments:
                out[f"argument {version.package}.{name}({argument})"] = attributes
        for transport in version.transports:
            out[f"client {version.package} {transport}"] = {}
    return _final(out)


# What the entries read from a module depend on: the module's text, the readers (this file's and
# Go's) and Python's `ast`.
_CODE = hashlib.sha256(
    Path(__file__).read_bytes() + Path(go_source.__file__).read_bytes() + sys.version.encode()
).hexdigest()


def _read(entries: Callable[[str], list[Any]], tree: Tree, path: str) -> list[Any]:
    """entries(the module's text) (none when the tree has no such module, as a tree rendered
    from custom templates may not), kept in the cache by the text: after a spec edit most
    modules are as they were, and parsing them again would cost most of the snapshot."""
    if path not in tree:
        return []
    key = f"{_CODE}\0{entries.__name__}\0{tree[path]}"
    kept = cached_value("surface", key)
    if kept is not None:
        value: list[Any] = json.loads(kept)
        return value
    value = entries(tree[path])
    text = json.dumps(value)
    if json.loads(text) == value and _plain(value):  # what JSON gives back exactly
        store_value("surface", key, text)
    return value


def _plain(value: Any) -> bool:
    """Whether value is made of what JSON gives back as it is (no tuple, no non-text key)."""
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return value is None or isinstance(value, (str, int, float))


def _models(text: str) -> list[Any]:
    """Per class: name, doc, its members (name, value) for an enum, else None, and its fields
    (name, attributes) for a model."""
    out: list[Any] = []
    for cls in _classes(text):
        doc = ast.get_docstring(cls) or ""
        if any(ast.unparse(b) == "Enum" for b in cls.bases):
            out.append([cls.name, doc, [list(a) for a in _assignments(cls)], None])
        else:
            out.append([cls.name, doc, None, [list(f) for f in _fields(cls)]])
    return out


def _operations(text: str) -> list[Any]:
    """The public methods of SyncOperations (not its properties: with_raw_response is no
    operation): name, returns, doc, arguments."""
    return [
        [
            method.name,
            ast.unparse(method.returns) if method.returns else "",
            ast.get_docstring(method) or "",
            [list(a) for a in _arguments(method)],
        ]
        for cls in _classes(text, "SyncOperations")
        for method in cls.body
        if isinstance(method, ast.FunctionDef)
        and not method.name.startswith("_")
        and not method.decorator_list
    ]


def _errors(text: str) -> list[Any]:
    return [
        [cls.name, [ast.unparse(b) for b in cls.bases], ast.get_docstring(cls) or ""]
        for cls in _classes(text)
    ]


def _inits(text: str) -> list[Any]:
    """Per class, the arguments of its __init__."""
    return [
        [cls.name, [list(a) for a in _arguments(init)]]
        for cls in _classes(text)
        for init in cls.body
        if isinstance(init, ast.FunctionDef) and init.name == "__init__"
    ]


def go(ir: IR, tree: Tree) -> Surface:
    """The exported declarations of the files the Go templates render. Not the runtime's, which
    are the same whatever the spec (as Python's and TypeScript's runtimes are not read), nor
    version.go's constants, which name the spec's version and digest, nor tests."""
    from ..targets import go as go_target  # noqa: PLC0415 (the Python target's run needs none)

    flows = {go_target.exported(name): flow for name, flow in directions(ir).items()}
    runtime = go_target.runtime_sources(go_target.go_package(ir.service.python_package))
    skipped = {*runtime, "version.go"}
    out: Surface = {}
    for path in sorted(tree):
        if not path.endswith(".go") or path.endswith("_test.go") or path in skipped:
            continue
        package = path.rpartition("/")[0]
        prefix = package.replace("/", ".") + "." if package else ""
        for kind, name, attributes in _read(go_source.declarations, tree, path):
            if kind == "type" and not package and name in flows:
                attributes["direction"] = flows[name]
            out[f"{kind} {prefix}{name}"] = attributes
    return _final(out)


def typescript(ir: IR) -> Surface:
    from ..targets import typescript as ts  # noqa: PLC0415 (the Python target's run needs none)

    out: Surface = {}
    flows = directions(ir)
    unions = {u.name: u for u in ir.unions}
    declarations = [
        *ts.declarations(ir.models.defs, unions),
        *ts.declarations(ir.extension.defs, {}),
    ]
    for d in declarations:
        if d.enum:
            out[f"enum {d.name}"] = {"doc": d.doc or ""}
            for name, value in d.enum:
                out[f"member {d.name}.{name}"] = {"value": value}
            continue
        out[f"model {d.name}"] = {"direction": flows.get(d.name, "both"), "doc": d.doc or ""}
        for key, member in d.union:
            out[f"field {d.name}.{key}"] = {"type": member, "required": False, "default": None}
        for f in d.fields:
            out[f"field {d.name}.{f.name}"] = {
                "type": f.type,
                "required": not f.optional,
                "default": None,
                "doc": f.doc or "",
            }
    for op in ir.operations:
        name = ts.camel(op.name)
        out[f"operation {name}"] = {
            "returns": "Stream<Event>" if op.streaming else f"Promise<m.{op.result}>",
            "parameters": ts.parameters(ir, op),
            "doc": op.doc,
        }
        for arg in op.arguments:
            out[f"argument {name}({ts.camel(arg.name)})"] = {
                "type": ts.argument_type(ir, arg),
                "default": _literal(arg.default),
                "required": arg.positional,
                "positional": arg.positional,
                "doc": arg.doc,
            }
    for p in ir.service.path_params:
        out[f"argument ClientOptions({ts.camel(p.name)})"] = {
            "type": "string",
            "default": None,
            "required": True,
            "positional": False,
            "doc": p.doc,
        }
    errors = ir.errors
    for cls in (*errors.status, *errors.jsonrpc):
        out[f"error {cls.name}"] = {
            "bases": [b for b in (cls.base, cls.shared) if b],
            "doc": cls.doc,
        }
    for meaning in errors.shared:
        out[f"error {meaning.name}"] = {"bases": ["A2AError"], "doc": meaning.doc}
    for version in ir.versions:
        for transport in version.transports:
            out[f"client {version.package} {transport}"] = {}
    return _final(out)


def _final(out: Surface) -> Surface:
    """The entries in order, each documentation as a short digest: a change to it is seen and
    classified, and a package's snapshot (changelog.py) stays small."""
    for attrs in out.values():
        if attrs.get("doc"):
            attrs["doc"] = hashlib.sha256(attrs["doc"].encode()).hexdigest()[:12]
    return dict(sorted(out.items()))


def _literal(value: Any) -> str | None:
    return None if value is None else repr(value)


def _classes(text: str, name: str | None = None) -> list[ast.ClassDef]:
    """The classes of a module (those of that name)."""
    return [
        n for n in ast.parse(text).body if isinstance(n, ast.ClassDef) and name in (None, n.name)
    ]


def _assignments(cls: ast.ClassDef) -> list[tuple[str, Any]]:
    return [
        (n.targets[0].id, ast.literal_eval(n.value))
        for n in cls.body
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)
    ]


def _fields(cls: ast.ClassDef) -> list[tuple[str, dict[str, Any]]]:
    """A pydantic model's fields: type (its optionality apart), required, default, doc (the
    string that follows the field, as datamodel-code-generator writes descriptions)."""
    out = []
    body = cls.body
    for i, node in enumerate(body):
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        value = node.value
        if isinstance(value, ast.Call) and ast.unparse(value.func) == "Field":
            given = value.args[0] if value.args else None
            given = next((k.value for k in value.keywords if k.arg == "default"), given)
            value = given
        required = value is None or (isinstance(value, ast.Constant) and value.value is Ellipsis)
        default = None if required or value is None else ast.unparse(value)
        kind = ast.unparse(node.annotation)
        if default == "None":
            kind, default = kind.removesuffix(" | None"), None
        after = body[i + 1] if i + 1 < len(body) else None
        doc = (
            after.value.value
            if isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
            else ""
        )
        out.append(
            (node.target.id, {"type": kind, "required": required, "default": default, "doc": doc})
        )
    return out


def _arguments(func: ast.FunctionDef) -> list[tuple[str, dict[str, Any]]]:
    """A method's arguments after self: type, default, required, positional."""
    a = func.args
    positional = [*a.posonlyargs, *a.args][1:]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults)) + list(
        a.defaults
    )
    pairs = [
        *zip(positional, defaults, strict=True),
        *zip(a.kwonlyargs, a.kw_defaults, strict=True),
    ]
    out = []
    for i, (arg, default) in enumerate(pairs):
        kind = ast.unparse(arg.annotation) if arg.annotation else ""
        text = None if default is None else ast.unparse(default)
        if text == "None":
            kind, text = kind.removesuffix(" | None"), None
        out.append(
            (
                arg.arg,
                {
                    "type": kind,
                    "default": text,
                    "required": default is None,
                    "positional": i < len(positional),
                },
            )
        )
    return out
