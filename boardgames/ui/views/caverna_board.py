"""Caverna's things painted onto a surface: the printed home board and what lies on its
cells, dwarfs, tiles waiting to be placed, action-space cards (with what each prints, read
from its flow tree by `printed`) and future-round cards, furnishings in the supply, the
timber panels of the score column, the goods, another player's card and the checklist, and
the checklist's and loot sheet's buttons.

Plain functions of what they show (rectangles from `caverna_layout`, a player's dict, a
furnishing's dict, colours, words already translated): the view decides what is where, what
may be done and what it says; these only decide how it looks, so they never reach into the
view, the match or the rules. Pictures come from `caverna_art` through the pen.
"""
from __future__ import annotations

import pygame

from ..paint import box as rounded
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


def panel(pen: Pen, surface, rect: pygame.Rect, radius: int = 8, line: bool = True, veil: int = 0) -> None:
    """A timber panel on its soft shadow (the checklist, the score column, a player's card;
    `line`, `veil`: see `Art.panel`)."""
    if rect.w < 8 or rect.h < 8:
        return
    img, at = pen.art.shadowed_panel(rect.size, radius, line, veil)
    surface.blit(img, (rect.x - at[0], rect.y - at[1]))


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
    """Two timber tabs; the open one lit and edged in brass, the other in shade."""
    for k, (r, label) in enumerate(zip(rects, words)):
        lit = k == on
        surface.blit(pen.art.timber(r.size, unit // 4), r)
        if not lit:
            surface.blit(rounded(r.size, (0, 0, 0, 90), unit // 4), r)
        else:
            surface.blit(rounded(r.size, (255, 220, 150, 36), unit // 4), r)
        pygame.draw.rect(surface, LINE if lit else (90, 80, 70), r, 2, border_radius=unit // 4)
        pen.text(surface, label, unit * 0.6, PAPER if lit else (214, 200, 180), r.center, max_width=r.w - 8)


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


# --- what an action space prints ------------------------------------------------------------
# A space's flow tree (actions.yaml) as a row of printed glyphs: ("good", good, n), ("tile",
# kind), ("twin", (kind, kind)), ("pasture", small_pasture|large_pasture), ("pic", sprite,
# label or None) and ("sep", "/" either-or, "+" and/or, "→" pay-for).
PICTURES = {"family_growth": "actions/family_growth", "forge": "actions/forge", "sow": "actions/sow",
            "starting_player": "first_player", "stable": "stable"}
TILE_COUNTS = ("ore_mine", "ruby_mine")       # a gain counted per tile, or given only with one


def printed(node: dict, twins: dict) -> list[tuple]:
    """The glyphs printed on an action space for its flow `node` (the goods that pile up on
    it are drawn apart); `twins`: twin tile id -> its halves' kinds."""
    kind = node["type"]
    if kind in ("then", "and_or", "either"):
        sep = {"then": None, "and_or": "+", "either": "/"}[kind]
        out: list[tuple] = []
        for part in (printed(n, twins) for n in node.get("steps") or node.get("options") or ()):
            if part and out and sep:
                out.append(("sep", sep))
            out += part
        return out

    def goods(d) -> list[tuple]:
        return [("good", g, n) for g, n in (d or {}).items() if n]

    if kind == "gain":
        count = node.get("per") or node.get("if", {}).get("count") or {}
        cond = count.get("countable")
        return goods(node["gain"]) + ([("sep", "/"), ("tile", cond)] if cond in TILE_COUNTS else [])
    if kind == "place_twin":
        out = []
        for t in node["tiles"]:
            out += ([("sep", "/")] if out else []) + [("twin", tuple(twins.get(t, ("meadow", "field"))[:2]))]
        return out + goods(node.get("bonus"))
    if kind == "place_tile":
        return [("tile", node["tile"])] + goods(node.get("bonus"))
    if kind == "furnish":
        return [("pic", "furnishings/dwelling" if node.get("kind") == "dwelling" else "actions/furnish", None)]
    if kind == "expedition":
        return [("pic", "actions/expedition", str(node["level"]))]
    if kind == "fence":
        return [("pasture", node["tile"])]
    if kind == "convert":
        return goods(node["pay"]) + [("sep", "→")] + goods(node["gain"])
    if kind == "buy":
        return [("good", "gold", 0), ("sep", "→")] + [("good", g, 0) for g in list(node["prices"])[:3]]
    if kind == "imitate":
        cost = goods(node.get("cost"))
        return cost + ([("sep", "→")] if cost else []) + [("pic", "actions/imitation", None)]
    if kind == "weapons_up":
        return [("pic", "weapon", f"+{node.get('amount', 1)}")]
    if kind in PICTURES:
        return [("pic", PICTURES[kind], None)]
    return []


def _glyph_words(glyph: tuple) -> str:
    """The number printed by a glyph: a good's count over 1, a picture's label."""
    if glyph[0] == "good" and glyph[2] and glyph[2] > 1:
        return str(glyph[2])
    return glyph[2] if glyph[0] == "pic" and glyph[2] else ""


def _glyph_width(pen: Pen, glyph: tuple, icon: int, label: int) -> int:
    if glyph[0] == "sep":
        return round(icon * 0.5)
    if glyph[0] == "twin" or glyph == ("pasture", "large_pasture"):
        return round(icon * 0.8) * 2
    words = _glyph_words(glyph)
    return icon + (pen.fonts.size(words, label, True)[0] + 1 if words else 0)


def _glyph(pen: Pen, surface, glyph: tuple, x: int, cy: int, icon: int, label: int) -> None:
    what, art = glyph[0], pen.art
    if what == "sep":
        pen.text(surface, glyph[1], label, INK, (x + round(icon * 0.25), cy), bold=True, shadow=False)
        return
    if what in ("tile", "twin", "pasture"):
        kinds = glyph[1] if what == "twin" else ("meadow", "meadow") if glyph[1] == "large_pasture" else (glyph[1],)
        s = round(icon * 0.8) if len(kinds) > 1 else icon
        y = cy - s // 2
        for k, kind in enumerate(kinds):
            surface.blit(art.tile(kind, s), (x + k * s, y))
        if what == "pasture":
            surface.blit(art.fence(glyph[1], (s * len(kinds), s)), (x, y))
        pygame.draw.rect(surface, (58, 42, 28), (x, y, s * len(kinds), s), 1)
        return
    surface.blit(art.good(glyph[1], icon) if what == "good" else art.icon(glyph[1], icon), (x, cy - icon // 2))
    words = _glyph_words(glyph)
    if words:
        pen.text(surface, words, label, INK, (x + icon + 1, cy + icon // 2 + 1), "bottomleft", bold=True,
                 shadow=False)


def _row_need(pen: Pen, glyphs, icon: int, label: int) -> tuple[int, list[int], int, int]:
    """(width, each glyph's width, label size, gap) of a row of glyphs at `icon` pixels, their
    numbers at `label`."""
    gap = max(1, icon // 10)
    widths = [_glyph_width(pen, g, icon, label) for g in glyphs]
    return sum(widths) + gap * (len(widths) - 1) + icon // 3, widths, label, gap


def _fit(pen: Pen, rows: list, icon: int, width: int, label: int) -> int | None:
    """The largest picture size up to `icon` (12 at least) at which every row fits `width`,
    in steps of 2 px (fewer sizes of each picture to scale for a first frame)."""
    while icon >= 12:
        if all(_row_need(pen, row, icon, label)[0] <= width for row in rows):
            return icon
        icon -= 2
    return None


def _halves(glyphs) -> list:
    """The glyphs in two rows, broken at the separator nearest the middle (else the middle)."""
    seps = [k for k, g in enumerate(glyphs) if g[0] == "sep"]
    k = min(seps, key=lambda k: abs(k - len(glyphs) / 2)) if seps else (len(glyphs) + 1) // 2
    first, second = glyphs[:k], glyphs[k + 1:] if seps else glyphs[k:]
    return [first, second] if first and second else [glyphs]


def print_row(pen: Pen, surface, area: pygame.Rect, glyphs, centred: bool, label: int,
              most: int | None = None) -> None:
    """The glyphs on a faint inked plate in `area` (centred or from its left), their numbers
    at `label` (the card's own size: no font opened for them), pictures up to `most` pixels
    (default the area's height), smaller if they must be, in two rows when that shows them
    larger; left out when even 12 px pictures would not fit (the tooltip says it all)."""
    most = min(area.h, most or area.h)
    one = _fit(pen, [glyphs], most, area.w, label)
    rows, icon = [glyphs], one
    halves = _halves(glyphs)
    if len(halves) == 2:
        two = _fit(pen, halves, min(most, (area.h - 4) // 2), area.w, label)
        if two is not None and (one is None or two > one * 1.25):
            rows, icon = halves, two
    if icon is None:
        return
    needs = [_row_need(pen, row, icon, label) for row in rows]
    line = icon + max(2, icon // 6)
    plate = pygame.Rect(0, 0, max(n[0] for n in needs), line * len(rows))
    plate.midleft = (area.centerx - plate.w // 2 if centred else area.x, area.centery)
    surface.blit(rounded(plate.size, (120, 86, 44, 38), max(3, line // 4), (120, 86, 44, 110), 1), plate)
    for k, (row, (need, widths, label, gap)) in enumerate(zip(rows, needs)):
        x = plate.x + (plate.w - need) // 2 + icon // 6
        for g, w in zip(row, widths):
            _glyph(pen, surface, g, x, plate.y + line * k + line // 2, icon, label)
            x += w + gap


def space_card(pen: Pen, surface, r: pygame.Rect, name: str, goods: dict, is_round: bool,
               occupant: tuple | None = None, glyphs: list | tuple = ()) -> None:
    """An action space: its name, the goods piled on it, what it prints (`glyphs`, see
    `printed`) on an inked plate after them, and the dwarf on it (rgb, dwarf)."""
    surface.blit(pen.art.card("action_round" if is_round else "action_space", r.size), r)
    pad = max(3, r.w // 14)
    size = max(12, round(min(r.h * 0.15, r.w * 0.12)))
    side = pad if pen.fonts.fits_whole(name, size, r.w - 2 * pad, 2, True) else max(3, r.w // 28)
    used = pen.wrapped(surface, name, size, pygame.Rect(r.x + side, r.y + pad, r.w - 2 * side, r.h // 2), INK,
                       lines=2, bold=True, shadow=False)      # a long name may use the card's margins: never cut
    icon = max(14, r.h // 4)
    piled = [(g, n) for g, n in goods.items() if n][:3]
    top = r.y + pad + used + max(1, pad // 2)
    bottom = r.bottom - pad - (icon + max(1, pad // 2) if piled else 0)
    if glyphs and bottom - top >= 14:          # printed in the middle, as on the board
        print_row(pen, surface, pygame.Rect(r.x + pad, top, r.w - 2 * pad, bottom - top), glyphs, True, size,
                  most=round(r.h * 0.3))
        glyphs = ()
    x = r.x + pad
    for g, n in piled:
        surface.blit(pen.art.good(g, icon), (x, r.bottom - pad - icon))
        pen.text(surface, str(n), icon * 0.8, PAPER, (x + icon, r.bottom - pad - icon // 2), "midleft", bold=True)
        x += icon * 2
    if glyphs:                                 # no room in the middle: after the goods
        print_row(pen, surface, pygame.Rect(x, r.bottom - pad - icon, r.right - pad - x, icon), glyphs,
                  not piled, size)
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


def home(pen: Pen, surface, frame: pygame.Rect, cell_size: int, origin, marks: tuple, cells: list[tuple],
         large: list[pygame.Rect]) -> None:
    """The board as printed (`caverna_art.Art.board_print`: frame, bare spaces, their printed
    `marks`, the ridge between forest and mountain; F1R1's top left at `origin`), then every
    cell that holds something (`cell`'s arguments after the surface) and the large pastures'
    fences over their two cells."""
    img, pad = pen.art.board_print(frame.size, cell_size, (origin[0] - frame.x, origin[1] - frame.y), marks)
    surface.blit(img, (frame.x - pad, frame.y - pad))
    for args in cells:
        cell(pen, surface, *args)
    for box_ in large:
        surface.blit(pen.art.fence("large_pasture", box_.size) if box_.w > box_.h else
                     pygame.transform.rotate(pen.art.fence("large_pasture", (box_.h, box_.w)), 90), box_)


def name_plate(pen: Pen, surface, centre, words: str, rgb, size: float, most: int) -> None:
    """The board's owner on a parchment plate over the frame's top edge, by a chip of their
    colour."""
    size = max(12, round(size))
    text_w = min(pen.fonts.size(words, size, True)[0], most - size * 2)
    plate = pygame.Rect(0, 0, text_w + round(size * 2.6), round(size * 1.6))
    plate.center = (round(centre[0]), round(centre[1]))
    surface.blit(rounded(plate.size, (0, 0, 0, 90), plate.h // 3), plate.move(1, 2))
    surface.blit(pen.art.card("action_space", plate.size), plate)
    chip = (plate.x + round(size * 0.85), plate.centery)
    pygame.draw.circle(surface, (40, 28, 18), chip, max(4, size // 3) + 1)
    pygame.draw.circle(surface, rgb, chip, max(4, size // 3))
    pen.text(surface, words, size, INK, (chip[0] + round(size * 0.6), plate.centery), "midleft", bold=True,
             shadow=False, max_width=text_w + 2)


def cell(pen: Pen, surface, r: pygame.Rect, kind: str, furn: dict | None, stable: bool, crops: dict,
         bare: bool = False) -> None:
    """One home-board space: its tile (none when `bare`: the printed board shows), a small
    pasture's fence, the furnishing (or the printed entry dwelling), a stable and the crops
    sown there."""
    if not bare:
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
    if not bare:                                  # a laid tile's cut edge
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
    panel(pen, surface, rect, 6)
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
    """Every good and animal with its count (none: dim) on a timber panel; the `held` one
    faded."""
    panel(pen, surface, rect.inflate(8, 4), 8)
    for g, box, n in cells:
        icon = min(box.w // 2, box.h - 4)
        img = pen.art.good(g, icon)
        surface.blit(_faded(img) if g == held else img, (box.x + 2, box.y + (box.h - icon) // 2))
        pen.text(surface, str(n), max(12, icon * 0.6), PAPER if n else DIM, (box.x + icon + 6, box.centery),
                 "midleft", bold=True)
    pygame.draw.line(surface, (120, 96, 66), (rect.x + 8, rect.centery), (rect.right - 8, rect.centery), 1)


# --- another player -------------------------------------------------------------------------
def player_card(pen: Pen, surface, r: pygame.Rect, unit: int, pl: dict, rgb, deciding: bool,
                words: tuple[str, str, str], room: int, grid: list[list[tuple[str, bool]]]) -> None:
    """Another player at a glance. Line 1: name and score; 2: food have / need and their
    dwarfs (faded while out working, rings for room for more); 3: their goods and animals.
    Right: a thumbnail of their board (`grid`: rows of (tile kind, furnished)) when it fits.
    `words`: name, score, food."""
    name, score, food = words
    panel(pen, surface, r, 6)                   # one panel for every card; its edge in their colour
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
