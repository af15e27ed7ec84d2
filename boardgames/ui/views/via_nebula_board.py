"""Drawing Via Nebula's valley: terrain hexes and everything standing on them.

Functions of explicit arguments (a `Pen`, the `Valley`'s geometry, the spaces to draw);
the view decides what goes where from the observation. The still valley (terrain, laid
meadow tiles, the board's rim and shadow) is drawn once into a layer per board state and
size, shared by every view of the game; tokens, resources, craftsmen, sites and buildings
are drawn on top of it into the view's still picture (`ViewKit`), which leaves a piece in
hand out where it came from.
"""
from __future__ import annotations

import pygame

from ..render.board import TextureCache, polygon_mask
from ..pen import Pen
from .via_nebula_art import Art
from .via_nebula_layout import Valley, key

# Texture tile size in hex radii: big soft fog banks, finer grass and stones.
TEXTURE_SCALE = {"fog": 4.6, "meadow": 2.6, "forest": 2.3, "ruin": 2.3, "forbidden": 3.0}
INK = (44, 32, 20)


SHADOW_SCALE = 4                 # the valley's shadow is blurred at 1/4 size

def terrain(space: dict) -> str:
    """The picture under a space: tokens and exploitations lie on meadows."""
    kind = space["kind"]
    return "meadow" if kind in ("token", "exploitation") else kind


# --- the still layer ------------------------------------------------------------------
def _frame(valley: Valley) -> tuple[pygame.Rect, int]:
    """The hexes' bounds and the margin the layer adds around them (for the shadow)."""
    r = valley.renderer
    return r.bounds(), max(4, round(r.radius * 0.5))


def warm_layer(layers: TextureCache, valley: Valley, mode: str) -> None:
    """The board's shadow, rim and hex masks at this size: most of a first layer's cost."""
    _geometry(layers, valley, mode, *_frame(valley))


def warm_terrains(art: Art, valley: Valley):
    """Each terrain's texture over the layer at this size, one per step (a generator)."""
    bounds, pad = _frame(valley)
    for kind in sorted({terrain(sp) for sp in valley.board.values()}):
        art.terrain_field(kind, round(valley.renderer.radius * TEXTURE_SCALE[kind]),
                          (bounds.w + 2 * pad, bounds.h + 2 * pad))
        yield


def map_layer(layers: TextureCache, art: Art, valley: Valley, mode: str) -> tuple[pygame.Surface, tuple[int, int]]:
    """The still valley and where it goes, rebuilt only when a space's picture changes."""
    r = valley.renderer
    bounds, pad = _frame(valley)
    sig = (mode, tuple(bounds), round(r.radius, 3), valley.flat,
           repr([(k, terrain(sp), sp.get("tile")) for k, sp in valley.board.items()]))
    return layers.get(sig, lambda: (_build_layer(layers, art, valley, mode, bounds, pad),
                                    (bounds.x - pad, bounds.y - pad)))


