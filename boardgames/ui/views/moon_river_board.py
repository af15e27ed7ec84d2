"""Moon River's things drawn onto a surface: plots and cards with their printed symbols,
cows, ranchers, the market's pieces, the saloon, a farm on its player board.

Plain functions of what they show (rectangles from `moon_river_layout`, plot designs,
faces, counts, colours): the view decides what is where and what is in hand, these only
decide how it looks, so they never reach into the view or the match. Pictures come from
`moon_river_art`; this module is apart from it because those are cached pictures at a
size, while these paint onto a surface at a place.
"""
from __future__ import annotations

import pygame

from .. import paint
from ..pen import Pen as KitPen
from ..render.board import STYLES, outline_polygon
from ..render.jigsaw import JigsawTileRenderer
from .moon_river_art import Art
from .moon_river_layout import SCREEN_VEC, FarmBox, MarketBox, circle_center

LIGHT = (250, 244, 226)          # counts on the dark table


class Pen(KitPen):
    """The kit's pen with the jigsaw cutter that loose plots are drawn with."""

    def __init__(self, art: Art, fonts, jig: JigsawTileRenderer):
        super().__init__(art, fonts)
        self.jig = jig


# --- pieces ------------------------------------------------------------------------------
def face(pen: Pen, surface, d: dict, center, size: int, joint, tab: bool, lifted: bool) -> None:
    """A loose plot (or bonus tile face) of design `d`: a jigsaw piece and its symbols."""
    pen.jig.draw_piece(surface, center, pen.art.terrain(d["terrain"]), size, joint, tab, lifted, True)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(center[0]), round(center[1]))
    symbols(pen, surface, rect, d)


def card(pen: Pen, surface, da: dict, db: dict, center, rotation: int, size: int, lifted: bool) -> None:
    """A landscape card: plot `da` (with the tab) and `db` side by side along screen
    direction `rotation`; both shadows first."""
    vx, vy = SCREEN_VEC[rotation % 4]
    ca = (center[0] - vx * size / 2, center[1] - vy * size / 2)
    cb = (center[0] + vx * size / 2, center[1] + vy * size / 2)
    back = (rotation + 2) % 4
    halves = ((cb, db, back, False), (ca, da, rotation, True))
    for c, d, joint, tab in halves:
        pen.jig.draw_piece(surface, c, pen.art.terrain(d["terrain"]), size, joint, tab, lifted, shadow=True)
    for c, d, joint, tab in halves:
        pen.jig.draw_piece(surface, c, pen.art.terrain(d["terrain"]), size, joint, tab, lifted, shadow=False)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(c[0]), round(c[1]))
        symbols(pen, surface, rect, d)


