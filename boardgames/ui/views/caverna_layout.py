"""Where everything of the Caverna screen goes, computed once per board size and player count.

Left: a tab strip (action board / furnishing supply), the chosen sheet, and under it the
checklist of the pending decision's buttons. Right: the shown player's home board (forest
and mountain halves, with a half-cell margin for tiles the Office room lets hang off) with
their score beside it row by row, their
dwarfs and the tiles waiting to be placed, their goods, then one compact card per other player.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

BOARD_COLS, BOARD_ROWS = 6, 4          # F1 F2 F3 M1 M2 M3 x R1..R4
GOODS = ("wood", "stone", "ore", "ruby", "gold", "food", "grain", "vegetable")
ANIMALS = ("dog", "sheep", "donkey", "wild_boar", "cattle")
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))      # a tile's turn: where its second half lies


@dataclass
class Layout:
    rect: pygame.Rect
    unit: int                                  # base size for text and icons
    tabs: list[pygame.Rect]                    # action board, furnishings
    round_label: pygame.Rect
    sheet: pygame.Rect                         # the action board or the furnishing supply
    checklist: pygame.Rect
    home: pygame.Rect                          # the home board with its margin
    cell: int                                  # home board cell size
    origin: tuple[int, int]                    # top-left of cell F1R1
    dwarfs: pygame.Rect
    tray: pygame.Rect
    goods: pygame.Rect
    score: pygame.Rect                         # the shown player's score, row by row
    cards: list[pygame.Rect] = field(default_factory=list)

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        """Board column x (0 = F0 ... 7 = M4) and row y (0 = R0 ... 5 = R5)."""
        c = self.cell
        return pygame.Rect(self.origin[0] + (x - 1) * c, self.origin[1] + (y - 1) * c, c, c)

    def cell_under(self, pos, turn: int | None = None) -> tuple[int, int]:
        """Column and row under `pos`; for a two-cell tile there, turned `turn`, those of its
        first half (half a cell back from the pointer, which holds the tile by its middle)."""
        c = self.cell
        dx, dy = SIDES[turn] if turn is not None else (0, 0)
        return (int((pos[0] - dx * c / 2 - self.origin[0]) // c) + 1,
                int((pos[1] - dy * c / 2 - self.origin[1]) // c) + 1)

    def held_tile(self, center, turn: int | None) -> pygame.Rect:
        """The first half's cell of a tile held by its middle at `center`."""
        c = self.cell
        dx, dy = SIDES[turn] if turn is not None else (0, 0)
        return pygame.Rect(round(center[0] - dx * c / 2 - c / 2), round(center[1] - dy * c / 2 - c / 2), c, c)

    def checklist_under(self, bottom: int) -> pygame.Rect:
        """The checklist from just under `bottom` (the sheet's last row) when it is under the
        sheet: grown up under an action board, which seldom fills its sheet, or shrunk under a
        furnishing supply that took some of its room."""
        r = self.checklist
        if r.x != self.sheet.x:
            return r
        top = bottom + max(6, self.unit // 3)
        return pygame.Rect(r.x, top, r.w, r.bottom - top)

    def supply_area(self, keep: int) -> pygame.Rect:
        """Where the furnishing supply may go: its sheet and, when the checklist is under it,
        the checklist's room but `keep` pixels."""
        if self.checklist.x != self.sheet.x:
            return self.sheet
        bottom = max(self.sheet.bottom, self.checklist.bottom - keep)
        return pygame.Rect(self.sheet.x, self.sheet.y, self.sheet.w, bottom - self.sheet.y)

    @property
    def row_h(self) -> int:
        """A checklist row: a button of 40 px at least and the gap under it."""
        return max(40, round(self.unit * 1.35))

    @property
    def button_text(self) -> int:
        """The size of a checklist button's words."""
        return max(12, round(self.unit * 0.5))


def grid(area: pygame.Rect, n: int, aspect: float, gap: int) -> list[pygame.Rect]:
    """`n` equal cards of width/height `aspect`, as large as fit in `area`, row by row."""
    best = None
    for cols in range(2, 13):
        rows = -(-n // cols)
        w = min((area.w - gap * (cols - 1)) / cols, ((area.h - gap * (rows - 1)) / rows) * aspect)
        if best is None or w > best[0]:
            best = (w, cols)
    w, cols = best
    w = int(w)
    h = int(w / aspect)
    x0 = area.x + (area.w - (cols * w + (cols - 1) * gap)) // 2
    return [pygame.Rect(x0 + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h) for i in range(n)]


def supply_grid(area: pygame.Rect, n: int, gap: int, band: int, least_w: float) -> list[pygame.Rect]:
    """`n` furnishing cells (a square face over a name `band` high), row by row, with faces as
    large as fit in `area` in columns at least `least_w` wide (so that every name fits in
    its band), else as wide as can be."""
    best = None
    for cols in range(2, 13):
        rows = -(-n // cols)
        w = (area.w - gap * (cols - 1)) / cols
        h = (area.h - gap * (rows - 1)) / rows
        face = min(w, h - band)
        key = (w >= least_w, face if w >= least_w else w)
        if best is None or key > best[0]:
            best = (key, cols, int(w), int(max(8, face)))
    _, cols, w, face = best
    h = face + band
    x0 = area.x + (area.w - (cols * w + (cols - 1) * gap)) // 2
    return [pygame.Rect(x0 + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h) for i in range(n)]


def compute(rect: pygame.Rect, others: int) -> Layout:
    gap = max(6, round(min(rect.w, rect.h) * 0.012))
    unit = max(20, round(min(rect.w / 36, rect.h / 24)))
    left_w = round(rect.w * {0: 0.44, 1: 0.47, 2: 0.49}.get(others, 0.5))   # fewer players: fewer
    # action spaces, and no cards under the home board: it gets the room
    left = pygame.Rect(rect.x, rect.y, left_w, rect.h)
    right = pygame.Rect(left.right + gap, rect.y, rect.right - left.right - gap, rect.h)

    tab_h = max(34, round(unit * 1.35))
    tab_w = min(left.w // 3, unit * 7)
    tabs = [pygame.Rect(left.x + i * (tab_w + gap // 2), left.y, tab_w, tab_h) for i in range(2)]
    round_label = pygame.Rect(tabs[1].right + gap, left.y, left.right - tabs[1].right - gap, tab_h)
    check_h = max(4 * 40, round(rect.h * 0.26))
    sheet = pygame.Rect(left.x, left.y + tab_h + gap // 2, left.w, left.h - tab_h - check_h - gap)
    checklist = pygame.Rect(left.x, sheet.bottom + gap // 2, left.w, left.bottom - sheet.bottom - gap // 2)

    # the home board: 6 x 4 cells plus half a cell of margin all round
    card_h = max(66, round(unit * 3.3))            # three lines: name, food and dwarfs, goods
    cards_h = min(others, 3) * (card_h + gap // 2) if others else 0
    strip_h = max(44, round(unit * 1.9))
    goods_h = max(2 * 42, round(unit * 3.6))        # two rows, each a 40 px drag source
    board_h = right.h - cards_h - strip_h - goods_h - 3 * gap
    score_w = max(72, round(unit * 3.2))
    cell = max(24, int(min((right.w - score_w - gap) / (BOARD_COLS + 1), board_h / (BOARD_ROWS + 1))))
    home = pygame.Rect(0, 0, cell * (BOARD_COLS + 1), cell * (BOARD_ROWS + 1))
    home.topleft = (right.centerx - (home.w + gap + score_w) // 2, right.y)
    score = pygame.Rect(home.right + gap, home.y, score_w, home.h)
    origin = (home.x + cell // 2, home.y + cell // 2)
    strip = pygame.Rect(right.x, home.bottom + gap, right.w, strip_h)
    dwarfs = pygame.Rect(strip.x, strip.y, strip.w * 45 // 100, strip.h)
    tray = pygame.Rect(dwarfs.right + gap, strip.y, strip.right - dwarfs.right - gap, strip.h)
    goods = pygame.Rect(right.x, strip.bottom + gap, right.w, goods_h)
    if not others:           # solo: no cards, so the checklist goes under the goods and the
        checklist = pygame.Rect(right.x, goods.bottom + gap, right.w, right.bottom - goods.bottom - gap)
        sheet = pygame.Rect(left.x, sheet.y, left.w, left.bottom - sheet.y)     # board takes the rest
    cards = []
    if others:
        area = pygame.Rect(right.x, goods.bottom + gap, right.w, right.bottom - goods.bottom - gap)
        per_row = -(-others // 3)
        w = (area.w - (per_row - 1) * gap) // per_row
        h = min(card_h, (area.h - 2 * (gap // 2)) // min(others, 3))
        for i in range(others):
            col, row = i // 3, i % 3
            cards.append(pygame.Rect(area.x + col * (w + gap), area.y + row * (h + gap // 2), w, h))
    return Layout(rect, unit, tabs, round_label, sheet, checklist, home, cell, origin, dwarfs, tray, goods, score,
                  cards)


# --- the parts of the right side, placed from what they hold ------------------------------
def goods_cells(goods: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """The goods panel: goods on the first row, animals on the second, 7 to a row."""
    w, h = goods.w // 7, goods.h // 2
    return [(g, pygame.Rect(goods.x + (k % 7) * w, goods.y + (k // 7) * h, w, h))
            for k, g in enumerate(GOODS + ANIMALS)]


def dwarf_boxes(strip: pygame.Rect, count: int, home: list[int]) -> list[tuple[int, pygame.Rect]]:
    """Dwarfs `home` (indices among `count`) side by side, each as large as `count` would fit."""
    size = min(strip.h, strip.w // max(1, count))
    return [(i, pygame.Rect(strip.x + k * size, strip.y + (strip.h - size) // 2, size, size))
            for k, i in enumerate(home)]


def tray_boxes(tray: pygame.Rect, pieces: list) -> list[tuple[tuple, pygame.Rect]]:
    """Tiles waiting to be placed, left to right; a twin or a large pasture is two cells wide."""
    size = tray.h
    out, x = [], tray.x
    for piece in pieces:
        w = size * 2 if piece[0] == "twin" or piece == ("pasture", "large_pasture") else size
        out.append((piece, pygame.Rect(x, tray.y, w, size)))
        x += w + size // 6
    return out


def pen_box(tray: pygame.Rect) -> pygame.Rect:
    """The "No room" pen: the tray's right end."""
    w = min(tray.w, tray.h * 3)
    return pygame.Rect(tray.right - w, tray.y, w, tray.h)


def herd_boxes(cell: pygame.Rect, size: int, kinds: int, pen: bool) -> list[pygame.Rect]:
    """Icons of `kinds` herds along a cell's (or the pen's) bottom edge."""
    x, y = (cell.x + 6, cell.bottom - size - 4) if pen else (cell.x + 3, cell.bottom - size - 3)
    return [pygame.Rect(x + k * round(size * 1.5), y, size, size) for k in range(kinds)]


def score_rows(score: pygame.Rect, names: list[str]) -> list[tuple[str, pygame.Rect]]:
    """The score column split into one box per row."""
    h = score.h / len(names)
    return [(name, pygame.Rect(score.x, round(score.y + k * h), score.w, round(h))) for k, name in enumerate(names)]


# --- the checklist ------------------------------------------------------------------------
def button_grid(area: pygame.Rect, n: int, row_h: int) -> list[pygame.Rect]:
    """As many of `n` buttons as fit in `area` (a page), column by column, in up to three columns."""
    rows = max(1, area.h // row_h)
    cols = min(3, max(1, -(-n // rows)))
    w = (area.w - (cols - 1) * 8) // cols
    return [pygame.Rect(area.x + (k // rows) * (w + 8), area.y + (k % rows) * row_h, w, row_h - 6)
            for k in range(rows * cols)]


def button_column(area: pygame.Rect, heights: list[int], row_h: int) -> list[pygame.Rect] | None:
    """Buttons one under another, each as high as its words need (`heights`, a row at least),
    when they all fit in `area`; else None (the grid pages them)."""
    hs = [max(row_h - 6, h) for h in heights]
    if sum(hs) + 6 * (len(hs) - 1) > area.h:
        return None
    out, y = [], area.y
    for h in hs:
        out.append(pygame.Rect(area.x, y, area.w, h))
        y += h + 6
    return out


def button_rows(r: pygame.Rect, n: int, row_h: int) -> list[pygame.Rect]:
    """`n` buttons across the top of `r`, two to a row when there are several."""
    cols = 2 if n > 1 else 1
    w = (r.w - 16 - (cols - 1) * 8) // cols
    return [pygame.Rect(r.x + 8 + (k % cols) * (w + 8), r.y + (k // cols) * row_h, w, row_h - 6) for k in range(n)]


def loot_grid(r: pygame.Rect, n: int, unit: int) -> list[pygame.Rect]:
    """The expedition sheet's `n` cells, row by row, as tall as fit (28 px at least: two lines)."""
    area = r.inflate(-16, -10)
    cols = 5 if area.w > 420 else 4
    rows = -(-n // cols)
    w = (area.w - (cols - 1) * 6) // cols
    h = max(28, min(round(unit * 1.6), (area.h - (rows - 1) * 4) // rows))     # room for two lines
    return [pygame.Rect(area.x + (k % cols) * (w + 6), area.y + (k // cols) * (h + 4), w, h) for k in range(n)]
