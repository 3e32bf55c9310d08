"""The exceptions the SDK raises: the base classes, and the mapping of an error answer to its
class. The classes of the errors the API names (its error codes) are in ``_api_errors.py``,
made from the spec; each registers its status and code here as it is defined."""

from __future__ import annotations

from typing import Any

from ._spec import ERROR_BODY, JSONRPC_ERROR_MEMBERS, STATUS_BODY

_BY_ERROR_CODE: dict[str, type[APIStatusError]] = {}
_BY_STATUS: dict[int, list[type[APIStatusError]]] = {}
_BY_JSONRPC_CODE: dict[int, type[JSONRPCError]] = {}


class A2AError(Exception):
    """Base of every error the SDK raises about a request it sent."""


class APIStatusError(A2AError):
    """The server answered with an HTTP error status."""

    def __init_subclass__(
        cls, *, status: int | None = None, error_code: str | None = None, **kwargs: Any
    ) -> None:
        """``class NotFound(APIStatusError, status=404, error_code="NOT_FOUND")`` is the class of
        the answers with that error code."""
        super().__init_subclass__(**kwargs)
        if status is not None and error_code is not None:
            _BY_ERROR_CODE[error_code] = cls
            _BY_STATUS.setdefault(status, []).append(cls)

    def __init__(
        self, message: str, *, status_code: int, error_code: str | None = None, body: Any = None
    ) -> None:
        super().__init__(f"{status_code} {error_code or ''}: {message}".replace(" :", ":"))
        self.message = message
        self.status_code = status_code
        self.error_code = error_code
        self.body = body


class JSONRPCError(A2AError):
    """A JSON-RPC error object; v0.3 methods report every agent error as -32603."""

    def __init_subclass__(cls, *, code: int | None = None, **kwargs: Any) -> None:
        """``class TaskNotFound(JSONRPCError, code=-32001)`` is the class of that error code."""
        super().__init_subclass__(**kwargs)
        if code is not None:
            _BY_JSONRPC_CODE[code] = cls

    def __init__(self, message: str, *, code: int, data: Any = None) -> None:
        super().__init__(f"JSON-RPC error {code}: {message}")
        self.message = message
        self.code = code
        self.data = data


class APIConnectionError(A2AError):
    """The server could not be reached, or the connection broke."""


class APITimeoutError(APIConnectionError):
    """The request timed out."""


class UnexpectedResponseError(A2AError):
    """The server answered with a body that fits no shape this dialect sends."""

    def __init__(self, message: str, *, body: Any = None) -> None:
        super().__init__(message)
        self.body = body


class ConfigurationError(ValueError):
    """A client argument, or the environment variable behind it, is missing or wrong."""

    def __init__(self, argument: str, problem: str) -> None:
        super().__init__(f"{argument}: {problem}")
        self.argument = argument
        self.problem = problem


class RequestShapeError(ValueError):
    """A request carries a field in some dialect's wire spelling (requests are canonical: each
    dialect translates them), or one the server ignores. Nothing was sent."""

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


def error_from_status(status_code: int, body: Any) -> APIStatusError:
    """The error for an HTTP error answer: the API's own error body, A2A's google.rpc.Status
    ({container: {message, details: [{reason}]}}), or neither. An error code no class claims
    still gets its status's class, where only one class has that status."""
    message, code = "", None
    if isinstance(body, dict):
        status = body.get(STATUS_BODY["container"])
        if isinstance(status, dict):
            message = str(status.get(STATUS_BODY["message"], ""))
            details = status.get(STATUS_BODY["details"])
            reasons = (
                [d.get(STATUS_BODY["reason"]) for d in details if isinstance(d, dict)]
                if isinstance(details, list)
                else []
            )
            code = next((r for r in reasons if isinstance(r, str)), None)
        else:
            message = str(body.get(ERROR_BODY["message"], ""))
            code = body.get(ERROR_BODY["code"])
    elif isinstance(body, str):
        message = body
    cls = _BY_ERROR_CODE.get(code) if isinstance(code, str) else None
    if cls is None:
        by_status = _BY_STATUS.get(status_code, [])
        cls = by_status[0] if len(by_status) == 1 else APIStatusError
    return cls(
        message or f"HTTP {status_code}",
        status_code=status_code,
        error_code=code if isinstance(code, str) else None,
        body=body,
    )


def error_from_jsonrpc(error: Any) -> JSONRPCError:
    """The error for a JSON-RPC error object."""
    code = error.get(JSONRPC_ERROR_MEMBERS["code"]) if isinstance(error, dict) else None
    if not isinstance(code, int):
        return JSONRPCError(str(error), code=0, data=error)
    cls = _BY_JSONRPC_CODE.get(code, JSONRPCError)
    return cls(
        str(error.get(JSONRPC_ERROR_MEMBERS["message"], "")),
        code=code,
        data=error.get(JSONRPC_ERROR_MEMBERS["data"]),
    )
