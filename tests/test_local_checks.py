"""What the generated wire layer refuses to send: the extension's pitfalls (spec/extension.yaml)
and request fields in another dialect's spelling (derived from spec/dialects.yaml). Each raises a
ValueError subclass naming the field, and no request is built."""

from __future__ import annotations

import importlib
import uuid
import warnings
from typing import Any

import memorylake_a2a as ml
import pytest
from memorylake_a2a._requests import message_json
from memorylake_a2a.extension import check_extension

ACTOR = "actor-33d6b73298fb43482a765643ff92444b"
PROJECT = "proj-b93e8d95a8705bcc4ec42a65ba4cc7f8"
DIALECTS = ["v1_0.rest", "v1_0.jsonrpc", "v0_3.rest", "v0_3.jsonrpc"]


def send(
    message: dict[str, Any], metadata: Any = None, configuration: Any = None
) -> ml.SendMessageRequest:
    body: dict[str, Any] = {"message": {"role": "ROLE_USER", **message}}
    if metadata is not None:
        body["metadata"] = metadata
    if configuration is not None:
        body["configuration"] = configuration
    return ml.SendMessageRequest.model_validate(body)


# Identifiers are matched whole (a trailing newline would otherwise pass as part of an ID); the
# Node tests (wire.test.ts) feed the same cases to the TypeScript client, so both languages
# agree. The page states no format for workspace and agent IDs: one unlike the examples is
# "unconfirmed" (a warning; it is sent, encoded), an extension ID unlike its pattern is refused.
ID_CASES = [
    ("workspace_id", "ws-8001856949ad4f6a5b6226f415ffa877", "valid"),
    ("workspace_id", "ws-8001856949AD4F6A5B6226F415FFA877", "valid"),
    ("workspace_id", "ws-8001856949ad4f6a5b6226f415ffa877\n", "unconfirmed"),
    ("workspace_id", " ws-8001856949ad4f6a5b6226f415ffa877", "unconfirmed"),
    ("workspace_id", "ws-8001856949ad4f6a5b6226f415ffa87", "unconfirmed"),
    ("agent_id", "agent-f8bf71ab17ed8eccad8c0e8ae708273f", "valid"),
    ("agent_id", "agent-f8bf71ab17ed8eccad8c0e8ae708273f\n", "unconfirmed"),
    ("agent_id", "xagent-f8bf71ab17ed8eccad8c0e8ae708273f", "unconfirmed"),
    ("actorId", ACTOR, "valid"),
    ("actorId", ACTOR + "\n", "refused"),
    ("actorId", "\n" + ACTOR, "refused"),
    ("readWriteProjectId", PROJECT + "\n", "refused"),
    # The page gives the proj- format for readWriteProjectId only: a read-only ID unlike it warns.
    ("readOnlyProjectIds", [PROJECT], "valid"),
    ("readOnlyProjectIds", ["proj-x"], "unconfirmed"),
    ("readOnlyProjectIds", [PROJECT + "\n"], "unconfirmed"),
]


@pytest.mark.parametrize(("field", "value", "verdict"), ID_CASES)
def test_identifiers_are_matched_whole(field: str, value: Any, verdict: str) -> None:
    def check() -> None:
        if field in ("workspace_id", "agent_id"):
            ids = {"workspace_id": ID_CASES[0][1], "agent_id": ID_CASES[5][1], field: value}
            ml.v1_0.Client(**ids, api_key="k").close()
        else:
            check_extension({field: value})

    if verdict == "valid":
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            check()
    elif verdict == "unconfirmed":
        with pytest.warns(ml.UnconfirmedFormatWarning):
            check()
    else:
        with pytest.raises(ml.ExtensionError):
            check()


def caps(value: Any) -> dict[str, Any]:
    return {"overrides": {"capabilitiesOverride": value}}


EXTENSION_CASES = [
    (
        "enabled false",
        caps({"web_search": {"enabled": False}}),
        "capabilitiesOverride.web_search.enabled",
        "turns the",
    ),
    (
        "enabled on a bare capability",
        caps({"pii": {"enabled": False}}),
        "capabilitiesOverride.pii.enabled",
        "capability ON",
    ),
    (
        "misspelled capability",
        caps({"web_serch": {}}),
        "capabilitiesOverride.web_serch",
        "did you mean 'web_search'?",
    ),
    (
        "capability null",
        caps({"vega": None}),
        "capabilitiesOverride.vega",
        "must be an object, not null: MemoryLake drops the whole capability when its"
        " configuration is invalid (null leaves the agent's own setting on)",
    ),
    (
        "web_search true",
        caps({"web_search": True}),
        "capabilitiesOverride.web_search",
        "drops the whole capability",
    ),
    (
        "open_datasets a string",
        caps({"web_search": {"open_datasets": "research/academic"}}),
        "web_search.open_datasets",
        "must be a list",
    ),
    (
        "capabilitiesOverride a list",
        caps(["web_search"]),
        "overrides.capabilitiesOverride",
        "answers 400",
    ),
    ("actor ID pattern", {"actorId": "actor-123"}, "memorylake.actorId", "does not match"),
    (
        "project ID pattern",
        {"readWriteProjectId": "proj-x"},
        "readWriteProjectId",
        "does not match",
    ),
    (
        "read-only project ID not a string",
        {"readOnlyProjectIds": [PROJECT, 7]},
        "readOnlyProjectIds[1]",
        "must be a string",
    ),
    (
        "skipMemory a string",
        {"skipMemory": "yes"},
        "memorylake.skipMemory",
        "must be true or false",
    ),
    ("snake_case field", {"actor_id": ACTOR}, "memorylake.actor_id", "the field is 'actorId'"),
    (
        "wrong case",
        {"readwriteProjectID": PROJECT},
        "memorylake.readwriteProjectID",
        "the field is 'readWriteProjectId'",
    ),
    (
        "max_tokens a string",
        {"overrides": {"modelParameters": {"max_tokens": "100"}}},
        "max_tokens",
        "must be an integer",
    ),
    (
        "temperature a bool",
        {"overrides": {"modelParameters": {"temperature": True}}},
        "temperature",
        "must be a number",
    ),
    ("extension not an object", [], "metadata.memorylake", "must be an object"),
]