def _geometry(layers: TextureCache, valley: Valley, mode: str, bounds: pygame.Rect, pad: int) -> dict:
    """What does not change during a game: the board's shadow and rim, each hex's mask."""
    r = valley.renderer
    R = r.radius
    w, h = bounds.w + 2 * pad, bounds.h + 2 * pad
    ox, oy = bounds.x - pad, bounds.y - pad

    def local(pts, grow=1.0):
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        return [(cx + (x - cx) * grow - ox, cy + (y - cy) * grow - oy) for x, y in pts]

    def build():
        base = pygame.Surface((w, h), pygame.SRCALPHA)
        # the soft shadow is drawn and blurred at a quarter of the size, then stretched: it
        # looks the same and costs a sixteenth (a full-size blur stalled the first frame)
        k = SHADOW_SCALE
        shade = pygame.Surface((max(1, w // k), max(1, h // k)), pygame.SRCALPHA)
        for c in r.cells():
            pygame.draw.polygon(shade, (0, 0, 0, 170), [(x / k, y / k) for x, y in local(r.cell_polygon(c), 1.1)])
        shade = pygame.transform.gaussian_blur(shade, max(1, round(R * 0.22 / k)))
        base.blit(pygame.transform.smoothscale(shade, (w, h)), (round(R * 0.08), round(R * 0.16)))
        for c in r.cells():
            pygame.draw.polygon(base, (46, 52, 44, 255), local(r.cell_polygon(c), 1.09))
        edges = pygame.Surface((w, h), pygame.SRCALPHA)
        hexes = []
        for c in r.cells():
            pygame.draw.lines(edges, (24, 28, 22, 120), True, local(r.cell_polygon(c)), max(1, round(R / 24)))
            rect = r.cell_rect(c).move(-ox, -oy).clip(base.get_rect())
            pts = [(x - rect.x, y - rect.y) for x, y in local(r.cell_polygon(c))]
            hexes.append((c, rect, polygon_mask(pts, rect.size)))
        return {"base": base, "edges": edges, "hexes": hexes, "size": (w, h), "origin": (ox, oy)}

    return layers.get(("geometry", mode, tuple(bounds), round(R, 3), valley.flat), build)


def _build_layer(layers: TextureCache, art: Art, valley: Valley, mode: str, bounds: pygame.Rect,
                 pad: int) -> pygame.Surface:
    r = valley.renderer
    R = r.radius
    geo = _geometry(layers, valley, mode, bounds, pad)
    w, h = geo["size"]
    ox, oy = geo["origin"]
    layer = geo["base"].copy()
    board = valley.board
    for c, rect, mask in geo["hexes"]:          # terrain, textured continuously across hexes
        if rect.w <= 0 or rect.h <= 0:
            continue
        kind = terrain(board[key(c)])
        field = art.terrain_field(kind, round(R * TEXTURE_SCALE[kind]), (w, h))
        tile = field.subsurface(rect).copy()
        tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        layer.blit(tile, rect)
    layer.blit(geo["edges"], (0, 0))
    for c in r.cells():                         # what is laid or printed on the spaces
        sp = board[key(c)]
        cx, cy = r.cell_center(c)
        centre = (cx - ox, cy - oy)
        if sp["kind"] == "meadow" and sp.get("tile"):
            img = art.meadow_tile(round(2 * R / 0.96), valley.flat)
            layer.blit(img, img.get_rect(center=centre))
        elif sp["kind"] == "ruin":
            mark = art.icon("ruin_mark", round(R * 1.15)).copy()
            mark.set_alpha(150)
            layer.blit(mark, mark.get_rect(center=centre))
    return layer


# --- badges (also on cards and guild boards) -------------------------------------------------
def vp_badge(pen: Pen, surface, vp: int, centre, radius: float) -> None:
    """Victory points in a gold coin (large enough for a 12 px number)."""
    size = max(12, round(radius * 1.35))
    rad = max(5, round(radius), badge_radius(pen, str(vp), size))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, (96, 62, 12), (c[0] + 1, c[1] + 1), rad + 1)
    pygame.draw.circle(surface, (236, 188, 60), c, rad)
    pygame.draw.circle(surface, (255, 232, 150), c, rad, max(1, rad // 5))
    pen.text(surface, str(vp), size, (70, 40, 6), c, bold=True, shadow=False)


def count_badge(pen: Pen, surface, n: int, centre, radius: float) -> None:
    """A count in a dark disc (resources waiting on an exploitation), large enough for a
    12 px number."""
    size = max(12, round(radius * 1.3))
    rad = max(6, round(radius), badge_radius(pen, str(n), size))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, (24, 24, 28), c, rad)
    pygame.draw.circle(surface, (240, 236, 220), c, rad, max(1, rad // 6))
    pen.text(surface, str(n), size, (255, 252, 240), c, bold=True, shadow=False)


def badge_radius(pen: Pen, words: str, size: int) -> int:
    """The least radius of a disc that holds `words` at `size`."""
    return max(round(size * 0.7), pen.fonts.size(words, size, True)[0] // 2 + 2)


def outlined(fonts, surface, value: str, size: float, pos) -> None:
    """A small white number ringed in black, readable over any picture."""
    size = max(12, int(size))
    ink = fonts.render(value, size, (20, 16, 12), True)
    r = ink.get_rect(bottomright=(round(pos[0]), round(pos[1])))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
        surface.blit(ink, r.move(dx, dy))
    surface.blit(fonts.render(value, size, (255, 255, 255), True), r)


# --- pieces on the valley ------------------------------------------------------------------
def draw_token(pen: Pen, surface, token: dict, centre, R: float, size: float | None = None) -> None:
    """A face-up exploitation token: resource, quantity printed, victory points."""
    d = round(size or R * 1.3)
    pen.shadowed(surface, pen.art.icon("token", d), centre)
    cx, cy = centre
    ic = pen.art.resource(token["resource"], round(d * 0.46))
    surface.blit(ic, ic.get_rect(center=(cx, cy - d * 0.1)))
    pen.text(surface, str(token["quantity"]), max(12, d * 0.27), INK, (cx, cy + d * 0.25), bold=True, shadow=False)
    if token["vp"]:
        vp_badge(pen, surface, token["vp"], (cx + d * 0.34, cy - d * 0.32), d * 0.17)


def draw_exploitation(pen: Pen, surface, centre, sp: dict, R: float, owner_rgb, taken: int = 0) -> None:
    """Resources waiting on an opened exploitation, with its craftsman in `owner_rgb` (or,
    when None, the neutral mark); `taken` of them are in hand and not drawn."""
    cx, cy = centre
    n = max(0, sp["n"] - taken)
    size = round(R * 0.7)
    ic = pen.art.resource(sp["res"], size)
    for i in range(min(n, 3)):
        pen.shadowed(surface, ic, (cx - R * 0.22 + i * R * 0.1, cy - R * 0.08 - i * R * 0.13))
    if n:
        count_badge(pen, surface, n, (cx + R * 0.34, cy - R * 0.42), R * 0.25)
    if owner_rgb is not None:
        meeple = pen.art.piece("craftsman", owner_rgb, round(R * 0.78))
        pen.shadowed(surface, meeple, (cx + R * 0.3, cy + R * 0.36))
    else:
        mark = pen.art.icon("special", round(R * 0.62))
        pen.shadowed(surface, mark, (cx + R * 0.34, cy + R * 0.4))


def site_piece(art: Art, rgb, half: bool, slot: int, R: float, flat: bool, lift: float = 1.0) -> pygame.Surface:
    """A player's building-site tile, turned to cover the given half of a ruin."""
    mirror = half and slot == 1
    turn = 1 if flat else 0
    return art.piece("site_half" if half else "site_full", rgb, round(R / 0.48 * lift), mirror=mirror, turn=turn)


def draw_ruin(pen: Pen, surface, valley: Valley, k: str, colours: list, rtypes) -> None:
    """The sites and buildings on ruin `k` (`colours`: each player's colour)."""
    R = valley.radius
    slots = valley.board[k]["slots"]
    half = len(slots) == 2
    centre = valley.center(k)
    for i, s in enumerate(slots):
        if s is None:
            continue
        if s["building"]:
            house = pen.art.piece("building", colours[s["p"]], round(R * (0.95 if half else 1.25)))
            pen.shadowed(surface, house, valley.slot_center(k, i))
            continue
        img = site_piece(pen.art, colours[s["p"]], half, i, R, valley.flat)
        surface.blit(img, img.get_rect(center=centre))
        draw_site_resources(pen, surface, valley.site_spots(k, i, s["res"], R, rtypes))


def draw_site_resources(pen: Pen, surface, spots) -> None:
    """Resources on a site at their `Valley.site_spots`, each count over 1 written by it."""
    for r, n, c, size in spots:
        pen.shadowed(surface, pen.art.resource(r, size), c)
    for r, n, c, size in spots:
        if n > 1:
            outlined(pen.fonts, surface, str(n), max(12, size * 0.62), (c[0] + size * 0.62, c[1] + size * 0.6))


# --- guides over the valley ----------------------------------------------------------------------
def banner(pen: Pen, surface, area: pygame.Rect, words: str, R: float) -> None:
    """A dark pill across the top of the valley saying what the board waits for."""
    size = max(12, round(R * 0.42))
    w = min(area.w - 8, pen.fonts.size(words, size, True)[0] + size * 2)
    box = pygame.Rect(0, 0, w, round(size * 1.9))
    box.midtop = (area.centerx, area.y + 4)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (20, 24, 30, 210), pill.get_rect(), border_radius=box.h // 2)
    surface.blit(pill, box)
    pen.text(surface, words, size, (255, 244, 200), box.center, bold=True, max_width=box.w - size)
