"""The IR on its own: codec plans, request shapes, bindings and operation arguments, built from
the real spec and the fixtures; and the templates' only input is the IR (no spec object is
reachable from what a template gets)."""

from __future__ import annotations

import contextlib
import dataclasses
import dis
import functools
import importlib.util
import json
import re
import shutil
import sys
import types
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from a2a_codegen import ir
from a2a_codegen.ir.codecs import FieldStep, build_codec, reachable
from a2a_codegen.spec import Spec, load_spec
from a2a_codegen.targets import TARGETS, Settings, go, python, typescript
from conftest import FIXTURES, SPEC


@pytest.fixture(scope="module")
def spec() -> Spec:
    return load_spec(SPEC)


@pytest.fixture(scope="module")
def model(spec: Spec) -> ir.IR:
    return ir.build(spec)


def dialect(model: ir.IR, name: str) -> ir.DialectPlan:
    return next(d for d in model.dialects if d.name == name)


def binding(model: ir.IR, dialect_name: str, operation: str) -> ir.BindingPlan:
    return next(b for b in dialect(model, dialect_name).bindings if b.op.name == operation)


# --- codec plans -----------------------------------------------------------------------------


def test_the_canonical_codec_plans_nothing(model: ir.IR) -> None:
    for name in ("v1_0-rest", "v1_0-jsonrpc"):
        codec = dialect(model, name).codec
        assert (codec.types, codec.enums, codec.variants) == ((), (), {})


def test_v0_3_rest_renames_flips_and_maps(model: ir.IR) -> None:
    codec = dialect(model, "v0_3-rest").codec
    types = {t.model: t for t in codec.types}
    assert types["Message"].steps == (FieldStep("parts", "content", "list", "Part"),)
    assert types["SendMessageConfiguration"].steps == (
        FieldStep("returnImmediately", "blocking", "negate"),
    )
    assert FieldStep("state", "state", "enum", "TaskState") in types["TaskStatus"].steps
    # A model changes when a model it holds does: Task holds TaskStatus, Artifact and Message.
    assert {s.target for s in types["Task"].steps} == {"TaskStatus", "Artifact", "Message"}
    assert "AgentCard" not in types  # its wire form is the canonical one
    (state,) = codec.enums  # Role is spelled alike on this wire: no table
    assert dict(state.encode)["TASK_STATE_CANCELED"] == "TASK_STATE_CANCELLED"
    decode = dict(state.decode)  # both spellings decode
    assert decode["TASK_STATE_CANCELLED"] == decode["TASK_STATE_CANCELED"] == "TASK_STATE_CANCELED"
    url = next(v for v in codec.variants["Part"] if v.member == "url")
    assert dict(url.fields)["url"] == ("file", "fileWithUri") and url.tag is None
    assert codec.object_fields  # a data part's data is a JSON object only


def test_a_renamed_field_holding_a_model_spelled_alike_is_only_renamed(tmp_path: Path) -> None:
    """Without variants, v0.3 ProtoJSON spells a Part as the canonical one: a Message's parts are
    renamed to content and copied (there is no Part converter to call)."""
    shutil.copytree(SPEC, tmp_path / "spec")
    dialects = tmp_path / "spec" / "dialects.yaml"
    text = dialects.read_text()
    block = re.search(r"^    variants:\n(      .*\n)+", text, flags=re.M)
    assert block, "the v0.3 ProtoJSON codec no longer has variants"
    dialects.write_text(text[: block.start()] + text[block.end() :])
    alike = load_spec(tmp_path / "spec")
    plan = build_codec(alike, "proto-json-v0_3", set(alike.models.defs))
    assert not plan.variants
    steps = {t.model: t.steps for t in plan.types}
    assert steps["Message"] == (FieldStep("parts", "content", "rename"),)


def test_v0_3_jsonrpc_tags_objects_and_parts(model: ir.IR) -> None:
    codec = dialect(model, "v0_3-jsonrpc").codec
    assert codec.discriminator == "kind"
    assert {t.model: t.tag for t in codec.types}["StatusUpdate"] == "status-update"
    assert {v.member: v.tag for v in codec.variants["Part"]} == {
        "text": "text",
        "url": "file",
        "raw": "file",
        "data": "data",
    }
    assert {e.name for e in codec.enums} == {"Role", "TaskState"}


