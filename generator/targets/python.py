"""The Python SDK: a standalone package (an HTTP library + pydantic) with the canonical models made
by datamodel-code-generator, the extension and its checks, and one wire module per dialect."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path
from typing import Any, NamedTuple

from ..cache import cached
from ..ir import IR, ArgumentPlan, BindingPlan, DialectPlan, OperationPlan
from ..ir.codecs import reachable
from ..output import manifest
from ..output.formatting import LINE_LENGTH, format_python
from ..output.render import (
    BANNER,
    environment,
    header,
    license_file,
    render_template,
    runtime_sources,
    snake,
)
from ..output.writer import Tree
from . import Settings, datamodels, manual
from .testkit import fake_tables


class HTTPLibrary(NamedTuple):
    """An HTTP library the SDK can run on (Settings.python_http): its module, the requirement the
    package's pyproject names, and the oldest Python it supports."""

    module: str
    requirement: str
    python: str


# The package's code runs on 3.10 (tests/test_dependency_ends.py: mypy and vermin); every
# release of httpx2 requires 3.11.
HTTP_LIBRARIES = {
    "httpx2": HTTPLibrary("httpx2", "httpx2>=2.16", "3.11"),
    "httpx": HTTPLibrary("httpx", "httpx>=0.27", "3.10"),
}


def render(ir: IR, templates: Path | None, settings: Settings) -> Tree:
    env = environment("python", templates)
    pkg = ir.service.python_package
    env.filters.update(
        snake=snake,
        pyrepr=repr,  # a literal in code (black sets its quotes)
        textrepr=docstring_repr,
        pyline=line,
        pyimport=import_line,
        pyexport=lambda module, names: import_line(module, [f"{n} as {n}" for n in names]),
        result_type=lambda name: result_type(ir, name),
        parameter=parameter,
        argument_value=argument_value,
        cli_type=cli_type,
        docstring=lambda op, resume=None: docstring(ir, op, resume),
        literal=lambda name: f"``{name}``",
        code=lambda name: f"`{name}`",
    )
    versions = manifest.versions(ir.service.version, ir.spec_files)
    env.globals.update(
        ir=ir, pkg=pkg, http=HTTP_LIBRARIES[settings.python_http], called=call, **versions
    )
    tree: Tree = {}

    def emit(path: str, template: str, **context: Any) -> None:
        """Render a file; black formats a Python one."""
        text = render_template(env, template, header=header("#"), **context)
        tree[path] = format_python(text, path) if path.endswith(".py") else text

    emit("pyproject.toml", "pyproject.toml.jinja")
    manual_context = {**manual.context(ir), "banner": BANNER}
    emit(
        "README.md",
        "README.md.jinja",
        dict_send=dict_send(ir),
        extension_arg=_argument_kinds(ir)["extension_arg"],
        **manual_context,
    )
    emit(
        "api.md",
        "api.md.jinja",
        argument_type=lambda a: argument_type(a).replace("m.", ""),
        stream_type=lambda op: (
            "Stream[Event]" if op.streaming else result_type(ir, op.result).replace("m.", "")
        ),
        **manual_context,
    )
    tree["LICENSE"] = license_file()
    emit(f"{pkg}/py.typed", "py.typed.jinja")
    emit(
        f"{pkg}/__init__.py",
        "__init__.py.jinja",
        params=list(param_defs(ir)),
        **_argument_kinds(ir),
    )
    emit(f"{pkg}/_base.py", "_base.py.jinja")
    emit(f"{pkg}/_http.py", "_http.py.jinja")
    for name, text in runtime_sources("python", ".py", "#", ir.service.log_env).items():
        tree[f"{pkg}/{name}"] = text
    emit(f"{pkg}/_spec.py", "_spec.py.jinja")
    emit(f"{pkg}/_fake_spec.py", "_fake_spec.py.jinja", fake=fake_tables(ir))
    emit(f"{pkg}/testing.py", "testing.py.jinja")
    emit(f"{pkg}/_api_errors.py", "_api_errors.py.jinja")
    emit(f"{pkg}/_answers.py", "_answers.py.jinja")
    emit(
        f"{pkg}/_operations.py",
        "_operations.py.jinja",
        imports=operations_imports(ir),
        **_argument_kinds(ir),
    )
    emit(f"{pkg}/_version.py", "_version.py.jinja")
    emit(f"{pkg}/_commands.py", "_commands.py.jinja")
    for version in ir.versions:
        emit(f"{pkg}/{version.package}/__init__.py", "version/__init__.py.jinja", version=version)
        emit(
            f"{pkg}/{version.package}/clients.py",
            "version/clients.py.jinja",
            version=version,
            **_argument_kinds(ir),
        )
        for d in version.dialects:
            emit(
                f"{pkg}/{version.package}/{d.transport}.py",
                "version/dialect.py.jinja",
                d=d,
                imports=dialect_imports(ir, d),
                shortcuts=json_shortcuts(d),
            )
    emit(f"{pkg}/models.py", "models.py.jinja", body=_datamodels(ir.models.defs, pkg, ANSWER_BASES))
    emit(
        f"{pkg}/extension.py",
        "extension.py.jinja",
        body=_datamodels(ir.extension.defs, pkg),
        schema=repr(ir.extension.checks),  # a literal: templates read no JSON Schema
    )
    emit(f"{pkg}/params.py", "params.py.jinja", body=_params(ir, pkg))
    manifest.add(
        tree,
        f"{pkg}/{manifest.NAME}",
        (ir.service.name, ir.service.version),
        ir.spec_files,
        manifest.run_id(ir.spec_files, templates),
    )
    return tree


