"""What makes regeneration cheap changes speed, never output: the no-op path stops before the
heavy imports, and compiled templates are reused only for the same source and environment."""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jinja2
import pytest
from conftest import FIXTURES, SPEC, run_cli

from generator import formatting, writer
from generator.cache import tool_version
from generator.errors import UsageError
from generator.formatting import Formatter, format_python
from generator.paths import TEMPLATES
from generator.render import _compiled_templates
from generator.targets import TARGETS

MINIMAL = FIXTURES / "specs" / "minimal"
HEAVY = ("click", "jinja2", "yaml", "pydantic", "black", "datamodel_code_generator")


def test_a_no_op_run_imports_none_of_the_heavy_tools(tmp_path: Path) -> None:
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(tmp_path / "cache")}
    args = ("--spec", str(MINIMAL), "--out", str(tmp_path / "gen"))
    assert run_cli("generate", *args, env=env).returncode == 0
    for command, said in [("generate", f"{tmp_path / 'gen'}: up to date"), ("check", "")]:
        result = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "generator", command, *args],
            env=env,
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stderr
        assert said in result.stdout
        imported = {line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()}
        assert not imported & set(HEAVY), imported & set(HEAVY)


def test_a_run_into_an_empty_cache_writes_one_pack_that_the_next_run_reads(
    tmp_path: Path,
) -> None:
    """A generate that starts with an empty cache keeps every entry (its forked child's too) in
    memory and writes them as one file at its end; the next run finds there what it needs."""
    cache = tmp_path / "cache"
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(cache)}
    args = ("--spec", str(MINIMAL), "--out", str(tmp_path / "gen"))
    assert run_cli("generate", *args, env=env).returncode == 0
    [pack] = (cache / "packs").iterdir()
    assert [p for p in cache.rglob("*") if p.is_file()] == [pack]
    result = run_cli("generate", *args, env=env)
    assert result.stdout == f"{tmp_path / 'gen'}: up to date\n", result.stderr


def test_a_pack_holds_a_forked_child_s_entries_and_a_broken_one_is_a_miss(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator import cache
    from generator.forked import Forked

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path))
    cache.pack()
    try:
        cache.store_value("step", "parent", "p")
        assert cache.cached_value("step", "parent") == "p"  # before it is written
        child = Forked(lambda: cache.store_value("step", "child", "c€") or os.getpid())
        assert child.result() != os.getpid() or len(os.sched_getaffinity(0)) == 1
    finally:
        cache.flush()
    assert list(tmp_path.iterdir()) == [tmp_path / "packs"]  # nothing else was written
    assert cache.cached_value("step", "child") == "c€"
    cache._packs.clear()  # as another process, which reads the index
    assert [cache.cached_value("step", k) for k in ("parent", "child", "x")] == ["p", "c€", None]
    cache.store_value("step", "later", "l")  # stored directly again
    assert cache.cached_value("step", "later") == "l" and len(list(tmp_path.iterdir())) == 2

    [pack] = (tmp_path / "packs").iterdir()
    data = pack.read_bytes()
    for broken in (data[:-1], b"not a pack\n" + data, b"[1]\n"):
        pack.write_bytes(broken)
        cache._packs.clear()
        assert cache.cached_value("step", "child") is None


def _described_minimal(tmp_path: Path) -> Path:
    """A copy of the minimal spec whose extension field has a description."""
    spec = tmp_path / "spec"
    shutil.copytree(MINIMAL, spec)
    extension = spec / "extension.yaml"
    field = 'userId: {type: string, pattern: "^user-[0-9]+$"'
    extension.write_text(
        extension.read_text().replace(field, f"{field}, description: The user.", 1)
    )
    return spec


def _edit_description(spec: Path) -> None:
    extension = spec / "extension.yaml"
    extension.write_text(extension.read_text().replace("The user.", "The user (edited).", 1))


