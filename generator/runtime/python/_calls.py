"""What one call carries besides its request: its options (``extra_headers``, ``timeout``,
``retry``, ``max_retries``), the interceptors and hooks it calls, its log lines, its
OpenTelemetry span, and the raw response ``with_raw_response`` gives.

Retries: ``retry=RetryPolicy(...)`` on the client and per call; each field left None takes the
client's, and the client's the spec's policy (``_spec.py``). ``max_retries=n`` is short for
``retry=RetryPolicy(max_retries=n)``. Whatever the policy says, a request that may have reached
the agent is retried only when its operation is idempotent: a message is never sent twice.

Interceptors: ``interceptors=[Interceptor(before=f, after=g)]``. ``before`` is called once per
call with an InterceptedCall (operation, dialect, the canonical request, the call's headers)
before anything is built or sent: it may change the request (its metadata) and the headers, and
answers the call itself by returning a result (None lets it go on). ``after`` is called once the
call ended (a stream's when the stream ends), with the result or the error: it observes, and
what it returns is ignored (wrap the client to change a result).

Hooks: ``hooks={"request": f, "response": f, "retry": f, "reconnect": f}``; each is called
with a HookEvent (operation, method, url without the key, attempt, status, elapsed seconds).

Logging: the ``logging`` logger named after the package. ``$LOG_ENV=info`` logs one line per
request and retry to stderr; ``debug`` adds the request and response bodies. The Authorization
header, any field named like a secret (key, token, secret, password...) and the API key itself
are replaced by ``[redacted]`` in every line.

Tracing: ``tracing=True`` makes each operation an OpenTelemetry span (needs opentelemetry-api,
imported only then), with the attributes dialect, operation, task_id, status and retries.
"""

from __future__ import annotations

import importlib
import inspect
import json
import logging
import os
import random
import re
import sys
import time
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, Generic, ParamSpec, Protocol, TypedDict, TypeVar, cast

from ._errors import ConfigurationError
from ._http import httpx
from ._spec import (
    AUTH_HEADER,
    INITIAL_BACKOFF,
    JITTER,
    LOG_ENV,
    MAX_BACKOFF,
    MAX_RETRIES,
    REQUEST_ID_HEADER,
    RETRY_STATUSES,
)

log = logging.getLogger(__package__)

R = TypeVar("R")
P = ParamSpec("P")

REDACTED = "[redacted]"
# A field whose name says it holds a secret: its value is never logged.
_SECRET = re.compile(r"(?i)authorization|api[-_]?key|secret|token|password|passwd|credential")


@dataclass(frozen=True)
class HookEvent:
    """What a hook is told: which ``kind`` of moment ("request", "response", "retry",
    "reconnect"), the ``operation``, the request's ``method`` and ``url`` (never the key), the
    ``attempt`` (1 for the first), the HTTP ``status`` (None before an answer, or when the
    connection failed), the seconds ``elapsed`` since the operation began, and for a retry or a
    reconnect the seconds of its ``delay``."""

    kind: str
    operation: str
    method: str
    url: str
    attempt: int
    status: int | None
    elapsed: float
    delay: float | None = None


Hook = Callable[[HookEvent], object]
"""A hook: called with a HookEvent; what it returns is ignored, what it raises propagates."""


class Hooks(TypedDict, total=False):
    """``hooks=``: a hook for any of these kinds of moment (a misspelled kind is a type error,
    and a ConfigurationError at run time)."""

    request: Hook
    response: Hook
    retry: Hook
    reconnect: Hook


HOOKS = tuple(Hooks.__annotations__)


@dataclass(frozen=True)
class RetryAttempt:
    """What a retry predicate is told of a failed attempt: the ``operation``, the ``attempt``
    (1 for the first), its HTTP ``status`` (None when the connection failed) and the
    connection's ``error`` (None for a status)."""

    operation: str
    attempt: int
    status: int | None
    error: Exception | None


