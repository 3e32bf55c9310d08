"""The SSE decoder against the WHATWG rules, fed every way a network can cut a stream: the same
bytes in one piece, byte by byte, and split at every position must give the same events. It is
tested as source (generator/runtime/python/_sse.py); the generated packages carry it as it is."""

from __future__ import annotations

import pytest
from conftest import runtime_module

_sse = runtime_module("_sse")
ServerSentEvent, SSEDecoder = _sse.ServerSentEvent, _sse.SSEDecoder


def decode(*chunks: bytes) -> list[ServerSentEvent]:
    decoder = SSEDecoder()
    events = [e for chunk in chunks for e in decoder.feed(chunk)]
    return events + decoder.close()


def every_split(body: bytes) -> list[list[ServerSentEvent]]:
    """The events of body fed whole, byte by byte, and cut in two at every position."""
    feeds = [(body,), tuple(body[i : i + 1] for i in range(len(body)))]
    feeds += [(body[:i], body[i:]) for i in range(1, len(body))]
    return [decode(*feed) for feed in feeds]


CASES = {
    "LF": (b'data: {"a": 1}\n\n', [ServerSentEvent('{"a": 1}')]),
    "CRLF": (
        b"data: one\r\n\r\ndata: two\r\n\r\n",
        [ServerSentEvent("one"), ServerSentEvent("two")],
    ),
    "lone CR": (b"data: one\r\rdata: two\r\r", [ServerSentEvent("one"), ServerSentEvent("two")]),
    "mixed line ends": (b"data: a\r\ndata: b\rdata: c\n\r\n", [ServerSentEvent("a\nb\nc")]),
    "multi-line data": (b'data: {\ndata:  "k": 1\ndata: }\n\n', [ServerSentEvent('{\n "k": 1\n}')]),
    "comments and keep-alives": (
        b": ping - 2026-11-29 00:00:00\r\n\r\n:\n\ndata: x\n: inside\n\n",
        [ServerSentEvent("x")],
    ),
    "leading BOM": (b"\xef\xbb\xbfdata: x\n\n", [ServerSentEvent("x")]),
    "only the first BOM": (
        b"\xef\xbb\xbfdata: \xef\xbb\xbfx\n\n",
        [ServerSentEvent("\ufeffx")],
    ),
    "U+2028 and U+0085 stay in the data": (
        'data: {"t": "a\u2028b\u0085c"}\n\n'.encode(),
        [ServerSentEvent('{"t": "a\u2028b\u0085c"}')],
    ),
    "multi-byte UTF-8": ("data: 北京 ✓ 😀\n\n".encode(), [ServerSentEvent("北京 ✓ 😀")]),
    "an event without data is not dispatched": (
        b"event: error\n\nid: 7\n\ndata: x\n\n",
        [ServerSentEvent("x", id="7")],
    ),
    "empty data is dispatched": (b"data\n\ndata:\n\n", [ServerSentEvent(""), ServerSentEvent("")]),
    "event, id and retry": (
        b"event: error\nid: 42\nretry: 1500\ndata: {}\n\ndata: next\n\n",
        [ServerSentEvent("{}", "error", "42", 1500), ServerSentEvent("next", id="42", retry=1500)],
    ),
    "no space after the colon, one space removed": (
        b"data:x\ndata:  y\n\n",
        [ServerSentEvent("x\n y")],
    ),
    "unknown fields and a bad retry are ignored": (
        b"foo: bar\nretry: soon\ndata: x\n\n",
        [ServerSentEvent("x")],
    ),
    "an unfinished event at the end is dropped": (b"data: x\n\ndata: cut", [ServerSentEvent("x")]),
    "a final CR ends the blank line": (b"data: x\r\r", [ServerSentEvent("x")]),
}


@pytest.mark.parametrize("body, expected", CASES.values(), ids=CASES.keys())
def test_decoder(body: bytes, expected: list[ServerSentEvent]) -> None:
    for events in every_split(body):
        assert events == expected


def data(events: list[bytes | ServerSentEvent]) -> list[str]:
    """What the streams read of events (SSEDecoder.events): each one's data, as text."""
    return [e.decode("utf-8", "replace") if isinstance(e, bytes) else e.data for e in events]


@pytest.mark.parametrize(
    "body", [body for body, _ in CASES.values()] + [b"data: a\n\n\xc3data: x\n\n"]
)
def test_the_streams_events_are_the_decoders_however_the_body_is_cut(body: bytes) -> None:
    """SSEDecoder.events, the streams' path, with its shortcuts (a chunk that is one whole event;
    an event of one data line as its bytes): the data that `feed` gives, cut anywhere. The last
    body: a read that ends inside a character, right after an event."""
    expected = [e.data for e in decode(body)]
    feeds = [(body,), tuple(body[i : i + 1] for i in range(len(body)))]
    feeds += [(body[:i], body[i:]) for i in range(1, len(body))]
    for feed in feeds:
        decoder = SSEDecoder()
        events = [e for chunk in feed for e in decoder.events(chunk)]
        assert data(events + decoder.close()) == expected, feed


def test_invalid_utf8_is_replaced_not_raised() -> None:
    assert decode(b"data: \xff\n\n") == [ServerSentEvent("\ufffd")]


def test_one_event_per_chunk_decodes_as_the_whole_body() -> None:
    """A chunk that is one whole event takes a shortcut; it must give what the lines give."""
    chunks = [
        b": hello\n\n",
        b"data: first\n\n",
        b"data:no space\r\n\r\n",
        b"data:  two spaces\n\n",
        b"id: 9\nretry: 20\n\n",
        b"data: after id\r\n\r\n",
        b"event: error\n",
        b"data: typed\n\n",
        b"data: a\rb\n\n",
        b"data: cr\r",
        b"\ndata: x\n\n",
        b"data: \r\n\n",
        b"data: \xe2\x9c",
        b"\x93\n\n",
        b": ping\r\n\r\n",
        b"data: last\n\n",
    ]
    whole, split = SSEDecoder(), SSEDecoder()
    events = [e for chunk in chunks for e in split.feed(chunk)]
    assert events == whole.feed(b"".join(chunks)) and split.lines == whole.lines
    assert ServerSentEvent("after id", id="9", retry=20) in events
    assert ServerSentEvent("typed", "error", "9", 20) in events


def test_an_event_longer_than_the_bound_raises() -> None:
    decoder = SSEDecoder(max_event=8)
    decoder.feed(b": start\n\n")
    assert decoder.feed(b"data: 12345678\n\n")
    with pytest.raises(_sse.UnexpectedResponseError):
        decoder.feed(b"data: 123456789\n\n")
