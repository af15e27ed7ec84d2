"""Tasks played in worker processes (the release check, bot duels).

The workers load the catalog themselves (safe under "spawn", the only start method on Windows
and macOS) and build one worker object from it (`make(catalog, *args)`, a picklable top-level
callable), which is then called with each task; only the small results come back.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

_worker: Callable | None = None


def _start_worker(root: str, make: Callable, args: tuple) -> None:
    from .catalog import load_catalog
    signal.signal(signal.SIGINT, signal.SIG_IGN)    # Ctrl+C is the parent's to handle
    _leave_with_parent()
    global _worker
    _worker = make(load_catalog(Path(root)), *args)


def _leave_with_parent(every: float = 1.0) -> None:
    """End this worker once the process that started it is gone: a parent killed outright
    (SIGKILL, a closed terminal) never shuts its pool down, and its workers would play on
    for nobody, holding the cores."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch():
        while parent.is_alive():
            time.sleep(every)
        os._exit(1)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def _run_in_worker(task):
    return _worker(task)


def run(tasks: list, catalog, root: Path, jobs: int, make: Callable, args: tuple = ()) -> Iterator:
    """Run `make(catalog, *args)(task)` for every task, yielding each result as it comes (in no
    fixed order with several jobs).

    One job runs in this process with `catalog`; more start that many worker processes that
    load the catalog from `root`. Closing the iterator (or Ctrl+C) cancels the tasks not yet
    started and waits for the running ones, so no worker is left behind.
    """
    if jobs <= 1 or len(tasks) <= 1:
        worker = make(catalog, *args)
        for task in tasks:
            yield worker(task)
        return
    pool = ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start_worker, initargs=(str(root), make, args))
    try:
        with _sigint_ignored():      # workers start while submitting; they inherit the ignore
            futures = [pool.submit(_run_in_worker, task) for task in tasks]
        for future in as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


@contextmanager
def _sigint_ignored():
    """Ignore Ctrl+C for a moment (only the main thread may change signal handlers)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
