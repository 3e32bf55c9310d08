"""Streams read straight from the connection (_chunked.py): a chunked HTTP/1.1 body's framing
taken off a whole read at a time, the rest handed back to h11. The framing alone, cut at every
byte; then streams from a raw socket server, each read both ways (straight from the connection,
and as httpx yields it, with the shortcut turned off): the same events, the same exceptions, and
the same resumes, sync and async. test_http_library.py runs these on the httpx tree too."""

from __future__ import annotations

import contextlib
import gzip
import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from drive import MODES, Driver
from memorylake_a2a import _async_client, _sync_client
from memorylake_a2a._http import httpx

# The framing ---------------------------------------------------------------------------------


def dechunk(*reads: bytes) -> tuple[bytes, Any]:
    """The content of the reads, and what h11 gets (the bytes from the header left to it on),
    or the error of a bad chunk end."""
    import h11
    from memorylake_a2a._chunked import ChunkedBody

    body = ChunkedBody(h11.Connection(h11.CLIENT), None, None, contextlib.nullcontext)
    content = []
    for i, read in enumerate(reads):
        content.append(body.feed(read))
        if body.error is not None:
            return b"".join(content), body.error
        if body.handed:
            return b"".join(content), body._rest + b"".join(reads[i + 1 :])
    return b"".join(content), b""


BODY = (
    b"5\r\nhello\r\n"
    b"1A;name=value;other\r\n" + b"x" * 26 + b"\r\n"  # an extension, upper-case hex
    b"0003 \t\r\nabc\r\n"  # leading zeros, whitespace before the CRLF
    b"1\r\n\n\r\n"  # an LF as the content
    b"40\r\n" + bytes(range(64)) + b"\r\n"
)
CONTENT = b"hello" + b"x" * 26 + b"abc\n" + bytes(range(64))
LAST = b"0\r\nX-Checksum: abc\r\n\r\n"


def test_the_framing_comes_off_however_the_reads_cut_it() -> None:
    body = BODY + LAST
    cuts = [(body,), tuple(body[i : i + 1] for i in range(len(body)))]
    cuts += [(body[:i], body[i:]) for i in range(1, len(body))]
    cuts += [(body[:i], body[i:j], body[j:]) for i in range(1, 60) for j in range(i + 1, 70)]
    for reads in cuts:
        assert dechunk(*reads) == (CONTENT, LAST), reads


@pytest.mark.parametrize(
    "header",
    [b"zz\r\n", b"-1\r\n", b"5 5\r\n", b"1" * 21 + b"\r\n", b"5\n"],
    ids=["not hex", "a sign", "a space inside", "21 digits", "no CR"],
)
def test_a_header_it_does_not_read_is_left_to_h11(header: bytes) -> None:
    """h11 then reads it as it reads any: it raises, or goes on reading the body."""
    tail = header + b"hello\r\n" + LAST
    for i in range(len(BODY) + 1):
        assert dechunk(BODY[:i], BODY[i:] + tail) == (CONTENT, tail)


def test_an_unfinished_header_is_kept_up_to_a_bound_then_left_to_h11() -> None:
    """A chunk header's extensions have no bound of their own (h11 bounds its buffer)."""
    for size in (100, 1000, 1100):
        header = b"5;" + b"e" * size + b"\r\n"
        tail = header + b"hello\r\n" + LAST
        whole = dechunk(BODY + tail)
        cut = dechunk(BODY + header[:-10], header[-10:] + b"hello\r\n" + LAST)
        assert whole == (CONTENT + b"hello", LAST)
        assert cut == (whole if size < 1024 else (CONTENT, tail))


def test_a_bad_chunk_end_is_an_error_as_h11_says_after_the_content_before_it() -> None:
    body = BODY + b"5\r\nhelloXY5\r\nhello\r\n"
    for i in range(1, len(body)):
        content, error = dechunk(body[:i], body[i:])
        assert content == CONTENT + b"hello" and isinstance(error, httpx.RemoteProtocolError)
        assert str(error).startswith("malformed chunk footer: bytearray(b'X")


# Streams from a raw server ---------------------------------------------------------------------

TASK_ID, CONTEXT_ID = "task-chunked-1", "ctx-chunked-1"
HEAD = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"


