"""The generated clients against the MemoryLake-behaviour server (tests/servers/memorylake.py):
the exact bytes each dialect sends, the extension's placement and local checks, the defaults that
make the four dialects alike, MemoryLake's errors and answer layout, keep-alives, and retries.
Every test runs on the four dialects, sync and async."""

from __future__ import annotations

import gc
import itertools
from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, WORKSPACE_ID
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for

ACTOR = "actor-33d6b73298fb43482a765643ff92444b"
PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"
READ_ONLY = "proj-cd2e83f761eec93c75977f51667889cd"
PATHS = {"v1_0.rest": "/message:send", "v0_3.rest": "/v1/message:send"}
STREAM_PATHS = {"v1_0.rest": "/message:stream", "v0_3.rest": "/v1/message:stream"}
METHODS = {
    "v1_0.jsonrpc": ("SendMessage", "SendStreamingMessage"),
    "v0_3.jsonrpc": ("message/send", "message/stream"),
}


@pytest.fixture(params=list(itertools.product(DIALECTS, MODES)), ids="-".join)
def api(request: pytest.FixtureRequest, memorylake: Any) -> Iterator[Driver]:
    driver = Driver(*request.param, memorylake.root)
    yield driver
    driver.close()


def sent(memorylake: Any, api: Driver, streaming: bool = False) -> tuple[Any, dict[str, Any]]:
    """The one recorded send: (request, params), where params is the send's body on REST and
    its JSON-RPC params (after checking the envelope) on JSON-RPC."""
    (request,) = memorylake.requests
    body = request.json()
    if api.transport == "rest":
        assert request.path == AGENT_PATH + (STREAM_PATHS if streaming else PATHS)[api.dialect]
        return request, body
    assert request.path == AGENT_PATH
    assert body["jsonrpc"] == "2.0" and isinstance(body["id"], int)
    assert body["method"] == METHODS[api.dialect][streaming]
    return request, body["params"]


def test_send_message_bytes_on_the_wire(api: Driver, memorylake: Any) -> None:
    extension = {"actorId": ACTOR, "readWriteProjectId": PROJECT, "readOnlyProjectIds": [READ_ONLY]}
    task = api.call(
        "send_message",
        "How do I configure 2FA?",
        context_id="ctx-1",
        memorylake=extension,
        history_length=10,
        accepted_output_modes=["text/plain", "application/json"],
    )
    request, params = sent(memorylake, api)
    headers = request.headers
    assert headers["authorization"] == "Bearer sk_test_secret"
    assert headers["content-type"] == "application/json" and "text/event-stream" not in headers.get(
        "accept", ""
    )
    assert headers.get("a2a-version") == ("1.0" if api.dialect.startswith("v1_0") else None)
    message_id = params["message"]["messageId"]
    assert len(message_id) == 32
    v03_rest, v03_rpc = api.dialect == "v0_3.rest", api.dialect == "v0_3.jsonrpc"
    message: dict[str, Any] = {
        "messageId": message_id,
        "contextId": "ctx-1",
        "role": "user" if v03_rpc else "ROLE_USER",
        "content" if v03_rest else "parts": [
            (
                {"kind": "text", "text": "How do I configure 2FA?"}
                if v03_rpc
                else {"text": "How do I configure 2FA?"}
            )
        ],
    }
    if v03_rpc:
        message["kind"] = "message"
    blocking = (
        {"blocking": True}
        if api.version.__name__.endswith("v0_3")
        else {"returnImmediately": False}
    )
    assert params == {
        "message": message,
        "configuration": {
            **blocking,
            "historyLength": 10,
            "acceptedOutputModes": ["text/plain", "application/json"],
        },
        "metadata": {
            "memorylake": extension
        },  # top-level metadata on REST, params.metadata on JSON-RPC
    }
    assert (
        task.status.state is m.TaskState.COMPLETED
        and task.answer == "Paris is the capital of France."
    )
    assert len(task.history) == 2


