"""The exceptions the SDK raises: the base classes, and the mapping of an error answer to its
class. The classes of the errors the API names (and of the meanings they share) are made from
the spec, in ``_api_errors.py``, which hands this module the tables that find them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from ._spec import CODE_BODY, ERROR_BODY, JSONRPC_ERROR_MEMBERS, STATUS_BODY

if TYPE_CHECKING:
    from .models import TaskState

# The API's error classes by error code, by HTTP status (when the code says nothing), by the
# status's hundred (5xx) after that, and by JSON-RPC code. Filled by register_error_classes.
_BY_ERROR_CODE: dict[str, type[APIStatusError]] = {}
_BY_STATUS: dict[int, type[APIStatusError]] = {}
_BY_STATUS_CLASS: dict[int, type[APIStatusError]] = {}
_BY_JSONRPC_CODE: dict[int, type[JSONRPCError]] = {}


def register_error_classes(
    *,
    by_error_code: Mapping[str, type[APIStatusError]],
    by_status: Mapping[int, type[APIStatusError]],
    by_status_class: Mapping[int, type[APIStatusError]],
    by_jsonrpc_code: Mapping[int, type[JSONRPCError]],
) -> None:
    """Called once by ``_api_errors.py``, which the package imports first."""
    _BY_ERROR_CODE.update(by_error_code)
    _BY_STATUS.update(by_status)
    _BY_STATUS_CLASS.update(by_status_class)
    _BY_JSONRPC_CODE.update(by_jsonrpc_code)


class A2AError(Exception):
    """Base of every error the SDK raises about a request it sent. ``method`` and ``url`` name
    that request (never its key), when there was one."""

    method: str | None = None
    url: str | None = None


class APIStatusError(A2AError):
    """The server answered with an HTTP error status (its body: the API's own error body, or
    A2A's google.rpc.Status). ``headers`` are the response's, ``request_id`` the request id it
    sent (in the header the spec's ``request_id_header`` names)."""

    headers: Mapping[str, str] = {}
    request_id: str | None = None

    def __init__(
        self, message: str, *, status_code: int, error_code: str | None = None, body: Any = None
    ) -> None:
        super().__init__(f"{status_code} {error_code or ''}: {message}".replace(" :", ":"))
        self.message = message
        self.status_code = status_code
        self.error_code = error_code
        self.body = body


class JSONRPCError(A2AError):
    """A JSON-RPC error object. A server may report many errors with one code (see each
    subclass), so check ``message`` too."""

    def __init__(self, message: str, *, code: int, data: Any = None) -> None:
        super().__init__(f"JSON-RPC error {code}: {message}")
        self.message = message
        self.code = code
        self.data = data


class APIConnectionError(A2AError):
    """The server could not be reached, or the connection broke."""


class APITimeoutError(APIConnectionError):
    """The request timed out; for a stream, the server sent no complete line for stream_timeout."""


class StreamInterruptedError(APIConnectionError):
    """A stream ended or broke before its task reached a final state, and was not resumed
    (``resume=False``, retries used up, or the task can no longer be subscribed to).
    ``task_id`` is the task's id (None if no event came), ``last_state`` the TaskState of the
    last event that had one (or None)."""

    def __init__(self, message: str, *, task_id: str | None, last_state: TaskState | None) -> None:
        super().__init__(message)
        self.task_id = task_id
        self.last_state = last_state


class UnexpectedResponseError(A2AError):
    """The server answered with a body that fits no shape this dialect sends."""

    def __init__(self, message: str, *, body: Any = None) -> None:
        super().__init__(message)
        self.body = body


class ConfigurationError(ValueError):
    """An argument of a client or of a call (a task ID), or the environment variable behind it,
    is missing or wrong. Nothing was sent."""

    def __init__(self, argument: str, problem: str) -> None:
        super().__init__(f"{argument}: {problem}")
        self.argument = argument
        self.problem = problem


class UnconfirmedFormatWarning(UserWarning):
    """A client argument, or a setting of the extension, breaks a format or a rule that the
    vendor's documentation does not state (the vendor's examples suggest it): the value is sent
    as it is. Silence it with
    ``warnings.filterwarnings("ignore", category=UnconfirmedFormatWarning)``."""


class RequestShapeError(ValueError):
    """A request carries a field in some dialect's wire spelling (requests are canonical: each
    dialect translates them), one the server ignores, or a value its schema does not allow.
    Nothing was sent."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


class ExtensionError(ValueError):
    """The request's extension metadata holds something the server would ignore or reject.
    Nothing was sent."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


class UnsupportedOperationError(ValueError):
    """The client's dialect does not offer this operation (another version may). Nothing was
    sent."""

    def __init__(self, operation: str, dialect: str) -> None:
        super().__init__(f"{operation} is not part of {dialect}; nothing was sent")
        self.operation = operation
        self.dialect = dialect


def error_from_status(status_code: int, body: Any) -> APIStatusError | JSONRPCError:
    """The error for an HTTP error answer: the API's own error body, A2A's google.rpc.Status
    ({container: {message, details: [{reason}]}}), a JSON-RPC error object ({code, message}:
    the class of its code, as on JSON-RPC), or neither. An error code no class claims gets its
    status's class, then the class of its status's hundred (5xx)."""
    rpc = cast("dict[str, Any]", body) if CODE_BODY and isinstance(body, dict) else {}
    rpc_code = rpc.get(CODE_BODY["code"]) if rpc else None
    # Only a code the API names: a number there may be something else, such as the status again.
    if type(rpc_code) is int and rpc_code in _BY_JSONRPC_CODE:  # not a bool either
        return _BY_JSONRPC_CODE[rpc_code](
            str(rpc.get(CODE_BODY["message"], "")), code=rpc_code, data=rpc.get(CODE_BODY["data"])
        )
    message, code = "", None
    if isinstance(body, dict):
        body = cast("dict[str, Any]", body)  # JSON: an object's keys are str
        status = body.get(STATUS_BODY["container"])
        if isinstance(status, dict):
            status = cast("dict[str, Any]", status)
            message = str(status.get(STATUS_BODY["message"], ""))
            details = status.get(STATUS_BODY["details"])
            details = cast("list[object]", details) if isinstance(details, list) else []
            reasons = [
                cast("dict[str, Any]", d).get(STATUS_BODY["reason"])
                for d in details
                if isinstance(d, dict)
            ]
            code = next((r for r in reasons if isinstance(r, str)), None)
        else:
            message = str(body.get(ERROR_BODY["message"], ""))
            code = body.get(ERROR_BODY["code"])
    elif isinstance(body, str):
        message = body
    cls = _BY_ERROR_CODE.get(code) if isinstance(code, str) else None
    cls = cls or _BY_STATUS.get(status_code) or _BY_STATUS_CLASS.get(status_code // 100)
    cls = cls or APIStatusError
    return cls(
        message or f"HTTP {status_code}",
        status_code=status_code,
        error_code=code if isinstance(code, str) else None,
        body=body,
    )


def error_from_jsonrpc(error: Any) -> JSONRPCError:
    """The error for a JSON-RPC error object."""
    code = None
    if isinstance(error, dict):
        error = cast("dict[str, Any]", error)  # JSON: an object's keys are str
        code = error.get(JSONRPC_ERROR_MEMBERS["code"])
    if not isinstance(code, int):
        return JSONRPCError(str(error), code=0, data=error)
    cls = _BY_JSONRPC_CODE.get(code, JSONRPCError)
    return cls(
        str(error.get(JSONRPC_ERROR_MEMBERS["message"], "")),
        code=code,
        data=error.get(JSONRPC_ERROR_MEMBERS["data"]),
    )
