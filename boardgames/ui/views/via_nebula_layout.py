"""Where everything of Via Nebula goes inside the board area.

The valley (hex map) takes the top left, as large as its shape allows; the guild board of
the player to move sits under it with that player's private contracts; a column on the
right holds the contract display, the deck, the End-of-Game card, the general supply and a
summary of every other player. All sizes derive from the board area, so any window works.

`Valley` answers where things are on the hex map itself (centres, the halves of a ruin, the
resources on a site), so that drawing, hit tests and gestures agree without a surface.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

CARD_RATIO = 0.75          # card width / height (the card art is 192 x 256)
# Corner indices of each half of a hex (HexGridRenderer's corner order), per orientation.
HALVES = {False: ((1, 2, 3, 4), (4, 5, 0, 1)),     # pointy-top: left half, right half
          True: ((3, 4, 5, 0), (0, 1, 2, 3))}      # flat-top: top half, bottom half


def key(cell) -> str:
    """A hex as the state's dict key "q,r"."""
    return f"{cell[0]},{cell[1]}"


def cell_of(k: str) -> tuple[int, int]:
    q, r = k.split(",")
    return int(q), int(r)


@dataclass
class GuildBox:
    """The guild board of the player to move, and that player's hand."""
    rect: pygame.Rect
    header: pygame.Rect
    ap: pygame.Rect
    stacks: list[pygame.Rect]
    craftsmen: pygame.Rect
    sites: pygame.Rect
    buildings: pygame.Rect
    storage: pygame.Rect
    tokens: pygame.Rect
    hand_area: pygame.Rect
    hand: list[pygame.Rect]
    unit: int                                   # the height of a piece on the board
    boxes: dict[str, pygame.Rect] = field(default_factory=dict)   # printed boxes, with a caption
    caption: int = 12                           # the captions' size (their strip: `caption_band`)


@dataclass
class MarketBox:
    """The shared components: contracts on display, deck, End-of-Game card, general supply."""
    rect: pygame.Rect
    label: pygame.Rect
    display: list[pygame.Rect]
    deck: pygame.Rect
    end_card: pygame.Rect
    tiles: pygame.Rect
    supply: list[pygame.Rect]       # one per resource type
    unit: int


@dataclass
class Layout:
    map: pygame.Rect
    guild: GuildBox
    market: MarketBox
    others: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    gap: int = 8


def _fit_map(renderer, rect: pygame.Rect) -> pygame.Rect:
    """Lay the hex map out in `rect` and return the rectangle it really covers."""
    renderer.layout(pygame.Rect(rect).inflate(-4, -4))     # hex corners may round a pixel outwards
    return renderer.bounds()


def compute(rect: pygame.Rect, renderer, me: int, n: int, hand_slots: int, resources: int) -> Layout:
    rect = pygame.Rect(rect)
    gap = max(6, round(min(rect.w, rect.h) * 0.012))
    col_w = int(max(190, min(rect.w * 0.27, 440)))
    left = pygame.Rect(rect.x, rect.y, rect.w - col_w - gap, rect.h)
    guild_min = int(max(150, min(rect.h * 0.32, 340)))
    board = _fit_map(renderer, pygame.Rect(left.x, left.y, left.w, left.h - guild_min - gap))
    guild_h = min(left.bottom - board.bottom - gap, int(max(guild_min, rect.h * 0.36)))
    map_area = pygame.Rect(left.x, left.y, left.w, left.h - guild_h - gap)
    board = _fit_map(renderer, map_area)
    guild = guild_box(pygame.Rect(left.x, left.bottom - guild_h, left.w, guild_h), hand_slots, gap)
    others = [(me + i) % n for i in range(1, n)]
    market, rows = market_column(pygame.Rect(left.right + gap, rect.y, col_w, rect.h), len(others),
                                 resources, gap)
    return Layout(map_area, guild, market, list(zip(others, rows)), gap)


