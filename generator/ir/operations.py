"""Operations, their client arguments, and how each dialect binds them (a route or a JSON-RPC
method), with the request shapes checked before anything is sent."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from ..schema_refs import field_schema, ref
from ..spec import Spec
from ..spec.plain import JSONRPC_HTTP, Argument
from .codecs import CodecPlan, build_codec, kind, reachable
from .service import spec_origin, with_note


@dataclass(frozen=True)
class UnionPlan:
    """An x-oneof result model (SendMessageResponse, StreamResponse): member key -> model."""

    name: str
    members: tuple[tuple[str, str], ...]
    origin: str = spec_origin()


@dataclass(frozen=True)
class UnsetPlan:
    """What leaving an argument out means on every dialect: the dialect default `field` should
    be `means`; where a dialect's server assumes otherwise, the client sends `sends`."""

    field: str
    means: Any
    sends: Any


ArgumentKind = Literal["message", "extension", "value"]


@dataclass(frozen=True)
class ArgumentPlan:
    """A client argument: snake_case here and in Python, camelCase in TypeScript."""

    name: str
    doc: str
    fills: tuple[str, ...]  # the path it fills in the canonical request
    kind: ArgumentKind  # message: text, parts or a Message; extension: the extension's object
    type: (
        str  # value: a JSON Schema type ("string", ...), "strings", or a model/enum ("X[]": a list)
    )
    positional: bool
    default: Any  # sent when the caller passes nothing; None: nothing is sent
    unset: UnsetPlan | None
    example: Any = None  # a value the docs show (JSON), None: none
    origin: str = spec_origin()
    # It fills a {placeholder} of a REST route: a non-empty string on every dialect, checked
    # before sending (an empty one would name another route: GET /tasks/).
    in_path: bool = False


@dataclass(frozen=True)
class OperationPlan:
    name: str  # snake_case
    doc: str
    request: str | None
    result: str
    union: UnionPlan | None  # the result, when it is one of several models
    streaming: bool
    idempotent: bool  # may be retried after the server may have seen it
    extension: bool  # the request carries the extension, checked before sending
    arguments: tuple[ArgumentPlan, ...]
    command: str | None = None  # its subcommand on the command line, if it has one
    origin: str = spec_origin()

    @property
    def result_models(self) -> tuple[str, ...]:
        """The models the result may be: the union's members, or the result itself."""
        return tuple(m for _, m in self.union.members) if self.union else (self.result,)

    @property
    def positional(self) -> ArgumentPlan | None:
        return next((a for a in self.arguments if a.positional), None)

    @property
    def keywords(self) -> tuple[ArgumentPlan, ...]:
        return tuple(a for a in self.arguments if not a.positional)


@dataclass(frozen=True)
class BindingPlan:
    """An operation as one dialect sends it."""

    op: OperationPlan
    doc: str  # the operation's, and why this binding is a guess when the spec marks it
    http: str  # the HTTP verb
    path: str  # relative to the agent's base URL; {field} placeholders come from the request
    path_fields: tuple[str, ...]
    query: tuple[str, ...]
    body: bool  # the request object (less path and query fields) is the body
    method: str | None  # the JSON-RPC method
    headers: tuple[tuple[str, str], ...]
    origin: str = spec_origin()


@dataclass(frozen=True)
class DialectPlan:
    name: str  # "v1_0-rest"
    version: str  # "1.0"
    package: str  # "v1_0"
    transport: str
    codec: CodecPlan  # for the models this dialect's operations reach
    headers: tuple[tuple[str, str], ...]
    defaults: dict[str, Any]
    # (field, value) of the event that ends a stream; None: the server closes it
    stream_end: tuple[str, Any] | None
    bindings: tuple[BindingPlan, ...]  # supported operations only
    unsupported: tuple[OperationPlan, ...]  # refused locally: UnsupportedOperationError
    unions: tuple[UnionPlan, ...]  # the result unions its operations decode
    jsonrpc: str | None  # the "jsonrpc" member value, on JSON-RPC
    note: str  # what of the dialect's own settings (headers, stream end...) is a guess, or ""
    origin: str = spec_origin()

    @property
    def extension(self) -> bool:
        return any(b.op.extension for b in self.bindings)

    @property
    def path_fields(self) -> bool:
        return any(b.path_fields for b in self.bindings)

    def table(self) -> dict[str, Any]:
        """The dialect as plain JSON, what a runtime interprets (a binding's doc aside): its
        codec (CodecPlan.table), the result unions (member key -> model), each operation's
        binding with the models it sends and reads, the operations it refuses, how a stream
        ends."""
        return {
            "name": self.name,
            "defaults": self.defaults,
            **self.codec.table(),
            "unions": {u.name: dict(u.members) for u in self.unions},
            "bindings": {
                b.op.name: {
                    "http": b.http,
                    "path": b.path,
                    "path_fields": list(b.path_fields),
                    "query": list(b.query),
                    "body": b.body,
                    "method": b.method,
                    "headers": dict(b.headers),
                    "request": b.op.request,
                    "result": b.op.result,
                    "union": b.op.union is not None,
                    "extension": b.op.extension,
                }
                for b in self.bindings
            },
            "unsupported": [op.name for op in self.unsupported],
            "stream_end": list(self.stream_end) if self.stream_end else None,
        }


