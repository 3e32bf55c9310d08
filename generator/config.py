"""The generator's options from a file, so that `generate`, `check` and `verify` run with the same
ones wherever they run: `a2a-codegen.toml`, or the `[tool.a2a-codegen]` table of
`pyproject.toml`, in the current directory (`a2a-codegen.toml` wins when both exist, as a tool's
own file wins over pyproject.toml for ruff and mypy). A flag overrides the file; `check` then
falls back on the options the trees under OUT were made with (their manifests record them), so
that CI compares with what the developer ran."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import ConfigError, Problem, did_you_mean
from .output import manifest
from .targets import PYTHON_HTTP, TARGETS

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10 has no tomllib: the same parser, as the tomli package
    import tomli as tomllib

FILE = "a2a-codegen.toml"
PYPROJECT = "pyproject.toml"
TABLE = ("tool", "a2a-codegen")


@dataclass(frozen=True)
class Options:
    """What a run renders, and where to."""

    spec: Path = Path("spec")
    out: Path = Path("generated")
    targets: tuple[str, ...] = ()  # none: every target
    python_http: str = PYTHON_HTTP[0]
    templates: Path | None = None
    max_patch_lines: int | None = None  # `check` fails when a target's patches are larger


KEYS = ("spec", "out", "targets", "python_http", "templates", "max_patch_lines")
PATHS = ("spec", "out", "templates")


def resolve(flags: Mapping[str, Any], recorded: bool = False) -> Options:
    """The options of a run: each one from its flag (None or () when not given), else from the
    options file, else, with `recorded` (`check`), from the manifests of the trees under OUT,
    else its default."""
    given = {k: v for k, v in flags.items() if v not in (None, ())}
    values: dict[str, Any] = {**load(Path.cwd()), **given}
    if recorded:
        values = {**made_with(values.get("out", Options.out)), **values}
    return Options(**values)


def made_with(out: Path) -> dict[str, Any]:
    """The options the trees under out record (the first tree that records one wins): the
    spec and templates directories (recorded relative to out) and the targets' settings."""
    found: dict[str, Any] = {}
    for name in TARGETS:
        for key, value in ((manifest.load(out / name) or {}).get("options") or {}).items():
            if key in KEYS and key not in found and value is not None:
                found[key] = Path(os.path.normpath(out / value)) if key in PATHS else value
    return found


def load(directory: Path) -> dict[str, Any]:
    """The options of the options file in directory (none when there is none). A mistake in it
    is a ConfigError that says where: file:line:col."""
    for name, table in ((FILE, ()), (PYPROJECT, TABLE)):
        path = directory / name
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        try:
            data: Any = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            # tomllib's message ends with "(at line L, column C)"
            at = re.search(r"\(at line (\d+), column (\d+)\)$", str(exc))
            line, col = (int(at[1]), int(at[2])) if at else (1, 1)
            message = re.sub(r"\s*\(at line.*\)$", "", str(exc))
            raise ConfigError([Problem(name, line, col, f"not TOML: {message}")]) from None
        for key in table:
            data = data.get(key) if isinstance(data, dict) else None
        if data is None:
            continue  # a pyproject.toml without the table
        return _checked(name, text, table, data)
    return {}


def _checked(name: str, text: str, table: tuple[str, ...], data: Any) -> dict[str, Any]:
    """The options of a file's table as Options takes them; every mistake, located."""
    where = f" in [{'.'.join(table)}]" if table else ""
    if not isinstance(data, dict):
        line, col = position(text, table[:-1], table[-1])
        raise ConfigError([Problem(name, line, col, f"[{'.'.join(table)}] must be a table")])
    problems = []
    values: dict[str, Any] = {}
    for key, value in data.items():
        line, col = position(text, table, key)
        if key not in KEYS:
            hint = did_you_mean(key, KEYS)
            problems.append(Problem(name, line, col, f"unknown option {key!r}{where}", hint))
        elif (problem := _problem(key, value)) is not None:
            problems.append(Problem(name, line, col, f"{key}: {problem}"))
        elif key in PATHS:
            values[key] = Path(value)
        else:
            values[key] = tuple(value) if key == "targets" else value
    if problems:
        raise ConfigError(problems)
    return values


def _problem(key: str, value: Any) -> str | None:
    """What is wrong with an option's value, or None."""
    if key == "targets":
        if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
            return f"must be a list of target names ({', '.join(TARGETS)}), not {value!r}"
        wrong = next((t for t in value if t not in TARGETS), None)
        return f"unknown target {wrong!r}; {did_you_mean(wrong, TARGETS)}" if wrong else None
    if key == "max_patch_lines":
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        return None if ok else f"must be a number of lines (0 or more), not {value!r}"
    if key == "python_http":
        return None if value in PYTHON_HTTP else f"{value!r} is not one of {PYTHON_HTTP}"
    return None if isinstance(value, str) and value else f"must be a path, not {value!r}"


HEADER = re.compile(r"\s*\[\[?\s*([^\[\]]+?)\s*\]")
KEY = re.compile(r"""\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*[=.]""")


def position(text: str, table: tuple[str, ...], key: str) -> tuple[int, int]:
    """The line and column of key in table: tomllib gives no positions, and an options table
    is flat, so a scan of the lines (tracking the current [header]) finds it. A key written
    another way (an inline table) gets its table's header, or the file's start."""
    current: tuple[str, ...] = ()
    found = (1, 1)
    for number, line in enumerate(text.splitlines(), 1):
        header = HEADER.match(line)
        if header:
            current = tuple(p.strip().strip("\"'") for p in header[1].split("."))
            if current[: len(table) + 1] == (*table, key):
                return number, header.start(1) + 1
            if current == table:
                found = (number, header.start(1) + 1)
            continue
        match = KEY.match(line)
        if match and current == table and key in match.groups():
            group = match.groups().index(key) + 1
            return number, match.start(group) + 1 - (group < 3)
    return found
