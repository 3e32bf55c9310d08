"""A content-addressed cache for the slow, pure steps (black, datamodel-code-generator).

A key is the sha256 of the step's name, its tool's version and its whole input, so a hit gives
exactly the bytes a fresh run would: the cache changes speed, never output. It lives in
$A2A_CODEGEN_CACHE (set it to "off" to disable) or ~/.cache/memorylake-a2a-codegen, a file per
entry; failing to read or write it only costs time."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import re
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

from .errors import UsageError


@cache
def tool_version(distribution: str) -> str:
    """A distribution's installed version; one that is not installed is a UsageError (the
    generator was run by a Python without its dependencies). The standard library's
    importlib.metadata reads it; importing that costs a third of a no-op run, so the version is
    first read from the name of the .dist-info directory beside the tool's package, as pip
    installs it (PEP 427: `{name}-{version}.dist-info`, the name normalized)."""
    wanted = re.sub(r"[-_.]+", "_", distribution).lower()
    module = importlib.util.find_spec(MODULES.get(wanted, wanted))
    if module is not None and module.origin:
        site = Path(module.origin).parent.parent
        for info in site.glob("*.dist-info"):
            name, _, version = info.name.removesuffix(".dist-info").partition("-")
            if re.sub(r"[-_.]+", "_", name).lower() == wanted and version:
                return version
    from importlib import metadata  # noqa: PLC0415 (an install of another layout)

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        raise UsageError(
            f"{distribution} is not installed for {sys.executable}; install the generator with"
            ' its dependencies: pip install "path/to/memorylake-a2a-codegen"'
        ) from None


# The module of each tool whose name differs from its distribution's (normalized).
MODULES = {"pyyaml": "yaml"}


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
    write_file(os.path.join(root, name[:2], name), value.encode())


def write_file(path: str, data: bytes) -> bool:
    """Write data at path, or nothing when that fails (only time is lost). Written beside, then
    renamed: readers never see half a file."""
    tmp = f"{path}.{os.getpid()}.tmp"
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
