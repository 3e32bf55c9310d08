"""The TypeScript client: a standalone ES module package with no runtime dependencies (fetch,
ReadableStream and TextDecoder, from Node 18+ or a browser). The canonical types and the
extension's types come from the spec's JSON Schema, converted here; the four dialect codecs,
the errors and the checks come from the same IR as the Python target's."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from generator import manifest
from generator.ir import IR, documented
from generator.render import BANNER, environment, header, render_template, runtime_sources, snake
from generator.writer import Tree

# The compiler the package's own build (`npm install && npm run build`) pins: the tests' (package.json
# at the project root), so the build a user runs is the one the tests ran.
TYPESCRIPT = "7.0.2"


def render(ir: IR, templates: Path | None) -> Tree:
    env = environment("typescript", templates)
    spec = ir.spec
    unions = {u.name: u for u in ir.unions}
    env.filters.update(
        camel=camel,
        pascal=pascal,
        json=lambda value: json.dumps(value, ensure_ascii=False),
        # A table at the top level of a module, one entry per line.
        table=lambda value: json.dumps(value, ensure_ascii=False, indent=2),
        constant=lambda name: snake(name).upper(),
        ts_type=ts_type,
        prop=prop,
        doc=doc,
        # A version's client class: v1_0 -> V1_0Client.
        client_class=lambda package: f"V{package[1:]}Client",
    )
    env.globals.update(
        ir=ir,
        spec=spec,
        svc=spec.service,
        unions=unions,
        pkg=spec.service.packages.typescript,
        typescript=TYPESCRIPT,
        **manifest.versions(spec),
    )
    tree: Tree = {}

    def emit(path: str, template: str, **context: Any) -> None:
        comment = BANNER if path == "package.json" else header("//")  # JSON has no comments
        tree[path] = render_template(env, template, header=comment, **context)

    emit("package.json", "package.json.jinja")
    emit("README.md", "README.md.jinja", banner=BANNER)
    emit("tsconfig.json", "tsconfig.json.jinja")
    emit("src/index.ts", "index.ts.jinja")
    emit("src/models.ts", "models.ts.jinja", defs=documented(spec, spec.models.defs))
    emit(
        "src/extension.ts",
        "extension.ts.jinja",
        defs=documented(spec, spec.extension.defs),
        schema=ir.extension_checks,
    )
    for name, text in runtime_sources("typescript", ".ts", "//").items():
        tree[f"src/{name}"] = text
    emit(
        "src/spec.ts",
        "spec.ts.jinja",
        shapes=shapes(spec.models.defs),
    )
    emit("src/api-errors.ts", "api-errors.ts.jinja")
    emit("src/requests.ts", "requests.ts.jinja")
    emit("src/answers.ts", "answers.ts.jinja")
    emit("src/operations.ts", "operations.ts.jinja")
    emit("src/version.ts", "version.ts.jinja")
    for package, version, dialects in ir.versions:
        emit(
            f"src/{package}/client.ts",
            "version/client.ts.jinja",
            package=package,
            version=version,
            dialects=dialects,
        )
        for d in dialects:
            emit(
                f"src/{package}/{d.transport}.ts",
                "version/dialect.ts.jinja",
                d=d,
            )
    manifest.add(tree, manifest.NAME, spec, manifest.run_id(spec, templates))
    return tree


def shapes(defs: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per object model: its required fields, and the fields that hold other object models (one,
    or a list), to walk into when an answer is checked."""
    out: dict[str, dict[str, Any]] = {}
    for name, schema in defs.items():
        if "properties" not in schema:
            continue
        refs: dict[str, str] = {}
        lists: dict[str, str] = {}
        for field, p in schema["properties"].items():
            target = str(p.get("$ref") or p.get("items", {}).get("$ref") or "").rsplit("/", 1)[-1]
            if target and "properties" in defs.get(target, {}):
                (refs if "$ref" in p else lists)[field] = target
        out[name] = {"required": list(schema.get("required", [])), "refs": refs, "lists": lists}
    return out


def camel(name: str) -> str:
    """send_message -> sendMessage; a name already in camelCase stays as it is."""
    head, *rest = name.split("_")
    return head + "".join(word[:1].upper() + word[1:] for word in rest)


def pascal(name: str) -> str:
    return camel(name)[:1].upper() + camel(name)[1:]


_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def prop(name: str) -> str:
    """A property name as TypeScript writes it: bare when it is an identifier, else quoted."""
    return name if _IDENTIFIER.match(name) else json.dumps(name)


def ts_type(schema: dict[str, Any]) -> str:
    """The TypeScript type of a JSON Schema (the subset spec/README.md allows)."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    kind = schema.get("type")
    if kind == "string":
        return "string"
    if kind in ("integer", "number"):
        return "number"
    if kind == "boolean":
        return "boolean"
    if kind == "array":
        item = ts_type(schema.get("items", {}))
        return f"({item})[]" if " " in item else f"{item}[]"
    if kind == "object":
        extra = schema.get("additionalProperties", True)
        value = "unknown" if extra is True or extra is False else ts_type(extra)
        return f"{{ [key: string]: {value} }}"
    return "unknown"  # any JSON value


def doc(text: str | None, indent: str = "") -> str:
    """A JSDoc comment (one line when it fits), or nothing."""
    if not text:
        return ""
    words = " ".join(str(text).split()).replace("*/", "*\\/")
    if len(indent) + len(words) + 7 <= 100:
        return f"{indent}/** {words} */\n"
    lines, line = [], ""
    for word in words.split(" "):
        if line and len(indent) + 3 + len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return f"{indent}/**\n" + "".join(f"{indent} * {x}\n" for x in lines) + f"{indent} */\n"
