"""What the targets build on in the canonical models (models.yaml), in one place, and the check
that models.yaml keeps it.

The templates and the runtime read these models, fields and enum members by name: the answer
helpers read `task.status.state` and each artifact's `parts`, a message given as text is built
as `{role: Role.USER, parts: [{text}]}`, a stream's progress reads its events' members. A spec
may drop the models it does not use (ArtifactUpdate) and add fields, but not change these:
`validate` checks models.yaml against this list and says what relies on each fact, so that a
spec that validates generates code that compiles."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from ...errors import Problem, did_you_mean, quote
from ..loaded import Spec
from ..yaml_source import Path_


@dataclass(frozen=True)
class ReliedField:
    name: str
    # "string"; "boolean"; "map" (an object without properties: a dict); "any" (any schema); a model's name
    # (a $ref to it); "Model[]" (an array of $refs to it)
    shape: str
    required: bool  # True: the schema must list it in `required` (the targets type it so)
    by: str  # what reads it, as messages say


@dataclass(frozen=True)
class ReliedModel:
    name: str
    by: str  # what builds on the model, as messages say
    fields: tuple[ReliedField, ...] = ()
    enum_members: tuple[str, ...] | None = None  # an enum, with these x-enum-varnames
    # The only fields the model may require: the clients build one from these alone.
    may_require: tuple[str, ...] | None = None
    optional: bool = False  # a spec may leave the model out


def _f(name: str, shape: str, by: str, *, required: bool = False) -> ReliedField:
    return ReliedField(name, shape, required, by)


# The enum of a task's states: a failed task's state and a stream's final states are its values.
TASK_STATE = "TaskState"

CANONICAL: tuple[ReliedModel, ...] = (
    ReliedModel(
        "Role",
        "a message given as text or parts is sent with Role.USER",
        enum_members=("USER",),
    ),
    ReliedModel(
        TASK_STATE,
        "a stream's last state and StreamInterruptedError.last_state are TaskState values",
        enum_members=(),
    ),
    ReliedModel(
        "Part",
        "the answer helpers read each part's text, data and metadata",
        fields=(
            _f("text", "string", "answer and text join the parts' text"),
            _f("data", "any", "the data kinds and tool calls read part.data"),
            _f("metadata", "map", "is_thought and the tool calls read part.metadata as a dict"),
        ),
        may_require=("text",),  # a message given as text is [{text}]
    ),
    ReliedModel(
        "Message",
        "a message given as text or parts is built as {role, parts}; a reply is an answer",
        fields=(
            _f("role", "Role", "a message given as text is sent with role Role.USER"),
            _f("parts", "Part[]", "the answer helpers read message.parts", required=True),
            _f("messageId", "string", "the clients fill in a random messageId"),
            _f("contextId", "string", "the fakes keep a sent message's contextId on its task"),
        ),
        may_require=("role", "parts"),
    ),
    ReliedModel(
        "TaskStatus",
        "error_message and a stream's progress read task.status",
        fields=(
            _f(
                "state",
                TASK_STATE,
                "error_message and a stream's end read status.state",
                required=True,
            ),
            _f("message", "Message", "a status update's chunk is status.message.parts"),
        ),
    ),
    ReliedModel(
        "Artifact",
        "task.answer reads the parts of the artifact it names",
        fields=(
            _f("name", "string", "task.answer picks the artifact by name"),
            _f("parts", "Part[]", "task.answer reads artifact.parts", required=True),
        ),
    ),
    ReliedModel(
        "Task",
        "task.answer, task.error_message and a stream's progress read the task",
        fields=(
            _f(
                "id", "string", "a stream's progress (resume, StreamInterruptedError) reads task.id"
            ),
            _f("status", "TaskStatus", "task.error_message reads task.status", required=True),
            _f("artifacts", "Artifact[]", "task.answer reads task.artifacts"),
            _f("history", "Message[]", "the fakes put the sent message in the task's history"),
        ),
    ),
    ReliedModel(
        "StatusUpdate",
        "a status update is a stream chunk: its text is status.message's",
        fields=(
            _f("taskId", "string", "a stream's progress reads the event's taskId"),
            _f("status", "TaskStatus", "the chunk helpers read status.message", required=True),
        ),
    ),
    ReliedModel(
        "ArtifactUpdate",
        "an artifact update's answer is its artifact's",
        fields=(
            _f("taskId", "string", "a stream's progress reads the event's taskId"),
            _f("artifact", "Artifact", "the answer helpers read artifact.parts", required=True),
        ),
        optional=True,
    ),
    ReliedModel(
        "SendMessageConfiguration",
        "the fakes read a send's configuration",
        fields=(
            _f(
                "returnImmediately",
                "boolean",
                "the fakes answer a send at once, or when its task is done, by returnImmediately",
            ),
        ),
    ),
)

# The members a stream's event (the x-oneof result of a streaming operation) may have, and the
# model each one is: a stream's progress (resume, StreamInterruptedError) tells events apart by
# member in TypeScript and by class in Python.
STREAM_MEMBERS = {
    "task": "Task",
    "message": "Message",
    "statusUpdate": "StatusUpdate",
    "artifactUpdate": "ArtifactUpdate",
}

MODELS = tuple(m.name for m in CANONICAL)


def check(spec: Spec) -> Iterator[Problem]:
    """The canonical models as the targets build on them."""
    defs = spec.models.defs
    for model in CANONICAL:
        if model.name in defs:
            relied = _enum if model.enum_members is not None else _fields
            yield from relied(spec, model, defs[model.name])
        elif not model.optional:
            message = f"models.yaml defines no {model.name}: {model.by}"
            hint = "the targets build on the A2A object model (spec/README.md): keep its name"
            yield spec.problem("models", ("$defs",), message, hint, key=True)
    for name, op in spec.service.operations.items():
        if op.streaming:
            yield from _stream_events(spec, name, op.result)


def _stream_events(spec: Spec, op: str, event: str) -> Iterator[Problem]:
    """The members of a streaming operation's event are ones a stream's progress can read."""
    result = spec.models.defs.get(event, {})
    for member in result.get("x-oneof", []):
        path: Path_ = ("$defs", event, "properties", member)
        want = STREAM_MEMBERS.get(member)
        if want is None:
            yield spec.problem(
                "models",
                path,
                f"{event} is the event of {op}: its member {quote(member)} is not one"
                " a stream's progress (resume, StreamInterruptedError) can read",
                did_you_mean(member, STREAM_MEMBERS),
                key=True,
            )
        elif result["properties"][member].get("$ref") != f"#/$defs/{want}":
            message = f"{event}.{member} must be a $ref to {want}: a stream's progress reads it so"
            yield spec.problem("models", path, message)


def _enum(spec: Spec, model: ReliedModel, schema: dict[str, Any]) -> Iterator[Problem]:
    """A canonical enum: of strings (the targets compare its members with strings: a str enum in
    Python), with the members the targets name."""
    at = partial(spec.problem, "models")
    base: Path_ = ("$defs", model.name)
    names = schema.get("x-enum-varnames", [])
    if "enum" not in schema or schema.get("type") != "string":
        yield at(base, f"{model.name} must be a string enum (type: string): {model.by}", key=True)
    for member in model.enum_members or ():
        if member not in names:
            path = base + ("x-enum-varnames",) if names else base
            message = f"{model.name} has no member {member}: {model.by}"
            yield at(path, message, did_you_mean(member, names), key=not names)


def _fields(spec: Spec, model: ReliedModel, schema: dict[str, Any]) -> Iterator[Problem]:
    """A canonical object model: the fields the targets read, of their shapes, required where
    the targets type them so, and no other field required."""
    at = partial(spec.problem, "models")
    base: Path_ = ("$defs", model.name)
    props, required = schema.get("properties", {}), schema.get("required", [])
    for field in model.fields:
        where = f"{model.name}.{field.name}"
        if field.name not in props:
            message = f"{model.name} has no field {quote(field.name)}: {field.by}"
            hint = did_you_mean(field.name, props)
            yield at(base + ("properties",) if props else base, message, hint, key=True)
            continue
        wrong = _shape_misfit(props[field.name], field.shape)
        if wrong:
            yield at(base + ("properties", field.name), f"{where} must be {wrong}: {field.by}")
        if field.required and field.name not in required:
            path = base + ("required",) if "required" in schema else base
            hint = f"add {field.name} to {model.name}'s required list"
            message = f"{where} must be required: {field.by}"
            yield at(path, message, hint, key="required" not in schema)
    for i, name in enumerate(required):
        if model.may_require is not None and name not in model.may_require:
            message = f"{model.name} may require only {', '.join(model.may_require)}: {model.by}"
            yield at(base + ("required", i), message)


def _shape_misfit(schema: dict[str, Any], shape: str) -> str:
    """What a field's schema must be, when it is not of the shape (ReliedField) the targets read."""
    if shape == "any":
        return ""
    if shape == "string":
        ok = schema.get("type") == "string" and "$ref" not in schema
        return "" if ok else "a string ({type: string})"
    if shape == "boolean":
        return "" if schema.get("type") == "boolean" else "a boolean ({type: boolean})"
    if shape == "map":
        ok = schema.get("type") == "object" and "properties" not in schema
        return "" if ok else "an object without properties ({type: object})"
    if shape.endswith("[]"):
        items = schema.get("items", {})
        ok = schema.get("type") == "array" and items.get("$ref") == f"#/$defs/{shape[:-2]}"
        return "" if ok else f"a list of {shape[:-2]} ({{type: array, items: {{$ref: ...}}}})"
    ok = schema.get("$ref") == f"#/$defs/{shape}"
    return "" if ok else f'a {shape} ($ref: "#/$defs/{shape}")'
