"""The official a2a-sdk 1.3.0 server as a test peer: a tiny echo agent speaking all four dialects.

Serves, on ONE base path (default: root), everything MemoryLake exposes:
  v1.0 JSON-RPC   POST {base}                      (needs header  A2A-Version: 1.0)
  v0.3 JSON-RPC   POST {base}                      (methods message/send ...; no/0.3 header)
  v1.0 REST       POST {base}/message:send, /message:stream, GET /tasks/{id},
                  GET|POST /tasks/{id}:subscribe, POST /tasks/{id}:cancel
  v0.3 REST       same routes under {base}/v1/...  (no/0.3 header)
  agent card      GET {base}/.well-known/agent-card.json (v1.0 fields + merged v0.3 fields)

Install:  pip install "a2a-sdk[http-server]==1.3.0" uvicorn   (the project's test extras)
Run:      python tests/servers/a2a_sdk_echo.py --port 8765 [--prefix /a2a]; the tests start it
          themselves on a free loopback port (tests/conftest.py)

Echo behaviour (keyword anywhere in the first text part):
  (default)       Task: SUBMITTED -> WORKING -> artifact 'echo' (all input parts
                  echoed back) -> COMPLETED
  "reply-message" no Task; a single agent Message echoing the parts
  "wait"          Task stays WORKING, emits a status update every 0.2 s (max 60 s)
                  until canceled  -> for cancel / subscribe tests
  "need-input"    ends in INPUT_REQUIRED
  "fail"          ends in FAILED
  "chunks"        artifact streamed in 3 append chunks (append / lastChunk)
"""

from __future__ import annotations

import argparse
import asyncio
import logging

import uvicorn
from starlette.applications import Starlette

from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.request_handlers import DefaultRequestHandler
from a2a.server.routes import (
    create_agent_card_routes,
    create_jsonrpc_routes,
    create_rest_routes,
)
from a2a.server.tasks import InMemoryTaskStore, TaskUpdater
from a2a.types import (
    AgentCapabilities,
    AgentCard,
    AgentInterface,
    AgentSkill,
    Message,
    Part,
    Role,
    Task,
    TaskState,
    TaskStatus,
)

log = logging.getLogger('echo')


def _first_text(msg: Message | None) -> str:
    if msg is None:
        return ''
    for p in msg.parts:
        if p.WhichOneof('content') == 'text':
            return p.text
    return ''


class EchoExecutor(AgentExecutor):
    def __init__(self) -> None:
        self._cancel: dict[str, asyncio.Event] = {}

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        msg = context.message
        text = _first_text(msg)
        parts = list(msg.parts) if msg else []

        if 'reply-message' in text:
            await event_queue.enqueue_event(
                Message(
                    message_id=f'reply-{msg.message_id}',
                    context_id=context.context_id or '',
                    role=Role.ROLE_AGENT,
                    parts=parts,
                )
            )
            return

        task_id, ctx_id = context.task_id or '', context.context_id or ''
        if context.current_task is None:  # new task -> announce it first
            await event_queue.enqueue_event(
                Task(
                    id=task_id,
                    context_id=ctx_id,
                    status=TaskStatus(state=TaskState.TASK_STATE_SUBMITTED),
                    history=[msg],
                )
            )
        up = TaskUpdater(event_queue, task_id, ctx_id)
        await up.start_work(up.new_agent_message([Part(text='working')]))

        if 'wait' in text:
            ev = self._cancel.setdefault(task_id, asyncio.Event())
            for _ in range(300):
                if ev.is_set():
                    return
                await asyncio.sleep(0.2)
                await up.update_status(TaskState.TASK_STATE_WORKING)
            await up.complete()
            return
        if 'need-input' in text:
            await up.requires_input(up.new_agent_message([Part(text='need more input')]))
            return
        if 'fail' in text:
            await up.failed(up.new_agent_message([Part(text='failed on purpose')]))
            return
        if 'chunks' in text:
            for i in range(3):
                await up.add_artifact(
                    [Part(text=f'chunk{i}')],
                    artifact_id='echo-chunks',
                    name='echo',
                    append=i > 0,
                    last_chunk=i == 2,
                )
        else:
            await up.add_artifact(parts, name='echo', last_chunk=True)
        await up.complete()

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        task_id = context.task_id or ''
        self._cancel.setdefault(task_id, asyncio.Event()).set()
        up = TaskUpdater(event_queue, task_id, context.context_id or '')
        await up.cancel()


def build_app(host: str, port: int, prefix: str) -> Starlette:
    base = f'http://{host}:{port}{prefix}'
    card = AgentCard(
        name='Echo Agent',
        description='Echoes every part it receives back as an artifact.',
        version='1.0.0',
        capabilities=AgentCapabilities(streaming=True, push_notifications=False),
        default_input_modes=['text/plain', 'application/json'],
        default_output_modes=['text/plain', 'application/json'],
        skills=[
            AgentSkill(id='echo', name='Echo', description='Echo parts', tags=['echo'])
        ],
        supported_interfaces=[
            AgentInterface(protocol_binding='JSONRPC', protocol_version='1.0', url=base or '/'),
            AgentInterface(protocol_binding='HTTP+JSON', protocol_version='1.0', url=base),
            AgentInterface(protocol_binding='JSONRPC', protocol_version='0.3', url=base or '/'),
            AgentInterface(protocol_binding='HTTP+JSON', protocol_version='0.3', url=base),
        ],
    )
    handler = DefaultRequestHandler(
        agent_executor=EchoExecutor(),
        task_store=InMemoryTaskStore(),
        agent_card=card,
    )
    routes = []
    # The card is served below the agent's base path, where spec/service.yaml binds it.
    routes += create_agent_card_routes(agent_card=card, card_url=f'{prefix}/.well-known/agent-card.json')
    routes += create_jsonrpc_routes(
        request_handler=handler, rpc_url=prefix or '/', enable_v0_3_compat=True
    )
    routes += create_rest_routes(
        request_handler=handler, path_prefix=prefix, enable_v0_3_compat=True
    )
    return Starlette(routes=routes)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('--host', default='127.0.0.1')
    ap.add_argument('--port', type=int, default=8765)
    ap.add_argument('--prefix', default='', help="base path, e.g. '/a2a' ('' = root)")
    ap.add_argument('--log-level', default='warning')
    a = ap.parse_args()
    logging.basicConfig(level=a.log_level.upper())
    uvicorn.run(
        build_app(a.host, a.port, a.prefix.rstrip('/')),
        host=a.host,
        port=a.port,
        log_level=a.log_level,
        access_log=False,
    )


if __name__ == '__main__':
    main()
