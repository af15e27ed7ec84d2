"""A look behind one's own screen, for a player who is not the one deciding.

In a game where every player keeps something secret all the time (coins behind a screen),
the board shows only the deciding player's. Any other player may still look at their own:
the view calls `start` (or `choose`, which first asks who), which covers the table with a
hand-off for that player, shows what the view draws of their part (from that player's own
observation, never anyone else's), and covers the table again with a hand-off back to the
player to move. The words come from the game (callables, so a language switch rewords them).
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import paint
from ..bot_turns import level_of
from ..theme import seat_rgb
from ..widgets import Button
from .base import ModalScene, Scene
from .handoff import HandoffScene

Words = Callable[[], str]
Painter = Callable[[pygame.Surface, pygame.Rect, int], None]


class PeekChooser(ModalScene):
    """Who wants to look: one button per player, over the dimmed table."""

    name = "peek_chooser"

    def __init__(self, app, game, title: Words, paint_secret: Painter, shown_title: Callable[[int], str],
                 done: Words, cancel: Words):
        super().__init__(app)
        self.game, self.title = game, title
        self.card = pygame.Rect(0, 0, 0, 0)
        seats = game.match.state["seats"]
        self.seats = []
        for p, seat in enumerate(seats):
            if level_of(game.match, p) is not None:
                continue                  # a computer's screen is nobody's to look behind
            b = self.add(Button(app, seat.get("name", "?"),
                                lambda p=p: self.pick(p, paint_secret, shown_title, done), role="label"))
            self.seats.append((b, seat_rgb(game.spec, seat)))
        self.cancel = self.add(Button(app, cancel, self.close, style="ghost", role="body"))

    def pick(self, p: int, paint_secret: Painter, shown_title: Callable[[int], str], done: Words) -> None:
        self.app.pop(self)
        start(self.app, self.game, p, paint_secret, lambda: shown_title(p), done)

    def layout(self, size):
        super().layout(size)
        n = len(self.seats)
        bh, gap = self.px(46), self.px(10)
        self.card = self.panel_rect(size, 560, 142 + n * (46 + 10))
        y = self.card.y + self.px(78)
        for b, _ in self.seats:
            b.rect = pygame.Rect(self.card.x + self.px(40), y, self.card.w - self.px(80), bh)
            y += bh + gap
        self.cancel.rect = pygame.Rect(self.card.centerx - self.px(90), y + self.px(4), self.px(180), self.px(40))

    def draw(self, surface):
        self.draw_frame(surface, self.card, self.title)
        super().draw(surface)
        for b, rgb in self.seats:
            paint.chip(surface, (b.rect.x + self.px(22), b.rect.centery), self.px(11), rgb)


class PeekScreen(Scene):
    """One player's secret, shown on an opaque screen until they are done."""

    name = "peek"
    opaque = True

    def __init__(self, app, game, player: int, title: Words, paint_secret: Painter, done: Words):
        super().__init__(app)
        self.game, self.player, self.title, self.paint_secret = game, player, title, paint_secret
        seat = game.match.state["seats"][player]
        self.rgb = seat_rgb(game.spec, seat)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.done = self.add(Button(app, done, self.close, style="primary", role="label", icon="ui/check",
                                    hotkey=pygame.K_RETURN))

    def close(self) -> None:
        self.app.pop(self)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        return super().handle_event(event) or True

    def layout(self, size):
        super().layout(size)
        w, h = size
        cw, ch = min(self.px(620), w - self.px(40)), min(self.px(460), h - self.px(40))
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        self.body = pygame.Rect(self.card.x + self.px(30), self.card.y + self.px(96), cw - self.px(60),
                                ch - self.px(96) - self.px(100))
        bw = min(self.px(300), cw - self.px(60))
        self.done.rect = pygame.Rect(self.card.centerx - bw // 2, self.card.bottom - self.px(80), bw, self.px(56))

    def draw(self, surface):
        paint.background(self.app, surface)
        paint.panel(self.app, surface, self.card)
        r = paint.text(self.app, surface, self.title(), (self.card.centerx + self.px(16), self.card.y + self.px(28)),
                       "title", bold=True, anchor="midtop", max_width=self.card.w - self.px(100))
        paint.chip(surface, (r.x - self.px(24), r.centery), self.px(16), self.rgb)
        self.paint_secret(surface, self.body, self.player)
        super().draw(surface)


def start(app, game, player: int, paint_secret: Painter, title: Words, done: Words) -> None:
    """Cover the table for `player`, show them their secret, then cover it for the person who
    had the screen (no cover back when they are the same player). A computer seat's secret is
    never shown."""
    if level_of(game.match, player) is not None:
        return
    back = game.viewer()
    if back is not None and back != player:
        app.push(HandoffScene(app, game, back, True))
    app.push(PeekScreen(app, game, player, title, paint_secret, done))
    app.push(HandoffScene(app, game, player, True))


def choose(app, game, title: Words, paint_secret: Painter, shown_title: Callable[[int], str], done: Words,
           cancel: Words) -> None:
    """Ask who wants to look, then `start` for them."""
    app.push(PeekChooser(app, game, title, paint_secret, shown_title, done, cancel))
