"""Rules that span the spec's files, one module per concern: every reference resolves, every
operation is bound in every dialect (or marked unsupported there), every enum map is total, every
binding fits its transport, every text and name survives being put in code."""

from __future__ import annotations

from ...errors import Problem
from ..loaded import Spec
from . import arguments, canonical, dialects, formats, names, schemas, service


def check(spec: Spec) -> list[Problem]:
    """The spec's problems."""
    problems, patterns = schemas.check(spec)
    if problems:  # the rules below read the schemas, and assume they are well formed
        return problems
    return [
        *schemas.javascript(spec, patterns),
        *canonical.check(spec),
        *service.check(spec),
        *service.extension(spec),
        *arguments.check(spec),
        *dialects.check(spec),
        *dialects.codecs(spec),
        *formats.check(spec),
        *names.check(spec),
        *names.texts(spec),
    ]
