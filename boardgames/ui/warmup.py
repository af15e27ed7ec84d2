"""What the app prepares ahead, so that opening a game does not stall a frame.

Off the UI thread, once the first frame is up (`start`): the games' pictures decoded
(`Sprites.prefetch`), the screens and board views a game opens imported (compiling a
view's modules, where no bytecode cache is written, stalled a game's first frame by
40-100 ms), and every game's rules imported and warmed (the start-up imports none).

On the UI thread, in steps, while a screen that leads to a game waits for the player
(`app.warmup`: `Warmup.game`, `save`, `replay`, `idle`): the game as it would open, for this window and that many players
(or the saved game the menu's Continue or the load screen's selection opens, as it
stands), made and drawn once off-screen, with its game menu and about box. Its pictures at this size
(hex masks, jigsaw shadows, scaled art, fonts, panels), which every view of the game
shares (`ViewKit.shared`), and spare surfaces for its still pictures are then ready, and
its first frame only draws; its rules help is worded too. The replay viewer is warmed the
same way from the screens that open it (the score screen's final board and replay, the load
screen's Replay): its board is smaller than the game's, so its pictures are made at a size of
their own. A step stays well under the 50 ms a screen switch may take,
and runs only while the pointer rests. A game whose pictures the sprites have since let go
(`Sprites.KEEP_GAMES`) counts as not warmed, and is warmed again when it is wanted.
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
        self.game_of: dict = {}          # a warmed key -> the game whose pictures it made
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

    def save(self, info, replay: bool = False) -> None:
        """Warm the game a save holds, as it stands (its tiles and pieces, its log): the menu's
        Continue and the load screen's selection open it with its pictures made; with `replay`
        (the load screen, which offers its Replay too), its replay viewer after it."""
        from . import savestore
        path = savestore.path_of(info) if not isinstance(info, (str, Path)) else Path(info)
        if path is None:
            return
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            return
        key = ("save", str(path), stamp, replay, self.app.size, self.app.locale.lang)
        self.want(key, lambda: _save_steps(self.app, path, replay))

    def replay(self, match, at_end: bool = False) -> None:
        """Warm the replay viewer of `match` as it would open (at its end: the final board):
        the score screen's two buttons and the load screen's Replay open it with its board's
        pictures made at the viewer's size."""
        if not match.rules.spec.manifest.get("view"):
            return
        key = ("replay", id(match), len(match.actions), at_end, self.app.size, self.app.locale.lang)
        self.want(key, lambda: _replay_steps(self.app, match, at_end))

    def note(self, game: str) -> None:
        """What runs now makes `game`'s pictures (see `want`)."""
        if self.key is not None:
            self.game_of[self.key] = game

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
        what it queued before and no longer wants is dropped. A key done whose game's pictures
        have since been let go is not done any more."""
        if key == self.key or any(k == key for k, _ in self.queue):
            return
        if key in self.done:
            game = self.game_of.get(key)
            if game is None or not self.app.sprites.dropped(game):
                return
            self.done.remove(key)
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
            self._finish()
        except Exception:           # the game shows its own error when it is opened
            log.info("warming a game failed", exc_info=True)
            self._finish()
        return self.steps is not None or bool(self.queue)

    def _finish(self) -> None:
        self.done.append(self.key)
        self.game_of = {k: g for k, g in self.game_of.items() if k in self.done}
        self.key, self.steps = None, None


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


def _save_steps(app, path: Path, replay: bool = False):
    from . import savestore
    try:
        match, _ = savestore.load(path, app.catalog)      # its replay check is the opened game's
    except Exception:                                      # refused: the player is told on opening it
        return
    yield
    yield from _match_steps(app, match.rules.spec, match)
    if replay:
        yield from _replay_steps(app, match, False)


def _replay_steps(app, match, at_end: bool):
    """The replay viewer of `match` made, laid out and drawn once off-screen, a step at a time."""
    from .scenes.replay import ReplayScene
    spec = match.rules.spec
    if not spec.manifest.get("view"):
        return
    app.warmup.note(spec.id)
    scene = ReplayScene(_Quiet(app), match, at_end=at_end)
    scene.layout(app.size)
    yield
    yield from _drawn(app, scene, scene.draw, ())
    del scene
    yield
    gc.collect()


def _match_steps(app, spec, match):
    from .scenes.about import AboutScene
    from .scenes.game import GameScene
    from .scenes.pause import PauseScene
    if not spec.manifest.get("view"):
        return
    app.warmup.note(spec.id)
    scene = GameScene(_Quiet(app), match)
    scene.layout(app.size)
    yield
    # the rest of the first frame's pictures drawn once, then the game's menus
    yield from _drawn(app, scene, scene.draw_screen,
                      (lambda: PauseScene(scene.app, scene), lambda: AboutScene(scene.app, spec)))
    scene.help_doc()                    # its rules help, which the first tooltip on the board asks for
    yield
    del scene, match
    yield
    gc.collect()                        # the throwaway game's cycles go now, not in a first frame


def _drawn(app, scene, draw, menus):
    """Steps: `scene`'s view warmed on a scratch surface of the window's kind (`warm_steps`),
    `draw(scratch)`, then each of `menus` (made by these functions) laid out and drawn over it;
    the view's still picture and the scratch surface go back to the spares however it ends."""
    screen = still.surface_like(app.screen)
    try:
        warm = getattr(scene.view, "warm_steps", None)
        if warm is not None:
            yield from warm(screen)
        draw(screen)
        yield
        for make in menus:
            menu = make()
            menu.layout(app.size)       # their panels at this size
            menu.draw(screen)
            yield
    finally:
        picture = getattr(scene.view, "still", None)
        if picture is not None:
            picture.release()           # its surface serves the game's still picture
        still.give_back(screen)
