"""service.yaml and extension.yaml: operations, base URL, error classes, answer and extension
name models, fields, enum values and error codes that exist."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial

from ...errors import Problem, did_you_mean, quote
from ...schema_refs import ref
from ..loaded import Spec
from ..plain import HttpError, Meaning, Operation, RpcError
from ..yaml_source import Path_
from .canonical import TASK_STATE
from .common import IDENT, enum_values, model_ref, properties
from .names import RESERVED

TEXT_PATH = re.compile(r"^[A-Za-z_]\w*(\[\d+\])*(\.[A-Za-z_]\w*(\[\d+\])*)*$")  # in a task


def check(spec: Spec) -> Iterator[Problem]:
    for name, op in spec.service.operations.items():
        yield from _operation(spec, name, op)
    base_url = spec.service.base_url
    for param in base_url.params:
        if "{" + param + "}" not in base_url.path:
            message = f"{{{param}}} is not in base_url.path"
            yield spec.problem("service", ("base_url", "params", param), message, key=True)
    yield from _error_names(spec)
    yield from _meanings(spec)
    yield from _failed_task(spec)
    yield from _answer(spec)
    yield from _client_policy(spec)


def _operation(spec: Spec, name: str, op: Operation) -> Iterator[Problem]:
    at = partial(spec.problem, "service")
    if not IDENT.match(name):
        yield at(
            ("operations", name), f"operation name {quote(name)} is not an identifier", key=True
        )
    yield from model_ref(spec, "service", ("operations", name, "request"), op.request)
    yield from model_ref(spec, "service", ("operations", name, "result"), op.result)
    result = spec.models.defs.get(op.result, {})
    if op.streaming and op.result in spec.models.defs and "x-oneof" not in result:
        message = f"{op.result} is a stream's event: it must be an x-oneof model"
        hint = "a union of the event models, such as StreamResponse"
        yield at(("operations", name, "result"), message, hint)
    for member in result.get("x-oneof", []):
        if "properties" not in spec.models.defs.get(ref(result["properties"][member]), {}):
            yield spec.problem(
                "models",
                ("$defs", op.result, "properties", member),
                f"{op.result} is the result of {name}: its member {quote(member)} must be a"
                " $ref to an object model",
            )
    if op.binding is not None and (op.binding.http is None or op.binding.path is None):
        yield at(("operations", name, "binding"), "a shared binding needs http and path")


def _error_names(spec: Spec) -> Iterator[Problem]:
    """Error classes are named by identifiers, each once."""
    errors = spec.service.errors
    seen: set[str] = set()
    kinds: list[tuple[str, tuple[Meaning | HttpError | RpcError, ...]]] = [
        ("meanings", errors.meanings),
        ("http", errors.http),
        ("jsonrpc", errors.jsonrpc),
    ]
    for kind, classes in kinds:
        for i, err in enumerate(classes):
            path: Path_ = ("errors", kind, i, "name")
            if not IDENT.match(err.name):
                yield spec.problem(
                    "service", path, f"error name {quote(err.name)} is not an identifier"
                )
            if err.name in seen:
                yield spec.problem("service", path, f"error name {quote(err.name)} is used twice")
            seen.add(err.name)


def _meanings(spec: Spec) -> Iterator[Problem]:
    """A meaning catches something; a wire form has at most one meaning; a meaning JSON-RPC
    codes carry too is a base of classes, so each of its statuses and codes needs its own class
    in errors.http / .jsonrpc."""
    at = partial(spec.problem, "service")
    errors = spec.service.errors
    owner: dict[tuple[str, int | str], str] = {}
    for i, m in enumerate(errors.meanings):
        base: Path_ = ("errors", "meanings", i)
        if not m.http and not m.jsonrpc:
            yield at(
                base, f"{m.name} catches nothing", "give it http statuses, jsonrpc codes, or both"
            )
        forms: list[tuple[str, tuple[int | str, ...]]] = [("http", m.http), ("jsonrpc", m.jsonrpc)]
        for kind, values in forms:
            for j, form in enumerate(values):
                if (kind, form) in owner:
                    yield at(base + (kind, j), f"{form} already means {owner[kind, form]}")
                owner[kind, form] = m.name
        for j, status in enumerate(m.http if m.jsonrpc else ()):
            if status not in {e.status for e in errors.http}:
                yield at(
                    base + ("http", j),
                    f"{m.name} is shared with JSON-RPC, so HTTP {status} needs its own class in errors.http",
                )
        for j, code in enumerate(m.jsonrpc):
            if code not in {e.code for e in errors.jsonrpc}:
                yield at(base + ("jsonrpc", j), f"{code} is not a code of errors.jsonrpc")


def _failed_task(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "service")
    failed = spec.service.errors.failed_task
    if not TEXT_PATH.match(failed.text):
        hint = "write names and list indexes, such as status.message.parts[0].text"
        yield at(
            ("errors", "failed_task", "text"), f"{quote(failed.text)} is not a path in a task", hint
        )
    states = enum_values(spec).get(TASK_STATE, [])
    if failed.state not in states:
        message = f"{quote(failed.state)} is not a value of {TASK_STATE} in models.yaml"
        yield at(("errors", "failed_task", "state"), message, did_you_mean(failed.state, states))


def _client_policy(spec: Spec) -> Iterator[Problem]:
    """Counts and durations that a runtime can use: none negative, the backoff growing to its
    maximum, a jitter that is a share, statuses that are HTTP's error statuses."""
    at = partial(spec.problem, "service")
    policy = spec.service.client_policy
    for name, value in policy.as_dict().items():
        if isinstance(value, int) and value < 0:
            yield at(("client_policy", name), f"{name} must be 0 or more, not {value}")
    if policy.initial_backoff_ms > policy.max_backoff_ms:
        yield at(
            ("client_policy", "initial_backoff_ms"), "initial_backoff_ms exceeds max_backoff_ms"
        )
    if policy.jitter_percent > 100:
        yield at(("client_policy", "jitter_percent"), "jitter_percent is a share: 0 to 100")
    for i, status in enumerate(policy.retry_statuses):
        if isinstance(status, int) and not 400 <= status <= 599:
            message = f"{status} is not an HTTP error status (400 to 599)"
            yield at(("client_policy", "retry_statuses", i), message, 'write "5xx" for 500 to 599')
        elif isinstance(status, str) and status[0] not in "45":
            yield at(("client_policy", "retry_statuses", i), f"{status} are not error statuses")
    if not 400 <= policy.key_refresh_status <= 499:
        message = f"{policy.key_refresh_status} is not an HTTP client error status (400 to 499)"
        yield at(("client_policy", "key_refresh_status"), message)


