"""The HTTP layer under the clients: configuration, retry decisions, error mapping and event
parsing, all that is not I/O. The I/O is in ``_async_client.py`` and ``_sync_client.py``; the
sync module is derived from the async one (``python -m a2a_codegen.unasync``), so they cannot
drift apart.

Retries follow the RetryPolicy (``_calls.py``), whose defaults are the spec's policy
(``_spec.py``): so many more attempts, an exponential backoff with jitter, or what
``Retry-After`` asks for when that is no longer than RETRY_AFTER_MAX (a longer one gets the
backoff instead). A request is retried when the connection failed before it was sent; an
idempotent operation (its docs say so) also after a timeout, a broken connection or one of the
policy's statuses. A message is never sent twice. A stream cut before its task ended is resumed
by subscribing to the task again: each reconnect is one of the same retries, after the same
backoff.

Errors carry the request's ``method`` and ``url``, and HTTP errors the response's ``headers`` and
``request_id``; the API key is never in them (nor in any text the SDK raises or logs).
"""

from __future__ import annotations

import copy
import email.utils
import functools
import itertools
import json
import os
import re
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Generic, TypeVar, cast
from urllib.parse import quote, urlsplit

from ._calls import (
    SPEC_RETRY,
    Call,
    Hooks,
    Interceptor,
    RetryPolicy,
    checked_hooks,
    checked_interceptors,
    checked_retry,
    configure_logging,
    tracer,
)
from ._errors import (
    A2AError,
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    ConfigurationError,
    StreamInterruptedError,
    UnconfirmedFormatWarning,
    UnexpectedResponseError,
    error_from_jsonrpc,
    error_from_status,
)
from ._fold import TaskFold
from ._http import httpx
from ._spec import (
    AGENT_PATH,
    API_KEY_DOC,
    API_KEY_ENV,
    AUTH_HEADER,
    AUTH_PREFIX,
    BASE_URL_ENV,
    CONNECT_TIMEOUT,
    DEFAULT_BASE_URL,
    JSONRPC_MEMBERS,
    KEY_REFRESH_STATUS,
    MAX_RETRIES,
    PATH_PARAMS,
    REPLAYS_LEADING_TASK,
    REQUEST_ID_HEADER,
    RETRY_AFTER_MAX,
    STATUS_BODY,
    STREAM_DONE_STATES,
    STREAM_ERROR_EVENT,
    STREAM_MEDIA_TYPE,
    STREAM_TIMEOUT,
    TIMEOUT,
)
from ._sse import ServerSentEvent, SSEDecoder
from ._wire import FROM_JSON, WireRequest
from .models import Message, Task

Timeout = float | httpx.Timeout | None
"""Seconds, or an httpx.Timeout (connect, read, write, pool); None waits for ever."""

# A blocking send lasts as long as the agent runs.
DEFAULT_TIMEOUT = httpx.Timeout(TIMEOUT, connect=CONNECT_TIMEOUT)
# For a stream, read is the longest silence allowed between two lines. Keep-alive comments count,
# so it only needs to exceed the server's keep-alive interval.
DEFAULT_STREAM_TIMEOUT = httpx.Timeout(STREAM_TIMEOUT, connect=CONNECT_TIMEOUT)
DEFAULT_MAX_RETRIES = MAX_RETRIES
# The most a body may hold once decoded (gzip): more is refused, not read into memory.
MAX_BODY = 64 * 1024 * 1024
# The most recent keys taken out of any text (a key function may answer a new one each time).
MAX_KEYS = 16
# Failures that happen before a single byte of the request went out.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)

E = TypeVar("E")
R = TypeVar("R")
C = TypeVar("C", bound="BaseClient")


class _Keep:
    def __repr__(self) -> str:
        return "KEEP"


KEEP: Any = _Keep()
"""with_options: leave this setting as it is."""

