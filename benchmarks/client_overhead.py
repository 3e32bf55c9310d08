"""Per-call client overhead: the generated clients against their bare HTTP library and the
a2a-sdk client, all sending the same sequential v1.0 JSON-RPC SendMessage to the same local
a2a-sdk server.

The server runs in its own process, so this process's CPU time (time.process_time) is the
client's alone: building the request, the HTTP exchange, decoding the answer. The cases run in
interleaved rounds, and each is reported as CPU ms per call and as a ratio to the bare library
of the same kind (sync to sync, async to async). The bare library is the one the SDK was
generated for: httpx2 for generated/python; `--python-http httpx` generates a tree on httpx
into a temporary directory and measures that against bare httpx. Target: each generated client
<= 1.15x (TARGET) the bare library of its kind, judged on the unrounded ratio.

    pip install -e ".[test]" && python benchmarks/client_overhead.py [--calls 100 --rounds 5]
        [--python-http httpx] [--results FILE]

It prints a Markdown table and writes its results to benchmarks/results/client_overhead.json
(client_overhead.httpx.json with --python-http httpx; benchmarks/record.py). ``--quick`` is the
tests' guard (tests/test_benchmarks.py): few calls and rounds, no a2a-sdk client.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx  # a2a-sdk's HTTP library
import record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, WORKSPACE_ID  # noqa: E402

HEADERS = {"A2A-Version": "1.0", "Authorization": "Bearer bench"}
TARGET = 1.15  # a generated client's CPU per call, at most this times the bare library's


def rpc_body(i: int) -> dict[str, Any]:
    message = {"messageId": uuid.uuid4().hex, "role": "ROLE_USER", "parts": [{"text": "hello"}]}
    params = {
        "message": message,
        "configuration": {"returnImmediately": False},
        "metadata": {"memorylake": {}},
    }
    return {"jsonrpc": "2.0", "id": i, "method": "SendMessage", "params": params}


def bare_sync(library: Any, url: str, n: int) -> None:
    with library.Client() as http:
        for i in range(n):
            body = http.post(url, json=rpc_body(i), headers=HEADERS).json()
            assert body["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"


async def bare_async(library: Any, url: str, n: int) -> None:
    async with library.AsyncClient() as http:
        for i in range(n):
            body = (await http.post(url, json=rpc_body(i), headers=HEADERS)).json()
            assert body["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"


def generated_sync(v1_0: Any, root: str, n: int) -> None:
    options = {"workspace_id": WORKSPACE_ID, "agent_id": AGENT_ID, "api_key": "bench"}
    with v1_0.Client(**options, transport="jsonrpc", base_url=root + API_PREFIX) as client:
        for _ in range(n):
            task = client.send_message("hello", memorylake={})
            assert task.answer == "hello"


async def generated_async(v1_0: Any, root: str, n: int) -> None:
    options = {"workspace_id": WORKSPACE_ID, "agent_id": AGENT_ID, "api_key": "bench"}
    async with v1_0.AsyncClient(
        **options, transport="jsonrpc", base_url=root + API_PREFIX
    ) as client:
        for _ in range(n):
            task = await client.send_message("hello", memorylake={})
            assert task.answer == "hello"


async def a2a_sdk(url: str, n: int) -> None:
    from a2a.client import A2ACardResolver, ClientConfig, ClientFactory
    from a2a.types import Message, Part, Role, SendMessageRequest

    async with httpx.AsyncClient(headers=HEADERS) as http:
        card = await A2ACardResolver(http, url).get_agent_card()
        client = ClientFactory(ClientConfig(streaming=False, httpx_client=http)).create(card)
        for _ in range(n):
            message = Message(
                message_id=uuid.uuid4().hex, role=Role.ROLE_USER, parts=[Part(text="hello")]
            )
            async for _event in client.send_message(SendMessageRequest(message=message)):
                pass


def serve() -> tuple[subprocess.Popen[bytes], str]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    server = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "tests" / "servers" / "a2a_sdk_echo.py"),
            "--port",
            str(port),
            "--prefix",
            AGENT_PATH,
        ]
    )
    root = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            httpx.get(f"{root}{AGENT_PATH}/.well-known/agent-card.json").raise_for_status()
            return server, root
        except httpx.HTTPError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit("the a2a-sdk server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--calls", type=int, default=100, help="sequential calls per case and round"
    )
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--python-http", choices=["httpx2", "httpx"], default="httpx2", help="the SDK's library"
    )
    parser.add_argument("--quick", action="store_true", help="few calls and rounds")
    record.add_option(parser)
    args = parser.parse_args()
    if args.quick:
        args.calls, args.rounds = 50, 3
    tree = ROOT / "generated" / "python"
    if args.python_http != "httpx2":
        tree = Path(tempfile.mkdtemp()) / "python"
        command = [str(Path(sys.executable).parent / "a2a-codegen"), "generate"]
        command += ["--target", "python"]
        command += ["--python-http", args.python_http, "--out", str(tree.parent)]
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    sys.path.insert(0, str(tree))
    from memorylake_a2a import v1_0
    from memorylake_a2a._http import httpx as library

    bare = library.__name__
    server, root = serve()
    url = root + AGENT_PATH
    cases: dict[str, Callable[[int], Any]] = {
        f"{bare} sync (bare)": lambda n: bare_sync(library, url, n),
        "generated v1_0.Client": lambda n: generated_sync(v1_0, root, n),
        f"{bare} async (bare)": lambda n: asyncio.run(bare_async(library, url, n)),
        "generated v1_0.AsyncClient": lambda n: asyncio.run(generated_async(v1_0, root, n)),
        "a2a-sdk client (async)": lambda n: asyncio.run(a2a_sdk(url, n)),
    }
    if args.quick:
        del cases["a2a-sdk client (async)"]
    cpu: dict[str, list[float]] = {name: [] for name in cases}
    wall: dict[str, list[float]] = {name: [] for name in cases}
    try:
        for run in cases.values():  # warm up: imports, connections, the server's caches
            run(5)
        for _ in range(args.rounds):
            for name, run in cases.items():
                c, w = time.process_time(), time.perf_counter()
                run(args.calls)
                cpu[name].append((time.process_time() - c) / args.calls * 1000)
                wall[name].append((time.perf_counter() - w) / args.calls * 1000)
    finally:
        server.terminate()
        server.wait()
    median = {name: statistics.median(values) for name, values in cpu.items()}
    base = {"sync": median[f"{bare} sync (bare)"], "async": median[f"{bare} async (bare)"]}
    kinds = {"generated v1_0.Client": "sync", "generated v1_0.AsyncClient": "async"}
    print(
        f"{args.rounds} rounds x {args.calls} sequential SendMessage (v1.0 JSON-RPC), median per call\n"
    )
    print(
        f"| client | client CPU ms/call | vs bare {bare} sync | vs bare {bare} async | wall ms/call"
        " | target |"
    )
    print("|---|---|---|---|---|---|")
    rows = []
    for name in cases:
        ratios = [f"{median[name] / base[kind]:.3f}x" for kind in ("sync", "async")]
        # The verdict on the unrounded ratio to the bare library of the same kind.
        kind = kinds.get(name)
        verdict = ""
        if kind is not None:
            label = f"client overhead: {name}, CPU per call vs bare {bare} {kind}"
            rows.append(record.row(label, median[name] / base[kind], TARGET))
            verdict = f"{TARGET:.2f}x: {rows[-1]['verdict']}"
        print(
            f"| {name} | {median[name]:.3f} | {ratios[0]} | {ratios[1]}"
            f" | {statistics.median(wall[name]):.2f} | {verdict} |"
        )
    details = {
        "calls": args.calls,
        "rounds": args.rounds,
        "library": bare,
        "cpu_ms_per_call": median,
        "wall_ms_per_call": {name: statistics.median(values) for name, values in wall.items()},
    }
    name = "client_overhead" if bare == "httpx2" else f"client_overhead.{bare}"
    record.write(
        "client_overhead.py", rows, quick=args.quick, details=details, path=args.results, name=name
    )


if __name__ == "__main__":
    main()
