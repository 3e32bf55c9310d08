"""The README's "When MemoryLake changes" flow, run on a series of spec changes in a temporary
git repository: edit spec/ -> `a2a-codegen diff HEAD` -> bump the version it asks for ->
`generate` -> commit. Each step's verdict (each language and every dialect), its exit codes
(2 before the bump, then 1 with `--fail-on breaking` exactly for the breaking changes) and the
CHANGELOG entry each package gets are checked; `check` and `verify` pass after every step."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from a2a_codegen.cli import main
from click.testing import CliRunner
from conftest import SPEC

AUDIENCES = {"python": "Python", "typescript": "TypeScript", "go": "Go"}
DIALECTS = ("v1_0-rest", "v1_0-jsonrpc", "v0_3-rest", "v0_3-jsonrpc")
EVERY = dict.fromkeys(DIALECTS)

# (what, [(file, old text, new text)], python, typescript, go, {dialect: wire level}, version)
STEPS = [
    (
        "new optional field",
        [
            (
                "models.yaml",
                "      id: {type: string, description: The task's ID.}\n",
                "      id: {type: string, description: The task's ID.}\n"
                "      title: {type: string, description: A short title.}\n",
            )
        ],
        "feature",
        "feature",
        "feature",
        dict.fromkeys(DIALECTS, "feature"),
        "1.1.0",
    ),
    (
        "new required field",
        [
            ("models.yaml", "    required: [state]\n", "    required: [state, reason]\n"),
            (
                "models.yaml",
                '      state: {$ref: "#/$defs/TaskState"}\n',
                '      state: {$ref: "#/$defs/TaskState"}\n'
                "      reason: {type: string, description: Why the task is in this state.}\n",
            ),
        ],
        "breaking",
        "breaking",
        "breaking",
        dict.fromkeys(DIALECTS, "feature"),
        "2.0.0",
    ),
    (
        "renamed route",
        [
            (
                "dialects.yaml",
                "send_message: {http: POST, path: /message:send,",
                "send_message: {http: POST, path: /messages:send,",
            )
        ],
        "none",
        "none",
        "none",
        {"v1_0-rest": "breaking"},
        "3.0.0",
    ),
    (
        "removed operation",
        [
            (
                "service.yaml",
                "  cancel_task:\n    command: cancel\n    doc: Cancel a running task.\n"
                "    request: CancelTaskRequest\n"
                "    result: Task\n    idempotent: false\n    arguments:\n      task_id: *task\n",
                "",
            ),
            (
                "models.yaml",
                re.compile(r"  CancelTaskRequest:\n(    [^\n]*\n|      [^\n]*\n)*\n"),
                "",
            ),
            ("dialects.yaml", re.compile(r"      cancel_task:\n        \{[^\n]*\n"), ""),
            ("dialects.yaml", re.compile(r"      cancel_task: \{[^\n]*\n"), ""),
        ],
        "breaking",
        "breaking",
        "breaking",
        dict.fromkeys(DIALECTS, "breaking"),
        "4.0.0",
    ),
    (
        "enum member added",
        [
            (
                "models.yaml",
                "      - TASK_STATE_AUTH_REQUIRED\n",
                "      - TASK_STATE_AUTH_REQUIRED\n      - TASK_STATE_PAUSED\n",
            ),
            ("models.yaml", "REJECTED, AUTH_REQUIRED]", "REJECTED, AUTH_REQUIRED, PAUSED]"),
            (
                "dialects.yaml",
                "        TASK_STATE_AUTH_REQUIRED: TASK_STATE_AUTH_REQUIRED\n",
                "        TASK_STATE_AUTH_REQUIRED: TASK_STATE_AUTH_REQUIRED\n"
                "        TASK_STATE_PAUSED: TASK_STATE_PAUSED\n",
            ),
            (
                "dialects.yaml",
                "        TASK_STATE_AUTH_REQUIRED: auth-required\n",
                "        TASK_STATE_AUTH_REQUIRED: auth-required\n        TASK_STATE_PAUSED: paused\n",
            ),
        ],
        "feature",
        "feature",
        "feature",
        dict.fromkeys(DIALECTS, "feature"),
        "4.1.0",
    ),
    (
        "default changed on one dialect",
        [
            (
                "dialects.yaml",
                "defaults: {returnImmediately: true, historyLength: 0}",
                "defaults: {returnImmediately: true, historyLength: all}",
            )
        ],
        "none",
        "none",
        "none",
        {"v0_3-rest": "fix"},
        "4.1.1",
    ),
    (
        "doc-only edit",
        [
            (
                "service.yaml",
                "doc: Send a message and stream the task's events as they happen.",
                "doc: Send a message and stream the task's events as they come.",
            )
        ],
        "fix",
        "fix",
        "fix",
        {},
        "4.1.2",
    ),
]


def edit(spec: Path, file: str, old: str | re.Pattern[str], new: str) -> None:
    path = spec / file
    text = path.read_text()
    if isinstance(old, re.Pattern):
        changed, count = old.subn(new, text)
    else:
        changed, count = text.replace(old, new), text.count(old)
    assert count >= 1, (file, old)
    path.write_text(changed)


def cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", *args],
        cwd=repo,
        check=True,
        capture_output=True,
    )


def top_entry(changelog: str) -> str:
    return "## " + changelog.split("\n## ")[1].rstrip("\n") + "\n"


def test_the_flow_over_a_series_of_spec_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = tmp_path / "repo"
    shutil.copytree(SPEC, repo / "spec")
    service = repo / "spec" / "service.yaml"  # the flow starts at 1.0.0, whatever spec/ is at
    service.write_text(
        re.sub(r"(?m)^version: \S+ ", "version: 1.0.0 ", service.read_text(), count=1)
    )
    monkeypatch.chdir(repo)
    assert cli("generate")[0] == 0
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "1.0.0")
    packages = {name: repo / "generated" / name for name in AUDIENCES}
    for root in packages.values():
        changelog = (root / "CHANGELOG.md").read_text()
        assert top_entry(changelog) == "## 1.0.0\n\nThe first version of this package's history.\n"
    versions = ["1.0.0"]
    for what, edits, python, typescript, go, wire, version in STEPS:
        for file, old, new in edits:
            edit(repo / "spec", file, old, new)
        # diff HEAD: the report, then (the spec still says the old version) exit 2.
        code, out, err = cli("diff", "HEAD", "--format", "json")
        assert out, (what, err)
        report = json.loads(out)
        levels = report["levels"]
        languages = (levels["python"], levels["typescript"], levels["go"])
        assert languages == (python, typescript, go), what
        assert {s: levels[s] for s in DIALECTS if levels[s] != "none"} == wire, what
        assert levels["all dialects"] == "none", what
        assert report["required_version"] == version, what
        assert code == 2 and f"set version: {version} in service.yaml" in err, what
        # Bump the version it asks for: the same diff passes, and fails CI only when breaking.
        edit(repo / "spec", "service.yaml", f"version: {versions[-1]} ", f"version: {version} ")
        breaking = "breaking" in (python, typescript, go, *wire.values())
        code, markdown, _ = cli("diff", "HEAD", "--format", "markdown", "--fail-on", "breaking")
        assert code == (1 if breaking else 0), what
        assert cli("generate")[0] == 0, what
        for language, root in packages.items():
            entry = top_entry((root / "CHANGELOG.md").read_text())
            # The package's entry is the diff's Markdown for its language and the wire.
            assert entry.startswith(f"## {version}\n\nFrom the spec of {versions[-1]}: "), what
            lines = [line for line in entry.splitlines() if line.startswith("- ")]
            assert lines and set(lines) <= set(markdown.splitlines()), what
            others = [f"- {name}:" for key, name in AUDIENCES.items() if key != language]
            assert not any(line.startswith(tuple(others)) for line in lines), what
        assert cli("check")[0] == 0, what
        for root in packages.values():
            assert cli("verify", str(root))[0] == 0, what
        git(repo, "commit", "-qam", version)
        versions.append(version)
    # The history: one entry per version, the newest first.
    for root in packages.values():
        changelog = (root / "CHANGELOG.md").read_text()
        assert re.findall(r"^## (\S+)$", changelog, re.M) == versions[::-1]
    python = (packages["python"] / "CHANGELOG.md").read_text()
    assert (
        "## 3.0.0\n\nFrom the spec of 2.0.0: a major release (breaking).\n\n"
        "### Breaking changes\n\n"
        '- wire (v1_0-rest): changed `binding send_message`: path "/message:send" -> "/messages:send"\n'
    ) in python
    assert "- Python: removed `operation cancel_task`\n" in python
    assert (
        "- TypeScript: removed `operation cancelTask`\n"
        in (packages["typescript"] / "CHANGELOG.md").read_text()
    )
    assert '- Python: added `member TaskState.PAUSED` (value "TASK_STATE_PAUSED")\n' in python
    assert '- wire (v0_3-rest): changed `default historyLength`: value 0 -> "all"\n' in python
    assert "- Python: documentation of `operation send_streaming_message`\n" in python
    go_log = (packages["go"] / "CHANGELOG.md").read_text()
    assert '- Go: added `field Task.Title` (type "string", json "title")\n' in go_log
    assert (
        '- Go: added `field TaskStatus.Reason` (type "string", json "reason", required true)\n'
        in go_log
    )
    assert "- Go: removed `method Client.CancelTask`\n" in go_log
    assert '- Go: added `const TaskStatePaused` (type "TaskState", value' in go_log
    assert "- Go: documentation of `method Client.SendStreamingMessage`\n" in go_log
    # Two revisions, as CI compares them: the renamed route broke, the doc edit did not.
    assert cli("diff", "HEAD~5", "HEAD~4", "--fail-on", "breaking")[0] == 1
    assert cli("diff", "HEAD~1", "HEAD", "--fail-on", "breaking")[0] == 0
