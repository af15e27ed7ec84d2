"""What a board's drawing functions draw with: the board's pictures, the fonts, a line of
text over a soft shadow, and a picture over its silhouette.

A board view makes one pen (`ViewKit.init_board`) and hands it to its art and drawing
modules, which therefore never need the view itself. A game whose drawings need one more
tool (Moon River's jigsaw cutter) extends it.
"""
from __future__ import annotations

import pygame

from . import paint
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
        if max_width is not None:     # too long: a little smaller, cut only as the last resort
            value, size = self.fonts.fit(value, size, max(8, int(max_width)), bold, floor=min(size, 12))
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

    def pill(self, surface, value: str, size: float, places, bounds: pygame.Rect | None = None,
             avoid=(), colour=(255, 244, 200), fill=(20, 24, 30, 225)) -> pygame.Rect:
        """A line of text on a dark rounded pill (a word to the player over the board), kept
        inside `bounds`; a little smaller if it must, cut only as the last resort. `places` are
        (pos, anchor) to put it at, in order of preference: the first that covers none of the
        rectangles in `avoid` (what the words are about), else the one covering least of them.
        Returns the pill's rectangle."""
        bounds = pygame.Rect(bounds or surface.get_rect())
        size = max(12, int(size))
        pad = round(size * 0.8)
        value, size = self.fonts.fit(str(value), size, max(8, bounds.w - 2 * pad), True)
        best, cover = None, None
        for pos, anchor in places:
            box = pygame.Rect(0, 0, self.fonts.size(value, size, True)[0] + 2 * pad, round(size * 1.8))
            setattr(box, anchor, (round(pos[0]), round(pos[1])))
            box.clamp_ip(bounds)
            hidden = sum(box.clip(r).w * box.clip(r).h for r in avoid)
            if cover is None or hidden < cover:
                best, cover = box, hidden
            if not hidden:
                break
        surface.blit(paint.box(best.size, fill, best.h // 2, (255, 220, 120, 200), 1), best)
        self.text(surface, value, size, colour, best.center, bold=True, shadow=False)
        return best

    def wrapped(self, surface, value, size: float, rect: pygame.Rect, colour, lines: int = 2, bold=False,
                shadow=True, floor: int = 12) -> int:
        """Text wrapped into `rect`, at most `lines` lines, a little smaller if it must (not below
        `floor`; the last line is cut only as the last resort); Chinese breaks between
        characters, never before closing punctuation. Returns the height used."""
        size = max(floor, int(size))
        rows, size = self.fonts.fit_lines(str(value), size, max(8, rect.w), None, bold, floor=floor, lines=lines,
                                          leading=1.15, wrap_first=True, cut=False)
        y = rect.y
        for row in rows:              # the last row may be the rest of a text too long: cut as drawn
            self.text(surface, row, size, colour, (rect.centerx, y), "midtop", bold=bold, shadow=shadow,
                      max_width=max(8, rect.w))
            y += round(size * 1.15)
        return y - rect.y

    def boxed(self, surface, value, size: float, rect: pygame.Rect, colour, lines: int = 2, bold=False,
              shadow=True, align: str = "center", floor: int = 12) -> pygame.Rect:
        """Text fitted into `rect` and centred in its height: one line, a little smaller if
        need be, else up to `lines` lines (not below `floor`; cut only as the last resort).
        `align`: "center" or "left". Returns the rectangle drawn."""
        rows, size = self.fonts.fit_lines(str(value), max(floor, int(size)), max(8, rect.w), rect.h, bold,
                                          floor=floor, lines=lines, leading=1.15)
        step = round(size * 1.15)
        used = pygame.Rect(rect.centerx, rect.centery, 0, 0)
        for k, row in enumerate(rows):
            y = rect.centery + (k - (len(rows) - 1) / 2) * step
            pos, anchor = ((rect.centerx, y), "center") if align == "center" else ((rect.x, y), "midleft")
            used.union_ip(self.text(surface, row, size, colour, pos, anchor, bold=bold, shadow=shadow))
        return used

