"""A spec's patterns must work in every target: Python's `re` and JavaScript's `RegExp`, which
the TypeScript client builds as `new RegExp("^(?:" + pattern + ")$", "u")`.

`Verdict` compiles every pattern of a spec that way in one `node` process, started as the
spec's checks start and answering while the run goes on (patterns that compiled once are
remembered in the cache, keyed by the node binary, so a rerun spawns nothing). A plain pattern
(`plain`: letters, digits, `_` and `-`, classes of them, quantifiers, anchors at its ends) asks
no node: JavaScript compiles it as Python does. Without node on PATH it falls back to a
static list of the syntax Python accepts and JavaScript refuses or reads otherwise, and
`validate` says so; tests/test_spec_regex.py shows that the list agrees with node on a corpus of
patterns."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
from collections.abc import Sequence

from generator.cache import cached_value, store_value

# As the TypeScript client compiles a pattern (templates/typescript/extension.ts.jinja and the
# runtime's http.ts): whole-match, Unicode mode. The patterns come as one line of JSON, not
# until end of file: a process forked while node runs may hold a copy of the pipe's end.
NODE_SCRIPT = """
let input = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => {
  input += chunk;
  if (!input.includes("\\n")) return;
  const patterns = JSON.parse(input.slice(0, input.indexOf("\\n")));
  process.stdout.write(JSON.stringify(patterns.map((p) => {
    try { new RegExp("^(?:" + p + ")$", "u"); return null; } catch (e) { return e.message; }
  })), () => process.exit(0));
});
"""

# Group openings both dialects read alike, after "(?".
_GROUP = re.compile(r"[:=!]|<[=!]")
_QUANTIFIER = re.compile(r"\{[0-9]+(,[0-9]*)?\}")
# What may follow a backslash in JavaScript's Unicode mode: syntax characters, class and control
# escapes, \0 (not before a digit), \1-\9 (back references), \cX, \xHH, \uHHHH.
_ESCAPE = re.compile(
    r"[\\^$.*+?()\[\]{}|/dDwWsSbBfnrtv]|0(?![0-9])|[1-9]|c[A-Za-z]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}"
)
# Shorthands that match different characters in each (Python's \d matches "٣", JavaScript's
# does not); \b and \B only outside a class, where they are word boundaries.
_UNICODE_SHORTHANDS = "dDwWsSbB"
# Why each piece that both compile matches otherwise, as `validate` says.
OTHERWISE = {
    **dict.fromkeys(
        ("\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\b", "\\B"),
        "the two match different characters: Python's \\d is any Unicode digit, JavaScript's"
        " 0-9 only",
    ),
    ".": "Python's . matches a carriage return, U+2028 and U+2029, JavaScript's does not",
}


def node() -> str | None:
    """The node binary the patterns are compiled with, or None when it is not on PATH."""
    return shutil.which("node")


_started: list[subprocess.Popen[str]] = []  # the nodes whose verdicts nobody read yet


def stop() -> None:
    """Stop the nodes whose verdicts nobody read (the run failed before it needed them)."""
    while _started:
        process = _started.pop()
        process.kill()
        process.communicate()


# A pattern made of these pieces only: letters, digits, "_" and "-", classes of them and of
# their ranges, each with a quantifier or not, between optional anchors.
_CLASS = r"\[\^?(?:[0-9]-[0-9]|[a-z]-[a-z]|[A-Z]-[A-Z]|[A-Za-z0-9_])+\]"
_PLAIN = re.compile(
    rf"\^?(?:(?:[A-Za-z0-9_-]|{_CLASS})(?:(?:[*+?]|\{{[0-9]{{1,4}}(?:,[0-9]{{0,4}})?\}})\??)?)*\$?"
)


def plain(pattern: str) -> bool:
    """Whether JavaScript's RegExp surely compiles the pattern (that Python compiles): only plain
    pieces (_PLAIN), with ranges and counts in order; tests/test_spec_regex.py has node check
    the plain ones of its corpus."""
    if not _PLAIN.fullmatch(pattern):
        return False
    ranges = [r for c in re.findall(_CLASS, pattern) for r in re.findall(r"(\w)-(\w)", c)]
    counts = re.findall(r"\{([0-9]+),([0-9]+)\}", pattern)
    return all(a <= b for a, b in ranges) and all(int(n) <= int(m) for n, m in counts)


def _spawn(binary: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [binary, "-e", NODE_SCRIPT],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


class Verdict:
    """Per pattern, why JavaScript's RegExp refuses it (its own message, or the syntax the
    static list finds without node), or None when it compiles: node, when one is needed, is
    asked now and `errors` reads its answer."""

    def __init__(self, patterns: Sequence[str]) -> None:
        self._patterns = list(patterns)
        self._binary = node()
        self._found: dict[str, str | None] = dict.fromkeys(filter(plain, patterns))
        self._todo: list[str] = []
        self._process: subprocess.Popen[str] | None = None
        if self._binary is None:
            return
        self._key = f"{self._binary}\0{os.stat(self._binary).st_mtime_ns}\0"
        for pattern in dict.fromkeys(patterns):
            if pattern in self._found:
                continue
            known = cached_value("regexp", self._key + pattern)
            if known is None:
                self._todo.append(pattern)
            else:
                self._found[pattern] = json.loads(known)
        if self._todo:
            with contextlib.suppress(OSError):  # errors will try again, and say why
                self._process = _spawn(self._binary)
                _started.append(self._process)
                assert self._process.stdin is not None
                self._process.stdin.write(json.dumps(self._todo) + "\n")
                self._process.stdin.flush()

    def errors(self) -> list[str | None]:
        if self._binary is None:
            return [static_error(p) for p in self._patterns]
        if self._todo:
            process = self._process
            if process is None:
                process = _spawn(self._binary)
                process.stdin.write(json.dumps(self._todo) + "\n")  # type: ignore[union-attr]
            else:
                _started.remove(process)
            output, _ = process.communicate()
            if process.returncode:  # node is broken: judge by the list, and remember nothing
                return [static_error(p) for p in self._patterns]
            for pattern, error in zip(self._todo, json.loads(output), strict=True):
                self._found[pattern] = error
                store_value("regexp", self._key + pattern, json.dumps(error))
            self._todo = []
        return [self._found[p] for p in self._patterns]


def static_error(pattern: str) -> str | None:
    bad = _scan(pattern, javascript=True)
    return f"{bad!r} is Python-only syntax" if bad else None


def means_otherwise(pattern: str) -> str | None:
    r"""A piece that both dialects compile but match otherwise (\d, \w, \s, \b, a `.` outside
    a class: see OTHERWISE), or None."""
    return _scan(pattern, javascript=False)


def _scan(pattern: str, *, javascript: bool) -> str | None:
    r"""In a pattern that Python compiles, the first piece that JavaScript's RegExp (u flag)
    refuses (javascript=True), or that it matches otherwise (False); None when there is none."""
    i, in_class, quantifiable = 0, False, False
    while i < len(pattern):
        c, nxt = pattern[i], pattern[i + 1 : i + 2]
        if c == "\\":
            escape = _ESCAPE.match(pattern, i + 1)
            if javascript and not (escape or in_class and nxt == "-"):
                return c + nxt
            if not javascript and nxt in _UNICODE_SHORTHANDS and not (in_class and nxt in "bB"):
                return c + nxt
            i += 1 + (len(escape.group()) if escape else 1)
            quantifiable = True
        elif in_class:
            in_class = c != "]"
            quantifiable = not in_class
            i += 1
        elif c == "[":
            first = i + 1 + (nxt == "^")
            if javascript and pattern[first : first + 1] == "]":
                return pattern[i : first + 1]  # Python's class holds "]"; JavaScript's is empty
            in_class, i = True, first
        elif c == "(" and nxt == "?":
            group = _GROUP.match(pattern, i + 2)
            if javascript and not group:
                return pattern[i : i + 3]  # (?P<name>, (?#, (?i), (?>
            i += 2 + (len(group.group()) if group else 1)
            quantifiable = False
        elif c in "*+?{":
            quantifier = _QUANTIFIER.match(pattern, i) if c == "{" else None
            if javascript and c == "{" and not (quantifier and quantifiable):
                return c  # a brace Python reads as text: JavaScript wants a quantifier
            i += len(quantifier.group()) if quantifier else 1
            if javascript and pattern[i : i + 1] == "+":
                return pattern[i - 1 : i + 1]  # possessive
            i += pattern[i : i + 1] == "?"  # lazy, in both
            quantifiable = False
        elif c in "}]" and javascript:
            return c  # closes nothing: text in Python, an error in JavaScript
        elif c == "." and not javascript:
            return c
        else:
            quantifiable = c not in "|^("
            i += 1
    return None