ApiKey = str | Callable[[], Any]
"""The API key, or a function that returns it (an async one for AsyncClient), called before
every request, and once more when the server answers 401 (the request is then sent again)."""


class BaseClient:
    """What the clients share besides I/O."""

    dialect: str  # the wire module's name, for spans
    _wire: Any  # the transport's wire module (the operations give its type)
    _extended: frozenset[str] = frozenset()  # the operations whose sends carry the extension
    _raw = False  # with_raw_response: operations answer RawResponse
    _owns_http = False

    def __init__(
        self,
        *,
        wires: Mapping[str, Any],
        transport: str,
        path_params: Mapping[str, object],  # IDs, checked here: a caller may not type-check
        base_url: str | None,
        extension: bool = True,  # False: sends carry no extension, and skip its checks
        **settings: Any,
    ) -> None:
        if transport not in wires:
            raise ConfigurationError(
                "transport", f"{transport!r} is not one of {', '.join(map(repr, wires))}"
            )
        self._wire = wires[transport]
        self._extension = extension
        self.transport = transport
        self.dialect = self._wire.NAME
        ids: dict[str, str] = {}
        for name, value in path_params.items():  # a comprehension's own frame (before 3.12)
            ids[name] = self._checked_id(name, value)  # would shift the warning's stacklevel
        root = base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL
        url = urlsplit(root)
        if url.scheme not in ("http", "https") or not url.netloc:
            where = "" if base_url else f" (from ${BASE_URL_ENV})"
            raise ConfigurationError(
                "base_url", f"{root!r}{where} is not an http:// or https:// URL; nothing was sent"
            )
        path = AGENT_PATH.format(**{k: quote(v, safe="") for k, v in ids.items()})
        self.base_url = root.rstrip("/") + path
        self._ids = itertools.count(1)
        self._keys: list[str] = []  # every key used, to take out of any text
        self._configure(settings)

    @staticmethod
    def _checked_id(name: str, value: object) -> str:
        """A path parameter of the agent's URL: the argument, else its environment variable."""
        argument, pattern, guess, env = PATH_PARAMS[name]
        if value is None and env:
            value = os.environ.get(env)
        if value is None or value == "":
            given = "is empty" if value == "" else "is missing"
            where = f"pass {argument}= or set ${env}" if env else f"pass {argument}="
            raise ConfigurationError(argument, f"{given}: {where}; nothing was sent")
        if isinstance(value, str) and guess and not re.fullmatch(pattern, value):
            # A guessed format must not lock out a real ID: warn, and send it (quoted).
            message = f"{argument}: {value!r} does not match {pattern}; sent as it is. {guess}"
            warnings.warn(message, UnconfirmedFormatWarning, stacklevel=5)
        elif not isinstance(value, str) or not re.fullmatch(pattern, value):
            raise ConfigurationError(argument, f"{value!r} does not match {pattern}")
        return value

    def _configure(self, settings: dict[str, Any]) -> None:
        """Take the settings with_options may change (all of them but the URL and the pool)."""
        configure_logging()
        key = settings["api_key"]
        key = key if key is not None else os.environ.get(API_KEY_ENV)
        self._key_source: Callable[[], Any] | None = key if callable(key) else None
        self._key = None if callable(key) else self._checked_key(key)
        own = checked_retry(settings["retry"], settings["max_retries"])
        self.retry = own.over(SPEC_RETRY)  # the client's policy, whole
        self.timeout: Timeout = settings["timeout"]
        self.stream_timeout: Timeout = settings["stream_timeout"]
        self.max_retries: int = self.retry.max_retries or 0
        self.stream_deadline: float | None = settings["stream_deadline"]
        self._headers = dict(settings["default_headers"] or {})
        self._hooks = checked_hooks(settings["hooks"])
        self._interceptors = checked_interceptors(settings["interceptors"])
        self._tracer = tracer(settings["tracing"])
        self._settings = settings

    def _checked_key(self, key: Any) -> str:
        if not key:
            raise ConfigurationError(
                "api_key",
                f"pass api_key= or set ${API_KEY_ENV}. {API_KEY_DOC}",
            )
        if not isinstance(key, str):
            raise ConfigurationError(
                "api_key", f"the key must be a str, not {type(key).__name__}; nothing was sent"
            )
        if not (key.isascii() and key.isprintable()) or any(c.isspace() for c in key):
            raise ConfigurationError(  # never the key itself: it could end up in a log
                "api_key",
                "holds a space, a line break or a character outside printable ASCII"
                " (a stray character from copying it?); fix it, nothing was sent",
            )
        if key not in self._keys:
            self._keys[:] = [*self._keys[-(MAX_KEYS - 1) :], key]
        return key

    def _seen_keys(self) -> tuple[str, ...]:
        return tuple(self._keys)

    def with_options(
        self: C,
        *,
        api_key: ApiKey | None = KEEP,
        timeout: Timeout = KEEP,
        stream_timeout: Timeout = KEEP,
        stream_deadline: float | None = KEEP,
        max_retries: int | None = KEEP,
        retry: RetryPolicy | None = KEEP,
        default_headers: Mapping[str, str] | None = KEEP,
        hooks: Hooks | None = KEEP,
        interceptors: Sequence[Interceptor] | None = KEEP,
        tracing: bool = KEEP,
    ) -> C:
        """A client with these settings changed (the others kept), sharing this one's
        connections: closing it leaves them open; closing this one closes them.

        ``api_key`` (a str, or a function returning it), ``timeout`` and ``stream_timeout``
        (seconds, an httpx.Timeout, or None for no limit), ``stream_deadline`` (seconds or
        None), ``max_retries`` (an int), ``retry`` (a RetryPolicy), ``default_headers`` (a
        dict of str), ``hooks`` (a dict of kind to function), ``interceptors`` (a list of
        Interceptor) and ``tracing`` (a bool), as the client's constructor takes them.
        Example: ``client.with_options(timeout=5.0, max_retries=0).get_task("task-1")``.
        """
        changes = {k: v for k, v in locals().items() if k != "self" and v is not KEEP}
        if "retry" in changes and "max_retries" not in changes:
            changes["max_retries"] = None  # a new policy's count, not the old shorthand
        clone = copy.copy(self)
        clone._owns_http = False
        clone._configure({**self._settings, **changes})
        return clone

    def _raw_clone(self: C) -> C:
        """A client sharing this one's connections whose operations answer a RawResponse
        (the operations' with_raw_response types them)."""
        clone = copy.copy(self)
        clone._owns_http = False
        clone._raw = True
        return clone

    def _call(
        self,
        operation: str,
        idempotent: bool,
        timeout: Timeout,
        extra_headers: Mapping[str, str] | None,
        max_retries: int | None,
        retry: RetryPolicy | None = None,
    ) -> Call:
        """One call of an operation, with its own options (None: the client's); positional, so
        that each operation calls it in one short line."""
        policy = self.retry
        if retry is not None or max_retries is not None:
            policy = checked_retry(retry, max_retries).over(policy)
        return Call(
            operation,
            self.dialect,
            idempotent=idempotent,
            timeout=timeout,
            headers=extra_headers,
            retry=policy,
            hooks=self._hooks,
            interceptors=self._interceptors,
            tracer=self._tracer,
            keys=self._seen_keys,
        )

    def __repr__(self) -> str:  # never the API key
        return f"{type(self).__name__}(base_url={self.base_url!r}, transport={self.transport!r})"

    def _resume(self, task_id: str) -> tuple[WireRequest, Callable[[Any], Any]]:
        """How a cut stream of this task goes on: the request that subscribes to it again, and
        its events' parser (the operations say which operation that is)."""
        raise NotImplementedError

    def _next_id(self) -> int:
        """The next JSON-RPC request id of this client."""
        return next(self._ids)

    def _built(self, call: Call, request: Any) -> WireRequest:
        """The wire request of a call's canonical request (None: its operation takes none),
        as its interceptors left it."""
        build = getattr(self._wire, "build_" + call.operation)
        request = call.request(request)
        if request is None:
            return build(request_id=self._next_id())  # type: ignore[no-any-return]
        if call.operation in self._extended:  # extension=False: an agent other than the vendor's
            return build(  # type: ignore[no-any-return]
                request, request_id=self._next_id(), extension=self._extension
            )
        return build(request, request_id=self._next_id())  # type: ignore[no-any-return]

    def _build(
        self,
        http: httpx.Client | httpx.AsyncClient,
        wire: WireRequest,
        call: Call,
        stream: bool,
        key: str,
    ) -> httpx.Request:
        timeout = call.timeout
        if timeout is None:
            timeout = self.stream_timeout if stream else self.timeout
        # The request's timeout extension, as build_request would make it, without the copy it
        # makes of an httpx.Timeout (a good part of building a request).
        if not isinstance(timeout, httpx.Timeout):
            timeout = httpx.Timeout(timeout)
        return http.build_request(
            wire.method,
            _url(self.base_url, wire.path),
            headers={
                **self._headers,
                **wire.headers,
                **call.headers,
                AUTH_HEADER: AUTH_PREFIX + key,
            },
            params=dict(wire.params) or None,
            json=wire.json,
            extensions={"timeout": timeout.as_dict()},
        )

    def _retries_failure(
        self, exc: httpx.TransportError, call: Call, attempt: int, delay: float
    ) -> bool:
        # What may have reached the agent is retried only when that is harmless.
        sure = call.idempotent or isinstance(exc, _NOT_SENT)
        return sure and call.may_retry(attempt, None, exc, delay)

    def _retries_status(
        self, response: httpx.Response, call: Call, attempt: int, delay: float
    ) -> bool:
        # An answer means the request reached the agent: only an idempotent one goes again.
        return call.idempotent and call.may_retry(attempt, response.status_code, None, delay)

    def _refreshes_key(self, response: httpx.Response, refreshed: bool) -> bool:
        """Whether to ask the key function again and resend: once, after KEY_REFRESH_STATUS."""
        return (
            response.status_code == KEY_REFRESH_STATUS
            and self._key_source is not None
            and not refreshed
        )

    def _stream_deadline(self) -> float | None:
        """When a stream that starts now must end (time.monotonic()), if ever."""
        return None if self.stream_deadline is None else time.monotonic() + self.stream_deadline

    def _retry_delay(self, call: Call, attempt: int, response: httpx.Response | None) -> float:
        after = _retry_after(response.headers) if response is not None else None
        return call.backoff(attempt) if after is None else after

    def _failed(
        self, error: A2AError, request: httpx.Request, response: httpx.Response | None = None
    ) -> A2AError:
        """The error, with what it is about (method, url; headers and request id of an HTTP
        error), and the API key taken out of any text it holds."""
        if isinstance(error, APIStatusError) and error.status_code == 404 and error.url is None:
            # The URL itself may be what is wrong (the base URL, an ID): name it, once.
            error.args = (f"{error.args[0]} ({request.method} {request.url})",)
        error.method, error.url = request.method, str(request.url)
        error.args = tuple(self._redact(a) for a in error.args)
        for name in ("message", "body", "data"):
            if name in vars(error):
                setattr(error, name, self._redact(getattr(error, name)))
        if isinstance(error, APIStatusError) and response is not None:
            error.headers = self._redact(dict(response.headers))
            error.request_id = response.headers.get(REQUEST_ID_HEADER)
        return error

    def _redact(self, value: Any) -> Any:
        """The value with every occurrence of the API key replaced, in strings at any depth."""
        if isinstance(value, str):
            for key in self._keys:
                value = value.replace(key, "[redacted]")
            return value
        if isinstance(value, dict):
            return {k: self._redact(v) for k, v in cast("dict[object, Any]", value).items()}
        if isinstance(value, list):
            return [self._redact(v) for v in cast("list[object]", value)]
        return value


