"""Hostile strings in every prose position of a spec (docs, descriptions, messages, reasons):
each one is refused by validate with a location, or the outputs compile (one import run, one
mypy --strict and one tsc --strict over all of them) and carry the text as it was written
(whitespace aside: docs are re-wrapped). No string can become code."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import yaml
from conftest import FIXTURES, spec_mutations

from generator import ir
from generator.errors import SpecError
from generator.spec import load_spec
from generator.spec.checks import PROSE, PROSE_MAPS
from generator.targets import render_target

HOSTILE = [
    'say "hi" to them',
    "it's",
    "${process.exit(1)}",
    "`rm -rf /`",
    "{{ spec }} and {% if x %}",
    "class import def function return",
    "'''",
    "<!-- --> <script>",
    "%s %d {0} {}",
    "emoji 🎉 ünïcödé",
    "# not a comment",
    "a // b /* c",
    "'; DROP TABLE x; --",
    # refused: they can't be carried into code as they are
    "back\\slash",
    'triple """ quotes',
    "ends the */ comment",
    "line\nbreak",
    "tab\there",
    "line\u2028separator",
    "paragraph\u2029separator",
    "nul\x00byte",
    'ends with a "',
]
REFUSED = HOSTILE[HOSTILE.index("back\\slash") :]


def _inject(node: Any, text: str, prose: bool = False) -> Any:
    """Every prose string of node, with text appended."""
    if isinstance(node, str):
        return f"{node} {text}" if prose else node
    if isinstance(node, dict):
        return {
            k: (
                {kk: _inject(vv, text, True) for kk, vv in v.items()}
                if k in PROSE_MAPS and isinstance(v, dict)
                else _inject(v, text, k in PROSE and isinstance(v, str))
            )
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_inject(v, text, prose) for v in node]
    return node


def _words(text: str) -> str:
    return " ".join(re.sub(r"^\s*(#|\*|//|/\*\*)", " ", text, flags=re.M).split())


def _spec(tmp_path: Path, name: str, text: str) -> Path:
    """The minimal fixture with text appended to every prose string."""
    spec = tmp_path / name
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    for file in ("service", "dialects", "models", "extension"):
        data = _inject(yaml.safe_load((spec / f"{file}.yaml").read_text()), text)
        (spec / f"{file}.yaml").write_text(yaml.safe_dump(data, allow_unicode=True))
    return spec


def test_hostile_strings_are_refused_with_a_location_or_compile_and_survive(
    tmp_path: Path,
) -> None:
    for n, text in enumerate(REFUSED):
        try:
            load_spec(_spec(tmp_path, f"refused{n}", text))
        except SpecError as exc:
            assert all(p.line >= 1 and p.col >= 1 for p in exc.problems)
            assert all(
                "can't be carried into the generated code" in p.message for p in exc.problems
            )
        else:
            raise AssertionError(f"{text!r} was not refused")
    # The others all at once, in one spec: one tree to compile.
    accepted = HOSTILE[: HOSTILE.index(REFUSED[0])]
    model = ir.build(load_spec(_spec(tmp_path, "accepted", " | ".join(accepted))))
    mutations = spec_mutations()
    with mutations._fast_render():
        trees = {t: render_target(t, model, None) for t in ("python", "typescript")}
    for target, tree in trees.items():
        output = _words("\n".join(tree.values()))
        for text in accepted:
            assert _words(text) in output, (text, target)
    report = mutations.Report()
    report.trees["hostile"] = trees
    report.cases["hostile"] = ["the accepted hostile strings"]
    mutations.compile_all(report, tmp_path / "compiled")
    assert not report.failures, "\n\n".join(report.failures[:3])
