"""SSE decoding throughput: one long v1.0 stream, decoded by the generated clients (both
transports, sync and async) side by side with a bare floor (httpx ``iter_bytes`` + split +
``json.loads``, sync and async), httpx-sse and the a2a-sdk 1.3.0 client; then the peak memory
the clients add while streaming 100,000 events, each case in a fresh child process: on
MemoryLake's streams, and on a generic A2A stream whose answer comes as appended artifact
chunks (``appended_events``), which the task fold must keep.

The server is a raw asyncio server in its own process: it writes a pre-built body shaped like
MemoryLake's streams (the task, working status updates that each carry one chunk of text,
thinking or a tool call or result, one artifact update with the whole answer, the final status;
``memorylake_events``), one HTTP chunk per event, CRLF line ends and a keep-alive comment every 500 events; so this
process's CPU time (time.process_time) is the client's alone. Cases run in interleaved rounds;
the figure is events per second of client CPU (min and median over the rounds), and the ratio
of medians to the floor of the same kind (sync to sync, async to async) and to the a2a-sdk
client. Targets: each generated client >= 0.8x the floor and >= 5x the a2a-sdk client, and
memory flat: one stream on MemoryLake's shape adds at most FLAT_MIB of peak RSS (keeping every
event would add hundreds).

    pip install -e ".[test,bench]" && python benchmarks/sse_throughput.py [--events 20000 --rounds 5]
        [--results FILE]

It prints Markdown tables and writes its results to benchmarks/results/sse_throughput.json
(benchmarks/record.py). ``--quick`` is the tests' guard (tests/test_benchmarks.py): few events
and rounds, no httpx-sse, one memory run of 20,000 events.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import record

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generated" / "python"
sys.path.insert(0, str(PACKAGE))
# The floor and httpx-sse run on the HTTP library the generated package depends on (a setting of
# the Python target: httpx2 or httpx); the a2a-sdk client on httpx, its own.
HTTP = "httpx2" if re.search(r'"httpx2\b', (PACKAGE / "pyproject.toml").read_text()) else "httpx"
bare: Any = importlib.import_module(HTTP)

from memorylake_a2a import v1_0  # noqa: E402

WORKSPACE_ID = "ws-8001856949ad4f6a5b6226f415ffa877"
AGENT_ID = "agent-f8bf71ab17ed8eccad8c0e8ae708273f"
AGENT_PATH = f"/workspaces/{WORKSPACE_ID}/agents/{AGENT_ID}/a2a"
TASK, CONTEXT = "run-e21fffe8d53647f4bc918bb4a8fb7d73", "ctx-bench-1"
PING_EVERY = 500
FLOOR_RATIO, A2A_SDK_RATIO = 0.8, 5.0  # a generated client's events/s, at least these times
FLAT_MIB = 8.0  # peak RSS one stream of MemoryLake's shape may add to a generated client


# The server ------------------------------------------------------------------------------------


STEP = 100  # a tool call and its result every STEP events, a thinking chunk every 10


def memorylake_events(n: int) -> list[dict[str, Any]]:
    """n events of one task's stream as MemoryLake sends it (the vendor page's "Stream"): the
    task as created, a working status, then working statuses that each carry one chunk as
    status.message (answer text; every 10th a thinking chunk, metadata.adk_thought; every STEP
    events a tool call and then its result, as data parts tagged metadata.adk_type), then one
    artifact update with the whole answer (the text written after the last tool result, and
    suggested questions), then the final status."""
    ids = {"taskId": TASK, "contextId": CONTEXT}
    user = {"messageId": "m-1", "role": "ROLE_USER", "parts": [{"text": "hi"}], **ids}
    task = {"id": TASK, "contextId": CONTEXT, "status": {"state": "TASK_STATE_SUBMITTED"}}
    out: list[dict[str, Any]] = [{"task": {**task, "history": [user]}}]
    out.append({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_WORKING"}}})
    answer: list[str] = []
    for i in range(2, n - 2):
        call = {"id": f"call_{i // STEP}", "name": "web_search"}
        if i % STEP == STEP // 2:
            data = {**call, "args": {"query": f"step {i}"}}
            part: dict[str, Any] = {"data": data, "metadata": {"adk_type": "function_call"}}
        elif i % STEP == STEP // 2 + 1:
            response = json.dumps({"results": [{"title": "Paris", "url": f"https://e.x/{i}"}]})
            data = {**call, "response": response}
            part = {"data": data, "metadata": {"adk_type": "function_response"}}
            answer.clear()  # the text before a tool call is not the answer's
        elif i % 10 == 5:
            part = {"text": f"thinking about step {i}, ", "metadata": {"adk_thought": True}}
        else:
            part = {"text": f"chunk {i} of the answer, "}
            answer.append(part["text"])
        message = {"messageId": f"{TASK}-{i}", "role": "ROLE_AGENT", "parts": [part], **ids}
        out.append(
            {"statusUpdate": {**ids, "status": {"state": "TASK_STATE_WORKING", "message": message}}}
        )
    questions = {"kind": "recommended_questions", "questions": ["What is the population of Paris?"]}
    parts = [{"text": "".join(answer)}, {"data": questions}]
    artifact = {"artifactId": f"result-{TASK}", "name": "result", "parts": parts, "metadata": {}}
    out.append({"artifactUpdate": {**ids, "artifact": artifact, "lastChunk": True}})
    out.append({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_COMPLETED"}}})
    return out


def appended_events(n: int) -> list[dict[str, Any]]:
    """n events of a generic A2A stream (not MemoryLake's) whose answer comes as artifact chunks
    appended one by one: a working status, then a status update with a chunk of text and an
    artifact update appending the same chunk, in turn, then the final status. A client that
    returns the task at the end (``until_done()``) must keep every appended part."""
    ids = {"taskId": TASK, "contextId": CONTEXT}
    out: list[dict[str, Any]] = []
    for i in range(n):
        if i == 0 or i == n - 1:
            state = "TASK_STATE_WORKING" if i == 0 else "TASK_STATE_COMPLETED"
            out.append({"statusUpdate": {**ids, "status": {"state": state}}})
            continue
        text = {"text": f"chunk {i} of the answer, "}
        if i % 2:
            message = {"messageId": f"{TASK}-{i}", "role": "ROLE_AGENT", "parts": [text], **ids}
            status = {"state": "TASK_STATE_WORKING", "message": message}
            out.append({"statusUpdate": {**ids, "status": status}})
        else:
            artifact = {"artifactId": f"result-{TASK}", "name": "result", "parts": [text]}
            update = {**ids, "artifact": artifact, "append": i > 2, "lastChunk": False}
            out.append({"artifactUpdate": update})
    return out


SHAPES = {"n": memorylake_events, "append": appended_events}


def body(shape: str, n: int, jsonrpc: bool) -> bytes:
    """The whole chunked body: one HTTP chunk per event, a ping comment every PING_EVERY."""
    out = []
    for i, data in enumerate(SHAPES[shape](n)):
        if jsonrpc:
            data = {"jsonrpc": "2.0", "id": 1, "result": data}
        text = f"data: {json.dumps(data, separators=(',', ':'))}\r\n\r\n"
        if i % PING_EVERY == PING_EVERY - 1:
            text += ": ping\r\n\r\n"
        raw = text.encode()
        out.append(b"%x\r\n%s\r\n" % (len(raw), raw))
    out.append(b"0\r\n\r\n")
    return b"".join(out)


async def serve() -> None:
    """Answer every request with the stream its path asks for: /n<events>/... (MemoryLake's
    shape) or /append<events>/... (appended artifact chunks); JSON-RPC when the path ends at the
    agent (POST to the base URL), REST otherwise."""
    bodies: dict[tuple[str, int, bool], bytes] = {}

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                _, path, _ = head.split(b" ", 2)
                length = re.search(rb"(?i)content-length: *(\d+)", head)
                if length:
                    await reader.readexactly(int(length[1]))
                shape, n = re.match(rb"/([a-z]+)(\d+)/", path).groups()  # type: ignore[union-attr]
                key = (shape.decode(), int(n), path.endswith(b"/a2a"))
                if key not in bodies:
                    bodies[key] = body(*key)
                writer.write(
                    b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                    b"transfer-encoding: chunked\r\n\r\n" + bodies[key]
                )
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    await server.serve_forever()


# The contestants -------------------------------------------------------------------------------

REST = "/message:stream"
FLOOR = f"floor sync ({HTTP} iter_bytes + split + json.loads)"
# The generated clients' read timeout for streams (a body of 100,000 events takes the server a
# while to build); httpx's own default is 5 s.
TIMEOUT = bare.Timeout(60.0, connect=10.0)
HEADERS = {"A2A-Version": "1.0", "Accept": "text/event-stream", "Authorization": "Bearer bench"}
RPC_BODY = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "SendStreamingMessage",
    "params": {"message": {"messageId": "m-1", "role": "ROLE_USER", "parts": [{"text": "hi"}]}},
}


def split_events(buffer: bytes, chunk: bytes) -> tuple[bytes, list[Any]]:
    """The floor's decoding: complete events split off, their data lines parsed as JSON."""
    *events, rest = (buffer + chunk).split(b"\r\n\r\n")
    out = [json.loads(e[5:]) for e in events if e.startswith(b"data:")]
    return rest, out


def floor_sync(url: str) -> int:
    count, buffer = 0, b""
    with (
        bare.Client(timeout=TIMEOUT) as http,
        http.stream("POST", url + REST, headers=HEADERS) as r,
    ):
        for chunk in r.iter_bytes():
            buffer, events = split_events(buffer, chunk)
            count += len(events)
    return count


async def floor_async(url: str) -> int:
    count, buffer = 0, b""
    async with (
        bare.AsyncClient(timeout=TIMEOUT) as http,
        http.stream("POST", url + REST, headers=HEADERS) as r,
    ):
        async for chunk in r.aiter_bytes():
            buffer, events = split_events(buffer, chunk)
            count += len(events)
    return count


def httpx_sse_sync(url: str) -> int:
    from httpx_sse import connect_sse

    count = 0
    with (
        bare.Client(timeout=TIMEOUT) as http,
        connect_sse(http, "POST", url + REST, headers=HEADERS) as source,
    ):
        for sse in source.iter_sse():
            json.loads(sse.data)
            count += 1
    return count


async def httpx_sse_async(url: str) -> int:
    from httpx_sse import aconnect_sse

    count = 0
    async with (
        bare.AsyncClient(timeout=TIMEOUT) as http,
        aconnect_sse(http, "POST", url + REST, headers=HEADERS) as source,
    ):
        async for sse in source.aiter_sse():
            json.loads(sse.data)
            count += 1
    return count


async def a2a_sdk(url: str) -> int:
    from a2a.client import ClientConfig, ClientFactory
    from a2a.types import (
        AgentCapabilities,
        AgentCard,
        AgentInterface,
        Message,
        Part,
        Role,
        SendMessageRequest,
    )

    interface = AgentInterface(protocol_binding="HTTP+JSON", protocol_version="1.0", url=url)
    card = AgentCard(
        name="bench",
        version="1.0.0",
        capabilities=AgentCapabilities(streaming=True),
        supported_interfaces=[interface],
    )
    count = 0
    async with httpx.AsyncClient(headers=HEADERS) as http:
        config = ClientConfig(
            streaming=True, httpx_client=http, supported_protocol_bindings=["HTTP+JSON"]
        )
        client = ClientFactory(config).create(card)
        message = Message(message_id="m-1", role=Role.ROLE_USER, parts=[Part(text="hi")])
        async for _ in client.send_message(SendMessageRequest(message=message)):
            count += 1
    return count


def options(root: str, transport: str) -> dict[str, Any]:
    return {
        "workspace_id": WORKSPACE_ID,
        "agent_id": AGENT_ID,
        "api_key": "bench",
        "base_url": root,
        "transport": transport,
    }


def generated_sync(root: str, transport: str) -> int:
    count = 0
    with v1_0.Client(**options(root, transport)) as client:
        for _ in client.send_streaming_message("hi", memorylake={}):
            count += 1
    return count


async def generated_async(root: str, transport: str) -> int:
    count = 0
    async with v1_0.AsyncClient(**options(root, transport)) as client:
        async for _ in client.send_streaming_message("hi", memorylake={}):
            count += 1
    return count


def cases(root: str, quick: bool) -> dict[str, tuple[str, Callable[[], int]]]:
    """Each case: its kind (what it is compared with) and a run that returns its event count."""
    url = root + AGENT_PATH
    found: dict[str, tuple[str, Callable[[], int]]] = {
        FLOOR: ("sync", lambda: floor_sync(url)),
        "floor async": ("async", lambda: asyncio.run(floor_async(url))),
        "generated v1_0.Client, rest": ("sync", lambda: generated_sync(root, "rest")),
        "generated v1_0.Client, jsonrpc": ("sync", lambda: generated_sync(root, "jsonrpc")),
        "generated v1_0.AsyncClient, rest": (
            "async",
            lambda: asyncio.run(generated_async(root, "rest")),
        ),
        "generated v1_0.AsyncClient, jsonrpc": (
            "async",
            lambda: asyncio.run(generated_async(root, "jsonrpc")),
        ),
        "a2a-sdk 1.3.0 client (async, rest)": ("async", lambda: asyncio.run(a2a_sdk(url))),
    }
    if not quick:
        found["httpx-sse sync (+ json.loads)"] = ("sync", lambda: httpx_sse_sync(url))
        found["httpx-sse async (+ json.loads)"] = (
            "async",
            lambda: asyncio.run(httpx_sse_async(url)),
        )
    return found


# Running them ----------------------------------------------------------------------------------


def start_server() -> tuple[subprocess.Popen[str], int]:
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve"], stdout=subprocess.PIPE, text=True
    )
    assert server.stdout is not None
    return server, int(server.stdout.readline())


