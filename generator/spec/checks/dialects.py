"""dialects.yaml: the stream's states and resuming operation; each dialect's version, codec,
and a binding for every operation that fits the dialect's transport and request; the codecs' tags
name models, their enum maps are total, their renames name fields, their variants are total."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial

from ...errors import Problem, did_you_mean, quote
from ...schema_refs import ref
from ..loaded import Spec
from ..plain import Binding, Codec, Dialect, Variant
from ..yaml_source import Path_
from .canonical import TASK_STATE
from .common import enum_values, model_ref, properties

VERSION = re.compile(r"^\d+\.\d+$")
WIRE_PATH = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


def check(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "dialects")
    yield from _stream(spec)
    yield from _cards(spec)
    seen: dict[tuple[str, str], str] = {}
    for name, d in spec.dialects.dialects.items():
        base: Path_ = ("dialects", name)
        if not VERSION.match(d.version):
            yield at(base + ("version",), f"version {quote(d.version)} must look like '1.0'")
        if (d.version, d.transport) in seen:
            other = seen[d.version, d.transport]
            yield at(base, f"{quote(other)} already speaks {d.transport} v{d.version}", key=True)
        seen[d.version, d.transport] = name
        if d.codec not in spec.dialects.codecs:
            hint = did_you_mean(d.codec, spec.dialects.codecs)
            yield at(base + ("codec",), f"unknown codec {quote(d.codec)}", hint)
        yield from _coverage(spec, name, d)
        yield from _tags(spec, d)
        for op_name, b in d.bindings.items():
            if not b.unsupported and op_name in spec.service.operations:
                yield from _binding(spec, base + ("bindings", op_name), op_name, b, d)


def _cards(spec: Spec) -> Iterator[Problem]:
    """The card's model has the field, a list of models (the interfaces the forms make)."""
    cards = spec.dialects.cards
    if cards is None:
        return
    yield from model_ref(spec, "dialects", ("cards", "model"), cards.model)
    items = properties(spec, cards.model).get(cards.field, {}).get("items", {})
    if cards.model in spec.models.defs and not ref(items):
        message = f"{quote(cards.field)} is not a list of models in {cards.model}"
        yield spec.problem("dialects", ("cards", "field"), message)


def _stream(spec: Spec) -> Iterator[Problem]:
    """The stream's final states are task states; the resuming operation streams, and takes the
    task to resume."""
    ops, stream = spec.service.operations, spec.dialects.stream
    states = enum_values(spec).get(TASK_STATE, [])
    for i, state in enumerate(stream.done_states):
        if state not in states:
            message = f"{quote(state)} is not a value of {TASK_STATE} in models.yaml"
            yield spec.problem(
                "dialects", ("stream", "done_states", i), message, did_you_mean(state, states)
            )
    resume = stream.resume.operation if stream.resume is not None else None
    if resume is not None and not (resume in ops and ops[resume].streaming):
        message = f"{quote(resume)} is not a streaming operation"
        yield spec.problem("dialects", ("stream", "resume", "operation"), message)
    elif resume is not None and not any(a.positional for a in ops[resume].arguments.values()):
        yield spec.problem(
            "service",
            ("operations", resume),
            f"{quote(resume)} resumes cut streams (dialects.yaml stream.resume), so it"
            " needs a positional argument: the task to resume",
            "give it one, such as task_id: {fills: id, positional: true}",
            key=True,
        )


def _coverage(spec: Spec, name: str, d: Dialect) -> Iterator[Problem]:
    """The dialect binds each operation that has no shared binding, and only those."""
    at = partial(spec.problem, "dialects", key=True)
    ops = spec.service.operations
    base: Path_ = ("dialects", name, "bindings")
    for op in d.bindings:
        if op not in ops:
            yield at(base + (op,), f"unknown operation {quote(op)}", did_you_mean(op, ops))
        elif ops[op].binding is not None:
            yield at(base + (op,), f"{quote(op)} has one binding for every dialect in service.yaml")
    for op in ops:
        if ops[op].binding is None and op not in d.bindings:
            hint = "bind it (a route or a method) or write `" + op + ": unsupported`"
            yield at(base, f"operation {quote(op)} is not bound in dialect {quote(name)}", hint)


def _tags(spec: Spec, d: Dialect) -> Iterator[Problem]:
    """A codec with a discriminator tags every member of the results the dialect decodes."""
    codec = spec.dialects.codecs.get(d.codec)
    if not (codec and codec.discriminator):
        return
    for op_name, op in spec.service.operations.items():
        result = spec.models.defs.get(op.result, {})
        members = [ref(result["properties"][m]) for m in result.get("x-oneof", [])]
        untagged = [m for m in members if m and m not in codec.tags]
        if untagged and not (op_name in d.bindings and d.bindings[op_name].unsupported):
            message = f"{op.result} is a result of {op_name}: tag {', '.join(untagged)} too"
            yield spec.problem("dialects", ("codecs", d.codec, "tags"), message, key=True)


