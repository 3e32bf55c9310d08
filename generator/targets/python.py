"""The Python SDK: a standalone package (an HTTP library + pydantic) with the canonical models made
by datamodel-code-generator, the extension and its checks, and one wire module per dialect."""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from generator import datamodels, forked, manifest, pystyle
from generator.cache import cached
from generator.datamodels import convert as _run_datamodel_codegen
from generator.formatting import LINE_LENGTH, Formatter
from generator.ir import IR, ArgumentPlan, BindingPlan, DialectPlan, OperationPlan
from generator.render import (
    BANNER,
    environment,
    header,
    render_template,
    runtime_sources,
    snake,
)
from generator.targets import Settings
from generator.targets.testkit import fake_tables
from generator.writer import Tree


class HTTPLibrary(NamedTuple):
    """An HTTP library the SDK can run on (Settings.python_http): its module, the requirement the
    package's pyproject names, and the oldest Python it supports."""

    module: str
    requirement: str
    python: str


HTTP_LIBRARIES = {
    "httpx2": HTTPLibrary("httpx2", "httpx2>=2.16", "3.11"),
    "httpx": HTTPLibrary("httpx", "httpx>=0.27", "3.10"),
}


def render(ir: IR, templates: Path | None, settings: Settings) -> Tree:
    env = environment("python", templates)
    pkg = ir.service.python_package
    env.filters.update(
        snake=snake,
        pyrepr=pystyle.pyrepr,  # in code: a literal as black writes it
        textrepr=repr,  # in prose (docstrings, the README): as Python's repr() writes it
        pyline=pystyle.line,
        pyimport=pystyle.imports,
        result_type=lambda name: result_type(ir, name),
        parameter=parameter,
        argument_value=argument_value,
        cli_type=cli_type,
        docstring=docstring,
        literal=lambda name: f"``{name}``",
    )
    versions = manifest.versions(ir.service.version, ir.spec_files)
    env.globals.update(
        ir=ir, pkg=pkg, http=HTTP_LIBRARIES[settings.python_http], called=pystyle.call, **versions
    )
    conversions = _conversions(ir, pkg)
    tree: Tree = {}
    formatter = Formatter()
    digest = versions["spec_digest"]
    stand_in = "0" * len(digest)  # of the same length: black's choices depend on line lengths

    def emit(
        path: str,
        template: str,
        texts: dict[str, str] | None = None,
        stand_ins: dict[str, str] | None = None,
        /,
        **context: Any,
    ) -> None:
        """Render a file; a Python file is formatted with `texts`' placeholders, and with the
        spec's digest (which every spec edit changes) replaced, so that the cache still has it,
        and each text of `stand_ins` too (files that differ only there are formatted once)."""
        text = render_template(env, template, header=header("#"), **context)
        if not path.endswith(".py"):
            tree[path] = text
            return
        for real, stand in {digest: stand_in, **(stand_ins or {})}.items():
            if real in text and stand not in text:
                text = text.replace(real, stand)
                texts = {**(texts or {}), stand: real}
        text = _settled(pystyle.settled, text)  # black's layout: black formats it once
        part = _without_twin(text)
        formatter.submit(path, part or text, texts, text if part else None)

    emit("pyproject.toml", "pyproject.toml.jinja")
    emit("README.md", "README.md.jinja", banner=BANNER)
    emit(f"{pkg}/py.typed", "py.typed.jinja")
    emit(f"{pkg}/__init__.py", "__init__.py.jinja", **_argument_kinds(ir))
    emit(f"{pkg}/_base.py", "_base.py.jinja")
    emit(f"{pkg}/_http.py", "_http.py.jinja")
    for name, text in runtime_sources("python", ".py", "#").items():
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
        # These differ from one version to the next by the version's number, in their docs:
        # with a stand-in of its shape, black formats each of them once for every version.
        number = {version.version: re.sub("[0-9]", "0", version.version)}
        emit(
            f"{pkg}/{version.package}/__init__.py",
            "version/__init__.py.jinja",
            None,
            number,
            version=version,
        )
        emit(
            f"{pkg}/{version.package}/clients.py",
            "version/clients.py.jinja",
            None,
            number,
            version=version,
        )
        for d in version.dialects:
            emit(
                f"{pkg}/{version.package}/{d.transport}.py",
                "version/dialect.py.jinja",
                d=d,
                imports=dialect_imports(ir, d),
                shortcuts=json_shortcuts(d),
            )
    converted = iter(conversions.result())  # models.py is formatted while the rest converts
    models, models_texts = next(converted)
    emit(f"{pkg}/models.py", "models.py.jinja", models_texts, body=models)
    extension, extension_texts = next(converted)
    emit(f"{pkg}/extension.py", "extension.py.jinja", extension_texts, body=extension)
    tree.update(formatter.results())
    manifest.add(
        tree,
        f"{pkg}/{manifest.NAME}",
        (ir.service.name, ir.service.version),
        ir.spec_files,
        manifest.run_id(ir.spec_files, templates),
    )
    return tree


