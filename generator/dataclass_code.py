"""The code of dataclasses' generated methods, kept in the cache: `dataclass` writes each class's
__init__, __repr__, __eq__, __hash__, __setattr__ and __delattr__ as Python source and compiles
it, and compiling them costs a tenth of a warm run (the IR alone has 27 frozen dataclasses).

While `kept` is on, the exec that dataclasses calls on that source (Python 3.11's _create_fn)
runs the code compiled from it by an earlier run, found by the source's very text: the same
code that compiling it again gives, run in the same way; the file is one interpreter build's,
and holds what the last run that added to it used. Failing to read or write the file only
costs time, as for the rest of the cache."""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import hashlib
import importlib.util
import marshal
import os
import sys
from collections.abc import Iterator
from types import CodeType
from typing import Any

from generator.cache import cache_directory


@contextlib.contextmanager
def kept() -> Iterator[None]:
    """In the block, dataclasses' methods are compiled once per Python, then loaded."""
    directory = cache_directory("dataclasses")
    if directory is None or "exec" in vars(dataclasses):
        yield
        return
    # The marshal format and the compiler's output are those of this exact interpreter.
    build = hashlib.sha256(sys.version.encode()).hexdigest()[:16]
    path = directory / f"{importlib.util.MAGIC_NUMBER.hex()}-{build}"
    codes = _read(path)
    known = len(codes)
    used: set[str] = set()

    def run(source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002
        if isinstance(source, str):
            used.add(source)
            code = codes.get(source)
            if code is None:  # as exec(source) compiles it: no flags of this module's
                code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            source = code
        builtins.exec(source, globals, locals)  # noqa: S102 (dataclasses' own exec)

    dataclasses.exec = run  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        if len(codes) > known:  # written again with what this run used: old code goes
            _write(path, {source: codes[source] for source in used})


def _read(path: os.PathLike[str]) -> dict[str, CodeType]:
    try:
        with open(path, "rb") as file:
            codes = marshal.loads(file.read())  # (marshal.load reads a file in small pieces)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return codes if isinstance(codes, dict) else {}


def _write(path: os.PathLike[str], codes: dict[str, CodeType]) -> None:
    tmp = f"{os.fspath(path)}.{os.getpid()}.tmp"  # written beside, then renamed
    try:
        os.makedirs(os.path.dirname(tmp), exist_ok=True)
        with open(tmp, "wb") as file:
            file.write(marshal.dumps(codes))
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
