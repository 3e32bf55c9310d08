"""The exported declarations of a Go file, read without Go (generating must not need it).

It reads source as gofmt writes it, as the generated Go is: one declaration, field or spec per
line (a block's lines between its braces or parentheses), doc comments on the lines just above.
What it reads: types (the type, or "struct" or "interface"), their fields (type; json name and
required, from the tag; embedded), the methods of types and interfaces and the functions (their
signature without parameter names, which callers do not see), constants (declared type,
value) and variables (declared type). tests/test_go_surface.py holds it to go/ast's reading of
the generated modules."""

from __future__ import annotations

import re
from typing import Any

# A comment or a literal, whose text must not be read as code.
_HIDDEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|`[^`]*`|\'(?:\\.|[^\'\\\n])*\'', re.S)
# The end of a line that an expression goes on after (Go puts no semicolon there).
_CONTINUED = re.compile(r"(?<![+-])[-+*/%&|^<>=!,.:]\s*$")
# A directive comment ("//go:embed x"), which is no documentation.
_DIRECTIVE = re.compile(r"(line |extern |export |[a-z0-9]+:[a-z0-9])")
# Words that start a type, never a parameter's name.
_TYPE_WORDS = {"chan", "func", "interface", "map", "struct"}


def declarations(text: str) -> list[Any]:
    """The file's exported declarations: [kind, name, attributes] (kinds: type, field, method,
    func, const, var; a field's or method's name is "Type.Name"), each with its doc comment."""
    out: list[Any] = []
    for doc, item in _items(text):
        keyword, _, rest = item.partition(" ")
        if keyword == "func":
            out += _func(doc, rest)
        elif keyword in ("type", "const", "var"):
            grouped = rest.startswith("(")
            specs = _items(_block(rest, 0)) if grouped else [(doc, rest)]
            out += _types_of(specs) if keyword == "type" else _values(keyword, specs)
    return out


def _types_of(specs: list[tuple[str, str]]) -> list[Any]:
    """Types, with their fields and their interface's methods."""
    out: list[Any] = []
    for doc, spec in specs:
        name, params, body = _parameterized(spec)
        kind = re.match(r"(struct|interface)\s*\{", body)
        if not name[0].isupper():
            continue
        shown = kind.group(1) if kind else _spaced(body)
        out.append(["type", name, {"type": params + shown, "doc": doc}])
        if kind:
            members = _items(_block(body, kind.end() - 1))
            read = _field if kind.group(1) == "struct" else _interface_member
            for member_doc, member in members:
                out += read(name, member_doc, member)
    return out


def _field(owner: str, doc: str, field: str) -> list[Any]:
    """A struct's exported fields of one line ("A, B int" declares two)."""
    tag = re.search(r"\s*(`[^`]*`|\"(?:\\.|[^\"\\])*\")$", field)
    declared = field[: tag.start()] if tag else field
    named = re.fullmatch(r"(\w+(?:\s*,\s*\w+)*)\s+(\S.*)", declared, re.S)
    attributes: dict[str, Any] = {"type": _spaced(named.group(2) if named else declared)}
    if named:
        names = [n.strip() for n in named.group(1).split(",")]
    else:  # embedded: named by its type, without pointer, package and type arguments
        names = [re.sub(r"\[.*", "", declared.lstrip("*")).rpartition(".")[2]]
        attributes["embedded"] = True
    json_tag = re.search(r'(?:^|\s|`)json:"([^"]*)"', tag.group(1)) if tag else None
    if json_tag:
        key, *options = json_tag.group(1).split(",")
        attributes["json"] = key
        attributes["required"] = key != "-" and "omitempty" not in options
    attributes["doc"] = doc
    return [["field", f"{owner}.{n}", {**attributes}] for n in names if n[0].isupper()]


