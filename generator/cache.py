"""A content-addressed cache for the slow, pure steps (black, datamodel-code-generator).

A key is the sha256 of the step's name, its tool's version and its whole input, so a hit gives
exactly the bytes a fresh run would: the cache changes speed, never output. It lives in
$A2A_CODEGEN_CACHE (set it to "off" to disable) or ~/.cache/memorylake-a2a-codegen, a file per
entry, except the entries of a run that started with it empty, one file for all (`pack`); failing
to read or write it only costs time."""

from __future__ import annotations

import contextlib
import hashlib
import json
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


def _path(step: str, key: str) -> tuple[str, str] | None:
    """The cache's root and an entry's name; None when the cache is off."""
    directory = _root()
    if directory is None:
        return None
    return directory, hashlib.sha256(f"{step}\0{key}".encode()).hexdigest()


def cached_value(step: str, key: str) -> str | None:
    where = _path(step, key)
    if where is None:
        return None
    root, name = where
    if _pending is not None and name in _pending:
        return _pending[name]
    value = _packed(root, name)
    if value is not None:
        return value
    try:
        with open(os.path.join(root, name[:2], name), encoding="utf-8") as entry:
            return entry.read()
    except OSError:
        return None


def store_value(step: str, key: str, value: str) -> None:
    where = _path(step, key)
    if where is None:
        return
    root, name = where
    if _pending is not None:
        _pending[name] = value
        return
    write_file(os.path.join(root, name[:2], name), value.encode())


def write_file(path: str, data: bytes) -> bool:
    """Write data at path, or nothing when that fails (only time is lost). Written beside, then
    renamed: readers never see half a file. The temporary name is this thread's (the
    formatter's threads store too); tempfile would cost more to import than a run stores."""
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as file:
            file.write(data)
        os.replace(tmp, path)
        return True
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False


# Packs: a run that starts with an empty cache (a fresh clone) stores each of its ~150 entries,
# and creating a file and a directory for each costs more CPU than the rest of its writing
# (about 0.05 s). Such a run keeps them in memory (`pack`) and writes them as one file at its
# end (`flush`), under packs/: its index (JSON: name -> [start, end] of the value in the bytes
# after it) on the first line, then the values. A later run reads the index of each pack once.
_pending: dict[str, str] | None = None  # name -> value, to be written by `flush`
_forked_at = 0  # in a forked child: how many of _pending its parent had (see `taken`)
_packs: dict[str, dict[str, tuple[str, int, int]]] = {}  # root -> name -> (pack, start, end)
PACKS = "packs"


def pack() -> None:
    """Keep the entries stored from now on in memory, until `flush` writes them."""
    global _pending
    if _pending is None and _root() is not None:
        _pending = {}


def flush() -> None:
    """Write the entries kept since `pack` as one pack, and store directly again."""
    global _pending
    entries, _pending = _pending, None
    root = _root()
    if not entries or root is None:
        return
    index: dict[str, tuple[int, int]] = {}
    values = []
    end = 0
    for name, value in entries.items():
        data = value.encode()
        index[name] = (end, end + len(data))
        values.append(data)
        end += len(data)
    head = json.dumps(index, separators=(",", ":")).encode() + b"\n"
    path = os.path.join(root, PACKS, f"{os.getpid()}-{os.urandom(8).hex()}")
    if not write_file(path, head + b"".join(values)):
        return
    known = _packs.get(root)
    if known is not None:  # this process reads it as any other
        at = len(head)
        known.update({name: (path, at + start, at + stop) for name, (start, stop) in index.items()})


def taken() -> dict[str, str]:
    """In a forked child that runs part of a packing run: the entries it stored, which its
    parent adopts (`adopt`) and writes with its own."""
    if _pending is None:
        return {}
    return dict(list(_pending.items())[_forked_at:])


def adopt(entries: dict[str, str]) -> None:
    """Store a forked child's entries (`taken`)."""
    if _pending is not None:
        _pending.update(entries)


def _forked() -> None:
    global _forked_at
    _forked_at = len(_pending) if _pending is not None else 0


os.register_at_fork(after_in_child=_forked)


def _packed(root: str, name: str) -> str | None:
    """An entry of one of the root's packs (their indexes are read once per process)."""
    known = _packs.get(root)
    if known is None:
        known = _packs[root] = _indexes(os.path.join(root, PACKS))
    if name not in known:
        return None
    path, start, end = known[name]
    try:
        with open(path, "rb") as file:
            file.seek(start)
            data = file.read(end - start)
        return data.decode() if len(data) == end - start else None
    except (OSError, UnicodeDecodeError):
        return None


def _indexes(directory: str) -> dict[str, tuple[str, int, int]]:
    entries: dict[str, tuple[str, int, int]] = {}
    try:
        names = os.listdir(directory)
    except OSError:
        return entries
    for pack in names:
        if pack.endswith(".tmp"):
            continue
        path = os.path.join(directory, pack)
        try:
            with open(path, "rb") as file:
                head = file.readline()
            index = json.loads(head)
            at = len(head)
            entries.update(
                {name: (path, at + start, at + end) for name, (start, end) in index.items()}
            )
        except (OSError, ValueError, TypeError, AttributeError):
            continue  # unreadable or not a pack: only costs time
    return entries