def test_a_codec_plan_covers_only_the_models_it_is_given(spec: Spec) -> None:
    listtasks = load_spec(FIXTURES / "specs" / "listtasks")
    defs = listtasks.models.defs
    assert reachable(defs, ["ListTasksResponse"]) >= {"ListTasksResponse", "Task", "Part"}
    everything = build_codec(listtasks, "json-v0_3", set(defs))
    assert "ListTasksResponse" in {t.model for t in everything.types}  # it holds tasks
    plan = build_codec(listtasks, "json-v0_3", reachable(defs, ["GetTaskRequest", "Task"]))
    assert "ListTasksResponse" not in {t.model for t in plan.types}
    assert "SendMessageRequest" not in {t.model for t in plan.types}
    assert "Role" in {e.name for e in plan.enums}  # Task's history holds messages


# --- request shapes --------------------------------------------------------------------------


def test_request_shapes_reject_other_dialects_spellings(model: ir.IR) -> None:
    shape = model.requests
    assert shape.refs["SendMessageRequest"] == {
        "message": "Message",
        "configuration": "SendMessageConfiguration",
    }
    assert shape.oneof == {"Part": ("text", "raw", "url", "data")}
    blocking = shape.rejected["SendMessageConfiguration"]["blocking"]
    assert "v0_3-rest and v0_3-jsonrpc" in blocking and "returnImmediately (inverted)" in blocking
    assert "spells parts" in shape.rejected["Message"]["content"]
    assert "object tag of v0_3-jsonrpc" in shape.rejected["Message"]["kind"]
    assert "push notifications" in shape.rejected["SendMessageConfiguration"]["pushNotification"]


# --- bindings --------------------------------------------------------------------------------


def test_rest_bindings_put_fields_in_the_path_and_query(model: ir.IR) -> None:
    get = binding(model, "v1_0-rest", "get_task")
    assert (get.http, get.path, get.path_fields, get.query, get.body, get.method) == (
        "GET",
        "/tasks/{id}",
        ("id",),
        ("historyLength",),
        False,
        None,
    )
    assert dict(get.headers) == {"A2A-Version": "1.0"}  # no body, no Content-Type
    stream = binding(model, "v1_0-rest", "send_streaming_message")
    assert dict(stream.headers) == {
        "A2A-Version": "1.0",
        "Accept": "text/event-stream",
        "Content-Type": "application/json",
    }
    assert binding(model, "v0_3-rest", "send_message").path == "/v1/message:send"


def test_jsonrpc_bindings_post_to_the_bare_url(model: ir.IR) -> None:
    send = binding(model, "v0_3-jsonrpc", "send_message")
    assert (send.http, send.path, send.method, send.body) == ("POST", "", "message/send", True)
    assert dialect(model, "v0_3-jsonrpc").jsonrpc == "2.0"
    assert dialect(model, "v0_3-rest").jsonrpc is None


def test_one_route_for_every_dialect_and_unsupported_operations(model: ir.IR) -> None:
    cards = {binding(model, d.name, "get_agent_card").path for d in model.dialects}
    assert cards == {"/.well-known/agent-card.json"}
    listtasks = ir.build(load_spec(FIXTURES / "specs" / "listtasks"))
    for d in listtasks.dialects:
        bound = [b.op.name for b in d.bindings]
        refused = [op.name for op in d.unsupported]
        assert ("list_tasks" in refused) == d.name.startswith("v0_3"), d.name
        assert ("list_tasks" in bound) != ("list_tasks" in refused), d.name


def test_dialect_defaults_and_stream_ends(model: ir.IR) -> None:
    assert dialect(model, "v0_3-rest").defaults == {"returnImmediately": True, "historyLength": 0}
    assert dialect(model, "v0_3-rest").stream_end == ("final", True)
    assert dialect(model, "v1_0-rest").stream_end is None
    assert [v.package for v in model.versions] == ["v1_0", "v0_3"]
    assert model.versions[1].transports == ("rest", "jsonrpc")