def line(value: Any, prefix: str, suffix: str = "", explode: bool = False) -> str:
    """prefix, the literal `value`, suffix; `explode`: with a trailing comma inside the literal's
    brackets, so that black lays it out one item a line."""
    text = repr(value)
    if explode and text[-1:] in ")]}" and len(value):
        text = text[:-1].removesuffix(",") + "," + text[-1]
    return f"{prefix}{text}{suffix}"


def import_line(module: str, names: list[str]) -> str:
    return f"from {module} import {', '.join(names)}"


def call(indent: str, head: str, args: list[Any], tail: str = "") -> str:
    """A call (or a def, with its tail) on one line: black lays it out."""
    return f"{indent}{head}({', '.join(map(str, args))}){tail}"


def dict_send(ir: IR) -> tuple[OperationPlan, ArgumentPlan, ArgumentPlan] | None:
    """The first operation that answers at once and takes a message and the extension, with
    those arguments: the README calls it with dicts."""
    for op in ir.operations:
        kinds = {a.kind: a for a in op.arguments}
        if not op.streaming and "message" in kinds and "extension" in kinds:
            return op, kinds["message"], kinds["extension"]
    return None


def _argument_kinds(ir: IR) -> dict[str, Any]:
    """Which of the argument types the package defines (MessageInput, Extension), and the
    extension argument's name ("": none), which the clients' switch for it is named after."""
    args = [a for op in ir.operations for a in op.arguments]
    kinds = {a.kind for a in args}
    return {
        "uses_message": "message" in kinds,
        "uses_extension": "extension" in kinds,
        "extension_arg": next((a.name for a in args if a.kind == "extension"), ""),
    }


def result_type(ir: IR, name: str) -> str:
    """The Python type of a result: "m.Task", or "m.Task | m.Message" for an x-oneof union."""
    union = next((u for u in ir.unions if u.name == name), None)
    return " | ".join(f"m.{m}" for m in ([m for _, m in union.members] if union else [name]))


SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def argument_type(arg: ArgumentPlan) -> str:
    if arg.kind == "message":
        return "MessageInput"
    if arg.kind == "extension":
        return "Extension"
    if arg.type == "strings":
        return "Sequence[str]"
    if arg.type.endswith("[]"):
        return f"Sequence[m.{arg.type[:-2]}]"
    return SCALARS.get(arg.type) or f"m.{arg.type}"


def cli_type(arg: ArgumentPlan) -> str:
    """How the command line reads an argument (_commands.py): a scalar as its Python type, a
    list of strings as "strings", the message as its text, anything else as JSON text."""
    if arg.kind == "message":
        return "str"
    if arg.kind == "value" and arg.type in SCALARS:
        return SCALARS[arg.type]
    return "strings" if arg.type == "strings" else "json"


def parameter(arg: ArgumentPlan) -> str:
    """An argument in a signature: positional, with its default, or None when left out."""
    kind = argument_type(arg)
    if arg.positional:
        return f"{arg.name}: {kind}"
    if arg.default is not None:
        return f"{arg.name}: {kind} = {arg.default!r}"
    return f"{arg.name}: {kind} | None = None"


def argument_value(arg: ArgumentPlan) -> str:
    """What an argument puts into the canonical request."""
    if arg.kind == "message":
        return f"message_json({arg.name})"
    if arg.kind == "extension":
        return f"extension_json({arg.name}, self._extension, {arg.name!r})"
    if arg.unset is not None:
        u = arg.unset
        values = ", ".join(repr(v) for v in (u.field, u.means, u.sends))
        return f"unset({arg.name}, self._wire.DEFAULTS, {values})"
    if arg.in_path:
        return f"path_value({arg.name!r}, {arg.name})"
    return arg.name


def docstring_repr(value: Any) -> str:
    """A value as Python's repr() writes it, inside a docstring: its backslashes doubled and its
    \"\"\" escaped, so that the docstring shows the repr and does not end early."""
    return repr(value).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def docstring(ir: IR, op: OperationPlan, resume: str | None = None) -> str:
    """An operation method's docstring (indented for a method body): its doc, then Args (what
    each argument accepts: its type, its doc, an example; for a stream when cut streams are
    resumed by `resume`, what a cut does; the per-call options), Returns, and Raises: the classes
    IR.raises names on any dialect (api.md has them per dialect)."""
    width = LINE_LENGTH - 12

    def item(text: str) -> str:
        return textwrap.fill(text, width, initial_indent="    ", subsequent_indent="        ")

    args = [
        f"``{a.name}`` ({argument_type(a).replace('m.', '')}): {a.doc}"
        + (f" Example: ``{a.name}={docstring_repr(a.example)}``." if a.example is not None else "")
        for a in op.arguments
    ]
    if op.streaming and resume:
        args.append(
            f"``resume`` (bool): a stream cut before its task ends is resumed by {resume}"
            " (skipping the events already yielded; each reconnect counts against"
            " max_retries); with ``resume=False``, or when that fails, it raises"
            " StreamInterruptedError."
        )
    args.append(
        "``extra_headers``, ``timeout``, ``retry``, ``max_retries``: for this call only, headers"
        " (a dict of str) added to the request's; the timeout (seconds, or an httpx.Timeout),"
        " and a RetryPolicy or retry count, in place of the client's. Example:"
        " ``extra_headers={'X-Trace': 'abc'}, timeout=5.0, max_retries=0``."
    )
    result = result_type(ir, op.result).replace("m.", "")
    returns = (
        "Stream[Event]: the events as they come (an AsyncStream on an"
        " AsyncClient); ``until_done()`` folds them into their Task."
        if op.streaming
        else f"{result}: the answer, parsed."
    )
    found = [ir.raises(op, d) for d in ir.dialects]

    def union(group: str) -> str:
        names = dict.fromkeys(n for r in found for n in getattr(r, group))
        return ", ".join(names)

    raises = [
        f"{union('local')}: a check before sending failed; nothing was sent.",
        f"{union('status')}: the server answered with an HTTP error status (by meaning).",
    ]
    if union("jsonrpc"):
        raises.append("JSONRPCError: a JSON-RPC error object; its subclass names its code.")
    raises.append(
        f"{union('transport')}: the connection failed or broke, timed out, or the answer fits"
        " no shape. Per dialect: api.md."
    )
    text = textwrap.fill(op.doc, width) + "\n\nArgs:\n" + "\n".join(map(item, args))
    text += "\n\nReturns:\n" + item(returns) + "\n\nRaises:\n" + "\n".join(map(item, raises))
    text += "\n"
    return textwrap.indent(text, " " * 8).strip(" ") + " " * 8  # closing quotes indented


