"""A board view driven headless the way the shell drives it, with real posted pygame events.

Shared by every game's view tests: the view sits in a board rectangle with the
shell's contract (choose, notify, settings) and receives events through pygame's
own queue.
"""
from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from boardgames.engine.choice import Illegal  # noqa: E402
from boardgames.ui.views.base import ViewContext  # noqa: E402


def ui_catalog():
    """The catalog, with pygame ready to draw off-screen (each view test module's fixture)."""
    from boardgames.engine.catalog import load_catalog
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    return load_catalog()


def shared_for(catalog, game: str, lang: str = "en") -> SimpleNamespace:
    """What a view test shares between its harnesses: sprites, fonts, the game's rules, text."""
    from boardgames.engine.i18n import Locale
    from boardgames.ui.fonts import Fonts
    from boardgames.ui.sprites import Sprites
    return SimpleNamespace(sprites=Sprites(), fonts=Fonts(), rules=catalog.games[game].rules(),
                           locale=Locale(catalog.strings, lang), catalog=catalog)


class Harness:
    """A view in a board rectangle with the shell's contract: choose, notify, settings."""

    def __init__(self, view_class, shared, match, size=(1280, 800), speed=1.0, locale=None):
        self.match = match
        self.notes: list = []
        self.ctx = ViewContext(get_match=lambda: self.match, locale=locale or shared.locale, sprites=shared.sprites,
                               fonts=shared.fonts, choose=self.choose, notify=self.notes.append,
                               settings=SimpleNamespace(animation_speed=speed))
        self.view = view_class(self.ctx)
        self.surface = pygame.Surface(size)
        self.view.layout(pygame.Rect(14, 14, size[0] - 380, size[1] - 28))

    def choose(self, option):
        try:
            self.match.choose(option)
        except Illegal as exc:
            return exc.reason
        self.view.state_changed()
        return None

    def frame(self, dt=0.02):
        self.view.update(dt)
        self.view.draw(self.surface)

    # real events through pygame's queue
    def send(self, *events):
        pygame.event.pump()
        pygame.event.clear()
        for e in events:
            pygame.event.post(e)
        for e in pygame.event.get():
            self.view.handle_event(e)
        self.frame()

    def press(self, pos, button=1):
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, pos)), button=button))

    def release(self, pos, button=1):
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, pos)), button=button))

    def move(self, pos, buttons=(0, 0, 0)):
        self.send(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(int, pos)), rel=(0, 0), buttons=buttons))

    def drag(self, a, b, steps=6, before_release=None):
        self.press(a)
        for i in range(1, steps + 1):
            self.move((a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps), (1, 0, 0))
        if before_release is not None:
            before_release()
        self.release(b)

    def click(self, pos):
        self.press(pos)
        self.release(pos)

    def key(self, k, mod=0):
        self.send(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def play_move(h: Harness, move) -> None:
    """Make one of `match.gestures()` with the mouse, as a player would: drag the piece
    (turned with R until it shows the move's turn) onto the target, or click the target."""
    view = h.view
    g = move.gesture
    if g.piece is None:
        rect = view.target_rect(g.to)
        assert rect is not None, f"target {g.to} is not on the screen"
        h.click(rect.center)
        return
    turns = view.turns(g.piece)
    assert g.turn in turns, f"{g.piece} cannot show turn {g.turn!r} ({turns})"
    end = view.drop_point(g.piece, g.turn, g.to)
    assert end is not None, f"target {g.to} is not on the screen"

    def turn_it():
        for _ in range(len(turns)):
            grab = view.drag.held
            if grab is not None and view.turn_of(grab) == g.turn:
                return
            h.key(pygame.K_r)

    held = view.drag.held
    if held is not None and view.drag.dragging and held.payload == g.piece:
        # the piece is already in hand (carried): turn it, move it there, click
        h.move(end)
        turn_it()
        h.click(end)
        return
    rect = view.piece_rect(g.piece)
    assert rect is not None, f"piece {g.piece} is not on the screen"
    start = view.piece_home(g.piece, rect, rect.center)
    h.drag(rect.center, (end[0] + start[0] - rect.centerx, end[1] + start[1] - rect.centery),
           before_release=turn_it)


def play_through_view(h: Harness, rnd, max_steps: int = 6000, buttons=None) -> int:
    """A random game played only through the view: every decision with board moves is made
    by a mouse gesture (a drag or a click, chosen at random among them), and the rest through
    `buttons(h, choice, rnd)` (the side panel's buttons) or, by default, the option itself.
    Each gesture must be taken by the engine at once. Returns the number of decisions."""
    steps = 0
    while h.match.pending is not None:
        assert steps < max_steps, "no end"
        choice = h.match.pending
        moves = h.match.gestures()
        before = len(h.match.actions)
        h.frame()
        if moves and (len(moves) == len(choice.options) or rnd.random() < 0.8):
            move = rnd.choice(moves)
            notes = len(h.notes)
            play_move(h, move)
            if sum(m.gesture == move.gesture for m in moves) > 1:
                # one gesture for several moves: the view asks which (no refusal meanwhile)
                assert len(h.notes) == notes, f"{move.gesture}: {h.notes[-1:]}"
                steps += 1
                continue
            assert len(h.match.actions) >= before + 1, \
                f"the gesture {move.gesture} for {choice.kind} was not taken: {h.notes[-1:]}"
        else:
            option = buttons(h, choice, rnd) if buttons else rnd.choice(choice.options)
            if option is not None:
                h.match.choose(option)
                h.view.state_changed()
        steps += 1
    return steps
