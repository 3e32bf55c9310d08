"""The spec format: one frozen model per file of spec/. Loading validates against these models
(unknown keys and wrong types are errors); checks.py adds the rules that span files."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- service.yaml ---------------------------------------------------------------------------


class PathParam(Strict):
    pattern: str
    example: str
    doc: str
    env: str | None = None  # the variable the command line reads it from, when no flag gives it


class BaseUrl(Strict):
    default: str
    env: str
    path: str
    params: dict[str, PathParam]


class Auth(Strict):
    """A bearer token: the key is sent in `header`, after `prefix`."""

    header: str
    prefix: str
    env: str
    permission: str


class Binding(Strict):
    """A REST route (http + path) or a JSON-RPC method; which one the dialect's transport says."""

    http: Literal["GET", "POST"] | None = None
    path: str | None = None
    query: tuple[str, ...] = ()
    body: Literal["request"] | None = None
    method: str | None = None
    unsupported: bool = False  # written as the bare word `unsupported`

    @model_validator(mode="before")
    @classmethod
    def _word(cls, data: Any) -> Any:
        return {"unsupported": True} if data == "unsupported" else data


class Argument(Strict):
    """A client argument of an operation: the request field it fills, and what leaving it out means."""

    fills: str  # dotted path in the canonical request (message.contextId), or "extension"
    doc: str
    positional: bool = False  # the operation's one positional argument (the message, a task ID)
    default: Any = None  # sent when the caller passes nothing; null: nothing is sent
    # What leaving it out means on every dialect ("all"): sent only to the dialects whose server
    # assumes otherwise (a dialect's `defaults`), as the field's `maximum` for "all".
    unset: Any = None
    example: Any = None  # a value the docs show


class Operation(Strict):
    doc: str
    arguments: dict[str, Argument] = {}  # the client's arguments, in signature order
    request: str | None = None
    result: str
    streaming: bool = False
    idempotent: bool
    extension: Literal["required"] | None = None
    binding: Binding | None = None  # the same in every dialect
    command: str | None = None  # its subcommand on the generated package's command line


class ErrorBody(Strict):
    success: str
    message: str
    code: str


class StatusBody(Strict):
    container: str
    code: str  # the HTTP status, repeated in the body (an error frame inside a stream has no other)
    message: str
    details: str
    reason: str


class HttpError(Strict):
    status: int
    code: str
    name: str
    doc: str


class RpcError(Strict):
    code: int
    name: str
    doc: str


class Meaning(Strict):
    """An error class by meaning: the HTTP statuses ("5xx": 500 to 599) and JSON-RPC codes it catches."""

    name: str
    http: tuple[int | Annotated[str, StringConstraints(pattern=r"^[1-5]xx$")], ...] = ()
    jsonrpc: tuple[int, ...] = ()
    doc: str


class FailedTask(Strict):
    http_status: int
    state: str
    text: str


class Errors(Strict):
    body: ErrorBody
    status_body: StatusBody
    meanings: tuple[Meaning, ...] = ()
    http: tuple[HttpError, ...]
    jsonrpc: tuple[RpcError, ...]
    failed_task: FailedTask


class DataKind(Strict):
    """A data part whose data.<kind key> is this kind: its items are under field."""

    field: str
    items: str  # a model of models.yaml, or "string"


class ToolKind(Strict):
    kind: str  # the part's metadata.<metadata_key>
    model: str  # its data, as a model of models.yaml


class ToolCalls(Strict):
    metadata_key: str
    call: ToolKind | None = None
    result: ToolKind | None = None


class Answer(Strict):
    artifact_name: str
    data_kind_key: str
    data_kinds: dict[str, DataKind]
    tool_calls: ToolCalls
    thought_key: str
    file_fields: tuple[str, ...] = Field(min_length=1)  # the first one marks a file part


class Packages(Strict):
    python: str
    typescript: str
    go: str  # the Go module path