def _import_lines(imports: dict[str, list[str]]) -> list[str]:
    """`from module import a, b` lines, in the order given, of the modules that import anything."""
    return [import_line(module, sorted(names)) for module, names in imports.items() if names]


def operations_imports(ir: IR) -> list[str]:
    pkg = ir.service.python_package
    args = [a for op in ir.operations for a in op.arguments]
    streaming = any(op.streaming for op in ir.operations)
    resume = bool(ir.streams.resume)
    helpers = {
        "MessageInput": any(a.kind == "message" for a in args),
        "message_json": any(a.kind == "message" for a in args),
        "extension_json": any(a.kind == "extension" for a in args),
        "path_value": any(a.in_path for a in args),
        "unset": any(a.unset for a in args),
        "canonical_request": bool(args) or resume,
    }
    lines = _import_lines(
        {
            "collections.abc": ["Mapping"]
            + (["Callable"] if resume else [])
            + (["Sequence"] if any("Sequence" in argument_type(a) for a in args) else []),
            "typing": ["Any", "Protocol"],
        }
    )
    lines += [""] + _import_lines(
        {
            pkg: ["models as m"],
            f"{pkg}._async_client": ["AsyncAPIClient"] + (["AsyncStream"] if streaming else []),
            f"{pkg}._calls": ["RetryPolicy"]
            + (["raw_response"] if ir.operations else [])
            + (["async_raw_response"] if not all(op.streaming for op in ir.operations) else [])
            + (["async_raw_stream"] if streaming else []),
            f"{pkg}._client": ["Timeout"],
            f"{pkg}._requests": [name for name, used in helpers.items() if used],
            f"{pkg}._sync_client": ["SyncAPIClient"] + (["Stream"] if streaming else []),
            f"{pkg}._wire": ["WireRequest"],
            f"{pkg}.extension": [ir.extension.model] if helpers["extension_json"] else [],
            f"{pkg}.params": (
                [f"{ir.extension.model}{PARAM}"] if helpers["extension_json"] else []
            ),
        }
    )
    return lines


def json_shortcuts(d: DialectPlan) -> list[BindingPlan]:
    """The bindings whose answers (a stream's events) this dialect can read straight from their
    JSON text (_wire.FromJSON): a union of canonical models as they are, under keys."""
    return [
        b
        for b in d.bindings
        if b.op.union
        and not d.codec.discriminator
        and not any(d.codec.changes(model) for _, model in b.op.union.members)
    ]


def dialect_imports(ir: IR, d: DialectPlan) -> list[str]:
    pkg = ir.service.python_package
    wire = ["WireRequest", "as_model", "dump", "expect_object"]
    codec = bool(d.codec.types or d.codec.variants)  # else ENCODE and DECODE are empty
    if d.jsonrpc:
        wire += ["jsonrpc_request", "unwrap_jsonrpc"]
    if json_shortcuts(d):
        wire += ["FROM_JSON", "FromJSON"]
    if any(b.op.result == ir.cards.model for b in d.bindings):
        wire += ["read_card"]
    errors = ["UnexpectedResponseError"] if d.unions else []
    errors += ["UnsupportedOperationError"] if d.unsupported else []
    lines = _import_lines(
        {
            "collections.abc": [] if codec else ["Callable"],
            "typing": ["Any"],
            "urllib.parse": ["quote"] if d.path_fields else [],
        }
    )
    lines += [""] + _import_lines(
        {
            pkg: ["models as m"],
            f"{pkg}._codec": ["codecs"] if codec else [],
            f"{pkg}._errors": errors,
            f"{pkg}._wire": wire,
            f"{pkg}.extension": ["check_send"] if d.extension else [],
        }
    )
    return lines


