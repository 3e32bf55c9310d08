"""Wire behaviour per dialect, as comparable entries: what the clients send and expect, read
from the same IR plans the dialect modules are rendered from.

Per dialect: binding (an operation's verb, path, query, body or JSON-RPC method), unsupported
(an operation refused locally), header, field (a canonical field's wire name, for every field of
every model the dialect's operations reach), enum (a canonical member's wire spelling), tag,
variant (where an x-oneof member's fields go), default (what the server assumes when a field is
left out), stream-end. Under ALL, what every dialect shares: the endpoint and auth, the
stream's media type, headers and end states, the error bodies, and which class each error code
raises."""

from __future__ import annotations

from typing import Any

from ..ir import IR, DialectPlan
from ..ir.codecs import reachable

ALL = "all dialects"
Wire = dict[str, dict[str, dict[str, Any]]]  # dialect -> "kind name" -> attributes


def wire(ir: IR) -> Wire:
    out: Wire = {ALL: _shared(ir)}
    for d in ir.dialects:
        out[d.name] = _dialect(ir, d)
    return out


def _dialect(ir: IR, d: DialectPlan) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for b in d.bindings:
        route = {"method": b.method} if b.method else {"http": b.http, "path": b.path}
        out[f"binding {b.op.name}"] = {**route, "query": list(b.query), "body": b.body}
    for op in d.unsupported:
        out[f"unsupported {op.name}"] = {}
    for name, value in d.headers:
        out[f"header {name}"] = {"value": value}
    for field, value in d.defaults.items():
        out[f"default {field}"] = {"value": value}
    end = {"field": d.stream_end[0], "equals": d.stream_end[1]} if d.stream_end else {"close": True}
    out["stream-end"] = end
    codec = d.codec
    defs = ir.models.defs
    roots = [m for b in d.bindings for m in (b.op.request, b.op.result) if m]
    models = reachable(defs, roots)
    steps = {(t.model, s.name): s for t in codec.types for s in t.steps}
    encode = {e.name: dict(e.encode) for e in codec.enums}
    for model in sorted(models):
        schema = defs[model]
        if "enum" in schema:
            for value in schema["enum"]:
                out[f"enum {model}.{value}"] = {"wire": encode.get(model, {}).get(value, value)}
            continue
        if model in codec.variants:
            for v in codec.variants[model]:
                fields = {f: ".".join(path) for f, path in v.fields}
                out[f"variant {model}.{v.member}"] = {"tag": v.tag, "fields": fields}
            continue
        for field in schema.get("properties", {}):
            step = steps.get((model, field))
            wire_name = step.wire if step else field
            negated = {"negated": True} if step and step.shape == "negate" else {}
            out[f"field {model}.{field}"] = {"wire": wire_name, **negated}
        if model in codec.tags:
            out[f"tag {model}"] = {"value": codec.tags[model], "key": codec.discriminator}
    return dict(sorted(out.items()))


def _shared(ir: IR) -> dict[str, dict[str, Any]]:
    s = ir.service
    out: dict[str, dict[str, Any]] = {
        "endpoint": {"base_url": s.base_url, "path": s.agent_path, "env": s.base_url_env},
        "auth": {"header": s.auth_header, "prefix": s.auth_prefix, "env": s.api_key_env},
        "stream": {
            "media_type": ir.stream_media_type,
            "error_event": ir.stream_error_event,
            "done": list(ir.streams.done),
            "resume": ir.streams.resume,
        },
        "error-body": dict(ir.wire_errors.body),
        "status-body": dict(ir.wire_errors.status_body),
        "code-body": dict(ir.wire_errors.code_body),
        "jsonrpc": {
            "version": ir.jsonrpc.version,
            **dict(ir.jsonrpc.members),
            **{f"error.{k}": v for k, v in ir.jsonrpc.error_members.items()},
        },
    }
    for p in s.path_params:
        out[f"path-param {p.name}"] = {"pattern": p.pattern}
    for form in ir.cards.forms:
        out[f"card {form.name}"] = {"model": ir.cards.model, "field": ir.cards.field, **form.data()}
    e = ir.errors
    for code, cls in e.by_error_code:
        out[f"error error_code {code}"] = {"class": cls}
    for status, cls in e.by_status:
        out[f"error status {status}"] = {"class": cls}
    for status_class, cls in e.by_status_class:
        out[f"error status {status_class}xx"] = {"class": cls}
    for number, cls in e.by_jsonrpc_code:
        out[f"error jsonrpc {number}"] = {"class": cls}
    return dict(sorted(out.items()))
