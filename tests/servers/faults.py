"""A fault-injecting HTTP/1.1 server on raw asyncio sockets: it answers every request with one
fault, named by the first segment of the path (`http://127.0.0.1:PORT/<fault>/openapi/...`, so a
client's base_url picks the fault). Raw sockets, because an ASGI server cannot refuse a status
line, reset a connection, or send a corrupt gzip body.

Where a fault needs a well-formed answer (a stream's events, a task), it speaks the dialect the
request came in (from its route, or its JSON-RPC method), with the behaviour server's encodings.

`active` counts the connections whose answer is still being written and whose peer has not
hung up: once a client is done with a request it must reach 0, or the client leaked it.
`GET /_active` returns it (for the Node tests); `/_active` connections are not counted.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import socket
import struct
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

from servers.memorylake import encode, encode_event

TICK = 0.05  # seconds between drips and keep-alives
BIG_EVENT = 10 * 1024 * 1024  # the text of one huge event
SMALL_EVENTS = (100, 64 * 1024)  # how many events, of how many bytes
BOMB = 256 * 1024 * 1024  # zeros behind a small gzip body (more than the clients' cap)

TASK_ID = "task-cut-1"
CONTEXT_ID = "ctx-cut-1"
IDS = {"taskId": TASK_ID, "contextId": CONTEXT_ID}


def _dialect(route: str, method: str | None) -> str:
    if method is not None:
        return "v0_3-jsonrpc" if "/" in method else "v1_0-jsonrpc"
    return "v0_3-rest" if route.startswith("/v1/") else "v1_0-rest"


def _task(state: str) -> dict[str, Any]:
    return {"id": TASK_ID, "contextId": CONTEXT_ID, "status": {"state": state}}


def _status(state: str, text: str | None = None) -> dict[str, Any]:
    status: dict[str, Any] = {"state": state}
    if text is not None:
        message = {"messageId": "m-1", "role": "ROLE_AGENT", "parts": [{"text": text}]}
        status["message"] = message
    return {"statusUpdate": {**IDS, "status": status}}


class Request:
    def __init__(self, method: str, path: str, headers: dict[str, str], body: bytes) -> None:
        self.method, self.path, self.headers, self.body = method, path, headers, body
        parts = path.split("/", 2)
        self.fault = parts[1] if len(parts) > 1 else ""
        rpc = json.loads(body) if body else None
        if not (isinstance(rpc, dict) and "jsonrpc" in rpc):
            rpc = None
        self.rpc_id = rpc.get("id") if rpc else None
        route = path.split("/a2a", 1)[1] if "/a2a" in path else ""
        self.dialect = _dialect(route, rpc.get("method") if rpc else None)
        self.subscribe = (":subscribe" in route) or (
            rpc is not None and rpc.get("method") in ("SubscribeToTask", "tasks/resubscribe")
        )

    def result(self, value: Any) -> bytes:
        """A JSON body: the value, as a JSON-RPC result on JSON-RPC."""
        if self.rpc_id is not None or self.dialect.endswith("jsonrpc"):
            value = {"jsonrpc": "2.0", "id": self.rpc_id, "result": value}
        return json.dumps(value).encode()

    def event(self, event: dict[str, Any], last: bool = False) -> bytes:
        """One SSE frame in the dialect's encoding."""
        return b"data: " + self.result(encode_event(self.dialect, event, last)) + b"\r\n\r\n"

    def task_body(self) -> bytes:
        return self.result(encode(self.dialect, _task("TASK_STATE_WORKING"), "Task"))


