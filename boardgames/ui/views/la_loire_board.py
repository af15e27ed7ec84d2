"""Drawing La Loire's map: the parchment with fields and woods, the river Loire with its boat
track, the roads as tracks, the villages and the two cities with their names (the still layer,
made once per size, language and player count), then what changes: shields, buildings, the
circus, lying horses, the pieces and the boats; and what is printed in the map's corners (the
market row, the message decks, the goods supply, the palace buildings).

Functions of explicit arguments (a `Pen`, the `MapGeo` of `la_loire_layout`, colours, counts and
words); the view decides what is drawn where.
"""
from __future__ import annotations

import math
import random

import pygame

from .. import paint
from ..pen import Pen
from .la_loire_art import INK, PAPER, shade
from .la_loire_layout import MapGeo, dist_to_line

WATER = (96, 146, 190)
BANK = (62, 96, 128)
ROAD = (222, 196, 142)
ROAD_EDGE = (118, 86, 54)
PLATE = (244, 232, 200)
PLATE_EDGE = (128, 94, 58)
LIGHT = (250, 244, 228)
DIM = (132, 112, 88)
SS = 2                      # the layer's lines are drawn twice as large, then smoothed down


# --- words on the map ------------------------------------------------------------------------
def label(pen: Pen, surface, text: str, size: float, pos, anchor: str = "center", colour=INK, halo=PAPER,
          bold: bool = False, max_width: int | None = None) -> pygame.Rect:
    """Ink words with a soft paper halo, readable over fields, roads and water."""
    size = max(12, round(size))
    fonts = pen.fonts
    if max_width is not None:
        text, size = fonts.fit(text, size, max(8, int(max_width)), bold, floor=12)
    img = fonts.render(text, size, colour, bold)
    glow = fonts.render(text, size, halo, bold)
    r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    d = max(1, size // 10)
    for dx, dy in ((-d, 0), (d, 0), (0, -d), (0, d), (-d, -d), (d, d), (-d, d), (d, -d)):
        surface.blit(glow, (r.x + dx, r.y + dy))
    surface.blit(img, r)
    return r


def plate(surface, rect: pygame.Rect, u: float, alpha: int = 215) -> None:
    """A pale cartouche printed on the map (under the market row, the decks, the palaces)."""
    radius = max(4, round(8 * u))
    surface.blit(paint.box((rect.w + 4, rect.h + 6), (60, 40, 20, 60), radius), (rect.x, rect.y + 2))
    surface.blit(paint.box(rect.size, PLATE + (alpha,), radius, PLATE_EDGE + (255,), max(1, round(2 * u))), rect)


# --- the still layer ----------------------------------------------------------------------------
def _brush(layer, line, rgb, width: float) -> None:
    """A thick stroke along a polyline (round joins)."""
    if len(line) < 2:
        return
    w = max(1, round(width))
    pygame.draw.lines(layer, rgb, False, line, w)
    for p in line:
        pygame.draw.circle(layer, rgb, p, w / 2)


def _decor(layer, geo: MapGeo, avoid: list[pygame.Rect], u: float) -> None:
    """Fields, woods and hills scattered where nothing of the game lies (seeded: always the same)."""
    rnd = random.Random(1477)
    rect = geo.rect
    k = SS
    spots = []
    tries = 0
    want = int(rect.w * rect.h / (5200 * u * u))
    while len(spots) < want and tries < want * 30:
        tries += 1
        p = (rnd.uniform(rect.x + 14 * u, rect.right - 14 * u), rnd.uniform(rect.y + 14 * u, rect.bottom - 14 * u))
        if any(r.inflate(12 * u, 12 * u).collidepoint(p) for r in avoid):
            continue
        if any(math.dist(p, c) < geo.radius(n) + 44 * u for n, c in geo.nodes.items()):
            continue
        if dist_to_line(p, geo.river) < 30 * u:
            continue
        if any(dist_to_line(p, line) < 16 * u for line in geo.roads.values()):
            continue
        if any(math.dist(p, q) < 26 * u for q in spots):
            continue
        spots.append(p)
    ox, oy = rect.x, rect.y
    for i, (x, y) in enumerate(spots):
        X, Y = (x - ox) * k, (y - oy) * k
        kind = rnd.random()
        if kind < 0.42:                       # a wood: a few round trees
            for _ in range(rnd.randint(3, 6)):
                tx, ty = X + rnd.uniform(-14, 14) * u * k, Y + rnd.uniform(-9, 9) * u * k
                r = rnd.uniform(4.5, 7) * u * k
                pygame.draw.line(layer, (96, 70, 44, 200), (tx, ty + r * 0.6), (tx, ty + r * 1.5), max(1, round(k * u)))
                pygame.draw.circle(layer, (70, 104, 56, 215), (tx, ty), r)
                pygame.draw.circle(layer, (104, 140, 80, 200), (tx - r * 0.25, ty - r * 0.25), r * 0.6)
        elif kind < 0.75:                     # fields: a patch of furrows
            w, h = rnd.uniform(24, 40) * u * k, rnd.uniform(14, 24) * u * k
            patch = pygame.Surface((round(w), round(h)), pygame.SRCALPHA)
            tint = rnd.choice(((196, 190, 110, 90), (170, 186, 110, 90), (214, 184, 120, 90)))
            patch.fill(tint)
            for fx in range(0, round(w), max(3, round(5 * u * k))):
                pygame.draw.line(patch, (120, 110, 60, 70), (fx, 0), (fx, h), max(1, round(u * k * 0.8)))
            patch = pygame.transform.rotate(patch, rnd.uniform(-25, 25))
            layer.blit(patch, patch.get_rect(center=(X, Y)))
        else:                                 # hills
            for j in range(rnd.randint(2, 3)):
                hx, hy = X + (j - 1) * 13 * u * k, Y + rnd.uniform(-3, 3) * u * k
                r = rnd.uniform(8, 12) * u * k
                pygame.draw.arc(layer, (120, 96, 60, 190), (hx - r, hy - r * 0.8, 2 * r, 1.6 * r), 0.25, math.pi - 0.25,
                                max(1, round(1.6 * u * k)))
                for s in range(3):
                    a = 0.9 + s * 0.5
                    ca, sa = math.cos(a), math.sin(a)
                    pygame.draw.line(layer, (140, 116, 76, 120), (hx + r * ca * 0.9, hy - r * 0.8 * sa * 0.9),
                                     (hx + r * ca * 0.5, hy - r * 0.8 * sa * 0.5), max(1, round(u * k)))


def _compass(layer, centre, r: float) -> None:
    x, y = centre
    ink = (110, 80, 50, 200)
    for k in range(8):
        a = k * math.pi / 4 - math.pi / 2
        long = r if k % 2 == 0 else r * 0.55
        tip = (x + long * math.cos(a), y + long * math.sin(a))
        l = (x + r * 0.16 * math.cos(a - math.pi / 2), y + r * 0.16 * math.sin(a - math.pi / 2))
        rr = (x + r * 0.16 * math.cos(a + math.pi / 2), y + r * 0.16 * math.sin(a + math.pi / 2))
        pygame.draw.polygon(layer, (196, 160, 100, 220) if k % 2 else (150, 40, 36, 230) if k == 0 else ink,
                            [tip, l, (x, y), rr])
        pygame.draw.polygon(layer, ink, [tip, l, (x, y), rr], 1)
    pygame.draw.circle(layer, ink, (x, y), r * 0.72, max(1, round(r * 0.05)))


def map_layer(pen: Pen, geo: MapGeo, names: dict[str, str], end_space: int | None,
              avoid: list[pygame.Rect]) -> pygame.Surface:
    """The map as it never changes in a game: parchment, decor (kept out of `avoid`), river and
    track (the end space of this player count ringed), roads, emblems, names and the pale
    cartouches the corners' components are printed on."""
    art = pen.art
    rect = geo.rect
    u = geo.u
    out = pygame.Surface(rect.size)
    out.blit(art.parchment(rect.size), (0, 0))
    big = pygame.Surface((rect.w * SS, rect.h * SS), pygame.SRCALPHA)
    ox, oy = rect.x, rect.y

    def P(p):
        return ((p[0] - ox) * SS, (p[1] - oy) * SS)

    _decor(big, geo, avoid, u)
    # the river: banks, water, a light current, little waves
    river = [P(p) for p in geo.river]
    _brush(big, river, BANK + (255,), 30 * u * SS)
    _brush(big, river, WATER + (255,), 25 * u * SS)
    _brush(big, river, shade(WATER, 0.22) + (255,), 12 * u * SS)
    rnd = random.Random(7)
    for i in range(2, len(river) - 2, 3):
        (ax, ay), (bx, by) = river[i - 1], river[i + 1]
        a = math.atan2(by - ay, bx - ax)
        off = rnd.uniform(-8, 8) * u * SS
        cx, cy = river[i][0] - math.sin(a) * off, river[i][1] + math.cos(a) * off
        L = 4 * u * SS
        pygame.draw.line(big, (230, 240, 248, 150), (cx - math.cos(a) * L, cy - math.sin(a) * L),
                         (cx + math.cos(a) * L, cy + math.sin(a) * L), max(1, round(u * SS)))
    # the roads: a sandy track with an inked edge and dashes
    for line in geo.roads.values():
        pts = [P(p) for p in line]
        _brush(big, pts, (60, 40, 20, 70), 12 * u * SS)
        _brush(big, pts, ROAD_EDGE + (255,), 9 * u * SS)
        _brush(big, pts, ROAD + (255,), 6 * u * SS)
    if _free_for_compass(geo, avoid):
        _compass(big, P((rect.x + rect.w * 0.5, rect.bottom - 40 * u)), 24 * u * SS)
    out.blit(pygame.transform.smoothscale(big, rect.size), (0, 0))
    for line in geo.roads.values():
        _dashes(out, [(x - ox, y - oy) for x, y in line], u)
    # the boat track
    for i, (x, y) in enumerate(geo.track):
        c = (x - ox, y - oy)
        r = geo.space_r
        pygame.draw.circle(out, (40, 66, 92), c, r + 1)
        pygame.draw.circle(out, (226, 236, 242) if i % 5 else (250, 238, 200), c, r - max(1, round(u)))
        if i == end_space:
            pygame.draw.circle(out, (190, 40, 36), c, r + 1, max(2, round(2.5 * u)))
        if i % 5 == 0 or i == end_space:
            label(pen, out, str(i), max(12, r * 1.15), c, "center", colour=(30, 50, 74), halo=(240, 244, 248),
                  bold=True)
    # emblems and names
    for n, (x, y) in geo.nodes.items():
        c = (x - ox, y - oy)
        r = geo.radius(n)
        img = art.picture("city" if n in geo.cities else "village", 2 * r)
        out.blit(img, img.get_rect(center=c))
    for n in geo.nodes:
        pos, anchor = geo.label_anchor(n)
        pos = (pos[0] - ox, pos[1] - oy)
        city = n in geo.cities
        size = 19 * u if city else 13.5 * u
        label(pen, out, names[n], size, pos, anchor, bold=city)
    for r in plates_of(geo):
        plate(out, r.move(-ox, -oy), u)
    return out


def _free_for_compass(geo: MapGeo, avoid) -> bool:
    c = (geo.rect.x + geo.rect.w * 0.5, geo.rect.bottom - 40 * geo.u)
    return all(math.dist(c, p) > 80 * geo.u for p in geo.nodes.values()) and \
        dist_to_line(c, geo.river) > 50 * geo.u and all(dist_to_line(c, l) > 40 * geo.u for l in geo.roads.values()) \
        and not any(r.inflate(40, 40).collidepoint(c) for r in avoid)


def plates_of(geo: MapGeo) -> list[pygame.Rect]:
    """The cartouches printed in the map's corners (the market, the decks, the goods; the palaces)."""
    return [r for box in (geo.market, geo.corner) if box is not None for r in box.plates]


def _dashes(surface, line, u: float) -> None:
    """Small ink dashes along a road (an old map's track)."""
    step, dash = 9 * u, 3.5 * u
    acc = 0.0
    colour = (150, 112, 70)
    w = max(1, round(1.4 * u))
    for a, b in zip(line, line[1:]):
        seg = math.dist(a, b)
        if seg == 0:
            continue
        dx, dy = (b[0] - a[0]) / seg, (b[1] - a[1]) / seg
        t = -acc
        while t < seg:
            if t >= 0:
                e = min(seg, t + dash)
                pygame.draw.line(surface, colour, (a[0] + dx * t, a[1] + dy * t), (a[0] + dx * e, a[1] + dy * e), w)
            t += step
        acc = (acc + seg) % step


# --- what changes during a game -------------------------------------------------------------------
def badge(pen: Pen, surface, text: str, centre, size: float, fill=(44, 32, 22), colour=LIGHT) -> pygame.Rect:
    """A small dark pill with a number."""
    size = max(12, round(size))
    w = max(size + 4, pen.fonts.size(text, size, True)[0] + round(size * 0.6))
    h = round(size * 1.25)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(centre[0]), round(centre[1]))
    surface.blit(paint.box(r.size, tuple(fill) + (235,), h // 2, (250, 236, 200, 255), 1), r)
    pen.text(surface, text, size, colour, r.center, bold=True, shadow=False)
    return r


def village_extras(pen: Pen, surface, geo: MapGeo, node: str, shield: str, good: str) -> None:
    """A village's shield and the good it produces, beside its emblem."""
    s = geo.icon()
    (sx, sy), (gx, gy) = geo.extras(node)
    img = pen.art.shield(shield, s)
    surface.blit(img, img.get_rect(center=(sx, sy)))
    g = pen.art.good(good, s)
    pygame.draw.circle(surface, (250, 242, 222), (gx, gy), s * 0.56)
    pygame.draw.circle(surface, PLATE_EDGE, (gx, gy), s * 0.56, 1)
    surface.blit(g, g.get_rect(center=(gx, gy)))


def building_on(pen: Pen, surface, geo: MapGeo, node: str, kind: str, rgb) -> None:
    """A farm, monastery or castle on a village, in its owner's colour."""
    x, y = geo.nodes[node]
    r = geo.radius(node)
    size = round(r * 1.3)
    img = pen.art.building(kind, rgb, size)
    pen.shadowed(surface, img, (x - r * 1.05, y + r * 0.45 * geo.outward.get(node, -1)))


def circus_on(pen: Pen, surface, geo: MapGeo, node: str) -> None:
    x, y = geo.nodes[node]
    r = geo.radius(node)
    img = pen.art.picture("tent", round(r * 1.35))
    pen.shadowed(surface, img, (x + r * 0.15, y - r * 0.75))


def horses_on(pen: Pen, surface, geo: MapGeo, node: str, n: int) -> None:
    """Horses lying on a space (anyone may take them): a horse and their number."""
    if n <= 0:
        return
    x, y = geo.nodes[node]
    r = geo.radius(node)
    s = max(14, round(r * 0.95))
    side = geo.outward.get(node, -1)
    left = x - r - s * 0.35
    at = (left if left - s > geo.rect.x else x + r + s * 0.35, y - side * r * 0.55)
    img = pen.art.horse(s)
    pen.shadowed(surface, img, at)
    if n > 1:
        badge(pen, surface, str(n), (at[0] - s * 0.35, at[1] + s * 0.4), s * 0.62)


def piece(pen: Pen, surface, what: str, rgb, centre, size: int, horses: int | None,
          lifted: bool = False) -> pygame.Rect:
    """A merchant or messenger, with the horses it stands on."""
    img = pen.art.piece(what, rgb, size)
    rect = pen.shadowed(surface, img, centre, lifted)
    if horses:
        h = pen.art.horse(round(size * 0.62))
        hr = h.get_rect(center=(rect.right - size * 0.08, rect.bottom - size * 0.12))
        surface.blit(h, hr)
        badge(pen, surface, str(horses), (hr.right - 1, hr.bottom - 2), max(12, size * 0.36))
    return rect


def boats(pen: Pen, surface, rects: dict[int, pygame.Rect], colours: list, lifted=None) -> None:
    """Every player's boat where the view places it on the river (the one in hand left out)."""
    for p, rect in rects.items():
        if p != lifted:
            pen.shadowed(surface, pen.art.boat(colours[p], rect.w), rect.center)


# --- the market row and the decks (top right), the goods and the palaces (bottom left) --------------
def coin_number(pen: Pen, surface, n: int, centre, size: float) -> None:
    img = pen.art.picture("coin", round(size))
    r = img.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(img, r)
    pen.text(surface, str(n), max(12, size * 0.62), (70, 44, 10), r.center, bold=True, shadow=False)


def market(pen: Pen, surface, box, row: list[str], prices: list[int], circus_colour: str, check: int, new: int,
           u: float, title: str) -> None:
    label(pen, surface, title, 13.5 * u, box.title.midleft, "midleft", bold=True, max_width=box.title.w)
    for i, (colour, slot) in enumerate(zip(row, box.slots)):
        img = pen.art.tile(colour, slot.w, circus=colour == circus_colour)
        surface.blit(img, slot)
        coin_number(pen, surface, prices[i], box.prices[i].center, box.prices[i].h)
    for i, mark in ((check, "check"), (new, "new")):
        slot = box.slots[i]
        tent = pen.art.picture("tent", round(slot.w * 0.36))
        at = (slot.right - tent.get_width() * 0.25, slot.bottom - tent.get_height() * 0.2)
        if mark == "new":
            pygame.draw.circle(surface, (250, 240, 220), at, tent.get_width() * 0.6)
            pygame.draw.circle(surface, (60, 120, 60), at, tent.get_width() * 0.6, max(1, round(2 * u)))
        else:
            pygame.draw.circle(surface, (250, 240, 220), at, tent.get_width() * 0.6)
            pygame.draw.circle(surface, (190, 40, 36), at, tent.get_width() * 0.6, max(1, round(2 * u)))
        surface.blit(tent, tent.get_rect(center=(round(at[0]), round(at[1]))))


def decks(pen: Pen, surface, box, counts: list[int], prices: list[int], u: float, title: str) -> None:
    label(pen, surface, title, 13.5 * u, box.deck_title.midleft, "midleft", bold=True, max_width=box.deck_title.w)
    for lv, (rect, n, price, pr) in enumerate(zip(box.decks, counts, prices, box.prices), 1):
        if n:
            for k in range(min(3, n) - 1, -1, -1):
                back = pen.art.card_back(rect.size)
                surface.blit(back, rect.move(k * max(1, round(u * 1.5)), -k * max(1, round(u * 1.5))))
        else:
            pygame.draw.rect(surface, DIM, rect, max(1, round(u)), border_radius=max(2, round(4 * u)))
        numeral = ("I", "II", "III", "IV")[lv - 1]
        label(pen, surface, numeral, 12.5 * u, (rect.centerx, rect.y + rect.h * 0.27), bold=True, colour=(120, 20, 20))
        badge(pen, surface, str(n), (rect.right - 1, rect.bottom - 1), 11 * u)
        coin_number(pen, surface, price, (rect.centerx, pr.centery), pr.h)


def supply(pen: Pen, surface, box, goods: list[str], counts: dict, sells: dict, u: float, title: str) -> None:
    """The goods cards left in the supply, each with the price it sells for."""
    label(pen, surface, title, 13.5 * u, box.goods_title.midleft, "midleft", bold=True, max_width=box.goods_title.w)
    price_h = box.prices[0].h
    for g, rect in zip(goods, box.goods):
        img = pen.art.good(g, rect.w)
        if not counts.get(g):
            img = img.copy()
            img.set_alpha(90)
        surface.blit(img, rect)
        badge(pen, surface, str(counts.get(g, 0)), (rect.right - 1, rect.y + 3), 11 * u)
        coin_number(pen, surface, sells[g], (rect.centerx, rect.bottom + price_h * 0.55), price_h)


def palace_card(pen: Pen, surface, rect: pygame.Rect, name: str, vp: int, left: int, u: float, owned_by=()) -> None:
    """A palace building card: its kind, its points and the copies left (chips of who built it)."""
    fill = (236, 228, 204) if left else (206, 196, 176)
    surface.blit(paint.box(rect.size, fill + (255,), max(3, round(5 * u)), (96, 110, 150, 255), max(1, round(1.5 * u))),
                 rect)
    star = pen.art.picture("star", round(rect.h * 0.52))
    sr = star.get_rect(topright=(rect.right - round(2 * u), rect.y + round(2 * u)))
    x = rect.x + round(5 * u)
    r = max(3, round(3 * u))
    pen.boxed(surface, name, 12.5 * u, pygame.Rect(x, rect.y + 1, sr.x - x - round(2 * u), rect.h - 2), INK,
              lines=2, shadow=False, align="left", floor=12)
    surface.blit(star, sr)
    pen.text(surface, str(vp), 12, (80, 50, 10), sr.center, bold=True, shadow=False)
    pen.text(surface, f"×{left}", 12, DIM if left else (150, 40, 30), (rect.right - round(3 * u), rect.bottom),
             "bottomright", bold=True, shadow=False)
    step = 2 * r + 3
    x0 = rect.centerx - (len(owned_by) - 1) * step / 2
    for k, rgb in enumerate(owned_by):              # who built it: a peg each on the card's lower edge
        paint.chip(surface, (round(x0 + k * step), rect.bottom), r, rgb)


def corner_titles(pen: Pen, surface, corner, title: str, cities: list[str], u: float) -> None:
    label(pen, surface, title, 13.5 * u, corner.palace_title.midleft, "midleft", bold=True,
          max_width=corner.palace_title.w)
    for r, name in zip(corner.palace_heads, cities):
        label(pen, surface, name, 12.5 * u, r.midleft, "midleft", bold=True, colour=(70, 60, 110), max_width=r.w)


def route(surface, points: list, rgb, u: float) -> None:
    """The way a piece in hand would go: a bold trail in the player's colour over the roads,
    a bead on each space it passes, an arrow at its end."""
    if len(points) < 2:
        return
    w = max(4, round(5 * u))
    rgb = tuple(rgb[:3])
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for a, b in zip(points, points[1:]):
        pygame.draw.line(layer, (0, 0, 0, 90), (a[0] + 2, a[1] + 3), (b[0] + 2, b[1] + 3), w + 4)
    for a, b in zip(points, points[1:]):
        pygame.draw.line(layer, (255, 250, 236, 255), a, b, w + 4)
    for p in points:
        pygame.draw.circle(layer, (255, 250, 236, 255), p, (w + 4) / 2)
    for a, b in zip(points, points[1:]):
        pygame.draw.line(layer, rgb + (255,), a, b, w)
    for p in points[:-1]:
        pygame.draw.circle(layer, rgb + (255,), p, w / 2)
    for p in points[1:-1]:
        pygame.draw.circle(layer, (255, 250, 236, 255), p, w + 3)
        pygame.draw.circle(layer, rgb + (255,), p, w + 3, max(2, w // 2))
    (ax, ay), (bx, by) = points[-2], points[-1]
    ang = math.atan2(by - ay, bx - ax)
    head = w * 3.2
    tip = (bx - math.cos(ang) * w, by - math.sin(ang) * w)
    wing = [tip, (tip[0] - head * math.cos(ang - 0.55), tip[1] - head * math.sin(ang - 0.55)),
            (tip[0] - head * math.cos(ang + 0.55), tip[1] - head * math.sin(ang + 0.55))]
    pygame.draw.polygon(layer, (255, 250, 236, 255), wing, 0)
    pygame.draw.polygon(layer, (255, 250, 236, 255), wing, 4)
    pygame.draw.polygon(layer, rgb + (255,), wing)
    surface.blit(layer, (0, 0))


def horse_badge(pen: Pen, surface, centre, n: int, u: float) -> pygame.Rect:
    """A pale pill with a horse and a number: the horses a piece would move with to go there."""
    size = max(12, round(12 * u))
    img = pen.art.horse(round(size * 1.25))
    t = pen.fonts.size(str(n), size, True)[0]
    w, h = img.get_width() + t + round(8 * u), round(size * 1.5)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(centre[0]), round(centre[1]))
    surface.blit(paint.box(r.size, (252, 246, 230, 235), h // 2, (120, 86, 44, 255), 1), r)
    surface.blit(img, img.get_rect(midleft=(r.x + round(3 * u), r.centery)))
    pen.text(surface, str(n), size, INK, (r.right - round(4 * u), r.centery), "midright", bold=True, shadow=False)
    return r


def ring(surface, centre, r: float, style: str, u: float) -> None:
    """A lit space: a glowing ring around its emblem."""
    colours = {"legal": (110, 230, 110), "hover": (255, 250, 220), "illegal": (240, 80, 70),
               "selected": (255, 204, 50), "hint": (255, 236, 170), "other": (150, 200, 240)}
    rgb = colours.get(style, (255, 255, 255))
    w = max(2, round((3.5 if style != "hint" else 2) * u))
    size = round(2 * r + 4 * w)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    alpha = {"legal": 70, "hover": 60, "illegal": 80, "selected": 60, "hint": 0, "other": 40}.get(style, 40)
    if alpha:
        pygame.draw.circle(layer, rgb + (alpha,), c, r + w)
    pygame.draw.circle(layer, rgb + (235,), c, r + w, w)
    surface.blit(layer, layer.get_rect(center=(round(centre[0]), round(centre[1]))))
