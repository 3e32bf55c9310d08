"""A loaded spec: the four files' instances of the format (plain.py), and their sources, which
say where each fact stands and which facts are guesses (x-unconfirmed)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..errors import Problem
from . import plain as fmt
from .yaml_source import Path_, Source


@dataclass(frozen=True)
class Spec:
    """A loaded, validated spec: the four files' models, and their sources for messages."""

    service: fmt.Service
    dialects: fmt.Dialects
    models: fmt.Models
    extension: fmt.Extension
    sources: dict[str, Source]

    def digest(self, name: str) -> str:
        return hashlib.sha256(self.sources[name].text.encode()).hexdigest()

    def problem(
        self, name: str, path: Path_, message: str, hint: str = "", *, key: bool = False
    ) -> Problem:
        return self.sources[name].problem(path, message, hint, key=key)

    def origin(self, name: str, *path: str | int) -> str:
        """Where a fact stands, as render errors name it: spec/service.yaml:30:3 (operations.x)."""
        source = self.sources[name]
        line, col = source.where(path, key=True)
        return f"{source.label}:{line}:{col} ({_dotted(path)})"

    def unconfirmed(self) -> list[Problem]:
        """Every fact marked x-unconfirmed, located, with its dotted path and the reason."""
        return sorted(
            source.problem(path, f"{_dotted(path)}: not confirmed: {reason}", key=True)
            for source in self.sources.values()
            for path, reason in source.unconfirmed.items()
        )

    def note(self, name: str, *path: str | int) -> str:
        """What the generated docs say of the facts at path (or in the mapping holding it, or
        inside it) that are guesses: "" when there are none."""
        marks = self.sources[name].unconfirmed
        reasons = [
            reason
            for at, reason in marks.items()
            if at[: len(path)] == path or path[: len(at)] == at
        ]
        if not reasons:
            return ""
        because = "; ".join(dict.fromkeys(r.rstrip(".") for r in reasons))
        return f"Not confirmed by {self.service.vendor}'s documentation: {because}."


def _dotted(path: Path_) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")
