"""The frozen intermediate representation: the spec compiled into what templates render.

Templates read only these objects (tests/test_ir.py walks every render context to prove it): the
spec's format models stay behind `build`. No IR class shares a name with a class of the spec
format (generator/spec/plain.py): what the IR compiles is named `...Plan`, so that
`BindingPlan` (an operation as a dialect sends it) is never confused with the format's `Binding`
(the YAML that describes it); likewise `DialectPlan`, `CodecPlan` and `VariantPlan`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..spec import Spec
from . import error_classes
from .codecs import CodecPlan, EnumPlan, FieldStep, TypePlan, VariantPlan
from .operations import (
    ArgumentPlan,
    BindingPlan,
    DialectPlan,
    OperationPlan,
    RequestShape,
    UnionPlan,
    UnsetPlan,
    VersionPlan,
    dialect,
    operations,
    request_shape,
    unions,
)
from .service import (
    AnswerPlan,
    CardFormPlan,
    CardsPlan,
    ClientPolicyPlan,
    ExtensionPlan,
    HttpErrorPlan,
    JsonRpcPlan,
    ModelsPlan,
    ServicePlan,
    SourcePlan,
    StreamRules,
    WireErrorsPlan,
    answer,
    cards,
    client_policy,
    documented,
    extension,
    jsonrpc,
    service,
    sources,
    streams,
    wire_errors,
    with_note,
)

__all__ = [
    "IR",
    "AnswerPlan",
    "ArgumentPlan",
    "CardFormPlan",
    "CardsPlan",
    "BindingPlan",
    "ClientPolicyPlan",
    "CodecPlan",
    "DialectPlan",
    "EnumPlan",
    "ExtensionPlan",
    "FieldStep",
    "HttpErrorPlan",
    "JsonRpcPlan",
    "ModelsPlan",
    "OperationPlan",
    "RequestShape",
    "ServicePlan",
    "SourcePlan",
    "StreamRules",
    "TypePlan",
    "UnionPlan",
    "UnsetPlan",
    "VariantPlan",
    "VersionPlan",
    "WireErrorsPlan",
    "build",
]


@dataclass(frozen=True)
class IR:
    service: ServicePlan
    operations: tuple[OperationPlan, ...]
    dialects: tuple[DialectPlan, ...]
    unions: tuple[UnionPlan, ...]
    requests: RequestShape
    errors: error_classes.ErrorClasses  # the error classes, their tables and tree
    wire_errors: WireErrorsPlan
    streams: StreamRules
    cards: CardsPlan
    answer: AnswerPlan
    policy: ClientPolicyPlan  # retries, timeouts, the key asked again
    extension: ExtensionPlan
    models: ModelsPlan
    jsonrpc: JsonRpcPlan
    stream_media_type: str
    stream_error_event: str  # the SSE event type of a frame that carries an error
    sources: dict[str, SourcePlan]  # spec file ("service") -> its label and digest
    # Every fact the spec marks x-unconfirmed: (its file, its dotted path, why it is a guess).
    unconfirmed: tuple[tuple[str, str, str], ...] = ()

    @property
    def versions(self) -> tuple[VersionPlan, ...]:
        """The protocol versions, in spec order."""
        out: dict[str, list[DialectPlan]] = {}
        for d in self.dialects:
            out.setdefault(d.package, []).append(d)
        return tuple(VersionPlan(pkg, ds[0].version, tuple(ds)) for pkg, ds in out.items())

    @property
    def stream_result(self) -> str | None:
        """The result model of the streaming operations (one event), or None: the API has none."""
        return next((op.result for op in self.operations if op.streaming), None)

    @property
    def spec_files(self) -> dict[str, str]:
        """Each spec file's name and sha256."""
        return {s.file: s.digest for _, s in sorted(self.sources.items())}

    def raises(self, op: OperationPlan, d: DialectPlan) -> error_classes.Raises:
        """The error classes `op` can raise on dialect `d`."""
        return error_classes.raises(
            self.errors,
            supported=op not in d.unsupported,
            has_request=op.request is not None,
            extension=op.extension,
            streaming=op.streaming,
            jsonrpc=d.jsonrpc is not None,
            code_body=bool(self.wire_errors.code_body),
        )

    @property
    def canonical_version(self) -> str:
        """The protocol version whose object model is the canonical one: the first."""
        return self.dialects[0].version


def build(spec: Spec) -> IR:
    results = unions(spec)
    ops = operations(spec, results)
    return IR(
        service=service(spec),
        operations=ops,
        dialects=tuple(dialect(spec, name, ops, results) for name in spec.dialects.dialects),
        unions=tuple(results.values()),
        requests=request_shape(spec),
        errors=_noted_errors(spec, error_classes.build(spec.service.errors)),
        wire_errors=wire_errors(spec),
        streams=streams(spec),
        cards=cards(spec),
        answer=answer(spec),
        policy=client_policy(spec),
        extension=extension(spec),
        models=ModelsPlan(documented(spec, spec.models.defs), spec.sources["models"].label),
        jsonrpc=jsonrpc(spec),
        stream_media_type=spec.dialects.stream.media_type,
        stream_error_event=spec.dialects.stream.error_event,
        sources=sources(spec),
        unconfirmed=tuple(
            (source.label, ".".join(map(str, path)), reason.rstrip("."))
            for source in spec.sources.values()
            for path, reason in source.unconfirmed.items()
        ),
    )


def _noted_errors(spec: Spec, errors: error_classes.ErrorClasses) -> error_classes.ErrorClasses:
    """The error classes' docs, with the note when the spec marks their codes or statuses."""
    found = spec.service.errors
    notes = {
        **{
            m.name: spec.note("service", "errors", "meanings", i)
            for i, m in enumerate(found.meanings)
        },
        **{e.name: spec.note("service", "errors", "http", i) for i, e in enumerate(found.http)},
        **{
            r.name: spec.note("service", "errors", "jsonrpc", i)
            for i, r in enumerate(found.jsonrpc)
        },
    }
    return replace(
        errors,
        shared=tuple(replace(c, doc=with_note(c.doc, notes[c.name])) for c in errors.shared),
        status=tuple(replace(c, doc=with_note(c.doc, notes[c.name])) for c in errors.status),
        jsonrpc=tuple(replace(c, doc=with_note(c.doc, notes[c.name])) for c in errors.jsonrpc),
    )
