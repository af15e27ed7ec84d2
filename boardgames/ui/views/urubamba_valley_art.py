"""Urubamba Valley pictures, drawn with pygame at run time and cached per size.

Nearly every picture (the crops on their seed tiles, the white and grey llamas, the workers,
technology cubes, coins, the players' screens, the terrace's stone, the river, talent tiles,
seals) is drawn here in a few shapes, three times larger than asked and smoothed down so the
edges are soft; the beds' earth is sprites/urubamba_valley/soil.png (tools/make_sprites.py),
drawn here too when the file is missing. A picture costs its drawing once per size;
the view's still picture keeps the board between frames.
"""
from __future__ import annotations

import math
import random

import pygame

from ..game_art import GameArt
from ..theme import mix

SS = 3                                   # supersampling factor of drawn pictures
CROP_RGB = {                             # the crops' colours (data/urubamba_valley/crops.yaml)
    "chili": (196, 52, 44), "corn": (236, 192, 40), "potato": (150, 104, 60), "pea": (76, 156, 70),
    "lavender": (134, 88, 178), "vine": (62, 104, 74),
}
TILE_BG = {                              # the seed tiles' ground, a light wash of the crop
    "chili": (246, 222, 206), "corn": (250, 238, 196), "potato": (238, 222, 196), "pea": (222, 238, 206),
    "lavender": (232, 220, 242), "vine": (206, 222, 200),
}
STAGE_RGB = {1: (92, 142, 84), 2: (70, 110, 160), 3: (150, 80, 120)}
GOLD, GOLD_DARK, GOLD_LIGHT = (236, 186, 58), (150, 104, 26), (255, 230, 140)
INK = (52, 38, 26)


def shade(rgb, k: float) -> tuple:
    """Lighter (k > 0, towards white) or darker (k < 0, towards black)."""
    return mix(rgb, (255, 255, 255), k) if k >= 0 else mix(rgb, (0, 0, 0), -k)


