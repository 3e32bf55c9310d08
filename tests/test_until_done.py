"""stream.until_done(): a stream folded into its task, on every dialect, sync and async, against
the MemoryLake-behaviour server (its answer layout, a failed task, a subscription) and the
a2a-sdk server (an artifact sent in three appended chunks); and the fold's rules on answers
neither server sends."""

from __future__ import annotations

from typing import Any

import pytest
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
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
