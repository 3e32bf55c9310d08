"""Rules that span the spec's files: every reference resolves, every operation is bound in every
dialect (or marked unsupported there), every enum map is total, every binding fits its transport."""

from __future__ import annotations

import keyword
import re
from collections.abc import Iterator
from functools import partial
from typing import Any

from ..errors import Problem, did_you_mean
from ..ir.canonical import CANONICAL, MODELS, STREAM_MEMBERS, TASK_STATE, ReliedModel
from ..ir.codecs import ref
from ..targets import names
from . import Spec, regex
from .plain import Defaults, HttpError, Meaning, RpcError
from .schema import SchemaChecker
from .yaml_source import Path_

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
MODEL_NAME = re.compile(r"^[A-Z][A-Za-z0-9]*$")  # datamodel-code-generator keeps it as it is
WIRE_PATH = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
VERSION = re.compile(r"^\d+\.\d+$")
TOKEN = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$")  # an HTTP header name (RFC 9110 token)
MEDIA_TYPE = re.compile(
    r"^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+"
    r"""(\s*;\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+=([!#$%&'*+.^_`|~0-9A-Za-z-]+|"[^"\\]*"))*$"""
)
NPM_NAME = re.compile(r"^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$")
# A Go module path: a host with a dot, then path elements (lowercase, to stay one spelling).
GO_MODULE = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)+(/[a-z0-9._~-]+)*$")
TEXT_PATH = re.compile(r"^[A-Za-z_]\w*(\[\d+\])*(\.[A-Za-z_]\w*(\[\d+\])*)*$")
ENV = re.compile(r"^[A-Z_][A-Z0-9_]*$")
COMMAND = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")  # a subcommand of the command line
# A route below the base URL: "/" then URL path characters, {field} placeholders and ":verb".
ROUTE = re.compile(r"^(/[A-Za-z0-9._~!$&'()*+,;=:@%{}-]*)+$")
URL = re.compile(r"^https?://[A-Za-z0-9.-]+(:\d+)?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$")


def check(spec: Spec) -> list[Problem]:
    """The spec's problems."""
    models = SchemaChecker(spec.sources["models"], "models", spec.models.defs)
    extension = SchemaChecker(spec.sources["extension"], "extension", spec.extension.defs)
    schemas = [
        *_schemas(spec, models, _model_roots(spec)),
        *_schemas(spec, extension, {spec.extension.model}),
    ]
    if schemas:  # the rules below read the schemas, and assume they are well formed
        return schemas
    patterns = [
        *[("models", path, p) for path, p in models.patterns],
        *[("extension", path, p) for path, p in extension.patterns],
    ]
    return [
        *_patterns(spec, patterns),
        *_canonical(spec),
        *_service(spec),
        *_arguments(spec),
        *_dialects(spec),
        *_codecs(spec),
        *_extension(spec),
        *_formats(spec),
        *_texts(spec),
        *_names(spec),
    ]


def _schemas(spec: Spec, checker: SchemaChecker, roots: set[str]) -> Iterator[Problem]:
    """The JSON Schema subset (schema.py), and every $defs entry used by something."""
    file, defs = checker.file, checker.defs
    yield from checker.check()
    for name in defs:
        if not MODEL_NAME.match(name):
            yield spec.problem(
                file,
                ("$defs", name),
                f"model name {name!r} is not a class name",
                "write it in PascalCase, as the generated classes are named: a capital letter,"
                " then letters and digits",
                key=True,
            )
        elif name not in checker.referenced and name not in roots:
            yield spec.problem(
                file,
                ("$defs", name),
                f"{name} is not used: nothing refers to it",
                "check the indentation of the entries above it, or remove it",
                key=True,
            )


def _patterns(spec: Spec, patterns: list[tuple[str, Path_, str]]) -> Iterator[Problem]:
    """Every pattern (that Python compiles) means the same in JavaScript's RegExp, which the
    TypeScript client compiles it with (regex.py)."""
    for name, param in spec.service.base_url.params.items():
        try:
            re.compile(param.pattern)
        except re.error:
            continue  # reported by _formats
        patterns.append(("service", ("base_url", "params", name, "pattern"), param.pattern))
    for file, path, pattern in patterns:
        error = regex.javascript_error(pattern)
        if error:
            yield spec.problem(
                file,
                path,
                f"the pattern does not compile in JavaScript's RegExp (u flag): {error}",
                "use syntax both dialects share: plain groups (no names, no inline flags), and"
                " escape only syntax characters",
            )
        otherwise = regex.means_otherwise(pattern)
        if otherwise:
            yield spec.problem(
                file,
                path,
                f"{otherwise} in the pattern matches otherwise in JavaScript"
                f" ({regex.OTHERWISE[otherwise]})",
                "spell the characters out: [0-9] for \\d, [A-Za-z0-9_] for \\w, [ \\t] for \\s,"
                " [^\\n\\r] for .",
            )


