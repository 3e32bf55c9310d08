"""A spec loads without pydantic when its data fits the format's plain classes exactly
(generator/spec/plain.py); anything else goes to pydantic's models (format.py), which are derived
from the same classes. So the plain reading must never accept what pydantic refuses, nor read a
value otherwise than pydantic does: random edits of the bundled spec's data check both."""

from __future__ import annotations

import copy
import datetime
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from a2a_codegen.spec import format as fmt
from a2a_codegen.spec import load_spec, plain
from a2a_codegen.spec.yaml_source import load
from conftest import FIXTURES, ROOT, SPEC
from pydantic import ValidationError

# Values an edit puts in place of another: each of a type pydantic converts (or refuses).
SWAPS: list[Any] = [
    "5",
    5,
    5.0,
    5.5,
    True,
    "true",
    "yes",
    None,
    "",
    "1.2.3",
    "1.2.3\n",
    "5xx",
    "5xx\n",
    "GET",
    "get",
    "POST",
    "request",
    "unsupported",
    "close",
    "all",
    [],
    ["a"],
    [1],
    {},
    {"x": 1},
    b"bytes",
    datetime.date(2024, 1, 1),
    ("a",),
]


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _paths(value, path + (i,))
    return out


def _mutated(data: Any, rng: random.Random) -> Any:
    data = copy.deepcopy(data)
    for _ in range(rng.choice((1, 1, 2))):
        path = rng.choice(_paths(data)[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        kind = rng.random()
        if kind < 0.15 and isinstance(parent, dict):
            del parent[path[-1]]
        elif kind < 0.25 and isinstance(parent, dict):
            parent[f"{path[-1]}x"] = parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(SWAPS))
    return data


def _exact(value: Any) -> Any:
    """value with every scalar's type beside it (True == 1 == 1.0 otherwise)."""
    if isinstance(value, plain.Strict):
        return (type(value).__name__, _exact(value.as_dict()))
    if isinstance(value, dict):
        return {k: _exact(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [_exact(v) for v in value])
    return (type(value).__name__, value)


@pytest.mark.parametrize("name", list(plain.FILES))
def test_the_plain_reading_agrees_with_pydantic(name: str) -> None:
    data = load(SPEC / f"{name}.yaml", name).data
    rng = random.Random(name)
    read = doubted = 0
    for _ in range(400):
        case = _mutated(data, rng)
        try:
            valid = fmt.FILES[name].model_validate(case).model_dump(by_alias=True)
        except ValidationError:
            valid = None
        try:
            mine = plain.FILES[name].read(case)
        except plain.Doubt:
            doubted += 1
            if valid is not None:  # what load_spec then holds: pydantic's values, read plainly
                plain.FILES[name].read(valid)
            continue
        read += 1
        assert valid is not None, f"plain.py accepts what pydantic refuses: {case}"
        assert _exact(mine) == _exact(plain.FILES[name].read(valid))
    assert read >= 10 and doubted >= 10, (read, doubted)  # both paths are tried


def test_a_value_pydantic_converts_loads_as_pydantic_converts_it(tmp_path: Path) -> None:
    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    text = (spec / "service.yaml").read_text()
    (spec / "service.yaml").write_text(text.replace("{status: 400,", '{status: "400",', 1))
    status = load_spec(spec).service.errors.http[0].status
    assert type(status) is int and status == 400


def test_a_valid_spec_loads_without_pydantic() -> None:
    specs = [SPEC, *sorted(p for p in (FIXTURES / "specs").iterdir() if p.is_dir())]
    code = (
        "import sys; from pathlib import Path; from a2a_codegen import ir;"
        " from a2a_codegen.spec import load_spec;"
        f" [ir.build(load_spec(Path(p))) for p in {[str(p) for p in specs]!r}];"
        " assert 'pydantic' not in sys.modules, 'pydantic was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_format_models_follow_the_plain_classes() -> None:
    """Each pydantic model has the plain class's fields, keys, defaults and docstring."""
    assert list(fmt.MODELS) == [
        c
        for c in vars(plain).values()
        if isinstance(c, type) and issubclass(c, plain.Strict) and c is not plain.Strict
    ]
    for cls, model in fmt.MODELS.items():
        assert model.__name__ == cls.__name__ and model.__doc__ == cls.__doc__
        fields = model.model_fields
        assert list(fields) == list(cls.FIELDS)
        for name, f in cls.FIELDS.items():
            assert (fields[name].alias or name) == f.key
            assert fields[name].is_required() == (f.default is plain.REQUIRED)
    assert load_spec(SPEC).service.version == load(SPEC / "service.yaml", "s").data["version"]
