"""The service's facts as templates read them: endpoint and auth, errors, the answer layout,
the extension and its checks, the JSON-RPC envelope and streams."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..spec import Spec


def spec_origin() -> Any:
    """A plan's `origin` field: where in the spec it comes from (file:line:col and key), which
    render errors name; no part of the plan's value."""
    return field(default="", compare=False, repr=False)


@dataclass(frozen=True)
class PathParamPlan:
    name: str  # as the agent path spells it ({workspaceId})
    pattern: str
    example: str
    doc: str
    note: str  # why the pattern is a guess ("" when the vendor states it): clients then warn
    env: str | None = None  # the variable the clients and the command line read it from
    origin: str = spec_origin()


@dataclass(frozen=True)
class ServicePlan:
    name: str  # the distribution name
    version: str  # the API's version, which the packages carry
    vendor: str  # the service's maker, as the generated docs and messages name it
    title: str
    doc: str
    python_package: str
    typescript_package: str
    go_module: str
    base_url: str  # the default prefix
    base_url_env: str
    agent_path: str  # appended to the prefix
    path_params: tuple[PathParamPlan, ...]
    auth_header: str
    auth_prefix: str
    api_key_env: str
    auth_doc: str  # what the key needs
    request_id_header: str  # the response header naming a request
    request_id_note: str  # why that header is a guess ("" when the vendor states it)

    @property
    def go_module_path(self) -> str:
        """The path go.mod declares: go_module, with the major version from 2 on."""
        return go_module_at(self.go_module, self.version)

    @property
    def log_env(self) -> str:
        """The environment variable that turns the clients' logging on (MEMORYLAKE_A2A_LOG)."""
        return self.python_package.upper() + "_LOG"


@dataclass(frozen=True)
class ClientPolicyPlan:
    """How the clients retry, wait and ask for the key again; durations in milliseconds."""

    max_retries: int
    initial_backoff_ms: int
    max_backoff_ms: int
    jitter: float  # the share of a wait taken off it at most, at random
    retry_statuses: tuple[tuple[int, int], ...]  # inclusive ranges: "5xx" is (500, 599)
    retry_after_max_ms: int
    timeout_ms: int
    stream_timeout_ms: int
    connect_timeout_ms: int
    key_refresh_status: int
    notes: tuple[str, ...]  # "key: why it is a guess", for each fact the vendor does not state


def client_policy(spec: Spec) -> ClientPolicyPlan:
    p = spec.service.client_policy
    statuses = tuple(
        (s, s) if isinstance(s, int) else (int(s[0]) * 100, int(s[0]) * 100 + 99)
        for s in p.retry_statuses
    )
    return ClientPolicyPlan(
        max_retries=p.max_retries,
        initial_backoff_ms=p.initial_backoff_ms,
        max_backoff_ms=p.max_backoff_ms,
        jitter=p.jitter_percent / 100,
        retry_statuses=statuses,
        retry_after_max_ms=p.retry_after_max_ms,
        timeout_ms=p.timeout_ms,
        stream_timeout_ms=p.stream_timeout_ms,
        connect_timeout_ms=p.connect_timeout_ms,
        key_refresh_status=p.key_refresh_status,
        notes=tuple(
            f"{key}: {note}"
            for key in p.as_dict()
            if (note := spec.note("service", "client_policy", key))
        ),
    )


def go_module_at(module: str, version: str) -> str:
    """A Go module's path at a version: from v2 on, Go requires the major version as the path's
    last element (github.com/owner/name/v2), so that a new major version is a new import path."""
    major = int(version.split(".", 1)[0])
    return f"{module}/v{major}" if major >= 2 else module


