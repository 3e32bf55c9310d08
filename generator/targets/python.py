"""The Python SDK: a standalone package (httpx + pydantic) with the canonical models made by
datamodel-code-generator, the extension and its checks, and one wire module per dialect."""

from __future__ import annotations

import json
import re
import textwrap
import warnings
from pathlib import Path
from typing import Any

from generator.cache import cached
from generator.ir import IR
from generator.render import LINE_LENGTH, environment, format_python, header, render_template
from generator.writer import Tree

# The JSON Schema keys the extension checks read (the rest is documentation).
CHECK_KEYS = {
    "type",
    "pattern",
    "items",
    "properties",
    "additionalProperties",
    "$ref",
    "x-aliases",
    "x-pitfalls",
    "x-unknown-key",
    "x-unconfirmed",
    "x-why",
}


def render(ir: IR, templates: Path | None) -> Tree:
    env = environment("python", templates)
    spec = ir.spec
    pkg = spec.service.packages.python
    env.filters["snake"] = snake
    env.filters["pyrepr"] = repr  # a Python literal of a str, number, list or dict
    unions = {u.name: u for u in ir.unions}
    # The Python type of a result: "m.Task", or "m.Task | m.Message" for an x-oneof union.
    env.filters["result_type"] = lambda name: " | ".join(
        f"m.{model}"
        for model in ([m for _, m in unions[name].members] if name in unions else [name])
    )
    env.globals.update(ir=ir, spec=spec, svc=spec.service, pkg=pkg)
    tree: Tree = {}

    def emit(path: str, template: str, sources: list[str], **context: Any) -> None:
        """Render a template into path; sources name the spec files its content comes from."""
        text = render_template(env, template, header=header(spec, sources, "#"), **context)
        tree[path] = format_python(text, path) if path.endswith(".py") else text

    emit("pyproject.toml", "pyproject.toml.jinja", ["service"])
    emit(f"{pkg}/py.typed", "py.typed.jinja", ["service"])
    emit(f"{pkg}/__init__.py", "__init__.py.jinja", ["service", "models", "extension", "dialects"])
    emit(f"{pkg}/_base.py", "_base.py.jinja", ["models"])
    emit(f"{pkg}/_wire.py", "_wire.py.jinja", ["dialects", "models", "service"])
    emit(f"{pkg}/_errors.py", "_errors.py.jinja", ["service", "dialects", "extension"])
    emit(f"{pkg}/_answers.py", "_answers.py.jinja", ["service"])
    emit(f"{pkg}/_sse.py", "_sse.py.jinja", ["dialects"])
    emit(f"{pkg}/_client.py", "_client.py.jinja", ["service", "dialects"])
    emit(f"{pkg}/_requests.py", "_requests.py.jinja", ["models", "extension", "dialects"])
    emit(f"{pkg}/_operations.py", "_operations.py.jinja", ["service", "models", "extension"])
    emit(
        f"{pkg}/models.py",
        "models.py.jinja",
        ["models", "service"],
        body=_datamodels(spec.models.defs, pkg, ANSWER_BASES),
    )
    emit(
        f"{pkg}/extension.py",
        "extension.py.jinja",
        ["extension"],
        body=_datamodels(spec.extension.defs, pkg),
        schema={name: _check_schema(s) for name, s in spec.extension.defs.items()},
    )
    for package, version, dialects in ir.versions:
        emit(
            f"{pkg}/{package}/__init__.py",
            "version/__init__.py.jinja",
            ["dialects"],
            version=version,
            dialects=dialects,
        )
        emit(
            f"{pkg}/{package}/clients.py",
            "version/clients.py.jinja",
            ["service", "dialects"],
            version=version,
            dialects=dialects,
        )
        for d in dialects:
            emit(
                f"{pkg}/{package}/{d.transport}.py",
                "version/dialect.py.jinja",
                ["dialects", "service", "models"],
                d=d,
            )
    return tree


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


# The base classes _answers.py.jinja defines, which give these models their answer properties.
ANSWER_BASES = {
    "Task": "TaskAnswer",
    "Message": "MessageAnswer",
    "StatusUpdate": "StatusUpdateChunk",
    "ArtifactUpdate": "ArtifactUpdateAnswer",
}


def _datamodels(defs: dict[str, Any], pkg: str, bases: dict[str, str] | None = None) -> str:
    """Pydantic models for JSON Schema $defs, by datamodel-code-generator, without its header."""
    defs = _wrap_descriptions(defs)
    document = json.dumps(
        {
            "openapi": "3.1.0",
            "info": {"title": pkg, "version": "0"},
            "paths": {},
            "components": {"schemas": defs},
        },
    ).replace('"#/$defs/', '"#/components/schemas/')
    base_class = f"{pkg}._base.CanonicalModel"
    base_map = {
        model: f"{pkg}._answers.{base}" for model, base in (bases or {}).items() if model in defs
    }
    code = cached(
        f"datamodels {sorted(DATAMODEL_OPTIONS.items())} {base_class} {sorted(base_map.items())}",
        "datamodel-code-generator",
        document,
        lambda: _run_datamodel_codegen(document, base_class, base_map),
    )
    code = re.sub(r"\A(#[^\n]*\n)+\n*", "", code)  # its "generated by" lines: ours stand first
    return code.replace("from __future__ import annotations\n", "")  # the template has it


DATAMODEL_OPTIONS: dict[str, Any] = {
    "snake_case_field": True,
    "use_subclass_enum": True,
    "capitalise_enum_members": True,
    "use_standard_collections": True,
    "use_union_operator": True,
    "use_field_description": True,
    "use_schema_description": True,
    "use_double_quotes": True,
    "use_exact_imports": True,
    "field_constraints": True,
    "disable_timestamp": True,
    "use_single_line_docstring": True,
}


def _wrap_descriptions(schema: Any) -> Any:
    """Descriptions wrapped to fit black's line length once they are indented docstrings."""
    if isinstance(schema, dict):
        return {
            k: (
                textwrap.fill(v, LINE_LENGTH - 8)
                if k == "description" and isinstance(v, str)
                else _wrap_descriptions(v)
            )
            for k, v in schema.items()
        }
    if isinstance(schema, list):
        return [_wrap_descriptions(v) for v in schema]
    return schema


def _run_datamodel_codegen(document: str, base_class: str, base_map: dict[str, str]) -> str:
    from datamodel_code_generator import (  # noqa: PLC0415 (slow to import; a cache hit never needs it)
        DataModelType,
        InputFileType,
        PythonVersion,
        generate,
    )

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notice that black will become an optional extra
        code = generate(
            document,
            input_file_type=InputFileType.OpenAPI,
            output_model_type=DataModelType.PydanticV2BaseModel,
            target_python_version=PythonVersion.PY_310,
            base_class=base_class,
            base_class_map=base_map or None,
            formatters=[],
            **DATAMODEL_OPTIONS,
        )
    assert isinstance(code, str)
    return code


def _check_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The part of a JSON Schema that the generated checks read."""
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "properties":
            value = {name: _check_schema(s) for name, s in value.items()}
        elif key == "items":
            value = _check_schema(value)
        elif key not in CHECK_KEYS:
            continue
        out[key] = value
    return out