def transient(error: A2AError, policy: RetryPolicy) -> bool:
    """Whether a failed reconnect may be tried again (else the task cannot be subscribed to)."""
    if isinstance(error, APIStatusError):
        return policy.retries(error.status_code)
    return isinstance(error, APIConnectionError)


@functools.lru_cache(maxsize=256)
def _url(base_url: str, path: str) -> httpx.URL:
    """Parsed once: httpx's URL parsing is a good part of a request's client CPU."""
    return httpx.URL(base_url + path)


def _retry_after(headers: httpx.Headers) -> float | None:
    """Retry-After (seconds or an HTTP date), when it asks for no more than RETRY_AFTER_MAX."""
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        date = email.utils.parsedate_tz(value)
        if date is None:
            return None
        seconds = email.utils.mktime_tz(date) - time.time()
    return max(seconds, 0.0) if seconds <= RETRY_AFTER_MAX else None


def connection_error(exc: httpx.TransportError, request: httpx.Request) -> APIConnectionError:
    """The error of a failed exchange, naming the host. A transport's own text is kept only
    when it is not about the request's headers (which hold the key)."""
    try:
        exc.request  # noqa: B018
    except RuntimeError:  # read below httpx's request context (raw_body), which sets it
        exc.request = request
    url = request.url
    where = f"{url.host}:{url.port or (443 if url.scheme == 'https' else 80)}"
    detail = str(exc)
    detail = (
        f"{type(exc).__name__}: {detail}"
        if detail and "header" not in detail.lower()
        else type(exc).__name__
    )
    if isinstance(exc, httpx.TimeoutException):
        return APITimeoutError(f"{where} timed out ({detail})")
    if isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
        return APIConnectionError(f"could not reach {where} ({detail})")
    return APIConnectionError(f"the connection to {where} failed ({detail})")


