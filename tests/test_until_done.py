"""stream.until_done(): a stream folded into its task, on every dialect, sync and async, against
the MemoryLake-behaviour server (its answer layout, a failed task, a subscription) and the
a2a-sdk server (an artifact sent in three appended chunks); and the fold's rules on answers
neither server sends."""

from __future__ import annotations

import json
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, WORKSPACE_ID
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
from memorylake_a2a import v1_0
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for
from servers.memorylake import ANSWER


@pytest.fixture(params=[(d, mode) for d in DIALECTS for mode in MODES], ids="-".join)
def dialect(request: pytest.FixtureRequest) -> tuple[str, str]:
    return request.param  # type: ignore[no-any-return]


@pytest.mark.parametrize("read_first", [0, 3])
def test_a_stream_folds_into_its_task(
    dialect: tuple[str, str], memorylake: Any, read_first: int
) -> None:
    """Read some events first (or none): until_done() reads the rest and returns the task."""
    api = Driver(*dialect, memorylake.root)
    try:
        events, task = api.until_done("send_streaming_message", "hi", n=read_first)
        assert len(events) == read_first
        assert isinstance(task, m.Task) and task.status.state is m.TaskState.COMPLETED
        assert task.answer == ANSWER
        assert task.recommended_questions == ["What is the population of Paris?"]
        assert [a.name for a in task.attachments] == ["notes.md", "lost.pdf"]
        assert task.history and task.history[0].parts[0].text == "hi"  # the task event's
        assert len(memorylake.requests) == 1  # one stream, read once
    finally:
        api.close()


def test_a_failed_task_and_a_subscription(dialect: tuple[str, str], memorylake: Any) -> None:
    api = Driver(*dialect, memorylake.root)
    try:
        _, failed = api.until_done("send_streaming_message", "please fail")
        assert failed.status.state is m.TaskState.FAILED and failed.answer is None
        assert failed.error_message == "the agent failed"
        started = api.call("send_message", "hello again", return_immediately=True)
        _, task = api.until_done("subscribe_to_task", started.id)  # no leading task event
        assert (task.id, task.context_id) == (started.id, started.context_id)
        assert task.status.state is m.TaskState.COMPLETED and task.answer == ANSWER
    finally:
        api.close()


def test_appended_chunks_make_one_artifact(dialect: tuple[str, str], a2a_sdk_root: str) -> None:
    api = Driver(*dialect, a2a_sdk_root)
    try:
        events, task = api.until_done("send_streaming_message", "chunks please", n=3)
        assert task.status.state is m.TaskState.COMPLETED
        (artifact,) = task.artifacts or []
        assert [p.text for p in artifact.parts] == ["chunk0", "chunk1", "chunk2"]
        assert [p.text for p in events[2].artifact.parts] == ["chunk0"]  # the event is unchanged
    finally:
        api.close()


def _stream(*events: dict[str, Any]) -> httpx.Response:
    body = "".join(f"data: {json.dumps(e)}\n\n" for e in events)
    return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})


def _client(response: httpx.Response) -> v1_0.Client:
    http = httpx.Client(transport=httpx.MockTransport(lambda request: response))
    return v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID, api_key="k", http_client=http)


IDS = {"taskId": "t-1", "contextId": "c-1"}


def _artifact(artifact_id: str, text: str, **flags: Any) -> dict[str, Any]:
    name = "result" if artifact_id == "a-1" else "notes"
    artifact = {"artifactId": artifact_id, "name": name, "parts": [{"text": text}]}
    return {"artifactUpdate": {**IDS, "artifact": artifact, **flags}}


def _status(state: str, **extra: Any) -> dict[str, Any]:
    return {"statusUpdate": {**IDS, "status": {"state": state}, **extra}}


