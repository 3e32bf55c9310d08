"""A dialect's codec: its wire JSON <-> the canonical JSON, per model whose wire form differs.

A dialect module states what differs, as data (spec/dialects.yaml compiled): each model's tag,
each field's wire key and what becomes of its value, the spellings of its enums, where the
fields of each member of an x-oneof model (a Part) go. ``codecs`` turns the statement into the
functions of its ``ENCODE`` and ``DECODE`` tables, once, when the module is imported: the code
of each model's coders, written as by hand, compiled.
"""

from __future__ import annotations

import linecache
from collections.abc import Callable, Mapping
from typing import Any

from ._errors import RequestShapeError
from ._wire import expect_object, get_path, has_path, set_path, without

Coder = Callable[[dict[str, Any]], dict[str, Any]]
Step = tuple[str, str, str, str]
"""A field that differs: (canonical key, wire key, shape, target). Shapes: "object" and "list"
(the target model's value, or a list of them), "enum" (the target enum's spellings), "negate"
(a flipped boolean), "rename" (the value as it is)."""
Enums = Mapping[str, tuple[Mapping[str, str], Mapping[str, str]]]
"""Per enum: canonical -> wire spellings, and wire (and canonical) -> canonical."""
Variants = tuple[
    Mapping[str, Mapping[str, tuple[str, ...]]], Mapping[str, str], Mapping[str, tuple[str, ...]]
]
"""Per member of an x-oneof model: where each of its fields goes on the wire; its tag (with a
discriminator); the fields this wire carries only as JSON objects."""


def codecs(
    dialect: str,
    discriminator: str | None,
    types: Mapping[str, tuple[str | None, tuple[Step, ...]]],
    enums: Enums,
    variants: Mapping[str, Variants],
) -> tuple[dict[str, Coder], dict[str, Coder]]:
    """The ENCODE and DECODE tables (model -> function) of a dialect: `types` maps a model to
    its tag and its fields that differ, `variants` an x-oneof model to its members' places."""
    encode: dict[str, Coder] = {}
    decode: dict[str, Coder] = {}
    for model, places in variants.items():
        encode[model] = _variant_encoder(dialect, model, discriminator, places)
        decode[model] = _variant_decoder(model, discriminator, places)
    # The type coders, as the functions one would write by hand for them, compiled once: a
    # loop over the steps would cost each call about half as much again.
    names: dict[str, Any] = {"expect_object": expect_object}  # the compiled code's globals
    index = {model: i for i, model in enumerate([*types, *variants])}
    for model, i in index.items():
        names[f"encode_{i}"] = encode.get(model)  # a variant's; a type's comes from the source
        names[f"decode_{i}"] = decode.get(model)
    enum_index = {name: i for i, name in enumerate(enums)}
    for name, i in enum_index.items():
        names[f"encode_enum_{i}"], names[f"decode_enum_{i}"] = enums[name]
    source: list[str] = []
    for model, (tag, steps) in types.items():
        tag_key = discriminator if tag else None  # the tag this dialect puts on the model
        for direction in ("encode", "decode"):
            source += _type_coder((index, enum_index), model, tag_key, tag, steps, direction)
    filename = f"<codec {dialect}>"
    text = "\n".join(source) + "\n"
    exec(compile(text, filename, "exec"), names)  # noqa: S102 (code made of the tables above)
    lines: list[str] = text.splitlines(True)
    linecache.cache[filename] = (len(text), None, lines, filename)  # tracebacks
    for model in types:
        encode[model] = names[f"encode_{index[model]}"]
        decode[model] = names[f"decode_{index[model]}"]
    return encode, decode


def _type_coder(
    indexes: tuple[Mapping[str, int], Mapping[str, int]],
    model: str,
    tag_key: str | None,
    tag: str | None,
    steps: tuple[Step, ...],
    direction: str,
) -> list[str]:
    """The source of a model's encoder (which adds its tag) or decoder (which drops it), one
    statement per field that differs; the values of the spec only as literals (repr), the
    functions and tables it calls by their place in `indexes` (models, enums)."""
    index, enum_index = indexes
    encoding = direction == "encode"
    lines = [f"def {direction}_{index[model]}(value):"]
    if encoding:
        lines.append(
            f"    out = {{{tag_key!r}: {tag!r}, **value}}" if tag_key else "    out = dict(value)"
        )
    else:
        lines.append(f"    out = dict(expect_object(value, {model!r}))")
        if tag_key:
            lines.append(f"    out.pop({tag_key!r}, None)")
    for name, wire, shape, target in steps:
        source, to = (name, wire) if encoding else (wire, name)
        lines.append(f"    if {source!r} in out:")
        value = f"out[{source!r}]"
        if source != to:  # renamed: the field moves to the end, as the spec orders them
            lines.append(f"        v = out.pop({source!r})")
            value = "v"
        if shape == "object":
            value = f"{direction}_{index[target]}({value})"
        elif shape == "list":
            value = f"[{direction}_{index[target]}(x) for x in {value}]"
        elif shape == "enum":
            value = f"{direction}_enum_{enum_index[target]}.get({value}, {value})"
        elif shape == "negate":
            value = f"not {value}"
        lines.append(f"        out[{to!r}] = {value}")
    return [*lines, "    return out", ""]


def _variant_encoder(
    dialect: str, model: str, discriminator: str | None, places: Variants
) -> Coder:
    paths, tags, objects = places
    fields = frozenset(f for member_paths in paths.values() for f in member_paths)

    def encode(c: dict[str, Any]) -> dict[str, Any]:
        member = next((k for k in paths if k in c), None)
        if member is None:
            return dict(c)
        for field in objects.get(member, ()):
            if not isinstance(c.get(field, {}), dict):
                raise RequestShapeError(
                    f"{model}.{field}",
                    f"{dialect} carries a {member} part's {field!r} only as a JSON object, not "
                    f"{type(c[field]).__name__}; wrap the value, for example {{'value': ...}}",
                )
        w: dict[str, Any] = {discriminator: tags[member]} if discriminator else {}
        for field, path in paths[member].items():
            if field in c:
                set_path(w, path, c[field])
        w.update((k, v) for k, v in c.items() if k not in fields)
        return w

    return encode


def _variant_decoder(model: str, discriminator: str | None, places: Variants) -> Coder:
    paths, tags, _ = places
    tag_path = ((discriminator,),) if discriminator else ()

    def decode(w: dict[str, Any]) -> dict[str, Any]:
        w = expect_object(w, model)
        for member, member_paths in paths.items():
            if (not discriminator or w.get(discriminator) == tags[member]) and has_path(
                w, member_paths[member]
            ):
                c = {
                    field: get_path(w, path)
                    for field, path in member_paths.items()
                    if has_path(w, path)
                }
                return {**c, **without(w, (*member_paths.values(), *tag_path))}
        return dict(w)  # a member this dialect does not know: kept as it is

    return decode
