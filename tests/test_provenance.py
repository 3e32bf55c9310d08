"""Quiet provenance: a spec edit changes the files whose code changes, plus the manifests, the
one-line SPEC_DIGEST constants and (when the client API changes) the API snapshots; the slow steps
(black, datamodel-code-generator) run again only for a file whose text changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import black
import pytest
from a2a_codegen.pipeline import render
from a2a_codegen.targets import datamodels
from conftest import SPEC


def add_optional_extension_field(spec: Path) -> None:
    """The README's measure: one optional field in metadata.memorylake."""
    ext = spec / "extension.yaml"
    text = ext.read_text()
    anchor = "      readOnlyProjectIds:\n"
    assert anchor in text
    ext.write_text(text.replace(anchor, "      locale: {type: string}\n" + anchor, 1))


def test_one_optional_field_changes_its_files_and_the_provenance(
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
    format_str, convert = black.format_str, datamodels.convert
    convert_params = datamodels.convert_params
    monkeypatch.setattr(
        black, "format_str", lambda s, **kw: formatted.append(s) or format_str(s, **kw)
    )
    monkeypatch.setattr(datamodels, "convert", lambda d, *a: converted.append(d) or convert(d, *a))
    monkeypatch.setattr(
        datamodels, "convert_params", lambda d: converted.append(d) or convert_params(d)
    )
    after = render(spec, (), None)
    changed = sorted(
        f"{target}/{rel}"
        for target, tree in after.items()
        for rel in tree.keys() | before[target].keys()
        if tree.get(rel) != before[target].get(rel)
    )
    assert changed == [
        "go/README.md",  # the manual's table of the extension's fields
        "go/_api.json",
        "go/_manifest.json",
        "go/extension.go",
        "go/version.go",  # SpecDigest
        "python/README.md",
        "python/_api.json",  # the API snapshot the next CHANGELOG entry compares with
        "python/memorylake_a2a/_manifest.json",
        "python/memorylake_a2a/_version.py",  # SPEC_DIGEST
        "python/memorylake_a2a/extension.py",
        "python/memorylake_a2a/params.py",  # MemoryLakeExtensionParam
        "typescript/README.md",
        "typescript/_api.json",
        "typescript/_manifest.json",
        "typescript/src/extension.ts",
        "typescript/src/version.ts",  # SPEC_DIGEST
    ]
    # The changed Python files, and nothing else.
    assert len(formatted) == 3
    assert "SPEC_DIGEST" in formatted[0] and "class MemoryLakeExtension(" in formatted[1]
    assert "class MemoryLakeExtensionParam(" in formatted[2]
    assert len(converted) == 2 and all('"locale"' in document for document in converted)
