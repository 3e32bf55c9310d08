"""The JSON Schemas of models.yaml and extension.yaml: the subset the generator reads
(schema.py), model names that are class names, every model used by something, and patterns that
mean the same in JavaScript."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...errors import Problem, quote
from .. import regex
from ..loaded import Spec
from ..schema import SchemaChecker
from ..yaml_source import Path_
from .canonical import MODELS

MODEL_NAME = re.compile(r"^[A-Z][A-Za-z0-9]*$")  # datamodel-code-generator keeps it as it is


def check(spec: Spec) -> tuple[list[Problem], list[tuple[str, Path_, str]]]:
    """The schemas' problems, and their patterns that Python compiles (file, path, pattern)."""
    models = SchemaChecker(spec.sources["models"], "models", spec.models.defs)
    extension = SchemaChecker(spec.sources["extension"], "extension", spec.extension.defs)
    problems = [
        *_schemas(spec, models, _model_roots(spec)),
        *_schemas(spec, extension, {spec.extension.model}),
    ]
    found = [(c.file, path, p) for c in (models, extension) for path, p in c.patterns]
    return problems, found


def _schemas(spec: Spec, checker: SchemaChecker, roots: set[str]) -> Iterator[Problem]:
    """The JSON Schema subset (schema.py), and every $defs entry used by something."""
    file, defs = checker.file, checker.defs
    yield from checker.check()
    for name in defs:
        if not MODEL_NAME.match(name):
            hint = "write it in PascalCase, as the generated classes are named: a capital letter,"
            hint += " then letters and digits"
            message = f"model name {quote(name)} is not a class name"
            yield spec.problem(file, ("$defs", name), message, hint, key=True)
        elif name not in checker.referenced and name not in roots:
            hint = "check the indentation of the entries above it, or remove it"
            message = f"{name} is not used: nothing refers to it"
            yield spec.problem(file, ("$defs", name), message, hint, key=True)


def _model_roots(spec: Spec) -> set[str]:
    """The models service.yaml and dialects.yaml name (the rest must be reached by $ref)."""
    svc = spec.service
    names = set(MODELS)
    names |= {n for op in svc.operations.values() for n in (op.request, op.result) if n}
    names |= {k.items for k in svc.answer.data_kinds.values()}
    names |= {t.model for t in (svc.answer.tool_calls.call, svc.answer.tool_calls.result) if t}
    for codec in spec.dialects.codecs.values():
        names |= {*codec.tags, *codec.enums, *codec.fields, *codec.variants}
    return names


def javascript(spec: Spec, patterns: list[tuple[str, Path_, str]]) -> Iterator[Problem]:
    """Every pattern (that Python compiles) means the same in JavaScript's RegExp, which the
    TypeScript client compiles it with (regex.py): patterns, the schemas' (file, path, pattern),
    and the base URL's parameters'."""
    for name, param in spec.service.base_url.params.items():
        try:
            re.compile(param.pattern)
        except re.error:
            continue  # reported by formats.py
        patterns.append(("service", ("base_url", "params", name, "pattern"), param.pattern))
    for file, path, pattern in patterns:
        error = regex.javascript_error(pattern)
        if error:
            yield spec.problem(
                file,
                path,
                f"the pattern does not compile in JavaScript's RegExp (u flag): {error}",
                "use syntax both dialects share: plain groups (no names, no inline flags), and"
                " escape only syntax characters",
            )
        otherwise = regex.means_otherwise(pattern)
        if otherwise:
            yield spec.problem(
                file,
                path,
                f"{otherwise} in the pattern matches otherwise in JavaScript"
                f" ({regex.OTHERWISE[otherwise]})",
                "spell the characters out: [0-9] for \\d, [A-Za-z0-9_] for \\w, [ \\t] for \\s,"
                " [^\\n\\r] for .",
            )
