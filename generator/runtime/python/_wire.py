"""What the dialect modules share: the request they build, and helpers on JSON objects."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from pydantic import BaseModel, TypeAdapter, ValidationError
from typing_extensions import TypedDict

from ._errors import JSONRPCError, RequestShapeError, UnexpectedResponseError, error_from_jsonrpc
from ._spec import (
    CARD_FIELD,
    CARD_FORMS,
    JSONRPC_MEMBERS,
    JSONRPC_VERSION,
    REQUEST_ONE_OF,
    REQUEST_REFS,
    REQUEST_REJECTED,
)


@dataclass(frozen=True)
class WireRequest:
    """One HTTP request, exactly as a dialect sends it; path is relative to the agent's base URL."""

    method: str
    path: str
    headers: Mapping[str, str]
    # dict itself, typed (dict[str, Any] would be called as a generic alias, several times slower).
    params: Mapping[str, Any] = field(default_factory=cast("Callable[[], dict[str, Any]]", dict))
    json: Any = None


def dump(model: BaseModel) -> dict[str, Any]:
    """A request model's canonical JSON (wire names, unset fields left out, extra fields kept),
    checked: no dialect's own spelling and no field the server ignores (see check_request)."""
    # model_dump's own serializer: the method adds a Python call with a dozen arguments.
    value: dict[str, Any] = model.__pydantic_serializer__.to_python(
        model, mode="json", by_alias=True, exclude_none=True
    )
    check_request(value, type(model).__name__)
    return value


# dict first: isinstance() answers for a dict without the ABC machinery.
_MAPPING = (dict, Mapping)

# Per model: the keys its requests must not carry, the keys that hold another checked model, and
# the members it carries exactly one of; one lookup per object instead of three.
_SHAPES: dict[str, tuple[dict[str, str], dict[str, str], tuple[str, ...] | None]] = {
    model: (REQUEST_REJECTED.get(model, {}), REQUEST_REFS.get(model, {}), REQUEST_ONE_OF.get(model))
    for model in {*REQUEST_REJECTED, *REQUEST_REFS, *REQUEST_ONE_OF}
}


def check_request(value: Mapping[str, Any], model: str, path: str = "") -> None:
    """Raise RequestShapeError for a key the model's requests must not carry, at any depth."""
    shape = _SHAPES.get(model)
    if shape is None:
        return
    rejected, refs, one_of = shape
    # Walk the keys only where one may be rejected or hold a model that is checked.
    if refs or not rejected.keys().isdisjoint(value):
        for key in sorted(value):  # sorted: every language names the same first problem
            item = value[key]
            if key in rejected:
                raise RequestShapeError(f"{path}.{key}" if path else key, rejected[key])
            ref = refs.get(key)
            if ref is None:
                continue
            if isinstance(item, list):
                for i, inner in enumerate(cast("list[object]", item)):
                    if isinstance(inner, _MAPPING):
                        at = f"{path}.{key}[{i}]" if path else f"{key}[{i}]"
                        check_request(cast("Mapping[str, Any]", inner), ref, at)
            elif isinstance(item, _MAPPING):
                check_request(
                    cast("Mapping[str, Any]", item), ref, f"{path}.{key}" if path else key
                )
    if one_of is not None:
        members = [m for m in one_of if m in value]
        if len(members) != 1:
            raise RequestShapeError(
                path or model,
                f"a {model} carries exactly one of {', '.join(one_of)}; this one has "
                + (" and ".join(members) if members else "none"),
            )


M = TypeVar("M", bound=BaseModel)


def as_model(model: type[M], value: dict[str, Any]) -> M:
    """An answer's canonical JSON as its model; one that does not fit raises
    UnexpectedResponseError."""
    try:
        return model.__pydantic_validator__.validate_python(value)  # type: ignore[no-any-return]
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(p) for p in problem["loc"])
        raise UnexpectedResponseError(
            f"a {model.__name__} whose {where or 'value'}: {problem['msg']}", body=value
        ) from None


def as_request(model: type[M], value: Any) -> M:
    """A request's canonical JSON as its model; a value its schema does not allow (a
    historyLength below 0, say) raises RequestShapeError naming the field: nothing is sent.
    Its spellings are checked first, in the order of every language (check_request's)."""
    if isinstance(value, _MAPPING):
        check_request(cast("Mapping[str, Any]", value), model.__name__)
    try:
        return model.__pydantic_validator__.validate_python(value)  # type: ignore[no-any-return]
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(p) for p in problem["loc"]) or model.__name__
        raise RequestShapeError(where, problem["msg"][:1].lower() + problem["msg"][1:]) from None