def events() -> list[bytes]:
    """A v1.0 stream as SSE events: the task, 3 working statuses that carry text, completed."""
    ids = {"taskId": TASK_ID, "contextId": CONTEXT_ID}
    out: list[dict[str, Any]] = [
        {
            "task": {
                "id": TASK_ID,
                "contextId": CONTEXT_ID,
                "status": {"state": "TASK_STATE_SUBMITTED"},
            }
        }
    ]
    for i in range(3):
        part = {"text": f"chunk {i}, "}
        message = {"messageId": f"m-{i}", "role": "ROLE_AGENT", "parts": [part], **ids}
        out.append(
            {"statusUpdate": {**ids, "status": {"state": "TASK_STATE_WORKING", "message": message}}}
        )
    out.append({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_COMPLETED"}}})
    return [b"data: %s\r\n\r\n" % json.dumps(e).encode() for e in out]


def chunked(items: list[bytes], ext: bytes = b"", last: bytes = b"0\r\n\r\n") -> bytes:
    """One chunk per item, then the last chunk (and its trailers)."""
    return b"".join(b"%x%s\r\n%s\r\n" % (len(i), ext, i) for i in items) + last


class Server:
    """Answers each request with the next of ``answers``: (bytes, how) where how is "whole"
    (then waits for the next request), "bytewise" (a byte at a time), "close" (then closes: a
    cut), or "stall" (then says nothing until the client hangs up). Counts connections."""

    def __init__(self) -> None:
        self.answers: list[tuple[bytes, str]] = []
        self.connections = 0
        self._sock = socket.create_server(("127.0.0.1", 0))
        self.root = f"http://127.0.0.1:{self._sock.getsockname()[1]}"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with conn:
            received = b""
            while True:
                while b"\r\n\r\n" not in received:
                    data = conn.recv(65536)
                    if not data:
                        return
                    received += data
                head, _, received = received.partition(b"\r\n\r\n")
                length = int(
                    next(
                        iter(
                            line.split(b":")[1]
                            for line in head.split(b"\r\n")
                            if line.lower().startswith(b"content-length:")
                        ),
                        b"0",
                    )
                )
                while len(received) < length:
                    received += conn.recv(65536)
                received = received[length:]
                answer, how = self.answers.pop(0)
                if how == "bytewise":
                    for i in range(len(answer)):
                        conn.sendall(answer[i : i + 1])
                        time.sleep(0.0002)
                else:
                    conn.sendall(answer)
                if how == "close":
                    return
                if how == "stall":
                    conn.settimeout(10)
                    with contextlib.suppress(OSError):
                        conn.recv(1)
                    return

    def close(self) -> None:
        self._sock.close()


@pytest.fixture
def server() -> Iterator[Server]:
    served = Server()
    yield served
    served.close()


CHUNKED_BODY = {module: module.chunked_body for module in (_async_client, _sync_client)}


def read(
    server: Server, mode: str, direct: bool, monkeypatch: pytest.MonkeyPatch, **options: Any
) -> tuple[Any, ...]:
    """A stream read with the shortcut on (direct) or off, ``times`` times on one client: the
    states of its events, the exception it raised (its class), and how many responses took
    the shortcut."""
    taken: list[bool] = []
    for module, real in CHUNKED_BODY.items():

        def spy(response: Any, real: Any = real) -> Any:
            body = real(response) if direct else None
            taken.append(body is not None)
            return body

        monkeypatch.setattr(module, "chunked_body", spy)
    resume, times = options.pop("resume", True), options.pop("times", 1)
    api = Driver("v1_0.rest", mode, server.root, max_retries=1, **options)
    outcomes = []
    try:
        for _ in range(times):
            got: list[Any] = []
            error = cause = None
            stream = api.client.send_streaming_message("hello", resume=resume)

            async def collect() -> None:
                async for event in stream:  # noqa: B023
                    got.append(event)  # noqa: B023

            try:
                if api.loop is None:
                    got.extend(stream)
                else:
                    api.loop.run_until_complete(collect())
            except ml.A2AError as exc:
                error = type(exc).__name__
                cause = str(exc.__cause__)  # the transport's error, in the client's words
            states = [e.status.state.value if hasattr(e, "status") else None for e in got]
            outcomes.append((states, error, cause))
    finally:
        api.close()
    assert outcomes.count(outcomes[0]) == times
    return *outcomes[0], taken.count(True)


WHOLE = ["TASK_STATE_SUBMITTED", *["TASK_STATE_WORKING"] * 3, "TASK_STATE_COMPLETED"]


def both_ways(
    server: Server,
    mode: str,
    monkeypatch: pytest.MonkeyPatch,
    answers: list[tuple[bytes, str]],
    **options: Any,
) -> tuple[Any, ...]:
    """The stream read straight from the connection and as httpx yields it: the same events and
    errors (and the same words). Returns the events, the error, and how many responses took
    the shortcut."""
    server.answers = list(answers)
    direct = read(server, mode, True, monkeypatch, **options)
    assert not server.answers
    server.answers = list(answers)
    plain = read(server, mode, False, monkeypatch, **options)
    assert direct[:3] == plain[:3]
    return direct[0], direct[1], direct[3]


@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_a_stream_written_a_byte_at_a_time(
    server: Server, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events())
    assert both_ways(server, mode, monkeypatch, [(answer, "bytewise")]) == (WHOLE, None, 1)


@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_extensions_and_trailers(
    server: Server, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """And the connection goes back to the pool: the second stream reuses it."""
    body = chunked(events(), b";a=1;b", b"0;end\r\nX-Checksum: abc\r\nX-Other:  x y \r\n\r\n")
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + body
    got = both_ways(server, mode, monkeypatch, [(answer, "whole")] * 2, times=2)
    assert got == (WHOLE, None, 2)
    assert server.connections == 2  # one for each way: the second stream reused it
    # a bad trailer line: h11 raises it, after the events (the task is complete: no resume)
    bad = answer.replace(b"X-Other:", b"X Other:")
    assert both_ways(server, mode, monkeypatch, [(bad, "whole")]) == (WHOLE, None, 1)


def cut(events_before: int, extra: int) -> bytes:
    """The stream, cut (the connection closed) `extra` bytes into the chunk after the events
    (a negative `extra`: that many bytes before the end of the last of them)."""
    chunks = [chunked([event], last=b"") for event in events()]
    body = b"".join(chunks[:events_before])
    body = body[:extra] if extra < 0 else body + chunks[events_before][:extra]
    return HEAD + b"transfer-encoding: chunked\r\n\r\n" + body


CUTS = {  # the events before the cut, and where it is
    "at a chunk's end": (2, 0),
    "inside a chunk header": (2, 1),
    "inside a chunk": (2, 30),
    "inside a chunk's CRLF": (3, -1),
}


@pytest.mark.parametrize("where", CUTS.values(), ids=CUTS.keys())
@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_a_cut_stream(
    server: Server, mode: str, where: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Raises StreamInterruptedError, or is resumed (the replay leaves out the task)."""
    answer = cut(*where)
    got = both_ways(server, mode, monkeypatch, [(answer, "close")], resume=False)
    assert got == (WHOLE[: where[0]], "StreamInterruptedError", 1)
    replay = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events()[1:])
    got = both_ways(server, mode, monkeypatch, [(answer, "close"), (replay, "whole")])
    assert got == (WHOLE, None, 2)


BROKEN = {
    "a bad chunk header": b"zz\r\n",
    "a bad chunk end": b"3\r\nabcXY",
    "an unfinished last chunk": b"0\r\nX-Checksum: abc\r\n",
}


@pytest.mark.parametrize("tail", BROKEN.values(), ids=BROKEN.keys())
@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_broken_framing(
    server: Server, mode: str, tail: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = chunked(events()[:2], last=tail)
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + body
    got = both_ways(server, mode, monkeypatch, [(answer, "close")], resume=False)
    assert got == (["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING"], "StreamInterruptedError", 1)


@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_a_read_timeout_mid_stream(
    server: Server, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events()[:2], last=b"")
    got = both_ways(server, mode, monkeypatch, [(answer, "stall")], stream_timeout=0.3)
    assert got == (["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING"], "APITimeoutError", 1)


@pytest.mark.parametrize("mode", MODES)
def test_straight_from_the_connection_not_for_gzip_or_content_length(
    server: Server, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Those are read as httpx yields them, to the same events."""
    plain = b"".join(events())
    gzipped = HEAD + b"content-encoding: gzip\r\ntransfer-encoding: chunked\r\n\r\n"
    gzipped += chunked([gzip.compress(plain)])
    sized = HEAD + b"content-length: %d\r\n\r\n%s" % (len(plain), plain)
    for answer in (gzipped, sized):
        assert both_ways(server, mode, monkeypatch, [(answer, "whole")]) == (WHOLE, None, 0)
