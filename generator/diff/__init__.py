"""`a2a-codegen diff OLD NEW`: what a spec change does to each generated package.

A side (one spec) is reduced to comparable entries: the client API of each language
(surface.py), the wire behaviour of each dialect (wire.py), and the bytes of the spec's
conformance vectors through its wire layer (transcript.py). Two sides compare into changes, each
classified breaking, feature or fix for its audience (verdict.py), and a semver verdict per
package; render.py prints the report as text, Markdown or JSON. `generate` keeps a package's
entries (its snapshot) to write the package's CHANGELOG entry at the next version
(changelog.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ir import IR
from ..ir.service import go_module_at
from ..output.writer import Tree
from . import surface, verdict
from .wire import wire

LANGUAGES = ("python", "typescript", "go")
# The languages whose client API is read back from their rendered package (TypeScript's is not).
RENDERED = ("python", "go")


@dataclass
class Side:
    label: str  # "HEAD~1:spec", "spec"
    version: str
    api: dict[str, surface.Surface]  # language -> its client API
    wire: dict[str, dict[str, dict[str, Any]]]  # dialect -> its wire entries
    transcript: dict[str, str] = field(default_factory=dict)  # vector -> bytes
    go_module: str = ""  # the spec's Go module path, without its major version ("": not shown)


def package_snapshot(ir: IR, language: str, tree: Tree) -> dict[str, Any]:
    """What a generated package keeps for the CHANGELOG entry of its next version (its parts
    that only the IR makes are the same objects for each target of a run: not to be changed)."""
    return {"version": ir.service.version, "api": _api(ir, language, tree), "wire": _of(ir, wire)}


_LAST: dict[Callable[[IR], Any], tuple[IR, Any]] = {}


def _of(ir: IR, make: Callable[[IR], Any]) -> Any:
    """make(ir), made once for the IR of the last call (the IR is frozen: the packages'
    snapshots read the same IR's same parts)."""
    last = _LAST.get(make)
    if last is None or last[0] is not ir:
        last = _LAST[make] = (ir, make(ir))
    return last[1]


def _api(ir: IR, language: str, tree: Tree) -> surface.Surface:
    """The language's client API, from its package's tree (TypeScript's from the IR)."""
    if language == "typescript":
        api: surface.Surface = _of(ir, surface.typescript)
        return api
    return (surface.python if language == "python" else surface.go)(ir, tree)


def side(ir: IR, trees: dict[str, Tree], label: str) -> Side:
    """One spec's side, from its IR and the trees of the RENDERED languages."""
    return Side(
        label,
        ir.service.version,
        {language: _api(ir, language, trees.get(language, {})) for language in LANGUAGES},
        wire(ir),
        go_module=ir.service.go_module,
    )


@dataclass
class Report:
    old: Side
    new: Side
    changes: list[verdict.Change]
    transcript: list[
        dict[str, str]
    ]  # the vectors whose bytes differ: name, dialect, kind, old, new
    vectors: int  # how many vectors were rendered
    patch_count: int = 0  # how many patches beside the spec were tried on both sides
    patches: list[str] = field(default_factory=list)  # what the new spec does to each that fails

    def level(self, section: str) -> str:
        return verdict.highest([c.level for c in self.changes if c.section == section])

    @property
    def sections(self) -> list[str]:
        return [*dict.fromkeys([*self.old.api, *self.new.api]), *self.wire_sections]

    @property
    def wire_sections(self) -> list[str]:
        return list(dict.fromkeys([*self.old.wire, *self.new.wire]))

    @property
    def wire_level(self) -> str:
        return verdict.highest([self.level(s) for s in self.wire_sections])

    def package(self, language: str) -> str:
        """A package's level: its language's, or the wire's if higher."""
        return verdict.highest([self.level(language), self.wire_level])

    @property
    def required(self) -> str:
        """The version the new spec should carry at least."""
        level = verdict.highest([self.package(language) for language in self.languages])
        return verdict.bump(self.old.version, level)

    @property
    def languages(self) -> list[str]:
        return [language for language in LANGUAGES if language in self.new.api]

    @property
    def version_ok(self) -> bool:
        return verdict.at_least(self.new.version, self.required)

    @property
    def go_module(self) -> tuple[str, str, str] | None:
        """The Go module's path before and after, and the version it changes at, when the new
        version (the one the changes need, if the spec's is lower) has another major version
        from 2 on: Go then requires another module path, and importers change their imports."""
        if not self.new.go_module:
            return None
        version = self.new.version if self.version_ok else self.required
        old = go_module_at(self.old.go_module or self.new.go_module, self.old.version)
        new = go_module_at(self.new.go_module, version)
        return (old, new, version) if old != new else None

    @property
    def breaking(self) -> bool:
        return any(c.level == "breaking" for c in self.changes)


def compare(old: Side, new: Side) -> Report:
    changes = []
    for language in LANGUAGES:
        if language in old.api or language in new.api:
            changes += verdict.compare(
                language, old.api.get(language, {}), new.api.get(language, {}), wire=False
            )
    for dialect in dict.fromkeys([*old.wire, *new.wire]):
        changes += verdict.compare(
            dialect, old.wire.get(dialect, {}), new.wire.get(dialect, {}), wire=True
        )
    return Report(old, new, changes, [], 0)


def with_transcript(
    report: Report, sides: tuple[tuple[IR, Tree], tuple[IR, Tree]], spec_dirs: tuple[Path, Path]
) -> Report:
    """The report, with the vectors whose bytes differ between the two wire layers (the vectors
    of the newer spec, or of the older one when the newer has none)."""
    from . import transcript  # noqa: PLC0415 (not on generate's path: the snapshot)

    cases = transcript.vectors(spec_dirs[1]) or transcript.vectors(spec_dirs[0])
    old, new = (transcript.render(ir, tree, cases) for ir, tree in sides)
    report.vectors = len(cases)
    report.transcript = [
        {
            "name": v["name"],
            "dialect": v["dialect"],
            "kind": v["kind"],
            "old": old[v["name"]],
            "new": new[v["name"]],
        }
        for v in cases
        if old[v["name"]] != new[v["name"]]
    ]
    return report


def run(old: str, new: str | None, spec: Path, patched: Path | None = None) -> Report:
    """Compare OLD with NEW (each a spec directory or a git revision, whose --spec directory is
    taken; NEW defaults to the --spec directory itself), transcript included; with `patched`
    (a patches directory), which of its patches stop applying."""
    import tempfile  # noqa: PLC0415

    from .. import ir as ir_module  # noqa: PLC0415
    from ..errors import SpecError, UsageError  # noqa: PLC0415
    from ..spec import load_spec  # noqa: PLC0415
    from .sources import spec_dir  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="a2a-codegen-diff.") as tmp:
        dirs, built = [], []
        for i, where in enumerate((old, str(spec) if new is None else new)):
            directory, label = spec_dir(where, spec, Path(tmp) / str(i))
            try:
                model = ir_module.build(load_spec(directory))
            except SpecError as exc:
                first = str(exc.problems[0]).splitlines()[0].replace(str(directory), label)
                raise UsageError(
                    f"{label}: the spec is broken: {first} ({len(exc.problems)} problem(s))"
                ) from None
            dirs.append(directory)
            built.append((model, {name: _tree(name, model) for name in RENDERED}, label))
        (a, a_trees, a_label), (b, b_trees, b_label) = built
        report = compare(side(a, a_trees, a_label), side(b, b_trees, b_label))
        sides = ((a, a_trees["python"]), (b, b_trees["python"]))
        if patched is not None:
            with_patches(report, a, b, patched)
        return with_transcript(report, sides, (dirs[0], dirs[1]))


def with_patches(report: Report, old: IR, new: IR, directory: Path) -> None:
    """Try the patches of directory (patches/<target>/) on each target as both specs render it
    (without its CHANGELOG and manifest, which a patch of those is not tried on)."""
    from ..output import patches  # noqa: PLC0415

    for target in LANGUAGES:
        found = patches.load(directory / target)
        if not found:
            continue
        trees = _tree(target, old), _tree(target, new)
        tried = [p for p in found if p.created or any(p.file in t for t in trees)]
        where = str(directory / target)
        before, after = (patches.conflicts(tree, tried, where) for tree in trees)
        report.patch_count += len(tried)
        for name, line in after.items():
            state = "does not apply to the old spec either" if name in before else "stops applying"
            report.patches.append(f"{state}: {line}")


# (target, spec digest) -> the target's tree: a flow of diffs renders each once
_TREES: dict[tuple[str, str], Tree] = {}


def _tree(target: str, model: IR) -> Tree:
    from ..output.manifest import spec_digest  # noqa: PLC0415
    from ..targets import render_target  # noqa: PLC0415

    key = (target, spec_digest(model.spec_files))
    if key not in _TREES:
        _TREES[key] = render_target(target, model, None)
    return _TREES[key]
