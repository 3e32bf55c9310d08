"""The generated package at both ends of what its pyproject.toml allows: each tree (httpx2, and the
`--python-http httpx` tree) in a venv with the lowest versions of its dependencies (each `>=`
floor pinned with `==`) and in one with the newest, and with none of the optional ones
(OpenTelemetry). In each venv every public module imports with warnings as errors, and the
client tests run against the behaviour server (sync and async, the four dialects: the matrix,
unusual answers, the test kit, streams folded into their task, the SDK's own httpx client and
yours); at the lowest end, mypy --strict checks the package as Python 3.10 against those
versions. And the oldest Python the package claims: its dependencies' floors accept it, and
vermin finds nothing in the package that Python 3.10 lacks (no 3.10 interpreter runs here).

Each venv is built once and kept in .cache/venvs, keyed by its requirements (and this Python);
the newest end is brought up to date once per session. The test tools the client tests need
(pytest and the behaviour server's starlette and uvicorn) are the versions of this venv."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import GENERATED, ROOT
from packaging.specifiers import SpecifierSet

ENDS = ("lowest", "newest")
TOOLS = ("pytest", "starlette", "uvicorn")
VENVS = ROOT / ".cache" / "venvs"
# The client tests each venv runs. The slow ones about timing (keep-alives, a task that waits) say
# nothing about versions, and the a2a-sdk server needs a newer pydantic than the lowest: those
# run in the main suite alone.
CLIENT_TESTS = [
    "tests/test_clients_memorylake.py",
    "tests/test_unusual_answers.py",
    "tests/test_testing_kit.py",
    "tests/test_until_done.py",
    "tests/test_http_shortcuts.py",
]
SLOW = "not keep_alives and not return_immediately and not appended_chunks_make_one_artifact"
PIP = ["-m", "pip", "install", "-q", "--disable-pip-version-check"]


def floors(tree: Path) -> dict[str, str]:
    """The package's dependencies and their floors, from its pyproject.toml."""
    line = re.search(r"^dependencies = \[(.*)\]$", (tree / "pyproject.toml").read_text(), re.M)
    assert line, "pyproject.toml names its dependencies on one line"
    found = dict(re.findall(r'"([\w-]+)>=([\w.]+)"', line[1]))
    assert len(found) == line[1].count(",") + 1, f"every dependency has a floor: {line[1]}"
    return found


def requirements(tree: Path, end: str) -> list[str]:
    pin = "==" if end == "lowest" else ">="
    tools = [f"{tool}=={importlib.metadata.version(tool)}" for tool in TOOLS]
    return [f"{name}{pin}{floor}" for name, floor in floors(tree).items()] + tools


def _pip(python: Path, *args: str) -> None:
    result = subprocess.run([str(python), *PIP, *args], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]


