"""load + validate the spec -> frozen IR -> render each target (formatted) -> trees in memory."""

from __future__ import annotations

from pathlib import Path

from generator import ir
from generator.errors import UsageError, did_you_mean
from generator.spec import load_spec
from generator.targets import PYTHON_HTTP, TARGETS, Settings, render_target
from generator.writer import Tree


def render(
    spec_dir: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: Settings = Settings(),  # noqa: B008 (frozen)
) -> dict[str, Tree]:
    """Every target's tree, keyed by target name. Nothing touches the disk."""
    for name in targets:
        if name not in TARGETS:
            raise UsageError(f"unknown target {name!r}; {did_you_mean(name, TARGETS)}")
    if templates is not None and not templates.is_dir():
        raise UsageError(f"templates directory not found: {templates}")
    if settings.python_http not in PYTHON_HTTP:
        raise UsageError(f"unknown HTTP library {settings.python_http!r}; choose {PYTHON_HTTP}")
    model = ir.build(load_spec(spec_dir))
    return {name: render_target(name, model, templates, settings) for name in targets or TARGETS}
