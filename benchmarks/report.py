"""Write docs/performance.md from the results the benchmarks wrote (benchmarks/results/*.json,
benchmarks/record.py): a short introduction, then one table of every row of the latest results,
each with its target, its verdict and the results file, date and core count it comes from. No
figure is written by hand: tests/test_performance_doc.py renders the page again from the results
and fails when docs/performance.md differs.

    python benchmarks/report.py           # writes docs/performance.md
    python benchmarks/report.py --check   # exit 1 when docs/performance.md is not up to date
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
PAGE = ROOT / "docs" / "performance.md"

INTRO = """\
<!-- Written by benchmarks/report.py from benchmarks/results/*.json; do not edit. -->

# Performance

The scripts of `benchmarks/` measure the generator and the SDKs side by side with what a user
would otherwise run, on the same machine in the same run, and report ratios rather than times:

| script | what it measures |
| --- | --- |
| `regeneration.py` | `a2a-codegen generate` (cold: a fresh clone, empty cache and output directory; after a one-description edit of `spec/extension.yaml`; a no-op run) and `check`, against openapi-python-client generating the same v1.0 REST API: wall time, each run a fresh process |
| `client_overhead.py` | client CPU per sequential `send_message` of the generated Python clients against their bare HTTP library (sync against sync, async against async), on a local a2a-sdk server in its own process |
| `sse_throughput.py` | client CPU per event of one long stream shaped like MemoryLake's, decoded by the generated clients, a bare floor (`iter_bytes` + split + `json.loads`) and the a2a-sdk client; and the peak memory one stream adds |
| `import_time.py` | a cold start to the first call (a process that imports the package, builds a client and makes one call, refused at once) against a process that imports `a2a.client`, and the bare HTTP library's first request; each import alone for context; each in a fresh interpreter |
| `load.py` | many concurrent streams on one `AsyncClient` against the bare HTTP library (no target) |
| `typescript_client.mjs` | the TypeScript client's CPU per call against bare `fetch`, and per stream event against a bare floor (`fetch` + `TextDecoder` + split + `JSON.parse`); with `--baseline DIR`, per stream event against another generated tree (another commit's `generated/typescript`) in the same rounds |
| `spec_mutations.py` | random edits of `spec/`: each is refused by `validate` with a location, or generates code that imports and type-checks |

Each script writes its results to `benchmarks/results/<script>.json` (the command line, the
machine's core count, the date, and each row's figure, target and verdict), overwriting the
previous run's, and `benchmarks/report.py` writes this page from those files. To measure again,
on a machine with nothing else running (each script's defaults are a full run; `--help` lists
its options):

```sh
.venv/bin/pip install -e ".[test,bench]" && .venv/bin/npm ci
.venv/bin/python benchmarks/regeneration.py
.venv/bin/python benchmarks/client_overhead.py
.venv/bin/python benchmarks/client_overhead.py --python-http httpx
.venv/bin/python benchmarks/import_time.py
.venv/bin/python benchmarks/sse_throughput.py
.venv/bin/python benchmarks/load.py
.venv/bin/node benchmarks/typescript_client.mjs
.venv/bin/python benchmarks/spec_mutations.py
.venv/bin/python benchmarks/report.py
```

A ratio is of medians, judged against its target unrounded; a row without a target is shown for
context. A `--quick` run (the test suite's guard, few rounds) is marked *quick* below: it shows
that the script works, not what the code costs.

## Latest results

"""


def _figure(value: float, unit: str) -> str:
    """A measured figure: a ratio to three decimals, MiB to one, a count as it is."""
    if unit == "x":
        return f"{value:.3f}x"
    if unit == "MiB":
        return f"{value:.1f} MiB"
    return f"{value:g}{f' {unit}' if unit else ''}"


def _target(row: dict[str, Any]) -> str:
    """A target as it was set (1.15x, 0.8x, 8 MiB)."""
    if row["target"] is None:
        return "-"
    unit = {"x": "x", "": ""}.get(row["unit"], f" {row['unit']}")
    return f"{'≤' if row['compare'] == '<=' else '≥'} {row['target']:g}{unit}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def render(results: Path = RESULTS) -> str:
    """The page, from every results file in `results`, by file name."""
    lines = [INTRO]
    files = sorted(results.glob("*.json"))
    if not files:
        return INTRO + "No results yet: run the scripts above.\n"
    lines.append("| row | measured | target | verdict | from |\n")
    lines.append("| --- | --- | --- | --- | --- |\n")
    for path in files:
        data = json.loads(path.read_text())
        source = (
            f"[{path.name}](../benchmarks/results/{path.name}), {data['date']}, "
            f"{data['cores']} cores{', *quick*' if data['quick'] else ''}"
        )
        for row in data["rows"]:
            verdict = {"met": "met", "not met": "**not met**", None: "-"}[row["verdict"]]
            cells = [row["row"], _figure(row["measured"], row["unit"]), _target(row), verdict]
            lines.append(f"| {' | '.join(_cell(c) for c in cells)} | {source} |\n")
    lines.append("\nThe command line of each results file:\n\n")
    for path in files:
        data = json.loads(path.read_text())
        lines.append(f"- `{path.name}`: `{data['command']}`\n")
    return "".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the page is stale")
    args = parser.parse_args()
    text = render()
    if args.check:
        if not PAGE.exists() or PAGE.read_text() != text:
            print(f"{PAGE.relative_to(ROOT)} is stale: run python benchmarks/report.py")
            return 1
        return 0
    PAGE.write_text(text)
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
