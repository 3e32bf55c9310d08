"""The HTTP layer under the clients: configuration, retry decisions, error mapping and event
parsing, all that is not I/O. The I/O is in ``_async_client.py`` and ``_sync_client.py``; the
sync module is derived from the async one (``python -m generator.unasync``), so they cannot
drift apart.

Retries: {max_retries} more attempts (2 by default), {0.5 s -> 8 s} backoff with jitter, or what
``Retry-After`` asks for (up to 60 s). A request is retried when the connection failed before it
was sent; an idempotent operation (its docs say so) also after a timeout, a broken connection or
HTTP 408, 409, 429 and 5xx. A message is never sent twice.
"""

from __future__ import annotations

import email.utils
import functools
import itertools
import json
import logging
import os
import random
import re
import time
import warnings
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx

from ._errors import (
    A2AError,
    APIConnectionError,
    APITimeoutError,
    ConfigurationError,
    UnconfirmedFormatWarning,
    UnexpectedResponseError,
    error_from_jsonrpc,
    error_from_status,
)
from ._spec import (
    AGENT_PATH,
    API_KEY_ENV,
    API_KEY_PERMISSION,
    AUTH_HEADER,
    AUTH_PREFIX,
    BASE_URL_ENV,
    DEFAULT_BASE_URL,
    JSONRPC_MEMBERS,
    PATH_PARAMS,
    STATUS_BODY,
    STREAM_ERROR_EVENT,
    STREAM_MEDIA_TYPE,
)
from ._sse import ServerSentEvent
from ._wire import WireRequest

log = logging.getLogger(__package__)

Timeout = float | httpx.Timeout | None
"""Seconds, or an httpx.Timeout (connect, read, write, pool); None waits for ever."""

# A blocking send lasts as long as the agent runs.
DEFAULT_TIMEOUT = httpx.Timeout(600.0, connect=10.0)
# For a stream, read is the longest silence allowed between two lines. Keep-alive comments count,
# so it only needs to exceed the server's keep-alive interval (a2a-sdk: 15 s).
DEFAULT_STREAM_TIMEOUT = httpx.Timeout(60.0, connect=10.0)
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
MAX_RETRY_AFTER = 60.0
# Failures that happen before a single byte of the request went out.
_NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)

E = TypeVar("E")


class BaseClient:
    """What the clients share besides I/O."""

    def __init__(
        self,
        *,
        path_params: Mapping[str, str],
        api_key: str | None,
        base_url: str | None,
        timeout: Timeout,
        stream_timeout: Timeout,
        max_retries: int,
        default_headers: Mapping[str, str] | None,
    ) -> None:
        key = api_key if api_key is not None else os.environ.get(API_KEY_ENV)
        if not key:
            raise ConfigurationError(
                "api_key",
                f"pass api_key= or set ${API_KEY_ENV} (needs the {API_KEY_PERMISSION} permission)",
            )
        for name, value in path_params.items():
            argument, pattern, guess = PATH_PARAMS[name]
            if isinstance(value, str) and guess and not re.search(pattern, value):
                # A guessed format must not lock out a real ID: warn, and send it (quoted).
                message = f"{argument}: {value!r} does not match {pattern}; sent as it is. {guess}"
                warnings.warn(message, UnconfirmedFormatWarning, stacklevel=4)
            elif not isinstance(value, str) or not re.search(pattern, value):
                raise ConfigurationError(argument, f"{value!r} does not match {pattern}")
        if max_retries < 0:
            raise ConfigurationError("max_retries", f"must be 0 or more, not {max_retries}")
        root = base_url or os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL
        path = AGENT_PATH.format(**{k: quote(v, safe="") for k, v in path_params.items()})
        self.base_url = root.rstrip("/") + path
        self.timeout = timeout
        self.stream_timeout = stream_timeout
        self.max_retries = max_retries
        self._headers = {**(default_headers or {}), AUTH_HEADER: AUTH_PREFIX + key}
        self._ids = itertools.count(1)

    def __repr__(self) -> str:  # never the API key
        return f"{type(self).__name__}(base_url={self.base_url!r})"

    def _next_id(self) -> int:
        """The next JSON-RPC request id of this client."""
        return next(self._ids)

    def _build(
        self,
        http: httpx.Client | httpx.AsyncClient,
        wire: WireRequest,
        stream: bool,
        timeout: Timeout,
    ) -> httpx.Request:
        default = self.stream_timeout if stream else self.timeout
        return http.build_request(
            wire.method,
            _url(self.base_url, wire.path),
            headers={**self._headers, **wire.headers},
            params=dict(wire.params) or None,
            json=wire.json,
            timeout=timeout if timeout is not None else default,
        )

    def _retries_failure(self, exc: httpx.TransportError, idempotent: bool, attempt: int) -> bool:
        return attempt < self.max_retries and (idempotent or isinstance(exc, _NOT_SENT))

    def _retries_status(self, response: httpx.Response, idempotent: bool, attempt: int) -> bool:
        status = response.status_code
        return (
            attempt < self.max_retries
            and idempotent
            and (status in (408, 409, 429) or status >= 500)
        )

    def _retry_delay(self, attempt: int, response: httpx.Response | None) -> float:
        after = _retry_after(response.headers) if response is not None else None
        if after is not None:
            return after
        delay = min(INITIAL_RETRY_DELAY * 2.0**attempt, MAX_RETRY_DELAY)
        return delay * (1 - 0.25 * random.random())

    def _log_retry(self, request: httpx.Request, attempt: int, delay: float, why: str) -> None:
        log.info(
            "%s %s: %s; retry %d of %d in %.2f s",
            request.method,
            request.url,
            why,
            attempt + 1,
            self.max_retries,
            delay,
        )


