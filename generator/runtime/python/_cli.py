"""The command line: ``python -m`` the package, and the console script its pyproject declares
(named as the distribution). Each operation the spec gives a command is a subcommand
(``_commands.py``); its positional argument is the command's, its other arguments are flags.
Every subcommand takes the agent's IDs (flags, or the environment variables the spec names),
``--base-url``, ``--protocol`` and ``--transport``; the API key and the base URL come from the
environment variables the clients read when no flag gives them.

Output: a stream's text chunks as they come, then the answer, its lists (attachments,
recommended questions...) and the task's state; a result that is neither a task nor a message
(the agent card) as indented JSON. ``--json``: one JSON document, and for a stream one JSON
object per line: ``{"event": <class>, "data": <event>}`` per event, then ``{"result": ...}``;
a result is ``{"task" or "message": <it>, "answer": ..., "error_message": ..., <list>: [...]}``.

Errors are one line on stderr, never a traceback: exit 2 for bad usage and configuration
(nothing was sent), 1 for an error of the API, the connection or a stream, and for a task that
failed (after its result is printed), 130 when interrupted."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import sys
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

from ._commands import ANSWER_LISTS, COMMANDS, FAILED_STATE, IDS, PROG, TITLE, VERSIONS
from ._errors import A2AError, APIStatusError
from ._spec import API_KEY_ENV, BASE_URL_ENV, DEFAULT_BASE_URL
from .models import Message, Task

USAGE = 2  # bad usage or configuration: nothing was sent
FAILED = 1  # the API, the connection or the stream failed, or the task did
INTERRUPTED = 130


class UsageError(Exception):
    """A command line that can't run; argparse's own errors become one."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not JSON ({exc})") from None


TYPES: dict[str, Callable[[str], Any]] = {
    "str": str,
    "int": int,
    "float": float,
    "json": _json,
    "strings": str,
}


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _help(text: str) -> str:
    return text.replace("%", "%%")  # argparse formats help with %


