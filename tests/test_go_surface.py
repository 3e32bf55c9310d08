"""Go in `a2a-codegen diff`: the reader of Go declarations (generator/diff/go_source.py) against
a snippet of what it reads and against go/ast (tests/tools/go_declarations.go) on every golden Go
tree; Go's own API snapshot; and Go's line in the verdict (text, Markdown, JSON) and its
CHANGELOG entry for a field removed, a field added and a documentation edit in the minimal
fixture spec."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from a2a_codegen.cli import main
from a2a_codegen.diff import surface
from a2a_codegen.diff.changelog import SNAPSHOT
from a2a_codegen.diff.go_source import declarations
from a2a_codegen.ir import build
from a2a_codegen.pipeline import render
from a2a_codegen.spec import load_spec
from click.testing import CliRunner
from conftest import FIXTURES, GENERATED, ROOT

SNIPPET = """package p

import (
\t"io"
\t"time"
)

// Kind is a kind.
type Kind string

// The kinds.
const (
\t// KindA is the first.
\tKindA Kind = "a{//}"
\tKindB
\tkindC Kind = "c"
)

const Sum = 1 +
\t2

// Pair has two fields on one line, an embedded type and tags.
type Pair struct { // not documentation
\t// A and B are the halves.
\tA, B int `json:"a,omitempty"`
\t// Skipped is never sent.
\tSkipped string `json:"-"`
\tKept    string `json:"kept"`
\t*Base
\thidden   int
\tUntagged time.Duration // a line comment
}

// Reader reads.
type Reader interface {
\tio.Closer
\t// Read reads into p.
\tRead(p []byte) (n int, err error)
\tclose() error
}

type Base struct{ ID string }

// List is generic.
type List[T any, U comparable] struct{ Items []T }

type Alias = Pair

// Map maps.
//
//go:noinline
func Map[T any](items []T, f func(item T) (T, error), rest ...string) []T { return items }

// Do does.
func (p *Pair) Do(a, b int, c string) (int, error) {
\tif a > b {
\t\treturn 0, nil
\t}
\treturn 1, nil
}

func (p Pair) private() {}

func (l *List[T, U]) Len() int { return len(l.Items) }

var (
\t// Default is the default.
\tDefault = Pair{A: 1}
\tTimeout time.Duration
\tignored = 1
)

// Hooks has an inline type.
type Hooks struct {
\t// On is called.
\tOn struct {
\t\t// Start starts.
\t\tStart func(name string) // a comment
\t\tQuote string `json:"q"`
\t}
\tValues [2]string
}

