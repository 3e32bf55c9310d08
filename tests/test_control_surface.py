"""The clients' control surface (issue 14, items 1-5 and 9), sync and async: per-call options
and with_options, raw responses and a stream's status and headers, and an API key from a
function (asked again after a 401) on the test kit's fake (memorylake_a2a.testing), which
scripts the faults and records the requests; a per-call timeout, hooks and OpenTelemetry spans
and logging with secrets redacted against the MemoryLake-behaviour server; help that resolves."""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import subprocess
import sys
import typing
from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, GENERATED, WORKSPACE_ID
from drive import MODES, Driver
from memorylake_a2a import v0_3, v1_0
from memorylake_a2a.testing import REDACTED, FakeAgent
from servers.memorylake import API_KEY

DIALECTS = ["v1_0.rest", "v0_3.jsonrpc"]  # one of each version and transport


@pytest.fixture(params=[(d, m) for d in DIALECTS for m in MODES], ids="-".join)
def api(request: pytest.FixtureRequest, memorylake: Any) -> Iterator[Driver]:
    driver = Driver(*request.param, memorylake.root)
    yield driver
    driver.close()


@pytest.fixture
def fake() -> FakeAgent:
    return FakeAgent(api_key=API_KEY)  # a request with another key gets 401


@pytest.fixture(params=[(d, m) for d in DIALECTS for m in MODES], ids="-".join)
def faked(request: pytest.FixtureRequest, fake: FakeAgent) -> Iterator[Driver]:
    """A client on the fake."""
    dialect, mode = request.param
    http = fake.http_client() if mode == "sync" else fake.async_http_client()
    driver = Driver(dialect, mode, "https://fake.test", http_client=http)
    yield driver
    driver.close()


def drive(api: Driver, client: Any, operation: str, *args: Any, **kwargs: Any) -> Any:
    """Call an operation of client (one of api's, or a derived one) the way api's mode does."""
    result = getattr(client, operation)(*args, **kwargs)
    return api.loop.run_until_complete(result) if api.loop else result


def events(api: Driver, stream: Any) -> list[Any]:
    if api.loop is None:
        with stream:
            return list(stream)

    async def collect() -> list[Any]:
        async with stream:
            return [event async for event in stream]

    return api.loop.run_until_complete(collect())


def new_task(api: Driver, text: str = "hello") -> Any:
    return api.call("send_message", text, memorylake={}).as_task()


# --- 1. per-call options, with_options ---------------------------------------------------------


def test_extra_headers_go_with_one_call_only(faked: Driver, fake: FakeAgent) -> None:
    task = new_task(faked)
    fake.requests.clear()
    faked.call("get_task", task.id, extra_headers={"X-Trace": "abc"})
    faked.call("get_task", task.id)
    first, second = fake.requests
    assert first.headers["x-trace"] == "abc" and "x-trace" not in second.headers
    assert first.api_key == API_KEY and first.headers["authorization"] == REDACTED


def test_max_retries_per_call(faked: Driver, fake: FakeAgent) -> None:
    task = new_task(faked)
    fake.requests.clear()
    fake.fail(503, headers={"retry-after": "0"}, times=2)
    with pytest.raises(ml.InternalServerError):
        faked.call("get_task", task.id, max_retries=0)
    assert len(fake.requests) == 1  # no retry for this call
    assert faked.call("get_task", task.id).id == task.id  # the client's 2 retries: 503, then 200
    assert len(fake.requests) == 3


def test_timeout_per_call(api: Driver) -> None:
    with pytest.raises(ml.APITimeoutError):
        api.call("send_message", "silent question", memorylake={}, timeout=0.2)
    assert new_task(api).status.state is ml.TaskState.COMPLETED  # the client's own timeout


def test_with_options_changes_settings_and_shares_the_pool(faked: Driver, fake: FakeAgent) -> None:
    task = new_task(faked)
    strict = faked.client.with_options(max_retries=0, default_headers={"X-Team": "search"})
    assert strict._http is faked.client._http and strict.max_retries == 0
    assert faked.client.max_retries == 2  # the original is unchanged
    fake.requests.clear()
    fake.fail(503, headers={"retry-after": "0"})
    with pytest.raises(ml.InternalServerError):
        drive(faked, strict, "get_task", task.id)
    assert drive(faked, strict, "get_task", task.id).id == task.id
    assert [r.headers.get("x-team") for r in fake.requests] == ["search", "search"]
    drive(faked, strict, "close" if faked.loop is None else "aclose")  # leaves the pool open
    assert faked.call("get_task", task.id).id == task.id
    with pytest.raises(ml.ConfigurationError, match="max_retries"):
        faked.client.with_options(max_retries=-1)