def _interface_member(owner: str, doc: str, member: str) -> list[Any]:
    """An interface's exported method, or the exported interface it embeds."""
    method = re.match(r"(\w+)\s*(\(.*)", member, re.S)
    if method is None:
        embedded = re.sub(r"\[.*", "", member).rpartition(".")[2]
        attributes = {"type": _spaced(member), "embedded": True, "doc": doc}
        return [["field", f"{owner}.{embedded}", attributes]] if embedded[0].isupper() else []
    name, attributes = method.group(1), {"signature": _signature(method.group(2)), "doc": doc}
    return [["method", f"{owner}.{name}", attributes]] if name[0].isupper() else []


def _func(doc: str, rest: str) -> list[Any]:
    """A function, or a method of an exported type (named "Type.Name")."""
    receiver: str | None = None
    if rest.startswith("("):
        end = _closing(rest)
        receiver, rest = rest[1:end].strip(), rest[end + 1 :].strip()
    name, params, signature = _parameterized(rest[: _body(rest)])
    typed = params + _signature(signature)
    if receiver is None:
        return [["func", name, {"signature": typed, "doc": doc}]] if name[0].isupper() else []
    receiver = _spaced(re.sub(r"^\w+\s+(?=\S)", "", receiver))
    owner = re.sub(r"\[.*", "", receiver.lstrip("*"))
    if not (owner[0].isupper() and name[0].isupper()):
        return []
    attributes = {"receiver": receiver, "signature": typed, "doc": doc}
    return [["method", f"{owner}.{name}", attributes]]


def _parameterized(text: str) -> tuple[str, str, str]:
    """A type's or function's name, its type parameters ("[T any]", or "") and what follows."""
    name = re.match(r"\w+", text)
    assert name, text
    end = name.end()
    if text[end : end + 1] == "[":  # gofmt writes an array type apart: "A [4]int"
        end = _closing(text[end:]) + end + 1
    return name.group(), _spaced(text[name.end() : end]), text[end:].strip()


def _block(text: str, start: int) -> str:
    """The inside of the block that opens at text[start], less the rest of its first line when
    that holds only a comment (it is no doc comment)."""
    inside = text[start + 1 : start + _closing(text[start:])]
    first, newline, rest = inside.partition("\n")
    return rest if newline and not _mask(first).split("//", 1)[0].strip() else inside


def _body(rest: str) -> int:
    """Where a function's body starts: its first brace outside parentheses that opens no struct
    or interface type (the end when it has none)."""
    masked, depth = _mask(rest), 0
    for i, c in enumerate(masked):
        depth += (c in "([") - (c in ")]")
        if c == "{" and not depth and not re.search(r"(struct|interface)\s*$", masked[:i]):
            return i
    return len(rest)


def _signature(text: str) -> str:
    """func(parameter types) result types, from "(parameters) results"."""
    end = _closing(text)
    results = text[end + 1 :].strip()
    if results.startswith("("):
        types = _types(results[1 : _closing(results)])
        results = types[0] if len(types) == 1 else f"({', '.join(types)})"
    return f"func({', '.join(_types(text[1:end]))}) {results}".rstrip()


def _types(parameters: str) -> list[str]:
    """A parameter list's types, in order: in Go, its parameters are all named or none is, and
    a name without a type has the type of the next one ("a, b int")."""
    parts = [p for p in _split(parameters) if p]
    named = [re.fullmatch(r"(\w+)\s+(\S.*)", p, re.S) for p in parts]
    if not any(m and m.group(1) not in _TYPE_WORDS for m in named):
        return [_spaced(p) for p in parts]
    out, current = [], ""
    for m in reversed(named):
        current = _spaced(m.group(2)) if m else current
        out.append(current)
    return out[::-1]


