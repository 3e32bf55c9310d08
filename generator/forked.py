"""One piece of work done in a forked child while this process goes on (Linux, with a second
core): a run renders the TypeScript and Go targets there while this process renders the Python
target. The child only saves time: when it cannot start or fails in any way, the work is done
again in this process, so errors and their messages are the same as without it."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from generator import cache


class Forked:
    """work() (which gives JSON data) started in a child, when this machine has a second core
    (and `fork`); a child whose result is never asked for is stopped when this object goes."""

    def __init__(self, work: Callable[[], Any], fork: bool = True) -> None:
        self._work = work
        self._pid = 0
        self._read = -1
        if not fork or sys.platform != "linux" or len(os.sched_getaffinity(0)) < 2:
            return
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            return
        if pid == 0:  # the child: the result, then out without running this process's exit code
            os.close(read)
            status = 1
            try:
                with os.fdopen(write, "w", encoding="utf-8") as pipe:
                    result = work()
                    json.dump([result, cache.taken()], pipe)  # with what it stored
                status = 0
            except BaseException:  # noqa: BLE001, S110 (the parent does the work again)
                pass
            os._exit(status)
        os.close(write)
        self._pid, self._read = pid, read

    def result(self) -> Any:
        """The child's result, or work() done here."""
        if self._pid:
            with os.fdopen(self._read, encoding="utf-8") as pipe:
                data = pipe.read()
            _, status = os.waitpid(self._pid, 0)  # so that its CPU time counts as this run's
            self._pid = 0
            if status == 0:
                try:
                    result, stored = json.loads(data)
                except ValueError:
                    pass
                else:
                    cache.adopt(stored)
                    return result
        return self._work()

    def __del__(self) -> None:
        self.cancel()

    def cancel(self) -> None:
        """Stop the child (when this process fails before it needs the result)."""
        if self._pid:
            os.kill(self._pid, signal.SIGKILL)
            os.close(self._read)
            os.waitpid(self._pid, 0)
            self._pid = 0
