"""The frozen intermediate representation: the spec compiled into what templates render.

Templates read only these objects. Each dialect carries its bindings (route or JSON-RPC method
per operation) and its codec plan: for every canonical model whose wire form differs, the
field-by-field steps that turn the canonical JSON into the dialect's JSON and back."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Literal

from generator import error_classes
from generator.spec import Spec
from generator.spec.format import HttpError

Shape = Literal["object", "list", "enum", "negate", "rename"]


@dataclass(frozen=True)
class FieldStep:
    """How one canonical field differs on the wire."""

    name: str  # canonical key
    wire: str  # wire key
    shape: Shape  # object/list: recurse into target; enum: map values; negate: flip a boolean
    target: str = ""  # the model (object, list) or enum (enum) it refers to


@dataclass(frozen=True)
class TypeCodec:
    model: str
    tag: str | None  # the discriminator value this dialect puts on the object
    steps: tuple[FieldStep, ...]


@dataclass(frozen=True)
class Variant:
    """One member of an x-oneof model (a Part): its wire tag and where each field goes."""

    member: str
    tag: str | None
    fields: tuple[tuple[str, tuple[str, ...]], ...]  # canonical key -> wire path
    objects: tuple[str, ...]  # fields this wire carries only as JSON objects


@dataclass(frozen=True)
class EnumCodec:
    name: str
    encode: tuple[tuple[str, str], ...]  # canonical -> wire, total
    decode: tuple[tuple[str, str], ...]  # wire (and canonical) spellings -> canonical


@dataclass(frozen=True)
class Codec:
    name: str
    doc: str
    discriminator: str | None
    enums: tuple[EnumCodec, ...]  # only the ones that change a spelling
    types: tuple[TypeCodec, ...]  # only the models whose wire form differs
    variants: dict[str, tuple[Variant, ...]]  # x-oneof model -> variants, when they differ
    tags: dict[str, str]

    def changes(self, model: str) -> bool:
        return any(t.model == model for t in self.types) or model in self.variants


@dataclass(frozen=True)
class Union:
    """An x-oneof result model (SendMessageResponse, StreamResponse): member key -> model."""

    name: str
    members: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Binding:
    operation: str
    doc: str
    request: str | None
    result: str
    union: Union | None  # the result, when it is one of several models
    streaming: bool
    idempotent: bool
    extension: bool  # the send carries metadata.<namespace>, checked before sending
    http: str  # the HTTP verb
    path: str  # relative to the agent's base URL; {field} placeholders come from the request
    path_fields: tuple[str, ...]
    query: tuple[str, ...]
    body: bool  # the request object (less path and query fields) is the body
    method: str | None  # the JSON-RPC method
    headers: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Dialect:
    name: str  # "v1_0-rest"
    version: str  # "1.0"
    package: str  # "v1_0"
    transport: str
    codec: Codec
    headers: tuple[tuple[str, str], ...]
    defaults: dict[str, Any]
    # (field, value) of the event that ends a stream; None: the server closes it
    stream_end: tuple[str, Any] | None
    bindings: tuple[Binding, ...]  # supported operations only
    unsupported: tuple[str, ...]
    jsonrpc: str | None  # the "jsonrpc" member value, on JSON-RPC
    note: str  # what of the dialect's own settings (headers, stream end...) is a guess, or ""


@dataclass(frozen=True)
class RequestShape:
    """What a request must not carry, checked before sending: per model reachable from an
    operation's request, its object fields (to walk into) and the keys rejected with a reason:
    the spec's x-rejected, and every dialect's own spelling of a canonical field (a v0.3 body on
    a v1.0 route, say), derived from the codecs."""

    refs: dict[str, dict[str, str]]
    rejected: dict[str, dict[str, str]]
    oneof: dict[str, tuple[str, ...]]  # models of which a request sets exactly one member


@dataclass(frozen=True)
class StreamRules:
    """When a task's stream is complete, and how a cut one goes on."""

    terminal: tuple[str, ...]  # canonical TaskState values
    interrupted: tuple[str, ...]
    resume: str | None  # the streaming operation that replays a task's events
    replays_leading_task: bool