def decoding_error(exc: httpx.DecodingError, response: httpx.Response) -> UnexpectedResponseError:
    encoding = response.headers.get("content-encoding", "none")
    return UnexpectedResponseError(
        f"a body its content-encoding ({encoding}) does not decode: {exc}"
    )


def _text(response: httpx.Response, body: bytes) -> str:
    return body.decode(response.encoding or "utf-8", errors="replace")


def answer(parse: Callable[[Any], R], response: httpx.Response, body: bytes) -> R:
    """An answer's models: read straight from its bytes where the dialect has a shortcut
    (_wire.FromJSON: one pydantic validation, no json.loads), else as ``parse`` reads its JSON."""
    from_json = FROM_JSON.get(parse)
    if from_json is not None and (value := from_json(body)) is not None:
        return value  # type: ignore[no-any-return]
    try:
        data = json.loads(body)
    except ValueError:
        raise UnexpectedResponseError(
            f"HTTP {response.status_code} with a body that is not JSON"
            f" ({response.headers.get('content-type')})",
            body=_text(response, body),
        ) from None
    return parse(data)


def status_error(response: httpx.Response, body: bytes) -> A2AError:
    """The typed error of an HTTP error answer."""
    try:
        parsed = json.loads(body)
    except ValueError:
        parsed = _text(response, body)
    return error_from_status(response.status_code, parsed)


