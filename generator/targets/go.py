"""The Go client: a module of the standard library only (net/http, encoding/json, context). Its
root package holds the canonical types, the extension and its checks, the errors, the HTTP layer
and the operations; one package per protocol version (v1_0, v0_3) holds that version's dialects,
as data (generated/go/v1_0/rest.go...) that the runtime's wire layer applies. The templates write
what gofmt writes, with align laying out its columns: generating runs no Go (the tests run gofmt
and go vet on the output)."""

from __future__ import annotations

import json
import math
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ir import IR, ArgumentPlan, OperationPlan, UnionPlan
from ..output import manifest
from ..output.formatting import LINE_LENGTH
from ..output.render import BANNER, environment, header, license_file, render_template
from ..output.writer import Tree
from ..paths import RUNTIME
from . import Settings, manual, shapes
from .testkit import fake_tables

# The oldest Go the module supports (go.mod's go line): context.WithCancelCause (1.20) and the
# min/max builtins (1.21).
GO_VERSION = "1.21"


def render(ir: IR, templates: Path | None, settings: Settings) -> Tree:
    """The Go module; it has no settings of its own (it runs on net/http)."""
    env = environment("go", templates)
    package = go_package(ir.service.python_package)
    errors = {e.name: e for e in error_types(ir)}
    env.filters.update(
        exported=exported,
        local=local,
        go=go_value,
        string=go_string,
        doc=doc,
        type_name=lambda name: exported(name),
        argument_type=lambda arg: argument_type(ir, arg),
        argument_value=argument_value,
        result=lambda op: exported(op.result),
        status_class=status_class,
        error_value=lambda name: error_value(package, errors[name]),
        braced=lambda body, indent="": f"{{\n{body}{indent}}}" if body else "{}",
        error_doc=lambda op: error_doc(ir, op),
    )
    env.globals.update(
        ir=ir,
        module=ir.service.go_module_path,  # with /vN from v2 on
        package=package,
        go_version=GO_VERSION,
        **manifest.versions(ir.service.version, ir.spec_files),
    )
    tree: Tree = {}

    def emit(path: str, template: str, **context: Any) -> None:
        comment = header("//") if path.endswith((".go", ".mod")) else ""
        text = render_template(env, template, header=comment, **context)
        tree[path] = align(text) if path.endswith((".go", "README.md")) else text

    unions = {u.name: u for u in ir.unions}
    emit("go.mod", "go.mod.jinja")
    extension = any(a.kind == "extension" for op in ir.operations for a in op.arguments)
    # The switch that turns the extension off: false, its zero value, keeps it on.
    disable_extension = (
        "Disable" + re.sub(r"[^A-Za-z0-9]", "", ir.service.vendor) if extension else ""
    )
    manual_context = {**manual.context(ir), "ex": examples(ir)}
    emit(
        "README.md",
        "README.md.jinja",
        banner=BANNER,
        disable_extension=disable_extension,
        **manual_context,
    )
    tree["LICENSE"] = license_file()
    emit("doc.go", "doc.go.jinja")
    emit("models.go", "models.go.jinja", types=declarations(ir.models.defs, unions))
    emit("extension.go", "extension.go.jinja", types=declarations(ir.extension.defs, {}))
    emit("spec.go", "spec.go.jinja", shapes=shapes(ir.models.defs))
    emit("apierrors.go", "apierrors.go.jinja", errors=list(errors.values()))
    emit("operations.go", "operations.go.jinja", disable_extension=disable_extension)
    emit("answers.go", "answers.go.jinja")
    emit("version.go", "version.go.jinja")
    for name, text in runtime_sources(package).items():
        tree[name] = text
    emit("example_test.go", "example_test.go.jinja", ex=examples(ir))
    emit("a2atest/doc.go", "a2atest/doc.go.jinja")
    emit("a2atest/spec.go", "a2atest/spec.go.jinja", fake=fake_tables(ir))
    for name, text in runtime_sources("a2atest", "a2atest").items():
        tree[f"a2atest/{name}"] = text
    for version in ir.versions:
        emit(f"{version.package}/client.go", "version/client.go.jinja", version=version)
        for d in version.dialects:
            emit(f"{version.package}/{d.transport}.go", "version/dialect.go.jinja", d=d)
    manifest.add(
        tree,
        manifest.NAME,
        (ir.service.name, ir.service.version),
        ir.spec_files,
        manifest.run_id(ir.spec_files, templates),
    )
    return tree


def examples(ir: IR) -> dict[str, Any]:
    """manual.examples, with the meaning of an unknown task as Go's sentinel error (ErrNotFound)."""
    ex = manual.examples(ir)
    return {**ex, "not_found": sentinel(ex["not_found"]) if ex["not_found"] else None}


