"""Build outputs are the user's: the README's build steps run in place in generated packages,
and then `check` stays green, `verify` too, and `generate` keeps the build. And the pre-commit
hooks run."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import yaml
from a2a_codegen.targets.typescript import TYPESCRIPT
from conftest import FIXTURES, NPM, ROOT, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"


def test_the_typescript_package_pins_the_compiler_the_tests_use() -> None:
    root = json.loads((ROOT / "package.json").read_text())
    assert root["devDependencies"]["typescript"] == TYPESCRIPT
    generated = json.loads((ROOT / "generated" / "typescript" / "package.json").read_text())
    assert generated["devDependencies"] == {"typescript": TYPESCRIPT}


def npm_install(package: Path) -> None:
    """What `npm install` does in the package, without the network (the tests use loopback only):
    the compiler it pins, laid out as npm lays it out (linked from the project's own
    node_modules, installed by `npm ci` from the lockfile), and a lockfile."""
    modules = package / "node_modules"
    (modules / ".bin").mkdir(parents=True)
    for name in ("typescript", "@typescript"):
        (modules / name).symlink_to(ROOT / "node_modules" / name)
    (modules / ".bin" / "tsc").symlink_to("../typescript/bin/tsc")
    lock = {"name": "x", "lockfileVersion": 3, "packages": {"node_modules/typescript": {}}}
    (package / "package-lock.json").write_text(json.dumps(lock))


def test_building_in_place_keeps_check_green_and_generate_keeps_the_build(tmp_path: Path) -> None:
    out = tmp_path / "generated"
    args = ("--spec", str(MINIMAL), "--out", str(out))
    assert run_cli("generate", *args).returncode == 0
    ts, py = out / "typescript", out / "python"
    npm_install(ts)
    build = subprocess.run([NPM, "run", "build"], cwd=ts, capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    assert (ts / "dist" / "index.js").is_file()
    wheel = subprocess.run(  # builds in place: build/ and tiny_a2a.egg-info in generated/python
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
        + ["-w", str(tmp_path / "wheels"), str(py)],
        capture_output=True,
        text=True,
    )
    assert wheel.returncode == 0, wheel.stderr
    assert (py / "build").is_dir() and list(py.glob("*.egg-info"))
    builds = [ts / "node_modules", ts / "dist", ts / "package-lock.json", py / "build"]
    builds += py.glob("*.egg-info")
    check = run_cli("check", *args)
    assert check.returncode == 0, check.stdout[-3000:] + check.stderr
    for tree in (ts, py):
        assert run_cli("verify", str(tree)).returncode == 0
    # A spec change regenerates both trees; the builds stay, and the package builds again.
    spec = tmp_path / "minimal"
    shutil.copytree(MINIMAL, spec)
    dialects = spec / "dialects.yaml"
    dialects.write_text(dialects.read_text().replace("path: /message:send", "path: /msg:send"))
    service = spec / "service.yaml"  # a route renamed is breaking: a new major version
    service.write_text(service.read_text().replace("version: 1.0.0", "version: 2.0.0", 1))
    args = ("--spec", str(spec), "--out", str(out))
    assert run_cli("generate", *args).returncode == 0
    assert all(p.exists() for p in builds)
    assert run_cli("check", *args).returncode == 0
    build = subprocess.run([NPM, "run", "build"], cwd=ts, capture_output=True, text=True)
    assert build.returncode == 0, build.stdout + build.stderr
    assert '"/msg:send"' in (ts / "dist" / "v2_0" / "rest.js").read_text()


def test_the_pre_commit_hooks_run() -> None:
    """Each hook of .pre-commit-hooks.yaml is a command that passes on this repository."""
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert {h["id"] for h in hooks} == {"a2a-codegen-check", "a2a-codegen-validate"}
    for hook in hooks:
        program, *args = hook["entry"].split()
        assert program == "a2a-codegen" and hook["pass_filenames"] is False
        result = run_cli(*args, *hook.get("args", []))
        assert result.returncode == 0, result.stderr
