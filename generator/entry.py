"""The console script (and `python -m generator`). A plain `generate` (the spec, out, targets,
templates and HTTP library given as options, each once) runs here without click: when nothing
changed (stamp.py: no input changed and the trees are the ones last written) it says so before
loading the spec or importing a template engine; otherwise it renders and writes as cli.py's
`generate` does, which calls the same function. An up-to-date plain `check` is answered here
too. Every other command line, and any doubt, goes to cli.py, with full option parsing and
error messages."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from generator.errors import SpecError, UsageError

DEFAULT_SPEC = Path("spec")
DEFAULT_OUT = Path("generated")
UP_TO_DATE = {"generate": "{out}: up to date", "check": "generated output is up to date"}
_OPTIONS = {
    "--spec": "spec",
    "--out": "out",
    "--target": "target",
    "--templates": "templates",
    "--python-http": "python_http",
}

F = TypeVar("F", bound=Callable[..., Any])


def main() -> None:
    request = _plain(sys.argv[1:])
    if request is not None and request.command == "generate":
        # Off for the rest of this process, which ends with the run (pipeline.render says why):
        # so in the child that generate forks too, and nothing turns it on again to walk all
        # that the run made. cli.py's generate (and a caller's) keeps it on outside render.
        gc.disable()
        reported(generate)(*request[1:])
    elif request is None or not _up_to_date(request):
        from generator.cli import main as cli  # noqa: PLC0415

        cli()
        return
    _exit()


def _exit() -> None:
    """Exit now: the run is done and its files written, and the interpreter's teardown (freeing
    each module and object one by one) costs a tenth of an edit's run, a sixth of a no-op's.
    Output that cannot be flushed is left to the usual exit, which reports it."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return
    os._exit(0)


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
    print(text, file=sys.stderr, flush=True)


def generate(
    spec_dir: Path,
    out: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    python_http: str,
) -> None:
    """Render every target (all when none is given) into OUT/<target>, replacing what is there."""
    from generator import cache  # noqa: PLC0415

    if cache.empty():  # a cold run (a no-op imports nothing more)
        cache.pack()  # every entry is new: written as one file, at the end
        # No targets: all of them, Python too.
        if not targets or "python" in targets:
            from generator import datamodels  # noqa: PLC0415

            # First, even before this process's imports: a cold run's slowest chain is
            # datamodel-code-generator's import, then its conversions (the rendering waits for
            # them). render() takes this child; a run that stops before it leaves it to end
            # with this process (its job pipe closes).
            datamodels.preload()
    try:
        _generate(spec_dir, out, targets, templates, python_http)
    finally:
        cache.flush()


def _generate(
    spec_dir: Path,
    out: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    python_http: str,
) -> None:
    from generator import stamp, writer  # noqa: PLC0415
    from generator.targets import TARGETS, Settings  # noqa: PLC0415

    names = targets or TARGETS
    settings = Settings(python_http=python_http)
    writer.recover(out)  # after a killed run: finish its swap, remove its temporary trees
    code = stamp.code_digest(templates)
    inputs, fresh = stamp.up_to_date(spec_dir, out, names, templates, settings, code)
    if fresh:
        print(UP_TO_DATE["generate"].format(out=out))
        return
    from generator import dataclass_code  # noqa: PLC0415

    with dataclass_code.kept():
        from generator.pipeline import render  # noqa: PLC0415 (loads the spec and Jinja)

        trees = render(spec_dir, targets, templates, settings, out, code)
    changed = writer.write_trees(out, trees)
    for name, tree in trees.items():
        print(f"{out / name}: {len(tree)} files, {len(changed[name])} changed")
    stamp.record(inputs, trees)


class _Request(NamedTuple):
    command: str
    spec_dir: Path
    out: Path
    targets: tuple[str, ...]
    templates: Path | None
    python_http: str


def _plain(argv: list[str]) -> _Request | None:
    """argv as a plain `generate` or `check` (known options, valid values), else None."""
    if not argv or argv[0] not in UP_TO_DATE:
        return None
    values: dict[str, list[str]] = {name: [] for name in _OPTIONS.values()}
    rest = iter(argv[1:])
    for arg in rest:
        option, equals, value = arg.partition("=")
        if option not in _OPTIONS:
            return None  # --help, a typo, an argument: cli.py answers
        if not equals:
            value = next(rest, "")
        if not value or value.startswith("-"):
            return None
        values[_OPTIONS[option]].append(value)
    if any(len(values[name]) > 1 for name in ("spec", "out", "templates", "python_http")):
        return None

    from generator.targets import PYTHON_HTTP, TARGETS  # noqa: PLC0415

    targets = tuple(values["target"])
    python_http = values["python_http"][0] if values["python_http"] else PYTHON_HTTP[0]
    if any(name not in TARGETS for name in targets) or python_http not in PYTHON_HTTP:
        return None
    return _Request(
        argv[0],
        Path(values["spec"][0]) if values["spec"] else DEFAULT_SPEC,
        Path(values["out"][0]) if values["out"] else DEFAULT_OUT,
        targets,
        Path(values["templates"][0]) if values["templates"] else None,
        python_http,
    )


def _up_to_date(request: _Request) -> bool:
    """Whether a plain `check` is up to date (then it said so)."""
    from generator import stamp  # noqa: PLC0415
    from generator.targets import TARGETS, Settings  # noqa: PLC0415

    names = request.targets or TARGETS
    settings = Settings(python_http=request.python_http)
    try:
        fresh = stamp.up_to_date(request.spec_dir, request.out, names, request.templates, settings)
    except Exception:  # noqa: BLE001 (cli.py does it again and reports what is wrong)
        return False
    if fresh[1]:
        print(UP_TO_DATE["check"].format(out=request.out))
    return fresh[1]
