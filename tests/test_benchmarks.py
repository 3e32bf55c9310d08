"""Guards of the benchmarks: each runs a quick mode of one script (few rounds, ratios only) and
fails only on a gross regression, about twice a target; the real figures come from full runs
(README). Never an absolute time: these machines are shared and noisy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import ROOT

# Regeneration (benchmarks/regeneration.py): twice the target of each case, as a ratio of the
# case's median to openapi-python-client's cold run in the same rounds.
REGENERATION_BOUNDS = {"cold": 2.0, "edit": 0.5, "no-op": 0.2, "check": 0.2}


def test_regeneration_stays_near_its_targets(tmp_path: Path) -> None:
    figures = tmp_path / "regeneration.json"
    result = subprocess.run(
        [sys.executable, "benchmarks/regeneration.py", "--quick", "--json", str(figures)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    cases = json.loads(figures.read_text())["cases"]
    over = {
        name: round(cases[name]["wall_ratio"], 2)
        for name, bound in REGENERATION_BOUNDS.items()
        if cases[name]["wall_ratio"] > bound
    }
    assert (
        not over
    ), f"wall time vs openapi-python-client over twice the target: {over}\n{result.stdout}"
