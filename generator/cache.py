"""A content-addressed cache for the slow, pure steps (black, datamodel-code-generator).

A key is the sha256 of the step's name, its tool's version and its whole input, so a hit gives
exactly the bytes a fresh run would: the cache changes speed, never output. It lives in
$A2A_CODEGEN_CACHE (set it to "off" to disable) or ~/.cache/memorylake-a2a-codegen; failing to
read or write it only costs time."""

from __future__ import annotations

import hashlib
import os
import re
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path


@cache
def tool_version(distribution: str) -> str:
    """A distribution's installed version, as importlib.metadata finds it (the first match on
    sys.path), read from its .dist-info directory's name: importing importlib.metadata and parsing
    the metadata files costs more than the rest of a no-op run."""
    wanted = _normalized(distribution)
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if dot and kind in ("dist-info", "egg-info"):
                project, _, version = stem.partition("-")
                if _normalized(project) == wanted:
                    if kind == "dist-info" and version:
                        return version
                    from importlib.metadata import version as read  # noqa: PLC0415

                    return read(distribution)  # an egg-info: its version is inside
    from importlib.metadata import version as read  # noqa: PLC0415

    return read(distribution)  # raises PackageNotFoundError, as before


def _normalized(project: str) -> str:
    return re.sub(r"[-_.]+", "_", project).lower()


def cache_directory(part: str = "") -> Path | None:
    """Where the cache (or one part of it) lives; None when it is off."""
    setting = os.environ.get("A2A_CODEGEN_CACHE")
    if setting == "off":
        return None
    root = (
        Path(setting)
        if setting
        else (
            Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
            / "memorylake-a2a-codegen"
        )
    )
    return root / part if part else root


def cached(step: str, tool: str, source: str, produce: Callable[[], str]) -> str:
    """produce(), or what it gave before for the same step, tool version and source."""
    key = f"{step}\0{tool}\0{tool_version(tool)}\0{source}"
    value = cached_value(step, key)
    if value is None:
        value = produce()
        store_value(step, key, value)
    return value


def _path(step: str, key: str) -> Path | None:
    directory = cache_directory()
    if directory is None:
        return None
    name = hashlib.sha256(f"{step}\0{key}".encode()).hexdigest()
    return directory / name[:2] / name


def cached_value(step: str, key: str) -> str | None:
    path = _path(step, key)
    try:
        return path.read_text(encoding="utf-8") if path else None
    except OSError:
        return None


def store_value(step: str, key: str, value: str) -> None:
    path = _path(step, key)
    if path is None:
        return
    import tempfile  # noqa: PLC0415 (only a miss writes)

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=path.parent, delete=False
        ) as tmp:
            tmp.write(value)
        os.replace(tmp.name, path)  # readers never see half an entry
    except OSError:
        pass
