"""The in-process fake of the API that ``testing.py`` offers: the agent's behaviour, on every
dialect the package speaks, answered through the HTTP library's ``MockTransport``.

What varies with the spec (routes, envelopes, codecs, error bodies, the answer layout) is read
from ``_fake_spec.py``, ``_spec.py`` and the dialect modules' ``ENCODE``/``DECODE`` tables; the
behaviour is the fake's own: a send creates a task whose events the answer scripted, played at
once (a plain send answers the finished task, a stream sends each event), get and cancel read
and change it, a subscription replays it. Tasks, requests and faults live in the ``FakeAgent``.
"""

from __future__ import annotations

import asyncio
import copy
import importlib
import itertools
import json
import re
import time
from collections.abc import AsyncIterator, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Literal, cast
from urllib.parse import unquote

from pydantic import BaseModel

from ._fake_spec import (
    ARTIFACT_NAME,
    CARD,
    CARD_FIELD,
    CARD_INTERFACES,
    DATA_KIND_KEY,
    DATA_KINDS,
    DIALECTS,
    FAILED_STATE,
    FAILED_TEXT,
    HTTP_ERRORS,
    NOT_FOUND,
    OPERATIONS,
    RESUME_OPERATION,
    ROLES,
    STATES,
)
from ._http import httpx
from ._spec import (
    AGENT_PATH,
    AUTH_HEADER,
    AUTH_PREFIX,
    ERROR_BODY,
    JSONRPC_ERROR_MEMBERS,
    JSONRPC_MEMBERS,
    JSONRPC_VERSION,
    REPLAYS_LEADING_TASK,
    REQUEST_ID_HEADER,
    STREAM_DONE_STATES,
    STREAM_MEDIA_TYPE,
)

REDACTED = "[redacted]"
"""What a recorded request's API-key header says instead of the key."""

_PACKAGE = __name__.rpartition(".")[0]
# The agent's base path, any IDs: what comes after it picks the dialect and the operation.
_AGENT = re.compile(re.sub(r"\\{[^}]*\\}", "[^/]+", re.escape(AGENT_PATH)))


@dataclass(frozen=True)
class Answer:
    """How the fake agent answers one send.

    ``text`` is the answer (default: the chunks joined, or else the text it was sent);
    ``chunks`` are streamed first, one status update each; ``data`` maps a data kind of the
    answer layout to its items (dicts or models), each a data part of the answer's artifact;
    ``artifacts`` are more artifacts (dicts in the canonical JSON, or models); ``error`` makes
    the task fail with that text instead. ``delay`` (seconds) comes before each event of a
    stream and before a plain answer: slow events. ``cut`` stops the task's first stream after
    ``cut_after`` events: ``"close"`` ends it cleanly, ``"reset"`` breaks the connection (a
    client resumes both by subscribing again)."""

    text: str | None = None
    chunks: Sequence[str] = ()
    data: Mapping[str, Sequence[Any]] = field(default_factory=dict[str, Sequence[Any]])
    artifacts: Sequence[Mapping[str, Any] | BaseModel] = ()
    error: str | None = None
    delay: float = 0.0
    cut: Literal["close", "reset"] | None = None
    cut_after: int = 2

    def __post_init__(self) -> None:
        unknown = sorted(set(self.data) - set(DATA_KINDS))
        if unknown:
            known = ", ".join(sorted(DATA_KINDS)) or "none"
            raise ValueError(f"no data kind {', '.join(unknown)} in this API's answers ({known})")
        if self.cut not in (None, "close", "reset"):
            raise ValueError(f"cut is 'close', 'reset' or None, not {self.cut!r}")


@dataclass(frozen=True)
class Fault:
    """An HTTP error answer: its status, its error code (None: none), message and headers."""

    status: int
    code: str | None = None
    message: str = "a fault the test scripted"
    headers: Mapping[str, str] = field(default_factory=dict[str, str])


@dataclass(frozen=True)
class RecordedRequest:
    """A request the fake received. ``path`` is below the agent's base URL (``""`` for
    JSON-RPC); ``headers`` have the API key replaced by ``[redacted]`` (``api_key`` holds it,
    left out of the repr); ``json`` is the body parsed (None without one); ``dialect`` and
    ``operation`` name what the fake took it for (None: a route it does not serve)."""

    method: str
    url: str
    path: str
    query: Mapping[str, str]
    headers: Mapping[str, str]
    json: Any
    dialect: str | None
    operation: str | None
    api_key: str | None = field(default=None, repr=False)


