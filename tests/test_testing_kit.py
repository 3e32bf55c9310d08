"""memorylake_a2a.testing: the in-process fake of the endpoint that users test their code with.
The manual's user test (docs/python.md) runs with every network socket refused; the fake answers each dialect,
sync and async, as the clients expect (scripted answers, faults, cut and slow streams, get,
cancel, subscribe, the card), and records what it received."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import ROOT
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
from memorylake_a2a._fake_spec import HTTP_ERRORS
from memorylake_a2a.testing import REDACTED, Answer, FakeAgent

KEY = "sk_test_the_fake_key"


class NetworkRefused(AssertionError):
    pass


@pytest.fixture(autouse=True)
def quick_reconnects(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cut stream is resumed at once: the backoff before a reconnect is the clients' own
    business, tested elsewhere (tests/test_streams.py), and costs half a second here."""
    from memorylake_a2a import _client

    monkeypatch.setattr(_client, "SPEC_RETRY", ml.RetryPolicy(2, 0.0, 0.0))


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Creating a socket other than a local pair (asyncio's loop has one), resolving a name or
    connecting raises NetworkRefused; returns the attempts."""
    attempts: list[tuple[Any, ...]] = []
    real = socket.socket

    class Guarded(real):  # type: ignore[misc, valid-type]
        def __init__(self, family: int = -1, *args: Any, **kwargs: Any) -> None:
            if family != socket.AF_UNIX:
                attempts.append(("socket", family))
                raise NetworkRefused("a test opened a network socket")
            super().__init__(family, *args, **kwargs)

    def refuse(name: str) -> Any:
        def refused(*args: Any, **kwargs: Any) -> Any:
            attempts.append((name, *args))
            raise NetworkRefused(f"a test called socket.{name}")

        return refused

    monkeypatch.setattr(socket, "socket", Guarded)
    for name in ("create_connection", "getaddrinfo"):
        monkeypatch.setattr(socket, name, refuse(name))
    return attempts


def test_the_readme_user_test_runs_with_no_network(no_network: list[tuple[Any, ...]]) -> None:
    (block,) = [
        b
        for b in re.findall(r"```python\n(.*?)```", (ROOT / "docs" / "python.md").read_text(), re.S)
        if "memorylake_a2a.testing" in b
    ]
    namespace: dict[str, Any] = {}
    exec(compile(block, "docs/python.md (the user's test)", "exec"), namespace)
    tests = [f for name, f in namespace.items() if name.startswith("test_")]
    assert len(tests) == 2
    for test in tests:
        test()
    assert not no_network
    with pytest.raises(NetworkRefused):  # the guard works: a real client would have been caught
        socket.create_connection(("127.0.0.1", 9))
    with pytest.raises(NetworkRefused):
        socket.socket(socket.AF_INET, socket.SOCK_STREAM)


@pytest.fixture(params=[(d, mode) for d in DIALECTS for mode in MODES], ids="-".join)
def dialect(request: pytest.FixtureRequest) -> tuple[str, str]:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def fake() -> FakeAgent:
    return FakeAgent()


@pytest.fixture
def api(dialect: tuple[str, str], fake: FakeAgent) -> Iterator[Driver]:
    version, mode = dialect
    http = fake.http_client() if mode == "sync" else fake.async_http_client()
    driver = Driver(version, mode, "https://fake.test", api_key=KEY, http_client=http)
    yield driver
    driver.close()


def test_a_scripted_answer_on_every_dialect(api: Driver, fake: FakeAgent) -> None:
    artifact = m.Artifact(artifactId="extra", name="chart", parts=[m.Part(text="a chart")])
    fake.reply(
        "Paris is the capital of France.",
        attachments=[m.Attachment(name="notes.md", presign_url="https://files.test/n.md")],
        recommended_questions=["And of Italy?"],
        artifacts=[artifact],
    )
    task = api.call("send_message", "What is the capital?", context_id="ctx-7").as_task()
    assert task.status.state is m.TaskState.COMPLETED and task.context_id == "ctx-7"
    assert task.answer == "Paris is the capital of France."
    assert [a.name for a in task.attachments] == ["notes.md"]
    assert task.recommended_questions == ["And of Italy?"]
    assert [a.name for a in task.artifacts or []] == ["result", "chart"]
    assert api.call("get_task", task.id).status.state is m.TaskState.COMPLETED
    echoed = api.call("send_message", "echo me").as_task()  # nothing queued: the text, echoed
    assert echoed.answer == "echo me"
    sent, got, _ = fake.requests
    assert (sent.operation, got.operation) == ("send_message", "get_task")
    assert sent.dialect == api.dialect.replace(".", "-")
    assert sent.method == "POST" and sent.json is not None
    assert sent.headers["authorization"] == REDACTED and sent.api_key == KEY
    assert KEY not in repr(sent)
    assert got.method == ("POST" if api.transport == "jsonrpc" else "GET")


def test_a_stream_its_chunks_and_a_subscription(api: Driver, fake: FakeAgent) -> None:
    fake.reply(chunks=["Paris is", " the capital."], delay=0.001)
    events = api.events("send_streaming_message", "Stream it")
    assert isinstance(events[0], m.Task)
    assert [e.text for e in events if isinstance(e, m.StatusUpdate) and e.text] == [
        "Paris is",
        " the capital.",
    ]
    assert events[-1].status.state is m.TaskState.COMPLETED
    replay = api.events("subscribe_to_task", events[0].id)
    assert [type(e) for e in replay] == [type(e) for e in events[1:]]  # no leading task event
    card = api.call("get_agent_card")  # the fake's own: complete, as official clients need it
    assert (card.name, card.version, card.capabilities.streaming) == (
        "fake agent",
        ml.__version__,
        True,
    )
    assert card.description and card.default_input_modes and card.skills == []
    agent = fake.requests[-1].url.removesuffix("/.well-known/agent-card.json")
    assert [(i.url, i.protocol_binding, i.protocol_version) for i in card.supported_interfaces] == [
        (agent, "HTTP+JSON", "1.0"),
        (agent, "JSONRPC", "1.0"),
        (agent, "HTTP+JSON", "0.3"),
        (agent, "JSONRPC", "0.3"),
    ]


@pytest.mark.parametrize("cut", ["close", "reset"])
def test_a_cut_stream_is_resumed_or_raises(api: Driver, fake: FakeAgent, cut: Any) -> None:
    fake.reply(chunks=["a", "b", "c"], cut=cut)
    _, task = api.until_done("send_streaming_message", "hi")
    assert task.status.state is m.TaskState.COMPLETED and task.answer == "abc"
    assert [r.operation for r in fake.requests] == ["send_streaming_message", "subscribe_to_task"]
    fake.reply(chunks=["a", "b", "c"], cut=cut, cut_after=3)
    with pytest.raises(ml.StreamInterruptedError) as caught:
        api.events("send_streaming_message", "hi", resume=False)
    assert caught.value.last_state is m.TaskState.WORKING


def test_a_failed_task_and_a_cancel(api: Driver, fake: FakeAgent) -> None:
    fake.reply(error="LLM model config not found: gpt-0")
    failed = api.call("send_message", "hi").as_task()
    assert failed.status.state is m.TaskState.FAILED
    assert failed.error_message == "LLM model config not found: gpt-0" and failed.answer is None
    _, streamed = api.until_done("send_streaming_message", "hi", n=0)
    assert streamed.status.state is m.TaskState.COMPLETED  # the next send: echoed
    assert api.call("cancel_task", failed.id).status.state is m.TaskState.FAILED  # ended already
    with pytest.raises(ml.NotFoundError):
        api.call("get_task", "task-that-does-not-exist")


@pytest.mark.parametrize("name", sorted(HTTP_ERRORS))
def test_each_http_error_of_the_api(name: str) -> None:
    fake = FakeAgent()
    error = getattr(ml, name)
    status, code = HTTP_ERRORS[name]
    fake.fail(error, message="scripted")
    api = Driver("v1_0.rest", "sync", "https://fake.test", http_client=fake.http_client())
    with pytest.raises(error) as caught:
        api.call("send_message", "hi", max_retries=0)
    assert (caught.value.status_code, caught.value.error_code) == (status, code)
    assert "scripted" in str(caught.value) and caught.value.request_id == "req-1"


def test_faults_are_retried_as_the_client_says(fake: FakeAgent) -> None:
    api = Driver("v0_3.jsonrpc", "sync", "https://fake.test", http_client=fake.http_client())
    task = api.call("send_message", "hi", return_immediately=True).as_task()
    assert task.status.state is m.TaskState.SUBMITTED  # as the task started
    fake.fail(503, headers={"Retry-After": "0"}, times=2)
    assert api.call("get_task", task.id).status.state is m.TaskState.COMPLETED  # retried twice
    fake.fail(503, headers={"Retry-After": "0"})
    with pytest.raises(ml.InternalServerError):
        api.call("send_message", "hi")  # a send is not retried
    assert [r.operation for r in fake.requests] == [
        "send_message",
        *["get_task"] * 3,
        "send_message",
    ]


def test_what_the_fake_refuses() -> None:
    with pytest.raises(ValueError, match="no HTTP error of this API"):
        FakeAgent().fail(ml.TaskNotFoundError)
    with pytest.raises(ValueError, match="no data kind pictures"):
        Answer("x", data={"pictures": []})
    guarded = FakeAgent(api_key=KEY)
    api = Driver("v1_0.rest", "sync", "https://fake.test", http_client=guarded.http_client())
    with pytest.raises(ml.AuthenticationError):
        api.call("send_message", "hi")  # the Driver's key is another
