"""'About this game's data': which components are reconstructions, and in which
file and line a player who owns the physical game can correct them."""
from __future__ import annotations

import pygame

from .. import paint
from ..widgets import Button, ScrollList
from .base import ModalScene


class AboutScene(ModalScene):
    name = "about"

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        self.close_button = self.add(Button(app, app.tr("ui.common.close"), self.close, icon="ui/close"))
        self.list = self.add(ScrollList(app, self._draw_row, self._row_height, items=list(spec.reconstructions),
                                        selectable=False, empty_text=app.tr("ui.about.none")))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.intro_rect = pygame.Rect(0, 0, 0, 0)
        try:
            self.rules = spec.rules()
        except Exception:  # the panel must open even for a game whose rules fail to load
            self.rules = None

    def _title(self, rec) -> str:
        """The entry's id with its localized component name, e.g. "DE2 · Desert plot"."""
        label = self.rules.recon_label(rec.file.rsplit("/", 1)[-1].rsplit(".", 1)[0], rec.item) if self.rules else None
        return f"{rec.item} · {self.app.locale.render(label)}" if label else str(rec.item)

    def _note(self, rec) -> str:
        """What is reconstructed, in the player's language; the maintainers' note when no key exists."""
        key = f"{self.spec.id}.recon.{rec.what}" if rec.what else None
        if key and self.app.locale.has(key):
            return self.t(key)
        return rec.note

    def _intro(self) -> str:
        key = f"{self.spec.id}.about"
        text = self.t("ui.about.intro", n=len(self.spec.reconstructions))
        if self.app.locale.has(key):
            text = self.t(key) + "\n\n" + text
        return text

    def layout(self, size):
        super().layout(size)
        self.rect = self.panel_rect(size, 880, 680)
        pad = self.px(32)
        top = self.rect.y + self.px(74)
        intro_h = paint.text_height(self.app, self._intro(), self.rect.w - 2 * pad, "body")
        self.intro_rect = pygame.Rect(self.rect.x + pad, top, self.rect.w - 2 * pad, intro_h)
        bh = self.px(46)
        self.close_button.rect = pygame.Rect(self.rect.right - pad - self.px(180), self.rect.bottom - pad - bh,
                                             self.px(180), bh)
        list_top = self.intro_rect.bottom + self.px(16)
        self.list.set_rect(pygame.Rect(self.rect.x + pad, list_top, self.rect.w - 2 * pad,
                                       self.close_button.rect.y - self.px(16) - list_top))

    def _location(self, rec) -> str:
        return f"{rec.file}:{rec.line}" if rec.line else rec.file

    def _row_height(self, rec, width) -> int:
        th = self.theme
        note = self._note(rec)
        note_h = paint.text_height(self.app, note, width - th.px(24), "small") if note else 0
        return th.px(10) + self.app.fonts.line_height(th.font_px("body"), True) + note_h + \
            self.app.fonts.line_height(th.font_px("small")) + th.px(10)

    def _draw_row(self, surface, rect, rec, index, selected, hovered):
        th = self.theme
        pal = th.palette
        if index % 2 == 0:
            pygame.draw.rect(surface, pal.row_alt, rect, border_radius=th.px(6))
        x = rect.x + th.px(12)
        y = rect.y + th.px(8)
        r = paint.text(self.app, surface, self._title(rec), (x, y), "body", pal.text, bold=True,
                       max_width=rect.w - th.px(24))
        y = r.bottom
        note = self._note(rec)
        if note:
            y += paint.text_block(self.app, surface, note, pygame.Rect(x, y, rect.w - th.px(24), rect.h), "small")
        paint.text(self.app, surface, self._location(rec), (x, y), "small", pal.accent, max_width=rect.w - th.px(24))

    def draw(self, surface):
        title = self.t("ui.about.title", game=self.app.game_name(self.spec.id))
        self.draw_frame(surface, self.rect, title)
        paint.text_block(self.app, surface, self._intro(), self.intro_rect, "body", self.theme.palette.text)
        super().draw(surface)