def guild_box(rect: pygame.Rect, hand_slots: int, gap: int) -> GuildBox:
    """Header (name, action points), three rows (stacks; pieces; storage and tokens), the hand."""
    pad = max(5, round(rect.h * 0.045))
    header = pygame.Rect(rect.x + pad, rect.y + pad // 2, rect.w - 2 * pad, round(rect.h * 0.17))
    body = pygame.Rect(rect.x + pad, header.bottom + pad // 2, rect.w - 2 * pad,
                       rect.bottom - header.bottom - pad - pad // 2)
    card_h = body.h
    card_w = round(card_h * CARD_RATIO)
    slots = max(1, hand_slots)
    hand_w = min(slots * card_w + (slots - 1) * gap, round(body.w * 0.45))
    card_w = min(card_w, (hand_w - (slots - 1) * gap) // slots)
    card_h = round(card_w / CARD_RATIO)
    hand_area = pygame.Rect(body.right - hand_w, body.y, hand_w, body.h)
    hand = [pygame.Rect(hand_area.x + i * (card_w + gap), hand_area.y + (body.h - card_h) // 2, card_w, card_h)
            for i in range(slots)]
    ap = pygame.Rect(header.right - round(header.w * 0.34), header.y, round(header.w * 0.34), header.h)
    area = pygame.Rect(body.x, body.y, hand_area.x - gap - body.x, body.h)
    rows, unit, cap = _guild_rows(area, gap)
    band = caption_band(cap)
    boxes: dict[str, pygame.Rect] = {}
    y = area.y + (area.h - len(rows) * (band + unit) - (len(rows) - 1) * gap) // 2
    for row in rows:
        spare = (area.w - sum(w for _, w in row) * unit - (len(row) - 1) * gap) / max(1, len(row))
        x = area.x
        for name, w in row:
            width = round(w * unit + spare)
            boxes[name] = pygame.Rect(round(x), round(y), width, round(band + unit))
            x += width + gap
        y += band + unit + gap
    side = max(3, cap // 3)
    inner = {name: pygame.Rect(b.x + side, b.y + band, b.w - 2 * side, b.h - band - max(2, cap // 5))
             for name, b in boxes.items()}
    st = inner["stacks"]
    sw = min(st.h * 1.1, (st.w - 3 * gap) / 4)
    x0 = st.centerx - (4 * sw + 3 * gap) / 2
    stacks = [pygame.Rect(round(x0 + i * (sw + gap)), st.y, round(sw), st.h) for i in range(4)]
    return GuildBox(rect, header, ap, stacks, inner["craftsmen"], inner["sites"], inner["buildings"],
                    inner["storage"], inner["tokens"], hand_area, hand, round(st.h), boxes, cap)


def caption_size(unit: float) -> int:
    """The size of a printed box's caption for pieces `unit` high: 12 px at least, readable in
    both languages."""
    return max(12, round(unit * 0.27))


def caption_band(cap: int) -> int:
    """The strip a caption of size `cap` takes at the top of its box."""
    return round(cap * 1.35)


# What the guild board shows, in reading order, with its width in row heights.
GUILD_ITEMS = (("stacks", 4.8), ("craftsmen", 3.0), ("sites", 3.0), ("buildings", 3.4), ("storage", 4.2),
               ("tokens", 2.6))


def _guild_rows(area: pygame.Rect, gap: int) -> tuple[list[list[tuple[str, float]]], float, int]:
    """Split the guild items into 1-3 rows so that the pieces are largest, each row under a
    caption strip; returns the rows, the pieces' height and the captions' size."""
    items = list(GUILD_ITEMS)
    best: tuple[float, list, int] = (0.0, [items], 12)
    n = len(items)
    cuts = [()] + [(i,) for i in range(1, n)] + [(i, j) for i in range(1, n) for j in range(i + 1, n)]
    for cut in cuts:
        bounds = (0, *cut, n)
        rows = [items[a:b] for a, b in zip(bounds, bounds[1:])]
        widest = max(sum(w for _, w in row) for row in rows)
        across = (area.w - (max(len(row) for row in rows) - 1) * gap) / widest
        cap = caption_size(across)
        high = (area.h - (len(rows) - 1) * gap - len(rows) * caption_band(cap)) / len(rows) * 0.94
        unit = min(high, across)
        if unit > best[0] + 0.5:
            best = (unit, rows, cap)
    return best[1], max(10.0, best[0]), best[2]


def market_column(rect: pygame.Rect, others: int, resources: int, gap: int) -> tuple[MarketBox, list[pygame.Rect]]:
    """Display (2 x 2 cards), deck + End-of-Game card + meadow tiles, supply, other players."""
    label_h = max(16, round(rect.w * 0.075))
    supply_h = max(26, round(rect.w * 0.13))
    other_h = int(max(58, min(rect.w * 0.32, 112)))
    card_w = (rect.w - gap) // 2
    fixed = label_h + supply_h + others * (other_h + gap) + 4 * gap
    # two rows of cards and a row of small cards (0.62 high) must fit in what is left
    while card_w > 40 and fixed + (2 + 0.62) * card_w / CARD_RATIO + gap > rect.h:
        card_w -= 2
    card_h = round(card_w / CARD_RATIO)
    x, y = rect.x, rect.y
    label = pygame.Rect(x, y, rect.w, label_h)
    y = label.bottom
    pair_w = 2 * card_w + gap
    x0 = x + (rect.w - pair_w) // 2
    display = [pygame.Rect(x0 + (i % 2) * (card_w + gap), y + (i // 2) * (card_h + gap), card_w, card_h)
               for i in range(4)]
    y = display[-1].bottom + gap
    small_h = round(card_h * 0.62)
    small_w = round(small_h * CARD_RATIO)
    deck = pygame.Rect(x0, y, small_w, small_h)
    end_card = pygame.Rect(deck.right + gap, y, small_w, small_h)
    tiles = pygame.Rect(end_card.right + gap, y, x0 + pair_w - end_card.right - gap, small_h)
    y = deck.bottom + gap
    cell = rect.w // max(1, resources)
    supply = [pygame.Rect(x + i * cell, y, cell, supply_h) for i in range(resources)]
    y += supply_h + gap
    if others:      # with fewer players the other guilds get the room that is left
        other_h = int(max(other_h, min((rect.bottom - y) / others - gap, rect.w * 0.42)))
    rows = []
    for _ in range(others):
        rows.append(pygame.Rect(x, y, rect.w, other_h))
        y += other_h + gap
    unit = max(12, round(card_w * 0.2))
    return MarketBox(rect, label, display, deck, end_card, tiles, supply, unit), rows


def summary_cells(rect: pygame.Rect, names: list[str]) -> list[tuple[str, pygame.Rect]]:
    """Another player's summary: a header, then its items in two rows of four."""
    head = round(rect.h * 0.36)
    per_row = 4
    cw = (rect.w - 8) / per_row
    ch = (rect.h - head - 4) / 2
    return [(what, pygame.Rect(round(rect.x + 4 + (i % per_row) * cw), round(rect.y + head + (i // per_row) * ch),
                               round(cw), round(ch))) for i, what in enumerate(names)]


def grid_spots(box: pygame.Rect, m: int, cap: float) -> tuple[list[tuple[float, float]], int]:
    """Centres and size of m equal squares laid out as large as possible inside `box`."""
    if m <= 0:
        return [], 0
    best = (0.0, 1)
    for cols in range(1, m + 1):
        rows = math.ceil(m / cols)
        best = max(best, (min(box.w / cols, box.h / rows), cols))
    size, cols = best
    size = min(size, cap)
    rows = math.ceil(m / cols)
    x0 = box.centerx - cols * size / 2
    y0 = box.centery - rows * size / 2
    spots = [(x0 + (i % cols + 0.5) * size, y0 + (i // cols + 0.5) * size) for i in range(m)]
    return spots, max(4, int(size))


class Valley:
    """Where things are on the hex map of one position. `renderer` is the board side's
    HexGridRenderer, already laid out by `compute`; `board` the observation's spaces (a ruin
    with two slots takes a site on each half of its hex)."""

    def __init__(self, renderer, flat: bool, board: dict):
        self.renderer, self.flat, self.board = renderer, flat, board

    @property
    def radius(self) -> float:
        return self.renderer.radius

    def center(self, k: str) -> tuple[int, int]:
        return self.renderer.cell_center(cell_of(k))

    def cell_at(self, pos) -> str | None:
        """The state key of the hex under `pos`, or None."""
        c = self.renderer.hit_test(pos)
        return key(c) if c is not None else None

    def split(self, k: str) -> bool:
        """Whether space `k` is a ruin for two sites, one on each half."""
        return len(self.board[k].get("slots", ())) == 2

    def slot_polygon(self, k: str, slot: int) -> list:
        """The part of a ruin a site covers: a half hex (two per ruin) or the whole hex."""
        pts = self.renderer.cell_polygon(cell_of(k))
        if not self.split(k):
            return pts
        return [pts[i] for i in HALVES[self.flat][slot]]

    def slot_rect(self, k: str, slot: int) -> pygame.Rect:
        """The box around a site's part of a ruin (a drop target's box)."""
        xs, ys = zip(*self.slot_polygon(k, slot))
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))

    def slot_center(self, k: str, slot: int) -> tuple[float, float]:
        cx, cy = self.center(k)
        if not self.split(k):
            return (cx, cy)
        d = self.radius * 0.42 * (-1 if slot == 0 else 1)
        return (cx, cy + d) if self.flat else (cx + d, cy)

    def half_at(self, k: str, pos) -> int:
        """Which half of ruin `k` lies under `pos` (0 when the ruin takes one site)."""
        if not self.split(k):
            return 0
        cx, cy = self.center(k)
        if self.flat:
            return 0 if pos[1] < cy else 1
        return 0 if pos[0] < cx else 1

    def slot_box(self, k: str, slot: int, R: float) -> pygame.Rect:
        """Where the resources on a site are laid out."""
        c = self.slot_center(k, slot)
        if not self.split(k):
            w, h = R * 1.3, R * 1.1
        elif self.flat:
            w, h = R * 1.45, R * 0.8
        else:
            w, h = R * 0.8, R * 1.45
        box = pygame.Rect(0, 0, round(w), round(h))
        box.center = (round(c[0]), round(c[1]))
        return box

    def site_spots(self, k: str, slot: int, res: dict, R: float, rtypes) -> list[tuple[str, int, tuple, int]]:
        """(resource, count, centre, icon size) of each resource type on a site, in `rtypes` order."""
        items = [(r, res[r]) for r in rtypes if res.get(r)]
        spots, size = grid_spots(self.slot_box(k, slot, R), len(items), R * 0.55)
        return [(r, n, c, size) for (r, n), c in zip(items, spots)]
