"""The canonical requests the clients send, built from their arguments: shared by every version
and by the sync and async clients alike. Each operation says which request field each of its
arguments fills (spec/service.yaml); these helpers fill them."""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar, cast

from pydantic import BaseModel

from . import models as m
from ._errors import ConfigurationError
from ._wire import as_request
from .params import PartParam

MessageInput = str | m.Message | Sequence[m.Part | PartParam | str]
"""A message: its text, its parts (a str is a text part; a dict has the wire's camelCase keys),
or a whole Message."""

MESSAGE_ACCEPTS = "a str, a list of parts (each a str, a Part or a dict), or a Message"

R = TypeVar("R", bound=BaseModel)


def _described(value: object) -> str:
    """A wrong argument's type, and its first wrong part's, for a TypeError."""
    parts = _sequence(value)
    if parts is not None:
        wrong = next(p for p in parts if not isinstance(p, (m.Part, Mapping, str)))
        return f"a {type(parts).__name__} with a part of type {type(wrong).__name__}"
    return f"{type(value).__name__} {value!r:.40}"


def _sequence(value: object) -> Sequence[object] | None:
    """value, if it is a sequence of items (a str or bytes is not); narrowed here, not in the
    caller, whose value stays an object for the type checkers."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        return None
    return cast("Sequence[object]", value)


def _message_id() -> str:
    """A random (version 4) UUID's 32 hex digits, as ``uuid.uuid4().hex`` writes them, without
    building the UUID object (which costs more than the digits)."""
    b = bytearray(os.urandom(16))
    b[6] = b[6] & 0x0F | 0x40  # version 4
    b[8] = b[8] & 0x3F | 0x80  # the RFC 4122 variant
    return b.hex()


def message_json(message: object) -> dict[str, Any]:
    """A message argument (a MessageInput; anything else is a TypeError, whatever its type
    says) as the canonical JSON of a Message, with a fresh messageId if it has none."""
    if isinstance(message, str):  # the common case first: a str is never a Message
        value = {"role": m.Role.USER.value, "parts": [{"text": message}]}
    elif isinstance(message, m.Message):
        value = message.model_dump(mode="json", by_alias=True, exclude_none=True)
    else:
        value = {"role": m.Role.USER.value, "parts": _parts_json(message)}
    if "messageId" not in value:  # A2A requires one
        value["messageId"] = _message_id()
    return value


def _parts_json(message: object) -> list[dict[str, Any]]:
    """A message argument that is a list of parts as their JSON; anything else is a TypeError."""
    parts = _sequence(message)
    if parts is None or not all(isinstance(p, (m.Part, Mapping, str)) for p in parts):
        raise TypeError(f"message must be {MESSAGE_ACCEPTS}, not {_described(message)}")
    return [
        (
            p
            if isinstance(p, m.Part)
            else m.Part.model_validate({"text": p} if isinstance(p, str) else p)
        ).model_dump(mode="json", by_alias=True, exclude_none=True)
        for p in cast("Sequence[m.Part | PartParam | str]", parts)
    ]


def extension_json(
    extension: BaseModel | Mapping[str, Any] | None, sends: bool = True, argument: str = ""
) -> dict[str, Any] | None:
    """The extension argument as JSON: a model's fields that were set, a dict as it is, None as
    {}; None from a client that sends no extension (its switch, ``argument``, is False), which
    refuses one given (ConfigurationError: it would be dropped unseen)."""
    if not sends:
        if extension is not None:
            problem = (
                f"the client was made with {argument}=False, which sends none; nothing was sent"
            )
            raise ConfigurationError(argument, problem)
        return None
    if extension is None:
        return {}
    if isinstance(extension, BaseModel):
        return extension.model_dump(mode="json", by_alias=True, exclude_unset=True)  # what you set
    return dict(extension)


def path_value(argument: str, value: Any) -> str:
    """An argument that fills a {placeholder} of a route (a task ID): a non-empty str, or a
    ConfigurationError before anything is sent (an empty one would name another route)."""
    if not isinstance(value, str) or not value:
        kind = "" if value is None or isinstance(value, str) else f" ({type(value).__name__})"
        problem = f"must be a non-empty str, not {value!r:.40}{kind}; nothing was sent"
        raise ConfigurationError(argument, problem)
    return value


def unset(value: Any, defaults: Mapping[str, Any], field: str, means: Any, sends: Any) -> Any:
    """An argument the caller may leave out, meaning `means` on every dialect: None where the
    dialect's server assumes that already, else `sends` (historyLength's maximum for "all")."""
    if value is not None:
        return value
    return None if defaults.get(field, means) == means else sends


def canonical_request(model: type[R], paths: tuple[tuple[str, ...], ...], *values: Any) -> R:
    """The request model with each value set at its path (`paths` in the order of `values`),
    outer paths first; None values stay out."""
    fills = _fills(paths)
    if len(values) != len(fills):
        raise ValueError(f"{len(values)} values for {len(fills)} paths")
    request: dict[str, Any] = {}
    for i, parents, key in fills:
        value = values[i]
        if value is None:
            continue
        target = request
        for parent in parents:
            target = target.setdefault(parent, {})
        target[key] = value
    return as_request(model, request)


@functools.cache
def _fills(paths: tuple[tuple[str, ...], ...]) -> tuple[tuple[int, tuple[str, ...], str], ...]:
    """Where each value goes, outer paths first: its index, the keys above it, its key (an
    operation's paths are a constant: sorted once, not on every call)."""
    order = sorted(range(len(paths)), key=lambda i: len(paths[i]))
    return tuple((i, paths[i][:-1], paths[i][-1]) for i in order)
