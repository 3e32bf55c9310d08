"""The client API of each target, as comparable entries: "kind name" -> attributes.

Python's is read back from the rendered package (its models as datamodel-code-generator wrote
them, its clients' signatures, its error classes), TypeScript's is computed by the functions
the TypeScript templates call; either way it is what a caller sees, and cannot drift from it.
An attribute named "doc" is documentation (a digest of it): a change to it alone is a fix.

Kinds: client (a version's client and its transports), operation (returns), argument (type,
default, required, positional), model (direction: input, output or both), field (type without
its optionality, required, default), enum, member (value), error (bases)."""

from __future__ import annotations

import ast
import hashlib
from typing import Any

from generator.ir import IR
from generator.ir.codecs import reachable
from generator.targets import typescript as ts
from generator.writer import Tree

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
        for cls in _classes(tree, f"{pkg}/{file}"):
            doc = ast.get_docstring(cls) or ""
            if any(ast.unparse(b) == "Enum" for b in cls.bases):
                out[f"enum {cls.name}"] = {"doc": doc}
                for name, value in _assignments(cls):
                    out[f"member {cls.name}.{name}"] = {"value": value}
                continue
            default_flow = "input" if file == "extension.py" else "both"
            out[f"model {cls.name}"] = {"direction": flows.get(cls.name, default_flow), "doc": doc}
            for name, field in _fields(cls):
                out[f"field {cls.name}.{name}"] = field
    operations = _classes(tree, f"{pkg}/_operations.py", "SyncOperations")
    for method in (m for c in operations for m in c.body):
        if isinstance(method, ast.FunctionDef) and not method.name.startswith("_"):
            out[f"operation {method.name}"] = {
                "returns": ast.unparse(method.returns) if method.returns else "",
                "doc": ast.get_docstring(method) or "",
            }
            for name, arg in _arguments(method):
                out[f"argument {method.name}({name})"] = arg
    for cls in _classes(tree, f"{pkg}/_api_errors.py"):
        out[f"error {cls.name}"] = {
            "bases": [ast.unparse(b) for b in cls.bases],
            "doc": ast.get_docstring(cls) or "",
        }
    for version in ir.versions:
        for cls in _classes(tree, f"{pkg}/{version.package}/clients.py"):
            for init in cls.body:
                if isinstance(init, ast.FunctionDef) and init.name == "__init__":
                    for name, arg in _arguments(init):
                        out[f"argument {version.package}.{cls.name}({name})"] = arg
        for transport in version.transports:
            out[f"client {version.package} {transport}"] = {}
    return _final(out)


def typescript(ir: IR) -> Surface:
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


def _classes(tree: Tree, path: str, name: str | None = None) -> list[ast.ClassDef]:
    """The classes of a module of the tree (those of that name); none when it has no such module,
    as a tree rendered from custom templates may not."""
    body = ast.parse(tree[path]).body if path in tree else []
    return [n for n in body if isinstance(n, ast.ClassDef) and name in (None, n.name)]


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