# --- 2. raw responses, a stream's status and headers ------------------------------------------


def test_raw_response(faked: Driver) -> None:
    task = new_task(faked)
    raw = drive(faked, faked.client.with_raw_response, "get_task", task.id)
    assert isinstance(raw, ml.RawResponse)
    assert raw.status_code == 200 and raw.headers["content-type"].startswith("application/json")
    assert raw.request_id is not None and raw.request_id.startswith("req-")
    assert raw.http_request.method in ("GET", "POST")
    assert raw.http_request.url.endswith(("/tasks/" + task.id, AGENT_PATH))
    assert API_KEY not in repr(raw) and API_KEY not in str(raw.http_request)
    parsed = raw.parse()
    assert isinstance(parsed, ml.Task) and parsed.id == task.id


def test_raw_stream_and_a_streams_status_before_its_first_event(faked: Driver) -> None:
    raw = drive(
        faked, faked.client.with_raw_response, "send_streaming_message", "hi", memorylake={}
    )
    assert raw.status_code == 200 and raw.request_id.startswith("req-")
    assert raw.headers["content-type"].startswith("text/event-stream")
    assert isinstance(events(faked, raw.parse())[-1], ml.ArtifactUpdate | ml.StatusUpdate)

    stream = faked.client.send_streaming_message("hi", memorylake={})
    with pytest.raises(RuntimeError, match="not started"):
        stream.status_code  # noqa: B018
    if faked.loop is None:
        with stream:
            assert stream.status_code == 200 and stream.request_id.startswith("req-")
            assert stream.headers["content-type"].startswith("text/event-stream")
            assert list(stream)
    else:

        async def run() -> None:
            async with stream:
                assert stream.status_code == 200 and stream.request_id.startswith("req-")
                assert [event async for event in stream]

        faked.loop.run_until_complete(run())


def test_a_model_gives_the_wire_json_of_what_it_holds() -> None:
    """to_dict() and to_json(): camelCase keys, the fields set and the unknown ones kept (an
    answer's: those it came with), enums as their wire values."""
    wire = {"id": "t-1", "contextId": "c-1", "status": {"state": "TASK_STATE_COMPLETED"}, "x": 1}
    task = ml.Task.model_validate(wire)
    assert task.status.state is ml.TaskState.COMPLETED and task.to_dict() == wire
    part = ml.Part(text="hi", mediaType="text/plain")
    assert part.to_json(indent=None) == '{"text":"hi","mediaType":"text/plain"}'
    assert part.to_json() == '{\n  "text": "hi",\n  "mediaType": "text/plain"\n}'


def test_an_errors_request_id(faked: Driver) -> None:
    with pytest.raises(ml.NotFoundError) as caught:
        faked.call("get_task", "task-that-does-not-exist")
    if faked.transport == "rest":  # JSON-RPC errors come in an HTTP 200 answer
        assert caught.value.request_id.startswith("req-")


# --- 3. hooks and tracing ---------------------------------------------------------------------


def test_hooks_see_requests_responses_retries_and_reconnects(memorylake: Any) -> None:
    for dialect, mode in [(d, m) for d in DIALECTS for m in MODES]:
        seen: list[ml.HookEvent] = []
        hooks = {kind: seen.append for kind in ("request", "response", "retry", "reconnect")}
        api = Driver(dialect, mode, memorylake.root, hooks=hooks)
        try:
            task = new_task(api)
            memorylake.faults[:] = [(503, {"retry-after": "0"})]
            api.call("get_task", task.id)
            events(api, api.client.send_streaming_message("hello [cut]", memorylake={}))
        finally:
            api.close()
        kinds = [(e.operation, e.kind, e.attempt, e.status) for e in seen]
        assert kinds[:2] == [
            ("send_message", "request", 1, None),
            ("send_message", "response", 1, 200),
        ]
        assert kinds[2:7] == [
            ("get_task", "request", 1, None),
            ("get_task", "response", 1, 503),
            ("get_task", "retry", 1, 503),
            ("get_task", "request", 2, None),
            ("get_task", "response", 2, 200),
        ]
        stream = [k for k in kinds if k[0] == "send_streaming_message"]
        assert ("send_streaming_message", "reconnect", 1, None) in stream
        assert all(e.url.startswith(memorylake.root + AGENT_PATH) for e in seen)
        assert all(API_KEY not in repr(e) for e in seen)
        assert [e.elapsed for e in seen[2:7]] == sorted(e.elapsed for e in seen[2:7])
    with pytest.raises(ml.ConfigurationError, match="'sent' is not one of"):
        v1_0.Client(
            workspace_id=WORKSPACE_ID, agent_id=AGENT_ID, api_key="k", hooks={"sent": print}
        )