@dataclass(frozen=True)
class IR:
    spec: Spec
    dialects: tuple[Dialect, ...]
    unions: tuple[Union, ...]
    requests: RequestShape
    extension_checks: dict[
        str, dict[str, Any]
    ]  # the extension's $defs, reduced to what checks read
    errors: error_classes.ErrorClasses
    streams: StreamRules

    @property
    def missing_extension_error(self) -> HttpError | None:
        """The error a send without the (required) extension gets, when the spec says."""
        code = self.spec.extension.missing_error
        return next((e for e in self.spec.service.errors.http if e.code == code), None)

    @property
    def failed_text_path(self) -> tuple[str | int, ...]:
        """Where a failed task's error text is, from the task: names and list indexes."""
        text = self.spec.service.errors.failed_task.text
        return tuple(int(s) if s.isdigit() else s for s in re.findall(r"[^.\[\]]+", text))

    @property
    def path_param_notes(self) -> dict[str, str]:
        """Per path parameter, why its pattern is a guess ("" when the vendor states it): the
        clients then warn instead of refusing a value that does not match."""
        return {
            name: self.spec.note("service", "base_url", "params", name, "pattern")
            for name in self.spec.service.base_url.params
        }

    @property
    def stream_result(self) -> str | None:
        """The result model of the streaming operations (one event), or None: the API has none."""
        results = [op.result for op in self.spec.service.operations.values() if op.streaming]
        return results[0] if results else None

    @property
    def versions(self) -> tuple[tuple[str, str, tuple[Dialect, ...]], ...]:
        """(package, version, dialects) per protocol version, in spec order."""
        out: dict[str, list[Dialect]] = {}
        for d in self.dialects:
            out.setdefault(d.package, []).append(d)
        return tuple((pkg, ds[0].version, tuple(ds)) for pkg, ds in out.items())


def build(spec: Spec) -> IR:
    defs = spec.models.defs
    unions = {
        n: Union(n, tuple((m, _ref(s["properties"][m])) for m in s["x-oneof"]))
        for n, s in defs.items()
        if "x-oneof" in s and all(_ref(p) for p in s["properties"].values())
    }
    codecs = {name: _codec(spec, name) for name in spec.dialects.codecs}
    dialects = tuple(_dialect(spec, name, codecs, unions) for name in spec.dialects.dialects)
    checks = {name: _check_schema(s) for name, s in spec.extension.defs.items()}
    stream = spec.dialects.stream
    rules = StreamRules(
        stream.terminal_states,
        stream.interrupted_states,
        stream.resume.operation if stream.resume else None,
        stream.resume.replays_leading_task if stream.resume else False,
    )
    return IR(
        spec,
        dialects,
        tuple(unions.values()),
        _request_shape(spec),
        checks,
        _noted_errors(spec, error_classes.build(spec.service.errors)),
        rules,
    )


# The JSON Schema keys the extension checks read (the rest is documentation).
CHECK_KEYS = {
    "type",
    "pattern",
    "items",
    "properties",
    "additionalProperties",
    "$ref",
    "x-aliases",
    "x-pitfalls",
    "x-unknown-key",
    "x-unconfirmed",
    "x-why",
}


def _check_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The part of a JSON Schema that the generated checks read."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "properties":
            value = {name: _check_schema(s) for name, s in value.items()}
        elif key == "items":
            value = _check_schema(value)
        elif key == "x-unconfirmed":
            value = True  # the checks only ask whether the name is a guess
        elif key not in CHECK_KEYS:
            continue
        out[key] = value
    return out


def _ref(schema: dict[str, Any]) -> str:
    return str(schema.get("$ref", "")).removeprefix("#/$defs/")


def _kind(
    defs: dict[str, Any], schema: dict[str, Any]
) -> tuple[Literal["object", "enum", "list"], str] | None:
    """("object"|"enum", name) for a $ref field, ("list", name) for an array of $ref objects."""
    if "$ref" in schema:
        target = _ref(schema)
        return ("enum" if "enum" in defs[target] else "object"), target
    if schema.get("type") == "array" and "$ref" in schema.get("items", {}):
        target = _ref(schema["items"])
        return ("list" if "enum" not in defs[target] else "enum"), target
    return None


