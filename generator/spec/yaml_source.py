"""Read YAML and remember where every key and value stands, for located error messages.

The YAML is composed into nodes (by libyaml's C composer when PyYAML has it: the same nodes and
marks, much faster), then converted here, which is where the spec's own YAML rules are enforced:
no duplicate keys, no YAML 1.1 booleans (`yes`, `no`, `on`, `off`), only text keys, no tags but
the plain ones (`!!omap`, `!!set`, `!!binary`, `!custom`...), bounded text, bounded nesting and
bounded alias expansion (a "billion laughs" spec fails fast), no recursive aliases.
`x-unconfirmed` markers are collected here too (see spec/README.md).

A file that loads without a problem is kept in the cache (as JSON) by its bytes and label, this
module's code and PyYAML's version: after a spec edit the files that did not change are not
read again. A file with a problem is never kept, so its messages are made each time."""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..cache import cached_value, store_value
from ..errors import Problem, SpecError, quote

Path_ = tuple[str | int, ...]

_SCALARS = yaml.SafeLoader("")  # only its constructor is used, to turn scalar nodes into values
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_BOOL = "tag:yaml.org,2002:bool"
# The tags a spec's values may have: what plain YAML resolves (the spec format has no other type).
_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null", "seq", "map")}
_DATE = "tag:yaml.org,2002:timestamp"  # an unquoted date is read as the text it is (as YAML 1.2)
MAX_TEXT = 20_000  # characters in a value; the bundled spec's longest is under 1,000
MAX_KEY = 200  # characters in a key: a name, a header, a status
MAX_DEPTH = 64  # the spec's deepest value is about 12 levels down
MAX_VALUES = 200_000  # values after alias expansion; the bundled spec has about 3,000
UNCONFIRMED = "x-unconfirmed"
# Keys whose values are prose (docs, descriptions, reasons), and mappings whose values are: prose
# is folded to one line as it is read (the generated docs wrap it again, and a line break would
# end a comment early).
PROSE = {
    "doc",
    "description",
    "title",
    "message",
    "missing_hint",
    "x-why",
    "x-unknown-key",
    UNCONFIRMED,
}
PROSE_MAPS = {"x-pitfalls", "x-rejected", UNCONFIRMED}


@dataclass
class Source:
    """One YAML file: its data, and the line:col of each value and key, by path."""

    path: Path
    label: str  # how messages and headers name the file, e.g. "spec/models.yaml"
    text: str
    data: Any = None
    values: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    # path of the fact -> why it is a guess (x-unconfirmed; see spec/README.md)
    unconfirmed: dict[Path_, str] = field(default_factory=dict)

    def where(self, path: Path_, *, key: bool = False) -> tuple[int, int]:
        """The position of the value (or key) at path, else of its nearest ancestor."""
        table = self.keys if key and path in self.keys else self.values
        while path not in table and path:
            path = path[:-1]
            table = self.values
        return table.get(path, (1, 1))

    def problem(self, path: Path_, message: str, hint: str = "", *, key: bool = False) -> Problem:
        line, col = self.where(path, key=key)
        return Problem(self.label, line, col, message, hint)


# What a file's Source depends on besides its bytes and label.
_CODE = hashlib.sha256(
    Path(__file__).read_bytes() + f"{yaml.__version__} {_LOADER.__name__} {sys.version}".encode()
).hexdigest()


def load(path: Path, label: str) -> Source:
    raw = path.read_bytes()
    key = f"{_CODE}\0{label}\0{hashlib.sha256(raw).hexdigest()}"
    kept = cached_value("yaml", key)
    if kept is not None:
        return _restored(Source(path, label, raw.decode("utf-8")), kept)
    source = _load(path, label, raw)
    try:
        text = json.dumps(
            {
                "data": source.data,
                "values": [[*p, *at] for p, at in source.values.items()],
                "keys": [[*p, *at] for p, at in source.keys.items()],
                "unconfirmed": [[*p, reason] for p, reason in source.unconfirmed.items()],
            },
            allow_nan=False,
        )
    except ValueError:  # a value JSON cannot give back as it is (NaN, infinity): not kept
        return source
    store_value("yaml", key, text)
    return source


def _restored(source: Source, text: str) -> Source:
    """source with what `load` kept of it (paths end with the position, or the reason)."""
    kept = json.loads(text)
    source.data = kept["data"]
    source.values = {tuple(e[:-2]): (e[-2], e[-1]) for e in kept["values"]}
    source.keys = {tuple(e[:-2]): (e[-2], e[-1]) for e in kept["keys"]}
    source.unconfirmed = {tuple(e[:-1]): e[-1] for e in kept["unconfirmed"]}
    return source


def _load(path: Path, label: str, raw: bytes) -> Source:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise SpecError(
            [Problem(label, line, col, "the file is not UTF-8", "save it as UTF-8")]
        ) from None
    source = Source(path, label, text)
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        reason = getattr(exc, "problem", None) or str(exc)
        hint = (
            'quote a value that contains ": " or starts with a special character'
            if "mapping values" in reason
            else ""
        )
        raise SpecError([Problem(label, line, col, f"invalid YAML: {reason}", hint)]) from None
    except RecursionError:  # PyYAML's pure-Python composer, on very deep nesting
        raise SpecError(
            [Problem(label, 1, 1, "invalid YAML: exceeded maximum nesting depth")]
        ) from None
    if node is None:
        raise SpecError([Problem(label, 1, 1, "the file is empty")])
    converter = _Converter(source)
    source.data = converter.value(node, (), in_schema=False)
    if converter.problems:
        raise SpecError(converter.problems)
    return source


