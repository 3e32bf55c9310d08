"""What the checks share: the identifier pattern, and the models' enum values and fields."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ...errors import Problem, did_you_mean, quote
from ..loaded import Spec
from ..yaml_source import Path_

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def enum_values(spec: Spec) -> dict[str, list[str]]:
    return {n: s["enum"] for n, s in spec.models.defs.items() if isinstance(s.get("enum"), list)}


def properties(spec: Spec, model: str) -> dict[str, Any]:
    found: dict[str, Any] = spec.models.defs.get(model, {}).get("properties", {})
    return found


def model_ref(spec: Spec, file: str, path: Path_, name: str | None) -> Iterator[Problem]:
    if name is not None and name not in spec.models.defs:
        yield spec.problem(
            file, path, f"unknown model {quote(name)}", did_you_mean(name, spec.models.defs)
        )
