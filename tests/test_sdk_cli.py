"""The generated package's command line (`python -m memorylake_a2a`, the `memorylake-a2a`
console script; runtime `_cli.py`), against the MemoryLake-behaviour server: every subcommand on
every dialect, `--json` parsed, one line on stderr and a non-zero exit for each error class.
Most cases call `main()` in this process (the console script's entry point); a few run
`python -m` in a fresh process. (tests/test_cli.py is the generator's own command line.)"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import AGENT_ID, API_PREFIX, FIXTURES, GENERATED, ROOT, WORKSPACE_ID
from memorylake_a2a import v1_0
from memorylake_a2a._cli import main
from memorylake_a2a._spec import DEFAULT_BASE_URL
from servers.memorylake import ANSWER, API_KEY

DIALECTS = [("1.0", "rest"), ("1.0", "jsonrpc"), ("0.3", "rest"), ("0.3", "jsonrpc")]
ERROR = re.compile(r"^memorylake-a2a: error: \S.*\n\Z")  # one line
IDS = re.compile(r"(?<=\brun-|\breq-)\d+|(?<=\bctx-new-)\d+")  # the server's counters


@pytest.fixture
def env(memorylake: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The environment the command line reads, pointing at the behaviour server."""
    values = {
        "MEMORYLAKE_API_KEY": API_KEY,
        "MEMORYLAKE_BASE_URL": memorylake.root + API_PREFIX,
        "MEMORYLAKE_WORKSPACE_ID": WORKSPACE_ID,
        "MEMORYLAKE_AGENT_ID": AGENT_ID,
    }
    for name, value in values.items():
        monkeypatch.setenv(name, value)
    return values


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    assert API_KEY not in out + err
    return status, out, err


@pytest.mark.parametrize(("protocol", "transport"), DIALECTS)
def test_every_command_on_every_dialect(
    protocol: str, transport: str, env: dict[str, str], memorylake: Any, capsys: Any
) -> None:
    flags = ["--protocol", protocol, "--transport", transport]
    # send: the text chunks (not the thought), then the answer, its lists and the task's state.
    status, out, err = run(capsys, "send", "What is the capital of France?", *flags)
    assert (status, err) == (0, "")
    chunks, rest = out.split("\n", 1)
    assert chunks == "Let me look that up." + ANSWER
    assert f"answer: {ANSWER}\n" in rest and "  - What is the population of Paris?\n" in rest
    assert '  - {"name": "notes.md"' in rest.split("attachments:\n")[1]
    task_id = re.fullmatch(r"(?s).*\ntask (\S+): TASK_STATE_COMPLETED\n", rest)[1]  # type: ignore[index]
    # The flags chose the dialect: the server saw its route or method, and its version.
    sent = memorylake.requests[-1]
    assert sent.path.endswith("/message:stream" if transport == "rest" else "/a2a")
    assert (sent.headers.get("a2a-version") == "1.0") == (protocol == "1.0")

    # send --json: one JSON object per event, then the result, folded.
    status, out, err = run(capsys, "send", "hi", "--context-id", "ctx-cli", *flags, "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert (status, err) == (0, "")
    assert lines[0]["event"] == "Task" and lines[0]["data"]["contextId"] == "ctx-cli"
    assert {line.get("event") for line in lines[1:-1]} == {"StatusUpdate", "ArtifactUpdate"}
    result = lines[-1]["result"]
    assert result["task"]["status"]["state"] == "TASK_STATE_COMPLETED"
    assert result["answer"] == ANSWER and result["error_message"] is None
    assert result["recommended_questions"] == ["What is the population of Paris?"]
    assert [a["name"] for a in result["attachments"]] == ["notes.md", "lost.pdf"]

    # get --json: one document.
    status, out, err = run(capsys, "get", task_id, *flags, "--json")
    document = json.loads(out)
    assert (status, err) == (0, "")
    assert document["task"]["id"] == task_id
    assert document["task"]["status"]["state"] == "TASK_STATE_COMPLETED"

    # subscribe and cancel follow a task that is still running (cancel: for 10 s, not 1, so that
    # a busy machine cannot finish the task first).
    with v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID) as client:
        running = client.send_message("slow one", return_immediately=True).as_task()
    status, out, err = run(capsys, "subscribe", running.id, *flags, "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert (status, err) == (0, "")
    assert lines[-1]["result"]["task"]["id"] == running.id
    assert lines[-1]["result"]["answer"] == ANSWER
    with v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID) as client:
        running = client.send_message("slow two [hang]", return_immediately=True).as_task()
    status, out, err = run(capsys, "cancel", running.id, *flags)
    assert (status, err) == (0, "")
    assert out == f"task {running.id}: TASK_STATE_CANCELED\n"

    # card: indented JSON, or one line with --json.
    status, out, err = run(capsys, "card", *flags)
    assert (status, err) == (0, "") and out.startswith("{\n  ")
    status, out, _ = run(capsys, "card", *flags, "--json")
    assert json.loads(out)["capabilities"]["streaming"] is True and out.count("\n") == 1


