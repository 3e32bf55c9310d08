"""The bundled templates compiled ahead (generator/precompiled.py, generator/compiled/): they are
the code Jinja compiles now, a run loads them all without compiling, and a template that differs
from its compiled form (edited, or a custom one) is compiled at run time."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import jinja2
import pytest

from generator import dataclass_code, ir, precompiled, render
from generator.errors import UsageError
from generator.spec import load_spec
from generator.targets import TARGETS, Settings, render_target

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """One cache for the module: black's and datamodel-code-generator's work is done once.
    (render_target keeps no rendered file: every run loads or compiles every template.)"""
    cache = tmp_path_factory.getbasetemp() / "precompiled-cache"
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(cache))


@pytest.fixture(scope="module")
def model() -> Any:
    return ir.build(load_spec(ROOT / "spec"))


@pytest.fixture(scope="module")
def fresh() -> dict[str, str]:
    """generator/compiled/ as `python -m generator.precompiled` would write it now."""
    return precompiled.build()


def on_disk(relative: str) -> str:
    return (precompiled.DIRECTORY / relative).read_text(encoding="utf-8")


def test_the_compiled_templates_are_the_ones_jinja_compiles_now(fresh: dict[str, str]) -> None:
    bundles = set(dataclass_code.BUNDLES.values())
    written = {
        p.relative_to(precompiled.DIRECTORY).as_posix()
        for p in precompiled.DIRECTORY.glob("*/*.py")
    }
    assert written == fresh.keys(), "run `python -m generator.precompiled`"
    # all the templates, every target's, and dataclasses' methods (dataclass_code.py)
    assert len(fresh) == len(list(render.TEMPLATES.glob("**/*.jinja"))) + len(bundles)
    for relative in fresh.keys() - bundles:  # Jinja is pinned: exactly its code
        assert on_disk(relative) == fresh[relative], "run `python -m generator.precompiled`"


@pytest.mark.parametrize("part", sorted(dataclass_code.BUNDLES))
def test_the_dataclass_bundle_holds_what_a_cold_run_compiles_now(
    part: str, fresh: dict[str, str]
) -> None:
    """Most of it: pydantic is not pinned, and a release of it that changes a few of its
    dataclasses only costs a cold run the time to compile those (the bundle is looked up by each
    source's text); a bundle that lacks more, or holds more that no run compiles, is stale. The
    sources are those of one Python version, which the bundle names."""
    relative = dataclass_code.BUNDLES[part]
    recorded_by, now = on_disk(relative).splitlines()[2], fresh[relative].splitlines()[2]
    assert recorded_by == now, "run `python -m generator.precompiled` with this Python"
    code = compile(fresh[relative], relative, "exec")
    sources = set(next(c for c in code.co_consts if isinstance(c, tuple)))
    bundled = set(dataclass_code.bundled(part))
    assert len(sources - bundled) <= len(sources) // 10, "run `python -m generator.precompiled`"
    assert len(bundled - sources) <= len(sources) // 10, "run `python -m generator.precompiled`"


def test_a_run_compiles_no_bundled_template(model: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: list[str] = []
    real = jinja2.Environment.compile

    def compile(self: jinja2.Environment, source: str, name: str | None = None, *a: Any) -> Any:
        compiled.append(str(name))
        return real(self, source, name, *a)

    monkeypatch.setattr(jinja2.Environment, "compile", compile)
    trees = [render_target(target, model, None, Settings()) for target in TARGETS]
    assert all(trees) and compiled == []


def test_a_template_unlike_its_compiled_form_is_compiled(
    model: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--templates with the bundled version.ts.jinja loads it compiled ahead; with one line
    more, compiles it and renders that line."""
    bundled = (render.TEMPLATES / "typescript" / "version.ts.jinja").read_text()
    custom = tmp_path / "typescript"
    custom.mkdir()
    compiled: list[str] = []
    real = jinja2.Environment.compile

    def compile(self: jinja2.Environment, source: str, name: str | None = None, *a: Any) -> Any:
        compiled.append(str(name))
        return real(self, source, name, *a)

    monkeypatch.setattr(jinja2.Environment, "compile", compile)
    (custom / "version.ts.jinja").write_text(bundled)
    same = render_target("typescript", model, tmp_path, Settings())
    assert compiled == []
    (custom / "version.ts.jinja").write_text(bundled + "// one line more\n")
    changed = render_target("typescript", model, tmp_path, Settings())
    assert compiled == ["version.ts.jinja"]
    version = "src/version.ts"
    assert changed[version] == same[version] + "// one line more\n"


def test_an_error_in_a_compiled_template_names_its_line_as_when_compiled(
    model: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A value the template cannot write fails it at the same line of the same file, loaded
    compiled ahead or compiled at run time: the first line that writes it (as JSON)."""

    class Unwritable:
        pass

    version = SimpleNamespace(package="v1_0", version="1.0", transports=["rest", Unwritable()])
    with render.created() as envs:
        render_target("typescript", model, None, Settings())
    messages = []
    for directory in (precompiled.DIRECTORY, Path("/nonexistent")):
        monkeypatch.setattr(precompiled, "DIRECTORY", directory)
        env = envs[0]
        env.cache = {} if env.cache is not None else None  # load the template again
        with pytest.raises(UsageError) as error:
            render.render_template(env, "version/client.ts.jinja", header="", version=version)
        messages.append(str(error.value))
    assert messages[0] == messages[1]
    lines = (render.TEMPLATES / "typescript/version/client.ts.jinja").read_text().splitlines()
    line = 1 + next(i for i, text in enumerate(lines) if 'transports | map("json")' in text)
    assert f"/templates/typescript/version/client.ts.jinja:{line}: rendering failed" in messages[0]
