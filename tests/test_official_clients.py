"""The official a2a-sdk client (its ClientFactory) against the test kit's fake, served on loopback
by a small ASGI adapter: the fake's own agent card is complete enough for the client to pick a
transport from it, and the client finds, sends, streams, gets and subscribes on JSON-RPC as
against any A2A agent. (On REST MemoryLake's documented behaviour differs from A2A's: see the
package README's section "Other A2A agents".)"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx as sdk_httpx  # a2a-sdk's HTTP library, whichever the package was generated with
import pytest
from a2a.client import ClientConfig, ClientFactory
from a2a.types import (
    GetTaskRequest,
    Message,
    Part,
    Role,
    SendMessageRequest,
    SubscribeToTaskRequest,
    TaskState,
)
from a2a.utils.errors import MethodNotFoundError, TaskNotFoundError
from conftest import AGENT_PATH, serve
from memorylake_a2a._http import httpx
from memorylake_a2a.testing import FakeAgent


def adapter(fake: FakeAgent) -> Any:
    """An ASGI app that hands each request to the fake and streams back its answer."""

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        host = dict(scope["headers"])[b"host"].decode()
        query = f"?{scope['query_string'].decode()}" if scope["query_string"] else ""
        request = httpx.Request(
            scope["method"],
            f"http://{host}{scope['raw_path'].decode()}{query}",
            headers=[(k.decode(), v.decode()) for k, v in scope["headers"]],
            content=body,
        )
        response = fake.handle(request)
        headers = [(k.encode(), v.encode()) for k, v in response.headers.items()]
        await send(
            {"type": "http.response.start", "status": response.status_code, "headers": headers}
        )
        async for chunk in response.aiter_raw():
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    return app


@pytest.fixture
def agent() -> Iterator[tuple[FakeAgent, str]]:
    """The fake, and the agent's URL on loopback (what a user gives an A2A client)."""
    fake = FakeAgent()
    for root in serve(lambda host, port: adapter(fake)):
        yield fake, root + AGENT_PATH


def message(text: str) -> SendMessageRequest:
    return SendMessageRequest(
        message=Message(message_id=f"m-{text}", role=Role.ROLE_USER, parts=[Part(text=text)])
    )


async def events(client: Any, request: Any, method: str = "send_message") -> list[Any]:
    return [event async for event in getattr(client, method)(request)]


def test_the_official_client_finds_the_fake_and_talks_to_it(agent: tuple[FakeAgent, str]) -> None:
    fake, url = agent

    async def run() -> None:
        async with sdk_httpx.AsyncClient(timeout=20) as pool:
            # Card discovery: the factory reads the fake's card and picks its JSON-RPC interface.
            config = ClientConfig(httpx_client=pool, supported_protocol_bindings=["JSONRPC"])
            streaming = await ClientFactory(config).create_from_url(url)
            plain = await ClientFactory(
                ClientConfig(httpx_client=pool, streaming=False)
            ).create_from_url(url)
            assert fake.requests[0].path == "/.well-known/agent-card.json"

            fake.reply("Paris is the capital of France.")
            [sent] = await events(plain, message("What is the capital of France?"))
            task = sent.task
            assert task.status.state == TaskState.TASK_STATE_COMPLETED
            assert task.artifacts[0].parts[0].text == "Paris is the capital of France."
            assert fake.requests[-1].dialect == "v1_0-jsonrpc"  # the card's JSON-RPC v1.0

            fake.reply("Paris.", chunks=["Par", "is."])
            streamed = await events(streaming, message("Stream it"))
            assert streamed[0].HasField("task")
            chunks = [
                e.status_update.status.message.parts[0].text
                for e in streamed
                if e.HasField("status_update") and e.status_update.status.message.parts
            ]
            assert chunks == ["Par", "is."]
            assert streamed[-1].status_update.status.state == TaskState.TASK_STATE_COMPLETED

            got = await streaming.get_task(GetTaskRequest(id=task.id))
            assert got.id == task.id and got.status.state == TaskState.TASK_STATE_COMPLETED

            replay = await events(
                streaming, SubscribeToTaskRequest(id=streamed[0].task.id), "subscribe"
            )
            assert [e.WhichOneof("payload") for e in replay] == [
                e.WhichOneof("payload") for e in streamed[1:]
            ]

            with pytest.raises(TaskNotFoundError):
                await streaming.get_task(GetTaskRequest(id="no-such-task"))
            await streaming.close()
            await plain.close()

    asyncio.run(run())


def test_on_rest_the_differences_the_readme_lists(agent: tuple[FakeAgent, str]) -> None:
    """The package README's "Other A2A agents": on REST, MemoryLake subscribes by GET where A2A
    v1.0's clients POST, and answers errors with its own body, not A2A's google.rpc.Status, so
    the official client's REST subscribe and its typed errors do not work there."""
    fake, url = agent

    async def run() -> None:
        async with sdk_httpx.AsyncClient(timeout=20) as pool:
            config = ClientConfig(httpx_client=pool, supported_protocol_bindings=["HTTP+JSON"])
            client = await ClientFactory(config).create_from_url(url)
            streamed = await events(client, message("Stream it"))  # a send works
            assert fake.requests[-1].dialect == "v1_0-rest"
            assert streamed[-1].status_update.status.state == TaskState.TASK_STATE_COMPLETED
            with pytest.raises(MethodNotFoundError):  # POST .../tasks/{id}:subscribe: no route
                await events(client, SubscribeToTaskRequest(id=streamed[0].task.id), "subscribe")
            assert fake.requests[-1].method == "POST" and fake.requests[-1].operation is None
            # A task not found, in MemoryLake's body: read as a missing route, not TaskNotFound.
            with pytest.raises(MethodNotFoundError):
                await client.get_task(GetTaskRequest(id="no-such-task"))
            assert fake.requests[-1].operation == "get_task"
            await client.close()

    asyncio.run(run())
