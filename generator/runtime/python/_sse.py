"""Server-sent events, decoded by the WHATWG rules (html.spec.whatwg.org, "Parsing an event
stream"). Pure: it is fed bytes and returns events, so the sync and async streams share it.

- Lines end in CRLF, LF or a lone CR, and a chunk may end between the CR and the LF.
- Bytes are UTF-8 and a chunk may end inside a character; one leading BOM is dropped.
- Lines that start with ":" are comments (keep-alives); an unknown field is ignored.
- ``data`` lines join with "\\n"; an event with no ``data`` line is never dispatched.
- Only CR and LF end a line: U+2028, U+0085 and friends stay inside the data (unlike
  ``str.splitlines``), since JSON may hold them unescaped.
"""

from __future__ import annotations

import codecs
import re
from typing import NamedTuple

from ._errors import UnexpectedResponseError

_LINE_END = re.compile(r"\r\n|\r|\n")
# The longest line (and event) a stream may send, in characters: a bound on memory, since a
# stream that never ends a line would otherwise grow without end (a gzip bomb, a broken proxy).
MAX_EVENT = 64 * 1024 * 1024


class ServerSentEvent(NamedTuple):  # a tuple: cheaper to make than a frozen dataclass
    data: str
    event: str = "message"
    id: str | None = None
    retry: int | None = None


class SSEDecoder:
    """Feed it the body's bytes as they arrive; it returns each event once its blank line came.
    Linear in the bytes fed: each chunk is split once, and an unfinished line is kept as its
    pieces, joined once it ends. ``lines`` counts the complete lines so far (keep-alives too).
    A line or an event longer than ``max_event`` characters raises UnexpectedResponseError."""

    def __init__(self, max_event: int = MAX_EVENT) -> None:
        self._text = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending: list[str] = []  # the pieces of an unfinished line
        self._pending_size = 0
        self._skip_lf = False  # the last chunk ended in CR: an LF first in the next one is its pair
        self._started = False  # the BOM check is done
        self._max = max_event
        self._data: list[str] = []
        self._data_size = 0
        self._event = ""
        self._id: str | None = None
        self._retry: int | None = None
        self.lines = 0
        self._idle = False  # between events, with no part of a line or character pending

    def feed(self, chunk: bytes) -> list[ServerSentEvent]:
        return self._split(chunk, True)  # type: ignore[return-value]

    def events(self, chunk: bytes) -> list[bytes | ServerSentEvent]:
        """``feed``'s events, but each event of one data line and the default type that follows
        a whole event (the common event of a stream) as its data's bytes, read without decoding
        or splitting its line. The bytes are as they came: ``feed`` replaces invalid UTF-8."""
        # A chunk that is one whole such event (the common chunk when events come as they are
        # made) is told by its ends, without splitting it.
        if self._idle and chunk[:5] == b"data:":
            if chunk[-4:] == b"\r\n\r\n":
                value = chunk[6:-4] if chunk[5] == 32 else chunk[5:-4]  # 32: a space
            elif chunk[-2:] == b"\n\n":
                value = chunk[6:-2] if chunk[5] == 32 else chunk[5:-2]
            else:
                value = b"\n"
            if 10 not in value and 13 not in value and len(value) <= self._max:  # LF, CR
                self.lines += 2
                return [value]
        return self._split(chunk, False)

    def _split(self, chunk: bytes, decode: bool) -> list[bytes | ServerSentEvent]:
        # Events end in a blank line: the chunk is split (once, in C) at the stream's usual one,
        # and each part that is one data line after a whole event is taken as it is. Any other
        # part is read as lines, with the blank line it ended in: the lines see the bytes as
        # they came, so the events are the same however the stream was cut.
        end = b"\r\n\r\n" if b"\r\n\r\n" in chunk else b"\n\n"
        parts = chunk.split(end)
        rest = parts.pop()  # unfinished: the rest of the event, up to the next chunk
        out: list[bytes | ServerSentEvent] = []
        idle, limit, whole = self._idle, self._max, 0
        for part in parts:
            # Slices compared, and ints looked for: cheaper than startswith and a bytes needle.
            if idle and part[:5] == b"data:":
                value = part[6:] if part[5:6] == b" " else part[5:]
                # No byte of a multi-byte UTF-8 character is a CR or an LF: bytes tell lines as
                # text does. The bound is in bytes here: the lines count the characters.
                if 10 not in value and 13 not in value and len(value) <= limit:  # LF, CR
                    whole += 1
                    if decode:
                        text = value.decode("utf-8", errors="replace")
                        out.append(ServerSentEvent(text, "message", self._id, self._retry))
                    else:
                        out.append(value)
                    continue
            out += self._lines(self._text.decode(part + end))
            idle = self._idle
        self.lines += 2 * whole
        if rest:
            out += self._lines(self._text.decode(rest))
        return out

    def close(self) -> list[ServerSentEvent]:
        """The end of the stream: an unfinished line, and event, is discarded, as WHATWG says."""
        return self._lines(self._text.decode(b"", final=True))

    def _lines(self, text: str) -> list[ServerSentEvent]:
        if not self._started and text:
            self._started = True
            text = text.removeprefix("\ufeff")
        if self._skip_lf and text:
            self._skip_lf = False
            text = text.removeprefix("\n")
        if not text:  # a piece of a character (or nothing): no longer between events, then
            self._idle = self._idle and not self._text.getstate()[0]
            return []
        lines = _LINE_END.split(text) if "\r" in text else text.split("\n")
        self._skip_lf = text.endswith("\r")
        rest = lines.pop()  # unfinished: the rest of the line, up to the next chunk
        if lines and self._pending:
            lines[0] = "".join(self._pending) + lines[0]
            self._pending.clear()
            self._pending_size = 0
        if rest:
            self._pending.append(rest)
            self._pending_size += len(rest)
            if self._pending_size > self._max:
                raise UnexpectedResponseError(f"a stream line longer than {self._max} characters")
        self.lines += len(lines)
        events: list[ServerSentEvent] = []
        for line in lines:
            event = self._line(line)
            if event is not None:
                events.append(event)
        self._idle = not (
            self._pending or self._data or self._event or self._skip_lf or self._text.getstate()[0]
        )
        return events

    def _line(self, line: str) -> ServerSentEvent | None:
        if not line:
            return self._dispatch()
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            self._data.append(value)
            self._data_size += len(value)
            if self._data_size > self._max:
                raise UnexpectedResponseError(f"a stream event longer than {self._max} characters")
        elif name == "event":
            self._event = value
        elif name == "id":
            if "\0" not in value:
                self._id = value
        elif name == "retry" and value.isascii() and value.isdigit():
            self._retry = int(value)
        return None

    def _dispatch(self) -> ServerSentEvent | None:
        data, event = self._data, self._event
        self._data, self._event, self._data_size = [], "", 0
        if not data:
            return None
        return ServerSentEvent("\n".join(data), event or "message", self._id, self._retry)