@pytest.mark.parametrize(
    ("case", "value", "path", "message"), EXTENSION_CASES, ids=[c[0] for c in EXTENSION_CASES]
)
@pytest.mark.parametrize("dialect", DIALECTS)
def test_extension_pitfalls_are_refused(
    dialect: str, case: str, value: Any, path: str, message: str
) -> None:
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    with pytest.raises(ml.ExtensionError) as caught:
        module.build_send_message(send({"parts": [{"text": "hi"}]}, {"memorylake": value}))
    assert caught.value.path.endswith(path), caught.value
    assert message in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("dialect", DIALECTS)
def test_the_extension_is_required_where_the_dialect_reads_it(dialect: str) -> None:
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    with pytest.raises(ml.ExtensionError, match="metadata.memorylake: is required"):
        module.build_send_streaming_message(send({"parts": [{"text": "hi"}]}))
    # On the message's own metadata it does not count: MemoryLake never reads it there.
    with pytest.raises(ml.ExtensionError, match="is required"):
        module.build_send_message(send({"parts": [{"text": "hi"}], "metadata": {"memorylake": {}}}))
    wire = module.build_send_message(send({"parts": [{"text": "hi"}]}, {"memorylake": {}}))
    body = wire.json["params"] if "jsonrpc" in dialect else wire.json
    assert body["metadata"] == {"memorylake": {}}


@pytest.mark.parametrize("dialect", DIALECTS)
def test_files_need_the_project_in_the_same_message(dialect: str) -> None:
    """Inline bytes are files (the page says so): refused without the project. That any url part
    is one is a guess (x-unconfirmed in the spec): it warns, and is sent."""
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    no_project = {"memorylake": {"actorId": ACTOR}}
    raw = {"raw": "aGVsbG8=", "mediaType": "text/plain"}
    with pytest.raises(ml.ExtensionError, match="readWriteProjectId: a message that carries files"):
        module.build_send_message(send({"parts": [{"text": "read this"}, raw]}, no_project))
    url = {"url": "drive://reports/q3.pdf"}
    with pytest.warns(ml.UnconfirmedFormatWarning, match="carries files .*; sent as it is"):
        module.build_send_message(send({"parts": [{"text": "read this"}, url]}, no_project))
    for part in (url, raw):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            module.build_send_message(
                send({"parts": [part]}, {"memorylake": {"readWriteProjectId": PROJECT}})
            )


def test_valid_input_aliases_and_unknown_keys_pass() -> None:
    check_extension(
        {
            "actorId": ACTOR.upper().replace("ACTOR-", "actor-"),
            "readWriteProjectId": PROJECT,
            "readOnlyProjectIds": [],
            "skipMemory": False,
            "overrides": {
                "model": "gpt-4o",
                "instructions": "You are a support agent.",
                "modelParameters": {"maxTokens": 100, "temperature": 0, "topP": 0.9, "seed": 7},
                "capabilitiesOverride": {
                    "webSearch": {"openDatasets": ["research/academic"]},
                    "web_fetch": {},
                    "pii": {},
                    "vega": {},
                },
                "someFutureOverride": {"x": 1},
            },
            "runtimeOptions": {"responseLanguage": "English"},
            "aFieldMemoryLakeAddsLater": True,
        }
    )


def test_other_spellings_of_unconfirmed_names_pass() -> None:
    """The page prints no wire name for these three; if our guess is wrong, the real one works."""
    check_extension(
        {
            "overrides": {"model_parameters": {"top_p": 0.5}, "Instructions": "Be brief."},
            "runtimeOptions": {"response_language": "English"},
        }
    )


