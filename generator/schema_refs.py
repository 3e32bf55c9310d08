"""How the spec's JSON Schemas refer to one another ({$ref: "#/$defs/Name"}), as the spec's checks
and the IR both read them: a leaf below both, so that the IR calls nothing of the spec package."""

from __future__ import annotations

from typing import Any

REF_PREFIX = "#/$defs/"


def ref(schema: dict[str, Any]) -> str:
    """The model a schema refers to ("" for none)."""
    return str(schema.get("$ref", "")).removeprefix(REF_PREFIX)


def field_schema(defs: dict[str, Any], model: str, path: tuple[str, ...]) -> dict[str, Any] | None:
    """The JSON Schema of the field at path in model, following $refs; None when there is none."""
    schema: dict[str, Any] = {"$ref": f"{REF_PREFIX}{model}"}
    for key in path:
        while "$ref" in schema:
            schema = defs.get(ref(schema), {})
        found = schema.get("properties", {}).get(key)
        if found is None:
            return None
        schema = found
    return schema