const Spaced = "a  b\\"  c"
"""

HALVES = {"json": "a", "required": False, "type": "int", "doc": "A and B are the halves."}
EXPECTED = [
    ["type", "Kind", {"type": "string", "doc": "Kind is a kind."}],
    ["const", "KindA", {"type": "Kind", "value": '"a{//}"', "doc": "KindA is the first."}],
    ["const", "KindB", {"type": "Kind", "value": '"a{//}"', "doc": ""}],  # iota's repetition
    ["const", "Sum", {"value": "1 + 2", "doc": ""}],
    [
        "type",
        "Pair",
        {"type": "struct", "doc": "Pair has two fields on one line, an embedded type and tags."},
    ],
    ["field", "Pair.A", HALVES],
    ["field", "Pair.B", HALVES],
    [
        "field",
        "Pair.Skipped",
        {"type": "string", "json": "-", "required": False, "doc": "Skipped is never sent."},
    ],
    ["field", "Pair.Kept", {"type": "string", "json": "kept", "required": True, "doc": ""}],
    ["field", "Pair.Base", {"type": "*Base", "embedded": True, "doc": ""}],
    ["field", "Pair.Untagged", {"type": "time.Duration", "doc": ""}],
    ["type", "Reader", {"type": "interface", "doc": "Reader reads."}],
    ["field", "Reader.Closer", {"type": "io.Closer", "embedded": True, "doc": ""}],
    [
        "method",
        "Reader.Read",
        {"signature": "func([]byte) (int, error)", "doc": "Read reads into p."},
    ],
    ["type", "Base", {"type": "struct", "doc": ""}],
    ["field", "Base.ID", {"type": "string", "doc": ""}],
    ["type", "List", {"type": "[T any, U comparable]struct", "doc": "List is generic."}],
    ["field", "List.Items", {"type": "[]T", "doc": ""}],
    ["type", "Alias", {"type": "= Pair", "doc": ""}],
    [
        "func",
        "Map",
        {
            "signature": "[T any]func([]T, func(item T) (T, error), ...string) []T",
            "doc": "Map maps.",
        },
    ],
    [
        "method",
        "Pair.Do",
        {
            "receiver": "*Pair",
            "signature": "func(int, int, string) (int, error)",
            "doc": "Do does.",
        },
    ],
    ["method", "List.Len", {"receiver": "*List[T, U]", "signature": "func() int", "doc": ""}],
    ["var", "Default", {"doc": "Default is the default."}],
    ["var", "Timeout", {"type": "time.Duration", "doc": ""}],
    ["type", "Hooks", {"type": "struct", "doc": "Hooks has an inline type."}],
    [
        "field",
        "Hooks.On",  # an inline type is its text on one line, without its comments
        {
            "type": 'struct { Start func(name string) Quote string `json:"q"` }',
            "doc": "On is called.",
        },
    ],
    ["field", "Hooks.Values", {"type": "[2]string", "doc": ""}],
    ["const", "Spaced", {"value": '"a  b\\"  c"', "doc": ""}],  # its spaces kept
]


def test_the_reader_reads_each_kind_of_declaration() -> None:
    """Exported names only; grouped and repeated constants, continued lines, fields of one line,
    tags, embedded types, interfaces, generics, aliases, inline types; a signature without its
    parameter names; a doc comment is the comment just above, without its directives."""
    assert declarations(SNIPPET) == EXPECTED


def test_the_reader_reads_what_go_ast_reads(go_env: dict[str, str], tmp_path: Path) -> None:
    """On the snippet and on every Go file of the golden trees (generated/go, the fixtures'),
    the reader's declarations are go/ast's, in order."""
    snippet = tmp_path / "snippet.go"
    snippet.write_text(SNIPPET)
    trees = [GENERATED / "go", *sorted(FIXTURES.glob("expected/*/go"))]
    files = [snippet, *(f for tree in trees for f in sorted(tree.rglob("*.go")))]
    run = subprocess.run(
        ["go", "run", ROOT / "tests" / "tools" / "go_declarations.go"],
        input="\n".join(map(str, files)),
        env=go_env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode == 0, run.stderr
    by_go = json.loads(run.stdout)
    assert len(by_go) == len(files) > 30
    for f in files:
        assert declarations(f.read_text()) == by_go[str(f)], f


def test_gos_snapshot_is_its_own() -> None:
    """generated/go/_api.json holds Go's API, read from the module (not TypeScript's): the
    templates' declarations, not the runtime's, nor version.go's constants."""
    go = json.loads((GENERATED / "go" / SNAPSHOT).read_text())
    typescript = json.loads((GENERATED / "typescript" / SNAPSHOT).read_text())
    assert go["api"] != typescript["api"] and go["wire"] == typescript["wire"]
    tree = {
        str(p.relative_to(GENERATED / "go")): p.read_text()
        for p in (GENERATED / "go").rglob("*.go")
    }
    assert go["api"] == surface.go(build(load_spec(ROOT / "spec")), tree)
    api = go["api"]
    assert api["field Task.ID"] == {
        "type": "string",
        "json": "id",
        "required": True,
        "doc": api["field Task.ID"]["doc"],
    }
    assert api["type SendMessageRequest"]["direction"] == "input"
    assert api["method Client.SendMessage"]["signature"] == (
        "func(context.Context, MessageInput, *SendMessageOptions) (*SendMessageResponse, error)"
    )
    assert "func v1_0.NewClient" in api and "var v0_3.REST" in api
    assert "func RetryAfter" not in api  # the runtime's (http.go)
    assert "const Version" not in api and "const SpecDigest" not in api


def diff(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["diff", *args])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout


def minimal(tmp_path: Path, name: str, file: str, old: str, new: str) -> Path:
    """A copy of the minimal fixture spec with one edit."""
    spec = tmp_path / name
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    text = (spec / file).read_text()
    assert old in text, old
    (spec / file).write_text(text.replace(old, new, 1))
    return spec


CONTEXT_ID = "      contextId: {type: string}\n      status:"


def test_a_removed_field_is_a_major_go_line_in_every_format(tmp_path: Path) -> None:
    old = FIXTURES / "specs" / "minimal"
    new = minimal(tmp_path, "new", "models.yaml", CONTEXT_ID, "      status:")
    code, text = diff(str(old), str(new))
    assert code == 2  # the spec still says 1.0.0
    breaking = text.split("Breaking changes:\n", 1)[1].split("\n\n", 1)[0]
    assert "  Go: removed field Task.ContextID\n" in breaking + "\n"
    assert "\n  Go package: major (breaking)\n" in text
    markdown = diff(str(old), str(new), "--format", "markdown")[1]
    assert "- Go: removed `field Task.ContextID`\n" in markdown
    report = json.loads(diff(str(old), str(new), "--format", "json")[1])
    assert report["levels"]["go"] == "breaking"
    assert report["packages"]["go"] == {"level": "breaking", "bump": "major"}
    [change] = [c for c in report["changes"] if c["section"] == "go"]
    assert (change["change"], change["entry"]) == ("removed", "field Task.ContextID")


def test_an_added_field_is_minor_and_a_doc_edit_a_patch_for_go(tmp_path: Path) -> None:
    old = FIXTURES / "specs" / "minimal"
    title = CONTEXT_ID.replace("\n", "\n      title: {type: string}\n", 1)
    added = minimal(tmp_path, "added", "models.yaml", CONTEXT_ID, title)
    report = json.loads(diff(str(old), str(added), "--format", "json")[1])
    assert report["packages"]["go"] == {"level": "feature", "bump": "minor"}
    go = [(c["change"], c["entry"], c["level"]) for c in report["changes"] if c["section"] == "go"]
    assert go == [("added", "field Task.Title", "feature")]
    edited = minimal(tmp_path, "doc", "service.yaml", "doc: Send a message.", "doc: Send one.")
    code, text = diff(str(old), str(edited))
    assert "\n  Go package: patch (fix)\n" in text
    assert "\n  Go: documentation of method Client.SendMessage\n" in text
    report = json.loads(diff(str(old), str(edited), "--format", "json")[1])
    assert {c["level"] for c in report["changes"] if c["section"] == "go"} == {"fix"}


@pytest.mark.parametrize(
    ("version", "file", "old", "new", "entry"),
    [
        (
            "2.0.0",
            "models.yaml",
            CONTEXT_ID,
            "      status:",
            "From the spec of 1.0.0: a major release (breaking).",
        ),
        (
            "1.0.1",
            "service.yaml",
            "doc: Send a message.",
            "doc: Send one.",
            "From the spec of 1.0.0: a patch release (fix).",
        ),
    ],
)
def test_gos_changelog_entry_names_the_change(
    tmp_path: Path, version: str, file: str, old: str, new: str, entry: str
) -> None:
    """The Go package's CHANGELOG, continuing the golden 1.0.0 tree's, tells what changed in
    Go's API, and nothing of the other languages'."""
    spec = minimal(tmp_path, "spec", file, old, new)
    service = (spec / "service.yaml").read_text()
    (spec / "service.yaml").write_text(
        service.replace("\nversion: 1.0.0 ", f"\nversion: {version} ")
    )
    tree = render(spec, ("go",), None, previous=FIXTURES / "expected" / "minimal")["go"]
    log = tree["CHANGELOG.md"]
    top = log.split(f"\n## {version}\n\n", 1)[1].split("\n## ", 1)[0]
    assert top.startswith(entry + "\n"), top
    line = {
        "2.0.0": "- Go: removed `field Task.ContextID`",
        "1.0.1": "- Go: documentation of `method Client.SendMessage`",
    }[version]
    assert f"\n{line}\n" in top
    assert "- Python:" not in top and "- TypeScript:" not in top
    assert json.loads(tree[SNAPSHOT])["base"]["version"] == "1.0.0"
