"""The behaviour vectors (spec/conformance/behaviour.yaml) through the generated Python package:
local checks and wrong-dialect spellings on every dialect, answers that fit no shape, the answer
helpers and the stream fold. tests/typescript/behaviour.test.ts and tests/go/behaviour_test.go run
the same file."""

from __future__ import annotations

import importlib
import json
import warnings
from typing import Any

import memorylake_a2a as ml
import pytest
import yaml
from conftest import AGENT_ID, SPEC, WORKSPACE_ID
from memorylake_a2a import models as m
from memorylake_a2a import v1_0
from memorylake_a2a._http import httpx  # the HTTP library the package was generated for
from memorylake_a2a._wire import as_request
from memorylake_a2a.extension import check_extension
from pydantic import BaseModel

BEHAVIOUR = yaml.safe_load((SPEC / "conformance" / "behaviour.yaml").read_text())
DIALECTS = ["v1_0-rest", "v1_0-jsonrpc", "v0_3-rest", "v0_3-jsonrpc"]
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


def plain(value: Any) -> Any:
    """A helper's result as JSON: models dumped with their wire names."""
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return value


def refused(caught: BaseException, expected: dict[str, Any]) -> None:
    assert type(caught).__name__ == expected["error"], caught
    if "path" in expected:
        assert getattr(caught, "path", None) == expected["path"], caught
    assert expected.get("message", "") in str(caught)


def warned(caught: list[warnings.WarningMessage], pieces: list[str]) -> None:
    """The warnings caught are UnconfirmedFormatWarnings, one with each piece, in order."""
    messages = [str(w.message) for w in caught]
    assert len(messages) == len(pieces), messages
    for w, piece in zip(caught, pieces, strict=True):
        assert w.category is ml.UnconfirmedFormatWarning, w
        assert piece in str(w.message), w


@pytest.mark.parametrize("case", BEHAVIOUR["identifiers"], ids=lambda c: repr(c["value"]))
def test_identifiers(case: dict[str, Any]) -> None:
    field, value, verdict = case["field"], case["value"], case["verdict"]

    def check() -> None:
        if field in ("workspace_id", "agent_id"):
            ids = {"workspace_id": WORKSPACE_ID, "agent_id": AGENT_ID, field: value}
            ml.v1_0.Client(**ids, api_key="k").close()
        else:
            check_extension({field: value})

    if verdict == "refused":
        with pytest.raises(ml.ExtensionError):
            check()
        return
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check()
    warned(caught, [""] if verdict == "unconfirmed" else [])


REQUESTS = [
    pytest.param(v, d, id=f"{d}: {v['name']}")
    for v in BEHAVIOUR["requests"]
    for d in v.get("dialects", DIALECTS)
]


@pytest.mark.parametrize(("v", "name"), REQUESTS)
def test_request(v: dict[str, Any], name: str) -> None:
    operation = v.get("operation", "send_message")
    build = getattr(dialect(name), f"build_{operation}")
    if "refused" in v:
        with pytest.raises(ValueError) as caught:
            build(as_request(REQUEST_MODELS[operation], v["request"]))
        refused(caught.value, v["refused"])
        return
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        body = build(as_request(REQUEST_MODELS[operation], v["request"])).json
    warned(caught, v.get("warns", []))
    params = body["params"] if "jsonrpc" in body else body
    decode = dialect(name).DECODE.get(REQUEST_MODELS[operation].__name__, lambda x: x)
    assert decode(params) == v["sent"]


@pytest.mark.parametrize("v", BEHAVIOUR["responses"], ids=lambda v: v["name"])
def test_response(v: dict[str, Any]) -> None:
    parse = getattr(dialect(v["dialect"]), f"parse_{v['operation']}")
    if "refused" in v:
        with pytest.raises(ml.A2AError) as caught:
            parse(v["body"])
        refused(caught.value, v["refused"])
    else:
        assert plain(parse(v["body"])) == v["parsed"]


@pytest.mark.parametrize("v", BEHAVIOUR["answers"], ids=lambda v: v["name"])
def test_answer(v: dict[str, Any]) -> None:
    value = getattr(m, v["model"]).model_validate(v["value"])
    for helper, expected in v["expect"].items():
        assert plain(getattr(value, helper)) == expected, helper


def _client(events: list[dict[str, Any]]) -> v1_0.Client:
    """A v1.0 REST client whose stream answers these events (the dialect whose wire events are
    the canonical ones: each dialect's parse is the response vectors')."""
    body = "".join(f"data: {json.dumps(e)}\n\n" for e in events)
    response = httpx.Response(200, content=body, headers={"content-type": "text/event-stream"})
    http = httpx.Client(transport=httpx.MockTransport(lambda request: response))
    return v1_0.Client(workspace_id=WORKSPACE_ID, agent_id=AGENT_ID, api_key="k", http_client=http)


@pytest.mark.parametrize("v", BEHAVIOUR["folds"], ids=lambda v: v["name"])
def test_fold(v: dict[str, Any]) -> None:
    with _client(v["events"]) as client:
        stream = client.send_streaming_message("hi")
        if "refused" in v:
            with pytest.raises(ml.A2AError) as caught:
                stream.until_done()
            refused(caught.value, v["refused"])
            return
        events = list(stream)  # every event first: until_done() has nothing left to read
        task = stream.until_done()
    assert plain(task) == v["task"]
    assert stream.until_done() == task
    # the events are not changed by the fold
    assert [plain(e) for e in events] == [plain(e) for e in (_events(v["events"]))]


def _events(events: list[dict[str, Any]]) -> list[Any]:
    return [v1_0.rest.parse_send_streaming_message(e) for e in events]


def test_the_file_covers_every_section() -> None:
    assert {"identifiers", "requests", "responses", "answers", "folds"} <= set(BEHAVIOUR)
    names = [v["name"] for k in ("requests", "responses", "answers", "folds") for v in BEHAVIOUR[k]]
    assert len(names) == len(set(names))
