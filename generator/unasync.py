"""Derive the sync I/O module of the Python runtime from its async source, as httpcore does
(scripts/unasync.py there): the two differ only in spelling (``await``, ``async for``,
``aclose``...), so one is written and the other computed, and a test checks that the committed
sync file is exactly what this derivation gives.

    python -m a2a_codegen.unasync          # rewrite generator/runtime/python/_sync_client.py
    python -m a2a_codegen.unasync --check  # exit 1 if it is not up to date

The derivation substitutes whole words, then lets ruff drop the imports it made unused and sort
the rest, and black format the result as it formats generated Python (ruff, a test dependency, is needed
only here, when the runtime is edited)."""

from __future__ import annotations

import re
import subprocess
import sys

from .output.formatting import format_python
from .paths import RUNTIME

SOURCE = RUNTIME / "python" / "_async_client.py"
TARGET = RUNTIME / "python" / "_sync_client.py"

# Whole words (or phrases) of the async source and their sync spelling.
SUBSTITUTIONS = {
    "``_sync_client.py`` is derived from this file by ``python -m a2a_codegen.unasync``: edit this one.": (
        "Derived from ``_async_client.py`` by ``python -m a2a_codegen.unasync``: do not edit."
    ),
    "The asyncio I/O": "The blocking I/O",
    "\nasyncio is imported where a retry waits: the blocking client imports this module too.": "",
    "AsyncAPIClient": "SyncAPIClient",
    "AsyncStream": "Stream",
    "httpx.AsyncClient": "httpx.Client",
    "httpx.AsyncBaseTransport": "httpx.BaseTransport",
    "handle_async_request": "handle_request",
    "AsyncIterator": "Iterator",
    "AsyncIterable": "Iterable",
    "async def": "def",
    "async for": "for",
    "async with": "with",
    "await": "",
    "__aiter__": "__iter__",
    "__aenter__": "__enter__",
    "__aexit__": "__exit__",
    "aclose": "close",
    "aread": "read",
    "aiter_bytes": "iter_bytes",
    "aiter_raw": "iter_raw",
    "import asyncio": "import time",
    "asyncio.sleep": "time.sleep",
}
_WORDS = re.compile(
    "|".join(rf"(?<!\w){re.escape(k)}(?!\w) ?" for k in sorted(SUBSTITUTIONS, key=len)[::-1])
)
_AWAITABLE = re.compile(r"\bAwaitable\[([\w.]+)\]")


def _substitute(match: re.Match[str]) -> str:
    word = match.group(0)
    replacement = SUBSTITUTIONS[word.rstrip(" ")]
    return replacement + (" " if word.endswith(" ") and replacement else "")


def derive(source: str) -> str:
    text = _AWAITABLE.sub(r"\1", _WORDS.sub(_substitute, source))
    ruff = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--isolated", "--select", "I,F401", "--fix"]
        + ["--quiet", "--stdin-filename", TARGET.name, "-"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    if ruff.returncode not in (0, 1):
        raise RuntimeError(ruff.stderr)
    return format_python(ruff.stdout, TARGET.name)


def main(argv: list[str]) -> int:
    derived = derive(SOURCE.read_text())
    if "--check" in argv:
        if TARGET.read_text() == derived:
            return 0
        print(f"{TARGET} is not derived from {SOURCE.name}: run python -m a2a_codegen.unasync")
        return 1
    TARGET.write_text(derived)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
