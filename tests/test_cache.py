"""What makes regeneration cheap changes speed, never output: the no-op path stops before the
heavy imports, and compiled templates are reused only for the same source and environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import jinja2
import pytest
from conftest import FIXTURES, run_cli

from generator import writer
from generator.cache import tool_version
from generator.errors import UsageError
from generator.formatting import Formatter, format_python
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


def test_tool_versions_are_those_importlib_metadata_reads() -> None:
    from importlib.metadata import version

    for tool in ("black", "datamodel-code-generator", "jinja2", "pydantic", "pyyaml", "click"):
        assert tool_version(tool) == version(tool)


def test_corrupt_compiled_templates_are_compiled_again(tmp_path: Path) -> None:
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(tmp_path / "cache")}
    trees = []
    for run in range(2):
        out = tmp_path / str(run)
        result = run_cli("generate", "--spec", str(MINIMAL), "--out", str(out), env=env)
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
