"""Codec plans: how one dialect's wire spells the canonical models, compiled field by field.

A plan lists only what differs from the canonical JSON (renamed or flipped fields, mapped enums,
tags, nested variants), and only for the models the dialect's operations can reach: a model no
supported operation sends or receives gets no code."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from ..schema_refs import ref
from ..spec import Spec

Shape = Literal["object", "list", "enum", "negate", "rename"]


@dataclass(frozen=True)
class FieldStep:
    """How one canonical field differs on the wire."""

    name: str  # canonical key
    wire: str  # wire key
    shape: Shape  # object/list: recurse into target; enum: map values; negate: flip a boolean
    target: str = ""  # the model (object, list) or enum (enum) it refers to


@dataclass(frozen=True)
class TypePlan:
    """A model whose wire form differs: its tag, and the fields that differ."""

    model: str
    tag: str | None  # the discriminator value this dialect puts on the object
    steps: tuple[FieldStep, ...]


@dataclass(frozen=True)
class VariantPlan:
    """One member of an x-oneof model (a Part): its wire tag and where each field goes."""

    member: str
    tag: str | None
    fields: tuple[tuple[str, tuple[str, ...]], ...]  # canonical key -> wire path
    objects: tuple[str, ...]  # fields this wire carries only as JSON objects


@dataclass(frozen=True)
class EnumPlan:
    name: str
    encode: tuple[tuple[str, str], ...]  # canonical -> wire, total
    decode: tuple[tuple[str, str], ...]  # wire (and canonical) spellings -> canonical


@dataclass(frozen=True)
class CodecPlan:
    name: str
    doc: str
    discriminator: str | None
    enums: tuple[EnumPlan, ...]  # only the ones that change a spelling, and that a type uses
    types: tuple[TypePlan, ...]  # only the models whose wire form differs
    variants: dict[str, tuple[VariantPlan, ...]]  # x-oneof model -> variants, when they differ
    tags: dict[str, str]

    def changes(self, model: str) -> bool:
        return any(t.model == model for t in self.types) or model in self.variants

    def variant_paths(self, model: str) -> dict[str, dict[str, tuple[str, ...]]]:
        """Per member of an x-oneof model: where each of its fields goes on the wire."""
        return {v.member: dict(v.fields) for v in self.variants[model]}

    def variant_tags(self, model: str) -> dict[str, str | None]:
        """Per member of an x-oneof model: its tag."""
        return {v.member: v.tag for v in self.variants[model]}

    def variant_objects(self, model: str) -> dict[str, tuple[str, ...]]:
        """Per member of an x-oneof model: the fields this wire carries only as JSON objects."""
        return {v.member: v.objects for v in self.variants[model] if v.objects}

    def table(self) -> dict[str, Any]:
        """The codec as plain JSON, what a runtime interprets: its discriminator and tags, each
        enum's spellings both ways, each model's tag and the fields that differ as (canonical key,
        wire key, shape, target), and where each x-oneof member's fields go."""
        return {
            "discriminator": self.discriminator,
            "tags": dict(self.tags),
            "enums": {
                e.name: {"encode": dict(e.encode), "decode": dict(e.decode)} for e in self.enums
            },
            "types": {
                t.model: {
                    "tag": t.tag,
                    "steps": [[s.name, s.wire, s.shape, s.target] for s in t.steps],
                }
                for t in self.types
            },
            "variants": {
                model: [
                    {
                        "member": v.member,
                        "tag": v.tag,
                        "fields": {f: list(path) for f, path in v.fields},
                        "objects": list(v.objects),
                    }
                    for v in vs
                ]
                for model, vs in self.variants.items()
            },
        }

    @property
    def object_fields(self) -> bool:
        """Whether some variant carries a field only as a JSON object (and checks it)."""
        return any(v.objects for vs in self.variants.values() for v in vs)


