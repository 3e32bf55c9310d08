"""Python source as black writes it, for the templates and datamodel-code-generator's output.

black formats every rendered Python file, and its `format_str` formats twice whenever its input
differs from its output (the second pass settles what the first one moved). Code that black leaves
as it is costs one pass: half of black's time, which is most of a cold run. So the Python target
writes literals, imports and long lines as black would (strings in black's quotes, a collection
that does not fit exploded one item a line with a trailing comma). None of this decides the bytes
written: black still formats every file and its output is what is written; a layout that black
would change (a spec unlike the bundled one) only costs its second pass again.
`tests/test_black_stable.py` checks that black leaves each rendered file (bundled spec) as it is."""

from __future__ import annotations

import io
import re
import tokenize
from typing import Any

LINE_LENGTH = 100


def quoted(text: str) -> str:
    """A string literal as black quotes it: in double quotes unless that needs more escapes."""
    literal = repr(text)
    if literal[0] == '"' or text.count('"') > text.count("'"):
        return literal
    return '"' + literal[1:-1].replace("\\'", "'").replace('"', '\\"') + '"'


def pyrepr(value: Any) -> str:
    """A Python literal of a str, number, bool, None, or a list, tuple or dict of them, on one
    line, with black's quotes."""
    if isinstance(value, str):
        return quoted(value)
    if isinstance(value, list):
        return "[" + ", ".join(pyrepr(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(pyrepr(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{pyrepr(k)}: {pyrepr(v)}" for k, v in value.items()) + "}"
    return repr(value)


def literal(
    value: Any, indent: int = 0, head: int | None = None, tail: int = 0, explode: bool = False
) -> str:
    """`value` as black lays it out where its line has `head` characters before it (the
    indentation, by default) and `tail` after it: on one line when that fits, else (a list,
    tuple or dict) one item a line, each laid out the same way, with a trailing comma; `explode`:
    one item a line even when it fits (as black lays out a display with a trailing comma)."""
    flat = pyrepr(value)
    start = indent if head is None else head
    if (start + len(flat) + tail <= LINE_LENGTH and not explode) or not value:
        return flat
    if isinstance(value, dict):
        items = [f"{pyrepr(k)}: " for k in value]
        values = list(value.values())
        brackets = "{}"
    elif isinstance(value, list | tuple):
        items, values = [""] * len(value), list(value)
        brackets = "[]" if isinstance(value, list) else "()"
    else:
        return flat  # nothing black can split
    inner = indent + 4
    # black adds a trailing comma where it splits at commas: not in a list or dict of one item
    comma = "," if len(values) > 1 or explode or brackets == "()" else ""
    lines = [
        " " * inner + item + literal(v, inner, inner + len(item), len(comma)) + comma + "\n"
        for item, v in zip(items, values, strict=True)
    ]
    return brackets[0] + "\n" + "".join(lines) + " " * indent + brackets[1]


def line(value: Any, prefix: str, suffix: str = "", explode: bool = False) -> str:
    """prefix, `value` laid out as black would after it, and suffix (what follows on its last
    line: a comma, a bracket, a comment)."""
    indent = len(prefix) - len(prefix.lstrip(" "))
    return prefix + literal(value, indent, len(prefix), len(suffix), explode) + suffix


def call(indent: str, head: str, args: list[Any], tail: str = "") -> str:
    """A call (or a def, with its tail) as black lays it out: on its line, else its arguments
    (as str() writes them) on the next one (a def's one parameter with a comma after it), else
    one a line."""
    joined = ", ".join(map(str, args))
    if len(f"{indent}{head}({joined}){tail}") <= LINE_LENGTH:
        return f"{indent}{head}({joined}){tail}"
    if len(f"{indent}    {joined}") <= LINE_LENGTH:
        comma = "," if head.startswith("def ") and len(args) == 1 else ""
        return f"{indent}{head}(\n{indent}    {joined}{comma}\n{indent}){tail}"
    return f"{indent}{head}(\n" + "".join(f"{indent}    {a},\n" for a in args) + f"{indent}){tail}"


def imports(module: str, names: list[str], indent: int = 0) -> str:
    """`from module import a, b` as black writes it: parenthesized, one name a line, when the
    line does not fit."""
    line = f"from {module} import {', '.join(names)}"
    if indent + len(line) <= LINE_LENGTH:
        return line
    pad = " " * (indent + 4)
    return f"from {module} import (\n" + "".join(f"{pad}{n},\n" for n in names) + " " * indent + ")"


def settled_datamodels(code: str) -> str:
    """datamodel-code-generator's code (unformatted) with changes black makes to it whatever
    the schemas: a plain string (no prefix, quote or backslash inside) in double quotes, an empty
    line after a class's docstring, a `from` import or a field's `Field(...)` that does not fit
    split as black splits it."""
    lines = code.splitlines(keepends=True)
    swaps: dict[int, list[int]] = {}  # line -> the columns of single quotes to swap
    after_docstring: set[int] = set()  # lines (0-based) that end a class's docstring
    in_strings: set[int] = set()  # lines inside a string of several lines
    previous = ""
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.STRING:
            (first, column), (last, end) = tok.start, tok.end
            in_strings.update(range(first, last))  # 1-based: the lines after the first
            if _PLAIN.fullmatch(tok.string):
                swaps.setdefault(first - 1, []).extend((column, end - 1))
            elif previous == "INDENT" and lines[first - 2].lstrip().startswith("class "):
                after_docstring.add(last - 1)
        if tok.type not in (tokenize.NL, tokenize.COMMENT):
            previous = tokenize.tok_name[tok.type]
    out = []
    for number, line in enumerate(lines):
        for column in swaps.get(number, ()):
            line = line[:column] + '"' + line[column + 1 :]
        if len(line) > LINE_LENGTH + 1 and number not in in_strings:
            line = _split(line)
        out.append(line)
        if number in after_docstring and number + 1 < len(lines) and lines[number + 1].strip():
            out.append("\n")
    return "".join(out)


_PLAIN = re.compile(r"'[^'\"\\\n]*'")
_IMPORT = re.compile(r"from ([\w.]+) import ([\w, ]+)\n")
_FIELD = re.compile(r"( +)(\w+: [^=()]+ = Field)\(([^()]*)\)\n")


def _split(line: str) -> str:
    if match := _IMPORT.fullmatch(line):
        return imports(match[1], match[2].split(", ")) + "\n"
    if (match := _FIELD.fullmatch(line)) and len(match[1]) + 4 + len(match[3]) <= LINE_LENGTH:
        indent, head, body = match.groups()
        return f"{indent}{head}(\n{indent}    {body}\n{indent})\n"
    return line


# Splitting statements of one line as black does, in the cases where its choice is plain: a
# statement (or an item in brackets) too long for its line, or holding a "magic" trailing comma,
# split at its last bracket (a `def` at its first), the part inside on one line when it fits and
# the brackets are not a collection display with commas, else one item a line with a trailing
# comma. Anything else (operators, comments, subscripts, heads too long) is left to black.
_OPENING = {"(": ")", "[": "]", "{": "}"}
_CLOSING = set(_OPENING.values())
_SIMPLE_HEAD = re.compile(
    r"((return|raise|await) )?[\w.]*[(\[{]"  # a call or a display
    r"|[\w.]+(: [^=]+)? = [\w.]*[(\[{]"  # an assignment of one
    r"|(\w+=|(\"[^\"]*\"|'[^']*'|[\w.]+): )[\w.]*[(\[{]"  # a keyword argument, a dict item
    r"|(async )?def \w+\("
)
_SIMPLE_TAIL = re.compile(r"[)\]}](,|:| \.\.\.|: \.\.\.)?|\)( -> [^=#]+)?:( \.\.\.)?")
_DELIMITERS = {
    "+", "-", "*", "/", "//", "%", "@", "**", "|", "&", "^", "<<", ">>", "<", ">", "==", "!=",
    "<=", ">=", "if", "else", "for", "and", "or", "not", "in", "is", "lambda", "async", ":=",
}  # fmt: skip


def settled(code: str) -> str:
    """code with each statement that black would split (too long, or with a magic trailing
    comma on one line) laid out as black lays it out (see above); a statement this cannot lay
    out with certainty stays as it is."""
    if not _SUSPECT.search(code) and not any(
        len(row) > LINE_LENGTH and _SPLITTABLE.match(_STRING.sub('""', row))
        for row in code.splitlines()
    ):
        return code  # (tokenizing costs more than the rest of this)
    lines = code.splitlines(keepends=True)
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return code
    skip = (tokenize.NL, tokenize.INDENT, tokenize.DEDENT)
    replaced: dict[int, tuple[int, str]] = {}  # first row -> (last row, its new text)
    statement: list[tokenize.TokenInfo] = []
    for tok in tokens:
        if tok.type in skip or (tok.type == tokenize.COMMENT and not statement):
            continue  # (a comment on its own line before a statement is not part of it)
        if tok.type not in (tokenize.NEWLINE, tokenize.ENDMARKER):
            statement.append(tok)
            continue
        if statement and all(t.start[0] == t.end[0] for t in statement):
            first, last = statement[0].start[0] - 1, statement[-1].end[0]
            rows = [line.rstrip("\n") for line in lines[first:last]]
            if any(len(row) > LINE_LENGTH for row in rows) or _joinable(statement):
                new = _Layout(*_flat(statement, rows)).lines()
                if new is not None:
                    replaced[first] = (last, "".join(line + "\n" for line in new))
                elif len(rows) > 1:
                    replaced.update(_items(statement, rows))
        statement = []
    out, row = [], 0
    while row < len(lines):
        if row in replaced:
            row, text = replaced[row]
            out.append(text)
        else:
            out.append(lines[row])
            row += 1
    return "".join(out)


# What _joinable looks for (a comma right before a parenthesis is most often a tuple of one), and
# a long row this could split: one with a bracket outside its strings, not a comment's.
_SUSPECT = re.compile(r",( +[)\]}]|[\]}])|[(\[{]\n *[)\]}]")
_SPLITTABLE = re.compile(r" *[^ #].*[(\[{]")
_STRING = re.compile(r""""(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""")  # a string on one line


def _items(statement: list[tokenize.TokenInfo], rows: list[str]) -> dict[int, tuple[int, str]]:
    """The rows of a statement of several that are each one item of brackets laid out one item
    a line (ending with a comma), laid out as black lays out such an item."""
    top = statement[0].start[0]
    by_row: dict[int, list[tokenize.TokenInfo]] = {}
    for tok in statement:
        by_row.setdefault(tok.start[0], []).append(tok)
    out = {}
    for row, toks in by_row.items():
        text = rows[row - top]
        if toks[-1].string != "," or toks[0].string in _CLOSING or len(toks) < 2:
            continue
        if len(text) <= LINE_LENGTH and not _joinable(toks):
            continue
        pairs = _pairs(toks)
        if len(pairs) % 2 or any(
            toks[i].string in _OPENING for i in range(len(toks)) if i not in pairs
        ):
            continue  # not a whole item
        layout = _Layout(text, toks)
        if layout.commas(0, len(toks) - 1):
            continue
        indent = len(text) - len(text.lstrip(" "))
        new = layout.lay(0, len(toks) - 1, indent, ",", inside=True)
        if new is not None:
            out[row - 1] = (row, "".join(line + "\n" for line in new))
    return out


def _flat(
    statement: list[tokenize.TokenInfo], rows: list[str]
) -> tuple[str, list[tokenize.TokenInfo]]:
    """A statement of several rows on one (as black joins it before laying it out again), and
    its tokens placed there."""
    first = rows[0]
    text = first[: len(first) - len(first.lstrip(" "))]
    toks = []
    top = statement[0].start[0]
    for i, tok in enumerate(statement):
        if i:
            prev = statement[i - 1]
            if prev.end[0] == tok.start[0]:
                text += rows[tok.start[0] - top][prev.end[1] : tok.start[1]]
            elif prev.string not in _OPENING and tok.string not in _CLOSING:
                text += " "
        toks.append(tok._replace(start=(1, len(text)), end=(1, len(text) + len(tok.string))))
        text += tok.string
    return text, toks


def _joinable(statement: list[tokenize.TokenInfo]) -> bool:
    """Whether black would lay out brackets of the statement otherwise than they are: one
    with a magic trailing comma on one line, or empty brackets over several."""
    pairs = _pairs(statement)
    for i, tok in enumerate(statement):
        if i in pairs and pairs[i] == i + 1 and statement[i + 1].start[0] != tok.start[0]:
            return True
    same_row = [t for t in statement if t.start[0] == statement[0].start[0]]
    return (
        len(statement) == len(same_row)
        and _magic(statement, pairs)
        or any(
            _magic(statement[j : k + 1], _pairs(statement[j : k + 1]))
            for j, k in pairs.items()
            if j < k and statement[j].start[0] == statement[k].end[0]
        )
    )


def _pairs(toks: list[tokenize.TokenInfo]) -> dict[int, int]:
    """Each bracket's index -> its partner's."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for i, tok in enumerate(toks):
        if tok.type == tokenize.OP and tok.string in _OPENING:
            stack.append(i)
        elif tok.type == tokenize.OP and tok.string in _CLOSING and stack:
            j = stack.pop()
            pairs[i], pairs[j] = j, i
    return pairs


def _magic(toks: list[tokenize.TokenInfo], pairs: dict[int, int]) -> bool:
    """Whether a bracket ends with a trailing comma that makes black split it (not a tuple of
    one)."""
    for i, tok in enumerate(toks):
        if tok.string in _CLOSING and i in pairs and i > 0 and toks[i - 1].string == ",":
            opening = pairs[i]
            one = sum(
                1
                for k in range(opening + 1, i)
                if toks[k].string == "," and _depth0(toks, pairs, opening, k)
            )
            if not (tok.string == ")" and one == 1 and _display(toks, opening)):
                return True
    return False


def _depth0(toks: list[tokenize.TokenInfo], pairs: dict[int, int], opening: int, k: int) -> bool:
    j = opening + 1
    while j < k:
        j = pairs.get(j, j) + 1 if toks[j].string in _OPENING else j + 1
    return j == k


def _display(toks: list[tokenize.TokenInfo], opening: int) -> bool:
    """Whether the bracket at `opening` starts a display (a tuple, list, dict or set), not a
    call's arguments or a subscript."""
    if opening == 0:
        return True
    before = toks[opening - 1]
    if before.type == tokenize.NAME:
        return before.string in ("return", "in", "yield", "await", "else", "if", "and", "or", "not")
    return before.string not in _CLOSING and before.type != tokenize.STRING


class _Layout:
    def __init__(self, text: str, toks: list[tokenize.TokenInfo]) -> None:
        self.text = text
        self.toks = toks
        self.pairs = _pairs(toks)

    def lines(self) -> list[str] | None:
        indent = len(self.text) - len(self.text.lstrip(" "))
        if any(t.type == tokenize.COMMENT for t in self.toks) or self.toks[0].string in (
            "from", "import", "class", "for", "while", "with", "if", "elif", "assert", "del",
        ):  # fmt: skip
            return None
        return self.lay(0, len(self.toks), indent, "", inside=False)

    def span(self, a: int, b: int) -> str:
        return self.text[self.toks[a].start[1] : self.toks[b - 1].end[1]]

    def commas(self, a: int, b: int) -> list[int]:
        found, i = [], a
        while i < b:
            s = self.toks[i].string
            if s == ",":
                found.append(i)
            i = self.pairs[i] + 1 if s in _OPENING and i in self.pairs else i + 1
        return found

    def top(self, a: int, b: int) -> set[str]:
        """The tokens of [a, b) outside its brackets."""
        found, i = set(), a
        while i < b:
            s = self.toks[i].string
            found.add(s)
            i = self.pairs[i] + 1 if s in _OPENING and i in self.pairs else i + 1
        return found

    def delimited(self, a: int, b: int) -> bool:
        """Whether [a, b) has a delimiter at its top level other than commas."""
        i = a
        while i < b:
            tok = self.toks[i]
            if tok.string in _DELIMITERS and tok.type in (tokenize.OP, tokenize.NAME) and i > a:
                return True
            if tok.string == "." and i > a and self.toks[i - 1].string in _CLOSING:
                return True
            i = self.pairs[i] + 1 if tok.string in _OPENING and i in self.pairs else i + 1
        return False

    def lay(
        self, a: int, b: int, indent: int, tail: str, *, inside: bool, force: bool = False
    ) -> list[str] | None:
        pad = " " * indent
        text = self.span(a, b)
        if (
            not force
            and indent + len(text) + len(tail) <= LINE_LENGTH
            and not _magic(self.toks[a:b], _pairs(self.toks[a:b]))
        ):
            return [pad + text + tail]
        commas = self.commas(a, b)
        if inside and (commas or force):
            if tail or self.top(a, b) & {"lambda", "for", "async"}:
                return None
            ends = [*commas, b] if not commas or commas[-1] != b - 1 else commas
            out: list[str] = []
            start = a
            for end in ends:
                if end <= start:
                    return None
                lines = self.lay(start, end, indent, ",", inside=True)
                if lines is None:
                    return None
                out += lines
                start = end + 1
            return out
        if not any(self.toks[i].string in _OPENING for i in range(a, b)):
            return [pad + text + tail]  # nothing black can split
        if inside and self.delimited(a, b):
            return None
        if self.toks[a].string in ("def", "async") and not inside:
            opening = next((i for i in range(a, b) if self.toks[i].string == "("), None)
            closing = self.pairs.get(opening) if opening is not None else None
        else:
            closing = next(
                (i for i in range(b - 1, a - 1, -1) if self.toks[i].string in _CLOSING), None
            )
            opening = self.pairs.get(closing) if closing is not None else None
        if opening is None or closing is None or opening < a or closing - opening < 2:
            return None
        head = self.span(a, opening + 1)
        rest = self.span(closing, b)
        if not _SIMPLE_HEAD.fullmatch(head) or not _SIMPLE_TAIL.fullmatch(rest):
            return None
        if indent + len(head) > LINE_LENGTH:
            return None
        display = _display(self.toks, opening)
        if self.toks[opening].string == "[" and not display:
            return None  # a subscript
        body_commas = self.commas(opening + 1, closing)
        is_def = head.endswith("(") and head.lstrip().startswith(("def ", "async def "))
        explode = (
            _magic(self.toks[opening : closing + 1], _pairs(self.toks[opening : closing + 1]))
            and self.toks[closing - 1].string == ","
        )
        explode = explode or (display and bool(body_commas)) or (is_def and not body_commas)
        body = self.lay(opening + 1, closing, indent + 4, "", inside=True, force=explode)
        if body is None:
            return None
        return [pad + head, *body, pad + rest + tail]