def _model_roots(spec: Spec) -> set[str]:
    """The models service.yaml and dialects.yaml name (the rest must be reached by $ref)."""
    svc = spec.service
    names = set(MODELS)
    names |= {n for op in svc.operations.values() for n in (op.request, op.result) if n}
    names |= {k.items for k in svc.answer.data_kinds.values()}
    names |= {t.model for t in (svc.answer.tool_calls.call, svc.answer.tool_calls.result) if t}
    for codec in spec.dialects.codecs.values():
        names |= {*codec.tags, *codec.enums, *codec.fields, *codec.variants}
    return names


def _canonical(spec: Spec) -> Iterator[Problem]:
    """The canonical models as the targets build on them (generator/ir/canonical.py)."""
    defs = spec.models.defs
    for model in CANONICAL:
        if model.name in defs:
            yield from _relied(spec, model, defs[model.name])
        elif not model.optional:
            yield spec.problem(
                "models",
                ("$defs",),
                f"models.yaml defines no {model.name}: {model.by}",
                "the targets build on the A2A object model (spec/README.md): keep its name",
                key=True,
            )
    for op_name, op in spec.service.operations.items():
        result = defs.get(op.result, {})
        if not op.streaming:
            continue
        for member in result.get("x-oneof", []):
            path: Path_ = ("$defs", op.result, "properties", member)
            want = STREAM_MEMBERS.get(member)
            if want is None:
                yield spec.problem(
                    "models",
                    path,
                    f"{op.result} is the event of {op_name}: its member {member!r} is not one"
                    " a stream's progress (resume, StreamInterruptedError) can read",
                    did_you_mean(member, STREAM_MEMBERS),
                    key=True,
                )
            elif result["properties"][member].get("$ref") != f"#/$defs/{want}":
                yield spec.problem(
                    "models",
                    path,
                    f"{op.result}.{member} must be a $ref to {want}: a stream's progress reads it so",
                )


def _relied(spec: Spec, model: ReliedModel, schema: dict[str, Any]) -> Iterator[Problem]:
    """One canonical model against what the targets read of it."""
    base: Path_ = ("$defs", model.name)
    at = partial(spec.problem, "models")
    if model.enum_members is not None:
        names = schema.get("x-enum-varnames", [])
        if "enum" not in schema or schema.get("type") != "string":
            # The targets compare its members with strings (a str enum in Python).
            yield at(
                base, f"{model.name} must be a string enum (type: string): {model.by}", key=True
            )
        for member in model.enum_members:
            if member not in names:
                yield at(
                    base + ("x-enum-varnames",) if names else base,
                    f"{model.name} has no member {member}: {model.by}",
                    did_you_mean(member, names),
                    key=not names,
                )
        return
    props = schema.get("properties", {})
    required = schema.get("required", [])
    for field in model.fields:
        where = f"{model.name}.{field.name}"
        if field.name not in props:
            yield at(
                base + ("properties",) if props else base,
                f"{model.name} has no field {field.name!r}: {field.by}",
                did_you_mean(field.name, props),
                key=True,
            )
            continue
        wrong = _shape_misfit(props[field.name], field.shape)
        if wrong:
            yield at(base + ("properties", field.name), f"{where} must be {wrong}: {field.by}")
        if field.required and field.name not in required:
            yield at(
                base + ("required",) if "required" in schema else base,
                f"{where} must be required: {field.by}",
                f"add {field.name} to {model.name}'s required list",
                key="required" not in schema,
            )
    for i, name in enumerate(required):
        if model.may_require is not None and name not in model.may_require:
            yield at(
                base + ("required", i),
                f"{model.name} may require only {', '.join(model.may_require)}: {model.by}",
            )


def _shape_misfit(schema: dict[str, Any], shape: str) -> str:
    """What a field's schema must be, when it is not of the shape (canonical.py) the targets read."""
    if shape == "any":
        return ""
    if shape == "string":
        ok = schema.get("type") == "string" and "$ref" not in schema
        return "" if ok else "a string ({type: string})"
    if shape == "map":
        ok = schema.get("type") == "object" and "properties" not in schema
        return "" if ok else "an object without properties ({type: object})"
    if shape.endswith("[]"):
        items = schema.get("items", {})
        ok = schema.get("type") == "array" and items.get("$ref") == f"#/$defs/{shape[:-2]}"
        return "" if ok else f"a list of {shape[:-2]} ({{type: array, items: {{$ref: ...}}}})"
    ok = schema.get("$ref") == f"#/$defs/{shape}"
    return "" if ok else f'a {shape} ($ref: "#/$defs/{shape}")'


