"""The names each target's generated package holds besides the spec's own (its models, error
classes and operations): what the modules that define the models import, define and export. A
model of models.yaml or extension.yaml can't take one, or those modules would not compile
(`validate` refuses it: generator/spec/checks.py). tests/test_hostile_strings.py keeps these
lists true against the generated packages, and pushes such names through a spec."""

from __future__ import annotations

import builtins

# The runtime's exceptions, which both packages export at the top.
_ERRORS = {
    "A2AError",
    "APIConnectionError",
    "APIStatusError",
    "APITimeoutError",
    "ConfigurationError",
    "ExtensionError",
    "JSONRPCError",
    "RequestShapeError",
    "StreamInterruptedError",
    "UnconfirmedFormatWarning",
    "UnexpectedResponseError",
    "UnsupportedOperationError",
}

PYTHON = frozenset(
    {
        *dir(builtins),  # models.py's annotations use str, int, list...
        *_ERRORS,
        # models.py and extension.py: datamodel-code-generator's imports, the templates' own
        *["annotations", "Any", "Enum", "Field", "AwareDatetime", "ConfigDict", "RootModel"],
        *["BaseModel", "Literal", "Annotated", "CanonicalModel", "Mapping", "difflib", "re"],
        *["TaskAnswer", "MessageAnswer", "StatusUpdateChunk", "ArtifactUpdateAnswer"],
        *["NAMESPACE", "check_extension", "check_send"],
        # __init__.py
        *["SPEC_DIGEST", "__version__", "__all__", "TYPE_CHECKING", "lazy"],
    }
)

TYPESCRIPT = frozenset(
    {
        *_ERRORS,
        # primitive types, and the global types models.ts and extension.ts use
        *["string", "number", "boolean", "unknown", "never", "any", "object", "symbol"],
        *["bigint", "undefined", "Record", "Array", "Set", "Map", "Object", "JSON", "RegExp"],
        *["String", "Number", "Boolean", "Error", "Promise", "Symbol", "Date", "WeakMap"],
        # what index.ts exports from the other modules
        *["Answered", "Chunk", "answer", "errorMessage", "chunkText", "isThought", "toolCall"],
        *["toolResult", "files", "BY_ERROR_CODE", "BY_JSONRPC_CODE", "BY_STATUS"],
        *["BY_STATUS_CLASS", "StatusErrorClass", "errorFromJsonrpc", "errorFromStatus"],
        *["NAMESPACE", "checkSend", "checkExtension", "isObject", "RequestOptions", "Stream"],
        *["DEFAULT_MAX_RETRIES", "DEFAULT_STREAM_TIMEOUT", "DEFAULT_TIMEOUT", "ClientOptions"],
        *["Event", "Options", "DEFAULT_BASE_URL", "MessageInput", "SPEC_DIGEST", "VERSION"],
        *["eventError", "APIPromise", "ApiKey", "Hook", "HookEvent", "Hooks", "Logger"],
        *["RawResponse"],
        # extension.ts's own
        *["Schema", "SCHEMA", "LOCATION", "RULES", "TYPES", "WHERE", "get", "check", "fold"],
        *["confirmedFolded", "closest", "distance", "jsonName", "ROOT", "NO_FIELDS", "RESOLVED"],
        *["FOLDED", "resolved", "NO_NAMES"],
    }
)
