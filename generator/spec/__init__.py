"""Load a spec directory: YAML with positions (yaml_source.py) -> the format's classes
(plain.py) -> the rules that span files (checks/)."""

from __future__ import annotations

from pathlib import Path

from ..errors import Problem, SpecError, UsageError, did_you_mean
from . import plain as fmt
from .checks import check
from .loaded import Spec
from .yaml_source import Source, load

__all__ = ["Spec", "load_spec"]


def load_spec(spec_dir: Path) -> Spec:
    """The spec, validated: a SpecError lists every problem, located."""
    if not spec_dir.is_dir():
        raise UsageError(f"spec directory not found: {spec_dir}")
    problems: list[Problem] = []
    sources: dict[str, Source] = {}
    parsed: dict[str, fmt.Strict] = {}
    for extra in sorted(spec_dir.glob("*.y*ml")):
        if extra.stem not in fmt.FILES or extra.suffix != ".yaml":
            label = _label(spec_dir, extra.name)
            hint = did_you_mean(extra.stem, fmt.FILES)
            problems.append(Problem(label, 1, 1, "not a spec file", hint))
    for name, model in fmt.FILES.items():
        path = spec_dir / f"{name}.yaml"
        label = _label(spec_dir, path.name)
        if not path.is_file():
            files = ", ".join(f"{name}.yaml" for name in fmt.FILES)
            problems.append(
                Problem(label, 1, 1, "missing spec file", f"a spec directory holds {files}")
            )
            continue
        try:
            source = sources[name] = load(path, label)
        except SpecError as exc:
            problems += exc.problems
            continue
        misfits: list[fmt.Misfit] = []
        parsed[name] = model.read(source.data, (), misfits)
        problems += [source.problem(p, message, hint, key=key) for p, message, hint, key in misfits]
    if problems:
        raise SpecError(problems)
    spec = Spec(sources=sources, **parsed)  # type: ignore[arg-type]
    problems = check(spec)
    if problems:
        raise SpecError(problems)
    return spec


def _label(spec_dir: Path, filename: str) -> str:
    """How messages and file headers name a spec file: "<spec dir name>/<file>", whatever the cwd."""
    return f"{spec_dir.resolve().name}/{filename}"
