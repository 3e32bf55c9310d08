"""Problems a user can fix: collected, located (file:line:col) and printed, never a traceback."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    file: str
    line: int
    col: int
    message: str
    hint: str = ""

    def __str__(self) -> str:
        text = f"{self.file}:{self.line}:{self.col}: {self.message}"
        return f"{text}\n    hint: {self.hint}" if self.hint else text


def quote(value: object, limit: int = 60) -> str:
    """A value as a message quotes it: its repr, or the start of a long one and its length."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f"{len(value):,} characters" if isinstance(value, str) else type(value).__name__
    return f"{text[: limit - 20]}... ({size})"


class SpecError(Exception):
    """The spec is broken; each problem says where and how."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(set(problems))
        super().__init__("\n".join(map(str, self.problems)))


class UsageError(Exception):
    """A command-line input (a path, a target name) is wrong."""


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A hint naming the closest choice, or listing them all."""
    import difflib  # noqa: PLC0415 (not on the paths that find nothing wrong)

    options = sorted(choices)
    close = difflib.get_close_matches(word, options, n=1, cutoff=0.6)
    if close:
        return f"did you mean {close[0]!r}?"
    return "expected one of: " + ", ".join(options) if options else ""


class ConfigError(UsageError):
    """The options file (a2a-codegen.toml, or pyproject.toml's table) has mistakes; each
    problem says where."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(problems)
        super().__init__("\n".join(map(str, self.problems)))
