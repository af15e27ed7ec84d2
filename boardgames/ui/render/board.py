"""The one interface every board renderer offers, plus what they share.

Views never compute pixel positions of cells themselves: they ask a renderer
laid out in a rectangle. Square grids, jigsaw-tile farms and hex maps answer
the same questions (where is a cell, which cell is under the mouse), so the
drag controller and the highlight code work for every game.
"""
from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections import OrderedDict
from typing import Any, Iterable, Sequence

import pygame

Colour = tuple
Point = tuple[float, float]

# Highlight looks: (fill rgba, outline rgba, outline width as a fraction of the cell size).
STYLES: dict[str, tuple[Colour, Colour, float]] = {
    "legal": ((120, 230, 120, 70), (90, 235, 110, 230), 0.05),
    "hover": ((255, 255, 255, 55), (255, 255, 240, 220), 0.04),
    "illegal": ((235, 70, 60, 80), (240, 80, 70, 235), 0.05),
    "selected": ((255, 210, 70, 60), (255, 200, 40, 255), 0.07),
    "hint": ((0, 0, 0, 0), (255, 236, 170, 170), 0.03),      # "this can be picked up"
    "turn": ((110, 180, 255, 60), (120, 195, 255, 220), 0.04),   # "fits here once turned"
    "suggested": ((200, 120, 255, 70), (190, 110, 255, 240), 0.07),   # the hint key's best move
}