def test_defaults_make_the_dialects_alike(api: Driver, memorylake: Any) -> None:
    """No history_length: the whole history on every dialect (v0.3 REST leaves it out unless
    asked); no memorylake: {} is sent; the send waits (v0.3 REST returns at once unless told)."""
    task = api.call("send_message", "hi")
    _, params = sent(memorylake, api)
    assert params["metadata"] == {"memorylake": {}}
    expected = (
        {"blocking": True}
        if api.version.__name__.endswith("v0_3")
        else {"returnImmediately": False}
    )
    if api.dialect == "v0_3.rest":
        expected["historyLength"] = 2**31 - 1
    assert params["configuration"] == expected
    assert task.status.state is m.TaskState.COMPLETED and [h.role for h in task.history] == [
        m.Role.USER,
        m.Role.AGENT,
    ]


def test_the_extension_as_a_typed_model(api: Driver, memorylake: Any) -> None:
    extension = ml.MemoryLakeExtension(actorId=ACTOR, skipMemory=True)
    api.call("send_message", "hi", memorylake=extension)
    _, params = sent(memorylake, api)
    assert params["metadata"] == {"memorylake": {"actorId": ACTOR, "skipMemory": True}}
    assert "metadata" not in params["message"]


def test_unknown_extension_keys_pass_through_untouched(api: Driver, memorylake: Any) -> None:
    extension = {"actorId": ACTOR, "futureFlag": {"x": [1, None]}, "overrides": {"newKnob": 0.5}}
    api.call("send_message", "hi", memorylake=extension)
    assert sent(memorylake, api)[1]["metadata"]["memorylake"] == extension


LOCAL_ERRORS = {
    "actor ID pattern": ({"actorId": "actor-xyz"}, "text", "actorId"),
    "project ID pattern": ({"readWriteProjectId": "project-1"}, "text", "readWriteProjectId"),
    "file without readWriteProjectId": ({"actorId": ACTOR}, "file", "readWriteProjectId"),
    "unknown capability": (
        {"overrides": {"capabilitiesOverride": {"web_serch": {}}}},
        "text",
        "web_serch",
    ),
    "enabled false": (
        {"overrides": {"capabilitiesOverride": {"pii": {"enabled": False}}}},
        "text",
        "enabled",
    ),
    "open_datasets not a list": (
        {
            "overrides": {
                "capabilitiesOverride": {"web_search": {"open_datasets": "research/academic"}}
            }
        },
        "text",
        "open_datasets",
    ),
    "capabilitiesOverride not an object": (
        {"overrides": {"capabilitiesOverride": ["web_search"]}},
        "text",
        "capabilitiesOverride",
    ),
    "snake_case spelling": ({"actor_id": ACTOR}, "text", "actor_id"),
}


@pytest.mark.parametrize(
    "extension, content, where", LOCAL_ERRORS.values(), ids=LOCAL_ERRORS.keys()
)
def test_local_checks_send_nothing(
    api: Driver, memorylake: Any, extension: dict[str, Any], content: str, where: str
) -> None:
    message: Any = (
        "hi" if content == "text" else ["see the file", {"raw": "aGVsbG8=", "filename": "doc.txt"}]
    )
    for operation in ("send_message", "send_streaming_message"):
        with pytest.raises(ValueError) as caught:
            (api.call if operation == "send_message" else api.events)(
                operation, message, memorylake=extension
            )
        assert isinstance(caught.value, ml.ExtensionError) and where in str(caught.value)
    assert memorylake.requests == []


def test_a_guessed_rule_or_format_only_warns_and_the_request_is_sent(
    api: Driver, memorylake: Any
) -> None:
    """The page names drive:// references and inline bytes as files, and gives the proj- format
    for readWriteProjectId only: a url part, and a read-only ID unlike it, are guesses."""
    parts = ["see the file", {"url": "drive://doc.pdf", "filename": "doc.pdf"}]
    extension = {"actorId": ACTOR, "readOnlyProjectIds": ["project-1"]}
    # The behaviour server applies the guessed rule (400): what counts is that it was sent.
    with (
        pytest.warns(ml.UnconfirmedFormatWarning) as warned,
        pytest.raises(ml.InvalidArgumentError),
    ):
        api.call("send_message", parts, memorylake=extension)
    messages = [str(w.message) for w in warned]
    assert len(messages) == 2, messages
    assert messages[0].startswith('metadata.memorylake.readOnlyProjectIds[0]: "project-1"')
    assert "carries files" in messages[1] and "sent as it is. Not confirmed" in messages[1]
    assert len(memorylake.requests) == 1