def _enum_values(spec: Spec) -> dict[str, list[str]]:
    return {n: s["enum"] for n, s in spec.models.defs.items() if isinstance(s.get("enum"), list)}


def _properties(spec: Spec, model: str) -> dict[str, Any]:
    properties: dict[str, Any] = spec.models.defs.get(model, {}).get("properties", {})
    return properties


def _model_ref(spec: Spec, file: str, path: Path_, name: str | None) -> Iterator[Problem]:
    if name is not None and name not in spec.models.defs:
        yield spec.problem(
            file, path, f"unknown model {name!r}", did_you_mean(name, spec.models.defs)
        )


def _service(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "service")
    svc = spec.service
    for op_name, op in svc.operations.items():
        if not IDENT.match(op_name):
            yield at(
                ("operations", op_name),
                f"operation name {op_name!r} is not an identifier",
                key=True,
            )
        yield from _model_ref(spec, "service", ("operations", op_name, "request"), op.request)
        yield from _model_ref(spec, "service", ("operations", op_name, "result"), op.result)
        result = spec.models.defs.get(op.result, {})
        if op.streaming and op.result in spec.models.defs and "x-oneof" not in result:
            yield at(
                ("operations", op_name, "result"),
                f"{op.result} is a stream's event: it must be an x-oneof model",
                "a union of the event models, such as StreamResponse",
            )
        for member in result.get("x-oneof", []):
            target = str(result["properties"][member].get("$ref", "")).removeprefix("#/$defs/")
            if "properties" not in spec.models.defs.get(target, {}):
                yield spec.problem(
                    "models",
                    ("$defs", op.result, "properties", member),
                    f"{op.result} is the result of {op_name}: its member {member!r} must be a"
                    " $ref to an object model",
                )
        if op.binding is not None and (op.binding.http is None or op.binding.path is None):
            yield at(("operations", op_name, "binding"), "a shared binding needs http and path")
    for param in svc.base_url.params:
        if "{" + param + "}" not in svc.base_url.path:
            yield at(
                ("base_url", "params", param), f"{{{param}}} is not in base_url.path", key=True
            )
    seen: dict[str, Path_] = {}
    kinds: tuple[tuple[str, tuple[Meaning | HttpError | RpcError, ...]], ...] = (
        ("meanings", svc.errors.meanings),
        ("http", svc.errors.http),
        ("jsonrpc", svc.errors.jsonrpc),
    )
    for kind, errors in kinds:
        for i, err in enumerate(errors):
            path: Path_ = ("errors", kind, i, "name")
            if not IDENT.match(err.name):
                yield at(path, f"error name {err.name!r} is not an identifier")
            if err.name in seen:
                yield at(path, f"error name {err.name!r} is used twice")
            seen[err.name] = path
    yield from _meanings(spec, at)
    if not TEXT_PATH.match(svc.errors.failed_task.text):
        yield at(
            ("errors", "failed_task", "text"),
            f"{svc.errors.failed_task.text!r} is not a path in a task",
            "write names and list indexes, such as status.message.parts[0].text",
        )
    state = svc.errors.failed_task.state
    states = _enum_values(spec).get(TASK_STATE, [])
    if state not in states:
        yield at(
            ("errors", "failed_task", "state"),
            f"{state!r} is not a value of {TASK_STATE} in models.yaml",
            did_you_mean(state, states),
        )
    for kind, entry in svc.answer.data_kinds.items():
        if entry.items != "string":
            yield from _model_ref(
                spec, "service", ("answer", "data_kinds", kind, "items"), entry.items
            )
    for i, meaning in enumerate(svc.errors.meanings):
        if not meaning.http and not meaning.jsonrpc:
            yield at(
                ("errors", "meanings", i),
                f"{meaning.name} catches nothing",
                "give it http statuses, jsonrpc codes, or both",
            )
    for i, name in enumerate(svc.answer.file_fields):
        if name not in _properties(spec, "Part"):
            yield at(
                ("answer", "file_fields", i),
                f"Part has no field {name!r}",
                did_you_mean(name, _properties(spec, "Part")),
            )
    for role in ("call", "result"):
        tool = getattr(svc.answer.tool_calls, role)
        if tool is not None:
            yield from _model_ref(
                spec, "service", ("answer", "tool_calls", role, "model"), tool.model
            )


# Names the generated methods use themselves, besides an operation's arguments.
RESERVED_ARGUMENTS = {"self", "request", "timeout", "signal", "options"}


