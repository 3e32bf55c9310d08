"""The IR on its own: codec plans, request shapes, bindings and operation arguments, built from
the real spec and the fixtures; and the templates' only input is the IR (no spec object is
reachable from what a template gets)."""

from __future__ import annotations

import dataclasses
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from a2a_codegen import ir
from a2a_codegen.ir.codecs import FieldStep, build_codec, reachable
from a2a_codegen.spec import Spec, load_spec
from a2a_codegen.targets import TARGETS, Settings, go, python, typescript
from conftest import FIXTURES, SPEC
from pydantic import BaseModel


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


def _reachable(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every object reachable from value through dataclass fields, mappings and sequences."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        children: Any = [getattr(value, f.name) for f in dataclasses.fields(value)]
    elif isinstance(value, dict):
        children = [*value.keys(), *value.values()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        children = value
    else:
        children = []
    for child in children:
        yield from _reachable(child, seen)


@pytest.mark.parametrize("spec_dir", [SPEC, FIXTURES / "specs" / "listtasks"], ids=lambda p: p.name)
@pytest.mark.parametrize("target", TARGETS)
def test_templates_get_the_ir_and_nothing_of_the_spec(
    spec_dir: Path, target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every render context (the environment's globals and each template's variables) holds IR
    objects and plain values: no object of the spec format, no loaded Spec. Templates render with
    StrictUndefined, so a template that named the spec would fail here too."""
    module = {"python": python, "typescript": typescript, "go": go}[target]
    contexts: list[dict[str, Any]] = []
    real = module.render_template

    def spy(env: Any, template: str, **context: Any) -> str:
        contexts.append({**env.globals, **context})
        return real(env, template, **context)

    monkeypatch.setattr(module, "render_template", spy)
    module.render(ir.build(load_spec(spec_dir)), None, Settings())
    assert len(contexts) >= 10
    for context in contexts:
        for value in _reachable(context):
            assert not isinstance(value, (BaseModel, Spec)), type(value)
            assert not type(value).__module__.startswith("a2a_codegen.spec"), type(value)
