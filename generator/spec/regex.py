"""A spec's patterns must work in every target: Python's `re` and JavaScript's `RegExp`, which
the TypeScript client builds as `new RegExp("^(?:" + pattern + ")$", "u")`.

`validate` compiles every pattern of a spec that way in one `node` process (patterns that
compiled once are remembered in the cache, keyed by the node binary, so a rerun spawns
nothing). A run that will surely ask node (its cache is off or empty: a fresh clone) starts it
with `prestart`, so that node's start (a tenth of a second) overlaps the loading of the spec. Without node on PATH it falls back to a static list of the syntax Python accepts and
JavaScript refuses or reads otherwise, and `validate` says so; tests/test_spec_regex.py shows
that the list agrees with node on a corpus of patterns."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
from collections.abc import Sequence

from generator import cache
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


_started: list[subprocess.Popen[str]] = []  # prestart's node, until javascript_errors takes it


def prestart() -> None:
    """Start node, waiting for the patterns, when this run will surely ask it (see above)."""
    binary = node()
    if binary is not None and cache.empty():
        with contextlib.suppress(OSError):  # javascript_errors will try again, and say why
            _started.append(_spawn(binary))


def stop() -> None:
    """Stop a node started for nothing (the run failed before its patterns were checked)."""
    while _started:
        process = _started.pop()
        process.kill()
        process.communicate()


def _spawn(binary: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [binary, "-e", NODE_SCRIPT],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def javascript_errors(patterns: Sequence[str]) -> list[str | None]:
    """Per pattern, why JavaScript's RegExp refuses it (its own message, or the syntax the
    static list finds without node), or None when it compiles."""
    binary = node()
    if binary is None:
        return [static_error(p) for p in patterns]
    found: dict[str, str | None] = {}
    key = f"{binary}\0{os.stat(binary).st_mtime_ns}\0"
    todo = []
    for pattern in dict.fromkeys(patterns):
        known = cached_value("regexp", key + pattern)
        if known is None:
            todo.append(pattern)
        else:
            found[pattern] = json.loads(known)
    if todo:
        process = _started.pop() if _started else _spawn(binary)
        output, _ = process.communicate(json.dumps(todo) + "\n")
        if process.returncode:  # node is broken: judge by the list, and remember nothing
            return [static_error(p) for p in patterns]
        for pattern, error in zip(todo, json.loads(output), strict=True):
            found[pattern] = error
            store_value("regexp", key + pattern, json.dumps(error))
    return [found[p] for p in patterns]


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
