"""The spec format, declared once: one frozen class per file of spec/, as plain classes, which is
what a loaded spec holds. Reading a file's data into them is strict: a value of exactly the
declared type (a list for a tuple; no "5" for an int), known keys, every required key. Each value
that does not fit is a misfit, located by its path: an unknown key (with the closest known one),
a missing key, the type or the choices expected. checks/ adds the rules that span files."""

# No `from __future__ import annotations`: reading a spec walks the annotations as objects.

import re
from collections.abc import Callable
from types import NoneType, UnionType
from typing import Annotated, Any, ClassVar, Literal, NamedTuple, Union, get_args, get_origin

from ..errors import did_you_mean, quote
from .yaml_source import Path_

Misfit = tuple[Path_, str, str, bool]  # path, message, hint, whether it is the key's fault
Reader = Callable[[Any, Path_, list[Misfit]], Any]  # a value read from data, misfits added


class Pattern:
    """A str field's regular expression."""

    def __init__(self, pattern: str) -> None:
        self.search = re.compile(pattern).search
        self.message = f"string should match pattern '{pattern}'"

    def wrong(self, value: Any) -> bool:
        # A value is one line: re's $ matches before a final newline too.
        return type(value) is str and ("\n" in value or not self.search(value))


class MinLength:
    """A tuple field's minimum length."""

    def __init__(self, length: int) -> None:
        self.length = length
        self.message = f"tuple should have at least {length} item{'s' * (length > 1)}"

    def wrong(self, value: Any) -> bool:
        return type(value) is tuple and len(value) < self.length


class Alias:
    """The key a field is written as in the YAML, when it is not the field's name."""

    def __init__(self, key: str) -> None:
        self.key = key


class Field(NamedTuple):
    """A declared field: its name, its key in the YAML, its type, and its default (REQUIRED)."""

    name: str
    key: str
    annotation: Any
    default: Any
    read: Reader


REQUIRED = object()


class Strict:
    """Frozen, no keys but the declared ones; WORDS: bare words that stand for a mapping."""

    FIELDS: ClassVar[dict[str, Field]] = {}
    WORDS: ClassVar[dict[str, dict[str, Any]]] = {}
    _keys: ClassVar[dict[str, Field]] = {}

    def __init_subclass__(cls) -> None:
        cls.FIELDS = {}
        for name, tp in cls.__dict__.get("__annotations__", {}).items():
            if get_origin(tp) is not ClassVar:
                meta = getattr(tp, "__metadata__", ())
                key = next((m.key for m in meta if isinstance(m, Alias)), name)
                default = cls.__dict__.get(name, REQUIRED)
                cls.FIELDS[name] = Field(name, key, tp, default, _type(tp).read)
        cls._keys = {f.key: f for f in cls.FIELDS.values()}

    @classmethod
    def read(cls, data: Any, path: Path_, misfits: list[Misfit]) -> Any:
        """An instance holding data; what does not fit is added to misfits."""
        data = cls.WORDS.get(data, data) if type(data) is str else data
        if type(data) is not dict:
            return _misfit(misfits, path, data, f"input should be {_type(cls).expected}")
        values = {}
        for key, value in data.items():
            field = cls._keys.get(key)
            if field is None:
                hint = did_you_mean(str(key), cls._keys)
                misfits.append((path + (key,), f"unknown key {quote(key)}", hint, True))
            else:
                values[field.name] = field.read(value, path + (key,), misfits)
        for name, field in cls.FIELDS.items():
            if name not in values and field.default is REQUIRED:
                misfits.append((path, f"missing key {quote(field.key)}", "", True))
            elif name not in values:
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


def _misfit(misfits: list[Misfit], path: Path_, value: Any, message: str) -> Any:
    where = ".".join(map(str, path)) or "top level"
    hint = "" if isinstance(value, (dict, list)) else f"got {quote(value)}"
    misfits.append((path, f"{where}: {message}", hint, False))
    return value


def _as_is(value: Any, path: Path_, misfits: list[Misfit]) -> Any:
    return value


class _Type(NamedTuple):
    """A declared type: the Python types its values are of (object: any), what a misfit says
    is expected, and how a value of those types is read."""

    kinds: tuple[type, ...]
    expected: str
    inner: Reader = _as_is

    def read(self, value: Any, path: Path_, misfits: list[Misfit]) -> Any:
        if type(value) in self.kinds or object in self.kinds:
            return self.inner(value, path, misfits)
        return _misfit(misfits, path, value, f"input should be {self.expected}")


_SCALARS = {str: "a valid string", int: "a valid integer", bool: "a valid boolean"}


def _type(tp: Any) -> _Type:
    """How to read a value of type tp."""
    if tp is Any or tp is NoneType:
        return _Type((object,), "anything") if tp is Any else _Type((NoneType,), "null")
    if tp in _SCALARS:
        return _Type((tp,), _SCALARS[tp])
    if isinstance(tp, type) and issubclass(tp, Strict):
        words = "".join(f" or {quote(word)}" for word in tp.WORDS)
        return _Type((dict, str) if words else (dict,), f"a mapping{words}", tp.read)
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        return _annotated(_type(args[0]), tp.__metadata__)
    if origin is Literal:
        return _Type(tuple({type(a) for a in args}), " or ".join(map(repr, args)), _literal(args))
    if origin in (Union, UnionType):
        return _union([_type(a) for a in args])
    if origin is tuple and args[1:] == (Ellipsis,) or origin is dict and args[0] is str:
        kinds, expected = ((list, tuple), "a list") if origin is tuple else ((dict,), "a mapping")
        item = _type(args[1] if origin is dict else args[0]).read
        return _Type(kinds, expected, _items(item, origin))
    raise TypeError(f"the spec format has no reader for {tp!r}")


