"""The generated package type-checks under mypy --strict and passes pyflakes/pycodestyle (ruff),
like hand-written code would (so do the fixture specs' packages); it builds and imports on its
own; and the generator's own code is formatted and lint-clean."""

from __future__ import annotations

import ast
import inspect
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


@pytest.mark.parametrize(
    "page", ["README.md", "docs/python.md", "generated/python/README.md", "generated/python/api.md"]
)
def test_readme_python_blocks_pass_mypy_strict(page: str, tmp_path: Path, mypy_cache: Path) -> None:
    """The README's, the Python manual's and the package's README's blocks type-check: each
    page's, as one program (as test_readme runs them), against the generated package, with no
    plugin (the models' keywords are the wire's names)."""
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


@pytest.fixture(scope="module")
def fresh_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The python of a fresh venv (without the generator, the test venv's packages, or any
    optional dependency of the package) where `pip install generated/python` installed the
    package and its required dependencies, as a user installs it."""
    where = tmp_path_factory.mktemp("fresh")
    source = where / "source"  # pip builds in the source tree: never in generated/
    shutil.copytree(GENERATED / "python", source)
    venv = where / "venv"
    assert _run("venv", str(venv), cwd=where).returncode == 0
    python = venv / ("Scripts" if sys.platform == "win32" else "bin") / "python"
    install = subprocess.run(
        [python, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert install.returncode == 0, install.stderr
    return python


def test_the_package_installs_and_works_in_a_fresh_venv(fresh_venv: Path, tmp_path: Path) -> None:
    """`pip install generated/python` into a fresh venv (without the generator) installs the
    package with py.typed and its two dependencies; it imports and builds a client there."""
    python = fresh_venv
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
    licence = "import importlib.metadata as m; d = m.distribution('memorylake-a2a'); print(d.metadata['License-Expression'], *[f.name for f in d.files if 'licenses' in str(f)])"
    result = subprocess.run([python, "-c", licence], cwd=tmp_path, capture_output=True, text=True)
    assert result.stdout.split() == ["Apache-2.0", "LICENSE"], result.stdout + result.stderr
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


TYPED_APP = Path(__file__).parent / "typed_app"


def test_an_app_type_checks_strictly_with_only_the_required_dependencies(
    fresh_venv: Path, tmp_path: Path
) -> None:
    """tests/typed_app/app.py, which uses every public name, and a vendored copy of the package
    pass mypy --strict and pyright's strict mode, with no plugin and no other setting than the
    oldest Python the package supports, against the fresh venv's packages (the package's
    required dependencies: no OpenTelemetry); both report each line of defects.py marked as a
    defect, and no other line of the three; and the app runs there."""
    import memorylake_a2a as ml
    from memorylake_a2a import testing, v0_3, v1_0

    app = ast.parse((TYPED_APP / "app.py").read_text())
    # Imported (pyright refuses an import left unused), or read from a module (v1_0.Transport).
    used = {n.name for n in ast.walk(app) if isinstance(n, ast.alias)}
    used |= {n.attr for n in ast.walk(app) if isinstance(n, ast.Attribute)}
    versions = {v1_0.__name__.rpartition(".")[2], v0_3.__name__.rpartition(".")[2]}
    public = {  # the names the package exports (its submodules but the versions are modules)
        n
        for n in dir(ml)
        if not n.startswith("_") and (n in versions or not inspect.ismodule(getattr(ml, n)))
    }
    public |= {*testing.__all__, *v1_0.__all__, *v0_3.__all__}
    assert public - used == set(), "app.py does not use them"
    probe = subprocess.run([fresh_venv, "-c", "import opentelemetry"], capture_output=True)
    assert b"No module named 'opentelemetry'" in probe.stderr

    where = tmp_path / "app"
    shutil.copytree(GENERATED / "python" / ml.__name__, where / ml.__name__)
    for name in ("app.py", "defects.py"):
        shutil.copy(TYPED_APP / name, where)
    files = ["app.py", "defects.py", ml.__name__]
    pyproject = (GENERATED / "python" / "pyproject.toml").read_text()
    oldest = re.search(r'requires-python = ">=(3\.\d+)"', pyproject)[1]
    defects = (TYPED_APP / "defects.py").read_text().splitlines()
    expected = {("defects.py", n) for n, line in enumerate(defects, 1) if "# defect" in line}
    assert len(expected) >= 10

    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--config-file=", "--python-version", oldest]
        + ["--python-executable", str(fresh_venv), "--cache-dir", str(tmp_path / "mypy"), *files],
        cwd=where,
        capture_output=True,
        text=True,
        timeout=600,
    )
    reported = {(f, int(n)) for f, n in re.findall(r"^(.+?):(\d+): error:", mypy.stdout, re.M)}
    assert reported == expected, mypy.stdout

    settings = {"typeCheckingMode": "strict", "pythonVersion": oldest}
    (where / "pyrightconfig.json").write_text(json.dumps(settings))
    pyright = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", str(fresh_venv), *files],
        cwd=where,
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = [
        (
            Path(d["file"]).relative_to(where).as_posix(),
            d["range"]["start"]["line"] + 1,
            d["message"],
        )
        for d in json.loads(pyright.stdout)["generalDiagnostics"]
        if d["severity"] == "error"
    ]
    assert {(file, line) for file, line, _ in errors} == expected, "\n".join(map(str, errors))

    run = subprocess.run([fresh_venv, "app.py"], cwd=where, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_the_generators_own_code_is_formatted_and_lint_clean() -> None:
    paths = ["generator", "tests", "benchmarks"]
    black = _run("black", "--check", "--quiet", *paths, cwd=GENERATED.parent)
    assert black.returncode == 0, black.stderr
    ruff = _run("ruff", "check", "--no-cache", *paths, cwd=GENERATED.parent)
    assert ruff.returncode == 0, ruff.stdout


def test_opentelemetry_s_tracer_fits_the_package_s_protocols(
    tmp_path: Path, mypy_cache: Path
) -> None:
    """The package types the tracer by its own Protocols (so that it type-checks without
    OpenTelemetry: tests/test_dependency_ends.py); OpenTelemetry's tracer and span fit them."""
    (tmp_path / "fits.py").write_text(
        "from opentelemetry import trace\n"
        "from memorylake_a2a._calls import Span, Tracer\n\n"
        "tracer: Tracer = trace.get_tracer('a2a')\n"
        "span: Span = tracer.start_span('call', attributes={'a2a.dialect': 'v1_0.rest'})\n"
        "real: trace.Span = trace.get_tracer('a2a').start_span('call')\n"
        "also: Span = real\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(mypy_cache), "fits.py"],
        cwd=tmp_path,
        env={**os.environ, "MYPYPATH": str(GENERATED / "python")},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout
