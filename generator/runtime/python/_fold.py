"""A task's stream folded into the task, as an A2A client keeps it: ``stream.until_done()``.

The task event is the start (a subscription has none: the first update names the task). A
status update replaces the status; an artifact update adds its artifact, or replaces the one
of the same ID, or, with ``append``, adds its parts to that one (``lastChunk`` only says no more
will come). Each update's metadata is merged into the task's. The history is the task event's:
the messages the status updates carry along the way (text chunks, tool calls) are the stream's
events, so folding keeps only what the final task needs: its memory stays flat however long
the stream, but for appended parts, which are the answer (one that holds only its text is kept
as that text). Nothing a caller was given is changed: the fold copies what it updates.
"""

from __future__ import annotations

from typing import Any

from ._errors import UnexpectedResponseError
from .models import Message, Task


class TaskFold:
    """The events of one task's stream, folded as they are yielded."""

    def __init__(self) -> None:
        self._task: Task | None = None
        self._message: Message | None = None
        self._ids: dict[str, Any] = {}  # the task's id and contextId, when no task event came
        self._status: Any = None
        self._artifacts: list[Any] | None = None
        self._at: dict[str, int] = {}  # an artifact's place in _artifacts, by its ID
        self._parts: dict[int, list[Any]] = {}  # the parts of an artifact chunks were appended to
        self._part_type: Any = None  # the model of the parts kept as their text
        self._metadata: dict[str, Any] | None = None

    def add(self, event: Any) -> None:
        cls: type = event.__class__
        kind = _KINDS.get(cls) or _kind(cls)
        if kind is _TASK:
            self._task, self._status = event, event.status
            self._artifacts = list(event.artifacts) if event.artifacts is not None else None
            self._at, self._parts = {}, {}
            for i, a in enumerate(self._artifacts or ()):
                self._at.setdefault(a.artifact_id, i)
            metadata = getattr(event, "metadata", None)  # a spec's Task may have none
            self._metadata = dict(metadata) if metadata is not None else None
            return
        if kind is _MESSAGE:
            if self._task is None and not self._ids:
                self._message = event  # the agent's whole answer: no task
            return
        if self._task is None and not self._ids:
            self._ids = {"id": event.task_id, "context_id": getattr(event, "context_id", None)}
        # A model's fields are in its __dict__; getattr would take pydantic's slow way for a
        # field the event does not have.
        fields = event.__dict__
        status = fields.get("status")
        if status is not None:
            self._status = status
        artifact = fields.get("artifact")
        if artifact is not None:
            self._add_artifact(artifact, bool(fields.get("append")))
        metadata = fields.get("metadata")
        if metadata:
            self._metadata = {**(self._metadata or {}), **metadata}

    @property
    def state(self) -> Any:
        """The state of the last status, if any came."""
        return None if self._status is None else self._status.state

    def _add_artifact(self, artifact: Any, append: bool) -> None:
        # Appended parts gather in a list of the fold's own, joined to their artifact once, in
        # result(): a long answer's chunks cost one list append each, not a copy of the parts.
        if self._artifacts is None:
            self._artifacts = []
        at = self._at.get(artifact.artifact_id)
        if at is None:  # a chunk of an artifact not seen yet starts it
            self._at[artifact.artifact_id] = len(self._artifacts)
            self._artifacts.append(artifact)
        elif append:
            parts = self._parts.get(at)
            if parts is None:
                parts = self._parts[at] = list(self._artifacts[at].parts)
            for part in artifact.parts:
                text = part.__dict__.get("text")
                if type(text) is str and part.__pydantic_fields_set__ == _TEXT:
                    self._part_type = type(part)
                    parts.append(part if part.__pydantic_extra__ else text)
                else:
                    parts.append(part)
        else:
            self._artifacts[at] = artifact
            self._parts.pop(at, None)

    def _made(self, at: int) -> list[Any]:
        """The parts of the artifact at ``at``, those kept as their text made models again."""
        made = self._part_type
        return [
            made.model_construct(set(_TEXT), text=p) if type(p) is str else p
            for p in self._parts[at]
        ]

    def result(self) -> Task:
        """The task as the events left it."""
        if self._message is not None:
            raise UnexpectedResponseError(
                "the agent answered with a Message, not a task: iterate the stream to get it"
            )
        if self._status is None:
            raise UnexpectedResponseError("the stream ended before any event of a task came")
        artifacts = self._artifacts
        if artifacts is not None and self._parts:
            artifacts = [
                a if i not in self._parts else a.model_copy(update={"parts": self._made(i)})
                for i, a in enumerate(artifacts)
            ]
        update: dict[str, Any] = {"status": self._status, "artifacts": artifacts}
        if self._metadata is not None:  # a spec's Task may have no metadata
            update["metadata"] = self._metadata
        if self._task is not None:
            return self._task.model_copy(update=update)
        return Task(**self._ids, **update)


# An appended part that holds only its text is kept as that text (a str: a part is a model),
# a fraction of the model's memory (a long answer's chunks are most of what a fold keeps), and
# made again, equal to it, in result().
_TEXT = frozenset({"text"})


# What an event is, by its class: a task, a message, or an update of a task. Told once per class
# (isinstance on a model class costs about what the rest of a fold's step does).
_TASK, _MESSAGE, _UPDATE = "task", "message", "update"
_KINDS: dict[type, str] = {}


def _kind(cls: type) -> str:
    kind = _TASK if issubclass(cls, Task) else _MESSAGE if issubclass(cls, Message) else _UPDATE
    _KINDS[cls] = kind
    return kind