def symbols(pen: Pen, surface, rect: pygame.Rect, d: dict) -> None:
    """The printed symbols of a plot: resources top-left, cow symbols/skull bottom-left, circle top-right."""
    s = rect.w
    if s < 14:
        return
    art = pen.art
    ic = max(6, round(s * 0.27))
    x, y = rect.x + round(s * 0.07), rect.y + round(s * 0.07)
    for res, icon in (("gold", "gold"), ("otters", "otter"), ("corn", "corn")):
        n = d.get(res, 0)
        if not n:
            continue
        if n <= 2:
            for _ in range(n):
                surface.blit(art.icon(icon, ic), (x, y))
                x += round(ic * 0.8)
        else:
            surface.blit(art.icon(icon, ic), (x, y))
            pen.text(surface, str(n), max(12, ic * 0.8), (255, 250, 230), (x + ic + 1, y + ic // 2), "midleft",
                     bold=True)
    bx, by = rect.x + round(s * 0.07), rect.bottom - round(s * 0.07) - ic
    for _ in range(d.get("cows", 0)):
        surface.blit(art.symbol_cow(ic), (bx, by))
        bx += round(ic * 0.9)
    for _ in range(d.get("skulls", 0)):
        surface.blit(art.icon("skull", ic), (bx, by))
        bx += round(ic * 0.9)
    if d.get("circles"):
        c = art.icon("circle", round(s * 0.36))
        surface.blit(c, c.get_rect(center=circle_center(rect)))


def rancher(pen: Pen, surface, rgb, center, size: int, lifted: bool = False) -> None:
    pen.shadowed(surface, pen.art.rancher(rgb, size), center, lifted)


def cows(pen: Pen, surface, rect: pygame.Rect, n: int) -> None:
    """`n` cows on the plot `rect`: one or two pictures, and the count beyond two."""
    if n <= 0:
        return
    img = pen.art.icon("cow", round(rect.w * 0.4))
    spots = [(0.45, 0.66)] if n == 1 else [(0.34, 0.68), (0.64, 0.6)]
    for fx, fy in spots:
        pen.shadowed(surface, img, (rect.x + rect.w * fx, rect.y + rect.h * fy))
    if n > 2:
        pen.text(surface, f"×{n}", max(12, rect.w * 0.24), (255, 255, 255), (rect.right - 3, rect.bottom - 2),
                 "bottomright", bold=True)


def footprint(surface, grid, cells, style: str) -> None:
    """Outlines of the cells a held card would cover (drawn over the card: will it fit?)."""
    outline = STYLES[style][1]
    for cell in cells:
        rect = grid.slot_rect(cell)
        pts = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
        outline_polygon(surface, pts, outline, max(2, round(grid.size * 0.035)))


def turn_badge(pen: Pen, surface, center, size: int) -> None:
    """The rotate sign on a cell the held card reaches only turned."""
    size = max(12, int(size))
    pygame.draw.circle(surface, (16, 28, 44), (round(center[0]) + 1, round(center[1]) + 2), size // 2 + 2)
    pygame.draw.circle(surface, (232, 244, 255), center, size // 2 + 1)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(center[0]), round(center[1]))
    paint.icon(pen.art, surface, "ui/rotate", rect.inflate(-size // 8, -size // 8), (40, 110, 200))


def zoom_frame(pen: Pen, surface, area: pygame.Rect, head: int, title: str, rgb, hint: str) -> None:
    """The dark card another player's farm is shown on up close: their colour and name on
    top, how to close it at the bottom (the farm is drawn over it)."""
    surface.blit(paint.box(area.size, (18, 26, 22, 250), max(6, head // 4), (255, 214, 102, 210), 2), area)
    size = max(14, round(head * 0.46))
    chip = max(7, round(size * 0.45))
    r = pen.text(surface, title, size, (255, 244, 214), (area.centerx + chip, area.y + head // 2), bold=True,
                 max_width=area.w - 6 * chip)
    paint.chip(surface, (r.x - chip * 2, r.centery), chip, rgb)
    pen.text(surface, hint, max(12, round(head * 0.3)), (214, 222, 206), (area.centerx, area.bottom - head // 2),
             max_width=area.w - head)


# --- the market ---------------------------------------------------------------------------
def bag(pen: Pen, surface, m: MarketBox, count: int) -> None:
    """The box (draw pile): a stack of plot backs with how many are left."""
    back = pen.art.plot_back(round(m.unit * 0.5))
    for i in range(3):
        surface.blit(back, (m.bag.x + i * 3, m.bag.y + 4 - i * 3))
    pen.text(surface, str(count), max(12, m.unit * 0.26), LIGHT,
             (m.bag.x + round(m.unit * 0.58), m.bag.y + round(m.unit * 0.3)), "midleft", bold=True)


def socket(surface, rect: pygame.Rect) -> None:
    """An empty place of the draft line: a recess in the wooden draft board, lit from above."""
    radius = max(2, rect.w // 10)
    edge = max(2, rect.w // 16)
    pygame.draw.rect(surface, (30, 20, 12), rect.inflate(2, 2), border_radius=radius)
    pygame.draw.rect(surface, (120, 84, 52), rect, border_radius=radius)
    inner = rect.inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surface, (74, 50, 32), inner, border_radius=max(2, radius - edge // 2))
    pygame.draw.line(surface, (52, 34, 22), inner.topleft, (inner.right - 1, inner.top), max(1, edge // 2))
    pygame.draw.rect(surface, (150, 112, 74), rect, width=1, border_radius=radius)


def line_slot(pen: Pen, surface, rect: pygame.Rect, unit: int, d: dict | None, rancher_rgb) -> None:
    """A place of the draft line: its socket, the plot of design `d` on it, the rancher by it."""
    socket(surface, rect)
    if d is not None:
        face(pen, surface, d, rect.center, rect.w, None, True, False)
    if rancher_rgb is not None:
        size = round(unit * 0.5)
        rancher(pen, surface, rancher_rgb, (rect.right - size * 0.28, rect.bottom - size * 0.45), size)


def supply(pen: Pen, surface, m: MarketBox, count: int) -> None:
    cow = pen.art.icon("cow", round(m.unit * 0.5))
    r = cow.get_rect(midleft=(m.supply.x + round(m.unit * 0.2), m.supply.centery))
    pen.shadowed(surface, cow, r.center)
    pen.text(surface, f"× {count}", max(12, m.unit * 0.27), LIGHT, (r.right + 6, r.centery), "midleft", bold=True)


def scenario(pen: Pen, surface, m: MarketBox, scenario_id: str, name: str) -> None:
    """The scenario's picture and name (Western Legends)."""
    r, u = m.scenario, m.unit
    icon = pen.art.fitted(f"scenario_{scenario_id}", (r.h, r.h))
    surface.blit(icon, icon.get_rect(midleft=(r.x, r.centery)))
    pen.boxed(surface, name, u * 0.22, pygame.Rect(r.x + r.h + 6, r.y, r.w - r.h - 6, r.h), (250, 240, 220),
              align="left")


def saloon(pen: Pen, surface, m: MarketBox, spaces: list, stacks: list[int]) -> None:
    """The saloon: per space (face, legal, selected) or None when empty or in hand; then the
    face-down partner stacks with their counts."""
    art, rect = pen.art, m.saloon
    if art.has("saloon"):
        surface.blit(art.sprites.cover("moon_river/saloon", rect.size), rect)
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 60))
        surface.blit(veil, rect)
    else:
        pygame.draw.rect(surface, (96, 60, 36), rect, border_radius=max(4, m.unit // 8))
        for i in range(1, 8):
            y = rect.y + rect.h * i // 8
            pygame.draw.line(surface, (80, 48, 28), (rect.x + 4, y), (rect.right - 4, y), 2)
    pygame.draw.rect(surface, (60, 36, 20), rect, width=max(2, m.unit // 24), border_radius=max(4, m.unit // 8))
    for sp, token in zip(m.spaces, spaces):
        pygame.draw.circle(surface, (40, 26, 16), sp.center, sp.w // 2 + 2)
        pygame.draw.circle(surface, (120, 86, 52), sp.center, sp.w // 2, max(1, sp.w // 20))
        if token is None:
            continue
        token_face, legal, selected = token
        pen.shadowed(surface, art.partner(token_face, sp.w), sp.center)
        if legal:
            pygame.draw.circle(surface, STYLES["legal"][1][:3], sp.center, sp.w // 2 + 3, max(2, sp.w // 16))
        if selected:
            pygame.draw.circle(surface, STYLES["selected"][1][:3], sp.center, sp.w // 2 + 4, max(2, sp.w // 12))
    for count, r in zip(stacks, m.stacks):
        img = art.partner("back", r.w)
        for i in range(min(3, count)):
            pen.shadowed(surface, img, (r.centerx - i * 2, r.centery - i * 2))
        pen.text(surface, f"× {count}", max(12, r.h * 0.5), (255, 248, 230), (r.right + r.w // 5, r.centery), "midleft",
                 bold=True)


def discard_zone(pen: Pen, surface, r: pygame.Rect, label: str, marked: dict | None) -> None:
    """The discard pile for a full storage: a crossed plot back, its label, and the plot of
    design `marked` already set aside."""
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (120, 40, 34, 150), layer.get_rect(), border_radius=max(4, r.h // 5))
    pygame.draw.rect(layer, (240, 120, 100, 230), layer.get_rect(), width=2, border_radius=max(4, r.h // 5))
    surface.blit(layer, r)
    back = pen.art.plot_back(round(r.h * 0.6))
    br = back.get_rect(midleft=(r.x + r.h * 0.25, r.centery))
    surface.blit(back, br)
    pygame.draw.line(surface, (250, 90, 80), br.topleft, br.bottomright, 3)
    pygame.draw.line(surface, (250, 90, 80), br.topright, br.bottomleft, 3)
    if label:
        right = r.right - (r.h * 1.05 if marked is not None else 6)
        pen.boxed(surface, label, r.h * 0.32, pygame.Rect(br.right + 8, r.y, right - br.right - 8, r.h),
                  (255, 236, 226), align="left")
    if marked is not None:
        face(pen, surface, marked, (r.right - r.h * 0.55, r.centery), round(r.h * 0.7), None, True, False)


# --- a farm ------------------------------------------------------------------------------
def meadow(pen: Pen, surface, box: FarmBox) -> None:
    """The mat the farm grows on (ringed while it is that player's turn), its empty cells,
    and the river with its bridges."""
    c = box.cell
    mat = pygame.Rect(box.rect.x, box.rect.y, box.rect.w, box.river.y - box.rect.y + 2)
    rad = max(4, c // 6)
    pygame.draw.rect(surface, (20, 30, 22), mat.move(0, 3), border_radius=rad)
    surface.blit(pen.art.mat(mat.size, box.active, rad), mat)
    if box.active:
        pygame.draw.rect(surface, (255, 214, 102), mat.inflate(4, 4), width=max(2, c // 28),
                         border_radius=max(4, c // 6))
    box.grid.draw_background(surface)
    river(pen, surface, box)


def river(pen: Pen, surface, box: FarmBox) -> None:
    r = box.river
    if pen.art.has("river"):
        surface.blit(pen.art.sized("river", r.size), r)
    else:
        pygame.draw.rect(surface, (58, 120, 170), r)
        for i in range(3):
            y = r.y + r.h * (i + 1) // 4
            pts = [(x, y + ((x // 6) % 2) * 2) for x in range(r.x, r.right, 6)]
            if len(pts) > 1:
                pygame.draw.lines(surface, (130, 180, 220), False, pts, 1)
    for br in box.bridges:
        pen.shadowed(surface, pen.art.bridge(br.size), br.center)


def player_board(pen: Pen, surface, box: FarmBox, rgb, board_id: str, name: str) -> None:
    """The player board under the river, framed in the player's colour `rgb`, with its
    portrait (the Western Legends character, else the player's rancher) and name."""
    art, b = pen.art, box.board
    rad = max(3, box.cell // 8)
    if art.has("player_board"):
        surface.blit(art.sprites.cover("moon_river/player_board", b.size), b)
    else:
        pygame.draw.rect(surface, (136, 96, 58), b, border_radius=rad)
        for i in range(1, 4):
            y = b.y + b.h * i // 4
            pygame.draw.line(surface, (118, 80, 46), (b.x + 3, y), (b.right - 3, y), 1)
    pygame.draw.rect(surface, rgb, b, width=max(2, box.cell // 18), border_radius=rad)
    port = box.portrait
    if board_id != "camp" and art.has(f"characters/{board_id}"):
        img = art.fitted(f"characters/{board_id}", (port.w, port.h - box.name.h))
        surface.blit(img, img.get_rect(midtop=(port.centerx, port.y)))
    else:
        size = min(port.w, port.h - box.name.h)
        rancher(pen, surface, rgb, (port.centerx, port.y + size // 2), size)
    fsize = max(12, round(box.cell * 0.2))
    pen.text(surface, name, fsize, (255, 250, 236), box.name.center, bold=True, max_width=port.w + box.cell // 3)


def farm_plots(pen: Pen, surface, grid, plots: list, settling: dict) -> None:
    """Placed plots, given as (cell, design, joint, tab): laid ones cut into the farm (all
    shadows first), those in `settling` (cell -> progress 0-1) still dropping into place."""
    laid = [p for p in plots if p[0] not in settling]
    for cell, _, joint, tab in laid:
        grid.draw_shadow(surface, cell, joint, tab)
    for cell, d, joint, tab in laid:
        grid.draw_cell(surface, cell, pen.art.terrain(d["terrain"]), joint, tab)
    for cell, d, joint, tab in plots:
        if cell not in settling:
            symbols(pen, surface, grid.slot_rect(cell), d)
            continue
        k = 1 - (1 - settling[cell]) ** 2
        size = round(grid.size * (1.18 - 0.18 * k))
        center = grid.cell_center(cell)
        center = (center[0], center[1] - round(grid.size * 0.12 * (1 - k)))
        sj = None if joint is None else grid.screen_direction(joint)
        face(pen, surface, d, center, size, sj, tab, lifted=True)


def partners(pen: Pen, surface, box: FarmBox, placed: list) -> None:
    """Hired partners, given as (cell, face), on their plots' circles."""
    for cell, token_face in placed:
        rect = box.grid.slot_rect(cell)
        pen.shadowed(surface, pen.art.partner(token_face, round(box.cell * 0.5)), circle_center(rect))


def storage_slots(surface, box: FarmBox, capacity: int) -> None:
    """The storage spaces on the player board; those beyond `capacity` (to be emptied) in red."""
    for i, rect in enumerate(box.storage):
        over = i >= capacity
        pygame.draw.rect(surface, (70, 44, 26), rect.inflate(4, 4), border_radius=max(2, rect.w // 10))
        pygame.draw.rect(surface, (168, 60, 48) if over else (104, 72, 44), rect, border_radius=max(2, rect.w // 10))
