"""The generator's options in one file (generator/config.py): a2a-codegen.toml, or
[tool.a2a-codegen] in pyproject.toml, read by generate, check and verify; flags override it; the
manifests record the options a tree was made with, so that `check` compares with them; a mistake
in the file is located."""

from __future__ import annotations

import json
import os
from pathlib import Path

from a2a_codegen.config import position
from conftest import FIXTURES, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"


def _options(tree: Path) -> dict[str, object]:
    options: dict[str, object] = json.loads(next(tree.rglob("_manifest.json")).read_text())[
        "options"
    ]
    return options


def test_generate_with_the_file_then_check_is_green(tmp_path: Path) -> None:
    """The file's python_http is the run's, its manifest says so, and `check` (which reads the
    same file) is green; flags override the file."""
    (tmp_path / "a2a-codegen.toml").write_text(
        f'spec = "{MINIMAL}"\nout = "sdk"\ntargets = ["python"]\npython_http = "httpx"\n'
    )
    result = run_cli("generate", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    tree = tmp_path / "sdk" / "python"
    assert 'dependencies = ["httpx>=' in (tree / "pyproject.toml").read_text()
    assert not (tmp_path / "sdk" / "typescript").exists()  # the file's targets
    spec = Path(os.path.relpath(MINIMAL, tmp_path / "sdk")).as_posix()  # relative to OUT
    assert _options(tree) == {"spec": spec, "templates": None, "python_http": "httpx"}
    check = run_cli("check", cwd=tmp_path)
    assert (check.returncode, check.stdout) == (0, "generated output is up to date\n"), check.stderr
    verify = run_cli("verify", cwd=tmp_path)  # the file's out and targets
    assert verify.returncode == 0 and "sdk/python: matches its manifest" in verify.stdout
    # A flag overrides the file: the same tree checked with httpx2 is stale.
    other = run_cli("check", "--python-http", "httpx2", cwd=tmp_path)
    assert other.returncode == 1 and '+dependencies = ["httpx2' in other.stdout
    assert run_cli("generate", "--out", "elsewhere", cwd=tmp_path).returncode == 0
    assert (tmp_path / "elsewhere" / "python").is_dir()
    assert not (tmp_path / "elsewhere" / "go").exists()


def test_check_falls_back_on_the_options_a_tree_records(tmp_path: Path) -> None:
    """No file: `generate --python-http httpx --templates DIR` with flags, then a bare `check`
    compares with those options, which the manifest recorded; a flag still overrides them."""
    templates = tmp_path / "mine" / "python"
    templates.mkdir(parents=True)
    base = (Path(__file__).parent.parent / "templates" / "python" / "_base.py.jinja").read_text()
    (templates / "_base.py.jinja").write_text(base.replace('"""The base', '"""Our base'))
    flags = ["--spec", str(MINIMAL), "--python-http", "httpx", "--templates", "mine"]
    assert run_cli("generate", *flags, cwd=tmp_path).returncode == 0
    assert _options(tmp_path / "generated" / "python")["templates"] == "../mine"
    assert (
        '"""Our base' in (tmp_path / "generated" / "python" / "tiny_a2a" / "_base.py").read_text()
    )
    check = run_cli("check", cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
    stale = run_cli("check", "--python-http", "httpx2", cwd=tmp_path)
    assert stale.returncode == 1 and '+dependencies = ["httpx2' in stale.stdout
    # The options file overrides the record too.
    (tmp_path / "a2a-codegen.toml").write_text('python_http = "httpx2"\n')
    stale = run_cli("check", cwd=tmp_path)
    assert stale.returncode == 1 and '+dependencies = ["httpx2' in stale.stdout


def test_pyproject_table_and_which_file_wins(tmp_path: Path) -> None:
    """[tool.a2a-codegen] in pyproject.toml is read; a2a-codegen.toml beside it wins."""
    (tmp_path / "pyproject.toml").write_text(
        f'[project]\nname = "app"\n\n[tool.a2a-codegen]\nspec = "{MINIMAL}"\nout = "from-pyproject"\n'
        'targets = ["go"]\n'
    )
    assert run_cli("generate", cwd=tmp_path).returncode == 0
    assert [p.name for p in (tmp_path / "from-pyproject").iterdir()] == ["go"]
    assert "minimal: valid" in run_cli("validate", cwd=tmp_path).stdout  # its spec
    (tmp_path / "a2a-codegen.toml").write_text(
        f'spec = "{MINIMAL}"\nout = "from-own-file"\ntargets = ["go"]\n'
    )
    assert run_cli("generate", cwd=tmp_path).returncode == 0
    assert (tmp_path / "from-own-file" / "go").is_dir()
    # A pyproject.toml without the table is no options file.
    (tmp_path / "a2a-codegen.toml").unlink()
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "app"\n')
    result = run_cli("validate", cwd=tmp_path)
    assert result.returncode == 2 and "spec directory not found: spec" in result.stderr


def test_a_misspelled_key_is_a_located_error(tmp_path: Path) -> None:
    """Every mistake, with file:line:col and a hint; exit 2, no traceback, nothing written."""
    (tmp_path / "a2a-codegen.toml").write_text(
        f'spec = "{MINIMAL}"\n\n  pyhton_http = "httpx"\ntargets = ["python", "tyepscript"]\n'
    )
    for command in ("generate", "check", "verify"):
        result = run_cli(command, cwd=tmp_path)
        assert result.returncode == 2 and "Traceback" not in result.stderr
        assert result.stderr == (
            "a2a-codegen.toml:3:3: unknown option 'pyhton_http'\n"
            "    hint: did you mean 'python_http'?\n"
            "a2a-codegen.toml:4:1: targets: unknown target 'tyepscript'; did you mean"
            " 'typescript'?\n"
        )
    assert not (tmp_path / "generated").exists()
    (tmp_path / "a2a-codegen.toml").unlink()
    (tmp_path / "pyproject.toml").write_text('[tool.a2a-codegen]\nout = "x"\n"sepc" = "s"\n')
    result = run_cli("generate", cwd=tmp_path)
    assert result.returncode == 2 and result.stderr == (
        "pyproject.toml:3:1: unknown option 'sepc' in [tool.a2a-codegen]\n"
        "    hint: did you mean 'spec'?\n"
    )
    (tmp_path / "pyproject.toml").write_text("[tool.a2a-codegen]\nout = \n")
    result = run_cli("generate", cwd=tmp_path)
    assert result.returncode == 2 and result.stderr.startswith("pyproject.toml:2:7: not TOML: ")


def test_position_finds_a_key_in_its_table() -> None:
    text = '[tool.other]\nspec = 1\n[tool."a2a-codegen"]\n# spec = 0\n  "spec" = 2\n[tool.a2a-codegen.x]\n'
    assert position(text, ("tool", "a2a-codegen"), "spec") == (5, 3)
    assert position(text, ("tool", "a2a-codegen"), "x") == (6, 2)
    assert position(text, ("tool", "a2a-codegen"), "missing") == (3, 2)  # its table's header
    assert position("a = 1\n", (), "b") == (1, 1)
