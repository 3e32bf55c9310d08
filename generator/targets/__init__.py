"""Targets: each renders the IR into a tree of files under generated/<name>. A target's module is
imported only when it renders (the no-op fast path never needs one)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..ir import IR
    from ..output.writer import Tree

TARGETS = ("python", "typescript", "go")

# The HTTP libraries the Python SDK can run on (the first is the default): httpx2, Pydantic's
# maintained fork of httpx, or httpx itself for applications pinned to it. Same API.
PYTHON_HTTP = ("httpx2", "httpx")


@dataclass(frozen=True)
class Settings:
    """How to render, beyond the spec: choices of the SDK's user, not facts of the API."""

    python_http: str = PYTHON_HTTP[0]

    def of(self, target: str) -> dict[str, str]:
        """The settings that shape a target's tree (its manifest records them)."""
        return {"python_http": self.python_http} if target == "python" else {}


def shapes(defs: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per object model: its required fields, the fields that hold other object models (one, or
    a list), to walk into when an answer is checked (the TypeScript and Go wire layers), and the
    fields that hold an enum, with its values (an unknown one fits no model)."""
    out: dict[str, dict[str, Any]] = {}
    for name, schema in defs.items():
        if "properties" not in schema:
            continue
        refs: dict[str, str] = {}
        lists: dict[str, str] = {}
        enums: dict[str, list[str]] = {}
        for field, p in schema["properties"].items():
            target = str(p.get("$ref") or p.get("items", {}).get("$ref") or "").rsplit("/", 1)[-1]
            if target and "properties" in defs.get(target, {}):
                (refs if "$ref" in p else lists)[field] = target
            elif "$ref" in p and "enum" in defs.get(target, {}):
                enums[field] = list(defs[target]["enum"])
        required = list(schema.get("required", []))
        out[name] = {"required": required, "refs": refs, "lists": lists, "enums": enums}
    return out


def render_target(
    name: str,
    model: IR,
    templates: Path | None,
    settings: Settings = Settings(),  # noqa: B008 (frozen)
) -> Tree:
    module = import_module(f".{name}", __name__)
    tree: Tree = module.render(model, templates, settings)
    return tree
