"""A content-addressed cache for the slow, pure steps (black, datamodel-code-generator).

A key is the sha256 of the step's name, its tool's version and its whole input, so a hit gives
exactly the bytes a fresh run would: the cache changes speed, never output. It lives in
$A2A_CODEGEN_CACHE (set it to "off" to disable) or ~/.cache/memorylake-a2a-codegen; failing to
read or write it only costs time."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sys
import threading
from collections.abc import Callable
from functools import cache
from pathlib import Path

from generator.errors import UsageError


@cache
def tool_version(distribution: str) -> str:
    """A distribution's installed version, as importlib.metadata finds it (the first match on
    sys.path), read from its .dist-info directory's name: importing importlib.metadata and parsing
    the metadata files costs more than the rest of a no-op run. One that is not installed is a
    UsageError (the generator was run by a Python without its dependencies)."""
    wanted = _normalized(distribution)
    for entry in sys.path:
        names = _listing(entry or ".")
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if dot and kind in ("dist-info", "egg-info"):
                project, _, version = stem.partition("-")
                if _normalized(project) == wanted:
                    if kind == "dist-info" and version:
                        return version
                    found = _egg_info_version(os.path.join(entry or ".", name))
                    if found:
                        return found
                    from importlib.metadata import version as read  # noqa: PLC0415

                    return read(distribution)
    from importlib.metadata import PackageNotFoundError  # noqa: PLC0415
    from importlib.metadata import version as read  # noqa: PLC0415

    try:
        return read(distribution)
    except PackageNotFoundError:  # this Python lacks one of the generator's dependencies
        raise UsageError(
            f"{distribution} is not installed for {sys.executable}; install the generator with"
            ' its dependencies: pip install -e "path/to/memorylake-a2a-codegen"'
        ) from None


@cache
def _listing(directory: str) -> tuple[str, ...]:
    """A directory's names (none when it cannot be listed), listed once for every tool."""
    try:
        return tuple(os.listdir(directory))
    except OSError:
        return ()


def _egg_info_version(directory: str) -> str | None:
    """The Version header of an .egg-info directory's PKG-INFO (what importlib.metadata reads:
    an editable install run from its project's root finds this one first), or None."""
    try:
        with open(os.path.join(directory, "PKG-INFO"), encoding="utf-8") as info:
            for line in info:
                if not line.strip():
                    break  # the headers end
                field, colon, value = line.partition(":")
                if colon and field.strip().lower() == "version":
                    return value.strip() or None
    except (OSError, UnicodeDecodeError):
        pass
    return None


def _normalized(project: str) -> str:
    return re.sub(r"[-_.]+", "_", project).lower()


def cache_directory(part: str = "") -> Path | None:
    """Where the cache (or one part of it) lives; None when it is off."""
    root = _root()
    if root is None:
        return None
    return Path(root, part) if part else Path(root)


def _root() -> str | None:
    """cache_directory() as a string: each cache entry's path starts with it, and pathlib would
    cost more than reading the entry."""
    setting = os.environ.get("A2A_CODEGEN_CACHE")
    if setting == "off":
        return None
    if setting:
        return setting
    home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(home, "memorylake-a2a-codegen")


def empty() -> bool:
    """Whether the cache is off or holds nothing yet (a fresh clone): a run will do every slow
    step, so starting their tools early cannot be wasted."""
    directory = _root()
    if directory is None:
        return True
    try:
        with os.scandir(directory) as entries:
            return next(entries, None) is None
    except FileNotFoundError:
        return True
    except OSError:  # unreadable: do not guess
        return False


def cached(step: str, tool: str, source: str, produce: Callable[[], str]) -> str:
    """produce(), or what it gave before for the same step, tool version and source."""
    key = f"{step}\0{tool}\0{tool_version(tool)}\0{source}"
    value = cached_value(step, key)
    if value is None:
        value = produce()
        store_value(step, key, value)
    return value


def _path(step: str, key: str) -> str | None:
    directory = _root()
    if directory is None:
        return None
    name = hashlib.sha256(f"{step}\0{key}".encode()).hexdigest()
    return os.path.join(directory, name[:2], name)


def cached_value(step: str, key: str) -> str | None:
    path = _path(step, key)
    if path is None:
        return None
    try:
        with open(path, encoding="utf-8") as entry:
            return entry.read()
    except OSError:
        return None


def store_value(step: str, key: str, value: str) -> None:
    path = _path(step, key)
    if path is None:
        return
    # Written beside, then renamed: readers never see half an entry. The name is this thread's
    # (the formatter's threads store too); tempfile would cost more to import than a run stores.
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as entry:
            entry.write(value)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
