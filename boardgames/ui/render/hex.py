"""Hex maps in axial coordinates (q, r), flat-top or pointy-top.

The set of cells is given (real hex boards are rarely parallelograms); the
map is scaled to fit the layout rectangle and centred. Conversions follow the
usual axial/cube formulas, with cube rounding for hit tests.
"""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from .board import BoardRenderer

SQRT3 = math.sqrt(3.0)


def cube_round(q: float, r: float) -> tuple[int, int]:
    """Nearest hex to fractional axial coordinates."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


class HexGridRenderer(BoardRenderer):
    """Hexes of circumradius `radius` (pixels) fitted into the layout rectangle."""

    def __init__(self, cells: Iterable, flat_top: bool = True, gap: float = 0.0):
        super().__init__()
        self._cells = sorted({tuple(c) for c in cells})
        self._set = set(self._cells)
        self.flat_top = flat_top
        self.gap = gap
        self.radius = 1.0
        self.origin = (0.0, 0.0)
        self._geo = None              # the geometry the cached outlines below were computed for
        self._polys: dict = {}
        self._rects: dict = {}

    # unit-radius geometry -----------------------------------------------------
    def _unit_center(self, cell) -> tuple[float, float]:
        q, r = cell
        if self.flat_top:
            return (1.5 * q, SQRT3 * (r + q / 2))
        return (SQRT3 * (q + r / 2), 1.5 * r)

    def _corner_angles(self) -> list[float]:
        start = 0.0 if self.flat_top else 30.0
        return [math.radians(start + 60 * i) for i in range(6)]

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        if not self._cells:
            return
        xs, ys = [], []
        for cell in self._cells:
            cx, cy = self._unit_center(cell)
            for a in self._corner_angles():
                xs.append(cx + math.cos(a))
                ys.append(cy + math.sin(a))
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        self.radius = max(1.0, min(self.rect.w / w, self.rect.h / h))
        self.origin = (self.rect.centerx - (min(xs) + w / 2) * self.radius,
                       self.rect.centery - (min(ys) + h / 2) * self.radius)

    @property
    def cell_size(self) -> float:
        return self.radius * SQRT3

    def cells(self) -> list:
        return list(self._cells)

    def center_f(self, cell) -> tuple[float, float]:
        ux, uy = self._unit_center(cell)
        return (self.origin[0] + ux * self.radius, self.origin[1] + uy * self.radius)

    def cell_center(self, cell) -> tuple[int, int]:
        x, y = self.center_f(cell)
        return (round(x), round(y))

    def _cached(self) -> tuple[dict, dict]:
        """Outlines and boxes of the current geometry: computed once per layout, as drawing and
        hit tests ask for hundreds of them every frame."""
        geo = (self.radius, self.origin, self.gap, self.flat_top)
        if geo != self._geo:
            self._geo, self._polys, self._rects = geo, {}, {}
        return self._polys, self._rects

    def cell_polygon(self, cell) -> list:
        polys = self._cached()[0]
        pts = polys.get(cell)
        if pts is None:
            cx, cy = self.center_f(cell)
            rad = self.radius * (1.0 - self.gap)
            pts = polys[cell] = [(cx + rad * math.cos(a), cy + rad * math.sin(a)) for a in self._corner_angles()]
        return list(pts)

    def cell_rect(self, cell) -> pygame.Rect:
        rects = self._cached()[1]
        rect = rects.get(cell)
        if rect is None:
            rect = rects[cell] = super().cell_rect(cell)
        return pygame.Rect(rect)

    def bounds(self) -> pygame.Rect:
        rects = self._cached()[1]
        rect = rects.get("bounds")
        if rect is None:
            rect = rects["bounds"] = super().bounds()
        return pygame.Rect(rect)

    def pixel_to_axial(self, pos) -> tuple[float, float]:
        x = (pos[0] - self.origin[0]) / self.radius
        y = (pos[1] - self.origin[1]) / self.radius
        if self.flat_top:
            q = 2.0 / 3.0 * x
            r = -1.0 / 3.0 * x + SQRT3 / 3.0 * y
        else:
            q = SQRT3 / 3.0 * x - 1.0 / 3.0 * y
            r = 2.0 / 3.0 * y
        return (q, r)

    def hit_test(self, pos):
        cell = cube_round(*self.pixel_to_axial(pos))
        return cell if cell in self._set else None
