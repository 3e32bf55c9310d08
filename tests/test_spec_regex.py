"""A spec's patterns work in both targets: `validate` compiles each one as the TypeScript client
does (`new RegExp("^(?:" + pattern + ")$", "u")`), all in one node process, and refuses a
shorthand that both compile but match otherwise. Without node it judges by a static list, says
so, and that list agrees with node on a corpus of patterns."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURES, SPEC, run_cli

from generator.errors import SpecError
from generator.spec import load_spec, regex

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
    # plain (regex.plain): no node needed
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
def test_a_pattern_javascript_refuses_is_refused_with_nodes_message(
    tmp_path: Path, pattern: str
) -> None:
    (problem,) = _problems(_spec(tmp_path, pattern))
    assert re.match(
        r"spec/extension\.yaml:\d+:\d+: the pattern does not compile in JavaScript", problem
    )
    assert "Invalid regular expression" in problem  # node's own words: it was compiled


def test_a_dot_that_matches_otherwise_is_refused(tmp_path: Path) -> None:
    (problem,) = _problems(_spec(tmp_path, r"^user-.+$"))
    assert ". in the pattern matches otherwise in JavaScript" in problem
    assert re.fullmatch(".", "\r")  # and JavaScript's /^.$/u.test("\r") is false
    load_spec(_spec(tmp_path, r"^user-[.a-z]+\.x$", "ok"))  # a class's dot, an escaped dot


def test_a_shorthand_that_matches_otherwise_is_refused(tmp_path: Path) -> None:
    (problem,) = _problems(_spec(tmp_path, r"^user-\d+$"))
    assert "\\d in the pattern matches otherwise in JavaScript" in problem
    assert re.fullmatch(r"\d", "٣") and not re.fullmatch("[0-9]", "٣")  # why


def test_every_pattern_is_compiled_in_one_node_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The minimal fixture's patterns (a path parameter's and the extension's) in one run; a
    second validate with the cache spawns none."""
    calls = _spawned(monkeypatch)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    spec = _spec(tmp_path, r"^user-[0-9]{3}(-x)?$")
    load_spec(spec)
    assert len(calls) == 1 and json.loads(json.dumps(calls[0]))[0].endswith("node")
    load_spec(spec)
    assert len(calls) == 1


def test_node_is_asked_at_once_and_answers_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Verdict starts node as it is made, for the patterns that are neither plain nor in the
    cache; one whose errors nobody reads is stopped."""
    calls = _spawned(monkeypatch)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    verdict = regex.Verdict(["a+", "(?P<x>y)", "^ws-[0-9a-f]{32}$"])
    assert len(calls) == 1 and regex._started
    errors = verdict.errors()
    assert errors[0] is None and "Invalid group" in (errors[1] or "") and errors[2] is None
    assert not regex._started
    assert regex.Verdict(["(?P<x>y)", "[a-z]+"]).errors() == errors[1:2] + [None]
    assert len(calls) == 1  # the rest from the cache, or plain
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "other"))
    regex.Verdict(["(a)"])
    (unused,) = regex._started
    regex.stop()
    assert unused.returncode is not None and not regex._started


def test_a_spec_problem_found_by_node_is_reported_before_anything_is_written(
    tmp_path: Path,
) -> None:
    """node's verdict comes while the targets render: its problem still stops the run."""
    out = tmp_path / "out"
    result = run_cli("generate", "--spec", str(_spec(tmp_path, r"^\_user$")), "--out", str(out))
    assert result.returncode == 2 and "does not compile in JavaScript" in result.stderr
    assert "nothing was written" in result.stderr and not out.exists()


def _spawned(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The command lines of the processes regex starts from now on."""
    calls: list[Any] = []
    real = subprocess.Popen

    def popen(args: list[str], **kwargs: Any) -> Any:
        calls.append(args)
        return real(args, **kwargs)

    monkeypatch.setattr(regex.subprocess, "Popen", popen)
    return calls


def test_without_node_validate_judges_by_the_static_list_and_says_so(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": str(tmp_path / "no-node")}
    result = run_cli("validate", "--spec", str(_spec(tmp_path, r"(?P<user>user)")), env=env)
    assert result.returncode == 2 and "'(?P' is Python-only syntax" in result.stderr
    result = run_cli("validate", "--spec", str(MINIMAL), env=env)
    assert result.returncode == 0, result.stderr
    assert "node is not on PATH" in result.stderr


def test_the_static_list_agrees_with_node_on_a_corpus() -> None:
    for pattern in CORPUS:
        re.compile(pattern)  # the list judges only what Python compiles
    node = regex.node()
    assert node, "node is on PATH in the tests"
    script = subprocess.run(
        [node, "-e", regex.NODE_SCRIPT],
        input=json.dumps(CORPUS) + "\n",
        capture_output=True,
        text=True,
    )
    compiled = json.loads(script.stdout)
    refused = [p for p, error in zip(CORPUS, compiled, strict=True) if error]
    assert len(refused) > len(CORPUS) // 3  # the corpus tries both sides
    disagree = [
        (p, error, regex.static_error(p))
        for p, error in zip(CORPUS, compiled, strict=True)
        if (error is None) != (regex.static_error(p) is None)
    ]
    assert not disagree
    plain = [p for p in CORPUS if regex.plain(p)]
    assert len(plain) >= 10 and not [p for p in plain if compiled[CORPUS.index(p)] is not None]


def test_the_bundled_specs_patterns_are_plain() -> None:
    """The bundled spec asks no node: each of its patterns is plain (a cold run starts no node)."""
    texts = [p.read_text() for p in SPEC.glob("*.yaml")]
    patterns = [m for t in texts for m in re.findall(r'pattern: "([^"]*)"', t)]
    assert len(patterns) >= 5 and all(map(regex.plain, patterns)), patterns
