"""Read YAML and remember where every key and value stands, for located error messages."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.errors import Problem, SpecError

Path_ = tuple[str | int, ...]

_SCALARS = yaml.SafeLoader("")  # only its constructor is used, to turn scalar nodes into values


@dataclass
class Source:
    """One YAML file: its data, and the line:col of each value and key, by path."""

    path: Path
    label: str  # how messages and headers name the file, e.g. "spec/models.yaml"
    text: str
    data: Any = None
    values: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    keys: dict[Path_, tuple[int, int]] = field(default_factory=dict)

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


def load(path: Path, label: str) -> Source:
    text = path.read_text(encoding="utf-8")
    source = Source(path, label, text)
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
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
    if node is None:
        raise SpecError([Problem(label, 1, 1, "the file is empty")])
    problems: list[Problem] = []
    source.data = _convert(node, (), source, problems)
    if problems:
        raise SpecError(problems)
    return source


def _pos(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def _convert(node: yaml.Node, path: Path_, src: Source, problems: list[Problem]) -> Any:
    src.values[path] = _pos(node)
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = str(_SCALARS.construct_scalar(key_node))  # keys stay text
            if key == "<<":
                problems.append(
                    Problem(src.label, *_pos(key_node), "merge keys (<<) are not supported")
                )
                continue
            if key in out:
                line, col = src.keys[path + (key,)]
                problems.append(
                    Problem(
                        src.label,
                        *_pos(key_node),
                        f"duplicate key {key!r}",
                        f"first at line {line}",
                    )
                )
                continue
            src.keys[path + (key,)] = _pos(key_node)
            out[key] = _convert(value_node, path + (key,), src, problems)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, path + (i,), src, problems) for i, item in enumerate(node.value)]
    return _SCALARS.construct_object(node, deep=True)
