"""The asyncio I/O of the clients: a stream of events, and the request loop with its retries.
``_sync_client.py`` is derived from this file by ``python -m generator.unasync``: edit this one."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
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
C = TypeVar("C", bound="AsyncAPIClient")


class AsyncStream(Generic[E]):
    """The events of one stream, iterated once. The request goes out on the first iteration (or
    on ``async with``). The response is closed when the stream ends or fails, by ``aclose()``, and
    on leaving the ``async with`` block; after a ``break`` out of the loop, only when the
    iterator is collected.

    A dialect whose events mark the last one stops there; otherwise the stream ends when the
    server closes it. An error the server sends instead of the stream, or inside it, is raised.
    """

    def __init__(
        self,
        open: Callable[[], Awaitable[httpx.Response]],
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
    ) -> None:
        self._open = open
        self._events = Events(parse, ends)
        self._response: httpx.Response | None = None
        self._iterated = False

    async def _start(self) -> httpx.Response:
        if self._response is None:
            self._response = await self._open()
        return self._response

    async def __aiter__(self) -> AsyncIterator[E]:
        if self._iterated:
            raise RuntimeError("a stream can be iterated only once")
        self._iterated = True
        response = await self._start()
        try:
            if not is_event_stream(response):  # a plain JSON answer: an error, or one result
                await response.aread()
                for event in self._events.parse([ServerSentEvent(response.text)]):
                    yield event
                return
            decoder = SSEDecoder()
            async for chunk in response.aiter_bytes():
                for event in self._events.parse(decoder.feed(chunk)):
                    yield event
                if self._events.done:
                    return
            for event in self._events.parse(decoder.close()):
                yield event
        except httpx.TransportError as exc:
            raise connection_error(exc) from exc
        finally:
            await self.aclose()

    async def aclose(self) -> None:
        if self._response is not None:
            await self._response.aclose()

    async def __aenter__(self) -> AsyncStream[E]:
        await self._start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


class AsyncAPIClient(BaseClient):
    """I/O over an ``httpx.AsyncClient`` (yours, if you pass ``http_client``)."""

    def __init__(self, *, http_client: httpx.AsyncClient | None, **options: Any) -> None:
        super().__init__(**options)
        self._http = http_client if http_client is not None else httpx.AsyncClient()
        self._owns_http = http_client is None

    async def _request(self, wire: WireRequest, *, idempotent: bool, timeout: Timeout) -> Any:
        """Send a request; its JSON body, or its error status raised as the typed error."""
        response = await self._send(wire, idempotent=idempotent, stream=False, timeout=timeout)
        return json_body(response)

    def _stream(
        self,
        wire: WireRequest,
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
        *,
        idempotent: bool,
        timeout: Timeout,
    ) -> AsyncStream[E]:
        async def open() -> httpx.Response:
            return await self._send(wire, idempotent=idempotent, stream=True, timeout=timeout)

        return AsyncStream(open, parse, ends)

    async def _send(
        self, wire: WireRequest, *, idempotent: bool, stream: bool, timeout: Timeout
    ) -> httpx.Response:
        request = self._build(self._http, wire, stream, timeout)
        for attempt in range(self.max_retries + 1):
            try:
                response = await self._http.send(request, stream=stream)
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
                        await response.aread()
                    finally:
                        await response.aclose()
                    raise status_error(response)
                delay, why = self._retry_delay(attempt, response), f"HTTP {response.status_code}"
                await response.aclose()
            self._log_retry(request, attempt, delay, why)
            await asyncio.sleep(delay)
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def aclose(self) -> None:
        """Close the connections, unless the httpx client is yours."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self: C) -> C:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
