"""Chunked HTTP/1.1 bodies read straight from their connection, for streams.

httpcore hands a chunked body over as h11 parses it, one Data event (and a few generator steps)
per chunk, and a server of events sends one chunk per event: that was half of a stream's cost.
So a stream whose response came chunked over an HTTP/1.1 connection of httpcore (the transport
of httpx and httpx2), with its body still unread, reads the connection's network stream itself
(httpcore's ``network_stream`` extension), after the bytes h11 holds already, 64 KiB at a time,
and takes the chunks' framing off a whole read at once (``ChunkedBody.feed``): the decoder gets
blocks of many events. The last chunk, the trailers, and a chunk header this does not read (a
malformed one, say) are handed back to h11, which reads the rest of the body as httpcore reads
any: it checks them, raises what it raises, and ends the response, which then goes back to the
pool as before. A bad chunk end, and a connection closed before the last chunk, raise what h11
raises (as httpx raises it, RemoteProtocolError), and a read's errors are mapped as httpx's
transport maps them: a stream's errors, resumes and retries are the same. A response closed
before its end closes its connection, as httpcore closes any it did not read to the end.

Any other response (HTTP/2, a Content-Length or compressed body, another transport) is read as
httpx yields it. The reads themselves are in ``_async_client.py``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from ._http import httpx

READ_SIZE = 64 * 1024  # as httpcore reads
# A chunk header as h11 reads it: the size in hex, any extension (ignored), the line's end.
_CHUNK = re.compile(rb"([0-9A-Fa-f]{1,20})(?:;[^\n]*)?[ \t]*\r\n")
# An unfinished chunk header longer than this (its extensions) is left to h11.
_MAX_HEADER = 1024
# h11's chunked reader before it read anything: a body nobody began.
_UNREAD = {"_bytes_in_chunk": 0, "_bytes_to_discard": b"", "_reading_trailer": False}


class ChunkedBody:
    """The content of a chunked body, fed the body's bytes as they come, from ``buffered`` on.
    Once it meets a chunk header it leaves to h11 (the last chunk's, or one it does not read),
    ``handed`` is set and h11 is given the bytes from there on (``hand_back``); once it meets a
    bad chunk end, ``error`` is. Linear in the bytes: each chunk is sliced once, and each read's
    content joined once."""

    def __init__(
        self,
        state: Any,
        network: Any,
        timeout: float | None,
        errors: Callable[[], AbstractContextManager[None]],
    ) -> None:
        self.network = network  # httpcore's network stream: read(max_bytes, timeout)
        self.timeout = timeout
        self.errors = errors  # maps httpcore's exceptions to httpx's
        self.buffered, _ = state.trailing_data  # what h11 received after the headers
        self._state = state  # the connection's h11.Connection
        self._head = b""  # an unfinished chunk header
        self._left = 0  # the bytes of the chunk still to come
        self._footer = b""  # the part of the CRLF after a chunk still to come
        self._rest: bytes | None = None  # the bytes from a header left to h11 on
        self.handed = False
        self.error: httpx.RemoteProtocolError | None = None  # the framing is broken

    def feed(self, data: bytes) -> bytes:
        if self._head:
            data, self._head = self._head + data, b""
        out: list[bytes] = []
        left, footer, pos, size = self._left, self._footer, 0, len(data)
        while pos < size:
            if left:  # inside a chunk
                stop = min(pos + left, size)
                out.append(data[pos:stop])
                left -= stop - pos
                pos = stop
                if not left:
                    footer = b"\r\n"
            elif footer:
                got = data[pos : pos + len(footer)]
                if got != footer[: len(got)]:  # raised once the content before it is read
                    self.error = httpx.RemoteProtocolError(
                        f"malformed chunk footer: {bytearray(got)!r} (expected {footer!r})"
                    )
                    break
                footer = footer[len(got) :]
                pos += len(got)
            else:  # a chunk header; the common chunk is here whole, with its CRLF
                match = _CHUNK.match(data, pos)
                if match is None and data.find(b"\r\n", pos) < 0 and size - pos <= _MAX_HEADER:
                    self._head = data[pos:]  # the rest of the line comes next
                    break
                length = int(match[1], 16) if match is not None else 0
                if not length:  # the last chunk, or a header left to h11
                    self._rest, self.handed = data[pos:], True
                    break
                start = match.end()  # type: ignore[union-attr]
                stop = start + length
                if data[stop : stop + 2] == b"\r\n":
                    out.append(data[start:stop])
                    pos = stop + 2
                else:  # it goes on in the next read, or its CRLF is wrong
                    left, pos = length, start
        self._left, self._footer = left, footer
        return out[0] if len(out) == 1 else b"".join(out)

    def hand_back(self) -> None:
        """Give h11 the body from the header it is left on: its buffer (the bytes it held
        after the headers, all taken since) emptied, then fed. httpcore's own reads of the
        body go on from there."""
        buffer = self._state._receive_buffer
        buffer.maybe_extract_at_most(len(buffer))
        self._state.receive_data(self._rest)
        self._rest = None

    def cut(self) -> httpx.RemoteProtocolError:
        """The error of a connection that closed before the last chunk, in h11's words."""
        if self._head:  # h11 holds bytes it cannot read
            return httpx.RemoteProtocolError("peer unexpectedly closed connection")
        return httpx.RemoteProtocolError(
            "peer closed connection without sending complete message body"
            " (incomplete chunked read)"
        )


def chunked_body(response: httpx.Response) -> ChunkedBody | None:
    """The body of a response to read straight from its connection, or None (see above).
    Strict: the exact shape of httpx's and httpcore's objects as the transport returns the
    response, and h11's chunked reader untouched, with the bytes it received since still in its
    buffer; any other shape is read as httpx yields it."""
    h11 = sys.modules.get("h11")
    transport = sys.modules.get(f"{httpx.__name__}._transports.default")
    errors = getattr(transport, "map_httpcore_exceptions", None)
    # httpx's stream, its transport's, httpcore's pool's, and its connection.
    connection: Any = response.stream
    for name in ("_stream", "_httpcore_stream", "_stream", "_connection"):
        connection = getattr(connection, name, None)
    state: Any = getattr(connection, "_h11_state", None)
    network = response.extensions.get("network_stream")
    if (
        h11 is None
        or errors is None
        or not isinstance(state, h11.Connection)
        or network is None
        or network is not getattr(connection, "_network_stream", None)
        or state.their_state is not h11.SEND_BODY
        or state.trailing_data[1]  # the connection closed already
    ):
        return None
    reader = getattr(state, "_reader", None)
    buffer = getattr(state, "_receive_buffer", None)
    if (
        type(reader).__name__ != "ChunkedReader"
        or getattr(reader, "__dict__", None) != _UNREAD
        or not callable(getattr(buffer, "maybe_extract_at_most", None))
    ):
        return None
    timeout = response.request.extensions.get("timeout", {}).get("read")
    return ChunkedBody(state, network, timeout, errors)
