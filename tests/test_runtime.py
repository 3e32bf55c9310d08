"""The runtime (generator/runtime/): the code that does not vary with the spec, kept as ordinary
source and copied into every generated package as it is (its comments' $LOG_ENV naming the
package's log variable). Checked here as source: the sync I/O is
exactly what generator/unasync.py derives from the async I/O, the TypeScript runtime passes
tsc --strict against stubs of the generated modules it imports, and the units work (the SSE
decoders in test_sse.py and tests/typescript/wire.test.ts). mypy --strict, ruff and black check
the Python runtime with the rest of generator/ (test_generated_quality.py), against .pyi stubs."""

from __future__ import annotations

import email.utils
import json
import re
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from a2a_codegen import unasync
from a2a_codegen.output.render import BANNER, LOG_ENV_MARK
from conftest import FIXTURES, GENERATED, ROOT, RUNTIME, runtime_module
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for


def test_the_sync_io_is_derived_exactly_from_the_async_io() -> None:
    sync = unasync.TARGET.read_text()
    assert unasync.derive(unasync.SOURCE.read_text()) == sync
    assert "await" not in sync and "async " not in sync and "aclose" not in sync


def test_the_derivation_follows_an_edit_of_the_async_source() -> None:
    edited = unasync.SOURCE.read_text().replace(
        "await asyncio.sleep(delay)", "await asyncio.sleep(delay / 2)"
    )
    assert "            time.sleep(delay / 2)\n" in unasync.derive(edited)


def test_every_package_carries_the_runtime_as_it_is() -> None:
    """As it is, but for the comments' LOG_ENV_MARK, which names the tree's log variable."""
    sources = {
        **{p: "python" for p in (RUNTIME / "python").glob("*.py")},
        **{p: "typescript" for p in (RUNTIME / "typescript").glob("*.ts")},
    }
    trees = [GENERATED, *sorted((FIXTURES / "expected").iterdir())]
    for tree in trees:
        (spec,) = (tree / "python").rglob("_spec.py")
        found = re.search(r"^LOG_ENV = ['\"](\w+)['\"]", spec.read_text(), re.M)
        assert found, spec
        for source, target in sources.items():
            if source.name.endswith(".d.ts"):
                continue  # a stub of a generated module
            (copy,) = (tree / target).rglob(source.name)
            banner, _, text = copy.read_text().partition("\n\n")
            assert text == source.read_text().replace(LOG_ENV_MARK, found[1]), copy
            assert banner in (f"# {BANNER}", f"// {BANNER}"), copy


