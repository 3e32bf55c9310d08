"""What a template read while it rendered: the IR's top-level attributes (IR records each read
while a recording is on) and the environment's globals (render.py's context records them).
render.py keeps each rendered file in the cache under a key made of these values, so a spec
edit renders again only the files that read what it changed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

Read = tuple[str, int, str]  # ("ir", id of the IR, attribute) or ("global", 0, name)

current: set[Read] | None = None  # the reads of the render in progress, if one is recorded


@contextmanager
def recording() -> Iterator[set[Read]]:
    """Record the reads of the block (renders do not nest)."""
    global current  # noqa: PLW0603 (IR.__getattribute__ reads it: one module attribute, fast)
    seen: set[Read] = set()
    current = seen
    try:
        yield seen
    finally:
        current = None
