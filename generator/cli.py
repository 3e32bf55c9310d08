"""a2a-codegen: generate, check, save-edits, validate, diff and verify from the command line.
User mistakes exit 2 with located messages, never a traceback; `check` exits 1 with a diff when
generated/ is stale. When no input changed since the last run (stamp.py), `generate` and `check`
are done before the spec is loaded. `generate` leaves a tree edited by hand alone (exit 1):
`save-edits` keeps its edits as patches (output/patches.py), which every run applies."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from . import config
from .config import Options
from .errors import ConfigError, SpecError, UsageError
from .output import manifest, stamp, writer
from .targets import PYTHON_HTTP, TARGETS, Settings

F = TypeVar("F", bound=Callable[..., Any])

UP_TO_DATE = {"generate": "{out}: up to date", "check": "generated output is up to date"}


def reported(func: F) -> F:
    """Print a spec or usage problem and exit 2; never a traceback."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except SpecError as exc:
            _error(str(exc))
            _error(f"{len(exc.problems)} problem(s) in the spec; nothing was written.")
            sys.exit(2)
        except ConfigError as exc:  # located: file:line:col, as a spec's problems are
            _error(str(exc))
            sys.exit(2)
        except UsageError as exc:
            _error(f"error: {exc}")
            sys.exit(2)
        except OSError as exc:  # --out is a file, under a file, or not writable; a disk error
            where = f"{exc.filename}: " if exc.filename else ""
            _error(f"error: {where}{exc.strerror or exc}; nothing was changed")
            sys.exit(2)
        except KeyboardInterrupt:
            _error("interrupted; nothing was changed")
            sys.exit(130)

    return wrapper  # type: ignore[return-value]


def _error(text: str) -> None:
    click.echo(text, err=True)


# No defaults here: a flag left out takes the options file's value (config.py), then its default.
spec_option = click.option(
    "--spec",
    "spec",
    type=click.Path(path_type=Path),
    help=f"The spec directory. Default: {Options.spec}.",
)
out_option = click.option(
    "--out",
    type=click.Path(path_type=Path),
    help=f"Where each target's tree goes, as <out>/<target>. Default: {Options.out}.",
)
target_option = click.option(
    "--target",
    "targets",
    multiple=True,
    type=str,
    help=f"A target to render ({', '.join(TARGETS)}); repeat for several. Default: all.",
)
templates_option = click.option(
    "--templates",
    type=click.Path(path_type=Path),
    help="A directory whose templates replace the built-in ones of the same name.",
)

python_http_option = click.option(
    "--python-http",
    type=click.Choice(PYTHON_HTTP),
    help=f"The HTTP library the Python SDK runs on (and depends on). Default: {PYTHON_HTTP[0]}.",
)


def render_options(func: F) -> F:
    return spec_option(out_option(target_option(templates_option(python_http_option(func)))))


def _render(options: Options, out: Path, patched: bool = True) -> dict[str, writer.Tree]:
    """The trees of a run, with the patches beside the spec applied (unless not `patched`)."""
    from .output.patches import directory  # noqa: PLC0415
    from .pipeline import render  # noqa: PLC0415 (loads pydantic and Jinja)

    settings = Settings(python_http=options.python_http)
    where = directory(options.spec) if patched else None
    return render(options.spec, options.targets, options.templates, settings, out, where)


@click.group()
@click.version_option(package_name="memorylake-a2a-codegen")
def main() -> None:
    """Generate typed MemoryLake A2A clients from the YAML spec. Options not given as flags come
    from a2a-codegen.toml, or [tool.a2a-codegen] in pyproject.toml, in the current directory."""


@main.command()
@render_options
@click.option(
    "--discard-edits",
    is_flag=True,
    help="Replace trees whose files were edited, added or removed by hand (the edits are lost).",
)
@click.option(
    "--bump",
    is_flag=True,
    help="When the API or wire changed more than the spec's version says, set the version the"
    " change needs in service.yaml, then generate.",
)
@reported
def generate(discard_edits: bool, bump: bool, **flags: Any) -> None:
    """Render every target into OUT/<target>, replacing what is there, with the patches beside
    the spec applied. A tree that differs from its manifest (edited by hand) is left alone:
    exit 1, unless --discard-edits."""
    run_generate(config.resolve(flags), discard_edits, bump)


