"""The no-op fast path: when no input changed and the trees on disk are the ones the last run
wrote, `generate` and `check` are done before loading the spec or importing a template engine.

The inputs digest covers every byte that can change the output: the spec files, the patches
beside the spec, the templates (built-in and --templates overrides), the generator's own code,
the target list, the settings (--python-http), where the spec and templates are (the manifests
record it), and the versions of Python and of the tools that shape the output. The cache maps it to the digests of the trees
the last full run rendered; a tree on disk is compared by digest, so a hand edit is noticed."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..cache import cached_value, store_value, tool_version
from ..paths import PACKAGE, TEMPLATES
from . import manifest, patches
from .writer import Tree, read

TOOLS = ("black", "datamodel-code-generator", "jinja2", "pydantic", "pyyaml")


def inputs_digest(
    spec_dir: Path,
    out: Path,
    targets: tuple[str, ...],
    templates: Path | None,
    settings: object,  # the targets' Settings: its repr is an input
    code: str | None = None,
) -> str:
    """The digest of every input; `code` is code_digest(templates), when known."""
    digest = hashlib.sha256((code or code_digest(templates)).encode())
    _files(digest, spec_dir)
    _files(digest, patches.directory(spec_dir))  # applied to the rendered trees
    # The spec directory's name is in every header ("spec/models.yaml"), and the manifests
    # record where the spec and the templates are, relative to out.
    where = manifest.options(spec_dir, templates, {}, out)
    choices = [spec_dir.resolve().name, *targets, repr(settings), *map(str, where.values())]
    digest.update("\0".join(choices).encode())
    return digest.hexdigest()


def code_digest(templates: Path | None) -> str:
    """What the generator renders with: its code and templates (and --templates), the versions
    of Python and of the tools that shape the output."""
    digest = hashlib.sha256()
    for root in (PACKAGE, TEMPLATES, *([templates] if templates else [])):
        _files(digest, root)
    versions = [sys.version.split()[0], *(tool_version(t) for t in TOOLS)]
    digest.update("\0".join(versions).encode())
    return digest.hexdigest()


def _files(digest: Any, root: Path) -> None:
    """Each file under root (symlinks followed, not into directories; no __pycache__), in the
    order of its path's parts: its path relative to root, then its bytes."""
    files = []
    start = len(os.fspath(root)) + 1
    for top, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in names:
            path = os.path.join(top, name)
            if name != "__pycache__" and os.path.isfile(path):
                files.append((path[start:].split(os.sep), path))
    for parts, path in sorted(files):
        with open(path, "rb") as file:
            digest.update("/".join(parts).encode() + b"\0" + file.read() + b"\0")


def tree_digest(tree: Tree) -> str:
    digest = hashlib.sha256()
    for rel in sorted(tree):
        digest.update(f"{rel}\0{tree[rel]}\0".encode())
    return digest.hexdigest()


def up_to_date(
    spec_dir: Path,
    out: Path,
    names: tuple[str, ...],
    templates: Path | None,
    settings: object,  # the targets' Settings: its repr is an input
    code: str | None = None,
) -> tuple[str, bool]:
    """The inputs digest, and whether the trees under out are the ones the last run from these
    inputs wrote."""
    inputs = inputs_digest(spec_dir, out, names, templates, settings, code)
    return inputs, unchanged(inputs, out, names)


def unchanged(inputs: str, out: Path, names: tuple[str, ...]) -> bool:
    """Whether the last run from these inputs rendered exactly the trees under out; they are read
    only when there was one (not after an edit)."""
    expected = cached_value("stamp", inputs)
    if expected is None:
        return False
    try:
        trees = json.loads(expected)["trees"]
        return bool(trees == {name: tree_digest(read(out / name)) for name in names})
    except (ValueError, KeyError, TypeError):
        return False


def notes(inputs: str) -> list[list[str]]:
    """What the last run from these inputs found besides its trees (the versions its packages
    need: cli.py), for the runs the stamp stops early."""
    try:
        found = json.loads(cached_value("stamp", inputs) or "{}").get("notes", [])
    except (ValueError, AttributeError):
        return []
    return found if isinstance(found, list) else []


def record(inputs: str, trees: dict[str, Tree], found: list[list[str]]) -> None:
    digests = {name: tree_digest(tree) for name, tree in trees.items()}
    store_value("stamp", inputs, json.dumps({"trees": digests, "notes": found}))
