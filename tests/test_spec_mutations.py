"""`validate` passing means `generate` succeeds: random edits of the bundled spec are refused with
a location, or generate both targets, whose outputs import and type-check. The suite runs a few
hundred edits and compiles a sample of the outputs; benchmarks/spec_mutations.py runs 2,000 and
compiles every distinct output."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from conftest import FIXTURES, spec_mutations

CASES, SEED, COMPILED = 300, 9, 4


def test_random_spec_edits_are_refused_with_a_location_or_generate_code_that_compiles(
    tmp_path: Path,
) -> None:
    report = spec_mutations().run(
        CASES, SEED, compile_limit=COMPILED, specs=(_without_streams(tmp_path),)
    )
    assert not report.failures, "\n\n".join(report.failures[:5])
    assert report.outcomes["refused by validate"] > CASES // 2
    assert report.outcomes["outputs compiled"] == COMPILED


def _without_streams(tmp_path: Path) -> Path:
    """The minimal fixture without its streaming operation (and the stream's event model): an
    API need not stream."""
    spec = tmp_path / "no-streams"
    shutil.copytree(FIXTURES / "specs" / "minimal", spec)
    for name in ("service.yaml", "dialects.yaml"):
        lines = (spec / name).read_text().splitlines(keepends=True)
        (spec / name).write_text("".join(x for x in lines if "send_streaming_message" not in x))
    models = (spec / "models.yaml").read_text()
    block = re.search(r"^  StreamResponse:\n(    .*\n)*", models, flags=re.M)
    assert block, "the fixture no longer has StreamResponse"
    (spec / "models.yaml").write_text(models[: block.start()] + models[block.end() :])
    return spec
