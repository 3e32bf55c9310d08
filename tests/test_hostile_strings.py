"""Hostile strings in every position of a spec that reaches code: prose (docs, descriptions,
messages, reasons), enum values, patterns, header values, field names and model names. Each one
is refused by validate with a location, or the outputs compile (one import run, one mypy --strict,
one tsc --strict and one go vet over all of them), carry the text as it was written (prose aside from
whitespace: docs are re-wrapped) and behave: the Python client reads the enum value, matches the
pattern as `re.fullmatch` does, sends the header and maps the field name. No string can become
code."""

from __future__ import annotations

import ast
import contextlib
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from a2a_codegen import ir
from a2a_codegen.errors import SpecError
from a2a_codegen.output.writer import Tree
from a2a_codegen.spec import load_spec
from a2a_codegen.spec.checks import names
from a2a_codegen.spec.checks.names import PROSE, PROSE_MAPS
from a2a_codegen.targets import render_target
from a2a_codegen.targets.python import param_defs
from a2a_codegen.targets.typescript import camel, pascal
from conftest import FIXTURES, GENERATED, SPEC, spec_mutations

HOSTILE = [
    'say "hi" to them',
    "it's",
    "${process.exit(1)}",
    "`rm -rf /`",
    "{{ spec }} and {% if x %}",
    "class import def function return",
    "'''",
    "<!-- --> <script>",
    "%s %d {0} {}",
    "emoji 🎉 ünïcödé",
    "# not a comment",
    "a // b /* c",
    "'; DROP TABLE x; --",
    # whitespace, which prose is folded at (it is wrapped again in the docs)
    "line\nbreak",
    "tab\there",
    "line\u2028separator",
    "paragraph\u2029separator",
    # refused: they can't be carried into code as they are
    "back\\slash",
    'triple """ quotes',
    "ends the */ comment",
    "nul\x00byte",
    'ends with a "',
]
REFUSED = HOSTILE[HOSTILE.index("back\\slash") :]


def _inject(node: Any, text: str, prose: bool = False) -> Any:
    """Every prose string of node, with text appended."""
    if isinstance(node, str):
        return f"{node} {text}" if prose else node
    if isinstance(node, dict):
        return {
            k: (
                {kk: _inject(vv, text, True) for kk, vv in v.items()}
                if k in PROSE_MAPS and isinstance(v, dict)
                else _inject(v, text, k in PROSE and isinstance(v, str))
            )
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_inject(v, text, prose) for v in node]
    return node


def _words(text: str) -> str:
    return " ".join(re.sub(r"^\s*(#|\*|//|/\*\*)", " ", text, flags=re.M).split())


# Names: of the target languages' keywords and builtins, of pydantic's and JavaScript's objects,
# of what the generated packages import, and not names at all.
NAMES = [
    *["class", "None", "self", "from", "async", "constructor", "__proto__", "toString"],
    *["model_config", "model_fields", "json", "schema", "copy", "a-b", "a b", "1abc", "_x"],
    *['say "hi"', "${x}", "`x`", "it's", "Any", "Field", "str", "Record", "ExtensionError"],
    *["Schema", "Promise", "Wrapper", "nul\x00byte", "line\nbreak", 'triple """ quotes'],
]
EXTENSION = "TinyExtension"


def _load(spec: Path, file: str) -> Any:
    return yaml.safe_load((spec / f"{file}.yaml").read_text())


def _dump(spec: Path, file: str, data: Any) -> None:
    (spec / f"{file}.yaml").write_text(yaml.safe_dump(data, allow_unicode=True))


def _prose(spec: Path, texts: list[str]) -> None:
    text = " | ".join(texts)
    for file in ("service", "dialects", "models", "extension"):
        _dump(spec, file, _inject(_load(spec, file), text))


def _extension_properties(
    spec: Path, add: Callable[[dict[str, Any], dict[str, Any]], None]
) -> None:
    data = _load(spec, "extension")
    add(data["$defs"], data["$defs"][EXTENSION]["properties"])
    _dump(spec, "extension", data)


def _enum_values(spec: Path, texts: list[str]) -> None:
    _extension_properties(
        spec, lambda defs, props: props.update(mode={"type": "string", "enum": texts})
    )


def _patterns(spec: Path, texts: list[str]) -> None:
    _extension_properties(
        spec,
        lambda defs, props: props.update(
            {f"p{i}": {"type": "string", "pattern": t} for i, t in enumerate(texts)}
        ),
    )