def run_generate(options: Options, discard_edits: bool = False, bump: bool = False) -> None:
    """Render the targets (all when none is given) into OUT/<target>, unless nothing changed."""
    out, names = options.out, options.targets or TARGETS
    settings = Settings(python_http=options.python_http)
    writer.recover(out)  # after a killed run: finish its swap, remove its temporary trees
    inputs, fresh = stamp.up_to_date(options.spec, out, names, options.templates, settings)
    problems = stamp.notes(inputs) if fresh else []
    if fresh and not (bump and problems):
        click.echo(UP_TO_DATE["generate"].format(out=out))
        _warn(problems)
        return
    if not discard_edits:  # (fresh trees are the ones the last run wrote: no edit in them)
        _keep_edits(out, names)
    trees = _render(options, out)
    problems = _versions(out, trees)
    if bump and problems:
        _bump(options.spec, problems)
        inputs, _ = stamp.up_to_date(options.spec, out, names, options.templates, settings)
        trees = _render(options, out)
        problems = _versions(out, trees)
    changed = writer.write_trees(out, trees)
    for name, tree in trees.items():
        click.echo(f"{out / name}: {len(tree)} files, {len(changed[name])} changed")
    _warn(problems)
    stamp.record(inputs, trees, problems)


def _keep_edits(out: Path, names: tuple[str, ...]) -> None:
    """Exit 1, writing nothing, when a tree differs from its manifest: a file edited, added
    or removed by hand (the user's build files and dotfiles aside) would be lost."""
    from .diff import changelog  # noqa: PLC0415
    from .output.verify import compare  # noqa: PLC0415

    found = []
    for name in names:
        root = out / name
        report = compare(root)
        if report is not None:
            kinds = [("edited", report.edited), ("added", report.extra)]
            found += [
                (root, kind, rel)
                for kind, paths in [*kinds, ("removed", report.missing)]
                for rel in paths
            ]
        else:  # no manifest: every file in it is the user's, but the history generate continues
            history = (changelog.NAME, changelog.SNAPSHOT)
            found += [(root, "added", rel) for rel in writer.read(root) if rel not in history]
    if not found:
        return
    for root, kind, rel in found:
        _error(f"{root / rel}: {kind} by hand (it differs from {manifest.NAME})")
    trees = sorted({str(root) for root, _, _ in found})
    _error(
        f"{', '.join(trees)}: generate would lose these edits; nothing was written. Keep them:"
        " `a2a-codegen save-edits` writes them as patches (patches/<target>/ beside the spec),"
        " which generate applies; or drop them: `a2a-codegen generate --discard-edits`."
    )
    sys.exit(1)


def _versions(out: Path, trees: dict[str, writer.Tree]) -> list[list[str]]:
    """For each tree whose API or wire changed more than the spec's version says: the line
    that says so, and the version needed."""
    from .diff.changelog import SNAPSHOT, needed  # noqa: PLC0415
    from .diff.render import AUDIENCES, BUMPS  # noqa: PLC0415

    problems = []
    for name, tree in trees.items():
        found = needed(tree, name) if SNAPSHOT in tree else None
        if found:
            level, since, version, required = found
            problems.append(
                [
                    f"{out / name}: the {AUDIENCES[name]} package's API or wire changed since"
                    f" {since}: {BUMPS[level]} ({level}), but the spec's version is {version}:"
                    f" it needs at least {required}. Set `version: {required}` in service.yaml,"
                    " or run `a2a-codegen generate --bump`.",
                    required,
                ]
            )
    return problems


def _warn(problems: list[list[str]]) -> None:
    for line, _ in problems:
        _error(f"warning: {line}")


def _bump(spec: Path, problems: list[list[str]]) -> None:
    """Set the highest version the problems need in the spec's service.yaml."""
    import re  # noqa: PLC0415

    from .diff.verdict import at_least  # noqa: PLC0415

    needed = problems[0][1]
    for _, version in problems:
        needed = version if at_least(version, needed) else needed
    path = spec / "service.yaml"
    text = path.read_text(encoding="utf-8")
    line = re.compile(r"^(version:[ \t]*)([\"']?)([^\s\"'#]+)\2", re.M)
    found = line.search(text)
    if found is None:
        raise UsageError(f"{path}: no top-level `version:` line to set")
    new = text[: found.start()] + f"{found[1]}{found[2]}{needed}{found[2]}" + text[found.end() :]
    tmp = path.with_name(path.name + ".a2a-codegen.tmp")
    tmp.write_text(new, encoding="utf-8")
    tmp.replace(path)
    click.echo(f"{path}: version {found[3]} -> {needed}")