def test_opentelemetry_spans(api: Driver, memorylake: Any) -> None:
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    traced = api.client.with_options(tracing=True)
    traced._tracer = provider.get_tracer("test")  # the global provider can be set only once
    assert isinstance(api.client.with_options(tracing=True)._tracer, trace.Tracer)
    task = drive(api, traced, "send_message", "hello", memorylake={}).as_task()
    memorylake.faults[:] = [(503, {"retry-after": "0"})]
    drive(api, traced, "get_task", task.id)
    last = events(api, traced.send_streaming_message("hi", memorylake={}))[-1]
    with pytest.raises(ml.A2AError):
        drive(api, traced, "get_task", "task-that-does-not-exist")
    send, get, stream, missing = exporter.get_finished_spans()
    dialect = api.dialect.replace(".", "-")
    assert send.name == "memorylake_a2a.send_message"
    assert send.attributes["memorylake_a2a.dialect"] == dialect
    assert send.attributes["memorylake_a2a.task_id"] == task.id
    assert send.attributes["http.response.status_code"] == 200
    assert (
        get.attributes["memorylake_a2a.operation"],
        get.attributes["memorylake_a2a.retries"],
    ) == (
        "get_task",
        1,
    )
    assert stream.attributes["memorylake_a2a.operation"] == "send_streaming_message"
    assert stream.attributes["memorylake_a2a.task_id"] == last.task_id
    assert missing.status.status_code.name == "ERROR"