# The base classes _answers.py.jinja defines, which give these models their answer properties.
ANSWER_BASES = {
    "Task": "TaskAnswer",
    "Message": "MessageAnswer",
    "StatusUpdate": "StatusUpdateChunk",
    "ArtifactUpdate": "ArtifactUpdateAnswer",
}


def _datamodels(defs: dict[str, Any], pkg: str, bases: dict[str, str] | None = None) -> str:
    """Pydantic models for JSON Schema $defs, by datamodel-code-generator (cached)."""
    document = _document(defs, pkg)
    base_class = f"{pkg}._base.CanonicalModel"
    base_map = {
        model: f"{pkg}._answers.{base}" for model, base in (bases or {}).items() if model in defs
    }
    code = cached(
        f"datamodels {sorted(datamodels.OPTIONS.items())} {base_class} {sorted(base_map.items())}",
        "datamodel-code-generator",
        document,
        lambda: datamodels.convert(document, base_class, base_map),
    )
    return _body(code)


# A parameter type's name: the model's, with this suffix (openai-python's convention).
PARAM = "Param"


def param_defs(ir: IR) -> dict[str, Any]:
    """The schemas of the models an argument takes as a dict (a message's parts, the
    extension), with those they hold, in the spec's order, each named after its model with
    PARAM, their $refs too."""
    return {
        f"{name}{PARAM}": _param_refs(schema)
        for defs, root in ((ir.models.defs, "Part"), (ir.extension.defs, ir.extension.model))
        for picked in [reachable(defs, [root])]
        for name, schema in defs.items()
        if name in picked
    }


def _params(ir: IR, pkg: str) -> str:
    """The TypedDicts of param_defs, by datamodel-code-generator (cached)."""
    document = _document(param_defs(ir), pkg)
    code = cached(
        f"params {sorted(datamodels.PARAM_OPTIONS.items())}",
        "datamodel-code-generator",
        document,
        lambda: datamodels.convert_params(document),
    )
    return _body(code)


def _param_refs(schema: Any) -> Any:
    """A schema whose $refs name the PARAM types."""
    if isinstance(schema, dict):
        return {k: f"{v}{PARAM}" if k == "$ref" else _param_refs(v) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_param_refs(v) for v in schema]
    return schema


def _document(defs: dict[str, Any], pkg: str) -> str:
    """An OpenAPI document of JSON Schema $defs, datamodel-code-generator's input."""
    return json.dumps(
        {
            "openapi": "3.1.0",
            "info": {"title": pkg, "version": "0"},
            "paths": {},
            "components": {"schemas": _wrap_descriptions(defs)},
        },
    ).replace('"#/$defs/', '"#/components/schemas/')


def _body(code: str) -> str:
    """datamodel-code-generator's output without its header (the template has one) or its
    __future__ import (the template has it too)."""
    code = re.sub(r"\A(#[^\n]*\n)+\n*", "", code)
    return code.replace("from __future__ import annotations\n", "")


def _wrap_descriptions(schema: Any) -> Any:
    """Descriptions wrapped to fit black's line length once they are indented docstrings."""
    if isinstance(schema, dict):
        return {
            k: (_fill(v) if k == "description" and isinstance(v, str) else _wrap_descriptions(v))
            for k, v in schema.items()
        }
    if isinstance(schema, list):
        return [_wrap_descriptions(v) for v in schema]
    return schema


def _fill(text: str) -> str:
    return textwrap.fill(text, LINE_LENGTH - 8)
