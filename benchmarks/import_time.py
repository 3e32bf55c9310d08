"""Import time of the generated package, side by side with the a2a-sdk client and with the bare
HTTP library the package depends on plus pydantic's BaseModel.

Each case runs in a fresh interpreter with ``-X importtime`` and without ``site`` (``-S``: no
``.pth`` file, so nothing is imported before the case; the venv's site-packages and
``generated/python`` are put on ``sys.path`` by hand), the cases interleaved round after round.
A case's figure is the sum of the cumulative times ``-X importtime`` gives the imports its
statement makes (min and median over the rounds), and the ratios are of medians. Target: the
package and ``v1_0`` <= 0.6x ``import a2a.client``. Its ratio to the HTTP library +
``pydantic.BaseModel``, and constructing a first client (its imports, and the wall time of the
whole statement, which counts what is not an import too), are shown beside it.

    pip install -e ".[test]" && python benchmarks/import_time.py [--rounds 15] [--results FILE]

It prints a Markdown table and writes its results to benchmarks/results/import_time.json
(benchmarks/record.py). ``--quick`` is the tests' guard (tests/test_benchmarks.py): few rounds.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import sysconfig
from pathlib import Path

import record

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generated" / "python"
# The HTTP library the generated package depends on (a setting of the Python target).
HTTP = "httpx2" if re.search(r'"httpx2\b', (PACKAGE / "pyproject.toml").read_text()) else "httpx"

OURS = "import memorylake_a2a; from memorylake_a2a import v1_0"
TARGET = 0.6  # the package and v1_0, at most this times `import a2a.client`
CASES = {
    "memorylake_a2a + v1_0": OURS,
    "memorylake_a2a + v1_0 + a first Client": OURS
    + "; v1_0.Client(workspace_id='ws-1', agent_id='agent-1', api_key='k')",
    "a2a.client (a2a-sdk 1.3.0)": "import a2a.client",
    f"{HTTP} + pydantic.BaseModel": f"import {HTTP}; from pydantic import BaseModel",
}
MARK = "--- the case starts ---"
CHILD = """
import sys, time
sys.path[:0] = {path!r}
sys.stderr.write({mark!r} + "\\n")
start = time.perf_counter()
exec({statement!r})
print(time.perf_counter() - start)
"""


def run(statement: str) -> tuple[float, float]:
    """Seconds of the statement's imports (by -X importtime) and of the whole statement."""
    path = [str(PACKAGE), sysconfig.get_paths()["purelib"]]
    code = CHILD.format(path=path, mark=MARK, statement=statement)
    out = subprocess.run(
        [sys.executable, "-S", "-X", "importtime", "-c", code],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = out.stderr.split(MARK, 1)[1].splitlines()
    # "import time: self | cumulative | name": a name without indent is a top-level import.
    rows = [line.split("|") for line in lines if line.startswith("import time:")]
    total = sum(
        int(row[1]) for row in rows if not row[2].startswith("  ") and row[1].strip().isdigit()
    )
    return total / 1e6, float(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--quick", action="store_true", help="few rounds")
    record.add_option(parser)
    args = parser.parse_args()
    rounds = 5 if args.quick else args.rounds
    cases = {k: v for k, v in CASES.items() if not (args.quick and "first Client" in k)}
    imports: dict[str, list[float]] = {name: [] for name in cases}
    wall: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(rounds):
        for name, statement in cases.items():
            seconds, whole = run(statement)
            imports[name].append(seconds)
            wall[name].append(whole)
    median = {name: statistics.median(values) for name, values in imports.items()}
    a2a, bare = median["a2a.client (a2a-sdk 1.3.0)"], median[f"{HTTP} + pydantic.BaseModel"]
    print(f"{rounds} interleaved rounds, each case in a fresh `python -S -X importtime`\n")
    print(
        f"| import | min ms | median ms | vs a2a.client | vs {HTTP} + BaseModel |"
        " median wall ms of the statement |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    for name, values in imports.items():
        print(
            f"| {name} | {min(values) * 1000:.1f} | {median[name] * 1000:.1f} |"
            f" {median[name] / a2a:.2f}x | {median[name] / bare:.2f}x |"
            f" {statistics.median(wall[name]) * 1000:.1f} |"
        )
    ours = "memorylake_a2a + v1_0"
    rows = [
        record.row(f"import time: {ours} vs a2a.client", median[ours] / a2a, TARGET),
        record.row(f"import time: {ours} vs {HTTP} + pydantic.BaseModel", median[ours] / bare),
    ]
    first = "memorylake_a2a + v1_0 + a first Client"
    if first in median:
        rows.append(record.row(f"import time: {first} vs a2a.client", median[first] / a2a))
    details = {
        "rounds": rounds,
        "ratios": {name: {"a2a_client": m / a2a, "bare": m / bare} for name, m in median.items()},
        "import_ms": {name: m * 1000 for name, m in median.items()},
        "wall_ms": {name: statistics.median(values) * 1000 for name, values in wall.items()},
    }
    record.write("import_time.py", rows, quick=args.quick, details=details, path=args.results)


if __name__ == "__main__":
    main()