def _union(members: list[_Type]) -> _Type:
    """The format's unions are of disjoint kinds: the member of the value's kind reads it."""

    def read(value: Any, path: Path_, misfits: list[Misfit]) -> Any:
        member = next(m for m in members if type(value) in m.kinds or object in m.kinds)
        return member.inner(value, path, misfits)

    kinds = tuple(k for m in members for k in m.kinds)
    return _Type(kinds, " or ".join(m.expected for m in members), read)


def _items(item: Reader, origin: type) -> Reader:
    """How a tuple's or a mapping's items are read."""

    def read(value: Any, path: Path_, misfits: list[Misfit]) -> Any:
        if origin is dict:
            return {k: item(v, path + (k,), misfits) for k, v in value.items()}
        return tuple(item(v, path + (i,), misfits) for i, v in enumerate(value))

    return read


def _literal(choices: tuple[Any, ...]) -> Reader:
    def read(value: Any, path: Path_, misfits: list[Misfit]) -> Any:
        if any(type(value) is type(c) and value == c for c in choices):
            return value
        return _misfit(misfits, path, value, f"input should be {' or '.join(map(repr, choices))}")

    return read


def _annotated(inner: _Type, meta: tuple[Any, ...]) -> _Type:
    checks = [m for m in meta if isinstance(m, (Pattern, MinLength))]

    def read(value: Any, path: Path_, misfits: list[Misfit]) -> Any:
        value = inner.inner(value, path, misfits)
        for check in checks:
            if check.wrong(value):
                _misfit(misfits, path, value, check.message)
        return value

    return _Type(inner.kinds, inner.expected, read)


# --- service.yaml ---------------------------------------------------------------------------


class PathParam(Strict):
    pattern: str
    example: str
    doc: str
    env: str | None = None  # the variable clients and the command line read it from when not given


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
    doc: str  # what the key needs (a permission, say): the clients' docs and messages say it


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


class CodeBody(Strict):
    """A JSON-RPC error object answered as an HTTP error body (A2A v0.3 REST servers)."""

    code: str  # an integer: the errors.jsonrpc code
    message: str
    data: str


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
    doc: str  # what a failed task is to the caller (the server's status for it, say)
    state: str
    text: str


class Errors(Strict):
    body: ErrorBody
    status_body: StatusBody
    code_body: CodeBody | None = None
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


class ClientPolicy(Strict):
    """How the clients retry, wait and ask for the key again (durations in milliseconds)."""

    max_retries: int
    initial_backoff_ms: int
    max_backoff_ms: int
    jitter_percent: int
    retry_statuses: tuple[int | Annotated[str, Pattern(r"^[1-5]xx$")], ...]
    retry_after_max_ms: int
    timeout_ms: int
    stream_timeout_ms: int
    connect_timeout_ms: int
    key_refresh_status: int


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
    client_policy: ClientPolicy
    operations: dict[str, Operation]
    errors: Errors
    answer: Answer


# --- dialects.yaml --------------------------------------------------------------------------


class RestTransport(Strict):
    binding: str | None = None  # its protocolBinding on an agent card
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
    binding: str | None = None
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
    done_states: tuple[str, ...] = ()  # a task's stream is complete at one of these
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


class CardForm(Strict):
    """An older A2A version's agent card: where its interfaces are (see spec/README.md)."""

    doc: str
    when: str  # the card's field that marks this form
    main: dict[str, str]  # an interface field -> the card's field holding its main interface's
    more: str | None = None  # the card's list of its other interfaces ...
    more_fields: dict[str, str] = {}  # ... and their fields; the others are the main interface's
    defaults: dict[str, str] = {}  # an interface field's value when the card leaves it out
    values: dict[str, dict[str, str]] = {}  # per interface field, the card's spellings respelled


class Cards(Strict):
    model: str  # the canonical agent card's model
    field: str  # its list of interfaces, which the forms fill when the card has none
    forms: dict[str, CardForm] = {}


class Dialects(Strict):
    transports: Transports
    stream: Stream
    cards: Cards | None = None
    codecs: dict[str, Codec]
    dialects: dict[str, Dialect]


# --- models.yaml and extension.yaml ---------------------------------------------------------

Schema = dict[str, Any]  # a JSON Schema; checks/ checks the parts the generator relies on


class Models(Strict):
    defs: Annotated[dict[str, Schema], Alias("$defs")]


class Rule(Strict):
    parts_at: str  # dotted path to the message's parts in the canonical send request
    when_part_has: tuple[str, ...]
    require: str
    message: str


class Extension(Strict):
    namespace: str
    location: str  # dotted path, in the canonical send request, of the object holding the namespace
    missing_error: str | None = None  # the errors.http code a send without it gets
    missing_hint: str | None = None  # what the clients' error for a send without it says to send
    model: str
    rules: tuple[Rule, ...] = ()
    defs: Annotated[dict[str, Schema], Alias("$defs")]

    @property
    def path(self) -> tuple[str, ...]:
        """Where the extension's object sits in the canonical send request."""
        return (*self.location.split("."), self.namespace)


# The files of a spec directory and the class each one follows.
FILES: dict[str, type[Strict]] = {
    "service": Service,
    "dialects": Dialects,
    "models": Models,
    "extension": Extension,
}
