"""Drawing Urubamba Valley's terrace: the stepped tiers over the river, the harvest track,
the seeds, fields, llamas and workers on the cells, the seals, and the guides drawn over it
(the points a seed would earn, the question a gesture of several moves asks).

Functions of explicit arguments (a `Pen`, the `Terrace` geometry, what stands where); the
view decides what to show from the viewer's observation. The tiers, the soil and the river
depend only on the size: they are drawn once into a layer shared by every view of the game.
"""
from __future__ import annotations

import pygame

from ...games.urubamba_valley.terrace import SEED
from .. import paint
from ..pen import Pen
from ..render.board import TextureCache
from ..theme import mix
from .urubamba_valley_art import CROP_RGB, GOLD, GOLD_DARK, TILE_BG, Art, shade
from .urubamba_valley_layout import Terrace

INK = (44, 32, 20)
LIGHT = (250, 244, 228)
STONE = (160, 150, 132)
KERB = (182, 172, 150)                   # the dressed stone round each bed


def fit_text(pen: Pen, surface, value: str, size: float, colour, pos, anchor="center", bold=False, shadow=True,
             max_width: float | None = None, least: int = 12) -> pygame.Rect:
    """One line of text, made smaller (down to `least`) rather than cut when it is too wide."""
    size = max(least, int(size))
    if max_width is not None:
        while size > least and pen.fonts.size(value, size, bold)[0] > max_width:
            size -= 1
    return pen.text(surface, value, size, colour, pos, anchor, bold, shadow, max_width)


# --- the still layer: tiers, soil, river --------------------------------------------------------
def terrace_layer(layers: TextureCache, art: Art, t: Terrace, tiers: list[dict]) -> pygame.Surface:
    """The terrace as it is printed (platforms of dry stone, grass, tilled cells, the river),
    in a surface of `t.rect`'s size, made once per size."""
    key = ("terrace", tuple(t.rect), t.cell, repr(tiers))
    return layers.get(key, lambda: _build_layer(art, t, tiers))


def _platforms(t: Terrace, tiers: list[dict]) -> list[tuple[dict, pygame.Rect, pygame.Rect, int]]:
    """Each tier's platform (it reaches up to the top row), its stone wall and the rim's
    width, bottom tier first, in the layer's own coordinates."""
    out = []
    rim = max(3, round(t.cell * 0.1))
    for tier in sorted(tiers, key=lambda x: x["tier"]):
        plat = t.block((tier["rows"][0], t.rows), tuple(tier["columns"])).move(-t.rect.x, -t.rect.y)
        out.append((tier, plat, plat.inflate(rim * 2, rim * 2), rim))
    return out


def _course(t: Terrace) -> int:
    """The height of a course of the terrace walls' stones."""
    return max(5, round(t.cell * 0.2))


def _bank(t: Terrace) -> pygame.Rect:
    return t.river.move(-t.rect.x, -t.rect.y).inflate(0, -round(t.cell * 0.12)).move(0, round(t.cell * 0.06))


def warm_layer(art: Art, t: Terrace, tiers: list[dict]):
    """The layer's textures one per step (a generator), so a game warmed ahead never stalls
    a frame for long; the layer itself is then quick to compose."""
    for tier, plat, wall, _ in _platforms(t, tiers):
        art.stone(wall.size, STONE, seed=tier["tier"], course=_course(t))
        yield
        art.grass(plat.size, seed=tier["tier"] * 7)
        yield
    art.stone((t.cell, t.cell), KERB, seed=31, course=_kerb_course(t.cell))
    art.soil(_bed(pygame.Rect(0, 0, t.cell, t.cell)).w)
    art.river(_bank(t).size)
    yield


