"""A `generate` killed with SIGKILL at the worst instants leaves each tree whole (old or new), and
the next start leaves both trees from one run with no temporary tree behind. The full series
(400 random and aimed kills) is tests/tools/kill_trials.py; these are its aimed cases."""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import FIXTURES
from tools.kill_trials import Harness, steps


def test_kills_at_the_swap_leave_whole_trees_and_the_next_start_repairs(tmp_path: Path) -> None:
    harness = Harness(FIXTURES / "specs" / "minimal", tmp_path)
    dry = tmp_path / "dry"
    shutil.copytree(harness.out, dry, symlinks=True)
    route = steps(harness.specs[1], dry)
    swap = route.index("_exchange#1")
    last = sum(p.startswith("_exchange#") for p in route)  # one swap per target
    after_swaps = route[route.index(f"_exchange#{last}") + 1]  # the journal's removal
    # Each trial runs toward the other spec: what the kill left -> what the next start made of it.
    assert harness.trial("write_bytes#3") == "old -> old"  # while building the new trees
    # Between the two targets' swaps the trees disagree: `check` says so (trial() asserts it),
    # and the next start rolls forward.
    assert harness.trial("_exchange#2") == "new+old -> new"
    assert harness.trial(after_swaps) == "new -> new"
    assert harness.trial("rmtree#1") == "new -> new"  # the next start removes the old trees
    # Off Linux the swap is two renames: a kill between them leaves the tree missing until the
    # next start, which finishes the swap.
    renames = sum(p.startswith("rename#") for p in route[:swap])
    assert harness.trial(f"rename#{renames + 2}", fallback=True) == "missing+old -> new"
    assert harness.results.failures == []


def test_the_journal_digest_of_a_new_tree_is_the_one_read_back(tmp_path: Path) -> None:
    """The journal names each new tree by the digest of its generated files, computed from the
    tree in memory: the one a start that rolls the swap forward reads from disk."""
    from a2a_codegen.output import writer

    (tmp_path / "python" / "node_modules").mkdir(parents=True)
    (tmp_path / "python" / "node_modules" / "dep.js").write_text("theirs")
    tree = {"a.py": "x = 1\n", "pkg/b.py": "é\n", ".hidden": "ours, unread", "dist/c": "unread"}
    new = writer._build(tmp_path, "python", tree)
    assert (new / "node_modules" / "dep.js").exists()
    assert writer._tree_digest(tree) == writer._digest(new)
    assert writer._tree_digest(tree) != writer._tree_digest({**tree, "a.py": "x = 2\n"})
