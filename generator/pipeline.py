"""load + validate the spec -> frozen IR -> render each target (formatted) -> trees in memory."""

from __future__ import annotations

import gc
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from generator import datamodels, stamp
from generator.cache import cache_directory
from generator.errors import Problem, SpecError, UsageError, did_you_mean
from generator.targets import PYTHON_HTTP, TARGETS, Settings
from generator.writer import Tree

if TYPE_CHECKING:
    from generator.ir import IR


def render(
    spec_dir: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: Settings = Settings(),  # noqa: B008 (frozen)
    previous: Path | None = None,
    code: str | None = None,
) -> dict[str, Tree]:
    """Every target's tree, keyed by target name; each package's CHANGELOG continues the one of
    previous/<target> (the trees being replaced), when given. Nothing is written. The rendered
    files are kept in the cache, under the generator's digest `code` (stamp.code_digest, made
    here when not given)."""
    for name in targets:
        if name not in TARGETS:
            raise UsageError(f"unknown target {name!r}; {did_you_mean(name, TARGETS)}")
    if templates is not None and not templates.is_dir():
        raise UsageError(f"templates directory not found: {templates}")
    if settings.python_http not in PYTHON_HTTP:
        raise UsageError(f"unknown HTTP library {settings.python_http!r}; choose {PYTHON_HTTP}")
    # A run allocates much and frees little: the cyclic garbage collector's passes only cost
    # time (about 6% of a cold run), here and in the forked children.
    collecting = gc.isenabled()
    gc.disable()
    if "python" in (targets or TARGETS):
        datamodels.preload()  # first: its import overlaps the rest of this one
    from generator.spec import regex  # noqa: PLC0415 (loads YAML: after the preload's start)

    try:
        if code is None and cache_directory() is not None:
            code = stamp.code_digest(templates)
        from generator.render import keeping  # noqa: PLC0415 (Jinja: after the preload's start)

        with keeping(code):
            return _render(spec_dir, targets, templates, settings, previous)
    finally:
        datamodels.drop()
        regex.stop()
        if collecting:
            gc.enable()


def _render(
    spec_dir: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: Settings,
    previous: Path | None,
) -> dict[str, Tree]:
    # Imported here, not at the top: while they load, datamodels.preload's child imports too.
    from generator import ir  # noqa: PLC0415
    from generator.spec import load_spec  # noqa: PLC0415

    later: list[Callable[[], list[Problem]]] = []  # node's verdict on the patterns, to come
    spec = load_spec(spec_dir, later)
    try:
        trees = _targets(ir.build(spec), targets, templates, settings, previous)
    except Exception:
        _confirm(later)  # the spec's problem, if it has one, is the error to report
        raise
    _confirm(later)
    return trees


def _confirm(later: list[Callable[[], list[Problem]]]) -> None:
    problems = [problem for verdict in later for problem in verdict()]
    if problems:
        raise SpecError(problems)


def _targets(
    model: IR,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: Settings,
    previous: Path | None,
) -> dict[str, Tree]:
    from generator import forked  # noqa: PLC0415
    from generator.diff import changelog  # noqa: PLC0415
    from generator.render import note_target_kept, target_kept  # noqa: PLC0415
    from generator.targets import render_target  # noqa: PLC0415

    names = targets or TARGETS

    def target(name: str) -> Tree:
        tree = render_target(name, model, templates, settings)
        changelog.add(tree, name, model, previous / name if previous else None)
        note_target_kept(name)
        return tree

    if len(names) == 1:
        return {names[0]: target(names[0])}
    if datamodels.preloading():
        # A cold run: datamodel-code-generator's child (its import, then the conversions) is
        # its longest chain, which this process waits for: it renders the others here first,
        # meanwhile, rather than in a child that would take the second core from that chain and
        # cost about 0.02 s of CPU more (forking, the kernel's copy-on-write).
        try:
            rest = {name: target(name) for name in names[1:]}
        except Exception:
            target(names[0])  # its error first, as below
            raise
        rendered = {**rest, names[0]: target(names[0])}
        return {name: rendered[name] for name in names}
    # The first target here (the Python one, black's: the longest), the others in a child,
    # unless the cache has their files (an edit): then what the child saves is less than it
    # costs (about 0.02 s of CPU, most of it the kernel's copy-on-write).
    fork = not all(target_kept(name) for name in names[1:])
    others = forked.Forked(lambda: {name: target(name) for name in names[1:]}, fork)
    try:
        first = {names[0]: target(names[0])}
    except BaseException:
        others.cancel()
        raise
    rendered = {**others.result(), **first}
    return {name: rendered[name] for name in names}
