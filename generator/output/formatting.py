"""black, the Python target's formatter. black is pinned (the golden files depend on its exact
output) and slow, so each file's formatted text is kept in the content cache, keyed by the
unformatted text and black's version: a file whose code did not change is not formatted again."""

from __future__ import annotations

from ..cache import cached
from ..errors import UsageError

LINE_LENGTH = 100


def format_python(source: str, name: str) -> str:
    """black's output for one file (cached); a broken custom template is a UsageError."""
    return cached(
        f"black line-length={LINE_LENGTH} py310", "black", source, lambda: _black(source, name)
    )


def _black(source: str, name: str) -> str:
    import black  # noqa: PLC0415 (slow to import; a cache hit never needs it)
    from black.mode import Mode, TargetVersion  # noqa: PLC0415
    from black.parsing import InvalidInput  # noqa: PLC0415

    mode = Mode(line_length=LINE_LENGTH, target_versions={TargetVersion.PY310})
    try:
        return black.format_str(source, mode=mode)
    except InvalidInput as exc:
        raise UsageError(f"{name}: a template rendered invalid Python: {exc}") from None
