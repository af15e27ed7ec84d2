"""Computer seats in a game on screen: each decision is thought out in a worker process and
played after a short pause, so players can follow it.

The window never waits: the search runs in one worker process (the machine's other core),
started once per app and kept. The worker is sent only the seat's observation and options
(`bots.Table`), never the state. A decision asked for a position that has since changed (an
undo, a load, the game left) is dropped when it comes back. A decision with one option is
taken at once; any other is shown after at least `PAUSE` seconds, and none before the board has
shown the last change moving (`GameScene.moving`). Should the worker fail, the
same level decides here instead (slower, but the game goes on).
"""
from __future__ import annotations

import logging
import multiprocessing
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor

from .. import paths
from ..engine.bots import Table, make
from ..engine.bots.remote import hint, ready, think

log = logging.getLogger(__name__)

PAUSE = 0.9        # seconds a computer's move stays announced before it is played


def level_of(match, player: int | None) -> str | None:
    """The computer level of seat `player` (None: a person)."""
    seats = match.state.get("seats", [])
    if player is None or not 0 <= player < len(seats):
        return None
    level = seats[player].get("bot")
    return level if isinstance(level, str) and level else None


def has_people(match) -> bool:
    return any(level_of(match, p) is None for p in range(len(match.state.get("seats", []))))


class Worker:
    """The app's one thinking process. `warm` starts it (and has it load the games) from a
    thread of its own as soon as a game with a computer seat is in sight, so that starting a
    process never costs a frame."""

    def __init__(self, root=None):
        self.root = str(root or paths.data_dir())     # the data folder the app's games came from
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _ensure(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
                self._pool.submit(ready, self.root)
            return self._pool

    def warm(self) -> None:
        if self._pool is None:
            threading.Thread(target=self._ensure, name="bot-worker", daemon=True).start()

    def submit(self, *args) -> Future:
        return self._ensure().submit(think, *args)

    def submit_hint(self, *args) -> Future:
        return self._ensure().submit(hint, *args)

    def close(self) -> None:
        with self._lock:
            self._close()

    def _close(self) -> None:
        if self._pool is not None:
            processes = list((getattr(self._pool, "_processes", None) or {}).values())
            self._pool.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                process.terminate()       # a search running on stops with the app
            self._pool = None


class BotTurns:
    """Drives the computer seats of one game screen (GameScene.update calls `update`)."""

    def __init__(self, app, scene):
        self.app, self.scene = app, scene
        self.key = None               # the position the pending decision is for
        self.future: Future | None = None
        self.started = 0.0
        self.option: dict | None = None

    @property
    def thinking(self) -> bool:
        """A computer seat is deciding (the panel says so)."""
        return self.key is not None

    def cancel(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.key = self.future = self.option = None

    def update(self) -> None:
        match = self.scene.match
        choice = match.pending
        level = level_of(match, choice.player) if choice is not None else None
        key = (id(match), match.version)
        if level is None or not self.scene.can_act():
            if level is None or self.key != key:
                self.cancel()
            return
        if self.key != key:
            self.cancel()
            self.key, self.started = key, time.monotonic()
            table = Table.of(match)
            if len(table.options) == 1:
                self.option = table.options[0]
                self.started -= PAUSE
            else:
                seed = f"{match.setup.get('seed', 0)}:{choice.player}:{len(match.actions)}"
                self.future = self.app.bot_worker.submit(str(match.rules.spec.dir.parent), match.rules.id, table.seat,
                                                         table.observation, table.options, table.kind, level, seed)
                self._local = (table, level, seed)
        if self.option is None and self.future is not None and self.future.done():
            try:
                self.option = self.future.result()
            except Exception:           # the worker died or failed: decide here
                log.warning("the bot worker failed; deciding on the UI thread", exc_info=True)
                table, level, seed = self._local
                self.option = make(level, seed).decide(table)
            self.future = None
        if self.option is not None and time.monotonic() - self.started >= PAUSE and not self.scene.moving():
            option = self.option
            self.key = self.option = None
            self.scene.play_bot(option)
