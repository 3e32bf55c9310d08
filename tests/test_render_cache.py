"""Rendered files kept in the cache (generator/render.py, generator/reads.py): a file comes from
the cache only when its template, its context and every value it read are as they were, so a
change to any of them renders it again, and the bytes are always those of a fresh render."""

from __future__ import annotations

import dataclasses
import os
import shutil
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURES, SPEC

from generator import forked, ir, render, stamp
from generator.pipeline import render as render_trees
from generator.spec import load_spec

MINIMAL = FIXTURES / "specs" / "minimal"


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The templates rendered (not taken from the cache) from now on, in a fresh cache."""
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    names: list[str] = []
    real = render._render

    def spy(env: Any, template: str, context: dict[str, object]) -> str:
        names.append(template)
        return real(env, template, context)

    monkeypatch.setattr(render, "_render", spy)
    return names


@pytest.fixture(scope="module")
def model() -> ir.IR:
    return ir.build(load_spec(MINIMAL))


def _text(
    tmp_path: Path, model: ir.IR, templates: dict[str, str], code: str = "code", **context: Any
) -> str:
    """t.jinja rendered from `templates` (under --templates), with the IR, a global `g` and a
    filter `operations` that reads the IR itself (as the targets' filters do), in a run whose
    generator digest is that of the templates, and `code` for the rest of the generator."""
    root = tmp_path / "templates" / "python"
    root.mkdir(parents=True, exist_ok=True)
    for name, text in templates.items():
        (root / name).write_text(text)
    with render.keeping(stamp.code_digest(tmp_path / "templates") + code):
        env = render.environment("python", tmp_path / "templates")
    env.globals.update(ir=model, g=context.pop("g", "one"))
    env.filters["operations"] = lambda _: len(model.operations)
    env.filters["extension"] = lambda _: render._digest(model.extension)
    return render.render_template(env, "t.jinja", **context)


def test_a_file_is_rendered_again_exactly_when_something_it_read_changed(
    tmp_path: Path, model: ir.IR, rendered: list[str]
) -> None:
    service = {"t.jinja": "{{ ir.service.name }}"}
    assert _text(tmp_path, model, service) == model.service.name
    assert _text(tmp_path, model, service) == model.service.name
    unread = dataclasses.replace(model, models=dataclasses.replace(model.models, defs={}))
    assert _text(tmp_path, unread, service) == model.service.name
    assert rendered == ["t.jinja"]  # the IR's other parts were not read
    renamed = dataclasses.replace(model, service=dataclasses.replace(model.service, name="other"))
    assert _text(tmp_path, renamed, service) == "other"
    assert rendered == ["t.jinja"] * 2


@pytest.mark.parametrize(
    ("template", "again"),
    [
        ("{{ ir.extension.where }}", False),  # read through its attributes: only those count
        ("{{ ir.extension.defs | length }}", True),
        ("{{ ir.extension }}", True),  # its repr: the whole part
        ("{{ x | extension }}", True),  # a filter that pickles the IR's part (not attributes)
    ],
)
def test_a_part_that_notes_its_reads_renders_again_only_what_read_its_change(
    tmp_path: Path, model: ir.IR, rendered: list[str], template: str, again: bool
) -> None:
    """The extension's descriptions (in its `defs`) change a file that reads them, not one
    that reads only its other attributes."""
    templates = {"t.jinja": template}
    first = _text(tmp_path, model, templates, x=1)
    assert _text(tmp_path, model, templates, x=1) == first and len(rendered) == 1
    defs = {**model.extension.defs, "Added": {"type": "string"}}
    edited = dataclasses.replace(model, extension=dataclasses.replace(model.extension, defs=defs))
    second = _text(tmp_path, edited, templates, x=1)
    assert len(rendered) == (2 if again else 1)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("A2A_CODEGEN_CACHE", "off")
        assert _text(tmp_path, edited, templates, x=1) == second


@pytest.mark.parametrize(
    ("templates", "change"),
    [
        # a filter that reads the IR
        ({"t.jinja": "{{ x | operations }}"}, {"model": "fewer operations"}),
        # a global, read by an included template
        ({"t.jinja": '{% include "i.jinja" %}', "i.jinja": "{{ g }}"}, {"g": "two"}),
        ({"t.jinja": "{{ x }}"}, {"x": 2}),  # the context
        # the generator's digest (its code, templates, tools: same text here, rendered again)
        ({"t.jinja": "{{ x }}"}, {"code": "other generator"}),
        ({"t.jinja": "{{ x }}"}, {"t.jinja": "{{ x }}!"}),  # the template (--templates)
    ],
)
def test_each_input_of_a_kept_file_renders_it_again(
    tmp_path: Path,
    model: ir.IR,
    rendered: list[str],
    templates: dict[str, str],
    change: dict[str, Any],
) -> None:
    before: dict[str, Any] = {"model": model, "templates": templates, "x": 1, "code": "code"}
    after = {**before, **change}
    if change.get("model"):
        after["model"] = dataclasses.replace(model, operations=model.operations[:1])
    if "t.jinja" in change:
        after["templates"] = {**templates, **change}
    if "g" in change:
        after["g"] = change["g"]

    def text(run: dict[str, Any]) -> str:
        extra = {"g": run["g"]} if "g" in run else {}
        return _text(tmp_path, run["model"], run["templates"], run["code"], x=run["x"], **extra)

    first = text(before)
    assert text(before) == first and len(rendered) == 1  # kept
    second = text(after)
    assert len(rendered) == 2 and (second != first or "code" in change)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("A2A_CODEGEN_CACHE", "off")
        assert text(after) == second  # as a render without the cache gives it


def test_the_generator_digest_covers_the_templates_and_the_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    templates = tmp_path / "templates"
    (templates / "python").mkdir(parents=True)
    (templates / "python" / "_base.py.jinja").write_text("x = 1\n")
    digests = [stamp.code_digest(None), stamp.code_digest(templates)]
    (templates / "python" / "_base.py.jinja").write_text("x = 2\n")
    digests.append(stamp.code_digest(templates))
    monkeypatch.setattr(stamp, "tool_version", lambda tool: "0.0.0")
    digests.append(stamp.code_digest(None))
    assert len(set(digests)) == 4


def test_the_generator_digest_kept_by_the_files_signatures_sees_every_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The digest is kept by each file's path, size, inode and times: a change of bytes, even
    of the same size with the mtime put back, or a new file, gives the digest of the bytes. A
    file changed within RECENT_NS is read, whatever the cache holds."""
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(stamp, "RECENT_NS", 500_000_000)
    templates = tmp_path / "templates"
    (templates / "python").mkdir(parents=True)
    base = templates / "python" / "_base.py.jinja"
    base.write_text("x = 1\n")
    read: list[Path] = []
    real = stamp._files
    monkeypatch.setattr(
        stamp, "_files", lambda digest, root: read.append(root) or real(digest, root)
    )

    def digest() -> str:
        """The digest after a change: its files are read while the change is recent, once more
        after RECENT_NS (then kept), and not after that."""
        counts, values = [], []
        for wait in (0, 0, 0.6, 0):
            time.sleep(wait)
            count = len(read)
            values.append(stamp.code_digest(templates))
            counts.append(len(read) - count)
        assert counts == [3, 3, 3, 0] and len(set(values)) == 1
        return values[0]

    first = digest()
    mtime = base.stat().st_mtime_ns
    base.write_text("x = 2\n")
    os.utime(base, ns=(mtime, mtime))
    second = digest()
    (templates / "python" / "other.jinja").write_text("")
    third = digest()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("A2A_CODEGEN_CACHE", "off")
        assert third == stamp.code_digest(templates)
        base.write_text("x = 1\n")
        (templates / "python" / "other.jinja").unlink()
        assert first == stamp.code_digest(templates)
    assert len({first, second, third}) == 3


def test_a_description_edit_renders_again_only_what_read_the_extension(
    tmp_path: Path, rendered: list[str]
) -> None:
    """With every file kept, an edit of one extension field's description renders the files
    that read the extension or the spec's digest, and every target gives the bytes of an
    uncached run (the TypeScript and Go targets render in a forked child: counted in Python)."""
    spec = tmp_path / "spec"
    shutil.copytree(MINIMAL, spec)
    render_trees(spec, (), None)
    assert render_trees(spec, ("python",), None) and rendered.count("version/dialect.py.jinja") > 1
    rendered.clear()
    extension = spec / "extension.yaml"
    field = 'userId: {type: string, pattern: "^user-[0-9]+$"'
    extension.write_text(extension.read_text().replace(field, f"{field}, description: Who.", 1))
    render_trees(spec, ("python",), None)
    assert "extension.py.jinja" in rendered and "_version.py.jinja" in rendered
    assert not {"_base.py.jinja", "version/dialect.py.jinja", "_commands.py.jinja"} & set(rendered)
    extension.write_text(extension.read_text().replace("Who.", "Who (edited).", 1))
    warm = render_trees(spec, (), None)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("A2A_CODEGEN_CACHE", "off")
        assert warm == render_trees(spec, (), None)


def test_the_other_targets_render_in_a_child_until_the_cache_has_their_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run renders the TypeScript and Go targets in a forked child while the Python target
    renders, unless their files are in the cache for this generator (then they render here),
    or datamodel-code-generator's child converts (a cold run on two cores: this process waits
    for it, and renders them here first)."""
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    forks: list[bool] = []
    real = forked.Forked

    def spy(work: Any, fork: bool = True) -> forked.Forked:
        if work.__qualname__.startswith("_targets."):  # not the Python target's conversions
            forks.append(fork)
        return real(work, fork)

    monkeypatch.setattr(forked, "Forked", spy)
    spec = tmp_path / "spec"
    shutil.copytree(MINIMAL, spec)
    cold = render_trees(spec, (), None)
    extension = spec / "extension.yaml"
    field = 'userId: {type: string, pattern: "^user-[0-9]+$"'
    extension.write_text(extension.read_text().replace(field, f"{field}, description: Who.", 1))
    cold_forks = [] if len(os.sched_getaffinity(0)) > 1 else [True]
    assert forks == cold_forks
    edited = render_trees(spec, (), None)
    assert forks == [*cold_forks, False] and cold.keys() == edited.keys()
    render_trees(spec, (), None, code="another generator")
    assert forks == [*cold_forks, False, True]


def test_the_python_target_s_error_is_the_one_reported_wherever_the_others_render(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the Python target and another failing, the Python target's error is reported: in a
    cold run (the others rendered first, here) as when the others render in a child."""
    from generator.errors import UsageError

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    templates = tmp_path / "templates"
    for target, name in (("python", "_base.py.jinja"), ("typescript", "index.ts.jinja")):
        (templates / target).mkdir(parents=True)
        (templates / target / name).write_text("ok\n{{ 1 / 0 }}\n")
    for _ in ("cold", "with the models' conversions cached"):
        with pytest.raises(UsageError, match=r"_base\.py\.jinja:2: rendering failed"):
            render_trees(MINIMAL, (), templates)
        render_trees(MINIMAL, ("python",), None)