def _answer(spec: Spec) -> Iterator[Problem]:
    """The answer's data kinds and tool calls name models, its file fields fields of Part."""
    answer = spec.service.answer
    for kind, entry in answer.data_kinds.items():
        if not IDENT.match(kind) or kind in RESERVED:
            message = f"data kind {quote(kind)} is not an identifier: it names the answers' readers"
            yield spec.problem("service", ("answer", "data_kinds", kind), message, key=True)
        if entry.items != "string":
            path: Path_ = ("answer", "data_kinds", kind, "items")
            yield from model_ref(spec, "service", path, entry.items)
    part = properties(spec, "Part")
    for i, name in enumerate(answer.file_fields):
        if name not in part:
            hint = did_you_mean(name, part)
            yield spec.problem(
                "service", ("answer", "file_fields", i), f"Part has no field {quote(name)}", hint
            )
    for role in ("call", "result"):
        tool = getattr(answer.tool_calls, role)
        if tool is not None:
            path = ("answer", "tool_calls", role, "model")
            yield from model_ref(spec, "service", path, tool.model)


def extension(spec: Spec) -> Iterator[Problem]:
    """The extension's namespace names an argument, its missing error is an error code, its
    rules name fields of its model and members of the parts."""
    at = partial(spec.problem, "extension")
    ext = spec.extension
    if not IDENT.match(ext.namespace) or ext.namespace in RESERVED:
        message = f"{quote(ext.namespace)} is not an identifier: it names the clients' argument"
        yield at(("namespace",), message, "write a name such as memorylake")
    codes = [e.code for e in spec.service.errors.http]
    if ext.missing_error is not None and ext.missing_error not in codes:
        message = f"{quote(ext.missing_error)} is not an error code of service.yaml's errors.http"
        yield at(("missing_error",), message, did_you_mean(ext.missing_error, codes))
    if ext.model not in ext.defs:
        yield at(("model",), f"unknown model {quote(ext.model)}", did_you_mean(ext.model, ext.defs))
        return
    props = ext.defs[ext.model].get("properties", {})
    members = {m for s in spec.models.defs.values() for m in s.get("x-oneof", [])}
    for i, rule in enumerate(ext.rules):
        if rule.require not in props:
            message = f"{ext.model} has no field {quote(rule.require)}"
            yield at(("rules", i, "require"), message, did_you_mean(rule.require, props))
        for j, member in enumerate(rule.when_part_has):
            if member not in members:
                message = f"{quote(member)} is not a part member"
                yield at(("rules", i, "when_part_has", j), message, did_you_mean(member, members))
