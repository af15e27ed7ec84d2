"""A plain board area: the view of a game written in data only, and the fallback of a game
whose own view is missing or crashed.

It lists the pending choice's options as buttons, so a game stays playable (and testable)
without a graphical view; the shell falls back to it instead of refusing to open the game.
Rules that can say more give an option in words (`option_text(state, option)`, a message)
and the table as lines of words for one viewer (`table_lines(observation, viewer)`): the
engine's rules of a game written in data only do (engine/datagame/words.py). The table is
drawn from the observation of the player at the screen, so it never shows another player's
hidden cards.
"""
from __future__ import annotations

import json

import pygame

from . import paint
from .views.base import GameView
from .widgets import Button, resolve


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


def option_label(locale, match, option: dict) -> str:
    """The option in the rules' own words when they give them, else `describe_option`."""
    words = getattr(match.rules, "option_text", None)
    message = words(match.state, option) if words is not None else None
    if message is not None:
        return locale.render(message)
    return describe_option(locale, match.rules.id or match.state.get("game", ""), option)


class GenericView(GameView):
    def __init__(self, ctx, app, reason: str = ""):
        super().__init__(ctx)
        self.app = app
        self.reason = reason
        self.buttons: list[Button] = []
        self.scroll = 0
        self._choice_id = None
        self.table: list[str] = []

    def _rebuild(self) -> None:
        match = self.ctx.match
        choice = match.pending
        self.buttons = []
        if choice is None:
            return
        for option in choice.options:
            label = option_label(self.ctx.locale, match, option)
            button = Button(self.app, label, lambda o=option: self.ctx.choose(o), role="body")
            button.wrap_first = True        # laid out as tall as its sentence needs (layout)
            self.buttons.append(button)
        self._choice_id = id(choice)
        self.layout(self.rect)

    def _table(self) -> list[str]:
        """The table in words, as the player at the screen may see it (nothing without the hook)."""
        match = self.ctx.match
        lines = getattr(match.rules, "table_lines", None)
        if lines is None:
            return []
        viewer = self.ctx.viewer()
        return [self.ctx.locale.render(m) for m in lines(match.observation(viewer), viewer)]

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the table and the buttons go: side by side when the board is wide, else the
        buttons under the table's text."""
        th = self.app.theme
        inner = self.rect.inflate(-th.px(48), -th.px(40))
        if inner.w >= th.px(700):      # the options' sentences are longer than the table's lines
            left = (inner.w - th.px(24)) * 2 // 5
            right = inner.w - th.px(24) - left
            return pygame.Rect(inner.x, inner.y, left, inner.h), pygame.Rect(inner.right - right, inner.y, right, inner.h)
        size = th.font_px("body")
        lines = sum(len(self.app.fonts.wrap(line, size, max(10, inner.w))) for line in self.table) or 3
        top = lines * self.app.fonts.line_height(size, False) + th.px(20)
        return inner, pygame.Rect(inner.x, inner.y + top, min(inner.w, th.px(520)), max(0, inner.h - top))

    def layout(self, rect):
        super().layout(rect)
        th = self.app.theme
        self.table = self._table()
        _, area = self._columns()
        y = area.y - self.scroll
        size = th.font_px("body")
        line = round(size * 1.18)
        for b in self.buttons:        # as tall as its sentence needs at the body size (two lines at most)
            lines = len(self.app.fonts.wrap(resolve(b.text), size, max(10, area.w - th.px(32)), bold=True))
            b.rect = pygame.Rect(area.x, y, area.w, max(th.px(38), min(2, lines) * line + th.px(14)))
            y = b.rect.bottom + th.px(8)

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
        text_area, buttons = self._columns()
        if self.table:
            paint.text_block(self.app, surface, "\n".join(self.table), text_area, "body", th.palette.text_light)
        else:
            note = self.app.t("ui.game.no_view") + (f"\n{self.reason}" if self.reason else "")
            paint.text_block(self.app, surface, note, pygame.Rect(text_area.x, text_area.y, text_area.w, th.px(80)),
                             "body", th.palette.text_light_muted, max_lines=3)
        for b in self.buttons:
            if b.rect.bottom > buttons.y and b.rect.y < self.rect.bottom:
                b.draw(surface)
        surface.set_clip(clip)
