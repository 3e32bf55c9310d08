"""Hand edits of a generated package kept as data: one unified diff per file under
`patches/<target>/` next to the spec (`patches/python/memorylake_a2a/_answers.py.patch`), made by
`a2a-codegen save-edits` and applied by `generate` and `check` after rendering, in the order of
their names.

Applying is strict: a hunk's context and removed lines must match the rendered file exactly (at
the line the hunk names, or, when the code above it moved, at the nearest place they all match;
a hunk with less context on one side than on the other is anchored to that end of the file, as
GNU patch does). There is no fuzz: a hunk that does not match is a conflict, which names the
patch, the hunk and the lines that differ, and stops the run before anything is written. The
standard library only (difflib makes the diffs); a file added by hand is a diff from /dev/null
that holds it whole, a file removed by hand one to /dev/null."""

from __future__ import annotations

import difflib
import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import UsageError
from .writer import Tree

SUFFIX = ".patch"
DEV_NULL = "/dev/null"
NO_NEWLINE = "\\ No newline at end of file"
HUNK = re.compile(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
HINT = (
    "hint: edit the patch so that its lines match the new code; or move it away, run"
    " `a2a-codegen generate`, make the edit again and run `a2a-codegen save-edits`"
)


class PatchConflict(UsageError):
    """A patch no longer applies to the rendered code (exit 2, nothing written)."""


@dataclass
class Hunk:
    header: str  # "@@ -40,3 +40,4 @@"
    start: int  # the old file's line where it applies (1-based; 0 for an empty old file)
    lines: list[tuple[str, str]] = field(default_factory=list)  # (" ", "-" or "+", line)

    def old(self) -> list[str]:
        return [text for op, text in self.lines if op != "+"]

    def new(self) -> list[str]:
        return [text for op, text in self.lines if op != "-"]


@dataclass
class Patch:
    name: str  # its path under patches/<target>/
    file: str  # the tree path it changes
    text: str
    hunks: list[Hunk]
    created: bool  # from /dev/null: a file added by hand
    deleted: bool  # to /dev/null: a generated file removed by hand

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()

    @property
    def added(self) -> int:
        return sum(op == "+" for h in self.hunks for op, _ in h.lines)

    @property
    def removed(self) -> int:
        return sum(op == "-" for h in self.hunks for op, _ in h.lines)


def directory(spec: Path) -> Path:
    """Where a spec's patches are: `patches/` beside the spec directory."""
    path = Path(os.path.normpath(spec))
    parent = path.parent if path.name not in ("", ".", "..") else Path(os.path.abspath(path)).parent
    return parent / "patches"


def name_of(rel: str) -> str:
    """A patch's name for the tree path it changes."""
    return rel + SUFFIX


def load(root: Path) -> list[Patch]:
    """The patches under root (patches/<target>), in the order of their names."""
    if not root.is_dir():
        return []
    found = sorted(p.relative_to(root).as_posix() for p in root.rglob(f"*{SUFFIX}") if p.is_file())
    return [parse((root / n).read_text(encoding="utf-8"), n, root / n) for n in found]


def parse(text: str, name: str, where: Path | str = "") -> Patch:
    """A one-file unified diff; a malformed one is a UsageError that says where."""
    label = str(where or name)
    lines = text.splitlines(keepends=True)
    if len(lines) < 2 or not lines[0].startswith("--- ") or not lines[1].startswith("+++ "):
        raise UsageError(f"{label}:1: not a unified diff (no ---/+++ lines)")
    created, deleted = (line[4:].rstrip("\n").split("\t")[0] == DEV_NULL for line in lines[:2])
    hunks: list[Hunk] = []
    counts = (0, 0)
    for number, line in enumerate(lines[2:], 3):
        body = line[:-1] if line.endswith("\n") else line
        match = HUNK.match(body)
        if match and counts == (0, 0):
            start, old_n, new_n = int(match[1]), match[2], match[4]
            counts = (1 if old_n is None else int(old_n), 1 if new_n is None else int(new_n))
            hunks.append(Hunk(body, start))
        elif body == NO_NEWLINE and hunks and hunks[-1].lines:
            op, previous = hunks[-1].lines[-1]
            hunks[-1].lines[-1] = (op, previous.removesuffix("\n"))
        elif hunks and body[:1] in (" ", "-", "+") and counts != (0, 0):
            op = body[0]
            hunks[-1].lines.append((op, line[1:]))
            counts = (counts[0] - (op != "+"), counts[1] - (op != "-"))
            if min(counts) < 0:
                raise UsageError(f"{label}:{number}: more lines than {hunks[-1].header} says")
        else:
            raise UsageError(f"{label}:{number}: not a line of a unified diff: {body[:60]!r}")
    if counts != (0, 0):
        raise UsageError(f"{label}: the last hunk has fewer lines than {hunks[-1].header} says")
    # The file is the one the patch is named after; its ---/+++ lines only say whether it is
    # added (from /dev/null) or removed (to /dev/null).
    return Patch(name, name.removesuffix(SUFFIX), text, hunks, created, deleted)


def make(rel: str, old: str | None, new: str | None) -> str:
    """The unified diff from old to new text of the file rel (None: no such file)."""
    a = (old or "").splitlines(keepends=True)
    b = (new or "").splitlines(keepends=True)
    out = []
    diff = difflib.unified_diff(
        a, b, DEV_NULL if old is None else f"a/{rel}", DEV_NULL if new is None else f"b/{rel}"
    )
    for line in diff:
        out.append(line if line.endswith("\n") else f"{line}\n{NO_NEWLINE}\n")
    return "".join(out)


def apply(tree: Tree, patches: list[Patch], where: str) -> list[str]:
    """Apply the patches to tree in order (where: the patches' directory, for messages); the
    paths they changed. A patch that does not apply raises PatchConflict."""
    changed = []
    for patch in patches:
        label = f"{where}/{patch.name}"
        if patch.created == (patch.file in tree):
            state = "is already in" if patch.created else "is not in"
            raise PatchConflict(
                f"{label}: does not apply: {patch.file} {state} the generated tree\n{HINT}"
            )
        lines = tree.get(patch.file, "").splitlines(keepends=True)
        offset = 0
        for number, hunk in enumerate(patch.hunks, 1):
            at = _place(lines, hunk, offset)
            if at is None:
                raise PatchConflict(_conflict(label, patch.file, number, hunk, lines, offset))
            old = hunk.old()
            lines[at : at + len(old)] = hunk.new()
            offset = at - (hunk.start - 1 if old else hunk.start) + len(hunk.new()) - len(old)
        if patch.deleted:
            del tree[patch.file]
        else:
            tree[patch.file] = "".join(lines)
        changed.append(patch.file)
    return changed


def _place(lines: list[str], hunk: Hunk, offset: int) -> int | None:
    """Where the hunk's old lines are in lines: at its line (moved by the offset the earlier
    hunks made), else the nearest place they all match; a hunk with less context at one end is
    anchored to that end of the file."""
    old = hunk.old()
    expected = (hunk.start - 1 if old else hunk.start) + offset
    lead = next((i for i, (op, _) in enumerate(hunk.lines) if op != " "), len(hunk.lines))
    trail = next((i for i, (op, _) in enumerate(reversed(hunk.lines)) if op != " "), 0)
    if lead < trail:
        candidates = [0]
    elif trail < lead:
        candidates = [len(lines) - len(old)]
    else:
        candidates = sorted(range(len(lines) - len(old) + 1), key=lambda i: abs(i - expected))
    for at in candidates:
        if at >= 0 and lines[at : at + len(old)] == old:
            return at
    return None


def _conflict(label: str, rel: str, number: int, hunk: Hunk, lines: list[str], offset: int) -> str:
    """What a conflict says: the patch, the hunk, and its lines beside the file's."""
    old = hunk.old()
    at = max(0, (hunk.start - 1 if old else hunk.start) + offset)
    found = lines[at : at + len(old)]
    out = [f"{label}: hunk {number} ({hunk.header}) does not apply to {rel} at line {at + 1}:"]
    for i, want in enumerate(old):
        got = found[i] if i < len(found) else None
        if got != want:
            out.append(f"    the patch expects: {want.rstrip()!r}")
            shown = "(end of file)" if got is None else repr(got.rstrip())
            out.append(f"    the code has:      {shown}")
    out.append(HINT)
    return "\n".join(out)


def conflicts(tree: Tree, patches: list[Patch], where: str) -> dict[str, str]:
    """Each patch that does not apply to tree (after the ones before it that apply), by name:
    the first line of its conflict."""
    failed = {}
    work = dict(tree)
    for patch in patches:
        try:
            apply(work, [patch], where)
        except PatchConflict as exc:
            failed[patch.name] = str(exc).splitlines()[0].rstrip(":")
    return failed
