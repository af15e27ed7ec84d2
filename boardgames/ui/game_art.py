"""The base of every game's pictures: its sprites folder at any size, cached, with drawn
stand-ins.

A game's art module subclasses `GameArt`, names its folder and adds what only it draws
(a terrain, a card face). When a sprite file is missing (art still being made, or a damaged
install) the subclass's `stand_in` draws a small picture of the same thing, so a board
always reads as a game instead of showing the shell's grey placeholder.

An art module may also define `recon_picture(art, rules, file, item, size)`: a small picture
of a reconstructed data entry for the about panel (ui/scenes/about.py), or None.
"""
from __future__ import annotations

import pygame

from .render.board import TextureCache, as32
from .sprites import tint


class GameArt:
    """Cached pictures of one game (`FOLDER` under sprites/)."""

    FOLDER = ""

    def __init__(self, sprites, limit: int = 900):
        self.sprites = sprites
        self.cache = TextureCache(limit=limit)

    # --- sprites -------------------------------------------------------------------------
    def has(self, name: str) -> bool:
        try:
            return bool(self.sprites is not None and self.sprites.has(f"{self.FOLDER}/{name}"))
        except Exception:
            return False

    def raw(self, name: str) -> pygame.Surface | None:
        return self.sprites.load(f"{self.FOLDER}/{name}") if self.has(name) else None

    def sized(self, name: str, size: tuple[int, int], fallback=None) -> pygame.Surface:
        """The sprite stretched to `size`, or `fallback(size)` drawn and cached."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        if self.has(name):
            return self.sprites.get(f"{self.FOLDER}/{name}", (w, h))
        if fallback is None:
            fallback = lambda s: self.stand_in(name, s)     # noqa: E731
        return self.cache.get(("fb", name, w, h), lambda: fallback((w, h)))

    def fitted(self, name: str, box: tuple[int, int], fallback=None) -> pygame.Surface:
        """The sprite scaled into `box` keeping its aspect ratio."""
        raw = self.raw(name)
        if raw is None:
            return self.sized(name, box, fallback)
        rw, rh = raw.get_size()
        f = min(box[0] / max(1, rw), box[1] / max(1, rh))
        return self.sprites.get(f"{self.FOLDER}/{name}", (max(1, round(rw * f)), max(1, round(rh * f))))

    def icon(self, name: str, size: int) -> pygame.Surface:
        """A sprite fitted into a size x size box."""
        size = max(4, int(size))
        return self.fitted(name, (size, size))

    def piece(self, name: str, rgb, size: int) -> pygame.Surface:
        """White art (a meeple, a marker) tinted in a player's colour."""
        rgb = tuple(int(c) for c in rgb[:3])
        size = max(4, int(size))
        return self.cache.get(("piece", name, rgb, size), lambda: tint(as32(self.icon(name, size)), rgb))

    # --- stand-ins -------------------------------------------------------------------------
    def stand_in(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """What to draw when sprite `name` is missing (default: a soft disc)."""
        w, h = size
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(out, (160, 150, 130, 230), out.get_rect().inflate(-2, -2))
        pygame.draw.ellipse(out, (60, 50, 40, 255), out.get_rect().inflate(-2, -2), max(1, w // 16))
        return out
