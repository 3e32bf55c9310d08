"""Conformance vectors (spec/conformance/*.yaml, from MemoryLake's page) through the generated
codecs of every dialect: exact wire requests, parsed responses and stream events, round trips."""

from __future__ import annotations

import importlib
import shutil
import warnings
from pathlib import Path
from typing import Any

import memorylake_a2a as ml
import pytest
import yaml
from a2a_codegen.spec import load_spec
from conftest import SPEC, run_cli
from memorylake_a2a import models as m

VECTORS = SPEC / "conformance"
REQUESTS = yaml.safe_load((VECTORS / "requests.yaml").read_text())
RESPONSES = yaml.safe_load((VECTORS / "responses.yaml").read_text())
REQUEST_MODELS = {
    "send_message": m.SendMessageRequest,
    "send_streaming_message": m.SendMessageRequest,
    "get_task": m.GetTaskRequest,
    "cancel_task": m.CancelTaskRequest,
    "subscribe_to_task": m.SubscribeToTaskRequest,
}


def dialect(name: str) -> Any:
    version, transport = name.split("-")
    return importlib.import_module(f"memorylake_a2a.{version}.{transport}")


MEMBERS = {"task", "message", "statusUpdate", "artifactUpdate"}


def jsonrpc_params(body: Any) -> Any:
    return body["params"] if isinstance(body, dict) and "jsonrpc" in body else body


def names(vectors: list[dict[str, Any]]) -> list[str]:
    return [v["name"] for v in vectors]


@pytest.mark.parametrize("v", REQUESTS["vectors"], ids=names(REQUESTS["vectors"]))
def test_request_vector(v: dict[str, Any]) -> None:
    mod = dialect(v["dialect"])
    request = REQUEST_MODELS[v["operation"]].model_validate(v["canonical"])
    wire = getattr(mod, f"build_{v['operation']}")(request, request_id=v.get("request_id", 1))
    expected = v["wire"]
    assert wire.method == expected["method"]
    assert wire.path == expected["path"]
    assert dict(wire.headers) == expected["headers"]
    assert dict(wire.params) == expected.get("params", {})
    assert wire.json == expected["body"]
    # ... and back: the wire body decodes to the canonical request, and nothing is lost.
    params = jsonrpc_params(expected["body"])
    if params is not None and v["operation"].startswith("send"):
        decode = mod.DECODE.get("SendMessageRequest", lambda x: x)
        assert decode(params) == v["canonical"]


@pytest.mark.parametrize("v", RESPONSES["vectors"], ids=names(RESPONSES["vectors"]))
def test_response_vector(v: dict[str, Any]) -> None:
    mod = dialect(v["dialect"])
    event = getattr(mod, f"parse_{v['operation']}")(v["wire"])
    assert type(event).__name__ == v["model"]
    assert event.model_dump(mode="json", by_alias=True, exclude_none=True) == v["canonical"]
    if "last" in v:
        assert mod.ends_stream(event) is v["last"]
    # Round trip: the canonical JSON encodes back to exactly the wire object (inside its envelope).
    inner = v["wire"]["result"] if "jsonrpc" in v["wire"] else v["wire"]
    if len(inner) == 1 and next(iter(inner)) in MEMBERS:  # {"task": {...}}: a member-keyed union
        inner = next(iter(inner.values()))
    assert mod.ENCODE.get(v["model"], lambda x: x)(v["canonical"]) == inner


