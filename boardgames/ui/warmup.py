"""What the app prepares ahead, so that opening a game does not stall a frame.

Off the UI thread, once the first frame is up (`start`): the games' pictures decoded
(`Sprites.prefetch`), the screens and board views a game opens imported (compiling a
view's modules, where no bytecode cache is written, stalled a game's first frame by
40-100 ms), and every game's rules imported and warmed (the start-up imports none).

On the UI thread, in steps, while a screen that leads to a game waits for the player
(`app.warmup`: `Warmup.game`, `save`, `idle`): the game as it would open, for this window and that many players
(or the saved game the menu's Continue or the load screen's selection opens, as it
stands), made and drawn once off-screen, with its game menu and about box. Its pictures at this size
(hex masks, jigsaw shadows, scaled art, fonts, panels), which every view of the game
shares (`ViewKit.shared`), and spare surfaces for its still pictures are then ready, and
its first frame only draws; its rules help is worded too. A step stays well under the 50 ms a screen switch may take,
and runs only while the pointer rests.
"""
from __future__ import annotations

import gc
import importlib
import logging
import threading
import time
from collections import deque
from pathlib import Path

from . import still

log = logging.getLogger(__name__)

#: the screens a game opens or is opened from (the menus are up already)
SCENES = ("game", "handoff", "pause", "about", "score", "dialog", "new_game", "load", "settings", "replay",
          "continue_game")
REST = 0.15            # seconds the pointer rests before an idle step runs
KEEP = 8               # game configurations remembered as warmed


def start(app) -> list[threading.Thread]:
    """Read pictures and import views on background threads; returns them (the benchmark
    waits for them)."""
    catalog = app.catalog
    pictures = app.sprites.prefetch(["ui", "games"] + [spec.id for spec in catalog.ordered()])
    views = [spec.manifest.get("view") for spec in catalog.ordered()]
    modules = [f"boardgames.ui.scenes.{name}" for name in SCENES] + \
              [f"boardgames.ui.views.{name}" for name in views if name]
    code = threading.Thread(target=_import, args=(modules,), name="warm-views", daemon=True)
    code.start()
    rules = threading.Thread(target=_warm_rules, args=(catalog,), name="warm-rules", daemon=True)
    rules.start()
    return [pictures, code, rules]


def _warm_rules(catalog) -> None:
    """Every game's rules made and warmed with rules objects of this thread's own, then handed
    over (playout.warm): the first game opened or loaded starts warm."""
    from ..engine.playout import warm
    for spec in catalog.playable():
        try:
            warm(spec)
        except Exception:         # the game shows its own error when it is opened
            log.info("warming the rules of %s failed", spec.id, exc_info=True)


def _import(modules: list[str]) -> None:
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:          # the game screen reports a view that cannot load, when opened
            log.info("warming %s failed", name, exc_info=True)