def _arguments(spec: Spec) -> Iterator[Problem]:
    """Each argument fills a field of its operation's request (or holds the extension), and says
    what leaving it out means only where a dialect's defaults can tell."""
    from ..ir.operations import extension_path, field_schema  # noqa: PLC0415 (cycle)

    at = partial(spec.problem, "service")
    for op_name, op in spec.service.operations.items():
        base: Path_ = ("operations", op_name, "arguments")
        if op.arguments and op.request is None:
            yield at(base, f"{op_name} has no request for its arguments to fill", key=True)
            continue
        positional = [name for name, arg in op.arguments.items() if arg.positional]
        if positional[1:]:
            yield at(base, "only one argument may be positional", key=True)
        for name, arg in op.arguments.items():
            if not IDENT.match(name) or name in RESERVED_ARGUMENTS:
                yield at(base + (name,), f"{name!r} can't name an argument", key=True)
            if arg.fills == "extension":
                fills = extension_path(spec)
            else:
                fills = tuple(arg.fills.split("."))
            schema = field_schema(spec, str(op.request), fills)
            if schema is None and arg.fills != "extension":
                yield at(base + (name, "fills"), f"{op.request} has no field {arg.fills!r} to fill")
            elif arg.fills == "extension":
                yield from _fits(
                    spec,
                    base + (name,),
                    arg,
                    {"$ref": f"#/$defs/{spec.extension.model}"},
                    "extension",
                )
            elif schema is not None and ref(schema) != "Message":
                yield from _argument_value(spec, base + (name,), arg, str(op.request), schema)
            if arg.unset is None:
                continue
            if fills[-1] not in Defaults.FIELDS:
                yield at(
                    base + (name, "unset"),
                    f"dialects declare no default for {fills[-1]!r}",
                    f"unset works on {', '.join(Defaults.FIELDS)}",
                )
            elif arg.unset == "all" and "maximum" not in (schema or {}):
                yield at(base + (name, "unset"), f"'all' needs a maximum on {arg.fills}")


# What an argument's field may be: the targets map these to a parameter type (a message argument
# takes a MessageInput and the extension argument its model, whatever their schemas say).
ARGUMENT_SCALARS = ("string", "integer", "number", "boolean")


def _argument_value(
    spec: Spec, path: Path_, arg: Any, request: str, schema: dict[str, Any]
) -> Iterator[Problem]:
    """The field an argument fills has a type a parameter can take, and the argument's default
    and example fit that field's schema (a default that does not would not type-check)."""
    items: dict[str, Any] = schema["items"] if isinstance(schema.get("items"), dict) else {}
    typed = (
        bool(ref(schema))
        or schema.get("type") in ARGUMENT_SCALARS
        or (schema.get("type") == "array" and (bool(ref(items)) or items.get("type") == "string"))
    )
    if not typed:
        yield spec.problem(
            "models",
            _field_path(spec, request, arg.fills),
            f"{request}.{arg.fills} has no type the argument {path[1]}.{path[-1]} can take",
            "give it a $ref, an array of strings or of models, or the type "
            + ", ".join(ARGUMENT_SCALARS),
        )
        return
    yield from _fits(spec, path, arg, schema, "models")


def _field_path(spec: Spec, request: str, fills: str) -> Path_:
    """Where models.yaml defines the field at a dotted path of a request model."""
    model: str = request
    path: Path_ = ("$defs", request)
    for key in fills.split("."):
        path = ("$defs", model, "properties", key)
        model = ref(spec.models.defs[model]["properties"][key]) or model
    return path


def _fits(
    spec: Spec, path: Path_, arg: Any, schema: dict[str, Any], file: str
) -> Iterator[Problem]:
    """An argument's default and example fit the schema of what it fills."""
    defs = spec.models.defs if file == "models" else spec.extension.defs
    checker = SchemaChecker(spec.sources[file], file, defs)
    for key in ("default", "example"):
        value = getattr(arg, key)
        reason = checker.misfit(value, schema) if value is not None else ""
        if reason:
            yield spec.problem(
                "service", path + (key,), f"{key} {value!r} does not fit {arg.fills}: {reason}"
            )


def _meanings(spec: Spec, at: Any) -> Iterator[Problem]:
    """A wire form has at most one meaning; a meaning JSON-RPC codes carry too is a base of
    classes, so each of its statuses and codes needs its own class in errors.http / .jsonrpc."""
    errors = spec.service.errors
    owner: dict[Any, str] = {}
    for i, m in enumerate(errors.meanings):
        for kind, forms in (("http", m.http), ("jsonrpc", m.jsonrpc)):
            for j, form in enumerate(forms):
                key = (kind, form)
                if key in owner:
                    yield at(
                        ("errors", "meanings", i, kind, j), f"{form} already means {owner[key]}"
                    )
                owner[key] = m.name
        if m.jsonrpc:
            for j, status in enumerate(m.http):
                if status not in {e.status for e in errors.http}:
                    yield at(
                        ("errors", "meanings", i, "http", j),
                        f"{m.name} is shared with JSON-RPC, so HTTP {status} needs its own class in errors.http",
                    )
            for j, code in enumerate(m.jsonrpc):
                if code not in {e.code for e in errors.jsonrpc}:
                    yield at(
                        ("errors", "meanings", i, "jsonrpc", j),
                        f"{code} is not a code of errors.jsonrpc",
                    )