def expect_object(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise UnexpectedResponseError(
            f"expected a JSON object for {what}, got {type(value).__name__}", body=value
        )
    return cast("dict[str, Any]", value)  # JSON: an object's keys are str


def read_card(card: dict[str, Any]) -> dict[str, Any]:
    """An agent card with its interfaces in CARD_FIELD: as they are, or read from an older A2A
    version's card (CARD_FORMS); a card with neither gets none, and a warning."""
    if isinstance(card.get(CARD_FIELD), list) and card[CARD_FIELD]:
        return card
    for form in CARD_FORMS:
        if isinstance(card.get(form["when"]), str):
            main = _fields(card, form["main"])
            more = card.get(form["more"]) if form["more"] else None
            others = cast("Sequence[Any]", more) if isinstance(more, list) else ()
            found = [main] + [
                {**main, **_fields(cast("dict[str, Any]", item), form["more_fields"])}
                for item in others
                if isinstance(item, dict)
            ]
            interfaces: list[dict[str, Any]] = []
            for one in found:
                one = {**form["defaults"], **one}
                for key, spellings in form["values"].items():
                    if key in one:
                        one[key] = spellings.get(one[key], one[key])
                if one not in interfaces:
                    interfaces.append(one)
            return {**card, CARD_FIELD: interfaces}
    whens = ", ".join(f"{f['when']} ({f['name']})" for f in CARD_FORMS)
    warnings.warn(
        f"the agent card names no interface: it has no {CARD_FIELD}"
        + (f", nor {whens}" if whens else ""),
        stacklevel=2,
    )
    return {**card, CARD_FIELD: []}


def _fields(source: dict[str, Any], fields: dict[str, str]) -> dict[str, Any]:
    """Each of fields' keys with the source's string at its value, where there is one."""
    return {k: source[v] for k, v in fields.items() if isinstance(source.get(v), str)}


def jsonrpc_request(request_id: str | int, method: str, params: Any) -> dict[str, Any]:
    """A JSON-RPC request."""
    return {
        JSONRPC_MEMBERS["jsonrpc"]: JSONRPC_VERSION,
        JSONRPC_MEMBERS["id"]: request_id,
        JSONRPC_MEMBERS["method"]: method,
        JSONRPC_MEMBERS["params"]: params,
    }


def unwrap_jsonrpc(body: Any) -> Any:
    """The result of a JSON-RPC response; its error object, raised."""
    body = expect_object(body, "a JSON-RPC response")
    if JSONRPC_MEMBERS["error"] in body:
        raise error_from_jsonrpc(body[JSONRPC_MEMBERS["error"]])
    if JSONRPC_MEMBERS["result"] not in body:
        raise UnexpectedResponseError(
            f"a JSON-RPC response with neither {JSONRPC_MEMBERS['result']}"
            f" nor {JSONRPC_MEMBERS['error']}",
            body=body,
        )
    return body[JSONRPC_MEMBERS["result"]]


class FromJSON:
    """A stream event read straight from its JSON text, in one pydantic validation (no
    json.loads, no walk over dicts): for a union whose members are canonical models as they
    are, each under its key (the first present wins), inside a JSON-RPC response when
    ``jsonrpc``. None for any other text: the dialect's parse function then decides, and says
    what is wrong. The validator is built on first use."""

    def __init__(self, members: Mapping[str, type[BaseModel]], jsonrpc: bool) -> None:
        self._members = members
        self._jsonrpc = jsonrpc
        self._result = JSONRPC_MEMBERS["result"]
        self._validate: Callable[[str | bytes], Any] = self._build

    def __call__(self, data: str | bytes) -> Any:
        try:
            value = self._validate(data)
        except ValidationError:
            return None
        # Only the response's result and error are validated: one member, the result, or the
        # long way says what is wrong (an error, or neither).
        if self._jsonrpc and (len(value) != 1 or (value := value.get(self._result)) is None):
            return None
        if len(value) == 1:  # the common event: one member (only members are validated)
            return value.popitem()[1]
        for key in self._members:
            if key in value:
                return value[key]
        return None

    def _build(self, data: str | bytes) -> Any:
        """The first call: build the validator, then validate."""
        # A member that is null, or not its model, fails the validation: the long way says why.
        members = _typed_dict("Members", dict(self._members), total=False)
        if self._jsonrpc:
            result, error = JSONRPC_MEMBERS["result"], JSONRPC_MEMBERS["error"]
            members = _typed_dict("Response", {result: members, error: Any}, total=False)
        # The adapter's own validator: TypeAdapter.validate_json adds a Python call per event.
        self._validate = TypeAdapter(members).validator.validate_json
        return self._validate(data)


# typing_extensions (a dependency of pydantic): pydantic needs its TypedDict before Python 3.12.
_typed_dict: Any = TypedDict  # called with keys known only at run time


FROM_JSON: dict[Callable[[Any], Any], FromJSON] = {}
"""The shortcut of a dialect's parse function, where it has one (registered by the dialect)."""


_MISSING = object()


def get_path(obj: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    """obj[a][b]... or _MISSING."""
    value: Any = obj
    for key in path:
        if not isinstance(value, Mapping) or key not in value:
            return _MISSING
        value = cast("Mapping[str, Any]", value)[key]
    return value


def has_path(obj: Mapping[str, Any], path: tuple[str, ...]) -> bool:
    return get_path(obj, path) is not _MISSING


def set_path(obj: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        obj = obj.setdefault(key, {})
    obj[path[-1]] = value


def without(obj: Mapping[str, Any], paths: tuple[tuple[str, ...], ...]) -> dict[str, Any]:
    """A copy of obj without the given paths; objects they leave empty go too."""
    out = dict(obj)
    for path in paths:
        head, rest = path[0], path[1:]
        if head not in out:
            continue
        if rest and isinstance(out[head], Mapping):
            inner = without(out[head], (rest,))
            if inner:
                out[head] = inner
            else:
                del out[head]
        elif not rest:
            del out[head]
    return out


__all__ = [
    "JSONRPCError",
    "WireRequest",
    "dump",
    "expect_object",
    "jsonrpc_request",
    "unwrap_jsonrpc",
]