def test_a_dialect_table_is_plain_json_with_every_fact_a_runtime_interprets(model: ir.IR) -> None:
    """DialectPlan.table: what codec.ts interprets, and what the other targets render."""
    d = dialect(model, "v0_3-jsonrpc")
    table = d.table()
    assert json.loads(json.dumps(table)) == table  # JSON, nothing else
    assert table["types"]["Message"] == {
        "tag": "message",
        "steps": [["role", "role", "enum", "Role"], ["parts", "parts", "list", "Part"]],
    }
    assert table["types"]["SendMessageConfiguration"]["steps"] == [
        ["returnImmediately", "blocking", "negate", ""]
    ]
    assert table["enums"]["Role"]["encode"] == {"ROLE_USER": "user", "ROLE_AGENT": "agent"}
    assert table["variants"]["Part"][1] == {
        "member": "url",
        "tag": "file",
        "fields": {
            "url": ["file", "uri"],
            "filename": ["file", "name"],
            "mediaType": ["file", "mimeType"],
        },
        "objects": [],
    }
    assert table["unions"]["SendMessageResponse"] == {"task": "Task", "message": "Message"}
    send = table["bindings"]["send_message"]
    assert (send["method"], send["request"], send["union"], send["extension"]) == (
        "message/send",
        "SendMessageRequest",
        True,
        True,
    )
    assert table["stream_end"] == ["final", True] and table["unsupported"] == []
    rest = dialect(model, "v1_0-rest").table()["bindings"]["get_task"]
    assert (rest["path"], rest["path_fields"], rest["query"], rest["body"]) == (
        "/tasks/{id}",
        ["id"],
        ["historyLength"],
        False,
    )
    listtasks = ir.build(load_spec(FIXTURES / "specs" / "listtasks"))
    v0_3 = next(d for d in listtasks.dialects if d.name == "v0_3-rest").table()
    assert v0_3["unsupported"] == ["list_tasks"] and "list_tasks" not in v0_3["bindings"]


# --- operations and their arguments ----------------------------------------------------------


def test_arguments_take_their_types_from_the_fields_they_fill(model: ir.IR) -> None:
    send = next(op for op in model.operations if op.name == "send_message")
    args = {a.name: a for a in send.arguments}
    assert send.positional is args["message"] and args["message"].kind == "message"
    assert (
        args["memorylake"].kind == "extension" and args["memorylake"].type == "MemoryLakeExtension"
    )
    assert (
        args["context_id"].fills == ("message", "contextId") and args["context_id"].type == "string"
    )
    assert args["accepted_output_modes"].type == "strings"
    assert args["return_immediately"].default is False
    assert args["history_length"].unset == ir.UnsetPlan("historyLength", "all", 2147483647)
    assert send.result_models == ("Task", "Message") and not send.idempotent
    listtasks = ir.build(load_spec(FIXTURES / "specs" / "listtasks"))
    list_tasks = next(op for op in listtasks.operations if op.name == "list_tasks")
    assert {a.name: a.type for a in list_tasks.arguments}["status"] == "TaskState"
    assert list_tasks.positional is None and list_tasks.idempotent


# --- the templates' only input is the IR -----------------------------------------------------

SPEC_PACKAGE = "a2a_codegen.spec"  # the spec format and the loaded spec: behind ir.build
JSON_TYPES = ("string", "integer", "number", "boolean", "array", "object")

# Raw JSON Schema that the IR holds for the targets' own code, never for a template: the walk
# below does not enter these fields, and a template that reads one fails the read check.
RAW_FOR_TARGETS = {
    "ModelsPlan.defs": "datamodel-code-generator's input; declarations() and shapes(); diff/",
    "ExtensionPlan.defs": "datamodel-code-generator's input; declarations(); diff/",
    "ExtensionPlan.checks": "the table the targets write as a literal into the generated checks",
}
# Templates that still read one of those fields: Go's, which are being rewritten (they should
# read ir.models.names, and get the checks' table as a literal from go.py, as the others do).
READS_LEFT = {
    ("go", "ModelsPlan.defs"): "answers.go.jinja: whether ArtifactUpdate is a model",
    ("go", "ExtensionPlan.checks"): "extension.go.jinja: each schema through the go filter",
}


