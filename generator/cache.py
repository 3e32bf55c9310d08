"""A content-addressed cache for the slow, pure steps (black, datamodel-code-generator).

A key is the sha256 of the step's name, its tool's version and its whole input, so a hit gives
exactly the bytes a fresh run would: the cache changes speed, never output. It lives in
$A2A_CODEGEN_CACHE (set it to "off" to disable) or ~/.cache/memorylake-a2a-codegen; failing to
read or write it only costs time."""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import Callable
from functools import cache
from importlib.metadata import version
from pathlib import Path


@cache
def tool_version(distribution: str) -> str:
    return version(distribution)


def _directory() -> Path | None:
    setting = os.environ.get("A2A_CODEGEN_CACHE")
    if setting == "off":
        return None
    if setting:
        return Path(setting)
    return (
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "memorylake-a2a-codegen"
    )


def cached(step: str, tool: str, source: str, produce: Callable[[], str]) -> str:
    """produce(), or what it gave before for the same step, tool version and source."""
    directory = _directory()
    if directory is None:
        return produce()
    key = hashlib.sha256(f"{step}\0{tool}\0{tool_version(tool)}\0{source}".encode()).hexdigest()
    path = directory / key[:2] / key
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        pass
    value = produce()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=path.parent, delete=False
        ) as tmp:
            tmp.write(value)
        os.replace(tmp.name, path)  # readers never see half an entry
    except OSError:
        pass
    return value