def kind(
    defs: dict[str, Any], schema: dict[str, Any]
) -> tuple[Literal["object", "list", "enum"], str] | None:
    """("object"|"enum", name) for a $ref field, ("list", name) for an array of $ref objects."""
    if "$ref" in schema:
        target = ref(schema)
        return ("enum" if "enum" in defs[target] else "object"), target
    if schema.get("type") == "array" and "$ref" in schema.get("items", {}):
        target = ref(schema["items"])
        return ("list" if "enum" not in defs[target] else "enum"), target
    return None


def reachable(defs: dict[str, Any], roots: Iterable[str]) -> set[str]:
    """The models roots contain, at any depth (roots included)."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        model = todo.pop()
        if model in seen or model not in defs:
            continue
        seen.add(model)
        for prop in defs[model].get("properties", {}).values():
            found = kind(defs, prop)
            if found:
                todo.append(found[1])
    return seen


def build_codec(spec: Spec, name: str, models: set[str]) -> CodecPlan:
    """The plan of codec `name` for the given models (those a dialect's operations reach)."""
    c = spec.dialects.codecs[name]
    defs = spec.models.defs
    variants = {
        model: tuple(
            VariantPlan(
                member,
                v.tag,
                tuple((f, tuple(w.split("."))) for f, w in v.fields.items()),
                v.objects,
            )
            for member, v in members.items()
        )
        for model, members in c.variants.items()
        if model in models
        and any(v.tag or any(f != w for f, w in v.fields.items()) for v in members.values())
    }
    changed_enums = {e for e, mapping in c.enums.items() if any(k != v for k, v in mapping.items())}
    # The models whose wire form differs, found by fixpoint: a model changes if the codec
    # tags it, renames or flips a field, maps an enum it uses, or a model it contains changes.
    own: dict[str, list[FieldStep]] = {}
    for model, schema in defs.items():
        if model not in models or "enum" in schema or "x-oneof" in schema:
            continue  # variants and result unions are decoded apart
        renames = c.fields.get(model, {})
        steps = []
        for field, prop in schema.get("properties", {}).items():
            rename = renames.get(field)
            wire = rename if isinstance(rename, str) else rename.name if rename else field
            found = kind(defs, prop)
            if rename is not None and not isinstance(rename, str) and rename.negate:
                steps.append(FieldStep(field, wire, "negate"))
            elif found and found[0] == "enum" and found[1] in changed_enums:
                steps.append(FieldStep(field, wire, "enum", found[1]))
            elif found and found[0] in ("object", "list"):  # kept if the target changes
                steps.append(FieldStep(field, wire, found[0], found[1]))
            elif wire != field:
                steps.append(FieldStep(field, wire, "rename"))
        own[model] = steps
    changed = set(variants)
    while more := {
        model
        for model, steps in own.items()
        if model not in changed and (model in c.tags or any(_differs(s, changed) for s in steps))
    }:
        changed |= more
    types = tuple(
        TypePlan(
            model,
            c.tags.get(model),
            tuple(_settled(s, changed) for s in steps if _differs(s, changed)),
        )
        for model, steps in own.items()
        if model in changed
    )
    used = {s.target for t in types for s in t.steps if s.shape == "enum"}
    enums = tuple(
        EnumPlan(
            enum,
            tuple(mapping.items()),
            tuple(dict([(v, v) for v in mapping] + [(w, v) for v, w in mapping.items()]).items()),
        )
        for enum, mapping in c.enums.items()
        if enum in changed_enums and enum in used
    )
    tags = {model: tag for model, tag in c.tags.items() if model in models}
    return CodecPlan(name, c.doc, c.discriminator, enums, types, variants, tags)


def _differs(step: FieldStep, changed: set[str]) -> bool:
    """Whether a field looks different on the wire: renamed, mapped, or holding a changed model."""
    return step.wire != step.name or step.shape not in ("object", "list") or step.target in changed


def _settled(step: FieldStep, changed: set[str]) -> FieldStep:
    """A renamed field holding a model this wire spells as the canonical one is only renamed
    (there is no code to convert that model with)."""
    if step.shape in ("object", "list") and step.target not in changed:
        return FieldStep(step.name, step.wire, "rename")
    return step
