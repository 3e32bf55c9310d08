"""Streams whose body comes chunked over HTTP/1.1, from a raw socket server: a body written a
byte at a time, chunk extensions and trailers, a stream cut anywhere in its framing, broken
framing, a read timeout mid-stream, and gzip or Content-Length bodies; each read as the HTTP
library yields it, to the events, exceptions and resumes it should give, sync and async.
test_http_library.py runs these on the httpx tree too."""

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


def read(server: Server, mode: str, answers: list[tuple[bytes, str]], **options: Any) -> Any:
    """A stream read ``times`` times on one client, the server giving ``answers`` in turn: the
    states of its events and the exception it raised (its class), the same each time."""
    server.answers = list(answers)
    resume, times = options.pop("resume", True), options.pop("times", 1)
    api = Driver("v1_0.rest", mode, server.root, max_retries=1, **options)
    outcomes = []
    try:
        for _ in range(times):
            got: list[Any] = []
            error = None
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
            states = [e.status.state.value if hasattr(e, "status") else None for e in got]
            outcomes.append((states, error))
    finally:
        api.close()
    assert not server.answers  # every answer was asked for
    assert outcomes.count(outcomes[0]) == times
    return outcomes[0]


WHOLE = ["TASK_STATE_SUBMITTED", *["TASK_STATE_WORKING"] * 3, "TASK_STATE_COMPLETED"]


@pytest.mark.parametrize("mode", MODES)
def test_chunked_a_stream_written_a_byte_at_a_time(server: Server, mode: str) -> None:
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events())
    assert read(server, mode, [(answer, "bytewise")]) == (WHOLE, None)


@pytest.mark.parametrize("mode", MODES)
def test_chunked_extensions_and_trailers(server: Server, mode: str) -> None:
    """And the connection goes back to the pool: the second stream reuses it."""
    body = chunked(events(), b";a=1;b", b"0;end\r\nX-Checksum: abc\r\nX-Other:  x y \r\n\r\n")
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + body
    assert read(server, mode, [(answer, "whole")] * 2, times=2) == (WHOLE, None)
    assert server.connections == 1  # the second stream reused the connection
    # a bad trailer line: h11 raises it, after the events (the task is complete: no resume)
    bad = answer.replace(b"X-Other:", b"X Other:")
    assert read(server, mode, [(bad, "whole")]) == (WHOLE, None)


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
def test_chunked_a_cut_stream(server: Server, mode: str, where: tuple[int, int]) -> None:
    """Raises StreamInterruptedError, or is resumed (the replay leaves out the task)."""
    answer = cut(*where)
    got = read(server, mode, [(answer, "close")], resume=False)
    assert got == (WHOLE[: where[0]], "StreamInterruptedError")
    replay = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events()[1:])
    assert read(server, mode, [(answer, "close"), (replay, "whole")]) == (WHOLE, None)


BROKEN = {
    "a bad chunk header": b"zz\r\n",
    "a bad chunk end": b"3\r\nabcXY",
    "an unfinished last chunk": b"0\r\nX-Checksum: abc\r\n",
}


@pytest.mark.parametrize("tail", BROKEN.values(), ids=BROKEN.keys())
@pytest.mark.parametrize("mode", MODES)
def test_chunked_broken_framing(server: Server, mode: str, tail: bytes) -> None:
    body = chunked(events()[:2], last=tail)
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + body
    got = read(server, mode, [(answer, "close")], resume=False)
    assert got == (["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING"], "StreamInterruptedError")


@pytest.mark.parametrize("mode", MODES)
def test_chunked_a_read_timeout_mid_stream(server: Server, mode: str) -> None:
    answer = HEAD + b"transfer-encoding: chunked\r\n\r\n" + chunked(events()[:2], last=b"")
    got = read(server, mode, [(answer, "stall")], stream_timeout=0.3)
    assert got == (["TASK_STATE_SUBMITTED", "TASK_STATE_WORKING"], "APITimeoutError")


@pytest.mark.parametrize("mode", MODES)
def test_gzip_and_content_length_bodies(server: Server, mode: str) -> None:
    plain = b"".join(events())
    gzipped = HEAD + b"content-encoding: gzip\r\ntransfer-encoding: chunked\r\n\r\n"
    gzipped += chunked([gzip.compress(plain)])
    sized = HEAD + b"content-length: %d\r\n\r\n%s" % (len(plain), plain)
    for answer in (gzipped, sized):
        assert read(server, mode, [(answer, "whole")]) == (WHOLE, None)