def _dialects(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "dialects")
    ops = spec.service.operations
    stream = spec.dialects.stream
    states = _enum_values(spec).get(TASK_STATE, [])
    for key in ("terminal_states", "interrupted_states"):
        for i, state in enumerate(getattr(stream, key)):
            if state not in states:
                yield at(
                    ("stream", key, i),
                    f"{state!r} is not a value of {TASK_STATE} in models.yaml",
                    did_you_mean(state, states),
                )
    if stream.resume is not None and not (
        stream.resume.operation in ops and ops[stream.resume.operation].streaming
    ):
        yield at(
            ("stream", "resume", "operation"),
            f"{stream.resume.operation!r} is not a streaming operation",
        )
    elif stream.resume is not None and not any(
        a.positional for a in ops[stream.resume.operation].arguments.values()
    ):
        yield spec.problem(
            "service",
            ("operations", stream.resume.operation),
            f"{stream.resume.operation!r} resumes cut streams (dialects.yaml stream.resume), so it"
            " needs a positional argument: the task to resume",
            "give it one, such as task_id: {fills: id, positional: true}",
            key=True,
        )
    seen: dict[tuple[str, str], str] = {}
    for name, d in spec.dialects.dialects.items():
        base: Path_ = ("dialects", name)
        if not VERSION.match(d.version):
            yield at(base + ("version",), f"version {d.version!r} must look like '1.0'")
        if (d.version, d.transport) in seen:
            yield at(
                base,
                f"{seen[d.version, d.transport]!r} already speaks {d.transport} v{d.version}",
                key=True,
            )
        seen[d.version, d.transport] = name
        if d.codec not in spec.dialects.codecs:
            yield at(
                base + ("codec",),
                f"unknown codec {d.codec!r}",
                did_you_mean(d.codec, spec.dialects.codecs),
            )
        for op_name in d.bindings:
            if op_name not in ops:
                yield at(
                    base + ("bindings", op_name),
                    f"unknown operation {op_name!r}",
                    did_you_mean(op_name, ops),
                    key=True,
                )
            elif ops[op_name].binding is not None:
                yield at(
                    base + ("bindings", op_name),
                    f"{op_name!r} has one binding for every dialect in service.yaml",
                    key=True,
                )
        for op_name, op in ops.items():
            if op.binding is None and op_name not in d.bindings:
                yield at(
                    base + ("bindings",),
                    f"operation {op_name!r} is not bound in dialect {name!r}",
                    "bind it (a route or a method) or write `" + op_name + ": unsupported`",
                    key=True,
                )
        codec = spec.dialects.codecs.get(d.codec)
        if codec and codec.discriminator:
            for op_name, op in ops.items():
                members = spec.models.defs.get(op.result, {}).get("x-oneof", [])
                refs = [
                    spec.models.defs[op.result]["properties"][m].get("$ref", "") for m in members
                ]
                untagged = [
                    r.removeprefix("#/$defs/")
                    for r in refs
                    if r and r.removeprefix("#/$defs/") not in codec.tags
                ]
                if untagged and not (op_name in d.bindings and d.bindings[op_name].unsupported):
                    yield at(
                        ("codecs", d.codec, "tags"),
                        f"{op.result} is a result of {op_name}: tag {', '.join(untagged)} too",
                        key=True,
                    )
        for op_name, b in d.bindings.items():
            if b.unsupported or op_name not in ops:
                continue
            path = base + ("bindings", op_name)
            if d.transport == "jsonrpc":
                if b.method is None or b.http or b.path or b.query or b.body:
                    yield at(
                        path,
                        "a JSON-RPC binding names a method, and only that (a dialect whose"
                        " bindings name methods speaks JSON-RPC: it has no routes)",
                        "write {method: Name}",
                    )
                continue
            if b.method is not None or b.http is None or b.path is None:
                yield at(
                    path,
                    "a REST binding names http and path (and maybe query, body)",
                    "write {http: POST, path: /route}",
                )
                continue
            request = ops[op_name].request
            fields = _properties(spec, request) if request else {}
            for placeholder in re.findall(r"{([^}]*)}", b.path):
                if placeholder not in fields:
                    yield at(
                        path + ("path",),
                        f"{{{placeholder}}} is not a field of {request}",
                        did_you_mean(placeholder, fields),
                    )
            for i, q in enumerate(b.query):
                if q not in fields:
                    yield at(
                        path + ("query", i),
                        f"{q!r} is not a field of {request}",
                        did_you_mean(q, fields),
                    )


