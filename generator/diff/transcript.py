"""The wire transcript: every conformance vector of the spec (spec/conformance/*.yaml, the
vendor's own examples) rendered through a side's generated Python wire layer, as the bytes a
client sends (a request: its request line, headers and JSON body) or the wire JSON a dialect
encodes an answer to (a response). Comparing two sides' transcripts shows the exact bytes a
spec change alters, per dialect.

The vectors belong to the spec: they are facts of the API, like its routes, so a revision's
spec directory carries the examples its spec must produce (tests/test_conformance.py checks
spec/'s). A side is rendered with the vectors of the newer spec, so both go through the same
examples. The TypeScript target is rendered from the same codec plans and its Node tests run
the same vectors, so one transcript speaks for both."""

from __future__ import annotations

import importlib
import json
import sys
import tempfile
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import yaml

from ..ir import IR
from ..output.writer import Tree

FILES = ("requests", "responses")


def vectors(spec_dir: Path) -> list[dict[str, Any]]:
    """The spec's conformance vectors (none when it has no conformance/ directory), each with
    its kind: "request" or "response"."""
    out = []
    for name in FILES:
        path = spec_dir / "conformance" / f"{name}.yaml"
        if path.is_file():
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            out += [{**v, "kind": name[:-1]} for v in data.get("vectors", [])]
    return out


def render(ir: IR, tree: Tree, cases: list[dict[str, Any]]) -> dict[str, str]:
    """Per vector (by its name): the bytes the side's wire layer gives for it."""
    pkg = ir.service.python_package
    dialects = {d.name: d for d in ir.dialects}
    operations = {op.name: op for op in ir.operations}
    out: dict[str, str] = {}
    with _wire_layer(tree, pkg) as load:
        models = load(f"{pkg}.models")
        for v in cases:
            d, op = dialects.get(v["dialect"]), operations.get(v.get("operation", ""))
            if d is None or op is None:
                out[v["name"]] = (
                    f"(no {'dialect ' + v['dialect'] if d is None else 'operation ' + str(v.get('operation'))})"
                )
                continue
            module = load(f"{pkg}.{d.package}.{d.transport}")
            out[v["name"]] = _guarded(_one, module, models, op, v)
    return out


def _one(module: Any, models: Any, op: Any, v: dict[str, Any]) -> str:
    if v["kind"] == "response":
        encode = module.ENCODE.get(v["model"], lambda x: x)
        return _json(encode(v["canonical"]))
    build = getattr(module, f"build_{op.name}")
    request_id = v.get("request_id", 1)
    if op.request:
        request = getattr(models, op.request).model_validate(v["canonical"])
        wire = build(request, request_id=request_id)
    else:
        wire = build(request_id=request_id)
    query = f"?{urlencode(dict(wire.params), doseq=True)}" if wire.params else ""
    lines = [f"{wire.method} {wire.path}{query}"]
    lines += [f"{k}: {v}" for k, v in sorted(dict(wire.headers).items())]
    lines += ["", "" if wire.json is None else _json(wire.json)]
    return "\n".join(lines)


def _json(value: Any) -> str:
    """As the HTTP library sends a JSON body."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def _guarded(run: Callable[..., str], *args: Any) -> str:
    """A vector the side cannot render (a required field it lacks, a refused shape) shows why."""
    try:
        return run(*args)
    except Exception as exc:  # noqa: BLE001 (whatever the generated code raises is the answer)
        return f"error: {type(exc).__name__}: {exc}".splitlines()[0]


@contextmanager
def _wire_layer(tree: Tree, pkg: str) -> Iterator[Callable[[str], Any]]:
    """Import a rendered package's wire modules from a temporary copy, without running its
    __init__ modules (they import the HTTP client, which the wire layer does not need), and
    put back whatever modules of that name were loaded before (the tests import the real one)."""
    saved = {
        k: sys.modules.pop(k) for k in list(sys.modules) if k == pkg or k.startswith(pkg + ".")
    }
    with tempfile.TemporaryDirectory(prefix="a2a-codegen-diff.") as tmp:
        root = Path(tmp)
        for rel, text in tree.items():
            if rel.startswith(f"{pkg}/") and rel.endswith(".py"):
                path = root / rel
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
        importlib.invalidate_caches()

        def load(name: str) -> Any:
            parts = name.split(".")
            for i in range(1, len(parts)):  # the packages as bare namespaces
                package = ".".join(parts[:i])
                if package not in sys.modules:
                    stub = types.ModuleType(package)
                    stub.__path__ = [str(root.joinpath(*parts[:i]))]
                    sys.modules[package] = stub
            return importlib.import_module(name)

        try:
            yield load
        finally:
            for k in [k for k in sys.modules if k == pkg or k.startswith(pkg + ".")]:
                del sys.modules[k]
            sys.modules.update(saved)