def _binding(spec: Spec, path: Path_, op: str, b: Binding, d: Dialect) -> Iterator[Problem]:
    """A JSON-RPC binding names a method; a REST one a route whose placeholders and query
    parameters are fields of the request."""
    at = partial(spec.problem, "dialects")
    if d.transport == "jsonrpc":
        if b.method is None or b.http or b.path or b.query or b.body:
            yield at(
                path,
                "a JSON-RPC binding names a method, and only that (a dialect whose"
                " bindings name methods speaks JSON-RPC: it has no routes)",
                "write {method: Name}",
            )
        return
    if b.method is not None or b.http is None or b.path is None:
        message = "a REST binding names http and path (and maybe query, body)"
        yield at(path, message, "write {http: POST, path: /route}")
        return
    request = spec.service.operations[op].request
    fields = properties(spec, request) if request else {}
    for name in re.findall(r"{([^}]*)}", b.path):
        if name not in fields:
            message = f"{{{name}}} is not a field of {request}"
            yield at(path + ("path",), message, did_you_mean(name, fields))
    for i, name in enumerate(b.query):
        if name not in fields:
            message = f"{quote(name)} is not a field of {request}"
            yield at(path + ("query", i), message, did_you_mean(name, fields))


def codecs(spec: Spec) -> Iterator[Problem]:
    """The codecs: tags with a discriminator, naming models; enum maps, renames, variants."""
    for name, codec in spec.dialects.codecs.items():
        base: Path_ = ("codecs", name)
        if bool(codec.tags) != bool(codec.discriminator):
            yield spec.problem("dialects", base, "tags and discriminator go together", key=True)
        for model in codec.tags:
            yield from model_ref(spec, "dialects", base + ("tags", model), model)
        yield from _enums(spec, base, codec)
        yield from _renames(spec, base, codec)
        for model, variants in codec.variants.items():
            yield from _variants(spec, base + ("variants", model), codec, model, variants)


def _enums(spec: Spec, base: Path_, codec: Codec) -> Iterator[Problem]:
    """Each enum map is total, maps the enum's values, and spells each one its own way."""
    at = partial(spec.problem, "dialects", key=True)
    enums = enum_values(spec)
    for enum, mapping in codec.enums.items():
        path = base + ("enums", enum)
        if enum not in enums:
            yield at(
                path, f"{quote(enum)} is not an enum of models.yaml", did_you_mean(enum, enums)
            )
            continue
        missing = [v for v in enums[enum] if v not in mapping]
        if missing:
            yield at(path, f"the {enum} map is not total: it lacks {', '.join(missing)}")
        for value in mapping:
            if value not in enums[enum]:
                hint = did_you_mean(value, enums[enum])
                yield at(path + (value,), f"{quote(value)} is not a value of {enum}", hint)
        spellings = list(mapping.values())
        for value in sorted({w for w in spellings if spellings.count(w) > 1}):
            yield at(path, f"two {enum} values share the wire spelling {quote(value)}")


def _renames(spec: Spec, base: Path_, codec: Codec) -> Iterator[Problem]:
    """Field renames name models and their fields."""
    at = partial(spec.problem, "dialects", key=True)
    for model, renames in codec.fields.items():
        path = base + ("fields", model)
        if model not in spec.models.defs:
            yield at(path, f"unknown model {quote(model)}", did_you_mean(model, spec.models.defs))
            continue
        fields = properties(spec, model)
        for field in renames:
            if field not in fields:
                hint = did_you_mean(field, fields)
                yield at(path + (field,), f"{model} has no field {quote(field)}", hint)


def _variants(
    spec: Spec, path: Path_, codec: Codec, model: str, variants: dict[str, Variant]
) -> Iterator[Problem]:
    """The variants of an x-oneof model are total, and each one is of a member."""
    at = partial(spec.problem, "dialects", key=True)
    members = spec.models.defs.get(model, {}).get("x-oneof")
    if not members:
        yield at(path, f"{quote(model)} is not an x-oneof model of models.yaml")
        return
    missing = [m for m in members if m not in variants]
    if missing:
        yield at(path, f"the {model} variants are not total: they lack {', '.join(missing)}")
    for member, variant in variants.items():
        if member not in members:
            hint = did_you_mean(member, members)
            yield at(path + (member,), f"{quote(member)} is not a member of {model}", hint)
        yield from _variant(spec, path + (member,), codec, model, members, variant)


def _variant(
    spec: Spec, path: Path_, codec: Codec, model: str, members: list[str], variant: Variant
) -> Iterator[Problem]:
    """A variant maps its member and fields of its own to dotted wire paths."""
    at = partial(spec.problem, "dialects")
    member = str(path[-1])
    if variant.tag is not None and codec.discriminator is None:
        yield at(path + ("tag",), "a tag needs the codec's discriminator")
    if member not in variant.fields:
        yield at(path + ("fields",), f"the {member} variant must map {quote(member)} itself")
    for j, field in enumerate(variant.objects):
        if field not in variant.fields:
            yield at(
                path + ("objects", j), f"{quote(field)} is not a field of the {member} variant"
            )
    for field, wire in variant.fields.items():
        if field not in properties(spec, model) or field in members and field != member:
            message = f"{quote(field)} is not a field of the {member} variant"
            yield at(path + ("fields", field), message, key=True)
        if not WIRE_PATH.match(wire):
            yield at(path + ("fields", field), f"{quote(wire)} is not a dotted wire path")