@dataclass(frozen=True)
class RetryPolicy:
    """How failed requests are retried. A field left None takes the client's value, and the
    client's the spec's: ``max_retries`` (more attempts), ``initial_backoff`` (seconds before the
    first retry, doubled for each next one up to ``max_backoff``, less a random jitter), the
    HTTP ``statuses`` retried, a ``deadline`` (seconds the call may take with its retries: no
    retry starts whose wait would end past it; the attempt under way keeps its ``timeout``) and
    ``retry_if``, a predicate that decides instead of ``statuses`` (a connection failure is
    retried unless it says no). A request that may have reached the agent is retried only when
    its operation is idempotent, whatever the policy says; a stream's reconnects follow
    ``max_retries`` and the backoff.

    Example: ``RetryPolicy(max_retries=5, initial_backoff=0.1, statuses={503}, deadline=30.0)``.
    """

    max_retries: int | None = None
    initial_backoff: float | None = None
    max_backoff: float | None = None
    statuses: Collection[int] | None = None
    deadline: float | None = None
    retry_if: Callable[[RetryAttempt], bool] | None = None

    def over(self, base: RetryPolicy) -> RetryPolicy:
        """This policy, its None fields taken from base."""
        mine = {f.name: getattr(self, f.name) for f in fields(self)}
        return replace(base, **{k: v for k, v in mine.items() if v is not None})

    def retries(self, status: int) -> bool:
        """Whether a status is among those retried."""
        if self.statuses is not None:
            return status in self.statuses
        return any(low <= status <= high for low, high in RETRY_STATUSES)


SPEC_RETRY = RetryPolicy(MAX_RETRIES, INITIAL_BACKOFF, MAX_BACKOFF)
"""The spec's policy: the statuses of RETRY_STATUSES, no deadline, no predicate."""


def checked_retry(retry: object, max_retries: int | None) -> RetryPolicy:
    """A client's or a call's own policy (None fields: the level above), max_retries over it;
    the argument as a caller that does not type-check may pass it."""
    if retry is None:
        retry = RetryPolicy()
    if not isinstance(retry, RetryPolicy):
        raise ConfigurationError("retry", f"must be a RetryPolicy, not {type(retry).__name__}")
    policy = retry
    if max_retries is not None:
        policy = replace(policy, max_retries=max_retries)
    for name in ("max_retries", "initial_backoff", "max_backoff", "deadline"):
        value = getattr(policy, name)
        if value is not None and value < 0:
            where = "max_retries" if name == "max_retries" else f"retry.{name}"
            raise ConfigurationError(where, f"must be 0 or more, not {value}")
    return policy


@dataclass
class InterceptedCall:
    """A call as an interceptor sees it: the ``operation`` ("send_message"...), the
    ``dialect`` (the wire module's name), the canonical ``request`` (a model; None when the
    operation takes none), which ``before`` may change (its metadata...), and the ``headers``
    this call adds to its requests, which ``before`` may change too. What ``before`` changes is
    sent as it is: the local checks ran before it."""

    operation: str
    dialect: str
    request: Any
    headers: dict[str, str] = field(default_factory=lambda: {})


@dataclass(frozen=True)
class Interceptor:
    """``before(call)`` runs before the call is sent: it returns None to let it go on, or the
    result to answer with (nothing is sent; a streaming operation takes an iterable of events;
    with_raw_response gives the answer itself, as no response came).
    ``after(call, result, error)`` runs when the call ended, with its result (None for a stream,
    or on error) or its error; it observes, and what it raises is raised instead."""

    before: Callable[[InterceptedCall], Any] | None = None
    after: Callable[[InterceptedCall, Any, BaseException | None], object] | None = None


def checked_interceptors(interceptors: Sequence[object] | None) -> tuple[Interceptor, ...]:
    checked: list[Interceptor] = []
    for i, interceptor in enumerate(interceptors or ()):
        if not isinstance(interceptor, Interceptor):
            kind = type(interceptor).__name__
            raise ConfigurationError("interceptors", f"item {i} is a {kind}, not an Interceptor")
        checked.append(interceptor)
    return tuple(checked)