def _pos(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


class _TooBig(Exception):
    pass


class _Converter:
    def __init__(self, src: Source) -> None:
        self.src = src
        self.problems: list[Problem] = []
        self.count = 0
        self.open: set[int] = set()  # ids of the collections being converted (recursion check)

    def fail(self, node: yaml.Node, message: str, hint: str = "") -> None:
        self.problems.append(Problem(self.src.label, *_pos(node), message, hint))

    def value(self, node: yaml.Node, path: Path_, *, in_schema: bool) -> Any:
        try:
            return self._value(node, path, in_schema)
        except _TooBig:
            return None

    def _value(self, node: yaml.Node, path: Path_, in_schema: bool) -> Any:
        self.count += 1
        if self.count > MAX_VALUES:
            self.fail(
                node,
                f"the file expands to more than {MAX_VALUES} values",
                "an anchor is repeated too often through aliases (*name); write the values out",
            )
            raise _TooBig
        if len(path) > MAX_DEPTH:
            self.fail(node, f"nesting deeper than {MAX_DEPTH} levels")
            raise _TooBig
        self.src.values.setdefault(path, _pos(node))
        if node.tag == _DATE:
            return node.value
        if node.tag not in _TAGS:
            self.fail(
                node,
                f"the YAML tag {quote(node.tag)} is not part of the spec format",
                "remove the tag: a value is text, a number, a boolean, a list or a mapping",
            )
            return None
        if isinstance(node, yaml.ScalarNode):
            return self._scalar(node)
        if id(node) in self.open:
            self.fail(node, "a recursive alias: this value contains itself")
            return None
        self.open.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                return [
                    self._value(item, path + (i,), in_schema) for i, item in enumerate(node.value)
                ]
            assert isinstance(node, yaml.MappingNode)  # the one kind of node left
            return self._mapping(node, path, in_schema)
        finally:
            self.open.discard(id(node))

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        if len(node.value) > MAX_TEXT:
            self.fail(node, f"{len(node.value):,} characters: a value holds at most {MAX_TEXT:,}")
            return None
        if node.tag == _BOOL and node.value.lower() in ("yes", "no", "on", "off"):
            self.fail(
                node,
                f"{quote(node.value)} is a YAML 1.1 boolean",
                f'write true or false for a boolean, or quote it ("{node.value}") for text',
            )
            return None
        try:
            return _SCALARS.construct_object(node, deep=True)
        except Exception as exc:  # noqa: BLE001 (PyYAML raises KeyError, ValueError... on bad tags)
            self.fail(node, f"can't read {quote(node.value)} as {node.tag}", f"{exc}".strip("'\""))
            return None

    def _mapping(self, node: yaml.MappingNode, path: Path_, in_schema: bool) -> dict[str, Any]:
        out: dict[str, Any] = {}
        marks: yaml.Node | None = None
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                self.fail(key_node, "a key must be text, not a list or a mapping")
                continue
            key = str(key_node.value)  # keys stay text
            if len(key) > MAX_KEY or key_node.tag not in _TAGS:
                too_long = f"{len(key):,} characters: a key holds at most {MAX_KEY}"
                tag = f"the YAML tag {quote(key_node.tag)} is not part of the spec format"
                self.fail(key_node, f"{quote(key)}: {too_long if len(key) > MAX_KEY else tag}")
                continue
            if key == "<<" and key_node.tag != "tag:yaml.org,2002:str":
                self.fail(key_node, "merge keys (<<) are not supported")
                continue
            if path + (key,) in self.src.keys and (key in out or key == UNCONFIRMED):
                line = self.src.keys[path + (key,)][0]
                self.fail(key_node, f"duplicate key {quote(key)}", f"first at line {line}")
                continue
            self.src.keys[path + (key,)] = _pos(key_node)
            if key == UNCONFIRMED and not in_schema:
                marks = value_node
                continue
            out[key] = self._value(value_node, path + (key,), in_schema or key == "$defs")
            if isinstance(out[key], str) and (
                key in PROSE or bool(path) and path[-1] in PROSE_MAPS
            ):
                out[key] = " ".join(out[key].split())
            if key == UNCONFIRMED and isinstance(out[key], str):
                self.src.unconfirmed[path] = out[key]
        if marks is not None:
            self._mark(marks, path, out)
        return out

    def _mark(self, node: yaml.Node, path: Path_, siblings: dict[str, Any]) -> None:
        """x-unconfirmed outside JSON Schema: a reason (the mapping it sits in is a guess), or
        {key: reason} (those keys' values are guesses)."""
        value = self._value(node, path + (UNCONFIRMED,), False)
        if isinstance(value, str):
            value = " ".join(value.split())
        if isinstance(value, str) and value.strip():
            self.src.unconfirmed[path] = value
            return
        if not (isinstance(value, dict) and value):
            self.fail(
                node,
                "x-unconfirmed takes a reason, or a mapping of keys to reasons",
                'write x-unconfirmed: "the page does not say ..."',
            )
            return
        for key, reason in value.items():
            at = path + (UNCONFIRMED, key)
            if key not in siblings:
                self.problems.append(
                    self.src.problem(
                        at, f"x-unconfirmed names {quote(key)}, which is not a key here", key=True
                    )
                )
            elif not (isinstance(reason, str) and reason.strip()):
                self.problems.append(
                    self.src.problem(at, f"give the reason {quote(key)} is a guess")
                )
            else:
                self.src.unconfirmed[path + (key,)] = reason