def _codecs(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "dialects")
    enums = _enum_values(spec)
    defs = spec.models.defs
    for name, codec in spec.dialects.codecs.items():
        base: Path_ = ("codecs", name)
        if bool(codec.tags) != bool(codec.discriminator):
            yield at(base, "tags and discriminator go together", key=True)
        for model in codec.tags:
            yield from _model_ref(spec, "dialects", base + ("tags", model), model)
        for enum, mapping in codec.enums.items():
            path = base + ("enums", enum)
            if enum not in enums:
                yield at(
                    path,
                    f"{enum!r} is not an enum of models.yaml",
                    did_you_mean(enum, enums),
                    key=True,
                )
                continue
            missing = [v for v in enums[enum] if v not in mapping]
            if missing:
                yield at(
                    path, f"the {enum} map is not total: it lacks {', '.join(missing)}", key=True
                )
            for value in mapping:
                if value not in enums[enum]:
                    yield at(
                        path + (value,),
                        f"{value!r} is not a value of {enum}",
                        did_you_mean(value, enums[enum]),
                        key=True,
                    )
            spellings = list(mapping.values())
            for value in sorted({w for w in spellings if spellings.count(w) > 1}):
                yield at(path, f"two {enum} values share the wire spelling {value!r}", key=True)
        for model, renames in codec.fields.items():
            path = base + ("fields", model)
            if model not in defs:
                yield at(path, f"unknown model {model!r}", did_you_mean(model, defs), key=True)
                continue
            for field in renames:
                if field not in _properties(spec, model):
                    yield at(
                        path + (field,),
                        f"{model} has no field {field!r}",
                        did_you_mean(field, _properties(spec, model)),
                        key=True,
                    )
        for model, variants in codec.variants.items():
            path = base + ("variants", model)
            members = defs.get(model, {}).get("x-oneof")
            if not members:
                yield at(path, f"{model!r} is not an x-oneof model of models.yaml", key=True)
                continue
            missing = [m for m in members if m not in variants]
            if missing:
                yield at(
                    path,
                    f"the {model} variants are not total: they lack {', '.join(missing)}",
                    key=True,
                )
            for member, variant in variants.items():
                vpath = path + (member,)
                if member not in members:
                    yield at(
                        vpath,
                        f"{member!r} is not a member of {model}",
                        did_you_mean(member, members),
                        key=True,
                    )
                if variant.tag is not None and codec.discriminator is None:
                    yield at(vpath + ("tag",), "a tag needs the codec's discriminator")
                if member not in variant.fields:
                    yield at(
                        vpath + ("fields",), f"the {member} variant must map {member!r} itself"
                    )
                for j, field in enumerate(variant.objects):
                    if field not in variant.fields:
                        yield at(
                            vpath + ("objects", j),
                            f"{field!r} is not a field of the {member} variant",
                        )
                for field, wire in variant.fields.items():
                    if (
                        field not in _properties(spec, model)
                        or field in members
                        and field != member
                    ):
                        yield at(
                            vpath + ("fields", field),
                            f"{field!r} is not a field of the {member} variant",
                            key=True,
                        )
                    if not WIRE_PATH.match(wire):
                        yield at(vpath + ("fields", field), f"{wire!r} is not a dotted wire path")


def _extension(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "extension")
    ext = spec.extension
    if not IDENT.match(ext.namespace) or ext.namespace in RESERVED:
        yield at(
            ("namespace",),
            f"{ext.namespace!r} is not an identifier: it names the clients' argument",
            "write a name such as memorylake",
        )
    codes = [e.code for e in spec.service.errors.http]
    if ext.missing_error is not None and ext.missing_error not in codes:
        yield at(
            ("missing_error",),
            f"{ext.missing_error!r} is not an error code of service.yaml's errors.http",
            did_you_mean(ext.missing_error, codes),
        )
    defs = ext.defs
    if ext.model not in defs:
        yield at(("model",), f"unknown model {ext.model!r}", did_you_mean(ext.model, defs))
        return
    props = defs[ext.model].get("properties", {})
    members = {m for s in spec.models.defs.values() for m in s.get("x-oneof", [])}
    for i, rule in enumerate(ext.rules):
        if rule.require not in props:
            yield at(
                ("rules", i, "require"),
                f"{ext.model} has no field {rule.require!r}",
                did_you_mean(rule.require, props),
            )
        for j, member in enumerate(rule.when_part_has):
            if member not in members:
                yield at(
                    ("rules", i, "when_part_has", j),
                    f"{member!r} is not a part member",
                    did_you_mean(member, members),
                )


