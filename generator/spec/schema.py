"""The JSON Schema subset of models.yaml and extension.yaml, checked like the rest of the spec.

Every keyword the generator reads is listed here; anything else is an error with a did-you-mean
hint, since a misspelled keyword would otherwise change the generated API without a word
(`tpye: boolean` makes the field `Any`). spec/README.md documents the subset."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any, TypeGuard

from ..errors import Problem, did_you_mean, quote
from ..schema_refs import REF_PREFIX, ref
from .yaml_source import Path_, Source

TYPES = ("string", "integer", "number", "boolean", "array", "object")
FORMATS = ("date-time",)
# keyword -> the types it applies to (None: any)
KEYWORDS: dict[str, tuple[str, ...] | None] = {
    "type": None,
    "description": None,
    "default": None,
    "examples": None,
    "enum": None,
    "$ref": None,
    "properties": ("object",),
    "required": ("object",),
    "additionalProperties": ("object",),
    "items": ("array",),
    "pattern": ("string",),
    "format": ("string",),
    "minimum": ("integer", "number"),
    "maximum": ("integer", "number"),
}
# The spec's own x- keywords, per file; "top" ones only at the top of a $defs entry.
EXTENSIONS = {
    "models": {"x-enum-varnames": "top", "x-oneof": "top", "x-rejected": "top"},
    "extension": {"x-aliases": "any", "x-pitfalls": "any", "x-unknown-key": "any", "x-why": "any"},
}
ANNOTATIONS = {"description", "x-unconfirmed", "x-why"}  # allowed next to $ref
TEXTS = ("description", "x-why", "x-unknown-key", "x-unconfirmed")
STRUCTURE = ("$ref", "properties", "items", "additionalProperties", "required")
OWN = ("x-enum-varnames", "x-oneof", "x-rejected", "x-pitfalls", "x-aliases")
# What a field's name may hold: what Go's encoding/json takes as a struct tag's name (letters,
# digits, space and this punctuation); it reads a field named otherwise under its Go name.
FIELD_PUNCTUATION = "!#$%&()*+-./:;<=>?@[]^_{|}~ "


class SchemaChecker:
    """Checks every schema of one file's $defs; `referenced` collects the $defs names used."""

    def __init__(self, source: Source, file: str, defs: dict[str, Any]) -> None:
        self.source = source
        self.file = file
        self.defs = defs
        self.keywords = sorted([*KEYWORDS, "x-unconfirmed", *EXTENSIONS[file]])
        self.referenced: set[str] = set()
        self.patterns: list[tuple[Path_, str]] = []  # those Python compiles

    def check(self) -> Iterator[Problem]:
        for name, schema in self.defs.items():
            yield from self._schema(schema, ("$defs", name), top=True)

    def at(self, path: Path_, message: str, hint: str = "", *, key: bool = False) -> Problem:
        return self.source.problem(path, message, hint, key=key)

    def _schema(self, schema: Any, path: Path_, *, top: bool = False) -> Iterator[Problem]:
        if not isinstance(schema, dict):
            message = f"a schema is a mapping, not {_json_kind(schema)}"
            yield self.at(path, message, "write {} for any JSON value, or {type: ...}")
            return
        kind = schema.get("type")
        for key, value in schema.items():
            kpath = path + (key,)
            if key not in self.keywords:
                hint = did_you_mean(key, self.keywords)
                yield self.at(kpath, f"unknown JSON Schema keyword {quote(key)}", hint, key=True)
                continue
            if EXTENSIONS[self.file].get(key) == "top" and not top:
                yield self.at(kpath, f"{key} goes at the top of a $defs entry", key=True)
            applies = KEYWORDS.get(key)
            if applies and isinstance(kind, str) and kind not in applies:
                yield self.at(kpath, f"{key} does not apply to type {kind}", key=True)
            keyword = self._structure if key in STRUCTURE else self._value
            yield from (self._own if key in OWN else keyword)(key, value, kpath, schema)
        yield from self._whole(schema, path, top)

    def _whole(self, schema: dict[str, Any], path: Path_, top: bool) -> Iterator[Problem]:
        """Rules between a schema's keywords: $ref alone, an enum's names, x-oneof's members,
        and the default, examples and enum values fitting the schema."""
        extra = sorted(set(schema) - ANNOTATIONS - {"$ref"}) if "$ref" in schema else []
        if extra:
            message = f"$ref takes no other keywords ({', '.join(extra)})"
            yield self.at(path, message, "describe the referenced model in its own $defs entry")
        if top and "enum" in schema and "x-enum-varnames" not in schema and self.file == "models":
            hint = "name each value's member (TaskState.COMPLETED for TASK_STATE_COMPLETED)"
            yield self.at(path, f"the enum {path[-1]} needs x-enum-varnames", hint, key=True)
        members = schema.get("x-oneof")
        for member in members if _strings(members) else []:  # else reported by _own
            if member not in _props(schema):
                message = f"x-oneof member {quote(member)} is not a property of {path[-1]}"
                yield self.at(path + ("x-oneof",), message)
        for key in ("default", "examples", "enum"):
            values = [schema.get(key)] if key == "default" else schema.get(key)
            own = {k: v for k, v in schema.items() if k not in ("default", "examples", key)}
            for i, value in enumerate(values if key in schema and isinstance(values, list) else []):
                reason = self.misfit(value, own)
                if reason:
                    where = path + (key,) + ((i,) if key != "default" else ())
                    yield self.at(
                        where, f"{key} value {quote(value)} does not fit its schema: {reason}"
                    )

    def _structure(
        self, key: str, value: Any, path: Path_, schema: dict[str, Any]
    ) -> Iterator[Problem]:
        """$ref, properties, items, additionalProperties, required."""
        if key == "$ref":
            ok = isinstance(value, str) and value.startswith(REF_PREFIX)
            target = value.removeprefix(REF_PREFIX) if ok else None
            if target is None:
                yield self.at(path, f"$ref must look like '#/$defs/Name', got {quote(value)}")
            elif target not in self.defs:
                yield self.at(
                    path, f"unknown model {quote(target)}", did_you_mean(target, self.defs)
                )
            else:
                self.referenced.add(target)
        elif key == "properties" and not isinstance(value, dict):
            yield self.at(path, "properties must be a mapping of field names to schemas")
        elif key == "properties":
            for name, sub in value.items():
                if not _field_name(str(name)):
                    yield self.at(
                        path + (name,),
                        f"{quote(name)} can't name a field: a name holds letters, digits, spaces and"
                        f" {FIELD_PUNCTUATION.strip()} only (what the Go target's JSON tags take)",
                        key=True,
                    )
                yield from self._schema(sub, path + (name,))
        elif key == "items" or key == "additionalProperties" and not isinstance(value, bool):
            yield from self._schema(value, path)
        elif key == "required" and not _strings(value):
            yield self.at(path, "required must be a list of field names")
        elif key == "required":
            props = _props(schema)
            for i, name in enumerate(value):
                if name not in props:
                    message = f"required field {quote(name)} is not a property"
                    yield self.at(path + (i,), message, did_you_mean(name, props))
            if len(set(value)) != len(value):
                yield self.at(path, "required names a field twice")

    def _value(
        self, key: str, value: Any, path: Path_, schema: dict[str, Any]
    ) -> Iterator[Problem]:
        """type, the texts, enum, examples, pattern, format, minimum and maximum."""
        if key == "type" and (not isinstance(value, str) or value not in TYPES):
            hint = (
                did_you_mean(str(value), TYPES)
                if isinstance(value, str)
                else "expected one of: " + ", ".join(TYPES)
            )
            yield self.at(path, f"{quote(value)} is not a JSON Schema type", hint)
        elif key in TEXTS and (not isinstance(value, str) or not value.strip()):
            hint = 'write the reason it is a guess: x-unconfirmed: "the page does not say"'
            yield self.at(path, f"{key} must be text", hint if key == "x-unconfirmed" else "")
        elif key == "enum" and (not isinstance(value, list) or not value):
            yield self.at(path, "enum must be a non-empty list")
        elif key == "enum" and len({repr(v) for v in value}) != len(value):
            yield self.at(path, "enum lists a value twice")
        elif key == "examples" and not isinstance(value, list):
            yield self.at(path, "examples must be a list")
        elif key == "pattern":
            yield from self._pattern(value, path)
        elif key == "format" and value not in FORMATS:
            yield self.at(
                path, f"unsupported format {quote(value)}", did_you_mean(str(value), FORMATS)
            )
        elif key in ("minimum", "maximum") and not _number(value):
            yield self.at(path, f"{key} must be a number")
        elif (
            key == "maximum"
            and isinstance(low := schema.get("minimum"), (int, float))
            and value < low
        ):
            yield self.at(path, "maximum is below minimum")

    def _own(self, key: str, value: Any, path: Path_, schema: dict[str, Any]) -> Iterator[Problem]:
        """The spec's own x- keywords but x-unconfirmed and the texts."""
        if key == "x-enum-varnames":
            enum = schema.get("enum")
            total = _strings(value) and isinstance(enum, list) and len(value) == len(enum)
            if not total or len(set(value)) != len(value):
                yield self.at(path, "x-enum-varnames must name every enum value once")
            elif any(not _IDENT.match(v) for v in value):
                yield self.at(path, "x-enum-varnames must be identifiers")
        elif key == "x-oneof" and (not _strings(value) or not value):
            yield self.at(path, "x-oneof must be a list of field names")
        elif key in ("x-rejected", "x-pitfalls"):
            if not isinstance(value, dict) or not all(
                isinstance(v, str) and v.strip() for v in value.values()
            ):
                yield self.at(path, f"{key} must map field names to the reason")
            elif key == "x-rejected":
                for name in value:
                    if name in _props(schema):
                        message = f"{quote(name)} is a field of {path[1]}; it can't be rejected"
                        yield self.at(path + (name,), message, key=True)
        elif key == "x-aliases":
            if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
                yield self.at(path, "x-aliases must map other spellings to field names")
                return
            for alias, target in value.items():
                if target not in _props(schema):
                    message = f"alias target {quote(target)} is not a property of {path[-2]}"
                    yield self.at(path + (alias,), message)

    def _pattern(self, value: Any, path: Path_) -> Iterator[Problem]:
        if not isinstance(value, str):
            yield self.at(path, "a pattern must be text")
            return
        try:
            re.compile(value)
        except re.error as exc:
            yield self.at(path, f"the pattern does not compile in Python: {exc}")
            return
        self.patterns.append((path, value))  # for JavaScript, all at once (checks/patterns.py)

    def misfit(self, value: Any, schema: dict[str, Any], depth: int = 0) -> str:
        """Why value does not fit schema (the subset's keywords), or "" when it does."""
        if depth > 32:
            return ""
        if "$ref" in schema:
            target = self.defs.get(ref(schema))
            return self.misfit(value, target, depth + 1) if isinstance(target, dict) else ""
        kind = schema.get("type")
        if isinstance(kind, str) and kind in TYPES and _json_kind(value) not in _accepts(kind):
            return f"expected {kind}, got {_json_kind(value)}"
        enum = schema.get("enum")
        if isinstance(enum, list) and not any(_same(value, e) for e in enum):
            return "not one of the enum values"
        if isinstance(value, str) and isinstance(schema.get("pattern"), str):
            try:
                if not re.fullmatch(schema["pattern"], value):
                    return f"does not match {quote(schema['pattern'])}"
            except re.error:
                return ""
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            low, high = schema.get("minimum"), schema.get("maximum")
            if isinstance(low, (int, float)) and value < low:
                return f"below the minimum {low}"
            if isinstance(high, (int, float)) and value > high:
                return f"above the maximum {high}"
        if isinstance(value, list) and isinstance(schema.get("items"), dict):
            for item in value:
                reason = self.misfit(item, schema["items"], depth + 1)
                if reason:
                    return reason
        if isinstance(value, dict):
            props = schema.get("properties")
            props = props if isinstance(props, dict) else {}
            for name in (
                schema.get("required", []) if isinstance(schema.get("required"), list) else []
            ):
                if name not in value:
                    return f"lacks the required field {quote(name)}"
            for name, item in value.items():
                sub = props.get(name)
                if sub is None:
                    extra = schema.get("additionalProperties", True)
                    if extra is False:
                        return f"{quote(name)} is not a field"
                    sub = extra if isinstance(extra, dict) else {}
                reason = self.misfit(item, sub, depth + 1) if isinstance(sub, dict) else ""
                if reason:
                    return f"{name}: {reason}"
        return ""


_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _strings(value: Any) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


_KINDS = ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string"), (list, "array"))


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    kind = next((name for tp, name in _KINDS if isinstance(value, tp)), None)
    return kind or type(value).__name__  # a YAML date or bytes: not JSON


def _accepts(kind: str) -> tuple[str, ...]:
    return ("integer", "number") if kind == "number" else (kind,)


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _props(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema's properties, or none when they are not a mapping (reported on their own)."""
    props = schema.get("properties")
    return props if isinstance(props, dict) else {}


def _field_name(name: str) -> bool:
    return bool(name) and all(
        c in FIELD_PUNCTUATION
        or unicodedata.category(c)[0] == "L"
        or unicodedata.category(c) == "Nd"
        for c in name
    )
