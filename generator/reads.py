"""What a template read while it rendered: the IR's top-level attributes (IR records each read
while a recording is on), the attributes of the IR's parts that say so (`noted`), and the
environment's globals (render.py's context records them).
render.py keeps each rendered file in the cache under a key made of these values, so a spec
edit renders again only the files that read what it changed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

# ("ir", id of the IR, attribute), ("part", id of an IR part, attribute) or ("global", 0, name)
Read = tuple[str, int, str]

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


def noted(kind: str) -> Any:
    """A __getattribute__ that notes each read of the object's attributes as (kind, id, name)
    while a recording is on."""

    def __getattribute__(self: object, name: str) -> Any:
        seen = current
        if seen is not None:
            seen.add((kind, id(self), name))
        return object.__getattribute__(self, name)

    return __getattribute__
