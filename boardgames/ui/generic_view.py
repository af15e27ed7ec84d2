"""A plain board area for a game whose view is missing or crashed.

It lists the pending choice's options as buttons, so a game stays playable
(and testable) without its graphical view; the shell falls back to it instead
of refusing to open the game.
"""
from __future__ import annotations

import json

import pygame

from . import paint
from .views.base import GameView
from .widgets import Button


def describe_option(locale, game_id: str, option: dict) -> str:
    """A readable one-line label for an option dict."""
    act = option.get("act")
    parts = []
    if act is not None:
        key = f"{game_id}.act.{act}"
        parts.append(locale.t(key) if locale.has(key) else (locale.t(f"ui.act.{act}") if locale.has(f"ui.act.{act}") else str(act)))
    for k, v in option.items():
        if k == "act":
            continue
        parts.append(f"{k} {json.dumps(v, ensure_ascii=False)}")
    return " · ".join(parts) or "—"


class GenericView(GameView):
    def __init__(self, ctx, app, reason: str = ""):
        super().__init__(ctx)
        self.app = app
        self.reason = reason
        self.buttons: list[Button] = []
        self.scroll = 0
        self._choice_id = None

    def _rebuild(self) -> None:
        match = self.ctx.match
        choice = match.pending
        self.buttons = []
        if choice is None:
            return
        game = match.rules.id or match.state.get("game", "")
        for option in choice.options:
            label = describe_option(self.ctx.locale, game, option)
            self.buttons.append(Button(self.app, label, lambda o=option: self.ctx.choose(o), role="body"))
        self._choice_id = id(choice)
        self.layout(self.rect)

    def layout(self, rect):
        super().layout(rect)
        th = self.app.theme
        x0 = self.rect.x + th.px(24)
        y = self.rect.y + th.px(110) - self.scroll
        w = min(self.rect.w - th.px(48), th.px(520))
        for b in self.buttons:
            b.rect = pygame.Rect(x0, y, w, th.px(38))
            y += th.px(46)

    def state_changed(self):
        self.scroll = 0
        self._rebuild()

    def handle_event(self, event) -> bool:
        if self._choice_id != id(self.ctx.match.pending):
            self._rebuild()
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.app.mouse_pos):
            self.scroll = max(0, self.scroll - event.y * self.app.theme.px(46))
            self.layout(self.rect)
            return True
        for b in self.buttons:
            if self.rect.collidepoint(b.rect.center) and b.handle_event(event):
                return True
        return False

    def draw(self, surface):
        if self._choice_id != id(self.ctx.match.pending):
            self._rebuild()
        th = self.app.theme
        paint.panel(self.app, surface, self.rect, kind="dark")
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-th.px(4), -th.px(4)))
        paint.text_block(self.app, surface, self.app.t("ui.game.no_view") + (f"\n{self.reason}" if self.reason else ""),
                         pygame.Rect(self.rect.x + th.px(24), self.rect.y + th.px(20), self.rect.w - th.px(48), th.px(80)),
                         "body", th.palette.text_light_muted, max_lines=3)
        for b in self.buttons:
            if b.rect.bottom > self.rect.y + th.px(100) and b.rect.y < self.rect.bottom:
                b.draw(surface)
        surface.set_clip(clip)
