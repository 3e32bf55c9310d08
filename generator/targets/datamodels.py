"""datamodel-code-generator, which converts the spec's JSON Schema into the Python target's
pydantic models (imported on first use: a cached conversion never needs it)."""

from __future__ import annotations

import warnings
from typing import Any

OPTIONS: dict[str, Any] = {
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
    # Field(default=None, alias=...): type checkers read a positional default of a field
    # specifier as no default, and report every optional aliased field missing.
    "use_default_kwarg": True,
}


def convert(document: str, base_class: str, base_map: dict[str, str]) -> str:
    """The models of an OpenAPI document's schemas, unformatted (the caller formats them)."""
    from datamodel_code_generator import generate  # noqa: PLC0415
    from datamodel_code_generator.enums import DataModelType, InputFileType  # noqa: PLC0415
    from datamodel_code_generator.format import PythonVersion  # noqa: PLC0415

    class_map: dict[str, str | list[str]] = dict(base_map)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notice that black will become an optional extra
        code = generate(
            document,
            input_file_type=InputFileType.OpenAPI,
            output_model_type=DataModelType.PydanticV2BaseModel,
            target_python_version=PythonVersion.PY_310,
            base_class=base_class,
            base_class_map=class_map or None,
            formatters=[],
            **OPTIONS,
        )
    assert isinstance(code, str)
    return code
