"""What a board's drawing functions draw with: the board's pictures, the fonts, a line of
text over a soft shadow, and a picture over its silhouette.

A board view makes one pen (`ViewKit.init_board`) and hands it to its art and drawing
modules, which therefore never need the view itself. A game whose drawings need one more
tool (Moon River's jigsaw cutter) extends it.
"""
from __future__ import annotations

import re

import pygame

from .render.board import TextureCache


class Pen:
    def __init__(self, art, fonts):
        self.art = art
        self.fonts = fonts
        self._silhouettes = TextureCache(limit=600)

    def text(self, surface, value: str, size: float, colour, pos, anchor="center", bold=False,
             shadow=True, max_width: int | None = None) -> pygame.Rect:
        """One line of text; a soft dark copy underneath keeps it readable on any art."""
        size = max(8, int(size))
        if max_width is not None:
            value = self.fonts.ellipsize(value, size, max(8, int(max_width)), bold)
        img = self.fonts.render(value, size, colour, bold)
        r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if shadow:
            sh = self.fonts.render(value, size, (0, 0, 0), bold)
            sh.set_alpha(140)
            surface.blit(sh, (r.x + 1, r.y + 1))
        surface.blit(img, r)
        return r

    def shadowed(self, surface, img: pygame.Surface, center, lifted: bool = False) -> pygame.Rect:
        """`img` centred at `center` over its own dark silhouette (cached per image)."""
        off = max(1, img.get_width() // (8 if lifted else 16))

        def build():
            sh = img.copy()
            sh.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MULT)
            return (sh, img)          # the image is kept so its id stays unique

        sh = self._silhouettes.get(("silhouette", id(img)), build)[0]
        r = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(sh, (r.x + off, r.y + off))
        surface.blit(img, r)
        return r

    def wrapped(self, surface, value, size: float, rect: pygame.Rect, colour, lines: int = 2, bold=False,
                shadow=True) -> int:
        """Text wrapped into `rect`, at most `lines` lines (the last one shortened); Chinese
        breaks between characters. Returns the height used."""
        size = max(12, int(size))
        text = str(value)
        cjk = any(ord(ch) >= 0x2E80 for ch in text)
        if cjk:
            words = list(text)                       # Chinese: break between characters
        else:                                        # elsewhere at spaces, and after a hyphen
            words = [w for w in re.split(r"(?<=-)|\s+", text) if w]
        rows, cur = [], ""

        def joined(a: str, b: str) -> str:
            return f"{a}{b}" if cjk or not a or a.endswith("-") else f"{a} {b}"

        for w in words:
            trial = joined(cur, w)
            if self.fonts.size(trial, size, bold)[0] <= rect.w or not cur:
                cur = trial
            else:
                rows.append(cur)
                cur = w
        rows.append(cur)
        if len(rows) > lines:
            last = ""
            for row in rows[lines - 1:]:
                last = joined(last, row)
            rows = rows[:lines - 1] + [last]
        y = rect.y
        for row in rows:
            self.text(surface, row, size, colour, (rect.centerx, y), "midtop", bold=bold, max_width=rect.w,
                      shadow=shadow)
            y += round(size * 1.15)
        return y - rect.y