@dataclass(frozen=True)
class WireErrorsPlan:
    """How errors look on the wire (the classes they become are generator/error_classes.py's)."""

    body: Mapping[str, str]  # MemoryLake's error body: success, message, code -> field name
    status_body: Mapping[str, str]  # google.rpc.Status: container, code, message, details, reason
    code_body: Mapping[str, str]  # a JSON-RPC error object as the body: code, message, data; or {}
    failed_doc: str  # a failed task is no error: what it is, its state and its error text
    failed_state: str
    failed_text: str

    @property
    def failed_text_path(self) -> tuple[str | int, ...]:
        """Where a failed task's error text is, from the task: names and list indexes."""
        return tuple(
            int(s) if s.isdigit() else s for s in re.findall(r"[^.\[\]]+", self.failed_text)
        )


@dataclass(frozen=True)
class HttpErrorPlan:
    """An error the API names, by its HTTP status and error code."""

    status: int
    code: str


@dataclass(frozen=True)
class StreamRules:
    """When a task's stream is complete, and how a cut one goes on."""

    done: tuple[str, ...]  # canonical TaskState values at which a task's stream is complete
    resume: str | None  # the streaming operation that replays a task's events
    replays_leading_task: bool


@dataclass(frozen=True)
class CardFormPlan:
    """An older A2A version's agent card, and where its interfaces are (dialects.yaml cards)."""

    name: str
    doc: str
    when: str
    main: Mapping[str, str]
    more: str  # "": the form has no other interfaces
    more_fields: Mapping[str, str]
    defaults: Mapping[str, str]
    values: Mapping[str, Mapping[str, str]]

    def data(self) -> dict[str, Any]:
        """What the runtimes read, as plain JSON."""
        return {
            "name": self.name,
            "when": self.when,
            "main": dict(self.main),
            "more": self.more,
            "more_fields": dict(self.more_fields),
            "defaults": dict(self.defaults),
            "values": {k: dict(v) for k, v in self.values.items()},
        }


@dataclass(frozen=True)
class CardsPlan:
    """The agent card's model and its list of interfaces ("" for both when the spec names none),
    and the older cards' forms the clients read into that list."""

    model: str
    field: str
    forms: tuple[CardFormPlan, ...]
    bindings: Mapping[str, str]  # a transport ("rest", "jsonrpc") -> its protocolBinding, if named


@dataclass(frozen=True)
class DataKindPlan:
    kind: str  # data.<kind key> of the part, and the name of the property that reads it
    field: str  # where its items are
    items: str  # a model, or "string"
    origin: str = spec_origin()


@dataclass(frozen=True)
class ToolPlan:
    role: str  # "call" or "result"
    kind: str  # the part's metadata.<tool key>
    model: str
    origin: str = spec_origin()


@dataclass(frozen=True)
class AnswerPlan:
    artifact_name: str
    data_kind_key: str
    data_kinds: tuple[DataKindPlan, ...]
    tool_key: str
    tools: tuple[ToolPlan, ...]
    thought_key: str
    file_fields: tuple[str, ...]

    @property
    def models(self) -> tuple[str, ...]:
        """The models the answer properties read, besides the canonical ones."""
        items = [k.items for k in self.data_kinds if k.items != "string"]
        return tuple(sorted({*items, *(t.model for t in self.tools)}))


@dataclass(frozen=True)
class RulePlan:
    parts_at: tuple[str, ...]  # where the message's parts are, in the canonical send request
    when_part_has: tuple[str, ...]
    require: str
    message: str
    origin: str = spec_origin()
    guess: str = ""  # why the rule is a guess ("" when stated): the clients then only warn


@dataclass(frozen=True)
class ExtensionPlan:
    namespace: str
    location: tuple[str, ...]  # the path of the object that holds it in the send request
    model: str
    rules: tuple[RulePlan, ...]
    defs: dict[str, Any]  # its JSON Schema $defs, guesses said in their descriptions
    checks: dict[str, dict[str, Any]]  # the $defs, reduced to what the checks read
    missing_error: HttpErrorPlan | None  # what a send without it gets, when the spec says
    missing: str  # the clients' message for a send without it

    @property
    def names(self) -> tuple[str, ...]:
        """Its models' names: what templates read of defs (they read no JSON Schema)."""
        return tuple(self.defs)

    @property
    def where(self) -> str:
        """metadata.memorylake"""
        return ".".join((*self.location, self.namespace))


