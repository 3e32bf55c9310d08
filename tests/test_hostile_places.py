"""Every place the bundled spec holds text (each value and each key of its four files), with each
hostile payload of fixtures/hostile_strings.yaml appended: `validate` refuses it with a location,
or takes it. Then one spec that carries, at every place of each kind, every payload that place
took (the payloads together), is generated in full: the Python package imports (and runs no
payload), the TypeScript package passes `tsc --strict` and loads (and runs none), the Go module
passes `go vet`. A target that forgets its escaping rule at one place fails here."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from a2a_codegen import ir
from a2a_codegen.errors import SpecError
from a2a_codegen.output import writer
from a2a_codegen.spec import load_spec, plain, schema
from a2a_codegen.targets import render_target
from conftest import FIXTURES, ROOT, SPEC, spec_mutations
from test_go import run as run_go

PAYLOADS: dict[str, str] = yaml.safe_load((FIXTURES / "hostile_strings.yaml").read_text())
FILES = ("service", "dialects", "models", "extension")
# The words of the spec format (its keys): a place's kind keeps them and stands for the rest (a
# name the spec chose) with "*", so that one place of each kind is tried.
WORDS = {f.key for c in plain.Strict.__subclasses__() for f in c.FIELDS.values()}
WORDS |= {*schema.KEYWORDS, *schema.OWN, *schema.TEXTS, "$defs", "x-unconfirmed"}

Place = tuple[str, tuple[str | int, ...], bool]  # file, path, whether the key (not the value)


def _places(node: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[tuple[Any, ...], bool]]:
    if isinstance(node, str):
        yield path, False
    elif isinstance(node, dict):
        for key, value in node.items():
            yield path + (key,), True
            yield from _places(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _places(value, path + (i,))


def _kinds(data: dict[str, Any]) -> dict[tuple[Any, ...], Place]:
    """One place of each kind of place (the first one) of the spec's files."""
    kinds: dict[tuple[Any, ...], Place] = {}
    for file in FILES:
        for path, key in _places(data[file]):
            kind = (
                file,
                key,
                *(0 if isinstance(c, int) else c if c in WORDS else "*" for c in path),
            )
            kinds.setdefault(kind, (file, path, key))
    return kinds


def _with(data: dict[str, Any], place: Place, text: str) -> dict[str, Any]:
    """A copy of the file's data with text appended at the place (to the key, or the value)."""
    file, path, key = place
    node = root = json.loads(json.dumps(data[file]))
    for part in path[:-1]:
        node = node[part]
    last = path[-1]
    if key:
        items = list(node.items())
        node.clear()
        node.update((k + text if k == last else k, v) for k, v in items)
    else:
        node[last] = node[last] + text
    return root


def _write(spec: Path, data: dict[str, Any]) -> None:
    spec.mkdir(parents=True, exist_ok=True)
    for file, content in data.items():
        text = yaml.dump(content, Dumper=yaml.CSafeDumper, allow_unicode=False, sort_keys=False)
        (spec / f"{file}.yaml").write_text(text)


def _tried(spec: Path, data: dict[str, Any]) -> bool:
    """Whether validate takes the spec (its files in data written over those in spec); a refusal
    must be located, and nothing else may escape."""
    _write(spec, data)
    try:
        load_spec(spec)
    except SpecError as exc:
        assert exc.problems and all(p.line >= 1 and p.col >= 1 for p in exc.problems), exc
        return False
    return True


@pytest.fixture(scope="module")
def hostile_spec(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[str]]]:
    """The spec with every payload each kind of place takes, and which payloads each took."""
    tmp = tmp_path_factory.mktemp("places")
    data = {f: yaml.safe_load((SPEC / f"{f}.yaml").read_text()) for f in FILES}
    taken: dict[Place, str] = {}
    took: dict[str, list[str]] = {name: [] for name in PAYLOADS}
    _write(tmp / "one", data)
    for place in _kinds(data).values():
        for name, payload in PAYLOADS.items():
            if _tried(tmp / "one", {place[0]: _with(data, place, payload)}):
                taken[place] = taken.get(place, "") + payload
                took[name].append(repr(place))
        _write(tmp / "one", {place[0]: data[place[0]]})
    combined = data
    # Values first, then keys from the deepest: a renamed key does not move a place still to do.
    for place in sorted(taken, key=lambda p: (p[2], -len(p[1]))):
        combined = {**combined, place[0]: _with(combined, place, taken[place])}
    spec = tmp / "all"
    assert _tried(spec, combined), "each payload is taken alone but not together"
    return spec, took