def is_event_stream(response: httpx.Response) -> bool:
    media_type: str = response.headers.get("content-type", "")
    return media_type.split(";")[0].strip() == STREAM_MEDIA_TYPE


def raw_body(response: httpx.Response) -> Any:
    """The body as the transport yields it, when its bytes are its content (no Content-Encoding,
    or identity) and are still to read (not in memory already, as a mocked response's are): a
    stream reads it there, below ``iter_raw`` and the decoding layers of ``iter_bytes``, each of
    which costs every chunk a generator step. The response is then marked read, as ``iter_raw``
    marks it; closing it closes the body. None for any other body."""
    if response.is_stream_consumed:
        return None
    encoding = response.headers.get("content-encoding")
    if encoding is not None and encoding.strip().lower() != "identity":
        return None
    response.is_stream_consumed = True
    return response.stream


def event_error(body: Any) -> A2AError:
    """The error an error frame (SSE event type STREAM_ERROR_EVENT) carries: a JSON-RPC error
    response, or an HTTP error body."""
    fields = cast("dict[str, Any]", body) if isinstance(body, dict) else {}
    error = fields.get(JSONRPC_MEMBERS["error"])
    if JSONRPC_MEMBERS["jsonrpc"] in fields:
        return error_from_jsonrpc(error)
    code = (
        cast("dict[str, Any]", error).get(STATUS_BODY["code"]) if isinstance(error, dict) else None
    )
    return error_from_status(code if isinstance(code, int) and code >= 400 else 500, body)