def smooth(size: tuple[int, int], draw) -> pygame.Surface:
    """`draw(surface, w, h)` on a surface SS times larger, smoothed down to `size`."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    draw(big, w * SS, h * SS)
    return pygame.transform.smoothscale(big, (w, h))


def _pts(w, h, pts, dx=0.0, dy=0.0):
    return [((x + dx) * w, (y + dy) * h) for x, y in pts]


def ellipse(s, rgb, cx, cy, rx, ry, width=0):
    pygame.draw.ellipse(s, rgb, pygame.Rect(round(cx - rx), round(cy - ry), round(2 * rx), round(2 * ry)), width)


# --- crops ------------------------------------------------------------------------------------
def draw_crop(s: pygame.Surface, crop: str, w: int, h: int) -> None:
    """One crop drawn in the box (0, 0, w, h)."""
    u = min(w, h)
    ox, oy = (w - u) / 2, (h - u) / 2

    def P(x, y):
        return (ox + x * u, oy + y * u)

    line = max(1, round(u * 0.02))
    if crop == "chili":
        c = CROP_RGB["chili"]
        for i in range(26):                          # a tapering, curving pod
            t = i / 25
            x, y = 0.34 + 0.36 * t - 0.06 * math.sin(t * math.pi), 0.26 + 0.52 * t + 0.08 * math.sin(t * 2.6)
            r = 0.13 * (1 - t) ** 0.7 + 0.025
            pygame.draw.circle(s, shade(c, -0.35), P(x + 0.01, y + 0.015), r * u)
        for i in range(26):
            t = i / 25
            x, y = 0.34 + 0.36 * t - 0.06 * math.sin(t * math.pi), 0.26 + 0.52 * t + 0.08 * math.sin(t * 2.6)
            r = 0.13 * (1 - t) ** 0.7 + 0.02
            pygame.draw.circle(s, c, P(x, y), r * u)
        for i in range(14):                          # the shine
            t = 0.08 + i / 30
            x, y = 0.30 + 0.36 * t - 0.06 * math.sin(t * math.pi), 0.24 + 0.52 * t + 0.08 * math.sin(t * 2.6)
            pygame.draw.circle(s, shade(c, 0.45), P(x, y), u * 0.03 * (1 - t))
        green = (70, 130, 50)
        pygame.draw.polygon(s, green, [P(0.22, 0.22), P(0.46, 0.18), P(0.44, 0.3), P(0.26, 0.32)])
        pygame.draw.line(s, shade(green, -0.2), P(0.34, 0.2), P(0.36, 0.08), max(2, round(u * 0.05)))
    elif crop == "corn":
        husk, cob = (106, 150, 60), CROP_RGB["corn"]
        pygame.draw.polygon(s, shade(husk, -0.2), [P(0.5, 0.92), P(0.2, 0.42), P(0.3, 0.3), P(0.48, 0.72)])
        ellipse(s, shade(cob, -0.3), P(0.5, 0.5)[0] + u * 0.01, P(0.5, 0.47)[1] + u * 0.015, u * 0.17, u * 0.36)
        ellipse(s, cob, *P(0.5, 0.47), u * 0.17, u * 0.36)
        for row in range(9):                         # kernels
            y = 0.17 + row * 0.067
            half = 0.15 * math.sqrt(max(0.0, 1 - ((y - 0.47) / 0.36) ** 2))
            n = 4
            for k in range(n):
                x = 0.5 - half + (k + 0.5) * (2 * half / n)
                pygame.draw.circle(s, shade(cob, 0.35), P(x, y), u * 0.022)
                pygame.draw.circle(s, shade(cob, -0.12), P(x, y), u * 0.022, max(1, round(u * 0.006)))
        pygame.draw.polygon(s, husk, [P(0.5, 0.94), P(0.26, 0.5), P(0.32, 0.44), P(0.52, 0.8)])
        pygame.draw.polygon(s, husk, [P(0.5, 0.94), P(0.76, 0.5), P(0.7, 0.42), P(0.48, 0.8)])
        pygame.draw.line(s, shade(husk, -0.3), P(0.5, 0.93), P(0.5, 0.99), max(2, round(u * 0.04)))
    elif crop == "potato":
        c = CROP_RGB["potato"]
        for cx, cy, rx, ry in ((0.38, 0.56, 0.22, 0.17), (0.62, 0.44, 0.2, 0.16)):
            ellipse(s, shade(c, -0.4), P(cx, cy)[0] + u * 0.012, P(cx, cy)[1] + u * 0.018, rx * u, ry * u)
            ellipse(s, c, *P(cx, cy), rx * u, ry * u)
            ellipse(s, shade(c, 0.25), P(cx - rx * 0.3, cy - ry * 0.35)[0], P(cx - rx * 0.3, cy - ry * 0.35)[1],
                    rx * u * 0.45, ry * u * 0.35)
            for ex, ey in ((0.4, -0.2), (-0.35, 0.25), (0.15, 0.45), (-0.55, -0.15)):
                pygame.draw.circle(s, shade(c, -0.45), P(cx + ex * rx, cy + ey * ry), u * 0.016)
    elif crop == "pea":
        pod, pea = CROP_RGB["pea"], (150, 208, 100)
        pts = []
        for i in range(21):
            t = i / 20
            pts.append((0.14 + 0.72 * t, 0.56 - 0.16 * math.sin(t * math.pi) - 0.08 * t))
        top = [P(x, y - 0.12 * math.sin(i / 20 * math.pi) - 0.02) for i, (x, y) in enumerate(pts)]
        bottom = [P(x, y + 0.1 * math.sin(i / 20 * math.pi) + 0.02) for i, (x, y) in enumerate(pts)]
        pygame.draw.polygon(s, shade(pod, -0.35), [(x + u * 0.012, y + u * 0.02) for x, y in top + bottom[::-1]])
        pygame.draw.polygon(s, pod, top + bottom[::-1])
        for k in range(5):
            i = 3 + k * 3
            x, y = pts[i]
            pygame.draw.circle(s, shade(pea, -0.25), P(x + 0.006, y + 0.01), u * 0.07)
            pygame.draw.circle(s, pea, P(x, y), u * 0.068)
            pygame.draw.circle(s, shade(pea, 0.5), P(x - 0.02, y - 0.022), u * 0.02)
        pygame.draw.lines(s, shade(pod, -0.3), False, [P(0.86, 0.32), P(0.92, 0.2), P(0.86, 0.12)],
                          max(2, round(u * 0.03)))
    elif crop == "lavender":
        stem, bud = (96, 130, 70), CROP_RGB["lavender"]
        for k, (x0, lean) in enumerate(((0.36, -0.12), (0.5, 0.0), (0.64, 0.12))):
            top = (x0 + lean, 0.12 + 0.05 * abs(lean) / 0.12)
            pygame.draw.line(s, stem, P(0.5, 0.92), P(*top), max(2, round(u * 0.028)))
            for j in range(7):
                t = j / 7
                x = top[0] + (0.5 - top[0]) * t * 0.45
                y = top[1] + t * 0.36
                r = 0.045 - 0.012 * (1 - t)
                for side in (-1, 1):
                    ellipse(s, shade(bud, -0.25 if side > 0 else 0.0), P(x + side * 0.035, y)[0], P(0, y)[1],
                            r * u, r * u * 1.25)
            ellipse(s, shade(bud, 0.2), *P(top[0], top[1] - 0.01), u * 0.03, u * 0.045)
        pygame.draw.polygon(s, (200, 160, 90), [P(0.42, 0.72), P(0.58, 0.72), P(0.56, 0.8), P(0.44, 0.8)])
    elif crop == "vine":
        leaf, grape = (74, 140, 64), (88, 60, 120)
        pygame.draw.arc(s, shade(leaf, -0.3), pygame.Rect(*P(0.06, 0.1), u * 0.34, u * 0.34), 0.3, 4.4,
                        max(2, round(u * 0.025)))
        pygame.draw.line(s, (110, 80, 50), P(0.2, 0.3), P(0.62, 0.26), max(2, round(u * 0.04)))
        lobes = [(0.58, 0.1), (0.8, 0.16), (0.88, 0.34), (0.74, 0.46), (0.56, 0.38), (0.46, 0.24)]
        pygame.draw.polygon(s, shade(leaf, -0.3), [P(x + 0.01, y + 0.015) for x, y in lobes])
        pygame.draw.polygon(s, leaf, [P(x, y) for x, y in lobes])
        for a, b in (((0.62, 0.26), (0.8, 0.2)), ((0.62, 0.26), (0.84, 0.36)), ((0.62, 0.26), (0.7, 0.42))):
            pygame.draw.line(s, shade(leaf, 0.35), P(*a), P(*b), line)
        rows = ((0.46, 0.4, 3), (0.45, 0.52, 4), (0.47, 0.64, 3), (0.48, 0.75, 2), (0.5, 0.85, 1))
        for x0, y, n in rows:
            for k in range(n):
                x = x0 + (k - (n - 1) / 2) * 0.1
                pygame.draw.circle(s, shade(grape, -0.45), P(x + 0.008, y + 0.012), u * 0.056)
                pygame.draw.circle(s, grape, P(x, y), u * 0.052)
                pygame.draw.circle(s, shade(grape, 0.45), P(x - 0.016, y - 0.018), u * 0.014)


# --- llamas, workers, cubes, coins, screens ----------------------------------------------------
def draw_llama(s: pygame.Surface, grey: bool, w: int, h: int) -> None:
    """A llama standing, seen from the side, facing left."""
    body = (150, 150, 156) if grey else (246, 242, 232)
    edge = (70, 70, 76) if grey else (120, 104, 84)
    dark = shade(body, -0.18)

    def shape(col, dx=0.0, dy=0.0):
        ellipse(s, col, (0.56 + dx) * w, (0.5 + dy) * h, 0.28 * w, 0.15 * h)
        pygame.draw.polygon(s, col, _pts(w, h, [(0.28, 0.52), (0.4, 0.46), (0.36, 0.14), (0.22, 0.12)], dx, dy))
        ellipse(s, col, (0.24 + dx) * w, (0.14 + dy) * h, 0.1 * w, 0.07 * h)
        pygame.draw.polygon(s, col, _pts(w, h, [(0.16, 0.14), (0.06, 0.2), (0.1, 0.25), (0.24, 0.2)], dx, dy))
        for x0, ear in ((0.23, -0.02), (0.29, 0.0)):
            pygame.draw.polygon(s, col, _pts(w, h, [(x0, 0.09), (x0 + 0.03 + ear, -0.0 + 0.02), (x0 + 0.05, 0.1)],
                                             dx, dy))
        for x0 in (0.34, 0.42, 0.68, 0.77):
            pygame.draw.rect(s, col, pygame.Rect(round((x0 + dx) * w), round((0.56 + dy) * h), round(0.055 * w),
                                                 round(0.36 * h)), border_radius=max(1, round(0.02 * w)))
        ellipse(s, col, (0.84 + dx) * w, (0.42 + dy) * h, 0.05 * w, 0.07 * h)

    shape(edge, 0.012, 0.014)
    shape(edge, -0.01, -0.01)
    shape(body)
    for x0, y0 in ((0.44, 0.44), (0.58, 0.5), (0.7, 0.44), (0.3, 0.3), (0.52, 0.58)):   # woolly curls
        pygame.draw.circle(s, dark, (x0 * w, y0 * h), 0.028 * w, max(1, round(0.008 * w)))
    pygame.draw.circle(s, (30, 26, 22), (0.2 * w, 0.13 * h), max(1.5, 0.018 * w))
    pygame.draw.rect(s, (196, 60, 60), pygame.Rect(round(0.27 * w), round(0.36 * h), round(0.13 * w),
                                                   round(0.045 * h)), border_radius=max(1, round(0.01 * w)))


def draw_worker(s: pygame.Surface, rgb, w: int, h: int) -> None:
    """A worker pawn: a round head under a brimmed hat, a poncho-shaped body."""
    dark = shade(rgb, -0.45)

    def shape(col, dx=0.0, dy=0.0):
        pygame.draw.polygon(s, col, _pts(w, h, [(0.5, 0.36), (0.86, 0.9), (0.8, 0.98), (0.2, 0.98), (0.14, 0.9)],
                                         dx, dy))
        pygame.draw.circle(s, col, ((0.5 + dx) * w, (0.3 + dy) * h), 0.17 * w)
        ellipse(s, col, (0.5 + dx) * w, (0.17 + dy) * h, 0.27 * w, 0.07 * h)
        pygame.draw.polygon(s, col, _pts(w, h, [(0.36, 0.17), (0.4, 0.03), (0.6, 0.03), (0.64, 0.17)], dx, dy))

    shape(dark, 0.03, 0.03)
    shape(dark, -0.02, -0.02)
    shape(rgb)
    pygame.draw.polygon(s, shade(rgb, 0.3), _pts(w, h, [(0.5, 0.42), (0.6, 0.6), (0.5, 0.78), (0.4, 0.6)]))
    pygame.draw.line(s, shade(rgb, 0.4), (0.32 * w, 0.15 * h), (0.68 * w, 0.15 * h), max(1, round(0.03 * w)))


def draw_cube(s: pygame.Surface, rgb, w: int, h: int) -> None:
    """A wooden cube seen from above at an angle: top, left and right faces."""
    top = [(0.5, 0.06), (0.92, 0.28), (0.5, 0.5), (0.08, 0.28)]
    left = [(0.08, 0.28), (0.5, 0.5), (0.5, 0.96), (0.08, 0.74)]
    right = [(0.5, 0.5), (0.92, 0.28), (0.92, 0.74), (0.5, 0.96)]
    for face, k in ((top, 0.3), (left, -0.05), (right, -0.3)):
        pygame.draw.polygon(s, shade(rgb, k), _pts(w, h, face))
    edge = shade(rgb, -0.55)
    for face in (top, left, right):
        pygame.draw.polygon(s, edge, _pts(w, h, face), max(1, round(w * 0.035)))


def draw_coin(s: pygame.Surface, w: int, h: int) -> None:
    c = (w / 2, h / 2)
    r = min(w, h) * 0.46
    pygame.draw.circle(s, GOLD_DARK, (c[0] + r * 0.06, c[1] + r * 0.1), r)
    pygame.draw.circle(s, GOLD, c, r)
    pygame.draw.circle(s, GOLD_LIGHT, c, r * 0.78, max(1, round(r * 0.08)))
    pts = [(c[0] + r * 0.42 * math.cos(a * math.pi / 4), c[1] + r * 0.42 * math.sin(a * math.pi / 4))
           for a in range(8)]
    for i in range(0, 8, 2):                      # an Inca sun on the face
        pygame.draw.line(s, GOLD_DARK, c, pts[i], max(1, round(r * 0.1)))
    pygame.draw.circle(s, GOLD_DARK, c, r * 0.24)
    pygame.draw.circle(s, GOLD_LIGHT, c, r * 0.16)


def draw_screen(s: pygame.Surface, rgb, w: int, h: int) -> None:
    """A player's folding screen: three panels standing in a shallow zigzag."""
    panels = [[(0.04, 0.18), (0.36, 0.1), (0.36, 0.92), (0.04, 0.84)],
              [(0.36, 0.1), (0.64, 0.16), (0.64, 0.96), (0.36, 0.92)],
              [(0.64, 0.16), (0.96, 0.08), (0.96, 0.86), (0.64, 0.96)]]
    for face, k in zip(panels, (0.05, -0.2, 0.12)):
        pygame.draw.polygon(s, shade(rgb, k), _pts(w, h, face))
    band = shade(rgb, 0.55)
    for face in panels:                           # a woven band across each panel
        (x0, y0), (x1, y1) = face[0], face[1]
        for off in (0.22, 0.3):
            pygame.draw.line(s, band, (x0 * w, (y0 + off) * h), (x1 * w, (y1 + off) * h), max(1, round(h * 0.03)))
        for k in range(3):
            t = (k + 0.5) / 3
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + 0.56
            pygame.draw.polygon(s, band, _pts(w, h, [(x, y - 0.07), (x + 0.04, y), (x, y + 0.07), (x - 0.04, y)]))
    edge = shade(rgb, -0.55)
    for face in panels:
        pygame.draw.polygon(s, edge, _pts(w, h, face), max(1, round(w * 0.02)))


