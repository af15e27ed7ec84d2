"""Continue, with several games in progress: one row per game (its newest autosave), the
most recent first; a click resumes it. With a single game in progress the menu's Continue
opens it directly and this list never shows."""
from __future__ import annotations

import pygame

from .. import paint, savestore
from ..widgets import Button, ScrollList
from .base import ModalScene


class ContinueScene(ModalScene):
    name = "continue"

    def __init__(self, app, games: list):
        super().__init__(app)
        self.games = list(games)
        self.list = self.add(ScrollList(app, self._draw_row, lambda item, w: self.px(76), items=self.games,
                                        on_select=self._open))
        self.cancel = self.add(Button(app, app.tr("ui.common.cancel"), self.close))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body_y = 0

    def layout(self, size):
        super().layout(size)
        px = self.px
        rows = min(len(self.games), 5)
        w = min(px(760), size[0] - px(40))
        head = px(20) + self.app.fonts.line_height(self.theme.font_px("heading"), True) + px(8)
        hint_h = paint.text_height(self.app, self.t("ui.continue.hint"), w - px(56), "body")
        bh = self.theme.button_h
        h = min(head + hint_h + px(14) + rows * px(76) + px(14) + bh + px(22), size[1] - px(40))
        self.rect = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
        self.body_y = self.rect.y + head
        top = self.body_y + hint_h + px(14)
        bottom = self.rect.bottom - px(22) - bh
        self.cancel.rect = pygame.Rect(self.rect.right - px(28) - px(180), bottom, px(180), bh)
        self.list.set_rect(pygame.Rect(self.rect.x + px(20), top, self.rect.w - px(40), bottom - px(14) - top))

    def _open(self, index: int) -> None:
        if 0 <= index < len(self.games):
            self.app.load_save(self.games[index])

    def update(self, dt):
        super().update(dt)
        i = self.list.hover_index
        if i is not None and i < len(self.games) and savestore.field(self.games[i], "problem", default=None) is None:
            self.app.warmup.save(self.games[i])      # the game under the pointer opens with its pictures made
        self.app.warmup.idle(self)

    def leave(self):
        super().leave()
        self.app.warmup.drop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._open(self.list.selected if self.list.selected is not None else 0)
            return True
        return super().handle_event(event)

    def _draw_row(self, surface, rect, info, index, selected, hovered):
        th = self.theme
        pal = th.palette
        px = self.px
        box = rect.inflate(0, -px(6))
        if selected or hovered:
            pygame.draw.rect(surface, pal.selection if selected else pal.row_alt, box, border_radius=px(8))
        game = str(savestore.field(info, "game", default=None) or "?")
        side = box.h - px(14)
        paint.emblem(self.app, surface, game, pygame.Rect(box.x + px(8), box.centery - side // 2, side, side),
                     self.app.game_name(game))
        x = box.x + box.h + px(6)
        col2 = box.x + box.w * 58 // 100
        players = self.app.names(savestore.field(info, "players", default=[]) or [])
        paint.text(self.app, surface, self.app.game_name(game), (x, box.centery - px(2)), "label", pal.text,
                   bold=True, anchor="bottomleft", max_width=col2 - x - px(10))
        paint.text(self.app, surface, players, (x, box.centery + px(2)), "small", pal.text_muted, anchor="topleft",
                   max_width=col2 - x - px(10))
        problem = savestore.field(info, "problem", default=None)
        if isinstance(problem, dict) and "key" in problem:
            paint.text_block(self.app, surface, self.t("ui.load.damaged") + ": " + self.app.render(problem),
                             pygame.Rect(col2, box.y + px(8), box.right - col2 - px(12), box.h - px(12)), "small",
                             pal.danger, max_lines=3)
            return
        paint.text(self.app, surface, self.app.describe_round(savestore.field(info, "round", default=None)),
                   (col2, box.centery - px(2)), "body", pal.text, anchor="bottomleft",
                   max_width=box.right - col2 - px(12))
        when = savestore.when(info)
        if when is not None:
            paint.text(self.app, surface, self.t("ui.continue.played", when=when.strftime("%Y-%m-%d %H:%M")),
                       (col2, box.centery + px(2)), "small", pal.text_muted, anchor="topleft",
                       max_width=box.right - col2 - px(12))

    def draw(self, surface):
        pal = self.theme.palette
        self.draw_frame(surface, self.rect, self.tr("ui.continue.title"))
        paint.text_block(self.app, surface, self.t("ui.continue.hint"),
                         pygame.Rect(self.rect.x + self.px(28), self.body_y, self.rect.w - self.px(56), 0), "body",
                         pal.text_muted)
        super().draw(surface)