def _head(status: str, headers: dict[str, str]) -> bytes:
    lines = [f"HTTP/1.1 {status}", "Connection: close", *(f"{k}: {v}" for k, v in headers.items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


SSE = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}


def _json(status: str, body: bytes, extra: dict[str, str] | None = None) -> bytes:
    headers = {
        "Content-Type": "application/json",
        "Content-Length": str(len(body)),
        **(extra or {}),
    }
    return _head(status, headers) + body


class Faults:
    """The server; `root` is its URL once started."""

    def __init__(self) -> None:
        self.active = 0
        self.root = ""
        self._bomb = gzip.compress(b"\0" * BOMB, compresslevel=1)
        self._sent_stream = False

    # --- the faults: each gets the request and a writer, and writes what it likes ---------------

    async def refused(self, req: Request, w: asyncio.StreamWriter) -> None:  # pragma: no cover
        raise AssertionError("a refused connection never reaches the server")

    async def reset_before_status(self, req: Request, w: asyncio.StreamWriter) -> None:
        _reset(w)

    async def reset_mid_body(self, req: Request, w: asyncio.StreamWriter) -> None:
        body = req.task_body()
        w.write(
            _head("200 OK", {"Content-Type": "application/json", "Content-Length": str(len(body))})
        )
        w.write(body[:10])
        await w.drain()
        await asyncio.sleep(TICK)
        _reset(w)

    async def reset_mid_stream(self, req: Request, w: asyncio.StreamWriter) -> None:
        await self._cut(req, w, reset=True)

    async def ends_without_final(self, req: Request, w: asyncio.StreamWriter) -> None:
        await self._cut(req, w, reset=False)

    async def _cut(self, req: Request, w: asyncio.StreamWriter, *, reset: bool) -> None:
        """A task's first events, then the stream stops (every time: a resume fails too)."""
        w.write(_head("200 OK", SSE))
        if not req.subscribe:
            w.write(req.event({"task": _task("TASK_STATE_SUBMITTED")}))
        w.write(req.event(_status("TASK_STATE_WORKING")))
        await w.drain()
        await asyncio.sleep(TICK)
        if reset:
            _reset(w)

    async def headers_then_silence(self, req: Request, w: asyncio.StreamWriter) -> None:
        w.write(_head("200 OK", SSE))
        await w.drain()
        await asyncio.Event().wait()  # until the client hangs up

    async def drip_line(self, req: Request, w: asyncio.StreamWriter) -> None:
        """A stream whose one line never ends: a byte every TICK, no newline."""
        w.write(_head("200 OK", SSE) + b"data: ")
        while True:
            w.write(b"x")
            await w.drain()
            await asyncio.sleep(TICK)

    async def drip_body(self, req: Request, w: asyncio.StreamWriter) -> None:
        """A whole, valid answer, one byte at a time."""
        body = req.task_body()
        w.write(
            _head("200 OK", {"Content-Type": "application/json", "Content-Length": str(len(body))})
        )
        for i in range(len(body)):
            w.write(body[i : i + 1])
            await w.drain()
            await asyncio.sleep(0.002)

    async def invalid_json(self, req: Request, w: asyncio.StreamWriter) -> None:
        w.write(_json("200 OK", b'{"task": {"id": '))

    async def html_502(self, req: Request, w: asyncio.StreamWriter) -> None:
        page = b"<html><body><h1>502 Bad Gateway</h1></body></html>"
        w.write(
            _head(
                "502 Bad Gateway", {"Content-Type": "text/html", "Content-Length": str(len(page))}
            )
            + page
        )

    async def wrong_content_type(self, req: Request, w: asyncio.StreamWriter) -> None:
        page = b"<html>Welcome to our proxy</html>"
        w.write(
            _head("200 OK", {"Content-Type": "text/html", "Content-Length": str(len(page))}) + page
        )

    async def big_event(self, req: Request, w: asyncio.StreamWriter) -> None:
        await self._events(req, w, [_status("TASK_STATE_WORKING", "x" * BIG_EVENT)])

    async def many_events(self, req: Request, w: asyncio.StreamWriter) -> None:
        count, size = SMALL_EVENTS
        await self._events(req, w, [_status("TASK_STATE_WORKING", "y" * size)] * count)

    async def _events(
        self, req: Request, w: asyncio.StreamWriter, middle: list[dict[str, Any]]
    ) -> None:
        w.write(_head("200 OK", SSE))
        events = [{"task": _task("TASK_STATE_SUBMITTED")}, *middle, _status("TASK_STATE_COMPLETED")]
        for i, event in enumerate(events):
            w.write(req.event(event, last=i == len(events) - 1))
            await w.drain()

    # Not faults (no row of the matrix): a stream with a Content-Encoding, which the clients
    # must decode (tests/test_faults.py), next to the same stream sent as it is.
    async def gzip_stream(self, req: Request, w: asyncio.StreamWriter) -> None:
        await self._encoded(req, w, "gzip")

    async def identity_stream(self, req: Request, w: asyncio.StreamWriter) -> None:
        await self._encoded(req, w, "identity")

    async def _encoded(self, req: Request, w: asyncio.StreamWriter, encoding: str) -> None:
        """A task's stream in pieces of 7 bytes (cut anywhere, inside characters too), the body
        gzip-compressed or not; it ends when the connection closes."""
        events = [
            {"task": _task("TASK_STATE_SUBMITTED")},
            *(_status("TASK_STATE_WORKING", f"chunk {i} \u00e9\u2028") for i in range(20)),
            _status("TASK_STATE_COMPLETED"),
        ]
        body = b"".join(req.event(e, last=i == len(events) - 1) for i, e in enumerate(events))
        if encoding == "gzip":
            body = gzip.compress(body)
        w.write(_head("200 OK", {**SSE, "Content-Encoding": encoding}))
        for i in range(0, len(body), 7):
            w.write(body[i : i + 7])
            await w.drain()

    async def keepalives_only(self, req: Request, w: asyncio.StreamWriter) -> None:
        w.write(_head("200 OK", SSE))
        while True:
            w.write(b": keep-alive\r\n\r\n")
            await w.drain()
            await asyncio.sleep(TICK)

    async def retry_after_10000(self, req: Request, w: asyncio.StreamWriter) -> None:
        body = b'{"success": false, "message": "busy", "error_code": "UNAVAILABLE"}'
        w.write(_json("503 Service Unavailable", body, {"Retry-After": "10000"}))

    async def corrupt_gzip(self, req: Request, w: asyncio.StreamWriter) -> None:
        body = gzip.compress(req.task_body())
        body = body[:12] + bytes(b ^ 0x5A for b in body[12:-8]) + body[-8:]
        w.write(_json("200 OK", body, {"Content-Encoding": "gzip"}))

    async def gzip_bomb(self, req: Request, w: asyncio.StreamWriter) -> None:
        w.write(_json("200 OK", self._bomb, {"Content-Encoding": "gzip"}))

    async def echo_auth(self, req: Request, w: asyncio.StreamWriter) -> None:
        """An error whose message, and a header, repeat the Authorization header."""
        auth = req.headers.get("authorization", "")
        body = json.dumps(
            {"success": False, "message": f"bad header: {auth}", "error_code": "INVALID_ARGUMENT"}
        ).encode()
        w.write(_json("400 Bad Request", body, {"X-Echo": auth}))

    # --- the server ------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        try:
            req = await _read_request(reader)
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            w.close()
            return
        if req.path == "/_active":
            w.write(_json("200 OK", json.dumps({"active": self.active}).encode()))
            await _close(w)
            return
        fault: Callable[[Request, asyncio.StreamWriter], Awaitable[None]] | None = getattr(
            self, req.fault, None
        )
        if fault is None or req.fault.startswith("_"):
            w.write(_json("404 Not Found", b'{"message": "no such fault"}'))
            await _close(w)
            return
        self.active += 1
        try:
            answer = asyncio.ensure_future(fault(req, w))
            hangup = asyncio.ensure_future(reader.read())  # b"" once the peer hangs up
            await asyncio.wait((answer, hangup), return_when=asyncio.FIRST_COMPLETED)
            for task in (answer, hangup):
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
            await _close(w)
        finally:
            self.active -= 1

    def run(self) -> Iterator[str]:
        """Serve on a free loopback port in a thread; yields the root URL."""
        loop = asyncio.new_event_loop()
        started = threading.Event()
        server: list[asyncio.base_events.Server] = []

        async def start() -> None:
            server.append(await asyncio.start_server(self._serve, "127.0.0.1", 0, limit=1 << 20))
            started.set()

        def main() -> None:
            loop.run_until_complete(start())
            loop.run_forever()

        thread = threading.Thread(target=main, daemon=True)
        thread.start()
        assert started.wait(20), "the fault server did not start"
        port = server[0].sockets[0].getsockname()[1]
        self.root = f"http://127.0.0.1:{port}"
        yield self.root
        loop.call_soon_threadsafe(server[0].close)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)


async def _read_request(reader: asyncio.StreamReader) -> Request:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    method, path, _ = lines[0].split(" ", 2)
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            name, value = line.split(":", 1)
            headers[name.strip().lower()] = value.strip()
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return Request(method, path, headers, body)


def _reset(w: asyncio.StreamWriter) -> None:
    """Close with a TCP RST instead of a FIN."""
    sock = w.get_extra_info("socket")
    if sock is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    w.transport.abort()


async def _close(w: asyncio.StreamWriter) -> None:
    with contextlib.suppress(ConnectionError, OSError):
        if not w.transport.is_closing():
            await w.drain()
        w.close()
        await w.wait_closed()


def closed_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
