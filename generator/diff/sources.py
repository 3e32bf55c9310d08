"""The two sides of a diff: a spec directory, or the spec directory inside a git revision
(extracted to a temporary directory). Bad input is a UsageError: one line, exit 2."""

from __future__ import annotations

import io
import subprocess
import tarfile
from pathlib import Path

from ..errors import UsageError


def spec_dir(where: str, spec: Path, tmp: Path) -> tuple[Path, str]:
    """(the spec directory, its label) for WHERE: a directory, or a git revision whose SPEC
    directory is extracted into tmp (a directory of its own per side)."""
    path = Path(where)
    if path.is_dir():
        return path, str(path)
    top = _git("rev-parse", "--show-toplevel")
    if top is None:
        raise UsageError(f"{where}: no such directory (and not in a git repository)")
    commit = _git("rev-parse", "--verify", "--quiet", f"{where}^{{commit}}")
    if commit is None:
        raise UsageError(f"{where}: no such directory or git revision")
    inside = (Path.cwd() / spec).resolve()
    try:
        rel = inside.relative_to(Path(top).resolve()).as_posix()
    except ValueError:
        raise UsageError(f"--spec {spec}: not inside the git repository at {top}") from None
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit, "--", rel],
        capture_output=True,
        check=False,
    )
    label = f"{where}:{rel}"
    if archive.returncode != 0:
        raise UsageError(f"{label}: no such directory in that revision")
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
        tar.extractall(tmp, **safe)  # type: ignore[arg-type]
    return tmp / rel, label


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", *args], capture_output=True, text=True, check=False)
    except OSError:  # no git
        return None
    return done.stdout.strip() if done.returncode == 0 else None