def _header_values(spec: Path, texts: list[str]) -> None:
    data = _load(spec, "dialects")
    data["dialects"]["v2_0-rest"]["headers"].update(
        {f"X-Hostile-{i}": t for i, t in enumerate(texts)}
    )
    _dump(spec, "dialects", data)


def _field_names(spec: Path, texts: list[str]) -> None:
    _extension_properties(
        spec, lambda defs, props: props.update({t: {"type": "string"} for t in texts})
    )


def _model_names(spec: Path, texts: list[str]) -> None:
    def add(defs: dict[str, Any], props: dict[str, Any]) -> None:
        for i, name in enumerate(texts):
            defs[name] = {"type": "object", "properties": {"v": {"type": "string"}}}
            props[f"m{i}"] = {"$ref": f"#/$defs/{name}"}

    _extension_properties(spec, add)


POSITIONS: dict[str, tuple[Callable[[Path, list[str]], None], list[str]]] = {
    "prose": (_prose, HOSTILE),
    "enum value": (_enum_values, HOSTILE),
    "pattern": (_patterns, HOSTILE),
    "header value": (_header_values, HOSTILE),
    "field name": (_field_names, NAMES),
    "model name": (_model_names, NAMES),
}


def _spec(tmp_path: Path, name: str, injections: dict[str, list[str]]) -> Path:
    """The minimal fixture with the texts in their positions."""
    spec = tmp_path / name
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    for position, texts in injections.items():
        POSITIONS[position][0](spec, texts)
    return spec


SUFFIX = {"python": ".py", "typescript": ".ts", "go": ".go"}
# A Go interpreted string literal's escapes (generator/targets/go.py's go_string writes these).
GO_ESCAPE = re.compile(r'\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|n|\\|")')


def _literals(tree: Tree, target: str) -> set[str]:
    """Every string literal of a tree's Python modules (by ast), TypeScript modules (the
    double-quoted ones, which the TypeScript target writes as JSON) or Go files (interpreted
    string literals, decoded)."""
    found: set[str] = set()
    for path, text in tree.items():
        if not path.endswith(SUFFIX[target]):
            continue
        if target == "python":
            found |= {
                n.value
                for n in ast.walk(ast.parse(text))
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            }
            continue
        for literal in re.findall(r'"(?:[^"\\\n]|\\.)*"', text):
            if target == "go":
                found.add(GO_ESCAPE.sub(_go_unescape, literal[1:-1]))
            else:
                with contextlib.suppress(ValueError):  # a runtime string that is not JSON
                    found.add(json.loads(literal))
    return found


def _go_unescape(match: re.Match[str]) -> str:
    escape = match.group(1)
    return {"n": "\n", "\\": "\\", '"': '"'}.get(escape) or chr(int(escape[1:], 16))


def test_hostile_strings_are_refused_with_a_location_or_compile_survive_and_behave(
    tmp_path: Path,
) -> None:
    accepted: dict[str, list[str]] = {}
    refused: dict[str, list[str]] = {}
    for position, (_, texts) in POSITIONS.items():
        for n, text in enumerate(texts):
            try:
                load_spec(_spec(tmp_path, f"{position}-{n}".replace(" ", "-"), {position: [text]}))
            except SpecError as exc:
                assert all(p.line >= 1 and p.col >= 1 for p in exc.problems), exc
                refused.setdefault(position, []).append(text)
            else:
                accepted.setdefault(position, []).append(text)
    # Prose is refused exactly when it can't be carried; every position takes some strings and
    # refuses some.
    assert refused["prose"] == REFUSED
    assert all(accepted.get(p) for p in POSITIONS), accepted
    assert all(refused.get(p) for p in POSITIONS), refused
    # What is accepted, all at once in one spec: one tree to compile.
    spec = _spec(tmp_path, "accepted", accepted)
    model = ir.build(load_spec(spec))
    mutations = spec_mutations()
    with mutations._fast_render():
        trees = {t: render_target(t, model, None) for t in SUFFIX}
    for target, tree in trees.items():
        output = _words("\n".join(tree.values()))
        for text in accepted["prose"]:
            assert _words(text) in output, (text, target)
        literals = _literals(tree, target)
        for position in ("enum value", "pattern", "header value"):
            missing = [t for t in accepted[position] if t not in literals]
            assert not missing, (target, position, missing)
    tags = set(re.findall(r'`json:"([^"]*?)(?:,omitempty)?"`', "".join(trees["go"].values())))
    assert set(accepted["field name"]) <= tags, set(accepted["field name"]) - tags
    report = mutations.Report()
    report.trees["hostile"] = trees
    report.cases["hostile"] = ["the accepted hostile strings"]
    mutations.compile_all(report, tmp_path / "compiled")  # imports, mypy, tsc, go vet
    assert not report.failures, "\n\n".join(report.failures[:3])
    _behaves(tmp_path / "behaves", trees["python"], accepted)