def parser() -> argparse.ArgumentParser:
    """The command line's parser: a subparser per command, each with the shared flags."""
    shared = _Parser(add_help=False)
    for argument, env in IDS.items():
        where = f"default: ${env}" if env else "required"
        shared.add_argument(_flag(argument), dest=argument, metavar="ID", help=where)
    shared.add_argument(
        "--base-url", metavar="URL", help=f"default: ${BASE_URL_ENV}, then {DEFAULT_BASE_URL}"
    )
    versions = list(VERSIONS)
    transports = list(dict.fromkeys(t for _, ts in VERSIONS.values() for t in ts))
    shared.add_argument(
        "--protocol", choices=versions, default=versions[0], help=f"default: {versions[0]}"
    )
    firsts = {v: ts[0] for v, (_, ts) in VERSIONS.items()}  # each protocol's default
    default = "; ".join(f"{t} for {v}" for v, t in firsts.items())
    default = transports[0] if len(set(firsts.values())) == 1 else default
    shared.add_argument("--transport", choices=transports, help=f"default: {default}")
    shared.add_argument(
        "--json", action="store_true", help="print JSON (a stream: one JSON object per line)"
    )
    shared.add_argument(
        "--timeout", type=float, metavar="SECONDS", help="bound a request, and a stream's silence"
    )
    shared.add_argument("--max-retries", type=int, metavar="N", help="retries and reconnects")
    envs = [f"${API_KEY_ENV} (the API key)", f"${BASE_URL_ENV} (the base URL)"]
    top = _Parser(
        prog=PROG,
        description=f"Talk to an agent of {TITLE}.",
        epilog="Environment: " + ", ".join(envs + [f"${e}" for e in IDS.values() if e]) + ".",
    )
    commands = top.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, (_operation, doc, _streams, arguments) in COMMANDS.items():
        sub = commands.add_parser(name, parents=[shared], help=_help(doc), description=doc)
        for argument, kind, positional, text in arguments:
            if positional:
                sub.add_argument(argument, type=TYPES[kind], help=_help(text))
            elif kind == "bool":
                action = argparse.BooleanOptionalAction
                sub.add_argument(_flag(argument), dest=argument, action=action, help=_help(text))
            else:
                sub.add_argument(
                    _flag(argument),
                    dest=argument,
                    type=TYPES[kind],
                    action="append" if kind == "strings" else "store",
                    metavar={"json": "JSON", "int": "N", "float": "N"}.get(kind, "VALUE"),
                    help=_help(text + (" Repeat it for more." if kind == "strings" else "")),
                )
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line on argv (default: sys.argv[1:]); return its exit status."""
    shown = warnings.showwarning
    warnings.showwarning = _warning
    try:
        status = _run(argv)
        sys.stdout.flush()  # here, where a reader that left is handled (BrokenPipeError)
        return status
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else USAGE
    except UsageError as exc:
        return _error(str(exc), USAGE)
    except ValueError as exc:  # configuration and local checks: nothing was sent
        return _error(f"{type(exc).__name__}: {exc}", USAGE)
    except APIStatusError as exc:
        request_id = f" (request id {exc.request_id})" if exc.request_id else ""
        return _error(f"{type(exc).__name__}: {exc}{request_id}", FAILED)
    except A2AError as exc:
        return _error(f"{type(exc).__name__}: {exc}", FAILED)
    except KeyboardInterrupt:
        return _error("interrupted", INTERRUPTED)
    except BrokenPipeError:  # the reader left (| head): say nothing more, not even at exit
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return FAILED
    except Exception as exc:  # noqa: BLE001 (a command line prints one line, never a traceback)
        return _error(f"{type(exc).__name__}: {exc}", FAILED)
    finally:
        warnings.showwarning = shown


def _error(message: str, status: int) -> int:
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr, flush=True)
    return status


def _warning(message: Any, category: Any, *_args: Any, **_kwargs: Any) -> None:
    text = " ".join(str(message).split())
    print(f"{PROG}: warning: {text}", file=sys.stderr, flush=True)


def _run(argv: Sequence[str] | None) -> int:
    args = parser().parse_args(argv)
    package, transports = VERSIONS[args.protocol]
    transport = args.transport or transports[0]
    if transport not in transports:
        raise UsageError(f"A2A {args.protocol} has no transport {transport!r}")
    ids = {}
    for argument, env in IDS.items():
        ids[argument] = getattr(args, argument) or (os.environ.get(env) if env else None)
        if not ids[argument]:
            raise UsageError(
                f"no {argument.replace('_', ' ')}: pass {_flag(argument)}"
                + (f" or set ${env}" if env else "")
            )
    settings: dict[str, Any] = {}
    if args.timeout is not None:
        settings.update(timeout=args.timeout, stream_timeout=args.timeout)
    if args.max_retries is not None:
        settings.update(max_retries=args.max_retries)
    operation, _doc, streams, arguments = COMMANDS[args.command]
    positional = [getattr(args, a) for a, _, is_positional, _ in arguments if is_positional]
    keywords = {
        a: getattr(args, a)
        for a, _, is_positional, _ in arguments
        if not is_positional and getattr(args, a) is not None
    }
    module = importlib.import_module(f"{__package__}.{package}")
    out = _Output(args.json)
    with module.Client(transport=transport, base_url=args.base_url, **ids, **settings) as client:
        result = getattr(client, operation)(*positional, **keywords)
        if streams:
            result = out.stream(result)
    return out.result(result)


def _dump(value: Any) -> Any:
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return value


class _Output:
    def __init__(self, as_json: bool) -> None:
        self.json = as_json
        self.streamed = False  # a stream's result is the last of its JSON lines: {"result": ...}

    def stream(self, stream: Any) -> Any:
        """Print a stream's events as they come; return what it came to: its task, folded,
        or the message the agent answered with."""
        self.streamed = True
        message = None
        chunks = False
        for event in stream:
            if isinstance(event, Message):
                message = event
            if self.json:
                self._line({"event": type(event).__name__, "data": _dump(event)})
            elif not isinstance(event, Message) and not getattr(event, "is_thought", False):
                text = getattr(event, "text", None)
                if text:
                    sys.stdout.write(text)
                    sys.stdout.flush()
                    chunks = True
        if chunks:
            sys.stdout.write("\n")
        return message if message is not None else stream.until_done()

    def result(self, result: Any) -> int:
        """Print a result; FAILED when it is a task that failed."""
        if not isinstance(result, (Task, Message)):
            if self.json:
                self._line(_dump(result))
            else:
                print(json.dumps(_dump(result), indent=2, ensure_ascii=False))
            return 0
        document = _answer(result)
        if self.json:
            self._line({"result": document} if self.streamed else document)
        else:
            print("\n".join(_lines(result, document)))
        if isinstance(result, Task) and result.status.state == FAILED_STATE:
            return _error(f"the task failed: {document['error_message'] or 'no text'}", FAILED)
        return 0

    def _line(self, document: Any) -> None:
        print(json.dumps(document, ensure_ascii=False), flush=True)


def _answer(result: Any) -> dict[str, Any]:
    """A task's or a message's document: itself, its answer, its error, its lists."""
    kind = "task" if isinstance(result, Task) else "message"
    document = {kind: _dump(result), "answer": getattr(result, "answer", None)}
    if isinstance(result, Task):
        document["error_message"] = getattr(result, "error_message", None)
    for name in ANSWER_LISTS:
        document[name] = [_dump(item) for item in getattr(result, name)]
    return document


def _lines(result: Any, document: dict[str, Any]) -> Iterable[str]:
    if document["answer"]:
        yield f"answer: {document['answer']}"
    for name in ANSWER_LISTS:
        if document[name]:
            yield name.replace("_", " ") + ":"
            for item in document[name]:
                yield "  - " + (item if isinstance(item, str) else json.dumps(item))
    if isinstance(result, Task):
        state = result.status.state
        yield f"task {result.id}: {getattr(state, 'value', state)}"
