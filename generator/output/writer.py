"""Write rendered trees so that a run killed at any instant leaves every tree complete, or compare
them with what is on disk.

`write_trees` builds each new tree beside the old one (`OUT/.a2a-codegen.NAME.PID`), then swaps it
in with one atomic exchange of the two directories (Linux's renameat2 RENAME_EXCHANGE), so
`OUT/NAME` is a whole tree, old or new, at every instant. A journal written before the first swap
and removed after the last names the new trees, so a run killed between the swaps of two targets
is rolled forward by the next start (`recover`): the targets never stay from different runs. Files
a user's build puts in a package directory (node_modules/, dist/, lockfiles, go.sum, build/,
*.egg-info) are theirs: `read` leaves them out and the new tree takes them over (hard links), so
`check` ignores and `generate` keeps them.
A generated file whose bytes did not change is a hard link to the old tree's file too, which costs
a fraction of writing it (and keeps its mtime), when the link gives what a write would (`_same`):
a regular file with no name outside the two trees, the mode and owner of a file this run wrote,
the bytes, read back through the link. Until the old tree is removed after the swap, a write into
that file lands in the new tree as well: a hand edit made while a run ends, as if made after it
(`check` and the no-op stamp see it, as any hand edit).
A kill needs no fsync (the kernel keeps what was written); a power cut is not covered."""

from __future__ import annotations

import ctypes  # at the top: tests/tools/kill_trials.py replaces it to test the fallback
import hashlib
import json
import os
import stat
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from pathlib import Path

Tree = dict[str, str]  # relative path -> text

PREFIX = ".a2a-codegen"  # this writer's temporary trees and journal in OUT
JOURNAL = f"{PREFIX}-swap.json"
# What a user's build or tools put in a package directory: never ours, never compared or deleted.
USER_DIRS = frozenset({"node_modules", "dist", "build", "__pycache__"})
USER_FILES = frozenset(
    {
        "package-lock.json",
        "npm-shrinkwrap.json",
        "yarn.lock",
        "pnpm-lock.yaml",
        "bun.lockb",
        "go.sum",
    }
)


def belongs_to_user(rel: str) -> bool:
    """Whether a path of a package directory (relative, with "/") is the user's (or a tool's),
    not the generator's."""
    parts = rel.split("/")
    return any(_users_part(p) for p in parts) or _users_name(parts[-1])


def _users_part(name: str) -> bool:
    return name.startswith(".") or name in USER_DIRS or name.endswith(".egg-info")


def _users_name(name: str) -> bool:
    return name in USER_FILES or name.endswith(".tsbuildinfo")


def read(root: Path) -> Tree:
    """The generated files under root, leaving out what belongs to the user."""
    tree: Tree = {}
    for rel, path in _found(root, theirs=False):
        with open(path, "rb") as file:
            tree[rel] = file.read().decode("utf-8", errors="replace")
    return dict(sorted(tree.items()))


def walk(root: Path, *, theirs: bool = False) -> Iterator[Path]:
    """The files (and symlinks) under root that are the user's, or those that are not; a user's
    directory is not entered when looking for the generator's files (node_modules is large)."""
    for _, path in _found(root, theirs):
        yield Path(path)


def _found(root: Path, theirs: bool) -> Iterator[tuple[str, str]]:
    """walk's files, each as its path relative to root (with "/") and its path: found with
    strings rather than paths, as a run reads every tree it writes and walks each it replaces."""
    base = os.fspath(root)
    if not os.path.isdir(base):
        return
    for top, dirs, files in os.walk(base):
        where = top[len(base) + 1 :]  # "" for root itself
        parts = where.split(os.sep) if where else []
        inside = any(_users_part(p) for p in parts)  # a user's directory (when theirs)
        if not theirs:
            dirs[:] = [d for d in dirs if not (_users_part(d) or _users_name(d))]
        prefix = "/".join(parts) + "/" if parts else ""
        for name in [*files, *(d for d in dirs if os.path.islink(os.path.join(top, d)))]:
            if (inside or _users_part(name) or _users_name(name)) == theirs:
                yield prefix + name, os.path.join(top, name)


def changes(root: Path, tree: Tree) -> list[str]:
    """Relative paths that differ between root on disk and tree (changed, added or removed)."""
    disk = read(root)
    return sorted(p for p in disk.keys() | tree.keys() if disk.get(p) != tree.get(p))


def diff(root: Path, tree: Tree, label: str) -> str:
    import difflib  # noqa: PLC0415 (like the other modules below: not on the no-op path)

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


def write_trees(out: Path, trees: dict[str, Tree]) -> dict[str, list[str]]:
    """Replace OUT/NAME with each tree; returns each target's changed paths."""
    out.mkdir(parents=True, exist_ok=True)
    with _locked(out):
        _recover(out)
        changed = {name: changes(out / name, tree) for name, tree in trees.items()}
        swaps = []
        for name, tree in trees.items():
            if changed[name]:
                same = tree.keys() - set(changed[name])
                swaps.append((name, _build(out, name, tree, same)))
        if swaps:
            journal = [
                {"target": n, "tree": t.name, "digest": _tree_digest(trees[n])} for n, t in swaps
            ]
            _write_atomically(out / JOURNAL, json.dumps(journal))
            for name, new in swaps:
                _exchange(new, out / name)
            (out / JOURNAL).unlink()
        _clean(out)
    return changed


