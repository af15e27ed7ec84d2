"""The player's preferences, kept as a small JSON file in the per-user config folder.

Writing is atomic (temp file, fsync, os.replace) so a crash or power cut never
leaves half a file. A damaged file is not fatal: the app starts with defaults,
logs why, and leaves the file alone so a player can still look at it.
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from . import paths
from .atomic import write_atomic

log = logging.getLogger(__name__)

LANGUAGES = ("en", "zh-Hant")
WINDOW_PRESETS = ((1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (2560, 1440), (3840, 2160))
SPEED_RANGE = (0.0, 3.0)   # 0 = no animation, 1 = normal


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)
    animation_speed: float = 1.0
    handoff_every_turn: bool = False
    sound: bool = True                     # False: muted
    volume: float = 0.6                    # of full scale, 0..1
    path: Path | None = field(default=None, repr=False, compare=False)
    # whether `window_size` was chosen (the settings file, --size, the settings screen): on a
    # first start the app sizes its window to the screen instead (App.first_window_size)
    window_chosen: bool = field(default=False, repr=False, compare=False)

    # --- persistence ---------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Read the settings file; anything missing or damaged falls back to its default."""
        path = Path(path or paths.settings_file())
        settings = cls(path=path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return settings
        except (OSError, ValueError) as exc:
            log.warning("settings file %s unreadable (%s); using defaults and leaving it untouched", path, exc)
            return settings
        if not isinstance(raw, dict):
            log.warning("settings file %s is not a JSON object; using defaults", path)
            return settings
        settings._merge(raw)
        return settings

    def _merge(self, raw: dict) -> None:
        """Take each known value that is valid; ignore the rest (one bad value costs one field)."""
        lang = raw.get("language")
        if lang in LANGUAGES:
            self.language = lang
        if isinstance(raw.get("fullscreen"), bool):
            self.fullscreen = raw["fullscreen"]
        size = raw.get("window_size")
        if (isinstance(size, (list, tuple)) and len(size) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384 for v in size)):
            self.window_size = (size[0], size[1])
            self.window_chosen = True
        speed = raw.get("animation_speed")
        if isinstance(speed, (int, float)) and not isinstance(speed, bool):
            self.animation_speed = min(max(float(speed), SPEED_RANGE[0]), SPEED_RANGE[1])
        if isinstance(raw.get("handoff_every_turn"), bool):
            self.handoff_every_turn = raw["handoff_every_turn"]
        if isinstance(raw.get("sound"), bool):
            self.sound = raw["sound"]
        volume = raw.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool) and math.isfinite(volume):
            self.volume = min(max(float(volume), 0.0), 1.0)

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("path", None)
        data.pop("window_chosen", None)
        data["window_size"] = list(self.window_size)
        return data

    def save(self, path: Path | None = None) -> Path:
        """Write atomically: a reader sees the old file or the new one, never a mix."""
        path = Path(path or self.path or paths.settings_file())
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(self.to_dict(), indent=2, ensure_ascii=False)
        write_atomic(path, text.encode("utf-8"))
        self.path = path
        return path

    def copy(self) -> "Settings":
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        return Settings(**values)
