"""A new operation is a spec-only change. The `listtasks` fixture is the main spec plus ListTasks
(GET /tasks on v1.0 REST, ListTasks on v1.0 JSON-RPC, unsupported on v0.3), with keyword
arguments, docs and a retry policy; nothing else (no template, no generator code) knows it.
Its generated Python and TypeScript clients type-check, list tasks on the real a2a-sdk server,
retry the idempotent call (on a tiny flaky server), and refuse it on v0.3 with UnsupportedOperationError, sending nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from a2a_codegen.pipeline import render
from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, FIXTURES, ROOT, SPEC, WORKSPACE_ID, serve
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

LISTTASKS = FIXTURES / "specs" / "listtasks"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
API_KEY = "sk-list-tasks"
PAGE = {
    "tasks": [{"id": "t-1", "contextId": "ctx-retried", "status": {"state": "TASK_STATE_WORKING"}}]
}


class Flaky:
    """A tiny server that records each request and answers GET /tasks with 503 once, then a page."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, str, str]] = []
        self.app = Starlette(routes=[Route("/{path:path}", self.answer, methods=["GET", "POST"])])

    async def answer(self, request: Request) -> JSONResponse:
        path = request.url.path.removeprefix(AGENT_PATH)
        self.requests.append((request.method, path, request.url.query))
        return JSONResponse({}, 503) if len(self.requests) == 1 else JSONResponse(PAGE)


@pytest.fixture
def flaky() -> Any:
    server = Flaky()
    for root in serve(lambda host, port: server.app):
        server.root = root  # type: ignore[attr-defined]
        yield server


def _spec_data(spec_dir: Path) -> dict[str, Any]:
    return {p.stem: yaml.safe_load(p.read_text()) for p in sorted(spec_dir.glob("*.yaml"))}


def test_the_fixture_is_the_main_spec_plus_list_tasks() -> None:
    """The fixture holds the spec files only, and without ListTasks it is the main spec: the
    operation, its two models and its four bindings are the whole change."""
    assert sorted(p.name for p in LISTTASKS.iterdir()) == sorted(
        p.name for p in SPEC.glob("*.yaml")
    )
    data = _spec_data(LISTTASKS)
    assert data["service"]["operations"].pop("list_tasks")["idempotent"] is True
    del data["models"]["$defs"]["ListTasksRequest"], data["models"]["$defs"]["ListTasksResponse"]
    bindings = {n: d["bindings"].pop("list_tasks") for n, d in data["dialects"]["dialects"].items()}
    assert bindings == {
        "v1_0-rest": {
            "http": "GET",
            "path": "/tasks",
            "query": ["contextId", "status", "pageSize", "pageToken", "historyLength"],
        },
        "v1_0-jsonrpc": {"method": "ListTasks"},
        "v0_3-rest": "unsupported",
        "v0_3-jsonrpc": "unsupported",
    }
    assert data == _spec_data(SPEC)


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixture's generated trees, rendered by the generator and templates as they are."""
    out = tmp_path_factory.mktemp("listtasks")
    for target, files in render(LISTTASKS, (), None).items():
        for rel, text in files.items():
            path = out / target / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    return out


def test_the_v0_3_modules_carry_no_code_for_it(tree: Path) -> None:
    """Only the refusal: no codec for the ListTasks models. Python writes the typed refusal; a
    TypeScript table lists the operation as unsupported (codec.ts refuses it)."""
    for path in (
        tree / "python" / "memorylake_a2a" / "v0_3" / t for t in ("rest.py", "jsonrpc.py")
    ):
        text = path.read_text()
        assert "ListTasksResponse" in text, path  # the refusal's return type
        assert "list_tasks_response(" not in text and "ListTasksResponse(" not in text, path
        assert text.count("UnsupportedOperationError(") == 2, path  # build and parse
    for path in (tree / "typescript" / "src" / "v0_3" / t for t in ("rest.ts", "jsonrpc.ts")):
        text = path.read_text()
        assert '  unsupported: ["list_tasks"],\n' in text, path
        assert "ListTasks" not in text and "list_tasks:" not in text, path