def recover(out: Path) -> None:
    """Finish or clean up after a run that was killed: roll a half-done swap forward, remove
    temporary trees. Cheap when there is nothing to do (one directory listing)."""
    if out.is_dir() and any(p.name.startswith(PREFIX) for p in out.iterdir()):
        with _locked(out):
            _recover(out)


def interrupted(out: Path) -> bool:
    """Whether a run was killed in the middle of swapping trees (what `recover` will finish)."""
    return (out / JOURNAL).exists()


def _recover(out: Path) -> None:
    journal = out / JOURNAL
    if journal.exists():
        try:
            entries = json.loads(journal.read_text(encoding="utf-8"))
        except ValueError:  # killed while writing it: no swap had begun
            entries = []
        for entry in entries:
            new, root = out / entry["tree"], out / entry["target"]
            if new.is_dir() and _digest(new) == entry["digest"] != _digest(root):
                _exchange(new, root)
        journal.unlink()
    _clean(out)


def _clean(out: Path) -> None:
    """Remove the temporary trees (new ones never swapped in, old ones swapped out)."""
    for path in out.iterdir():
        if path.name.startswith(PREFIX):
            if path.is_dir() and not path.is_symlink():
                import shutil  # noqa: PLC0415

                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink()


def _build(out: Path, name: str, tree: Tree, same: Collection[str] = ()) -> Path:
    """The new tree, complete, beside the old one; the user's files of the old one linked in,
    and the files of `same` (whose text is the old tree's) too when `_same` allows."""
    import shutil  # noqa: PLC0415

    # Its own name: one writer at a time (_locked), which removed what a killed run left (_clean).
    new = out / f"{PREFIX}.{name}.{os.getpid()}"
    new.mkdir()
    new.chmod(0o755)
    old = out / name
    made = {new}
    written: os.stat_result | None = None  # a file this run wrote: what a write gives
    later = []
    for rel, text in sorted(tree.items()):
        path = new / rel
        if path.parent not in made:
            path.parent.mkdir(parents=True, exist_ok=True)
            made.add(path.parent)
        if rel in same and "\ufffd" not in text:  # read's decoding replaced no invalid byte
            later.append((rel, path, text))
            continue
        path.write_bytes(text.encode("utf-8"))
        if written is None:
            written = os.lstat(path)
    for rel, path, text in later:
        data = text.encode("utf-8")
        if written is None or not _same(old / rel, path, data, written):
            path.write_bytes(data)
    for path in walk(old, theirs=True):
        target = new / path.relative_to(old)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.is_symlink():
            target.symlink_to(os.readlink(path))
        else:
            try:
                os.link(path, target)
            except OSError:
                shutil.copy2(path, target)
    return new


def _same(source: Path, target: Path, data: bytes, written: os.stat_result) -> bool:
    """Link target to source, the old tree's file, if that gives the file a write of data would:
    a regular file with no other name (nothing outside the two trees shares it), of the mode,
    owner and group a write gives (`written`: a file this run wrote beside it), holding data.
    Otherwise no link is left."""
    try:
        os.link(source, target)
    except OSError:  # gone, another file system, a directory...
        return False
    try:
        info = os.lstat(target)
        fits = (
            stat.S_ISREG(info.st_mode)  # not a symlink (link() does not follow one), nor a FIFO
            and info.st_nlink == 2
            and (info.st_mode, info.st_uid, info.st_gid)
            == (written.st_mode, written.st_uid, written.st_gid)
        )
        if fits:
            with open(target, "rb") as file:
                fits = file.read() == data
    except OSError:
        fits = False
    if not fits:
        target.unlink()
    return fits


def _digest(root: Path) -> str:
    """Of the generated files of a tree: tells the old and new tree of a swap apart."""
    digest = hashlib.sha256()
    for rel, text in read(root).items():
        digest.update(f"{rel}\0{text}\0".encode())
    return digest.hexdigest()


def _tree_digest(tree: Tree) -> str:
    """_digest of the tree _build wrote from `tree`, without reading it back: its generated
    files (the user's are linked in), as `read` finds them."""
    digest = hashlib.sha256()
    for rel in sorted(tree):
        if not belongs_to_user(rel):
            digest.update(f"{rel}\0{tree[rel]}\0".encode())
    return digest.hexdigest()


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _exchange(new: Path, root: Path) -> None:
    """Put new at root, in one step; the old tree (if any) ends up at new."""
    if not root.exists():
        new.rename(root)
        return
    renameat2 = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None)
    if renameat2 is not None:
        flags = ctypes.c_uint(_RENAME_EXCHANGE)
        if renameat2(_AT_FDCWD, os.fsencode(new), _AT_FDCWD, os.fsencode(root), flags) == 0:
            return
    # No atomic exchange here (not Linux, or an old kernel or file system): two renames, and
    # between them the journal lets the next run roll forward.
    aside = new.with_name(new.name + ".old")
    root.rename(aside)
    new.rename(root)
    aside.rename(new)


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


@contextmanager
def _locked(out: Path) -> Iterator[None]:
    """One writer at a time per output directory (the lock goes with the process, even killed)."""
    try:
        import fcntl  # noqa: PLC0415 (POSIX only)
    except ImportError:
        yield
        return
    fd = os.open(out, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)
