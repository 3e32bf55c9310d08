"""`a2a-codegen verify`: a vendored copy checked against its manifest, offline and without the
spec. (An installed wheel is verified in test_generated_quality.py.)"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from conftest import GENERATED, SPEC, run_cli

VERSION = re.search(r"^version: (\S+)", (SPEC / "service.yaml").read_text(), re.M)[1]


def test_verify_finds_a_one_character_edit_and_names_the_spec(tmp_path: Path) -> None:
    vendored = tmp_path / "vendor" / "memorylake"
    # as git has it: a run of the checkout's tree may have left bytecode in it
    shutil.copytree(GENERATED / "python", vendored, ignore=shutil.ignore_patterns("__pycache__"))
    elsewhere = tmp_path / "nospec"  # no spec/, no generated/ around: it needs neither
    elsewhere.mkdir()
    ok = run_cli("verify", str(vendored), cwd=elsewhere)
    assert ok.returncode == 0 and "matches its manifest" in ok.stdout, ok.stdout
    # The user's own files are not the generator's: never extra.
    (vendored / "memorylake_a2a" / "__pycache__").mkdir()
    (vendored / "memorylake_a2a" / "__pycache__" / "x.cpython-312.pyc").write_bytes(b"\0")
    (vendored / "memorylake_a2a.egg-info").mkdir()
    (vendored / "memorylake_a2a.egg-info" / "PKG-INFO").write_text("Name: x\n")
    assert run_cli("verify", str(vendored), cwd=elsewhere).returncode == 0
    rest = vendored / "memorylake_a2a" / "v1_0" / "rest.py"
    rest.write_text(rest.read_text().replace("/message:send", "/message:sent", 1))
    (vendored / "memorylake_a2a" / "_sse.py").unlink()
    (vendored / "memorylake_a2a" / "patch.py").write_text("x = 1\n")
    drift = run_cli("verify", str(vendored / "memorylake_a2a"), cwd=elsewhere)
    assert drift.returncode == 1
    assert f"memorylake-a2a {VERSION}, made from the spec with digest " in drift.stdout
    assert "  hand-edited (undeclared): memorylake_a2a/v1_0/rest.py\n" in drift.stdout
    assert "  missing: memorylake_a2a/_sse.py\n" in drift.stdout
    assert "  extra: memorylake_a2a/patch.py\n" in drift.stdout
    assert drift.stdout.count("  ") == 3, drift.stdout  # nothing else
    # An installed (or vendored) package found by its import name.
    env = {**os.environ, "PYTHONPATH": str(vendored)}
    by_name = run_cli("verify", "memorylake_a2a", cwd=elsewhere, env=env)
    assert (
        by_name.returncode == 1
        and "hand-edited (undeclared): memorylake_a2a/v1_0/rest.py" in by_name.stdout
    )


def test_verify_a_typescript_copy_and_a_directory_without_manifest(tmp_path: Path) -> None:
    vendored = tmp_path / "a2a"
    shutil.copytree(GENERATED / "typescript", vendored)
    (vendored / "dist").mkdir()
    (vendored / "dist" / "index.js").write_text("export {};\n")
    (vendored / "package-lock.json").write_text("{}\n")
    assert run_cli("verify", str(vendored)).returncode == 0
    (vendored / "src" / "sse.ts").write_text((vendored / "src" / "sse.ts").read_text() + " ")
    result = run_cli("verify", str(vendored))
    assert result.returncode == 1 and "hand-edited (undeclared): src/sse.ts" in result.stdout
    nothing = run_cli("verify", str(tmp_path / "nowhere"))
    assert nothing.returncode == 2 and "no such directory" in nothing.stderr
    assert "Traceback" not in nothing.stderr
    (tmp_path / "empty").mkdir()
    empty = run_cli("verify", str(tmp_path / "empty"))
    assert empty.returncode == 2 and "no _manifest.json" in empty.stderr
