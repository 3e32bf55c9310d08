"""The generated package type-checks under mypy --strict and passes pyflakes/pycodestyle (ruff),
like hand-written code would (so do the fixture specs' packages); it builds and imports on its
own; and the generator's own code is formatted and lint-clean."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
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


def test_the_package_builds_and_imports_on_its_own(tmp_path: Path) -> None:
    """A wheel of generated/python holds the package and py.typed, and importing it loads nothing
    of the generator or its tools: an application can vendor or pip install it alone."""
    source = tmp_path / "source"  # pip builds in the source tree: never in generated/
    shutil.copytree(GENERATED / "python", source)
    wheels = tmp_path / "wheels"
    result = _run(
        "pip",
        "wheel",
        "--no-deps",
        "--no-build-isolation",
        "-q",
        "-w",
        str(wheels),
        str(source),
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    (wheel,) = wheels.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    assert {
        "memorylake_a2a/py.typed",
        "memorylake_a2a/v1_0/rest.py",
        "memorylake_a2a/v0_3/jsonrpc.py",
    } <= names
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); import memorylake_a2a as ml; "
        "assert ml.__file__.startswith(sys.argv[1]), ml.__file__; "
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('generator', 'jinja2', 'yaml', 'black', 'datamodel_code_generator', 'click')); "
        "assert not bad, bad"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe, str(tmp_path / "site")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def test_the_generators_own_code_is_formatted_and_lint_clean() -> None:
    paths = ["generator", "tests", "benchmarks"]
    black = _run("black", "--check", "--quiet", *paths, cwd=GENERATED.parent)
    assert black.returncode == 0, black.stderr
    ruff = _run("ruff", "check", "--no-cache", *paths, cwd=GENERATED.parent)
    assert ruff.returncode == 0, ruff.stdout
