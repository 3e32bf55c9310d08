"""What makes regeneration cheap changes speed, never output: the no-op path stops before the
heavy imports; black's and datamodel-code-generator's outputs and Jinja's compiled templates are
kept by their whole input, so a spec edit runs the tools only on what it changed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from a2a_codegen.cache import tool_version
from a2a_codegen.errors import UsageError
from a2a_codegen.output import formatting, writer
from a2a_codegen.paths import TEMPLATES
from a2a_codegen.pipeline import render
from a2a_codegen.targets import TARGETS, datamodels
from conftest import FIXTURES, SPEC, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"
HEAVY = ("jinja2", "yaml", "pydantic", "black", "datamodel_code_generator")


def test_a_no_op_run_imports_none_of_the_heavy_tools(tmp_path: Path) -> None:
    env = {**os.environ, "A2A_CODEGEN_CACHE": str(tmp_path / "cache")}
    args = ("--spec", str(MINIMAL), "--out", str(tmp_path / "gen"))
    assert run_cli("generate", *args, env=env).returncode == 0
    for command, said in [("generate", f"{tmp_path / 'gen'}: up to date"), ("check", "")]:
        result = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "a2a_codegen", command, *args],
            env=env,
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stderr
        assert said in result.stdout
        imported = {line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()}
        assert not imported & set(HEAVY), imported & set(HEAVY)


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


def test_a_description_edit_formats_and_converts_only_what_it_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a description edit, black formats only the files whose text changed, and
    datamodel-code-generator converts only the extension's schemas (as models and as dict types);
    the bytes are a fresh run's."""
    spec = _described_minimal(tmp_path)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", str(tmp_path / "cache"))
    before = render(spec, ("python",), None)["python"]
    _edit_description(spec)
    formatted: list[str] = []
    converted: list[str] = []
    black, convert = formatting._black, datamodels.convert
    convert_params = datamodels.convert_params
    monkeypatch.setattr(formatting, "_black", lambda s, n: formatted.append(n) or black(s, n))
    monkeypatch.setattr(datamodels, "convert", lambda d, *a: converted.append(d) or convert(d, *a))
    monkeypatch.setattr(
        datamodels, "convert_params", lambda d: converted.append(d) or convert_params(d)
    )
    after = render(spec, ("python",), None)["python"]
    changed = sorted(rel for rel in after if after[rel] != before[rel])
    assert changed == [
        "README.md",  # the manual's table of the extension's fields
        "_api.json",  # the client API's docs: a digest of the description
        "tiny_a2a/_manifest.json",
        "tiny_a2a/_version.py",
        "tiny_a2a/extension.py",
        "tiny_a2a/params.py",  # TinyExtensionParam's docstring
    ]
    assert sorted(formatted) == [
        "tiny_a2a/_version.py",
        "tiny_a2a/extension.py",
        "tiny_a2a/params.py",
    ]
    assert len(converted) == 2 and all("The user (edited)." in d for d in converted)
    monkeypatch.setenv("A2A_CODEGEN_CACHE", "off")
    assert render(spec, ("python",), None)["python"] == after


def test_tool_versions_are_those_importlib_metadata_reads() -> None:
    from importlib.metadata import version

    for tool in ("black", "datamodel-code-generator", "jinja2", "pydantic", "pyyaml", "click"):
        assert tool_version(tool) == version(tool)


def test_a_dependency_missing_from_this_python_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Python without one of the generator's tools (black, say) gets an error that names it
    and says how to install it, exit 2, no traceback."""
    from a2a_codegen.cli import main
    from a2a_codegen.output import stamp
    from click.testing import CliRunner

    with pytest.raises(UsageError, match="no-such-tool is not installed for .*pip install"):
        tool_version("no-such-tool")
    monkeypatch.setattr(stamp, "TOOLS", (*stamp.TOOLS, "no-such-tool"))
    result = CliRunner().invoke(main, ["check", "--out", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert "error: no-such-tool is not installed for" in result.stderr
    assert "Traceback" not in result.output


def test_corrupt_compiled_templates_are_compiled_again(tmp_path: Path) -> None:
    """Jinja's bytecode cache keeps every template, a custom one too; a corrupt entry is
    compiled again, and the output is the same."""
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


def test_a_spec_file_is_kept_by_its_bytes_and_a_broken_one_never(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A spec file that loads is kept in the cache: the next run reads the same Source back
    without YAML; one that JSON cannot give back as it is (NaN) is loaded each time, and one
    with a problem gives its messages each time, whatever the cache holds."""
    from a2a_codegen.errors import SpecError
    from a2a_codegen.spec import yaml_source

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
    odd, broken = tmp_path / "odd.yaml", tmp_path / "broken.yaml"
    odd.write_text("when: .nan\nname: x\n")
    broken.write_text("a: 1\na: 2\n")
    for _ in range(2):
        assert yaml_source.load(odd, "odd.yaml").data["name"] == "x"
        with pytest.raises(SpecError, match="duplicate key 'a'") as error:
            yaml_source.load(broken, "broken.yaml")
        assert str(error.value.problems[0]).startswith("broken.yaml:2:1")
    assert loaded[len(files) :] == [odd, broken] * 2