def test_a_plain_generate_that_renders_imports_neither_click_nor_pydantic(tmp_path: Path) -> None:
    """After a description edit: a valid spec loads without pydantic (generator/spec/plain.py),
    and a `generate` with plain options runs without click (generator/entry.py)."""
    spec = _described_minimal(tmp_path)
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(tmp_path / "cache")}
    args = ("generate", "--spec", str(spec), "--out", str(tmp_path / "gen"))
    assert run_cli(*args, env=env).returncode == 0
    # A description is a placeholder for black (which imports click): it does not run.
    _edit_description(spec)
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "generator", *args],
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert f"{tmp_path / 'gen' / 'python'}: " in result.stdout
    imported = {line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()}
    assert "jinja2" in imported  # it did render
    assert not imported & {"click", "pydantic"}, imported & {"click", "pydantic"}


def test_a_description_edit_lays_out_no_file_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pystyle's layouts are cached by the code they lay out: after a description edit (a
    placeholder in the code, as the spec's digest, in `_version.py`, is) no file is laid out."""
    from generator import pystyle
    from generator.pipeline import render

    spec = _described_minimal(tmp_path)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    before = render(spec, ("python",), None)["python"]
    _edit_description(spec)
    laid_out: list[str] = []
    for name in ("settled", "settled_datamodels"):
        real = getattr(pystyle, name)
        spy = functools.wraps(real)(lambda code, real=real: laid_out.append(code) or real(code))
        monkeypatch.setattr(pystyle, name, spy)  # under its own name: the cache's key holds it
    after = render(spec, ("python",), None)["python"]
    assert laid_out == []
    assert sorted(rel for rel in after if after[rel] != before[rel]) == [
        "_api.json",  # the client API's docs: a digest of the description
        "tiny_a2a/_manifest.json",
        "tiny_a2a/_version.py",
        "tiny_a2a/extension.py",
    ]


def test_tool_versions_are_those_importlib_metadata_reads() -> None:
    from importlib.metadata import version

    for tool in ("black", "datamodel-code-generator", "jinja2", "pydantic", "pyyaml", "click"):
        assert tool_version(tool) == version(tool)


def test_an_egg_info_version_is_the_one_importlib_metadata_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editable install run from its project's root finds the project's .egg-info first: its
    PKG-INFO is read without importing importlib.metadata, with the same answer."""
    from importlib.metadata import version

    info = tmp_path / "some_tool.egg-info"
    info.mkdir()
    (info / "PKG-INFO").write_text(
        "Metadata-Version: 2.4\nName: some-tool\nversion: 1.2.3\nSummary: x\n\nVersion: 9\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    tool_version.cache_clear()
    try:
        assert tool_version("some-tool") == version("some-tool") == "1.2.3"
    finally:
        tool_version.cache_clear()


def test_a_dependency_missing_from_this_python_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Python without one of the generator's tools (black, say) gets an error that names it
    and says how to install it, exit 2, no traceback."""
    from click.testing import CliRunner

    from generator import stamp
    from generator.cli import main

    with pytest.raises(UsageError, match="no-such-tool is not installed for .*pip install -e"):
        tool_version("no-such-tool")
    monkeypatch.setattr(stamp, "TOOLS", (*stamp.TOOLS, "no-such-tool"))
    result = CliRunner().invoke(main, ["check", "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "error: no-such-tool is not installed for" in result.stderr
    assert "Traceback" not in result.output


def test_corrupt_compiled_templates_are_compiled_again(tmp_path: Path) -> None:
    """A custom template (the bundled ones are compiled ahead: precompiled.py) is compiled and
    kept in the cache; a corrupt entry is compiled again."""
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(tmp_path / "cache")}
    custom = tmp_path / "templates" / "python"
    custom.mkdir(parents=True)
    bundled = (TEMPLATES / "python" / "_version.py.jinja").read_text()
    (custom / "_version.py.jinja").write_text("{# a custom copy #}\n" + bundled)
    trees = []
    for run in range(2):
        out = tmp_path / str(run)
        options = ["--out", str(out), "--templates", str(tmp_path / "templates")]
        result = run_cli("generate", "--spec", str(MINIMAL), *options, env=env)
        assert result.returncode == 0, result.stderr
        trees.append({target: writer.read(out / target) for target in TARGETS})
        compiled = list((tmp_path / "cache" / "templates").iterdir())
        assert compiled
        for entry in compiled:
            entry.write_bytes(entry.read_bytes()[:40])  # cut in the middle of the code
    assert trees[0] == trees[1]


def test_a_template_compiled_with_other_options_is_not_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    (tmp_path / "t.jinja").write_text("{% if true %}\n  x\n{% endif %}\n")

    def render(trim: bool, cache: jinja2.BytecodeCache | None) -> str:
        env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(tmp_path)),
            bytecode_cache=cache,
            trim_blocks=trim,
            keep_trailing_newline=True,
        )
        return env.get_template("t.jinja").render()

    for trim in (True, False, True, False):
        assert render(trim, _compiled_templates()) == render(trim, None)
    assert render(True, None) != render(False, None)
    assert len(list((tmp_path / "cache" / "templates").iterdir())) == 2