class Events(Generic[E]):
    """Turns decoded server-sent events into parsed events; shared by both streams. ``keep``
    says whether to yield an event (a replay leaves out those yielded already)."""

    def __init__(
        self,
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
        keep: Callable[[E], bool] | None = None,
    ) -> None:
        self._parse = parse
        self._ends = ends
        self._keep = keep
        self._from_json = FROM_JSON.get(parse)
        self.done = False  # the dialect's last event came: stop reading

    def parse(self, events: list[ServerSentEvent]) -> Iterable[E]:
        """Each event in turn: one that follows an error frame is never parsed, one before it is
        yielded first. Parsed all at once into a list (a generator per chunk costs more than
        the parsing), and the error, if any, raised once the events before it are yielded."""
        parsed: list[E] = []
        parse, ends, keep, from_json = self._parse, self._ends, self._keep, self._from_json
        try:
            for sse in events:
                event = None
                if from_json is not None and sse.event != STREAM_ERROR_EVENT:
                    event = from_json(sse.data)
                if event is None:
                    try:
                        body = json.loads(sse.data)
                    except ValueError:
                        raise UnexpectedResponseError(
                            "a stream event whose data is not JSON", body=sse.data
                        ) from None
                    if sse.event == STREAM_ERROR_EVENT:
                        raise event_error(body)
                    event = parse(body)
                self.done = ends(event)
                if keep is None or keep(event):
                    parsed.append(event)
                if self.done:
                    break
        except A2AError as error:
            return _then_raise(parsed, error)
        return parsed


def _then_raise(events: list[E], error: A2AError) -> Iterator[E]:
    yield from events
    raise error


def _read_timeout(timeout: Timeout) -> float | None:
    return timeout.read if isinstance(timeout, httpx.Timeout) else timeout


class Progress:
    """Where a task's stream got to, across reconnects: the task, its last state, whether the
    stream is complete (a final state, or a message as the whole answer), how many events of a
    replay to skip because they were yielded already, and the events yielded folded into the
    task (``task``). Per event it only counts and folds; the rest is read from the last event
    and the fold when asked (once the stream stops)."""

    def __init__(self) -> None:
        self.task = TaskFold()
        self._fold = self.task.add
        self._last: Any = None  # the last event yielded
        self._task_id: str | None = None  # the task of the event before it, if it had none
        self._yielded = 0
        self._leading_task = False  # the first event was the task, which a replay leaves out
        self._skip = 0

    def take(self, event: Any) -> bool:
        """Whether to yield the event (False: a replay of one already yielded)."""
        if self._skip:
            self._skip -= 1
            return False
        if self._yielded == 0:
            self._leading_task = isinstance(event, Task)
        elif not hasattr(event, "task_id"):  # keep the task an event before named
            self._task_id = self.task_id
        self._yielded += 1
        self._last = event
        self._fold(event)
        return True

    @property
    def task_id(self) -> str | None:
        last = self._last
        if isinstance(last, Task):
            return last.id
        return getattr(last, "task_id", self._task_id)

    @property
    def last_state(self) -> Any:
        return self.task.state

    @property
    def complete(self) -> bool:
        return isinstance(self._last, Message) or self.task.state in STREAM_DONE_STATES

    def resumed(self) -> None:
        """A replay from the task's first event begins."""
        leading = self._leading_task and not REPLAYS_LEADING_TASK
        self._skip = self._yielded - (1 if leading else 0)

    def interrupted(self, why: str) -> StreamInterruptedError:
        task_id, last_state = self.task_id, self.last_state
        state = getattr(last_state, "value", last_state)
        if task_id is None:
            message = f"the stream {why} before any event of a task came"
        else:
            message = (
                f"the stream of task {task_id!r} {why} before the task finished (last state:"
                f" {state}); follow it with subscribe_to_task({task_id!r}), or get_task"
            )
        return StreamInterruptedError(message, task_id=task_id, last_state=last_state)


