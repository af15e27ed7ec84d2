"""Square grids: chess-like boards and farms of square plots.

`origin_bottom` puts row 0 at the bottom of the screen, for boards whose
first row touches something drawn below them (Moon River's river).
"""
from __future__ import annotations

import pygame

from .board import BoardRenderer

# Board directions as in boardgames.engine.geometry.SquareGrid.STEPS: N E S W as (drow, dcol).
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))


class SquareGridRenderer(BoardRenderer):
    """rows x cols square cells of equal integer size, fitted into the layout rectangle.

    `align` places the grid inside a rectangle of another shape: (0.5, 0.5) centres it,
    (0.5, 1.0) keeps it against the bottom edge. `gap` is a fraction of a cell left
    empty around each cell.
    """

    def __init__(self, rows: int, cols: int, origin_bottom: bool = False, gap: float = 0.0,
                 align: tuple[float, float] = (0.5, 0.5), max_cell: int | None = None):
        super().__init__()
        self.rows, self.cols = rows, cols
        self.origin_bottom = origin_bottom
        self.gap = gap
        self.align = align
        self.max_cell = max_cell
        self.size = 0
        self.origin = (0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        size = int(min(self.rect.w / self.cols, self.rect.h / self.rows))
        if self.max_cell:
            size = min(size, self.max_cell)
        self.size = max(1, size)
        free_w = self.rect.w - self.size * self.cols
        free_h = self.rect.h - self.size * self.rows
        self.origin = (self.rect.x + round(free_w * self.align[0]), self.rect.y + round(free_h * self.align[1]))

    @property
    def cell_size(self) -> float:
        return self.size

    def cells(self) -> list:
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def contains(self, cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def _screen_row(self, row: int) -> int:
        return self.rows - 1 - row if self.origin_bottom else row

    def slot_rect(self, cell) -> pygame.Rect:
        """The full square of `cell`, gaps included (what a tile covering the cell fills)."""
        x = self.origin[0] + cell[1] * self.size
        y = self.origin[1] + self._screen_row(cell[0]) * self.size
        return pygame.Rect(x, y, self.size, self.size)

    def cell_rect(self, cell) -> pygame.Rect:
        g = round(self.size * self.gap)
        return self.slot_rect(cell).inflate(-2 * g, -2 * g)

    def cell_polygon(self, cell) -> list:
        r = self.cell_rect(cell)
        return [r.topleft, r.topright, r.bottomright, r.bottomleft]

    def cell_center(self, cell) -> tuple[int, int]:
        return self.slot_rect(cell).center

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.size * self.cols, self.size * self.rows))

    def hit_test(self, pos):
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if x < 0 or y < 0:
            return None
        col, srow = int(x // self.size), int(y // self.size)
        if col >= self.cols or srow >= self.rows:
            return None
        return (self._screen_row(srow), col)

    def direction_vector(self, direction: int) -> tuple[int, int]:
        """Screen pixels from a cell to its neighbour in board direction `direction` (N E S W)."""
        dr, dc = STEPS[direction % 4]
        if self.origin_bottom:
            dr = -dr
        return (dc * self.size, dr * self.size)

    def screen_direction(self, direction: int) -> int:
        """Board direction -> screen direction (0 up, 1 right, 2 down, 3 left)."""
        direction %= 4
        if self.origin_bottom and direction in (0, 2):
            return 2 - direction
        return direction

    def neighbour(self, cell, direction: int):
        dr, dc = STEPS[direction % 4]
        return (cell[0] + dr, cell[1] + dc)
