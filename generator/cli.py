"""a2a-codegen: generate, check, validate, diff and verify from the command line. User mistakes
exit 2 with located messages, never a traceback; `check` exits 1 with a diff when generated/ is
stale. When no input changed since the last run (stamp.py), `generate` and `check` are done
before the spec is loaded."""

from __future__ import annotations

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


def _render(options: Options, out: Path) -> dict[str, writer.Tree]:
    from .pipeline import render  # noqa: PLC0415 (loads pydantic and Jinja)

    settings = Settings(python_http=options.python_http)
    return render(options.spec, options.targets, options.templates, settings, out)


@click.group()
@click.version_option(package_name="memorylake-a2a-codegen")
def main() -> None:
    """Generate typed MemoryLake A2A clients from the YAML spec. Options not given as flags come
    from a2a-codegen.toml, or [tool.a2a-codegen] in pyproject.toml, in the current directory."""


@main.command()
@render_options
@reported
def generate(**flags: Any) -> None:
    """Render every target into OUT/<target>, replacing what is there."""
    run_generate(config.resolve(flags))


def run_generate(options: Options) -> None:
    """Render the targets (all when none is given) into OUT/<target>, unless nothing changed."""
    out, names = options.out, options.targets or TARGETS
    settings = Settings(python_http=options.python_http)
    writer.recover(out)  # after a killed run: finish its swap, remove its temporary trees
    inputs, fresh = stamp.up_to_date(options.spec, out, names, options.templates, settings)
    if fresh:
        click.echo(UP_TO_DATE["generate"].format(out=out))
        return
    trees = _render(options, out)
    changed = writer.write_trees(out, trees)
    for name, tree in trees.items():
        click.echo(f"{out / name}: {len(tree)} files, {len(changed[name])} changed")
    stamp.record(inputs, trees)


@main.command()
@render_options
@reported
def check(**flags: Any) -> None:
    """Exit 1 with a diff when OUT differs from a fresh run with the same options: the flags,
    the options file, then the options OUT's trees were made with."""
    options = config.resolve(flags, recorded=True)
    out, names = options.out, options.targets or TARGETS
    settings = Settings(python_http=options.python_http)
    inputs, fresh = stamp.up_to_date(options.spec, out, names, options.templates, settings)
    if not fresh:
        trees = _render(options, out)
        stale = _mixed_runs(out, names)
        for name, tree in trees.items():
            text = writer.diff(out / name, tree, str(out / name))
            if text:
                stale = True
                click.echo(text, nl=False)
                click.echo(
                    f"{out / name} differs from a fresh run: run `a2a-codegen generate`.", err=True
                )
        if stale:
            sys.exit(1)
        stamp.record(inputs, trees)
    click.echo(UP_TO_DATE["check"].format(out=out))


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
    the version the new spec should carry. Exit 2 when it carries a lower one."""
    from .diff import run  # noqa: PLC0415
    from .diff.render import as_json, markdown, text  # noqa: PLC0415

    report = run(old, new, config.resolve({"spec": spec_dir}).spec)
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
