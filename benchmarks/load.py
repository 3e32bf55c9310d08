"""Load: many concurrent streams on ONE generated AsyncClient against the MemoryLake-behaviour
server (in its own process), side by side with its bare HTTP library (httpx2; see _http.py)
doing the same streams (one AsyncClient, iter_lines + json.loads). Every stream must end on its task's final state.

Each case runs in a fresh process. Reported per case: wall time for all streams, streams per
second, and the process's peak resident memory (less what it held before the streams began),
also per stream; each as a ratio to bare httpx. Both get an httpx pool as large as the load: httpx's default pool holds 100 connections,
and the requests waiting for one are matched against the pool on every release, which grows
with the square of the waiting streams.

    pip install -e ".[test]" && python benchmarks/load.py [--streams 1000 --rounds 1] [--results FILE]

It prints a Markdown table and writes its results to benchmarks/results/load.json
(benchmarks/record.py); the ratios have no target: they are shown for context.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import socket
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "generated" / "python"))
sys.path.insert(0, str(ROOT / "tests"))

from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, WORKSPACE_ID  # noqa: E402
from memorylake_a2a import StatusUpdate, TaskState, v1_0  # noqa: E402
from memorylake_a2a._http import httpx  # noqa: E402  (the SDK's library: bare is the same)
from servers.memorylake import API_KEY  # noqa: E402

SERVER = f"""
import sys, uvicorn
sys.path.insert(0, {str(ROOT / "tests")!r})
from servers.memorylake import build_app
app, _ = build_app({AGENT_PATH!r})
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="error", backlog=4096)
"""
FINAL = {"TASK_STATE_COMPLETED", "TASK_STATE_FAILED", "TASK_STATE_CANCELED"}


async def generated(root: str, n: int, pool: int | None) -> None:
    http = httpx.AsyncClient(limits=httpx.Limits(max_connections=pool)) if pool else None
    async with v1_0.AsyncClient(
        workspace_id=WORKSPACE_ID,
        agent_id=AGENT_ID,
        api_key=API_KEY,
        base_url=root + API_PREFIX,
        http_client=http,
    ) as client:

        async def one(i: int) -> None:
            last = None
            async for event in client.send_streaming_message(
                "hello", context_id=f"ctx-{uuid.uuid4().hex}"
            ):
                last = event
            assert isinstance(last, StatusUpdate) and last.status.state is TaskState.COMPLETED

        await asyncio.gather(*(one(i) for i in range(n)))
    if http is not None:
        await http.aclose()


async def bare(root: str, n: int, pool: int | None) -> None:
    url = root + AGENT_PATH + "/message:stream"
    headers = {
        "Authorization": f"Bearer {API_KEY}",
        "A2A-Version": "1.0",
        "Accept": "text/event-stream",
    }
    async with httpx.AsyncClient(limits=httpx.Limits(max_connections=pool), timeout=60) as http:

        async def one(i: int) -> None:
            message = {
                "messageId": uuid.uuid4().hex,
                "role": "ROLE_USER",
                "parts": [{"text": "hello"}],
            }
            message["contextId"] = f"ctx-{uuid.uuid4().hex}"
            body = {"message": message, "metadata": {"memorylake": {}}}
            last: Any = None
            async with http.stream("POST", url, json=body, headers=headers) as response:
                async for line in response.aiter_lines():
                    if line.startswith("data:"):
                        last = json.loads(line[5:])
            assert last["statusUpdate"]["status"]["state"] in FINAL

        await asyncio.gather(*(one(i) for i in range(n)))


def serve() -> tuple[subprocess.Popen[bytes], str]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(port)])
    root = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            httpx.get(f"{root}/_control").raise_for_status()
            return server, root
        except httpx.HTTPError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit("the behaviour server did not start")


CASES: dict[str, Callable[[str, int], Awaitable[None]]] = {
    f"{httpx.__name__} async (bare), pool of n": lambda root, n: bare(root, n, n),
    "generated AsyncClient, pool of n": lambda root, n: generated(root, n, n),
}


def run_case(name: str, root: str, n: int) -> None:
    """In the child: run one case, print {wall, rss} (seconds, bytes of peak RSS it added)."""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    asyncio.run(CASES[name](root, n))
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"wall": wall, "rss": (after - before) * 1024}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000, help="concurrent streams per case")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--case", help=argparse.SUPPRESS)  # the child process's case
    parser.add_argument("--root", help=argparse.SUPPRESS)
    record.add_option(parser)
    args = parser.parse_args()
    n = args.streams
    if args.case:
        return run_case(args.case, args.root, n)
    server, root = serve()
    wall: dict[str, list[float]] = {name: [] for name in CASES}
    rss: dict[str, list[float]] = {name: [] for name in CASES}
    try:
        asyncio.run(generated(root, 5, None))  # warm up the server
        for _ in range(args.rounds):
            for name in CASES:
                command = [
                    sys.executable,
                    __file__,
                    "--case",
                    name,
                    "--root",
                    root,
                    "--streams",
                    str(n),
                ]
                out = json.loads(
                    subprocess.run(command, check=True, capture_output=True, text=True).stdout
                )
                wall[name].append(out["wall"])
                rss[name].append(out["rss"])
    finally:
        server.terminate()
        server.wait()
    base = f"{httpx.__name__} async (bare), pool of n"
    base_wall, base_rss = statistics.median(wall[base]), statistics.median(rss[base])
    print(f"{n} concurrent v1.0 REST streams on one client, {args.rounds} round(s), median\n")
    print("| case | wall s | streams/s | vs bare | peak RSS added MiB | KiB/stream | vs bare |")
    print("|---|---|---|---|---|---|---|")
    for name in CASES:
        w, r = statistics.median(wall[name]), statistics.median(rss[name])
        print(
            f"| {name} | {w:.2f} | {n / w:.0f} | {w / base_wall:.2f}x | {r / 2**20:.1f} "
            f"| {r / n / 1024:.1f} | {f'{r / base_rss:.2f}x' if base_rss else '-'} |"
        )
    ours = "generated AsyncClient, pool of n"
    w, r = statistics.median(wall[ours]), statistics.median(rss[ours])
    rows = [record.row(f"load: {n:,} streams on one AsyncClient, wall vs bare", w / base_wall)]
    if base_rss:  # a few streams may add nothing to the peak
        label = f"load: {n:,} streams on one AsyncClient, peak RSS vs bare"
        rows.append(record.row(label, r / base_rss))
    details = {"streams": n, "rounds": args.rounds, "wall_s": wall, "rss_bytes": rss}
    record.write("load.py", rows, quick=False, details=details, path=args.results)


if __name__ == "__main__":
    main()