# --- a game, ahead of its first frame ------------------------------------------------------------
class Warmup:
    """The app's queue of games to warm (`app.warmup`): the screens that lead to a game say
    what they would open through it, so that they need not import this module, which makes
    game screens (the arrows point one way: scenes, then the warm-up that builds them)."""

    def __init__(self, app) -> None:
        self.app = app
        self.done: deque = deque(maxlen=KEEP)
        self.queue: deque = deque()
        self.key, self.steps = None, None

    def game(self, spec, players: int, mode: str | None = None, options: dict | None = None) -> None:
        """Warm `spec` for `players` (board side `mode`, `options`) at the app's window size and
        language, unless that is done or queued."""
        if spec is None or not spec.manifest.get("view"):
            return
        app = self.app
        key = (spec.id, players, mode, repr(sorted((options or {}).items())), app.size, app.locale.lang)
        self.want(key, lambda: _game_steps(app, spec, players, mode, dict(options or {})))

    def save(self, info) -> None:
        """Warm the game a save holds, as it stands (its tiles and pieces, its log): the menu's
        Continue and the load screen's selection open it with its pictures made."""
        from . import savestore
        path = savestore.path_of(info) if not isinstance(info, (str, Path)) else Path(info)
        if path is None:
            return
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            return
        key = ("save", str(path), stamp, self.app.size, self.app.locale.lang)
        self.want(key, lambda: _save_steps(self.app, path))

    def idle(self, scene) -> None:
        """One step of what is queued, if the pointer rests and nobody types (`scene.update`)."""
        if self.app.still_for >= REST and not scene.typing():
            self.step()

    def drop(self) -> None:
        """Forget what is queued and stop what runs (the screen that wanted it is left): its
        half-made pictures stay, its scratch surface goes back to the spares."""
        self.queue.clear()
        if self.steps is not None:
            self.steps.close()
        self.key, self.steps = None, None

    def settle(self) -> float:
        """Everything queued, as a screen left waiting does it; the longest step in ms."""
        longest = 0.0
        while True:
            t0 = time.process_time()
            more = self.step()
            longest = max(longest, (time.process_time() - t0) * 1000)
            if not more:
                return longest

    def want(self, key, make) -> None:
        """Queue `key` unless it is done or under way; a screen wants one thing at a time, so
        what it queued before and no longer wants is dropped."""
        if key == self.key or key in self.done or any(k == key for k, _ in self.queue):
            return
        self.queue.clear()
        self.queue.append((key, make))

    def step(self) -> bool:
        """Run one step; whether anything is left."""
        if self.steps is None:
            if not self.queue:
                return False
            self.key, make = self.queue.popleft()
            self.steps = make()
        try:
            next(self.steps)
        except StopIteration:
            self.done.append(self.key)
            self.key, self.steps = None, None
        except Exception:           # the game shows its own error when it is opened
            log.info("warming a game failed", exc_info=True)
            self.done.append(self.key)
            self.key, self.steps = None, None
        return self.steps is not None or bool(self.queue)


class _Quiet:
    """The app as a game being warmed sees it: the same services, but an error is only
    logged (the players see it when they open that game)."""

    def __init__(self, app) -> None:
        self._app = app

    def __getattr__(self, name):
        return getattr(self._app, name)

    def report_error(self, exc, scene=None, phase: str = "") -> None:
        log.info("warming: %s failed", phase, exc_info=exc)


def _game_steps(app, spec, players: int, mode: str | None, options: dict):
    from ..engine.match import Match
    from .samples import sample_seats
    rules = app.rules_for(spec)
    match = Match.new(rules, sample_seats(app, spec, players), mode or rules.modes()[0], options, seed=1,
                      history=False)
    yield
    yield from _match_steps(app, spec, match)


def _save_steps(app, path: Path):
    from . import savestore
    try:
        match, _ = savestore.load(path, app.catalog)      # its replay check is the opened game's
    except Exception:                                      # refused: the player is told on opening it
        return
    yield
    yield from _match_steps(app, match.rules.spec, match)


def _match_steps(app, spec, match):
    from .scenes.about import AboutScene
    from .scenes.game import GameScene
    from .scenes.pause import PauseScene
    if not spec.manifest.get("view"):
        return
    scene = GameScene(_Quiet(app), match)
    scene.layout(app.size)
    yield
    screen = still.surface_like(app.screen)
    try:
        warm = getattr(scene.view, "warm_steps", None)
        if warm is not None:
            yield from warm(screen)
        scene.draw_screen(screen)       # the rest of the first frame's pictures, drawn once
        yield
        for menu in (PauseScene(scene.app, scene), AboutScene(scene.app, spec)):
            menu.layout(app.size)       # the game's menus: their panels at this size
            menu.draw(screen)
            yield
        scene.help_doc()                # its rules help, which the first tooltip on the board asks for
        yield
    finally:
        picture = getattr(scene.view, "still", None)
        if picture is not None:
            picture.release()           # its surface serves the game's still picture
        still.give_back(screen)
    del scene, match
    yield
    gc.collect()                        # the throwaway game's cycles go now, not in a first frame
