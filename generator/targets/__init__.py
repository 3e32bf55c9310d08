"""Targets: each renders the IR into a tree of files under generated/<name>. A target's module is
imported only when it renders (the no-op fast path never needs one)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from generator.writer import Tree

if TYPE_CHECKING:
    from generator.ir import IR

TARGETS = ("python", "typescript", "go")

# The HTTP libraries the Python SDK can run on (the first is the default): httpx2, Pydantic's
# maintained fork of httpx, or httpx itself for applications pinned to it. Same API.
PYTHON_HTTP = ("httpx2", "httpx")


@dataclass(frozen=True)
class Settings:
    """How to render, beyond the spec: choices of the SDK's user, not facts of the API."""

    python_http: str = PYTHON_HTTP[0]


def render_target(
    name: str,
    model: IR,
    templates: Path | None,
    settings: Settings = Settings(),  # noqa: B008 (frozen)
) -> Tree:
    module = import_module(f"generator.targets.{name}")
    tree: Tree = module.render(model, templates, settings)
    return tree
