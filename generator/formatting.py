"""black, made cheap. black is pinned (the golden files depend on its exact output) and is most
of a cold run, so a file whose code black formatted before comes from the cache (keyed by the
code alone), code that two files share is formatted once, and on Linux with several cores the
rest is shared with forked helper processes: they format while this process goes on rendering,
then this process helps with what is left. Only the order of work changes: each file gets
exactly what `black.format_str` gives.

A file may hold placeholders for text that changes more often than its code (the spec's digest,
descriptions): black formats (and the cache keeps) the file with its placeholders, which are then
replaced. The caller chooses placeholders and texts that black copies verbatim (see `submit`)."""

from __future__ import annotations

import heapq
import itertools
import json
import os
import queue
import re
import struct
import sys
import threading
from typing import IO, Any

from generator.cache import cached_value, store_value, tool_version
from generator.errors import UsageError

LINE_LENGTH = 100
STEP = f"black line-length={LINE_LENGTH} py310"


def format_python(source: str, name: str) -> str:
    """black's output for one file, in this process (black is imported on first use)."""
    import black  # noqa: PLC0415 (slow to import; a cache hit never needs it)
    from black.mode import Mode, TargetVersion  # noqa: PLC0415
    from black.parsing import InvalidInput  # noqa: PLC0415

    mode = Mode(line_length=LINE_LENGTH, target_versions={TargetVersion.PY310})
    try:
        return black.format_str(source, mode=mode)
    except InvalidInput as exc:  # a broken custom template, not a spec problem
        raise UsageError(f"{name}: a template rendered invalid Python: {exc}") from None


def _key(source: str) -> str:
    return f"{STEP}\0black\0{tool_version('black')}\0{source}"


class Formatter:
    """The Python files of a run: submit each as it is rendered, then take them all formatted."""

    def __init__(self, helpers: int | None = None) -> None:
        if helpers is None:
            helpers = len(os.sched_getaffinity(0)) - 1 if sys.platform == "linux" else 0
        self._helpers = helpers
        self._started = False
        self._names: dict[str, list[str]] = {}  # code -> the files that have it
        self._texts: dict[str, dict[str, str]] = {}  # file -> its placeholders' texts
        self._wholes: dict[str, str] = {}  # file -> its text, when black sees a part (submit)
        self._done: dict[str, str] = {}  # code -> formatted
        self._todo = _Jobs()
        self._threads: list[threading.Thread] = []
        self._errors: list[UsageError] = []

    def submit(
        self,
        name: str,
        source: str,
        texts: dict[str, str] | None = None,
        whole: str | None = None,
    ) -> None:
        """Format source as file `name`; `texts` maps placeholders in source to the texts they
        stand for, each of which black must copy as it copies the placeholder (inside a string,
        of the same line structure). A placeholder black did not keep, each as often as in source,
        is replaced before formatting instead. `whole`: the file is this, of which source is a
        part that black leaves as it is only if it leaves the whole file as it is (the caller
        shows it: targets/python.py `_twin`); black formats whole itself when it changes source."""
        if texts:
            self._texts[name] = texts
        if whole is not None:
            self._wholes[name] = whole
        if source in self._names:
            self._names[source].append(name)
            return
        self._names[source] = [name]
        hit = cached_value(STEP, _key(source))
        if hit is not None:
            self._done[source] = hit
            return
        if not self._started:
            self._started = True
            self._start_helpers()
        self._todo.put(source)

    def results(self) -> dict[str, str]:
        """Every submitted file, formatted; this process formats what the helpers have not."""
        for _ in self._threads:
            self._todo.put(None)  # after the last job: each helper's thread stops at one
        while not self._errors:
            try:
                source = self._todo.get_nowait()
            except queue.Empty:  # the helpers took the rest
                break
            if source is None:  # the jobs are done or taken
                self._todo.put(None)  # a helper's
                break
            self._format(source)
        for thread in self._threads:
            thread.join()
        while not self._errors and not self._todo.empty():  # left by a helper that died
            if (source := self._todo.get()) is not None:
                self._format(source)
        if self._errors:
            raise self._errors[0]
        return {
            name: self._restored(code, name)
            for code, names in self._names.items()
            for name in names
        }

    def _restored(self, source: str, name: str) -> str:
        text, texts = self._done[source], self._texts.get(name)
        whole = self._wholes.get(name)
        if whole is not None:
            text = whole if text == source else format_python(whole, name)
            source = whole
        if not texts:
            return text
        moved = text != source and any(text.count(p) != source.count(p) for p in texts)
        if moved:  # black moved a placeholder: no shortcut
            return format_python(filled_in(source, texts), name)
        return filled_in(text, texts)

    def _format(self, source: str, text: str | None = None) -> None:
        if text is None:
            text = format_python(source, self._names[source][0])
        store_value(STEP, _key(source), text)
        self._done[source] = text

    def _start_helpers(self) -> None:
        if self._helpers < 1:
            return
        import black  # noqa: F401, PLC0415 (once, here: the helpers share it, and this process helps)

        helpers: list[tuple[int, IO[bytes], IO[bytes]]] = []
        for _ in range(self._helpers):
            # a helper must not hold the others' pipes (they would never see end of file)
            helper = _fork_helper([f for _, *pipes in helpers for f in pipes])
            if helper:
                helpers.append(helper)
        self._threads = [
            threading.Thread(target=self._feed, args=helper, daemon=True) for helper in helpers
        ]
        for thread in self._threads:
            thread.start()

    def _feed(self, pid: int, jobs: IO[bytes], answers: IO[bytes]) -> None:
        """Give one helper work until there is none, or it fails (this process does the rest);
        then wait for it to end (so that its CPU time counts as this run's)."""
        with jobs, answers:
            while (source := self._todo.get()) is not None:
                try:
                    send(jobs, [self._names[source][0], source])
                    answer = receive(answers)
                except (OSError, ValueError):
                    answer = None
                if answer is None:  # the helper died: this job goes back
                    self._todo.put(source)
                    break
                if "error" in answer:
                    self._errors.append(UsageError(answer["error"]))
                else:
                    self._format(source, answer["text"])
        os.waitpid(pid, 0)  # closing its job pipe ended it


