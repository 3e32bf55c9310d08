"""The Python target renders code that black leaves as it is (bundled spec): black's format_str
formats a second time whenever its input differs from its output, so a file that needs black's
changes costs twice (generator/pystyle.py). The bytes written are black's either way
(test_golden.py); this keeps a cold run's black time at one pass per file."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import SPEC

from generator import formatting, ir
from generator.spec import load_spec
from generator.targets import render_target


def test_rendered_python_is_what_black_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    submitted: dict[str, str] = {}
    submit = formatting.Formatter.submit

    def record(self: Any, name: str, source: str, texts: dict[str, str] | None = None) -> None:
        submitted[name] = source
        submit(self, name, source, texts)

    monkeypatch.setattr(formatting.Formatter, "submit", record)
    render_target("python", ir.build(load_spec(SPEC)), None)
    assert len(submitted) > 20
    changed = [
        name
        for name, source in submitted.items()
        if formatting.format_python(source, name) != source
    ]
    assert changed == [], f"black changes what these templates render: {changed}"