@pytest.mark.parametrize("v", RESPONSES["cards"], ids=names(RESPONSES["cards"]))
@pytest.mark.parametrize("name", ["v1_0-rest", "v1_0-jsonrpc", "v0_3-rest", "v0_3-jsonrpc"])
def test_card_vector(v: dict[str, Any], name: str) -> None:
    """A v1.0 card and a v0.3 card give the same interfaces; a card with neither gives none, and
    a warning, not an error."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        card = dialect(name).parse_get_agent_card(v["card"])
    assert card.name == v["card"]["name"]
    got = [
        i.model_dump(mode="json", by_alias=True, exclude_none=True)
        for i in card.supported_interfaces
    ]
    assert got == v["interfaces"]
    assert [str(w.message) for w in caught] == (
        ["the agent card names no interface: it has no supportedInterfaces, nor url (v0_3)"]
        if v.get("warns")
        else []
    )


def test_every_dialect_and_send_combination_is_covered() -> None:
    combos = {(v["dialect"], v["operation"]) for v in REQUESTS["vectors"]}
    for name in ("v1_0-rest", "v1_0-jsonrpc", "v0_3-rest", "v0_3-jsonrpc"):
        assert {(name, "send_message"), (name, "send_streaming_message")} <= combos
    assert {v["dialect"] for v in RESPONSES["vectors"]} == {
        "v1_0-rest",
        "v1_0-jsonrpc",
        "v0_3-rest",
        "v0_3-jsonrpc",
    }


@pytest.mark.parametrize("v", RESPONSES["errors"], ids=names(RESPONSES["errors"]))
def test_error_vector(v: dict[str, Any]) -> None:
    if "status" in v:
        error = ml._errors.error_from_status(v["status"], v["body"])
        if "code" in v:  # a JSON-RPC error object as the body
            assert isinstance(error, ml.JSONRPCError) and error.code == v["code"]
        else:
            assert isinstance(error, ml.APIStatusError)
            assert error.status_code == v["status"] and error.error_code == v["error_code"]
    else:
        with pytest.raises(ml.JSONRPCError) as caught:
            getattr(dialect(v["dialect"]), f"parse_{v['operation']}")(v["body"])
        error = caught.value
        assert error.code == v["code"]
    assert type(error).__name__ == v["error"]
    assert isinstance(error, ml.A2AError)
    if "message" in v:
        assert str(error) == v["message"]


def test_unknown_data_parts_and_floats_pass_through() -> None:
    """Data parts of an unknown kind, and numbers sent back as floats, decode untouched."""
    from memorylake_a2a.v0_3 import rest

    task = rest.parse_get_task(
        {
            "id": "t",
            "status": {"state": "TASK_STATE_WORKING"},
            "artifacts": [
                {
                    "artifactId": "a",
                    "parts": [
                        {"data": {"data": {"kind": "chart", "n": 2.0}}},
                        {"data": {"data": {"x": 1}}},
                    ],
                }
            ],
        }
    )
    data = [p.data for p in task.artifacts[0].parts]
    assert data == [{"kind": "chart", "n": 2.0}, {"x": 1}]
    # 2 == 2.0 in Python: the types say whether each number came through as it was sent.
    assert type(data[0]["n"]) is float and type(data[1]["x"]) is int


def test_the_same_task_reads_alike_in_every_dialect() -> None:
    """Principle 3: code written against one dialect works unchanged with another."""
    seen = set()
    for v in RESPONSES["vectors"]:
        if v["operation"] == "send_message":
            task = dialect(v["dialect"]).parse_send_message(v["wire"])
            seen.add(
                (task.id, task.status.state, task.history[0].role, task.artifacts[0].parts[0].text)
            )
    assert seen == {
        (
            "run-e21fffe8d53647f4bc918bb4a8fb7d73",
            m.TaskState.COMPLETED,
            m.Role.USER,
            "Paris is the capital of France.",
        )
    }
    assert m.TaskState.COMPLETED == "TASK_STATE_COMPLETED"


def _plain(value: Any) -> bool:
    """JSON's types only: no YAML dates, binary, sets or non-text keys."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, float, bool))


def test_vector_files_are_plain_data() -> None:
    """The vectors are JSON data; each names a dialect and an operation the spec has, and the
    page's eight send examples (every dialect, send and stream) are all there, once each."""
    spec = load_spec(SPEC)
    dialects, operations = set(spec.dialects.dialects), set(spec.service.operations)
    assert _plain(REQUESTS) and _plain(RESPONSES)
    every = [*REQUESTS["vectors"], *RESPONSES["vectors"], *RESPONSES["errors"]]
    assert len({v["name"] for v in every}) == len(every)
    for v in every:
        assert v["dialect"] in dialects, v["name"]
        assert v.get("operation", "send_message") in operations, v["name"]
    sends = {(v["dialect"], v["operation"]) for v in REQUESTS["vectors"]}
    assert sends >= {(d, op) for d in dialects for op in ("send_message", "send_streaming_message")}


def test_validate_refuses_a_vector_that_names_what_the_spec_lacks(tmp_path: Path) -> None:
    """A vector of a dialect, operation or error class the spec does not have would test nothing,
    as would warnings on a refusal: validate reports it where it stands."""
    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    requests = spec / "conformance" / "requests.yaml"
    requests.write_text(requests.read_text().replace("dialect: v1_0-rest", "dialect: v9-rest", 1))
    behaviour = spec / "conformance" / "behaviour.yaml"
    text = behaviour.read_text().replace("error: ExtensionError", "error: ExtensionErr", 1)
    text = text.replace("operation: get_task", "operation: fetch_task", 1)
    # warnings on a refusal, which no runner checks
    text = text.replace("message: must be a list}", "message: must be a list}\n    warns: [x]", 1)
    behaviour.write_text(text)
    load_spec(spec)  # generating does not read the vectors
    result = run_cli("validate", "--spec", str(spec))
    assert result.returncode == 2, result.stdout + result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("spec/")]
    assert len(lines) == 4, result.stderr
    assert lines[0].startswith("spec/conformance/behaviour.yaml:")
    assert lines[0].endswith("no error 'ExtensionErr' in the spec")
    assert lines[1].endswith("warns without sent: nothing checks it")
    assert lines[2].endswith("no operation 'fetch_task' in the spec")
    assert lines[3].startswith("spec/conformance/requests.yaml:")
    assert lines[3].endswith("no dialect 'v9-rest' in the spec")
    assert "Traceback" not in result.stderr
