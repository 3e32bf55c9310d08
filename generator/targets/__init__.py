"""Targets: each renders the IR into a tree of files under generated/<name>."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from generator.ir import IR
from generator.targets import python
from generator.writer import Tree

TARGETS: dict[str, Callable[[IR, Path | None], Tree]] = {
    "python": python.render,
}
