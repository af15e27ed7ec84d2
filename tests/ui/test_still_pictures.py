"""Kept pictures never show a stale frame: the game screen drawn with its still pictures (the
board's still parts kept between frames, the whole screen kept under a menu, pictures shared
between views and warmed ahead) is, frame for frame and pixel for pixel, the screen drawn
the old way, every part every frame, through moves, undo and redo, hovers, drags and
glides, a language switch, a resize and the game menu. No timing is asserted here.
"""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import offscreen, samples, still  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.scenes.menu import MainMenuScene  # noqa: E402

CATALOG = load_catalog()
GAMES = ("moon_river", "caverna", "via_nebula", "urubamba_valley", "la_loire")
SIZE, OTHER_SIZE = (1280, 800), (1600, 1000)


class Screen:
    """An off-screen app on a sample game; `cached=False` draws it as before still pictures
    existed (no table painter for the view, no kept picture under a menu)."""

    def __init__(self, game_id: str, cached: bool, seed: int = 5, steps: int = 14, lang: str = "en", size=SIZE,
                 warm: bool = False, match=None):
        self.app = app = offscreen.make_app(size, lang, CATALOG)
        self.cached = cached
        spec = CATALOG.games[game_id]
        self.match = match or samples.advance(samples.new_sample(app, spec, seed), steps, seed)
        if warm:
            app.warmup.game(spec, len(self.match.state["seats"]), self.match.state["mode"])
            app.warmup.settle()
        app.reset(MainMenuScene(app), GameScene(app, self.match))
        self.covers()
        self.frames: list[bytes] = []

    @property
    def game(self) -> GameScene:
        return self.app.find(GameScene)

    @property
    def view(self):
        return self.game.view

    def covers(self) -> None:
        """Lift hand-off covers (the same in both ways of drawing)."""
        while isinstance(self.app.top, HandoffScene):
            self.app.pop()
        if not self.cached and self.game is not None:
            self.game.ctx.table = None
            self.game.covered.show = lambda surface, key, paint: paint(surface)

    def frame(self, dt: float = 1 / 60) -> None:
        self.app.update(dt)
        self.covers()
        self.app.draw(self.app.screen)
        self.frames.append(pygame.image.tobytes(self.app.screen, "RGB"))

    def send(self, kind, **fields) -> None:
        self.app.handle(pygame.event.Event(kind, **fields))

    def motion(self, pos, held: bool = False) -> None:
        self.send(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=(1 if held else 0, 0, 0))

    def resize(self, size) -> None:
        self.app.screen = pygame.Surface(size)
        self.app.resized(size)


def same_frames(script, game_id: str, **kw) -> int:
    """Run `script(screen)` on a cached and an uncached screen; every frame must match."""
    cached, plain = Screen(game_id, True, **kw), Screen(game_id, False, **kw)
    script(cached)
    script(plain)
    assert len(cached.frames) == len(plain.frames) > 0
    for i, (a, b) in enumerate(zip(cached.frames, plain.frames)):
        assert a == b, f"{game_id}: frame {i} differs from the uncached drawing"
    return len(cached.frames)


def moves(s: Screen) -> None:
    """Frames, hovers, moves, undo and redo."""
    rng = random.Random(3)
    s.frame()
    s.frame()
    w, h = s.app.size
    for fx, fy in ((0.2, 0.3), (0.45, 0.6), (0.7, 0.25), (0.9, 0.8)):
        s.motion((w * fx, h * fy))
        s.frame()
    for _ in range(4):
        choice = s.match.pending
        options = [o for o in choice.options if o.get("act") != "cancel"] or choice.options
        assert s.game.choose(rng.choice(options)) is None
        s.frame()
        s.frame(0.5)
    s.game.undo()
    s.frame()
    s.game.redo()
    s.frame()