@dataclass(frozen=True)
class VersionPlan:
    """A protocol version: its package (v1_0) and its dialects, one per transport."""

    package: str
    version: str
    dialects: tuple[DialectPlan, ...]

    @property
    def transports(self) -> tuple[str, ...]:
        return tuple(d.transport for d in self.dialects)


@dataclass(frozen=True)
class RequestShape:
    """What a request must not carry, checked before sending: per model reachable from an
    operation's request, its object fields (to walk into) and the keys rejected with a reason:
    the spec's x-rejected, and every dialect's own spelling of a canonical field (a v0.3 body on
    a v1.0 route, say), derived from the codecs."""

    refs: dict[str, dict[str, str]]
    rejected: dict[str, dict[str, str]]
    oneof: dict[str, tuple[str, ...]]  # models of which a request sets exactly one member
    # model -> integer field -> its (minimum, maximum), None where the schema sets none
    integers: dict[str, dict[str, tuple[int | None, int | None]]]


def unions(spec: Spec) -> dict[str, UnionPlan]:
    return {
        n: UnionPlan(
            n,
            tuple((m, ref(s["properties"][m])) for m in s["x-oneof"]),
            spec.origin("models", "$defs", n),
        )
        for n, s in spec.models.defs.items()
        if "x-oneof" in s and all(ref(p) for p in s["properties"].values())
    }


def operations(spec: Spec, results: dict[str, UnionPlan]) -> tuple[OperationPlan, ...]:
    return tuple(
        OperationPlan(
            name=name,
            doc=with_note(
                op.doc,
                " ".join(
                    filter(
                        None,
                        (
                            spec.note("service", "operations", name, "doc"),
                            _guessed_bindings(spec, name),
                        ),
                    )
                ),
            ),
            request=op.request,
            result=op.result,
            union=results.get(op.result),
            streaming=op.streaming,
            idempotent=op.idempotent,
            extension=op.extension == "required",
            arguments=tuple(_argument(spec, name, a, arg) for a, arg in op.arguments.items()),
            command=op.command,
            origin=spec.origin("service", "operations", name),
        )
        for name, op in spec.service.operations.items()
    )


TRANSPORT_LABELS = {"rest": "REST", "jsonrpc": "JSON-RPC"}


def _guessed_bindings(spec: Spec, op: str) -> str:
    """What of the operation's bindings is a guess, for the method users call: each note once,
    with the dialects it concerns when not all."""
    shared = spec.service.operations[op].binding
    if shared:
        return spec.note("service", "operations", op, "binding")
    by_note: dict[str, list[str]] = {}
    dialects = spec.dialects.dialects
    for name, d in dialects.items():
        if note := spec.note("dialects", "dialects", name, "bindings", op):
            label = f"v{d.version} {TRANSPORT_LABELS.get(d.transport, d.transport)}"
            by_note.setdefault(note, []).append(label)
    return " ".join(
        (
            note
            if len(labels) == len(dialects)
            else f"Over {' and '.join(labels)}, {note[0].lower()}{note[1:]}"
        )
        for note, labels in by_note.items()
    )


def _argument(spec: Spec, op: str, name: str, arg: Argument) -> ArgumentPlan:
    request = str(spec.service.operations[op].request)
    fills = spec.extension.path if arg.fills == "extension" else tuple(arg.fills.split("."))
    schema = field_schema(spec.models.defs, request, fills) or {}
    target = ref(schema) or ref(schema.get("items", {}))
    argument_kind: ArgumentKind = "value"
    if fills == spec.extension.path:
        argument_kind, type_ = "extension", spec.extension.model
    elif target == "Message":
        argument_kind, type_ = "message", target
    elif target and schema.get("type") == "array":
        type_ = f"{target}[]"
    elif target:
        type_ = target
    elif schema.get("type") == "array":
        type_ = "strings"
    else:
        type_ = str(schema.get("type", "string"))
    unset = None
    if arg.unset is not None:
        sends = schema.get("maximum") if arg.unset == "all" else arg.unset
        unset = UnsetPlan(fills[-1], arg.unset, sends)
    return ArgumentPlan(
        name=name,
        doc=with_note(arg.doc, spec.note("service", "operations", op, "arguments", name)),
        fills=fills,
        kind=argument_kind,
        type=type_,
        positional=arg.positional,
        default=arg.default,
        unset=unset,
        example=arg.example,
        origin=spec.origin("service", "operations", op, "arguments", name),
        in_path=_in_path(spec, op, fills),
    )


