"""Import time of the generated package, side by side with the a2a-sdk client and with the bare
HTTP library the package depends on plus pydantic's BaseModel.

Each case runs in a fresh interpreter with ``-X importtime`` and without ``site`` (``-S``: no
``.pth`` file, so nothing is imported before the case; the venv's site-packages and
``generated/python`` are put on ``sys.path`` by hand), the cases interleaved round after round.
A case's figure is the sum of the cumulative times ``-X importtime`` gives the imports its
statement makes (min and median over the rounds), and the ratios are of medians. Targets
(issue 13): the package and ``v1_0`` <= 0.6x ``import a2a.client`` and <= 1.15x the HTTP
library + ``pydantic.BaseModel``. Constructing a first client is shown too (its imports, and
the wall time of the whole statement, which counts what is not an import too).

    pip install -e ".[test]" && python benchmarks/import_time.py [--rounds 15]

``--quick`` is the tests' guard (tests/test_benchmarks.py): few rounds, the ratios as JSON.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "generated" / "python"
# The HTTP library the generated package depends on (a setting of the Python target).
HTTP = "httpx2" if re.search(r'"httpx2\b', (PACKAGE / "pyproject.toml").read_text()) else "httpx"

OURS = "import memorylake_a2a; from memorylake_a2a import v1_0"
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
    parser.add_argument("--quick", action="store_true", help="few rounds, ratios as JSON")
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
    if args.quick:
        print(
            json.dumps(
                {name: {"a2a_client": m / a2a, "bare": m / bare} for name, m in median.items()}
            )
        )
        return
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


if __name__ == "__main__":
    main()
