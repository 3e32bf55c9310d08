"""No vendor text outside spec/: the templates, runtimes and fakes name no fact of MemoryLake's
page. Rendering the Tiny A2A fixture spec, which names none, must give packages that name none
either. The phrases are distinctive ones of MemoryLake's A2A page, carried here as data."""

from __future__ import annotations

from pathlib import Path

import pytest
from a2a_codegen import ir
from a2a_codegen.spec import load_spec
from a2a_codegen.targets import render_target

TINY = Path(__file__).parent / "fixtures" / "specs" / "minimal"
GENERATOR = "memorylake-a2a-codegen"

# Distinctive phrases of MemoryLake's page (matched without regard to case).
PAGE_PHRASES = [
    "MemoryLake",
    "app.memorylake.ai",
    "workspace_agent:a2a",
    "metadata.memorylake",
    "actorId",
    "readWriteProjectId",
    "readOnlyProjectIds",
    "skipMemory",
    "capabilitiesOverride",
    "runtimeOptions",
    "open_datasets",
    "web_search",
    "web_fetch",
    "fact_add",
    "mem_search",
    "doc_search",
    "STATE_NOT_READY",
    "ACTOR_INACTIVE",
    "QUOTA_EXCEEDED",
    "ACCESS_DENIED",
    "adk_type",
    "adk_thought",
    "recommended_questions",
    "presign_url",
    "drive://",
    "LLM model config not found",
    "one message at a time",
    "its agent and project",
    "One agent per conversation",
    "for the defaults",
    "with memory on",
    "two-factor authentication",
    "Paris is the capital",
    "ws-8001856949ad4f6a5b6226f415ffa877",
    "agent-f8bf71ab17ed8eccad8c0e8ae708273f",
    "actor-33d6b73298fb43482a765643ff92444b",
    "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8",
    "ctx_m4n7p2q9",
]


@pytest.fixture(scope="module")
def tiny_files() -> dict[str, str]:
    model = ir.build(load_spec(TINY))
    out: dict[str, str] = {}
    for target in ("python", "typescript", "go"):
        for path, content in render_target(target, model, None).items():
            if isinstance(content, bytes):
                content = content.decode("utf-8", "replace")
            # The generator's own name, in every file's header, is no fact of the page.
            out[f"{target}/{path}"] = content.replace(GENERATOR, "")
    return out


def test_the_tiny_spec_names_no_phrase_of_memorylakes_page(tiny_files: dict[str, str]) -> None:
    assert len(tiny_files) > 50
    found = [
        f"{path}: {phrase!r}"
        for path, text in sorted(tiny_files.items())
        for phrase in PAGE_PHRASES
        if phrase.lower() in text.lower()
    ]
    assert found == []


def test_the_scan_finds_what_the_bundled_spec_carries() -> None:
    """The scan is not vacuous: the same phrases are all over the packages of MemoryLake's spec."""
    model = ir.build(load_spec(Path(__file__).parent.parent / "spec"))
    trees = [render_target(t, model, None) for t in ("python", "typescript", "go")]
    text = "\n".join(str(c) for tree in trees for c in tree.values()).lower()
    assert len([p for p in PAGE_PHRASES if p.lower() in text]) >= 30
