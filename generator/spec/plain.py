"""The spec format: one frozen class per file of spec/, declared here as plain classes, which is
what a loaded spec holds. Reading a file's data into them is strict: a value of exactly the
declared type (a list for a tuple), known keys, every required key. Data that does not fit so
(a mistake, or a value pydantic would convert, such as "5" for an int) is left to format.py's
pydantic models, derived from these classes, so that every error message is pydantic's and every
spec that loads holds the values pydantic gives. A valid spec loads without importing pydantic.
checks.py adds the rules that span files."""

# No `from __future__ import annotations`: reading a spec walks the annotations as objects.

import re
from collections.abc import Callable
from types import UnionType
from typing import Annotated, Any, ClassVar, Literal, Union, get_args, get_origin


class Doubt(Exception):
    """The data does not fit exactly: pydantic decides (format.py)."""


class Pattern:
    """A str field's regular expression (pydantic's StringConstraints(pattern=...))."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern


class MinLength:
    """A field's minimum length (pydantic's Field(min_length=...))."""

    def __init__(self, length: int) -> None:
        self.length = length


class Alias:
    """The key a field is written as in the YAML (pydantic's Field(alias=...))."""

    def __init__(self, key: str) -> None:
        self.key = key


class Field:
    """A declared field: its name, its key in the YAML, its type, and its default (REQUIRED)."""

    def __init__(self, name: str, annotation: Any, default: Any) -> None:
        self.name = name
        self.annotation = annotation
        self.default = default
        meta = getattr(annotation, "__metadata__", ())
        self.key = next((m.key for m in meta if isinstance(m, Alias)), name)
        self._read: Callable[[Any], Any] | None = None

    def read(self, value: Any) -> Any:
        if self._read is None:
            self._read = _reader(self.annotation)
        return self._read(value)


REQUIRED = object()


class Strict:
    """Frozen, no keys but the declared ones; WORDS: bare words that stand for a mapping."""

    FIELDS: ClassVar[dict[str, Field]] = {}
    WORDS: ClassVar[dict[str, dict[str, Any]]] = {}
    _keys: ClassVar[dict[str, Field]] = {}

    def __init_subclass__(cls) -> None:
        cls.FIELDS = {
            name: Field(name, annotation, cls.__dict__.get(name, REQUIRED))
            for name, annotation in cls.__dict__.get("__annotations__", {}).items()
            if get_origin(annotation) is not ClassVar
        }
        cls._keys = {f.key: f for f in cls.FIELDS.values()}

    @classmethod
    def read(cls, data: Any) -> Any:
        """An instance holding data, or Doubt."""
        if type(data) is str and data in cls.WORDS:
            data = cls.WORDS[data]
        if type(data) is not dict:
            raise Doubt
        values = {}
        for key, value in data.items():
            field = cls._keys.get(key)
            if field is None:
                raise Doubt
            values[field.name] = field.read(value)
        for name, field in cls.FIELDS.items():
            if name not in values:
                if field.default is REQUIRED:
                    raise Doubt
                values[name] = (
                    field.default.copy() if type(field.default) is dict else field.default
                )
        self = object.__new__(cls)
        self.__dict__.update(values)
        return self

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *self.__dict__.values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"

    def as_dict(self) -> dict[str, Any]:
        """The fields' values, by name (a nested instance as its own dict)."""
        return {k: _plain(v) for k, v in self.__dict__.items()}


def _plain(value: Any) -> Any:
    if isinstance(value, Strict):
        return value.as_dict()
    if type(value) is dict:
        return {k: _plain(v) for k, v in value.items()}
    if type(value) is tuple:
        return tuple(_plain(v) for v in value)
    return value


def _reader(tp: Any) -> Callable[[Any], Any]:
    """A function that gives a value of type tp read from data, or raises Doubt."""
    if tp is Any:
        return lambda value: value
    if tp in (str, int, bool, type(None)):
        return lambda value: value if type(value) is tp else _doubt()
    if isinstance(tp, type) and issubclass(tp, Strict):
        return tp.read
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        return _annotated(_reader(args[0]), tp.__metadata__)
    if origin is Literal:
        return lambda value: (
            value if any(type(value) is type(a) and value == a for a in args) else _doubt()
        )
    if origin in (Union, UnionType):
        return _union([_reader(a) for a in args])
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = _reader(args[0])
        return lambda value: tuple(map(item, value)) if type(value) in (list, tuple) else _doubt()
    if origin is dict and args[0] is str:
        return _mapping(_reader(args[1]))
    raise TypeError(f"the spec format has no reader for {tp!r}")


def _annotated(inner: Callable[[Any], Any], meta: tuple[Any, ...]) -> Callable[[Any], Any]:
    checks: list[Callable[..., bool]] = []
    for m in meta:
        if isinstance(m, Pattern):
            # pydantic's regex engine and re agree on the format's patterns, but not on "$"
            # before a final newline: a value with a newline is pydantic's to judge.
            pattern = re.compile(m.pattern)
            checks.append(lambda v, p=pattern: "\n" not in v and p.search(v) is not None)
        elif isinstance(m, MinLength):
            checks.append(lambda v, n=m.length: len(v) >= n)

    def read(value: Any) -> Any:
        value = inner(value)
        return value if all(check(value) for check in checks) else _doubt()

    return read


def _mapping(item: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def read(value: Any) -> Any:
        if type(value) is not dict or any(type(k) is not str for k in value):
            raise Doubt
        return {k: item(v) for k, v in value.items()}

    return read


def _union(members: list[Callable[[Any], Any]]) -> Callable[[Any], Any]:
    """The format's unions are of disjoint types: the one member that fits."""

    def read(value: Any) -> Any:
        for member in members:
            try:
                return member(value)
            except Doubt:
                pass
        raise Doubt

    return read


def _doubt() -> Any:
    raise Doubt


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

    WORDS = {"unsupported": {"unsupported": True}}


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
    http: tuple[int | Annotated[str, Pattern(r"^[1-5]xx$")], ...] = ()
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
    file_fields: Annotated[tuple[str, ...], MinLength(1)]  # the first one marks a file part


class Packages(Strict):
    python: str
    typescript: str
    go: str  # the Go module path


class Service(Strict):
    name: str
    # The API description's version (semantic versioning): the generated packages carry it, and
    # `a2a-codegen diff` says which part a change must bump.
    version: Annotated[str, Pattern(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")]
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

    WORDS = {"close": {}}


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
    defs: Annotated[dict[str, Schema], Alias("$defs")]


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
    defs: Annotated[dict[str, Schema], Alias("$defs")]


# The files of a spec directory and the class each one follows.
FILES: dict[str, type[Strict]] = {
    "service": Service,
    "dialects": Dialects,
    "models": Models,
    "extension": Extension,
}