@main.command()
@render_options
@click.option(
    "--max-patch-lines",
    type=click.IntRange(min=0),
    help="Fail when a target's patches add and remove more lines than this.",
)
@reported
def check(**flags: Any) -> None:
    """Exit 1 with a diff when OUT differs from a fresh run with the same options (the flags,
    the options file, then the options OUT's trees were made with); also when a package's API
    changed more than the spec's version says, or its patches exceed --max-patch-lines."""
    options = config.resolve(flags, recorded=True)
    out, names = options.out, options.targets or TARGETS
    settings = Settings(python_http=options.python_http)
    inputs, fresh = stamp.up_to_date(options.spec, out, names, options.templates, settings)
    failed = False
    if fresh:
        problems = stamp.notes(inputs)
    else:
        trees = _render(options, out)
        problems = _versions(out, trees)
        failed = _mixed_runs(out, names)
        for name, tree in trees.items():
            text = writer.diff(out / name, tree, str(out / name))
            if text:
                failed = True
                click.echo(text, nl=False)
                click.echo(
                    f"{out / name} differs from a fresh run: run `a2a-codegen generate`.", err=True
                )
        if not failed:
            stamp.record(inputs, trees, problems)
    for line, _ in problems:
        _error(line)
        failed = True
    failed = _patched(out, names, options.max_patch_lines, fresh) or failed
    if failed:
        sys.exit(1)
    click.echo(UP_TO_DATE["check"].format(out=out))


def _patched(out: Path, names: tuple[str, ...], limit: int | None, fresh: bool) -> bool:
    """Print what each tree's manifest declares (its patches, their size) and what differs
    from it by hand; whether a tree's patches are larger than limit. (Fresh trees are the ones
    the last run wrote: they differ from their manifests in nothing.)"""
    from .output.verify import compare  # noqa: PLC0415

    over = False
    for name in names:
        if fresh and not (manifest.load(out / name) or {}).get("patches"):
            continue
        report = compare(out / name)
        if report is None or not (report.patches or report.drift):
            continue
        click.echo(report.text(str(out / name)), nl=False)
        size = sum(report.patch_lines)
        if limit is not None and size > limit:
            _error(
                f"{out / name}: its patches add and remove {size} lines, more than"
                f" --max-patch-lines {limit}: move the edits into the spec or the templates,"
                " or raise the limit."
            )
            over = True
    return over


@main.command("save-edits")
@render_options
@reported
def save_edits(**flags: Any) -> None:
    """Save how each tree of OUT differs from what generate renders as patches (one unified diff
    per file under patches/<target>/ beside the spec), which generate then applies; the trees'
    manifests then declare them."""
    from .output import patches  # noqa: PLC0415
    from .pipeline import apply_patches  # noqa: PLC0415

    options = config.resolve(flags, recorded=True)
    out = options.out
    writer.recover(out)
    where = patches.directory(options.spec)
    rendered = _render(options, out, patched=False)
    trees = {}
    for name, tree in rendered.items():
        own = manifest.path_of(tree) or manifest.NAME
        if not (out / name).is_dir():
            continue
        disk, made = writer.read(out / name), manifest.load(out / name) or {}
        fresh = json.loads(tree[own])
        if (made.get("run"), made.get("options")) != (fresh["run"], fresh["options"]):
            raise UsageError(
                f"{out / name}: not made by this spec, generator and options (its manifest says"
                " another run), so its edits cannot be told from that change: run save-edits with"
                " what made it, or `a2a-codegen generate --discard-edits` to drop the edits"
            )
        edits = {
            rel: patches.make(rel, tree.get(rel), disk.get(rel))
            for rel in sorted(disk.keys() | tree.keys())
            if rel != own and disk.get(rel) != tree.get(rel)
        }
        _write_patches(where / name, {patches.name_of(rel): text for rel, text in edits.items()})
        for rel in edits:
            click.echo(
                f"{where / name / patches.name_of(rel)}: saved the edits of {out / name / rel}"
            )
        click.echo(f"{where / name}: {len(edits)} {'patch' if len(edits) == 1 else 'patches'}")
        apply_patches(tree, where / name)
        trees[name] = tree
    writer.write_trees(out, trees)  # the manifests now declare the patches


