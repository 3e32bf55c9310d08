"""The clients' policy is one fact of the spec (service.yaml's client_policy): changed in a copy of
the minimal spec (the statuses retried, the count, the backoff, the status after which the key
function is asked again), the Python, TypeScript and Go clients generated from it follow the
change, against a scripted server on loopback.

The server reads its script from the task ID: ``a-418-418-418`` answers 418 three times, then the
task; each program checks what its client made of it, and the test checks how many requests
each ID got."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from a2a_codegen.pipeline import render
from conftest import FIXTURES, ROOT, serve
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

MINIMAL = FIXTURES / "specs" / "minimal"
TSC = ROOT / "node_modules" / ".bin" / "tsc"
AGENT_PATH = "/agents/agent-abcd/a2a"
# The minimal spec's policy retries 408, 409, 429 and 5xx, and asks for the key again after 401.
POLICY = {
    "max_retries": 3,
    "initial_backoff_ms": 1,
    "max_backoff_ms": 2,
    "retry_statuses": [418],
    "key_refresh_status": 403,
}
# Task ID -> the requests it takes under POLICY: 418 is retried (three times), 503 no longer is,
# and after 403 the key function is asked again and the request sent once more.
EXPECTED = {"a-418-418-418": 4, "b-503": 1, "c-403": 2}


class Scripted:
    """Answers GET .../tasks/ID with the statuses ID lists after its first dash, one per
    request, then with the task; counts the requests per ID."""

    def __init__(self) -> None:
        self.requests: Counter[str] = Counter()
        self.app = Starlette(routes=[Route("/{path:path}", self.answer, methods=["GET"])])

    async def answer(self, request: Request) -> JSONResponse:
        task_id = request.url.path.removeprefix(AGENT_PATH + "/tasks/")
        self.requests[task_id] += 1
        script = [int(s) for s in task_id.split("-")[1:]]
        n = self.requests[task_id]
        if n <= len(script):
            return JSONResponse({"message": "scripted"}, script[n - 1])
        return JSONResponse({"id": task_id, "status": {"state": "TASK_STATE_COMPLETED"}})


@pytest.fixture
def scripted() -> Any:
    server = Scripted()
    for root in serve(lambda host, port: server.app):
        server.root = root  # type: ignore[attr-defined]
        yield server


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The minimal spec with POLICY, generated for every target."""
    spec = tmp_path_factory.mktemp("spec")
    for file in MINIMAL.glob("*.yaml"):
        (spec / file.name).write_text(file.read_text())
    service = yaml.safe_load((spec / "service.yaml").read_text())
    service["client_policy"].update(POLICY)
    (spec / "service.yaml").write_text(yaml.safe_dump(service, sort_keys=False))
    out = tmp_path_factory.mktemp("out")
    for target, files in render(spec, (), None).items():
        for path, text in files.items():
            (out / target / path).parent.mkdir(parents=True, exist_ok=True)
            (out / target / path).write_text(text)
    return out


PYTHON_CHECK = """
import sys
import tiny_a2a as ml
from tiny_a2a import v2_0

asked = []

def key():
    asked.append(1)
    return f"k{len(asked)}"

client = v2_0.Client(agent_id="agent-abcd", base_url=sys.argv[1], api_key=key)
assert client.get_task("a-418-418-418").id == "a-418-418-418"
try:
    client.get_task("b-503")
    raise AssertionError("no error")
except ml.APIStatusError as error:
    assert error.status_code == 503, error
before = len(asked)
assert client.get_task("c-403").id == "c-403"
assert len(asked) == before + 2, asked
"""


def test_the_python_client_follows_the_spec(tree: Path, scripted: Any, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", PYTHON_CHECK, scripted.root],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tree / "python")},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert scripted.requests == EXPECTED


TS_CHECK = """
import { APIStatusError, V2_0Client } from "./index.js";

const root = (globalThis as unknown as { process: { argv: string[] } }).process.argv[2]!;
let asked = 0;
const client = new V2_0Client({ agentId: "agent-abcd", baseUrl: root, apiKey: () => `k${++asked}` });
const task = await client.getTask("a-418-418-418");
if (task.id !== "a-418-418-418") throw new Error(JSON.stringify(task));
await client.getTask("b-503").then(
  () => {
    throw new Error("no error");
  },
  (error: unknown) => {
    if (!(error instanceof APIStatusError) || error.statusCode !== 503) throw error;
  },
);
const before = asked;
if ((await client.getTask("c-403")).id !== "c-403" || asked !== before + 2) throw new Error(`asked ${asked}`);
"""


def test_the_typescript_client_follows_the_spec(tree: Path, scripted: Any) -> None:
    assert TSC.exists(), f"{TSC} is missing: run `.venv/bin/npm ci` at the project root first"
    package = tree / "typescript"
    (package / "src" / "check.ts").write_text(TS_CHECK)
    compiled = subprocess.run(
        [TSC, "-p", package / "tsconfig.json"], capture_output=True, text=True, timeout=600
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    (package / "package.json").write_text(json.dumps({"type": "module"}))
    result = subprocess.run(
        ["node", package / "dist" / "check.js", scripted.root],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert scripted.requests == EXPECTED


GO_CHECK = """package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	tiny "example.test/tiny-a2a"
	"example.test/tiny-a2a/v2_0"
)

func main() {
	asked := 0
	client, err := v2_0.NewClient(tiny.Options{AgentID: "agent-abcd", BaseURL: os.Args[1],
		APIKeyFunc: func(context.Context) (string, error) { asked++; return fmt.Sprintf("k%d", asked), nil }})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	if task, err := client.GetTask(ctx, "a-418-418-418", nil); err != nil || task.ID != "a-418-418-418" {
		panic(fmt.Sprint(task, err))
	}
	var status *tiny.APIStatusError
	if _, err := client.GetTask(ctx, "b-503", nil); !errors.As(err, &status) || status.StatusCode != 503 {
		panic(fmt.Sprint("not a 503: ", err))
	}
	before := asked
	if task, err := client.GetTask(ctx, "c-403", nil); err != nil || task.ID != "c-403" || asked != before+2 {
		panic(fmt.Sprint(task, err, asked))
	}
}
"""


def test_the_go_client_follows_the_spec(
    tree: Path, scripted: Any, go_env: dict[str, str], tmp_path: Path
) -> None:
    (tmp_path / "go.mod").write_text(
        "module policycheck\n\ngo 1.21\n\nrequire example.test/tiny-a2a v0.0.0\n\n"
        f"replace example.test/tiny-a2a => {tree / 'go'}\n"
    )
    (tmp_path / "main.go").write_text(GO_CHECK)
    result = subprocess.run(
        ["go", "run", ".", scripted.root],
        cwd=tmp_path,
        env=go_env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    assert scripted.requests == EXPECTED
