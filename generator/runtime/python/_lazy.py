"""Names a package imports on first use (PEP 562), so that importing the package imports
neither the HTTP library nor pydantic's models before a client or a model is used. The
packages import the same names under ``TYPE_CHECKING``, so type checkers see them as before."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy(
    namespace: dict[str, Any], names: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of the package whose globals are
    ``namespace``: ``names`` maps each name to the module that defines it, relative to the
    package (a module's own name maps to the module). A name is imported on first use, then
    kept in the namespace."""
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:
        where = names.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(where, package)
        value = module if where == f".{name}" else getattr(module, name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *names})

    return __getattr__, __dir__