def test_a_file_with_its_project_is_sent(api: Driver, memorylake: Any) -> None:
    parts = [
        "see the file",
        {"url": "drive://doc.pdf", "filename": "doc.pdf", "mediaType": "application/pdf"},
    ]
    task = api.call("send_message", parts, memorylake={"readWriteProjectId": PROJECT})
    assert task.status.state is m.TaskState.COMPLETED


def test_stream_with_memorylakes_answer_layout(api: Driver, memorylake: Any) -> None:
    events = api.events(
        "send_streaming_message", "What is the capital of France?", context_id="ctx-s"
    )
    request, params = sent(memorylake, api, streaming=True)
    assert (
        request.headers["accept"] == "text/event-stream"
        and params["message"]["contextId"] == "ctx-s"
    )
    # Nothing to wait for in a stream; the first task event has the whole history everywhere.
    whole = {"configuration": {"historyLength": 2**31 - 1}} if api.dialect == "v0_3.rest" else {}
    assert params.get("configuration") == whole.get("configuration")
    assert [type(e).__name__ for e in events] == ["Task"] + ["StatusUpdate"] * 8 + [
        "ArtifactUpdate",
        "StatusUpdate",
    ]
    chunks = events[1:9]
    assert [c.text for c in chunks] == [
        None,
        "Let me think.",
        "Let me look that up.",
        None,
        None,
        None,
        "Paris is",
        " the capital of France.",
    ]
    assert [c.is_thought for c in chunks] == [False, True] + [False] * 6
    assert chunks[3].tool_call == m.FunctionCall(
        id="call_1", name="web_search", args={"query": "capital of France"}
    )
    assert chunks[3].tool_result is None and chunks[4].tool_call is None
    assert chunks[4].tool_result is not None and chunks[4].tool_result.id == "call_1"
    assert [f.url for f in chunks[5].files] == ["https://files.test/chart.png"] and chunks[
        6
    ].files == []
    answer = events[-2]
    assert answer.answer == "Paris is the capital of France."
    assert answer.recommended_questions == ["What is the population of Paris?"]
    assert [(a.name, a.committed, a.error) for a in answer.attachments] == [
        ("notes.md", None, None),
        ("lost.pdf", False, "disk full"),
    ]
    assert answer.attachments[0].presign_url == "https://files.test/notes.md"
    assert events[-1].status.state is m.TaskState.COMPLETED


def test_return_immediately_then_subscribe_and_get(api: Driver, memorylake: Any) -> None:
    task = api.call("send_message", "slow question", return_immediately=True)
    assert task.status.state is m.TaskState.SUBMITTED and task.answer is None
    _, params = sent(memorylake, api)
    assert params["configuration"] == (
        {"blocking": False, **({"historyLength": 2**31 - 1} if api.dialect == "v0_3.rest" else {})}
        if api.version.__name__.endswith("v0_3")
        else {"returnImmediately": True}
    )
    events = api.events("subscribe_to_task", task.id)
    assert type(events[0]).__name__ == "StatusUpdate"  # replayed without the leading task event
    assert events[-2].answer == "Paris is the capital of France."
    got = api.call("get_task", task.id)
    assert (got.id, got.context_id, got.status.state) == (
        task.id,
        task.context_id,
        m.TaskState.COMPLETED,
    )
    assert got.answer is None and got.history is None  # GET returns status only


def test_one_message_at_a_time_per_conversation(api: Driver, memorylake: Any) -> None:
    first = api.call(
        "send_message",
        "slow one",
        context_id="ctx-busy-" + api.dialect + api.mode,
        return_immediately=True,
    )
    with pytest.raises(ml.InvalidArgumentError) as caught:
        api.call("send_message", "next", context_id=first.context_id)
    error = caught.value
    assert (error.status_code, error.error_code) == (400, "INVALID_ARGUMENT")
    assert "still being processed" in error.message and error.body["success"] is False
    canceled = api.call("cancel_task", first.id)
    assert canceled.status.state is m.TaskState.CANCELED
    assert (
        api.call("send_message", "now", context_id=first.context_id).status.state
        is m.TaskState.COMPLETED
    )


