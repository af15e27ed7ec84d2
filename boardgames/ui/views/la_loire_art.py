"""La Loire pictures, all drawn by code (no files, no external source): the parchment of the
map, the goods, horses, the circus tent, buildings, the merchant's dome and the messenger's
cube, boats, village and city emblems, shields, market tiles, card backs, coins and points.

Each picture is drawn three times larger and smoothed down (anti-aliased edges), then kept
per size and colour in the art's cache; the parchment is made once per size from a small
seeded noise, so the same window always shows the same map.
"""
from __future__ import annotations

import math
import random

import pygame

from ..game_art import GameArt

FOLDER = "la_loire"
SS = 3                                    # drawn this many times larger, then smoothed down

INK = (62, 42, 24)
PAPER = (236, 222, 186)
SHIELD_RGB = {
    "red": (196, 40, 36), "blue": (40, 84, 176), "yellow": (238, 192, 36), "green": (46, 132, 64),
    "white": (244, 242, 234), "black": (36, 34, 36), "purple": (116, 56, 150),
}
GOOD_RGB = {"wood": (138, 88, 46), "grain": (222, 178, 64), "cheese": (246, 204, 84), "wine": (128, 28, 52),
            "beer": (214, 146, 40)}


def shade(rgb, k: float) -> tuple:
    """Lighter (k > 0) or darker (k < 0) by a fraction."""
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in rgb[:3])
    return tuple(round(c * (1 + k)) for c in rgb[:3])


def outline_for(rgb) -> tuple:
    """A dark edge for a light colour, a light one for a very dark colour."""
    lum = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (236, 226, 200) if lum < 50 else shade(rgb, -0.55)


class Canvas:
    """A transparent surface drawn in a unit box (0..1 across the width), `SS` times larger."""

    def __init__(self, w: int, h: int | None = None):
        self.w, self.h = max(2, int(w)), max(2, int(h if h is not None else w))
        self.s = pygame.Surface((self.w * SS, self.h * SS), pygame.SRCALPHA)
        self.k = self.w * SS

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.k, y * self.k)

    def pts(self, points) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def d(self, v: float) -> int:
        return max(1, round(v * self.k))

    def poly(self, rgb, points, width: float = 0):
        pygame.draw.polygon(self.s, rgb, self.pts(points), self.d(width) if width else 0)

    def circle(self, rgb, x, y, r, width: float = 0):
        pygame.draw.circle(self.s, rgb, self.p(x, y), r * self.k, self.d(width) if width else 0)

    def ellipse(self, rgb, x, y, w, h, width: float = 0):
        rect = pygame.Rect(0, 0, round(w * self.k), round(h * self.k))
        rect.center = (round(x * self.k), round(y * self.k))
        pygame.draw.ellipse(self.s, rgb, rect, self.d(width) if width else 0)

    def rect(self, rgb, x, y, w, h, width: float = 0, radius: float = 0):
        r = pygame.Rect(round(x * self.k), round(y * self.k), round(w * self.k), round(h * self.k))
        pygame.draw.rect(self.s, rgb, r, self.d(width) if width else 0, border_radius=round(radius * self.k))

    def line(self, rgb, a, b, width: float):
        pygame.draw.line(self.s, rgb, self.p(*a), self.p(*b), self.d(width))

    def lines(self, rgb, points, width: float, closed=False):
        pygame.draw.lines(self.s, rgb, closed, self.pts(points), self.d(width))

    def done(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.s, (self.w, self.h))


# --- the parchment -----------------------------------------------------------------------------
def noise(w: int, h: int, seed: int, lo: int, hi: int) -> pygame.Surface:
    """A grey surface of random values (small: it is smoothed up into soft blotches)."""
    rnd = random.Random(seed)
    s = pygame.Surface((max(1, w), max(1, h)))
    for y in range(s.get_height()):
        for x in range(s.get_width()):
            v = rnd.randint(lo, hi)
            s.set_at((x, y), (v, v, v))
    return s