@pytest.mark.parametrize("helpers", [0, 1, 2])
def test_the_formatter_gives_what_black_gives_whoever_formats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, helpers: int
) -> None:
    """In this process or in forked helpers, with code shared by two files: black's bytes; a file
    black refuses is a usage error that names it."""
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    sources = {f"m{i}.py": f"x  =  {{ 'a' : {i} }}\ndef f( y ):\n  return y\n" for i in range(5)}
    sources["same.py"] = sources["m0.py"]
    formatter = Formatter(helpers)
    for name, source in sources.items():
        formatter.submit(name, source)
    assert formatter.results() == {n: format_python(s, n) for n, s in sources.items()}
    broken = Formatter(helpers)
    broken.submit("ok.py", "x = 1\n")
    broken.submit("bad.py", "def broken(:\n")
    with pytest.raises(UsageError, match="bad.py: a template rendered invalid Python"):
        broken.results()


def test_black_jobs_are_taken_longest_first_and_the_stops_last() -> None:
    """The formatter's queue gives the longest code first (equal lengths in the order they came),
    a helper's stop (None) after every job, even a job put back after the stops."""
    jobs = formatting._Jobs()
    for item in ["bb", None, "a", "cccc", "dd"]:
        jobs.put(item)
    jobs.put("eee")  # as a job a dying helper puts back
    assert [jobs.get_nowait() for _ in range(6)] == ["cccc", "eee", "bb", "dd", "a", None]
    assert jobs.empty()


def test_a_description_edit_runs_neither_black_nor_datamodel_code_generator(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The models' descriptions and the spec's digest stand as placeholders in what black and
    datamodel-code-generator see (and the cache keeps): a warm run after a description edit
    calls neither, and changes only that description's line (and the provenance) of generated/."""
    import shutil

    import black
    from conftest import ROOT, SPEC

    from generator.pipeline import render
    from generator.targets import python

    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    render(spec, ("python",), None)
    ext = spec / "extension.yaml"
    old, new = "Maximum number of tokens in the answer.", "At most this many tokens (edited)."
    ext.write_text(ext.read_text().replace(old, new, 1))
    calls: list[str] = []
    format_str, datamodels = black.format_str, python._run_datamodel_codegen
    monkeypatch.setattr(black, "format_str", lambda s, **kw: calls.append(s) or format_str(s, **kw))
    monkeypatch.setattr(python, "Formatter", lambda: formatting.Formatter(0))
    monkeypatch.setattr(
        python, "_run_datamodel_codegen", lambda d, *a: calls.append(d) or datamodels(d, *a)
    )
    warm = render(spec, ("python",), None)["python"]
    assert calls == []
    golden = writer.read(ROOT / "generated" / "python")
    assert warm.keys() == golden.keys()
    changed = sorted(rel for rel in golden if warm[rel] != golden[rel].replace(old, new))
    assert changed == [
        "_api.json",
        "memorylake_a2a/_manifest.json",
        "memorylake_a2a/_version.py",
    ]
    assert f'    """{new}"""\n' in warm["memorylake_a2a/extension.py"]


# Descriptions the placeholders must not change: quotes at either end of a line or inside,
# three quotes, backslashes, non-ASCII, several lines, short lines, long lines.
DESCRIPTIONS = [
    'Say "hi" now',
    'Say "hi"',
    '"Quoted" first',
    "it's 'single'",
    'Three """ quotes',
    "A back\\slash",
    "Ends with a backslash\\",
    "Café, naïve",
    "Line one of two\nline two",
    "x",
    "A long description " * 12,
    "  leading spaces",
    "{} [] () <> # $ % ^ & * - + = | ~ `",
]


@pytest.mark.parametrize("hostile", [False, True])
def test_description_placeholders_change_no_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hostile: bool
) -> None:
    """Models rendered with their descriptions as placeholders, formatted, then filled in, are
    byte for byte black's formatting of the models rendered with the descriptions themselves;
    descriptions that cannot stand as placeholders stay in place, and when one looks like a
    placeholder (hostile), none is used."""
    from generator.targets import python

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    texts_in = DESCRIPTIONS + (["Looks like @0@ a placeholder"] if hostile else [])
    defs = {
        f"Model{i}": {
            "type": "object",
            "description": text,
            "properties": {"field": {"type": "string", "description": text}},
        }
        for i, text in enumerate(texts_in)
    }
    blind, texts = python._datamodels(defs, "pkg")
    plain, none = python._datamodels(defs, "pkg", blind=False)
    assert none == {}
    if hostile:
        assert texts == {}
    else:
        assert {'Say "hi" now', "x", "Line one of two line two"} <= set(texts.values())
        assert sum(t.startswith("A long description") for t in texts.values()) >= 2  # wrapped
        assert not {'Say "hi"', "Café, naïve", "A back\\slash"} & set(texts.values())
    formatter = Formatter(0)
    formatter.submit("blind.py", blind, texts)
    formatter.submit("plain.py", plain)
    formatted = formatter.results()
    assert formatted["blind.py"] == formatted["plain.py"] == format_python(plain, "plain.py")


