"""Each argument of an operation fills a field of its request (or holds the extension), of a type
a parameter can take, with a default and an example that fit it; and says what leaving it out
means only where a dialect's defaults can tell."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

from ...errors import Problem, quote
from ...schema_refs import field_schema, ref
from ..loaded import Spec
from ..plain import Argument, Defaults
from ..schema import SchemaChecker
from ..yaml_source import Path_
from .common import IDENT

# Names the generated methods use themselves, besides an operation's arguments.
RESERVED_ARGUMENTS = {"self", "request", "timeout", "signal", "options"}
# What an argument's field may be: the targets map these to a parameter type (a message argument
# takes a MessageInput and the extension argument its model, whatever their schemas say).
ARGUMENT_SCALARS = ("string", "integer", "number", "boolean")


def check(spec: Spec) -> Iterator[Problem]:
    at = partial(spec.problem, "service")
    for op_name, op in spec.service.operations.items():
        base: Path_ = ("operations", op_name, "arguments")
        if op.arguments and op.request is None:
            yield at(base, f"{op_name} has no request for its arguments to fill", key=True)
            continue
        if [name for name, arg in op.arguments.items() if arg.positional][1:]:
            yield at(base, "only one argument may be positional", key=True)
        for name, arg in op.arguments.items():
            yield from _argument(spec, base + (name,), arg, str(op.request))


def _argument(spec: Spec, path: Path_, arg: Argument, request: str) -> Iterator[Problem]:
    at = partial(spec.problem, "service")
    if not IDENT.match(str(path[-1])) or path[-1] in RESERVED_ARGUMENTS:
        yield at(path, f"{quote(path[-1])} can't name an argument", key=True)
    fills = spec.extension.path if arg.fills == "extension" else tuple(arg.fills.split("."))
    schema = field_schema(spec.models.defs, request, fills)
    if arg.fills == "extension":
        extension = {"$ref": f"#/$defs/{spec.extension.model}"}
        yield from _fits(spec, path, arg, extension, "extension")
    elif schema is None:
        yield at(path + ("fills",), f"{request} has no field {quote(arg.fills)} to fill")
    elif ref(schema) != "Message":
        yield from _argument_value(spec, path, arg, request, schema)
    if arg.unset is None:
        return
    if fills[-1] not in Defaults.FIELDS:
        hint = f"unset works on {', '.join(Defaults.FIELDS)}"
        yield at(path + ("unset",), f"dialects declare no default for {quote(fills[-1])}", hint)
    elif arg.unset == "all" and "maximum" not in (schema or {}):
        yield at(path + ("unset",), f"'all' needs a maximum on {arg.fills}")
    elif arg.unset != "all" and schema is not None:
        yield from _fits(spec, path, arg, schema, "models", ("unset",))


def _argument_value(
    spec: Spec, path: Path_, arg: Argument, request: str, schema: dict[str, Any]
) -> Iterator[Problem]:
    """The field an argument fills has a type a parameter can take, and the argument's default
    and example fit that field's schema (a default that does not would not type-check)."""
    items: dict[str, Any] = schema["items"] if isinstance(schema.get("items"), dict) else {}
    typed = (
        bool(ref(schema))
        or schema.get("type") in ARGUMENT_SCALARS
        or (schema.get("type") == "array" and (bool(ref(items)) or items.get("type") == "string"))
    )
    if not typed:
        yield spec.problem(
            "models",
            _field_path(spec, request, arg.fills),
            f"{request}.{arg.fills} has no type the argument {path[1]}.{path[-1]} can take",
            "give it a $ref, an array of strings or of models, or the type "
            + ", ".join(ARGUMENT_SCALARS),
        )
        return
    yield from _fits(spec, path, arg, schema, "models")


def _field_path(spec: Spec, request: str, fills: str) -> Path_:
    """Where models.yaml defines the field at a dotted path of a request model."""
    model: str = request
    path: Path_ = ("$defs", request)
    for key in fills.split("."):
        path = ("$defs", model, "properties", key)
        model = ref(spec.models.defs[model]["properties"][key]) or model
    return path


def _fits(
    spec: Spec,
    path: Path_,
    arg: Argument,
    schema: dict[str, Any],
    file: str,
    keys: tuple[str, ...] = ("default", "example"),
) -> Iterator[Problem]:
    """An argument's default and example (or what leaving it out sends) fit the schema of what
    it fills."""
    defs = spec.models.defs if file == "models" else spec.extension.defs
    checker = SchemaChecker(spec.sources[file], file, defs)
    for key in keys:
        value = getattr(arg, key)
        reason = checker.misfit(value, schema) if value is not None else ""
        if reason:
            yield spec.problem(
                "service", path + (key,), f"{key} {quote(value)} does not fit {arg.fills}: {reason}"
            )
