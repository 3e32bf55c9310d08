"""The checks of a send's extension (``extension.py``'s ``check_send`` and ``check_extension``)
against the extension's schema, reduced to what they read. The schema, where a request carries
the extension and the rules across message and extension are the spec's: ``extension.py`` holds
them and makes its checks with ``ExtensionChecks``."""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Mapping, Sequence
from typing import Any, cast

from ._errors import ExtensionError, UnconfirmedFormatWarning

Rule = tuple[tuple[str, ...], tuple[str, ...], str, str, str]
"""(where the parts are, part members that trigger the rule, the extension field it requires,
why, why the rule is a guess: "" when the vendor states it; a guessed rule only warns)"""

# dict first: isinstance() answers for a dict without the ABC machinery (a third of a check).
_MAPPING = (dict, Mapping)

_TYPES: dict[str, tuple[str, tuple[type, ...]]] = {
    "string": ("a string", (str,)),
    "boolean": ("true or false", (bool,)),
    "integer": ("an integer", (int,)),
    "number": ("a number", (int, float)),
    "array": ("a list", (list, tuple)),
    "object": ("an object", _MAPPING),
}


class ExtensionChecks:
    """The checks of one extension: under ``location`` + ``namespace`` in a send request, its
    schema (``schema[model]``, with the $defs it refers to), its rules; ``vendor`` names the
    server in messages, ``missing`` says what is wrong with a request without it."""

    def __init__(
        self,
        namespace: str,
        location: tuple[str, ...],
        schema: dict[str, dict[str, Any]],
        rules: tuple[Rule, ...],
        *,
        model: str,
        vendor: str,
        missing: str,
    ) -> None:
        self._namespace, self._location, self._schema = namespace, location, schema
        self._rules, self._model, self._vendor, self._missing = rules, model, vendor, missing
        self._where = ".".join((*location, namespace))
        self._root: dict[str, Any] = {"$ref": model}
        # Each schema with a $ref, merged with the schema it names, by id(): every schema here is
        # held by this object, so an id stays its schema's.
        self._resolved: dict[int, dict[str, Any]] = {}

    def check_send(self, request: Mapping[str, Any]) -> None:
        """Check a send request's canonical JSON: the extension is there, valid, and fits the
        message."""
        holder = _get(request, self._location)
        if not isinstance(holder, _MAPPING) or self._namespace not in holder:
            raise ExtensionError(self._where, self._missing)
        extension = cast("Mapping[str, Any]", holder)[self._namespace]
        self.check_extension(extension, self._where)
        for parts_at, members, required, why, guess in self._rules:
            if extension.get(required):
                continue
            for part in _get(request, parts_at) or ():
                if isinstance(part, _MAPPING) and not part.keys().isdisjoint(members):
                    if not guess:
                        raise ExtensionError(f"{self._where}.{required}", why)
                    _warn(f"{self._where}.{required}: {why}; sent as it is. {guess}")
                    break

    def check_extension(self, value: Any, path: str | None = None) -> None:
        """Check the extension's JSON against its schema; raise ExtensionError at the first
        problem (at ``path``, by default where a send request carries it)."""
        self._check(value, self._root, self._where if path is None else path)

    def _check(self, value: Any, schema: dict[str, Any], path: str, why: str = "") -> None:
        """why: what the vendor does with a wrong value here; a field inherits its object's."""
        if "$ref" in schema:
            merged = self._resolved.get(id(schema))
            if merged is None:
                merged = self._resolved[id(schema)] = {
                    **self._schema[schema["$ref"].rsplit("/", 1)[-1]],
                    **{k: v for k, v in schema.items() if k != "$ref"},
                }
            schema = merged
        why = f": {schema['x-why']}" if "x-why" in schema else why
        kind = schema.get("type")
        if kind is not None:
            name, types = _TYPES[kind]
            # JSON does not tell 100.0 from 100: a float without a fraction is an integer.
            integral = kind == "integer" and isinstance(value, float) and value.is_integer()
            if not integral and (
                not isinstance(value, types)
                or isinstance(value, bool)
                and kind in ("integer", "number")
            ):
                raise ExtensionError(path, f"must be {name}, not {_json_name(value)}{why}")
        if (
            isinstance(value, str)
            and "pattern" in schema
            and not re.fullmatch(schema["pattern"], value)
        ):
            problem = f"{_quoted(value)} does not match {schema['pattern']}{why}"
            if not schema.get("x-unconfirmed"):
                raise ExtensionError(path, problem)
            # A guessed format must not lock out a real ID: warn, and send it.
            _warn(f"{path}: {problem}; sent as it is. {schema['x-unconfirmed']}")
        if isinstance(value, (list, tuple)) and "items" in schema:
            for i, item in enumerate(cast("Sequence[Any]", value)):
                self._check(item, schema["items"], f"{path}[{i}]", why)
        if isinstance(value, _MAPPING):
            properties = schema.get("properties", {})
            aliases = schema.get("x-aliases", {})
            # The declared fields in the spec's order (an alias at its field's place), then the
            # other keys sorted: every language names the same first problem.
            rank = {name: i for i, name in enumerate(schema.get("x-order", ()))}
            value = cast("Mapping[str, Any]", value)
            for key in sorted(value, key=lambda k: (rank.get(aliases.get(k, k), len(rank)), k)):
                item = value[key]
                name = aliases.get(key, key)
                if key in schema.get("x-pitfalls", {}):
                    raise ExtensionError(f"{path}.{key}", schema["x-pitfalls"][key])
                if name in properties:
                    self._check(item, properties[name], f"{path}.{key}", why)
                elif _folded(key) in (folded := _confirmed_folded(properties)):
                    raise ExtensionError(
                        f"{path}.{key}",
                        f"{self._vendor} ignores {_quoted(key)} without an error: the field is"
                        f" {_quoted(folded[_folded(key)])}",
                    )
                elif schema.get("additionalProperties") is False:
                    import difflib  # here: only an error needs it, and it imports heapq

                    close = difflib.get_close_matches(str(key), [*properties, *aliases], n=1)
                    hint = f" (did you mean {_quoted(close[0])}?)" if close else ""
                    unknown = schema.get("x-unknown-key", "is not allowed here")
                    raise ExtensionError(f"{path}.{key}", f"{_quoted(key)} {unknown}{hint}")


def _warn(message: str) -> None:
    warnings.warn(message, UnconfirmedFormatWarning, stacklevel=2)


def _get(obj: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        obj = cast("Mapping[str, Any]", obj).get(key) if isinstance(obj, _MAPPING) else None
    return obj


def _confirmed_folded(properties: Mapping[str, Any]) -> dict[str, str]:
    """Folded names of the fields whose wire name the vendor page prints: for a guessed name
    (x-unconfirmed), another spelling may be the real one and must pass."""
    return {
        _folded(name): name
        for name, schema in properties.items()
        if not schema.get("x-unconfirmed")
    }


def _folded(key: str) -> str:
    """field_name, fieldNAME and fieldName fold alike: a key that folds like a field is a
    misspelling."""
    return key.replace("_", "").replace("-", "").lower()


def _quoted(text: str) -> str:
    """A key or value in a message, quoted as JSON quotes it (as the other languages do)."""
    return json.dumps(text, ensure_ascii=False)


def _json_name(value: object) -> str:
    if value is None:
        return "null"
    kind: type = type(value)
    return {
        bool: "a boolean",
        str: "a string",
        int: "a number",
        float: "a number",
        list: "a list",
        dict: "an object",
    }.get(kind, kind.__name__)
