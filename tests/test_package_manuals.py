"""Each generated package carries its manual (README.md) and its reference (api.md; Go doc and
Example functions), and every code block of them runs as it is, in its language, against the
package's own fake agent served on loopback, configured through the environment as a user would
configure the client (the key, the IDs and the base URL the SDK reads). A block that cannot run
says why in its first line (`# not run: ...` or `// not run: ...`). A failing block is named by
its file and line.

Also: help() on the Python package is a screen, and the log variable each package documents is
the one its runtime reads."""

from __future__ import annotations

import contextlib
import io
import json
import os
import pydoc
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import memorylake_a2a
import pytest
from conftest import AGENT_ID, GENERATED, ROOT, WORKSPACE_ID, serve
from memorylake_a2a import v1_0
from memorylake_a2a._http import httpx
from memorylake_a2a.testing import FakeAgent

KEY = "sk_manual_test"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
NOT_RUN = re.compile(r"^(#|//) not run: \S")
PACKAGES = ("python", "typescript", "go")


def blocks(path: Path) -> list[tuple[int, str, str]]:
    """A Markdown file's fenced blocks: (the line of the first code line, language, code)."""
    text = path.read_text()
    return [
        (text.count("\n", 0, m.start(2)) + 1, m.group(1), m.group(2)) for m in FENCE.finditer(text)
    ]


def runnable(path: Path, language: str) -> list[tuple[int, str]]:
    """The blocks of `language` to run. Every block is run by its language's test (Python's
    runs the Python package's shell blocks too), or says why it is not, or is text."""
    out = []
    ran = {"python": {"python", "sh"}}.get(path.parent.name, {language})
    for line, lang, code in blocks(path):
        if NOT_RUN.match(code):
            continue
        assert lang in ran | {
            "text"
        }, f"{path}:{line}: a {lang or 'bare'} block that is not run says why"
        if lang == language:
            out.append((line, code))
    return out


def fake_app(fake: FakeAgent) -> Any:
    """An ASGI app that answers every request with `fake.handle`: the package's fake agent on a
    socket, for programs that reach the agent by its base URL."""

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        body, more = b"", True
        while more:
            message = await receive()
            body, more = body + message.get("body", b""), message.get("more_body", False)
        query = scope["query_string"].decode()
        url = f"http://loopback{scope['path']}" + (f"?{query}" if query else "")
        headers = [(k.decode(), v.decode()) for k, v in scope["headers"]]
        response = fake.handle(httpx.Request(scope["method"], url, headers=headers, content=body))
        await send(
            {
                "type": "http.response.start",
                "status": response.status_code,
                "headers": [(k.encode(), v.encode()) for k, v in response.headers.items()],
            }
        )
        async for chunk in response.stream:  # type: ignore[union-attr]
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    return app


def module_version(path: str) -> str:
    """A version a require line may give a module path: /vN from version 2 on needs vN.x.y."""
    major = re.search(r"/v(\d+)$", path)
    return f"v{major[1]}.0.0" if major else "v0.0.0"


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[str, FakeAgent]]:
    """The Python package's FakeAgent on loopback: its root URL, and the fake."""
    fake = FakeAgent(api_key=KEY)
    for root in serve(lambda host, port: fake_app(fake)):
        yield root, fake


