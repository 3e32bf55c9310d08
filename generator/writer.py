"""Write a rendered tree atomically, or compare it with what is on disk."""

from __future__ import annotations

import difflib
import shutil
import tempfile
from pathlib import Path

Tree = dict[str, str]  # relative path -> text


def write(root: Path, tree: Tree) -> list[str]:
    """Replace root with tree. The new tree is built beside root and swapped in with two renames,
    so a failed or interrupted run leaves the previous root intact (or, between the two renames,
    in root's `.old` sibling, which the next run puts back)."""
    root.parent.mkdir(parents=True, exist_ok=True)
    old = root.with_name(f".{root.name}.old")
    if old.exists() and not root.exists():
        old.rename(root)  # an earlier run stopped between the renames
    if old.exists():
        shutil.rmtree(old)
    changed = changes(root, tree)
    if not changed:
        return []
    tmp = Path(tempfile.mkdtemp(prefix=f".{root.name}.", dir=root.parent))
    try:
        for rel, text in sorted(tree.items()):
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode("utf-8"))
        tmp.chmod(0o755)
        if root.exists():
            root.rename(old)
        tmp.rename(root)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    shutil.rmtree(old, ignore_errors=True)
    return changed


def read(root: Path) -> Tree:
    """The generated files under root; tools' leftovers (caches, build metadata) are not ours."""
    if not root.is_dir():
        return {}
    return {
        rel.as_posix(): p.read_bytes().decode("utf-8", errors="replace")
        for p in sorted(root.rglob("*"))
        if p.is_file() and not _leftover(rel := p.relative_to(root))
    }


def _leftover(rel: Path) -> bool:
    return any(
        part.startswith(".") or part in ("__pycache__", "build") or part.endswith(".egg-info")
        for part in rel.parts
    )


def changes(root: Path, tree: Tree) -> list[str]:
    """Relative paths that differ between root on disk and tree (changed, added or removed)."""
    disk = read(root)
    return sorted(p for p in disk.keys() | tree.keys() if disk.get(p) != tree.get(p))


def diff(root: Path, tree: Tree, label: str) -> str:
    disk = read(root)
    out: list[str] = []
    for rel in changes(root, tree):
        out += difflib.unified_diff(
            disk.get(rel, "").splitlines(keepends=True),
            tree.get(rel, "").splitlines(keepends=True),
            fromfile=f"{label}/{rel}" if rel in disk else "/dev/null",
            tofile=f"fresh run/{rel}" if rel in tree else "/dev/null",
        )
    return "".join(out)