# _operations.py's SyncOperations is its AsyncOperations twin (last in the file) without
# `async ` and `await `, and with Stream for AsyncStream (_operations.py.jinja).
_SYNC = "\n\n\nclass SyncOperations(SyncAPIClient):\n"
_ASYNC = "\n\n\nclass AsyncOperations(AsyncAPIClient):\n"
_DOC = re.compile(r'    """[^"\\]*"""')
_HEAD = re.compile(r"    def \w+\(")
_TAIL = re.compile(r"    \) -> Stream\[[\w.]+\]:")
_PARAMETER = re.compile(r"        \S.*,")


def _without_twin(code: str) -> str | None:
    """code without its SyncOperations class, when black leaves that class as it is if it
    leaves the rest as it is; else None. Black lays out each logical line by itself (and the
    blank lines by the kinds of line around them, alike in both classes, two before a class),
    so the lines the twins share are laid out alike, and each line that differs must be one whose
    layout the difference cannot change: the class line; the docstring's, on one line that fits,
    without quotes or backslashes; `return ...` for `return await ...` when the latter fits on
    its line (black leaves a line that fits, brackets closed, as it is); and the first and last
    lines of a signature exploded with a magic trailing comma, one parameter per line
    (`    async def name(`, `    ) -> AsyncStream[...]:`), which black splits at its first
    bracket whatever its head and tail (left_hand_split), each part then fitting."""
    start, end = code.find(_SYNC), code.find(_ASYNC)
    if not 0 <= start < end or code.count(_SYNC) != 1 or code.count(_ASYNC) != 1:
        return None
    sync, twin = code[start + 3 : end].split("\n"), code[end + 3 :].split("\n")
    if twin[-1:] != [""] or len(twin) != len(sync) + 1 or not sync[-1].startswith("        "):
        return None
    for i, (s, a) in enumerate(zip(sync, twin[:-1], strict=True)):
        if s == a or i == 0:
            continue
        if i == 1 and _DOC.fullmatch(s) and _DOC.fullmatch(a) and len(s) <= LINE_LENGTH:
            continue
        if (
            s.startswith("        return ")
            and a == s.replace(" return ", " return await ", 1)
            and len(a) <= LINE_LENGTH
            and not set("'\"#\\") & set(s)
            and all(s.count(o) == s.count(c) for o, c in ("()", "[]", "{}"))
        ):
            continue
        if _HEAD.fullmatch(s) and a == f"    async {s[4:]}" and _exploded(sync, i + 1):
            continue
        if _TAIL.fullmatch(s) and a == s.replace("Stream", "AsyncStream", 1) and _closes(sync, i):
            continue
        return None
    return code[:start] + code[end:]


def _exploded(lines: list[str], i: int) -> bool:
    """Whether lines[i:] starts with one parameter per line, then the signature's close."""
    while i < len(lines) and _PARAMETER.fullmatch(lines[i]):
        i += 1
    return i < len(lines) and _closes(lines, i)


def _closes(lines: list[str], i: int) -> bool:
    """Whether lines[i] closes a signature after a parameter with a magic trailing comma."""
    return lines[i].startswith("    ) -> ") and _PARAMETER.fullmatch(lines[i - 1]) is not None


def _argument_kinds(ir: IR) -> dict[str, bool]:
    """Which of the argument types the package defines (MessageInput, Extension)."""
    kinds = {a.kind for op in ir.operations for a in op.arguments}
    return {"uses_message": "message" in kinds, "uses_extension": "extension" in kinds}


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
        return f"extension_json({arg.name})"
    if arg.unset is not None:
        u = arg.unset
        values = ", ".join(pystyle.pyrepr(v) for v in (u.field, u.means, u.sends))
        return f"unset({arg.name}, self._wire.DEFAULTS, {values})"
    return arg.name


def docstring(op: OperationPlan, resume: str | None = None) -> str:
    """An operation method's docstring (indented for a method body): its doc, then what each
    argument accepts (its type, its doc, an example), then, for a stream when cut streams are
    resumed by `resume`, what a cut does, then the per-call options."""
    width = LINE_LENGTH - 12
    text = textwrap.fill(op.doc, width)
    if op.arguments:
        text += "\n\n" + "\n".join(
            textwrap.fill(
                f"``{a.name}`` ({argument_type(a).replace('m.', '')}): {a.doc}"
                + (f" Example: ``{a.name}={a.example!r}``." if a.example is not None else ""),
                width,
                subsequent_indent="    ",
            )
            for a in op.arguments
        )
    if op.streaming and resume:
        text += "\n\n" + textwrap.fill(
            f"``resume`` (bool): a stream cut before its task ends is resumed by {resume}"
            " (skipping the events already yielded; each reconnect counts against"
            " max_retries); with ``resume=False``, or when that fails, it raises"
            " StreamInterruptedError.",
            width,
        )
    text += "\n\n" + textwrap.fill(
        "For this call only: ``extra_headers`` (a dict of str) are added to the request's"
        " headers, ``timeout`` (seconds, or an httpx.Timeout) and ``max_retries`` (an int)"
        " replace the client's. Example: ``extra_headers={'X-Trace': 'abc'}, timeout=5.0,"
        " max_retries=0``.",
        width,
    )
    text += "\n"
    return textwrap.indent(text, " " * 8).strip(" ") + " " * 8  # closing quotes indented


