"""The spec format as pydantic models, derived from plain.py's classes (the one declaration of the
format): loading validates against these the files whose data plain.py cannot read exactly, so
that every error message (unknown keys, wrong types) is pydantic's. checks.py adds the rules
that span files."""

from __future__ import annotations

from types import UnionType
from typing import Annotated, Any, ClassVar, Literal, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    create_model,
    model_validator,
)

from ..errors import Problem, did_you_mean
from . import plain
from .yaml_source import Path_, Source


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Worded(Strict):
    """A model that a bare word may stand for (plain.Strict.WORDS)."""

    WORDS: ClassVar[dict[str, dict[str, Any]]] = {}

    @model_validator(mode="before")
    @classmethod
    def _word(cls, data: Any) -> Any:
        return cls.WORDS[data] if isinstance(data, str) and data in cls.WORDS else data


def _model(cls: type[plain.Strict]) -> type[Strict]:
    fields: dict[str, Any] = {}
    for f in cls.FIELDS.values():
        annotation, options = f.annotation, dict[str, Any]()
        if get_origin(annotation) is Annotated:  # a field's own constraints: Field(...)
            for m in annotation.__metadata__:
                if isinstance(m, plain.Alias):
                    options["alias"] = m.key
                elif isinstance(m, plain.MinLength):
                    options["min_length"] = m.length
            if options:
                annotation = get_args(annotation)[0]
        default = ... if f.default is plain.REQUIRED else f.default
        fields[f.name] = (_type(annotation), Field(default, **options) if options else default)
    model = create_model(
        cls.__name__,
        __base__=Worded if cls.WORDS else Strict,
        __module__=__name__,
        __doc__=cls.__doc__,
        **fields,
    )
    if issubclass(model, Worded):
        model.WORDS = cls.WORDS
    return model


def _type(tp: Any) -> Any:
    """tp with plain.py's classes replaced by their models, and its patterns by pydantic's."""
    if isinstance(tp, type) and issubclass(tp, plain.Strict):
        return MODELS[tp]
    origin, args = get_origin(tp), get_args(tp)
    if origin is Annotated:
        meta = [
            StringConstraints(pattern=m.pattern) if isinstance(m, plain.Pattern) else m
            for m in tp.__metadata__
        ]
        return Annotated[(_type(args[0]), *meta)]
    if origin in (Union, UnionType):
        return Union[tuple(_type(a) for a in args)]  # noqa: UP007
    if origin is Literal or not args:
        return tp
    return origin[tuple(_type(a) for a in args)]


MODELS: dict[type[plain.Strict], type[Strict]] = {}
for _cls in vars(plain).values():  # in the order of declaration: a model's parts come first
    if isinstance(_cls, type) and issubclass(_cls, plain.Strict) and _cls is not plain.Strict:
        MODELS[_cls] = _model(_cls)

Service = MODELS[plain.Service]
Dialects = MODELS[plain.Dialects]
Models = MODELS[plain.Models]
Extension = MODELS[plain.Extension]

# The files of a spec directory and the model each one follows.
FILES: dict[str, type[Strict]] = {name: MODELS[cls] for name, cls in plain.FILES.items()}


def validate(name: str, source: Source) -> tuple[dict[str, Any] | None, list[Problem]]:
    """pydantic's reading of a spec file: its data as pydantic converts it, or its problems."""
    model = FILES[name]
    try:
        return model.model_validate(source.data).model_dump(by_alias=True), []
    except ValidationError as exc:
        return None, [_problem(source, model, err) for err in exc.errors()]


def _problem(source: Source, model: type[BaseModel], err: Any) -> Problem:
    loc: Path_ = tuple(err["loc"])
    kind = err["type"]
    if kind == "extra_forbidden":
        known = _fields_at(model, loc[:-1])
        return source.problem(
            loc, f"unknown key {loc[-1]!r}", did_you_mean(str(loc[-1]), known), key=True
        )
    if kind == "missing":
        return source.problem(loc[:-1], f"missing key {loc[-1]!r}", key=True)
    where = ".".join(map(str, loc)) or "top level"
    message = err["msg"][0].lower() + err["msg"][1:]
    return source.problem(
        loc, f"{where}: {message}", f"got {err['input']!r}" if kind != "model_type" else ""
    )


def _fields_at(model: Any, loc: Path_) -> list[str]:
    """The keys the format allows at loc, for did-you-mean hints."""
    for step in loc:
        model = _inner(model, step)
    if isinstance(model, type) and issubclass(model, BaseModel):
        return [f.alias or name for name, f in model.model_fields.items()]
    return []


def _inner(tp: Any, step: str | int) -> Any:
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        for name, f in tp.model_fields.items():
            if step in (name, f.alias):
                return _unwrap(f.annotation)
        return None
    args = get_args(tp)
    return _unwrap(args[-1] if args else None)  # dict[str, X] and tuple[X, ...] -> X


def _unwrap(tp: Any) -> Any:
    """X | None -> X."""
    if isinstance(tp, UnionType) or get_origin(tp) is Union:
        models = [a for a in get_args(tp) if isinstance(a, type) and issubclass(a, BaseModel)]
        return models[0] if models else None
    return tp