def checked_hooks(hooks: Hooks | None) -> dict[str, Hook]:
    checked: dict[str, Hook] = {}
    for kind, hook in (hooks or Hooks()).items():
        if kind not in HOOKS:
            raise ConfigurationError("hooks", f"{kind!r} is not one of {', '.join(HOOKS)}")
        if not callable(hook):
            raise ConfigurationError("hooks", f"{kind!r} is not callable")
        checked[kind] = hook
    return checked


def configure_logging() -> None:
    """Log to stderr at the level $LOG_ENV names (info or debug), once per process."""
    level = os.environ.get(LOG_ENV, "").strip().lower()
    if not level or getattr(configure_logging, "done", None) == level:
        return
    if level not in ("info", "debug"):
        raise ConfigurationError(LOG_ENV, f"{level!r} is not info or debug")
    configure_logging.done = level  # type: ignore[attr-defined]
    if not log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
        log.addHandler(handler)
    log.setLevel(logging.DEBUG if level == "debug" else logging.INFO)


class Span(Protocol):
    """What the package asks of an OpenTelemetry span."""

    def set_attribute(self, key: str, value: str | int) -> object: ...

    def set_status(self, status: Any) -> object: ...

    def end(self) -> object: ...


class Tracer(Protocol):
    """What the package asks of an OpenTelemetry tracer."""

    def start_span(self, name: str, *, attributes: Mapping[str, str]) -> Span: ...


def _opentelemetry_trace() -> Any:
    """opentelemetry.trace, imported by name: the package type-checks where OpenTelemetry is not
    installed, and the Protocols above type what it is used for."""
    return importlib.import_module("opentelemetry.trace")


def tracer(enabled: bool) -> Tracer | None:
    """The OpenTelemetry tracer of the package when tracing is enabled; None otherwise (then
    opentelemetry is never imported)."""
    if not enabled:
        return None
    try:
        trace = _opentelemetry_trace()
    except ImportError:
        raise ConfigurationError(
            "tracing", "needs opentelemetry-api: pip install opentelemetry-api"
        ) from None
    found: Tracer = trace.get_tracer(__package__ or "a2a")
    return found


def redacted(value: Any, keys: tuple[str, ...]) -> Any:
    """The value with fields named like secrets and every occurrence of a key replaced."""
    if isinstance(value, str):
        for key in keys:
            value = value.replace(key, REDACTED)
        return value
    if isinstance(value, Mapping):
        items = cast("Mapping[object, Any]", value).items()
        return {k: REDACTED if _SECRET.search(str(k)) else redacted(v, keys) for k, v in items}
    if isinstance(value, (list, tuple)):
        return [redacted(v, keys) for v in cast("Sequence[Any]", value)]
    return value


def body_text(body: bytes | str, keys: tuple[str, ...]) -> str:
    """A body for a DEBUG line: JSON with its secrets redacted, or the text with the keys."""
    text = body.decode("utf-8", errors="replace") if isinstance(body, bytes) else body
    try:
        parsed = json.loads(text)
    except ValueError:
        return str(redacted(text, keys))
    return json.dumps(redacted(parsed, keys), ensure_ascii=False)


def task_id_of(result: Any) -> str | None:
    """The task a result or event (a model) is about. Read from the model's fields: asking a
    pydantic model for a field it lacks raises and catches an AttributeError, which costs more
    than the rest of a call's bookkeeping."""
    fields = getattr(result, "__dict__", None)
    if not isinstance(fields, dict):
        return None
    fields = cast("dict[str, Any]", fields)
    task_id = fields.get("task_id")
    if task_id is None and "status" in fields and "artifacts" in fields:
        task_id = fields.get("id")
    return task_id if isinstance(task_id, str) else None