def _schema(value: Any, defs: bool = True) -> bool:
    """A JSON Schema as the spec writes it, or (defs) a mapping of names to such schemas."""
    if not isinstance(value, Mapping):
        return False
    kind = value.get("type")
    if (isinstance(kind, str) and kind in JSON_TYPES) or {"$ref", "properties"} & value.keys():
        return True
    return defs and any(_schema(v, defs=False) for v in value.values())


def _of_spec(value: Any) -> bool:
    """The loaded Spec, an object of the spec format, or a module, class or function that reads
    them: anything of a2a_codegen.spec."""
    if isinstance(value, Spec):
        return True
    if isinstance(value, types.ModuleType):
        return value.__name__.startswith(SPEC_PACKAGE)
    return any(
        isinstance(m, str) and m.startswith(SPEC_PACKAGE)
        for m in (getattr(value, "__module__", None), type(value).__module__)
    )


def _generators(value: Any) -> bool:
    return str(getattr(value, "__module__", None)).startswith("a2a_codegen")


def _codes(code: types.CodeType) -> Iterator[types.CodeType]:
    """A function's code and the code it nests (lambdas, comprehensions, inner functions)."""
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _codes(const)


def _imported(code: types.CodeType, package: str | None) -> Iterator[types.ModuleType]:
    """The modules a function's body imports (`from ..spec import load_spec` in the function)."""
    for inner in _codes(code):
        steps = list(dis.get_instructions(inner))
        for i, step in enumerate(steps):
            if step.opname == "IMPORT_NAME":
                level = steps[i - 2].argval if i >= 2 and steps[i - 2].opname == "LOAD_CONST" else 0
                name = importlib.util.resolve_name("." * level + step.argval, package)
                if name in sys.modules:
                    yield sys.modules[name]


def _methods(cls: type) -> Iterator[tuple[str, Any]]:
    """The functions of the generator's own classes (their properties' too): what a template
    calls on an IR object."""
    for klass in cls.__mro__:
        if not _generators(klass):
            continue
        for name, attr in vars(klass).items():
            if name.startswith("__"):
                continue
            attr = attr.fget if isinstance(attr, property) else attr
            attr = attr.__func__ if isinstance(attr, (staticmethod, classmethod)) else attr
            if isinstance(attr, types.FunctionType):
                yield f".{name}", attr


def _children(value: Any) -> Iterator[tuple[str, Any]]:
    """What a template can get from value: dataclass fields (not RAW_FOR_TARGETS), the items of
    mappings and sequences, the methods of the generator's classes; and what a callable reads
    besides its arguments: its closure's cells, its defaults, a bound method's object, a
    partial's function and arguments, and the globals a function of the generator names."""
    if isinstance(value, (type, types.ModuleType)):
        return  # judged by its name (_of_spec), not entered
    if dataclasses.is_dataclass(value):
        owner = type(value).__name__
        for f in dataclasses.fields(value):
            if f"{owner}.{f.name}" not in RAW_FOR_TARGETS:
                yield f".{f.name}", getattr(value, f.name)
        yield from _methods(type(value))
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield f"<key {key!r}>", key
            yield f"[{key!r}]", item
    elif isinstance(value, (list, tuple, set, frozenset)):
        yield from ((f"[{i}]", item) for i, item in enumerate(value))
    elif isinstance(value, functools.partial):
        yield from ((".func", value.func), (".args", value.args), (".keywords", value.keywords))
    elif isinstance(value, (types.MethodType, types.BuiltinMethodType)):
        yield ".__self__", value.__self__
        yield ".__func__", getattr(value, "__func__", None)
    elif isinstance(value, types.FunctionType):
        code = value.__code__
        for name, cell in zip(code.co_freevars, value.__closure__ or (), strict=True):
            with contextlib.suppress(ValueError):  # a cell not filled yet
                yield f"<closure {name}>", cell.cell_contents
        yield "<defaults>", (value.__defaults__, value.__kwdefaults__)
        if _generators(value):
            for name in dict.fromkeys(n for c in _codes(code) for n in c.co_names):
                if name in value.__globals__:
                    yield f"<global {name}>", value.__globals__[name]
            for module in _imported(code, value.__globals__.get("__package__")):
                yield f"<import {module.__name__}>", module
    elif _generators(type(value)) and hasattr(value, "__dict__"):
        yield from ((f".{k}", v) for k, v in vars(value).items())
        yield from _methods(type(value))