def test_one_agent_per_conversation(api: Driver, memorylake: Any) -> None:
    """A contextId belongs to the agent it was first used with; another agent refuses it."""
    context = "ctx-agent-" + api.dialect + api.mode
    assert api.call("send_message", "hi", context_id=context).context_id == context
    other = Driver(api.dialect, api.mode, memorylake.root, agent_id="agent-" + "b" * 32)
    try:
        with pytest.raises(ml.InvalidArgumentError) as caught:
            other.call("send_message", "hi", context_id=context)
        assert "belongs to another agent" in caught.value.message
        assert other.call("send_message", "hi", context_id=context + "-b").status.state is (
            m.TaskState.COMPLETED
        )
    finally:
        other.close()
    assert api.call("send_message", "again", context_id=context).context_id == context


def test_a_failed_task_is_a_task(api: Driver) -> None:
    task = api.call("send_message", "hi", memorylake={"overrides": {"model": "no-such-model"}})
    assert task.status.state is m.TaskState.FAILED
    assert task.error_message == "LLM model config not found: no-such-model" and task.answer is None


def test_errors_are_typed(api: Driver, memorylake: Any) -> None:
    """A missing task is a NotFoundError on REST (HTTP 404) and v1.0 JSON-RPC (-32001), which
    stays a JSONRPCError with its code; v0.3 JSON-RPC reports it as -32603, which says nothing."""
    if api.dialect == "v0_3.jsonrpc":
        with pytest.raises(ml.InternalError) as caught:
            api.call("get_task", "run-unknown")
        assert not isinstance(caught.value, ml.NotFoundError)
    else:
        with pytest.raises(ml.NotFoundError) as caught:
            api.call("get_task", "run-unknown")
        error = caught.value
        if api.transport == "rest":
            assert isinstance(error, ml.APIStatusError) and not isinstance(error, ml.JSONRPCError)
            assert (error.status_code, error.error_code, error.message) == (
                404,
                "NOT_FOUND",
                "task not found",
            )
        else:
            assert isinstance(error, ml.TaskNotFoundError) and error.code == -32001
    # An error answered instead of a stream is raised, never parsed as events.
    with pytest.raises((ml.TaskNotFoundError, ml.InternalError, ml.NotFoundError)):
        api.events("subscribe_to_task", "run-unknown")


def test_a_404_names_its_url(api: Driver, memorylake: Any) -> None:
    """A 404 may mean the URL is wrong (a base URL that is not the endpoint's: here a path the
    server has no route for), so its message names the request; a task not found too."""
    wrong = Driver(api.dialect, api.mode, memorylake.root, base_url=memorylake.root + "/api/v2")
    try:
        with pytest.raises(ml.NotFoundStatusError) as caught:
            wrong.call("send_message", "hi")
    finally:
        wrong.close()
    url = wrong.client.base_url + PATHS.get(api.dialect, "")  # JSON-RPC: the base URL
    assert str(caught.value).endswith(f" (POST {url})") and caught.value.url == url
    if api.transport == "rest":
        with pytest.raises(ml.NotFoundStatusError) as caught:
            api.call("get_task", "run-unknown")
        tasks = {"v1_0.rest": "/tasks", "v0_3.rest": "/v1/tasks"}[api.dialect]
        assert str(caught.value) == (
            f"404 NOT_FOUND: task not found (GET {api.client.base_url}{tasks}/run-unknown)"
        )


def test_a_task_id_that_is_not_a_non_empty_str_is_refused_and_nothing_is_sent(
    api: Driver, memorylake: Any
) -> None:
    """An empty task ID would send GET .../tasks/ (another route), and None or a number a
    request the server can't read: each is a ConfigurationError (a ValueError) naming the
    argument, raised before anything is sent."""
    for bad in (None, 123, ""):
        for operation in ("get_task", "cancel_task", "subscribe_to_task"):
            with pytest.raises(ValueError) as caught:
                if operation == "subscribe_to_task":
                    api.events(operation, bad)
                else:
                    api.call(operation, bad)
            assert isinstance(caught.value, ml.ConfigurationError)
            assert caught.value.argument == "task_id"
            assert str(caught.value).startswith(f"task_id: must be a non-empty str, not {bad!r}")
    assert memorylake.requests == []


