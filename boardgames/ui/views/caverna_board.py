"""Caverna's things painted onto a surface: dwarfs, home-board cells, tiles waiting to be
placed, action-space and future-round cards, furnishings in the supply, the score column,
the goods panel, another player's card, and the checklist's and loot sheet's buttons.

Plain functions of what they show (rectangles from `caverna_layout`, a player's dict, a
furnishing's dict, colours, words already translated): the view decides what is where, what
may be done and what it says; these only decide how it looks, so they never reach into the
view, the match or the rules. Pictures come from `caverna_art` through the pen.
"""
from __future__ import annotations

import pygame

from ..pen import Pen
from ..render.board import highlight_rect
from .caverna_layout import ANIMALS, GOODS, SIDES

INK, PAPER, DIM = (58, 42, 28), (250, 244, 230), (150, 140, 128)
GOLD = (255, 226, 140)                         # scores
LINE = (200, 170, 120)                         # borders of what can be clicked

# A button's look: fill, fill under the pointer, border (None: none) and its width.
BUTTONS = {
    "option": ((82, 64, 46), (120, 102, 84), LINE, 1),
    "convert": ((64, 74, 60), (102, 112, 98), LINE, 1),       # a trade offered beside the decision
    "confirm": ((96, 74, 50), (120, 92, 60), (250, 220, 140), 2),    # which move a gesture meant
    "let_go": ((120, 56, 40), (150, 70, 50), (230, 150, 110), 1),
    "greyed": ((48, 42, 38), (48, 42, 38), None, 0),                # offered, impossible now
    "loot": ((82, 64, 46), (120, 92, 60), LINE, 1),
    "taken": ((150, 120, 50), (150, 120, 50), None, 0),
    "loot_act": ((120, 80, 40), (120, 80, 40), None, 0),
    "loot_convert": ((64, 74, 60), (64, 74, 60), None, 0),
}


def panel(surface, rect: pygame.Rect, radius: int = 8) -> None:
    """The dark ground of the checklist and the score column."""
    pygame.draw.rect(surface, (36, 30, 26), rect, border_radius=radius)