@pytest.fixture
def environment(served: tuple[str, FakeAgent], monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The variables a user sets (the package README's "Configure"), naming the served fake."""
    root, fake = served
    fake.reset()
    variables = {
        "MEMORYLAKE_API_KEY": KEY,
        "MEMORYLAKE_BASE_URL": root,
        "MEMORYLAKE_WORKSPACE_ID": WORKSPACE_ID,
        "MEMORYLAKE_AGENT_ID": AGENT_ID,
    }
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    monkeypatch.delenv(v1_0.Client.__module__.split(".")[0].upper() + "_LOG", raising=False)
    return variables


def run_python_blocks(path: Path) -> str:
    """Run a file's Python blocks in order in one namespace, each compiled at its own line of
    the file (a traceback names the file's line); then its shell blocks. Returns the output."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for line, code in runnable(path, "python"):
            exec(compile("\n" * (line - 1) + code, str(path), "exec"), namespace)
    return out.getvalue()


@pytest.mark.parametrize("name", ["README.md", "api.md"])
def test_python_blocks_run_against_the_fake(name: str, environment: dict[str, str]) -> None:
    path = GENERATED / "python" / name
    output = run_python_blocks(path)
    if name == "README.md":
        # The quickstart sent a message and printed the answer (the fake echoes the text).
        assert "What is the capital of France?\n" in output
        assert "refused: metadata.memorylake.actorID" in output
        assert "quota exceeded, as scripted" in output


def test_python_readme_shell_blocks_run_against_the_fake(environment: dict[str, str]) -> None:
    path = GENERATED / "python" / "README.md"
    env = {
        **os.environ,
        **environment,
        "PYTHONPATH": str(GENERATED / "python"),
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
    }
    sh = runnable(path, "sh")
    assert sh, "the command line's block"
    for line, code in sh:
        result = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", code], env=env, capture_output=True, text=True
        )
        assert result.returncode == 0, f"{path}:{line}: {result.stderr}"
        assert "What is the capital of France?" in result.stdout


def test_help_is_a_screen_and_points_to_the_manual() -> None:
    text = pydoc.render_doc(memorylake_a2a, renderer=pydoc.plaintext)
    assert len(text.splitlines()) < 200, len(text.splitlines())
    assert "README.md" in text and "api.md" in text


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_has_a_manual_and_a_reference(package: str) -> None:
    readme = (GENERATED / package / "README.md").read_text()
    for topic in (
        "## Install",
        "## Configure",
        "## Send a message and read the answer",
        "## Conversations",
        "## The `memorylake` extension",
        "## Stream",
        "## Get, cancel, subscribe and resume",
        "## Errors",
        "## Retries and timeouts",
        "## Per-call options, raw responses, hooks and logging",
        "## Testing your code",
        "## Other A2A agents",
        "## Troubleshooting",
        "## What is unconfirmed",
    ):
        assert topic in readme, (package, topic)
    from memorylake_a2a import _fake_spec

    dialects = set(_fake_spec.DIALECTS)
    for op in _fake_spec.OPERATIONS:  # every operation, with its errors on every dialect
        if package == "go":
            name = "".join(part.title() for part in op.split("_"))
            source = (GENERATED / "go" / "operations.go").read_text()
            doc = source.split(f"func (c *Client) {name}(")[0].rsplit("\n\n", 1)[-1]
            assert all(f"//   - {d}: " in doc for d in dialects), (op, doc)
        else:
            name = op if package == "python" else re.sub(r"_(\w)", lambda m: m[1].upper(), op)
            rows = reference_rows(GENERATED / package / "api.md")
            assert {(name, d) for d in dialects} <= rows.keys(), (package, op)
            assert "(api.md)" in readme


def reference_rows(path: Path) -> dict[tuple[str, str], set[str]]:
    """An api.md's error tables: (operation, dialect) -> the classes its row names."""
    rows: dict[tuple[str, str], set[str]] = {}
    for section in re.split(r"^## ", path.read_text(), flags=re.M)[1:]:
        op = section.split("`")[1]
        for dialect, cells in re.findall(r"^\| `([\w-]+)` \|(.*)\|$", section, re.M):
            rows[(op, dialect)] = set(re.findall(r"`(\w+)`", cells))
    return rows


def test_the_python_reference_names_what_each_operation_raises() -> None:
    """Every operation of every dialect is in api.md, and each HTTP error the fake can answer
    raises, from that operation on that dialect, a class its row names (by meaning: a row's
    class stands for its subclasses)."""
    from memorylake_a2a import _fake_spec, v0_3

    rows = reference_rows(GENERATED / "python" / "api.md")
    fake = FakeAgent()
    for package in (v1_0, v0_3):
        for transport in ("rest", "jsonrpc"):
            dialect = f"{package.__name__.rsplit('.', 1)[-1]}-{transport}"
            client = package.Client(
                workspace_id=WORKSPACE_ID,
                agent_id=AGENT_ID,
                api_key=KEY,
                transport=transport,
                http_client=fake.http_client(),
                max_retries=0,
            )
            for op in _fake_spec.OPERATIONS:
                listed = rows[(op, dialect)]
                classes = tuple(getattr(memorylake_a2a, name) for name in listed)
                for error in _fake_spec.HTTP_ERRORS:
                    fake.fail(getattr(memorylake_a2a, error), times=2)
                    with pytest.raises(classes):
                        call = getattr(client, op)
                        result = call() if op == "get_agent_card" else call("task-1")
                        if not hasattr(result, "model_dump"):
                            list(result)
                    fake.reset()


def test_the_documented_log_variable_is_the_one_the_runtime_reads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Python and TypeScript read one variable to turn logging on; their docs name it, and no
    placeholder is left. Go reads none (Options.Logger), and its manual names none."""
    from memorylake_a2a import ConfigurationError, _calls, _spec

    name = _spec.LOG_ENV
    monkeypatch.setenv(name, "loud")
    with pytest.raises(ConfigurationError, match=name):  # the runtime reads this very name
        v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID, api_key=KEY)
    assert f"{name}=info" in (_calls.__doc__ or "")
    assert f"{name}=info" in (GENERATED / "python" / "README.md").read_text()
    ts = GENERATED / "typescript" / "src"
    assert f'LOG_ENV = "{name}"' in (ts / "spec.ts").read_text()
    assert f"{name}=info" in (ts / "http.ts").read_text()
    assert f"{name}=info" in (GENERATED / "typescript" / "README.md").read_text()
    for tree in (GENERATED / "python", GENERATED / "typescript", GENERATED / "go"):
        for path in tree.rglob("*"):
            if path.is_file() and path.suffix in {".py", ".ts", ".go", ".md"}:
                assert "$LOG_ENV" not in path.read_text(), path
    go = "".join(p.read_text() for p in (GENERATED / "go").rglob("*.go"))
    assert "Getenv" in go and name not in go  # Go reads the key and IDs, not a log variable
    assert name not in (GENERATED / "go" / "README.md").read_text()


TSC = ROOT / "node_modules" / ".bin" / "tsc"
# Serves the package's FakeAgent on loopback, names it in the environment as a user would, then
# imports each module it is given, in order; a failure prints its stack (source-mapped to the
# Markdown file's lines) and exits 1.
TS_HARNESS = """
import http from "node:http";
import { FakeAgent } from "PACKAGE/testing";

const fake = new FakeAgent({ apiKey: process.env.API_KEY_ENV });
const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = Object.entries(req.headers).map(([k, v]) => [k, String(v)]);
  const response = await fake.fetch(`http://loopback${req.url}`, { method: req.method, headers, body });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  try {
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  } catch {
    res.destroy(); // a cut stream (cut: "reset")
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.BASE_URL_ENV = `http://127.0.0.1:${server.address().port}`;
try {
  for (const module of process.argv.slice(2)) await import(module);
} catch (error) {
  console.error(error);
  process.exit(1);
}
process.exit(0);
"""


def padded(path: Path, language: str) -> str:
    """A file's blocks of `language` as one program, each at its own line of the file, so that
    a compiler's or a stack trace's line is the Markdown file's."""
    lines: list[str] = []
    for line, code in runnable(path, language):
        lines += [""] * (line - 1 - len(lines))
        lines += code.splitlines()
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def ts_installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project with the TypeScript package installed in node_modules, built by its own
    tsconfig as a user builds it."""
    assert TSC.exists(), f"{TSC} is missing: run `.venv/bin/npm ci` at the project root first"
    project = tmp_path_factory.mktemp("ts-manual")
    name = json.loads((GENERATED / "typescript" / "package.json").read_text())["name"]
    package = project / "node_modules" / name
    package.mkdir(parents=True)
    shutil.copy(GENERATED / "typescript" / "package.json", package)
    shutil.copy(GENERATED / "typescript" / "tsconfig.json", package)
    shutil.copytree(GENERATED / "typescript" / "src", package / "src")
    built = subprocess.run([TSC, "-p", package / "tsconfig.json"], capture_output=True, text=True)
    assert built.returncode == 0, built.stdout + built.stderr
    (project / "package.json").write_text('{"type": "module"}\n')
    return project


def test_typescript_blocks_type_check_and_run_against_the_fake(ts_installed: Path) -> None:
    """The README's and api.md's TypeScript blocks, each file one module, compiled with
    `tsc --strict` in one run and run by Node in one process; an error names the file's line."""
    project = ts_installed
    name = json.loads((GENERATED / "typescript" / "package.json").read_text())["name"]
    modules = []
    for doc in ("README.md", "api.md"):
        source = project / f"{doc}.ts"  # README.md.ts: errors name README.md's lines
        source.write_text(padded(GENERATED / "typescript" / doc, "typescript"))
        modules.append(f"./{doc}.js")
    options = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--lib", "ES2022,DOM"]
    sources = [project / f"{doc}.ts" for doc in ("README.md", "api.md")]
    compiled = subprocess.run(
        [TSC, *options, "--types", "", "--sourceMap", *sources], capture_output=True, text=True
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    harness = TS_HARNESS.replace("PACKAGE", name)
    harness = harness.replace("API_KEY_ENV", "MEMORYLAKE_API_KEY").replace(
        "BASE_URL_ENV", "MEMORYLAKE_BASE_URL"
    )
    (project / "harness.mjs").write_text(harness)
    env = {
        **os.environ,
        "MEMORYLAKE_API_KEY": KEY,
        "MEMORYLAKE_WORKSPACE_ID": WORKSPACE_ID,
        "MEMORYLAKE_AGENT_ID": AGENT_ID,
    }
    env.pop("MEMORYLAKE_A2A_LOG", None)
    node = shutil.which("node") or "node"
    result = subprocess.run(
        [node, "--enable-source-maps", "harness.mjs", *modules],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout.splitlines()
    assert "What is the capital of France?" in out  # the quickstart's answer (the fake echoes)
    assert "refused: metadata.memorylake.actorID" in out
    assert "quota exceeded, as scripted" in out


# Serves the module's FakeAgent on loopback and prints its URL; the test stops it.
GO_FAKE_SERVER = """package main

import (
	"fmt"
	"net"
	"net/http"

	"MODULE/a2atest"
)

func main() {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	fmt.Printf("http://%s\\n", listener.Addr())
	panic(http.Serve(listener, &a2atest.FakeAgent{APIKey: "KEY"}))
}
"""


def test_go_readme_programs_build_and_run_against_the_fake(
    go_env: dict[str, str], tmp_path: Path
) -> None:
    """Each Go block of the README is a program: all are built in one `go build` (a //line
    directive makes an error name the README's line), then each runs against the module's
    FakeAgent served on loopback, named by the environment."""
    readme = GENERATED / "go" / "README.md"
    module = re.search(r"^module (\S+)", (GENERATED / "go" / "go.mod").read_text(), re.M)
    assert module
    (tmp_path / "go.mod").write_text(
        f"module manual\n\ngo 1.21\n\nrequire {module[1]} {module_version(module[1])}\n\n"
        f"replace {module[1]} => {GENERATED / 'go'}\n"
    )
    programs = runnable(readme, "go")
    assert len(programs) >= 4
    for line, code in programs:
        (tmp_path / f"readme_{line}").mkdir()
        (tmp_path / f"readme_{line}" / "main.go").write_text(f"//line README.md:{line}\n{code}")
    (tmp_path / "fakeserver").mkdir()
    server = GO_FAKE_SERVER.replace("MODULE", module[1]).replace("KEY", KEY)
    (tmp_path / "fakeserver" / "main.go").write_text(server)
    go = {**os.environ, **go_env}
    built = subprocess.run(
        ["go", "build", "-o", "bin/", "./..."], cwd=tmp_path, env=go, capture_output=True, text=True
    )
    assert built.returncode == 0, built.stdout + built.stderr
    vet = subprocess.run(
        ["go", "vet", "./..."], cwd=tmp_path, env=go, capture_output=True, text=True
    )
    assert vet.returncode == 0, vet.stdout + vet.stderr
    fake = subprocess.Popen([tmp_path / "bin" / "fakeserver"], stdout=subprocess.PIPE, text=True)
    try:
        assert fake.stdout
        env = {
            **os.environ,
            "MEMORYLAKE_API_KEY": KEY,
            "MEMORYLAKE_BASE_URL": fake.stdout.readline().strip(),
            "MEMORYLAKE_WORKSPACE_ID": WORKSPACE_ID,
            "MEMORYLAKE_AGENT_ID": AGENT_ID,
        }
        output = []
        for line, _ in programs:
            ran = subprocess.run(
                [tmp_path / "bin" / f"readme_{line}"], env=env, capture_output=True, text=True
            )
            assert ran.returncode == 0, f"{readme}:{line}: {ran.stdout}{ran.stderr}"
            output += ran.stdout.splitlines()
    finally:
        fake.kill()
        fake.wait()
    assert "What is the capital of France?" in output  # the quickstart's answer (echoed)
    assert "refused: metadata.memorylake.actorID" in output
    assert "quota exceeded, as scripted" in output