def draw_eye(s: pygame.Surface, rgb, w: int, h: int) -> None:
    """An eye: the peek button."""
    pts = [(0.06, 0.5)] + [(0.06 + 0.88 * t, 0.5 - 0.34 * math.sin(t * math.pi)) for t in (0.25, 0.5, 0.75)] + \
          [(0.94, 0.5)] + [(0.06 + 0.88 * t, 0.5 + 0.34 * math.sin(t * math.pi)) for t in (0.75, 0.5, 0.25)]
    pygame.draw.polygon(s, rgb, _pts(w, h, pts), max(2, round(w * 0.08)))
    pygame.draw.circle(s, rgb, (w / 2, h / 2), min(w, h) * 0.17)


def draw_lock(s: pygame.Surface, rgb, w: int, h: int) -> None:
    pygame.draw.arc(s, rgb, pygame.Rect(round(w * 0.28), round(h * 0.08), round(w * 0.44), round(h * 0.56)), 0, math.pi,
                    max(2, round(w * 0.1)))
    pygame.draw.line(s, rgb, (w * 0.3, h * 0.36), (w * 0.3, h * 0.46), max(2, round(w * 0.1)))
    pygame.draw.line(s, rgb, (w * 0.7, h * 0.36), (w * 0.7, h * 0.46), max(2, round(w * 0.1)))
    pygame.draw.rect(s, rgb, pygame.Rect(round(w * 0.18), round(h * 0.42), round(w * 0.64), round(h * 0.5)),
                     border_radius=max(1, round(w * 0.08)))


