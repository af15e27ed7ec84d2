"""Autosaves written on a worker thread, so that no frame waits for a disk.

After every choice the UI thread takes a snapshot of the match (a copy: about a millisecond
even for seven players) and hands it over; the worker encodes and writes it. A snapshot
not yet written when a newer one arrives is dropped: only the newest position matters.
`flush` waits until everything handed over is on disk (leaving a game, quitting), and a
failure is kept for the UI thread to report, once.

The worker shares the interpreter lock with the window's thread, so what it does in Python is
kept short: a 7-player Caverna autosave at round 6 costs it about 2 ms of CPU (1 ms of it
encoding and sealing, in C mostly; the writes and fsyncs release the lock). Measured with a
10 ms frame at 60 Hz and an autosave handed over every frame: the frames' 99th percentile was
15-17 ms when an autosave cost 5-8 ms, and is 12-14 ms since (issue 45).
"""
from __future__ import annotations

import logging
import threading
from typing import Callable

log = logging.getLogger(__name__)


class Autosaver:
    def __init__(self, write: Callable[[dict], object]):
        self._write = write
        self._cond = threading.Condition()
        self._pending: dict | None = None
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None      # the last failure, until `take_error`
        self.written = 0

    def submit(self, doc: dict) -> None:
        """Write `doc` soon (replacing a snapshot still waiting)."""
        with self._cond:
            self._pending = doc
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 15.0) -> bool:
        """Wait until every snapshot handed over is written; False if that took too long."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def take_error(self) -> BaseException | None:
        with self._cond:
            error, self.error = self.error, None
            return error

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending is not None, timeout=30.0):
                    self._thread = None        # idle for a while: the thread ends, submit restarts it
                    return
                doc, self._pending, self._busy = self._pending, None, True
            try:
                self._write(doc)
                failure = None
            except Exception as exc:           # noqa: BLE001 - reported on the UI thread
                log.exception("autosave failed")
                failure = exc
            with self._cond:
                self._busy = False
                self.written += failure is None
                if failure is not None:
                    self.error = failure
                self._cond.notify_all()
