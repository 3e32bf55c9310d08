"""Broken specs: each gets `file:line:col: message`, a hint where one helps, exit code 2 and no
traceback. Each case breaks the minimal fixture with one text replacement."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES, run_cli

# (case, file, old text, new text, line marker (the error's line holds it), message, hint)
CASES = [
    (
        "bad YAML",
        "dialects.yaml",
        'headers: {A2A-Version: "2.0"}',
        'headers: {A2A-Version: "2.0"',
        "defaults:",
        "invalid YAML",
        "",
    ),
    (
        "unquoted colon",
        "service.yaml",
        "doc: A two-dialect fixture.",
        "doc: A fixture: two dialects.",
        "doc: A fixture",
        "invalid YAML: mapping values are not allowed here",
        "quote a value",
    ),
    (
        "unknown key",
        "dialects.yaml",
        "send_message: {method: message/send}",
        "send_message: {methd: message/send}",
        "methd",
        "unknown key 'methd'",
        "did you mean 'method'?",
    ),
    (
        "misspelled top-level key",
        "service.yaml",
        "operations:",
        "operation:",
        "operation:",
        "unknown key 'operation'",
        "did you mean 'operations'?",
    ),
    (
        "missing dialect binding",
        "dialects.yaml",
        '      get_task: {http: GET, path: "/tasks/{id}"}\n',
        "",
        "    bindings:",
        "operation 'get_task' is not bound in dialect 'v2_0-rest'",
        "write `get_task: unsupported`",
    ),
    (
        "wrong type",
        "service.yaml",
        "streaming: true",
        "streaming: maybe",
        "streaming: maybe",
        "operations.send_streaming_message.streaming: input should be a valid boolean",
        "got 'maybe'",
    ),
    (
        "wrong type in a list",
        "service.yaml",
        "status: 400, code",
        "status: four-hundred, code",
        "four-hundred",
        "errors.http.0.status: input should be a valid integer",
        "",
    ),
    (
        "unknown result model",
        "service.yaml",
        "    result: Task\n",
        "    result: Tsk\n",
        "result: Tsk",
        "unknown model 'Tsk'",
        "did you mean 'Task'?",
    ),
    (
        "unknown codec",
        "dialects.yaml",
        "codec: tagged",
        "codec: taged",
        "codec: taged",
        "unknown codec 'taged'",
        "did you mean 'tagged'?",
    ),
    (
        "enum map not total",
        "dialects.yaml",
        ", TASK_STATE_FAILED: failed",
        "",
        "TaskState: {",
        "the TaskState map is not total: it lacks TASK_STATE_FAILED",
        "",
    ),
    (
        "enum value misspelled",
        "dialects.yaml",
        "TASK_STATE_FAILED: failed",
        "TASK_STATE_FAILD: failed",
        "TaskState: {",
        "'TASK_STATE_FAILD' is not a value of TaskState",
        "did you mean 'TASK_STATE_FAILED'?",
    ),
    (
        "two values, one spelling",
        "dialects.yaml",
        "TASK_STATE_FAILED: failed",
        "TASK_STATE_FAILED: completed",
        "TaskState: {",
        "two TaskState values share the wire spelling 'completed'",
        "",
    ),
    (
        "dangling $ref",
        "models.yaml",
        'state: {$ref: "#/$defs/TaskState"}',
        'state: {$ref: "#/$defs/TaskStat"}',
        'TaskStat"',
        "unknown model 'TaskStat'",
        "did you mean 'TaskState'?",
    ),
    (
        "duplicate key",
        "models.yaml",
        "      id: {type: string}\n      contextId:",
        "      id: {type: string}\n      id: {type: integer}\n      contextId:",
        "id: {type: integer}",
        "duplicate key 'id'",
        "first at line",
    ),
    (
        "route on a JSON-RPC dialect",
        "dialects.yaml",
        "send_message: {method: message/send}",
        "send_message: {http: POST, path: /send}",
        "send_message: {http: POST, path: /send}",
        "a JSON-RPC binding names a method, and only that",
        "write {method: Name}",
    ),
    (
        "path field not in the request",
        "dialects.yaml",
        'path: "/tasks/{id}"',
        'path: "/tasks/{taskId}"',
        "tasks/{taskId}",
        "{taskId} is not a field of GetTaskRequest",
        "expected one of: id",
    ),
    (
        "variant for an unknown member",
        "dialects.yaml",
        "url: {tag: file, fields: {url: file.uri, mediaType: file.mimeType}}",
        "uri: {tag: file, fields: {uri: file.uri}}",
        "uri: {tag: file",
        "'uri' is not a member of Part",
        "did you mean 'url'?",
    ),
    (
        "untagged union member",
        "dialects.yaml",
        "tags: {Task: task, Message: message, StatusUpdate: status-update}",
        "tags: {Task: task, Message: message}",
        "tags: {Task: task, Message: message}",
        "StreamResponse is a result of send_streaming_message: tag StatusUpdate too",
        "",
    ),
    (
        "x-enum-varnames too short",
        "models.yaml",
        "x-enum-varnames: [WORKING, COMPLETED, FAILED, CANCELED]",
        "x-enum-varnames: [WORKING, COMPLETED]",
        "x-enum-varnames: [WORKING, COMPLETED]",
        "x-enum-varnames must name every enum value once",
        "",
    ),
    (
        "argument filling no request field",
        "service.yaml",
        "fills: message.contextId",
        "fills: message.contextID",
        "fills: message.contextID",
        "SendMessageRequest has no field 'message.contextID' to fill",
        "",
    ),
    (
        "unset without a dialect default",
        "service.yaml",
        "fills: message.taskId, doc",
        "fills: message.taskId, unset: all, doc",
        "unset: all, doc",
        "dialects declare no default for 'taskId'",
        "unset works on returnImmediately, historyLength",
    ),
    (
        "a reserved argument name",
        "service.yaml",
        "      context_id: &context_id",
        "      timeout: &context_id",
        "timeout: &context_id",
        "'timeout' can't name an argument",
        "",
    ),
]


def _break(tmp_path: Path, file: str, old: str, new: str) -> Path:
    spec = tmp_path / "broken"
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    text = (spec / file).read_text()
    assert old in text, f"the case no longer applies to the fixture: {old!r}"
    (spec / file).write_text(text.replace(old, new, 1))
    return spec


@pytest.mark.parametrize(
    ("case", "file", "old", "new", "marker", "message", "hint"), CASES, ids=[c[0] for c in CASES]
)
def test_broken_spec(
    tmp_path: Path, case: str, file: str, old: str, new: str, marker: str, message: str, hint: str
) -> None:
    spec = _break(tmp_path, file, old, new)
    line = next(
        i for i, text in enumerate((spec / file).read_text().splitlines(), 1) if marker in text
    )
    result = run_cli("validate", "--spec", str(spec))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    located = [
        text for text in result.stderr.splitlines() if text.startswith(f"broken/{file}:{line}:")
    ]
    assert any(message in text for text in located), result.stderr
    assert hint in result.stderr
    assert result.stderr.rstrip().endswith("nothing was written.")


def test_missing_and_unknown_spec_files(tmp_path: Path) -> None:
    spec = tmp_path / "broken"
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    (spec / "extension.yaml").rename(spec / "extensions.yaml")
    result = run_cli("validate", "--spec", str(spec))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "broken/extension.yaml:1:1: missing spec file" in result.stderr
    assert (
        "broken/extensions.yaml:1:1: not a spec file" in result.stderr
        and "did you mean 'extension'?" in result.stderr
    )


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    spec = _break(tmp_path, "dialects.yaml", "codec: tagged", "codec: taged")
    (spec / "service.yaml").write_text(
        (spec / "service.yaml").read_text().replace("result: Task\n", "result: Tsk\n")
    )
    result = run_cli("validate", "--spec", str(spec))
    assert result.returncode == 2
    assert "unknown codec 'taged'" in result.stderr and "unknown model 'Tsk'" in result.stderr


def test_a_missing_spec_directory_is_a_usage_error(tmp_path: Path) -> None:
    result = run_cli("generate", "--spec", str(tmp_path / "nope"), "--out", str(tmp_path / "out"))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "spec directory not found" in result.stderr
    assert not (tmp_path / "out").exists()
