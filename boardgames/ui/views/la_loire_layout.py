"""Where everything of La Loire goes inside the board area.

The map takes the whole width at the top: the two cities and the villages at their positions
(map.yaml, 0..1 each), the roads between them, the river with its boat track, and in the two
corners the roads leave empty the market row with the message decks (top right) and the goods
supply with the palace buildings (bottom left). Under the map: the board of the player at the
screen (left), the circus's characters and a row for every other player (right). All sizes
derive from the board area, so any window works.

`MapGeo` answers where things are on the map (a space's centre, the river's line, a boat
track space, where a name goes), so that drawing, hit tests and gestures agree without a
surface.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

DESIGN = (900, 775)              # the board area at 1280x800, the size everything is drawn for


def catmull(points: list[tuple[float, float]], per: int = 12) -> list[tuple[float, float]]:
    """A smooth line through `points` (Catmull-Rom, `per` samples a segment)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(per):
            t = k / per
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(points[-1])
    return out


def along(line: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """`n` points spread evenly along a polyline, its two ends included."""
    if n <= 1 or len(line) < 2:
        return [line[0]] * max(1, n)
    cum = [0.0]
    for a, b in zip(line, line[1:]):
        cum.append(cum[-1] + math.dist(a, b))
    total = cum[-1] or 1.0
    out, j = [], 0
    for i in range(n):
        d = total * i / (n - 1)
        while j < len(cum) - 2 and cum[j + 1] < d:
            j += 1
        seg = (cum[j + 1] - cum[j]) or 1.0
        f = (d - cum[j]) / seg
        a, b = line[j], line[j + 1]
        out.append((a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f))
    return out


def dist_to_line(p, line) -> float:
    """The distance from point p to a polyline."""
    best = float("inf")
    for a, b in zip(line, line[1:]):
        ax, ay = a
        dx, dy = b[0] - ax, b[1] - ay
        L = dx * dx + dy * dy
        t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
        best = min(best, math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
    return best


@dataclass
class MapGeo:
    """The map in screen pixels."""
    rect: pygame.Rect                       # the parchment board
    nodes: dict[str, tuple[int, int]]       # space -> centre
    cities: list[str]
    roads: dict[str, list[tuple[float, float]]]   # road -> its smooth line
    river: list[tuple[float, float]]        # the river's smooth line, from edge to edge
    track: list[tuple[int, int]]            # the centre of each boat-track space (0 = nearest Nantes)
    outward: dict[str, int]                 # space -> -1 (its words above) or 1 (below)
    r_village: int
    r_city: int
    space_r: int
    u: float                                # the unit: 1.0 at the design size
    market: "MarketBox" = None
    corner: "CornerBox" = None

    def radius(self, node: str) -> int:
        return self.r_city if node in self.cities else self.r_village

    def node_at(self, pos) -> str | None:
        """The space whose emblem (or name) is under `pos`."""
        best, hit = None, None
        for n, (x, y) in self.nodes.items():
            d = math.hypot(pos[0] - x, pos[1] - y)
            r = self.radius(n) * 1.25
            if d <= r and (best is None or d < best):
                best, hit = d, n
        return hit

    def node_rect(self, node: str) -> pygame.Rect:
        r = self.radius(node)
        return pygame.Rect(0, 0, 2 * r, 2 * r).move_to(center=self.nodes[node])

    def space_at(self, pos) -> int | None:
        r = self.space_r * 1.3
        for i, (x, y) in enumerate(self.track):
            if math.hypot(pos[0] - x, pos[1] - y) <= r:
                return i
        return None

    def space_rect(self, i: int) -> pygame.Rect:
        r = self.space_r
        return pygame.Rect(0, 0, 2 * r, 2 * r).move_to(center=self.track[i])

    def label_anchor(self, node: str) -> tuple[tuple[int, int], str]:
        """Where a space's name goes (its anchor point and side: "midbottom" above, "midtop" below)."""
        x, y = self.nodes[node]
        r = self.radius(node)
        side = self.outward.get(node, -1)
        gap = round(r * 0.25) + round(self.u * 2)
        if node in self.cities:
            gap = round(self.u * 2)
            return ((x, y - r - gap), "midbottom") if side < 0 else ((x, y + r + gap), "midtop")
        if side < 0:
            return (x, y - r - gap - round(self.icon() * 0.95)), "midbottom"
        return (x, y + r + gap + round(self.icon() * 0.95)), "midtop"

    def icon(self) -> int:
        """The size of the shield and good beside a village."""
        return max(14, round(self.r_village * 1.05))

    def extras(self, node: str) -> list[tuple[int, int]]:
        """Where the shield and the good of a village go: between the emblem and its name."""
        x, y = self.nodes[node]
        r = self.radius(node)
        side = self.outward.get(node, -1)
        s = self.icon()
        cy = y + side * (r + s * 0.42)
        return [(round(x - s * 0.58), round(cy)), (round(x + s * 0.58), round(cy))]

    def piece_spots(self, node: str, k: int, size: int) -> list[tuple[int, int]]:
        """Where `k` pieces standing on a space go: beside the emblem, towards the river."""
        x, y = self.nodes[node]
        r = self.radius(node)
        side = -self.outward.get(node, -1)
        step = size * 0.92
        cy = y + side * (r * 0.2)
        x0 = x + r + size * 0.35
        return [(round(x0 + i * step), round(cy - side * (i % 2) * size * 0.12)) for i in range(k)]


@dataclass
class MarketBox:
    """What is printed in the top-right corner of the map: the market row, the message decks
    beside it, the goods supply under the decks."""
    plates: list[pygame.Rect]
    title: pygame.Rect
    slots: list[pygame.Rect]
    prices: list[pygame.Rect]
    deck_title: pygame.Rect
    decks: list[pygame.Rect]
    goods_title: pygame.Rect
    goods: list[pygame.Rect]

    @property
    def rect(self) -> pygame.Rect:
        return self.plates[0].unionall(self.plates[1:])


@dataclass
class CornerBox:
    """The palace buildings of both cities (bottom-left corner of the map): a row per city."""
    rect: pygame.Rect
    palace_title: pygame.Rect
    palace_heads: list[pygame.Rect]          # one per city, left of its row
    palaces: list[list[pygame.Rect]]         # per city, one per card

    @property
    def plates(self) -> list[pygame.Rect]:
        return [self.rect]


@dataclass
class OwnBox:
    """The board of the player at the screen."""
    rect: pygame.Rect
    header: pygame.Rect
    goods: list[pygame.Rect]
    stock: dict[str, pygame.Rect]            # farm, monastery, castle (a tower): pieces to build with
    hand: pygame.Rect                        # the messages in hand
    held: pygame.Rect                        # characters and palace buildings
    delivered: pygame.Rect
    unit: int


@dataclass
class CircusBox:
    rect: pygame.Rect
    title: pygame.Rect
    cards: list[pygame.Rect]


@dataclass
class Layout:
    map: MapGeo
    own: OwnBox
    circus: CircusBox
    others: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    u: float = 1.0
    gap: int = 8


def unit(area: pygame.Rect) -> float:
    return max(0.6, min(area.w / DESIGN[0], area.h / DESIGN[1]))


def map_geo(rect: pygame.Rect, board, river_path: list, spaces: int, u: float) -> MapGeo:
    """The map's geometry in `rect`: positions (0..1) stretched over the room their emblems,
    shields, goods and names leave."""
    r_v = max(12, round(15 * u))
    r_c = max(20, round(27 * u))
    icon = max(14, round(r_v * 1.05))
    pad_y = max(r_v + icon + round(20 * u), r_c + round(32 * u))
    pad_x = r_c + round(14 * u)
    xs = [x for x, _ in board.pos.values()]
    ys = [y for _, y in board.pos.values()]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    inner = rect.inflate(-2 * pad_x, -2 * pad_y)

    def project(x, y):
        return (inner.x + (x - x0) / ((x1 - x0) or 1) * inner.w, inner.y + (y - y0) / ((y1 - y0) or 1) * inner.h)

    nodes = {n: tuple(round(v) for v in project(*p)) for n, p in board.pos.items()}
    roads = {rid: catmull([project(*board.pos[n]) for n in path], 10) for rid, path in board.roads.items()}
    pts = [project(x, y) for x, y in river_path]
    line = catmull(pts, 14)
    # the track keeps clear of the cities at the river's ends (their pieces and boats stand apart)
    space_r = max(8, round(10 * u))
    clear = r_c + 3.2 * space_r
    cities = [project(*board.pos[c]) for c in board.cities]
    kept = [p for p in line if all(math.dist(p, c) > clear for c in cities)]
    track = [tuple(round(v) for v in p) for p in along(kept if len(kept) >= 2 else line, spaces + 1)]
    # the river flows on past both ends to the map's edges
    (ax, ay), (bx, by) = pts[0], pts[1]
    d = math.hypot(bx - ax, by - ay) or 1
    start = (ax - (bx - ax) / d * rect.w * 0.3, ay - (by - ay) / d * rect.w * 0.3)
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    d = math.hypot(bx - ax, by - ay) or 1
    end = (bx + (bx - ax) / d * rect.w * 0.3, by + (by - ay) / d * rect.w * 0.3)
    river = catmull([start] + pts + [end], 14)
    outward = {}
    roads_by = list(board.roads)
    for n in board.villages:
        outward[n] = -1 if roads_by.index(board.road_of[n]) == 0 else 1
    for c in board.cities:
        outward[c] = -1 if nodes[c][1] < rect.centery else 1
    geo = MapGeo(rect, nodes, list(board.cities), roads, river, track, outward, r_v, r_c, space_r, u)
    geo.market = market_box(rect, u)
    geo.corner = corner_box(rect, u)
    return geo


def market_box(rect: pygame.Rect, u: float) -> MarketBox:
    """The market row and the four message decks in one band along the top right; the goods
    supply under the decks."""
    pad = round(9 * u)
    title_h = round(19 * u)
    tile, gap = round(34 * u), round(6 * u)
    deck_w, deck_h, dgap = round(27 * u), round(34 * u), round(6 * u)
    price_h = round(17 * u)
    row_w = 7 * tile + 6 * gap
    decks_w = 4 * deck_w + 3 * dgap
    sep = round(16 * u)
    w = row_w + sep + decks_w + 2 * pad
    x = rect.right - round(12 * u) - w
    y = rect.y + round(10 * u)
    title = pygame.Rect(x + pad, y + round(4 * u), row_w, title_h)
    top = title.bottom + round(2 * u)
    slots = [pygame.Rect(title.x + i * (tile + gap), top, tile, tile) for i in range(7)]
    prices = [pygame.Rect(s.x, s.bottom + round(3 * u), s.w, price_h) for s in slots]
    dx = title.right + sep
    deck_title = pygame.Rect(dx, title.y, decks_w, title_h)
    decks = [pygame.Rect(dx + i * (deck_w + dgap), top, deck_w, deck_h) for i in range(4)]
    band = pygame.Rect(x, y, w, prices[0].bottom + pad - y)
    g, ggap = round(24 * u), round(5 * u)
    goods_w = 5 * g + 4 * ggap
    gx = band.right - pad - goods_w
    goods_title = pygame.Rect(gx, band.bottom + round(8 * u) + round(3 * u), goods_w, title_h)
    goods = [pygame.Rect(gx + i * (g + ggap), goods_title.bottom + round(1 * u), g, g) for i in range(5)]
    under = pygame.Rect(gx - pad, band.bottom + round(8 * u), goods_w + 2 * pad,
                        goods[0].bottom + price_h + pad - band.bottom - round(8 * u))
    return MarketBox([band, under], title, slots, prices, deck_title, decks, goods_title, goods)


def corner_box(rect: pygame.Rect, u: float) -> CornerBox:
    """The palace buildings of both cities, a row each, in the bottom-left corner."""
    pad = round(9 * u)
    title_h = round(19 * u)
    head_w = max(60, round(62 * u))
    card_w, card_h = max(84, round(84 * u)), max(30, round(30 * u))     # two lines of 12 px at least
    gap = round(5 * u)
    w = head_w + 4 * card_w + 3 * gap + 2 * pad
    h = title_h + 2 * card_h + gap + 2 * pad + round(2 * u)
    box = pygame.Rect(rect.x + round(10 * u), rect.bottom - round(10 * u) - h, w, h)
    title = pygame.Rect(box.x + pad, box.y + round(4 * u), w - 2 * pad, title_h)
    heads, palaces = [], []
    for row in range(2):
        y = title.bottom + round(2 * u) + row * (card_h + gap)
        heads.append(pygame.Rect(box.x + pad, y, head_w - round(4 * u), card_h))
        palaces.append([pygame.Rect(box.x + pad + head_w + k * (card_w + gap), y, card_w, card_h) for k in range(4)])
    return CornerBox(box, title, heads, palaces)


def own_box(rect: pygame.Rect, u: float, kinds: tuple) -> OwnBox:
    """Header (name, money, boat); the goods carried and the building pieces left (`kinds`); a caption
    over the messages in hand (with the messages delivered); the cards; characters and palaces."""
    pad = round(10 * u)
    header = pygame.Rect(rect.x + pad, rect.y + round(6 * u), rect.w - 2 * pad, round(30 * u))
    g = round(34 * u)
    ggap = round(6 * u)
    y = header.bottom + round(6 * u)
    goods = [pygame.Rect(rect.x + pad + i * (g + ggap), y, g, g) for i in range(5)]
    sx = goods[-1].right + round(16 * u)
    sw = round(56 * u)
    stock = {what: pygame.Rect(sx + i * (sw + ggap), y, sw, g)
             for i, what in enumerate(kinds)}
    cap_y = y + g + round(6 * u)
    delivered = pygame.Rect(rect.x + pad, cap_y, rect.w - 2 * pad, round(20 * u))
    held_h = round(26 * u)
    held = pygame.Rect(rect.x + pad, rect.bottom - pad - held_h, rect.w - 2 * pad, held_h)
    hand = pygame.Rect(rect.x + pad, delivered.bottom + round(3 * u), rect.w - 2 * pad,
                       held.y - round(6 * u) - delivered.bottom - round(3 * u))
    return OwnBox(rect, header, goods, stock, hand, held, delivered, g)


def hand_cards(area: pygame.Rect, n: int, u: float) -> list[pygame.Rect]:
    """Where `n` message cards lie in the hand area (overlapping when too many)."""
    if n <= 0:
        return []
    h = min(area.h, round(92 * u))
    w = min(round(h * 1.15), round(108 * u))
    gap = round(6 * u)
    step = w + gap
    if n * w + (n - 1) * gap > area.w:
        step = (area.w - w) / max(1, n - 1)
    return [pygame.Rect(round(area.x + i * step), area.y, w, h) for i in range(n)]


def circus_box(rect: pygame.Rect, n_cards: int, u: float) -> CircusBox:
    pad = round(8 * u)
    title = pygame.Rect(rect.x + pad, rect.y + round(4 * u), rect.w - 2 * pad, round(22 * u))
    cols = 5 if n_cards > 8 else 4
    rows = math.ceil(n_cards / cols)
    gap = round(5 * u)
    area = pygame.Rect(rect.x + pad, title.bottom + round(2 * u), rect.w - 2 * pad, rect.bottom - pad - title.bottom)
    cw = (area.w - (cols - 1) * gap) // cols
    ch = min(round(56 * u), (area.h - (rows - 1) * gap) // max(1, rows))
    cards = [pygame.Rect(area.x + (i % cols) * (cw + gap), area.y + (i // cols) * (ch + gap), cw, ch)
             for i in range(n_cards)]
    return CircusBox(rect, title, cards)


def compute(area: pygame.Rect, board, river_path: list, spaces: int, n: int, me: int, n_cards: int,
            kinds: tuple) -> Layout:
    """Where everything goes; `kinds`: the kinds of building, a stock slot each."""
    u = unit(area)
    gap = max(6, round(8 * u))
    map_h = round(area.h * 0.62)
    mrect = pygame.Rect(area.x, area.y, area.w, map_h)
    geo = map_geo(mrect, board, river_path, spaces, u)
    below = pygame.Rect(area.x, mrect.bottom + gap, area.w, area.bottom - mrect.bottom - gap)
    own_w = round(below.w * 0.47)
    own = own_box(pygame.Rect(below.x, below.y, own_w, below.h), u, kinds)
    right = pygame.Rect(below.x + own_w + gap, below.y, below.w - own_w - gap, below.h)
    others = [p for p in range(n) if p != me]
    row_h = round(40 * u)
    others_h = len(others) * (row_h + round(4 * u)) + (round(4 * u) if others else 0)
    circus = circus_box(pygame.Rect(right.x, right.y, right.w, right.h - others_h), n_cards, u)
    rows = []
    y = circus.rect.bottom + round(4 * u)
    for p in others:
        rows.append((p, pygame.Rect(right.x, y, right.w, row_h)))
        y += row_h + round(4 * u)
    return Layout(geo, own, circus, rows, u, gap)
