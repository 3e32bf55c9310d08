"""What the generated wire layer does with requests beyond the behaviour vectors
(spec/conformance/behaviour.yaml, run by test_behaviour.py on every dialect): the typed
extension model, and the message IDs the clients make."""

from __future__ import annotations

import uuid

import memorylake_a2a as ml
from memorylake_a2a._requests import message_json

ACTOR = "actor-33d6b73298fb43482a765643ff92444b"


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
