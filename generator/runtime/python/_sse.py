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
from dataclasses import dataclass

_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class ServerSentEvent:
    data: str
    event: str = "message"
    id: str | None = None
    retry: int | None = None


class SSEDecoder:
    """Feed it the body's bytes as they arrive; it returns each event once its blank line came."""

    def __init__(self) -> None:
        self._text = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending = ""  # an unfinished line
        self._started = False  # the BOM check is done
        self._data: list[str] = []
        self._event = ""
        self._id: str | None = None
        self._retry: int | None = None

    def feed(self, chunk: bytes) -> list[ServerSentEvent]:
        return self._lines(self._text.decode(chunk))

    def close(self) -> list[ServerSentEvent]:
        """The end of the stream: an unfinished event is discarded, as WHATWG says."""
        events = self._lines(self._text.decode(b"", final=True))
        if self._pending.endswith("\r"):
            events += self._lines("\n")
        return events

    def _lines(self, text: str) -> list[ServerSentEvent]:
        if not self._started and text:
            self._started = True
            text = text.removeprefix("\ufeff")
        text = self._pending + text
        # A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        cut = len(text) - 1 if text.endswith("\r") else len(text)
        lines = _LINE_END.split(text[:cut])
        self._pending = lines.pop() + text[cut:]
        events = []
        for line in lines:
            event = self._line(line)
            if event is not None:
                events.append(event)
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
        self._data, self._event = [], ""
        if not data:
            return None
        return ServerSentEvent("\n".join(data), event or "message", self._id, self._retry)