def _descriptions(schema: Any) -> Iterator[str]:
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "description" and isinstance(value, str):
                yield value
            else:
                yield from _descriptions(value)
    elif isinstance(schema, list):
        for value in schema:
            yield from _descriptions(value)


def test_descriptions_are_filled_as_textwrap_fills_them() -> None:
    """The models' descriptions skip textwrap when it would give them back as they are."""
    from test_cache import DESCRIPTIONS

    from generator.targets import python

    model = ir.build(load_spec(SPEC))
    width = python._WIDTH
    texts = [*_descriptions(model.models.defs), *_descriptions(model.extension.defs)]
    texts += [
        *DESCRIPTIONS,
        "",
        " ",
        "a ",
        " a",
        "a\tb",
        "a\rb",
        "a  b",
        "\xa0a\xa0",
        "-" * width,
    ]
    texts += ["x" * width, "x" * (width + 1), "word " * (width // 5) + "end"]
    assert len(texts) > 100
    for text in texts:
        assert python._fill(text) == textwrap.fill(text, width), text


def test_the_api_snapshot_reads_each_module_once_by_its_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, model: ir.IR
) -> None:
    """The CHANGELOG's API snapshot of the Python package keeps what it read from each module
    by the module's text: a module parsed before is not parsed again, an edited one is, and
    the entries are those of an uncached run."""
    from generator.diff import surface
    from generator.targets import render_target

    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    tree = render_target("python", model, None)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    parsed: list[str] = []
    real = surface._classes
    monkeypatch.setattr(surface, "_classes", lambda text, *a: parsed.append(text) or real(text, *a))
    first = surface.python(model, tree)
    modules = len(parsed)
    assert modules >= 5 and surface.python(model, tree) == first and len(parsed) == modules
    extension = f"{model.service.python_package}/extension.py"
    edited = {**tree, extension: tree[extension] + "\n\nclass Extra(CanonicalModel):\n    x: int\n"}
    after = surface.python(model, edited)
    assert parsed[modules:] == [edited[extension]] and "model Extra" in after.keys() - first.keys()
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    assert surface.python(model, edited) == after
