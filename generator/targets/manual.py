"""What every package's manual (README.md) and API reference (api.md, Go doc) show, as plain
values the three targets' templates render: the operations each example calls, told from their
shape; the extension's fields and rules; the errors each operation raises on each dialect (the
IR's tables, so that the reference and the behaviour cannot drift); and the spec's guesses."""

from __future__ import annotations

from typing import Any

from ..ir import IR, OperationPlan
from .testkit import fake_tables


def examples(ir: IR) -> dict[str, Any]:
    """The operations the examples call, each told from its shape as the test kit tells it (None
    when the spec has none): a send and the key of the task in its result, a stream and the key
    of its status updates, a get, a cancel, a subscription, the agent card, the class of an
    unknown task (by meaning) and of a refused one, and the states a task ends in."""
    ops = [op for op in ir.operations if op.positional]

    def key(op: OperationPlan | None, model: str) -> str | None:
        members = dict((m, k) for k, m in op.union.members) if op and op.union else {}
        return members.get(model)

    send = next((op for op in ops if op.extension and not op.streaming), None)
    stream = next((op for op in ops if op.extension and op.streaming), None)
    by_task = [op for op in ops if not op.extension and op.request]
    missing = dict(ir.errors.by_status).get(404)
    shared = next((c.shared for c in ir.errors.status if c.name == missing), None)
    states = fake_tables(ir)["states"]
    return {
        "send": send if send and (key(send, "Task") or send.result == "Task") else None,
        "task_key": key(send, "Task"),
        "stream": stream if key(stream, "StatusUpdate") else None,
        "update_key": key(stream, "StatusUpdate"),
        "artifact_key": key(stream, "ArtifactUpdate"),
        "get": next((op for op in by_task if op.idempotent and not op.streaming), None),
        "cancel": next((op for op in by_task if not op.idempotent and not op.streaming), None),
        "subscribe": next((op for op in by_task if op.streaming), None),
        "card": next((op for op in ir.operations if not op.request), None),
        "not_found": shared,
        "completed": states.get("COMPLETED"),
        "failed": states.get("FAILED"),
    }


def extension_fields(ir: IR) -> list[tuple[str, str]]:
    """The extension's top-level fields and what each does (its description, or its model's)."""
    defs = ir.extension.defs
    fields = defs[ir.extension.model].get("properties", {})
    return [
        (name, " ".join(str(p.get("description") or _ref(defs, p)).split()))
        for name, p in fields.items()
    ]


def retry_statuses(ir: IR) -> str:
    """The statuses the spec's client policy retries, as people write them: 429, 5xx."""
    return ", ".join(
        (
            str(lo)
            if lo == hi
            else f"{lo // 100}xx" if lo % 100 == 0 and hi == lo + 99 else f"{lo}-{hi}"
        )
        for lo, hi in ir.policy.retry_statuses
    )


def misspelled(ir: IR) -> str:
    """The extension's first field with its last letter's case swapped: a key the checks refuse."""
    fields: list[str] = list(ir.extension.defs[ir.extension.model].get("properties", {}))
    if not fields:
        return "unknownKey"
    first = fields[0]
    return first[:-1] + first[-1].swapcase() if first[-1].isalpha() else first + "x"


def _ref(defs: dict[str, Any], prop: dict[str, Any]) -> str:
    target = str(prop.get("$ref", "")).rsplit("/", 1)[-1]
    return str(defs.get(target, {}).get("description", ""))


def error_rows(ir: IR, op: OperationPlan) -> list[tuple[str, Any]]:
    """Per dialect (its name), the error classes `op` raises there."""
    return [(d.name, ir.raises(op, d)) for d in ir.dialects]


def context(ir: IR) -> dict[str, Any]:
    """The values every manual template reads."""
    return {
        "ex": examples(ir),
        "extension_fields": extension_fields(ir),
        "misspelled": misspelled(ir),
        "retry_statuses": retry_statuses(ir),
        "error_rows": lambda op: error_rows(ir, op),
        "error_docs": {
            **{c.name: c.doc for c in (*ir.errors.status, *ir.errors.jsonrpc)},
            **{s.name: s.doc for s in ir.errors.shared},
        },
    }
