"""Each generated package's CHANGELOG.md, kept by `generate`.

The old spec is gone when `generate` runs, so a package keeps what the next entry needs beside
its CHANGELOG: `_api.json`, its snapshot (the version, the package's client API and the wire
entries of `a2a-codegen diff`) and the snapshot of the previous version, its base. Whenever the
spec's version changes, the last snapshot becomes the base and a new entry is written: the
diff's Markdown (without the transcript) for this package, under the new version. While the
version stays, the top entry is written again from the same base, so it always tells everything
the version changed. Entries carry no date: the same spec and the same history give the same
bytes. Both files are generated files like the others: in the manifest, compared by `check`,
verified by `verify`."""

from __future__ import annotations

import json
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any

from ..ir import IR
from ..output import manifest
from ..output.render import BANNER
from ..output.writer import Tree
from . import Side, compare, package_snapshot, verdict
from .render import markdown

NAME = "CHANGELOG.md"
SNAPSHOT = "_api.json"


def add(tree: Tree, language: str, ir: IR, previous: Path | None) -> None:
    """Add the package's CHANGELOG.md and _api.json to tree, continuing the history of the
    package's previous tree (None, or one without history: the history starts here)."""
    now = package_snapshot(ir, language, tree)
    old_log, old = _read(previous)
    first = None  # this version's snapshot when it was first generated, if it changed since
    if old is None or old_log is None:
        base, history = None, []
    elif old["version"] == now["version"]:
        base, history = old.get("base"), _entries(old_log)[1:]
        first = old.get("first") or _part(old)
        if first["api"] == _plain(now["api"]) and first["wire"] == _plain(now["wire"]):
            first = None
    else:
        base = old.get("first") or _part(old)
        history = _entries(old_log)
    if base is None:
        entry = f"## {now['version']}\n\nThe first version of this package's history.\n"
    else:
        # Go's CHANGELOG says when the module path moves to a new major version (/v2).
        go = ir.service.go_module if language == "go" else ""
        report = compare(_side(base, language, go), _side(now, language, go))
        entry = markdown(report, report.languages, transcript=False)
    name = ir.service.typescript_package if language == "typescript" else ir.service.name
    title = (
        f"<!-- {BANNER} -->\n# Changelog of {name}\n\nOne entry per version, the newest"
        " first: what each version of the spec changed (`a2a-codegen diff`).\n\n"
    )
    tree[NAME] = title + "\n".join([entry, *history])
    tree[SNAPSHOT] = _snapshot(
        {"//": BANNER, **now, "base": base, **({"first": first} if first else {})}
    )
    manifest.refresh(tree, (NAME, SNAPSHOT))


# json.dumps(value, ensure_ascii=False, sort_keys=True), without making an encoder per value;
# with json's C encoder made once, when there is one: a snapshot has a thousand entries, and
# JSONEncoder.encode makes one per call.
_ENCODE = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode
_C_ENCODER = c_make_encoder and c_make_encoder(
    None, None, encode_basestring, None, ": ", ", ", True, False, True
)


def _encode(value: Any) -> str:
    return "".join(_C_ENCODER(value, 0)) if _C_ENCODER else _ENCODE(value)


# The parts of the last snapshot written, by key: each part and its text.
_LAST: dict[str, tuple[Any, str]] = {}


def _snapshot(snapshot: dict[str, Any]) -> str:
    """_dump(snapshot), writing a part that is the last snapshot's own once: the parts only the
    IR makes are the same objects for each package of a run (package_snapshot), and unchanged."""
    global _LAST  # noqa: PLW0603
    parts = {}
    for key, value in sorted(snapshot.items()):
        last = _LAST.get(key)
        parts[key] = (value, last[1] if last and last[0] is value else _dump(value, 1))
    _LAST = parts
    return "{\n" + ",\n".join(f" {json.dumps(k)}: {t}" for k, (_, t) in parts.items()) + "\n}\n"


def _dump(value: Any, depth: int = 0) -> str:
    """JSON with one entry per line (an entry's attributes on its line): small, and a spec
    change shows in a review as the lines of the entries it changes."""
    entry = isinstance(value, dict) and all(not isinstance(v, dict) for v in value.values())
    if not isinstance(value, dict) or not value or (entry and depth > 1):
        text = _encode(value)
    else:
        pad = " " * (depth + 1)
        items = [f"{pad}{json.dumps(k)}: {_dump(v, depth + 1)}" for k, v in sorted(value.items())]
        text = "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    return text + "\n" if depth == 0 else text


def _part(snapshot: dict[str, Any]) -> dict[str, Any]:
    return {k: snapshot[k] for k in ("version", "api", "wire")}


def _plain(value: Any) -> Any:
    """value as its JSON reads back (a snapshot read from disk is compared with a new one)."""
    return json.loads(_encode(value))


def needed(tree: Tree, language: str) -> tuple[str, str, str, str] | None:
    """When the package's API or wire changed more than its version says: the level of the
    change, the version it was made from, the version it carries and the version it needs.
    Measured from the previous version (`base`) and from this version as first generated
    (`first`: any change then needs a new version); None when the version is enough."""
    snapshot = json.loads(tree[SNAPSHOT])
    now = _part(snapshot)
    worst = None
    for ref in (snapshot.get("base"), snapshot.get("first")):
        if not ref:
            continue
        report = compare(_side(ref, language, ""), _side(now, language, ""))
        level = report.package(language)
        required = verdict.bump(ref["version"], level)
        enough = verdict.at_least(now["version"], required)
        if not enough and (worst is None or not verdict.at_least(worst[3], required)):
            worst = (level, ref["version"], now["version"], required)
    return worst


def _side(snapshot: dict[str, Any], language: str, go_module: str) -> Side:
    api = {language: snapshot["api"]} if snapshot["api"] else {}
    return Side(
        snapshot["version"], snapshot["version"], api, snapshot["wire"], go_module=go_module
    )


def _read(previous: Path | None) -> tuple[str | None, dict[str, Any] | None]:
    """The previous tree's CHANGELOG.md and snapshot, when it has both and they can be read."""
    if previous is None:
        return None, None
    try:
        log = (previous / NAME).read_text(encoding="utf-8")
        snapshot = json.loads((previous / SNAPSHOT).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, None
    ok = isinstance(snapshot, dict) and {"version", "api", "wire"} <= snapshot.keys()
    return (log, snapshot) if ok else (None, None)


def _entries(log: str) -> list[str]:
    """A CHANGELOG's entries, the newest first, each ending with one newline."""
    return ["## " + part.strip("\n") + "\n" for part in log.split("\n## ")[1:]]
