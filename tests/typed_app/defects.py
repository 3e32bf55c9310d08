"""Mistakes a type checker must report, with no plugin, each on the line whose comment says it
is a defect: what the typed parameters, raw responses and models are there to catch
(tests/test_generated_quality.py checks that mypy and pyright report these lines, and no other
line of this file, of app.py or of the package)."""

from __future__ import annotations

from memorylake_a2a import MemoryLakeExtension, MemoryLakeExtensionParam, PartParam, Task, v1_0

ACTOR = "actor-33d6b73298fb43482a765643ff92444b"

misspelled: MemoryLakeExtensionParam = {"actorID": ACTOR}  # defect: actorId
not_a_bool: MemoryLakeExtensionParam = {"skipMemory": "yes"}  # defect: a str for a bool
not_a_str: PartParam = {"text": 42}  # defect: an int for a str
snake_case = MemoryLakeExtension(actor_id=ACTOR)  # defect: the keyword is the wire's, actorId


def calls(client: v1_0.Client) -> None:
    client.send_message(["hi", {"txt": "typo"}])  # defect: a part has no "txt"
    client.send_message("hi", memorylake={"readWriteProjectID": "proj-1"})  # defect: the case
    pitfall = {"capabilitiesOverride": {"pii": {"enabled": False}}}  # "enabled" is no setting
    client.send_message("hi", memorylake={"overrides": pitfall})  # defect
    raw: Task = client.with_raw_response.get_task("task-1")  # defect: a RawResponse[Task]
    print(raw, client.with_raw_response.get_task("task-1").parse().satus)  # defect: status
    v1_0.Client(workspace_id="ws-1", agent_id="agent-1", hooks={"requests": print})  # defect