class TextureCache:
    """Scaled copies of images, kept per (image, size) so a frame never rescales art.

    Bounded so that resizing the window many times does not grow memory forever.
    """

    def __init__(self, limit: int = 512):
        self.limit = limit
        self._items: OrderedDict = OrderedDict()

    def get(self, key: Any, build) -> Any:
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            return item[0]
        value = build()
        self._items[key] = (value,)
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return value

    def scaled(self, image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """`image` smoothly scaled to `size` (the image is held so its id stays unique)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def build():
            if image.get_size() == size:
                return image
            return pygame.transform.smoothscale(as32(image), size)

        return self.get(("scaled", id(image), size), lambda: (build(), image))[0]

    def clear(self) -> None:
        self._items.clear()


def as32(image: pygame.Surface) -> pygame.Surface:
    """`image` as a 24/32-bit surface (smoothscale refuses palette images); works without a display."""
    if image.get_bitsize() in (24, 32):
        return image
    out = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    out.blit(image, (0, 0))
    return out


def polygon_mask(points: Sequence[Point], size: tuple[int, int], supersample: int = 3) -> pygame.Surface:
    """An anti-aliased white-on-transparent mask of a polygon (drawn larger, then smoothed down)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = pygame.Surface((w * supersample, h * supersample), pygame.SRCALPHA)
    pygame.draw.polygon(big, (255, 255, 255, 255), [(x * supersample, y * supersample) for x, y in points])
    return pygame.transform.smoothscale(big, (w, h))


def textured_polygon(image: pygame.Surface | None, colour: Colour | None, points: Sequence[Point],
                     size: tuple[int, int]) -> pygame.Surface:
    """A surface of `size` holding the polygon filled with `image` (stretched) or `colour`."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if image is not None:
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(pygame.transform.smoothscale(as32(image), (w, h)), (0, 0))
    else:
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.fill(tuple(colour or (128, 128, 128))[:3] + (255,))
    out.blit(polygon_mask(points, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def soft_shadow(mask: pygame.Surface, alpha: int = 110, radius: int = 4) -> pygame.Surface:
    """A blurred dark copy of an alpha mask, padded by `radius` on every side."""
    w, h = mask.get_size()
    pad = radius * 2
    shadow = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    dark = mask.copy()
    dark.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    shadow.blit(dark, (pad, pad))
    if radius > 0:
        shadow = pygame.transform.gaussian_blur(shadow, radius)
    return shadow


class BoardRenderer(ABC):
    """Maps a game's cells to pixels inside a rectangle, and draws cells and highlights.

    Subclasses give the geometry (`layout`, `cells`, `cell_polygon`, `hit_test`);
    everything else is shared. A cell is whatever the game uses (tuples here).
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.textures = TextureCache()
        self.background: Colour | pygame.Surface | None = None

    # --- geometry ---------------------------------------------------------
    @abstractmethod
    def layout(self, rect: pygame.Rect) -> None:
        """Fit the board inside `rect` (keeping cells regular) and recompute positions."""

    @abstractmethod
    def cells(self) -> list:
        """Every cell of the board."""

    @abstractmethod
    def cell_polygon(self, cell) -> list[Point]:
        """The outline of `cell` in screen pixels."""

    @abstractmethod
    def hit_test(self, pos) -> Any | None:
        """The cell under `pos`, or None."""

    @property
    @abstractmethod
    def cell_size(self) -> float:
        """A cell's characteristic size in pixels (side of a square, radius-based width of a hex)."""

    def cell_rect(self, cell) -> pygame.Rect:
        """The bounding rectangle of `cell`."""
        xs = [p[0] for p in self.cell_polygon(cell)]
        ys = [p[1] for p in self.cell_polygon(cell)]
        left, top = math.floor(min(xs) + 1e-6), math.floor(min(ys) + 1e-6)
        return pygame.Rect(left, top, math.ceil(max(xs) - 1e-6) - left, math.ceil(max(ys) - 1e-6) - top)

    def cell_center(self, cell) -> tuple[int, int]:
        pts = self.cell_polygon(cell)
        return (round(sum(p[0] for p in pts) / len(pts)), round(sum(p[1] for p in pts) / len(pts)))

    def bounds(self) -> pygame.Rect:
        """The rectangle actually covered by the cells (inside `rect`)."""
        rects = [self.cell_rect(c) for c in self.cells()]
        if not rects:
            return pygame.Rect(self.rect.topleft, (0, 0))
        return rects[0].unionall(rects[1:])

    # --- drawing ------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Empty cells: a faint engraved grid on whatever lies beneath."""
        for cell in self.cells():
            pts = self.cell_polygon(cell)
            fill_polygon(surface, pts, (0, 0, 0, 28))
            pygame.draw.aalines(surface, (255, 255, 255), True, pts)

    def draw_cell(self, surface: pygame.Surface, cell, image_or_colour, **style) -> None:
        """Fill `cell` with an image (scaled to the cell, cached) or a colour."""
        pts = self.cell_polygon(cell)
        rect = self.cell_rect(cell)
        local = [(x - rect.x, y - rect.y) for x, y in pts]
        if isinstance(image_or_colour, pygame.Surface):
            key = ("cell", id(image_or_colour), rect.size, tuple(local))
            tile = self.textures.get(key, lambda: textured_polygon(image_or_colour, None, local, rect.size))
        else:
            key = ("cellc", tuple(image_or_colour), rect.size, tuple(local))
            tile = self.textures.get(key, lambda: textured_polygon(None, image_or_colour, local, rect.size))
        surface.blit(tile, rect.topleft)

    def highlight(self, surface: pygame.Surface, cells: Iterable, style: str = "legal") -> None:
        """Tint and outline cells: 'legal', 'hover', 'illegal', 'selected' (or a quiet 'hint')."""
        fill, outline, frac = STYLES[style]
        width = max(2, round(self.cell_size * frac))
        for cell in cells:
            pts = self.cell_polygon(cell)
            fill_polygon(surface, pts, fill)
            outline_polygon(surface, pts, outline, width)

    def draw_path(self, surface: pygame.Surface, cells: Sequence, colour: Colour = (255, 244, 200),
                  width: int | None = None) -> None:
        """A route through cell centres: a dotted trail, a dot per step, an arrow head at the end."""
        if len(cells) < 2:
            return
        width = width or max(3, round(self.cell_size * 0.08))
        pts = [self.cell_center(c) for c in cells]
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shadow = (0, 0, 0, 120)
        for a, b in zip(pts, pts[1:]):
            pygame.draw.line(layer, shadow, (a[0] + 2, a[1] + 2), (b[0] + 2, b[1] + 2), width + 2)
        for a, b in zip(pts, pts[1:]):
            pygame.draw.line(layer, tuple(colour[:3]) + (235,), a, b, width)
        for p in pts[1:-1]:
            pygame.draw.circle(layer, tuple(colour[:3]) + (255,), p, width)
        (ax, ay), (bx, by) = pts[-2], pts[-1]
        ang = math.atan2(by - ay, bx - ax)
        head = width * 3.2
        tip = (bx, by)
        left = (bx - head * math.cos(ang - 0.5), by - head * math.sin(ang - 0.5))
        right = (bx - head * math.cos(ang + 0.5), by - head * math.sin(ang + 0.5))
        pygame.draw.polygon(layer, tuple(colour[:3]) + (255,), [tip, left, right])
        pygame.draw.circle(layer, tuple(colour[:3]) + (255,), pts[0], width * 1.4, max(2, width // 2))
        surface.blit(layer, (0, 0))


# --- helpers ----------------------------------------------------------------
def fill_polygon(surface: pygame.Surface, pts: Sequence[Point], rgba: Colour) -> None:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, y0 = math.floor(min(xs)), math.floor(min(ys))
    w, h = math.ceil(max(xs)) - x0 + 1, math.ceil(max(ys)) - y0 + 1
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(layer, rgba, [(x - x0, y - y0) for x, y in pts])
    surface.blit(layer, (x0, y0))


def outline_polygon(surface: pygame.Surface, pts: Sequence[Point], rgba: Colour, width: int) -> None:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    pad = width + 2
    x0, y0 = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
    w, h = math.ceil(max(xs)) - x0 + pad + 1, math.ceil(max(ys)) - y0 + pad + 1
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    local = [(x - x0, y - y0) for x, y in pts]
    # Inset the outline so neighbouring highlighted cells do not overlap.
    cx, cy = sum(p[0] for p in local) / len(local), sum(p[1] for p in local) / len(local)
    inset = []
    for x, y in local:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1.0
        k = max(0.0, (d - width / 2) / d)
        inset.append((cx + dx * k, cy + dy * k))
    pygame.draw.lines(layer, rgba, True, inset, width)
    for p in inset:  # round the joins
        pygame.draw.circle(layer, rgba, p, width / 2)
    surface.blit(layer, (x0, y0))


def highlight_polygon(surface: pygame.Surface, pts: Sequence[Point], style: str, size: float) -> None:
    """Any polygon (half a hex, a cell, a box) highlighted in the look of the board's cells;
    `size` scales the outline's width."""
    fill, outline, frac = STYLES[style]
    fill_polygon(surface, pts, fill)
    outline_polygon(surface, pts, outline, max(2, round(size * frac)))


def highlight_rect(surface: pygame.Surface, rect: pygame.Rect, style: str) -> None:
    """The same highlight looks for things that are not board cells (a storage space, a token);
    its outline is scaled by the box's shorter side (scaled by the width, a wide, low box's
    outline covered the caption printed above it)."""
    highlight_polygon(surface, [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft], style,
                      min(rect.w, rect.h))
