"""Every key of the spec format is live: changing its value in the bundled spec changes the
generated output, or `validate` refuses every other value (the key has one legal value). Keys
that drive nothing are removed from the format, so a maintainer never edits one in vain.

Each key of the format is tried once (at its first place in spec/), in service.yaml,
dialects.yaml and the top of extension.yaml; JSON Schema keywords have their own rules
(spec/README.md, "The JSON Schema subset")."""

from __future__ import annotations

import copy
import types
import typing
from pathlib import Path
from typing import Any

import yaml
from conftest import SPEC, spec_mutations
from pydantic import BaseModel

from generator import ir
from generator.errors import SpecError
from generator.spec import format as fmt
from generator.spec import load_spec
from generator.targets import TARGETS, render_target

FILES = {"service": fmt.Service, "dialects": fmt.Dialects, "extension": fmt.Extension}
Path_ = tuple[Any, ...]


def _field(model: Any, name: Any) -> Any:
    """The type of model's field `name` (by name or alias), None when it is not a field."""
    if isinstance(model, type) and issubclass(model, BaseModel):
        for field_name, info in model.model_fields.items():
            if name in (field_name, info.alias):
                return info.annotation
    return None


def _inner(tp: Any) -> Any:
    """X of dict[str, X], tuple[X, ...] or X | None; the model of a union of models."""
    if isinstance(tp, types.UnionType) or typing.get_origin(tp) is typing.Union:
        models = [
            a for a in typing.get_args(tp) if isinstance(a, type) and issubclass(a, BaseModel)
        ]
        return models[0] if models else tp
    return tp


def leaves(data: Any, model: Any, path: Path_ = (), key: Path_ = ()) -> Any:
    """(path, format key, value) of every scalar; the format key names dict keys and list
    items `*`, so that one key of the format is one format key."""
    model = _inner(model)
    if isinstance(data, dict):
        for name, value in data.items():
            field = _field(model, name)
            if field is not None:
                yield from leaves(value, field, path + (name,), key + (name,))
            elif typing.get_origin(model) is dict:
                yield from leaves(value, typing.get_args(model)[1], path + (name,), key + ("*",))
    elif isinstance(data, list):
        args = typing.get_args(model)
        for i, value in enumerate(data):
            yield from leaves(value, args[0] if args else Any, path + (i,), key + ("*",))
    elif key and key[0] != "$defs":
        yield path, key, data


REMOVE = object()  # a candidate: leave the key (or list item) out


def _names(spec: Path) -> list[list[str]]:
    """Kinds of names a value may be: models, enum values, fields, operations."""
    models = yaml.safe_load((spec / "models.yaml").read_text())["$defs"]
    extension = yaml.safe_load((spec / "extension.yaml").read_text())["$defs"]
    service = yaml.safe_load((spec / "service.yaml").read_text())
    return [
        [*models, *extension],
        [v for s in models.values() for v in s.get("enum", [])],
        [f for s in [*models.values(), *extension.values()] for f in s.get("properties", {})],
        list(service["operations"]),
        ["GET", "POST"],
    ]


def _candidates(value: Any, seen: list[Any], names: list[list[str]]) -> list[Any]:
    """Other values to try: those the same key has elsewhere, other names of the same kind,
    leaving the key out, then a changed value."""
    if isinstance(value, bool):
        return [not value, REMOVE]
    if isinstance(value, int):
        return [value + 1, REMOVE]
    kinds = [n for kind in names if value in kind for n in kind]
    others = [v for v in {repr(v): v for v in [*seen, *kinds]}.values() if v != value]
    text = str(value)
    return [*others, REMOVE, text + "x", text + "X", "/x" + text, "9.9", "9.9.9"]


def _set(data: Any, path: Path_, value: Any) -> Any:
    data = copy.deepcopy(data)
    node = data
    for step in path[:-1]:
        node = node[step]
    if value is REMOVE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


def _render(spec_dir: Path) -> dict[str, dict[str, str]]:
    with spec_mutations()._fast_render():
        model = ir.build(load_spec(spec_dir))
        return {t: spec_mutations()._no_headers(render_target(t, model, None)) for t in TARGETS}


# Keys for which validate refused every value the test tried, and why that is right.
PINNED = {
    "service: auth.scheme": "bearer is the only scheme the format has",
    "dialects: transports.jsonrpc.http": "JSON-RPC always posts",
    "service: base_url.params.*.example": "an example must match its pattern",
    "service: errors.meanings.*.http.*": "each status belongs to one meaning",
    "service: operations.*.result": "another model does not fit the operation's dialects",
    "service: operations.*.request": "the operation's arguments fill fields of its request",
    "service: answer.data_kinds.*.items": "the model it names would be left unused",
    "service: answer.tool_calls.call.model": "the model it names would be left unused",
    "service: answer.tool_calls.result.model": "the model it names would be left unused",
    "extension: model": "the root model it names would be left unused",
    "dialects: dialects.*.transport": "the dialect's bindings fit one transport",
    "dialects: dialects.*.stream_end": "its other form is a mapping, whose keys are tried apart",
    "service: errors.http.*.code": "extension.yaml's missing_error names the first one",
}


def test_every_key_changes_the_output_or_has_one_legal_value(tmp_path: Path) -> None:
    baseline = _render(SPEC)
    names = _names(SPEC)
    dead, pinned = [], []
    for file, model in FILES.items():
        data = yaml.safe_load((SPEC / f"{file}.yaml").read_text())
        found = list(leaves(data, model))
        tried: set[Path_] = set()
        for path, key, value in found:
            if key in tried:
                continue
            tried.add(key)
            seen = [v for _, k, v in found if k == key]
            outcome = "refused"
            for n, candidate in enumerate(_candidates(value, seen, names)):
                spec = tmp_path / f"{file}-{len(tried)}-{n}"
                spec.mkdir()
                for other in ("service", "dialects", "models", "extension"):
                    (spec / f"{other}.yaml").write_text((SPEC / f"{other}.yaml").read_text())
                changed = _set(data, path, candidate)
                (spec / f"{file}.yaml").write_text(yaml.safe_dump(changed, sort_keys=False))
                try:
                    output = _render(spec)
                except SpecError:
                    continue
                outcome = "changed" if output != baseline else "unchanged"
                break
            label = f"{file}: {'.'.join(map(str, key))}"
            if outcome == "unchanged":
                dead.append(f"{label} (at {'.'.join(map(str, path))})")
            elif outcome == "refused":
                pinned.append(label)
    assert not dead, "keys whose value changes nothing:\n" + "\n".join(dead)
    assert set(pinned) == set(PINNED)
