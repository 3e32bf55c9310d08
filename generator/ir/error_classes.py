"""The error classes of the generated SDKs, computed from service.yaml's errors: the classes by
meaning, the classes per wire error, the tables that pick a class, and the class tree the
errors modules open with. Templates render these as they are."""

from __future__ import annotations

from dataclasses import dataclass

from ..spec.plain import Errors, Meaning

# The runtime's own classes under A2AError, after the generated ones: (name, what it means).
RUNTIME_CLASSES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    (
        "APIConnectionError",
        "the server could not be reached, or the connection broke",
        (
            (
                "APITimeoutError",
                "a request outlasted its timeout, or a stream its line timeout or deadline",
            ),
            ("StreamInterruptedError", "a stream cut before its task ended, not resumed"),
        ),
    ),
    ("UnexpectedResponseError", "a body that fits no shape the dialect sends", ()),
)


@dataclass(frozen=True)
class ErrorClass:
    name: str
    base: str  # its transport's class, or the meaning it refines
    shared: str | None  # the meaning (one JSON-RPC codes carry too) it also derives from
    doc: str


@dataclass(frozen=True)
class SharedMeaning:
    """A meaning both HTTP statuses and JSON-RPC codes carry: a base the classes of either share."""

    name: str
    doc: str
    members: tuple[str, ...]  # the classes that derive from it


@dataclass(frozen=True)
class ErrorClasses:
    shared: tuple[SharedMeaning, ...]  # defined before APIStatusError and JSONRPCError
    status: tuple[ErrorClass, ...]  # APIStatusError's subclasses, each after its base
    jsonrpc: tuple[ErrorClass, ...]  # JSONRPCError's subclasses
    by_error_code: tuple[tuple[str, str], ...]  # MemoryLake's error_code -> class
    by_status: tuple[tuple[int, str], ...]  # an HTTP status -> class, when the code says nothing
    by_status_class: tuple[tuple[int, str], ...]  # status // 100 -> class, after that
    by_jsonrpc_code: tuple[tuple[int, str], ...]
    # What an HTTP error class is answered with (the test kit's faults): class -> status, and the
    # error code (None: a meaning's class, which a status without a code of its own raises).
    answers: tuple[tuple[str, int, str | None], ...]
    tree: tuple[str, ...]  # the class tree, one line each, A2AError at the root

    @property
    def names(self) -> tuple[str, ...]:
        """Every generated class, in the order they are defined."""
        return tuple(c.name for c in self.shared) + tuple(
            c.name for c in self.status + self.jsonrpc
        )


def _catches(meaning: Meaning, status: int) -> bool:
    return any(h == status or h == f"{status // 100}xx" for h in meaning.http)


def build(errors: Errors) -> ErrorClasses:
    shared_names = {m.name for m in errors.meanings if m.jsonrpc}
    status_meanings = [m for m in errors.meanings if not m.jsonrpc]
    ranked: list[tuple[tuple[int, int], ErrorClass]] = (
        []
    )  # by status, each meaning before its classes
    forms: dict[str, str] = {}  # class -> the wire forms that raise it
    statuses = [e.status for e in errors.http]
    for m in status_meanings:
        first = min(h if isinstance(h, int) else int(h[0]) * 100 for h in m.http)
        ranked.append(((first, 0), ErrorClass(m.name, "APIStatusError", None, m.doc)))
        forms[m.name] = ", ".join(map(str, m.http))
        shares = any(isinstance(h, int) and statuses.count(h) > 1 for h in m.http)
        forms[m.name] += " (any other code)" if shares else ""
    for e in errors.http:
        meaning = next((m for m in errors.meanings if _catches(m, e.status)), None)
        also = meaning.name if meaning and meaning.name in shared_names else None
        base = meaning.name if meaning and not also else "APIStatusError"
        ranked.append(
            ((e.status, 1), ErrorClass(e.name, base, also, f"{e.status} {e.code}: {e.doc}"))
        )
        alone = statuses.count(e.status) == 1
        forms[e.name] = f"{e.status} {e.code}" + (f" (and any other {e.status})" if alone else "")
    status = [c for _, c in sorted(ranked, key=lambda r: r[0])]
    jsonrpc: list[ErrorClass] = []
    for r in errors.jsonrpc:
        meaning = next((m for m in errors.meanings if r.code in m.jsonrpc), None)
        also = meaning.name if meaning else None
        jsonrpc.append(ErrorClass(r.name, "JSONRPCError", also, f"{r.code}: {r.doc}"))
        forms[r.name] = str(r.code)
    shared = tuple(
        SharedMeaning(
            m.name,
            m.doc,
            tuple(c.name for c in (*status, *jsonrpc) if c.shared == m.name),
        )
        for m in errors.meanings
        if m.name in shared_names
    )
    for m in errors.meanings:
        if m.name in shared_names:
            members = " and ".join(c.name for c in (*status, *jsonrpc) if c.shared == m.name)
            forms[m.name] = f"{', '.join(map(str, (*m.http, *m.jsonrpc)))}: the base of {members}"
    for c in (*status, *jsonrpc):
        if c.shared:
            forms[c.name] += f"; also a {c.shared}"
    # A status that one class of errors.http has goes to it; one that several share, to its meaning.
    by_status = tuple(
        (e.status, e.name) for e in errors.http if statuses.count(e.status) == 1
    ) + tuple(
        (h, m.name)
        for m in status_meanings
        for h in m.http
        if isinstance(h, int) and statuses.count(h) != 1
    )
    by_status_class = tuple(
        (int(h[0]), m.name) for m in status_meanings for h in m.http if isinstance(h, str)
    )
    return ErrorClasses(
        shared=shared,
        status=tuple(status),
        jsonrpc=tuple(jsonrpc),
        by_error_code=tuple((e.code, e.name) for e in errors.http),
        by_status=tuple(sorted(by_status)),
        by_status_class=by_status_class,
        by_jsonrpc_code=tuple((r.code, r.name) for r in errors.jsonrpc),
        answers=tuple((e.name, e.status, e.code) for e in errors.http)
        + tuple(
            (m.name, next(h if isinstance(h, int) else int(h[0]) * 100 for h in m.http), None)
            for m in errors.meanings
            if m.http and m.name not in {e.name for e in errors.http}
        ),
        tree=_tree(shared, tuple(status), tuple(jsonrpc), forms, errors.code_body is not None),
    )