@dataclass(frozen=True)
class JsonRpcPlan:
    version: str
    members: Mapping[str, str]  # jsonrpc, id, method, params, result, error -> member name
    error_members: Mapping[str, str]  # code, message, data -> member name


@dataclass(frozen=True)
class ModelsPlan:
    defs: dict[str, Any]  # the canonical models' JSON Schema $defs, guesses said in descriptions
    label: str  # the file they come from, as messages name it

    @property
    def names(self) -> tuple[str, ...]:
        """The models' names: what templates read of defs (they read no JSON Schema)."""
        return tuple(self.defs)


@dataclass(frozen=True)
class SourcePlan:
    label: str  # "spec/service.yaml", as messages name it
    file: str  # "service.yaml"
    digest: str  # sha256 of its text


def service(spec: Spec) -> ServicePlan:
    svc = spec.service
    return ServicePlan(
        name=svc.name,
        version=svc.version,
        vendor=svc.vendor,
        title=svc.title,
        doc=svc.doc,
        python_package=svc.packages.python,
        typescript_package=svc.packages.typescript,
        go_module=svc.packages.go,
        base_url=svc.base_url.default,
        base_url_env=svc.base_url.env,
        agent_path=svc.base_url.path,
        path_params=tuple(
            PathParamPlan(
                name,
                p.pattern,
                p.example,
                p.doc,
                spec.note("service", "base_url", "params", name, "pattern"),
                p.env,
                spec.origin("service", "base_url", "params", name),
            )
            for name, p in svc.base_url.params.items()
        ),
        auth_header=svc.auth.header,
        auth_prefix=svc.auth.prefix,
        api_key_env=svc.auth.env,
        auth_doc=svc.auth.doc,
        request_id_header=svc.request_id_header,
        request_id_note=spec.note("service", "request_id_header"),
    )


def wire_errors(spec: Spec) -> WireErrorsPlan:
    e = spec.service.errors
    return WireErrorsPlan(
        body=e.body.as_dict(),
        status_body=e.status_body.as_dict(),
        code_body=e.code_body.as_dict() if e.code_body else {},
        failed_doc=e.failed_task.doc,
        failed_state=e.failed_task.state,
        failed_text=e.failed_task.text,
    )


def streams(spec: Spec) -> StreamRules:
    stream = spec.dialects.stream
    return StreamRules(
        stream.done_states,
        stream.resume.operation if stream.resume else None,
        stream.resume.replays_leading_task if stream.resume else False,
    )


def cards(spec: Spec) -> CardsPlan:
    c, t = spec.dialects.cards, spec.dialects.transports
    bindings = {k: b for k, b in (("rest", t.rest.binding), ("jsonrpc", t.jsonrpc.binding)) if b}
    if c is None:
        return CardsPlan("", "", (), bindings)
    forms = tuple(
        CardFormPlan(
            name,
            f.doc,
            f.when,
            dict(f.main),
            f.more or "",
            dict(f.more_fields),
            dict(f.defaults),
            {k: dict(v) for k, v in f.values.items()},
        )
        for name, f in c.forms.items()
    )
    return CardsPlan(c.model, c.field, forms, bindings)