class Call:
    """One operation call: its options, its hooks, its span, and the counts they report."""

    def __init__(
        self,
        operation: str,
        dialect: str,
        *,
        idempotent: bool,
        timeout: Any,
        headers: Mapping[str, str] | None,
        retry: RetryPolicy,
        hooks: Mapping[str, Hook],
        interceptors: Sequence[Interceptor],
        tracer: Tracer | None,
        keys: Callable[[], tuple[str, ...]],
    ) -> None:
        self.operation = operation
        self.idempotent = idempotent
        self.timeout = timeout
        self.headers = dict(headers or {})
        self.retry = retry
        self.max_retries: int = retry.max_retries or 0
        self.retries = 0
        self.status: int | None = None
        self.task_id: str | None = None
        self._hooks = hooks
        self._interceptors = interceptors
        self._intercepted: InterceptedCall | None = None
        self._keys = keys
        self._started = time.monotonic()
        self._span: Span | None = None
        self._ended = False
        if tracer is not None:
            prefix = __package__ or "a2a"
            self._span = tracer.start_span(
                f"{prefix}.{operation}",
                attributes={f"{prefix}.dialect": dialect, f"{prefix}.operation": operation},
            )
        self._dialect = dialect

    def before(self, request: Any) -> Any:
        """The interceptors' before, in order, on the canonical request (which they may
        change, with the headers): the first answer (nothing is sent then), or None."""
        if not self._interceptors:
            return None
        seen = self._intercepted = InterceptedCall(
            self.operation, self._dialect, request, self.headers
        )
        try:
            for interceptor in self._interceptors:
                if interceptor.before is not None:
                    answer = interceptor.before(seen)
                    if inspect.iscoroutine(answer):
                        answer.close()
                        raise ConfigurationError(
                            "interceptors", "before is a coroutine function: it must be plain"
                        )
                    if answer is not None:
                        return answer
            return None
        finally:
            self.headers = dict(seen.headers)

    def request(self, request: Any) -> Any:
        """The request to send: the one before may have replaced."""
        return request if self._intercepted is None else self._intercepted.request

    def may_retry(
        self, attempt: int, status: int | None, error: Exception | None, delay: float
    ) -> bool:
        """Whether the policy retries this failed attempt (the caller checked that it may be
        retried at all), after delay seconds."""
        policy, deadline = self.retry, self.retry.deadline
        if attempt >= self.max_retries:
            return False
        if deadline is not None and time.monotonic() - self._started + delay > deadline:
            return False
        if policy.retry_if is not None:
            return policy.retry_if(RetryAttempt(self.operation, attempt + 1, status, error))
        return status is None or policy.retries(status)

    def backoff(self, attempt: int) -> float:
        """The wait before retry number attempt + 1, its jitter drawn."""
        initial, most = self.retry.initial_backoff or 0.0, self.retry.max_backoff or 0.0
        return min(initial * 2.0**attempt, most) * (1 - JITTER * random.random())

    def _hook(
        self,
        kind: str,
        request: httpx.Request,
        attempt: int,
        status: int | None,
        delay: float | None = None,
    ) -> None:
        hook = self._hooks.get(kind)
        if hook is not None:
            elapsed = time.monotonic() - self._started
            url = str(redacted(str(request.url), self._keys()))
            method = request.method
            hook(HookEvent(kind, self.operation, method, url, attempt + 1, status, elapsed, delay))

    def sending(self, request: httpx.Request, attempt: int, body: Any) -> None:
        if self._hooks:  # most calls have none: no call to find that out
            self._hook("request", request, attempt, None)
        if log.isEnabledFor(logging.DEBUG):
            keys = self._keys()
            headers = {
                k: REDACTED if k.lower() == AUTH_HEADER.lower() else v
                for k, v in request.headers.items()
            }
            log.debug(
                "%s %s request headers=%s body=%s",
                request.method,
                redacted(str(request.url), keys),
                json.dumps(redacted(headers, keys)),
                body_text(json.dumps(body), keys) if body is not None else "",
            )

    def answered(self, request: httpx.Request, response: httpx.Response, attempt: int) -> None:
        self.status = response.status_code
        if self._hooks:
            self._hook("response", request, attempt, response.status_code)
        if log.isEnabledFor(logging.INFO):
            log.info(
                "%s %s -> %d in %.3f s (attempt %d)%s",
                request.method,
                redacted(str(request.url), self._keys()),
                response.status_code,
                time.monotonic() - self._started,
                attempt + 1,
                (
                    f" {REQUEST_ID_HEADER}={response.headers[REQUEST_ID_HEADER]}"
                    if REQUEST_ID_HEADER in response.headers
                    else ""
                ),
            )

    def body(self, request: httpx.Request, body: bytes) -> None:
        """A response body (or a stream's chunk) that came, for DEBUG."""
        if log.isEnabledFor(logging.DEBUG):
            keys = self._keys()
            url = redacted(str(request.url), keys)
            log.debug("%s %s response body=%s", request.method, url, body_text(body, keys))

    def retrying(
        self, request: httpx.Request, attempt: int, status: int | None, delay: float, why: str
    ) -> None:
        self.retries += 1
        self._hook("retry", request, attempt, status, delay)
        log.info(
            "%s %s: %s; retry %d of %d in %.2f s",
            request.method,
            redacted(str(request.url), self._keys()),
            why,
            attempt + 1,
            self.max_retries,
            delay,
        )

    def reconnecting(self, request: httpx.Request, attempt: int, why: str, delay: float) -> None:
        self.retries += 1
        self._hook("reconnect", request, attempt, None, delay)
        log.info(
            "stream of task %s %s; resuming in %.2f s (reconnect %d of %d)",
            self.task_id,
            why,
            delay,
            attempt + 1,
            self.max_retries,
        )

    def end(self, result: Any = None, error: BaseException | None = None) -> None:
        """The call is over (again: nothing more happens): its span ends, then the
        interceptors' after run, the last one's first."""
        if self._ended:
            return
        self._ended = True
        self.task_id = task_id_of(result) or self.task_id
        self._end_span(error)
        if self._interceptors:
            seen = self._intercepted or InterceptedCall(self.operation, self._dialect, None)
            for interceptor in reversed(self._interceptors):
                if interceptor.after is not None:
                    interceptor.after(seen, result, error)

    def _end_span(self, error: BaseException | None) -> None:
        span, self._span = self._span, None
        if span is None:
            return
        prefix = __package__ or "a2a"
        if self.task_id is not None:
            span.set_attribute(f"{prefix}.task_id", self.task_id)
        if self.status is not None:
            span.set_attribute("http.response.status_code", self.status)
        span.set_attribute(f"{prefix}.retries", self.retries)
        if error is not None:
            trace = _opentelemetry_trace()
            span.set_status(trace.Status(trace.StatusCode.ERROR, type(error).__name__))
        span.end()