def venv(wanted: list[str], end: str) -> Path:
    """The python of a venv holding these requirements: built once (into a temporary directory,
    then renamed, so that an interrupted build leaves nothing), and at the newest end brought
    up to date."""
    key = hashlib.sha256(json.dumps([sys.version, wanted]).encode()).hexdigest()[:16]
    path = VENVS / f"{end}-{key}"
    python = path / "bin" / "python"
    if python.exists():
        if end == "newest":
            _pip(python, "--upgrade", *wanted)
        return python
    partial = path.with_name(path.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    made = subprocess.run([sys.executable, "-m", "venv", str(partial)], capture_output=True)
    assert made.returncode == 0, made.stderr
    _pip(partial / "bin" / "python", *wanted)
    partial.rename(path)
    return python


@pytest.fixture(scope="module")
def trees(httpx_tree: Path) -> dict[str, Path]:
    return {"httpx2": GENERATED / "python", "httpx": httpx_tree}


_BUILT: dict[tuple[str, str], Path] = {}


def _venv_of(trees: dict[str, Path], name: str, which: str) -> tuple[Path, Path, str]:
    """(the tree, its venv's python, which end), the venv built or updated once a session."""
    if (name, which) not in _BUILT:
        _BUILT[name, which] = venv(requirements(trees[name], which), which)
    return trees[name], _BUILT[name, which], which


@pytest.fixture(params=[(t, e) for t in ("httpx2", "httpx") for e in ENDS], ids="-".join)
def end(request: pytest.FixtureRequest, trees: dict[str, Path]) -> tuple[Path, Path, str]:
    return _venv_of(trees, *request.param)


@pytest.fixture(params=["httpx2", "httpx"])
def lowest(request: pytest.FixtureRequest, trees: dict[str, Path]) -> tuple[Path, Path, str]:
    return _venv_of(trees, request.param, "lowest")


def _run(python: Path, tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    environment = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "A2A_TEST_PYTHON_TREE": str(tree),  # what conftest.py puts first on sys.path
        "PYTHONWARNINGS": "",
    }
    return subprocess.run(
        [str(python), *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
    )


VERSIONS = """
import importlib.metadata, json, sys
names = sys.argv[1:]
print(json.dumps({n: importlib.metadata.version(n) for n in names}))
for name in ("opentelemetry-api", "httpx2" if "httpx" in names else "httpx"):
    try:
        importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        continue
    sys.exit(f"{name} is installed")
"""


def _release(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version)[:3])


def test_the_venv_holds_the_end_it_stands_for(end: tuple[Path, Path, str]) -> None:
    """The lowest: each floor, exactly; the newest: no older than this venv's (which pip made
    with the newest it could). No optional dependency, nor the other HTTP library."""
    tree, python, which = end
    wanted = floors(tree)
    result = _run(python, tree, "-c", VERSIONS, *wanted)
    assert result.returncode == 0, result.stderr
    installed = json.loads(result.stdout)
    for name, floor in wanted.items():
        if which == "lowest":
            assert _release(installed[name]) == _release(floor + ".0.0"), (name, installed)
        else:
            here = importlib.metadata.version(name)
            assert _release(installed[name]) >= _release(here), (name, installed, here)


IMPORT_ALL = """
import importlib, pkgutil, sys
import memorylake_a2a as package
names = []
for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    if not any(part.startswith("_") for part in info.name.split(".")):
        names.append(info.name)
for name in [package.__name__, *names]:
    module = importlib.import_module(name)
    for attribute in getattr(module, "__all__", None) or dir(module):
        getattr(module, attribute)  # a lazy name imports its module now
print(" ".join(sorted(names)))
"""


def test_every_public_module_imports_without_a_warning(end: tuple[Path, Path, str]) -> None:
    tree, python, _ = end
    result = _run(python, tree, "-W", "error", "-c", IMPORT_ALL)
    assert result.returncode == 0, result.stderr[-3000:]
    assert set(result.stdout.split()) >= {
        "memorylake_a2a.extension",
        "memorylake_a2a.models",
        "memorylake_a2a.testing",
        "memorylake_a2a.v0_3.clients",
        "memorylake_a2a.v1_0.jsonrpc",
        "memorylake_a2a.v1_0.rest",
    }


def test_the_client_tests_pass(end: tuple[Path, Path, str]) -> None:
    tree, python, _ = end
    result = _run(
        python,
        tree,
        *["-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=", "-k", SLOW],
        *CLIENT_TESTS,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    passed = int(re.search(r"(\d+) passed", result.stdout)[1])  # type: ignore[index]
    assert passed >= 300 and " failed" not in result.stdout, result.stdout[-500:]


def test_the_package_type_checks_as_python_3_10_at_the_lowest_end(
    lowest: tuple[Path, Path, str],
) -> None:
    """mypy --strict, as Python 3.10, against the lowest versions and without OpenTelemetry
    (the tracer is typed by the package's own Protocols); the newest are checked by
    test_generated_quality.py."""
    tree, python, _ = lowest
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-version", "3.10"]
        + ["--python-executable", str(python), "--cache-dir", str(python.parent.parent / "mypy")]
        + ["memorylake_a2a"],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:]


def test_the_package_claims_no_python_its_lowest_dependencies_refuse(
    lowest: tuple[Path, Path, str],
) -> None:
    """The package's requires-python is one its dependencies' floors accept (httpx2 needs
    3.11; httpx and pydantic take 3.10)."""
    tree, python, _ = lowest
    claimed = re.search(
        r'^requires-python = ">=([\d.]+)"$', (tree / "pyproject.toml").read_text(), re.M
    )
    assert claimed, "pyproject.toml names the oldest Python"
    code = (
        "import importlib.metadata as m, json, sys\n"
        "print(json.dumps({n: m.metadata(n)['Requires-Python'] for n in sys.argv[1:]}))"
    )
    result = _run(python, tree, "-c", code, *floors(tree))
    assert result.returncode == 0, result.stderr
    for name, needs in json.loads(result.stdout).items():
        assert claimed[1] + ".0" in SpecifierSet(needs or ""), (name, needs, claimed[1])


def vermin(package: Path) -> subprocess.CompletedProcess[str]:
    """vermin's verdict on a package's sources: exit 1 on anything Python 3.10 lacks."""
    return subprocess.run(
        [Path(sys.executable).parent / "vermin", "-q", "--no-tips", "--violations"]
        + ["--eval-annotations"]
        + ["-t=3.10-", str(package)],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("name", ["httpx2", "httpx"])
def test_the_package_needs_nothing_python_3_10_lacks(
    name: str, trees: dict[str, Path], tmp_path: Path
) -> None:
    package = trees[name] / "memorylake_a2a"
    result = vermin(package)
    assert result.returncode == 0, result.stdout + result.stderr
    # A planted use of 3.11's datetime.UTC is found.
    planted = tmp_path / "memorylake_a2a"
    shutil.copytree(package, planted)
    calls = planted / "_calls.py"
    calls.write_text(calls.read_text() + "\nfrom datetime import UTC\n")
    found = vermin(planted)
    assert found.returncode == 1 and "datetime.UTC" in found.stdout, found.stdout