def test_work_in_a_forked_child_gives_its_result_or_is_done_again_here() -> None:
    """The child's result when it succeeds (on a machine with a second core), and otherwise the
    work done again in this process, with its own error; a cancelled child is gone, and so is
    one whose result is never asked for."""
    from generator.forked import Forked

    here = os.getpid()
    ran_in = Forked(os.getpid).result()
    assert (ran_in != here) == (len(os.sched_getaffinity(0)) > 1)

    def fails_in_the_child() -> int:
        if os.getpid() != here:
            raise RuntimeError("child")
        return here

    assert Forked(fails_in_the_child).result() == here

    def fails() -> None:
        raise ValueError("the work's own error")

    with pytest.raises(ValueError, match="the work's own error"):
        Forked(fails).result()

    waiting = Forked(lambda: __import__("time").sleep(60))
    child = waiting._pid
    waiting.cancel()
    if child:
        with pytest.raises(ChildProcessError):
            os.waitpid(child, 0)

    dropped = Forked(lambda: __import__("time").sleep(60))  # its result never asked for
    child = dropped._pid
    del dropped
    if child:
        with pytest.raises(ChildProcessError):
            os.waitpid(child, 0)


def test_a_cold_cache_converts_the_models_in_a_child(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the models' conversion missing from the cache, datamodel-code-generator runs in a
    forked child (when there is a second core) and gives what it gives in this process; with
    it cached, no child is started."""
    from conftest import SPEC

    from generator import forked, ir
    from generator.spec import load_spec
    from generator.targets import python

    model = ir.build(load_spec(SPEC))
    pkg = model.service.python_package
    started: list[bool] = []
    Forked = forked.Forked  # noqa: N806
    monkeypatch.setattr(
        forked, "Forked", lambda work, fork=True: started.append(fork) or Forked(work, fork)
    )
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    cold = python._conversions(model, pkg).result()
    warm = python._conversions(model, pkg).result()
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    here = [python._datamodels(model.models.defs, pkg, python.ANSWER_BASES)]
    here.append(python._datamodels(model.extension.defs, pkg))
    assert started == [True, False]
    assert [tuple(c) for c in cold] == [tuple(w) for w in warm] == here


def test_an_empty_cache_converts_in_the_child_started_with_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the cache empty (or off) a run starts datamodel-code-generator's import in a child at
    once (when there is a second core; one, however often asked), which then converts: the same
    models as this process converts, none converted here; a child that fails leaves to this
    process the conversions it has not answered yet; with the cache filled, no child is started,
    and one nobody takes is stopped."""
    from conftest import SPEC

    from generator import datamodels, ir
    from generator.spec import load_spec
    from generator.targets import python

    model = ir.build(load_spec(SPEC))
    pkg = model.service.python_package
    here: list[str] = []
    convert = python._run_datamodel_codegen
    monkeypatch.setattr(
        python, "_run_datamodel_codegen", lambda d, *a: here.append(d) or convert(d, *a)
    )
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    expected = [python._datamodels(model.models.defs, pkg, python.ANSWER_BASES)]
    expected.append(python._datamodels(model.extension.defs, pkg))
    here.clear()
    second_core = len(os.sched_getaffinity(0)) > 1

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    datamodels.preload()
    datamodels.preload()  # entry.generate's, then render's: one child per run
    child = datamodels._started[-1]._pid if datamodels._started else 0
    assert bool(child) == second_core
    assert len(datamodels._started) == second_core
    assert [tuple(c) for c in python._conversions(model, pkg).result()] == expected
    assert len(here) == (0 if second_core else 2)
    assert not datamodels._started

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "other"))
    monkeypatch.setattr(datamodels, "_import", lambda: os._exit(1))  # the child dies
    datamodels.preload()
    assert [tuple(c) for c in python._conversions(model, pkg).result()] == expected
    assert len(here) == (2 if second_core else 4)

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "third"))
    monkeypatch.setattr(datamodels, "_import", lambda: None)
    answered: list[str] = []  # the child dies after its first answer (the models)
    monkeypatch.setattr(
        datamodels,
        "convert",
        lambda d, *a: answered and os._exit(1) or answered.append(d) or convert(d, *a),
    )
    datamodels.preload()
    assert [tuple(c) for c in python._conversions(model, pkg).result()] == expected
    assert len(here) == (3 if second_core else 6)  # the extension's conversion: here

    datamodels.preload()  # the cache now holds the conversions: no child
    assert not datamodels._started
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "empty"))
    datamodels.preload()
    dropped = datamodels._started[-1]._pid if datamodels._started else 0
    datamodels.drop()
    if dropped:
        with pytest.raises(ChildProcessError):
            os.waitpid(dropped, 0)


