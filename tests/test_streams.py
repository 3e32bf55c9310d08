"""A stream cut before its task ends, on the behaviour server: resumed by subscribing again, it
yields the same events as an uncut stream, each once, ending on the final state; with
resume=False it raises StreamInterruptedError with the task's id and its last state. On every
dialect, sync and async; the cut is a clean close or a broken connection."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m


@pytest.fixture(params=[(d, mode) for d in DIALECTS for mode in MODES], ids="-".join)
def api(request: pytest.FixtureRequest, memorylake: Any) -> Iterator[Driver]:
    driver = Driver(*request.param, memorylake.root)
    yield driver
    driver.close()


def shape(events: list[Any]) -> list[tuple[str, Any, Any]]:
    """What an event says, without the ids that differ from task to task."""
    out = []
    for event in events:
        status = getattr(event, "status", None)
        text = getattr(event, "text", None) or getattr(event, "answer", None)
        out.append((type(event).__name__, status.state if status else None, text))
    return out


@pytest.mark.parametrize("cut", ["[cut]", "[reset]"])
def test_a_cut_send_stream_is_resumed(api: Driver, memorylake: Any, cut: str) -> None:
    whole = api.events("send_streaming_message", "hello")
    resumed = api.events("send_streaming_message", f"hello {cut}")
    assert shape(resumed) == shape(whole)
    assert resumed[-1].status.state is m.TaskState.COMPLETED
    subscribes = [r for r in memorylake.requests if "subscribe" in r.path or b"ubscribe" in r.body]
    assert len(subscribes) == 1  # one reconnect


@pytest.mark.parametrize("cut", ["[cut]", "[reset]"])
def test_a_cut_subscription_is_resumed(api: Driver, cut: str) -> None:
    whole = api.events("send_streaming_message", "hello")
    task = api.call("send_message", f"hello {cut}", return_immediately=True).as_task()
    replay = api.events("subscribe_to_task", task.id)
    assert shape(replay) == shape(whole[1:])  # a replay leaves out the leading task event


@pytest.mark.parametrize("cut", ["[cut]", "[reset]"])
def test_without_resume_a_cut_raises(api: Driver, cut: str) -> None:
    events: list[Any] = []
    stream = api.client.send_streaming_message(f"hello {cut}", resume=False)

    def collect() -> None:
        if api.loop is None:
            events.extend(stream)
        else:

            async def run() -> None:
                async for event in stream:
                    events.append(event)

            api.loop.run_until_complete(run())

    with pytest.raises(ml.StreamInterruptedError) as caught:
        collect()
    error = caught.value
    assert isinstance(error, ml.APIConnectionError)
    assert (error.task_id, error.last_state) == (events[0].id, m.TaskState.WORKING)
    assert f"subscribe_to_task({events[0].id!r})" in str(error)
    assert error.method == "POST" and error.url is not None