def button(pen: Pen, surface, rect: pygame.Rect, words: str, size: float, style: str = "option",
           hover: bool = False, radius: int = 6, pad: int = 10) -> None:
    """A button in one of the BUTTONS looks; a greyed one's words are dim and unshadowed."""
    fill, lit, border, width = BUTTONS[style]
    pygame.draw.rect(surface, lit if hover else fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)
    plain = style != "greyed"
    colour = PAPER if plain else DIM
    # one line, a little smaller if need be, else as many lines as the button is high (a long
    # word hyphenated); cut only as the last resort
    most = max(2, (rect.h - 4 - max(12, int(size))) // round(max(12, int(size)) * 1.15) + 1)
    rows, size = pen.fonts.fit_lines(words, max(12, int(size)), rect.w - pad, rect.h - 2, floor=12, lines=most,
                                     leading=1.15)
    step = round(size * 1.15)
    for k, row in enumerate(rows):
        centre = (rect.centerx, rect.centery + round((k - (len(rows) - 1) / 2) * step))
        pen.text(surface, row, size, colour, centre, shadow=plain)


def order_badge(pen: Pen, surface, corner, n: int) -> None:
    """A small dark disc numbering a picked item, centred on its top left `corner` (clear of
    its words)."""
    size = 12
    rad = max(8, pen.fonts.size(str(n), size, True)[0] // 2 + 3)
    c = (round(corner[0]), round(corner[1]))
    pygame.draw.circle(surface, (40, 30, 20), c, rad)
    pygame.draw.circle(surface, GOLD, c, rad, 1)
    pen.text(surface, str(n), size, GOLD, c, bold=True, shadow=False)


def page_count(pen: Pen, surface, rect: pygame.Rect, first: int, last: int, total: int, size: float) -> None:
    """Which buttons of how many the checklist shows (the wheel over it shows the rest)."""
    pen.text(surface, f"{first + 1}–{last} / {total}  ⇅", size * 0.9, DIM, (rect.right - 10, rect.y - 4),
             "bottomright")


# --- the left side ---------------------------------------------------------------------
def tabs(pen: Pen, surface, rects: list[pygame.Rect], words: list[str], on: int, unit: int) -> None:
    for k, (r, label) in enumerate(zip(rects, words)):
        lit = k == on
        pygame.draw.rect(surface, (92, 70, 48) if lit else (50, 42, 36), r, border_radius=unit // 4)
        pygame.draw.rect(surface, LINE if lit else (90, 80, 70), r, 2, border_radius=unit // 4)
        pen.text(surface, label, unit * 0.6, PAPER, r.center, max_width=r.w - 8)


def round_label(pen: Pen, surface, rect: pygame.Rect, line: str, unit: int) -> None:
    """Right-aligned; a narrow board gets a smaller label rather than a cut one."""
    size = round(unit * 0.62)
    while size > 12 and pen.fonts.size(line, size, True)[0] > rect.w - 4:
        size -= 1
    pen.text(surface, line, size, PAPER, (rect.right - 4, rect.centery), "midright", bold=True, max_width=rect.w)


def future_card(pen: Pen, surface, r: pygame.Rect, words: str, marked: bool, marker) -> None:
    """A round not yet revealed; `marked` rounds show their harvest marker (None: face down)."""
    surface.blit(pen.art.card("round_back", r.size), r)
    pen.text(surface, words, max(12, r.h * 0.16), PAPER, (r.centerx, r.y + r.h * 0.22), max_width=r.w - 6, bold=True)
    if marked:
        name = "harvest_back" if marker is None else ("harvest_question" if marker == "red" else "harvest_leaf")
        icon = pen.art.icon(name, r.h * 0.34)
        surface.blit(icon, icon.get_rect(center=(r.centerx, r.y + r.h * 0.62)))


def space_card(pen: Pen, surface, r: pygame.Rect, name: str, goods: dict, is_round: bool,
               occupant: tuple | None = None) -> None:
    """An action space: its name, the goods piled on it, and the dwarf on it (rgb, dwarf)."""
    surface.blit(pen.art.card("action_round" if is_round else "action_space", r.size), r)
    pad = max(3, r.w // 14)
    size = max(12, round(min(r.h * 0.15, r.w * 0.12)))
    side = pad if pen.fonts.fits_whole(name, size, r.w - 2 * pad, 2, True) else max(3, r.w // 28)
    pen.wrapped(surface, name, size, pygame.Rect(r.x + side, r.y + pad, r.w - 2 * side, r.h // 2), INK, lines=2,
                bold=True, shadow=False)      # a long name may use the card's margins: never cut
    icon = max(14, r.h // 4)
    x = r.x + pad
    for g, n in [(g, n) for g, n in goods.items() if n][:3]:
        surface.blit(pen.art.good(g, icon), (x, r.bottom - pad - icon))
        pen.text(surface, str(n), icon * 0.8, PAPER, (x + icon, r.bottom - pad - icon // 2), "midleft", bold=True)
        x += icon * 2
    if occupant is not None:
        size = round(r.h * 0.5)
        dwarf(pen, surface, *occupant, (r.right - size * 0.55, r.bottom - size * 0.55), size)


def supply_tile(pen: Pen, surface, r: pygame.Rect, tile: dict, name: str, left: bool, lit: bool,
                band: int, size: int) -> None:
    """A furnishing of the supply with its points, and its name under it in up to two lines
    (`band` high, at `size`); faded once built (`left` False), lit when it may be dragged now."""
    face = pen.art.furnishing(tile, min(r.w, r.h - band))
    fr = face.get_rect(midtop=(r.centerx, r.y))
    if not left:
        face = face.copy()
        face.set_alpha(60)
    surface.blit(face, fr)
    pen.wrapped(surface, name, size, pygame.Rect(r.x, fr.bottom + 1, r.w, band), PAPER if left else DIM, lines=2)
    pen.text(surface, str(tile["points"]), max(12, fr.h * 0.2), (255, 230, 120), (fr.right - 4, fr.y + 3),
             "topright", bold=True)
    if lit:
        highlight_rect(surface, fr, "legal")


# --- the home board ----------------------------------------------------------------------
def dwarf(pen: Pen, surface, rgb, d: dict, center, size: int) -> None:
    """A dwarf (a child while newborn) with its weapon's strength."""
    pen.shadowed(surface, pen.art.dwarf(rgb, size, d.get("new", False)), center)
    if d["w"]:
        w = pen.art.icon("weapon", size * 0.46)
        wr = w.get_rect(center=(center[0] + size * 0.3, center[1] + size * 0.28))
        surface.blit(w, wr)
        pen.text(surface, str(d["w"]), max(12, size * 0.3), PAPER, wr.center, bold=True)


def home(pen: Pen, surface, frame: pygame.Rect, cells: list[tuple], large: list[pygame.Rect], divider) -> None:
    """The board's frame, its cells (`cell`'s arguments after the surface), the large
    pastures' fences over their two cells and the line between forest and mountain."""
    pygame.draw.rect(surface, (30, 24, 20), frame, border_radius=6)
    for args in cells:
        cell(pen, surface, *args)
    for box in large:
        surface.blit(pen.art.fence("large_pasture", box.size) if box.w > box.h else
                     pygame.transform.rotate(pen.art.fence("large_pasture", (box.h, box.w)), 90), box)
    pygame.draw.line(surface, (20, 16, 14), *divider, 3)


def cell(pen: Pen, surface, r: pygame.Rect, kind: str, furn: dict | None, stable: bool, crops: dict) -> None:
    """One home-board space: its tile, a small pasture's fence, the furnishing (or the
    printed entry dwelling), a stable and the crops sown there."""
    surface.blit(pen.art.tile(kind, r.w), r)
    if kind == "small_pasture":
        surface.blit(pen.art.fence("small_pasture", r.size), r)
    if furn is not None and furn["id"] == "entry_dwelling":
        surface.blit(pen.art.sized("tiles/entry_dwelling", r.size), r)
    elif furn is not None:
        surface.blit(pen.art.furnishing(furn, r.w), r)
    if stable:
        s = pen.art.icon("stable", r.w * 0.45)
        surface.blit(s, s.get_rect(bottomright=(r.right - 2, r.bottom - 2)))
    for k, (g, n) in enumerate((g, n) for g, n in crops.items() if n):
        icon = pen.art.good(g, r.w * 0.36)
        ir = icon.get_rect(topleft=(r.x + 3 + k * r.w * 0.45, r.y + 3))
        surface.blit(icon, ir)
        pen.text(surface, str(n), max(12, r.w * 0.22), PAPER, (ir.right, ir.bottom), "bottomleft", bold=True)
    pygame.draw.rect(surface, (24, 20, 16), r, 1)


def waiting_tile(pen: Pen, surface, piece: tuple, twins: dict, r: pygame.Rect, rotation: int) -> None:
    """A tile waiting to be placed: a twin as its two halves (`twins`: id -> tile kinds) from
    `r`'s top-left cell towards SIDES[rotation], a single tile, a pasture's meadows under its
    fence; a stable is its picture."""
    if piece[0] == "stable":
        surface.blit(pen.art.icon("stable", r.h), r)
        return
    if piece[0] == "pasture":
        halves = ["meadow", "meadow"] if piece[1] == "large_pasture" else ["meadow"]
    else:
        halves = twins[piece[1]] if piece[0] == "twin" else [piece[1]]
    s = r.h
    dx, dy = SIDES[rotation % 4] if len(halves) > 1 else (0, 0)
    for k, kind in enumerate(halves):
        box = pygame.Rect(r.x + k * dx * s, r.y + k * dy * s, s, s)
        surface.blit(pen.art.tile(kind, s), box)
        pygame.draw.rect(surface, (24, 20, 16), box, 1)
    if piece[0] == "pasture":
        box = pygame.Rect(r.x, r.y, s * (1 + abs(dx)), s * (1 + abs(dy)))
        surface.blit(pen.art.fence(piece[1], box.size), box)


def no_room(pen: Pen, surface, box: pygame.Rect, words: str) -> None:
    """The pen of animals without room (they go when the decision is confirmed)."""
    pygame.draw.rect(surface, (70, 34, 28), box, border_radius=6)
    pygame.draw.rect(surface, (220, 120, 90), box, 2, border_radius=6)
    pen.text(surface, words, max(12, box.h * 0.24), PAPER, (box.centerx, box.y + box.h * 0.2),
             max_width=box.w - 8, bold=True)


def herd(pen: Pen, surface, kind: str, r: pygame.Rect, n: int, ringed: bool, faded: bool) -> None:
    """`n` animals of a kind; ringed when newborn, faded while being dragged away."""
    img = pen.art.good(kind, r.h)
    if ringed:
        pygame.draw.circle(surface, (250, 230, 120), r.center, r.h * 0.62, 3)
    pen.shadowed(surface, _faded(img) if faded else img, r.center)
    if n > 1:
        pen.text(surface, str(n), max(12, r.h * 0.6), PAPER, (r.right - 2, r.bottom + 1), "bottomleft", bold=True)


def _faded(img: pygame.Surface) -> pygame.Surface:
    """What is left behind while its copy is in hand."""
    img = img.copy()
    img.set_alpha(90)
    return img


def score_column(pen: Pen, surface, rect: pygame.Rect, rows: list[tuple[str, pygame.Rect, int]], unit: int) -> None:
    """The score pad row by row (picture, points; negative in red) and the total under a line."""
    panel(surface, rect, 6)
    for name, box, value in rows:
        icon = min(box.h - 4, round(rect.w * 0.36))
        size = max(12, min(box.h * 0.7, unit * 0.6))
        if name == "total":
            pygame.draw.line(surface, LINE, (box.x + 6, box.y), (box.right - 6, box.y), 1)
            pen.text(surface, "=", size, GOLD, (box.x + 6 + icon // 2, box.centery), bold=True)
            pen.text(surface, str(value), size, GOLD, (box.right - 8, box.centery), "midright", bold=True)
            continue
        img = pen.art.score_row(name, icon)
        surface.blit(img, img.get_rect(center=(box.x + 6 + icon // 2, box.centery)))
        colour = PAPER if value > 0 else ((240, 130, 110) if value < 0 else DIM)
        pen.text(surface, str(value), size, colour, (box.right - 8, box.centery), "midright", bold=value != 0)


def goods_panel(pen: Pen, surface, rect: pygame.Rect, cells: list[tuple[str, pygame.Rect, int]], held) -> None:
    """Every good and animal with its count (none: dim); the `held` one faded."""
    for g, box, n in cells:
        icon = min(box.w // 2, box.h - 4)
        img = pen.art.good(g, icon)
        surface.blit(_faded(img) if g == held else img, (box.x + 2, box.y + (box.h - icon) // 2))
        pen.text(surface, str(n), max(12, icon * 0.6), PAPER if n else DIM, (box.x + icon + 6, box.centery),
                 "midleft", bold=True)
    pygame.draw.line(surface, (90, 80, 70), (rect.x, rect.centery), (rect.right, rect.centery), 1)


# --- another player -------------------------------------------------------------------------
def player_card(pen: Pen, surface, r: pygame.Rect, unit: int, pl: dict, rgb, deciding: bool,
                words: tuple[str, str, str], room: int, grid: list[list[tuple[str, bool]]]) -> None:
    """Another player at a glance. Line 1: name and score; 2: food have / need and their
    dwarfs (faded while out working, rings for room for more); 3: their goods and animals.
    Right: a thumbnail of their board (`grid`: rows of (tile kind, furnished)) when it fits.
    `words`: name, score, food."""
    name, score, food = words
    pygame.draw.rect(surface, (44, 38, 34), r, border_radius=6)
    pygame.draw.rect(surface, rgb, r, 4 if deciding else 2, border_radius=6)
    pygame.draw.rect(surface, rgb, pygame.Rect(r.x, r.y, 6, r.h), border_radius=3)
    tc = max(4, min((r.h - 10) // 4, (r.w // 3) // 6))
    thumb = pygame.Rect(r.right - 6 * tc - 8, r.y + (r.h - 4 * tc) // 2, 6 * tc, 4 * tc)
    if thumb.x - r.x < 150:
        thumb.w = 0
    else:
        thumbnail(pen, surface, thumb, tc, grid)
    right = (thumb.x - 8) if thumb.w else (r.right - 8)
    line = (r.h - 8) / 3
    size = max(12, min(unit * 0.55, line * 0.7))
    y1, y2, y3 = (round(r.y + 4 + line * (k + 0.5)) for k in range(3))
    pen.text(surface, name, size, PAPER, (r.x + 12, y1), "midleft", bold=True, max_width=(right - r.x) * 0.55)
    pen.text(surface, score, size, GOLD, (right, y1), "midright", bold=True)
    used = pen.text(surface, food, max(12, size * 0.9), PAPER, (r.x + 12, y2), "midleft", max_width=right - r.x - 12)
    x = r.x + 12 + (used.w if used else 0) + size
    icon = round(line * 0.95)
    dwarfs = pl["dwarfs"]
    for k in range(max(len(dwarfs), room)):
        if x + icon > right:
            break
        if k < len(dwarfs):
            img = pen.art.dwarf(rgb, icon, dwarfs[k].get("new", False))
            if dwarfs[k]["at"] is not None:           # out on an action space
                img = img.copy()
                img.set_alpha(80)
            surface.blit(img, (x, y2 - icon // 2))
        else:                                                 # room for another dwarf
            pygame.draw.circle(surface, DIM, (x + icon // 2, y2), icon * 0.32, 1)
        x += round(icon * 0.8)
    x = r.x + 12
    icon = round(line * 0.8)
    have = [(g, pl["goods"][g]) for g in GOODS if g != "food"] + [(a, pl["animals"][a]) for a in ANIMALS]
    for g, n in have:
        if not n:
            continue
        label = str(n)
        w = icon + pen.fonts.size(label, max(12, icon * 0.75), True)[0] + icon // 3
        if x + w > right:
            break
        surface.blit(pen.art.good(g, icon), (x, y3 - icon // 2))
        pen.text(surface, label, max(12, icon * 0.75), PAPER, (x + icon + 1, y3), "midleft", bold=True)
        x += w


def thumbnail(pen: Pen, surface, thumb: pygame.Rect, tc: int, grid: list[list[tuple[str, bool]]]) -> None:
    """A home board in cells of `tc` pixels, furnished cells outlined in orange."""
    for y, row in enumerate(grid):
        for x, (kind, furnished) in enumerate(row):
            at = (thumb.x + x * tc, thumb.y + y * tc)
            surface.blit(pen.art.tile(kind, tc), at)
            if furnished:
                pygame.draw.rect(surface, (236, 150, 60), (*at, tc, tc), 1)