def _problems(value: Any, path: str, seen: set[int]) -> Iterator[str]:
    """Where, under value, a template could reach the spec, or JSON Schema as the spec wrote it."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if _of_spec(value):
        what = (
            f"module {value.__name__}"
            if isinstance(value, types.ModuleType)
            else getattr(value, "__qualname__", None) or f"a {type(value).__qualname__}"
        )
        yield f"{path}: {what}, of {SPEC_PACKAGE}"
    elif _schema(value):
        yield f"{path}: JSON Schema, {str(value)[:60]}..."
    else:
        for step, child in _children(value):
            yield from _problems(child, path + step, seen)


@dataclasses.dataclass
class Rendered:
    """What a target's templates got: each environment's globals, filters and tests, each
    template's variables, and every JSON Schema value a template read (owner.attribute)."""

    inputs: dict[str, Any] = dataclasses.field(default_factory=dict)
    raw_reads: dict[str, Any] = dataclasses.field(default_factory=dict)
    templates: int = 0


@functools.cache
def _rendered(spec_dir: Path, target: str) -> Rendered:
    module = {"python": python, "typescript": typescript, "go": go}[target]
    out, real = Rendered(), module.render_template

    def note(owner: Any, key: Any, value: Any) -> Any:
        if _schema(value):
            out.raw_reads.setdefault(f"{type(owner).__name__}.{key}", value)
        elif _schema(owner) and not any(owner is v for v in out.raw_reads.values()):
            out.raw_reads.setdefault(f"<JSON Schema>.{key}", owner)
        return value

    def spy(env: Any, template: str, **context: Any) -> str:
        if "getattr" not in vars(env):  # every attribute and item a template reads
            getattr_, getitem = env.getattr, env.getitem
            env.getattr = lambda obj, key: note(obj, key, getattr_(obj, key))
            env.getitem = lambda obj, key: note(obj, key, getitem(obj, key))
            for kind in ("globals", "filters", "tests"):
                out.inputs.update({f"{kind}[{k!r}]": v for k, v in getattr(env, kind).items()})
        out.inputs.update({f"{template}:{k}": v for k, v in context.items()})
        out.templates += 1
        return real(env, template, **context)

    with mock.patch.object(module, "render_template", spy):
        module.render(ir.build(load_spec(spec_dir)), None, Settings())
    return out


SPECS = pytest.mark.parametrize(
    "spec_dir", [SPEC, FIXTURES / "specs" / "listtasks"], ids=lambda p: p.name
)


@SPECS
@pytest.mark.parametrize("target", TARGETS)
def test_templates_get_the_ir_and_nothing_of_the_spec(spec_dir: Path, target: str) -> None:
    """Nothing a template can reach (its variables; the environment's globals, filters and
    tests, with what each closes over, is bound to, or names as a global) is of the spec: no
    object of the spec format, no loaded Spec, no function of a2a_codegen.spec; nor is it JSON
    Schema as the spec wrote it, but in the IR's RAW_FOR_TARGETS fields. Templates render with
    StrictUndefined, so a template that named the spec would fail here too."""
    rendered = _rendered(spec_dir, target)
    assert rendered.templates >= 10
    seen: set[int] = set()
    problems = [p for k, v in rendered.inputs.items() for p in _problems(v, k, seen)]
    if problems:
        message = "templates can reach the spec or its JSON Schema:\n" + "\n".join(problems[:10])
        pytest.fail(message, pytrace=False)


@SPECS
@pytest.mark.parametrize("target", TARGETS)
def test_templates_read_no_json_schema(spec_dir: Path, target: str) -> None:
    """Templates read typed values of the IR: no attribute or item they read is JSON Schema (the
    names of the models are ir.models.names; the checks' table comes as a literal)."""
    reads, left = set(_rendered(spec_dir, target).raw_reads), {
        k for t, k in READS_LEFT if t == target
    }
    if reads - left:
        found = ", ".join(sorted(reads - left))
        pytest.fail(f"{target}'s templates read JSON Schema: {found}", pytrace=False)
    assert (
        left <= reads
    ), f"READS_LEFT names reads {target}'s templates no longer make: {left - reads}"