def _in_path(spec: Spec, op: str, fills: tuple[str, ...]) -> bool:
    """Whether a top-level request field is a {placeholder} of the operation's REST route, in
    any dialect."""
    shared = spec.service.operations[op].binding
    bindings = [shared] if shared else [d.bindings.get(op) for d in spec.dialects.dialects.values()]
    placeholder = "{" + fills[0] + "}"
    return len(fills) == 1 and any(b and b.path and placeholder in b.path for b in bindings)


def request_shape(spec: Spec) -> RequestShape:
    defs = spec.models.defs
    refs: dict[str, dict[str, str]] = {}
    todo = [op.request for op in spec.service.operations.values() if op.request]
    while todo:
        model = todo.pop()
        if model in refs:
            continue
        refs[model] = {}
        for field, prop in defs[model].get("properties", {}).items():
            found = kind(defs, prop)
            if found and found[0] in ("object", "list"):
                refs[model][field] = found[1]
                todo.append(found[1])
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
    integers: dict[str, dict[str, tuple[int | None, int | None]]] = {}
    for model in sorted(refs):
        for name, prop in defs[model].get("properties", {}).items():
            if prop.get("type") == "integer":
                bounds = (prop.get("minimum"), prop.get("maximum"))
                integers.setdefault(model, {})[name] = bounds
    return RequestShape({m: r for m, r in sorted(refs.items()) if r}, rejected, oneof, integers)


def dialect(
    spec: Spec, name: str, ops: tuple[OperationPlan, ...], results: dict[str, UnionPlan]
) -> DialectPlan:
    d = spec.dialects.dialects[name]
    transports = spec.dialects.transports
    transport = getattr(transports, d.transport)
    bindings = []
    unsupported = []
    for op in ops:
        b = spec.service.operations[op.name].binding or d.bindings[op.name]
        if b.unsupported:
            unsupported.append(op)
            continue
        rpc = b.method is not None
        headers = dict(d.headers)
        if op.streaming:
            headers.update(spec.dialects.stream.headers)
        body = rpc or b.body is not None
        if body:
            headers.update(transport.body_headers)
        path = transports.jsonrpc.path if rpc else str(b.path)
        shared = spec.service.operations[op.name].binding
        note = (
            spec.note("service", "operations", op.name, "binding")
            if shared
            else spec.note("dialects", "dialects", name, "bindings", op.name)
        )
        bindings.append(
            BindingPlan(
                op=op,
                doc=with_note(op.doc, note),
                http=JSONRPC_HTTP if rpc else str(b.http),
                path=path,
                path_fields=tuple(re.findall(r"{([^}]*)}", path)),
                query=b.query,
                body=body,
                method=b.method,
                headers=tuple(headers.items()),
                origin=(
                    spec.origin("service", "operations", op.name, "binding")
                    if shared
                    else spec.origin("dialects", "dialects", name, "bindings", op.name)
                ),
            )
        )
    roots = [m for b in bindings for m in (b.op.request, b.op.result) if m]
    models = reachable(spec.models.defs, roots)
    return DialectPlan(
        name=name,
        version=d.version,
        package="v" + d.version.replace(".", "_"),
        transport=d.transport,
        codec=build_codec(spec, d.codec, models),
        headers=tuple(d.headers.items()),
        defaults=d.defaults.as_dict(),
        stream_end=(d.stream_end.field, d.stream_end.equals) if d.stream_end.field else None,
        bindings=tuple(bindings),
        unsupported=tuple(unsupported),
        unions=tuple(u for n, u in results.items() if n in models),
        jsonrpc=transports.jsonrpc.version if d.transport == "jsonrpc" else None,
        note=" ".join(
            filter(
                None,
                (
                    *(spec.note("dialects", "dialects", name, key) for key in DIALECT_FACTS),
                    spec.note("dialects", "codecs", d.codec),
                ),
            )
        ),
        origin=spec.origin("dialects", "dialects", name),
    )


# The settings of a dialect whose x-unconfirmed notes its module's docstring carries (its
# bindings' notes go to each operation's docstring).
DIALECT_FACTS = ("version", "transport", "codec", "headers", "defaults", "stream_end")
