"""The generated package type-checks under mypy --strict and passes pyflakes/pycodestyle (ruff),
like hand-written code would; so do the fixture specs' packages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES, GENERATED

PACKAGES = [GENERATED / "python"] + sorted((FIXTURES / "expected").glob("*/python"))


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=cwd, capture_output=True, text=True, timeout=600
    )


@pytest.mark.parametrize("root", PACKAGES, ids=lambda p: p.parent.name)
def test_mypy_strict(root: Path, tmp_path: Path) -> None:
    package = next(p.name for p in root.iterdir() if (p / "__init__.py").exists())
    result = _run("mypy", "--strict", "--cache-dir", str(tmp_path), package, cwd=root)
    assert result.returncode == 0, result.stdout


def test_ruff() -> None:
    roots = [str(p) for p in PACKAGES]
    result = _run(
        "ruff",
        "check",
        "--isolated",
        "--no-cache",
        "--select",
        "E,F,W,B",
        "--ignore",
        "E501",
        *roots,
        cwd=GENERATED,
    )
    assert result.returncode == 0, result.stdout