def _codec(spec: Spec, name: str) -> Codec:
    c = spec.dialects.codecs[name]
    defs = spec.models.defs
    enums = tuple(
        EnumCodec(
            enum,
            tuple(mapping.items()),
            tuple(dict([(v, v) for v in mapping] + [(w, v) for v, w in mapping.items()]).items()),
        )
        for enum, mapping in c.enums.items()
        if any(k != v for k, v in mapping.items())
    )
    changed_enums = {e.name for e in enums}
    variants = {
        model: tuple(
            Variant(
                member,
                v.tag,
                tuple((f, tuple(w.split("."))) for f, w in v.fields.items()),
                v.objects,
            )
            for member, v in members.items()
        )
        for model, members in c.variants.items()
        if any(v.tag or any(f != w for f, w in v.fields.items()) for v in members.values())
    }
    # The models whose wire form differs, found by fixpoint: a model changes if the codec
    # tags it, renames or flips a field, maps an enum it uses, or a model it contains changes.
    own: dict[str, list[FieldStep]] = {}
    for model, schema in defs.items():
        if "enum" in schema or "x-oneof" in schema:  # variants and result unions are decoded apart
            continue
        renames = c.fields.get(model, {})
        steps = []
        for field, prop in schema.get("properties", {}).items():
            rename = renames.get(field)
            wire = rename if isinstance(rename, str) else rename.name if rename else field
            kind = _kind(defs, prop)
            if rename is not None and not isinstance(rename, str) and rename.negate:
                steps.append(FieldStep(field, wire, "negate"))
            elif kind and kind[0] == "enum" and kind[1] in changed_enums:
                steps.append(FieldStep(field, wire, "enum", kind[1]))
            elif kind and kind[0] in ("object", "list"):  # kept if the target changes
                steps.append(FieldStep(field, wire, kind[0], kind[1]))
            elif wire != field:
                steps.append(FieldStep(field, wire, "rename"))
        own[model] = steps
    changed = set(variants)
    while more := {
        model
        for model, steps in own.items()
        if model not in changed and (model in c.tags or any(_differs(s, changed) for s in steps))
    }:
        changed |= more
    types = tuple(
        TypeCodec(model, c.tags.get(model), tuple(s for s in steps if _differs(s, changed)))
        for model, steps in own.items()
        if model in changed
    )
    return Codec(name, c.doc, c.discriminator, enums, types, variants, dict(c.tags))


def _differs(step: FieldStep, changed: set[str]) -> bool:
    """Whether a field looks different on the wire: renamed, mapped, or holding a changed model."""
    return step.wire != step.name or step.shape not in ("object", "list") or step.target in changed


def _request_shape(spec: Spec) -> RequestShape:
    defs = spec.models.defs
    refs: dict[str, dict[str, str]] = {}
    todo = [op.request for op in spec.service.operations.values() if op.request]
    while todo:
        model = todo.pop()
        if model in refs:
            continue
        refs[model] = {}
        for field, prop in defs[model].get("properties", {}).items():
            kind = _kind(defs, prop)
            if kind and kind[0] in ("object", "list"):
                refs[model][field] = kind[1]
                todo.append(kind[1])
    users: dict[str, list[str]] = {}
    for name, d in spec.dialects.dialects.items():
        users.setdefault(d.codec, []).append(name)
    # model -> wire key -> (the dialects that spell it so, the canonical fields it stands for)
    spellings: dict[str, dict[str, tuple[list[str], list[str]]]] = {}

    def foreign(codec: str, model: str, key: str, field: str | None) -> None:
        if model in refs and key not in defs[model].get("properties", {}):
            dialects, fields = spellings.setdefault(model, {}).setdefault(key, ([], []))
            dialects += [d for d in users.get(codec, [codec]) if d not in dialects]
            fields += [field] if field and field not in fields else []

    for name, codec in spec.dialects.codecs.items():
        for model, renames in codec.fields.items():
            for field, rename in renames.items():
                if isinstance(rename, str):
                    foreign(name, model, rename, field)
                else:
                    foreign(
                        name, model, rename.name, f"{field} (inverted)" if rename.negate else field
                    )
        if codec.discriminator:
            for model in [*codec.tags, *codec.variants]:
                foreign(name, model, codec.discriminator, None)
        for model, variants in codec.variants.items():
            for variant in variants.values():
                for field, wire in variant.fields.items():
                    foreign(name, model, wire.split(".")[0], field)
    rejected: dict[str, dict[str, str]] = {}
    for model in refs:
        reasons = dict(defs[model].get("x-rejected", {}))
        for key, (dialects, fields) in spellings.get(model, {}).items():
            who = " and ".join(dialects)
            reasons[key] = (
                f"{key!r} is how {who} spell{'s' if len(dialects) == 1 else ''} "
                f"{', '.join(fields)} on the wire; requests carry the canonical field{'s' if len(fields) > 1 else ''}, "
                "which each dialect translates"
                if fields
                else f"{key!r} is the object tag of {who}; canonical requests carry none (each dialect adds its own)"
            )
        if reasons:
            rejected[model] = dict(sorted(reasons.items()))
    oneof = {m: tuple(defs[m]["x-oneof"]) for m in sorted(refs) if "x-oneof" in defs[m]}
    return RequestShape({m: r for m, r in sorted(refs.items()) if r}, rejected, oneof)


