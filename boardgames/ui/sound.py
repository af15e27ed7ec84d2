"""Sound effects: pick-up, drop, refusal, a new turn, the end of a game, a button press.

The effects are the WAVs under ``sprites/sounds/`` (made by ``tools/make_sounds.py``). The audio
device is opened on a thread of its own the first time a sound is wanted (opening it can take a
tenth of a second, and the window never waits), and a machine without one simply stays silent:
the reason is logged once, never shown as an error. Volume and mute come from the settings and
apply at once. Every request is remembered in `played` (the last few), which is what tests read:
they run with no audio device.
"""
from __future__ import annotations

import logging
import threading
from collections import deque
from pathlib import Path

import pygame

from .. import paths

log = logging.getLogger(__name__)

EFFECTS = ("pickup", "drop", "refuse", "turn", "end", "click")


class Sounds:
    def __init__(self, settings, root: Path | None = None, device: bool = True):
        self.settings = settings
        self.root = Path(root or paths.sprites_dir()) / "sounds"
        self.device = device              # False: never open the audio device (off-screen apps, tests)
        self.played: deque[str] = deque(maxlen=32)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._state = "closed"            # closed -> opening -> open | failed
        self._lock = threading.Lock()

    @property
    def audible(self) -> bool:
        return self.settings.sound and self.settings.volume > 0

    def play(self, name: str) -> None:
        """Play effect `name` now (at the settings' volume), unless sound is off."""
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}")
        if not self.audible:
            return
        self.played.append(name)
        if self._state == "open":
            sound = self._sounds.get(name)
            if sound is not None:
                sound.set_volume(self.settings.volume)
                sound.play()
        elif self._state == "closed" and self.device:
            self.open()

    def open(self) -> threading.Thread | None:
        """Open the device and load the effects on a thread (the first sound is then skipped)."""
        with self._lock:
            if self._state != "closed":
                return None
            self._state = "opening"
        thread = threading.Thread(target=self._open, name="sound", daemon=True)
        thread.start()
        return thread

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(22050, -16, 1, 512)
            sounds = {}
            for name in EFFECTS:
                path = self.root / f"{name}.wav"
                if path.is_file():
                    sounds[name] = pygame.mixer.Sound(str(path))
                else:
                    log.warning("sound effect %s is missing", path)
            self._sounds = sounds
            self._state = "open"
        except Exception as exc:          # noqa: BLE001 - no audio device: the app plays on silently
            log.info("no sound: %s", exc)
            self._state = "failed"

    def close(self) -> None:
        if self._state == "open":
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
        self._state = "closed"
        self._sounds = {}
