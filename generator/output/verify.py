"""`a2a-codegen verify PATH`: does a vendored or installed copy of a generated package still hold
exactly what its manifest lists? Offline, with no spec: it reads only the manifest and the files.

PATH is a package's tree (generated/python), its package directory (memorylake_a2a), the folder
of an installed npm package, or the import name of an installed Python package. A copy that
holds only the package directory (an installed wheel) is checked there: the tree's other files
(pyproject.toml) were not installed. The user's build files (writer.belongs_to_user) are not
the generator's, so they are never extra."""

from __future__ import annotations

import hashlib
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from . import manifest
from .writer import walk


@dataclass
class Report:
    root: Path
    manifest: dict[str, Any]
    checked: int = 0
    edited: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)
    patched: list[str] = field(default_factory=list)  # declared: the manifest lists their patch

    @property
    def drift(self) -> bool:
        return bool(self.edited or self.missing or self.extra)

    @property
    def patches(self) -> dict[str, dict[str, Any]]:
        """The patches the manifest records, by name: file, digest, added, removed."""
        found = self.manifest.get("patches")
        return found if isinstance(found, dict) else {}

    @property
    def patch_lines(self) -> tuple[int, int]:
        """The patches' size: lines added, lines removed."""
        each = self.patches.values()
        return sum(int(p.get("added", 0)) for p in each), sum(
            int(p.get("removed", 0)) for p in each
        )

    def budget(self, label: str) -> str:
        added, removed = self.patch_lines
        count = len(self.patches)
        patches = "patch" if count == 1 else "patches"
        return f"{label}: patch size +{added} -{removed} lines ({count} {patches})"

    def text(self, label: str) -> str:
        m = self.manifest
        lines = [
            f"{label}: {m.get('name')} {m.get('version')}, made from the spec with digest "
            f"{m.get('spec', {}).get('digest')} by {m.get('generator')}"
        ]
        by_file = {p.get("file"): (n, p) for n, p in self.patches.items()}
        for rel in self.patched:
            name, p = by_file[rel]
            size = f"+{p.get('added')} -{p.get('removed')}"
            lines.append(f"  patched (declared): {rel} (patch {name}, {size})")
        for title, paths in (
            ("hand-edited (undeclared)", self.edited),
            ("missing", self.missing),
            ("extra", self.extra),
        ):
            lines += [f"  {title}: {p}" for p in paths]
        verdict = "differs from its manifest" if self.drift else "matches its manifest"
        lines.append(f"{label}: {verdict} ({self.checked} files checked)")
        lines.append(self.budget(label))
        return "\n".join(lines) + "\n"


def locate(target: str) -> Path:
    """The directory named by PATH, or the package directory of an installed Python package."""
    path = Path(target)
    if path.exists():
        return path
    try:
        found = importlib.util.find_spec(target.replace("-", "_"))
    except (ImportError, ValueError):
        found = None
    if found is None or not found.submodule_search_locations:
        raise UsageError(f"{target}: no such directory, and no installed package of that name")
    return Path(next(iter(found.submodule_search_locations)))


def verify(target: str) -> Report:
    start = locate(target)
    report = compare(start)
    if report is None:
        raise UsageError(f"{start}: no {manifest.NAME} of a generated package here")
    return report


def compare(start: Path) -> Report | None:
    """The copy at start checked against its manifest; None when it has none."""
    path = manifest.find(start)
    data = manifest.load(start)
    if path is None or data is None or not isinstance(data.get("files"), dict):
        return None
    where = str(data.get("path", manifest.NAME))
    root = path.parents[where.count("/")]
    files: dict[str, str] = data["files"]
    # A wheel installs the package directory only: check the files outside it when they are there.
    outside = [rel for rel in files if not _under(rel, where)]
    scope = root if any((root / rel).is_file() for rel in outside) else path.parent
    report = Report(root, data)
    for rel, digest in sorted(files.items()):
        file = root / rel
        if scope != root and not _under(rel, where):
            continue
        report.checked += 1
        if not file.is_file():
            report.missing.append(rel)
        elif hashlib.sha256(file.read_bytes()).hexdigest() != digest:
            report.edited.append(rel)
        elif any(p.get("file") == rel for p in report.patches.values()):
            report.patched.append(rel)
    report.patched += sorted(
        p["file"] for p in report.patches.values() if p.get("file") not in files
    )
    for file in sorted(walk(scope)):
        rel = file.relative_to(root).as_posix()
        if rel not in files and rel != where:
            report.extra.append(rel)
    return report


def _under(rel: str, manifest_path: str) -> bool:
    """Whether a tree path is in the manifest's directory (the package directory)."""
    directory = manifest_path.rpartition("/")[0]
    return not directory or rel.startswith(directory + "/")