def go_package(python_package: str) -> str:
    """The root package's name: the Python package's, without underscores (memorylakea2a)."""
    return python_package.rsplit(".", 1)[-1].replace("_", "").lower()


def runtime_sources(package: str, folder: str = "") -> dict[str, str]:
    """The runtime's .go files of a folder (the root package's by default), under the banner, in
    that package."""
    return {
        p.name: header("//")
        + "\n"
        + re.sub(r"^package \w+", f"package {package}", p.read_text(), count=1, flags=re.M)
        for p in sorted((RUNTIME / "go" / folder).glob("*.go"))
    }


# --- layout: gofmt's columns -------------------------------------------------------------------


def align(text: str) -> str:
    """Go source with its columns laid out as gofmt lays them out. In the source, a tab after a
    line's indentation ends a cell: the templates write one wherever go/printer ends one (after
    a field's name and type: `Name\tType\t`json:"x"``; after a const's name and type: `name\tType\t=
    1`; after a composite literal's `key:`; before a line comment). The rules:

    - a line's leading tabs are its indentation; a line whose text starts with // has no cell;
    - text/tabwriter's columns: a column is a run of consecutive lines, at one indentation, that
      each have a cell in it (the text after a line's last tab is no cell), padded with spaces to
      its widest cell (in characters) plus one. A line with fewer cells ends the columns it lacks:
      a comment, a blank line or a line without a tab ends them all;
    - go/printer's composite literals (exprList): a `key:` whose value goes on over the next,
      deeper lines gets no column (one space) and ends the columns; so does a key when it or the
      key before is over 40 bytes and it is 2.5 times longer or shorter than the geometric mean
      of the keys since the columns last ended (log2ish and exp2ish, as go/printer has them).
    """
    lines = text.split("\n")
    depths = [len(x) - len(x.lstrip("\t")) for x in lines]
    after = [*depths[1:], 0]  # the next line's
    rows = [
        [x[d:]] if x[d:].startswith("//") else x[d:].split("\t")
        for x, d in zip(lines, depths, strict=True)
    ]
    # the lines that a run of cells stops before (the first one at its indentation, then more)
    starts = [i == 0 or depths[i - 1] != d for i, d in enumerate(depths)]
    means: dict[int, tuple[float, int]] = {}  # per indentation: its keys' log2ish sum, count
    prev = 0  # the size of the element before, if a one-line key: value
    for i, row in enumerate(rows):
        if not lines[i] or row[0].startswith("//"):  # the keys' mean starts again
            means = {d: m for d, m in means.items() if d < after[i]}
            continue
        means = {d: m for d, m in means.items() if d <= depths[i]}
        size = len(row[0][:-1].encode()) if len(row) > 1 and row[0].endswith(":") else 0
        if size and after[i] > depths[i]:  # the value goes on over the next lines
            rows[i], size, starts[i] = [" ".join(row)], 0, True
        elif size:
            total, count = means.get(depths[i], (0.0, 0))
            n = total / max(count, 1)
            ratio = size / math.ldexp(1 + n - math.floor(n), math.floor(n))  # exp2ish(n)
            if not prev or count and max(prev, size) > 40 and not 1 < 2.5 * ratio < 6.25:
                starts[i], total, count = True, 0.0, 0
            f, e = math.frexp(size)
            means[depths[i]] = (total + e + 2 * (f - 1), count + 1)  # log2ish(size)
        prev = size
    for column in range(max(map(len, rows)) - 1):
        run: list[list[str]] = []
        for row, start in zip([*rows, []], [*starts, True], strict=True):
            if start or len(row) <= column + 1:  # the run ends: pad its cells
                width = max((len(r[column]) for r in run), default=0) + 1
                for r in run:
                    r[column] = r[column].ljust(width)
                run = []
            if len(row) > column + 1:
                run.append(row)
    return "\n".join("\t" * d + "".join(r) for d, r in zip(depths, rows, strict=True))


# --- names, types and literals ----------------------------------------------------------------

# Words Go spells in capitals (Go's own style: ID, URL, HTTP).
INITIALISMS = {"id", "ids", "url", "uri", "api", "http", "json", "jsonrpc", "rest", "pii", "ip"}


def exported(name: str) -> str:
    """An exported Go name: send_message -> SendMessage, referenceTaskIds -> ReferenceTaskIDs,
    TASK_STATE_COMPLETED -> TaskStateCompleted; characters Go does not allow are dropped."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", name.replace("-", "_"))
    out = ""
    for word in words:
        lower = word.lower()
        if lower in INITIALISMS:
            out += "IDs" if lower == "ids" else lower.upper()
        else:
            out += lower.capitalize()
    if not out or not out[0].isalpha():
        out = "X" + out
    return out


def local(name: str) -> str:
    """An unexported Go name: task_id -> taskID."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", name.replace("-", "_"))
    return (words[0].lower() + exported("_".join(words[1:]))) if len(words) > 1 else name.lower()


