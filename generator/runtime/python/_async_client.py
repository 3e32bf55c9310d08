"""The asyncio I/O of the clients: a stream of events, and the request loop with its retries.
``_sync_client.py`` is derived from this file by ``python -m a2a_codegen.unasync``: edit this one.
asyncio is imported where a retry waits: the blocking client imports this module too."""

# AsyncStream runs its client's request loop, and the client starts its streams: one unit in two
# classes, each reaching into the other.
# pyright: reportPrivateUsage=false

from __future__ import annotations

import threading
from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable
from logging import DEBUG
from types import TracebackType
from typing import Any, Generic, TypeVar

from ._calls import Call, RawResponse, log
from ._client import (
    MAX_BODY,
    BaseClient,
    Progress,
    StreamReader,
    answer,
    connection_error,
    decoding_error,
    is_event_stream,
    raw_body,
    status_error,
    transient,
)
from ._errors import A2AError, APITimeoutError, UnexpectedResponseError
from ._http import httpx
from ._wire import WireRequest
from .models import Task

E = TypeVar("E")
R = TypeVar("R")
C = TypeVar("C", bound="AsyncAPIClient")


class AsyncStream(Generic[E]):
    """The events of one stream, read once: like a file, a loop after a ``break`` goes on where
    the last one stopped, and ``until_done()`` reads the rest and returns the task they make. The
    request goes out on the first iteration (or on ``async with``). The response is closed when
    the stream ends or fails, by ``aclose()``, on leaving the ``async with`` block, and when the
    stream is collected.

    A dialect whose events mark the last one stops there; otherwise the stream ends when the
    server closes it. An error the server sends instead of the stream, or inside it, is raised.
    A stream that ends or breaks before its task reaches a final state is resumed (``resume``:
    the task is subscribed to again, and the events already yielded are skipped), or raises
    StreamInterruptedError. A timeout is raised as it is.

    Once the request went out (``async with stream:``), ``status_code``, ``headers`` and
    ``request_id`` tell what the response said, before the first event.
    """

    def __init__(
        self,
        client: AsyncAPIClient,
        wire: WireRequest | None,
        parse: Callable[[Any], E],
        ends: Callable[[E], bool],
        call: Call,
        resume: Callable[[str], tuple[WireRequest, Callable[[Any], E]]] | None,
        answer: Iterable[E] | None = None,
    ) -> None:
        self._client = client
        self._wire = wire
        self._answer = answer  # an interceptor's answer: these events, and nothing is sent
        self._parse = parse
        self._ends = ends
        self._call = call
        self._resume = resume
        self._response: httpx.Response | None = None
        self._first: httpx.Response | None = None
        self._progress = Progress()
        self._events: AsyncIterator[E] | None = None

    async def _start(self) -> httpx.Response:
        if self._response is None:
            assert self._wire is not None  # None only when an interceptor answered
            try:
                self._response = await self._client._send(self._wire, self._call, stream=True)
            except BaseException as exc:
                self._call.end(error=exc)
                raise
            self._first = self._response
        return self._response

    def _started(self) -> httpx.Response:
        if self._first is None:
            raise RuntimeError("the stream has not started: use it in `async with` first")
        return self._first

    @property
    def status_code(self) -> int:
        """The HTTP status of the stream's response."""
        return self._started().status_code

    @property
    def headers(self) -> httpx.Headers:
        """The headers of the stream's response."""
        return self._started().headers

    @property
    def request_id(self) -> str | None:
        """The response's request id (what support asks for), if it sent one."""
        return RawResponse(self._started(), lambda: None).request_id

    def __aiter__(self) -> AsyncIterator[E]:
        """The stream's one iterator: a second loop goes on where the first stopped."""
        if self._events is None:
            self._events = self._iterate()
        return self._events

    async def until_done(self) -> Task:
        """Read the rest of the stream (all of it, if nothing was read yet) and return its task
        as the events left it: the final status, the artifacts with their chunks appended, and
        the answer properties (``answer``, ``attachments``, ``error_message``...). A stream
        whose agent answered with a Message raises UnexpectedResponseError."""
        async for _event in self:
            pass
        return self._progress.task.result()

    async def _iterate(self) -> AsyncIterator[E]:
        """The events; the call (its hooks, its span) ends with the stream or with its error.
        One generator for it all: each layer of generators would cost every event a step."""
        try:
            if self._answer is not None:
                for event in self._answer:
                    if self._progress.take(event):
                        yield event
                self._call.end()
                return
            client, call, progress, parse = self._client, self._call, self._progress, self._parse
            deadline = client._stream_deadline()
            started = await self._start()
            response: httpx.Response | None = started
            first = started.request
            timeout = client.stream_timeout if call.timeout is None else call.timeout
            for attempt in range(call.max_retries + 1):
                cut: Exception | None = None
                if response is None:  # a reconnect: subscribe again, with no retries of its own
                    assert self._resume is not None and progress.task_id is not None
                    wire, parse = self._resume(progress.task_id)
                    try:
                        response = self._response = await client._send(
                            wire, call, stream=True, retries=False
                        )
                    except A2AError as exc:
                        # Refused: the task can no longer be subscribed to.
                        if not transient(exc, call.retry):
                            error = progress.interrupted("could not be resumed")
                            raise client._failed(error, first) from exc
                        cut = exc
                if response is not None:
                    request = response.request
                    reader = StreamReader(parse, self._ends, progress, timeout, deadline)
                    try:
                        if not is_event_stream(response):
                            body = await client._read(response)
                            for event in reader.plain(response, body):
                                yield event
                        else:
                            chunks = _body(response)
                            feed, logs = reader.feed, log.isEnabledFor
                            async for chunk in chunks:
                                if not chunk:  # none, as iter_raw and iter_bytes leave it out
                                    continue
                                if logs(DEBUG):  # Call.body's own test, without its call
                                    call.body(request, chunk)
                                for event in feed(chunk):
                                    yield event
                                if reader.done:
                                    break
                            else:
                                for event in reader.close():
                                    yield event
                    except httpx.TransportError as exc:
                        cut = client._failed(connection_error(exc, request), request)
                        if isinstance(cut, APITimeoutError):
                            raise cut from exc
                    except httpx.DecodingError as exc:
                        raise client._failed(decoding_error(exc, response), request) from None
                    except A2AError as exc:
                        if attempt and not isinstance(exc, APITimeoutError):
                            error = progress.interrupted("could not be resumed")
                            raise client._failed(error, first) from exc
                        raise client._failed(exc, request) from None
                    finally:
                        await response.aclose()
                        response = None
                call.task_id = progress.task_id
                if progress.complete:
                    break
                why = "broke" if cut is not None else "ended"
                if self._resume is None or progress.task_id is None or attempt == call.max_retries:
                    raise client._failed(progress.interrupted(why), first) from cut
                delay = client._retry_delay(call, attempt, None)
                call.reconnecting(first, attempt, why, delay)
                import asyncio

                await asyncio.sleep(delay)
                progress.resumed()
        except BaseException as exc:
            self._call.end(error=exc)
            raise
        self._call.end()

    async def aclose(self) -> None:
        self._call.end()
        if self._response is not None:
            await self._response.aclose()

    async def __aenter__(self) -> AsyncStream[E]:
        if self._answer is None:
            await self._start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


