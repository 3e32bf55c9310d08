"""Regeneration time: a2a-codegen against openapi-python-client on the same API, side by side.

openapi-python-client gets an OpenAPI 3.1 description of the v1.0 REST routes, derived from our
spec (same operations, same models), so both tools render the same API. Every run is a fresh
process; the runs of all cases are interleaved, and each case's median wall time and child CPU
time are reported as a ratio to openapi-python-client's.

    pip install -e ".[bench]" && python benchmarks/regeneration.py [--runs 7]

Cases:
  cold      a2a-codegen generate into an empty directory with an empty cache (a fresh clone)
  no-op     a2a-codegen generate over an up-to-date tree, cache warm
  check     a2a-codegen check over an up-to-date tree, cache warm
  opc       openapi-python-client generate --overwrite (with its default ruff post-hooks)
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator import ir  # noqa: E402
from generator.spec import load_spec  # noqa: E402


def openapi_document() -> dict[str, object]:
    """The v1.0 REST dialect of spec/ as OpenAPI 3.1."""
    model = ir.build(load_spec(ROOT / "spec"))
    dialect = next(d for d in model.dialects if d.version == "1.0" and d.transport == "rest")
    defs = model.spec.models.defs
    paths: dict[str, dict[str, object]] = {}
    for b in dialect.bindings:
        operation: dict[str, object] = {"operationId": b.operation, "summary": b.doc[:80]}
        request_fields = defs[b.request]["properties"] if b.request else {}
        parameters = [
            {"name": f, "in": "path", "required": True, "schema": {"type": "string"}}
            for f in b.path_fields
        ]
        parameters += [{"name": q, "in": "query", "schema": request_fields[q]} for q in b.query]
        if parameters:
            operation["parameters"] = parameters
        if b.body and b.request:
            operation["requestBody"] = {
                "required": True,
                "content": {"application/json": {"schema": {"$ref": f"#/$defs/{b.request}"}}},
            }
        media = "text/event-stream" if b.streaming else "application/json"
        operation["responses"] = {
            "200": {
                "description": "OK",
                "content": {media: {"schema": {"$ref": f"#/$defs/{b.result}"}}},
            }
        }
        paths.setdefault(b.path, {})[b.http.lower()] = operation
    document = {
        "openapi": "3.1.0",
        "info": {"title": "MemoryLake A2A v1.0 REST", "version": "1.0"},
        "paths": paths,
        "components": {"schemas": defs},
    }
    return json.loads(json.dumps(document).replace('"#/$defs/', '"#/components/schemas/'))


def timed(
    command: list[str], env: dict[str, str] | None = None, cwd: Path = ROOT
) -> tuple[float, float]:
    """(wall seconds, child CPU seconds) of one run; a failing run stops the benchmark."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs

    work = Path(tempfile.mkdtemp(prefix="regen-bench-"))
    (work / "openapi.json").write_text(json.dumps(openapi_document(), indent=2))
    codegen = [sys.executable, "-m", "generator"]
    warm_cache = str(work / "cache")
    bin_dir = str(Path(sys.executable).parent)  # openapi-python-client and the ruff it runs
    os.environ["PATH"] = bin_dir + os.pathsep + os.environ.get("PATH", "")
    env = {**os.environ, "A2A_CODEGEN_CACHE": warm_cache}
    timed([*codegen, "generate", "--out", str(work / "warm")], env)  # fills the cache and the tree

    def cold(i: int) -> list[str]:
        return [*codegen, "generate", "--out", str(work / f"cold{i}")]

    cases = {
        "cold": lambda i: timed(
            cold(i), {**os.environ, "A2A_CODEGEN_CACHE": str(work / f"cache{i}")}
        ),
        "no-op": lambda i: timed([*codegen, "generate", "--out", str(work / "warm")], env),
        "check": lambda i: timed([*codegen, "check", "--out", str(work / "warm")], env),
        "opc": lambda i: timed(
            [
                str(Path(bin_dir) / "openapi-python-client"),
                "generate",
                "--path",
                str(work / "openapi.json"),
                "--output-path",
                str(work / "opc"),
                "--overwrite",
            ],
            cwd=work,
        ),
    }
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
    for i in range(runs):
        for name, run in cases.items():
            samples[name].append(run(i))
    lines = sum(len(p.read_text().splitlines()) for p in (work / "warm" / "python").rglob("*.py"))
    opc_lines = sum(len(p.read_text().splitlines()) for p in (work / "opc").rglob("*.py"))
    base_wall = statistics.median(w for w, _ in samples["opc"])
    base_cpu = statistics.median(c for _, c in samples["opc"])
    print(
        f"{runs} interleaved runs per case; a2a-codegen writes {lines} lines of Python, "
        f"openapi-python-client {opc_lines}"
    )
    print("| case | median wall | wall vs opc | median CPU | CPU vs opc |")
    print("| --- | --- | --- | --- | --- |")
    for name, values in samples.items():
        wall = statistics.median(w for w, _ in values)
        cpu = statistics.median(c for _, c in values)
        print(
            f"| {name} | {wall:.2f} s | {wall / base_wall:.2f}x | {cpu:.2f} s | {cpu / base_cpu:.2f}x |"
        )
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
