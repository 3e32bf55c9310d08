"""Drive a generated client the same way whether it is sync or async, so every test of the
clients runs against both: `Driver.call` awaits what needs awaiting, `Driver.events` collects a
stream (or its first n events, then closes it), `Driver.until_done` a stream's task."""

from __future__ import annotations

import asyncio
import importlib
import itertools
from typing import Any

from conftest import AGENT_ID, API_PREFIX, WORKSPACE_ID

DIALECTS = ["v1_0.rest", "v1_0.jsonrpc", "v0_3.rest", "v0_3.jsonrpc"]
MODES = ["sync", "async"]


class Driver:
    def __init__(self, dialect: str, mode: str, root: str, **options: Any) -> None:
        version, transport = dialect.split(".")
        self.version = importlib.import_module(f"memorylake_a2a.{version}")
        self.dialect, self.mode, self.transport = dialect, mode, transport
        options = {
            "workspace_id": WORKSPACE_ID,
            "agent_id": AGENT_ID,
            "transport": transport,
            "api_key": "sk_test_secret",
            "base_url": root + API_PREFIX,
            **options,
        }
        if mode == "sync":
            self.client = self.version.Client(**options)
            self.loop = None
        else:
            self.loop = asyncio.new_event_loop()
            self.client = self.version.AsyncClient(**options)

    def call(self, operation: str, *args: Any, **kwargs: Any) -> Any:
        result = getattr(self.client, operation)(*args, **kwargs)
        return self.loop.run_until_complete(result) if self.loop else result

    def events(self, operation: str, *args: Any, n: int | None = None, **kwargs: Any) -> list[Any]:
        stream = getattr(self.client, operation)(*args, **kwargs)
        if self.loop is None:
            with stream:
                return list(itertools.islice(stream, n))

        async def collect() -> list[Any]:
            out = []
            async with stream:
                async for event in stream:
                    out.append(event)
                    if n and len(out) == n:
                        break
            return out

        return self.loop.run_until_complete(collect())

    def until_done(
        self, operation: str, *args: Any, n: int = 0, **kwargs: Any
    ) -> tuple[list[Any], Any]:
        """A stream's first n events, then until_done(): the events read and the task."""
        stream = getattr(self.client, operation)(*args, **kwargs)
        if self.loop is None:
            with stream:
                return list(itertools.islice(stream, n)), stream.until_done()

        async def read() -> tuple[list[Any], Any]:
            events = []
            async with stream:
                if n:
                    async for event in stream:
                        events.append(event)
                        if len(events) == n:
                            break  # the rest stays for until_done()
                return events, await stream.until_done()

        return self.loop.run_until_complete(read())

    def close(self) -> None:
        if self.loop is None:
            self.client.close()
        else:
            self.loop.run_until_complete(self.client.aclose())
            self.loop.close()
