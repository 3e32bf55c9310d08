"""docs/performance.md is exactly what benchmarks/report.py writes from benchmarks/results/, so
every figure in it comes from a file a benchmark script wrote; and the README and the other
manuals copy no measured figure, clock time or commit hash into their prose by hand."""

from __future__ import annotations

import importlib.util
import json
import re
from datetime import datetime
from pathlib import Path
from types import ModuleType

import pytest
from conftest import ROOT

RESULTS = ROOT / "benchmarks" / "results"
PAGE = ROOT / "docs" / "performance.md"
MANUALS = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p != PAGE)]

RATIO = re.compile(r"(?<![\w.])\d+(?:\.\d+)?x\b")  # 1.23x, 0.8x, 5x (not 5xx, not 0x1f)
CLOCK = re.compile(r"(?<![\w:])\d{1,2}:\d{2}(?![\w:])")  # 00:35 (not a port, not an ISO time)
COMMIT = re.compile(r"`[0-9a-f]{7,40}`")  # `be9f8de`


def report() -> ModuleType:
    spec = importlib.util.spec_from_file_location("report", ROOT / "benchmarks" / "report.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_page_is_what_report_py_writes_from_the_results() -> None:
    assert PAGE.read_text() == report().render(RESULTS), "run python benchmarks/report.py"


@pytest.mark.parametrize("path", sorted(RESULTS.glob("*.json")), ids=lambda p: p.name)
def test_each_results_file_is_one_a_script_wrote(path: Path) -> None:
    """The shape benchmarks/record.py (and typescript_client.mjs) write, and verdicts that say
    what the figures say."""
    data = json.loads(path.read_text())
    assert set(data) == {"script", "command", "cores", "date", "quick", "rows", "details"}
    script = ROOT / data["script"]
    assert script.exists() and data["command"].split()[1] == data["script"], data["command"]
    assert path.stem.split(".")[0] == script.stem
    assert isinstance(data["cores"], int) and data["cores"] > 0
    assert datetime.strptime(data["date"], "%Y-%m-%dT%H:%M:%SZ")
    assert data["rows"]
    for row in data["rows"]:
        assert set(row) == {"row", "measured", "unit", "target", "compare", "verdict"}, row
        if row["target"] is None:
            assert row["compare"] is None and row["verdict"] is None, row
            continue
        holds = {"<=": row["measured"] <= row["target"], ">=": row["measured"] >= row["target"]}
        assert row["verdict"] == ("met" if holds[row["compare"]] else "not met"), row


def test_the_page_shows_every_row_of_every_results_file() -> None:
    page = PAGE.read_text()
    for path in RESULTS.glob("*.json"):
        for row in json.loads(path.read_text())["rows"]:
            assert f"| {row['row']} |" in page, row


@pytest.mark.parametrize("page", MANUALS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_figure_is_copied_by_hand(page: Path) -> None:
    """Ratios, clock times and commit hashes appear in docs/performance.md's table only."""
    text = page.read_text()
    for pattern in (RATIO, CLOCK, COMMIT):
        assert not pattern.findall(text), (page.name, pattern.pattern, pattern.findall(text))
    assert "issue 13" not in text.lower()


def test_the_checks_catch_what_they_look_for() -> None:
    text = "1.02x wall, 0.8x the floor, 5x the a2a-sdk client, at 00:35 on `be9f8de`"
    assert RATIO.findall(text) == ["1.02x", "0.8x", "5x"]
    assert CLOCK.findall(text) == ["00:35"]
    assert COMMIT.findall(text) == ["`be9f8de`"]
    innocent = "5xx, 0x1f, http://127.0.0.1:8080, 2026-11-29T00:00:00Z, max_retries=2"
    assert not RATIO.findall(innocent) and not CLOCK.findall(innocent)