def _dialect(spec: Spec, name: str, codecs: dict[str, Codec], unions: dict[str, Union]) -> Dialect:
    d = spec.dialects.dialects[name]
    svc = spec.service
    codec = codecs[d.codec]
    transport = getattr(spec.dialects.transports, d.transport)
    bindings = []
    for op_name, op in svc.operations.items():
        b = op.binding or d.bindings[op_name]
        if b.unsupported:
            continue
        union = unions.get(op.result)
        rpc = b.method is not None
        headers = dict(d.headers)
        if op.streaming:
            headers.update(spec.dialects.stream.headers)
        body = rpc or b.body is not None
        if body:
            headers.update(transport.body_headers)
        rpc_transport = spec.dialects.transports.jsonrpc
        path = rpc_transport.path if rpc else str(b.path)
        bindings.append(
            Binding(
                operation=op_name,
                doc=_with_note(
                    op.doc,
                    (
                        spec.note("service", "operations", op_name, "binding")
                        if op.binding
                        else spec.note("dialects", "dialects", name, "bindings", op_name)
                    ),
                ),
                request=op.request,
                result=op.result,
                union=union,
                streaming=op.streaming,
                idempotent=op.idempotent,
                extension=op.extension == "required",
                http=rpc_transport.http if rpc else str(b.http),
                path=path,
                path_fields=tuple(re.findall(r"{([^}]*)}", path)),
                query=b.query,
                body=body,
                method=b.method,
                headers=tuple(headers.items()),
            )
        )
    version_pkg = "v" + d.version.replace(".", "_")
    return Dialect(
        name=name,
        version=d.version,
        package=version_pkg,
        transport=d.transport,
        codec=codec,
        headers=tuple(d.headers.items()),
        defaults=d.defaults.model_dump(),
        stream_end=(d.stream_end.field, d.stream_end.equals) if d.stream_end.field else None,
        bindings=tuple(bindings),
        unsupported=tuple(op for op, b in d.bindings.items() if b.unsupported),
        jsonrpc=spec.dialects.transports.jsonrpc.version if d.transport == "jsonrpc" else None,
        note=" ".join(
            filter(None, (spec.note("dialects", "dialects", name, key) for key in DIALECT_FACTS))
        ),
    )


# The settings of a dialect whose x-unconfirmed notes its module's docstring carries (its
# bindings' notes go to each operation's docstring).
DIALECT_FACTS = ("version", "transport", "codec", "headers", "defaults", "stream_end")


def _with_note(doc: str, note: str) -> str:
    return f"{doc} {note}" if note else doc


def _noted_errors(spec: Spec, errors: error_classes.ErrorClasses) -> error_classes.ErrorClasses:
    """The JSON-RPC error classes' docs, with the note when the spec marks their codes."""
    note = spec.note("service", "errors", "jsonrpc")
    return replace(
        errors, jsonrpc=tuple(replace(c, doc=_with_note(c.doc, note)) for c in errors.jsonrpc)
    )


def documented(spec: Spec, defs: dict[str, Any]) -> dict[str, Any]:
    """The $defs with every x-unconfirmed schema's description saying it is a guess."""

    def walk(schema: Any) -> Any:
        if isinstance(schema, list):
            return [walk(v) for v in schema]
        if not isinstance(schema, dict):
            return schema
        out = {k: walk(v) for k, v in schema.items()}
        if isinstance(schema.get("x-unconfirmed"), str):
            reason = schema["x-unconfirmed"].rstrip(".")
            note = f"Not confirmed by {spec.service.vendor}'s documentation: {reason}."
            out["description"] = _with_note(str(schema.get("description", "")), note).strip()
        return out

    return {name: walk(s) for name, s in defs.items()}
