"""A spec's patterns work in both targets: `validate` compiles each one as the TypeScript client
does (`new RegExp("^(?:" + pattern + ")$", "u")`), in process with regress (an ECMAScript
engine), and refuses a shorthand that both compile but match otherwise. node, the oracle, agrees
with regress on a corpus of patterns."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from a2a_codegen.errors import SpecError
from a2a_codegen.spec import load_spec, regex
from conftest import FIXTURES, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"
PATTERN = 'pattern: "^user-[0-9]+$"'  # the minimal fixture's extension has this one

# Patterns Python compiles, some of which JavaScript's RegExp (u flag) refuses.
CORPUS = [
    *[r"^actor-[0-9a-fA-F]{32}$", r"^ws-[0-9a-fA-F]{32}$", r"^user-[0-9]+$"],
    *[r"(?:a){2}", r"(a){2,}", r"(?=a)", r"(?<=a)", r"(?<!a)", r"(a)\1"],
    *[r"a*?", r"a+?", r"a??", r"a{2}?", r"a{2,3}", r"[a-]", r"[-a]", r"[\w-]", r"[\b]", r"[\-]"],
    *[r"\.", r"\$", r"\/", "/", r"\u0041", r"\x41", r"\0", r"\t\n", r"[$^]", r"[\[]", r"[a\]]"],
    *[r"\{", r"\}", r"\]", r"a\{2\}", r"[{}]", r"\d"],
    # refused by JavaScript
    *[r"\_", r"\-", r"\a", r"\ ", r"\01", r"\Aa\Z", r"a{", r"a{,3}", r"a}", "]"],
    *[r"[]a]", r"[^]a]", r"a*+", r"a++", r"a?+", r"a{2}+", r"(?P<x>a)", r"(?P<x>a)(?P=x)"],
    *[r"(?i)a", r"(?#c)a", r"(?>a)", r"a|{", r"x{2,3}{"],
    *[r"^proj-[0-9a-fA-F]{32}$", r"^agent-[0-9a-fA-F]{32}$", r"[^a-z_]+?", r"^$", r"x-{0,}"],
    *[r"^[A-Z][a-zA-Z0-9]*$", r"a{0,9999}", r"_-_"],
]


def _spec(tmp_path: Path, pattern: str, name: str = "spec") -> Path:
    spec = tmp_path / name
    shutil.copytree(MINIMAL, spec)
    text = (spec / "extension.yaml").read_text()
    assert PATTERN in text, "the fixture's extension no longer has this pattern"
    (spec / "extension.yaml").write_text(text.replace(PATTERN, f"pattern: {json.dumps(pattern)}"))
    return spec


def _problems(spec: Path) -> list[str]:
    with pytest.raises(SpecError) as caught:
        load_spec(spec)
    return [str(p) for p in caught.value.problems]


@pytest.mark.parametrize("pattern", [r"^\_user$", r"^user-[0-9]{2,}}$", r"^[]a]$", r"^\-$"])
def test_a_pattern_javascript_refuses_is_refused_with_the_engines_message(
    tmp_path: Path, pattern: str
) -> None:
    (problem,) = _problems(_spec(tmp_path, pattern))
    assert re.match(
        r"spec/extension\.yaml:\d+:\d+: the pattern does not compile in JavaScript", problem
    )
    assert "Invalid regular expression: " in problem  # the engine's own words: it was compiled


def test_a_dot_that_matches_otherwise_is_refused(tmp_path: Path) -> None:
    (problem,) = _problems(_spec(tmp_path, r"^user-.+$"))
    assert ". in the pattern matches otherwise in JavaScript" in problem
    assert re.fullmatch(".", "\r")  # and JavaScript's /^.$/u.test("\r") is false
    load_spec(_spec(tmp_path, r"^user-[.a-z]+\.x$", "ok"))  # a class's dot, an escaped dot


def test_a_shorthand_that_matches_otherwise_is_refused(tmp_path: Path) -> None:
    (problem,) = _problems(_spec(tmp_path, r"^user-\d+$"))
    assert "\\d in the pattern matches otherwise in JavaScript" in problem
    assert re.fullmatch(r"\d", "٣") and not re.fullmatch("[0-9]", "٣")  # why


def test_a_pattern_problem_is_reported_before_anything_is_written(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = run_cli("generate", "--spec", str(_spec(tmp_path, r"^\_user$")), "--out", str(out))
    assert result.returncode == 2 and "does not compile in JavaScript" in result.stderr
    assert "nothing was written" in result.stderr and not out.exists()


def test_regress_agrees_with_node_on_a_corpus() -> None:
    for pattern in CORPUS:
        re.compile(pattern)  # the spec's patterns are first compiled by Python
    node = shutil.which("node")
    assert node, "node is on PATH in the tests"
    script = subprocess.run(
        [node, "-e", NODE_SCRIPT], input=json.dumps(CORPUS), capture_output=True, text=True
    )
    compiled = json.loads(script.stdout)
    refused = [p for p, error in zip(CORPUS, compiled, strict=True) if error]
    assert len(refused) > len(CORPUS) // 3  # the corpus tries both sides
    disagree = [
        (p, error, regex.javascript_error(p))
        for p, error in zip(CORPUS, compiled, strict=True)
        if (error is None) != (regex.javascript_error(p) is None)
    ]
    assert not disagree


# As the TypeScript client compiles a pattern (templates/typescript/extension.ts.jinja and the
# runtime's http.ts): whole-match, Unicode mode.
NODE_SCRIPT = """
let input = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).map((p) => {
    try { new RegExp("^(?:" + p + ")$", "u"); return null; } catch (e) { return e.message; }
  })));
});
"""