PYTHON_CHECK = """
import inspect, os, sys
import memorylake_a2a as ml
from memorylake_a2a import v0_3, v1_0

ids = dict(workspace_id=sys.argv[3], agent_id=sys.argv[4], api_key=sys.argv[5])
signature = inspect.signature(v1_0.Client.list_tasks)
assert list(signature.parameters) == [
    "self", "context_id", "status", "page_size", "page_token", "history_length",
    "extra_headers", "timeout", "max_retries", "retry",
], signature
assert str(signature.parameters["status"].annotation) == "m.TaskState | None", signature
doc = v1_0.AsyncClient.list_tasks.__doc__
assert "``page_token`` (str): The nextPageToken of the previous page." in doc, doc

for transport in ("rest", "jsonrpc"):  # the real a2a-sdk peer
    with v1_0.Client(**ids, base_url=sys.argv[1], transport=transport) as client:
        context = "ctx-list-" + transport
        task = client.send_message("hello", context_id=context).as_task()
        page = client.list_tasks(context_id=context, status=ml.TaskState.COMPLETED, page_size=10)
        assert isinstance(page, ml.ListTasksResponse), page
        assert [t.id for t in page.tasks] == [task.id], page

# The flaky server answers 503 once: the idempotent call is retried.
with v1_0.Client(**ids, base_url=sys.argv[2], max_retries=1) as client:
    page = client.list_tasks(context_id="ctx-retried", page_size=5)
    assert page.tasks[0].status.state is ml.TaskState.WORKING, page
for transport in ("rest", "jsonrpc"):
    with v0_3.Client(**ids, base_url=sys.argv[2], transport=transport) as client:
        try:
            client.list_tasks(page_size=5)
        except ml.UnsupportedOperationError as error:
            assert isinstance(error, ValueError) and error.dialect == "v0_3-" + transport, error
        else:
            raise AssertionError("no error")
"""


def test_the_python_client(
    tree: Path, a2a_sdk_root: str, flaky: Any, tmp_path: Path, mypy_cache: Path
) -> None:
    package = tree / "python"
    mypy = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--cache-dir",
            str(mypy_cache),
            "memorylake_a2a",
        ],
        cwd=package,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert mypy.returncode == 0, mypy.stdout
    args = [a2a_sdk_root + API_PREFIX, flaky.root + API_PREFIX, WORKSPACE_ID, AGENT_ID]
    result = subprocess.run(
        [sys.executable, "-c", PYTHON_CHECK, *args, API_KEY],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(package)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    _assert_retried_and_refused(flaky)


def _assert_retried_and_refused(flaky: Flaky) -> None:
    """Two GET /tasks with the arguments as query parameters, and nothing from the v0.3 calls."""
    assert flaky.requests == [("GET", "/tasks", "contextId=ctx-retried&pageSize=5")] * 2


TS_CHECK = """
import { TaskState, UnsupportedOperationError, V0_3Client, V1_0Client } from "./index.js";
import type { ListTasksOptions } from "./index.js";

const env = (globalThis as unknown as { process: { env: Record<string, string> } }).process.env;
const ids = { workspaceId: env["WORKSPACE"]!, agentId: env["AGENT"]!, apiKey: env["KEY"]! };
// @ts-expect-error pageSize is a number
const wrong: ListTasksOptions = { pageSize: "10" };
void wrong;

function fail(message: string): never {
  throw new Error(message);
}

for (const transport of ["rest", "jsonrpc"] as const) {
  const client = new V1_0Client({ ...ids, baseUrl: env["A2A_SDK"]!, transport });
  const contextId = `ctx-list-ts-${transport}`;
  const { task } = await client.sendMessage("hello", { contextId });
  const page = await client.listTasks({ contextId, status: TaskState.COMPLETED, pageSize: 10 });
  if (page.tasks.map((t) => t.id).join() !== task?.id) fail(JSON.stringify(page));
}
const retried = new V1_0Client({ ...ids, baseUrl: env["FLAKY"]!, maxRetries: 1 });
const page = await retried.listTasks({ contextId: "ctx-retried", pageSize: 5 });
if (page.tasks[0]?.status.state !== TaskState.WORKING) fail(JSON.stringify(page));
for (const transport of ["rest", "jsonrpc"] as const) {
  const client = new V0_3Client({ ...ids, baseUrl: env["FLAKY"]!, transport });
  await client.listTasks({ pageSize: 5 }).then(
    () => fail("no error"),
    (error: unknown) => {
      if (!(error instanceof UnsupportedOperationError) || error.dialect !== `v0_3-${transport}`) throw error;
    },
  );
}
"""


def test_the_typescript_client(tree: Path, a2a_sdk_root: str, flaky: Any) -> None:
    """Compiled with a check that uses the typed options (and one that must not compile), then
    run on Node against the same servers."""
    assert TSC.exists(), f"{TSC} is missing: run `.venv/bin/npm ci` at the project root first"
    package = tree / "typescript"
    (package / "src" / "check.ts").write_text(TS_CHECK)
    compiled = subprocess.run(
        [TSC, "-p", package / "tsconfig.json"], capture_output=True, text=True, timeout=600
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    (package / "package.json").write_text(json.dumps({"type": "module"}))
    env = {
        "A2A_SDK": a2a_sdk_root + API_PREFIX,
        "FLAKY": flaky.root + API_PREFIX,
        "WORKSPACE": WORKSPACE_ID,
        "AGENT": AGENT_ID,
        "KEY": API_KEY,
    }
    result = subprocess.run(
        ["node", package / "dist" / "check.js"],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    _assert_retried_and_refused(flaky)