def test_the_fold_follows_the_a2a_rules() -> None:
    response = _stream(
        _status("TASK_STATE_WORKING", metadata={"a": 1}),
        _artifact("a-1", "Par"),
        _artifact("a-1", "is", append=True, lastChunk=True),
        _artifact("a-2", "draft"),
        _artifact("a-2", "final"),  # not appended: replaces the artifact of the same ID
        _status("TASK_STATE_COMPLETED", metadata={"b": 2}),
    )
    with _client(response) as client:
        stream = client.send_streaming_message("hi")
        events = list(stream)  # every event first: until_done() has nothing left to read
        task = stream.until_done()
    assert [p.text for p in events[1].artifact.parts] == ["Par"]  # the events are unchanged
    assert (task.id, task.context_id, task.status.state) == ("t-1", "c-1", m.TaskState.COMPLETED)
    assert [[p.text for p in a.parts] for a in task.artifacts or []] == [["Par", "is"], ["final"]]
    assert task.answer == "Paris"  # the artifact named result
    assert task.metadata == {"a": 1, "b": 2}


def test_chunks_append_to_the_task_events_artifacts_and_to_a_replacement() -> None:
    def artifact(artifact_id: str, text: str) -> dict[str, Any]:
        return {"artifactId": artifact_id, "parts": [{"text": text}]}

    task = {**IDS, "status": {"state": "TASK_STATE_WORKING"}, "artifacts": [artifact("a-1", "Pa")]}
    task["id"] = task.pop("taskId")
    response = _stream(
        {"task": task},
        _artifact("a-1", "r", append=True),
        _artifact("a-2", "draft"),
        _artifact("a-1", "is", append=True),
        _artifact("a-2", "fi", append=True),
        _artifact("a-2", "fin"),  # replaces the artifact and the chunks appended to it
        _artifact("a-2", "al", append=True),
        _artifact("a-3", "new", append=True),  # appended to nothing: starts the artifact
        _status("TASK_STATE_COMPLETED"),
    )
    with _client(response) as client:
        stream = client.send_streaming_message("hi")
        events = list(stream)
        folded = stream.until_done()
    texts = [[p.text for p in a.parts] for a in folded.artifacts or []]
    assert texts == [["Pa", "r", "is"], ["fin", "al"], ["new"]]
    assert [p.text for p in (events[0].artifacts or [])[0].parts] == ["Pa"]  # unchanged
    assert stream.until_done() == folded


def test_a_message_answer_has_no_task() -> None:
    message = {"messageId": "m-1", "role": "ROLE_AGENT", "parts": [{"text": "hello"}]}
    client = _client(_stream({"message": message}))
    with client, pytest.raises(ml.UnexpectedResponseError, match="answered with a Message"):
        client.send_streaming_message("hi").until_done()


def test_appended_parts_come_back_equal_to_the_events_parts() -> None:
    """The fold keeps an appended part that holds only its text as that text (a fraction of a
    model's memory) and makes it again: the task's parts equal, and dump as, the events'."""
    from memorylake_a2a._fold import TaskFold

    chunks = [
        [{"text": "Par"}],
        [{"text": "is"}, {"text": "!", "metadata": {"k": 1}}, {"data": {"kind": "x"}}],
        [{"text": "?", "extra": True}, {"text": ""}],
    ]
    fold, sent = TaskFold(), []
    for i, parts in enumerate(chunks):
        artifact = {"artifactId": "a-1", "parts": parts}
        update = {"taskId": "t", "contextId": "c", "artifact": artifact, "append": i > 0}
        event = m.ArtifactUpdate.model_validate(update)
        sent.extend(event.artifact.parts)
        fold.add(event)
    fold.add(
        m.StatusUpdate.model_validate(
            {"taskId": "t", "contextId": "c", "status": {"state": "TASK_STATE_COMPLETED"}}
        )
    )
    got = (fold.result().artifacts or [])[0].parts
    assert got == sent and [type(p) for p in got] == [m.Part] * 6
    dump = [p.model_dump(mode="json", by_alias=True, exclude_unset=True) for p in got]
    assert dump == [*chunks[0], *chunks[1], *chunks[2]]
    assert [p for p in fold._parts[0] if isinstance(p, str)] == ["is", ""]  # kept as text
