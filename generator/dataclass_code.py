"""The code of dataclasses' generated methods, loaded rather than compiled: `dataclass` writes
each class's __init__, __repr__, __eq__, __hash__, __setattr__ and __delattr__ as Python source
and compiles it, and compiling them costs a tenth of a warm run (the IR alone has 27 frozen
dataclasses) and, in a cold run, about 40 ms of datamodel-code-generator's import (some 830
methods) and 12 ms of the generator's.

While `kept` is on, the exec that dataclasses calls on that source (Python 3.11's _create_fn)
runs code found by the source's very text, the same code that compiling it gives, run in the
same way: first in the bundle, generator/compiled/dataclasses/, the sources a cold run of the
bundled spec compiles (recorded by `python -m generator.precompiled`), as functions that Python
keeps compiled in __pycache__ as for any module; then in the cache, code compiled by an
earlier run (the file is one interpreter build's, and holds what the last run that added to it
used); else it is compiled. A source unlike every bundled one (another Python or tool version)
is only slower. Failing to read or write the file only costs time, as for the rest of the
cache."""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import functools
import hashlib
import importlib.machinery
import importlib.util
import json
import marshal
import os
import sys
from collections.abc import Iterator
from types import CodeType, FunctionType
from typing import Any

from generator.cache import cache_directory, write_file
from generator.paths import COMPILED

# The bundle, in two parts (under generator/compiled/): the classes datamodel-code-generator's
# import and conversions make (its own, pydantic's), which its child loads, and the others.
BUNDLES = {"run": "dataclasses/run.py", "datamodels": "dataclasses/datamodels.py"}
# A bundle's third line names the Python that recorded it: another writes other sources.
RECORDED_BY = "Recorded by Python"