def _behaves(root: Path, tree: Tree, accepted: dict[str, list[str]]) -> None:
    """The generated Python package reads the enum values, matches the patterns as re.fullmatch
    does, sends the headers and maps the field names: in a fresh process (the package is the
    minimal fixture's, which other tests import from elsewhere)."""
    for rel, text in tree.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    script = """
import json, re, sys
from tiny_a2a import extension
from tiny_a2a.v2_0 import rest
accepted = json.loads(sys.stdin.read())
model = extension.TinyExtension
for value in accepted["enum value"]:
    assert model.model_validate({"mode": value}).mode.value == value, value
for i, pattern in enumerate(accepted["pattern"]):
    for value in (pattern, "x"):
        try:
            extension.check_extension({f"p{i}": value})
            ok = True
        except extension.ExtensionError:
            ok = False
        assert ok == bool(re.fullmatch(pattern, value)), (pattern, value)
for i, value in enumerate(accepted["header value"]):
    assert rest.HEADERS[f"X-Hostile-{i}"] == value, value
for name in accepted["field name"]:
    dumped = model.model_validate({name: "v"}).model_dump(by_alias=True, exclude_none=True)
    assert dumped == {name: "v"}, (name, dumped)
print("ok")
"""
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=root,
        input=json.dumps(accepted),
        capture_output=True,
        text=True,
    )
    assert result.stdout.strip() == "ok", result.stderr[-3000:]


def test_the_names_each_target_holds_are_listed() -> None:
    """generator/spec/checks/names.py against the generated packages: every name their model
    modules import or define, and every name the top of each package exports, is listed there,
    or is the spec's own (a model, an error class, a version, an operation's options)."""
    spec = load_spec(SPEC)
    model = ir.build(spec)
    own = {*spec.models.defs, *spec.extension.defs, *model.errors.names, *param_defs(model)}
    own |= {v.package for v in model.versions}
    package = GENERATED / "python" / model.service.python_package
    held: set[str] = set()
    for module in ("__init__.py", "models.py", "extension.py", "params.py"):
        for node in ast.parse((package / module).read_text()).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                held |= {(a.asname or a.name).split(".")[0] for a in node.names}
            elif isinstance(node, ast.FunctionDef) or (
                isinstance(node, ast.ClassDef) and module == "__init__.py"
            ):  # datamodel-code-generator names its own classes apart from the models
                held.add(node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                held |= {t.id for t in targets if isinstance(t, ast.Name)}
    unlisted = {n for n in held - own - names.PYTHON if not n.startswith("_")}
    assert not unlisted, unlisted
    src = GENERATED / "typescript" / "src"
    index = (src / "index.ts").read_text()
    held = set()
    for module in re.findall(r'export \* from "\./([\w-]+)\.js"', index):
        held |= set(
            re.findall(
                r"^export (?:declare )?(?:abstract )?(?:class|function|const|type|interface) (\w+)",
                (src / f"{module}.ts").read_text(),
                re.M,
            )
        )
    for group in re.findall(r"export (?:type )?\{([^}]*)\} from", index):
        held |= {n.split(" as ")[-1].strip() for n in group.split(",") if n.strip()}
    extension = (src / "extension.ts").read_text()
    held |= set(
        re.findall(r"^(?:export )?(?:const|function|type|interface) (\w+)", extension, re.M)
    )
    held |= set(re.findall(r"^import \{ (\w+) \}", extension, re.M))
    held |= set(re.findall(r"\b([A-Z]\w*)<", extension + (src / "models.ts").read_text()))
    spec_own = {f"{n}Options" for n in map(pascal, (op.name for op in model.operations))}
    spec_own |= {camel(k.kind) for k in model.answer.data_kinds}
    spec_own |= {
        f"V{v.package[1:]}{kind}" for v in model.versions for kind in ("Client", "Transport")
    }
    unlisted = held - own - spec_own - names.TYPESCRIPT
    assert not unlisted, unlisted