@dataclass(frozen=True)
class HTTPRequest:
    """The request a raw response answers: its method and URL (the key is never in them)."""

    method: str
    url: str


class RawResponse(Generic[R]):
    """An answer as it came, from ``client.with_raw_response.<operation>(...)``: its
    ``status_code``, ``headers``, ``request_id`` and ``http_request``; ``parse()`` gives what
    the operation gives (a stream, for a streaming operation, whose events are still to come).
    """

    def __init__(self, response: httpx.Response, parse: Callable[[], R]) -> None:
        self.status_code = response.status_code
        self.headers = response.headers
        self.request_id: str | None = response.headers.get(REQUEST_ID_HEADER)
        self.http_request = HTTPRequest(response.request.method, str(response.request.url))
        self._parse = parse

    def parse(self) -> R:
        return self._parse()

    def __repr__(self) -> str:
        return (
            f"RawResponse(status_code={self.status_code}, request_id={self.request_id!r},"
            f" http_request={self.http_request!r})"
        )


# A raw client's operations (with_raw_response) answer RawResponse; these give each the type it
# answers with, its arguments kept.


def raw_response(operation: Callable[P, R]) -> Callable[P, RawResponse[R]]:
    """An operation of a raw client: it answers a RawResponse of what it would answer."""
    return cast("Callable[P, RawResponse[R]]", operation)


def async_raw_response(
    operation: Callable[P, Awaitable[R]],
) -> Callable[P, Awaitable[RawResponse[R]]]:
    """An awaited operation of a raw client: it answers a RawResponse of what it would answer."""
    return cast("Callable[P, Awaitable[RawResponse[R]]]", operation)


def async_raw_stream(operation: Callable[P, R]) -> Callable[P, Awaitable[RawResponse[R]]]:
    """A streaming operation of a raw async client: awaited, it answers a RawResponse of the
    stream once the response came."""
    return cast("Callable[P, Awaitable[RawResponse[R]]]", operation)