def test_a_base_url_without_a_scheme_or_an_empty_id_is_refused_before_sending(
    api: Driver, memorylake: Any
) -> None:
    """Without its scheme the server's URL would be taken for a host on port 80; an empty ID
    would name another route. Both are refused when the client is made."""
    make = api.version.Client if api.mode == "sync" else api.version.AsyncClient
    ids = {"workspace_id": WORKSPACE_ID, "agent_id": AGENT_ID, "api_key": "sk_test_secret"}
    bare = memorylake.root.removeprefix("http://") + API_PREFIX
    for options, argument in [
        ({"base_url": bare}, "base_url"),
        ({"base_url": memorylake.root + API_PREFIX, "workspace_id": ""}, "workspace_id"),
        ({"base_url": memorylake.root + API_PREFIX, "agent_id": ""}, "agent_id"),
    ]:
        with pytest.raises(ml.ConfigurationError) as caught:
            make(**{**ids, **options})
        assert caught.value.argument == argument
    assert memorylake.requests == []


def test_a_wrong_key_is_access_denied_and_never_shown(
    api: Driver, memorylake: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    secret = "sk_live_do_not_leak"
    wrong = Driver(api.dialect, api.mode, memorylake.root, api_key=secret)
    try:
        for call in (
            lambda: wrong.call("send_message", "hi"),
            lambda: wrong.events("send_streaming_message", "hi"),
        ):
            with pytest.raises(ml.AuthenticationError) as caught:
                call()
            assert isinstance(caught.value, ml.APIStatusError) and caught.value.status_code == 401
            assert secret not in str(caught.value) and secret not in repr(caught.value)
        assert secret not in repr(wrong.client) and "base_url=" in repr(wrong.client)
        assert secret not in caplog.text
    finally:
        wrong.close()


def test_keep_alives_satisfy_the_stream_read_timeout(api: Driver, memorylake: Any) -> None:
    """The agent is silent for 1 s but for keep-alive comments every 0.1 s: a 0.5 s read timeout
    holds. Without the comments the same stream times out."""
    patient = Driver(
        api.dialect, api.mode, memorylake.root, stream_timeout=httpx.Timeout(5.0, read=0.5)
    )
    try:
        events = patient.events("send_streaming_message", "slow one")
        assert events[-1].status.state is m.TaskState.COMPLETED
        with pytest.raises(ml.APITimeoutError):
            patient.events("send_streaming_message", "silent one")
    finally:
        patient.close()


def test_idempotent_calls_retry_and_honour_retry_after(api: Driver, memorylake: Any) -> None:
    task = api.call("send_message", "hi")
    memorylake.requests.clear()
    memorylake.faults += [(503, {"Retry-After": "0"}), (429, {"Retry-After": "0"})]
    assert api.call("get_task", task.id).id == task.id
    assert len(memorylake.requests) == 3
    memorylake.faults += [(503, {"Retry-After": "0"})] * 3  # more than max_retries
    with pytest.raises(ml.APIStatusError) as caught:
        api.call("get_task", task.id)
    assert caught.value.status_code == 503 and len(memorylake.requests) == 6


def test_a_message_is_never_sent_twice(api: Driver, memorylake: Any) -> None:
    memorylake.faults.append((503, {"Retry-After": "0"}))
    with pytest.raises(ml.APIStatusError) as caught:
        api.call("send_message", "hi")
    assert caught.value.status_code == 503 and len(memorylake.requests) == 1


class Flaky(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """Fails the first `failures` requests with `error`, before (ConnectError) or after (ReadTimeout)
    the real server got them; then passes everything through."""

    def __init__(self, failures: int, error: type[httpx.TransportError]) -> None:
        self.failures, self.error = failures, error
        self.sync, self.asynchronous = httpx.HTTPTransport(), httpx.AsyncHTTPTransport()

    def _fail(self, request: httpx.Request) -> None:
        if self.failures:
            self.failures -= 1
            raise self.error("injected", request=request)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self.error is httpx.ConnectError:
            self._fail(request)
            return self.sync.handle_request(request)
        response = self.sync.handle_request(request)
        response.read()
        self._fail(request)
        return response

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self.error is httpx.ConnectError:
            self._fail(request)
            return await self.asynchronous.handle_async_request(request)
        response = await self.asynchronous.handle_async_request(request)
        await response.aread()
        self._fail(request)
        return response


@pytest.mark.parametrize("error", [httpx.ConnectError, httpx.ReadTimeout])
def test_a_send_is_retried_only_when_it_never_left(
    api: Driver, memorylake: Any, monkeypatch: pytest.MonkeyPatch, error: type[httpx.TransportError]
) -> None:
    transport = Flaky(1, error)
    http = (
        httpx.Client(transport=transport)
        if api.mode == "sync"
        else httpx.AsyncClient(transport=transport)
    )
    quick = ml.RetryPolicy(initial_backoff=0.01)
    flaky = Driver(api.dialect, api.mode, memorylake.root, http_client=http, retry=quick)
    try:
        if error is httpx.ConnectError:  # the connection failed before sending: safe to retry
            assert flaky.call("send_message", "hi").status.state is m.TaskState.COMPLETED
        else:  # the server may have the message: never sent again
            with pytest.raises(ml.APITimeoutError):
                flaky.call("send_message", "hi")
        assert len(memorylake.requests) == 1
    finally:
        if isinstance(http, httpx.Client):
            flaky.client.close()
            assert not http.is_closed  # the caller's client is the caller's to close
            http.close()
        else:
            flaky.loop.run_until_complete(flaky.client.aclose())
            assert not http.is_closed
            flaky.loop.run_until_complete(http.aclose())
            flaky.loop.close()


def test_default_headers_are_sent(api: Driver, memorylake: Any) -> None:
    custom = Driver(api.dialect, api.mode, memorylake.root, default_headers={"X-Trace": "t-1"})
    try:
        custom.call("get_agent_card")
    finally:
        custom.close()
    (request,) = memorylake.requests
    assert (
        request.headers["x-trace"] == "t-1"
        and request.path == AGENT_PATH + "/.well-known/agent-card.json"
    )


def test_streams_always_close_their_response(memorylake: Any) -> None:
    driver = Driver("v1_0.rest", "sync", memorylake.root)
    client = driver.client
    try:
        stream = client.send_streaming_message("hi")
        for _event in stream:
            break  # like a file: the stream stays open, and the next loop goes on from here
        assert not stream._response.is_closed
        assert isinstance(next(iter(stream)), m.StatusUpdate)  # the second event
        stream.close()
        assert stream._response.is_closed
        pool = client._http._transport._pool

        def busy() -> list[Any]:
            return [c for c in pool.connections if not (c.is_idle() or c.is_closed())]

        gc.disable()
        try:
            for _event in client.send_streaming_message("hi"):
                break  # nothing else holds the stream: once collected, it closes the response
            assert busy()
        finally:
            gc.enable()
        gc.collect()
        assert not busy()
        with client.send_streaming_message("hi") as stream:
            assert not stream._response.is_closed  # the request went out on entering
        assert stream._response.is_closed
        wrong = Driver("v1_0.rest", "sync", memorylake.root, api_key="wrong").client
        with wrong, pytest.raises(ml.AuthenticationError):  # an error answer is raised
            wrong.send_streaming_message("hi").__enter__()
    finally:
        driver.close()


def test_async_streams_close_on_leaving_the_block(memorylake: Any) -> None:
    driver = Driver("v0_3.jsonrpc", "async", memorylake.root)

    async def scenario() -> None:
        async with driver.client.send_streaming_message("hi") as stream:
            async for _event in stream:
                break
        assert stream._response.is_closed
        events = [e async for e in driver.client.send_streaming_message("hi")]
        assert events[-1].status.state is m.TaskState.COMPLETED  # ended by final: true

    try:
        driver.loop.run_until_complete(scenario())
    finally:
        driver.close()


def test_the_behaviour_server_reads_the_extension_only_where_memorylake_does(
    memorylake: Any,
) -> None:
    """The server is strict: the extension in message.metadata, or a v0.3 body on a v1.0 route,
    is refused, so the clients passing above proves they put it in the right place."""
    url = memorylake.root + AGENT_PATH
    headers = {"Authorization": "Bearer sk_test_secret", "A2A-Version": "1.0"}
    misplaced = {
        "message": {"role": "ROLE_USER", "parts": [{"text": "hi"}], "metadata": {"memorylake": {}}}
    }
    v03_body = {
        "message": {"role": "ROLE_USER", "content": [{"text": "hi"}]},
        "metadata": {"memorylake": {}},
    }
    rpc = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "SendMessage",
        "params": {**misplaced, "metadata": {}},
    }
    for path, body in [("/message:send", misplaced), ("/message:send", v03_body), ("", rpc)]:
        response = httpx.post(url + path, json=body, headers=headers)
        assert response.status_code == 400 and response.json()["error_code"] == "INVALID_ARGUMENT"
