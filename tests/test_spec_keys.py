"""Every key of the spec format is live: changing its value in the bundled spec changes the
generated output. Keys that drive nothing, and keys whose value others decide (validate refuses
every other value), are removed from the format, so a maintainer never edits one in vain.

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
from a2a_codegen import ir
from a2a_codegen.errors import SpecError
from a2a_codegen.output import manifest
from a2a_codegen.spec import load_spec
from a2a_codegen.spec import plain as fmt
from a2a_codegen.targets import TARGETS, render_target
from conftest import SPEC, spec_mutations

FILES = {"service": fmt.Service, "dialects": fmt.Dialects, "extension": fmt.Extension}
Path_ = tuple[Any, ...]


def _bare(tp: Any) -> Any:
    """X of Annotated[X, ...] (a pattern, an alias)."""
    return typing.get_args(tp)[0] if typing.get_origin(tp) is typing.Annotated else tp


def _field(model: Any, name: Any) -> Any:
    """The type of model's field `name` (by name or its key in the YAML), None when it is not a
    field."""
    if isinstance(model, type) and issubclass(model, fmt.Strict):
        for field in model.FIELDS.values():
            if name in (field.name, field.key):
                return _bare(field.annotation)
    return None


def _inner(tp: Any) -> Any:
    """X of dict[str, X], tuple[X, ...] or X | None; the class of a union with a class."""
    tp = _bare(tp)
    if isinstance(tp, types.UnionType) or typing.get_origin(tp) is typing.Union:
        classes = [
            a
            for a in map(_bare, typing.get_args(tp))
            if isinstance(a, type) and issubclass(a, fmt.Strict)
        ]
        return classes[0] if classes else tp
    return tp


def nodes(data: Any, model: Any, path: Path_ = (), key: Path_ = ()) -> Any:
    """(path, format key, value) of every value, scalars and collections alike; the format key
    names dict keys and list items `*`, so that one key of the format is one format key."""
    model = _inner(model)
    if key and key[0] != "$defs":
        yield path, key, data
    if isinstance(data, dict):
        for name, value in data.items():
            field = _field(model, name)
            if field is not None:
                yield from nodes(value, field, path + (name,), key + (name,))
            elif typing.get_origin(model) is dict:
                yield from nodes(value, typing.get_args(model)[1], path + (name,), key + ("*",))
    elif isinstance(data, list):
        args = typing.get_args(model)
        for i, value in enumerate(data):
            yield from nodes(value, args[0] if args else Any, path + (i,), key + ("*",))


def leaves(data: Any, model: Any) -> Any:
    """The scalars of nodes(): each one a key to flip."""
    return ((p, k, v) for p, k, v in nodes(data, model) if not isinstance(v, (dict, list)))


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
    """Other values to try: those the same key has elsewhere (a scalar's other form, such as a
    mapping, too), other names of the same kind, leaving the key out, then a changed value: one
    of the same shape first (its last character changed; a pattern in a group), which a pattern
    may still match."""
    if isinstance(value, bool):
        return [not value, REMOVE]
    if isinstance(value, int):
        return [value + 1, value + 2, REMOVE]
    kinds = [n for kind in names if value in kind for n in kind]
    others = [v for v in {repr(v): v for v in [*seen, *kinds]}.values() if v != value]
    text = str(value)
    shape = [text[:-1] + c for c in "0a" if text and text[-1] != c] + [f"(?:{text})"]
    return [*others, REMOVE, *shape, text + "x", text + "X", "/x" + text, "9.9", "9.9.9"]


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
    """The output, but the manifests and the spec's digest, which every edit of the spec changes
    (black, which sets the quotes around the digest in Python, does not run here)."""
    with spec_mutations()._fast_render():
        model = ir.build(load_spec(spec_dir))
        trees = {t: spec_mutations()._no_headers(render_target(t, model, None)) for t in TARGETS}
    digest = manifest.spec_digest(model.spec_files)
    return {
        t: {p: x.replace(digest, "DIGEST") for p, x in tree.items()} for t, tree in trees.items()
    }


HELPER, COPY = "KeepInUse", "Copy"


def _keep_in_use(spec: Path, model: str) -> None:
    """A copy of `model` (named model + "Copy"), and a helper that refers to both and to itself
    (so that it is used too): the spec keeps `model` in use when a key that named it names
    another, which it must (spec/README.md), and has another model of the same shape to name."""
    for file in ("models", "extension"):
        data = yaml.safe_load((spec / f"{file}.yaml").read_text())
        defs = data["$defs"]
        if model in defs:
            defs[model + COPY] = copy.deepcopy(defs[model])
            refs = {n: {"$ref": f"#/$defs/{n}"} for n in (model, model + COPY, HELPER)}
            defs[HELPER] = {"type": "object", "properties": refs}
            (spec / f"{file}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))


def _spec(parent: Path, file: str, data: Any, model: str | None) -> Path:
    """spec/ (in parent: of the same name as the bundled spec's directory, which the generated
    headers name) with `file` as data; with a copy of `model` and the helper that keeps both in
    use, if a model is named."""
    root = parent / SPEC.name
    root.mkdir(parents=True)
    for other in ("service", "dialects", "models", "extension"):
        (root / f"{other}.yaml").write_text((SPEC / f"{other}.yaml").read_text())
    (root / f"{file}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    if model is not None:
        _keep_in_use(root, model)
    return root


def test_every_key_changes_the_output(tmp_path: Path) -> None:
    """Each key is flipped at its first place in spec/, or, when validate refuses every value
    there, at its next place. Where the key names a model, the spec gets a copy of that model
    and a helper that keeps both in use, and the output is compared with that spec's: the flip
    (to the copy, first) alone makes the difference."""
    baselines = {None: _render(SPEC)}
    names = _names(SPEC)
    dead, pinned = [], []
    n = 0
    for file, model in FILES.items():
        data = yaml.safe_load((SPEC / f"{file}.yaml").read_text())
        every = list(nodes(data, model))
        places: dict[Path_, list[tuple[Path_, Any]]] = {}
        for path, key, value in leaves(data, model):
            places.setdefault(key, []).append((path, value))
        for key, at in places.items():
            seen = [v for _, k, v in every if k == key]
            outcome, where = "refused", at[0][0]
            for path, value in at:
                named = value if isinstance(value, str) and value in names[0] else None
                copies = [f"{named}{COPY}"] if named else []
                for candidate in [*copies, *_candidates(value, seen, names)]:
                    n += 1
                    spec = _spec(tmp_path / str(n), file, _set(data, path, candidate), named)
                    try:
                        output = _render(spec)
                    except SpecError:
                        continue
                    if named not in baselines:
                        baselines[named] = _render(_spec(tmp_path / f"{n}-base", file, data, named))
                    outcome = "changed" if output != baselines[named] else "unchanged"
                    where = path
                    break
                if outcome != "refused":
                    break
            label = f"{file}: {'.'.join(map(str, key))}"
            if outcome == "unchanged":
                dead.append(f"{label} (at {'.'.join(map(str, where))})")
            elif outcome == "refused":
                pinned.append(label)
    assert not dead, "keys whose value changes nothing:\n" + "\n".join(dead)
    assert not pinned, "keys whose value the others decide:\n" + "\n".join(pinned)