def _import_lines(imports: dict[str, list[str]]) -> list[str]:
    """`from module import a, b` lines, in the order given, of the modules that import anything."""
    return [pystyle.imports(module, sorted(names)) for module, names in imports.items() if names]


def operations_imports(ir: IR) -> list[str]:
    pkg = ir.service.python_package
    args = [a for op in ir.operations for a in op.arguments]
    streaming = any(op.streaming for op in ir.operations)
    resume = bool(ir.streams.resume)
    helpers = {
        "MessageInput": any(a.kind == "message" for a in args),
        "message_json": any(a.kind == "message" for a in args),
        "extension_json": any(a.kind == "extension" for a in args),
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
            f"{pkg}._client": ["Timeout"],
            f"{pkg}._requests": [name for name, used in helpers.items() if used],
            f"{pkg}._sync_client": ["SyncAPIClient"] + (["Stream"] if streaming else []),
            f"{pkg}._wire": ["WireRequest"],
            f"{pkg}.extension": [ir.extension.model] if helpers["extension_json"] else [],
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


class _Missing(Exception):
    """datamodel-code-generator's output is not in the cache."""


def _conversions(ir: IR, pkg: str) -> forked.Forked | _Preconverted:
    """The models and the extension by datamodel-code-generator (`_datamodels`), when asked
    for. When the cache lacks the models' conversion (a cold run), both are converted in a
    forked child while this process renders the templates: importing the tool and converting
    costs about a fifth of a cold run. That child is the one datamodels.preload started with the
    run, which has imported the tool meanwhile, when there is one."""
    kinds = ((ir.models.defs, ANSWER_BASES), (ir.extension.defs, None))
    found: dict[int, tuple[str, dict[str, str]]] = {}  # those the cache had

    def conversion(i: int, run: Callable[..., str] | None = None) -> tuple[str, dict[str, str]]:
        defs, bases = kinds[i]
        return found[i] if i in found else _datamodels(defs, pkg, bases, run=run)

    jobs: list[tuple[str, str, dict[str, str]]] = []

    def missing(document: str, base_class: str, base_map: dict[str, str]) -> str:
        jobs.append((document, base_class, base_map))
        raise _Missing

    for i, (defs, bases) in enumerate(kinds):
        with contextlib.suppress(_Missing):
            found[i] = _datamodels(defs, pkg, bases, run=missing)
        if defs is ir.models.defs:
            models_missing = bool(jobs)
    child = datamodels.preloaded()
    if child is not None and jobs:
        child.start(jobs)
        return _Preconverted(child, jobs, conversion, len(kinds))
    if child is not None:
        child.cancel()
    return forked.Forked(
        lambda: [conversion(i) for i in range(len(kinds))],
        fork=models_missing,  # the extension alone: here
    )


class _Preconverted:
    """The conversions, with the missing ones from the preloaded child (or done here when it
    failed): `result` as forked.Forked's, but each one as soon as the child has it."""

    def __init__(
        self,
        child: datamodels.Preloaded,
        jobs: list[tuple[str, str, dict[str, str]]],
        conversion: Callable[..., tuple[str, dict[str, str]]],
        count: int,
    ) -> None:
        self._child, self._jobs, self._conversion, self._count = child, jobs, conversion, count

    def result(self) -> Iterator[tuple[str, dict[str, str]]]:
        pending = iter(self._jobs)  # the child answers them in this order
        done: dict[str, str] = {}

        def run(document: str, base_class: str, base_map: dict[str, str]) -> str:
            for job in pending:
                if (code := self._child.answer()) is None:
                    break
                done[job[0]] = code
                if job[0] == document:
                    break
            if document in done:
                return done[document]
            return _run_datamodel_codegen(document, base_class, base_map)

        for i in range(self._count):
            yield self._conversion(i, run)


def _datamodels(
    defs: dict[str, Any],
    pkg: str,
    bases: dict[str, str] | None = None,
    blind: bool = True,
    run: Callable[..., str] | None = None,
) -> tuple[str, dict[str, str]]:
    """Pydantic models for JSON Schema $defs, by datamodel-code-generator, without its header;
    its description lines stand as placeholders (returned with their texts: `_blind`). `run`
    converts (by default `_run_datamodel_codegen`) on a cache miss."""
    wrapped = _wrap_descriptions(defs)
    blinded, texts = _blind(wrapped) if blind else (wrapped, {})
    document = json.dumps(
        {
            "openapi": "3.1.0",
            "info": {"title": pkg, "version": "0"},
            "paths": {},
            "components": {"schemas": blinded},
        },
    ).replace('"#/$defs/', '"#/components/schemas/')
    base_class = f"{pkg}._base.CanonicalModel"
    base_map = {
        model: f"{pkg}._answers.{base}" for model, base in (bases or {}).items() if model in defs
    }
    code = cached(
        f"datamodels {sorted(datamodels.OPTIONS.items())} {base_class} {sorted(base_map.items())}",
        "datamodel-code-generator",
        document,
        lambda: (run or _run_datamodel_codegen)(document, base_class, base_map),
    )
    if texts and not _in_docstrings(code, texts):  # not where it changes nothing: no shortcut
        return _datamodels(defs, pkg, bases, blind=False, run=run)
    code = _settled(pystyle.settled_datamodels, code)
    code = re.sub(r"\A(#[^\n]*\n)+\n*", "", code)  # ours stand first
    return code.replace("from __future__ import annotations\n", ""), texts  # the template has it


# What pystyle's layouts depend on: its code and Python's tokenizer.
_PYSTYLE = hashlib.sha256(Path(pystyle.__file__).read_bytes() + sys.version.encode()).hexdigest()


def _settled(layout: Callable[[str], str], code: str) -> str:
    """layout(code), kept in the cache: after a spec edit most files are as before (their
    descriptions and the spec's digest are placeholders), and tokenizing them all again would
    cost more than the rest of the render."""
    return cached(f"pystyle {layout.__name__} {_PYSTYLE}", "black", code, lambda: layout(code))


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


_WIDTH = LINE_LENGTH - 8
_ONE_LINE = re.compile(r"[^\t\n\x0b\x0c\r ]([^\t\n\x0b\x0c\r]*[^\t\n\x0b\x0c\r ])?")


def _fill(text: str) -> str:
    """textwrap.fill(text, _WIDTH). A text that fits on a line, with no whitespace but inner
    spaces, is what textwrap gives back (it changes only other whitespace, spaces at either end
    and lines that do not fit): most descriptions, which textwrap's expressions would cost more
    than the rest of a warm run's models."""
    if len(text) <= _WIDTH and _ONE_LINE.fullmatch(text):
        return text
    return textwrap.fill(text, _WIDTH)


# A description line that datamodel-code-generator and black copy verbatim into a docstring:
# printable ASCII without backslashes, neither starting nor ending with a quote or a space (which
# they escape, pad or strip); three quotes in a row are refused apart.
_PLAIN_LINE = re.compile(r"[!#-&(-\[\]-~]([ -\[\]-~]*[!#-&(-\[\]-~])?")
_STAND_IN = re.compile(r"@[0-9]+@")


def _blind(defs: dict[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """defs with each line of each plain description replaced by a placeholder (@7@), and the
    placeholders' texts. Defs that differ only in these descriptions give the same code (which
    the caches keep), so that editing a description runs neither datamodel-code-generator nor
    black. A description becomes a docstring, whose lines neither tool reads: only their number
    counts (one line or several), and a placeholder stands for one line."""
    texts: dict[str, str] = {}

    def blind(value: str) -> str:
        lines = value.split("\n")
        if '"""' in value or not all(_PLAIN_LINE.fullmatch(line) for line in lines):
            return value
        stand_ins = [f"@{len(texts) + i}@" for i in range(len(lines))]
        texts.update(zip(stand_ins, lines, strict=True))
        return "\n".join(stand_ins)

    def walk(schema: Any) -> Any:
        if isinstance(schema, dict):
            return {
                k: blind(v) if k == "description" and isinstance(v, str) else walk(v)
                for k, v in schema.items()
            }
        if isinstance(schema, list):
            return [walk(v) for v in schema]
        return schema

    if _STAND_IN.search(json.dumps(defs)):  # the spec's own text could pass for a placeholder
        return defs, {}
    return walk(defs), texts


def _in_docstrings(code: str, texts: dict[str, str]) -> bool:
    """Whether each placeholder is in the code once, as a whole line of a docstring (alone, or
    between its quotes), where its text's length changes nothing."""
    found = re.findall(r'^ *(?:"""(@[0-9]+@)"""|(@[0-9]+@))$', code, flags=re.M)
    return sorted(a or b for a, b in found) == sorted(texts) and len(
        _STAND_IN.findall(code)
    ) == len(texts)
