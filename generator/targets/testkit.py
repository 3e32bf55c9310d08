"""What the test kit's fake of the API (the Python package's ``testing.py``, the TypeScript
package's ``testing.ts``) needs from the IR, as plain tables both targets render: each
operation's shape, each dialect's routes and envelopes, how the API's errors are answered, the
enum values the fake's tasks pass through, and the answer layout."""

from __future__ import annotations

from typing import Any

from ..ir import IR


def fake_tables(ir: IR) -> dict[str, Any]:
    errors = ir.errors
    not_found = dict(errors.by_status).get(404)  # HTTP's "not found": an unknown task
    shared = next((c.shared for c in errors.status if c.name == not_found), None)
    rpc_not_found = next((c.name for c in errors.jsonrpc if shared and c.shared == shared), None)
    answers = {name: (status, code) for name, status, code in errors.answers}
    return {
        "operations": {
            op.name: (
                op.request,
                op.union.members if op.union else ((None, op.result),),
                op.streaming,
                op.idempotent,
                op.extension,
                op.positional.fills[0] if op.positional and not op.extension else None,
            )
            for op in ir.operations
        },
        "resume": ir.streams.resume,
        "dialects": {
            d.name: (
                f"{d.package}.{d.transport}",
                d.jsonrpc is not None,
                d.codec.discriminator,
                d.stream_end,
                {b.op.name: (b.http, b.path, b.method) for b in d.bindings},
            )
            for d in ir.dialects
        },
        "http_errors": answers,
        "not_found": (
            404,
            answers.get(not_found or "", (404, None))[1],
            dict((n, c) for c, n in errors.by_jsonrpc_code).get(rpc_not_found or ""),
        ),
        "card": _card(ir),
        "card_field": ir.cards.field,
        "card_interfaces": [
            {
                # after the agent's URL: JSON-RPC's one path, REST's routes' common base
                "url": next((b.path for b in d.bindings if b.method), ""),
                "protocolBinding": ir.cards.bindings[d.transport],
                "protocolVersion": d.version,
            }
            for d in ir.dialects
            if d.transport in ir.cards.bindings
        ],
        "states": _members(ir, "TaskState"),
        "roles": _members(ir, "Role"),
        "answer": {
            "artifact_name": ir.answer.artifact_name,
            "data_kind_key": ir.answer.data_kind_key,
            "data_kinds": {k.kind: k.field for k in ir.answer.data_kinds},
            "failed_state": ir.wire_errors.failed_state,
            "failed_text": ir.wire_errors.failed_text_path,
        },
    }


def _card(ir: IR) -> dict[str, Any]:
    """The fake's own agent card, with the fields A2A v1.0 requires (card_interfaces adds its
    interfaces, at the URL it is reached at)."""
    return {
        "name": "fake agent",
        "description": f"The test kit's in-process fake of {ir.service.title}.",
        "version": ir.service.version,
        "capabilities": {"streaming": any(op.streaming for op in ir.operations)},
        "defaultInputModes": ["text/plain"],
        "defaultOutputModes": ["text/plain"],
        "skills": [],
    }


def _members(ir: IR, enum: str) -> dict[str, str]:
    """An enum's member names (x-enum-varnames, else its values) -> values."""
    schema = ir.models.defs[enum]
    return dict(zip(schema.get("x-enum-varnames", schema["enum"]), schema["enum"], strict=True))
