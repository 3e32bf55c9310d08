"""Load a spec directory: YAML with positions -> the format's classes (plain.py; pydantic's
models of format.py only for data that does not fit them exactly) -> cross-file checks."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from ..errors import Problem, SpecError, UsageError, did_you_mean
from . import plain as fmt
from .yaml_source import Path_, Source, load


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


def load_spec(spec_dir: Path) -> Spec:
    """The spec, validated: a SpecError lists every problem, located."""
    if not spec_dir.is_dir():
        raise UsageError(f"spec directory not found: {spec_dir}")
    problems: list[Problem] = []
    sources: dict[str, Source] = {}
    parsed: dict[str, fmt.Strict] = {}
    for extra in sorted(spec_dir.glob("*.y*ml")):
        if extra.stem not in fmt.FILES or extra.suffix != ".yaml":
            problems.append(
                Problem(
                    _label(spec_dir, extra.name),
                    1,
                    1,
                    "not a spec file",
                    did_you_mean(extra.stem, fmt.FILES),
                )
            )
    for name, model in fmt.FILES.items():
        path = spec_dir / f"{name}.yaml"
        label = _label(spec_dir, path.name)
        if not path.is_file():
            problems.append(
                Problem(label, 1, 1, "missing spec file", f"a spec directory holds {_file_list()}")
            )
            continue
        try:
            source = load(path, label)
        except SpecError as exc:
            problems += exc.problems
            continue
        sources[name] = source
        try:
            parsed[name] = model.read(source.data)
        except fmt.Doubt:
            from .format import validate  # noqa: PLC0415 (imports pydantic)

            data, found = validate(name, source)
            problems += found
            if data is not None:
                parsed[name] = model.read(data)  # as pydantic converted it
    if problems:
        raise SpecError(problems)
    spec = Spec(sources=sources, **parsed)  # type: ignore[arg-type]
    from .checks import check  # noqa: PLC0415 (checks needs Spec)

    problems = check(spec)
    if problems:
        raise SpecError(problems)
    return spec


def _label(spec_dir: Path, filename: str) -> str:
    """How messages and file headers name a spec file: "<spec dir name>/<file>", whatever the cwd."""
    return f"{spec_dir.resolve().name}/{filename}"


def _file_list() -> str:
    return ", ".join(f"{name}.yaml" for name in fmt.FILES)