def drags(s: Screen) -> None:
    """A piece dragged over its targets and away (it glides home), then dropped on one."""
    s.frame()
    view = s.view
    pieces = [(p, view.piece_rect(p)) for p in view.movable()]
    pieces = [(p, r) for p, r in pieces if r is not None]
    assert pieces, "no piece to drag in this position"
    _, rect = pieces[0]
    s.motion(rect.center)
    s.send(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    s.motion((rect.centerx + 15, rect.centery + 10), held=True)
    s.frame()
    grab = view.drag.grab
    targets = [view.target_rect(t) for t in view.drag.legal_targets()]
    targets = [t for t in targets if t is not None]
    for t in targets[:3]:
        s.motion((t.centerx + grab.offset[0], t.centery + grab.offset[1]), held=True)
        s.frame()
    away = (4, s.app.size[1] - 4)
    s.motion(away, held=True)
    s.frame()
    s.send(pygame.MOUSEBUTTONUP, pos=away, button=1)
    for _ in range(3):
        s.frame(0.06)
    s.frame(1.0)
    if targets:                      # a drop: the state changes, animations run
        s.send(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
        s.motion((rect.centerx + 15, rect.centery + 10), held=True)
        t = targets[-1]
        pos = (t.centerx + grab.offset[0], t.centery + grab.offset[1])
        s.motion(pos, held=True)
        s.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        for _ in range(4):
            s.frame(0.06)
        s.frame(2.0)


def switches(s: Screen) -> None:
    """A language switch, a resize and back, the game menu over the board (with a language
    switch and an undo under it)."""
    s.frame()
    s.motion((s.app.size[0] // 3, s.app.size[1] // 2))
    s.frame()
    s.app.set_language("zh-Hant")
    s.frame()
    s.resize(OTHER_SIZE)
    s.frame()
    s.app.set_language("en")
    s.frame()
    s.resize(SIZE)
    s.frame()
    s.game.open_menu()
    s.frame()
    s.frame()
    s.app.set_language("zh-Hant")
    s.frame()
    s.game.undo()
    s.frame()
    s.app.pop()
    s.frame()


@pytest.mark.parametrize("game_id", GAMES)
def test_moves_undo_and_hovers_draw_as_uncached(game_id):
    assert same_frames(moves, game_id) >= 15


@pytest.mark.parametrize("game_id, seed, steps", [("moon_river", 5, 14), ("caverna", 2, 4), ("via_nebula", 7, 12),
                                                       ("urubamba_valley", 3, 6), ("la_loire", 3, 8)])
def test_drags_glides_and_drops_draw_as_uncached(game_id, seed, steps):
    assert same_frames(drags, game_id, seed=seed, steps=steps) >= 6


@pytest.mark.parametrize("game_id", GAMES)
def test_language_resize_and_menu_draw_as_uncached(game_id):
    assert same_frames(switches, game_id) == 11


def test_caverna_tabs_and_other_boards_draw_as_uncached():
    """What the Caverna view itself chooses to show (the furnishing tab, another player's
    board opened from their card) is part of its still picture's key."""
    def clicks(s: Screen) -> None:
        s.frame()
        for rect in (s.view.lay.tabs[1], s.view.lay.cards[0], s.view.lay.tabs[0], s.view.lay.cards[0]):
            s.motion(rect.center)
            s.send(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
            s.send(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
            s.frame()
    assert same_frames(clicks, "caverna") == 5


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fresh_screen_after_a_switch_is_the_same(game_id):
    """After a language switch and a resize, the kept pictures equal a fresh app's first
    frame in that language and size."""
    s = Screen(game_id, True)
    s.frame()
    s.app.set_language("zh-Hant")
    s.resize(OTHER_SIZE)
    s.frame()
    fresh = Screen(game_id, False, lang="zh-Hant", size=OTHER_SIZE, match=s.match)
    fresh.frame()
    assert s.frames[-1] == fresh.frames[-1]
    assert s.frames[0] != s.frames[-1]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_warmed_ahead_draws_the_same(game_id):
    """Warming a game ahead (its pictures made off-screen, shared with the next view) and
    opening a second game after a first one change no pixel."""
    warmed = Screen(game_id, True, warm=True)
    moves(warmed)
    again = Screen(game_id, False)
    again.app = warmed.app          # the same app, its caches full: a second game opened
    again.match = samples.advance(samples.new_sample(warmed.app, CATALOG.games[game_id], 5), 14, 5)
    warmed.app.reset(MainMenuScene(warmed.app), GameScene(warmed.app, again.match))
    again.cached = True
    again.covers()
    moves(again)
    plain = Screen(game_id, False)
    moves(plain)
    assert warmed.frames == plain.frames
    assert again.frames == plain.frames


def test_warm_steps_wait_for_a_resting_pointer():
    app = offscreen.make_app(SIZE, "en", CATALOG)
    spec = CATALOG.games["via_nebula"]
    app.warmup.game(spec, 2)
    app.warmup.game(spec, 2)                       # queued once
    queue = app.warmup
    assert len(queue.queue) == 1

    class Form:
        def typing(self):
            return False

    app.still_for = 0.0
    app.warmup.idle(Form())
    assert len(queue.queue) == 1 and queue.steps is None      # the pointer moves: nothing runs
    app.still_for = 1.0
    app.warmup.idle(Form())
    assert not queue.queue and queue.steps is not None
    app.warmup.drop()                                # the form is left half-way: stopped,
    assert queue.steps is None and not queue.queue
    app.warmup.game(spec, 2)                       # and wanted again when the form is back
    assert len(queue.queue) == 1
    assert app.warmup.settle() > 0
    assert queue.steps is None
    app.warmup.game(spec, 2)                       # done: not queued again
    assert not queue.queue


def test_a_still_picture_paints_only_for_a_new_key_or_size(monkeypatch):
    pygame.display.init()
    monkeypatch.setattr(still, "_spare", [])
    painted = []

    def paint(layer):
        painted.append(layer.get_size())
        layer.fill((len(painted) * 40, 0, 0))

    screen = pygame.Surface((64, 48))
    picture = still.StillPicture()
    picture.show(screen, ("a", 1), paint)
    picture.show(screen, ("a", 1), paint)
    assert painted == [(64, 48)] and screen.get_at((5, 5))[:3] == (40, 0, 0)
    picture.show(screen, ("a", 2), paint)
    assert len(painted) == 2 and screen.get_at((5, 5))[:3] == (80, 0, 0)
    bigger = pygame.Surface((80, 60))
    picture.show(bigger, ("a", 2), paint)
    assert painted[-1] == (80, 60)
    picture.forget()
    picture.show(bigger, ("a", 2), paint)
    assert len(painted) == 4
    kept = picture.surface
    picture.release()
    assert still.surface_like(bigger) is kept          # a released surface serves the next picture
