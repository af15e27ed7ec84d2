"""Where everything of Urubamba Valley goes inside the board area.

The terrace (its tiers stepped up from the river, the harvest track standing at its left)
takes the top left, as large as the width allows while leaving the bottom band its height;
the markets (seeds, vines, bag and discards, technology cubes, talents) fill the column at
its right; the bottom band holds the deciding player's board (warehouse, technologies,
talents, screen) and a card for each other player. All sizes derive from the board area.

`Terrace` answers where a cell is and which cell lies under a point, so that drawing, hit
tests and gestures agree without a surface.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

TRACK_W = 1.35        # the harvest track's width, in cells
GUTTER = 0.32         # the row numbers' column at the right of the terrace, in cells
RIVER_H = 0.78        # the river under row 1, in cells
TOP_H = 0.3           # a margin over the top row (the track's title), in cells


@dataclass
class Terrace:
    """The terrace grid: `rows` x `cols` cells of side `cell`; row 1 at the bottom (the river's side)."""
    rect: pygame.Rect              # the whole picture: track, platforms, river
    grid: pygame.Rect              # the rows x cols cells
    river: pygame.Rect
    track: pygame.Rect
    gutter: pygame.Rect
    cell: int
    rows: int
    cols: int

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        return pygame.Rect(self.grid.x + (c - 1) * self.cell, self.grid.bottom - r * self.cell, self.cell, self.cell)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """(row, col) of the grid square under `pos` (the view keeps those of the terrace)."""
        x, y = pos[0] - self.grid.x, self.grid.bottom - pos[1]
        if x < 0 or y <= 0 or x >= self.grid.w or y > self.grid.h:
            return None
        return int((y - 1) // self.cell) + 1, int(x // self.cell) + 1

    def block(self, rows: tuple[int, int], cols: tuple[int, int]) -> pygame.Rect:
        """The box of rows r0..r1 and columns c0..c1."""
        a, b = self.cell_rect(rows[1], cols[0]), self.cell_rect(rows[0], cols[1])
        return a.union(b)

    def spaces(self, n: int) -> list[pygame.Rect]:
        """The harvest track's n spaces, 0 at the bottom."""
        h = self.track.h / n
        return [pygame.Rect(self.track.x, round(self.track.bottom - (i + 1) * h), self.track.w, round(h))
                for i in range(n)]


@dataclass
class Market:
    rect: pygame.Rect
    seeds_label: pygame.Rect
    seeds: list[pygame.Rect]           # slot 0 (the bottom, cheapest) first, left to right
    prices: list[pygame.Rect]
    vines_label: pygame.Rect
    vines: list[pygame.Rect]
    bag: pygame.Rect
    discard: pygame.Rect
    cubes_label: pygame.Rect
    cubes: list[pygame.Rect]
    talents_label: pygame.Rect
    talents: list[pygame.Rect]         # slot 0 (the bottom) first; drawn bottom up
    stacks: list[pygame.Rect]          # the reserve, stages I-III, and the discard
    text: int                          # the market's text size


@dataclass
class OwnBoard:
    rect: pygame.Rect
    header: pygame.Rect
    warehouse_label: pygame.Rect
    warehouse: pygame.Rect
    slots: list[pygame.Rect]
    tech_label: pygame.Rect
    tech: pygame.Rect
    tech_slots: list[pygame.Rect]
    talents_label: pygame.Rect
    talents: pygame.Rect
    talent_slots: list[pygame.Rect]
    screen: pygame.Rect
    peek: pygame.Rect
    text: int


@dataclass
class Card:
    """Another player's board in brief."""
    rect: pygame.Rect
    header: pygame.Rect
    screen: pygame.Rect
    seeds: pygame.Rect
    cubes: pygame.Rect
    talents: list[pygame.Rect]
    text: int


@dataclass
class Layout:
    terrace: Terrace
    market: Market
    own: OwnBoard
    cards: list[tuple[int, Card]] = field(default_factory=list)
    gap: int = 8


def compute(rect: pygame.Rect, rows: int, cols: int, me: int, n: int, warehouse: int) -> Layout:
    rect = pygame.Rect(rect)
    W, H = rect.size
    gap = max(6, round(min(W, H) * 0.01))
    market_min = int(min(max(W * 0.3, 250), 440))
    bottom_min = int(min(max(H * 0.33, 210), 400))
    tw = cols + TRACK_W + GUTTER
    th = rows + RIVER_H + TOP_H
    cell = int(min((W - market_min - gap) / tw, (H - bottom_min - gap) / th))
    cell = max(16, cell)
    block = pygame.Rect(rect.x, rect.y, round(tw * cell), round(th * cell))
    terrace = _terrace(block, cell, rows, cols)
    market_rect = pygame.Rect(block.right + gap, rect.y, rect.right - block.right - gap, block.h)
    market = _market(market_rect, gap)
    band = pygame.Rect(rect.x, block.bottom + gap, W, rect.bottom - block.bottom - gap)
    others = [(me + i) % n for i in range(1, n)]
    own_w = round(band.w * (0.6 if len(others) <= 2 else 0.56))
    own = _own(pygame.Rect(band.x, band.y, own_w, band.h), warehouse, gap)
    cards = _cards(pygame.Rect(band.x + own_w + gap, band.y, band.w - own_w - gap, band.h), len(others), gap)
    return Layout(terrace, market, own, list(zip(others, cards)), gap)


def _terrace(block: pygame.Rect, cell: int, rows: int, cols: int) -> Terrace:
    track = pygame.Rect(block.x, block.y + round(TOP_H * cell), round(TRACK_W * cell) - max(4, cell // 10),
                        round((rows + RIVER_H) * cell))
    grid = pygame.Rect(block.x + round(TRACK_W * cell), block.y + round(TOP_H * cell), cols * cell, rows * cell)
    river = pygame.Rect(grid.x - round(0.1 * cell), grid.bottom, grid.w + round((GUTTER + 0.1) * cell),
                        block.bottom - grid.bottom)
    gutter = pygame.Rect(grid.right, grid.y, round(GUTTER * cell), grid.h)
    return Terrace(block, grid, river, track, gutter, cell, rows, cols)


def _market(r: pygame.Rect, gap: int) -> Market:
    """Seeds (a row of six over their prices), vines with the bag and the discards, the
    technology cubes, then the talents stacked bottom up over the reserve's stacks."""
    small = max(4, gap // 2)
    label = max(16, min(30, round(r.h * 0.045)))
    text = max(12, min(20, round(label * 0.75)))
    seed = int(min((r.w - 5 * small) / 6, r.h * 0.14))
    price = max(12, round(text * 1.05))
    y = r.y
    seeds_label = pygame.Rect(r.x, y, r.w, label)
    y += label
    x0 = r.x + (r.w - 6 * seed - 5 * small) // 2
    seeds = [pygame.Rect(x0 + i * (seed + small), y, seed, seed) for i in range(6)]
    prices = [pygame.Rect(s.x, s.bottom, s.w, price) for s in seeds]
    y = prices[0].bottom + gap
    vine = int(min(seed * 0.86, r.h * 0.12))
    vines_label = pygame.Rect(r.x, y, r.w, label)
    y += label
    vines = [pygame.Rect(r.x + i * (vine + small), y, vine, vine) for i in range(3)]
    rest = r.right - vines[-1].right - gap
    bag = pygame.Rect(vines[-1].right + gap, y, rest // 2, vine)
    discard = pygame.Rect(bag.right, y, rest - rest // 2, vine)
    y += vine + gap
    cubes_label = pygame.Rect(r.x, y, r.w, label)
    y += label
    cube = int(min((r.w - 4 * small) / 5, vine * 0.9))
    cubes = [pygame.Rect(r.x + i * ((r.w - cube) / 4), y, cube, cube) for i in range(5)]
    cubes = [pygame.Rect(round(c.x), c.y, c.w, c.h) for c in cubes]
    y += cube + gap
    talents_label = pygame.Rect(r.x, y, r.w, label)
    y += label
    stack_h = max(label, round(text * 1.7))
    space = r.bottom - y - stack_h - small
    th = int(min((space - 4 * small) / 5, r.w * 0.2))
    talents = [pygame.Rect(r.x, y + (4 - i) * (th + small), r.w, th) for i in range(5)]
    sy = talents[0].bottom + small
    sw = (r.w - 3 * small) * 0.21               # three stacks, then the discard's words
    stacks = [pygame.Rect(round(r.x + i * (sw + small)), sy, round(sw), stack_h) for i in range(3)]
    stacks.append(pygame.Rect(stacks[-1].right + small, sy, r.right - stacks[-1].right - small, stack_h))
    return Market(r, seeds_label, seeds, prices, vines_label, vines, bag, discard, cubes_label, cubes,
                  talents_label, talents, stacks, text)


def _own(r: pygame.Rect, warehouse: int, gap: int) -> OwnBoard:
    """Header (name, crop, debts); warehouse and technologies on the left, the talents in
    the middle, the screen on the right."""
    pad = max(6, round(r.h * 0.03))
    head = max(24, min(44, round(r.h * 0.13)))
    text = max(12, min(20, round(head * 0.5)))
    header = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, head)
    body = pygame.Rect(r.x + pad, header.bottom + pad // 2, r.w - 2 * pad, r.bottom - header.bottom - pad - pad // 2)
    screen_w = int(min(body.w * 0.2, body.h * 0.9))
    screen = pygame.Rect(body.right - screen_w, body.y, screen_w, body.h)
    peek_s = max(22, round(screen_w * 0.26))
    peek = pygame.Rect(screen.right - peek_s, screen.y, peek_s, peek_s)
    left_w = int((body.w - screen_w - 2 * gap) * 0.55)
    left = pygame.Rect(body.x, body.y, left_w, body.h)
    label = max(14, round(text * 1.15))
    half = (left.h - gap) // 2
    slots_n = max(3, warehouse)
    tile = int(min((left.w - (slots_n - 1) * gap / 2) / slots_n, half - label))
    warehouse_label = pygame.Rect(left.x, left.y, left.w, label)
    warehouse_box = pygame.Rect(left.x, warehouse_label.bottom, left.w, half - label)
    step = tile + gap // 2
    x0 = left.x
    slots = [pygame.Rect(x0 + i * step, warehouse_box.y + (warehouse_box.h - tile) // 2, tile, tile)
             for i in range(slots_n)]
    tech_label = pygame.Rect(left.x, left.y + half + gap, left.w, label)
    tech_box = pygame.Rect(left.x, tech_label.bottom, left.w, left.bottom - tech_label.bottom)
    ts = int(min((left.w - 3 * gap) / 4, tech_box.h))
    tech_slots = [pygame.Rect(left.x + i * (ts + gap), tech_box.y + (tech_box.h - ts) // 2, ts, ts) for i in range(4)]
    mid = pygame.Rect(left.right + gap, body.y, screen.x - gap - left.right - gap, body.h)
    talents_label = pygame.Rect(mid.x, mid.y, mid.w, label)
    talents_box = pygame.Rect(mid.x, talents_label.bottom, mid.w, mid.bottom - talents_label.bottom)
    small = max(3, gap // 2)
    per = (talents_box.h - 2 * small) // 3
    talent_slots = [pygame.Rect(mid.x, talents_box.y + i * (per + small), mid.w, per) for i in range(3)]
    return OwnBoard(r, header, warehouse_label, warehouse_box, slots, tech_label, tech_box, tech_slots,
                    talents_label, talents_box, talent_slots, screen, peek, text)


def _cards(r: pygame.Rect, k: int, gap: int) -> list[Card]:
    """k cards in one or two columns, whichever leaves them the larger text."""
    if k <= 0:
        return []
    best = None
    for cols in (1, 2):
        rows = math.ceil(k / cols)
        w = (r.w - (cols - 1) * gap) / cols
        h = min((r.h - (rows - 1) * gap) / rows, w * 0.85)
        score = min(h / 6.5, w / 11)         # a card needs about 6.5 lines and 11 ems
        if best is None or score > best[0] + 0.5:
            best = (score, cols, rows, w, h)
    _, cols, rows, w, h = best
    out = []
    for i in range(k):
        col, row = i % cols, i // cols
        box = pygame.Rect(round(r.x + col * (w + gap)), round(r.y + row * (h + gap)), round(w), round(h))
        out.append(_card(box))
    return out


def _card(r: pygame.Rect) -> Card:
    """Header (name, crop, track, closed screen); warehouse seeds and technology cubes; the
    talents (beside them on a wide card, under them on a narrow one)."""
    pad = max(4, round(min(r.w, r.h) * 0.045))
    head = int(min(max(r.h * 0.17, 20), 34))
    text = int(min(max(head * 0.58, 12), 18))
    header = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, head)
    screen = pygame.Rect(header.right - round(head * 1.3), header.y, round(head * 1.3), head)
    body = pygame.Rect(r.x + pad, header.bottom + pad // 2, r.w - 2 * pad, r.bottom - header.bottom - pad - pad // 2)
    if body.w >= body.h * 2.4:        # wide: seeds and cubes on the left, talents on the right
        left = pygame.Rect(body.x, body.y, round(body.w * 0.45), body.h)
        row = round(min(left.h / 2, text * 2.2))
        seeds = pygame.Rect(left.x, left.y, left.w, row)
        cubes = pygame.Rect(left.x, seeds.bottom, left.w, round(row * 0.85))
        right = pygame.Rect(left.right + pad, body.y, body.right - left.right - pad, body.h)
        per = right.h / 3
        talents = [pygame.Rect(right.x, round(right.y + i * per), right.w, round(per)) for i in range(3)]
    else:
        row = round(min(text * 2.0, body.h * 0.27))
        seeds = pygame.Rect(body.x, body.y, body.w, row)
        cubes = pygame.Rect(body.x, seeds.bottom, body.w, round(row * 0.8))
        per = (body.bottom - cubes.bottom) / 3
        talents = [pygame.Rect(body.x, round(cubes.bottom + i * per), body.w, round(per)) for i in range(3)]
    return Card(r, header, screen, seeds, cubes, talents, text)