def _body(response: httpx.Response) -> AsyncIterable[bytes]:
    """A stream's body: as the transport yields it when it needs no decoding (raw_body), else
    decoded (aiter_bytes)."""
    body = raw_body(response)
    return response.aiter_bytes() if body is None else body


class _OwnHTTPClient:
    """The httpx client the SDK makes when you pass none, made as httpx makes it (proxies from
    the environment too) on the first request: making it imports httpcore and loads the
    certificates (SSL_CERT_FILE or SSL_CERT_DIR are read then), most of what a client costs to
    make. with_options' clones share this holder, so they share the client."""

    def __init__(self) -> None:
        self._lock = threading.Lock()  # threads sending their first requests at once make one
        self._client: httpx.AsyncClient | None = None
        self._closed = False

    def get(self) -> httpx.AsyncClient:
        with self._lock:
            if self._client is None:
                if self._closed:
                    raise RuntimeError("Cannot send a request, as the client has been closed.")
                self._client = httpx.AsyncClient()
            return self._client

    async def aclose(self) -> None:
        with self._lock:  # a close while a first request makes the client closes that client
            client, self._closed = self._client, True
        if client is not None:
            await client.aclose()


class AsyncAPIClient(BaseClient):
    """I/O over an ``httpx.AsyncClient`` of the package's HTTP library (yours, if you pass
    ``http_client``)."""

    def __init__(self, *, http_client: httpx.AsyncClient | None, **options: Any) -> None:
        super().__init__(**options)
        self._yours = http_client
        self._own = _OwnHTTPClient() if http_client is None else None
        self._owns_http = http_client is None

    @property
    def _http(self) -> httpx.AsyncClient:
        """The httpx client requests go through: yours, or the SDK's own."""
        if self._own is None:
            assert self._yours is not None
            return self._yours
        return self._own.get()

    async def _request(self, call: Call, request: Any, parse: Callable[[Any], R]) -> R:
        """Send the canonical request (None: the operation takes none) and parse its JSON body;
        an error answer is raised as its typed error. A raw client (with_raw_response) answers a
        RawResponse instead (its type says Any). An interceptor may answer first."""
        try:
            answered = call.before(request)
            if answered is not None:
                call.end(answered)
                return answered  # type: ignore[no-any-return]
            wire = self._built(call, request)
            response = await self._send(wire, call, stream=True)
            try:
                body = await self._read(response)
            except A2AError as exc:
                raise self._failed(exc, response.request, response) from None
            call.body(response.request, body)

            def parsed() -> R:
                try:
                    return answer(parse, response, body)
                except A2AError as exc:
                    raise self._failed(exc, response.request, response) from None

            result: Any = RawResponse(response, parsed) if self._raw else parsed()
        except BaseException as exc:
            call.end(error=exc)
            raise
        call.end(result)
        return result  # type: ignore[no-any-return]

    def _stream(
        self,
        call: Call,
        request: Any,
        parse: Callable[[Any], E],
        resume: bool = False,
    ) -> AsyncStream[E]:
        """The stream of events of the canonical request, which ends where the wire module says,
        and is resumed (by _resume) when `resume`; a raw client (with_raw_response) answers,
        once the response came, a RawResponse whose parse() gives the stream (its type says
        Any). An interceptor may answer first, with the events."""
        try:
            answered = call.before(request)
            wire = self._built(call, request) if answered is None else None
        except BaseException as exc:
            call.end(error=exc)
            raise
        again = self._resume if resume else None
        ends = self._wire.ends_stream
        stream = AsyncStream(self, wire, parse, ends, call, again, answered)
        if answered is not None:
            return stream
        return self._raw_stream(stream) if self._raw else stream  # type: ignore[return-value]

    async def _raw_stream(self, stream: AsyncStream[E]) -> RawResponse[AsyncStream[E]]:
        return RawResponse(await stream._start(), lambda: stream)

    async def _read(self, response: httpx.Response) -> bytes:
        """The whole body, decoded, and closed; at most MAX_BODY bytes of it. A body that needs
        no decoding is read as the transport yields it (raw_body), as a stream's is."""
        chunks: list[bytes] = []
        size = 0
        try:
            body = raw_body(response)
            async for chunk in response.aiter_bytes() if body is None else body:
                size += len(chunk)
                if size > MAX_BODY:
                    raise UnexpectedResponseError(
                        f"a body larger than {MAX_BODY} bytes once decoded"
                    )
                chunks.append(chunk)
        except httpx.TransportError as exc:
            raise connection_error(exc, response.request) from exc
        except httpx.DecodingError as exc:
            raise decoding_error(exc, response) from None
        finally:
            await response.aclose()
        return b"".join(chunks)

    async def _api_key(self) -> str:
        """The API key to send: the key, or what the key function answers now."""
        if self._key_source is None:
            assert self._key is not None
            return self._key
        return self._checked_key(await self._key_source())

    async def _send(
        self, wire: WireRequest, call: Call, *, stream: bool, retries: bool = True
    ) -> httpx.Response:
        """The response, its body still to read; an error answer is raised as its typed error."""
        http = self._http
        request = self._build(http, wire, call, stream, self._key or await self._api_key())
        attempt, refreshed = 0, False
        while True:
            call.sending(request, attempt, wire.json)
            try:
                response = await http.send(request, stream=True)
            except httpx.TransportError as exc:
                delay = self._retry_delay(call, attempt, None)
                if not (retries and self._retries_failure(exc, call, attempt, delay)):
                    raise self._failed(connection_error(exc, request), request) from exc
                why, status = type(exc).__name__, None
            else:
                call.answered(request, response, attempt)
                if response.is_success:
                    return response
                if self._refreshes_key(response, refreshed):  # the key expired: ask again, once
                    await response.aclose()
                    refreshed = True
                    request = self._build(
                        http, wire, call, stream, self._key or await self._api_key()
                    )
                    continue
                delay = self._retry_delay(call, attempt, response)
                if not (retries and self._retries_status(response, call, attempt, delay)):
                    try:
                        error = status_error(response, await self._read(response))
                    except A2AError as exc:
                        error = exc
                    raise self._failed(error, request, response)
                status = response.status_code
                why = f"HTTP {status}"
                await response.aclose()
            call.retrying(request, attempt, status, delay, why)
            import asyncio

            await asyncio.sleep(delay)
            attempt += 1

    async def aclose(self) -> None:
        """Close the connections, unless the httpx client is yours."""
        if self._owns_http and self._own is not None:
            await self._own.aclose()

    async def __aenter__(self: C) -> C:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