@functools.lru_cache(maxsize=256)
def _url(base_url: str, path: str) -> httpx.URL:
    """Parsed once: httpx's URL parsing is a good part of a request's client CPU."""
    return httpx.URL(base_url + path)


def _retry_after(headers: httpx.Headers) -> float | None:
    """Retry-After (seconds or an HTTP date), when it asks for no more than MAX_RETRY_AFTER."""
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
    return max(seconds, 0.0) if seconds <= MAX_RETRY_AFTER else None


def connection_error(exc: httpx.TransportError) -> APIConnectionError:
    if isinstance(exc, httpx.TimeoutException):
        return APITimeoutError(f"timed out: {exc}")
    return APIConnectionError(f"{type(exc).__name__}: {exc}")


def json_body(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        raise UnexpectedResponseError(
            f"HTTP {response.status_code} with a body that is not JSON"
            f" ({response.headers.get('content-type')})",
            body=response.text,
        ) from None


def status_error(response: httpx.Response) -> A2AError:
    """The typed error of an HTTP error answer."""
    try:
        body = response.json()
    except ValueError:
        body = response.text
    return error_from_status(response.status_code, body)


def is_event_stream(response: httpx.Response) -> bool:
    media_type: str = response.headers.get("content-type", "")
    return media_type.split(";")[0].strip() == STREAM_MEDIA_TYPE


def event_error(body: Any) -> A2AError:
    """The error an error frame (SSE event type STREAM_ERROR_EVENT) carries: a JSON-RPC error
    response, or an HTTP error body."""
    error = body.get(JSONRPC_MEMBERS["error"]) if isinstance(body, dict) else None
    if isinstance(body, dict) and JSONRPC_MEMBERS["jsonrpc"] in body:
        return error_from_jsonrpc(error)
    code = error.get(STATUS_BODY["code"]) if isinstance(error, dict) else None
    return error_from_status(code if isinstance(code, int) and code >= 400 else 500, body)


class Events(Generic[E]):
    """Turns decoded server-sent events into parsed events; shared by both streams."""

    def __init__(self, parse: Callable[[Any], E], ends: Callable[[E], bool]) -> None:
        self._parse = parse
        self._ends = ends
        self.done = False  # the dialect's last event came: stop reading

    def parse(self, events: list[ServerSentEvent]) -> Iterator[E]:
        """Each event in turn: one that follows an error frame is never parsed, one before it is
        yielded first."""
        for sse in events:
            try:
                body = json.loads(sse.data)
            except ValueError:
                raise UnexpectedResponseError(
                    "a stream event whose data is not JSON", body=sse.data
                ) from None
            if sse.event == STREAM_ERROR_EVENT:
                raise event_error(body)
            event = self._parse(body)
            self.done = self._ends(event)
            yield event
            if self.done:
                return