@dataclass(frozen=True)
class Raises:
    """The error classes one operation can raise on one dialect, by where they come from (the
    API references render it; tests/test_package_manuals.py checks it against the clients)."""

    local: tuple[str, ...]  # checked before anything is sent (ValueError subclasses)
    status: tuple[str, ...]  # an HTTP error status, on every transport: the classes by meaning
    jsonrpc: tuple[str, ...]  # a JSON-RPC error object (on REST: an error body that is one)
    transport: tuple[str, ...]  # the connection, a timeout, a body that fits no shape


def raises(
    errors: ErrorClasses,
    *,
    supported: bool,
    has_request: bool,
    extension: bool,
    streaming: bool,
    jsonrpc: bool,
    code_body: bool,
) -> Raises:
    """What an operation raises on a dialect: an operation the dialect lacks raises one local
    error and sends nothing; any other may meet every HTTP status (MemoryLake answers errors
    before the agent runs with one, on JSON-RPC too), the JSON-RPC codes where the dialect
    carries them, and the connection's faults."""
    if not supported:
        return Raises(("UnsupportedOperationError",), (), (), ())
    local = ("ConfigurationError",) + (
        ("RequestShapeError",) * has_request + ("ExtensionError",) * extension
    )
    shared = tuple(s.name for s in errors.shared)
    # By meaning: a class stands for its subclasses, which the tree shows.
    status = shared + tuple(c.name for c in errors.status if c.base == "APIStatusError")
    rpc = ("JSONRPCError",) + tuple(c.name for c in errors.jsonrpc) if jsonrpc or code_body else ()
    runtime = tuple(n for name, _, kids in RUNTIME_CLASSES for n in (name, *(k for k, _ in kids)))
    if not streaming:
        runtime = tuple(n for n in runtime if n != "StreamInterruptedError")
    return Raises(local, status, rpc, runtime)


Node = tuple[str, str, tuple["Node", ...]]


def _tree(
    shared: tuple[SharedMeaning, ...],
    status: tuple[ErrorClass, ...],
    jsonrpc: tuple[ErrorClass, ...],
    forms: dict[str, str],
    code_body: bool,
) -> tuple[str, ...]:
    def children(classes: tuple[ErrorClass, ...], base: str) -> tuple[Node, ...]:
        return tuple(
            (c.name, forms[c.name], children(classes, c.name)) for c in classes if c.base == base
        )

    def runtime(
        entries: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...],
    ) -> tuple[Node, ...]:
        return tuple(
            (name, doc, runtime(tuple((n, d, ()) for n, d in kids))) for name, doc, kids in entries
        )

    top: tuple[Node, ...] = (
        *((s.name, forms[s.name], ()) for s in shared),
        ("APIStatusError", "an HTTP error status", children(status, "APIStatusError")),
        (
            "JSONRPCError",
            f"a JSON-RPC error object (HTTP 200{', or an HTTP error body' if code_body else ''})",
            children(jsonrpc, "JSONRPCError"),
        ),
        *runtime(RUNTIME_CLASSES),
    )

    def width(nodes: tuple[Node, ...], depth: int) -> int:
        return max((max(4 * depth + len(n), width(k, depth + 1)) for n, _, k in nodes), default=0)

    column = width(top, 1) + 2
    lines = ["A2AError"]

    def draw(nodes: tuple[Node, ...], prefix: str) -> None:
        for i, (name, text, kids) in enumerate(nodes):
            last = i == len(nodes) - 1
            head = prefix + ("└── " if last else "├── ") + name
            lines.append(head.ljust(column) + text)
            draw(kids, prefix + ("    " if last else "│   "))

    draw(top, "")
    return tuple(lines)
