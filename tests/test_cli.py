"""The command line: determinism, atomic writes, check on a hand-edited file, custom templates."""

from __future__ import annotations

import gc
import os
import shutil
from pathlib import Path

from a2a_codegen.output import writer
from a2a_codegen.targets import TARGETS
from conftest import FIXTURES, ROOT, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"


def test_runs_are_identical_whatever_the_hash_seed_and_the_cache(tmp_path: Path) -> None:
    """Without the cache, into a fresh cache, then from it: the same bytes every time."""
    trees = []
    cache = str(tmp_path / "cache")
    for run, (seed, cache_setting) in enumerate([("1", "off"), ("4242", cache), ("77", cache)]):
        out = tmp_path / str(run)
        env = {**os.environ, "PYTHONHASHSEED": seed, "A2A_CODEGEN_CACHE": cache_setting}
        result = run_cli("generate", "--spec", str(ROOT / "spec"), "--out", str(out), env=env)
        assert result.returncode == 0, result.stderr
        trees.append(writer.read(out / "python"))
    assert trees[0] and trees[0] == trees[1] == trees[2]
    assert any((tmp_path / "cache").rglob("*"))  # the second run filled the cache


def test_check_fails_on_a_hand_edit_and_passes_after_generate(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    assert run_cli("generate", "--spec", str(MINIMAL), "--out", str(out)).returncode == 0
    assert run_cli("check", "--spec", str(MINIMAL), "--out", str(out)).returncode == 0
    edited = out / "python" / "tiny_a2a" / "v2_0" / "rest.py"
    edited.write_text(edited.read_text().replace('"/message:send"', '"/hand-edited"'))
    result = run_cli("check", "--spec", str(MINIMAL), "--out", str(out))
    assert result.returncode == 1
    assert (
        '-    path = "/hand-edited"' in result.stdout
        and '+    path = "/message:send"' in result.stdout
    )
    refused = run_cli("generate", "--spec", str(MINIMAL), "--out", str(out))
    assert refused.returncode == 1 and "v2_0/rest.py: edited by hand" in refused.stderr
    discarded = run_cli("generate", "--spec", str(MINIMAL), "--out", str(out), "--discard-edits")
    assert discarded.returncode == 0
    assert run_cli("check", "--spec", str(MINIMAL), "--out", str(out)).returncode == 0


def test_a_failed_run_leaves_the_previous_tree_intact(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    assert run_cli("generate", "--spec", str(MINIMAL), "--out", str(out)).returncode == 0
    before = {target: writer.read(out / target) for target in TARGETS}
    broken = tmp_path / "broken"
    shutil.copytree(MINIMAL, broken)
    (broken / "dialects.yaml").write_text(
        (broken / "dialects.yaml").read_text().replace("codec: plain", "codec: plane")
    )
    result = run_cli("generate", "--spec", str(broken), "--out", str(out))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    # A template that renders invalid Python fails after rendering began: still nothing written.
    templates = tmp_path / "templates"
    (templates / "python").mkdir(parents=True)
    (templates / "python" / "_base.py.jinja").write_text("def broken(:\n")
    result = run_cli(
        "generate", "--spec", str(MINIMAL), "--out", str(out), "--templates", str(templates)
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "tiny_a2a/_base.py: a template rendered invalid Python" in result.stderr
    # A template Jinja can't parse names its file and line.
    (templates / "python" / "_base.py.jinja").write_text("ok\n{% if %}\n")
    result = run_cli(
        "generate", "--spec", str(MINIMAL), "--out", str(out), "--templates", str(templates)
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "_base.py.jinja:2: " in result.stderr
    assert {target: writer.read(out / target) for target in TARGETS} == before
    assert sorted(p.name for p in out.iterdir()) == sorted(TARGETS)  # no temporary trees left


def test_an_edited_spec_is_rendered_again(tmp_path: Path) -> None:
    """The no-op fast path (stamp.py) must not hide a change of any input."""
    spec = tmp_path / "minimal"
    shutil.copytree(MINIMAL, spec)
    out = tmp_path / "gen"
    assert run_cli("generate", "--spec", str(spec), "--out", str(out)).returncode == 0
    assert run_cli("generate", "--spec", str(spec), "--out", str(out)).stdout.endswith(
        "up to date\n"
    )
    dialects = spec / "dialects.yaml"
    dialects.write_text(dialects.read_text().replace("path: /message:send", "path: /msg:send"))
    result = run_cli("generate", "--spec", str(spec), "--out", str(out))
    assert result.returncode == 0 and "up to date" not in result.stdout
    assert '"/msg:send"' in (out / "python" / "tiny_a2a" / "v2_0" / "rest.py").read_text()


def test_check_reports_trees_from_different_runs(tmp_path: Path) -> None:
    """A target generated alone from another spec: each manifest names its run, and `check`
    says the trees disagree; the user's build files in a tree are neither compared nor deleted."""
    out = tmp_path / "gen"
    assert run_cli("generate", "--spec", str(MINIMAL), "--out", str(out)).returncode == 0
    build = out / "typescript" / "node_modules" / ".bin" / "tsc"
    build.parent.mkdir(parents=True)
    build.write_text("#!/bin/sh\n")
    spec = tmp_path / "minimal"
    shutil.copytree(MINIMAL, spec)
    (spec / "dialects.yaml").write_text(
        (spec / "dialects.yaml").read_text().replace("path: /message:send", "path: /msg:send")
    )
    service = spec / "service.yaml"  # a route renamed is breaking: a new major version
    service.write_text(service.read_text().replace("version: 1.0.0", "version: 2.0.0", 1))
    args = ("--spec", str(spec), "--out", str(out))
    assert run_cli("generate", "--target", "python", *args).returncode == 0
    result = run_cli("check", *args)
    assert result.returncode == 1 and "trees come from different runs" in result.stderr
    assert run_cli("generate", *args).returncode == 0
    assert run_cli("check", *args).returncode == 0
    assert build.read_text() == "#!/bin/sh\n"
    assert sorted(p.name for p in out.iterdir()) == sorted(TARGETS)


def test_custom_templates_override_one_file(tmp_path: Path) -> None:
    templates = tmp_path / "templates" / "python"
    templates.mkdir(parents=True)
    (templates / "_base.py.jinja").write_text(
        '{{ header }}\n"""Custom base."""\nfrom pydantic import BaseModel\n\n\nclass CanonicalModel(BaseModel):\n    pass\n'
    )
    out = tmp_path / "gen"
    result = run_cli(
        "generate",
        "--spec",
        str(MINIMAL),
        "--out",
        str(out),
        "--templates",
        str(tmp_path / "templates"),
    )
    assert result.returncode == 0, result.stderr
    assert '"""Custom base."""' in (out / "python" / "tiny_a2a" / "_base.py").read_text()
    assert (
        "def build_send_message" in (out / "python" / "tiny_a2a" / "v2_0" / "rest.py").read_text()
    )


def test_validate_and_unknown_target() -> None:
    result = run_cli("validate")
    assert result.returncode == 0 and "6 operations, 4 dialects" in result.stdout
    result = run_cli("generate", "--target", "pyhton", "--out", "/nonexistent")
    assert result.returncode == 2 and "did you mean 'python'?" in result.stderr


def test_unusable_out_and_templates_are_one_line_and_exit_2(tmp_path: Path) -> None:
    """--out at a file, under a file, or where nothing can be written; a template not UTF-8, or
    one that raises while it renders."""
    a_file = tmp_path / "a-file"
    a_file.write_text("not a directory\n")
    templates = tmp_path / "templates" / "python"
    templates.mkdir(parents=True)
    (templates / "_base.py.jinja").write_bytes(b"caf\xe9 {{ header }}\n")
    raising = tmp_path / "raising" / "python"
    raising.mkdir(parents=True)
    (raising / "_base.py.jinja").write_text("ok\n{{ 1 / 0 }}\n")
    # One that fails on one operation: the error names that operation's place in the spec.
    looping = tmp_path / "looping" / "python"
    looping.mkdir(parents=True)
    (looping / "_operations.py.jinja").write_text(
        "{% for op in ir.operations %}\n{{ 1 // (0 if op.name == 'get_task' else 1) }}\n{% endfor %}\n"
    )
    get_task = (MINIMAL / "service.yaml").read_text().splitlines().index("  get_task:") + 1
    cases = [
        (["--out", str(a_file)], f"error: {a_file}: File exists"),
        (["--out", str(a_file / "sub")], f"error: {a_file / 'sub'}: Not a directory"),
        (["--out", "/proc/a2a-codegen-test"], "error: /proc/a2a-codegen-test"),
        (
            ["--out", str(tmp_path / "out"), "--templates", str(tmp_path / "templates")],
            "_base.py.jinja: a template must be UTF-8",
        ),
        (
            ["--out", str(tmp_path / "out"), "--templates", str(tmp_path / "raising")],
            "_base.py.jinja:2: rendering failed: ZeroDivisionError",
        ),
        (
            ["--out", str(tmp_path / "out"), "--templates", str(tmp_path / "looping")],
            f"_operations.py.jinja:2: rendering failed: ZeroDivisionError('integer division or"
            f" modulo by zero'), while rendering minimal/service.yaml:{get_task}:3"
            " (operations.get_task)",
        ),
    ]
    for args, message in cases:
        result = run_cli("generate", "--spec", str(MINIMAL), *args)
        assert result.returncode == 2, (args, result.stderr)
        assert "Traceback" not in result.stderr
        assert len(result.stderr.splitlines()) == 1 and message in result.stderr, result.stderr
    assert a_file.read_text() == "not a directory\n" and not (tmp_path / "out").exists()


def test_generate_in_process_leaves_the_collector_on(tmp_path: Path) -> None:
    """Only a plain `generate` process (entry.main) turns the garbage collector off for good: a
    caller of cli.py's generate, in its own process, gets it back on."""
    from a2a_codegen.cli import main
    from click.testing import CliRunner

    assert gc.isenabled()
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["generate", "--spec", str(MINIMAL), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert gc.isenabled()