class _Jobs(queue.Queue[str | None]):
    """The code to format, longest first, so that the last jobs are short and the processes
    that format them end close together; None (a helper's stop) comes after every job."""

    def _init(self, maxsize: int) -> None:
        self._heap: list[tuple[int, int, str | None]] = []
        self._order = itertools.count()  # equal ranks: first in, first out

    def _qsize(self) -> int:
        return len(self._heap)

    def _put(self, item: str | None) -> None:
        rank = 1 if item is None else -len(item)
        heapq.heappush(self._heap, (rank, next(self._order), item))

    def _get(self) -> str | None:
        return heapq.heappop(self._heap)[2]


def filled_in(text: str, texts: dict[str, str]) -> str:
    """text with each placeholder (a key of texts) replaced by its text."""
    pattern = re.compile("|".join(re.escape(p) for p in sorted(texts, key=len, reverse=True)))
    return pattern.sub(lambda m: texts[m[0]], text)


def _fork_helper(others: list[IO[bytes]]) -> tuple[int, IO[bytes], IO[bytes]] | None:
    """A child of this process that formats what it reads (until end of file, which it also
    gets when this process dies); its pid, job and answer pipes, or None when fork fails."""
    worker = fork_worker([f.fileno() for f in others])
    if worker is None or worker[0]:
        return worker
    _, jobs, answers = worker
    status = 0
    try:
        with jobs, answers:
            while (job := receive(jobs)) is not None:
                name, source = job
                try:
                    answer = {"text": format_python(source, name)}
                except UsageError as exc:
                    answer = {"error": str(exc)}
                send(answers, answer)
    except BaseException:  # noqa: BLE001 (interrupted, or the parent is gone: just stop)
        status = 1
    os._exit(status)


def fork_worker(closing: list[int]) -> tuple[int, IO[bytes], IO[bytes]] | None:
    """fork() with a pipe each way. Here: the child's pid, the pipe to write its jobs to and the
    one to read its answers from; in the child: 0, its jobs and its answers, with the other ends
    and the descriptors in `closing` closed. None when fork fails."""
    job_r, job_w = os.pipe()
    answer_r, answer_w = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        for fd in (job_r, job_w, answer_r, answer_w):
            os.close(fd)
        return None
    if pid:
        os.close(job_r)
        os.close(answer_w)
        return pid, os.fdopen(job_w, "wb"), os.fdopen(answer_r, "rb")
    for fd in (job_w, answer_r, *closing):
        os.close(fd)
    return 0, os.fdopen(job_r, "rb"), os.fdopen(answer_w, "wb")


def send(pipe: IO[bytes], value: Any) -> None:
    """value as JSON, after its length (a pipe to a forked child)."""
    data = json.dumps(value).encode()
    pipe.write(struct.pack("<Q", len(data)) + data)
    pipe.flush()


def receive(pipe: IO[bytes]) -> Any:
    """The next value, or None at end of file."""
    size = pipe.read(8)
    if len(size) < 8:
        if size:
            raise ValueError("cut")
        return None
    data = pipe.read(struct.unpack("<Q", size)[0])
    return json.loads(data)
