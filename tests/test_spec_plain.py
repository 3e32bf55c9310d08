"""The spec format is declared once, as plain classes (generator/spec/plain.py), and read strictly
from them: a value that reads is the value written, of exactly the declared type; a value that
does not fit is refused at its place, saying what was expected. Random edits of the bundled
spec's data check both; a valid spec loads without importing pydantic."""

from __future__ import annotations

import copy
import datetime
import random
import shutil
import subprocess
import sys
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import pytest
from a2a_codegen.errors import SpecError
from a2a_codegen.spec import load_spec, plain
from a2a_codegen.spec.yaml_source import load
from conftest import FIXTURES, ROOT, SPEC

# Values an edit puts in place of another: of the format's types, and of others.
SWAPS: list[Any] = [
    *["5", 5, 5.0, 5.5, True, "true", "yes", None, "", "1.2.3", "1.2.3\n", "5xx", "5xx\n"],
    *["GET", "get", "POST", "request", "unsupported", "close", "all", [], ["a"], [1], {}],
    *[{"x": 1}, b"bytes", datetime.date(2024, 1, 1), ("a",)],
]
Path_ = tuple[Any, ...]


def _paths(data: Any, path: Path_ = ()) -> list[Path_]:
    out = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _paths(value, path + (i,))
    return out


def _mutated(data: Any, rng: random.Random) -> tuple[Any, list[tuple[str, Path_]]]:
    """data with one or two edits: a key removed, a key added (a copy, under a misspelling), or a
    value swapped; and the edits, as (kind, path)."""
    data, edits = copy.deepcopy(data), []
    for _ in range(rng.choice((1, 1, 2))):
        path = rng.choice(_paths(data)[1:])
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        kind = rng.random()
        if kind < 0.15 and isinstance(parent, dict):
            del parent[path[-1]]
            edits.append(("removed", path))
        elif kind < 0.25 and isinstance(parent, dict):
            parent[f"{path[-1]}x"] = parent[path[-1]]
            edits.append(("added", path[:-1] + (f"{path[-1]}x",)))
        else:
            parent[path[-1]] = copy.deepcopy(rng.choice(SWAPS))
            edits.append(("swapped", path))
    return data, edits


def _same(got: Any, written: Any) -> bool:
    """Whether got is the value written, read exactly: a word or a mapping for an instance, a
    list for a tuple, and every scalar of its own type (True == 1 == 1.0 otherwise)."""
    if isinstance(got, plain.Strict):  # read from a word, or a mapping of its keys
        if isinstance(written, str):
            return written in type(got).WORDS
        fields = type(got).FIELDS.values()
        return (
            type(written) is dict
            and set(written) <= {f.key for f in fields}
            and all(
                (
                    _same(getattr(got, f.name), written[f.key])
                    if f.key in written
                    else getattr(got, f.name) == f.default
                )  # a key left out holds its default
                for f in fields
            )
        )
    if type(got) is tuple:
        pairs = zip(got, written, strict=False)
        sequence = type(written) in (list, tuple) and len(got) == len(written)
        return sequence and all(_same(*p) for p in pairs)
    if type(got) is dict:
        return (
            type(written) is dict
            and got.keys() == written.keys()
            and all(_same(got[k], v) for k, v in written.items())
        )
    return type(got) is type(written) and got == written


def _placed(path: Path_, kind: str, edit: Path_) -> bool:
    """Whether a misfit at path is where the edit puts it: a key left out is missing from the
    mapping that held it; an added key or a swapped value is refused at its path or below."""
    return path == edit[:-1] if kind == "removed" else path[: len(edit)] == edit


def _typed(value: Any, tp: Any) -> bool:
    """Whether value is exactly of the declared type tp, as typing reads the annotation."""
    origin, args = get_origin(tp), get_args(tp)
    if tp is Any:
        return True
    if origin is Annotated:
        checks = [m for m in tp.__metadata__ if isinstance(m, (plain.Pattern, plain.MinLength))]
        return _typed(value, args[0]) and not any(m.wrong(value) for m in checks)
    if origin is Literal:
        return any(type(value) is type(a) and value == a for a in args)
    if origin in (Union, UnionType):
        return any(_typed(value, a) for a in args)
    if origin is tuple:
        return type(value) is tuple and all(_typed(v, args[0]) for v in value)
    if origin is dict:
        return type(value) is dict and all(_typed(v, args[1]) for v in value.values())
    if isinstance(tp, type) and issubclass(tp, plain.Strict):
        fields = tp.FIELDS.values()
        return type(value) is tp and all(
            _typed(getattr(value, f.name), f.annotation) for f in fields
        )
    return type(value) is tp


@pytest.mark.parametrize("name", list(plain.FILES))
def test_an_edit_is_read_as_written_or_refused_at_its_place(name: str) -> None:
    data = load(SPEC / f"{name}.yaml", name).data
    rng = random.Random(name)
    read = refused = 0
    for _ in range(400):
        case, edits = _mutated(data, rng)
        misfits: list[plain.Misfit] = []
        got = plain.FILES[name].read(case, (), misfits)
        if misfits:
            refused += 1
            for path, message, _, _ in misfits:
                assert any(_placed(path, kind, e) for kind, e in edits), (message, path, edits)
            continue
        read += 1
        assert _same(got, case) and _typed(got, plain.FILES[name]), edits
    assert read >= 10 and refused >= 10, (read, refused)  # both paths are tried


# (file, text, its replacement, the message at the replacement's place)
REFUSED = [
    (
        "service",
        "{status: 400,",
        "{status: true,",
        "errors.http.0.status: input should be a valid integer",
    ),
    (
        "service",
        "{status: 400,",
        '{status: "400",',
        "errors.http.0.status: input should be a valid integer",
    ),
    ("service", "version: ", "version: v", "version: string should match pattern '^(0|[1-9]"),
    # the rest of the version becomes a comment, whatever the spec's version is
    ("service", "version: ", 'version: "1.0.0\\n"  #', "version: string should match pattern"),
    (
        "service",
        "file_fields: [url, mediaType, filename]",
        "file_fields: {a: 1}",
        "file_fields: input should be a list",
    ),
    (
        "dialects",
        "send_message: {http: POST",
        "send_message: {http: PUT",
        "input should be 'GET' or 'POST'",
    ),
    (
        "dialects",
        "send_message: {http: POST, path: /message:send, body: request}",
        "send_message: unsuported",
        "input should be a mapping or 'unsupported'",
    ),
    ("models", "$defs:", "$defs: []\nx:", "$defs: input should be a mapping"),
    (
        "extension",
        "namespace: memorylake",
        "namespace: 5",
        "namespace: input should be a valid string",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "message"), REFUSED, ids=[r[3] for r in REFUSED])
def test_a_value_of_another_type_is_refused_saying_what_fits(
    tmp_path: Path, file: str, old: str, new: str, message: str
) -> None:
    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    text = (spec / f"{file}.yaml").read_text()
    assert old in text
    (spec / f"{file}.yaml").write_text(text.replace(old, new, 1))
    line = text[: text.index(old)].count("\n") + 1
    with pytest.raises(SpecError) as error:
        load_spec(spec)
    assert any(p.line == line and message in p.message for p in error.value.problems), error.value


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