def _formats(spec: Spec) -> Iterator[Problem]:
    """Routes, header names and values, media types, URLs and variable names."""
    svc, dia = spec.service, spec.dialects
    routes: list[tuple[str, Path_, str | None]] = [
        ("service", ("base_url", "path"), svc.base_url.path)
    ]
    routes += [
        ("service", ("operations", name, "binding", "path"), op.binding.path)
        for name, op in svc.operations.items()
        if op.binding
    ]
    routes += [
        ("dialects", ("dialects", name, "bindings", op, "path"), b.path)
        for name, d in dia.dialects.items()
        for op, b in d.bindings.items()
    ]
    for file, path, route in routes:
        if route is not None and not ROUTE.match(route):
            yield spec.problem(
                file,
                path,
                f"{route!r} is not a route",
                "a route starts with / and holds URL path characters and {field} placeholders",
            )
    if dia.transports.jsonrpc.path and not ROUTE.match(dia.transports.jsonrpc.path):
        yield spec.problem(
            "dialects", ("transports", "jsonrpc", "path"), "the JSON-RPC path is empty or a route"
        )
    headers: list[tuple[str, Path_, dict[str, str]]] = [
        ("dialects", ("transports", "rest", "body_headers"), dia.transports.rest.body_headers),
        (
            "dialects",
            ("transports", "jsonrpc", "body_headers"),
            dia.transports.jsonrpc.body_headers,
        ),
        ("dialects", ("stream", "headers"), dia.stream.headers),
        *[("dialects", ("dialects", n, "headers"), d.headers) for n, d in dia.dialects.items()],
    ]
    for file, path, table in headers:
        for name, value in table.items():
            if not TOKEN.match(name):
                yield spec.problem(file, path + (name,), f"{name!r} is not a header name", key=True)
            if not value.isprintable() or value != value.strip():
                yield spec.problem(
                    file,
                    path + (name,),
                    f"header value {value!r} holds a control character or edge blanks",
                )
            if name.lower() in ("content-type", "accept") and not MEDIA_TYPE.match(value):
                yield spec.problem(
                    file, path + (name,), f"{value!r} is not a media type", "write type/subtype"
                )
    if not TOKEN.match(svc.auth.header):
        yield spec.problem(
            "service", ("auth", "header"), f"{svc.auth.header!r} is not a header name"
        )
    if not svc.auth.prefix.isprintable():
        yield spec.problem("service", ("auth", "prefix"), "the prefix holds a control character")
    if not MEDIA_TYPE.match(dia.stream.media_type):
        yield spec.problem(
            "dialects", ("stream", "media_type"), f"{dia.stream.media_type!r} is not a media type"
        )
    for part in svc.packages.python.split("."):
        if not part.isidentifier() or keyword.iskeyword(part):
            yield spec.problem(
                "service",
                ("packages", "python"),
                f"{svc.packages.python!r} is not a Python package name",
            )
            break
    if not NPM_NAME.match(svc.packages.typescript):
        yield spec.problem(
            "service",
            ("packages", "typescript"),
            f"{svc.packages.typescript!r} is not an npm package name",
            "write name or @scope/name, in lowercase",
        )
    if not GO_MODULE.match(svc.packages.go):
        yield spec.problem(
            "service",
            ("packages", "go"),
            f"{svc.packages.go!r} is not a Go module path",
            "write host/path in lowercase, for example github.com/owner/name",
        )
    if not URL.match(svc.base_url.default):
        yield spec.problem(
            "service", ("base_url", "default"), f"{svc.base_url.default!r} is not an http(s) URL"
        )
    for path, env in ((("base_url", "env"), svc.base_url.env), (("auth", "env"), svc.auth.env)):
        if not ENV.match(env):
            yield spec.problem(
                "service", path, f"{env!r} is not an environment variable name", "write LIKE_THIS"
            )
    commands: dict[str, str] = {}
    for op_name, op in svc.operations.items():
        if op.command is None:
            continue
        at_command = ("operations", op_name, "command")
        if not COMMAND.match(op.command):
            yield spec.problem(
                "service", at_command, f"{op.command!r} is not a command name", "write like-this"
            )
        elif op.command in commands:
            yield spec.problem(
                "service", at_command, f"{commands[op.command]} has the command {op.command!r}"
            )
        commands.setdefault(op.command, op_name)
    for name, param in svc.base_url.params.items():
        at = ("base_url", "params", name)
        if param.env is not None and not ENV.match(param.env):
            yield spec.problem(
                "service",
                at + ("env",),
                f"{param.env!r} is not an environment variable name",
                "write LIKE_THIS",
            )
        try:
            matched = re.fullmatch(param.pattern, param.example)
        except re.error as exc:
            yield spec.problem("service", at + ("pattern",), f"the pattern does not compile: {exc}")
            continue
        if not matched:
            yield spec.problem(
                "service", at + ("example",), f"the example does not match {param.pattern!r}"
            )


