"""The fault matrix: every fault of tests/servers/faults.py x the 4 dialects x sync and async
(and, in tests/typescript/faults.test.ts, the TypeScript client on the same rows). Each row says
what the caller gets: an exception (by class name, the same in both languages) or the events.
For every row: nothing hangs (a watchdog well past the row's timeouts), no connection is left
open, every exception is an A2AError or a ValueError, and the key is nowhere in a message, a
repr, a traceback or a log line of the SDK's or httpx's (the server echoes the key back in
one row, which httpcore's DEBUG trace then prints as it got it).

Options are in seconds, with the Python names; the Node tests convert them.
"""

from __future__ import annotations

import threading
import time
import traceback
from typing import Any

import memorylake_a2a as ml
import pytest
from conftest import API_PREFIX, ROOT
from drive import DIALECTS, MODES, Driver

KEY = "sk_fault_S3CRET_do_not_leak"
WATCHDOG = 20.0  # seconds; a row that takes longer is hung
QUICK = {"timeout": 3.0, "stream_timeout": 3.0, "max_retries": 0}

ROWS: dict[str, dict[str, Any]] = {
    "refused": {"doc": "connection refused", "op": "get_task", "error": "APIConnectionError"},
    "reset_before_status": {
        "doc": "reset before the status line",
        "op": "get_task",
        "error": "APIConnectionError",
    },
    "reset_mid_body": {
        "doc": "reset in the middle of a body",
        "op": "get_task",
        "error": "APIConnectionError",
    },
    "reset_mid_stream": {
        "doc": "reset in the middle of a stream (`resume=False`)",
        "op": "stream",
        "resume": False,
        "error": "StreamInterruptedError",
        "events": 2,
        "last_state": "TASK_STATE_WORKING",
    },
    "ends_without_final": {
        "doc": "a stream that ends before its final state, every time (resumed until `max_retries` runs out)",  # resumed once (max_retries=1), cut again: retries run out
        "op": "stream",
        "options": {"max_retries": 1},
        "error": "StreamInterruptedError",
        "events": 2,
        "last_state": "TASK_STATE_WORKING",
    },
    "headers_then_silence": {
        "doc": "headers, then silence",
        "op": "stream",
        "options": {"stream_timeout": 0.3},
        "error": "APITimeoutError",
    },
    "drip_line": {
        "doc": "a stream line that never ends, one byte every 50 ms",
        "op": "stream",
        "options": {"stream_timeout": 0.3},
        "error": "APITimeoutError",
    },
    "drip_body": {
        "doc": "a body that drips one byte at a time",
        "op": "get_task",
        "result": "TASK_STATE_WORKING",
    },
    "invalid_json": {"doc": "invalid JSON", "op": "get_task", "error": "UnexpectedResponseError"},
    "html_502": {"doc": "an HTML 502 page", "op": "get_task", "error": "InternalServerError"},
    "wrong_content_type": {
        "doc": "200 with an HTML page for a stream",
        "op": "stream",
        "error": "UnexpectedResponseError",
    },
    "big_event": {"doc": "one 10 MB event", "op": "stream", "events": 3},
    "many_events": {"doc": "100 events of 64 KiB", "op": "stream", "events": 102},
    "keepalives_only": {
        "doc": "only keep-alives (`stream_deadline=0.5`)",
        "op": "stream",
        "options": {"stream_deadline": 0.5},
        "error": "APITimeoutError",
    },
    "retry_after_10000": {
        "doc": "503 with `Retry-After: 10000` (`max_retries=2`)",
        "op": "get_task",
        "options": {"max_retries": 2},
        "error": "InternalServerError",
    },
    "corrupt_gzip": {
        "doc": "a corrupt gzip body",
        "op": "get_task",
        "error": "UnexpectedResponseError",
    },
    "gzip_bomb": {
        "doc": "a gzip bomb (256 MiB of zeros)",
        "op": "get_task",
        # inflating up to the cap is CPU work: on a loaded machine it can outlast QUICK's 3 s,
        # and this row tests the cap, not the timeout
        "options": {"timeout": 15.0},
        "error": "UnexpectedResponseError",
    },
    "non_ascii_key": {
        "doc": "a non-ASCII API key",
        "op": "construct",
        "options": {"api_key": "sk_tëst"},
        "error": "ConfigurationError",
    },
    "space_in_key": {
        "doc": "an API key with a space",
        "op": "construct",
        "options": {"api_key": " sk_test secret"},
        "error": "ConfigurationError",
    },
    "echo_auth": {
        "doc": "an error that repeats the Authorization header",
        "op": "get_task",
        "error": "InvalidArgumentError",
    },
}


def readme_table() -> str:
    """docs/python.md's table of the rows: the fault, and what the caller gets."""
    lines = []
    for row in ROWS.values():
        if "error" in row:
            got = f"`{row['error']}`"
            if "events" in row:
                got += f" after {row['events']} events"
        elif "events" in row:
            got = f"its {row['events']} events"
        else:
            got = "the answer"
        lines.append(f"| {row['doc']} | {got} |")
    return "\n".join(lines) + "\n"