def test_flags_override_the_environment(
    env: dict[str, str], memorylake: Any, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = "agent-" + "a" * 32  # the server answers every agent of the workspace
    status, out, _ = run(capsys, "card", "--agent-id", other, "--json")
    assert status == 0 and json.loads(out)
    assert f"/agents/{other}/a2a/" in memorylake.requests[-1].path
    # --base-url, over $MEMORYLAKE_BASE_URL.
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", "http://127.0.0.1:9/api")  # refused: no server
    status, out, _ = run(capsys, "card", "--base-url", env["MEMORYLAKE_BASE_URL"], "--json")
    assert status == 0 and json.loads(out)["capabilities"]["streaming"] is True


def test_each_error_is_one_line_and_a_non_zero_exit(
    env: dict[str, str], memorylake: Any, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    def error(*argv: str) -> tuple[int, str]:
        status, _out, err = run(capsys, *argv)
        assert ERROR.match(err), err
        return status, err

    # Bad usage: exit 2, nothing sent.
    assert error() == (2, "memorylake-a2a: error: the following arguments are required: COMMAND (see memorylake-a2a --help)\n")  # fmt: skip
    assert error("send")[0] == 2
    assert "invalid choice: '2.0'" in error("card", "--protocol", "2.0")[1]
    assert "--memorylake: not JSON" in error("send", "hi", "--memorylake", "{actorId")[1]
    # A local check of the SDK: nothing is sent.
    status, err = error("send", "hi", "--memorylake", '{"actorId": "not-an-actor"}')
    assert status == 2 and "ExtensionError: " in err
    assert memorylake.requests == []
    # Configuration: an ID or the key missing, or a base URL that is not one.
    monkeypatch.delenv("MEMORYLAKE_WORKSPACE_ID")
    status, err = error("card")
    assert status == 2 and "pass --workspace-id or set $MEMORYLAKE_WORKSPACE_ID" in err
    monkeypatch.setenv("MEMORYLAKE_WORKSPACE_ID", WORKSPACE_ID)
    monkeypatch.delenv("MEMORYLAKE_API_KEY")
    status, err = error("card")
    assert status == 2 and "ConfigurationError: api_key: " in err
    monkeypatch.setenv("MEMORYLAKE_API_KEY", API_KEY)
    bare = env["MEMORYLAKE_BASE_URL"].removeprefix("http://")
    status, err = error("card", "--base-url", bare)
    assert status == 2 and f"ConfigurationError: base_url: {bare!r} is not an http" in err
    status, err = error("get", "")
    assert status == 2 and "ConfigurationError: task_id: must be a non-empty str" in err
    assert memorylake.requests == []
    # The API's errors (the vendor page's HTTP errors, JSON-RPC errors) name their request.
    status, err = error("get", "run-does-not-exist")
    assert status == 1 and "NotFoundStatusError: 404 NOT_FOUND: " in err and "(request id " in err
    status, err = error("get", "run-does-not-exist", "--protocol", "1.0", "--transport", "jsonrpc")
    assert status == 1 and "TaskNotFoundError: JSON-RPC error -32001" in err
    memorylake.reset([(401, {}), (429, {"Retry-After": "0"})])
    assert "AuthenticationError: 401" in error("card")[1]
    assert "RateLimitError: 429" in error("card", "--max-retries", "0")[1]
    # A task that failed: its result is printed, then the error.
    status, out, err = run(capsys, "send", "please fail", "--json")
    assert status == 1 and ERROR.match(err) and "the task failed: the agent failed" in err
    assert json.loads(out.splitlines()[-1])["result"]["error_message"] == "the agent failed"
    # A timeout, and a server that can't be reached.
    assert "APITimeoutError: " in error("send", "silent one", "--timeout", "0.3")[1]
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", "http://127.0.0.1:9/api")
    status, err = error("card", "--max-retries", "0")
    assert status == 1 and "APIConnectionError: could not reach 127.0.0.1:9" in err
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", env["MEMORYLAKE_BASE_URL"])
    # A stream cut before its task ended, with no retry left to resume it.
    status, err = error("send", "[cut] hi", "--max-retries", "0")
    assert status == 1 and "StreamInterruptedError: the stream of task 'run-" in err
    # ...which the default retries resume.
    status, out, err = run(capsys, "send", "[cut] again")
    assert (status, err) == (0, "") and out.startswith("Let me look that up." + ANSWER)


def test_a_guessed_id_format_warns_in_one_line(env: dict[str, str], capsys: Any) -> None:
    """An ID unlike the vendor's examples is sent as it is (the format is a guess), with a
    one-line warning; this server knows no such workspace."""
    status, _out, err = run(capsys, "card", "--workspace-id", "ws-1", "--json")
    warning, error = err.splitlines()
    assert warning.startswith("memorylake-a2a: warning: workspace_id: 'ws-1' does not match")
    assert status == 1 and error.startswith("memorylake-a2a: error: NotFoundStatusError: 404")


def _python(*argv: str, env: dict[str, str], tree: Path = GENERATED / "python") -> Any:
    return subprocess.Popen(
        [sys.executable, *argv],
        env={**os.environ, **env, "PYTHONPATH": str(tree)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_send_prints_each_chunk_as_it_comes(env: dict[str, str], memorylake: Any) -> None:
    """`python -m memorylake_a2a send` in a fresh process: the answer's first chunk is on its
    stdout before the server has made the second ("[drip]" spaces them)."""
    process = _python("-m", "memorylake_a2a", "send", "[drip] hi", env=env)
    assert process.stdout is not None
    seen = ""
    while "Paris is" not in seen:  # read past the text wrapper, which would wait for more
        seen += os.read(process.stdout.fileno(), 64).decode()
    run = next(iter(memorylake.runs.values()))
    assert not any(" the capital of France." in json.dumps(e) for e in run.events)
    out, err = process.communicate(timeout=30)
    assert (process.returncode, err) == (0, "")
    assert (seen + out).startswith("Let me look that up." + ANSWER + "\nanswer: ")


def test_the_readme_session_runs(env: dict[str, str], capsys: Any) -> None:
    """docs/python.md's console session, command by command, gives the output it shows (run and
    request ids aside, and this server's base URL shown as the default one): `python -m
    memorylake_a2a` in a fresh process, `memorylake-a2a` (the console script's function) here."""
    manual = (ROOT / "docs" / "python.md").read_text()
    (session,) = re.findall(r"```console\n(.*?)```", manual, re.S)
    commands = re.split(r"^\$ ", session, flags=re.M)[1:]
    assert len(commands) >= 4
    status, ids = 0, {}  # the manual's task ids -> this server's
    for command in commands:
        line, _, shown = command.partition("\n")
        argv = [ids.get(word, word) for word in shlex.split(line)]
        if argv[0] == "export":
            continue  # the fixture set these
        if argv == ["echo", "$?"]:
            got = f"{status}\n"
        elif argv[:3] == ["python", "-m", "memorylake_a2a"]:
            process = _python("-m", "memorylake_a2a", *argv[3:], env=env)
            out, err = process.communicate(timeout=60)
            status, got = process.returncode, out + err
        else:
            assert argv[0] == "memorylake-a2a"
            status, out, err = run(capsys, *argv[1:])
            got = out + err
        got = got.replace(env["MEMORYLAKE_BASE_URL"], DEFAULT_BASE_URL)
        assert re.sub(IDS, "N", got) == re.sub(IDS, "N", shown), line
        ids.update(zip(re.findall(r"\brun-\d+", shown), re.findall(r"\brun-\d+", got), strict=True))


def test_the_command_line_follows_the_spec() -> None:
    """The minimal fixture's package has its own command line: its name, its one ID with its
    own variable, its two commands and its protocols."""
    tree = FIXTURES / "expected" / "minimal" / "python"
    process = _python("-m", "tiny_a2a", "send", "--help", env={}, tree=tree)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert out.startswith("usage: tiny-a2a send ") and "--agent-id ID" in out
    assert "default: $TINY_AGENT_ID" in out and "--workspace-id" not in out
    assert "--protocol {2.0,1.0}" in out and "rest for 2.0; jsonrpc for 1.0" in out
    process = _python("-m", "tiny_a2a", "cancel", "x", env={}, tree=tree)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 2 and "invalid choice: 'cancel'" in err


def test_each_kind_of_argument_becomes_a_flag(
    env: dict[str, str], memorylake: Any, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    """The argument kinds no bundled command has (a bool), or that need a repeated flag (a list),
    through a command given the way _commands.py gives them; and an ID with no variable."""
    from memorylake_a2a import _cli

    arguments = (
        ("message", "str", True, "The message (100% text)."),
        ("return_immediately", "bool", False, "Do not wait."),
        ("accepted_output_modes", "strings", False, "Output types."),
        ("history_length", "int", False, "History."),
    )
    monkeypatch.setitem(_cli.COMMANDS, "ask", ("send_message", "Send (50%).", False, arguments))
    argv = ["ask", "slow hi", "--return-immediately", "--history-length", "0", "--json"]
    status, out, err = run(capsys, *argv, "--accepted-output-modes", "text/plain", "--accepted-output-modes", "application/json")  # fmt: skip
    assert (status, err) == (0, "")
    assert json.loads(out)["task"]["status"]["state"] == "TASK_STATE_SUBMITTED"
    configuration = memorylake.requests[-1].json()["configuration"]
    assert configuration["acceptedOutputModes"] == ["text/plain", "application/json"]
    assert configuration["returnImmediately"] is True and configuration["historyLength"] == 0
    status, out, _ = run(capsys, "ask", "--help")
    assert status == 0 and "Send (50%)." in out and "(100% text)" in out
    monkeypatch.setitem(_cli.IDS, "workspace_id", "")
    status, _, err = run(capsys, "card", "--json")
    assert status == 2 and err == "memorylake-a2a: error: no workspace id: pass --workspace-id\n"


def test_an_agent_may_answer_with_a_message(
    a2a_sdk_root: str, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    """Against the official a2a-sdk server: an agent that answers with a Message (no task), and
    a task whose answer comes in appended chunks, folded."""
    monkeypatch.setenv("MEMORYLAKE_BASE_URL", a2a_sdk_root + API_PREFIX)
    monkeypatch.setenv("MEMORYLAKE_API_KEY", "any")
    ids = ["--workspace-id", WORKSPACE_ID, "--agent-id", AGENT_ID]
    status, out, err = run(capsys, "send", "reply-message hi", *ids, "--json")
    assert (status, err) == (0, "")
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line.get("event") for line in lines] == ["Message", None]
    assert lines[-1]["result"]["message"]["role"] == "ROLE_AGENT"
    assert "reply-message hi" in lines[-1]["result"]["answer"]
    status, out, err = run(capsys, "send", "chunks please", *ids, "--protocol", "0.3")
    assert (status, err) == (0, "")
    assert re.search(r"(?m)^task \S+: TASK_STATE_COMPLETED$", out), out


def test_interrupted_or_cut_off_it_says_nothing_more(env: dict[str, str], memorylake: Any) -> None:
    """Ctrl-C while the agent works: exit 130 and one line. A reader that goes away (| head):
    exit 1 and nothing on stderr, not even when Python flushes its output at exit."""
    # The agent works HANG seconds: the signal comes while it works, however slow this machine.
    # The child starts as from a terminal, with Ctrl-C's default action, also when the suite runs
    # with SIGINT ignored (in the background, or under nohup), which the child would inherit.
    ignored = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        process = _python("-m", "memorylake_a2a", "send", "silent [hang]", env=env)
    finally:
        signal.signal(signal.SIGINT, ignored)
    while not any(r.path.endswith("/message:stream") for r in memorylake.requests):
        assert process.poll() is None
        time.sleep(0.02)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert (process.returncode, out) == (130, "")
    assert err == "memorylake-a2a: error: interrupted\n"
    process = _python("-m", "memorylake_a2a", "card", env=env)
    assert process.stdout is not None
    process.stdout.close()  # before the card comes
    _, err = process.communicate(timeout=30)
    assert (process.returncode, err) == (1, "")
