"""The console script (and `python -m generator`): a `generate` or `check` with nothing to do
(stamp.py: no input changed and the trees are the ones last written) is answered here, before
click is imported; every other command line, and any doubt, goes to cli.py, which does the same
work with full option parsing and error messages."""

from __future__ import annotations

import sys
from pathlib import Path

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


def main() -> None:
    if not _answered(sys.argv[1:]):
        from generator.cli import main as cli  # noqa: PLC0415

        cli()


def _answered(argv: list[str]) -> bool:
    """Whether argv is a plain `generate` or `check` that is up to date (then it said so)."""
    if not argv or argv[0] not in UP_TO_DATE:
        return False
    values: dict[str, list[str]] = {name: [] for name in _OPTIONS.values()}
    rest = iter(argv[1:])
    for arg in rest:
        option, equals, value = arg.partition("=")
        if option not in _OPTIONS:
            return False  # --help, a typo, an argument: cli.py answers
        if not equals:
            value = next(rest, "")
        if not value or value.startswith("-"):
            return False
        values[_OPTIONS[option]].append(value)
    if any(len(values[name]) > 1 for name in ("spec", "out", "templates", "python_http")):
        return False

    from generator import stamp, writer  # noqa: PLC0415
    from generator.targets import PYTHON_HTTP, TARGETS, Settings  # noqa: PLC0415

    names = tuple(values["target"]) or TARGETS
    settings = Settings(
        python_http=values["python_http"][0] if values["python_http"] else PYTHON_HTTP[0]
    )
    if any(name not in TARGETS for name in names) or settings.python_http not in PYTHON_HTTP:
        return False
    spec_dir = Path(values["spec"][0]) if values["spec"] else DEFAULT_SPEC
    out = Path(values["out"][0]) if values["out"] else DEFAULT_OUT
    templates = Path(values["templates"][0]) if values["templates"] else None
    try:
        if argv[0] == "generate":
            writer.recover(out)  # as cli.generate does first
        fresh = stamp.up_to_date(spec_dir, out, names, templates, settings)[1]
    except Exception:  # noqa: BLE001 (cli.py does it again and reports what is wrong)
        return False
    if fresh:
        print(UP_TO_DATE[argv[0]].format(out=out))
    return fresh
