"""The generated clients against the real peer: the official a2a-sdk 1.3.0 server under uvicorn
on loopback, all four dialects mounted under MemoryLake's path. Every operation runs on every
dialect, sync and async, through the public API only.

a2a-sdk names its artifact "echo", not "result", so `answer` reads all artifacts here (what the
helpers do for agents other than MemoryLake's)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import memorylake_a2a as ml
import pytest
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m

PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"


@pytest.fixture(params=list(itertools.product(DIALECTS, MODES)), ids="-".join)
def api(request: pytest.FixtureRequest, a2a_sdk_root: str) -> Iterator[Driver]:
    driver = Driver(*request.param, a2a_sdk_root)
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
    assert task.context_id == first.context_id and len(task.history) == 1
    echoed = task.artifacts[0].parts
    assert echoed[0].text == "look at this" and echoed[1].url == "https://example.test/a.pdf"
    assert echoed[2].data == {"n": 2.0}  # a2a-sdk turns numbers into floats


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
    assert events[0].id == task.id  # a2a-sdk replays a task snapshot first, then live updates
    assert all(e.status.state is m.TaskState.WORKING for e in events[1:])
    canceled = api.call("cancel_task", task.id)
    assert canceled.status.state is m.TaskState.CANCELED
    assert api.call("get_task", task.id).status.state is m.TaskState.CANCELED
    with pytest.raises((ml.TaskNotCancelableError, ml.APIStatusError)) as caught:
        api.call("cancel_task", task.id)
    if isinstance(caught.value, ml.APIStatusError):
        assert (caught.value.status_code, caught.value.error_code) == (400, "TASK_NOT_CANCELABLE")


def test_subscribing_to_a_finished_task_is_a_typed_error(api: Driver) -> None:
    task = api.call("send_message", "done")
    if api.dialect == "v0_3.rest":
        # a2a-sdk answers 200 text/event-stream, then drops the connection (its quirk 6).
        with pytest.raises(ml.APIConnectionError):
            api.events("subscribe_to_task", task.id)
        return
    with pytest.raises(
        (ml.UnsupportedOperationError, ml.InternalError, ml.APIStatusError)
    ) as caught:
        api.events("subscribe_to_task", task.id)
    if isinstance(caught.value, ml.APIStatusError):
        assert caught.value.error_code == "UNSUPPORTED_OPERATION"


def test_an_unknown_task_is_a_typed_error(api: Driver) -> None:
    expected = ml.TaskNotFoundError if api.transport == "jsonrpc" else ml.NotFoundStatusError
    with pytest.raises(expected) as caught:
        api.call("get_task", "no-such-task")
    assert isinstance(caught.value, ml.NotFoundError)  # on every transport
    if api.transport == "rest":
        assert (caught.value.status_code, caught.value.error_code) == (404, "TASK_NOT_FOUND")


def test_get_agent_card(api: Driver) -> None:
    card = api.call("get_agent_card")
    assert card.name == "Echo Agent" and card.capabilities.streaming is True
    assert ("HTTP+JSON", "0.3") in {
        (i.protocol_binding, i.protocol_version) for i in card.supported_interfaces
    }
