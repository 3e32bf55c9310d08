"""What every benchmark writes when it ends: benchmarks/results/<script>.json (each run overwrites
its file), with the command line, the machine's core count, the date (UTC), whether it was a
--quick run, and its rows: each a measured figure (a ratio, as a rule), its target and the
verdict. ``details`` holds the script's other figures, as it printed them. benchmarks/report.py
turns the folder into docs/performance.md; typescript_client.mjs writes the same shape itself.

    {"script": "benchmarks/regeneration.py", "command": "python benchmarks/regeneration.py",
     "cores": 2, "date": "2026-01-31T12:00:00Z", "quick": false,
     "rows": [{"row": "...", "measured": 0.5, "unit": "x", "target": 2.0, "compare": "<=",
               "verdict": "met"}, ...],
     "details": {...}}
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"


def add_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--results",
        type=Path,
        help="where to write the results as JSON (default: benchmarks/results/<script>.json)",
    )


def row(
    name: str,
    measured: float,
    target: float | None = None,
    compare: str = "<=",
    unit: str = "x",
) -> dict[str, Any]:
    """One row: `measured` against `target` (`compare` says which side meets it), judged on the
    unrounded figure; a row without a target is shown for context."""
    verdict = None
    if target is not None:
        met = measured <= target if compare == "<=" else measured >= target
        verdict = "met" if met else "not met"
    return {
        "row": name,
        "measured": measured,
        "unit": unit,
        "target": target,
        "compare": compare if target is not None else None,
        "verdict": verdict,
    }


def command() -> str:
    """The command line as run, the script's path relative to the repository when it is in it."""
    script = Path(sys.argv[0]).resolve()
    shown = script.relative_to(ROOT).as_posix() if script.is_relative_to(ROOT) else sys.argv[0]
    return shlex.join(["python", shown, *sys.argv[1:]])


def write(
    script: str,
    rows: list[dict[str, Any]],
    *,
    quick: bool,
    details: dict[str, Any],
    path: Path | None = None,
    name: str | None = None,
) -> Path:
    """Write the results of `script` (its file name) to `path`, or benchmarks/results/<name or
    the script's stem>.json; returns where."""
    path = path or RESULTS / f"{name or Path(script).stem}.json"
    results = {
        "script": f"benchmarks/{script}",
        "command": command(),
        "cores": os.cpu_count(),
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "quick": quick,
        "rows": rows,
        "details": details,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n")
    print(f"\nresults: {path}")
    return path