@contextlib.contextmanager
def kept(parts: tuple[str, ...] = ("run", "datamodels"), cached: bool = True) -> Iterator[None]:
    """In the block, dataclasses' methods come from the bundle (its parts in this order, each
    loaded when the ones before lack a source), or are compiled once per Python and kept in
    the cache (unless `cached` is false), then loaded."""
    if "exec" in vars(dataclasses):
        yield
        return
    directory = cache_directory("dataclasses") if cached else None
    path = None
    if directory is not None:
        # The marshal format and the compiler's output are those of this exact interpreter.
        build = hashlib.sha256(sys.version.encode()).hexdigest()[:16]
        path = directory / f"{importlib.util.MAGIC_NUMBER.hex()}-{build}"
    codes = _read(path) if path else {}
    known = len(codes)
    used: set[str] = set()

    def run(source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002
        if isinstance(source, str):
            code = codes.get(source)
            if code is None:
                function = next(filter(None, (bundled(p).get(source) for p in parts)), None)
                if function is not None and isinstance(globals, dict) and isinstance(locals, dict):
                    # what running the source's one statement, `def __create_fn__(...)`, does
                    locals[function.co_name] = FunctionType(_at_string(function), globals)
                    return
                # as exec(source) compiles it: no flags of this module's
                code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            used.add(source)
            source = code
        builtins.exec(source, globals, locals)  # noqa: S102 (dataclasses' own exec)

    dataclasses.exec = run  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        if path and len(codes) > known:  # written again with what this run used: old code goes
            write_file(os.fspath(path), marshal.dumps({s: codes[s] for s in used}))


@functools.cache
def bundled(part: str) -> dict[str, CodeType]:
    """Each source of a part of the bundle -> the code of the function it defines (none
    without the bundle)."""
    name = f"_a2a_codegen_dataclasses_{part}"
    try:
        path = str(COMPILED / BUNDLES[part])
        module = importlib.machinery.SourceFileLoader(name, path).get_code(name)
    except (OSError, ImportError, SyntaxError, ValueError):
        return {}
    if module is None:
        return {}
    # The module is the tuple of sources, then each source's function, in the same order.
    texts = next((c for c in module.co_consts if isinstance(c, tuple)), ())
    functions = [c for c in module.co_consts if isinstance(c, CodeType)]
    if len(texts) != len(functions):  # not a bundle
        return {}
    return dict(zip(texts, functions, strict=True))


def _at_string(function: CodeType) -> CodeType:
    """A bundled function's code as compiling its source alone gives it: from "<string>", its
    first line line 1 (line numbers are kept relative to it)."""
    return _moved(function, function.co_firstlineno - 1)


def _moved(code: CodeType, lines: int) -> CodeType:
    consts = tuple(_moved(c, lines) if isinstance(c, CodeType) else c for c in code.co_consts)
    return code.replace(
        co_filename="<string>", co_firstlineno=code.co_firstlineno - lines, co_consts=consts
    )


def bundle() -> dict[str, str]:
    """The bundle's parts (path -> text): the sources dataclasses compiles in a cold run of the
    bundled spec, every target (recorded in a fresh interpreter: a class is made when its module
    is first imported), those of datamodel-code-generator's import and conversions apart."""
    import subprocess  # noqa: PLC0415

    recorded = subprocess.run(
        [sys.executable, "-c", "from generator.dataclass_code import _record; _record()"],
        check=True,
        capture_output=True,
        text=True,
        cwd=COMPILED.parent.parent,
        env={**os.environ, "A2A_CODEGEN_CACHE": "off"},
    )
    parts = json.loads(recorded.stdout.splitlines()[-1])
    return {BUNDLES[part]: bundle_text(sources) for part, sources in parts.items()}


def bundle_text(sources: list[str]) -> str:
    """A bundle of these sources: each written once as a string and once as code (those that
    are one function's definition: the module's functions are then the sources' in order)."""
    import ast  # noqa: PLC0415

    texts = sorted(
        {t for t in sources if [type(s) for s in ast.parse(t).body] == [ast.FunctionDef]}
    )
    lines = [
        "# The sources of dataclasses' methods that a cold run compiles (generator/dataclass_code.py):",
        "# `python -m generator.precompiled` writes this file; do not edit it.",
        f"# {RECORDED_BY} {sys.version_info.major}.{sys.version_info.minor}",
        "SOURCES = (",
        *(f"    {text!r}," for text in texts),
        ")",
    ]
    return "\n".join(lines) + "\n" + "".join(f"\n\n{text}\n" for text in texts)


def _record() -> None:
    """Run a cold generate of the bundled spec in this process alone, and print (JSON, on the
    last line) every source dataclasses compiled, by part."""
    import tempfile  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    texts: dict[str, list[str]] = {part: [] for part in BUNDLES}
    part = ["run"]

    def run(source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002
        if isinstance(source, str):
            texts[part[0]].append(source)
        builtins.exec(source, globals, locals)  # noqa: S102

    dataclasses.exec = run  # type: ignore[attr-defined]
    os.sched_getaffinity = lambda pid: {0}  # one core: nothing forks, every class is made here
    from generator import datamodels, entry  # noqa: PLC0415
    from generator.targets import python  # noqa: PLC0415

    convert = datamodels.convert  # what the Python target runs (as its preloaded child does)

    def converting(*args: Any) -> str:
        part[0] = "datamodels"
        try:
            return convert(*args)
        finally:
            part[0] = "run"

    setattr(python, "_run_datamodel_codegen", converting)  # noqa: B010 (not a public name)
    root = COMPILED.parent.parent
    with tempfile.TemporaryDirectory() as out:
        entry.generate(root / "spec", Path(out), (), None, "httpx2")
    print(json.dumps(texts))


def _read(path: os.PathLike[str]) -> dict[str, CodeType]:
    try:
        with open(path, "rb") as file:
            codes = marshal.loads(file.read())  # (marshal.load reads a file in small pieces)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return codes if isinstance(codes, dict) else {}