def memory(port: int, name: str, shape: str, events: int) -> float:
    """MiB of peak RSS one stream of `events` (of the shape) adds, measured in a fresh child
    process after a warm-up stream of 1,000 events."""
    out = subprocess.run(
        [sys.executable, __file__, "--memory", name, "--shape", shape, "--port", str(port)]
        + ["--events", str(events)],
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout)


def memory_child(port: int, name: str, shape: str, events: int) -> None:
    root = f"http://127.0.0.1:{port}/{shape}"
    run = cases(f"{root}1000", quick=True)[name][1]
    assert run() == 1000
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    run = cases(f"{root}{events}", quick=True)[name][1]
    assert run() == events
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print((after - before) / 1024)


# Each: the client, and the stream's shape (SHAPES): MemoryLake's, or appended artifact chunks.
MEMORY_CASES = (
    (FLOOR, "n"),
    ("generated v1_0.Client, rest", "n"),
    ("generated v1_0.AsyncClient, jsonrpc", "n"),
    (FLOOR, "append"),
    ("generated v1_0.Client, rest", "append"),
)
SHAPE_NAMES = {"n": "MemoryLake's", "append": "appended artifact chunks"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--memory-events", type=int, default=100_000)
    parser.add_argument("--quick", action="store_true", help="few events and rounds")
    record.add_option(parser)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--memory", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--shape", default="n", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve())
        return
    if args.memory:
        memory_child(args.port, args.memory, args.shape, args.events)
        return
    events, rounds = (2_000, 3) if args.quick else (args.events, args.rounds)
    server, port = start_server()
    try:
        found = cases(f"http://127.0.0.1:{port}/n{events}", args.quick)
        cpu: dict[str, list[float]] = {name: [] for name in found}
        for _, run in found.values():  # warm up: imports, the server's bodies
            run()
        for _ in range(rounds):
            for name, (_, run) in found.items():
                start = time.process_time()
                count = run()
                cpu[name].append(time.process_time() - start)
                assert count == events, (name, count)
        measured = MEMORY_CASES[1:2] if args.quick else MEMORY_CASES
        mib = 20_000 if args.quick else args.memory_events
        grown = {case: memory(port, *case, mib) for case in measured}
    finally:
        server.terminate()
        server.wait()
    rate = {name: [events / t for t in times] for name, times in cpu.items()}
    median = {name: statistics.median(values) for name, values in rate.items()}
    floor = {"sync": median[FLOOR], "async": median["floor async"]}
    sdk = median["a2a-sdk 1.3.0 client (async, rest)"]
    ratios = {
        name: (median[name] / floor[kind], median[name] / sdk) for name, (kind, _) in found.items()
    }
    print(
        f"{rounds} interleaved rounds of one stream of {events:,} v1.0 events; events per second"
        " of client CPU\n"
    )
    print("| client | min | median | vs the floor (same kind) | vs the a2a-sdk client |")
    print("| --- | --- | --- | --- | --- |")
    for name, values in rate.items():
        f, s = ratios[name]
        print(f"| {name} | {min(values):,.0f} | {median[name]:,.0f} | {f:.2f}x | {s:.2f}x |")
    print(f"\nPeak RSS added by one stream of {mib:,} events (fresh process each):\n")
    print("| client | stream | MiB |")
    print("| --- | --- | --- |")
    for (name, shape), value in grown.items():
        print(f"| {name} | {SHAPE_NAMES[shape]} | {value:.1f} |")
    rows = []
    for name, (kind, _) in found.items():
        if name.startswith("generated"):
            f, s = ratios[name]
            rows.append(record.row(f"SSE: {name} vs the floor ({kind})", f, FLOOR_RATIO, ">="))
            rows.append(record.row(f"SSE: {name} vs the a2a-sdk client", s, A2A_SDK_RATIO, ">="))
    for (name, shape), value in grown.items():
        # The target is on the generated clients and MemoryLake's streams; the floor, and a
        # stream whose answer comes as appended chunks (which until_done() must keep), are shown.
        target = FLAT_MIB if name.startswith("generated") and shape == "n" else None
        label = f"SSE memory: {name}, one stream of {mib:,} events ({SHAPE_NAMES[shape]})"
        rows.append(record.row(label, value, target, unit="MiB"))
    details = {
        "events": events,
        "rounds": rounds,
        "memory_events": mib,
        "events_per_second": median,
        "ratios": {name: {"floor": f, "a2a_sdk": s} for name, (f, s) in ratios.items()},
        "memory_mib": [
            {"client": name, "stream": SHAPE_NAMES[shape], "mib": value}
            for (name, shape), value in grown.items()
        ],
    }
    record.write("sse_throughput.py", rows, quick=args.quick, details=details, path=args.results)


if __name__ == "__main__":
    main()
