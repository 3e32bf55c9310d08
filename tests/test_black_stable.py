"""The Python target renders code that black leaves as it is (bundled spec): black's format_str
formats a second time whenever its input differs from its output, so a file that needs black's
changes costs twice (generator/pystyle.py). The bytes written are black's either way
(test_golden.py); this keeps a cold run's black time at one pass per file."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import FIXTURES, SPEC

from generator import formatting, ir
from generator.spec import load_spec
from generator.targets import python, render_target


def test_rendered_python_is_what_black_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    submitted: dict[str, str] = {}
    submit = formatting.Formatter.submit

    def record(
        self: Any,
        name: str,
        source: str,
        texts: dict[str, str] | None = None,
        whole: str | None = None,
    ) -> None:
        submitted[name] = whole or source  # what is written: the whole file black would see
        submit(self, name, source, texts, whole)

    monkeypatch.setattr(formatting.Formatter, "submit", record)
    render_target("python", ir.build(load_spec(SPEC)), None)
    assert len(submitted) > 20
    changed = [
        name
        for name, source in submitted.items()
        if formatting.format_python(source, name) != source
    ]
    assert changed == [], f"black changes what these templates render: {changed}"


def _operations(spec: Any) -> str:
    submitted: dict[str, str] = {}
    submit = formatting.Formatter.submit

    def record(self: Any, name: str, source: str, *args: Any) -> None:
        submitted[name] = args[1] if len(args) > 1 and args[1] else source
        submit(self, name, source, *args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(formatting.Formatter, "submit", record)
        render_target("python", ir.build(load_spec(spec)), None)
    return next(text for name, text in submitted.items() if name.endswith("/_operations.py"))


@pytest.mark.parametrize("spec", [SPEC, FIXTURES / "specs" / "minimal"])
def test_black_sees_the_async_operations_for_both_twins(spec: Any) -> None:
    """_operations.py's SyncOperations, the twin of its AsyncOperations without async and await,
    is left out of what black formats (targets/python.py `_without_twin`): black leaves the file
    without it as it is, and the whole file too."""
    whole = _operations(spec)
    part = python._without_twin(whole)
    assert part is not None and "class SyncOperations" not in part
    assert formatting.format_python(part, "x") == part
    assert formatting.format_python(whole, "x") == whole


def test_a_twin_that_black_might_lay_out_otherwise_is_formatted_whole() -> None:
    whole = _operations(SPEC)
    assert python._without_twin(whole) is not None
    sync_at = whole.index("class SyncOperations")
    sync, rest = whole[:sync_at], whole[sync_at:]
    async_at = rest.index("class AsyncOperations")
    twin, asyncs = rest[:async_at], rest[async_at:]
    long = "self._request(wire, self._wire.parse_get_task, call)"
    unlike = [
        twin.replace("        return self._request(", "        return self._send(", 1),
        twin.replace(long, long.replace("call", "call" + ", x" * 20), 1),  # too long
        twin.replace(
            "        self,\n        *,\n", "        self, *,\n", 1
        ),  # the twins no longer line up
        twin.replace("    def get_task(", "    def get_task[T](", 1),
        twin + "x = 1\n\n\n",
    ]
    for changed in unlike:
        assert changed != twin
        assert python._without_twin(sync + changed + asyncs) is None

    # black changes the part: the whole file is formatted, as without the shortcut
    messy = whole.replace("\nEvent = ", "\nEvent=", 1)
    part = python._without_twin(messy)
    assert part is not None and formatting.format_python(part, "o.py") != part
    formatter = formatting.Formatter(0)
    formatter.submit("o.py", part, None, messy)
    assert (
        formatter.results() == {"o.py": formatting.format_python(messy, "o.py")} != {"o.py": messy}
    )
