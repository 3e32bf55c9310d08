"""Names and text that the generated code carries: a name is not a reserved word of a target,
nor a name a target's generated package holds besides the spec's own (its models, error classes
and operations), or the modules that define the models would not compile
(tests/test_hostile_strings.py keeps PYTHON and TYPESCRIPT true against the generated packages);
text survives being put in code."""

from __future__ import annotations

import builtins
import keyword
import re
from collections.abc import Iterator
from functools import partial
from typing import Any

from ...errors import Problem
from ..loaded import Spec
from ..yaml_source import Path_

# Words that can't name a class, a member or a function in one of the targets.
RESERVED = set(keyword.kwlist) | {
    *["break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete"],
    *["do", "else", "enum", "export", "extends", "false", "finally", "for", "function", "if"],
    *["import", "in", "instanceof", "new", "null", "return", "super", "switch", "this", "throw"],
    *["true", "try", "typeof", "var", "void", "while", "with", "yield", "let", "static"],
    *["implements", "interface", "package", "private", "protected", "public", "await"],
}

# The runtime's exceptions, which both packages export at the top.
_ERRORS = {
    *["A2AError", "APIConnectionError", "APIStatusError", "APITimeoutError", "ConfigurationError"],
    *["ExtensionError", "JSONRPCError", "RequestShapeError", "StreamInterruptedError"],
    *["UnconfirmedFormatWarning", "UnexpectedResponseError", "UnsupportedOperationError"],
}

PYTHON = frozenset(
    {
        *dir(builtins),  # models.py's annotations use str, int, list...
        *_ERRORS,
        # models.py and extension.py: datamodel-code-generator's imports, the templates' own
        *["annotations", "Any", "Enum", "Field", "AwareDatetime", "ConfigDict", "RootModel"],
        *["BaseModel", "Literal", "Annotated", "CanonicalModel", "Mapping", "difflib", "re"],
        *["TaskAnswer", "MessageAnswer", "StatusUpdateChunk", "ArtifactUpdateAnswer", "NAMESPACE"],
        *["check_extension", "check_send"],
        # __init__.py
        *["SPEC_DIGEST", "__version__", "__all__", "TYPE_CHECKING", "lazy"],
    }
)

TYPESCRIPT = frozenset(
    {
        *_ERRORS,
        # primitive types, and the global types models.ts and extension.ts use
        *["string", "number", "boolean", "unknown", "never", "any", "object", "symbol", "bigint"],
        *["undefined", "Record", "Array", "Set", "Map", "Object", "JSON", "RegExp", "String"],
        *["Number", "Boolean", "Error", "Promise", "Symbol", "Date", "WeakMap"],
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


def check(spec: Spec) -> Iterator[Problem]:
    named: list[tuple[str, Path_, str]] = [
        *[("models", ("$defs", n), n) for n in spec.models.defs],
        *[("extension", ("$defs", n), n) for n in spec.extension.defs],
        *[("service", ("operations", n), n) for n in spec.service.operations],
        *[
            ("models", ("$defs", n, "x-enum-varnames", i), v)
            for n, s in spec.models.defs.items()
            for i, v in enumerate(s.get("x-enum-varnames", []))
        ],
    ]
    for file, path, name in named:
        if name in RESERVED:
            yield spec.problem(file, path, f"{name!r} is a reserved word in a target language")
    yield from _taken(spec)


def _taken(spec: Spec) -> Iterator[Problem]:
    """A model's name is not a name the generated packages hold, an error class's, or (in
    extension.yaml) a model's of models.yaml."""
    kinds = spec.service.errors
    errors = {e.name for e in kinds.meanings} | {e.name for e in kinds.http}
    errors |= {e.name for e in kinds.jsonrpc}
    taken = {"Python": PYTHON, "TypeScript": TYPESCRIPT}
    for file, other in (("models", spec.extension.defs), ("extension", spec.models.defs)):
        at = partial(spec.problem, file, key=True)
        for name in getattr(spec, file).defs:
            users = [target for target, held in taken.items() if name in held]
            if users:
                why = f"the generated {' and '.join(users)} package{'s' if users[1:] else ''}"
                message = f"{why} already use{'' if users[1:] else 's'} the name {name!r}"
                yield at(("$defs", name), message, "rename the model")
            elif name in errors:
                yield at(("$defs", name), f"{name!r} is an error class of service.yaml")
            elif file == "extension" and name in other:
                yield at(("$defs", name), f"{name!r} is a model of models.yaml too")


# Keys whose text the generated code carries in docstrings, comments and messages.
PROSE = {"doc", "description", "title", "message", "x-why", "x-unknown-key", "x-unconfirmed"}
PROSE_MAPS = {"x-pitfalls", "x-rejected"}  # their values are prose too
ANY_TEXT = re.compile(r'[\x00-\x08\x0b-\x1f\x7f\u2028\u2029]|"""')
PROSE_TEXT = re.compile(r'[\n\t\\]|\*/|"$')
HINT = 'write prose on one line (>- folds a long one), without \\, */ or """'


def texts(spec: Spec) -> Iterator[Problem]:
    """Text that would not survive being put in code: control characters, line and paragraph
    separators and \"\"\" anywhere; in prose also line breaks, tabs, backslashes, */ and a
    closing double quote (docstrings and comments hold prose as it is)."""
    for file, source in spec.sources.items():
        for path, text, prose in _strings_in(source.data, (), False):
            bad = ANY_TEXT.search(text) or (PROSE_TEXT.search(text) if prose else None)
            if bad:
                message = f"{bad.group()!r} can't be carried into the generated code here"
                yield spec.problem(file, path, message, HINT)


def _strings_in(node: Any, path: Path_, prose: bool) -> Iterator[tuple[Path_, str, bool]]:
    if isinstance(node, str):
        yield path, node, prose
    elif isinstance(node, dict):
        for key, value in node.items():
            inner = key in PROSE or (bool(path) and path[-1] in PROSE_MAPS)
            yield from _strings_in(value, path + (key,), inner and isinstance(value, str))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _strings_in(value, path + (i,), prose)
