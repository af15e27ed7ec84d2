"""Where everything of Moon River goes inside the board area.

The market (draft line, saloon, supply) takes a column on the left; the farm
of the player to move is drawn large next to it and the other farms are
stacked smaller on the right. Each farm sits on its player board: a river
strip with the bridges, then the board with the storage spaces.
All sizes derive from one cell size per farm so any window size works.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..render.jigsaw import JigsawTileRenderer

G = "moon_river"
SCREEN_VEC = ((0, -1), (1, 0), (0, 1), (-1, 0))      # screen directions: up right down left


def key(cell) -> str:
    """A farm cell as the state's dict key "r,c"."""
    return f"{cell[0]},{cell[1]}"


def cell_of(k: str) -> tuple[int, int]:
    r, c = k.split(",")
    return int(r), int(c)


def circle_center(rect: pygame.Rect) -> tuple[int, int]:
    """Where a plot prints its partner circle (and a hired partner stands): top right."""
    return (rect.x + round(rect.w * 0.7), rect.y + round(rect.h * 0.3))


# A farm block in cell units: side margin, top margin, river, board under the river.
SIDE, TOP, RIVER, BOARD, BOTTOM = 0.16, 0.16, 0.40, 1.15, 0.08


def block_units(rows: int, cols: int) -> tuple[float, float]:
    return cols + 2 * SIDE, TOP + rows + RIVER + BOARD + BOTTOM


@dataclass
class FarmBox:
    player: int
    active: bool
    cell: int
    rect: pygame.Rect                  # the whole block (mat, farm, board)
    grid: JigsawTileRenderer
    river: pygame.Rect
    board: pygame.Rect
    portrait: pygame.Rect
    name: pygame.Rect
    storage: list[pygame.Rect] = field(default_factory=list)   # slot squares
    bridges: list[pygame.Rect] = field(default_factory=list)

    @property
    def slot_size(self) -> int:
        return self.storage[0].w if self.storage else self.cell


def farm_box(player: int, active: bool, topleft, cell: int, rows: int, cols: int,
             bridges: list[int], slots: int) -> FarmBox:
    w_u, h_u = block_units(rows, cols)
    rect = pygame.Rect(topleft[0], topleft[1], round(w_u * cell), round(h_u * cell))
    grid = JigsawTileRenderer(rows, cols, origin_bottom=True)
    farm = pygame.Rect(rect.x + round(SIDE * cell), rect.y + round(TOP * cell), cols * cell, rows * cell)
    grid.layout(farm)
    river = pygame.Rect(farm.x - round(SIDE * cell * 0.5), farm.bottom, farm.w + round(SIDE * cell), round(RIVER * cell))
    board = pygame.Rect(rect.x, river.bottom, rect.w, round(BOARD * cell))
    bridge_rects = []
    for c in bridges:
        slot = grid.slot_rect((0, c))
        bridge_rects.append(pygame.Rect(slot.x + round(cell * 0.12), river.y - round(cell * 0.06),
                                        slot.w - round(cell * 0.24), river.h + round(cell * 0.12)))
    pad = max(2, round(cell * 0.1))
    portrait = pygame.Rect(board.x + pad, board.y + pad, round(cell * 0.95), board.h - 2 * pad)
    name = pygame.Rect(portrait.x, portrait.bottom - round(cell * 0.28), portrait.w, round(cell * 0.28))
    area = pygame.Rect(portrait.right + pad, board.y + pad, board.right - portrait.right - 2 * pad, board.h - 2 * pad)
    slots = max(1, slots)
    gap = round(cell * 0.24)          # room for the jigsaw tabs between stored plots
    size = int(min(area.h * 0.92, (area.w - gap * (slots - 1)) / slots))
    total = slots * size + (slots - 1) * gap
    x0 = area.x + (area.w - total) // 2
    y0 = area.centery - size // 2
    storage = [pygame.Rect(x0 + i * (size + gap), y0, size, size) for i in range(slots)]
    return FarmBox(player, active, cell, rect, grid, river, board, portrait, name, storage, bridge_rects)


@dataclass
class MarketBox:
    rect: pygame.Rect
    unit: int                                   # plot size in the draft line
    bag: pygame.Rect
    waiting: pygame.Rect                        # ranchers about to be placed
    columns: list[list[pygame.Rect]]            # [current, next] x 4 plot squares
    saloon: pygame.Rect
    spaces: list[pygame.Rect]
    stacks: list[pygame.Rect]
    supply: pygame.Rect
    bonus: list[pygame.Rect]
    scenario: pygame.Rect | None
    discard: pygame.Rect


