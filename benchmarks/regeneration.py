"""Regeneration time: a2a-codegen against openapi-python-client on the same API, side by side.

openapi-python-client gets an OpenAPI 3.1 description of the v1.0 REST routes, derived from our
spec (same operations, same models), so both tools render the same API. Every run is a fresh
process; the rounds interleave the cases, and each case's min and median wall time and child CPU
time are reported, with the ratio of its median to openapi-python-client's.

    pip install -e ".[test]" && python benchmarks/regeneration.py [--runs 5] [--results FILE]

Cases (`a2a-codegen`, the console script, renders every target from a copy of spec/):
  cold      generate into an empty directory with an empty cache (a fresh clone: the cache
            directory, $A2A_CODEGEN_CACHE, is new for each run, Jinja's bytecode cache with it)
  edit      generate after editing one description (of a field of spec/extension.yaml), over the
            tree and the warm cache of the spec before the edit
  no-op     generate over an up-to-date tree, cache warm
  check     check over an up-to-date tree, cache warm
  opc       openapi-python-client generate --overwrite (with its default ruff post-hooks)

Targets (wall time, the ratio of medians to openapi-python-client's): cold <= 2.0x, edit
<= 0.35x, no-op generate and check <= 0.10x. It prints a Markdown table and writes its results
to benchmarks/results/regeneration.json (benchmarks/record.py).

--quick runs 2 rounds: the test suite's guard (tests/test_benchmarks.py).
"""

from __future__ import annotations

import argparse
import atexit
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

import record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from a2a_codegen import ir  # noqa: E402
from a2a_codegen.spec import load_spec  # noqa: E402


def openapi_document() -> dict[str, object]:
    """The v1.0 REST dialect of spec/ as OpenAPI 3.1."""
    model = ir.build(load_spec(ROOT / "spec"))
    dialect = next(d for d in model.dialects if d.version == "1.0" and d.transport == "rest")
    defs = model.models.defs
    paths: dict[str, dict[str, object]] = {}
    for b in dialect.bindings:
        operation: dict[str, object] = {"operationId": b.op.name, "summary": b.doc[:80]}
        request_fields = defs[b.op.request]["properties"] if b.op.request else {}
        parameters = [
            {"name": f, "in": "path", "required": True, "schema": {"type": "string"}}
            for f in b.path_fields
        ]
        parameters += [{"name": q, "in": "query", "schema": request_fields[q]} for q in b.query]
        if parameters:
            operation["parameters"] = parameters
        if b.body and b.op.request:
            operation["requestBody"] = {
                "required": True,
                "content": {"application/json": {"schema": {"$ref": f"#/$defs/{b.op.request}"}}},
            }
        media = "text/event-stream" if b.op.streaming else "application/json"
        operation["responses"] = {
            "200": {
                "description": "OK",
                "content": {media: {"schema": {"$ref": f"#/$defs/{b.op.result}"}}},
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


# Each case's row in the table, and its target: the ratio of its median wall time to
# openapi-python-client's, at most.
CASES = {
    "cold": ("cold `generate` (fresh clone: empty cache and output directory)", 2.0),
    "edit": ("`generate` after a one-description edit (cache warm)", 0.35),
    "no-op": ("no-op `generate`", 0.10),
    "check": ("`check`", 0.10),
    "opc": ("openapi-python-client (cold)", None),
}

# The field whose description the edit case changes (spec/extension.yaml), and its description.
EDITED = "Maximum number of tokens in the answer."


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="2 rounds (the suite's guard)")
    record.add_option(parser)
    args = parser.parse_args()
    runs = 2 if args.quick else args.runs

    work = Path(tempfile.mkdtemp(prefix="regen-bench-"))
    atexit.register(shutil.rmtree, work, True)  # also when a run fails
    spec = work / "spec"  # its directory's name is in the generated files: keep "spec"
    shutil.copytree(ROOT / "spec", spec)
    extension = spec / "extension.yaml"
    if EDITED not in extension.read_text():
        raise SystemExit(f"benchmarks/regeneration.py: {EDITED!r} is not in spec/extension.yaml")
    (work / "openapi.json").write_text(json.dumps(openapi_document(), indent=2))
    bin_dir = str(Path(sys.executable).parent)  # the console scripts, and the ruff opc runs
    codegen = [str(Path(bin_dir) / "a2a-codegen")]
    os.environ["PATH"] = bin_dir + os.pathsep + os.environ.get("PATH", "")
    # As a user's machine runs them: compiled modules are kept (a sandbox may say otherwise).
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    warm = {**os.environ, "A2A_CODEGEN_CACHE": str(work / "cache")}

    def generate(out: str, command: str = "generate", targets: tuple[str, ...] = ()) -> list[str]:
        options = [arg for target in targets for arg in ("--target", target)]
        return [*codegen, command, "--spec", str(spec), "--out", str(work / out), *options]

    def cold(i: int) -> tuple[float, float]:
        """A fresh clone's first run: a cache directory and an output directory never used."""
        cache = work / f"cache-cold{i}"
        assert not cache.exists() and not (work / f"cold{i}").exists()
        return timed(generate(f"cold{i}"), {**os.environ, "A2A_CODEGEN_CACHE": str(cache)})

    original = extension.read_text()

    def edit(i: int) -> tuple[float, float]:
        """A description never seen before, over the tree and cache of the spec before the edit."""
        extension.write_text(original.replace(EDITED, f"{EDITED[:-1]} (edit {i}).", 1))
        result = timed(generate("edited"), warm)
        extension.write_text(original)
        timed(generate("edited"), warm)  # the next edit starts from the same tree and cache
        return result

    timed(generate("warm"), warm)  # fills the cache and the trees
    timed(generate("edited"), warm)
    cases = {
        "cold": cold,
        "edit": edit,
        "no-op": lambda i: timed(generate("warm"), warm),
        "check": lambda i: timed(generate("warm", "check"), warm),
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

    figures = {
        name: {
            "wall_min": min(w for w, _ in values),
            "wall_median": statistics.median(w for w, _ in values),
            "cpu_min": min(c for _, c in values),
            "cpu_median": statistics.median(c for _, c in values),
        }
        for name, values in samples.items()
    }
    base = figures["opc"]
    for f in figures.values():
        f["wall_ratio"] = f["wall_median"] / base["wall_median"]
        f["cpu_ratio"] = f["cpu_median"] / base["cpu_median"]
    print(f"$ {record.command()}")
    print(
        f"{runs} interleaved rounds; a2a-codegen writes {lines} lines of Python, "
        f"openapi-python-client {opc_lines}\n"
    )
    print(
        "| case | wall min / median | vs openapi-python-client | CPU min / median "
        "| vs openapi-python-client | target (wall) |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    rows = []
    for name, f in figures.items():
        label, target = CASES[name]
        verdict = ""
        if target is not None:
            rows.append(
                record.row(
                    f"regeneration: {label}, wall vs openapi-python-client", f["wall_ratio"], target
                )
            )
            verdict = f"{target:.2f}x: {rows[-1]['verdict']}"
        print(
            f"| {label} | {f['wall_min']:.2f} / {f['wall_median']:.2f} s | {f['wall_ratio']:.2f}x "
            f"| {f['cpu_min']:.2f} / {f['cpu_median']:.2f} s | {f['cpu_ratio']:.2f}x | {verdict} |"
        )
    details = {"rounds": runs, "python_lines": lines, "opc_python_lines": opc_lines}
    record.write(
        "regeneration.py",
        rows,
        quick=args.quick,
        details={**details, "cases": figures},
        path=args.results,
    )


if __name__ == "__main__":
    main()
