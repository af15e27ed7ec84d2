"""The replay check of a save that opened from its stored state, run between frames.

A sealed save (written by this install, unchanged since) opens within a frame from the state
it holds (`saves.load_full(defer=True)`; any other save is replayed before it opens); replaying
its moves to prove that state takes a 7-player Caverna game about 60-90 ms, so it runs a few
moves at a time while the game is already on screen (`step`, a slice of each frame). It does
not run on a thread: a thread replaying Python holds the interpreter lock, and the window's
frames then took twice their time for as long as the check ran (10-22 ms instead of 5-11).
Until it passes, the game's autosaves are held back, so an edited file is never written over
the last good autosave; when it fails, the app closes the game and says why
(App.poll_replay_check).
"""
from __future__ import annotations

import time
from typing import Callable, Generator

#: seconds of each frame the check may take
SLICE = 0.003


class ReplayCheck:
    def __init__(self, match, steps: Callable[[], Generator]):
        self.match = match                # the game on screen, opened from its stored state
        self.held: dict | None = None     # its newest autosave snapshot, written once the check passes
        self.result = None                # the replayed match, whose undo steps the game adopts
        self.error: BaseException | None = None
        self.done = False
        self._steps = steps()

    def step(self, seconds: float = SLICE) -> bool:
        """Replay for about `seconds` (at least one move); whether the check is done."""
        end = time.perf_counter() + seconds
        while not self.done:
            try:
                next(self._steps)
            except StopIteration as finished:
                self.result, self.done = finished.value, True
            except Exception as exc:      # SaveError, or a fault in the rules: reported either way
                self.error, self.done = exc, True
            if time.perf_counter() >= end:
                break
        return self.done

    def join(self, timeout: float | None = None) -> bool:
        """Run the check to its end (or for `timeout` seconds); whether it is done."""
        return self.step(1e9 if timeout is None else timeout)