# Keys whose text the generated code carries in docstrings, comments and messages.
PROSE = {"doc", "description", "title", "message", "x-why", "x-unknown-key", "x-unconfirmed"}
PROSE_MAPS = {"x-pitfalls", "x-rejected"}  # their values are prose too
ANY_TEXT = re.compile(r'[\x00-\x08\x0b-\x1f\x7f\u2028\u2029]|"""')
PROSE_TEXT = re.compile(r'[\n\t\\]|\*/|"$')


def _texts(spec: Spec) -> Iterator[Problem]:
    """Text that would not survive being put in code: control characters, line and paragraph
    separators and \"\"\" anywhere; in prose also line breaks, tabs, backslashes, */ and a
    closing double quote (docstrings and comments hold prose as it is)."""
    for file, source in spec.sources.items():
        for path, text, prose in _strings_in(source.data, (), False):
            bad = ANY_TEXT.search(text) or (PROSE_TEXT.search(text) if prose else None)
            if bad:
                yield spec.problem(
                    file,
                    path,
                    f"{bad.group()!r} can't be carried into the generated code here",
                    'write prose on one line (>- folds a long one), without \\, */ or """',
                )


def _strings_in(node: Any, path: Path_, prose: bool) -> Iterator[tuple[Path_, str, bool]]:
    if isinstance(node, str):
        yield path, node, prose
    elif isinstance(node, dict):
        for key, value in node.items():
            inner = key in PROSE or (bool(path) and path[-1] in PROSE_MAPS)
            yield from _strings_in(value, path + (key,), inner and isinstance(value, str))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _strings_in(value, path + (i,), prose)


# Words that can't name a class, a member or a function in one of the targets.
RESERVED = set(keyword.kwlist) | {
    *[
        "break",
        "case",
        "catch",
        "class",
        "const",
        "continue",
        "debugger",
        "default",
        "delete",
        "do",
        "else",
        "enum",
        "export",
    ],
    *[
        "extends",
        "false",
        "finally",
        "for",
        "function",
        "if",
        "import",
        "in",
        "instanceof",
        "new",
        "null",
        "return",
        "super",
    ],
    *[
        "switch",
        "this",
        "throw",
        "true",
        "try",
        "typeof",
        "var",
        "void",
        "while",
        "with",
        "yield",
        "let",
        "static",
        "implements",
    ],
    *["interface", "package", "private", "protected", "public", "await"],
}


def _names(spec: Spec) -> Iterator[Problem]:
    """Names that become identifiers in the generated code are not reserved words."""
    named: list[tuple[str, Path_, str]] = [
        *[("models", ("$defs", n), n) for n in spec.models.defs],
        *[("extension", ("$defs", n), n) for n in spec.extension.defs],
        *[("service", ("operations", n), n) for n in spec.service.operations],
        *[
            ("models", ("$defs", n, "x-enum-varnames", i), v)
            for n, s in spec.models.defs.items()
            for i, v in enumerate(s.get("x-enum-varnames", []))
        ],
    ]
    for file, path, name in named:
        if name in RESERVED:
            yield spec.problem(file, path, f"{name!r} is a reserved word in a target language")
    kinds = spec.service.errors
    errors = {e.name for e in kinds.meanings} | {e.name for e in kinds.http}
    errors |= {e.name for e in kinds.jsonrpc}
    taken = {"Python": names.PYTHON, "TypeScript": names.TYPESCRIPT}
    for file, other in (("models", spec.extension.defs), ("extension", spec.models.defs)):
        for name in getattr(spec, file).defs:
            users = [target for target, held in taken.items() if name in held]
            if users:
                why = f"the generated {' and '.join(users)} package{'s' if users[1:] else ''}"
                yield spec.problem(
                    file,
                    ("$defs", name),
                    f"{why} already use{'' if users[1:] else 's'} the name {name!r}",
                    "rename the model",
                    key=True,
                )
            elif name in errors:
                yield spec.problem(
                    file, ("$defs", name), f"{name!r} is an error class of service.yaml", key=True
                )
            elif file == "extension" and name in other:
                yield spec.problem(
                    file, ("$defs", name), f"{name!r} is a model of models.yaml too", key=True
                )