def draw_bag(s: pygame.Surface, w: int, h: int) -> None:
    """The seed bag: a round cloth sack tied at the neck, a woven band across it."""
    cloth = (176, 128, 78)
    ellipse(s, shade(cloth, -0.35), 0.52 * w, 0.66 * h, 0.4 * w, 0.32 * h)
    ellipse(s, cloth, 0.5 * w, 0.64 * h, 0.4 * w, 0.32 * h)
    pygame.draw.polygon(s, cloth, _pts(w, h, [(0.36, 0.4), (0.64, 0.4), (0.58, 0.24), (0.42, 0.24)]))
    pygame.draw.polygon(s, shade(cloth, 0.15), _pts(w, h, [(0.42, 0.24), (0.28, 0.06), (0.5, 0.14), (0.72, 0.06),
                                                           (0.58, 0.24)]))
    pygame.draw.line(s, (100, 56, 28), (0.38 * w, 0.25 * h), (0.62 * w, 0.25 * h), max(2, round(h * 0.06)))
    for k, rgb in enumerate(((196, 52, 44), (236, 192, 40), (76, 156, 70))):
        y = (0.58 + k * 0.07) * h
        half = w * 0.38 * (1 - ((0.58 + k * 0.07 - 0.64) / 0.32) ** 2) ** 0.5
        pygame.draw.line(s, rgb, (0.5 * w - half, y), (0.5 * w + half, y), max(1, round(h * 0.04)))
    ellipse(s, shade(cloth, 0.35), 0.36 * w, 0.52 * h, 0.07 * w, 0.1 * h)