@dataclass
class _Task:
    events: list[tuple[str, dict[str, Any]]]  # (model, canonical JSON), in order
    task: dict[str, Any]  # as the events leave it
    answer: Answer
    streams: int = 0  # how many streams showed it (a cut applies to the first)


class _Body(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A response body in frames, each after its delay; broken at its end when ``reset``."""

    def __init__(self, frames: list[tuple[float, bytes]], reset: bool = False) -> None:
        self._frames, self._reset = frames, reset

    def __iter__(self) -> Iterator[bytes]:
        for delay, data in self._frames:
            if delay:
                time.sleep(delay)
            yield data
        if self._reset:
            raise httpx.ReadError("the fake broke the connection (cut='reset')")

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for delay, data in self._frames:
            if delay:
                await asyncio.sleep(delay)
            yield data
        if self._reset:
            raise httpx.ReadError("the fake broke the connection (cut='reset')")


def _object(value: Any) -> dict[str, Any] | None:
    """A JSON value, if it is an object (whose keys are str)."""
    return cast("dict[str, Any]", value) if isinstance(value, dict) else None


def _routes() -> list[tuple[re.Pattern[str], str, str, str]]:
    """(path pattern, HTTP verb, dialect, operation) of every REST route, the longest first (so
    that /tasks/{id}:cancel is tried before /tasks/{id})."""
    routes: list[tuple[int, re.Pattern[str], str, str, str]] = []
    for dialect, (_, _, _, _, bindings) in DIALECTS.items():
        for op, (http, path, method) in bindings.items():
            if method is None:
                pattern = re.sub(r"\\{([^}\\]*)\\}", r"(?P<\1>[^/]+)", re.escape(path))
                routes.append((len(path), re.compile(pattern), http, dialect, op))
    routes.sort(key=lambda r: -r[0])
    return [r[1:] for r in routes]


_ROUTES = _routes()
_MODULES: dict[str, ModuleType] = {}


def _module(dialect: str) -> ModuleType:
    """The dialect's wire module (its ENCODE and DECODE tables, its DEFAULTS)."""
    if dialect not in _MODULES:
        _MODULES[dialect] = importlib.import_module(f"{_PACKAGE}.{DIALECTS[dialect][0]}")
    return _MODULES[dialect]


def _role(op: str) -> str | None:
    """What the fake does for an operation, told from its shape in the spec."""
    request, _, streaming, idempotent, extension, task_field = OPERATIONS[op]
    if extension:
        return "stream" if streaming else "send"
    if op == RESUME_OPERATION:
        return "subscribe"
    if request is None:
        return "card"
    if task_field is not None and not streaming:
        return "get" if idempotent else "cancel"
    return None


def _dump(value: Mapping[str, Any] | BaseModel) -> dict[str, Any]:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return dict(value)


def _put(obj: dict[str, Any], path: tuple[str | int, ...], value: Any) -> None:
    """obj[a][b]... = value, making the dicts and lists on the way (an index: a list)."""
    here: Any = obj
    for key, after in zip(path, path[1:], strict=False):
        empty: Any = [] if isinstance(after, int) else {}
        if isinstance(key, int):
            while len(here) <= key:
                here.append(copy.copy(empty))
        elif key not in here:
            here[key] = empty
        here = here[key]
    if isinstance(path[-1], int):
        while len(here) <= path[-1]:
            here.append(None)
    here[path[-1]] = value


class FakeAgent:
    """An in-process fake of the agent's endpoint, on every dialect of the package.

    ``default`` answers a send when no ``reply`` is queued (without one: the text it was
    sent, echoed); ``card`` is the agent card it serves (without one, its own: a name, a
    description, a version, its capabilities, and an interface for each dialect at the URL it
    is reached at, which official A2A clients accept); with ``api_key``, a request without
    that key gets HTTP 401. ``requests`` records what it received. Example::

        fake = FakeAgent()
        fake.reply("Paris.", chunks=["Par", "is."])
        client = v1_0.Client(..., http_client=fake.http_client())
        assert client.send_message("Capital of France?").as_task().answer == "Paris."
    """

    def __init__(
        self,
        *,
        default: Answer | None = None,
        card: Mapping[str, Any] | BaseModel | None = None,
        api_key: str | None = None,
    ) -> None:
        self.requests: list[RecordedRequest] = []
        self.default = default
        self.card: dict[str, Any] | None = _dump(card) if card is not None else None
        self.api_key = api_key
        self._answers: list[Answer] = []
        self._faults: list[Fault] = []
        self._tasks: dict[str, _Task] = {}
        self._ids = itertools.count(1)

    # --- scripting ---------------------------------------------------------------------------

    def reply(
        self,
        answer: Answer | str | None = None,
        *,
        chunks: Sequence[str] = (),
        artifacts: Sequence[Mapping[str, Any] | BaseModel] = (),
        error: str | None = None,
        delay: float = 0.0,
        cut: Literal["close", "reset"] | None = None,
        cut_after: int = 2,
        **data: Sequence[Any],
    ) -> Answer:
        """Queue the answer to the next send (first queued, first used): an ``Answer``, or its
        fields (``answer`` is then its text; keywords named like a data kind of the answer
        layout give that kind's items). Returns the Answer. Example:
        ``fake.reply("Done.", chunks=["Do", "ne."], delay=0.01, cut="reset")``;
        ``fake.reply(error="model not found: x")`` (the task fails)."""
        if not isinstance(answer, Answer):
            answer = Answer(answer, chunks, data, artifacts, error, delay, cut, cut_after)
        self._answers.append(answer)
        return answer

    def fail(
        self,
        error: int | type[Exception],
        *,
        code: str | None = None,
        message: str | None = None,
        headers: Mapping[str, str] | None = None,
        times: int = 1,
    ) -> Fault:
        """Answer the next request (``times`` requests) with an HTTP error: a status, or an
        HTTP error class of the package (its status and error code). ``headers`` go with it
        (``{"Retry-After": "0"}``). Example: ``fake.fail(QuotaExceededError)``;
        ``fake.fail(503, times=2)`` (an idempotent call retries: make it fail twice)."""
        if isinstance(error, int):
            status = error
        elif error.__name__ in HTTP_ERRORS:
            status, code = HTTP_ERRORS[error.__name__][0], code or HTTP_ERRORS[error.__name__][1]
        else:
            known = ", ".join(HTTP_ERRORS)
            raise ValueError(f"{error.__name__} is no HTTP error of this API (one of {known})")
        fault = Fault(status, code, message or Fault.message, dict(headers or {}))
        self._faults.extend([fault] * times)
        return fault

    def reset(self) -> None:
        """Forget the requests, the queued answers and faults, and the tasks."""
        self.requests.clear()
        self._answers.clear()
        self._faults.clear()
        self._tasks.clear()

    # --- the transport -----------------------------------------------------------------------

    def transport(self) -> httpx.MockTransport:
        """A MockTransport of the package's HTTP library that this fake answers, for a client
        of your own: ``httpx.Client(transport=fake.transport(), event_hooks=...)``."""
        return httpx.MockTransport(self.handle)

    def http_client(self, **options: Any) -> httpx.Client:
        """A client of the package's HTTP library on this fake (``options`` go to it), for a
        ``Client``'s ``http_client``: ``v1_0.Client(..., http_client=fake.http_client())``."""
        return httpx.Client(transport=self.transport(), **options)

    def async_http_client(self, **options: Any) -> httpx.AsyncClient:
        """The same, for an ``AsyncClient``."""
        return httpx.AsyncClient(transport=self.transport(), **options)

    def handle(self, request: httpx.Request) -> httpx.Response:
        """Answer one request (the MockTransport's handler)."""
        body = json.loads(request.content) if request.content else None
        agent = _AGENT.search(request.url.path)
        path = request.url.path[agent.end() :] if agent else request.url.path
        dialect, op, fields = self._route(request.method, path, body) if agent else (None, None, {})
        key = request.headers.get(AUTH_HEADER)
        headers = {
            k: REDACTED if k.lower() == AUTH_HEADER.lower() else v
            for k, v in request.headers.items()
        }
        self.requests.append(
            RecordedRequest(
                request.method,
                str(request.url),
                path,
                dict(request.url.params),
                headers,
                body,
                dialect,
                op,
                key.removeprefix(AUTH_PREFIX) if key is not None else None,
            )
        )
        sent = _object(body) or {}
        rid = sent.get(JSONRPC_MEMBERS["id"])
        if dialect is None or op is None:
            return self._error(Fault(NOT_FOUND[0], NOT_FOUND[1], "no such route"))
        if self._faults:
            return self._error(self._faults.pop(0))
        if self.api_key is not None and self.requests[-1].api_key != self.api_key:
            return self._error(Fault(401, None, "missing or wrong API key"))
        rpc = DIALECTS[dialect][1]
        given = _object(sent.get(JSONRPC_MEMBERS["params"]) if rpc else body) or {}
        params: dict[str, Any] = {**given, **fields, **dict(request.url.params)}
        request_model = OPERATIONS[op][0]
        if request_model is not None:
            params = _module(dialect).DECODE.get(request_model, dict)(params)
        role = _role(op)
        if role == "card":
            return self._json(self.card if self.card is not None else self._card(request, agent))
        if role in ("send", "stream"):
            task = self._start(dialect, params)
            if role == "stream":
                return self._stream(dialect, op, rid, task, 0)
            config = _object(params.get("configuration")) or {}
            wait = not config.get(
                "returnImmediately", _module(dialect).DEFAULTS["returnImmediately"]
            )
            result = task.task if wait else task.events[0][1]
            return self._result(dialect, op, rid, result, task.answer.delay)
        task_field = OPERATIONS[op][5]
        found = self._tasks.get(str(params.get(task_field or "")))
        if found is None:
            status, code, rpc_code = NOT_FOUND
            if rpc and rpc_code is not None:
                return self._rpc_error(rid, rpc_code, "task not found")
            return self._error(Fault(status, code, "task not found"))
        if role == "subscribe":
            return self._stream(dialect, op, rid, found, 0 if REPLAYS_LEADING_TASK else 1)
        if role == "cancel" and found.task["status"]["state"] not in STREAM_DONE_STATES:
            self._add(found, "StatusUpdate", {"status": {"state": STATES["CANCELED"]}})
        if role in ("get", "cancel"):
            return self._result(dialect, op, rid, found.task, 0.0)
        return self._error(Fault(501, None, f"the fake does not serve {op}"))

    def _card(self, request: httpx.Request, agent: re.Match[str] | None) -> dict[str, Any]:
        """The fake's own card, its interfaces at the agent's URL this request reached."""
        base = str(
            request.url.copy_with(
                path=request.url.path[: agent.end()] if agent else "/", query=None
            )
        )
        interfaces = [{**i, "url": base.rstrip("/") + i["url"]} for i in CARD_INTERFACES]
        return {**copy.deepcopy(CARD), **({CARD_FIELD: interfaces} if CARD_FIELD else {})}

    def _route(
        self, method: str, path: str, body: Any
    ) -> tuple[str | None, str | None, dict[str, str]]:
        if isinstance(body, dict) and JSONRPC_MEMBERS["method"] in body:
            for dialect, (_, rpc, _, _, bindings) in DIALECTS.items():
                for op, (http, route, rpc_method) in bindings.items():
                    if rpc and (http, route, rpc_method) == (
                        method,
                        path,
                        body[JSONRPC_MEMBERS["method"]],
                    ):
                        return dialect, op, {}
        for pattern, http, dialect, op in _ROUTES:
            match = pattern.fullmatch(path)
            if match and http == method:
                return dialect, op, {k: unquote(v) for k, v in match.groupdict().items()}
        return None, None, {}

    # --- tasks -------------------------------------------------------------------------------

    def _start(self, dialect: str, request: dict[str, Any]) -> _Task:
        """A new task for a send: its events, as the next scripted answer (or the default) says."""
        n = next(self._ids)
        message = dict(request.get("message") or {})
        context = message.get("contextId") or f"ctx-{n}"
        task_id = f"task-{n}"
        said = "".join(
            part.get("text", "")
            for p in message.get("parts", [])
            if (part := _object(p)) is not None
        )
        answer = self._answers.pop(0) if self._answers else self.default or Answer(said)
        message.update(contextId=context, taskId=task_id)
        first = STATES.get("SUBMITTED", STATES["WORKING"])
        state = {"id": task_id, "contextId": context, "status": {"state": first}}
        task = _Task([], {**state, "history": [message]}, answer)
        self._tasks[task_id] = task
        task.events.append(("Task", copy.deepcopy(task.task)))
        self._add(task, "StatusUpdate", {"status": {"state": STATES["WORKING"]}})
        for i, chunk in enumerate(answer.chunks):
            self._add(
                task,
                "StatusUpdate",
                {"status": {"state": STATES["WORKING"], "message": self._said(task, i, chunk)}},
            )
        if answer.error is not None:
            failed: dict[str, Any] = {"state": FAILED_STATE}
            _put(failed, FAILED_TEXT[1:], answer.error)
            failed.setdefault("message", {}).update(self._said(task, "error", None))
            self._add(task, "StatusUpdate", {"status": failed})
            return task
        text = answer.text if answer.text is not None else "".join(answer.chunks) or said
        parts: list[dict[str, Any]] = [{"text": text}]
        parts += [
            {
                "data": {
                    DATA_KIND_KEY: kind,
                    DATA_KINDS[kind]: [_dump(i) if isinstance(i, BaseModel) else i for i in items],
                }
            }
            for kind, items in answer.data.items()
        ]
        artifacts = [
            {"artifactId": f"{task_id}-{ARTIFACT_NAME}", "name": ARTIFACT_NAME, "parts": parts}
        ]
        artifacts += [_dump(a) for a in answer.artifacts]
        for artifact in artifacts:
            self._add(task, "ArtifactUpdate", {"artifact": artifact, "lastChunk": True})
        self._add(task, "StatusUpdate", {"status": {"state": STATES["COMPLETED"]}})
        return task

    def _said(self, task: _Task, n: int | str, text: str | None) -> dict[str, Any]:
        """An agent's message of the task (its parts: this text)."""
        message: dict[str, Any] = {"messageId": f"{task.task['id']}-{n}", "role": ROLES["AGENT"]}
        if text is not None:
            message["parts"] = [{"text": text}]
        return message

    def _add(self, task: _Task, model: str, event: dict[str, Any]) -> None:
        """An update of the task: an event, and the task as it leaves it."""
        event = {"taskId": task.task["id"], "contextId": task.task["contextId"], **event}
        task.events.append((model, event))
        if "status" in event:
            task.task["status"] = event["status"]
        if "artifact" in event:
            task.task.setdefault("artifacts", []).append(event["artifact"])

    # --- answers -----------------------------------------------------------------------------

    def _encoded(self, dialect: str, op: str, model: str, value: dict[str, Any], last: bool) -> Any:
        """A canonical value as the dialect answers the operation with it: its codec's spelling,
        under its union member's key (or tagged), the stream's end mark on the last event."""
        _, _, tag, end, _ = DIALECTS[dialect]
        wire = _module(dialect).ENCODE.get(model, dict)(copy.deepcopy(value))
        if last and end is not None:
            wire[end[0]] = end[1]
        key = next((k for k, m in OPERATIONS[op][1] if m == model), None)
        return {key: wire} if key is not None and tag is None else wire

    def _envelope(self, dialect: str, rid: Any, result: Any) -> Any:
        if not DIALECTS[dialect][1]:
            return result
        return {
            JSONRPC_MEMBERS["jsonrpc"]: JSONRPC_VERSION,
            JSONRPC_MEMBERS["id"]: rid,
            JSONRPC_MEMBERS["result"]: result,
        }

    def _result(
        self, dialect: str, op: str, rid: Any, task: dict[str, Any], delay: float
    ) -> httpx.Response:
        wire = self._envelope(dialect, rid, self._encoded(dialect, op, "Task", task, False))
        return self._json(wire, delay)

    def _stream(self, dialect: str, op: str, rid: Any, task: _Task, start: int) -> httpx.Response:
        answer = task.answer
        members = {m for _, m in OPERATIONS[op][1]}
        events = [e for e in task.events[start:] if e[0] in members]  # what its stream carries
        frames: list[tuple[float, bytes]] = []
        for i, (model, value) in enumerate(events):
            last = i == len(events) - 1
            data = self._envelope(dialect, rid, self._encoded(dialect, op, model, value, last))
            frames.append((answer.delay, b"data: " + json.dumps(data).encode() + b"\n\n"))
        reset = False
        if answer.cut is not None and task.streams == 0:
            frames, reset = frames[: answer.cut_after], answer.cut == "reset"
        task.streams += 1
        return self._response(200, STREAM_MEDIA_TYPE, _Body(frames, reset))

    def _json(self, value: Any, delay: float = 0.0) -> httpx.Response:
        return self._response(200, "application/json", _Body([(delay, json.dumps(value).encode())]))

    def _error(self, fault: Fault) -> httpx.Response:
        body: dict[str, Any] = {ERROR_BODY["success"]: False, ERROR_BODY["message"]: fault.message}
        if fault.code is not None:
            body[ERROR_BODY["code"]] = fault.code
        content = _Body([(0.0, json.dumps(body).encode())])
        return self._response(fault.status, "application/json", content, fault.headers)

    def _rpc_error(self, rid: Any, code: int, message: str) -> httpx.Response:
        error = {JSONRPC_ERROR_MEMBERS["code"]: code, JSONRPC_ERROR_MEMBERS["message"]: message}
        body = {
            JSONRPC_MEMBERS["jsonrpc"]: JSONRPC_VERSION,
            JSONRPC_MEMBERS["id"]: rid,
            JSONRPC_MEMBERS["error"]: error,
        }
        return self._json(body)

    def _response(
        self,
        status: int,
        media_type: str,
        body: _Body,
        headers: Mapping[str, str] | None = None,
    ) -> httpx.Response:
        headers = {
            "content-type": media_type,
            REQUEST_ID_HEADER: f"req-{len(self.requests)}",
            **(headers or {}),
        }
        return httpx.Response(status, headers=headers, stream=body)
