"""Quiet provenance: a spec edit changes the files whose code changes, plus the manifests, the
one-line SPEC_DIGEST constants and (when the client API changes) the API snapshots; the slow steps (black, datamodel-code-generator) run again only
for a file whose code changed (the digest is not code: black does not see it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import black
import pytest
from conftest import SPEC

from generator import formatting
from generator.pipeline import render
from generator.targets import python


def add_optional_extension_field(spec: Path) -> None:
    """The README's measure: one optional field in metadata.memorylake."""
    ext = spec / "extension.yaml"
    text = ext.read_text()
    anchor = "      readOnlyProjectIds:\n"
    assert anchor in text
    ext.write_text(text.replace(anchor, "      locale: {type: string}\n" + anchor, 1))


def test_one_optional_field_changes_two_files_and_the_provenance(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After rendering the spec (which fills the cache), rendering the edited spec formats and
    converts only what changed: a cache key that held a file's provenance would miss for all."""
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))  # no one else's entries
    spec = tmp_path / "spec"  # the same directory name: it appears in a docstring
    shutil.copytree(SPEC, spec)
    before = render(spec, (), None)
    add_optional_extension_field(spec)
    formatted: list[str] = []
    converted: list[str] = []
    format_str, datamodels = black.format_str, python._run_datamodel_codegen
    monkeypatch.setattr(
        black, "format_str", lambda s, **kw: formatted.append(s) or format_str(s, **kw)
    )
    # black in this process, where the calls are counted (not in forked helpers)
    monkeypatch.setattr(python, "Formatter", lambda: formatting.Formatter(0))
    monkeypatch.setattr(
        python, "_run_datamodel_codegen", lambda d, *a: converted.append(d) or datamodels(d, *a)
    )
    after = render(spec, (), None)
    changed = sorted(
        f"{target}/{rel}"
        for target, tree in after.items()
        for rel in tree.keys() | before[target].keys()
        if tree.get(rel) != before[target].get(rel)
    )
    assert changed == [
        "go/_api.json",
        "go/_manifest.json",
        "go/extension.go",
        "go/version.go",  # SpecDigest
        "python/_api.json",  # the API snapshot the next CHANGELOG entry compares with
        "python/memorylake_a2a/_manifest.json",
        "python/memorylake_a2a/_version.py",  # SPEC_DIGEST
        "python/memorylake_a2a/extension.py",
        "typescript/_api.json",
        "typescript/_manifest.json",
        "typescript/src/extension.ts",
        "typescript/src/version.ts",  # SPEC_DIGEST
    ]
    # The changed Python file, and nothing else: _version.py's code is the same, its digest is
    # put in after black (the cache has the file with a placeholder).
    assert len(formatted) == 1
    assert "class MemoryLakeExtension(" in formatted[0]
    assert len(converted) == 1 and '"locale"' in converted[0]
