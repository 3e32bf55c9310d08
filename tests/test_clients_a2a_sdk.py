"""The generated clients against the real peers: the official a2a-sdk 1.3.0 server (Python,
under uvicorn) and the official @a2a-js/sdk 1.3.0 server (Node, express), each on loopback with
all four dialects under MemoryLake's path. Every operation runs on every dialect through the
public API only (a sync client is given an `http_client` that records what it sent); sync and
async against a2a-sdk, sync against a2a-js (both modes share the code that reads a peer's
answers).

The tests assert A2A, not one peer: where A2A allows more than one answer they accept each.
Neither echo agent names its artifact "result", so `answer` reads all artifacts here (what the
helpers do for agents other than MemoryLake's)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator

import memorylake_a2a as ml
import pytest
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
from memorylake_a2a._http import httpx

PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"
PEERS = {"a2a-sdk": MODES, "a2a-js": ["sync"]}


@pytest.fixture(
    params=[(p, d, m) for p, modes in PEERS.items() for d, m in itertools.product(DIALECTS, modes)],
    ids="-".join,
)
def api(request: pytest.FixtureRequest) -> Iterator[Driver]:
    peer, dialect, mode = request.param
    root = request.getfixturevalue(f"{peer.replace('-', '_')}_root")
    sent: list[httpx.Request] = []  # what a sync client sent, to show a peer's bug against it
    with httpx.Client(timeout=20, event_hooks={"request": [sent.append]}) as pool:
        driver = Driver(dialect, mode, root, **({"http_client": pool} if mode == "sync" else {}))
        driver.peer, driver.sent = peer, sent
        yield driver
        driver.close()


def test_send_message_waits_for_the_task(api: Driver) -> None:
    task = api.call("send_message", "hello", memorylake={"readWriteProjectId": PROJECT})
    assert isinstance(task, m.Task)
    assert task.status.state is m.TaskState.COMPLETED and task.answer == "hello"
    # The whole history on every dialect, v0.3 REST included (its server default leaves it out).
    assert [h.role for h in task.history or []] == [m.Role.USER, m.Role.AGENT]
    assert task.context_id and task.error_message is None


def test_send_message_continues_a_conversation_with_parts(api: Driver) -> None:
    parts = [
        "look at this",
        m.Part(url="https://example.test/a.pdf", filename="a.pdf", mediaType="application/pdf"),
        {"data": {"n": 2}},
    ]
    first = api.call("send_message", "first")
    task = api.call(
        "send_message",
        parts,
        context_id=first.context_id,
        memorylake={"readWriteProjectId": PROJECT},
        history_length=1,
    )
    assert task.context_id == first.context_id
    if (api.peer, api.dialect) == ("a2a-js", "v0_3.rest"):
        # a2a-js 1.3.0 drops configuration.historyLength of a v0.3 REST send (its bug): the whole
        # history comes back, though the client sent {"configuration": {"historyLength": 1}}.
        assert json.loads(api.sent[-1].content)["configuration"]["historyLength"] == 1
        assert len(task.history) == 2
    else:
        assert len(task.history) == 1
    echoed = task.artifacts[0].parts
    assert echoed[0].text == "look at this" and echoed[1].url == "https://example.test/a.pdf"
    assert echoed[2].data == {"n": 2}  # a2a-sdk turns numbers into floats: 2.0 == 2


def test_an_agent_that_replies_with_a_message(api: Driver) -> None:
    reply = api.call("send_message", "reply-message please")
    assert isinstance(reply, m.Message) and reply.role is m.Role.AGENT
    assert reply.answer == reply.text == "reply-message please"


def test_a_failed_task_is_returned_not_raised(api: Driver) -> None:
    task = api.call("send_message", "fail now")
    assert task.status.state is m.TaskState.FAILED
    assert task.error_message == "failed on purpose" and task.answer is None


def test_send_streaming_message(api: Driver) -> None:
    events = api.events("send_streaming_message", "chunks please")
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["Task", "StatusUpdate"] + ["ArtifactUpdate"] * 3 + ["StatusUpdate"]
    assert events[1].text == "working" and not events[1].is_thought
    assert (
        "".join(e.answer for e in events if isinstance(e, m.ArtifactUpdate)) == "chunk0chunk1chunk2"
    )
    assert events[-1].status.state is m.TaskState.COMPLETED


def test_get_subscribe_and_cancel_a_long_running_task(api: Driver) -> None:
    task = api.call("send_message", "wait for me", return_immediately=True)
    assert task.status.state in (m.TaskState.SUBMITTED, m.TaskState.WORKING)
    got = api.call("get_task", task.id, history_length=0)
    assert got.id == task.id and got.status.state is m.TaskState.WORKING
    events = api.events("subscribe_to_task", task.id, n=3)
    # A2A lets a subscription start with a task snapshot (both peers send one) or without.
    snapshot = events[0] if isinstance(events[0], m.Task) else None
    assert snapshot is None or snapshot.id == task.id
    updates = events[1:] if snapshot else events
    assert all(isinstance(e, m.StatusUpdate) for e in updates), events
    assert all(e.task_id == task.id and e.status.state is m.TaskState.WORKING for e in updates)
    canceled = api.call("cancel_task", task.id)
    assert canceled.status.state is m.TaskState.CANCELED
    assert api.call("get_task", task.id).status.state is m.TaskState.CANCELED
    # Canceling it again: A2A allows the canceled task (a2a-js) or TaskNotCancelable (a2a-sdk).
    try:
        again = api.call("cancel_task", task.id)
    except (ml.TaskNotCancelableError, ml.APIStatusError) as error:
        assert isinstance(error, ml.TaskNotCancelableError) or (
            error.status_code,
            error.error_code,
        ) == (400, "TASK_NOT_CANCELABLE")
    else:
        assert again.id == task.id and again.status.state is m.TaskState.CANCELED


def test_subscribing_to_a_finished_task_is_a_typed_error(api: Driver) -> None:
    task = api.call("send_message", "done")
    if (api.peer, api.dialect) == ("a2a-sdk", "v0_3.rest"):
        # a2a-sdk answers 200 text/event-stream, then drops the connection (its quirk 6).
        with pytest.raises(ml.APIConnectionError):
            api.events("subscribe_to_task", task.id)
        return
    with pytest.raises(
        (ml.OperationNotSupportedError, ml.InternalError, ml.APIStatusError)
    ) as caught:
        api.events("subscribe_to_task", task.id)
    if isinstance(caught.value, ml.APIStatusError):
        assert caught.value.error_code == "UNSUPPORTED_OPERATION"


def test_an_unknown_task_is_a_typed_error(api: Driver) -> None:
    with pytest.raises(ml.NotFoundError) as caught:  # on every transport
        api.call("get_task", "no-such-task")
    error = caught.value
    if isinstance(error, ml.TaskNotFoundError):  # JSON-RPC's, or a REST body with its code (a2a-js)
        assert error.code == -32001
    else:  # on REST, the status body (a2a-sdk)
        assert api.transport == "rest" and isinstance(error, ml.NotFoundStatusError), error
        assert error.status_code == 404 and error.error_code == "TASK_NOT_FOUND"


def test_get_agent_card(api: Driver) -> None:
    card = api.call("get_agent_card")
    assert card.name == "Echo Agent" and card.capabilities.streaming is True
    assert ("HTTP+JSON", "0.3") in {
        (i.protocol_binding, i.protocol_version) for i in card.supported_interfaces
    }


@pytest.mark.parametrize("peer", PEERS)
@pytest.mark.parametrize("dialect", DIALECTS)
def test_memorylake_false_sends_a_plain_a2a_file_part(
    peer: str, dialect: str, request: pytest.FixtureRequest
) -> None:
    """With the extension off, a file part without readWriteProjectId reaches an agent that is
    not MemoryLake's (the MemoryLake check would refuse it), and no metadata.memorylake goes."""
    root = request.getfixturevalue(f"{peer.replace('-', '_')}_root")
    part = m.Part(url="https://example.test/a.pdf", filename="a.pdf", mediaType="application/pdf")
    default = Driver(dialect, "sync", root)
    inline = {"raw": "aGVsbG8=", "filename": "a.txt"}  # a url part only warns: a guess
    with pytest.raises(ml.ExtensionError):  # the default client: MemoryLake's rule
        default.call("send_message", ["see the file", inline])
    default.close()
    sent: list[httpx.Request] = []
    with httpx.Client(timeout=20, event_hooks={"request": [sent.append]}) as pool:
        api = Driver(dialect, "sync", root, http_client=pool, memorylake=False)
        task = api.call("send_message", ["see the file", part])
        assert task.status.state is m.TaskState.COMPLETED
        assert task.artifacts[0].parts[1].url == "https://example.test/a.pdf"
        body = json.loads(sent[-1].content)
        assert "memorylake" not in json.dumps(body.get("params", body).get("metadata") or {})
        with pytest.raises(ml.ConfigurationError, match="memorylake=False"):  # nothing is dropped
            api.call("send_message", "hi", memorylake={"readWriteProjectId": PROJECT})
        api.close()
