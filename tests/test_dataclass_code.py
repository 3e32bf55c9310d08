"""Dataclasses' generated methods kept in the cache (generator/dataclass_code.py): a later run
loads the code of each method instead of compiling its source, and the class is the one
`dataclass` makes without the cache."""

from __future__ import annotations

import dataclasses
from pathlib import Path
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
    with dataclass_code.kept():
        assert "exec" not in vars(dataclasses)
        behaves(make())