def market_box(rect: pygame.Rect, column_size: int, bonus_tiles: int, scenario: bool) -> MarketBox:
    """Stack the market vertically (box, the two columns, saloon, supply, extras), scaled to fit."""
    w = rect.w
    need = (0.66 + column_size * 1.1 + 0.25 + 2.75 + 0.6 + (1.05 if bonus_tiles else 0)
            + (0.5 if scenario else 0) + 0.8)
    u = max(16, int(min(w / 2.45, rect.h / need)))
    x, y = rect.x, rect.y
    cx = rect.centerx
    bag = pygame.Rect(x, y, round(u * 1.15), round(u * 0.62))
    waiting = pygame.Rect(bag.right + round(u * 0.1), y, rect.right - bag.right - round(u * 0.1), round(u * 0.62))
    y = bag.bottom + round(u * 0.04)
    gap = round(u * 0.3)
    col_x = [cx - gap // 2 - u, cx + gap // 2]
    columns = [[pygame.Rect(col_x[i], y + round(j * u * 1.1), u, u) for j in range(column_size)] for i in range(2)]
    y = columns[0][-1].bottom + round(u * 0.25)
    saloon = pygame.Rect(x, y, w, round(u * 2.75))
    pad = round(u * 0.12)
    t = int(min((w - 2 * pad) / 3.25, (saloon.h - 2 * pad) / 2.75))
    space = (w - 3 * t) / 4
    sx = [saloon.x + round(space * (i + 1) + t * i) for i in range(3)]
    row_y = [saloon.y + pad, saloon.y + pad + round(t * 1.08)]
    spaces = [pygame.Rect(sx[i], row_y[0], t, t) for i in range(3)]
    spaces += [pygame.Rect(round((sx[0] + sx[1]) / 2), row_y[1], t, t),
               pygame.Rect(round((sx[1] + sx[2]) / 2), row_y[1], t, t)]
    st = round(t * 0.5)
    sy = row_y[1] + round(t * 1.1)
    stacks = [pygame.Rect(saloon.x + round(w * 0.18), sy, st, st), pygame.Rect(saloon.x + round(w * 0.6), sy, st, st)]
    y = saloon.bottom + round(u * 0.08)
    supply = pygame.Rect(x, y, w, round(u * 0.55))
    y = supply.bottom + round(u * 0.08)
    bonus = []
    if bonus_tiles:
        bs = round(u * 0.85)
        for i in range(bonus_tiles):
            bonus.append(pygame.Rect(cx - bs - round(u * 0.15) + i * (bs + round(u * 0.3)), y, bs, bs))
        y += round(u * 1.05)
    scen = None
    if scenario:
        scen = pygame.Rect(x, y, w, round(u * 0.45))
        y = scen.bottom + round(u * 0.05)
    discard = pygame.Rect(x + round(u * 0.1), y, w - round(u * 0.2), round(u * 0.7))
    return MarketBox(rect, u, bag, waiting, columns, saloon, spaces, stacks, supply, bonus,
                     scen, discard)


@dataclass
class Layout:
    market: MarketBox
    farms: dict[int, FarmBox]
    order: list[int]          # drawing order (the active farm last)


def compute(rect: pygame.Rect, n: int, active: int, rows: int, cols: int, column_size: int,
            bridges: list[list[int]], slots: list[int], bonus_tiles: int, scenario: bool,
            gap: int = 12) -> Layout:
    """The whole board area: market column, the active farm, the others."""
    rect = pygame.Rect(rect)
    mw = int(max(130, min(rect.w * 0.22, 300, rect.h * 0.36)))
    market = market_box(pygame.Rect(rect.x, rect.y, mw, rect.h), column_size, bonus_tiles, scenario)
    area = pygame.Rect(rect.x + mw + gap, rect.y, rect.w - mw - gap, rect.h)
    w_u, h_u = block_units(rows, cols)
    others = [(active + i) % n for i in range(1, n)]
    if others:
        c_small = area.h / (len(others) * h_u + (len(others) - 1) * 0.15)
        c_active = min(area.h / h_u, (area.w - gap) / (w_u * 1.8))
        c_small = min(c_small, c_active * 0.72)
        c_active = min(area.h / h_u, (area.w - gap - c_small * w_u) / w_u)
    else:
        c_small, c_active = 0, min(area.h / h_u, area.w / w_u)
    ca, cs = int(c_active), int(c_small)
    farms: dict[int, FarmBox] = {}
    aw, ah = round(w_u * ca), round(h_u * ca)
    ow = round(w_u * cs)
    free = area.w - aw - (ow + gap if others else 0)
    ax = area.x + max(0, free // 2)
    farms[active] = farm_box(active, True, (ax, area.y + (area.h - ah) // 2), ca, rows, cols,
                             bridges[active], slots[active])
    if others:
        oh = round(h_u * cs)
        total = len(others) * oh + (len(others) - 1) * round(cs * 0.15)
        oy = area.y + (area.h - total) // 2
        ox = ax + aw + gap + max(0, free - free // 2) // 2
        for p in others:
            farms[p] = farm_box(p, False, (ox, oy), cs, rows, cols, bridges[p], slots[p])
            oy += oh + round(cs * 0.15)
    return Layout(market, farms, [*others, active])


def zoom_box(area: pygame.Rect, player: int, rows: int, cols: int, bridges: list[int], slots: int,
             head: int) -> FarmBox:
    """Another player's farm up close: as large as it fits in `area` between a title strip and a
    line of help, each `head` high."""
    w_u, h_u = block_units(rows, cols)
    cell = max(8, int(min(area.w * 0.94 / w_u, (area.h - 2 * head) / h_u)))
    w, h = round(w_u * cell), round(h_u * cell)
    top = area.y + head + max(0, (area.h - 2 * head - h) // 2)
    return farm_box(player, False, (area.centerx - w // 2, top), cell, rows, cols, bridges, slots)