def _write_patches(directory: Path, found: dict[str, str]) -> None:
    """Make directory hold exactly these patches (name -> text), each file written whole."""
    for old in sorted(directory.rglob("*.patch")) if directory.is_dir() else []:
        if old.relative_to(directory).as_posix() not in found:
            old.unlink()
    for name, text in found.items():
        path = directory / name
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)


def _mixed_runs(out: Path, names: tuple[str, ...]) -> bool:
    """Report trees that come from different runs (a run killed between its swaps, a target
    generated alone from another spec)."""
    runs = {name: (manifest.load(out / name) or {}).get("run") for name in names}
    if writer.interrupted(out) or len({run for run in runs.values() if run}) > 1:
        made = ", ".join(f"{out / n} by run {str(r)[:12]}" for n, r in runs.items() if r)
        click.echo(
            f"{out}: trees come from different runs ({made}): run `a2a-codegen generate`.",
            err=True,
        )
        return True
    return False


@main.command()
@click.argument("path", required=False)
@reported
def verify(path: str | None) -> None:
    """Exit 1 when a generated package at PATH (a directory, or an installed package's name)
    differs from its manifest: hand-edited, missing or extra files. Without PATH: each tree of
    OUT (the options file's targets, or every target)."""
    from .output.verify import verify as run  # noqa: PLC0415

    options = config.resolve({})
    paths = [path] if path else [str(options.out / t) for t in options.targets or TARGETS]
    drift = False
    for each in paths:
        report = run(each)
        click.echo(report.text(each), nl=False)
        drift = drift or report.drift
    if drift:
        sys.exit(1)


@main.command()
@click.argument("old")
@click.argument("new", required=False)
@click.option(
    "--spec",
    "spec_dir",
    type=click.Path(path_type=Path),
    help="The spec directory inside a git revision; also NEW when only OLD is given. Default:"
    " the options file's spec, or spec.",
)
@click.option(
    "--format",
    "form",
    type=click.Choice(["text", "markdown", "json"]),
    default="text",
    show_default=True,
)
@click.option(
    "--fail-on",
    type=click.Choice(["breaking"]),
    default=None,
    help="Exit 1 when a change of this level is found (for CI).",
)
@reported
def diff(old: str, new: str | None, spec_dir: Path | None, form: str, fail_on: str | None) -> None:
    """What changes from the spec OLD to NEW (directories or git revisions: `diff HEAD` compares
    the last commit's spec with the working tree's): each target's client API, each dialect's
    wire behaviour and the conformance vectors' bytes, classified breaking, feature or fix, and
    the version the new spec should carry, and which patches beside --spec stop applying.
    Exit 2 when it carries a lower version."""
    from .diff import run  # noqa: PLC0415
    from .diff.render import as_json, markdown, text  # noqa: PLC0415
    from .output.patches import directory  # noqa: PLC0415

    spec = config.resolve({"spec": spec_dir}).spec
    report = run(old, new, spec, directory(spec))
    click.echo({"text": text, "markdown": markdown, "json": as_json}[form](report), nl=False)
    if not report.version_ok:
        raise UsageError(
            f"{report.new.label}: version {report.new.version} is lower than these changes need:"
            f" set version: {report.required} in service.yaml"
        )
    if fail_on and report.breaking:
        sys.exit(1)


@main.command()
@spec_option
@click.option(
    "--unconfirmed",
    is_flag=True,
    help="Also list every fact marked x-unconfirmed (a guess), with its location and reason.",
)
@reported
def validate(spec: Path | None, unconfirmed: bool) -> None:
    """Check the spec only."""
    from . import ir  # noqa: PLC0415
    from .spec import conformance, load_spec  # noqa: PLC0415

    spec_dir = config.resolve({"spec": spec}).spec
    loaded = load_spec(spec_dir)
    model = ir.build(loaded)
    stale = conformance.check(spec_dir, loaded)  # test data: only validate reads it
    if stale:
        raise SpecError(stale)
    if unconfirmed:
        for guess in loaded.unconfirmed():
            click.echo(str(guess))
    operations = len(model.operations)
    click.echo(f"{spec_dir}: valid ({operations} operations, {len(model.dialects)} dialects)")
