"""The HTTP library is a setting of the Python target (`generate --python-http`): httpx2 by
default, httpx for applications pinned to it. generated/python (httpx2) runs the whole suite;
here each tree is shown to depend on its library alone, and a representative subset runs on the
httpx tree: mypy --strict, and the client matrix against the behaviour server, sync and async,
with httpx2 unimportable."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from conftest import GENERATED, ROOT, run_cli

DEFAULT_TREE = GENERATED / "python"


def _dependencies(tree: Path) -> list[str]:
    line = re.search(r"^dependencies = \[(.*)\]$", (tree / "pyproject.toml").read_text(), re.M)
    return [re.split("[<>=]", d.strip(' "'))[0] for d in line[1].split(",")]


def _importers(tree: Path) -> dict[str, set[str]]:
    """Each module of the tree that imports an HTTP library, and the libraries it imports."""
    found: dict[str, set[str]] = {}
    for path in sorted(tree.rglob("*.py")):
        names = re.findall(r"^\s*(?:import|from) (httpx2?)\b", path.read_text(), re.M)
        if names:
            found[path.relative_to(tree).as_posix()] = set(names)
    return found


def test_each_tree_depends_on_its_library_alone(httpx_tree: Path) -> None:
    assert _dependencies(DEFAULT_TREE) == ["httpx2", "pydantic"]
    assert _dependencies(httpx_tree) == ["httpx", "pydantic"]
    # One module imports the library; the runtime and the clients take it from there.
    assert _importers(DEFAULT_TREE) == {"memorylake_a2a/_http.py": {"httpx2"}}
    assert _importers(httpx_tree) == {"memorylake_a2a/_http.py": {"httpx"}}
    # The trees differ where the library is named, and nowhere else.
    files = {p.relative_to(DEFAULT_TREE) for p in DEFAULT_TREE.rglob("*") if p.is_file()}
    files = {p for p in files if "__pycache__" not in p.parts}
    differ = {
        p.as_posix()
        for p in files
        if (DEFAULT_TREE / p).read_bytes() != (httpx_tree / p).read_bytes()
    }
    assert differ == {
        "README.md",
        "api.md",  # the timeout's type
        "pyproject.toml",
        "memorylake_a2a/_http.py",
        "memorylake_a2a/_manifest.json",
        "memorylake_a2a/v0_3/clients.py",
        "memorylake_a2a/v1_0/clients.py",
    }


def test_check_compares_with_the_same_setting(httpx_tree: Path) -> None:
    """The tree's manifest records --python-http httpx, so a bare check compares with it; a flag
    says otherwise."""
    out = str(httpx_tree.parent)
    same = run_cli("check", "--target", "python", "--out", out)
    assert same.returncode == 0, same.stdout + same.stderr
    other = run_cli("check", "--target", "python", "--python-http", "httpx2", "--out", out)
    assert other.returncode == 1 and '+dependencies = ["httpx2' in other.stdout
    unknown = run_cli("generate", "--python-http", "requests", "--out", out)
    assert (
        unknown.returncode == 2 and "'requests' is not one of 'httpx2', 'httpx'" in unknown.stderr
    )


def test_the_httpx_tree_type_checks(httpx_tree: Path, mypy_cache: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--cache-dir",
            str(mypy_cache),
            "memorylake_a2a",
        ],
        cwd=httpx_tree,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout


def test_the_httpx_tree_passes_the_client_matrix(httpx_tree: Path) -> None:
    """The clients on the 4 dialects, sync and async, against the behaviour server, and on
    unusual answers through the library's MockTransport, the test kit's fake (its user test
    and a scripted stream), streams read straight from the connection (httpcore 1.x's), and the
    shortcuts below httpx's public API; httpx2 cannot be imported in that run."""
    subset = " or ".join(
        [
            "bytes_on_the_wire",
            "stream_with_memorylakes_answer_layout",
            "errors_are_typed",
            "failed_task_is_a_task",
            "retried_only_when_it_never_left",
            "unusual_answers",
            "readme_user_test",
            "stream_its_chunks",
            "chunked",
            # tests/test_http_shortcuts.py: below the library's public API, each way
            "sent_back",
            "gzip_body",
            "over_max_body",
            "cut_short",
            "redirect_is_not_followed",
            "userinfo_in_the_url",
            "closed_client_refuses",
            "keeps_its_auth_and_event_hooks",
            "made_once_on_the_first_request",
            "proxies_from_the_environment",
            "missing_certificate_file",
            "neither_asyncio_nor_httpcore",
        ]
    )
    env = {**os.environ, "A2A_TEST_PYTHON_TREE": str(httpx_tree), "A2A_TEST_WITHOUT": "httpx2"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", subset]
        + ["tests/test_clients_memorylake.py", "tests/test_unusual_answers.py"]
        + ["tests/test_testing_kit.py", "tests/test_chunked.py", "tests/test_http_shortcuts.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    passed = int(re.search(r"(\d+) passed", result.stdout)[1])
    assert passed >= 8 * 5, result.stdout[-500:]  # 5 tests of the matrix on 4 dialects x 2 modes
