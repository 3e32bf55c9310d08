"""SIGKILL trials of `a2a-codegen generate`: is every tree whole, old or new, whenever it dies?

Each trial starts `generate` in a fresh process, toward the spec that is not on disk (they
alternate between two specs whose outputs differ in both targets), and kills it with SIGKILL:
- random: after a random delay, uniform over the length of a whole run;
- aimed: just before one chosen file system step (a rename, a link, a write, a removal...) of the
  run, found by a first run that lists them all; with --fallback half of the aimed trials also
  make the atomic directory exchange unavailable (as off Linux), so the writer swaps with two
  renames and must be repaired by the next start.
After each kill it checks that each tree is complete and equals the old or the new output, that
the user's build files in it survived, and when the two trees disagree that `check` says so; then
that the next start (`writer.recover`, the first thing `generate` does) leaves both trees from one
run and no temporary tree behind.

    python tests/tools/kill_trials.py [--random 200] [--aimed 200] [--fallback] [--spec spec]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from a2a_codegen.output import writer  # noqa: E402
from a2a_codegen.pipeline import render  # noqa: E402

# Runs `generate` and dies just before the Nth call of one file system function (or, with no kill
# point, lists every call it made). argv: spec out kill-point|"" fallback(0|1)
CHILD = r"""
import ctypes, os, pathlib, shutil, signal, sys
from a2a_codegen import cli
from a2a_codegen.output import writer

spec, out, aim, fallback = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"
calls = []

def hooked(owner, name):
    original = getattr(owner, name)
    def call(*args, **kwargs):
        calls.append(name)
        if aim == f"{name}#{calls.count(name)}":
            os.kill(os.getpid(), signal.SIGKILL)
        return original(*args, **kwargs)
    setattr(owner, name, call)

for name in ("rename", "unlink", "write_bytes", "write_text", "symlink_to", "mkdir", "chmod"):
    hooked(pathlib.Path, name)
for name in ("replace", "link"):
    hooked(os, name)
for name in ("rmtree", "copy2"):
    hooked(shutil, name)
hooked(writer, "_exchange")
if fallback:
    writer.ctypes = type("NoExchange", (), {"CDLL": staticmethod(lambda *a, **k: object())})
sys.argv = ["a2a-codegen", "generate", "--spec", spec, "--out", out]
try:
    cli.main()
finally:
    print("\n".join(calls), file=sys.stderr)
