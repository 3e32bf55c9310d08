"""spec/RULES.md, the table of MemoryLake's rules, checks itself: every rule names a spec key that
exists, and in each language checks that exist (a test, or a conformance vector) or a reason."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from a2a_codegen.spec import conformance

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("Python", "TypeScript", "Go")


def rows(text: str) -> list[dict[str, str]]:
    """The table's rows, by column name."""
    lines = [line for line in text.splitlines() if line.startswith("|")]
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    return [
        dict(zip(header, (c.strip() for c in line.strip("|").split("|")), strict=True))
        for line in lines[2:]
    ]


def checks(cell: str) -> list[tuple[str, str]]:
    """(file, name) of each check of a cell: `FILE::NAME`, separated by <br>."""
    return [tuple(c.strip("`").split("::", 1)) for c in cell.split("<br>") if c]  # type: ignore[misc]


def missing(file: str, name: str) -> str:
    """Why the check is not there, or ""."""
    path = ROOT / file
    if not path.is_file():
        return f"{file} does not exist"
    text = path.read_text(encoding="utf-8")
    if file.endswith(".yaml"):
        vectors = yaml.safe_load(text)
        names = [v.get("name") for key in conformance.LISTS for v in vectors.get(key, [])]
        return "" if name in names else f"{file} has no vector named {name!r}"
    if file.endswith(".py"):
        found = re.search(rf"^(async )?def {re.escape(name)}\(", text, re.M)
    elif file.endswith(".go"):
        found = re.search(rf'^func {re.escape(name)}\(|run\("{re.escape(name)}', text, re.M)
    else:
        found = re.search(rf'(test|describe)\(["`]{re.escape(name)}', text)
    return "" if found else f"{file} has no test {name!r}"


@functools.cache
def spec_files() -> dict[str, Any]:
    return {p.stem: yaml.safe_load(p.read_text()) for p in (ROOT / "spec").glob("*.yaml")}


def spec_key(key: str) -> bool:
    """Whether the dotted key is a path in one of the spec's files (its name first, or not)."""
    files = spec_files()
    parts = key.split(".")
    tries = [(files[parts[0]], parts[1:])] if parts[0] in files else []
    for node, path in [*tries, *((data, parts) for data in files.values())]:
        for part in path:
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:
            return True
    return False


def problems(table: str) -> list[str]:
    out: list[str] = []
    for row in rows(table):
        rule = row["id"]
        if not spec_key(row["spec key"].strip("`")):
            out.append(f"{rule}: the spec has no key {row['spec key']}")
        for language in LANGUAGES:
            listed = checks(row[language])
            out += [f"{rule} ({language}): {why}" for f, n in listed if (why := missing(f, n))]
            if not listed and not row["reason"]:
                out.append(f"{rule}: no check in {language}, and no reason given")
    return out


def test_every_rule_has_a_spec_key_and_a_check_in_each_language_or_a_reason() -> None:
    table = (ROOT / "spec" / "RULES.md").read_text(encoding="utf-8")
    assert len(rows(table)) >= 20
    assert problems(table) == []


@pytest.mark.parametrize(
    ("edit", "complaint"),
    [
        (("test_one_agent_per_conversation", "test_one_agent_per_conversations"), "has no test"),
        (("`auth.doc`", "`auth.docs`"), "has no key"),
    ],
)
def test_the_table_fails_when_a_check_or_a_key_is_gone(edit: Any, complaint: str) -> None:
    table = (ROOT / "spec" / "RULES.md").read_text(encoding="utf-8")
    assert any(complaint in p for p in problems(table.replace(*edit)))


def test_a_rule_without_a_check_in_a_language_needs_a_reason() -> None:
    table = (ROOT / "spec" / "RULES.md").read_text(encoding="utf-8")
    row = next(line for line in table.splitlines() if line.startswith("| R22 "))
    cells = row.split("|")
    cells[6] = " "  # Go's checks gone
    assert problems(table.replace(row, "|".join(cells))) == [
        "R22: no check in Go, and no reason given"
    ]


# What the clients cannot check, and the guesses they make, told in each language's docs: the
# operations' and the extension's generated files, their comment markers and line breaks aside.
GENERATED = {
    "Python": (
        "generated/python/memorylake_a2a/_operations.py",
        "generated/python/memorylake_a2a/extension.py",
        "generated/python/memorylake_a2a/_api_errors.py",
    ),
    "TypeScript": (
        "generated/typescript/src/operations.ts",
        "generated/typescript/src/extension.ts",
        "generated/typescript/src/api-errors.ts",
    ),
    "Go": ("generated/go/operations.go", "generated/go/extension.go", "generated/go/apierrors.go"),
}
TOLD = [
    # the conversation (context_id): one message at a time, its agent and project, the actor
    "(another send with it while one is processed, even a non-blocking one whose task runs, gets 400 INVALID_ARGUMENT, not queued",
    "keeps it to the agent it started with, and binds it to the project of its first message. The actor may change within it.",
    # permissions (memorylake)
    "the actor needs workspace_actor:fact_add and workspace_actor:fact_search (checked when the conversation starts and when a later message brings a new actor)",
    "readWriteProjectId needs project:mem_add, project:doc_add, project:mem_search and project:doc_search",
    # capabilities
    "Agents have no capabilities by default: capabilitiesOverride turns them on for this message only, and pii and vega only there.",
    "leaving one out, or null, keeps the agent's own setting",
    # the project is fixed
    "adding one to a conversation that started without a project, fails with 400",
    # guesses
    "Cancel a running task. Over v1.0 REST and v0.3 REST, not confirmed by MemoryLake's documentation: the page names no cancel route",
    "MemoryLake's get returns no history whatever this says",
    "the page does not say that getting a task takes historyLength",
    "The API key is missing, wrong or revoked. Not confirmed by MemoryLake's documentation: the page lists 400, 402, 403 and 404 only",
    "the page does not say how subscribing to a failed or canceled task is refused",
    "that every url part is a file to import is a guess",
    "the page gives this format for readWriteProjectId only",
]


def _prose(path: str) -> str:
    text = (ROOT / path).read_text(encoding="utf-8")
    text = re.sub(r"^\s*(///?|\*|#)\s?", "", text, flags=re.M)
    return " ".join(text.replace("``", "").replace("`", "").split())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_and_guesses_are_told_in_each_languages_docs(language: str) -> None:
    docs = " ".join(_prose(p) for p in GENERATED[language])
    assert [phrase for phrase in TOLD if phrase not in docs] == []
