"""Where the generator's own files are: its templates and its runtime (see README, layout). An
installed generator carries the templates inside the package (pyproject.toml maps templates/
there); in a checkout they stand at the root."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
RUNTIME = PACKAGE / "runtime"  # the code copied into the output as it is
TEMPLATES = next(
    (p for p in (PACKAGE / "templates", PACKAGE.parent / "templates") if p.is_dir()),
    PACKAGE / "templates",  # missing: render.environment says so
)
