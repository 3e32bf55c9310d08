"""A spec's patterns must work in every target: Python's `re` and JavaScript's `RegExp`, which
the TypeScript client builds as `new RegExp("^(?:" + pattern + ")$", "u")`. Each pattern is
compiled so in process by `regress` (Rust's ECMAScript regular expression engine);
tests/test_spec_regex.py shows that it agrees with node on a corpus of patterns. A piece that
both compile but match otherwise (\\d, \\w, a `.`) is found by a scan (`means_otherwise`)."""

from __future__ import annotations

import re

import regress


def javascript_error(pattern: str) -> str | None:
    """Why JavaScript's RegExp (u flag) refuses the pattern as the TypeScript client compiles
    it, or None when it compiles."""
    try:
        regress.Regex(f"^(?:{pattern})$", "u")
    except regress.RegressError as exc:
        return f"Invalid regular expression: {exc}"
    return None


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


def means_otherwise(pattern: str) -> str | None:
    r"""In a pattern that both dialects compile, the first piece that they match otherwise (\d,
    \w, \s, \b, a `.` outside a class: see OTHERWISE), or None."""
    i, in_class = 0, False
    while i < len(pattern):
        c, nxt = pattern[i], pattern[i + 1 : i + 2]
        if c == "\\":
            if nxt in _UNICODE_SHORTHANDS and not (in_class and nxt in "bB"):
                return c + nxt
            escape = _ESCAPE.match(pattern, i + 1)
            i += 1 + (len(escape.group()) if escape else 1)
        elif in_class:
            in_class = c != "]"
            i += 1
        elif c == "[":
            in_class, i = True, i + 1 + (nxt == "^")
        elif c == ".":
            return c
        else:
            i += 1
    return None
