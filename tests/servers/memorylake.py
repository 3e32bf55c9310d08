"""A MemoryLake-behaviour server: Starlette, all four dialects under the agent's path, enforcing
what MemoryLake's page says and a2a-sdk does not, and recording every request it gets.

It enforces: the bearer key (401 when missing or wrong); metadata.memorylake required, read only where the dialect puts it
(top-level metadata on REST, params.metadata on JSON-RPC); the body shape of each route (v1.0
parts, v0.3 REST content); one message at a time per contextId (400 INVALID_ARGUMENT) and one
agent per contextId; files need readWriteProjectId; the {success, message, error_code} error
body; JSON-RPC agent errors (v0.3: all -32603); the v0.3 REST defaults (no blocking: return at
once; no historyLength: no history); GET tasks returning only id, contextId and status.

The agent answers like MemoryLake's page shows: text chunks, a thought, a tool call and its
result, a created file, then the result artifact (answer text, attachments, recommended
questions, and a data part of an unknown kind), with ": keep-alive" comments between events.
Keywords in the message text: "slow" (1 s of keep-alives before the answer), "silent" (the
same, without keep-alives), "[hang]" (HANG seconds instead of 1), "[drip]" (DRIP seconds between the answer's two text chunks),
"fail" (the task fails), "[cut]" and "[reset]" (the task's first
stream, of the send or of a subscription, stops right after its first WORKING event: closed
cleanly, or broken mid-body). Tests queue `faults` (status, headers) to
answer the next requests with; tests in another process do it, and read the record, at /_control.

The wire encodings here are written from the vendor page's examples, independently of the
generated codecs.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

API_KEY = "sk_test_secret"
KEEPALIVE = 0.1  # seconds between keep-alive comments while the agent works slowly
DRIP = 0.5  # seconds between the answer's text chunks, for "[drip]"
HANG = 10.0  # seconds a "slow" or "silent" agent works with "[hang]": longer than any test waits
ANSWER = "Paris is the capital of France."
STATES_0_3 = {"TASK_STATE_CANCELED": "canceled", "TASK_STATE_INPUT_REQUIRED": "input-required"}
CAPABILITIES = {"web_search", "web_fetch", "pii", "vega"}


@dataclass
class Recorded:
    method: str
    path: str
    query: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Run:
    """One task: its canonical (v1.0) events, appended as the agent works."""

    task: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    done: bool = False
    cut: str | None = None  # "[cut]" or "[reset]": how the next stream of this task stops early

    @property
    def state(self) -> str:
        return str(self.task["status"]["state"])

    async def emit(self, event: dict[str, Any]) -> None:
        async with self.changed:
            self.events.append(event)
            if "statusUpdate" in event:
                self.task["status"] = event["statusUpdate"]["status"]
                self.done = self.state in (
                    "TASK_STATE_COMPLETED",
                    "TASK_STATE_FAILED",
                    "TASK_STATE_CANCELED",
                )
            if "artifactUpdate" in event:
                self.task["artifacts"] = [event["artifactUpdate"]["artifact"]]
            self.changed.notify_all()

    async def follow(self, start: int) -> AsyncIterator[dict[str, Any] | None]:
        """Events from index start, live until the task ends; None while nothing happens."""
        i = start
        while True:
            async with self.changed:
                if i >= len(self.events) and not self.done:
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self.changed.wait(), KEEPALIVE)
            if i < len(self.events):
                i += 1
                yield self.events[i - 1]
            elif self.done:
                return
            else:
                yield None


class Rejected(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


class Behaviour:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.requests: list[Recorded] = []
        self.faults: list[tuple[int, dict[str, str]]] = []
        self.runs: dict[str, Run] = {}
        self.contexts: dict[str, str] = {}  # contextId -> the task it is processing
        self.projects: dict[str, str | None] = {}  # contextId -> its bound project
        self.agents: dict[str, str] = {}  # contextId -> the agent it was first used with
        # Every agent of the workspace answers, at its own path: the agent is a path parameter.
        prefix = re.sub(r"/agents/[^/]+/", "/agents/{agent}/", prefix)
        self.ids = itertools.count(1)
        rest = [
            Route(prefix + "{v:path}/message:send", self.rest_send, methods=["POST"]),
            Route(prefix + "{v:path}/message:stream", self.rest_send, methods=["POST"]),
            Route(
                prefix + "{v:path}/tasks/{id}:subscribe", self.rest_task, methods=["GET", "POST"]
            ),
            Route(prefix + "{v:path}/tasks/{id}:cancel", self.rest_task, methods=["POST"]),
            Route(prefix + "{v:path}/tasks/{id}", self.rest_task, methods=["GET"]),
        ]
        self.app = with_request_ids(
            Starlette(
                routes=[
                    Route("/_control", self.control, methods=["GET", "POST"]),
                    Route(prefix + "/.well-known/agent-card.json", self.card, methods=["GET"]),
                    Route(prefix, self.jsonrpc, methods=["POST"]),
                    *rest,
                ]
            )
        )

    def reset(
        self, faults: list[tuple[int, dict[str, str]]] | None = None, afresh: bool = True
    ) -> None:
        """Empty the record and queue these faults; `afresh` (each test's start) also forgets
        every conversation, so no test sees a binding or a busy conversation an earlier one left."""
        self.requests.clear()
        self.faults[:] = faults or []
        if afresh:
            for state in (self.runs, self.contexts, self.projects, self.agents):
                state.clear()

    # --- HTTP entry points ------------------------------------------------------------------

    async def control(self, request: Request) -> Response:
        """For tests in another process (the Node tests): GET lists the recorded requests,
        POST {"faults": [[status, headers], ...], "afresh": bool} is `reset`."""
        if request.method == "POST":
            body = await request.json()
            self.reset(
                [(status, headers) for status, headers in body["faults"]], body.get("afresh", False)
            )
            return JSONResponse({})
        return JSONResponse(
            [
                {
                    "method": r.method,
                    "path": r.path,
                    "query": r.query,
                    "headers": r.headers,
                    "body": r.json() if r.body else None,
                }
                for r in self.requests
            ]
        )

    async def _enter(self, request: Request) -> Response | None:
        body = await request.body()
        self.requests.append(
            Recorded(
                request.method, request.url.path, request.url.query, dict(request.headers), body
            )
        )
        if self.faults:
            status, headers = self.faults.pop(0)
            return error(status, "UNAVAILABLE", "injected fault", headers)
        if request.headers.get("authorization") != f"Bearer {API_KEY}":
            # The page does not say how MemoryLake answers a bad key; HTTP says 401.
            return error(401, "UNAUTHENTICATED", "missing or wrong API key")
        return None

    async def card(self, request: Request) -> Response:
        # An A2A v1.0 card names its interfaces: the four dialects, at the agent's URL.
        agent = str(request.url).removesuffix("/.well-known/agent-card.json")
        interfaces = [
            {"url": agent, "protocolBinding": binding, "protocolVersion": version}
            for version in ("1.0", "0.3")
            for binding in ("HTTP+JSON", "JSONRPC")
        ]
        return await self._enter(request) or JSONResponse(
            {
                "name": "MemoryLake Agent",
                "version": "1",
                "capabilities": {"streaming": True, "pushNotifications": False},
                "supportedInterfaces": interfaces,
            }
        )

    async def rest_send(self, request: Request) -> Response:
        if (refused := await self._enter(request)) is not None:
            return refused
        dialect = "v0_3-rest" if request.path_params["v"] == "/v1" else "v1_0-rest"
        if request.path_params["v"] not in ("", "/v1"):
            return error(404, "NOT_FOUND", "no such route")
        streaming = request.url.path.endswith(":stream")
        try:
            return await self.send(
                dialect, await request.json(), streaming, None, request.path_params["agent"]
            )
        except Rejected as exc:
            return error(exc.status, exc.code, exc.message)

    async def rest_task(self, request: Request) -> Response:
        if (refused := await self._enter(request)) is not None:
            return refused
        dialect = "v0_3-rest" if request.path_params["v"] == "/v1" else "v1_0-rest"
        run = self.runs.get(request.path_params["id"])
        if run is None:
            return error(404, "NOT_FOUND", "task not found")
        path = request.url.path
        if path.endswith(":cancel"):
            await self.cancel(run)
            return JSONResponse(encode(dialect, run.task, "Task"))
        if path.endswith(":subscribe"):
            if run.state in ("TASK_STATE_FAILED", "TASK_STATE_CANCELED"):
                # A guess: the page says such a task can't be subscribed to, not how it is
                # refused (x-unconfirmed on subscribe_to_task's doc in spec/service.yaml).
                return error(400, "INVALID_ARGUMENT", "the task has ended")
            return self.stream(dialect, run, 1, None)
        return JSONResponse(encode(dialect, status_only(run.task, dialect), "Task"))

    async def jsonrpc(self, request: Request) -> Response:
        if (refused := await self._enter(request)) is not None:
            return refused
        rpc = await request.json()
        method, params, rid = rpc.get("method"), rpc.get("params") or {}, rpc.get("id")
        v1 = method in (
            "SendMessage",
            "SendStreamingMessage",
            "GetTask",
            "CancelTask",
            "SubscribeToTask",
        )
        dialect = "v1_0-jsonrpc" if v1 else "v0_3-jsonrpc"
        if not v1 and method not in (
            "message/send",
            "message/stream",
            "tasks/get",
            "tasks/cancel",
            "tasks/resubscribe",
        ):
            return JSONResponse(
                {
                    "jsonrpc": "2.0",
                    "id": rid,
                    "error": {"code": -32601, "message": "Method not found"},
                }
            )

        def rpc_error(code: int, message: str) -> Response:
            code = code if v1 else -32603  # v0.3 reports every agent error as -32603
            return JSONResponse(
                {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": message}}
            )

        if method in ("SendMessage", "SendStreamingMessage", "message/send", "message/stream"):
            try:
                return await self.send(
                    dialect,
                    params,
                    "Stream" in method or "stream" in method,
                    rid,
                    request.path_params["agent"],
                )
            except Rejected as exc:
                return error(exc.status, exc.code, exc.message)
        run = self.runs.get(params.get("id"))
        if run is None:
            return rpc_error(-32001, "Task not found")
        if method in ("CancelTask", "tasks/cancel"):
            await self.cancel(run)
            return JSONResponse(
                {"jsonrpc": "2.0", "id": rid, "result": encode(dialect, run.task, "Task")}
            )
        if method in ("SubscribeToTask", "tasks/resubscribe"):
            if run.state in ("TASK_STATE_FAILED", "TASK_STATE_CANCELED"):
                # A guess, as on REST above: A2A's UnsupportedOperationError (v0.3: -32603).
                return rpc_error(-32004, "the task has ended")
            return self.stream(dialect, run, 1, rid)
        return JSONResponse(
            {
                "jsonrpc": "2.0",
                "id": rid,
                "result": encode(dialect, status_only(run.task, dialect), "Task"),
            }
        )

    # --- MemoryLake's rules -----------------------------------------------------------------

    async def send(
        self, dialect: str, body: dict[str, Any], streaming: bool, rid: Any, agent: str
    ) -> Response:
        message = body.get("message") or {}
        parts_key = "content" if dialect == "v0_3-rest" else "parts"
        other = "parts" if parts_key == "content" else "content"
        if other in message or parts_key not in message:
            raise Rejected(
                400,
                "INVALID_ARGUMENT",
                f"message.{parts_key} is required on this route; {other} is not read",
            )
        extension = (body.get("metadata") or {}).get("memorylake")
        if not isinstance(extension, dict):
            raise Rejected(400, "INVALID_ARGUMENT", "metadata.memorylake is required")
        parts = message[parts_key]
        has_files = any("file" in p or "url" in p or "raw" in p for p in parts)
        project = extension.get("readWriteProjectId")
        if has_files and not project:
            raise Rejected(
                400, "INVALID_ARGUMENT", "a message with files must name readWriteProjectId"
            )
        overrides = extension.get("overrides") or {}
        if "capabilitiesOverride" in overrides and not isinstance(
            overrides["capabilitiesOverride"], dict
        ):
            raise Rejected(400, "INVALID_ARGUMENT", "capabilitiesOverride must be an object")
        context = message.get("contextId") or f"ctx-new-{next(self.ids)}"  # not a test's "ctx-1"
        busy = self.contexts.get(context)
        if busy is not None and not self.runs[busy].done:
            raise Rejected(
                400,
                "INVALID_ARGUMENT",
                "another message in this conversation is still being processed",
            )
        if self.agents.setdefault(context, agent) != agent:
            # The page says such a message "is rejected"; its status is not given.
            raise Rejected(400, "INVALID_ARGUMENT", "the conversation belongs to another agent")
        if context in self.projects and project and project != self.projects[context]:
            raise Rejected(400, "INVALID_ARGUMENT", "the conversation is bound to another project")
        self.projects.setdefault(context, project)
        config = body.get("configuration") or {}
        if dialect.startswith("v0_3"):
            wait = config.get("blocking", dialect == "v0_3-jsonrpc")  # v0.3 REST: returns at once
            history = config.get("historyLength", 0 if dialect == "v0_3-rest" else None)
        else:
            wait = not config.get("returnImmediately", False)
            history = config.get("historyLength")
        text = next((p.get("text", "") for p in parts if "text" in p), "")
        task_id = f"run-{next(self.ids)}"
        user = {
            "messageId": message.get("messageId", "m"),
            "contextId": context,
            "taskId": task_id,
            "role": "ROLE_USER",
            "parts": [{"text": text}],
        }
        run = Run(
            {
                "id": task_id,
                "contextId": context,
                "status": {"state": "TASK_STATE_SUBMITTED"},
                "history": [user],
            }
        )
        run.cut = next((word for word in ("[cut]", "[reset]") if word in text), None)
        self.runs[task_id], self.contexts[context] = run, task_id
        await run.emit({"task": json.loads(json.dumps(run.task))})
        asyncio.get_running_loop().create_task(
            self.agent(run, text, str(overrides.get("model", "")))
        )
        if streaming:
            return self.stream(dialect, run, 0, rid)
        if wait:
            async for _ in run.follow(0):
                pass
        task = dict(run.task)
        if history == 0:
            task.pop("history", None)
        elif history is not None:
            task["history"] = task["history"][-history:]
        result = encode(dialect, task, "Task")
        if dialect == "v0_3-jsonrpc":
            return JSONResponse({"jsonrpc": "2.0", "id": rid, "result": result})
        wrapped = {"task": result}
        return JSONResponse(
            {"jsonrpc": "2.0", "id": rid, "result": wrapped} if rid is not None else wrapped
        )

    async def agent(self, run: Run, text: str, model: str) -> None:
        ids = {"taskId": run.task["id"], "contextId": run.task["contextId"]}

        async def working(part: dict[str, Any], n: int) -> None:
            message = {"messageId": f"{run.task['id']}-{n}", "role": "ROLE_AGENT", "parts": [part]}
            await run.emit(
                {
                    "statusUpdate": {
                        **ids,
                        "status": {"state": "TASK_STATE_WORKING", "message": message},
                    }
                }
            )

        await run.emit({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_WORKING"}}})
        run.task["history"].append(
            {"messageId": f"{run.task['id']}-3", "role": "ROLE_AGENT", "parts": [{"text": ANSWER}]}
        )
        if "slow" in text or "silent" in text:
            await asyncio.sleep(HANG if "[hang]" in text else 1.0)
        if "fail" in text or model == "no-such-model":
            reason = f"LLM model config not found: {model}" if model else "the agent failed"
            message = {
                "messageId": f"{run.task['id']}-err",
                "role": "ROLE_AGENT",
                "parts": [{"text": reason}],
            }
            await run.emit(
                {
                    "statusUpdate": {
                        **ids,
                        "status": {"state": "TASK_STATE_FAILED", "message": message},
                    }
                }
            )
            return
        await working({"text": "Let me think.", "metadata": {"adk_thought": True}}, 2)
        await working({"text": "Let me look that up."}, 3)
        call = {"id": "call_1", "name": "web_search", "args": {"query": "capital of France"}}
        await working(
            {
                "data": call,
                "metadata": {"adk_type": "function_call", "adk_thought_signature": "opaque"},
            },
            4,
        )
        response = {"id": "call_1", "name": "web_search", "response": '{"results": []}'}
        await working({"data": response, "metadata": {"adk_type": "function_response"}}, 5)
        await working(
            {
                "url": "https://files.test/chart.png",
                "mediaType": "image/png",
                "filename": "chart.png",
            },
            6,
        )
        for n, chunk in enumerate(["Paris is", " the capital of France."], 7):
            if n > 7 and "[drip]" in text:
                await asyncio.sleep(DRIP)
            await working({"text": chunk}, n)
        attachment = {
            "name": "notes.md",
            "mime_type": "text/markdown",
            "presign_url": "https://files.test/notes.md",
            "description": "Notes",
        }
        artifact = {
            "artifactId": f"result-{run.task['id']}",
            "name": "result",
            "parts": [
                {"text": ANSWER},
                {
                    "data": {
                        "kind": "attachments",
                        "attachments": [
                            attachment,
                            {"name": "lost.pdf", "committed": False, "error": "disk full"},
                        ],
                    }
                },
                {
                    "data": {
                        "kind": "recommended_questions",
                        "questions": ["What is the population of Paris?"],
                    }
                },
                {"data": {"kind": "something_new", "value": 2.0}},
                {"data": {"no_kind": True}},
            ],
            "metadata": {},
        }
        await run.emit({"artifactUpdate": {**ids, "artifact": artifact, "lastChunk": True}})
        await run.emit({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_COMPLETED"}}})

    async def cancel(self, run: Run) -> None:
        if not run.done:
            ids = {"taskId": run.task["id"], "contextId": run.task["contextId"]}
            await run.emit({"statusUpdate": {**ids, "status": {"state": "TASK_STATE_CANCELED"}}})

    def stream(self, dialect: str, run: Run, start: int, rid: Any) -> Response:
        silent = "silent" in json.dumps(run.task.get("history", [{}])[0])
        cut, run.cut = run.cut, None

        async def body() -> AsyncIterator[bytes]:
            async for event in run.follow(start):
                if event is None:
                    if not silent:
                        yield b": keep-alive\r\n\r\n"
                    continue
                data = encode_event(dialect, event, run.done and event is run.events[-1])
                if rid is not None:
                    data = {"jsonrpc": "2.0", "id": rid, "result": data}
                yield f"data: {json.dumps(data)}\r\n\r\n".encode()
                if cut and "statusUpdate" in event:
                    if cut == "[reset]":
                        raise ConnectionAbortedError("[reset]: the stream breaks here")
                    return

        return StreamingResponse(body(), media_type="text/event-stream")


def error(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> Response:
    return JSONResponse({"success": False, "message": message, "error_code": code}, status, headers)


def status_only(task: dict[str, Any], dialect: str) -> dict[str, Any]:
    """GET tasks: id, contextId and status (state and timestamp; v0.3 REST has no timestamp)."""
    status = {"state": task["status"]["state"]}
    if dialect != "v0_3-rest":
        status["timestamp"] = "2026-11-29T00:00:00.123456Z"
    return {"id": task["id"], "contextId": task["contextId"], "status": status}


# --- The four wire encodings, from the vendor page ----------------------------------------------


def encode_event(dialect: str, event: dict[str, Any], last: bool) -> dict[str, Any]:
    ((key, value),) = event.items()
    model = {"task": "Task", "statusUpdate": "StatusUpdate", "artifactUpdate": "ArtifactUpdate"}[
        key
    ]
    encoded = encode(dialect, value, model)
    if dialect.startswith("v0_3") and model == "StatusUpdate":
        encoded["final"] = last
    return encoded if dialect == "v0_3-jsonrpc" else {key: encoded}


def encode(dialect: str, value: dict[str, Any], model: str) -> dict[str, Any]:
    """A canonical Task, StatusUpdate or ArtifactUpdate in the dialect's spelling."""
    if dialect.startswith("v1_0"):
        return value
    rpc = dialect == "v0_3-jsonrpc"

    def message(m: dict[str, Any]) -> dict[str, Any]:
        out = {**m, "role": m["role"].removeprefix("ROLE_").lower() if rpc else m["role"]}
        parts = [part(p) for p in out.pop("parts")]
        out["parts" if rpc else "content"] = parts
        return {"kind": "message", **out} if rpc else out

    def part(p: dict[str, Any]) -> dict[str, Any]:
        extra = {"metadata": p["metadata"]} if "metadata" in p else {}
        if "text" in p:
            return (
                {"kind": "text", "text": p["text"], **extra}
                if rpc
                else {"text": p["text"], **extra}
            )
        if "url" in p:
            file = {
                ("uri" if rpc else "fileWithUri"): p["url"],
                "name": p.get("filename"),
                "mimeType": p.get("mediaType"),
            }
            return {"kind": "file", "file": file, **extra} if rpc else {"file": file, **extra}
        return (
            {"kind": "data", "data": p["data"], **extra}
            if rpc
            else {"data": {"data": p["data"]}, **extra}
        )

    def status(s: dict[str, Any]) -> dict[str, Any]:
        state = s["state"]
        if rpc:
            state = STATES_0_3.get(state, state.removeprefix("TASK_STATE_").lower())
        elif state == "TASK_STATE_CANCELED":
            state = "TASK_STATE_CANCELLED"
        out = {**s, "state": state}
        if "message" in s:
            out["message"] = message(s["message"])
        return out

    def artifact(a: dict[str, Any]) -> dict[str, Any]:
        return {**a, "parts": [part(p) for p in a["parts"]]}  # artifacts keep "parts" on v0.3 REST

    out = dict(value)
    if "status" in value:
        out["status"] = status(value["status"])
    if "history" in value:
        out["history"] = [message(m) for m in value["history"]]
    if "artifacts" in value:
        out["artifacts"] = [artifact(a) for a in value["artifacts"]]
    if "artifact" in value:
        out["artifact"] = artifact(value["artifact"])
    if rpc:
        out = {
            "kind": {
                "Task": "task",
                "StatusUpdate": "status-update",
                "ArtifactUpdate": "artifact-update",
            }[model],
            **out,
        }
    return out


def with_request_ids(app: Any) -> Any:
    """The app, answering each request with an x-request-id header (req-1, req-2...). The page
    names no such header; this is the common one, which the clients read (spec/service.yaml)."""
    ids = itertools.count(1)

    async def wrapped(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await app(scope, receive, send)
        header = (b"x-request-id", f"req-{next(ids)}".encode())

        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), header]}
            await send(message)

        await app(scope, receive, sending)

    return wrapped


def build_app(prefix: str) -> tuple[Starlette, Behaviour]:
    behaviour = Behaviour(prefix)
    return behaviour.app, behaviour