def test_without_tracing_opentelemetry_is_never_imported(memorylake: Any) -> None:
    code = (
        "import sys, memorylake_a2a as ml\n"
        "from memorylake_a2a import v1_0\n"
        f"with v1_0.Client(workspace_id={WORKSPACE_ID!r}, agent_id={AGENT_ID!r},"
        f" base_url={memorylake.root + API_PREFIX!r}, api_key={API_KEY!r}) as c:\n"
        "    c.get_agent_card()\n"
        "assert not [m for m in sys.modules if m.startswith('opentelemetry')], 'imported'\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "PYTHONPATH": str(GENERATED / "python")},
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr


# --- 4. logging; 5. the key never shows ---------------------------------------------------------


def test_debug_logging_shows_request_and_response_with_secrets_redacted(memorylake: Any) -> None:
    code = (
        "from memorylake_a2a import v1_0\n"
        f"with v1_0.Client(workspace_id={WORKSPACE_ID!r}, agent_id={AGENT_ID!r},"
        f" base_url={memorylake.root + API_PREFIX!r}, api_key={API_KEY!r}) as c:\n"
        "    task = c.send_message('hello', extra_headers={'X-Api-Key': 'hdr-secret'},"
        " memorylake={'actorId': 'actor-33d6b73298fb43482a765643ff92444b'})\n"
    )
    env = {**os.environ, "PYTHONPATH": str(GENERATED / "python"), "MEMORYLAKE_A2A_LOG": "debug"}
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    lines = run.stderr.splitlines()
    request = next(line for line in lines if " request headers=" in line)
    response = next(line for line in lines if " response body=" in line)
    info = [line for line in lines if " INFO " in line]
    assert "memorylake_a2a DEBUG POST " in request and '"authorization": "[redacted]"' in request
    assert '"x-api-key": "[redacted]"' in request and '"actorId": "actor-33d6' in request
    assert '"kind": "task"' in response or '"task"' in response
    assert len(info) == 1 and "-> 200 in" in info[0] and "x-request-id=req-" in info[0]
    assert API_KEY not in run.stderr and "hdr-secret" not in run.stderr

    env["MEMORYLAKE_A2A_LOG"] = "loud"
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert run.returncode != 0 and "MEMORYLAKE_A2A_LOG: 'loud' is not info or debug" in run.stderr


def test_the_key_is_in_no_log_line_repr_or_error(
    memorylake: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """Every log line (DEBUG), repr and error text of a run through the operations, with the
    key given as it is, and by a function."""
    caplog.set_level(logging.DEBUG, logger="memorylake_a2a")
    texts: list[str] = []
    for dialect, mode in [(d, m) for d in DIALECTS for m in MODES]:
        function = (lambda: API_KEY) if mode == "sync" else (lambda: _async_value(API_KEY))
        for key in (API_KEY, function):
            api = Driver(dialect, mode, memorylake.root, api_key=key)
            try:
                task = new_task(api)
                texts += [repr(api.client), repr(api.client.with_options(timeout=1.0))]
                texts.append(repr(drive(api, api.client.with_raw_response, "get_task", task.id)))
                memorylake.faults[:] = [(503, {"retry-after": "0"}), (401, {})]
                for call, args in [("get_task", ("nope",)), ("get_task", (task.id,))]:
                    try:
                        drive(api, api.client, call, *args)
                    except ml.A2AError as error:
                        texts += [str(error), repr(error), repr(vars(error))]
                texts += [repr(e) for e in events(api, api.client.subscribe_to_task(task.id))]
            finally:
                api.close()
    texts += [record.getMessage() for record in caplog.records]
    assert len(caplog.records) > 50 and any("[redacted]" in t for t in texts)
    assert not [t for t in texts if API_KEY in t]


async def _async_value(value: str) -> str:
    await asyncio.sleep(0)
    return value


def test_an_api_key_function_is_asked_per_request_and_again_after_a_401(
    faked: Driver, fake: FakeAgent
) -> None:
    answers = iter(["sk_expired", API_KEY, API_KEY, "sk_revoked", "sk_revoked_too"])
    asked: list[str] = []

    def key() -> str:
        asked.append(next(answers))
        return asked[-1]

    async def async_key() -> str:
        return key()

    client = faked.client.with_options(api_key=key if faked.loop is None else async_key)
    task = drive(faked, client, "send_message", "hello", memorylake={}).as_task()
    assert asked == ["sk_expired", API_KEY]  # refused with 401, asked again, sent again
    assert drive(faked, client, "get_task", task.id).id == task.id
    assert len(asked) == 3
    with pytest.raises(ml.AuthenticationError) as caught:
        drive(faked, client, "get_task", task.id)
    assert asked[3:] == ["sk_revoked", "sk_revoked_too"]  # asked once more only
    assert "sk_revoked" not in str(caught.value) + repr(vars(caught.value))
    assert [r.api_key for r in fake.requests] == asked


def test_an_api_key_function_that_answers_nothing(faked: Driver) -> None:
    client = faked.client.with_options(
        api_key=(lambda: None) if faked.loop is None else (lambda: _async_none())
    )
    with pytest.raises(ml.ConfigurationError, match="api_key"):
        drive(faked, client, "get_agent_card")


async def _async_none() -> None:
    return None


# --- 9. help that helps -------------------------------------------------------------------------


def public(client: type) -> list[str]:
    return [
        name
        for name, member in inspect.getmembers(client)
        if not name.startswith("_") and inspect.isfunction(member)
    ]


@pytest.mark.parametrize("client", [v1_0.Client, v1_0.AsyncClient, v0_3.Client, v0_3.AsyncClient])
def test_annotations_resolve_and_are_importable(client: type) -> None:
    for name in [*public(client), "__init__"]:
        hints = typing.get_type_hints(getattr(client, name))
        assert hints, name
    for name in (
        *("MessageInput", "Extension", "Event", "Timeout", "ApiKey", "Hook", "Hooks", "Stream"),
        *("PartParam", "MemoryLakeExtensionParam"),
    ):
        assert name in dir(ml) and getattr(ml, name) is not None
    hints = typing.get_type_hints(client.send_message)
    assert hints["message"] == ml.MessageInput and hints["timeout"] == ml.Timeout


@pytest.mark.parametrize("client", [v1_0.Client, v0_3.AsyncClient])
def test_every_public_method_documents_its_arguments_with_an_example(client: type) -> None:
    assert {"send_message", "get_task", "with_options"} <= set(public(client))
    for name in public(client):
        method = getattr(client, name)
        doc = inspect.getdoc(method)
        assert doc, name
        arguments = [p for p in inspect.signature(method).parameters if p != "self"]
        for argument in arguments:
            assert f"``{argument}``" in doc, (name, argument)
        if arguments:
            assert "Example: ``" in doc, name
    text = _help(client.__init__)
    for argument in ("workspace_id", "agent_id", "api_key", "hooks", "tracing", "max_retries"):
        assert f"{argument}:" in text


def _help(thing: Any) -> str:
    import pydoc

    return pydoc.render_doc(thing, renderer=pydoc.plaintext)


@pytest.mark.parametrize("message", [42, [1], b"bytes", None])
def test_a_wrong_message_is_a_type_error_naming_what_it_accepts(message: Any) -> None:
    client = v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID, api_key="k")
    with client, pytest.raises(TypeError) as caught:
        client.send_message(message)
    assert str(caught.value).startswith(
        "message must be a str, a list of parts (each a str, a Part or a dict), or a Message, not "
    )
    assert type(message if message != [1] else 1).__name__ in str(caught.value)


def test_the_readme_documents_the_logger() -> None:
    from conftest import ROOT

    readme = (ROOT / "docs" / "python.md").read_text()
    assert "MEMORYLAKE_A2A_LOG" in readme and '`logging.getLogger("memorylake_a2a")`' in readme
    assert '`"[redacted]"`' in readme
