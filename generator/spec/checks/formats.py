"""Values of a format: routes, header names and values, media types, package names, URLs,
variable and command names, and the base URL's parameters' patterns."""

from __future__ import annotations

import keyword
import re
from collections.abc import Iterator
from functools import partial

from ...errors import Problem, did_you_mean, quote
from ..loaded import Spec
from ..yaml_source import Path_

_TOKEN = r"[!#$%&'*+.^_`|~0-9A-Za-z-]+"
TOKEN = re.compile(f"^{_TOKEN}$")  # an HTTP header name (RFC 9110 token)
MEDIA_TYPE = re.compile(rf"""^{_TOKEN}/{_TOKEN}(\s*;\s*{_TOKEN}=({_TOKEN}|"[^"\\]*"))*$""")
NPM_NAME = re.compile(r"^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$")
# A Go module path: a host with a dot, then path elements (lowercase, to stay one spelling).
GO_MODULE = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)+(/[a-z0-9._~-]+)*$")
ENV = re.compile(r"^[A-Z_][A-Z0-9_]*$")
COMMAND = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")  # a subcommand of the command line
# A route below the base URL: "/" then URL path characters, {field} placeholders and ":verb".
ROUTE = re.compile(r"^(/[A-Za-z0-9._~!$&'()*+,;=:@%{}-]*)+$")
URL = re.compile(r"^https?://[A-Za-z0-9.-]+(:\d+)?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$")


def check(spec: Spec) -> Iterator[Problem]:
    yield from _routes(spec)
    yield from _headers(spec)
    yield from _service(spec)
    yield from _operations(spec)


def _routes(spec: Spec) -> Iterator[Problem]:
    svc, dia = spec.service, spec.dialects
    routes: list[tuple[str, Path_, str | None]] = [
        ("service", ("base_url", "path"), svc.base_url.path),
        *[
            ("service", ("operations", name, "binding", "path"), op.binding.path)
            for name, op in svc.operations.items()
            if op.binding
        ],
        *[
            ("dialects", ("dialects", name, "bindings", op, "path"), b.path)
            for name, d in dia.dialects.items()
            for op, b in d.bindings.items()
        ],
    ]
    hint = "a route starts with / and holds URL path characters and {field} placeholders"
    for file, path, route in routes:
        if route is not None and not ROUTE.match(route):
            yield spec.problem(file, path, f"{quote(route)} is not a route", hint)
    placeholders = re.findall(r"\{([^{}]*)\}", svc.base_url.path)
    params = svc.base_url.params
    for name in placeholders:
        if name not in params:
            message = f"the placeholder {quote('{' + name + '}')} is not one of base_url.params"
            yield spec.problem("service", ("base_url", "path"), message, did_you_mean(name, params))
    for name in params:
        if name not in placeholders:
            message = f"{quote(name)} is not a placeholder of base_url.path"
            yield spec.problem("service", ("base_url", "params", name), message, key=True)
    if dia.transports.jsonrpc.path and not ROUTE.match(dia.transports.jsonrpc.path):
        message = "the JSON-RPC path is empty or a route"
        yield spec.problem("dialects", ("transports", "jsonrpc", "path"), message)


def _headers(spec: Spec) -> Iterator[Problem]:
    dia = spec.dialects
    headers: list[tuple[Path_, dict[str, str]]] = [
        (("transports", "rest", "body_headers"), dia.transports.rest.body_headers),
        (("transports", "jsonrpc", "body_headers"), dia.transports.jsonrpc.body_headers),
        (("stream", "headers"), dia.stream.headers),
        *[(("dialects", n, "headers"), d.headers) for n, d in dia.dialects.items()],
    ]
    at = partial(spec.problem, "dialects")
    for path, table in headers:
        for name, value in table.items():
            if not TOKEN.match(name):
                yield at(path + (name,), f"{quote(name)} is not a header name", key=True)
            if not value.isprintable() or value != value.strip():
                message = f"header value {quote(value)} holds a control character or edge blanks"
                yield at(path + (name,), message)
            if name.lower() in ("content-type", "accept") and not MEDIA_TYPE.match(value):
                yield at(
                    path + (name,), f"{quote(value)} is not a media type", "write type/subtype"
                )
    if not MEDIA_TYPE.match(dia.stream.media_type):
        yield at(("stream", "media_type"), f"{quote(dia.stream.media_type)} is not a media type")


def _service(spec: Spec) -> Iterator[Problem]:
    """The package names, the auth header and prefix, the base URL and the variables that hold
    it and the key."""
    at = partial(spec.problem, "service")
    svc, packages = spec.service, spec.service.packages
    if not all(p.isidentifier() and not keyword.iskeyword(p) for p in packages.python.split(".")):
        yield at(("packages", "python"), f"{quote(packages.python)} is not a Python package name")
    if not NPM_NAME.match(packages.typescript):
        message = f"{quote(packages.typescript)} is not an npm package name"
        yield at(("packages", "typescript"), message, "write name or @scope/name, in lowercase")
    if not GO_MODULE.match(packages.go):
        hint = "write host/path in lowercase, for example github.com/owner/name"
        yield at(("packages", "go"), f"{quote(packages.go)} is not a Go module path", hint)
    elif re.search(r"/v[0-9]+$", packages.go):
        message = f"{quote(packages.go)} ends in a major version, which follows from `version`"
        hint = "leave it out: from version 2.0.0 on, the generator writes the module path with /vN"
        yield at(("packages", "go"), message, hint)
    if not TOKEN.match(svc.auth.header):
        yield at(("auth", "header"), f"{quote(svc.auth.header)} is not a header name")
    if not svc.auth.prefix.isprintable():
        yield at(("auth", "prefix"), "the prefix holds a control character")
    if not URL.match(svc.base_url.default):
        yield at(("base_url", "default"), f"{quote(svc.base_url.default)} is not an http(s) URL")
    envs = [
        (("base_url", "env"), svc.base_url.env),
        (("auth", "env"), svc.auth.env),
        *[(("base_url", "params", n, "env"), p.env) for n, p in svc.base_url.params.items()],
    ]
    for path, env in envs:
        if env is not None and not ENV.match(env):
            yield at(path, f"{quote(env)} is not an environment variable name", "write LIKE_THIS")


def _operations(spec: Spec) -> Iterator[Problem]:
    """Command names are names of the command line, each an operation's own; a base URL
    parameter's pattern compiles, and its example matches it."""
    at = partial(spec.problem, "service")
    commands: dict[str, str] = {}
    for name, op in spec.service.operations.items():
        if op.command is None:
            continue
        path: Path_ = ("operations", name, "command")
        if not COMMAND.match(op.command):
            yield at(path, f"{quote(op.command)} is not a command name", "write like-this")
        elif op.command in commands:
            yield at(path, f"{commands[op.command]} has the command {quote(op.command)}")
        commands.setdefault(op.command, name)
    for name, param in spec.service.base_url.params.items():
        path = ("base_url", "params", name)
        try:
            if not re.fullmatch(param.pattern, param.example):
                yield at(path + ("example",), f"the example does not match {quote(param.pattern)}")
        except re.error as exc:
            yield at(path + ("pattern",), f"the pattern does not compile: {exc}")
