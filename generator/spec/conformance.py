"""The conformance vectors (conformance/*.yaml) checked against the spec: each names dialects,
operations, models and error classes the spec has (a vector naming a route the spec lacks would
otherwise pass, and test nothing)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import Problem, SpecError, did_you_mean
from .loaded import Spec
from .yaml_source import Source, load

FILES = ("requests", "responses", "behaviour")
# The classes every SDK has besides the spec's errors: the bases and the local checks'.
BASE_ERRORS = (
    "A2AError",
    "APIStatusError",
    "JSONRPCError",
    "UnexpectedResponseError",
    "StreamInterruptedError",
    "ConfigurationError",
    "RequestShapeError",
    "ExtensionError",
)
# The lists of vectors in each file.
LISTS = ("vectors", "errors", "requests", "responses", "answers", "folds")


def check(spec_dir: Path, spec: Spec) -> list[Problem]:
    problems: list[Problem] = []
    errors = spec.service.errors
    known = {
        "dialect": set(spec.dialects.dialects),
        "operation": set(spec.service.operations),
        "model": set(spec.models.defs),
        "error": {
            *BASE_ERRORS,
            *(e.name for e in errors.http),
            *(r.name for r in errors.jsonrpc),
            *(m.name for m in errors.meanings),
        },
    }
    for name in FILES:
        path = spec_dir / "conformance" / f"{name}.yaml"
        if not path.is_file():
            continue
        try:
            source = load(path, f"{spec_dir.resolve().name}/conformance/{path.name}")
        except SpecError as exc:
            problems += exc.problems
            continue
        data = source.data if isinstance(source.data, dict) else {}
        for key in LISTS:
            for i, vector in enumerate(data.get(key) or []):
                if isinstance(vector, dict):
                    problems += _vector(source, (key, i), vector, known)
    return problems


def _vector(
    source: Source, at: tuple[str | int, ...], vector: dict[str, Any], known: dict[str, set[str]]
) -> list[Problem]:
    """The names a vector (or its `refused` part) gives that the spec does not have."""
    problems = []
    names: list[tuple[tuple[str | int, ...], str, Any]] = [
        ((*at, k), k, vector[k]) for k in known if k in vector
    ]
    names += [
        ((*at, "dialects", j), "dialect", d) for j, d in enumerate(vector.get("dialects", []))
    ]
    if isinstance(vector.get("refused"), dict) and "error" in vector["refused"]:
        names.append(((*at, "refused", "error"), "error", vector["refused"]["error"]))
    for path, kind, value in names:
        if value not in known[kind]:
            hint = did_you_mean(str(value), sorted(known[kind]))
            problems.append(source.problem(path, f"no {kind} {value!r} in the spec", hint))
    # The runners check warnings only of what is sent: elsewhere they would test nothing.
    warns = vector.get("warns", [])
    if "warns" in vector and "sent" not in vector:
        problems.append(source.problem((*at, "warns"), "warns without sent: nothing checks it"))
    elif not isinstance(warns, list) or not all(isinstance(w, str) for w in warns):
        problems.append(source.problem((*at, "warns"), "warns must be a list of strings"))
    return problems
