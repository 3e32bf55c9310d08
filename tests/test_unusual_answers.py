"""Answers neither test server sends, through httpx.MockTransport: an error frame inside a
stream (a2a-sdk's `event: error` after the first event), error pages that are not JSON, and a
body that fits no shape."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import AGENT_ID, WORKSPACE_ID
from memorylake_a2a import v0_3, v1_0
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for

TASK = {"id": "t-1", "contextId": "c-1", "status": {"state": "TASK_STATE_SUBMITTED"}}


def client(version: Any, transport: str, handler: Callable[[httpx.Request], httpx.Response]) -> Any:
    http = httpx.Client(transport=httpx.MockTransport(handler))
    return version.Client(
        workspace_id=WORKSPACE_ID,
        agent_id=AGENT_ID,
        api_key="k",
        transport=transport,
        http_client=http,
        max_retries=0,
    )


def sse(*frames: str) -> httpx.Response:
    body = "".join(frames).encode()
    return httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})


def test_an_error_frame_in_a_rest_stream_raises_after_the_events_before_it() -> None:
    status = {
        "error": {
            "code": 404,
            "status": "NOT_FOUND",
            "message": "Task not found",
            "details": [{"reason": "TASK_NOT_FOUND"}],
        }
    }
    frames = (
        f"data: {json.dumps({'task': TASK})}\n\n",
        f"event: error\ndata: {json.dumps(status)}\n\n",
    )
    events = []
    with pytest.raises(ml.NotFoundStatusError) as caught:
        for event in client(v1_0, "rest", lambda r: sse(*frames)).send_streaming_message("hi"):
            events.append(event)
    assert [e.id for e in events] == ["t-1"]
    assert (caught.value.status_code, caught.value.error_code) == (404, "TASK_NOT_FOUND")


def test_an_error_frame_in_a_jsonrpc_stream() -> None:
    error = {"jsonrpc": "2.0", "id": 1, "error": {"code": -32001, "message": "Task not found"}}
    frames = (
        f"data: {json.dumps({'jsonrpc': '2.0', 'id': 1, 'result': {'kind': 'task', **TASK}})}\n\n",
        f"event: error\ndata: {json.dumps(error)}\n\n",
    )
    with pytest.raises(ml.TaskNotFoundError):
        list(client(v0_3, "jsonrpc", lambda r: sse(*frames)).send_streaming_message("hi"))


def test_an_error_page_that_is_not_json() -> None:
    page = httpx.Response(
        502, text="<html>Bad Gateway</html>", headers={"content-type": "text/html"}
    )
    with pytest.raises(ml.APIStatusError) as caught:
        client(v1_0, "rest", lambda r: page).get_task("t-1")
    assert caught.value.status_code == 502 and "Bad Gateway" in caught.value.message


def test_a_body_that_is_not_json() -> None:
    """Bodies that are JSON but fit no shape are behaviour vectors (spec/conformance)."""
    with pytest.raises(ml.UnexpectedResponseError):
        client(v1_0, "rest", lambda r: httpx.Response(200, text="not json")).send_message("hi")


def test_a_stream_event_that_is_not_json() -> None:
    with pytest.raises(ml.UnexpectedResponseError):
        list(client(v1_0, "rest", lambda r: sse("data: {oops\n\n")).send_streaming_message("hi"))


def test_a_stream_answered_with_one_json_result() -> None:
    """A server may answer a stream request with a plain JSON result: it is the only event."""
    done = {**TASK, "status": {"state": "TASK_STATE_COMPLETED"}}
    reply = httpx.Response(200, json={"task": done})
    (event,) = client(v1_0, "rest", lambda r: reply).send_streaming_message("hi")
    assert event.id == "t-1"
    # A task that has not finished yet is a cut stream, as any other.
    cut = client(v1_0, "rest", lambda r: httpx.Response(200, json={"task": TASK}))
    with pytest.raises(ml.StreamInterruptedError):
        list(cut.send_streaming_message("hi", resume=False))


def test_as_task_types_a_task_and_refuses_a_message() -> None:
    """Other A2A agents may answer a send with a message: as_task() says so instead of
    returning something that is not a Task."""
    message = {"messageId": "m-1", "role": "ROLE_AGENT", "parts": [{"text": "hello"}]}
    answers = {"task": TASK, "message": message}
    sent = [
        client(
            v1_0, "rest", lambda r, kind=kind: httpx.Response(200, json={kind: answers[kind]})
        ).send_message("hi")
        for kind in ("task", "message")
    ]
    assert sent[0].as_task() is sent[0]
    with pytest.raises(ml.UnexpectedResponseError, match="a message, not a task: 'hello'"):
        sent[1].as_task()
