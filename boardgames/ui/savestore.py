"""The shell's door to the saves module (written by another engineer).

Everything goes through here so that a missing `boardgames.engine.saves`, an
unexpected SaveInfo shape or a refused save file degrades to "no saves" or a
readable message, never to a traceback in front of the players.

The first time the shell touches the saves (the main menu asks for the autosave as the app
starts), the temporary files that writes killed midway left in the folder are removed, once
they are older than `atomic.STALE_AFTER` (ten minutes: no live write lasts that long, so a
second instance of the app saving at that moment is left alone).
"""
from __future__ import annotations

import datetime as _dt
import logging
from pathlib import Path
from typing import Any

from .. import paths

log = logging.getLogger(__name__)


_started = False


def module():
    """`boardgames.engine.saves`, or None while it does not exist yet."""
    try:
        from ..engine import saves       # a plain import, so PyInstaller bundles it
    except ImportError:
        return None
    _at_start(saves)
    return saves


def _at_start(saves) -> None:
    """Once per run: clean the stale temporary files of killed writes (see above)."""
    global _started
    if _started:
        return
    _started = True
    try:
        for path in saves.clean_stale_temporaries():
            log.info("removed %s, left by a write that was cut short", path.name)
    except Exception:
        log.exception("cleaning the saves folder failed")


def available() -> bool:
    return module() is not None


def save(match, kind: str = "auto", name: str | None = None) -> Path | None:
    mod = module()
    if mod is None:
        return None
    return mod.save_match(match, name=name, kind=kind)


class Snapshot(dict):
    """A save document and the folder it goes to, both fixed when it is taken: the worker may
    write it later, when the saves folder in use has changed (tests, a portable profile)."""

    folder: Path | None = None


def snapshot(match, kind: str = "auto"):
    """The save document of `match` now (the UI thread's cheap half of an autosave)."""
    mod = module()
    if mod is None:
        return None
    doc = Snapshot(mod.snapshot(match, kind))
    doc.folder = paths.saves_dir()
    return doc


def write(doc: dict) -> Path | None:
    """Encode and write a snapshot (the autosave worker's half) into the folder it was taken for."""
    mod = module()
    return mod.write_document(doc, getattr(doc, "folder", None)) if mod is not None else None


def list_saves() -> list:
    mod = module()
    if mod is None:
        return []
    try:
        return list(mod.list_saves())
    except Exception:  # a damaged save folder must not break the menu
        log.exception("listing saves failed")
        return []


def field(info: Any, *names: str, default=None):
    for n in names:
        if isinstance(info, dict) and n in info:
            return info[n]
        if hasattr(info, n):
            return getattr(info, n)
    return default


def kind_of(info) -> str:
    return str(field(info, "kind", default="named"))


def path_of(info) -> Path | None:
    p = field(info, "path", "file")
    return Path(p) if p else None


def when(info) -> _dt.datetime | None:
    value = field(info, "saved_at", "saved", "date", "time", "mtime", "modified", "created")
    if isinstance(value, _dt.datetime):
        return value
    if isinstance(value, (int, float)):
        return _dt.datetime.fromtimestamp(value)
    if isinstance(value, str):
        try:
            return _dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    p = path_of(info)
    if p is not None and p.exists():
        return _dt.datetime.fromtimestamp(p.stat().st_mtime)
    return None


def latest(kind: str = "auto"):
    """The most recent save of that kind, or None."""
    mod = module()
    if kind == "auto" and mod is not None and hasattr(mod, "latest_autosave"):
        try:
            return mod.latest_autosave()      # reads one file, not the whole folder
        except Exception:
            log.exception("reading the autosave failed")
            return None
    found = [i for i in list_saves() if kind_of(i) == kind and (path_of(i) is None or path_of(i).exists())]
    if not found:
        return None
    epoch = _dt.datetime(1970, 1, 1)
    return max(found, key=lambda i: (when(i) or epoch).replace(tzinfo=None))


def games_in_progress() -> list:
    """What the menu's Continue offers: each game's newest autosave while that game is not over,
    the most recent first (a damaged one too: opening it says why it cannot be)."""
    mod = module()
    if mod is None or not hasattr(mod, "games_in_progress"):
        found = latest("auto")
        return [found] if found is not None and not field(found, "over", default=False) else []
    try:
        return list(mod.games_in_progress())
    except Exception:
        log.exception("listing the games in progress failed")
        return []


def in_progress(game_id: str):
    """The game of `game_id` that Continue would resume (None: none, or it is over)."""
    return next((i for i in games_in_progress() if field(i, "game", default=None) == game_id), None)


def match_id(match) -> str | None:
    """Which match `match` is, as its saves tell it (`saves.match_id`)."""
    mod = module()
    if mod is None or not hasattr(mod, "match_id"):
        return None
    return mod.match_id(match.setup)


def load(info_or_path, catalog):
    """(match, steps): the save opened within a frame, and its replay check still to run,
    a move per step, between frames (None when it already ran); raises whatever the saves
    module raises when it refuses the file."""
    mod = module()
    if mod is None:
        raise RuntimeError("saves module unavailable")
    path = info_or_path if isinstance(info_or_path, (str, Path)) else path_of(info_or_path)
    loaded = mod.load_full(Path(path), catalog, defer=True)
    return loaded.match, loaded.steps


def delete(info) -> None:
    mod = module()
    fn = getattr(mod, "delete_save", None) if mod else None
    path = path_of(info)
    if fn is not None:
        fn(path if path is not None else info)
    elif path is not None:
        path.unlink(missing_ok=True)


def refusal_text(exc: BaseException, locale) -> str:
    """The player-facing reason a save was refused, from whatever the exception carries."""
    for attr in ("reason", "message_dict", "msg"):
        value = getattr(exc, attr, None)
        if isinstance(value, dict) and "key" in value:
            return locale.render(value)
    value = getattr(exc, "message", None)
    if isinstance(value, str) and value:
        return value
    text = str(exc).strip()
    return text or exc.__class__.__name__
