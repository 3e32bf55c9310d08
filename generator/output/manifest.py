"""One manifest per generated package: what made it (the spec files' digests, the generator, a
run id) and the digest of every file of the tree. It is the only generated file that names the
spec's digests, so a spec edit changes the files whose code changes plus the manifests; and it
lets `check` tell trees from different runs apart, and a vendored copy be verified offline."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Collection
from pathlib import Path
from typing import Any

from ..cache import tool_version
from .writer import Tree

NAME = "_manifest.json"
TOOL = "memorylake-a2a-codegen"


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def spec_digest(files: dict[str, str]) -> str:
    """One digest for the whole spec: of its files' names and digests."""
    return sha256("".join(f"{name}\0{digest}\n" for name, digest in sorted(files.items())))


def versions(version: str, files: dict[str, str]) -> dict[str, str]:
    """What the packages say about their origin, in code: the API's version, the spec's digest."""
    return {"version": version, "spec_digest": spec_digest(files)}


def run_id(files: dict[str, str], templates: Path | None) -> str:
    """What identifies a run: the spec (its files' names and digests), the generator's version and
    any --templates overrides. Every tree of one run carries it, so trees from different runs can
    be told apart."""
    inputs = [spec_digest(files), f"{TOOL} {tool_version(TOOL)}"]
    if templates is not None:
        inputs += [
            f"{p.relative_to(templates).as_posix()}\0{hashlib.sha256(p.read_bytes()).hexdigest()}"
            for p in sorted(templates.rglob("*"))
            if p.is_file()
        ]
    return sha256("\n".join(inputs))


def add(tree: Tree, path: str, package: tuple[str, str], files: dict[str, str], run: str) -> None:
    """Add the manifest at path (inside the package, so it ships with it) to tree; package is the
    distribution's name and version, files the spec files' names and digests."""
    manifest = {
        "//": f"Written by {TOOL}; do not edit. `a2a-codegen verify` checks a copy against it.",
        "name": package[0],
        "version": package[1],
        "path": path,  # where this manifest is in its tree: verify finds the tree's root with it
        "generator": f"{TOOL} {tool_version(TOOL)}",
        "run": run,
        "spec": {"digest": spec_digest(files), "files": files},
        "files": {rel: sha256(text) for rel, text in sorted(tree.items())},
    }
    tree[path] = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"


def options(
    spec: Path, templates: Path | None, settings: dict[str, str], out: Path | None
) -> dict[str, Any]:
    """The options a tree was made with, as its manifest records them, so that `check` can run
    with them: the spec and templates directories, relative to OUT (so the record holds wherever
    the checkout is; absolute without an OUT), and the target's settings."""

    def where(path: Path) -> str:
        absolute = os.path.abspath(path)
        return Path(os.path.relpath(absolute, os.path.abspath(out)) if out else absolute).as_posix()

    return {"spec": where(spec), "templates": where(templates) if templates else None, **settings}


def record(tree: Tree, made_with: dict[str, Any]) -> None:
    """Record the options the tree was made with in its manifest, after the spec's digests."""
    path = path_of(tree)
    if path:
        data = json.loads(tree[path])
        files = data.pop("files")
        data.update(options=made_with, files=files)
        tree[path] = json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def record_patches(
    tree: Tree, patches: dict[str, dict[str, Any]], changed: Collection[str]
) -> None:
    """Record in the manifest the patches applied to tree (each one's file, digest and lines
    added and removed), after the files they `changed` were changed (or removed)."""
    refresh(tree, changed)
    path = path_of(tree)
    if path:
        data = json.loads(tree[path])
        files = data.pop("files")
        data.update(patches=patches, files=files)
        tree[path] = json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def path_of(tree: Tree) -> str | None:
    """Where the tree's manifest is: the shallowest file of that name."""
    paths = [p for p in tree if p.rpartition("/")[2] == NAME]
    return min(paths, key=len) if paths else None


def refresh(tree: Tree, added: Collection[str]) -> None:
    """List again every file of tree in its manifest, after the files `added` were added to the
    tree (or replaced); the others keep their listed digests."""
    path = path_of(tree)
    if not path:
        return
    data = json.loads(tree[path])
    listed = data["files"]
    data["files"] = {
        rel: listed[rel] if rel in listed and rel not in added else sha256(text)
        for rel, text in sorted(tree.items())
        if rel != path
    }
    tree[path] = json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def find(root: Path) -> Path | None:
    """The manifest of the tree at root: at its top, or in one of its packages."""
    candidates = [root / NAME, *sorted(root.glob(f"*/{NAME}"))]
    return next((p for p in candidates if p.is_file()), None)


def load(root: Path) -> dict[str, Any] | None:
    """The manifest of the tree at root, or None when there is none (or it is not JSON)."""
    path = find(root)
    try:
        data = json.loads(path.read_text(encoding="utf-8")) if path else None
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None
