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

from ...errors import Problem, quote
from ..loaded import Spec
from ..yaml_source import PROSE, PROSE_MAPS, UNCONFIRMED, Path_

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
        # params.py: datamodel-code-generator's imports for TypedDicts
        *["TypedDict", "NotRequired", "Required", "TypeAlias"],
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
        *["RawResponse", "InterceptedCall", "Interceptor", "RetryAttempt", "RetryPolicy"],
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
            yield spec.problem(file, path, f"{quote(name)} is a reserved word in a target language")
    yield from _taken(spec)


def _taken(spec: Spec) -> Iterator[Problem]:
    """A model's name is not a name the generated packages hold, an error class's, the name the
    Python package gives a model's dict type (its name and "Param"), or (in extension.yaml) a
    model's of models.yaml."""
    kinds = spec.service.errors
    errors = {e.name for e in kinds.meanings} | {e.name for e in kinds.http}
    errors |= {e.name for e in kinds.jsonrpc}
    taken = {"Python": PYTHON, "TypeScript": TYPESCRIPT}
    models = {*spec.models.defs, *spec.extension.defs}
    for file, other in (("models", spec.extension.defs), ("extension", spec.models.defs)):
        at = partial(spec.problem, file, key=True)
        for name in getattr(spec, file).defs:
            users = [target for target, held in taken.items() if name in held]
            if users:
                why = f"the generated {' and '.join(users)} package{'s' if users[1:] else ''}"
                message = f"{why} already use{'' if users[1:] else 's'} the name {quote(name)}"
                yield at(("$defs", name), message, "rename the model")
            elif name in errors:
                yield at(("$defs", name), f"{quote(name)} is an error class of service.yaml")
            elif name.endswith("Param") and name.removesuffix("Param") in models:
                model = quote(name.removesuffix("Param"))
                message = f"the generated Python package names the dict type of {model} so"
                yield at(("$defs", name), message, "rename the model")
            elif file == "extension" and name in other:
                yield at(("$defs", name), f"{quote(name)} is a model of models.yaml too")


# Where a spec's text lands decides what it may hold. Prose (yaml_source.PROSE) becomes doc
# comments and messages; a literal (these keys' values, and the field names of a schema) is only
# ever written as a string literal, by each target's rule for one; any other text (a name, a
# method, a kind, a key) is a token, which the generated code also quotes in comments and docs.
LITERALS = {"enum", "pattern", "examples", "example", "const", "default", "prefix", "unset"}
LITERAL_MAPS = {"headers", "body_headers", "properties"}  # their values (or keys) are literals
MAX_TOKEN = 100
RULES = {
    # anywhere: what no comment, docstring or literal of the targets can hold as it is
    "text": (re.compile("[\x00-\x08\x0b-\x1f\x7f\u2028\u2029\ufeff]"), ""),
    "prose": (
        re.compile(r'\\|\*/|"""|"$'),
        'write prose without \\, */ or """, and not ending in "',
    ),
    "literal": (re.compile(r"[\n\t]"), "a literal is one line: write \\n for a line break"),
    "token": (
        re.compile(r"[\s\"'`\\]|\*/|\$\{"),
        "a name, method, kind or key is one word of printable characters, without quotes,"
        " backslashes, backticks, */ or ${",
    ),
}


def texts(spec: Spec) -> Iterator[Problem]:
    """Text that would not survive being put in code, by where it lands (see RULES); a token
    longer than MAX_TOKEN characters."""
    for file, source in spec.sources.items():
        marks = [  # x-unconfirmed reasons, kept beside the data: where each was written
            (at if at in source.values else path + (UNCONFIRMED,), reason, "prose", False)
            for path, reason in source.unconfirmed.items()
            for at in [path[:-1] + (UNCONFIRMED, path[-1]) if path else ()]
        ]
        for path, text, kind, key in [*_strings_in(source.data, (), "token"), *marks]:
            bad = RULES["text"][0].search(text) or RULES[kind][0].search(text)
            if bad:
                what = quote(bad.group())
                message = f"{what} can't be carried into the generated code as a {kind}"
                yield spec.problem(file, path, message, RULES[kind][1], key=key)
            elif kind == "token" and len(text) > MAX_TOKEN:
                message = f"{len(text):,} characters: a {kind} holds at most {MAX_TOKEN}"
                yield spec.problem(file, path, message, key=key)


def _strings_in(node: Any, path: Path_, kind: str) -> Iterator[tuple[Path_, str, str, bool]]:
    """Each text of node, with the kind of place it lands in, and whether it is a key."""
    if isinstance(node, str):
        yield path, node, kind, False
    elif isinstance(node, dict):
        parent = path[-1] if path else ""
        for key, value in node.items():
            inner = (
                "prose"
                if key in PROSE or parent in PROSE_MAPS
                else "literal" if key in LITERALS or parent in LITERAL_MAPS else "token"
            )
            if inner == "prose" and not isinstance(value, str):
                inner = "token"  # a property named like a prose key, say
            if parent != "properties" and not key.startswith("x-"):
                yield path + (key,), key, "literal" if parent in LITERAL_MAPS else "token", True
            yield from _strings_in(value, path + (key,), inner)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _strings_in(value, path + (i,), kind)
