"""Shared paths and helpers. The generated SDK is imported from generated/python, as a vendoring
application would; the generator runs in-process or through its console script."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
GENERATED = ROOT / "generated"
FIXTURES = ROOT / "tests" / "fixtures"

sys.path.insert(0, str(GENERATED / "python"))


def run_cli(
    *args: str, cwd: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`python -m generator ARGS` in a fresh process, as a user would run it."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