def answer(spec: Spec) -> AnswerPlan:
    a = spec.service.answer
    tools = a.tool_calls
    return AnswerPlan(
        artifact_name=a.artifact_name,
        data_kind_key=a.data_kind_key,
        data_kinds=tuple(
            DataKindPlan(k, d.field, d.items, spec.origin("service", "answer", "data_kinds", k))
            for k, d in a.data_kinds.items()
        ),
        tool_key=tools.metadata_key,
        tools=tuple(
            ToolPlan(role, t.kind, t.model, spec.origin("service", "answer", "tool_calls", role))
            for role, t in (("call", tools.call), ("result", tools.result))
            if t is not None
        ),
        thought_key=a.thought_key,
        file_fields=a.file_fields,
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


def check_schema(schema: dict[str, Any], vendor: str) -> dict[str, Any]:
    """The part of a JSON Schema that the generated checks read, and x-order: the order the spec
    declares the properties in, which the checks walk an object's keys in (a Go map has none)."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "properties":
            value = {name: check_schema(s, vendor) for name, s in value.items()}
            out["x-order"] = list(value)
        elif key == "items":
            value = check_schema(value, vendor)
        elif key == "x-unconfirmed":
            # why the name (or the pattern) is a guess: a guessed pattern only warns, with it
            value = f"Not confirmed by {vendor}'s documentation: {str(value).rstrip('.')}."
        elif key not in CHECK_KEYS:
            continue
        out[key] = value
    return out


def with_note(doc: str, note: str) -> str:
    return f"{doc} {note}" if note else doc


def documented(spec: Spec, defs: dict[str, Any]) -> dict[str, Any]:
    """The $defs with every x-unconfirmed schema's description saying it is a guess (an array's
    says its items' too), and without a guessed pattern: the models take any value, and the
    checks only warn."""

    def note(schema: Any) -> str:
        reason = schema.get("x-unconfirmed") if isinstance(schema, dict) else None
        if not isinstance(reason, str):
            return ""
        return f"Not confirmed by {spec.service.vendor}'s documentation: {reason.rstrip('.')}."

    def walk(schema: Any) -> Any:
        if isinstance(schema, list):
            return [walk(v) for v in schema]
        if not isinstance(schema, dict):
            return schema
        out = {k: walk(v) for k, v in schema.items() if not (k == "pattern" and note(schema))}
        guesses = " ".join(filter(None, (note(schema), note(schema.get("items")))))
        if guesses:
            out["description"] = with_note(str(schema.get("description", "")), guesses).strip()
        return out

    return {name: walk(s) for name, s in defs.items()}


def _noted_rules(spec: Spec, defs: dict[str, Any]) -> dict[str, Any]:
    """The extension's $defs with the field a guessed rule requires saying why it is a guess."""
    x = spec.extension
    fields = defs[x.model].get("properties", {})
    for i, rule in enumerate(x.rules):
        guess = spec.note("extension", "rules", i)
        if guess and rule.require in fields:
            field = fields[rule.require]
            field["description"] = with_note(str(field.get("description", "")), guess).strip()
    return defs


def extension(spec: Spec) -> ExtensionPlan:
    x = spec.extension
    missing = next((e for e in spec.service.errors.http if e.code == x.missing_error), None)
    return ExtensionPlan(
        namespace=x.namespace,
        location=tuple(x.location.split(".")),
        model=x.model,
        rules=tuple(
            RulePlan(
                tuple(r.parts_at.split(".")),
                r.when_part_has,
                r.require,
                r.message,
                spec.origin("extension", "rules", i),
                spec.note("extension", "rules", i),
            )
            for i, r in enumerate(x.rules)
        ),
        defs=_noted_rules(spec, documented(spec, x.defs)),
        checks={name: check_schema(s, spec.service.vendor) for name, s in x.defs.items()},
        missing_error=HttpErrorPlan(missing.status, missing.code) if missing else None,
        missing="is required"
        + (
            f" (without it {spec.service.vendor} answers {missing.status} {missing.code})"
            if missing
            else ""
        )
        + (f"; {x.missing_hint}" if x.missing_hint else ""),
    )


def jsonrpc(spec: Spec) -> JsonRpcPlan:
    t = spec.dialects.transports.jsonrpc
    return JsonRpcPlan(t.version, t.members.as_dict(), t.error_members.as_dict())


def sources(spec: Spec) -> dict[str, SourcePlan]:
    return {
        name: SourcePlan(s.label, s.path.name, spec.digest(name))
        for name, s in spec.sources.items()
    }