def test_each_payload_is_taken_at_some_places_and_refused_at_others(
    hostile_spec: tuple[Path, dict[str, list[str]]],
) -> None:
    _, took = hostile_spec
    refused_everywhere = {n for n, places in took.items() if not places}
    # Text no target can carry as it is: refused wherever it stands.
    assert refused_everywhere == {"nul", "byte-order mark"}, took
    prose = [n for n, places in took.items() if any("'doc'" in p for p in places)]
    assert {"template literal", "backtick", "single quotes", "line break", "punctuation"} <= set(
        prose
    )


def test_the_spec_with_every_payload_it_takes_generates_compiles_and_runs_none(
    hostile_spec: tuple[Path, dict[str, list[str]]], tmp_path: Path, go_env: dict[str, str]
) -> None:
    spec, _ = hostile_spec
    model = ir.build(load_spec(spec))
    with spec_mutations()._fast_render():
        trees = {t: render_target(t, model, None) for t in ("python", "typescript", "go")}
    writer.write_trees(tmp_path, trees)
    package = model.service.python_package
    modules = sorted(
        ".".join((package, *p.relative_to(tmp_path / "python" / package).with_suffix("").parts))
        for p in (tmp_path / "python" / package).rglob("*.py")
        if p.stem != "__main__"  # runs the command line
    )
    imported = subprocess.run(
        [sys.executable, "-c", "".join(f"import {m}\n" for m in modules) + "print('ok')"],
        cwd=tmp_path / "python",
        capture_output=True,
        text=True,
    )
    assert imported.stdout.strip() == "ok", imported.stderr[-3000:]
    ts = tmp_path / "typescript"
    built = subprocess.run(
        [ROOT / "node_modules" / ".bin" / "tsc", "--strict", "-p", ts / "tsconfig.json"],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stdout[-3000:]
    entries = sorted(p.name for p in (ts / "dist").glob("*.js"))
    script = "".join(f'await import("./dist/{e}");\n' for e in entries)
    script += 'console.log(globalThis.injected === undefined ? "ok" : "injected");\n'
    (ts / "load.mjs").write_text(script)
    loaded = subprocess.run(
        [shutil.which("node") or "node", "load.mjs"], cwd=ts, capture_output=True, text=True
    )
    assert loaded.stdout.strip() == "ok", loaded.stdout + loaded.stderr[-3000:]
    vet = run_go(go_env, "go", "vet", "./...", cwd=tmp_path / "go")
    assert vet.returncode == 0, vet.stdout + vet.stderr[-3000:]


# Specs that once ended in code that ran, did not compile, or a traceback (issue 33's table), as
# edits of the bundled spec: (file, text, its replacement, what validate now says there).
REFUSED = {
    "*/ in a dialect name": ("dialects", "  v1_0-rest:", "  v1_0-rest*/x:", "as a token"),
    "*/ in the extension's location": (
        "extension",
        "location: metadata",
        "location: a*/b",
        "token",
    ),
    "*/ in a data kind": ("service", "    attachments: {", "    attach*/x: {", "an identifier"),
    "*/ in a tool-call kind": ("service", "kind: function_call", "kind: a*/b", "as a token"),
    "*/ in the JSON-RPC version": ("dialects", 'version: "2.0"', 'version: "2*/0"', "as a token"),
    "*/ in a JSON-RPC method": ("dialects", "{method: GetTask}", "{method: Get*/Task}", "token"),
    "*/ in what the key needs": (
        "service",
        'doc: "The key needs the workspace_agent:a2a permission."',
        'doc: "The key needs a*/b."',
        "prose",
    ),
    "line break in a discriminator": (
        "dialects",
        "discriminator: kind",
        'discriminator: "ki\\nnd"',
        "token",
    ),
    "backslash in a dialect name": ("dialects", "  v1_0-rest:", '  "v1_0\\\\rest":', "as a token"),
    "backslash in a JSON-RPC method": (
        "dialects",
        "{method: GetTask}",
        '{method: "Get\\\\Task"}',
        "token",
    ),
    "backslash in a data kind": (
        "service",
        "    attachments: {",
        '    "att\\\\x": {',
        "identifier",
    ),
    "backslash in the extension's location": (
        "extension",
        "location: metadata",
        'location: "a\\\\b"',
        "token",
    ),
    "BOM in a field description": (
        "models",
        "description: The task's ID.",
        'description: "The \\uFEFF ID."',
        "'\\ufeff'",
    ),
    "non-numeric unset": ("service", "unset: all,", "unset: lots,", "does not fit"),
    "!!omap on a mapping": ("models", "  Part:\n", "  Part: !!omap\n", "YAML tag"),
    "a mapping in x-oneof": (
        "models",
        "x-oneof: [text, raw, url, data]",
        "x-oneof: [{a: 1}]",
        "x-oneof",
    ),
    "!!set, and a custom tag": (
        "models",
        "x-oneof: [task, message]",
        "x-oneof: !custom [task, message]",
        "YAML tag",
    ),
    "!!set": ("models", "  Part:\n", "  Part: !!set\n", "YAML tag"),
    "!!binary": ("service", "vendor: MemoryLake", "vendor: !!binary TWVtb3J5TGFrZQ==", "YAML tag"),
    "a 101-character token": (
        "dialects",
        "{method: GetTask}",
        f"{{method: {'G' * 101}}}",
        "at most 100",
    ),
    "a 201-character key": ("dialects", "  v1_0-rest:", f"  {'v' * 201}:", "at most 200"),
    "{...} in base_url.path": (
        "service",
        "/agents/{agentId}/a2a",
        "/agents/{agentId}/a2a/{...}",
        "placeholder",
    ),
}


@pytest.mark.parametrize("case", REFUSED)
def test_what_once_broke_a_package_is_refused_with_its_location(tmp_path: Path, case: str) -> None:
    file, text, replacement, said = REFUSED[case]
    shutil.copytree(SPEC, tmp_path / "spec")
    path = tmp_path / "spec" / f"{file}.yaml"
    assert text in path.read_text(), f"the bundled spec no longer has {text!r}"
    path.write_text(path.read_text().replace(text, replacement, 1))
    with pytest.raises(SpecError) as refused:
        load_spec(tmp_path / "spec")
    problems = [p for p in refused.value.problems if p.file.endswith(f"{file}.yaml")]
    assert any(said in p.message for p in problems), refused.value
    assert all(p.line > 1 for p in problems), refused.value


def test_a_huge_name_is_refused_at_once_and_quoted_short(tmp_path: Path) -> None:
    shutil.copytree(SPEC, tmp_path / "spec")
    path = tmp_path / "spec" / "service.yaml"
    path.write_text(path.read_text().replace("name: AccessDeniedError", f"name: {'E' * 3_000_000}"))
    with pytest.raises(SpecError) as refused:
        load_spec(tmp_path / "spec")
    assert "3,000,000 characters" in str(refused.value)
    assert len(str(refused.value)) < 1_000


def test_a_valid_spec_without_unset_generates_a_package_that_compiles(tmp_path: Path) -> None:
    """Leaving `unset` out of history_length (the caller's None then sends nothing)."""
    shutil.copytree(SPEC, tmp_path / "spec")
    path = tmp_path / "spec" / "service.yaml"
    path.write_text(path.read_text().replace("unset: all, ", "", 1))
    model = ir.build(load_spec(tmp_path / "spec"))
    assert not any(a.unset for op in model.operations for a in op.arguments)
    with spec_mutations()._fast_render():
        writer.write_trees(tmp_path, {"typescript": render_target("typescript", model, None)})
    built = subprocess.run(
        [
            ROOT / "node_modules" / ".bin" / "tsc",
            "--strict",
            "--noEmit",
            "-p",
            tmp_path / "typescript",
        ],
        capture_output=True,
        text=True,
    )
    assert built.returncode == 0, built.stdout[-3000:]
