"""datamodel-code-generator, which converts the spec's JSON Schema into the Python target's
pydantic models. Importing it costs more than converting (most of a second, cold): when a run
will surely convert (the cache is off or empty: a fresh clone), `preload` starts that import in a
forked child as the run starts, while this process imports the rest, loads the spec and renders;
the child then converts what it is given. The child only saves time: when it cannot start or
fails, the conversions are done as without it, so output and errors are the same."""

from __future__ import annotations

import contextlib
import importlib
import os
import signal
import sys
import threading
import warnings
from typing import Any

from generator import cache, dataclass_code
from generator.formatting import fork_worker, receive, send

OPTIONS: dict[str, Any] = {
    "snake_case_field": True,
    "use_subclass_enum": True,
    "capitalise_enum_members": True,
    "use_standard_collections": True,
    "use_union_operator": True,
    "use_field_description": True,
    "use_schema_description": True,
    "use_double_quotes": True,
    "use_exact_imports": True,
    "field_constraints": True,
    "disable_timestamp": True,
    "use_single_line_docstring": True,
}


def convert(document: str, base_class: str, base_map: dict[str, str]) -> str:
    """The models of an OpenAPI document's schemas, unformatted (the caller formats them)."""
    # Slow to import; a cache hit never needs it.
    from datamodel_code_generator import generate  # noqa: PLC0415
    from datamodel_code_generator.enums import DataModelType, InputFileType  # noqa: PLC0415
    from datamodel_code_generator.format import PythonVersion  # noqa: PLC0415

    class_map: dict[str, str | list[str]] = dict(base_map)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notice that black will become an optional extra
        code = generate(
            document,
            input_file_type=InputFileType.OpenAPI,
            output_model_type=DataModelType.PydanticV2BaseModel,
            target_python_version=PythonVersion.PY_310,
            base_class=base_class,
            base_class_map=class_map or None,
            formatters=[],
            **OPTIONS,
        )
    assert isinstance(code, str)
    return code


def _import() -> None:
    """What converting imports (by far the most of its cost)."""
    import datamodel_code_generator.config  # noqa: F401, PLC0415
    import datamodel_code_generator.parser.openapi  # noqa: F401, PLC0415


class Preloaded:
    """A forked child that imports datamodel-code-generator now and later converts the jobs
    (convert's arguments) that `start` gives it; a child that gets none is stopped when this
    object goes."""

    def __init__(self) -> None:
        self._pid = 0
        dataclass_code.bundled("datamodels")  # the child's (loaded here: once, if this converts)
        worker = fork_worker([])
        if worker is None:
            return
        pid, jobs, answers = worker
        if pid == 0:  # the child: import, convert, answer, then out without this process's exit
            status = 1
            try:
                with dataclass_code.kept(("datamodels", "run"), cached=False):  # (it is empty)
                    _import()
                    with jobs, answers:
                        # each answer as soon as it is done: the models get formatted meanwhile
                        for job in receive(jobs) or []:
                            send(answers, convert(*job))
                status = 0
            except BaseException:  # noqa: BLE001, S110 (this process converts instead)
                pass
            os._exit(status)
        self._pid, self._jobs, self._answers = pid, jobs, answers
        self._left = 0  # answers still to come (start)
        self._sending: threading.Thread | None = None

    def start(self, jobs: list[tuple[str, str, dict[str, str]]]) -> None:
        """Give the child its jobs (from a thread: the child reads once it has imported)."""
        if self._pid and self._sending is None:
            self._left = len(jobs)
            self._sending = threading.Thread(target=self._send, args=(jobs,), daemon=True)
            self._sending.start()

    def _send(self, jobs: list[tuple[str, str, dict[str, str]]]) -> None:
        try:
            with self._jobs:
                send(self._jobs, jobs)
        except (OSError, ValueError):
            pass  # the child died: the answers say so

    def answer(self) -> str | None:
        """The child's conversion of its next job (in their order); None when it failed."""
        if not self._pid or self._sending is None:
            return None
        try:
            answer = receive(self._answers)
        except (OSError, ValueError):
            answer = None
        self._left -= 1
        if not isinstance(answer, str) or not self._left:  # its last, or it failed
            self._answers.close()
            self._sending.join()
            os.waitpid(self._pid, 0)  # so that its CPU time counts as this run's
            self._pid = 0
        return answer if isinstance(answer, str) else None

    def __del__(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        """Stop the child (its jobs never came, or this run failed)."""
        if self._pid:
            os.kill(self._pid, signal.SIGKILL)
            os.waitpid(self._pid, 0)
            self._pid = 0
            for pipe in (self._jobs, self._answers):
                with contextlib.suppress(OSError):
                    pipe.close()


_started: list[Preloaded] = []  # the run's child, until the Python target takes it


def preload() -> None:
    """Start a Preloaded child when this run will surely convert (the cache is off, or holds
    nothing yet) and a second core can import meanwhile (Linux); one per run: none when one
    was started and not taken yet."""
    if _started:
        return
    if sys.platform == "linux" and len(os.sched_getaffinity(0)) > 1 and cache.empty():
        _shared()
        _started.append(Preloaded())


def _shared() -> None:
    """Modules that both datamodel-code-generator's import and the rest of this run import,
    later (the standard library's, mostly): imported once, before the fork, instead of in each
    process (about 10 ms of the child's CPU; the child ends no later: it imports them anyway)."""
    for name in _SHARED:
        importlib.import_module(name)


_SHARED = (
    "datetime",
    "pprint",
    "secrets",
    "shutil",
    "string",
    "subprocess",
    "tempfile",
    "textwrap",
    "typing_extensions",
    "uuid",
)


def preloading() -> bool:
    """Whether a child `preload` started waits to be taken (a cold run, until it converts)."""
    return bool(_started)


def preloaded() -> Preloaded | None:
    """The child `preload` started, for the one caller that takes it."""
    return _started.pop() if _started else None


def drop() -> None:
    """Stop a child nobody took (the run failed before converting)."""
    while _started:
        _started.pop().cancel()