SCALARS = {"string": "string", "integer": "int", "number": "float64", "boolean": "bool"}


def go_type(defs: dict[str, Any], schema: dict[str, Any], optional: bool) -> str:
    """The Go type of a field's JSON Schema: optional objects and scalars are pointers (nil: not
    sent), except strings, lists, maps and enums, whose zero value is left out."""
    if "$ref" in schema:
        target = str(schema["$ref"]).rsplit("/", 1)[-1]
        is_object = "enum" not in defs.get(target, {})
        return f"*{exported(target)}" if optional and is_object else exported(target)
    kind = schema.get("type")
    if "enum" in schema or kind == "string":
        return "string"
    if kind in ("integer", "number", "boolean"):
        return ("*" if optional else "") + SCALARS[kind]
    if kind == "array":
        return "[]" + go_type(defs, schema.get("items", {}), False)
    if kind == "object":
        extra = schema.get("additionalProperties", True)
        value = "any" if extra is True or extra is False else go_type(defs, extra, False)
        return f"map[string]{value}"
    return "any"  # any JSON value


class Field:
    def __init__(self, name: str, type_: str, optional: bool, doc: str | None) -> None:
        self.json = name
        self.name = exported(name)
        self.type = type_
        self.optional = optional
        self.doc = doc


class Declaration:
    """A type of models.go or extension.go: an enum (a string type and its constants), a union
    (a struct of pointers, one of them set), or a struct."""

    def __init__(self, name: str, doc: str | None, **kind: Any) -> None:
        self.name = exported(name)
        self.doc = doc
        self.enum: list[tuple[str, str]] = kind.get("enum", [])
        self.union: list[tuple[str, str]] = kind.get("union", [])
        self.fields: list[Field] = kind.get("fields", [])


def declarations(defs: dict[str, Any], unions: dict[str, UnionPlan]) -> list[Declaration]:
    out = []
    for name, s in defs.items():
        description = s.get("description")
        if "enum" in s:
            names = s.get("x-enum-varnames", s["enum"])
            consts = [
                (exported(name) + exported(str(n)), str(v))
                for n, v in zip(names, s["enum"], strict=True)
            ]
            out.append(Declaration(name, description, enum=consts))
        elif name in unions:
            members = [(k, exported(m)) for k, m in unions[name].members]
            out.append(Declaration(name, description, union=members))
        else:
            required = s.get("required", [])
            fields = [
                Field(
                    f, go_type(defs, p, f not in required), f not in required, p.get("description")
                )
                for f, p in s.get("properties", {}).items()
            ]
            taken: set[str] = set()
            for field in fields:  # "a-b" and "a b" are both AB: the second is AB2
                base, n = field.name, 2
                while field.name in taken:
                    field.name, n = f"{base}{n}", n + 1
                taken.add(field.name)
            out.append(Declaration(name, description, fields=fields))
    return out


@dataclass(frozen=True)
class ErrorType:
    """An error class as Go has it: a meaning is a sentinel error (ErrNotFound) that errors.Is
    finds; a class of one error code is a type (QuotaExceededError) that errors.As finds, which
    wraps its transport's error (APIStatusError, JSONRPCError)."""

    name: str
    doc: str
    base: str  # "APIStatusError" or "JSONRPCError"
    sentinel: str | None  # set for a meaning
    meanings: tuple[str, ...]  # the sentinels errors.Is matches, its own first


def error_types(ir: IR) -> list[ErrorType]:
    e = ir.errors
    coded = {name for _, name in e.by_error_code} | {c.name for c in e.jsonrpc}
    classes = {c.name: c for c in e.status + e.jsonrpc}
    shared = {m.name: m for m in e.shared}
    out = [ErrorType(m.name, m.doc, "", sentinel(m.name), ()) for m in e.shared]
    for c in e.status + e.jsonrpc:
        found: list[str] = []
        current: str | None = c.name
        while current in classes:
            cls = classes[current]
            if current not in coded:
                found.append(current)
            if cls.shared:
                found.append(cls.shared)
            current = cls.base
        base = "JSONRPCError" if c in e.jsonrpc else "APIStatusError"
        meaning = sentinel(c.name) if c.name not in coded else None
        out.append(
            ErrorType(c.name, c.doc, base, meaning, tuple(map(sentinel, dict.fromkeys(found))))
        )
    assert all(n in shared or n in classes for n in shared)
    return out


def status_class(name: str, types: dict[str, ErrorType], base: str = "APIStatusError") -> str:
    """The Go literal of how an error of class `name` is classified (errormap.go)."""
    e = types[name]
    kind = "jsonrpcClass" if base == "JSONRPCError" else "statusClass"
    meanings = ", ".join(e.meanings)
    wrap = "" if e.sentinel else f", wrap: func(e *{base}) error {{ return &{name}{{e}} }}"
    return f"{kind}{{meanings: []error{{{meanings}}}{wrap}}}"


