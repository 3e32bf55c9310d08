"""The generated package type-checks under mypy --strict and passes pyflakes/pycodestyle (ruff),
like hand-written code would (so do the fixture specs' packages); it builds and imports on its
own; and the generator's own code is formatted and lint-clean."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES, GENERATED, SPEC, run_cli

PACKAGES = [GENERATED / "python"] + sorted((FIXTURES / "expected").glob("*/python"))


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=cwd, capture_output=True, text=True, timeout=600
    )


@pytest.mark.parametrize("root", PACKAGES, ids=lambda p: p.parent.name)
def test_mypy_strict(root: Path, mypy_cache: Path) -> None:
    package = next(p.name for p in root.iterdir() if (p / "__init__.py").exists())
    result = _run("mypy", "--strict", "--cache-dir", str(mypy_cache), package, cwd=root)
    assert result.returncode == 0, result.stdout


def test_the_generator_passes_mypy_strict(mypy_cache: Path) -> None:
    root = GENERATED.parent
    result = _run("mypy", "--strict", "--cache-dir", str(mypy_cache), "generator", cwd=root)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("page", ["README.md", "docs/python.md"])
def test_readme_python_blocks_pass_mypy_strict(page: str, tmp_path: Path, mypy_cache: Path) -> None:
    """The README's and the Python manual's blocks type-check: each page's, as one program (as
    test_readme runs them), against the generated package, with no plugin (the models'
    keywords are the wire's names)."""
    readme = (GENERATED.parent / page).read_text()
    (tmp_path / "readme_blocks.py").write_text(
        "\n".join(re.findall(r"```python\n(.*?)```", readme, re.S))
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--config-file="]
        + ["--cache-dir", str(mypy_cache), "readme_blocks.py"],
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(GENERATED / "python")},
        capture_output=True,
        text=True,
        timeout=600,
    )
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


def test_the_package_installs_and_works_in_a_fresh_venv(tmp_path: Path) -> None:
    """`pip install generated/python` into a fresh venv (without the generator) installs the
    package with py.typed and its two dependencies; it imports and builds a client there."""
    source = tmp_path / "source"  # pip builds in the source tree: never in generated/
    shutil.copytree(GENERATED / "python", source)
    venv = tmp_path / "venv"
    assert _run("venv", str(venv), cwd=tmp_path).returncode == 0
    python = venv / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    install = subprocess.run(
        [python, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert install.returncode == 0, install.stderr
    probe = """
import importlib.util, pathlib, sys
import memorylake_a2a as ml
from memorylake_a2a import v0_3, v1_0
package = pathlib.Path(ml.__file__).parent
assert "site-packages" in str(package) and (package / "py.typed").exists(), package
assert importlib.util.find_spec("generator") is None
client = v0_3.Client(workspace_id="ws-" + "0" * 32, agent_id="agent-" + "0" * 32, api_key="k")
assert client.base_url.endswith("/a2a"), client.base_url
request = v1_0.rest.build_get_task(ml.GetTaskRequest(id="t"))
assert request.path == "/tasks/t", request
"""
    result = subprocess.run([python, "-c", probe], cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    # The version is service.yaml's everywhere, and the installed copy verifies (its manifest
    # was installed with it).
    version = re.search(r"^version: (\S+)", (SPEC / "service.yaml").read_text(), re.M)[1]
    show = subprocess.run(
        [python, "-m", "pip", "show", "memorylake-a2a"], capture_output=True, text=True
    )
    assert f"\nVersion: {version}\n" in show.stdout
    probe = "import memorylake_a2a as ml, pathlib; print(ml.__version__, pathlib.Path(ml.__file__).parent)"
    result = subprocess.run([python, "-c", probe], cwd=tmp_path, capture_output=True, text=True)
    installed_version, package = result.stdout.split()
    assert installed_version == version
    assert json.loads((GENERATED / "typescript" / "package.json").read_text())["version"] == version
    for manifest in (Path(package) / "_manifest.json", GENERATED / "typescript" / "_manifest.json"):
        assert json.loads(manifest.read_text())["version"] == version
    verify = run_cli("verify", package)
    assert verify.returncode == 0 and f"memorylake-a2a {version}," in verify.stdout, verify.stdout
    # The console script is installed, and runs the command line (tests/test_sdk_cli.py).
    script = python.parent / "memorylake-a2a"
    result = subprocess.run([script, "get", "t-1"], capture_output=True, text=True, env={})
    assert result.returncode == 2, result.stderr
    assert result.stderr == (
        "memorylake-a2a: error: no workspace id: pass --workspace-id or set"
        " $MEMORYLAKE_WORKSPACE_ID\n"
    )


def test_the_generators_own_code_is_formatted_and_lint_clean() -> None:
    paths = ["generator", "tests", "benchmarks"]
    black = _run("black", "--check", "--quiet", *paths, cwd=GENERATED.parent)
    assert black.returncode == 0, black.stderr
    ruff = _run("ruff", "check", "--no-cache", *paths, cwd=GENERATED.parent)
    assert ruff.returncode == 0, ruff.stdout
