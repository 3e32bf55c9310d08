"""Dataclasses' generated methods loaded rather than compiled (generator/dataclass_code.py): from
the bundle (generator/compiled/dataclasses/), or kept in the cache by an earlier run; the code is
the one compiling the source gives, and the class the one `dataclass` makes without either."""

from __future__ import annotations

import builtins
import dataclasses
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from generator import dataclass_code

SOURCE = """
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = field(default_factory=tuple)
"""


def make() -> Any:
    """The class, as a module that defines it makes it (Python's own dataclasses, no hook)."""
    namespace: dict[str, Any] = {"__name__": "points"}
    exec(compile(SOURCE, "points.py", "exec", dont_inherit=True), namespace)  # noqa: S102
    return namespace["Point"]


def behaves(point: Any) -> None:
    p = point(1)
    assert (p, repr(p), hash(p) == hash(point(1))) == (
        point(1, 0, ()),
        "Point(x=1, y=0, tags=())",
        True,
    )
    assert p != point(1, 2) and dataclasses.replace(p, y=2) == point(1, 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 2


def test_a_later_run_loads_the_methods_compiled_by_an_earlier_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path))
    with dataclass_code.kept():
        first = make()
    assert "exec" not in vars(dataclasses)  # the hook ends with the block
    [kept] = (tmp_path / "dataclasses").iterdir()
    assert (tmp_path / "dataclasses").is_dir() and kept.stat().st_size > 0

    def compile_nothing(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(dataclass_code, "compile", compile_nothing, raising=False)
    with dataclass_code.kept():
        second = make()
    for point in (first, second):
        behaves(point)
    assert list(map(repr, dataclasses.fields(second))) == list(
        map(repr, dataclasses.fields(make()))
    )


def test_an_unreadable_entry_is_compiled_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path))
    with dataclass_code.kept():
        make()
    [kept] = (tmp_path / "dataclasses").iterdir()
    kept.write_bytes(b"\xff not marshal")
    with dataclass_code.kept():
        behaves(make())
    with dataclass_code.kept():  # written again, whole
        behaves(make())


def test_with_the_cache_off_nothing_is_kept(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    monkeypatch.chdir(tmp_path)
    with dataclass_code.kept():
        behaves(make())
    assert list(tmp_path.iterdir()) == []


def sources() -> list[str]:
    """The sources dataclasses compiles for Point."""
    seen: list[str] = []

    def run(source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002
        seen.append(source)
        builtins.exec(source, globals, locals)  # noqa: S102

    dataclasses.exec = run  # type: ignore[attr-defined]
    try:
        make()
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
    return seen


def functions(code: CodeType) -> list[CodeType]:
    """code and the code of each function defined in it, depth first."""
    return [code] + [f for c in code.co_consts if isinstance(c, CodeType) for f in functions(c)]


def test_the_bundled_code_is_the_code_compiling_gives() -> None:
    run, datamodels = dataclass_code.bundled("run"), dataclass_code.bundled("datamodels")
    assert len(run) > 200 and len(datamodels) > 700  # the generator's; the tool's, pydantic's
    for source, function in {**run, **datamodels}.items():
        [compiled] = [
            c
            for c in compile(source, "<string>", "exec", dont_inherit=True).co_consts
            if isinstance(c, CodeType)
        ]
        loaded = dataclass_code._at_string(function)
        for a, b in zip(functions(loaded), functions(compiled), strict=True):
            assert a == b  # bytecode, constants, names, first line, line table
            assert (a.co_filename, list(a.co_positions())) == (
                b.co_filename,
                list(b.co_positions()),
            )


def test_a_class_in_the_bundle_compiles_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bundle = tmp_path / dataclass_code.BUNDLES["datamodels"]
    bundle.parent.mkdir()
    bundle.write_text(dataclass_code.bundle_text(sources()))
    monkeypatch.setattr(dataclass_code, "COMPILED", tmp_path)
    dataclass_code.bundled.cache_clear()
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))

    def compile_nothing(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled")

    monkeypatch.setattr(dataclass_code, "compile", compile_nothing, raising=False)
    try:
        assert len(dataclass_code.bundled("datamodels")) == len(set(sources()))
        with dataclass_code.kept():
            point = make()
    finally:
        dataclass_code.bundled.cache_clear()
    behaves(point)
    assert list(map(repr, dataclasses.fields(point))) == list(map(repr, dataclasses.fields(make())))
    assert not (tmp_path / "cache").exists()  # nothing compiled, nothing kept