def _build_layer(art: Art, t: Terrace, tiers: list[dict]) -> pygame.Surface:
    out = pygame.Surface(t.rect.size, pygame.SRCALPHA)
    c = t.cell
    bank = _bank(t)                              # the river under row 1
    out.blit(art.river(bank.size), bank)
    pygame.draw.line(out, (120, 100, 70), bank.topleft, bank.topright, max(2, c // 20))
    for tier, plat, wall, rim in _platforms(t, tiers):
        shadow = paint.box(wall.size, (0, 0, 0, 90), rim * 2)
        out.blit(shadow, (wall.x + round(c * 0.05), wall.y + round(c * 0.14)))
        out.blit(art.stone(wall.size, STONE, seed=tier["tier"], course=_course(t)), wall)
        pygame.draw.rect(out, shade(STONE, -0.55), wall, max(1, rim // 3))
        out.blit(art.grass(plat.size, seed=tier["tier"] * 7), plat)
        c0, c1 = tier["columns"]
        for r in range(tier["rows"][0], tier["rows"][1] + 1):       # the tier's own cells
            for col in range(c0, c1 + 1):
                _soil_cell(out, art, t.cell_rect(r, col).move(-t.rect.x, -t.rect.y))
    return out


def _bed(r: pygame.Rect) -> pygame.Rect:
    """A cell's bed of earth inside its stone kerb."""
    k = max(2, r.w // 14)
    return r.inflate(-2 * k, -2 * k)


def _kerb_course(cell: int) -> int:
    return max(5, cell // 4)


def _soil_cell(out: pygame.Surface, art: Art, r: pygame.Rect) -> None:
    """A terrace cell as printed: a bed of tilled earth sunk in a kerb of dressed stone."""
    out.blit(art.stone(r.size, KERB, seed=31, course=_kerb_course(r.w)), r)
    pygame.draw.rect(out, shade(KERB, -0.5), r, 1)
    box = _bed(r)
    out.blit(art.soil(box.w, (r.x // r.w + r.y // r.h) % 2 == 1), box, pygame.Rect(0, 0, box.w, box.h))
    edge = max(1, r.w // 28)
    for k in range(edge):                     # the kerb's shadow on the earth, light on its far rim
        pygame.draw.line(out, (46, 30, 16), (box.x, box.y + k), (box.right - 1, box.y + k))
        pygame.draw.line(out, (46, 30, 16), (box.x + k, box.y), (box.x + k, box.bottom - 1))
    pygame.draw.line(out, shade(KERB, 0.35), (box.x, box.bottom), (box.right, box.bottom), edge)
    pygame.draw.line(out, shade(KERB, 0.35), (box.right, box.y), (box.right, box.bottom), edge)


def row_numbers(pen: Pen, surface, t: Terrace, rows_of: dict[int, int]) -> None:
    """The row numbers in the gutter at the right (row 1 next to the river)."""
    for r in rows_of:
        cell = t.cell_rect(r, t.cols)
        pen.text(surface, str(r), max(12, t.cell * 0.26), LIGHT, (t.gutter.centerx, cell.centery), bold=True)


# --- seeds, fields, llamas, workers ------------------------------------------------------------
def seed_cell(pen: Pen, surface, r: pygame.Rect, crop: str, isolated: bool) -> None:
    """A planted cell: washed in the crop's colour with the crop on it."""
    inset = max(1, r.w // 30)
    box = r.inflate(-2 * inset, -2 * inset)
    bg = TILE_BG.get(crop, (230, 230, 230))
    pygame.draw.rect(surface, shade(bg, -0.06) if not isolated else mix(bg, (150, 150, 150), 0.35), box)
    img = pen.art.crop(crop, round(r.w * 0.78))
    if isolated:
        img = img.copy()
        img.set_alpha(150)
    surface.blit(img, img.get_rect(center=r.center))


def field_edges(surface, t: Terrace, cells: dict, keys) -> None:
    """Each field outlined in its crop's colour: an edge wherever the neighbour holds another crop."""
    width = max(2, round(t.cell * 0.07))
    for k in keys:
        sp = cells[k]
        crop = sp[SEED]
        if crop is None:
            continue
        r, c = map(int, k.split(","))
        rect = t.cell_rect(r, c)
        colour = shade(CROP_RGB.get(crop, (120, 120, 120)), -0.15)
        inner = rect.inflate(-width, -width)
        for dr, dc, a, b in ((1, 0, inner.topleft, inner.topright), (-1, 0, inner.bottomleft, inner.bottomright),
                             (0, -1, inner.topleft, inner.bottomleft), (0, 1, inner.topright, inner.bottomright)):
            other = cells.get(f"{r + dr},{c + dc}")
            if other is None or other[SEED] != crop:
                pygame.draw.line(surface, colour, a, b, width)


def llama(pen: Pen, surface, r: pygame.Rect, grey: bool, planted: bool, beside: bool = False) -> None:
    """A llama on its cell (to one side when it stands on a seed, so the crop shows, or
    beside a worker)."""
    size = round(r.w * (0.68 if planted or beside else 0.84))
    img = pen.art.llama(grey, size)
    centre = (r.x + r.w * 0.64, r.bottom - size * 0.46) if planted or beside else r.center
    pen.shadowed(surface, img, centre)


def worker_on_cell(pen: Pen, surface, r: pygame.Rect, rgb, kind: str, llama: bool = False) -> None:
    """A Tax Collector's worker (a coin by it) or a Warrior's (a shield by it); with a llama
    on the cell too, the worker stands at the top left and its badge over it."""
    size = round(r.w * (0.46 if llama else 0.56))
    at = (r.x + r.w * 0.27, r.y + r.h * 0.32) if llama else (r.x + r.w * 0.34, r.y + r.h * 0.5)
    pen.shadowed(surface, pen.art.worker(rgb, size), at)
    badge = (round(at[0] + size * 0.45), round(at[1] + size * 0.3))
    rad = max(5, round(r.w * 0.16))
    if kind == "tax":
        coin = pen.art.coin(rad * 2)
        surface.blit(coin, coin.get_rect(center=badge))
    else:
        pts = [(badge[0] - rad, badge[1] - rad), (badge[0] + rad, badge[1] - rad), (badge[0] + rad, badge[1]),
               (badge[0], badge[1] + rad * 1.2), (badge[0] - rad, badge[1])]
        pygame.draw.polygon(surface, shade(rgb, -0.4), [(x + 1, y + 1) for x, y in pts])
        pygame.draw.polygon(surface, (200, 200, 210), pts)
        pygame.draw.polygon(surface, shade(rgb, -0.2), pts, max(1, rad // 4))


def sealed(pen: Pen, surface, t: Terrace, rows: tuple[int, int], cols: tuple[int, int], tier: int, fee: int,
           words: str) -> None:
    """A sealed tier: its cells veiled and the seal (a stone disc with a lock and its fee)
    on the platform's edge beside its first row."""
    box = t.block(rows, cols)
    veil = paint.box(box.size, (20, 24, 30, 110), 0)
    surface.blit(veil, box)
    c = t.cell
    centre = (box.x - round(c * 0.5), box.bottom - round(c * 0.62))
    rad = round(c * 0.42)
    pygame.draw.circle(surface, (30, 26, 20), (centre[0] + 2, centre[1] + 3), rad)
    pygame.draw.circle(surface, (176, 168, 150), centre, rad)
    pygame.draw.circle(surface, (112, 104, 90), centre, rad, max(2, rad // 7))
    pygame.draw.circle(surface, (136, 128, 112), centre, round(rad * 0.74), max(1, rad // 12))
    lock = pen.art.lock((70, 60, 48), round(rad * 0.74))
    surface.blit(lock, lock.get_rect(center=(centre[0], centre[1] - rad * 0.22)))
    pen.text(surface, f"${fee}", max(12, rad * 0.62), (255, 240, 190), (centre[0], centre[1] + rad * 0.46), bold=True)
    fit_text(pen, surface, words, c * 0.22, LIGHT, (box.centerx, box.bottom - c * 0.16), max_width=box.w - 8)


def reserve(pen: Pen, surface, box: pygame.Rect, greys: int, words: str) -> None:
    """The llama reserve: a little corral with the grey llamas waiting for a Llama Breeder."""
    pen.text(surface, words, max(12, box.h * 0.16), LIGHT, (box.centerx, box.y + box.h * 0.1), bold=True,
             max_width=box.w)
    fence = pygame.Rect(box.x + box.w * 0.06, box.y + box.h * 0.22, box.w * 0.88, box.h * 0.7)
    pygame.draw.rect(surface, (116, 82, 48), fence, max(2, box.h // 30), border_radius=max(2, box.h // 12))
    size = round(min(fence.h * 0.8, fence.w * 0.5))
    for i in range(greys):
        pen.shadowed(surface, pen.art.llama(True, size, mirror=i == 1),
                     (fence.x + fence.w * (0.3 + 0.4 * i), fence.centery))


# --- the harvest track --------------------------------------------------------------------------------
def track(pen: Pen, surface, art: Art, spaces: list[pygame.Rect], coins: list[int], workers: list[list],
          title: str) -> None:
    """The harvest track: a stone step per space (0 at the bottom) with its coins, and the
    workers standing on it (`workers[i]`: the colours of the workers on space i)."""
    top = spaces[-1]
    fit_text(pen, surface, title, max(12, top.h * 0.3), LIGHT, (top.centerx, top.y - top.h * 0.3), bold=True,
             max_width=top.w + 8)
    for i, (r, coin) in enumerate(zip(spaces, coins)):
        block = r.inflate(-max(2, r.w // 24), -max(2, r.h // 14))
        surface.blit(art.stone(block.size, (150, 140, 120) if i % 2 else (170, 160, 138), seed=20 + i), block)
        pygame.draw.rect(surface, (60, 52, 40), block, max(1, r.w // 40))
        head = round(block.h * 0.36)
        pygame.draw.rect(surface, (54, 44, 32), (block.x, block.y, block.w, head))
        pen.text(surface, str(i), max(12, head * 0.8), (250, 226, 160), (block.x + head * 0.45, block.y + head * 0.5),
                 bold=True, shadow=False)
        ic = art.coin(round(head * 0.82))
        val = pen.text(surface, f"${coin}", max(12, head * 0.74), (255, 244, 214), (block.right - 3, block.y + head * 0.5),
                       "midright", bold=True, shadow=False)
        surface.blit(ic, ic.get_rect(midright=(val.x - 2, block.y + head // 2)))
        here = workers[i] if i < len(workers) else []
        if here:
            area = pygame.Rect(block.x + 2, block.y + head, block.w - 4, block.h - head)
            size = round(min(area.h * 0.98, area.w * 0.5))
            step = min(size * 0.78, (area.w - size) / max(1, len(here) - 1)) if len(here) > 1 else 0
            x0 = area.centerx - (size + step * (len(here) - 1)) / 2 + size / 2
            for k, rgb in enumerate(here):
                pen.shadowed(surface, art.worker(rgb, size), (x0 + k * step, area.centery))


# --- guides ------------------------------------------------------------------------------------------
def preview_badge(pen: Pen, surface, r: pygame.Rect, points: str, notes: list[str]) -> None:
    """What a seed held over a lit cell would bring: its points in a gold disc on the cell's
    top right corner, the costs and gains in small pills over the cell."""
    rad = max(11, round(r.w * 0.3))
    centre = (r.right - rad * 0.2, r.y + rad * 0.2)
    pygame.draw.circle(surface, (40, 30, 10), (centre[0] + 2, centre[1] + 3), rad)
    pygame.draw.circle(surface, GOLD, centre, rad)
    pygame.draw.circle(surface, GOLD_DARK, centre, rad, max(2, rad // 8))
    fit_text(pen, surface, points, rad * 0.95, (60, 34, 4), centre, bold=True, shadow=False, max_width=rad * 1.8)
    size = max(12, round(r.w * 0.2))
    y = r.y - rad * 0.8 - 2
    for note in notes:
        w = pen.fonts.size(note, size, True)[0] + size
        pill = pygame.Rect(0, 0, w, round(size * 1.5))
        pill.midbottom = (r.centerx, round(y))
        surface.blit(paint.box(pill.size, (24, 22, 18, 225), pill.h // 2, (255, 220, 120, 255), 1), pill)
        pen.text(surface, note, size, (255, 236, 180), pill.center, bold=True, shadow=False)
        y = pill.y - 2


def ghost_worker(pen: Pen, surface, r: pygame.Rect, rgb) -> None:
    """Where the harvest worker would land: a faint worker ringed in gold."""
    size = round(min(r.h * 0.62, r.w * 0.5))
    img = pen.art.worker(rgb, size).copy()
    img.set_alpha(170)
    c = (r.right - size * 0.55, r.bottom - size * 0.5)
    pygame.draw.circle(surface, GOLD, c, size * 0.55, max(2, size // 10))
    surface.blit(img, img.get_rect(center=c))


def chooser(pen: Pen, surface, box: pygame.Rect, title: str, rows: list[tuple[pygame.Rect, str, tuple | None]],
            hover: int | None, size: int) -> None:
    """A small panel asking which of several moves a gesture meant: a title, a button per move
    (with the colour chip of a player it names), and a hint that Esc gives up."""
    surface.blit(paint.box((box.w + 6, box.h + 8), (0, 0, 0, 110), 10), (box.x - 1, box.y + 2))
    surface.blit(paint.box(box.size, (36, 30, 24, 245), 10, (236, 200, 120, 255), 2), box)
    pen.text(surface, title, size, (255, 236, 190), (box.centerx, box.y + size * 0.95), bold=True,
             max_width=box.w - size)
    for i, (r, words, rgb) in enumerate(rows):
        lit = i == hover
        fill = (112, 84, 46, 255) if lit else (70, 56, 40, 255)
        surface.blit(paint.box(r.size, fill, max(4, r.h // 4), (220, 184, 110, 255), 1), r)
        x = r.x + size * 0.6
        if rgb is not None:
            paint.chip(surface, (round(x + size * 0.4), r.centery), max(5, round(size * 0.42)), rgb)
            x += size * 1.2
        fit_text(pen, surface, words, size * 0.92, LIGHT, (x, r.centery), "midleft", bold=lit, shadow=False,
                 max_width=r.right - x - size * 0.4)


def ribbon(pen: Pen, surface, area: pygame.Rect, words: str, size: int) -> pygame.Rect:
    """A dark pill at the top of the terrace saying what the board waits for."""
    w = min(area.w - 8, pen.fonts.size(words, size, True)[0] + size * 2)
    box = pygame.Rect(0, 0, w, round(size * 1.8))
    box.midtop = (area.centerx, area.y + 4)
    surface.blit(paint.box(box.size, (24, 22, 18, 215), box.h // 2), box)
    fit_text(pen, surface, words, size, (255, 240, 200), box.center, bold=True, max_width=box.w - size)
    return box