"""

# What a user's build leaves in each package directory; every kill must keep it.
USER_FILES = {
    "python": {"build/lib/x.py": "built\n", "pkg.egg-info/PKG-INFO": "Name: x\n"},
    "typescript": {
        "node_modules/typescript/package.json": "{}\n",
        "dist/index.js": "export {};\n",
        "package-lock.json": "{}\n",
    },
    "go": {"go.sum": "\n"},
}


@dataclass
class Results:
    trials: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)


def two_specs(spec: Path, work: Path) -> tuple[Path, Path]:
    """The spec, and a copy with one more optional extension field (both targets change)."""
    a, b = work / "spec-a", work / "spec-b"
    shutil.copytree(spec, a)
    shutil.copytree(spec, b)
    ext = b / "extension.yaml"
    text = ext.read_text()
    head, sep, rest = text.partition("    properties:\n")
    ext.write_text(f"{head}{sep}      killTrialField: {{type: string}}\n{rest}")
    return a, b


def child(spec: Path, out: Path, aim: str = "", fallback: bool = False) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(spec), str(out), aim, "1" if fallback else "0"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def steps(spec: Path, out: Path, fallback: bool = False) -> list[str]:
    """Every kill point of a run over out toward spec, in order (`rename#2`: before the 2nd
    rename of the run)."""
    proc = child(spec, out, fallback=fallback)
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    seen: Counter[str] = Counter()
    points = []
    for name in err.split():
        seen[name] += 1
        points.append(f"{name}#{seen[name]}")
    return points


class Harness:
    def __init__(self, spec: Path, work: Path) -> None:
        self.specs = two_specs(spec, work)
        self.out = work / "out"
        # The expected trees of each spec, by target (their manifests record the spec's place
        # relative to out, as generate's do). The second continues the first's history, as a
        # run toward it does: its API snapshot keeps the first's, the API of its version as
        # first generated (the version did not move); a run back gives the first tree again.
        first = render(self.specs[0], (), None, previous=self.out)
        writer.write_trees(self.out, first)
        self.expected = [first, render(self.specs[1], (), None, previous=self.out)]
        for target, files in USER_FILES.items():
            for rel, text in files.items():
                (self.out / target / rel).parent.mkdir(parents=True, exist_ok=True)
                (self.out / target / rel).write_text(text)
        self.on_disk = 0  # which spec the trees on disk come from
        self.results = Results()

    def trial(self, aim: str | None, delay: float = 0.0, fallback: bool = False) -> str:
        """One kill, then the checks. Returns what the kill left in the two trees, and what the next
        start made of it: "old -> old", "new+old -> new" (the trees disagreed; rolled forward)."""
        to = 1 - self.on_disk
        proc = child(self.specs[to], self.out, aim or "", fallback)
        if aim is None:
            time.sleep(delay)
            proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=300)
        self.results.trials += 1
        where = aim or f"{delay:.3f}s"
        states = {t: self.state(t, to) for t in USER_FILES}
        outcome = "+".join(sorted(set(states.values())))
        if "missing" in states.values() and not fallback:
            self.fail(f"{where}: a tree is missing: {states}")
        if "corrupt" in states.values():
            self.fail(f"{where}: a tree is neither old nor new: {states}")
        if len(set(states.values()) - {"missing"}) > 1 and not self.check_reports_mixed():
            self.fail(f"{where}: trees from different runs, and `check` did not say so")
        writer.recover(self.out)  # what the next `generate` does first
        after = {t: self.state(t, to) for t in USER_FILES}
        if len(set(after.values())) != 1 or "missing" in after.values():
            self.fail(f"{where}: after the next start the trees are {after}")
        leftovers = sorted(p.name for p in self.out.iterdir() if p.name not in USER_FILES)
        if leftovers:
            self.fail(f"{where}: left behind after the next start: {leftovers}")
        self.on_disk = to if set(after.values()) == {"new"} else self.on_disk
        outcome += " -> " + "+".join(sorted(set(after.values())))
        self.results.outcomes[outcome] += 1
        return outcome

    def state(self, target: str, to: int) -> str:
        root = self.out / target
        if not root.is_dir():
            return "missing"
        for rel, text in USER_FILES[target].items():
            path = root / rel
            if not path.is_file() or path.read_text() != text:
                return "corrupt"
        tree = writer.read(root)
        if tree == self.expected[to][target]:
            return "new"
        if tree == self.expected[1 - to][target]:
            return "old"
        return "corrupt"

    def check_reports_mixed(self) -> bool:
        result = subprocess.run(
            [sys.executable, "-m", "a2a_codegen", "check", "--spec", str(self.specs[0])]
            + ["--out", str(self.out)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
        )
        return result.returncode == 1 and "come from different runs" in result.stderr

    def fail(self, message: str) -> None:
        self.results.failures.append(message)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=200)
    parser.add_argument("--aimed", type=int, default=200)
    parser.add_argument("--fallback", action="store_true", help="also aim at the two-rename swap")
    parser.add_argument("--spec", type=Path, default=ROOT / "spec")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as work:
        harness = Harness(args.spec, Path(work))
        dry = Path(work) / "dry"
        shutil.copytree(harness.out, dry, symlinks=True)
        started = time.monotonic()
        points = [steps(harness.specs[1 - i], dry) for i in (0, 1)]  # from spec 0 to 1, and back
        length = (time.monotonic() - started) / 2
        for i in range(args.aimed):
            route = points[harness.on_disk]  # the kill points of a run toward the other spec
            # Evenly spread over the run when there are fewer trials than points; else each once,
            # then at random.
            if args.aimed <= len(route):
                aim = route[i * len(route) // args.aimed]
            else:
                aim = route[i] if i < len(route) else rng.choice(route)
            harness.trial(aim, fallback=args.fallback and i % 2 == 1)
        for _ in range(args.random):
            harness.trial(None, delay=rng.uniform(0, length))
        results = harness.results
    print(
        json.dumps(
            {
                "trials": results.trials,
                "kill points per run": len(points[0]),
                "run length s": round(length, 2),
                "left by the kill": dict(results.outcomes.most_common()),
                "failures": results.failures,
            },
            indent=2,
        )
    )
    sys.exit(1 if results.failures else 0)


if __name__ == "__main__":
    main()