def error_value(package: str, e: ErrorType) -> str:
    """The error a client returns for an error class, as a2atest names it: a meaning's sentinel,
    or a nil of the class's type."""
    return f"{package}.{e.sentinel}" if e.sentinel else f"(*{package}.{e.name})(nil)"


def sentinel(name: str) -> str:
    """NotFoundError -> ErrNotFound."""
    return "Err" + name.removesuffix("Error")


def argument_type(ir: IR, arg: ArgumentPlan) -> str:
    if arg.kind == "message":
        return "MessageInput"
    if arg.kind == "extension":
        return "any"
    if arg.type == "strings":
        return "[]string"
    if arg.type.endswith("[]"):
        return "[]" + exported(arg.type[:-2])
    if arg.type in ("integer", "number", "boolean"):
        return "*" + SCALARS[arg.type]
    if arg.type == "string":
        return "string"
    is_enum = "enum" in ir.models.defs.get(arg.type, {})
    return exported(arg.type) if is_enum else "*" + exported(arg.type)


def argument_value(arg: ArgumentPlan) -> str:
    """What an argument puts into the canonical request (nil: nothing)."""
    value = (
        "message"
        if arg.kind == "message"
        else (local(arg.name) if arg.positional else f"opts.{exported(arg.name)}")
    )
    if arg.kind == "message":
        return "messageJSON(message)"
    if arg.kind == "extension":
        return f"extensionValue({value}, c.sendsExtension())"
    plain = f"optional({value})"
    if arg.unset is not None:
        u = arg.unset
        args = ", ".join(go_value(x) for x in (u.field, u.means, u.sends))
        return f"unset({plain}, c.dialect.Defaults, {args})"
    if arg.default is not None:
        return f"orValue({plain}, {go_value(arg.default)})"
    return plain


def go_string(text: str) -> str:
    """A Go string literal of any text (printable characters as they are, others escaped)."""
    out = ['"']
    for ch in str(text):
        code = ord(ch)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\x{code:02x}")
        elif code > 0x7F and (not ch.isprintable() or ch == "\ufeff"):
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(ch)
    return "".join(out) + '"'


def go_value(value: Any, indent: str = "") -> str:
    """A Go literal of a JSON value, typed as encoding/json decodes it into any (its keys end
    cells, for align)."""
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(float(value))  # an untyped float constant: float64, as JSON decodes
    if isinstance(value, str):
        return go_string(value)
    inner = indent + "\t"
    if isinstance(value, dict):
        if not value:
            return "map[string]any{}"
        items = "".join(
            f"{inner}{go_string(k)}:\t{go_value(v, inner)},\n" for k, v in value.items()
        )
        return "map[string]any{\n" + items + indent + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]any{}"
        return "[]any{" + ", ".join(go_value(v, inner) for v in value) + "}"
    raise TypeError(f"not a JSON value: {value!r}")


def doc(text: str | None, name: str, indent: str = "") -> str:
    """A doc comment that starts with the name it documents, wrapped at LINE_LENGTH; at the top
    level, with `` and '' as gofmt rewrites them there (go/doc/comment: “ and ”)."""
    words = (
        f"{name}: {' '.join(str(text or name).split())}"
        if text
        else f"{name} is generated from the spec."
    )
    lines, line = [], ""
    width = LINE_LENGTH - len(indent.expandtabs(4)) - 3
    for word in words.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    out = "".join(f"{indent}// {x}\n" for x in lines)
    return out if indent else re.sub("```+|``|''", lambda m: _QUOTES.get(m[0], m[0]), out)


_QUOTES = {"``": "\u201c", "''": "\u201d"}


def error_doc(ir: IR, op: OperationPlan) -> str:
    """The part of an operation's doc comment that lists the errors it returns on each dialect
    (IR.raises): a meaning as its sentinel (errors.Is), any other class as its type
    (errors.As)."""
    sentinels = {t.name: t.sentinel for t in error_types(ir) if t.sentinel}

    def go(names: tuple[str, ...]) -> str:
        return ", ".join(sentinels.get(n) or f"*{n}" for n in names)

    lines = [
        "//",
        "// Errors, by dialect (a meaning is a sentinel for errors.Is, a type is for errors.As and",
        "// stands for the types that embed it):",
    ]
    for d in ir.dialects:
        r = ir.raises(op, d)
        groups = [g for g in (r.local, r.status, r.jsonrpc, r.transport) if g]
        item = f"{d.name}: " + "; ".join(go(g) for g in groups)
        lines += textwrap.wrap(
            item, LINE_LENGTH, initial_indent="//   - ", subsequent_indent="//     "
        )
    return "\n".join(lines) + "\n"
