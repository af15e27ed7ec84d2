"""A picture kept from frame to frame while what it shows stays the same.

A board view draws hundreds of pictures, and nearly all of them land on the same pixels
every frame: only the hover, the piece in hand and the animations move. `StillPicture`
keeps the pixels of the rest in one surface of the window's size and format, painted again
only when its key (everything it shows) changes, so such a frame costs one blit.

The picture is painted from the table up, never over what a surface held before, so the
same key always gives the same pixels (and blending onto the window's own format keeps
them identical to drawing straight onto the window).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

#: surfaces of pictures given back (`release`), for the next picture of that size: a new
#: window-sized surface costs thousands of page faults (5-10 ms) the first time it is drawn on
_spare: list[pygame.Surface] = []
SPARE = 3


def _kind(surface: pygame.Surface) -> tuple:
    return surface.get_size(), surface.get_bitsize(), surface.get_flags() & pygame.SRCALPHA, surface.get_masks()


def surface_like(surface: pygame.Surface) -> pygame.Surface:
    """A surface of `surface`'s size and format (a spare one when there is)."""
    kind = _kind(surface)
    for i, spare in enumerate(_spare):
        if _kind(spare) == kind:
            return _spare.pop(i)
    return surface.copy()


def copy_of(surface: pygame.Surface) -> pygame.Surface:
    """A copy of `surface` (one blit onto a spare surface when there is one)."""
    kind = _kind(surface)
    for i, spare in enumerate(_spare):
        if _kind(spare) == kind:
            copy = _spare.pop(i)
            copy.blit(surface, (0, 0))
            return copy
    return surface.copy()


def give_back(surface: pygame.Surface) -> None:
    """Keep `surface` for the next picture of its size and format (a few at most)."""
    if len(_spare) < SPARE and all(spare is not surface for spare in _spare):
        _spare.append(surface)


class StillPicture:
    def __init__(self) -> None:
        self.key: Any = None
        self.surface: pygame.Surface | None = None

    def show(self, surface: pygame.Surface, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the picture of `key` onto `surface`; `paint(layer)` paints it, the whole
        layer (table included), when `key` or the surface's size is new."""
        layer = self.surface
        if layer is None or _kind(layer) != _kind(surface):
            self.release()
            layer = self.surface = surface_like(surface)
        if self.key is None or self.key != key:
            self.key = None                   # a failing paint leaves no half-painted picture behind
            paint(layer)
            self.key = key
        surface.blit(layer, (0, 0))

    def forget(self) -> None:
        """Paint afresh next time (the surface is kept for it)."""
        self.key = None

    def release(self) -> None:
        """Give the surface back for another picture (this one paints afresh on a new one)."""
        if self.surface is not None:
            give_back(self.surface)
        self.key, self.surface = None, None
