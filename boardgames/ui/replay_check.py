"""The replay check of a save that opened from its stored state, on a thread of its own.

A save opens within a frame from the state it holds (`saves.load_full(defer=True)`); replaying
its moves to prove that state takes a 7-player Caverna game about 60-90 ms, so it runs here
while the game is already on screen. Until it passes, the game's autosaves are held back, so
an edited file is never written over the last good autosave; when it fails, the app closes the
game and says why (App.poll_replay_check).
"""
from __future__ import annotations

import threading
from typing import Callable


class ReplayCheck:
    def __init__(self, match, verify: Callable[[], object]):
        self.match = match                # the game on screen, opened from its stored state
        self.held: dict | None = None     # its newest autosave snapshot, written once the check passes
        self.result = None                # the replayed match, whose undo steps the game adopts
        self.error: BaseException | None = None
        self._verify = verify
        self._thread = threading.Thread(target=self._run, name="replay-check", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self._verify()
        except BaseException as exc:      # SaveError, or a fault in the rules: reported either way
            self.error = exc

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def join(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return self.done
