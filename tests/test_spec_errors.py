"""Broken specs: each gets `file:line:col: message`, a hint where one helps, exit code 2 and no
traceback. Each case breaks the minimal fixture with one text replacement."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from a2a_codegen.cli import main
from a2a_codegen.errors import SpecError
from a2a_codegen.output import writer
from a2a_codegen.spec import load_spec
from a2a_codegen.targets import TARGETS
from click.testing import CliRunner
from conftest import FIXTURES, GENERATED, SPEC, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"

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
        "invalid YAML: mapping values are not allowed",
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
    (
        "header name with a blank",
        "dialects.yaml",
        'headers: {A2A-Version: "2.0"}',
        'headers: {"A2A Version": "2.0"}',
        "A2A Version",
        "'A2A Version' is not a header name",
        "",
    ),
    (
        "media type without a slash",
        "dialects.yaml",
        "media_type: text/event-stream",
        "media_type: text event-stream",
        "media_type: text event-stream",
        "'text event-stream' is not a media type",
        "",
    ),
    (
        "base URL without a scheme",
        "service.yaml",
        "default: https://example.test/api",
        "default: example.test/api",
        "default: example.test/api",
        "'example.test/api' is not an http(s) URL",
        "",
    ),
    (
        "example that breaks its own pattern",
        "service.yaml",
        "example: agent-abcd",
        "example: agent-abcz",
        "agent-abcz",
        "the example does not match",
        "",
    ),
    (
        "required field that is not a property",
        "models.yaml",
        "required: [taskId, status]",
        "required: [taskId, statuss]",
        "required: [taskId, statuss]",
        "required field 'statuss' is not a property",
        "did you mean 'status'?",
    ),
    (
        "schema type true",
        "models.yaml",
        "url: {type: string}",
        "url: {type: true}",
        "url: {type: true}",
        "True is not a JSON Schema type",
        "expected one of: string, integer",
    ),
    (
        "pattern that does not compile",
        "extension.yaml",
        'pattern: "^user-[0-9]+$"',
        'pattern: "^user-[0-9+$"',
        "pattern:",
        "the pattern does not compile in Python",
        "",
    ),
    (
        "pattern only Python reads",
        "extension.yaml",
        'pattern: "^user-[0-9]+$"',
        r'pattern: "(?P<user>user)-[0-9]+\\Z"',
        "pattern:",
        "the pattern does not compile in JavaScript's RegExp (u flag)",
        "syntax both dialects share",
    ),
    (
        "default that breaks its pattern",
        "extension.yaml",
        'pattern: "^user-[0-9]+$"}',
        'pattern: "^user-[0-9]+$", default: bob}',
        "default: bob",
        "default value 'bob' does not fit its schema: does not match",
        "",
    ),
    (
        "enum member of the wrong type",
        "models.yaml",
        "enum: [ROLE_USER, ROLE_AGENT]",
        "enum: [ROLE_USER, 7]",
        "enum: [ROLE_USER, 7]",
        "enum value 7 does not fit its schema: expected string, got integer",
        "",
    ),
    (
        "unused model",
        "extension.yaml",
        "$defs:\n",
        "$defs:\n  Unused: {type: string}\n",
        "Unused:",
        "Unused is not used: nothing refers to it",
        "check the indentation",
    ),
    (
        "unconfirmed without a reason",
        "extension.yaml",
        'pattern: "^user-[0-9]+$"}',
        'pattern: "^user-[0-9]+$", x-unconfirmed: true}',
        "x-unconfirmed",
        "x-unconfirmed must be text",
        "write the reason",
    ),
    (
        "unconfirmed mark of a key that is not there",
        "service.yaml",
        "doc: The key needs tiny:a2a.}",
        "doc: The key needs tiny:a2a., x-unconfirmed: {headr: a guess}}",
        "headr",
        "x-unconfirmed names 'headr', which is not a key here",
        "",
    ),
    (
        "YAML 1.1 boolean",
        "service.yaml",
        "streaming: true",
        "streaming: yes",
        "streaming: yes",
        "'yes' is a YAML 1.1 boolean",
        'quote it ("yes")',
    ),
    (
        "YAML 1.1 boolean as a value",
        "dialects.yaml",
        "codec: plain",
        "codec: off",
        "codec: off",
        "'off' is a YAML 1.1 boolean",
        "quote it",
    ),
    (
        "a bool tag on a word",
        "service.yaml",
        "streaming: true",
        "streaming: !!bool maybe",
        "maybe",
        "can't read 'maybe' as tag:yaml.org,2002:bool",
        "",
    ),
    (
        "complex mapping key",
        "service.yaml",
        "name: tiny-a2a\n",
        "name: tiny-a2a\n? [a, b]\n: c\n",
        "? [a, b]",
        "a key must be text, not a list or a mapping",
        "",
    ),
    (
        "extension namespace that is no name",
        "extension.yaml",
        "namespace: tiny",
        'namespace: "/"',
        "namespace:",
        "'/' is not an identifier: it names the clients' argument",
        "",
    ),
    (
        "no file fields",
        "service.yaml",
        "file_fields: [url]",
        "file_fields: []",
        "file_fields: []",
        "answer.file_fields: tuple should have at least 1 item",
        "",
    ),
    (
        "file field that parts lack",
        "service.yaml",
        "file_fields: [url]",
        "file_fields: [uri]",
        "file_fields: [uri]",
        "Part has no field 'uri'",
        "did you mean 'url'?",
    ),
    (
        "failed state of another enum",
        "service.yaml",
        "state: TASK_STATE_FAILED",
        "state: ROLE_USER",
        "state: ROLE_USER",
        "'ROLE_USER' is not a value of TaskState in models.yaml",
        "expected one of: TASK_STATE_CANCELED",
    ),
    (
        "a canonical field the clients read made optional",
        "models.yaml",
        "required: [role, parts]",
        "required: [role]",
        "required: [role]",
        "Message.parts must be required: the answer helpers read message.parts",
        "add parts to Message's required list",
    ),
    (
        "an argument's field without a type",
        "models.yaml",
        "returnImmediately: {type: boolean}",
        "returnImmediately: {description: Do not wait.}",
        "returnImmediately: {description",
        "SendMessageRequest.configuration.returnImmediately has no type the argument"
        " send_message.return_immediately can take",
        "give it a $ref",
    ),
    (
        "an argument's default that does not fit its field",
        "service.yaml",
        "default: false, doc: Do not wait.",
        "default: nope, doc: Do not wait.",
        "return_immediately: {fills",
        "default 'nope' does not fit configuration.returnImmediately: expected boolean, got string",
        "",
    ),
    (
        "a model named as the Python package names another's dict type",
        "extension.yaml",
        "model: TinyExtension\n$defs:\n  TinyExtension:",
        "model: PartParam\n$defs:\n  PartParam:",
        "  PartParam:",
        "the generated Python package names the dict type of 'Part' so",
        "rename the model",
    ),
    (
        "an argument's example that does not fit its field",
        "service.yaml",
        "unset: all, doc: How much history.}",
        "unset: all, doc: How much history., example: -1}",
        "history_length: &history_length",
        "example -1 does not fit configuration.historyLength: below the minimum 0",
        "",
    ),
    (
        "a Go module path with its major version",
        "service.yaml",
        "go: example.test/tiny-a2a}",
        "go: example.test/tiny-a2a/v2}",
        "packages:",
        "'example.test/tiny-a2a/v2' ends in a major version, which follows from `version`",
        "from version 2.0.0 on, the generator writes the module path with /vN",
    ),
]

# The mistakes of issue 9, made in the bundled spec: each used to pass silently.
REAL_CASES = [
    (
        "a resuming operation without a positional argument",
        "service.yaml",
        "    arguments:\n      task_id: *task\n  get_agent_card:",
        "  get_agent_card:",
        "  subscribe_to_task:",
        "'subscribe_to_task' resumes cut streams (dialects.yaml stream.resume), so it needs a"
        " positional argument",
        "give it one",
    ),
    (
        "misspelled type keyword",
        "extension.yaml",
        "skipMemory:\n        type: boolean",
        "skipMemory:\n        tpye: boolean",
        "tpye: boolean",
        "unknown JSON Schema keyword 'tpye'",
        "did you mean 'type'?",
    ),
    (
        "type that is not a JSON Schema type",
        "extension.yaml",
        "skipMemory:\n        type: boolean",
        "skipMemory:\n        type: bool",
        "type: bool",
        "'bool' is not a JSON Schema type",
        "did you mean 'boolean'?",
    ),
    (
        "misspelled default",
        "extension.yaml",
        "        default: false\n",
        "        defualt: false\n",
        "defualt: false",
        "unknown JSON Schema keyword 'defualt'",
        "did you mean 'default'?",
    ),
    (
        "default of the wrong type",
        "extension.yaml",
        "        default: false\n",
        "        default: nope\n",
        "default: nope",
        "default value 'nope' does not fit its schema: expected boolean, got string",
        "",
    ),
    (
        "misspelled properties",
        "models.yaml",
        "    required: [role, parts]\n    properties:",
        "    required: [role, parts]\n    propertise:",
        "propertise:",
        "unknown JSON Schema keyword 'propertise'",
        "did you mean 'properties'?",
    ),
    (
        "a block indented too far left",
        "extension.yaml",
        '      overrides: {$ref: "#/$defs/Overrides"}\n      runtimeOptions:',
        '    overrides: {$ref: "#/$defs/Overrides"}\n    runtimeOptions:',
        "overrides: {$ref",
        "unknown JSON Schema keyword 'overrides'",
        "",
    ),
    (
        "a block indented too far left leaves a model unused",
        "extension.yaml",
        '      overrides: {$ref: "#/$defs/Overrides"}\n      runtimeOptions:',
        '    overrides: {$ref: "#/$defs/Overrides"}\n    runtimeOptions:',
        "  Overrides:",
        "Overrides is not used: nothing refers to it",
        "check the indentation",
    ),
    (
        "route without a leading slash",
        "dialects.yaml",
        'path: "/tasks/{id}", query',
        'path: "tasks/{id}", query',
        'path: "tasks/{id}"',
        "'tasks/{id}' is not a route",
        "a route starts with /",
    ),
    (
        "an ID's variable that is not one",
        "service.yaml",
        "env: MEMORYLAKE_AGENT_ID",
        "env: tiny agent",
        "env: tiny agent",
        "'tiny agent' is not an environment variable name",
        "write LIKE_THIS",
    ),
    (
        "a command name that is not one",
        "service.yaml",
        "command: get",
        "command: Get_Task",
        "command: Get_Task",
        "'Get_Task' is not a command name",
        "write like-this",
    ),
    (
        "two operations with one command",
        "service.yaml",
        "command: get",
        "command: send  # twice",
        "command: send  # twice",
        "send_streaming_message has the command 'send'",
        "",
    ),
]


def validate_in_process(spec: Path) -> Any:
    """`a2a-codegen validate --spec SPEC` in this process (a fresh process per case costs more
    than the check); an exception that escaped the CLI would be result.exception."""
    result = CliRunner().invoke(main, ["validate", "--spec", str(spec)])
    assert isinstance(result.exception, SystemExit), result.exception
    return SimpleNamespace(returncode=result.exit_code, stderr=result.stderr)


def _break(tmp_path: Path, file: str, old: str, new: str, base: Path = MINIMAL) -> Path:
    spec = tmp_path / "broken"
    shutil.copytree(base, spec)
    text = (spec / file).read_text()
    assert old in text, f"the case no longer applies to the fixture: {old!r}"
    (spec / file).write_text(text.replace(old, new, 1))
    return spec


@pytest.mark.parametrize(
    ("base", "case", "file", "old", "new", "marker", "message", "hint"),
    [(MINIMAL, *c) for c in CASES] + [(SPEC, *c) for c in REAL_CASES],
    ids=[c[0] for c in CASES + REAL_CASES],
)
def test_broken_spec(
    tmp_path: Path,
    base: Path,
    case: str,
    file: str,
    old: str,
    new: str,
    marker: str,
    message: str,
    hint: str,
) -> None:
    spec = _break(tmp_path, file, old, new, base)
    line = next(
        i for i, text in enumerate((spec / file).read_text().splitlines(), 1) if marker in text
    )
    result = validate_in_process(spec)
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


# Whole-file hazards: (case, file, text to append or bytes to write, located message).
HAZARDS = [
    (
        "not UTF-8",
        "service.yaml",
        b"name: caf\xe9\n",
        "broken/service.yaml:1:10: the file is not UTF-8",
    ),
    (
        "recursive alias",
        "models.yaml",
        "  Loop: &loop\n    type: object\n    properties: {self: *loop}\n",
        "a recursive alias: this value contains itself",
    ),
    (
        "billion laughs",
        "service.yaml",
        "".join(
            f"lol{i}: &l{i} [{', '.join([f'*l{i - 1}' if i else 'lol'] * 10)}]\n" for i in range(10)
        ),
        "the file expands to more than 200000 values",
    ),
    (
        "1,000-deep nesting",
        "service.yaml",
        "deep: " + "[" * 1000 + "]" * 1000 + "\n",
        "invalid YAML: exceeded maximum nesting depth",
    ),
    (
        "100-deep nesting",
        "service.yaml",
        "deep: " + "[" * 100 + "]" * 100 + "\n",
        "nesting deeper than 64 levels",
    ),
]


@pytest.mark.parametrize(("case", "file", "text", "message"), HAZARDS, ids=[h[0] for h in HAZARDS])
def test_yaml_hazards_are_located(
    tmp_path: Path, case: str, file: str, text: str | bytes, message: str
) -> None:
    spec = _break(tmp_path, file, "", "")
    path = spec / file
    path.write_bytes(text if isinstance(text, bytes) else path.read_bytes() + text.encode())
    with pytest.raises(SpecError) as error:
        load_spec(spec)
    located = [str(p) for p in error.value.problems if p.file == f"broken/{file}" and p.line > 0]
    assert any(message in p for p in located), located


def test_unconfirmed_facts_are_listed_with_their_location_and_reason() -> None:
    result = run_cli("validate", "--unconfirmed")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert re.search(
        r"^spec/service.yaml:\d+:7: base_url.params.workspaceId.pattern: not confirmed: the page"
        r" gives no rule for workspace IDs",
        result.stdout,
        flags=re.M,
    )
    listed = {line.split(": ")[1] for line in lines[:-1]}
    assert {
        "dialects.v1_0-rest.bindings.cancel_task",
        "dialects.v0_3-rest.bindings.cancel_task",
        "operations.get_agent_card.binding.path",
        "dialects.v0_3-rest.stream_end",
        "$defs.SendMessageConfiguration.properties.historyLength",
        "$defs.Overrides.properties.instructions",
        "$defs.RuntimeOptions.properties.responseLanguage",
        "base_url.params.agentId.pattern",
    } <= listed
    assert "not confirmed" not in run_cli("validate").stdout


def _words(text: str) -> str:
    """Text as docs and literals carry it: comment markers, escapes and line breaks dropped."""
    return " ".join(re.sub(r"^\s*(#|\*|//|/\*\*)", " ", text.replace("\\", ""), flags=re.M).split())


def test_the_generated_docs_say_which_facts_are_unconfirmed() -> None:
    guesses = load_spec(SPEC).sources
    for target in TARGETS:
        output = _words("\n".join(writer.read(GENERATED / target).values()))
        for source in guesses.values():
            for path, reason in source.unconfirmed.items():
                start = " ".join(reason.split()[:6])
                assert f"Not confirmed by MemoryLake's documentation: {start}" in output, (
                    target,
                    path,
                )


def test_no_template_spells_the_vendor() -> None:
    """The vendor's name comes from service.yaml: the minimal fixture's output never says it."""
    for target in TARGETS:
        tree = writer.read(FIXTURES / "expected" / "minimal" / target)
        assert tree and not [path for path, text in tree.items() if "MemoryLake" in text]
        assert any("Tiny" in text for text in tree.values())