class StreamReader(Generic[E]):
    """One response of a stream turned into events: decoding, the timeouts, the events a replay
    repeats left out. Shared by both streams; they only feed it bytes. ``done``: the dialect's
    last event came, stop reading."""

    def __init__(
        self,
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
        progress: Progress,
        timeout: Timeout,
        deadline: float | None,
    ) -> None:
        self._events = Events(parse, ends, progress.take)
        self._decoder = SSEDecoder()
        self._from_json = FROM_JSON.get(parse)
        self._ends = ends
        self._take = progress.take
        self._line_timeout = _read_timeout(timeout)
        self._deadline = deadline  # time.monotonic() by which the whole stream must end
        self._last_line = time.monotonic()
        self.done = False

    def plain(self, response: httpx.Response, body: bytes) -> Iterable[E]:
        """A plain JSON answer instead of a stream: an error, or one result."""
        return self._parsed([ServerSentEvent(_text(response, body))])

    def feed(self, chunk: bytes) -> Iterable[E]:
        now = time.monotonic()
        decoder = self._decoder
        lines = decoder.lines
        events = decoder.events(chunk)
        if decoder.lines != lines:
            self._last_line = now
        elif self._line_timeout is not None and now - self._last_line > self._line_timeout:
            raise APITimeoutError(f"no complete line came for {self._line_timeout} s")
        if self._deadline is not None and now > self._deadline:
            raise APITimeoutError("the stream outlasted its stream_deadline")
        if len(events) == 1 and self._from_json is not None and isinstance(events[0], bytes):
            # The common chunk, one event: parsed here, without a generator for it.
            event = self._from_json(events[0])
            if event is not None:
                self.done = self._ends(event)
                return (event,) if self._take(event) else ()
        return self._each(events) if events else ()

    def _each(self, events: list[bytes | ServerSentEvent]) -> Iterator[E]:
        """The events of a chunk, each parsed as it is asked for: a chunk (a read) may hold
        hundreds, and parsed all at once they would all be alive at once, which the garbage
        collector's young generation then keeps promoting (three full collections per 20,000
        events). The common event, one data line (bytes), is read straight from its bytes (one
        validation, where the dialect has a shortcut): Events.parse's work, inline."""
        from_json, ends, take = self._from_json, self._ends, self._take
        for sse in events:
            if isinstance(sse, bytes):
                event = from_json(sse) if from_json is not None else None
                if event is not None:
                    self.done = ends(event)
                    if take(event):
                        yield event
                    if self.done:
                        return
                    continue
                sse = ServerSentEvent(sse.decode("utf-8", errors="replace"))
            yield from self._parsed([sse])
            if self.done:
                return

    def close(self) -> Iterable[E]:
        return self._parsed(self._decoder.close())

    def _parsed(self, events: list[ServerSentEvent]) -> Iterable[E]:
        parsed = self._events.parse(events)
        self.done = self._events.done
        return parsed
