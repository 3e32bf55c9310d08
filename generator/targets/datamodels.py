"""datamodel-code-generator, which converts the spec's JSON Schema into the Python target's
pydantic models, and into the TypedDicts of the arguments that take a dict (imported on first
use: a cached conversion never needs it)."""

from __future__ import annotations

import warnings
from typing import Any

# What both outputs share: docstrings from the descriptions, builtin generics, `X | None`.
_COMMON: dict[str, Any] = {
    "use_standard_collections": True,
    "use_union_operator": True,
    "use_field_description": True,
    "use_schema_description": True,
    "use_double_quotes": True,
    "disable_timestamp": True,
    "use_single_line_docstring": True,
}

OPTIONS: dict[str, Any] = {
    **_COMMON,
    "snake_case_field": True,
    "use_subclass_enum": True,
    "capitalise_enum_members": True,
    "use_exact_imports": True,
    "field_constraints": True,
    # Field(default=None, alias=...): type checkers read a positional default of a field
    # specifier as no default, and report every optional aliased field missing.
    "use_default_kwarg": True,
}

# The wire's keys as they are, and an enum as the Literal of its wire values (what a dict
# literal holds). Not closed (PEP 728): older typing_extensions and type checkers refuse the
# keyword, and a dict literal with an unknown key is an error either way.
PARAM_OPTIONS: dict[str, Any] = {
    **_COMMON,
    "enum_field_as_literal": "all",
    "use_closed_typed_dict": False,
}


def convert(document: str, base_class: str, base_map: dict[str, str]) -> str:
    """The models of an OpenAPI document's schemas, unformatted (the caller formats them)."""
    from datamodel_code_generator.enums import DataModelType  # noqa: PLC0415

    class_map: dict[str, str | list[str]] = dict(base_map)
    return _generate(
        document,
        DataModelType.PydanticV2BaseModel,
        base_class=base_class,
        base_class_map=class_map or None,
        **OPTIONS,
    )


def convert_params(document: str) -> str:
    """A TypedDict per schema of an OpenAPI document (an alias of a Literal per enum), keyed as
    the schema is, unformatted."""
    from datamodel_code_generator.enums import DataModelType  # noqa: PLC0415

    return _generate(document, DataModelType.TypingTypedDict, **PARAM_OPTIONS)


def _generate(document: str, model_type: Any, **options: Any) -> str:
    from datamodel_code_generator import generate  # noqa: PLC0415
    from datamodel_code_generator.enums import InputFileType  # noqa: PLC0415
    from datamodel_code_generator.format import PythonVersion  # noqa: PLC0415

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notice that black will become an optional extra
        code = generate(
            document,
            input_file_type=InputFileType.OpenAPI,
            output_model_type=model_type,
            target_python_version=PythonVersion.PY_310,
            formatters=[],
            **options,
        )
    assert isinstance(code, str)
    return code