class Service(Strict):
    name: str
    # The API description's version (semantic versioning): the generated packages carry it, and
    # `a2a-codegen diff` says which part a change must bump.
    version: Annotated[
        str, StringConstraints(pattern=r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")
    ]
    vendor: str  # the service's maker, as the generated docs and messages name it
    title: str
    doc: str
    packages: Packages
    base_url: BaseUrl
    auth: Auth
    request_id_header: str  # the response header naming a request (errors and raw responses)
    operations: dict[str, Operation]
    errors: Errors
    answer: Answer


# --- dialects.yaml --------------------------------------------------------------------------


class RestTransport(Strict):
    body_headers: dict[str, str]


class JsonRpcMembers(Strict):
    jsonrpc: str
    id: str
    method: str
    params: str
    result: str
    error: str


class JsonRpcErrorMembers(Strict):
    code: str
    message: str
    data: str


# JSON-RPC over HTTP posts every request (its body is the JSON-RPC envelope): a fact of the
# format, not of one API, so the spec does not say it.
JSONRPC_HTTP: Literal["POST"] = "POST"


class JsonRpcTransport(Strict):
    body_headers: dict[str, str]
    path: str
    version: str
    members: JsonRpcMembers
    error_members: JsonRpcErrorMembers


class Transports(Strict):
    rest: RestTransport
    jsonrpc: JsonRpcTransport


class Resume(Strict):
    operation: str  # the streaming operation that replays a task's events
    replays_leading_task: bool  # whether its replay starts with the task event a send starts with


class Stream(Strict):
    media_type: str
    headers: dict[str, str]
    error_event: str  # the SSE event type of a frame that carries an error instead of an event
    terminal_states: tuple[str, ...] = ()  # a task stream is complete at one of these ...
    interrupted_states: tuple[str, ...] = ()  # ... or one of these
    resume: Resume | None = None  # how a cut stream goes on; without it, a cut raises


class Rename(Strict):
    name: str
    negate: bool = False


class Variant(Strict):
    tag: str | None = None
    fields: dict[str, str]
    objects: tuple[str, ...] = ()  # fields this wire carries only as JSON objects


class Codec(Strict):
    doc: str
    discriminator: str | None = None
    tags: dict[str, str] = {}
    enums: dict[str, dict[str, str]] = {}
    fields: dict[str, dict[str, str | Rename]] = {}
    variants: dict[str, dict[str, Variant]] = {}  # per x-oneof model, per member


class Defaults(Strict):
    returnImmediately: bool
    historyLength: int | Literal["all"]


class StreamEnd(Strict):
    """The stream ends when the server closes it (written `close`), or after an event whose
    field equals a value (and then the server closes it too)."""

    field: str | None = None
    equals: Any = None

    @model_validator(mode="before")
    @classmethod
    def _word(cls, data: Any) -> Any:
        return {} if data == "close" else data


class Dialect(Strict):
    version: str
    codec: str
    headers: dict[str, str] = {}
    defaults: Defaults
    stream_end: StreamEnd
    bindings: dict[str, Binding]

    @property
    def transport(self) -> Literal["rest", "jsonrpc"]:
        """What its bindings are: JSON-RPC methods, or REST routes (validate refuses a mix)."""
        return "jsonrpc" if any(b.method is not None for b in self.bindings.values()) else "rest"


class Dialects(Strict):
    transports: Transports
    stream: Stream
    codecs: dict[str, Codec]
    dialects: dict[str, Dialect]


# --- models.yaml and extension.yaml ---------------------------------------------------------

Schema = dict[str, Any]  # a JSON Schema; checks.py checks the parts the generator relies on


class Models(Strict):
    defs: dict[str, Schema] = Field(alias="$defs")


class Rule(Strict):
    id: str
    parts_at: str  # dotted path to the message's parts in the canonical send request
    when_part_has: tuple[str, ...]
    require: str
    message: str


class Extension(Strict):
    namespace: str
    location: str  # dotted path, in the canonical send request, of the object holding the namespace
    required: bool
    missing_error: str | None = None  # the errors.http code a send without it gets
    model: str
    rules: tuple[Rule, ...] = ()
    defs: dict[str, Schema] = Field(alias="$defs")


# The files of a spec directory and the model each one follows.
FILES: dict[str, type[Strict]] = {
    "service": Service,
    "dialects": Dialects,
    "models": Models,
    "extension": Extension,
}
