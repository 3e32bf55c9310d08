"""What the targets build on in the canonical models (models.yaml), in one place.

The templates and the runtime read these models, fields and enum members by name: the answer
helpers read `task.status.state` and each artifact's `parts`, a message given as text is built
as `{role: Role.USER, parts: [{text}]}`, a stream's progress reads its events' members. A spec
may drop the models it does not use (ArtifactUpdate) and add fields, but not change these:
`validate` checks models.yaml against this list (generator/spec/checks.py) and says what relies
on each fact, so that a spec that validates generates code that compiles."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReliedField:
    name: str
    # "string"; "map" (an object without properties: a dict); "any" (any schema); a model's name
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