def _values(keyword: str, specs: list[tuple[str, str]]) -> list[Any]:
    """Constants (type if declared, value) or variables (type if declared). A constant without
    a value repeats the type and values of the one above it, as Go does (iota)."""
    out: list[Any] = []
    declared, values = "", [""]
    for doc, spec in specs:
        equals = _mask(spec).find("=")
        names_type = spec[:equals] if equals >= 0 else spec
        head = re.fullmatch(r"(\w+(?:\s*,\s*\w+)*)(?:\s+(\S.*))?", names_type.strip(), re.S)
        assert head, spec
        names = [n.strip() for n in head.group(1).split(",")]
        if equals >= 0 or keyword == "var":
            declared = _spaced(head.group(2) or "")
            values = _split(spec[equals + 1 :]) if equals >= 0 else [""]
        for i, name in enumerate(names):
            if not name[0].isupper():
                continue
            attributes: dict[str, Any] = {"type": declared} if declared else {}
            if keyword == "const":
                attributes["value"] = _spaced(values[i]) if len(values) == len(names) else ""
            out.append([keyword, name, {**attributes, "doc": doc}])
    return out


def _items(text: str) -> list[tuple[str, str]]:
    """The top-level items of text (a file, or a block between its braces or parentheses), each
    with its doc comment (the comment lines just above it), without its line comment."""
    masked = _mask(text)
    items: list[tuple[str, str]] = []
    doc: list[str] = []
    start, depth, at = -1, 0, 0  # the item's start (-1: none), its depth, the line's start
    for line in masked.split("\n"):
        code = line.split("//", 1)[0]
        if start < 0 and not code.strip():  # a comment line adds to the doc, a blank one ends it
            doc = [*doc, text[at + len(code) + 2 : at + len(line)]] if "//" in line else []
        else:
            start = at if start < 0 else start
            depth += sum(map(code.count, "([{")) - sum(map(code.count, ")]}"))
            if depth <= 0 and not _CONTINUED.search(code):
                items.append((_doc(doc), text[start : at + len(code)].strip()))
                doc, start, depth = [], -1, 0
        at += len(line) + 1
    return items


def _doc(lines: list[str]) -> str:
    """A comment's text, as go/ast's CommentGroup.Text gives it (without its last newline)."""
    text = [line.removeprefix(" ").rstrip() for line in lines if not _DIRECTIVE.match(line)]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(text)).strip("\n")


def _mask(text: str) -> str:
    """text with what its comments and literals hold hidden (the same length): what is left of
    it is code, whose brackets, commas and equals signs are Go's."""

    def hide(m: re.Match[str]) -> str:
        s = m.group()
        if s.startswith("/*"):
            return re.sub(r"[^\n]", " ", s)
        return (
            s[:2] + "#" * (len(s) - 2) if s.startswith("//") else s[0] + "x" * (len(s) - 2) + s[-1]
        )

    return _HIDDEN.sub(hide, text)


def _closing(text: str) -> int:
    """The index of the bracket that closes the one text starts with."""
    depth = 0
    for i, c in enumerate(_mask(text)):
        depth += (c in "([{") - (c in ")]}")
        if depth == 0:
            return i
    raise ValueError(f"unclosed: {text[:40]!r}")


def _split(text: str) -> list[str]:
    """text split at its top-level commas, each part stripped."""
    parts, start, depth = [], 0, 0
    for i, c in enumerate(_mask(text)):
        depth += (c in "([{") - (c in ")]}")
        if c == "," and not depth:
            parts.append(text[start:i].strip())
            start = i + 1
    return [*parts, text[start:].strip()]


def _spaced(text: str) -> str:
    """text on one line, without comments, each run of white space outside literals one space
    (as gofmt writes a one-line type or expression)."""
    literals: list[str] = []

    def hold(m: re.Match[str]) -> str:
        if m.group().startswith("/"):
            return " "
        literals.append(m.group())
        return f"\0{len(literals) - 1}\0"

    code = re.sub(r"\s+", " ", _HIDDEN.sub(hold, text)).strip()
    return re.sub(r"\0(\d+)\0", lambda m: literals[int(m.group(1))], code)