def test_a_typed_extension_model_dumps_to_the_wire_names() -> None:
    from memorylake_a2a import models as m
    from memorylake_a2a.v1_0 import rest

    extension = ml.MemoryLakeExtension(
        actor_id=ACTOR,
        overrides=ml.Overrides(
            capabilities_override=ml.CapabilitiesOverride(
                web_search=ml.WebSearchCapability(open_datasets=["a/b"])
            )
        ),
    )
    request = m.SendMessageRequest(
        message=m.Message(role=m.Role.USER, parts=[m.Part(text="hi")]),
        metadata={"memorylake": extension.model_dump(by_alias=True, exclude_none=True)},
    )
    sent = rest.build_send_message(request).json["metadata"]["memorylake"]
    assert sent == {
        "actorId": ACTOR,
        "skipMemory": False,
        "overrides": {"capabilitiesOverride": {"web_search": {"open_datasets": ["a/b"]}}},
    }


SHAPE_CASES = [
    (
        "v0.3 REST content",
        {"parts": [{"text": "hi"}], "content": [{"text": "hi"}]},
        None,
        "message.content",
        "v0_3-rest spells parts",
    ),
    (
        "v0.3 JSON-RPC kind on a part",
        {"parts": [{"kind": "text", "text": "hi"}]},
        None,
        "message.parts[0].kind",
        "object tag of v0_3-jsonrpc",
    ),
    (
        "kind on the message",
        {"kind": "message", "parts": [{"text": "hi"}]},
        None,
        "message.kind",
        "object tag",
    ),
    (
        "v0.3 file part",
        {"parts": [{"file": {"uri": "https://x/y.pdf"}}]},
        None,
        "message.parts[0].file",
        "spell url, filename, mediaType, raw",
    ),
    (
        "blocking",
        {"parts": [{"text": "hi"}]},
        {"blocking": True},
        "configuration.blocking",
        "returnImmediately (inverted)",
    ),
    (
        "push notifications",
        {"parts": [{"text": "hi"}]},
        {"taskPushNotificationConfig": {"url": "https://hook"}},
        "configuration.taskPushNotificationConfig",
        "no push notifications",
    ),
]


@pytest.mark.parametrize(
    ("case", "message", "configuration", "path", "text"),
    SHAPE_CASES,
    ids=[c[0] for c in SHAPE_CASES],
)
@pytest.mark.parametrize("dialect", DIALECTS)
def test_other_dialects_spellings_are_refused(
    dialect: str, case: str, message: dict[str, Any], configuration: Any, path: str, text: str
) -> None:
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    with pytest.raises(ml.RequestShapeError) as caught:
        module.build_send_message(send(message, {"memorylake": {}}, configuration))
    assert caught.value.path == path and text in str(caught.value)


@pytest.mark.parametrize("dialect", DIALECTS)
def test_a_part_carries_exactly_one_member(dialect: str) -> None:
    """Otherwise a dialect would have to drop one: a v0.3 part has room for one."""
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    for parts, found in (
        ([{"text": "a", "url": "https://x"}], "text and url"),
        ([{"mediaType": "text/plain"}], "none"),
    ):
        with pytest.raises(ml.RequestShapeError) as caught:
            module.build_send_message(send({"parts": [{"text": "ok"}, *parts]}, {"memorylake": {}}))
        assert caught.value.path == "message.parts[1]"
        assert f"exactly one of text, raw, url, data; this one has {found}" in str(caught.value)


@pytest.mark.parametrize("dialect", DIALECTS)
def test_v0_3_data_parts_carry_objects_only(dialect: str) -> None:
    """A2A v1.0 data may be any JSON value; both v0.3 wires take an object (a2a-sdk answers 400
    "Struct must be in a dict" on REST and -32600 on JSON-RPC)."""
    module = importlib.import_module(f"memorylake_a2a.{dialect}")
    request = send({"parts": [{"data": [1, 2]}]}, {"memorylake": {}})
    if module.VERSION == "1.0":
        assert module.build_send_message(request).json is not None
        return
    with pytest.raises(ml.RequestShapeError) as caught:
        module.build_send_message(request)
    assert caught.value.path == "Part.data" and "only as a JSON object, not list" in str(
        caught.value
    )


def test_data_parts_may_hold_any_keys() -> None:
    """Only model fields are checked: a data part's own content may say kind, file or content."""
    from memorylake_a2a.v1_0 import rest

    data = {"kind": "chart", "file": "x", "content": [1]}
    wire = rest.build_send_message(
        send({"parts": [{"data": data, "metadata": {"kind": "mine"}}]}, {"memorylake": {}})
    )
    assert wire.json["message"]["parts"] == [{"data": data, "metadata": {"kind": "mine"}}]


def test_a_message_gets_a_fresh_version_4_uuid_as_its_message_id() -> None:
    ids = [message_json("hi")["messageId"] for _ in range(200)]
    assert len(set(ids)) == len(ids)
    for value in ids:
        parsed = uuid.UUID(hex=value)
        assert (parsed.hex, parsed.version, parsed.variant) == (value, 4, uuid.RFC_4122)
    whole = ml.Message.model_validate(
        {"role": "ROLE_USER", "parts": [{"text": "hi"}], "messageId": "m-1"}
    )
    assert message_json(whole)["messageId"] == "m-1"  # a message's own id is kept
