"""The blocking I/O of the clients: a stream of events, and the request loop with its retries.
Derived from ``_async_client.py`` by ``python -m generator.unasync``: do not edit."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from types import TracebackType
from typing import Any, Generic, TypeVar

import httpx

from ._client import (
    BaseClient,
    Events,
    Timeout,
    connection_error,
    is_event_stream,
    json_body,
    log,
    status_error,
)
from ._sse import ServerSentEvent, SSEDecoder
from ._wire import WireRequest

E = TypeVar("E")
C = TypeVar("C", bound="SyncAPIClient")


class Stream(Generic[E]):
    """The events of one stream, iterated once. The request goes out on the first iteration (or
    on ``with``). The response is closed when the stream ends or fails, by ``close()``, and
    on leaving the ``with`` block; after a ``break`` out of the loop, only when the
    iterator is collected.

    A dialect whose events mark the last one stops there; otherwise the stream ends when the
    server closes it. An error the server sends instead of the stream, or inside it, is raised.
    """

    def __init__(
        self,
        open: Callable[[], httpx.Response],
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
    ) -> None:
        self._open = open
        self._events = Events(parse, ends)
        self._response: httpx.Response | None = None
        self._iterated = False

    def _start(self) -> httpx.Response:
        if self._response is None:
            self._response = self._open()
        return self._response

    def __iter__(self) -> Iterator[E]:
        if self._iterated:
            raise RuntimeError("a stream can be iterated only once")
        self._iterated = True
        response = self._start()
        try:
            if not is_event_stream(response):  # a plain JSON answer: an error, or one result
                response.read()
                for event in self._events.parse([ServerSentEvent(response.text)]):
                    yield event
                return
            decoder = SSEDecoder()
            for chunk in response.iter_bytes():
                for event in self._events.parse(decoder.feed(chunk)):
                    yield event
                if self._events.done:
                    return
            for event in self._events.parse(decoder.close()):
                yield event
        except httpx.TransportError as exc:
            raise connection_error(exc) from exc
        finally:
            self.close()

    def close(self) -> None:
        if self._response is not None:
            self._response.close()

    def __enter__(self) -> Stream[E]:
        self._start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class SyncAPIClient(BaseClient):
    """I/O over an ``httpx.Client`` (yours, if you pass ``http_client``)."""

    def __init__(self, *, http_client: httpx.Client | None, **options: Any) -> None:
        super().__init__(**options)
        self._http = http_client if http_client is not None else httpx.Client()
        self._owns_http = http_client is None

    def _request(self, wire: WireRequest, *, idempotent: bool, timeout: Timeout) -> Any:
        """Send a request; its JSON body, or its error status raised as the typed error."""
        response = self._send(wire, idempotent=idempotent, stream=False, timeout=timeout)
        return json_body(response)

    def _stream(
        self,
        wire: WireRequest,
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
        *,
        idempotent: bool,
        timeout: Timeout,
    ) -> Stream[E]:
        def open() -> httpx.Response:
            return self._send(wire, idempotent=idempotent, stream=True, timeout=timeout)

        return Stream(open, parse, ends)

    def _send(
        self, wire: WireRequest, *, idempotent: bool, stream: bool, timeout: Timeout
    ) -> httpx.Response:
        request = self._build(self._http, wire, stream, timeout)
        for attempt in range(self.max_retries + 1):
            try:
                response = self._http.send(request, stream=stream)
            except httpx.TransportError as exc:
                if not self._retries_failure(exc, idempotent, attempt):
                    raise connection_error(exc) from exc
                delay, why = self._retry_delay(attempt, None), type(exc).__name__
            else:
                log.debug("%s %s -> %d", request.method, request.url, response.status_code)
                if response.is_success:
                    return response
                if not self._retries_status(response, idempotent, attempt):
                    try:
                        response.read()
                    finally:
                        response.close()
                    raise status_error(response)
                delay, why = self._retry_delay(attempt, response), f"HTTP {response.status_code}"
                response.close()
            self._log_retry(request, attempt, delay, why)
            time.sleep(delay)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def close(self) -> None:
        """Close the connections, unless the httpx client is yours."""
        if self._owns_http:
            self._http.close()

    def __enter__(self: C) -> C:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
