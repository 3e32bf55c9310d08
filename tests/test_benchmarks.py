"""Guards of the benchmarks: each runs a quick mode of one script (few rounds, ratios only) and
fails only on a gross regression, about twice a target; the real figures come from full runs
(README). Never an absolute time: these machines are shared and noisy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

# Regeneration (benchmarks/regeneration.py): each case's median CPU time as a ratio to
# openapi-python-client's cold run in the same rounds. CPU, not wall: on a shared 2-core machine
# the wall ratios swing with the load (3.0x for the same cold run). The bounds are twice the
# targets where the code meets them (no-op, check: 0.10x); cold (target 1.5x CPU) and edit are
# not met yet (README, "Regeneration time": about 3.0x and 1.3x), so their bounds are 1.5 times
# today's figures, to catch a change that ruins them.
REGENERATION_BOUNDS = {"cold": 4.5, "edit": 2.0, "no-op": 0.2, "check": 0.2}


def test_regeneration_stays_near_its_targets(tmp_path: Path) -> None:
    figures = tmp_path / "regeneration.json"
    result = subprocess.run(
        [sys.executable, "benchmarks/regeneration.py", "--quick", "--json", str(figures)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    cases = json.loads(figures.read_text())["cases"]
    over = {
        name: round(cases[name]["cpu_ratio"], 2)
        for name, bound in REGENERATION_BOUNDS.items()
        if cases[name]["cpu_ratio"] > bound
    }
    assert not over, f"CPU time vs openapi-python-client over its bound: {over}\n{result.stdout}"