# --- textures ------------------------------------------------------------------------------------
def soil_texture(size: int, seed: int = 3) -> pygame.Surface:
    """Tilled earth: a warm brown with furrows and grains (tileable left-right)."""
    rnd = random.Random(seed)
    s = pygame.Surface((size, size))
    base = (122, 86, 56)
    s.fill(base)
    for i in range(7):
        y = (i + 0.5) * size / 7
        pygame.draw.line(s, shade(base, -0.18), (0, y + size * 0.02), (size, y + size * 0.02), max(1, size // 28))
        pygame.draw.line(s, shade(base, 0.14), (0, y - size * 0.02), (size, y - size * 0.02), max(1, size // 40))
    for _ in range(size * 2):
        x, y = rnd.uniform(0, size), rnd.uniform(0, size)
        pygame.draw.circle(s, shade(base, rnd.uniform(-0.3, 0.25)), (x, y), max(1.0, size * rnd.uniform(0.006, 0.014)))
    return s


def stone_texture(size: tuple[int, int], rgb=(150, 142, 128), seed: int = 5, course: int = 0) -> pygame.Surface:
    """Dry-stone masonry: courses of irregular blocks with dark joints (Inca terrace walls);
    `course` is a course's height (0: a third of the height, for a low strip)."""
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    rnd = random.Random(seed)
    s = pygame.Surface((w, h))
    s.fill(shade(rgb, -0.55))
    course = max(5, int(course) or round(h / 3))
    y = 0
    while y < h:
        x = -rnd.uniform(0, course)
        while x < w:
            bw = course * rnd.uniform(1.1, 2.0)
            r = pygame.Rect(round(x) + 1, y + 1, round(bw) - 2, course - 2)
            c = shade(rgb, rnd.uniform(-0.16, 0.16))
            pygame.draw.rect(s, c, r, border_radius=max(1, course // 4))
            pygame.draw.line(s, shade(c, 0.25), (r.x + 2, r.y + 1), (r.right - 3, r.y + 1), 1)
            x += bw
        y += course
    return s


def grass_tile(size: int = 128, seed: int = 9) -> pygame.Surface:
    """A square of short grass that tiles seamlessly (a blade leaving one edge comes back
    at the other)."""
    rnd = random.Random(seed)
    s = pygame.Surface((size, size))
    base = (92, 132, 64)
    s.fill(base)
    for _ in range(size * size // 90):
        x, y = rnd.uniform(0, size), rnd.uniform(0, size)
        c = shade(base, rnd.uniform(-0.25, 0.22))
        dx, dy = rnd.uniform(-2, 2), -rnd.uniform(2, 5)
        for ox in (-size, 0, size):
            for oy in (0, size):
                pygame.draw.line(s, c, (x + ox, y + oy), (x + dx + ox, y + dy + oy), 1)
    return s


def river_texture(size: tuple[int, int], seed: int = 11) -> pygame.Surface:
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    rnd = random.Random(seed)
    s = pygame.Surface((w, h))
    top, bottom = (70, 140, 170), (40, 96, 140)
    for y in range(h):
        pygame.draw.line(s, mix(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    for _ in range(max(6, w // 18)):
        x, y = rnd.uniform(0, w), rnd.uniform(h * 0.15, h * 0.9)
        L = rnd.uniform(w * 0.03, w * 0.08)
        pts = [(x + L * t, y + math.sin(t * math.pi * 2) * h * 0.04) for t in (0, 0.25, 0.5, 0.75, 1)]
        pygame.draw.lines(s, (170, 214, 230), False, pts, max(1, h // 22))
    return s


class Art(GameArt):
    """Urubamba Valley's pictures; every method returns a cached surface of the size asked."""

    FOLDER = "urubamba_valley"

    def __init__(self, sprites):
        super().__init__(sprites, limit=1400)

    def _get(self, key, build):
        return self.cache.get(key, build)

    # --- crops and seed tiles -----------------------------------------------------------------
    def crop(self, crop: str, size: int) -> pygame.Surface:
        """The crop's picture alone (no tile), fitting a size x size box."""
        size = max(6, int(size))
        return self._get(("crop", crop, size), lambda: smooth((size, size), lambda s, w, h: draw_crop(s, crop, w, h)))

    def seed_tile(self, crop: str, size: int) -> pygame.Surface:
        """A square seed tile: a rounded card washed in the crop's colour, the crop on it."""
        size = max(8, int(size))

        def draw(s, w, h):
            rad = round(w * 0.14)
            edge = CROP_RGB.get(crop, (120, 120, 120))
            pygame.draw.rect(s, shade(edge, -0.5), pygame.Rect(0, round(h * 0.03), w, h - round(h * 0.03)),
                             border_radius=rad)
            pygame.draw.rect(s, TILE_BG.get(crop, (230, 230, 230)), pygame.Rect(0, 0, w, h - round(h * 0.04)),
                             border_radius=rad)
            pygame.draw.rect(s, edge, pygame.Rect(0, 0, w, h - round(h * 0.04)), max(2, round(w * 0.05)),
                             border_radius=rad)
            inner = pygame.Surface((round(w * 0.84), round(h * 0.8)), pygame.SRCALPHA)
            draw_crop(inner, crop, inner.get_width(), inner.get_height())
            s.blit(inner, inner.get_rect(center=(w / 2, h * 0.48)))

        return self._get(("tile", crop, size), lambda: smooth((size, size), draw))

    def tile_back(self, size: int) -> pygame.Surface:
        """The back of a seed tile (the bag's and the discard pile's top)."""
        size = max(8, int(size))

        def draw(s, w, h):
            rad = round(w * 0.14)
            pygame.draw.rect(s, (96, 70, 46), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, (150, 112, 70), s.get_rect().inflate(-w * 0.16, -h * 0.16), max(2, round(w * 0.05)),
                             border_radius=rad)
            for k in range(4):
                a = k * math.pi / 2 + math.pi / 4
                pygame.draw.line(s, (150, 112, 70), (w / 2, h / 2), (w / 2 + w * 0.22 * math.cos(a),
                                                                     h / 2 + h * 0.22 * math.sin(a)),
                                 max(1, round(w * 0.04)))

        return self._get(("back", size), lambda: smooth((size, size), draw))

    def ghost(self, crop: str | None, size: int) -> pygame.Surface:
        """The faint print of a seed tile (a tile's back when `crop` is None) on an empty space."""
        size = max(8, int(size))

        def build():
            img = (self.seed_tile(crop, size) if crop else self.tile_back(size)).copy()
            img.fill((255, 255, 255, 64), special_flags=pygame.BLEND_RGBA_MULT)
            return img

        return self._get(("ghost", crop, size), build)

    # --- pieces ------------------------------------------------------------------------------------
    def llama(self, grey: bool, size: int, mirror: bool = False) -> pygame.Surface:
        size = max(8, int(size))

        def build():
            img = smooth((size, size), lambda s, w, h: draw_llama(s, grey, w, h))
            return pygame.transform.flip(img, True, False) if mirror else img

        return self._get(("llama", grey, size, mirror), build)

    def worker(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(int(c) for c in rgb[:3])
        size = max(6, int(size))
        return self._get(("worker", rgb, size), lambda: smooth((size, size), lambda s, w, h: draw_worker(s, rgb, w, h)))

    def cube(self, rgb, size: int) -> pygame.Surface:
        rgb = tuple(int(c) for c in rgb[:3])
        size = max(6, int(size))
        return self._get(("cube", rgb, size), lambda: smooth((size, size), lambda s, w, h: draw_cube(s, rgb, w, h)))

    def coin(self, size: int) -> pygame.Surface:
        size = max(6, int(size))
        return self._get(("coin", size), lambda: smooth((size, size), draw_coin))

    def screen(self, rgb, size: tuple[int, int]) -> pygame.Surface:
        rgb = tuple(int(c) for c in rgb[:3])
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        return self._get(("screen", rgb, w, h), lambda: smooth((w, h), lambda s, ww, hh: draw_screen(s, rgb, ww, hh)))

    def eye(self, rgb, size: int) -> pygame.Surface:
        size = max(6, int(size))
        rgb = tuple(rgb[:3])
        return self._get(("eye", rgb, size), lambda: smooth((size, size), lambda s, w, h: draw_eye(s, rgb, w, h)))

    def lock(self, rgb, size: int) -> pygame.Surface:
        size = max(6, int(size))
        rgb = tuple(rgb[:3])
        return self._get(("lock", rgb, size), lambda: smooth((size, size), lambda s, w, h: draw_lock(s, rgb, w, h)))

    def bag(self, size: int) -> pygame.Surface:
        size = max(8, int(size))
        return self._get(("bag", size), lambda: smooth((size, size), draw_bag))

    # --- textures ------------------------------------------------------------------------------------
    def soil(self, size: int, flip: bool = False) -> pygame.Surface:
        """A terrace bed's earth (sprites/urubamba_valley/soil.png, else drawn; one per size:
        each cell shows it whole), mirrored when `flip` so neighbouring beds differ."""
        size = max(4, int(size))

        def build():
            img = self.sized("soil", (size, size)) if self.has("soil") else soil_texture(size)
            return pygame.transform.flip(img, flip, False) if flip else img

        return self._get(("soil", size, flip), build)

    def stone(self, size: tuple[int, int], rgb=(150, 142, 128), seed: int = 5, course: int = 0) -> pygame.Surface:
        w, h = max(2, int(size[0])), max(2, int(size[1]))
        def build():
            if w <= 256 and h <= 256:
                return stone_texture((w, h), rgb, seed, course)
            tile = stone_texture((min(w, 256), min(h, 256)), rgb, seed, course)     # repeated along big walls
            out = pygame.Surface((w, h))
            for x in range(0, w, tile.get_width()):
                for y in range(0, h, tile.get_height()):
                    out.blit(tile, (x, y))
            return out

        return self._get(("stone", w, h, tuple(rgb), seed, course), build)

    def grass(self, size: tuple[int, int], seed: int = 9) -> pygame.Surface:
        """Grass covering `size`: one seamless tile (made once) repeated."""
        w, h = max(2, int(size[0])), max(2, int(size[1]))

        def build():
            tile = self._get(("grass_tile", seed), lambda: grass_tile(128, seed))
            out = pygame.Surface((w, h))
            for x in range(0, w, 128):
                for y in range(0, h, 128):
                    out.blit(tile, (x, y))
            return out

        return self._get(("grass", w, h, seed), build)

    def river(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(2, int(size[0])), max(2, int(size[1]))
        return self._get(("river", w, h), lambda: river_texture((w, h)))


def recon_picture(art: Art, rules, file: str, item: str, size: int) -> pygame.Surface | None:
    """A small picture of a reconstructed component, for the about panel (None: no picture)."""
    if file == "crops":
        return art.seed_tile(item, size)
    if file == "terrace":
        return art.llama(False, size) if item.startswith(("white", "grey")) else art.stone((size, size))
    if file == "harvest":
        return art.coin(size)
    if file == "technology":
        return art.cube((196, 160, 90), size)
    if file == "markets":
        return art.crop("vine", size)
    return None
