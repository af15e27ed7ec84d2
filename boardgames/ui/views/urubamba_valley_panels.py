"""Drawing Urubamba Valley around the terrace: the markets (seeds, vines, the bag and the
discards, technology cubes, talents and their reserve), the deciding player's board
(warehouse, technologies, talents, debts, screen) and the other players' cards.

Functions of explicit arguments (a `Pen`, rectangles from `urubamba_valley_layout`, words
and counts); the view decides what is shown. A player's coins reach these functions only
as the text the view gives for the viewer's own screen.
"""
from __future__ import annotations

import math

import pygame

from .. import paint
from ..pen import Pen
from .urubamba_valley_art import CROP_RGB, STAGE_RGB, shade
from .urubamba_valley_board import fit_text

PAPER = (244, 234, 212)
PAPER_TEXT = (52, 40, 30)
DIM = (128, 110, 88)
LIGHT = (246, 240, 226)
MUTED = (206, 196, 176)
ROMAN = {1: "I", 2: "II", 3: "III"}


# --- shared bits -------------------------------------------------------------------------------
def board_panel(surface, rect: pygame.Rect, rgb, sprites) -> None:
    """A player's board: parchment edged in their colour, over its shadow."""
    radius = max(6, min(14, rect.h // 12))
    surface.blit(paint.box(rect.size, (0, 0, 0, 90), radius), (rect.x + 2, rect.y + 4))
    if sprites is not None and sprites.has("ui/panel"):
        surface.blit(sprites.tiled("ui/panel", rect.size, radius), rect.topleft)
    else:
        surface.blit(paint.box(rect.size, PAPER + (255,), radius), rect)
    pygame.draw.rect(surface, rgb, rect, max(2, rect.h // 70), border_radius=radius)


def label(pen: Pen, surface, rect: pygame.Rect, words: str, colour=LIGHT, right: str = "") -> None:
    """A section title over part of a board (with a note at its right end)."""
    size = rect.h * 0.78
    used = fit_text(pen, surface, words, size, colour, (rect.x, rect.centery), "midleft", bold=True,
                    shadow=colour == LIGHT, max_width=rect.w * (0.6 if right else 1.0))
    if right:
        fit_text(pen, surface, right, size * 0.85, colour, (rect.right, rect.centery), "midright",
                 shadow=colour == LIGHT, max_width=rect.right - used.right - 6)


def socket(surface, rect: pygame.Rect, light: bool = False, ghost: pygame.Surface | None = None,
           notch: bool = False) -> None:
    """An empty printed space (a market slot, a warehouse space, a talent notch), with the
    faint print of what goes there (`ghost`) when given; a talent's notch (`notch`) prints
    the band a talent tile shows its stage on."""
    radius = max(3, min(rect.w, rect.h) // 8)
    fill = (255, 255, 255, 34) if light else (60, 44, 28, 40)
    edge = (255, 255, 255, 90) if light else (96, 72, 46, 130)
    surface.blit(paint.box(rect.size, fill, radius, edge, max(1, min(rect.w, rect.h) // 30)), rect)
    if notch:
        band = (max(8, round(min(rect.h * 0.42, rect.w * 0.16))), rect.h)
        surface.blit(paint.box(band, (96, 72, 46, 46), radius), rect.topleft)
    if ghost is not None:
        surface.blit(ghost, ghost.get_rect(center=rect.center))


def price_tag(pen: Pen, surface, rect: pygame.Rect, price: int, size: int, dark: bool = False) -> None:
    """A coin and its price, centred in `rect`."""
    words = f"${price}"
    tw = pen.fonts.size(words, size, True)[0]
    ic = pen.art.coin(round(size * 1.1))
    x = rect.centerx - (ic.get_width() + 2 + tw) / 2
    surface.blit(ic, ic.get_rect(midleft=(round(x), rect.centery)))
    pen.text(surface, words, size, PAPER_TEXT if dark else LIGHT, (x + ic.get_width() + 2, rect.centery), "midleft",
             bold=True, shadow=not dark)


def count(pen: Pen, surface, n: int, pos, size: int, anchor="bottomright") -> None:
    """A count in a small dark pill."""
    words = f"×{n}"
    w = pen.fonts.size(words, size, True)[0] + size * 0.6
    pill = pygame.Rect(0, 0, round(w), round(size * 1.3))
    setattr(pill, anchor, (round(pos[0]), round(pos[1])))
    surface.blit(paint.box(pill.size, (20, 18, 14, 220), pill.h // 2), pill)
    pen.text(surface, words, size, LIGHT, pill.center, bold=True, shadow=False)


# --- talents ----------------------------------------------------------------------------------
def star(surface, centre, radius: float, rgb) -> None:
    """A five-pointed star (a talent's end value)."""
    pts = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    pygame.draw.polygon(surface, rgb, pts)


def talent_tile(pen: Pen, surface, rect: pygame.Rect, name: str, stage: int, price: int | None, end: int,
                charged_rgb=None, spent: bool = False, size: int | None = None) -> None:
    """A talent tile: its stage band, name, price (in a market) and end value; a held one-time
    talent shows its worker marker while charged, and is greyed once spent."""
    h = rect.h
    radius = max(3, h // 8)
    surface.blit(paint.box(rect.size, (0, 0, 0, 80), radius), (rect.x + 1, rect.y + 2))
    band = STAGE_RGB.get(stage, (120, 120, 120))
    face = (246, 236, 212) if not spent else (200, 194, 182)
    surface.blit(paint.box(rect.size, face + (255,), radius, shade(band, -0.3) + (255,), max(1, h // 24)), rect)
    bw = max(15, round(min(h * 0.42, rect.w * 0.16)))
    strip = pygame.Rect(rect.x, rect.y, bw, rect.h)
    surface.blit(paint.box(strip.size, band + (255,), radius), strip)
    pen.text(surface, ROMAN.get(stage, "?"), max(12, min(bw * 0.62, h * 0.4)), LIGHT, strip.center, bold=True)
    size = size or max(12, round(min(h * 0.34, 20)))
    right = rect.right - 4
    if price is not None:                  # what hiring it costs here: a coin and the price
        words = f"${price}"
        tw = pen.fonts.size(words, size, True)[0]
        pen.text(surface, words, size, PAPER_TEXT, (right, rect.centery), "midright", bold=True, shadow=False)
        ic = pen.art.coin(round(size * 1.05))
        surface.blit(ic, ic.get_rect(midright=(right - tw - 2, rect.centery)))
        right -= tw + ic.get_width() + 8
    if end:                                # what it is worth at the end: a star on a plaque
        words = f"{end}"
        tw = pen.fonts.size(words, max(12, round(size * 0.85)), True)[0]
        plaque = pygame.Rect(0, 0, round(tw + size * 1.5), round(size * 1.3))
        plaque.midright = (right, rect.centery)
        surface.blit(paint.box(plaque.size, (84, 62, 34, 255), plaque.h // 3, (236, 186, 58, 255), 1), plaque)
        star(surface, (plaque.x + size * 0.62, plaque.centery), size * 0.45, (255, 214, 90))
        pen.text(surface, words, max(12, size * 0.85), (255, 236, 170), (plaque.right - size * 0.3, plaque.centery),
                 "midright", bold=True, shadow=False)
        right = plaque.x - 6
    x = strip.right + max(4, h // 10)
    if charged_rgb is not None:
        wsize = round(min(h * 0.7, 30))
        pen.shadowed(surface, pen.art.worker(charged_rgb, wsize), (x + wsize / 2, rect.centery))
        x += wsize + 3
    name_w = right - x - 4
    lines = pen.fonts.wrap(name, size, max(10, name_w), True)
    colour = PAPER_TEXT if not spent else DIM
    if len(lines) > 1 and h >= size * 2.4:
        fs = size
        while fs > 12 and len(pen.fonts.wrap(name, fs, max(10, name_w), True)) > 2:
            fs -= 1
        lines = pen.fonts.wrap(name, fs, max(10, name_w), True)[:2]
        lh = round(fs * 1.12)
        y = rect.centery - lh * len(lines) / 2 + lh / 2
        for line in lines:
            fit_text(pen, surface, line, fs, colour, (x, y), "midleft", bold=True, shadow=False, max_width=name_w)
            y += lh
    else:
        fit_text(pen, surface, name, size, colour, (x, rect.centery), "midleft", bold=True, shadow=False,
                 max_width=name_w)


# --- the markets -------------------------------------------------------------------------------
def seed_market(pen: Pen, surface, m, market: list, prices: list[int], held: set, words: dict) -> None:
    """The six seed slots (slot 1, the cheapest, at the left) over the prices the viewer would
    pay; `held`: the slots whose seed is in hand."""
    label(pen, surface, m.seeds_label, words["seeds"])
    for i, (r, p) in enumerate(zip(m.seeds, m.prices)):
        crop = market[i] if i < len(market) else None
        if crop is None or i in held:
            socket(surface, r, light=True, ghost=pen.art.ghost(None, round(r.w * 0.8)))
        else:
            pen.shadowed(surface, pen.art.seed_tile(crop, r.w), r.center)
        price_tag(pen, surface, p, prices[i], max(12, round(p.h * 0.72)))


def vines_and_piles(pen: Pen, surface, m, vines: int, held: bool, bag: int, discard: int, words: dict) -> None:
    """The vine market's vines (`held`: one is in hand), the bag and the discard pile with their counts."""
    label(pen, surface, m.vines_label, words["vines"], right=words["piles"])
    shown = vines - (1 if held else 0)
    for i, r in enumerate(m.vines):
        if i < shown:
            pen.shadowed(surface, pen.art.seed_tile("vine", r.w), r.center)
        else:
            socket(surface, r, light=True, ghost=pen.art.ghost("vine", round(r.w * 0.8)))
    s = m.text
    for box, img, n in ((m.bag, pen.art.bag(round(m.bag.h * 0.9)), bag),
                        (m.discard, pen.art.tile_back(round(m.discard.h * 0.8)), discard)):
        c = (box.centerx - s * 0.6, box.centery)
        pen.shadowed(surface, img, c)
        count(pen, surface, n, (c[0] + img.get_width() / 2 + s * 0.2, box.bottom), s)


def cube_market(pen: Pen, surface, m, crops: list[str], cubes: dict, held: str | None, price: int | None,
                words: dict) -> None:
    right = words["tech_price"] if price is not None else words["tech_full"]
    label(pen, surface, m.cubes_label, words["tech"], right=right)
    for crop, r in zip(crops, m.cubes):
        n = cubes.get(crop, 0) - (1 if held == crop else 0)
        img = pen.art.cube(CROP_RGB[crop], r.w)
        if n <= 0:
            img = img.copy()
            img.set_alpha(60)
        pen.shadowed(surface, img, (r.centerx - r.w * 0.12, r.centery))
        count(pen, surface, max(0, n), (r.right + r.w * 0.18, r.bottom), max(12, round(m.text * 0.85)))


def talent_market(pen: Pen, surface, m, tiles: list, names: dict, stages: dict, prices: list, ends: dict,
                  held: int | None, stacks: dict, words: dict) -> None:
    label(pen, surface, m.talents_label, words["talents"], right=words["top_extra"])
    for i, r in enumerate(m.talents):
        tile = tiles[i] if i < len(tiles) else None
        if tile is None or held == i:
            socket(surface, r, light=True, notch=True)
            continue
        talent_tile(pen, surface, r, names[tile], stages[tile], prices[i], ends[tile], size=m.text)
    for i, r in enumerate(m.stacks):
        if i < 3:
            stage = i + 1
            n = len(stacks.get(str(stage), ()))
            rgb = STAGE_RGB[stage]
            face = pygame.Rect(r.x, r.y, min(r.w // 2, r.h), r.h)
            for k in range(min(3, n) - 1, -1, -1):
                surface.blit(paint.box(face.size, shade(rgb, -0.25 - 0.1 * k) + (255,), 4, (30, 26, 20, 255), 1),
                             face.move(k * 2, -k * 2))
            if n == 0:
                socket(surface, face, light=True)
            pen.text(surface, ROMAN[stage], max(12, face.h * 0.5), LIGHT, face.center, bold=True)
            pen.text(surface, f"×{n}", max(12, m.text * 0.9), LIGHT, (face.right + 4, r.centery), "midleft", bold=True)
        else:
            fit_text(pen, surface, words["talent_discard"], m.text * 0.85, MUTED,
                     (r.right, r.centery), "midright", max_width=r.w)


# --- the deciding player's board ----------------------------------------------------------------------
def own_board(pen: Pen, surface, o, rgb, sprites, name: str, crop: str, crop_words: str, debt_words: str,
              words: dict) -> None:
    board_panel(surface, o.rect, rgb, sprites)
    h = o.header
    paint.chip(surface, (h.x + h.h // 2, h.centery), max(6, h.h // 3), rgb)
    r = fit_text(pen, surface, name, h.h * 0.62, PAPER_TEXT, (h.x + h.h * 1.05, h.centery), "midleft", bold=True,
                 shadow=False, max_width=h.w * 0.34)
    tile = pen.art.seed_tile(crop, round(h.h * 0.86))
    x = r.right + h.h * 0.4
    surface.blit(tile, tile.get_rect(midleft=(round(x), h.centery)))
    x += tile.get_width() + 4
    r2 = fit_text(pen, surface, crop_words, h.h * 0.42, DIM, (x, h.centery), "midleft", shadow=False,
                  max_width=o.screen.x - x - 8)
    if debt_words:
        fit_text(pen, surface, debt_words, h.h * 0.42, (176, 50, 40), (o.screen.x - 8, h.centery), "midright",
                 bold=True, shadow=False, max_width=o.screen.x - r2.right - 16)
    for box, key in ((o.warehouse_label, "warehouse"), (o.tech_label, "tech"), (o.talents_label, "talents")):
        label(pen, surface, box, words[key], PAPER_TEXT, right=words.get(key + "_note", ""))


def warehouse(pen: Pen, surface, o, seeds: list, capacity: int, hidden: int | None) -> None:
    """The warehouse's spaces (`capacity` of them) and the seeds in them; `hidden`: the index
    of a seed in hand, left out. Seeds beyond the capacity (a Warehouse Keeper let go, until
    they are discarded) stand in spaces ringed in red."""
    for i, r in enumerate(o.slots):
        if i >= max(capacity, len(seeds)):
            break
        socket(surface, r, ghost=pen.art.ghost(None, round(r.w * 0.7)) if i >= len(seeds) else None)
        if i >= capacity:
            pygame.draw.rect(surface, (196, 52, 44), r.inflate(4, 4), max(2, r.w // 20), border_radius=max(3, r.w // 8))
        if i < len(seeds) and i != hidden:
            pen.shadowed(surface, pen.art.seed_tile(seeds[i], r.w), r.center)


def technologies(pen: Pen, surface, o, tech: list, prices: list[int], size: int) -> None:
    """The four technology slots: a cube of each crop the player may plant, the price of the
    next ones printed in the empty slots (the first slot holds the player's own cube)."""
    for i, r in enumerate(o.tech_slots):
        socket(surface, r)
        if i < len(tech):
            img = pen.art.cube(CROP_RGB[tech[i]], round(r.w * 0.62))
            pen.shadowed(surface, img, (r.centerx, r.centery - r.h * 0.08))
            icon = pen.art.crop(tech[i], round(r.w * 0.4))
            surface.blit(icon, icon.get_rect(bottomright=(r.right, r.bottom)))
        elif i < len(prices):
            price_tag(pen, surface, r, prices[i], size, dark=True)


def screen(pen: Pen, surface, box: pygame.Rect, rgb, coins_words: str | None, caption: str, peek: pygame.Rect | None,
           size: int) -> None:
    """A player's screen. `coins_words` is given only for the viewer's own screen: their coins
    are drawn on a pile of gold in front of it; any other screen stays closed, no number."""
    cap_h = round(size * 1.4)
    area = pygame.Rect(box.x, box.y, box.w, box.h - cap_h)
    sw = min(area.w, round(area.h * 1.35))
    img = pen.art.screen(rgb, (sw, round(sw * 0.74)))
    pen.shadowed(surface, img, (area.centerx, area.y + area.h * 0.42))
    if coins_words is not None:
        coin = pen.art.coin(round(sw * 0.3))
        c = (area.centerx, area.y + area.h * 0.74)
        for k in range(3):
            surface.blit(coin, coin.get_rect(center=(c[0] - sw * 0.16 + k * sw * 0.08, c[1] - k * 3)))
        plate = pygame.Rect(0, 0, round(sw * 0.7), round(size * 1.7))
        plate.center = (c[0] + sw * 0.12, c[1] + sw * 0.02)
        surface.blit(paint.box(plate.size, (40, 30, 14, 235), plate.h // 3, (236, 186, 58, 255), 2), plate)
        fit_text(pen, surface, coins_words, size * 1.2, (255, 230, 140), plate.center, bold=True, shadow=False,
                 max_width=plate.w - 6)
    fit_text(pen, surface, caption, size * 0.85, DIM, (box.centerx, box.bottom - cap_h / 2), shadow=False,
             max_width=box.w)
    if peek is not None:
        surface.blit(paint.box(peek.size, (40, 34, 28, 220), peek.w // 2, (236, 200, 120, 255), 1), peek)
        eye = pen.art.eye((255, 236, 190), round(peek.w * 0.72))
        surface.blit(eye, eye.get_rect(center=peek.center))


# --- the other players --------------------------------------------------------------------------------
def card(pen: Pen, surface, c, rgb, name: str, crop: str, seeds: list, tech: list, talents: list, track: list,
         debt: str, deciding: bool) -> None:
    """Another player's board in brief: name and crop, a closed screen, their harvest workers'
    spaces, warehouse seeds, technology cubes and talents (name, and a worker marker while a
    one-time ability is charged)."""
    board_panel(surface, c.rect, rgb, pen.art.sprites)
    h = c.header
    s = c.text
    radius = max(6, min(14, c.rect.h // 12))
    band = pygame.Surface((c.rect.w, h.bottom + max(2, h.h // 8) - c.rect.y), pygame.SRCALPHA)
    pygame.draw.rect(band, tuple(rgb[:3]) + (46,), band.get_rect(), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    surface.blit(band, c.rect.topleft)         # the name band, tinted in the player's colour
    paint.chip(surface, (h.x + h.h // 2, h.centery), max(5, h.h // 3), rgb)
    x = h.x + h.h + 2
    tile = pen.art.seed_tile(crop, round(h.h * 0.84))
    surface.blit(tile, tile.get_rect(midleft=(round(x), h.centery)))
    x += tile.get_width() + 4
    shut = pen.art.screen(rgb, (c.screen.w, round(c.screen.w * 0.74)))
    surface.blit(shut, shut.get_rect(center=c.screen.center))
    work = pen.art.worker(rgb, round(h.h * 0.8))
    marks = " ".join(str(t) for t in track)
    mw = pen.fonts.size(marks, s, True)[0]
    wx = c.screen.x - 6 - mw
    pen.text(surface, marks, s, PAPER_TEXT, (c.screen.x - 6, h.centery), "midright", bold=True, shadow=False)
    surface.blit(work, work.get_rect(midright=(round(wx - 2), h.centery)))
    fit_text(pen, surface, name, s * 1.05, PAPER_TEXT, (x, h.centery), "midleft", bold=True, shadow=False,
             max_width=wx - work.get_width() - x - 8)
    if deciding:
        pygame.draw.rect(surface, (255, 220, 120), c.rect.inflate(4, 4), 2, border_radius=radius + 2)
    icon_row(pen, surface, c.seeds, [("tile", x) for x in seeds], s, debt)
    icon_row(pen, surface, c.cubes, [("cube", x) for x in tech], s)
    for r, t in zip(c.talents, talents):
        if t is None:                             # a printed notch for a talent to come
            socket(surface, r.inflate(0, -max(2, r.h // 6)), notch=True)
            continue
        words, stage, charged = t
        dot = max(4, round(min(r.h, s) * 0.32))
        pygame.draw.circle(surface, STAGE_RGB.get(stage, (120, 120, 120)), (r.x + dot, r.centery), dot)
        x = r.x + dot * 2 + 4
        if charged:
            wimg = pen.art.worker(rgb, round(min(r.h * 0.9, s * 1.3)))
            pen.shadowed(surface, wimg, (x + wimg.get_width() / 2, r.centery))
            x += wimg.get_width() + 3
        fit_text(pen, surface, words, s * 0.95, PAPER_TEXT, (x, r.centery), "midleft", shadow=False,
                 max_width=r.right - x)


def icon_row(pen: Pen, surface, r: pygame.Rect, items: list, size: int, note: str = "") -> None:
    """Seed tiles or cubes in a row, as large as the row lets them (a dash when there is none),
    and a `note` at its right end, which keeps its room."""
    nsize = max(12, round(size * 0.9))
    room = r.w - (pen.fonts.size(note, nsize, True)[0] + 8 if note else 0)
    if not items:
        pen.text(surface, "—", max(12, size), DIM, (r.x + 4, r.centery), "midleft", shadow=False)
    side = round(min(r.h * 0.92, max(8, room) / max(6, len(items) + 1)))
    x = r.x
    for kind, what in items:
        img = pen.art.seed_tile(what, side) if kind == "tile" else pen.art.cube(CROP_RGB[what], round(side * 0.9))
        surface.blit(img, img.get_rect(midleft=(round(x), r.centery)))
        x += side + 3
    if note:
        fit_text(pen, surface, note, nsize, (176, 50, 40), (r.right, r.centery), "midright", bold=True,
                 shadow=False, max_width=max(20, r.right - x - 6))
