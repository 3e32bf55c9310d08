"""The Python clients' retry policy and interceptors, on every dialect, sync and async, against
the MemoryLake-behaviour server: the backoff's bounds, the deadline, the predicate, a per-call
policy over the client's, a send never retried whatever the policy says; an interceptor's
before that changes a header and the metadata, or answers the call itself, and an after that
sees the error. Each figure is a count of requests or a bound of a wait the client reports
(HookEvent.delay), never a clock reading."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import memorylake_a2a as ml
import pytest
from drive import DIALECTS, MODES, Driver
from memorylake_a2a import models as m
from memorylake_a2a._spec import JITTER

QUICK = ml.RetryPolicy(initial_backoff=0.0, max_backoff=0.0)


@pytest.fixture(params=list(itertools.product(DIALECTS, MODES)), ids="-".join)
def setup(request: pytest.FixtureRequest, memorylake: Any) -> Iterator[tuple[str, str, Any]]:
    yield request.param[0], request.param[1], memorylake


def driver(setup: tuple[str, str, Any], **options: Any) -> Driver:
    dialect, mode, memorylake = setup
    return Driver(dialect, mode, memorylake.root, **options)


def faults(memorylake: Any, *statuses: int) -> None:
    memorylake.requests.clear()
    memorylake.faults += [(status, {}) for status in statuses]


def test_the_backoff_stays_within_its_bounds(setup: tuple[str, str, Any]) -> None:
    retries: list[ml.HookEvent] = []
    policy = ml.RetryPolicy(max_retries=4, initial_backoff=0.001, max_backoff=0.004)
    api = driver(setup, retry=policy, hooks={"retry": retries.append})
    try:
        task = api.call("send_message", "hi")
        faults(setup[2], 503, 503, 503, 503)
        assert api.call("get_task", task.id).id == task.id
        assert len(setup[2].requests) == 5
        for n, event in enumerate(retries):
            most = min(0.001 * 2**n, 0.004)  # doubled each time, up to max_backoff
            assert event.delay is not None and most * (1 - JITTER) <= event.delay <= most
    finally:
        api.close()


def test_no_retry_starts_past_the_deadline(setup: tuple[str, str, Any]) -> None:
    """The first wait (at least 3.75 s) would end past the 1 s deadline: no retry."""
    policy = ml.RetryPolicy(initial_backoff=5.0, max_backoff=5.0, deadline=1.0)
    api = driver(setup, retry=policy)
    try:
        task = api.call("send_message", "hi")
        faults(setup[2], 503)
        with pytest.raises(ml.InternalServerError):
            api.call("get_task", task.id)
        assert len(setup[2].requests) == 1
    finally:
        api.close()


def test_the_predicate_decides_instead_of_the_statuses(setup: tuple[str, str, Any]) -> None:
    seen: list[tuple[str, int, int | None]] = []

    def only_400(attempt: ml.RetryAttempt) -> bool:
        seen.append((attempt.operation, attempt.attempt, attempt.status))
        return attempt.status == 400

    api = driver(setup, retry=QUICK.over(ml.RetryPolicy(retry_if=only_400)))
    try:
        task = api.call("send_message", "hi")
        faults(setup[2], 400, 503)
        with pytest.raises(ml.InternalServerError):
            api.call("get_task", task.id)
        assert len(setup[2].requests) == 2
        assert seen == [("get_task", 1, 400), ("get_task", 2, 503)]
    finally:
        api.close()


def test_a_call_s_policy_is_over_the_client_s(setup: tuple[str, str, Any]) -> None:
    api = driver(setup, retry=QUICK, max_retries=0)
    try:
        task = api.call("send_message", "hi")
        faults(setup[2], 503, 503)
        assert api.call("get_task", task.id, retry=ml.RetryPolicy(max_retries=2)).id == task.id
        assert len(setup[2].requests) == 3  # the backoff stays the client's (none)
        faults(setup[2], 503)
        with pytest.raises(ml.InternalServerError):  # 503 is not among the call's statuses
            api.call("get_task", task.id, retry=ml.RetryPolicy(max_retries=2, statuses={500}))
        assert len(setup[2].requests) == 1
        faults(setup[2], 503)
        patient = api.client.with_options(max_retries=1)  # the shorthand, over the policy
        assert patient.retry.initial_backoff == 0.0 and patient.max_retries == 1
        with pytest.raises(ml.InternalServerError):
            api.call("get_task", task.id, max_retries=0)  # per call
        assert len(setup[2].requests) == 1
    finally:
        api.close()


def test_a_send_is_never_retried_whatever_the_policy_says(setup: tuple[str, str, Any]) -> None:
    asked: list[ml.RetryAttempt] = []
    eager = ml.RetryPolicy(max_retries=5, statuses={503}, retry_if=lambda a: not asked.append(a))
    api = driver(setup, retry=QUICK.over(eager))
    try:
        faults(setup[2], 503)
        with pytest.raises(ml.InternalServerError):
            api.call("send_message", "hi")
        assert len(setup[2].requests) == 1 and asked == []  # not even asked
    finally:
        api.close()


def _params(dialect: str, body: Any) -> Any:
    return body if dialect.endswith("rest") else body["params"]


def test_before_changes_a_header_and_the_metadata(setup: tuple[str, str, Any]) -> None:
    seen: list[tuple[str, str]] = []

    def sign(call: ml.InterceptedCall) -> None:
        seen.append((call.operation, call.dialect))
        call.headers["X-Signed"] = "yes"
        if isinstance(call.request, m.SendMessageRequest):
            call.request.metadata = {**(call.request.metadata or {}), "trace": "t-1"}

    api = driver(setup, interceptors=[ml.Interceptor(before=sign)])
    try:
        setup[2].requests.clear()
        api.call("send_message", "hi", memorylake={})
        (request,) = setup[2].requests
        assert request.headers["x-signed"] == "yes"
        metadata = _params(setup[0], request.json())["metadata"]
        assert metadata == {"memorylake": {}, "trace": "t-1"}
        assert seen == [("send_message", api.client.dialect)]
    finally:
        api.close()


def test_before_answers_the_call_and_nothing_is_sent(setup: tuple[str, str, Any]) -> None:
    cached = m.Task(id="t-cached", status=m.TaskStatus(state=m.TaskState.COMPLETED))
    events = [cached]
    after: list[tuple[Any, Any]] = []

    def answer(call: ml.InterceptedCall) -> Any:
        return {"get_task": cached, "send_streaming_message": events}.get(call.operation)

    def record(call: ml.InterceptedCall, result: Any, error: BaseException | None) -> None:
        after.append((result, error))

    api = driver(setup, interceptors=[ml.Interceptor(before=answer, after=record)])
    try:
        setup[2].requests.clear()
        assert api.call("get_task", "t-cached") is cached
        assert api.events("send_streaming_message", "hi") == events
        assert setup[2].requests == []
        assert after == [(cached, None), (None, None)]  # a stream ends with no result
    finally:
        api.close()


def test_after_sees_the_error(setup: tuple[str, str, Any]) -> None:
    ended: list[tuple[str, Any, BaseException | None]] = []
    record = ml.Interceptor(
        after=lambda call, result, error: ended.append((call.operation, result, error))
    )
    api = driver(setup, interceptors=[record], retry=QUICK, max_retries=0)
    try:
        with pytest.raises(ml.A2AError) as caught:  # v0.3 JSON-RPC says -32603, no more
            api.call("get_task", "run-does-not-exist")
        assert ended == [("get_task", None, caught.value)]
    finally:
        api.close()


def test_a_wrong_policy_is_refused_before_sending(memorylake: Any) -> None:
    for options, where in [
        ({"retry": ml.RetryPolicy(initial_backoff=-1.0)}, "retry.initial_backoff"),
        ({"retry": {"max_retries": 1}}, "retry"),
        ({"max_retries": -1}, "max_retries"),
        ({"interceptors": [print]}, "interceptors"),
    ]:
        with pytest.raises(ml.ConfigurationError, match=where):
            Driver("v1_0.rest", "sync", memorylake.root, **options)

    async def later(call: ml.InterceptedCall) -> None:
        return None

    api = Driver("v1_0.rest", "async", memorylake.root, interceptors=[ml.Interceptor(before=later)])
    try:
        with pytest.raises(ml.ConfigurationError, match="interceptors"):
            api.call("get_task", "t-1")
    finally:
        api.close()
    assert memorylake.requests == []
