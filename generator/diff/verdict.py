"""Each change classified for its audience, and the semver verdict.

The rules (README, "When MemoryLake changes"):
- Removed: breaking, whatever it is (an operation, argument, model, field, enum member, error
  class, transport, route, wire spelling, error code).
- Added: a feature, except what existing code must now supply: a new required argument or a
  required field (callers build the models, and answers without it are refused); on the wire,
  an operation that becomes unsupported.
- An enum member added is a feature: enums are what answers carry, code written against the old
  members still runs and type-checks, and an exhaustive match is not covered by the promise
  (as protobuf and OpenAPI clients treat open enums).
- Changed: a change of documentation only is a fix. A field made optional is a feature where
  only callers build it (an input model) and breaking where callers read it. A server default
  a dialect assumes is a fix: the client states the value itself when the caller's meaning
  differs from it, so calls mean what they meant. Any other change (a type, a default the
  client applies, a route, a wire spelling, an error code's class) is breaking.
- A package's level is the highest of its language's and the wire's (its bytes are part of its
  contract); major for breaking, minor for a feature, patch for a fix (before 1.0.0: minor for
  breaking, patch otherwise)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

LEVELS = ("none", "fix", "feature", "breaking")


@dataclass(frozen=True)
class Change:
    section: str  # "python", "typescript", "go", or a dialect (or "all dialects") on the wire
    level: str
    change: str  # added, removed, changed
    entry: str  # "kind name"
    old: dict[str, Any] | None
    new: dict[str, Any] | None

    @property
    def kind(self) -> str:
        return self.entry.split(" ", 1)[0]

    def json(self) -> dict[str, Any]:
        return asdict(self)


def compare(
    section: str, old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]], *, wire: bool
) -> list[Change]:
    """The changes from old to new entries of one section, each with its level."""
    out = []
    for entry in sorted(old.keys() | new.keys()):
        a, b = old.get(entry), new.get(entry)
        kind, _, name = entry.partition(" ")
        if a is None or b is None:
            change = "added" if a is None else "removed"
        elif {k for k in a.keys() | b.keys() if a.get(k) != b.get(k)} - {"direction"}:
            change = "changed"
        else:
            continue  # the same (a model's direction is context, not a change of its own)
        if wire:
            level = _wire_level(kind, change)
        else:
            owner = name.split(".")[0]  # the model (in Go, the type) of a field, if any
            owned = [f"model {owner}", f"type {owner}"]
            model = next((e[k] for e in (new, old) for k in owned if k in e), {})
            level = _api_level(kind, change, a, b, model.get("direction", "both"))
        out.append(Change(section, level, change, entry, a, b))
    return out


def _api_level(
    kind: str, change: str, old: dict[str, Any] | None, new: dict[str, Any] | None, direction: str
) -> str:
    if change == "removed":
        return "breaking"
    if change == "added":
        assert new is not None
        return "breaking" if kind in ("argument", "field") and new.get("required") else "feature"
    assert old is not None and new is not None
    differs = {k for k in old.keys() | new.keys() if old.get(k) != new.get(k)} - {"direction"}
    if differs <= {"doc"}:
        return "fix"
    if kind == "field" and differs == {"required"} and not new["required"]:
        return "feature" if direction == "input" else "breaking"
    return "breaking"


def _wire_level(kind: str, change: str) -> str:
    if kind == "default":
        return "fix"
    if kind == "unsupported":
        return {"added": "breaking", "removed": "feature"}.get(change, "breaking")
    return {"added": "feature"}.get(change, "breaking")


def highest(levels: list[str]) -> str:
    return max(levels, key=LEVELS.index, default="none")


def bump(version: str, level: str) -> str:
    """The version a change of this level needs after version."""
    major, minor, patch = (int(p) for p in version.split("-")[0].split("+")[0].split("."))
    if level == "breaking" and major > 0:
        return f"{major + 1}.0.0"
    if level == "breaking" or (level == "feature" and major > 0):
        return f"{major}.{minor + 1}.0"
    if level in ("feature", "fix"):
        return f"{major}.{minor}.{patch + 1}"
    return version


def at_least(version: str, required: str) -> bool:
    def key(v: str) -> tuple[int, ...]:
        return tuple(int(p) for p in v.split("-")[0].split("+")[0].split("."))

    return key(version) >= key(required)
