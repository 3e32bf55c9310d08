"""load + validate the spec -> frozen IR -> render each target (formatted) -> trees in memory."""

from __future__ import annotations

from pathlib import Path

from . import ir
from .diff import changelog
from .errors import UsageError, did_you_mean
from .output import manifest, patches
from .output.writer import Tree
from .spec import load_spec
from .targets import PYTHON_HTTP, TARGETS, Settings, render_target


def render(
    spec_dir: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: Settings = Settings(),  # noqa: B008 (frozen)
    previous: Path | None = None,
    patched: Path | None = None,
) -> dict[str, Tree]:
    """Every target's tree (all targets when none is given), keyed by target name; each
    package's CHANGELOG continues the one of previous/<target> (the trees being replaced: OUT),
    when given, and its manifest records the options it was made with (paths relative to OUT).
    With `patched` (a patches directory), the patches of patched/<target> are applied and
    recorded in the manifest; one that does not apply raises PatchConflict. Nothing is
    written."""
    for name in targets:
        if name not in TARGETS:
            raise UsageError(f"unknown target {name!r}; {did_you_mean(name, TARGETS)}")
    if templates is not None and not templates.is_dir():
        raise UsageError(f"templates directory not found: {templates}")
    if settings.python_http not in PYTHON_HTTP:
        raise UsageError(f"unknown HTTP library {settings.python_http!r}; choose {PYTHON_HTTP}")
    model = ir.build(load_spec(spec_dir))
    trees = {}
    for name in targets or TARGETS:
        tree = trees[name] = render_target(name, model, templates, settings)
        changelog.add(tree, name, model, previous / name if previous else None)
        made_with = manifest.options(spec_dir, templates, settings.of(name), previous)
        manifest.record(tree, made_with)
        if patched is not None:
            apply_patches(tree, patched / name)
    return trees


def apply_patches(tree: Tree, directory: Path) -> None:
    """Apply the patches of directory (a target's) to its rendered tree and record them."""
    found = patches.load(directory)
    if found:
        changed = patches.apply(tree, found, str(directory))
        records = {
            p.name: {"file": p.file, "digest": p.digest, "added": p.added, "removed": p.removed}
            for p in found
        }
        manifest.record_patches(tree, records, changed)
