"""A diff report as text (for a terminal), Markdown (a CHANGELOG entry) or JSON (for tools).
Changes are grouped by impact (breaking, then features, then fixes), then by audience."""

from __future__ import annotations

import json
from typing import Any

from . import Report, verdict
from .verdict import Change

TITLES = {"breaking": "Breaking changes", "feature": "Features", "fix": "Fixes"}
BUMPS = {"breaking": "major", "feature": "minor", "fix": "patch", "none": "none"}
AUDIENCES = {"python": "Python", "typescript": "TypeScript", "go": "Go"}


def audience(section: str) -> str:
    return AUDIENCES.get(section) or f"wire ({section})"


def describe(c: Change, quote: str = "") -> str:
    """One line: what changed in an entry (its name between quote marks)."""
    entry = f"{quote}{c.entry}{quote}"
    if c.change == "added":
        return f"added {entry}{_attributes(c.new)}"
    if c.change == "removed":
        return f"removed {entry}"
    assert c.old is not None and c.new is not None
    keys = [k for k in dict.fromkeys([*c.old, *c.new]) if c.old.get(k) != c.new.get(k)]
    if keys == ["doc"]:
        return f"documentation of {entry}"
    what = "; ".join(
        f"{k} {_value(c.old.get(k))} -> {_value(c.new.get(k))}" for k in keys if k != "doc"
    )
    return f"changed {entry}: {what}"


def _attributes(attrs: dict[str, Any] | None) -> str:
    shown = {
        k: v
        for k, v in (attrs or {}).items()
        if k not in ("doc", "direction") and v not in (None, False, [], {})
    }
    return " (" + ", ".join(f"{k} {_value(v)}" for k, v in shown.items()) + ")" if shown else ""


def _value(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def verdict_lines(report: Report) -> list[str]:
    lines = []
    for language in report.languages:
        level = report.package(language)
        lines.append(f"{AUDIENCES[language]} package: {BUMPS[level]} ({level})")
    lines.append(f"wire: {report.wire_level}")
    old, new, required = report.old.version, report.new.version, report.required
    lines.append(f"version: {old} -> at least {required} (the new spec says {new})")
    if report.go_module:
        lines.append(go_module_line(*report.go_module))
    return lines


def go_module_line(old: str, new: str, version: str, quote: str = "") -> str:
    return (
        f"Go module: {quote}{old}{quote} -> {quote}{new}{quote} at {version} (Go puts a major"
        " version from 2 on in the module path: importers change their imports)"
    )


def text(report: Report) -> str:
    out = [
        f"{report.old.label} ({report.old.version}) -> {report.new.label} ({report.new.version})"
    ]
    if not report.changes:
        out.append("no change to the client API or the wire")
    for level in TITLES:
        group = [c for c in report.changes if c.level == level]
        if group:
            out += ["", f"{TITLES[level]}:"]
            out += [f"  {audience(c.section)}: {describe(c)}" for c in _ordered(report, group)]
    out += ["", f"Wire transcript: {len(report.transcript)} of {report.vectors} vectors differ"]
    for t in report.transcript:
        out.append(f"  {t['name']} ({t['dialect']}, {t['kind']}):")
        out += [f"    {line}" for line in _lines(t["old"], t["new"])]
    if report.patch_count:
        out += ["", f"Patches: {len(report.patches)} of {report.patch_count} stop applying"]
        out += [f"  {line}" for line in report.patches]
    out += ["", "Verdict:", *(f"  {line}" for line in verdict_lines(report))]
    return "\n".join(out) + "\n"


def markdown(report: Report, languages: list[str] | None = None, transcript: bool = True) -> str:
    """The report as a CHANGELOG entry: for the given languages' packages (all by default), with
    the wire transcript or without it."""
    languages = report.languages if languages is None else languages
    shown = [c for c in report.changes if c.section in languages or c.section not in AUDIENCES]
    level = verdict.highest(
        [report.package(language) for language in languages] or [report.wire_level]
    )
    out = [f"## {report.new.version}", ""]
    out.append(
        f"From the spec of {report.old.version}: a {BUMPS[level]} release ({level})."
        if shown
        else f"From the spec of {report.old.version}: no change to the client API or the wire."
    )
    if report.go_module:
        out += ["", go_module_line(*report.go_module, quote="`") + "."]
    for lvl in TITLES:
        group = [c for c in shown if c.level == lvl]
        if group:
            out += ["", f"### {TITLES[lvl]}", ""]
            out += [f"- {audience(c.section)}: {describe(c, '`')}" for c in _ordered(report, group)]
    if transcript and report.transcript:
        out += [
            "",
            f"### Wire transcript ({len(report.transcript)} of {report.vectors} vectors differ)",
        ]
        for t in report.transcript:
            out += ["", f"{t['name']} ({t['dialect']}, {t['kind']}):", "", "```diff"]
            out += [*_lines(t["old"], t["new"]), "```"]
    if transcript and report.patch_count:
        out += ["", f"### Patches ({len(report.patches)} of {report.patch_count} stop applying)"]
        out += ["", *(f"- {line}" for line in report.patches)] if report.patches else []
    return "\n".join(out) + "\n"


def as_json(report: Report) -> str:
    data = {
        "old": {"label": report.old.label, "version": report.old.version},
        "new": {"label": report.new.label, "version": report.new.version},
        "levels": {s: report.level(s) for s in report.sections},
        "packages": {
            language: {"level": report.package(language), "bump": BUMPS[report.package(language)]}
            for language in report.languages
        },
        "wire": report.wire_level,
        "required_version": report.required,
        "version_ok": report.version_ok,
        "go_module": (
            dict(zip(("old", "new", "version"), report.go_module, strict=True))
            if report.go_module
            else None
        ),
        "changes": [{**c.json(), "description": describe(c)} for c in report.changes],
        "vectors": report.vectors,
        "transcript": report.transcript,
        "patches": {"tried": report.patch_count, "failing": report.patches},
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _ordered(report: Report, changes: list[Change]) -> list[Change]:
    order = report.sections
    return sorted(changes, key=lambda c: (order.index(c.section), c.entry))


def _lines(old: str, new: str) -> list[str]:
    """The lines that differ, old then new (a body is one line: its exact bytes)."""
    a, b = old.splitlines(), new.splitlines()
    gone = [f"- {line}" for line in a if line not in b]
    came = [f"+ {line}" for line in b if line not in a]
    return gone + came
