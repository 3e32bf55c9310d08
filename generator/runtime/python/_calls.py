"""What one call carries besides its request: its options (``extra_headers``, ``timeout``,
``max_retries``), the hooks it calls, its log lines, its OpenTelemetry span, and the raw
response ``with_raw_response`` gives.

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
import json
import logging
import os
import re
import sys
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, Protocol, TypedDict, TypeVar, cast

from ._errors import ConfigurationError
from ._http import httpx
from ._spec import AUTH_HEADER, LOG_ENV, REQUEST_ID_HEADER

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
    connection failed) and the seconds ``elapsed`` since the operation began."""

    kind: str
    operation: str
    method: str
    url: str
    attempt: int
    status: int | None
    elapsed: float


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
        max_retries: int,
        hooks: Mapping[str, Hook],
        tracer: Tracer | None,
        keys: Callable[[], tuple[str, ...]],
    ) -> None:
        if max_retries < 0:
            raise ConfigurationError("max_retries", f"must be 0 or more, not {max_retries}")
        self.operation = operation
        self.idempotent = idempotent
        self.timeout = timeout
        self.headers = dict(headers or {})
        self.max_retries = max_retries
        self.retries = 0
        self.status: int | None = None
        self.task_id: str | None = None
        self._hooks = hooks
        self._keys = keys
        self._started = time.monotonic()
        self._span: Span | None = None
        if tracer is not None:
            prefix = __package__ or "a2a"
            self._span = tracer.start_span(
                f"{prefix}.{operation}",
                attributes={f"{prefix}.dialect": dialect, f"{prefix}.operation": operation},
            )

    def _hook(self, kind: str, request: httpx.Request, attempt: int, status: int | None) -> None:
        hook = self._hooks.get(kind)
        if hook is not None:
            elapsed = time.monotonic() - self._started
            url = str(redacted(str(request.url), self._keys()))
            hook(HookEvent(kind, self.operation, request.method, url, attempt + 1, status, elapsed))

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
        self._hook("retry", request, attempt, status)
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
        self._hook("reconnect", request, attempt, None)
        log.info(
            "stream of task %s %s; resuming in %.2f s (reconnect %d of %d)",
            self.task_id,
            why,
            delay,
            attempt + 1,
            self.max_retries,
        )

    def end(self, result: Any = None, error: BaseException | None = None) -> None:
        """The call is over (again: nothing more happens): its span ends."""
        self.task_id = task_id_of(result) or self.task_id
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