def test_the_modules_imported_before_the_fork_are_the_tool_s() -> None:
    """datamodels._SHARED, imported before datamodel-code-generator's child forks: each is one
    that its import and a conversion need, and that the process had not imported before."""
    from generator import datamodels

    document = {
        "openapi": "3.0.0",
        "info": {"title": "t", "version": "1"},
        "paths": {},
        "components": {"schemas": {"A": {"type": "object", "properties": {"x": {}}}}},
    }
    code = (
        "import sys; from generator import entry, cache, datamodels; before = set(sys.modules);"
        f" datamodels._import(); datamodels.convert({json.dumps(document)!r}, 'x.Base', {{}});"
        " print(sorted(set(datamodels._SHARED) - (set(sys.modules) - before)))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout == "[]\n", result.stderr
    assert datamodels._SHARED


def test_a_spec_file_is_kept_by_its_bytes_and_a_broken_one_never(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A spec file that loads is kept in the cache: the next run reads the same Source back
    without YAML; one that JSON cannot give back as it is (a date) is loaded each time, and one
    with a problem gives its messages each time, whatever the cache holds."""
    from generator.errors import SpecError
    from generator.spec import yaml_source

    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    loaded: list[Path] = []
    real = yaml_source._load
    monkeypatch.setattr(
        yaml_source, "_load", lambda path, *a: loaded.append(path) or real(path, *a)
    )
    files = sorted(SPEC.glob("*.yaml"))
    first = [yaml_source.load(path, f"spec/{path.name}") for path in files]
    assert first[0].unconfirmed and len(loaded) == len(files)
    assert [yaml_source.load(path, f"spec/{path.name}") for path in files] == first
    assert len(loaded) == len(files)  # kept
    dated, broken = tmp_path / "dated.yaml", tmp_path / "broken.yaml"
    dated.write_text("when: 2024-01-01\nname: x\n")
    broken.write_text("a: 1\na: 2\n")
    for _ in range(2):
        assert yaml_source.load(dated, "dated.yaml").data["name"] == "x"
        with pytest.raises(SpecError, match="duplicate key 'a'") as error:
            yaml_source.load(broken, "broken.yaml")
        assert str(error.value.problems[0]).startswith("broken.yaml:2:1")
    assert loaded[len(files) :] == [dated, broken] * 2
