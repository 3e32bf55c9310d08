"""Cold start of the generated package, side by side with the a2a-sdk client and with the bare HTTP
library the package depends on plus pydantic's BaseModel.

The target is a cold start to the first call: a process that imports the package, builds a
``v1_0.Client`` and makes one call (``get_task``) that fails at once, on a refused port, against
a process that only imports ``a2a.client``: the wall time of each whole process, at most 0.6x
(TARGET). A bare import says little, as ``import memorylake_a2a`` imports its parts on first
use. Beside it, for context: the bare HTTP library + ``pydantic.BaseModel`` making the same
failed request (what any client on them pays), and each import alone, as the sum of the
cumulative times ``-X importtime`` gives the imports its statement makes.

Every case runs in a fresh interpreter without ``site`` (``-S``: no ``.pth`` file, so nothing is
imported before the case; the venv's site-packages and ``generated/python`` are put on
``sys.path`` by hand), the cases interleaved round after round; the ratios are of medians.

    pip install -e ".[test]" && python benchmarks/import_time.py [--rounds 15] [--results FILE]

It prints Markdown tables and writes its results to benchmarks/results/import_time.json
(benchmarks/record.py). ``--quick`` is the tests' guard (tests/test_benchmarks.py): few rounds.
"""

from __future__ import annotations

import argparse
import re
import socket
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import record

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generated" / "python"
# The HTTP library the generated package depends on (a setting of the Python target).
HTTP = "httpx2" if re.search(r'"httpx2\b', (PACKAGE / "pyproject.toml").read_text()) else "httpx"

TARGET = 0.6  # the cold start to the first call, at most this times `import a2a.client`
OURS = "import memorylake_a2a; from memorylake_a2a import v1_0"
A2A = "import a2a.client"
BARE = f"import {HTTP}; from pydantic import BaseModel"
FIRST_CALL = """
import memorylake_a2a
from memorylake_a2a import v1_0
client = v1_0.Client(
    workspace_id="ws-" + "0" * 32, agent_id="agent-" + "0" * 32, api_key="k",
    base_url="http://127.0.0.1:{port}", max_retries=0,
)
try:
    client.get_task("t-1")
except memorylake_a2a.APIConnectionError:
    pass
else:
    raise SystemExit("the call did not fail")
"""
BARE_CALL = f"""
import {HTTP}
from pydantic import BaseModel
try:
    {HTTP}.Client().get("http://127.0.0.1:{{port}}/t-1")
except {HTTP}.ConnectError:
    pass
else:
    raise SystemExit("the request did not fail")
"""
# The processes, timed whole: the target's pair, and the bare library's first request.
PROCESSES = {
    "memorylake_a2a: import, a Client, a first call (refused)": FIRST_CALL,
    "a2a.client (a2a-sdk 1.3.0): import": A2A,
    f"{HTTP} + pydantic.BaseModel: import, a first request (refused)": BARE_CALL,
}
IMPORTS = {
    "memorylake_a2a + v1_0": OURS,
    "a2a.client (a2a-sdk 1.3.0)": A2A,
    f"{HTTP} + pydantic.BaseModel": BARE,
}
MARK = "--- the case starts ---"
CHILD = """
import sys
sys.path[:0] = {path!r}
sys.stderr.write({mark!r} + "\\n")
exec({statement!r})
"""


def child(statement: str, *options: str) -> tuple[subprocess.CompletedProcess[str], float]:
    """The statement run in a fresh `python -S`, and the wall seconds of the whole process."""
    path = [str(PACKAGE), sysconfig.get_paths()["purelib"]]
    code = CHILD.format(path=path, mark=MARK, statement=statement)
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-S", *options, "-c", code], capture_output=True, text=True, check=True
    )
    return out, time.perf_counter() - start


def import_seconds(statement: str) -> float:
    """Seconds of the statement's imports, by -X importtime."""
    out, _ = child(statement, "-X", "importtime")
    lines = out.stderr.split(MARK, 1)[1].splitlines()
    # "import time: self | cumulative | name": a name without indent is a top-level import.
    rows = [line.split("|") for line in lines if line.startswith("import time:")]
    total = sum(
        int(row[1]) for row in rows if not row[2].startswith("  ") and row[1].strip().isdigit()
    )
    return total / 1e6


def refused_port() -> int:
    """A loopback port nobody listens on: a connection to it is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--quick", action="store_true", help="few rounds")
    record.add_option(parser)
    args = parser.parse_args()
    rounds = 5 if args.quick else args.rounds
    port = refused_port()
    wall: dict[str, list[float]] = {name: [] for name in PROCESSES}
    imports: dict[str, list[float]] = {name: [] for name in IMPORTS}
    for _ in range(rounds):
        for name, statement in PROCESSES.items():
            wall[name].append(child(statement.format(port=port))[1])
        for name, statement in IMPORTS.items():
            imports[name].append(import_seconds(statement))
    process = {name: statistics.median(values) for name, values in wall.items()}
    imported = {name: statistics.median(values) for name, values in imports.items()}
    ours, a2a, bare = (process[name] for name in PROCESSES)
    print(f"{rounds} interleaved rounds, each case in a fresh `python -S`\n")
    print("| process (wall time, whole) | min ms | median ms | vs a2a.client |")
    print("| --- | --- | --- | --- |")
    for name, values in wall.items():
        print(
            f"| {name} | {min(values) * 1000:.1f} | {process[name] * 1000:.1f} |"
            f" {process[name] / a2a:.2f}x |"
        )
    a2a_import = imported["a2a.client (a2a-sdk 1.3.0)"]
    print("\n| import (-X importtime) | min ms | median ms | vs a2a.client |")
    print("| --- | --- | --- | --- |")
    for name, values in imports.items():
        print(
            f"| {name} | {min(values) * 1000:.1f} | {imported[name] * 1000:.1f} |"
            f" {imported[name] / a2a_import:.2f}x |"
        )
    first, bare_name = list(PROCESSES)[0], list(PROCESSES)[2]
    rows = [
        record.row(f"cold start: {first} vs a process importing a2a.client", ours / a2a, TARGET),
        record.row(f"cold start: {bare_name} vs a process importing a2a.client", bare / a2a),
        record.row(
            "import time: memorylake_a2a + v1_0 vs a2a.client (lazy: imports little)",
            imported["memorylake_a2a + v1_0"] / a2a_import,
        ),
    ]
    details = {
        "rounds": rounds,
        "process_ms": {name: m * 1000 for name, m in process.items()},
        "process_ratios": {name: m / a2a for name, m in process.items()},
        "import_ms": {name: m * 1000 for name, m in imported.items()},
        "import_ratios": {name: m / a2a_import for name, m in imported.items()},
    }
    record.write("import_time.py", rows, quick=args.quick, details=details, path=args.results)


if __name__ == "__main__":
    main()
