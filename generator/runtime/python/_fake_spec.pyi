# What testing.py needs from the spec: the names and types of the generated module _fake_spec.py
# (templates/python/_fake_spec.py.jinja), so that the runtime type-checks as source.

from typing import Any

OPERATIONS: dict[
    str, tuple[str | None, tuple[tuple[str | None, str], ...], bool, bool, bool, str | None]
]
RESUME_OPERATION: str | None
DIALECTS: dict[
    str,
    tuple[str, bool, str | None, tuple[str, Any] | None, dict[str, tuple[str, str, str | None]]],
]
HTTP_ERRORS: dict[str, tuple[int, str | None]]
NOT_FOUND: tuple[int, str | None, int | None]
CARD: dict[str, Any]
CARD_FIELD: str
CARD_INTERFACES: list[dict[str, str]]
STATES: dict[str, str]
ROLES: dict[str, str]
ARTIFACT_NAME: str
DATA_KIND_KEY: str
DATA_KINDS: dict[str, str]
FAILED_STATE: str
FAILED_TEXT: tuple[str | int, ...]
