"""A new tree takes an unchanged file of the old one as a hard link (writer._same) only when that
gives what writing it would: its bytes, a regular file with no other name, the mode and owner of
a fresh write. After the run no file of the tree shares its inode with anything."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from a2a_codegen.output import writer

OLD = {"a.py": "a = 1\n", "pkg/b.py": "b = 2\n", "pkg/c.py": "c = 3\n", "d.txt": "d\n"}
NEW = {**OLD, "a.py": "a = 10\n"}  # one file changes: the tree is built again


def _written(out: Path, trees: dict[str, writer.Tree]) -> dict[str, list[str]]:
    changed = writer.write_trees(out, trees)
    for name, tree in trees.items():
        assert writer.read(out / name) == tree
        for rel, text in tree.items():
            path = out / name / rel
            assert path.read_bytes() == text.encode()
            info = os.lstat(path)
            assert info.st_nlink == 1, rel  # the old tree is gone: nothing shares it
    assert sorted(p.name for p in out.iterdir()) == sorted(trees)
    return changed


def test_unchanged_files_keep_their_inode_and_changed_ones_are_new(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _written(out, {"t": OLD})
    before = {rel: os.lstat(out / "t" / rel) for rel in OLD}
    assert _written(out, {"t": NEW}) == {"t": ["a.py"]}
    after = {rel: os.lstat(out / "t" / rel) for rel in NEW}
    assert after["a.py"].st_ino != before["a.py"].st_ino
    for rel in ("pkg/b.py", "pkg/c.py", "d.txt"):
        assert after[rel].st_ino == before[rel].st_ino, rel  # linked, not written
        assert after[rel].st_mtime_ns == before[rel].st_mtime_ns


def test_a_file_with_another_name_is_written_not_shared(tmp_path: Path) -> None:
    """A generated file the user hard-linked elsewhere (a vendored copy) is not taken over: an
    edit of their copy must not change the generated tree."""
    out = tmp_path / "out"
    _written(out, {"t": OLD})
    theirs = tmp_path / "vendored-b.py"
    os.link(out / "t" / "pkg" / "b.py", theirs)
    writer.write_trees(out, {"t": NEW})
    assert not os.path.samefile(out / "t" / "pkg" / "b.py", theirs)
    theirs.write_text("edited by the user\n")
    assert (out / "t" / "pkg" / "b.py").read_text() == OLD["pkg/b.py"]


def test_a_file_whose_mode_or_kind_differs_is_written(tmp_path: Path) -> None:
    """A chmod-ed file gets the mode a write gives; a symlink to a file with the same bytes (the
    text compares equal through it) becomes a regular file."""
    out = tmp_path / "out"
    _written(out, {"t": OLD})
    fresh = os.lstat(out / "t" / "a.py").st_mode
    (out / "t" / "pkg" / "b.py").chmod(0o600)
    elsewhere = tmp_path / "c-elsewhere.py"
    elsewhere.write_text(OLD["pkg/c.py"])
    (out / "t" / "pkg" / "c.py").unlink()
    (out / "t" / "pkg" / "c.py").symlink_to(elsewhere)
    _written(out, {"t": NEW})
    for rel in ("pkg/b.py", "pkg/c.py"):
        assert os.lstat(out / "t" / rel).st_mode == fresh, rel
    assert elsewhere.read_text() == OLD["pkg/c.py"]


def test_the_bytes_are_checked_through_the_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that changed after it was compared (here: compared as unchanged when it is not) is
    written, not linked: the link is checked against the bytes."""
    out = tmp_path / "out"
    _written(out, {"t": OLD})
    (out / "t" / "d.txt").write_text("changed by hand\n")
    monkeypatch.setattr(writer, "changes", lambda root, tree: ["a.py"])  # d.txt "unchanged"
    writer.write_trees(out, {"t": NEW})
    assert writer.read(out / "t") == NEW
    assert os.lstat(out / "t" / "d.txt").st_nlink == 1