def test_the_readme_shows_the_rows() -> None:
    assert readme_table() in (ROOT / "docs" / "python.md").read_text()


def _texts(error: BaseException) -> str:
    """Everything an error shows: its message, repr, attributes, and the whole traceback with
    its causes."""
    return "\n".join(
        [str(error), repr(error), repr(vars(error)), *traceback.format_exception(error)]
    )


def _run(driver: Driver, row: dict[str, Any]) -> tuple[list[Any], Any, BaseException | None]:
    """(events, result, error) of the row's operation."""
    events: list[Any] = []
    try:
        if row["op"] == "get_task":
            return events, driver.call("get_task", "task-1"), None
        stream = driver.client.send_streaming_message("hi", resume=row.get("resume", True))
        if driver.loop is None:
            with stream:
                events.extend(stream)
        else:

            async def collect() -> None:
                async with stream:
                    async for event in stream:
                        events.append(event)

            driver.loop.run_until_complete(collect())
        return events, None, None
    except BaseException as exc:  # noqa: BLE001 - what the caller gets is the point
        return events, None, exc


def _open_connections(driver: Driver) -> list[Any]:
    pool = driver.client._http._transport._pool
    return [c for c in pool.connections if not (c.is_idle() or c.is_closed())]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("fault", ROWS)
def test_fault(
    fault: str, dialect: str, mode: str, fault_server: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("DEBUG")
    row = ROWS[fault]
    options = {**QUICK, "api_key": KEY, **row.get("options", {})}
    if fault == "refused":
        from servers.faults import closed_port

        root = f"http://127.0.0.1:{closed_port()}"
    else:
        root = f"{fault_server.root}/{fault}"
    if row["op"] == "construct":
        with pytest.raises(ValueError) as caught:
            Driver(dialect, mode, root, **options)
        assert type(caught.value).__name__ == row["error"], caught.value
        assert options["api_key"] not in _texts(caught.value)
        assert options["api_key"].strip() not in _texts(caught.value)
        return
    driver = Driver(dialect, mode, root, **options)
    outcome: list[tuple[list[Any], Any, BaseException | None]] = []
    worker = threading.Thread(target=lambda: outcome.append(_run(driver, row)), daemon=True)
    worker.start()
    worker.join(WATCHDOG)
    assert not worker.is_alive(), f"{fault} hung for {WATCHDOG} s"
    events, result, error = outcome[0]
    try:
        if "error" in row:
            assert error is not None, f"no error; events {len(events)}, result {result!r}"
            assert type(error).__name__ == row["error"], _texts(error)
            assert isinstance(error, (ml.A2AError, ValueError))
            assert KEY not in _texts(error)
        else:
            assert error is None, _texts(error)
        if "events" in row:
            assert len(events) == row["events"]
        if "last_state" in row:
            assert isinstance(error, ml.StreamInterruptedError)
            assert (error.task_id, error.last_state) == ("task-cut-1", row["last_state"])
        if "result" in row:
            assert result.status.state == row["result"]
        if fault != "refused":
            assert error is None or error.url and API_PREFIX in error.url and error.method
        if fault == "refused":
            assert "127.0.0.1" in str(error)  # names the host it could not reach
        if fault == "retry_after_10000":  # above the 60 s cap: the client's own backoff
            assert error.headers["retry-after"] == "10000"
        # The SDK's log lines and its HTTP library's (not httpcore's: its DEBUG trace prints what
        # the server sent).
        ours = [
            r.getMessage()
            for r in caplog.records
            if r.name.split(".")[0] in ("memorylake_a2a", "httpx", "httpx2")
        ]
        assert not [line for line in ours if KEY in line]
        assert _open_connections(driver) == []
        deadline = time.monotonic() + 5
        while fault_server.active and time.monotonic() < deadline:
            time.sleep(0.01)
        assert fault_server.active == 0, "the server still writes to a connection"
    finally:
        driver.close()


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dialect", DIALECTS)
def test_a_gzip_stream_gives_the_events_of_the_stream_sent_as_it_is(
    dialect: str, mode: str, fault_server: Any
) -> None:
    """A stream with no Content-Encoding (or identity) is read below the decoding layers; one
    with gzip is decoded first: both give the same events, cut anywhere."""
    got = {}
    for encoding in ("gzip", "identity"):
        driver = Driver(dialect, mode, f"{fault_server.root}/{encoding}_stream", **QUICK)
        try:
            got[encoding], _, error = _run(driver, {"op": "stream"})
        finally:
            driver.close()
        assert error is None, error
    assert len(got["gzip"]) == 22 and got["gzip"] == got["identity"]
    assert got["gzip"][-1].status.state == "TASK_STATE_COMPLETED"
    assert "\u00e9\u2028" in got["gzip"][5].status.message.parts[0].text
