"""The reader of Go declarations (generator/diff/go_source.py) against a snippet of what it
reads and against go/ast (tests/tools/go_declarations.go) on every golden Go tree."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from a2a_codegen.diff.go_source import declarations
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
    ["const", "Sum", {"type": "", "value": "1 + 2", "doc": ""}],
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
    ["var", "Default", {"type": "", "doc": "Default is the default."}],
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
    ["const", "Spaced", {"type": "", "value": '"a  b\\"  c"', "doc": ""}],  # its spaces kept
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
