"""Vendored copies keep their edits (issue 38): `generate` never overwrites a hand edit, the
edits are saved as patches beside the spec and applied by every later `generate`, `verify` and
`check` tell declared patches from undeclared edits, a patch the spec moves under stops the run
(and `diff` says so first), and a changed API never ships under its old version."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from a2a_codegen.errors import UsageError
from a2a_codegen.output import writer
from a2a_codegen.targets import TARGETS
from conftest import FIXTURES, SPEC, run_cli

MINIMAL = FIXTURES / "specs" / "minimal"


def _project(tmp_path: Path, spec: Path) -> Path:
    """A project with a copy of spec at spec/ and its trees generated into generated/."""
    shutil.copytree(spec, tmp_path / "spec")
    done = run_cli("generate", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return tmp_path


def _trees(project: Path) -> dict[str, dict[str, str]]:
    return {t: writer.read(project / "generated" / t) for t in TARGETS}


def _keeps_edits(project: Path, edits: dict[str, str]) -> None:
    """edits (path under generated/ -> its new text) are refused by generate, saved by
    save-edits, kept by generate and declared to verify and check."""
    for rel, text in edits.items():
        path = project / "generated" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    before = _trees(project)
    refused = run_cli("generate", cwd=project)
    assert refused.returncode == 1, refused.stdout + refused.stderr
    for rel in edits:
        assert f"generated/{rel}: " in refused.stderr, refused.stderr
    assert "save-edits" in refused.stderr and "--discard-edits" in refused.stderr
    assert _trees(project) == before  # nothing written
    saved = run_cli("save-edits", cwd=project)
    assert saved.returncode == 0, saved.stderr
    for rel in edits:
        target, _, inside = rel.partition("/")
        assert (project / "patches" / target / f"{inside}.patch").is_file(), saved.stdout
    kept = run_cli("generate", cwd=project)
    assert kept.returncode == 0, kept.stderr
    for rel, text in edits.items():
        assert (project / "generated" / rel).read_text() == text
    verified = run_cli("verify", cwd=project)
    assert verified.returncode == 0, verified.stdout
    for rel in edits:
        inside = rel.partition("/")[2]
        assert f"  patched (declared): {inside} (patch {inside}.patch, +" in verified.stdout
    assert "hand-edited" not in verified.stdout
    checked = run_cli("check", cwd=project)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "patched (declared)" in checked.stdout


def test_a_python_edit_and_a_new_file_are_refused_then_kept_as_patches(tmp_path: Path) -> None:
    project = _project(tmp_path, SPEC)
    answers = project / "generated" / "python" / "memorylake_a2a" / "_answers.py"
    _keeps_edits(
        project,
        {
            "python/memorylake_a2a/_answers.py": answers.read_text() + "# our workaround\n",
            "python/memorylake_a2a/lib/custom.py": "def helper() -> int:\n    return 1\n",
        },
    )
    # The budget: verify prints the patches' size; check fails above --max-patch-lines.
    verified = run_cli("verify", "generated/python", cwd=project)
    assert "generated/python: patch size +3 -0 lines (2 patches)" in verified.stdout
    over = run_cli("check", "--max-patch-lines", "2", cwd=project)
    assert over.returncode == 1 and "more than --max-patch-lines 2" in over.stderr
    assert run_cli("check", "--max-patch-lines", "3", cwd=project).returncode == 0
    (project / "a2a-codegen.toml").write_text("max_patch_lines = 1\n")
    assert run_cli("check", cwd=project).returncode == 1


@pytest.mark.parametrize(
    ("rel", "edit"),
    [
        ("typescript/src/answers.ts", lambda text: text + "// our workaround\n"),
        ("go/answers.go", lambda text: text.replace("\npackage ", "\n// ours\npackage ", 1)),
    ],
)
def test_a_typescript_and_a_go_edit_are_kept_as_patches(
    tmp_path: Path, rel: str, edit: Callable[[str], str]
) -> None:
    project = _project(tmp_path, MINIMAL)
    _keeps_edits(project, {rel: edit((project / "generated" / rel).read_text())})


def test_a_patch_the_spec_moves_under_stops_generate_and_diff_predicts_it(tmp_path: Path) -> None:
    project = _project(tmp_path, MINIMAL)
    models = project / "generated" / "python" / "tiny_a2a" / "models.py"
    field = '    context_id: str | None = Field(default=None, alias="contextId")\n'
    text = models.read_text()
    assert text.count(field) == 2  # Message's, then Task's: the edit is after Task's
    at = text.rindex(field) + len(field)
    models.write_text(text[:at] + "    # ours: the context is kept\n" + text[at:])
    assert run_cli("save-edits", cwd=project).returncode == 0
    shutil.copytree(project / "spec", project / "old")
    spec = project / "spec" / "models.yaml"  # Task loses contextId; the version moves
    yaml = spec.read_text()
    task = yaml.index("  Task:")
    spec.write_text(yaml[:task] + yaml[task:].replace("      contextId: {type: string}\n", "", 1))
    service = project / "spec" / "service.yaml"
    service.write_text(service.read_text().replace("version: 1.0.0", "version: 2.0.0"))
    predicted = run_cli("diff", "old", "spec", cwd=project)
    assert predicted.returncode == 0, predicted.stderr
    assert "Patches: 1 of 1 stop applying" in predicted.stdout
    assert (
        "stops applying: patches/python/tiny_a2a/models.py.patch: hunk 1 (@@ -57,6 +57,7 @@)"
        in predicted.stdout
    )
    before = _trees(project)
    stopped = run_cli("generate", cwd=project)
    assert stopped.returncode == 2, stopped.stdout + stopped.stderr
    assert "patches/python/tiny_a2a/models.py.patch: hunk 1 (@@ -57,6 +57,7 @@)" in stopped.stderr
    assert f"the patch expects: {field.rstrip()!r}" in stopped.stderr
    assert "hint: edit the patch" in stopped.stderr and "Traceback" not in stopped.stderr
    assert _trees(project) == before  # untouched


def test_a_removed_field_needs_a_new_version_and_bump_sets_it(tmp_path: Path) -> None:
    project = _project(tmp_path, MINIMAL)
    spec = project / "spec" / "models.yaml"
    yaml = spec.read_text()
    task = yaml.index("  Task:")
    spec.write_text(yaml[:task] + yaml[task:].replace("      contextId: {type: string}\n", "", 1))
    needed = "major (breaking), but the spec's version is 1.0.0: it needs at least 2.0.0"
    warned = run_cli("generate", cwd=project)
    assert warned.returncode == 0 and "warning: generated/python: " in warned.stderr
    checked = run_cli("check", cwd=project)
    assert checked.returncode == 1
    for target in ("Python", "TypeScript", "Go"):
        assert f"the {target} package's API or wire changed since 1.0.0: {needed}" in checked.stderr
    bumped = run_cli("generate", "--bump", cwd=project)
    assert bumped.returncode == 0 and "warning" not in bumped.stderr, bumped.stderr
    assert re.search(r"^version: 2\.0\.0 ", (project / "spec" / "service.yaml").read_text(), re.M)
    assert "## 2.0.0" in (project / "generated" / "go" / "CHANGELOG.md").read_text()
    green = run_cli("check", cwd=project)
    assert green.returncode == 0, green.stdout + green.stderr


def test_patches_apply_strictly_where_their_context_is() -> None:
    from a2a_codegen.output import patches  # (the module is new: the other tests run without it)

    old = "".join(f"line {i}\n" for i in range(1, 21))
    new = old.replace("line 10\n", "line ten\n").rstrip("\n")  # and no newline at the end
    patch = patches.parse(patches.make("f.txt", old, new), "f.txt.patch")
    assert (patch.added, patch.removed) == (2, 2)
    moved = "line 0\n" + old  # the code above moved: the hunks still apply, one line down
    tree = {"f.txt": moved}
    patches.apply(tree, [patch], "patches/x")
    assert tree["f.txt"] == "line 0\n" + new
    with pytest.raises(patches.PatchConflict, match=r"hunk 1 \(@@ -7,7 \+7,7 @@\)"):
        patches.apply({"f.txt": old.replace("line 9\n", "line nine\n")}, [patch], "patches/x")
    # A hunk at the end of the file applies there only.
    with pytest.raises(patches.PatchConflict, match="hunk 2"):
        patches.apply({"f.txt": old + "line 21\n"}, [patch], "patches/x")
    # A patch edited into nonsense says where, as a user mistake (exit 2, no traceback).
    with pytest.raises(UsageError, match=r"f.txt.patch:4: not a line of a unified diff"):
        patches.parse(patch.text.replace("\n ", "\n?", 1), "f.txt.patch")
    added = patches.parse(patches.make("g.txt", None, "a\nb\n"), "g.txt.patch")
    tree = {}
    patches.apply(tree, [added], "patches/x")
    assert tree == {"g.txt": "a\nb\n"}