def test_the_typescript_runtime_type_checks_as_source(tmp_path: Path) -> None:
    """tsc with the generated package's own tsconfig (strict), on the runtime's files and the
    stubs (.d.ts) of the generated modules they import."""
    config = tmp_path / "tsconfig.json"
    config.write_text(
        json.dumps(
            {
                "extends": str(GENERATED / "typescript" / "tsconfig.json"),
                "compilerOptions": {"noEmit": True, "rootDir": str(RUNTIME / "typescript")},
                "include": [str(RUNTIME / "typescript" / "*.ts")],
            }
        )
    )
    tsc = ROOT / "node_modules" / ".bin" / "tsc"
    result = subprocess.run(
        [str(tsc), "-p", str(config), "--listFilesOnly"], capture_output=True, text=True
    )
    listed = {Path(line).name for line in result.stdout.splitlines()}
    assert {"http.ts", "spec.d.ts", "sse.ts"} <= listed, result.stdout
    result = subprocess.run([str(tsc), "-p", str(config)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_an_error_answer_gets_the_class_the_tables_name() -> None:
    errors = runtime_module("_errors")

    class Gone(errors.APIStatusError):
        pass

    class Busy(errors.APIStatusError):
        pass

    class Down(errors.APIStatusError):
        pass

    class Odd(errors.JSONRPCError):
        pass

    errors.register_error_classes(
        by_error_code={"GONE": Gone, "DOWN": Down},
        by_status={410: Gone},
        by_status_class={5: Busy},
        by_jsonrpc_code={-32099: Odd},
    )
    mapped = errors.error_from_status(410, {"message": "gone", "error_code": "GONE"})
    assert type(mapped) is Gone and mapped.message == "gone" and mapped.error_code == "GONE"
    status = {"error": {"code": 503, "message": "m", "details": [{"reason": "DOWN"}]}}
    assert type(errors.error_from_status(503, status)) is Down
    # An unknown code gets its status's class, then its hundred's, then the base class.
    assert type(errors.error_from_status(410, {"error_code": "ELSE"})) is Gone
    assert type(errors.error_from_status(503, {"error_code": "ELSE"})) is Busy
    assert type(errors.error_from_status(418, "<html>")) is errors.APIStatusError
    assert type(errors.error_from_jsonrpc({"code": -32099, "message": "m"})) is Odd
    unknown = errors.error_from_jsonrpc("not an object")
    assert type(unknown) is errors.JSONRPCError and unknown.code == 0


def test_retry_after_takes_seconds_or_a_date_up_to_its_cap() -> None:
    client = runtime_module("_client")
    after = client._retry_after
    assert after(httpx.Headers({"retry-after": "2.5"})) == 2.5
    assert after(httpx.Headers({"retry-after": "-3"})) == 0.0
    assert after(httpx.Headers({"retry-after": str(client.RETRY_AFTER_MAX + 1)})) is None
    date = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 28 <= (after(httpx.Headers({"retry-after": date})) or 0) <= 30
    assert after(httpx.Headers({"retry-after": "soon"})) is None
    assert after(httpx.Headers()) is None


def test_events_stop_at_the_last_and_raise_an_error_frame() -> None:
    client, sse = runtime_module("_client"), runtime_module("_sse")
    errors = runtime_module("_errors")
    events = client.Events(lambda body: body["n"], lambda n: n == 2)
    frames = [sse.ServerSentEvent(json.dumps({"n": n})) for n in (1, 2, 3)]
    assert list(events.parse(frames)) == [1, 2] and events.done
    error = sse.ServerSentEvent(json.dumps({"jsonrpc": "2.0", "error": {"code": -1}}), "error")
    with pytest.raises(errors.JSONRPCError):
        list(client.Events(lambda body: body, lambda _: False).parse([error, frames[0]]))
    with pytest.raises(errors.UnexpectedResponseError):
        list(events.parse([sse.ServerSentEvent("{not json")]))


def test_json_paths() -> None:
    wire = runtime_module("_wire")
    obj = {"a": {"b": 1, "c": 2}, "d": 3}
    assert wire.get_path(obj, ("a", "b")) == 1 and not wire.has_path(obj, ("a", "x"))
    assert wire.without(obj, (("a", "b"), ("a", "c"))) == {"d": 3}
    assert wire.without(obj, (("a", "b"),)) == {"a": {"c": 2}, "d": 3}
    target: dict[str, object] = {}
    wire.set_path(target, ("x", "y"), 1)
    assert target == {"x": {"y": 1}}


def test_jsonrpc_envelopes() -> None:
    wire, errors = runtime_module("_wire"), runtime_module("_errors")
    assert wire.jsonrpc_request(7, "m/x", {"p": 1}) == {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "m/x",
        "params": {"p": 1},
    }
    assert wire.unwrap_jsonrpc({"jsonrpc": "2.0", "id": 7, "result": {"r": 1}}) == {"r": 1}
    with pytest.raises(errors.JSONRPCError) as raised:
        wire.unwrap_jsonrpc({"jsonrpc": "2.0", "id": 7, "error": {"code": -5, "message": "no"}})
    assert raised.value.code == -5 and raised.value.message == "no"
    with pytest.raises(errors.UnexpectedResponseError):
        wire.unwrap_jsonrpc({"jsonrpc": "2.0", "id": 7})


VALID_EVENTS = [
    '{"statusUpdate": {"taskId": "t", "contextId": "c", "status": {"state": "TASK_STATE_WORKING"}}}',
    '{"task": {"id": "t", "status": {"state": "TASK_STATE_SUBMITTED"}}, "unknown": 1}',
    '{"artifactUpdate": {"taskId": "t", "contextId": "c", "artifact": {"artifactId": "a",'
    ' "parts": [{"text": "x"}]}, "append": true, "extra": [1]}, "unknown": {}}',
    '{"message": {"role": "ROLE_AGENT", "parts": [{"text": "\\u2028"}]}}',
]
OTHER_EVENTS = [
    '{"task": {"id": "t", "status": {"state": "TASK_STATE_SUBMITTED"}}, "message": 1}',
    '{"task": null}',
    '{"statusUpdate": {"taskId": "t"}}',
    '{"unknown": {}}',
    "[]",
]


@pytest.mark.parametrize("text", VALID_EVENTS + OTHER_EVENTS)
@pytest.mark.parametrize("transport", ["rest", "jsonrpc"])
def test_an_event_read_from_its_text_is_the_event_the_long_way_reads(
    transport: str, text: str
) -> None:
    """_wire.FromJSON, the v1.0 streams' shortcut, gives what json.loads and the dialect's parse
    function give, or None (and the long way then raises), never another answer."""
    from memorylake_a2a import A2AError, v1_0
    from memorylake_a2a._wire import FROM_JSON

    wire = getattr(v1_0, transport)
    data = f'{{"jsonrpc": "2.0", "id": 1, "result": {text}}}' if transport == "jsonrpc" else text
    texts = [data, "{not json"]
    if transport == "jsonrpc":
        texts += [f'{{"id": 1, "result": {text}, "error": {{"code": -32001}}}}', '{"id": 1}']
    shortcut = FROM_JSON[wire.parse_send_streaming_message]
    for data in texts:
        fast = shortcut(data)
        try:
            slow = wire.parse_send_streaming_message(json.loads(data))
        except (ValueError, A2AError):
            assert fast is None, data
            continue
        if text in VALID_EVENTS and data != "{not json":
            assert fast is not None, data  # the shortcut reads the common events
        assert fast is None or (fast == slow and type(fast) is type(slow)), data


def stream_chunks(wrap: Callable[[str], str]) -> list[bytes]:
    """Chunks of a v1.0 stream, each a whole event (read from its bytes) or not (read line by
    line); wrap(text) is an event's data on the wire."""
    valid = [wrap(text).encode() for text in VALID_EVENTS]
    multi_line = wrap('{"statusUpdate":\n' + VALID_EVENTS[0].partition(":")[2]).encode()
    return [
        b"\xef\xbb\xbfdata: " + valid[0] + b"\r\n\r\n",  # a BOM: never the shortcut
        b"data: " + valid[2] + b"\r\n\r\n",
        b": ping\r\n\r\n",
        b"data:" + valid[1] + b"\n\n",
        b"id: 7\nretry: 20\n\n",
        b"data: " + valid[0] + b"\r\r",  # lone CRs
        b"data: " + multi_line.replace(b"\n", b"\ndata:")[:30],  # cut inside a line
        multi_line.replace(b"\n", b"\ndata:")[30:] + b"\r\n",
        b"\r\n",
        b"data: " + valid[3].replace(b"\\u2028", "\u5317\u4eac".encode()) + b"\n\n",
        b"data: " + valid[3].replace(b"\\u2028", b"\xff") + b"\n\n",  # invalid UTF-8
        b"data: " + valid[0][:20],
        valid[0][20:] + b"\r",  # a chunk that ends between the CR and the LF
        b"\n\r\n",
        b"data: " + wrap(OTHER_EVENTS[0]).encode() + b"\n\n",
        b"data: " + valid[2] + b"\n\n",
    ]


@pytest.mark.parametrize("transport", ["rest", "jsonrpc"])
def test_a_stream_read_chunk_by_chunk_is_the_stream_read_line_by_line(transport: str) -> None:
    """The stream reader's shortcut (a chunk that is one whole event is read from its bytes)
    gives the events, and counts the lines, that the decoder's general path gives when the
    same bytes come as one piece, or byte by byte."""
    from memorylake_a2a import v1_0
    from memorylake_a2a._client import Progress, SSEDecoder, StreamReader

    wire = getattr(v1_0, transport)
    if transport == "jsonrpc":
        chunks = stream_chunks(lambda text: f'{{"jsonrpc": "2.0", "id": 1, "result": {text}}}')
    else:
        chunks = stream_chunks(lambda text: text)
    body = b"".join(chunks)

    def read(pieces: list[bytes]) -> tuple[list[object], int]:
        reader = StreamReader(
            wire.parse_send_streaming_message, lambda _: False, Progress(), None, None
        )
        events = [e for piece in pieces for e in reader.feed(piece)] + list(reader.close())
        return events, reader._decoder.lines

    decoder = SSEDecoder()
    # which chunks take the shortcut: their event comes as its bytes
    whole = [[type(e) for e in decoder.events(raw)] == [bytes] for raw in chunks]
    assert whole == [False, True, False, True, *[False] * 5, True, True, *[False] * 3, True, True]
    fast, lines = read(chunks)
    assert len(fast) == 10 and lines == 26
    assert "\u5317\u4eac" in str(fast[5]) and "\ufffd" in str(fast[6])  # invalid UTF-8 replaced
    for pieces in ([body], [body[i : i + 1] for i in range(len(body))]):
        assert read(pieces) == (fast, lines)
        assert [type(e) for e in read(pieces)[0]] == [type(e) for e in fast]


def test_a_chunk_of_many_events_is_parsed_an_event_at_a_time() -> None:
    """A read may hold hundreds of events: each is parsed when the stream asks for it, so only
    the one in hand is alive (parsed all at once, the garbage collector would keep promoting
    them all, at a cost of a third of the stream's time)."""
    from memorylake_a2a import v1_0
    from memorylake_a2a._client import Progress, StreamReader

    parse = v1_0.rest.parse_send_streaming_message
    reader = StreamReader(parse, lambda _: False, Progress(), None, None)
    validate, parsed = reader._from_json, []

    def counted(data: bytes) -> object:
        parsed.append(data)
        return validate(data)

    reader._from_json = counted
    assert not list(reader.feed(b": the first event of a stream is read as lines\r\n\r\n"))
    block = f"data: {VALID_EVENTS[0]}\r\n\r\n".encode() * 100
    events = iter(reader.feed(block))
    assert next(events) is not None and len(parsed) == 1
    assert len(list(events)) == 99 and len(parsed) == 100
