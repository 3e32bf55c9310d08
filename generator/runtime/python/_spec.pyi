# What the runtime needs from the spec: the names and types of the generated module _spec.py
# (templates/python/_spec.py.jinja), so that the runtime type-checks as source.

from typing import Any

DEFAULT_BASE_URL: str
BASE_URL_ENV: str
API_KEY_ENV: str
API_KEY_DOC: str
AGENT_PATH: str
PATH_PARAMS: dict[str, tuple[str, str, str, str]]
AUTH_HEADER: str
AUTH_PREFIX: str
REQUEST_ID_HEADER: str
LOG_ENV: str
MAX_RETRIES: int
INITIAL_BACKOFF: float
MAX_BACKOFF: float
JITTER: float
RETRY_STATUSES: tuple[tuple[int, int], ...]
RETRY_AFTER_MAX: float
TIMEOUT: float
STREAM_TIMEOUT: float
CONNECT_TIMEOUT: float
KEY_REFRESH_STATUS: int
STREAM_MEDIA_TYPE: str
STREAM_DONE_STATES: frozenset[str]
REPLAYS_LEADING_TASK: bool
STREAM_ERROR_EVENT: str
JSONRPC_VERSION: str
JSONRPC_MEMBERS: dict[str, str]
JSONRPC_ERROR_MEMBERS: dict[str, str]
ERROR_BODY: dict[str, str]
STATUS_BODY: dict[str, str]
CODE_BODY: dict[str, str]  # empty: the spec names no such body
CARD_MODEL: str  # "": the spec reads no older card
CARD_FIELD: str
CARD_FORMS: tuple[dict[str, Any], ...]
REQUEST_REFS: dict[str, dict[str, str]]
REQUEST_REJECTED: dict[str, dict[str, str]]
REQUEST_ONE_OF: dict[str, tuple[str, ...]]
