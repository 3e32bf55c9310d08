"""Targets: each renders the IR into a tree of files under generated/<name>. A target's module is
imported only when it renders (the no-op fast path never needs one)."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from generator.writer import Tree

if TYPE_CHECKING:
    from generator.ir import IR

TARGETS = ("python", "typescript", "go")


def render_target(name: str, model: IR, templates: Path | None) -> Tree:
    module = import_module(f"generator.targets.{name}")
    tree: Tree = module.render(model, templates)
    return tree
