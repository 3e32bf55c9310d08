"""`validate` pins what the targets build on in the canonical models
(generator/spec/checks/canonical.py): breaking any listed fact in models.yaml is refused, located,
with what relies on it. That the list is the one the templates and the runtime need is what the
mutation test shows (a spec that validates generates code that compiles); here, that every entry
of the list is enforced."""

from __future__ import annotations

import copy
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from a2a_codegen.errors import SpecError
from a2a_codegen.spec import load_spec
from a2a_codegen.spec.checks.canonical import CANONICAL, MODELS, STREAM_MEMBERS
from a2a_codegen.targets.python import ANSWER_BASES
from conftest import GENERATED, RUNTIME, SPEC

Defs = dict[str, Any]


def _edits() -> Iterator[tuple[str, Callable[[Defs], None], str]]:
    """(case, an edit of models.yaml's $defs, what the error says) for each fact of the list."""
    for model in CANONICAL:
        if model.enum_members is not None:
            for member in model.enum_members:

                def rename(defs: Defs, m: str = model.name, v: str = member) -> None:
                    names = defs[m]["x-enum-varnames"]
                    names[names.index(v)] = v + "X"

                yield (
                    f"{model.name}.{member} renamed",
                    rename,
                    f"{model.name} has no member {member}",
                )

            def not_enum(defs: Defs, m: str = model.name) -> None:
                defs[m] = {"type": "string"}

            def untyped(defs: Defs, m: str = model.name) -> None:
                del defs[m]["type"]

            must = f"{model.name} must be a string enum"
            yield f"{model.name} not an enum", not_enum, must
            yield f"{model.name} not of strings", untyped, must
            continue
        for field in model.fields:
            where = f"{model.name}.{field.name}"

            def drop(defs: Defs, m: str = model.name, f: str = field.name) -> None:
                schema = defs[m]
                del schema["properties"][f]
                for key in ("required", "x-oneof"):
                    if f in schema.get(key, []):
                        schema[key].remove(f)

            yield f"{where} left out", drop, f"{model.name} has no field {field.name!r}"
            if field.shape != "any":

                other = "string" if field.shape == "boolean" else "boolean"

                def retype(
                    defs: Defs, m: str = model.name, f: str = field.name, t: str = other
                ) -> None:
                    defs[m]["properties"][f] = {"type": t}

                yield f"{where} retyped", retype, f"{where} must be "
            if field.required:

                def optional(defs: Defs, m: str = model.name, f: str = field.name) -> None:
                    defs[m]["required"].remove(f)

                yield f"{where} made optional", optional, f"{where} must be required"
        if model.may_require is not None:

            def require_more(defs: Defs, m: str = model.name) -> None:
                defs[m]["properties"]["extraField"] = {"type": "string"}
                defs[m].setdefault("required", []).append("extraField")

            yield f"{model.name} requires more", require_more, f"{model.name} may require only"
    for member in STREAM_MEMBERS:

        def rename_member(defs: Defs, v: str = member) -> None:
            stream = defs["StreamResponse"]
            stream["properties"][v + "X"] = stream["properties"].pop(v)
            stream["x-oneof"][stream["x-oneof"].index(v)] = v + "X"

        yield f"stream member {member} renamed", rename_member, f"its member {member + 'X'!r}"


EDITS = list(_edits())
MODELS_YAML = yaml.load((SPEC / "models.yaml").read_text(), Loader=yaml.CSafeLoader)


def _spec_with(tmp_path: Path, models: dict[str, Any]) -> Path:
    """spec/ with another models.yaml."""
    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    (spec / "models.yaml").write_text(yaml.dump(models, Dumper=yaml.CSafeDumper, sort_keys=False))
    return spec


@pytest.mark.parametrize(("case", "edit", "message"), EDITS, ids=[e[0] for e in EDITS])
def test_breaking_a_fact_the_targets_rely_on_is_refused_with_what_relies_on_it(
    tmp_path: Path, case: str, edit: Callable[[Defs], None], message: str
) -> None:
    defs = copy.deepcopy(MODELS_YAML["$defs"])
    edit(defs)
    with pytest.raises(SpecError) as caught:
        load_spec(_spec_with(tmp_path, {"$defs": defs}))
    problems = [
        p for p in caught.value.problems if p.file == "spec/models.yaml" and message in p.message
    ]
    assert problems, f"{case}: {caught.value}"
    assert all(p.line > 1 and ": " in p.message for p in problems)  # the fact: what relies on it


def test_a_spec_may_leave_out_an_optional_canonical_model(tmp_path: Path) -> None:
    models = copy.deepcopy(MODELS_YAML)
    stream = models["$defs"]["StreamResponse"]
    stream["x-oneof"].remove("artifactUpdate")
    del stream["properties"]["artifactUpdate"], models["$defs"]["ArtifactUpdate"]
    spec = _spec_with(tmp_path, models)
    dialects = (spec / "dialects.yaml").read_text()
    tag = "      ArtifactUpdate: artifact-update\n"
    assert tag in dialects, "the v0.3 codec no longer tags ArtifactUpdate so"
    (spec / "dialects.yaml").write_text(dialects.replace(tag, ""))
    assert "ArtifactUpdate" not in load_spec(spec).models.defs


def test_the_list_names_every_model_the_templates_and_the_runtime_build_on() -> None:
    """The models the Python answers extend, and those the runtime's stubs stand for (what the
    runtime imports from the generated models), are in the list."""
    assert set(ANSWER_BASES) <= set(MODELS)
    stubbed = {
        line.split()[1].split("(")[0].rstrip(":")
        for line in (RUNTIME / "python" / "models.pyi").read_text().splitlines()
        if line.startswith("class ")
    }
    stubbed |= {
        line.split()[2]
        for line in (RUNTIME / "typescript" / "models.d.ts").read_text().splitlines()
        if line.startswith("export type ")
    }
    assert stubbed and stubbed <= set(MODELS)
    # and the bundled spec's generated package defines each of them
    models_py = (GENERATED / "python" / "memorylake_a2a" / "models.py").read_text()
    assert all(f"class {name}(" in models_py for name in MODELS)
