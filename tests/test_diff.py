"""`a2a-codegen diff`: the report of a spec change (client API per language, wire per dialect,
the conformance vectors' bytes, the verdict), its formats, and its answers to bad input. The
whole "When MemoryLake changes" flow over a series of changes is tests/test_spec_changes.py."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from a2a_codegen import ir
from a2a_codegen.cli import main
from a2a_codegen.diff.verdict import bump, compare
from a2a_codegen.spec import load_spec
from click.testing import CliRunner
from conftest import GENERATED, SPEC


def diff(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["diff", *args])
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), result.exception
    return result.exit_code, result.stdout, result.stderr


def base(tmp_path: Path) -> Path:
    """A copy of spec/ at version 1.0.0, whatever its version is: the "old" spec of a diff."""
    copy = tmp_path / "base"
    if not copy.exists():
        shutil.copytree(SPEC, copy)
        service = copy / "service.yaml"
        service.write_text(re.sub(r"(?m)^version: \S+ ", VERSION, service.read_text(), count=1))
    return copy


def edited(tmp_path: Path, name: str, file: str, old: str, new: str) -> Path:
    """A copy of spec/, at version 1.0.0, with one edit."""
    copy = tmp_path / name
    if not copy.exists():
        shutil.copytree(base(tmp_path), copy)
    path = copy / file
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))
    return copy


def test_the_python_api_snapshot_lists_the_specs_operations_and_no_other() -> None:
    """with_raw_response, a property of the class that holds the operations, is none of them."""
    api = json.loads((GENERATED / "python" / "_api.json").read_text())["api"]
    operations = {key.split()[1] for key in api if key.startswith("operation ")}
    assert operations == {op.name for op in ir.build(load_spec(SPEC)).operations}


ROUTE = "send_message: {http: POST, path: /message:send,"
VERSION = "version: 1.0.0 "


def test_a_renamed_route_is_breaking_on_its_dialect_only_and_shows_its_bytes(
    tmp_path: Path,
) -> None:
    new = edited(tmp_path, "new", "dialects.yaml", ROUTE, ROUTE.replace("/message:", "/messages:"))
    code, out, err = diff(str(base(tmp_path)), str(new), "--format", "json")
    report = json.loads(out)
    assert report["levels"]["python"] == report["levels"]["typescript"] == "none"
    assert report["levels"]["go"] == "none"
    assert report["levels"]["v1_0-rest"] == "breaking"
    assert {s for s, level in report["levels"].items() if level != "none"} == {"v1_0-rest"}
    assert report["packages"] == {
        "python": {"level": "breaking", "bump": "major"},
        "typescript": {"level": "breaking", "bump": "major"},
        "go": {"level": "breaking", "bump": "major"},
    }
    # The exact bytes: only the request line of the one v1.0 REST send vector moves.
    [vector] = report["transcript"]
    assert vector["dialect"] == "v1_0-rest" and vector["kind"] == "request"
    assert vector["old"].splitlines()[0] == "POST /message:send"
    assert vector["new"].splitlines()[0] == "POST /messages:send"
    assert vector["old"].splitlines()[1:] == vector["new"].splitlines()[1:]
    # The spec still says 1.0.0: one line, exit 2, after the report; the Go module's path must
    # move to /v2 at 2.0.0.
    assert code == 2 and report["required_version"] == "2.0.0"
    module = "github.com/memorylake/a2a-go"
    assert report["go_module"] == {"old": module, "new": f"{module}/v2", "version": "2.0.0"}
    assert err == (
        f"error: {new}: version 1.0.0 is lower than these changes need:"
        " set version: 2.0.0 in service.yaml\n"
    )
    bumped = edited(tmp_path, "new", "service.yaml", VERSION, "version: 2.0.0 ")
    code, out, _ = diff(str(base(tmp_path)), str(bumped))
    assert code == 0
    assert "- POST /message:send\n    + POST /messages:send" in out
    assert "wire (v1_0-rest): changed binding send_message" in out
    assert f"\n  Go module: {module} -> {module}/v2 at 2.0.0 (Go puts a major version" in out
    assert diff(str(base(tmp_path)), str(bumped), "--fail-on", "breaking")[0] == 1


def test_additions_are_features_and_a_doc_edit_is_a_fix(tmp_path: Path) -> None:
    new = edited(
        tmp_path,
        "new",
        "models.yaml",
        "      id: {type: string, description: The task's ID.}",
        "      id: {type: string, description: The task's ID.}\n"
        "      title: {type: string, description: A short title.}",
    )
    edited(tmp_path, "new", "service.yaml", "doc: Cancel a running task.", "doc: Cancel a task.")
    edited(tmp_path, "new", "service.yaml", VERSION, "version: 1.1.0 ")
    code, out, _ = diff(str(base(tmp_path)), str(new), "--format", "json", "--fail-on", "breaking")
    report = json.loads(out)
    assert code == 0
    by = {(c["section"], c["entry"]): c["level"] for c in report["changes"]}
    assert by[("python", "field Task.title")] == "feature"
    assert by[("typescript", "field Task.title")] == "feature"
    assert by[("go", "field Task.Title")] == "feature"
    assert by[("python", "operation cancel_task")] == "fix"
    assert by[("typescript", "operation cancelTask")] == "fix"
    assert by[("go", "method Client.CancelTask")] == "fix"
    assert report["packages"]["python"] == {"level": "feature", "bump": "minor"}
    assert report["packages"]["go"] == {"level": "feature", "bump": "minor"}
    assert report["required_version"] == "1.1.0" and report["go_module"] is None
    assert report["transcript"] == []  # the vectors carry no title: no byte moves
    markdown = diff(str(base(tmp_path)), str(new), "--format", "markdown")[1]
    assert markdown.startswith("## 1.1.0\n\nFrom the spec of 1.0.0: a minor release (feature).\n")
    assert "### Features" in markdown and "- Python: added `field Task.title`" in markdown
    assert "### Fixes" in markdown and "### Breaking changes" not in markdown


def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken = edited(tmp_path, "broken", "service.yaml", "operations:", "operation:")
    cases = {
        str(tmp_path / "missing"): "no such directory",
        "no-such-revision": "no such directory or git revision",
        str(broken): "the spec is broken: ",
    }
    for where, message in cases.items():
        code, out, err = diff(str(SPEC), where)
        assert code == 2 and out == "" and message in err, (where, err)
        assert err.count("\n") == 1 and "Traceback" not in err
    repo = tmp_path / "repo"
    shutil.copytree(SPEC, repo / "spec")
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    monkeypatch.chdir(repo)
    code, _, err = diff("HEAD")  # a repository without commits
    assert code == 2 and err == "error: HEAD: no such directory or git revision\n"


MODELS = {
    "model In": {"direction": "input"},
    "model Out": {"direction": "output"},
    "type GoIn": {"type": "struct", "direction": "input"},  # Go's models are its types
    "type GoOut": {"type": "struct", "direction": "output"},
}
GO_FIELD = {"type": "string", "json": "x", "required": True, "doc": ""}
FIELD = {"type": "str", "required": True, "default": None, "doc": "A field."}
RULES = [
    # (section is wire, entry, old, new, level)
    (False, "operation cancel_task", {"returns": "m.Task", "doc": ""}, None, "breaking"),
    (False, "operation list_tasks", None, {"returns": "m.Task", "doc": ""}, "feature"),
    (
        False,
        "operation cancel_task",
        {"returns": "T", "doc": "a"},
        {"returns": "T", "doc": "b"},
        "fix",
    ),
    (False, "argument f(x)", None, {"type": "int", "default": None, "required": False}, "feature"),
    (False, "argument f(x)", None, {"type": "int", "default": None, "required": True}, "breaking"),
    (
        False,
        "argument f(x)",
        {"type": "int", "default": "1"},
        {"type": "int", "default": "2"},
        "breaking",
    ),
    (False, "field In.x", None, {**FIELD, "required": False}, "feature"),
    (False, "field Out.x", None, FIELD, "breaking"),
    (False, "field In.x", {**FIELD, "required": False}, FIELD, "breaking"),
    (False, "field In.x", FIELD, {**FIELD, "required": False}, "feature"),
    (False, "field Out.x", FIELD, {**FIELD, "required": False}, "breaking"),
    (False, "field Out.x", FIELD, {**FIELD, "type": "int"}, "breaking"),
    (False, "field GoIn.X", GO_FIELD, {**GO_FIELD, "required": False}, "feature"),
    (False, "field GoOut.X", GO_FIELD, {**GO_FIELD, "required": False}, "breaking"),
    (False, "field GoIn.X", GO_FIELD, {**GO_FIELD, "type": "*string"}, "breaking"),
    (False, "field GoOut.X", None, GO_FIELD, "breaking"),
    (False, "method Client.Get", {"signature": "func()", "doc": "a"}, None, "breaking"),
    (False, "const RoleX", None, {"type": "Role", "value": '"X"', "doc": ""}, "feature"),
    (False, "member TaskState.X", None, {"value": "X"}, "feature"),
    (False, "member TaskState.X", {"value": "X"}, None, "breaking"),
    (False, "member TaskState.X", {"value": "X"}, {"value": "Y"}, "breaking"),
    (False, "error E", {"bases": ["A"], "doc": ""}, {"bases": ["B"], "doc": ""}, "breaking"),
    (True, "binding f", {"http": "POST", "path": "/a"}, {"http": "POST", "path": "/b"}, "breaking"),
    (True, "binding f", None, {"http": "POST", "path": "/b"}, "feature"),
    (True, "unsupported f", None, {}, "breaking"),
    (True, "unsupported f", {}, None, "feature"),
    (True, "default historyLength", {"value": 0}, {"value": "all"}, "fix"),
    (True, "stream-end", {"close": True}, {"field": "final", "equals": True}, "breaking"),
    (True, "enum TaskState.X", {"wire": "x"}, {"wire": "X"}, "breaking"),
    (True, "error jsonrpc -32001", None, {"class": "TaskNotFoundError"}, "feature"),
]


@pytest.mark.parametrize(("wire", "entry", "old", "new", "level"), RULES)
def test_each_rule(wire: bool, entry: str, old: dict | None, new: dict | None, level: str) -> None:
    """The classification rules of the README, one case each."""
    before = {**MODELS, **({entry: old} if old is not None else {})}
    after = {**MODELS, **({entry: new} if new is not None else {})}
    [change] = compare("x", before, after, wire=wire)
    assert (change.entry, change.level) == (entry, level)


@pytest.mark.parametrize(
    ("version", "level", "needed"),
    [
        ("1.2.3", "breaking", "2.0.0"),
        ("1.2.3", "feature", "1.3.0"),
        ("1.2.3", "fix", "1.2.4"),
        ("1.2.3", "none", "1.2.3"),
        ("0.4.1", "breaking", "0.5.0"),
        ("0.4.1", "feature", "0.4.2"),
    ],
)
def test_semver(version: str, level: str, needed: str) -> None:
    assert bump(version, level) == needed


def test_each_packages_snapshot_is_its_own_when_its_parts_are_shared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The packages of a run share the parts of their snapshots that only the IR makes, written
    once (changelog._snapshot): each _api.json is the one of its package rendered alone. (The
    second run renders the targets one after the other: the cache has their files.)"""
    from a2a_codegen.diff import changelog
    from a2a_codegen.pipeline import render

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    render(SPEC, (), None)
    trees = render(SPEC, (), None)
    for name, tree in trees.items():
        monkeypatch.setattr(changelog, "_LAST", {})
        assert tree[changelog.SNAPSHOT] == render(SPEC, (name,), None)[name][changelog.SNAPSHOT]