def parchment(size: tuple[int, int], seed: int = 1477) -> pygame.Surface:
    """An old map's paper: warm blotches, a fine grain and edges darkened by age."""
    w, h = max(8, size[0]), max(8, size[1])
    out = pygame.Surface((w, h))
    out.fill(PAPER)
    # broad stains: a coarse noise smoothed up, multiplied in
    for cells, lo, seed_k in ((7, 214, 1), (18, 232, 2)):
        n = noise(cells, max(2, round(cells * h / w)), seed + seed_k, lo, 255)
        out.blit(pygame.transform.smoothscale(n, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # a fine grain, tiled
    grain = noise(96, 96, seed + 3, 236, 255)
    grain = pygame.transform.smoothscale(grain, (192, 192))
    for x in range(0, w, 192):
        for y in range(0, h, 192):
            out.blit(grain, (x, y), special_flags=pygame.BLEND_RGB_MULT)
    # age at the edges: a soft vignette, computed small and smoothed up
    gw, gh = 24, max(4, round(24 * h / w))
    edge = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            d = min(x + 0.5, gw - x - 0.5, (y + 0.5) * gw / gh, (gh - y - 0.5) * gw / gh) / (gw * 0.16)
            v = round(198 + 57 * min(1.0, d) ** 0.5)
            edge.set_at((x, y), (v, round(v * 0.975), round(v * 0.93)))
    out.blit(pygame.transform.smoothscale(edge, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return out


# --- goods -------------------------------------------------------------------------------------
def draw_good(c: Canvas, good: str) -> None:
    if good == "wood":
        for y, x0 in ((0.62, 0.16), (0.62, 0.5), (0.36, 0.33)):
            c.rect(shade(GOOD_RGB["wood"], -0.35), x0 - 0.02, y - 0.13, 0.38, 0.26, radius=0.1)
            c.rect(GOOD_RGB["wood"], x0, y - 0.11, 0.34, 0.22, radius=0.1)
            c.line(shade(GOOD_RGB["wood"], 0.25), (x0 + 0.04, y - 0.04), (x0 + 0.26, y - 0.04), 0.025)
            c.circle((226, 186, 128), x0 + 0.34, y, 0.11)
            c.circle((168, 118, 70), x0 + 0.34, y, 0.11, 0.02)
            c.circle((184, 136, 82), x0 + 0.34, y, 0.05, 0.015)
    elif good == "grain":
        stem = (176, 132, 40)
        for dx, tilt in ((-0.16, -0.16), (0.0, 0.0), (0.16, 0.16)):
            c.line(stem, (0.5 + dx * 0.3, 0.92), (0.5 + dx + tilt * 0.3, 0.32), 0.04)
            for k in range(5):
                y = 0.36 + k * 0.09
                x = 0.5 + dx + tilt * 0.3 * (0.92 - y) / 0.6
                c.ellipse(GOOD_RGB["grain"], x - 0.045, y, 0.08, 0.13)
                c.ellipse(GOOD_RGB["grain"], x + 0.045, y, 0.08, 0.13)
            c.ellipse(shade(GOOD_RGB["grain"], 0.2), 0.5 + dx + tilt * 0.2, 0.28, 0.07, 0.14)
        c.rect((150, 96, 40), 0.3, 0.7, 0.4, 0.08, radius=0.03)
    elif good == "cheese":
        body = GOOD_RGB["cheese"]
        c.poly(shade(body, -0.4), [(0.08, 0.72), (0.9, 0.72), (0.9, 0.5), (0.3, 0.24)], 0)
        c.poly(body, [(0.1, 0.7), (0.88, 0.7), (0.88, 0.5), (0.3, 0.27)])
        c.poly(shade(body, 0.3), [(0.1, 0.7), (0.88, 0.5), (0.3, 0.27)])
        c.rect(shade(body, -0.15), 0.1, 0.7, 0.78, 0.1)
        for x, y, r in ((0.45, 0.5, 0.05), (0.62, 0.56, 0.04), (0.33, 0.58, 0.035), (0.72, 0.75, 0.03)):
            c.circle(shade(body, -0.25), x, y, r)
    elif good == "wine":
        glass, dark = GOOD_RGB["wine"], shade(GOOD_RGB["wine"], -0.45)
        c.rect(dark, 0.34, 0.36, 0.32, 0.56, radius=0.08)
        c.rect(glass, 0.36, 0.38, 0.28, 0.52, radius=0.07)
        c.poly(glass, [(0.36, 0.42), (0.44, 0.24), (0.56, 0.24), (0.64, 0.42)])
        c.rect(glass, 0.44, 0.08, 0.12, 0.2)
        c.rect((160, 120, 70), 0.43, 0.05, 0.14, 0.07, radius=0.02)
        c.rect((238, 226, 196), 0.38, 0.55, 0.24, 0.18, radius=0.02)
        c.line(dark, (0.42, 0.62), (0.58, 0.62), 0.02)
        c.line(shade(glass, 0.4), (0.4, 0.42), (0.4, 0.84), 0.03)
    elif good == "beer":
        body = GOOD_RGB["beer"]
        c.rect((120, 80, 30), 0.18, 0.26, 0.5, 0.66, radius=0.06)
        c.rect(body, 0.21, 0.3, 0.44, 0.58, radius=0.05)
        c.rect((120, 80, 30), 0.62, 0.4, 0.22, 0.34, width=0.06, radius=0.1)
        for x in (0.3, 0.43, 0.56):
            c.line(shade(body, 0.35), (x, 0.4), (x, 0.8), 0.03)
        for x, r in ((0.25, 0.1), (0.38, 0.12), (0.52, 0.11), (0.63, 0.09)):
            c.circle((250, 246, 236), x, 0.26, r)
        c.circle((250, 246, 236), 0.44, 0.17, 0.1)


# --- pieces and places ------------------------------------------------------------------------------
def draw_horse(c: Canvas, rgb) -> None:
    """A horse's head and neck in profile, facing left."""
    dark = shade(rgb, -0.5)
    head = [(0.5, 0.06), (0.56, 0.2), (0.66, 0.22), (0.86, 0.46), (0.92, 0.94), (0.44, 0.94), (0.46, 0.66),
            (0.3, 0.62), (0.14, 0.66), (0.07, 0.58), (0.1, 0.48), (0.4, 0.22)]
    c.poly(dark, [(x, y + 0.01) for x, y in head])
    c.poly(rgb, [(x * 0.96 + 0.02, y * 0.96 + 0.02) for x, y in head])
    c.poly(dark, [(0.56, 0.2), (0.66, 0.22), (0.86, 0.46), (0.92, 0.9), (0.82, 0.9), (0.76, 0.5), (0.6, 0.3)])
    c.circle(dark, 0.38, 0.36, 0.035)
    c.circle(dark, 0.14, 0.56, 0.02)
    c.poly(dark, [(0.44, 0.1), (0.5, 0.06), (0.48, 0.2)])


def draw_horseshoe(c: Canvas, rgb) -> None:
    dark = shade(rgb, -0.5)
    c.circle(dark, 0.5, 0.46, 0.38)
    c.circle(rgb, 0.5, 0.46, 0.34)
    c.circle((0, 0, 0, 0), 0.5, 0.46, 0.2)
    c.rect((0, 0, 0, 0), 0.3, 0.46, 0.4, 0.6)


def draw_tent(c: Canvas) -> None:
    red, white, ink = (200, 40, 40), (248, 240, 226), (90, 30, 24)
    c.poly(ink, [(0.5, 0.1), (0.95, 0.84), (0.05, 0.84)])
    stripes = 6
    for i in range(stripes):
        a, b = -0.45 + i * 0.9 / stripes, -0.45 + (i + 1) * 0.9 / stripes
        c.poly(red if i % 2 == 0 else white, [(0.5, 0.14), (0.5 + b, 0.8), (0.5 + a, 0.8)])
    c.rect(ink, 0.05, 0.78, 0.9, 0.08, radius=0.02)
    c.poly((30, 20, 16), [(0.5, 0.5), (0.62, 0.8), (0.38, 0.8)])
    c.line(ink, (0.5, 0.14), (0.5, 0.0), 0.03)
    c.poly((236, 196, 40), [(0.5, 0.0), (0.72, 0.05), (0.5, 0.1)])


def draw_building(c: Canvas, kind: str, rgb) -> None:
    dark, light, roof = shade(rgb, -0.55), shade(rgb, 0.35), shade(rgb, -0.3)
    if kind == "farm":
        c.poly(dark, [(0.08, 0.5), (0.5, 0.14), (0.92, 0.5), (0.92, 0.92), (0.08, 0.92)])
        c.rect(rgb, 0.14, 0.5, 0.72, 0.38)
        c.poly(roof, [(0.06, 0.54), (0.5, 0.18), (0.94, 0.54), (0.84, 0.54), (0.5, 0.28), (0.16, 0.54)])
        c.rect(dark, 0.4, 0.62, 0.2, 0.26)
        c.line(light, (0.42, 0.64), (0.58, 0.86), 0.03)
        c.line(light, (0.58, 0.64), (0.42, 0.86), 0.03)
    elif kind == "monastery":
        c.rect(dark, 0.06, 0.42, 0.6, 0.52)
        c.rect(rgb, 0.1, 0.46, 0.52, 0.44)
        c.poly(roof, [(0.04, 0.46), (0.36, 0.26), (0.68, 0.46)])
        c.rect(dark, 0.6, 0.2, 0.34, 0.74)
        c.rect(light, 0.64, 0.24, 0.26, 0.66)
        c.poly(roof, [(0.58, 0.24), (0.77, 0.06), (0.96, 0.24)])
        c.line(dark, (0.77, 0.0), (0.77, 0.12), 0.04)
        c.line(dark, (0.72, 0.04), (0.82, 0.04), 0.04)
        c.rect(dark, 0.72, 0.36, 0.1, 0.14, radius=0.05)
        c.rect(dark, 0.28, 0.62, 0.14, 0.28, radius=0.07)
    elif kind == "castle":
        c.rect(dark, 0.18, 0.24, 0.64, 0.72)
        c.rect(rgb, 0.22, 0.28, 0.56, 0.64)
        for x in (0.18, 0.38, 0.58):
            c.rect(dark, x, 0.08, 0.2 if x != 0.58 else 0.24, 0.2)
            c.rect(light, x + 0.04, 0.12, 0.12 if x != 0.58 else 0.16, 0.14)
        c.rect(dark, 0.4, 0.62, 0.2, 0.3, radius=0.1)
        c.rect(dark, 0.3, 0.4, 0.08, 0.12)
        c.rect(dark, 0.62, 0.4, 0.08, 0.12)
    elif kind == "tower":
        c.rect(dark, 0.24, 0.26, 0.52, 0.7)
        c.rect(rgb, 0.28, 0.3, 0.44, 0.62)
        for x in (0.2, 0.42, 0.64):
            c.rect(dark, x, 0.08, 0.16, 0.2)
        c.rect(dark, 0.42, 0.5, 0.16, 0.2, radius=0.08)


def draw_merchant(c: Canvas, rgb) -> None:
    """The merchant: a domed wooden piece."""
    dark, light = shade(rgb, -0.5), shade(rgb, 0.45)
    c.ellipse((0, 0, 0, 70), 0.5, 0.9, 0.86, 0.16)
    c.rect(dark, 0.08, 0.5, 0.84, 0.38, radius=0.08)
    c.circle(dark, 0.5, 0.52, 0.42)
    c.rect(rgb, 0.12, 0.52, 0.76, 0.32, radius=0.06)
    c.circle(rgb, 0.5, 0.52, 0.38)
    c.ellipse(light, 0.38, 0.34, 0.24, 0.16)
    c.ellipse(shade(rgb, -0.2), 0.5, 0.84, 0.76, 0.08)


def draw_messenger(c: Canvas, rgb) -> None:
    """The messenger: a large wooden cube seen from above and aside."""
    top, left, right = shade(rgb, 0.35), rgb, shade(rgb, -0.35)
    edge = shade(rgb, -0.6)
    c.ellipse((0, 0, 0, 70), 0.5, 0.92, 0.9, 0.12)
    a, b, d, e = (0.5, 0.06), (0.93, 0.27), (0.5, 0.48), (0.07, 0.27)
    f, g, h = (0.93, 0.72), (0.5, 0.94), (0.07, 0.72)
    c.poly(edge, [a, b, f, g, h, e])
    c.poly(top, [(0.5, 0.1), (0.87, 0.28), (0.5, 0.45), (0.13, 0.28)])
    c.poly(left, [(0.11, 0.31), (0.48, 0.49), (0.48, 0.9), (0.11, 0.71)])
    c.poly(right, [(0.52, 0.49), (0.89, 0.31), (0.89, 0.71), (0.52, 0.9)])
    del d


def draw_boat(c: Canvas, rgb) -> None:
    dark = shade(rgb, -0.5)
    c.poly(dark, [(0.04, 0.58), (0.96, 0.58), (0.8, 0.86), (0.2, 0.86)])
    c.poly(rgb, [(0.1, 0.62), (0.9, 0.62), (0.76, 0.82), (0.24, 0.82)])
    c.line(dark, (0.5, 0.6), (0.5, 0.06), 0.05)
    c.poly((246, 240, 224), [(0.54, 0.1), (0.86, 0.52), (0.54, 0.52)])
    c.poly((246, 240, 224), [(0.46, 0.18), (0.46, 0.52), (0.2, 0.52)])
    c.poly(rgb, [(0.54, 0.06), (0.7, 0.1), (0.54, 0.14)])


def draw_village(c: Canvas) -> None:
    """A village: a few houses and a church spire on a pale round plate."""
    c.circle((94, 70, 44), 0.5, 0.5, 0.48)
    c.circle((232, 214, 170), 0.5, 0.5, 0.44)
    c.circle((206, 220, 150), 0.5, 0.54, 0.36)
    wall, roof, ink = (246, 236, 214), (178, 66, 44), (70, 48, 30)
    houses = ((0.2, 0.5, 0.24, 0.2), (0.56, 0.56, 0.26, 0.2), (0.36, 0.66, 0.24, 0.18))
    c.rect(ink, 0.44, 0.2, 0.14, 0.42)
    c.rect(wall, 0.46, 0.24, 0.1, 0.36)
    c.poly((90, 96, 120), [(0.42, 0.24), (0.51, 0.06), (0.6, 0.24)])
    for x, y, w, h in houses:
        c.rect(ink, x - 0.02, y - 0.01, w + 0.04, h + 0.03)
        c.rect(wall, x, y, w, h)
        c.poly(ink, [(x - 0.05, y + 0.01), (x + w / 2, y - h * 0.75), (x + w + 0.05, y + 0.01)])
        c.poly(roof, [(x - 0.02, y), (x + w / 2, y - h * 0.62), (x + w + 0.02, y)])
        c.rect(ink, x + w * 0.4, y + h * 0.45, w * 0.22, h * 0.55)


def draw_city(c: Canvas) -> None:
    """A walled city: a ring of wall and towers around roofs and a cathedral."""
    ink, stone, light = (64, 48, 34), (196, 182, 150), (228, 218, 192)
    roof = (160, 70, 50)
    c.circle(ink, 0.5, 0.52, 0.47)
    c.circle((214, 202, 168), 0.5, 0.52, 0.43)
    for dx, dy, w, h in ((-0.2, 0.02, 0.16, 0.14), (0.06, 0.06, 0.18, 0.14), (-0.08, 0.18, 0.16, 0.12),
                         (0.12, -0.12, 0.14, 0.12), (-0.26, -0.14, 0.14, 0.12)):
        x, y = 0.5 + dx, 0.52 + dy
        c.rect(ink, x - 0.01, y - 0.01, w + 0.02, h + 0.02)
        c.rect(light, x, y, w, h)
        c.poly(roof, [(x - 0.02, y), (x + w / 2, y - h * 0.7), (x + w + 0.02, y)])
    c.rect(ink, 0.4, 0.16, 0.2, 0.3)
    c.rect(light, 0.42, 0.18, 0.16, 0.26)
    c.poly((84, 92, 120), [(0.38, 0.19), (0.5, -0.02), (0.62, 0.19)])
    # the wall ring with towers
    ring = pygame.Surface(c.s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(ring, ink, c.p(0.5, 0.52), 0.45 * c.k, c.d(0.09))
    pygame.draw.circle(ring, stone, c.p(0.5, 0.52), 0.44 * c.k, c.d(0.065))
    c.s.blit(ring, (0, 0))
    for k in range(8):
        a = k * math.tau / 8 + 0.4
        x, y = 0.5 + 0.44 * math.cos(a), 0.52 + 0.44 * math.sin(a)
        c.circle(ink, x, y, 0.085)
        c.circle(stone, x, y, 0.065)
        c.circle(shade(stone, -0.2), x, y, 0.03)


def draw_shield(c: Canvas, rgb) -> None:
    edge = outline_for(rgb)
    pts = [(0.1, 0.08), (0.9, 0.08), (0.9, 0.48), (0.78, 0.74), (0.5, 0.94), (0.22, 0.74), (0.1, 0.48)]
    c.poly((40, 30, 20), [(x, y + 0.03) for x, y in pts])
    c.poly(edge, pts)
    c.poly(rgb, [(0.5 + (x - 0.5) * 0.8, 0.5 + (y - 0.5) * 0.84) for x, y in pts])
    c.poly(shade(rgb, 0.25), [(0.2, 0.15), (0.5, 0.15), (0.5, 0.86), (0.3, 0.72), (0.2, 0.5)])


def draw_tile(c: Canvas, rgb, circus: bool) -> None:
    """A square market tile of a shield colour; its circus side shows the tent."""
    edge = outline_for(rgb)
    c.rect((40, 30, 20), 0.04, 0.07, 0.92, 0.92, radius=0.12)
    c.rect(edge, 0.02, 0.02, 0.94, 0.94, radius=0.12)
    c.rect(rgb, 0.08, 0.08, 0.82, 0.82, radius=0.09)
    c.rect(shade(rgb, 0.22), 0.08, 0.08, 0.82, 0.3, radius=0.09)
    if circus:
        c.circle((248, 240, 222), 0.49, 0.49, 0.33)
        sub = Canvas(c.w, c.h)
        draw_tent(sub)
        tent = pygame.transform.smoothscale(sub.s, (round(c.s.get_width() * 0.48), round(c.s.get_height() * 0.48)))
        c.s.blit(tent, tent.get_rect(center=c.p(0.49, 0.47)))


def draw_card_back(c: Canvas, level: int | None) -> None:
    """A sealed message: folded paper with a wax seal."""
    paper, fold, ink = (238, 226, 196), (214, 196, 156), (96, 70, 40)
    c.rect(ink, 0.0, 0.0, 1.0, c.h / c.w, radius=0.08)
    c.rect(paper, 0.04, 0.04, 0.92, c.h / c.w - 0.08, radius=0.06)
    hh = c.h / c.w
    c.poly(fold, [(0.06, 0.08), (0.5, hh * 0.55), (0.94, 0.08)])
    c.lines(ink, [(0.06, 0.08), (0.5, hh * 0.55), (0.94, 0.08)], 0.02)
    c.circle((150, 30, 30), 0.5, hh * 0.55, 0.17)
    c.circle((190, 52, 44), 0.5, hh * 0.55, 0.13)
    del level


def draw_coin(c: Canvas) -> None:
    c.circle((120, 84, 20), 0.5, 0.52, 0.46)
    c.circle((236, 190, 60), 0.5, 0.5, 0.44)
    c.circle((250, 220, 110), 0.5, 0.5, 0.34)
    c.circle((200, 150, 40), 0.5, 0.5, 0.34, 0.04)


def draw_star(c: Canvas) -> None:
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        r = 0.47 if k % 2 == 0 else 0.2
        pts.append((0.5 + r * math.cos(a), 0.53 + r * math.sin(a)))
    c.poly((110, 70, 16), [(x, y + 0.02) for x, y in pts])
    c.poly((246, 198, 52), pts)


def draw_person(c: Canvas, rgb) -> None:
    dark = shade(rgb, -0.5)
    c.circle(dark, 0.5, 0.27, 0.2)
    c.circle(rgb, 0.5, 0.27, 0.16)
    c.poly(dark, [(0.12, 0.96), (0.2, 0.56), (0.5, 0.46), (0.8, 0.56), (0.88, 0.96)])
    c.poly(rgb, [(0.17, 0.92), (0.24, 0.6), (0.5, 0.51), (0.76, 0.6), (0.83, 0.92)])


def draw_palace(c: Canvas) -> None:
    ink, wall, roof = (70, 50, 34), (236, 224, 196), (70, 96, 150)
    c.rect(ink, 0.06, 0.42, 0.88, 0.52)
    c.rect(wall, 0.1, 0.46, 0.8, 0.44)
    c.poly(ink, [(0.02, 0.46), (0.5, 0.12), (0.98, 0.46)])
    c.poly(roof, [(0.08, 0.44), (0.5, 0.16), (0.92, 0.44)])
    for x in (0.18, 0.34, 0.58, 0.74):
        c.rect(ink, x, 0.54, 0.08, 0.3)
    c.rect(ink, 0.44, 0.6, 0.12, 0.3, radius=0.06)


DRAWN = {"tent": draw_tent, "village": draw_village, "city": draw_city, "coin": draw_coin, "star": draw_star,
         "palace": draw_palace}


class Art(GameArt):
    """La Loire's pictures at any size, drawn once per size and colour."""

    FOLDER = FOLDER

    def _drawn(self, key: tuple, size, draw) -> pygame.Surface:
        w, h = (size, size) if isinstance(size, (int, float)) else size
        w, h = max(4, int(w)), max(4, int(h))

        def build():
            c = Canvas(w, h)
            draw(c)
            return c.done()

        return self.cache.get(key + (w, h), build)

    def picture(self, name: str, size: int) -> pygame.Surface:
        """A drawn picture by name: tent, village, city, coin, star, palace."""
        return self._drawn(("pic", name), size, DRAWN[name])

    def good(self, good: str, size: int) -> pygame.Surface:
        return self._drawn(("good", good), size, lambda c: draw_good(c, good))

    def horse(self, size: int, rgb=(150, 104, 62)) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("horse", rgb), size, lambda c: draw_horse(c, rgb))

    def building(self, kind: str, rgb, size: int) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("bld", kind, rgb), size, lambda c: draw_building(c, kind, rgb))

    def merchant(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("merchant", rgb), size, lambda c: draw_merchant(c, rgb))

    def messenger(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("messenger", rgb), size, lambda c: draw_messenger(c, rgb))

    def piece(self, name: str, rgb, size: int) -> pygame.Surface:
        return self.merchant(rgb, size) if name == "merchant" else self.messenger(rgb, size)

    def boat(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("boat", rgb), size, lambda c: draw_boat(c, rgb))

    def shield(self, colour: str, size: int) -> pygame.Surface:
        rgb = SHIELD_RGB.get(colour, (128, 128, 128))
        return self._drawn(("shield", colour), size, lambda c: draw_shield(c, rgb))

    def tile(self, colour: str, size: int, circus: bool = False) -> pygame.Surface:
        rgb = SHIELD_RGB.get(colour, (128, 128, 128))
        return self._drawn(("tile", colour, circus), size, lambda c: draw_tile(c, rgb, circus))

    def card_back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._drawn(("back",), size, lambda c: draw_card_back(c, None))

    def person(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(rgb[:3])
        return self._drawn(("person", rgb), size, lambda c: draw_person(c, rgb))

    def parchment(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        return self.cache.get(("parchment", w, h), lambda: parchment((w, h)))


NEUTRAL = (150, 120, 90)        # a piece that belongs to no one (the about panel's pictures)


def recon_picture(art: Art, rules, file: str, item: str, size: int) -> pygame.Surface | None:
    """A small picture of a reconstructed component, for the about panel (None: no picture)."""
    if file == "map":
        if item in rules.board.good:
            return art.good(rules.board.good[item], size)
        if item == "river":
            return art.boat((52, 96, 186), size)
        if item == "shields":
            return art.shield("red", size)
        return art.picture("city" if item == "positions" else "village", size)
    if file == "market":
        if item == "goods":
            return art.good("wine", size)
        return art.picture("tent", size) if item == "circus" else art.tile("yellow", size)
    if file == "messages":
        return art.card_back((round(size * 0.75), size))
    if file == "characters":
        return art.person(NEUTRAL, size)
    if file == "buildings":
        return art.building("farm", NEUTRAL, size) if item == "tokens" else art.picture("palace", size)
    if file == "setup":
        return art.horse(size)
    return None
