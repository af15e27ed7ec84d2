"""Moon River pictures: sprites from sprites/moon_river/, with drawn stand-ins.

The view asks for a terrain, an icon, a partner face or a meeple at a size and
gets a cached surface. When a sprite file is missing (art still being made, or
a damaged install) a small drawn picture of the same thing is used instead of
the shell's grey placeholder, so the board always reads as a game.
"""
from __future__ import annotations

import math
import random

import pygame

from ..game_art import GameArt

TERRAIN_RGB = {
    "desert": (226, 196, 120), "canyon": (190, 104, 62), "prairie": (150, 190, 84),
    "forest": (52, 112, 62), "cornfield": (236, 200, 64), "farm": (176, 126, 84),
}
PARTNER_RGB = {
    "cowboy": (170, 110, 60), "desperado": (120, 50, 50), "cattle_thief": (70, 70, 90),
    "prospector": (200, 160, 40), "hunter": (80, 120, 70), "farmer": (200, 150, 60),
}


class Art(GameArt):
    """Cached Moon River pictures at any size."""

    FOLDER = "moon_river"
    TEXTURE = 160      # pixel size of a drawn terrain texture (scaled like a sprite)

    def __init__(self, sprites):
        super().__init__(sprites, limit=800)

    def stand_in(self, name: str, size) -> pygame.Surface:
        return draw_icon(name, size[0])

    # --- terrain --------------------------------------------------------------------
    def terrain(self, terrain: str) -> pygame.Surface:
        """A full-resolution terrain picture (the jigsaw renderer scales and caches it)."""
        raw = self.raw(f"terrain_{terrain}")
        if raw is not None:
            return raw
        return self.cache.get(("terrain", terrain), lambda: draw_terrain(terrain, self.TEXTURE))

    # --- icons ------------------------------------------------------------------------
    def symbol_cow(self, size: int) -> pygame.Surface:
        """The cow symbol printed on a plot: a cow on a pale round badge."""
        size = max(6, int(size))

        def build():
            out = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(out, (250, 244, 228), (size / 2, size / 2), size / 2)
            pygame.draw.circle(out, (90, 70, 50), (size / 2, size / 2), size / 2, max(1, size // 14))
            cow = self.icon("cow", round(size * 0.78))
            out.blit(cow, cow.get_rect(center=(size / 2, size / 2)))
            return out

        return self.cache.get(("symcow", size, self.has("cow")), build)

    def partner(self, face: str, size: int) -> pygame.Surface:
        """A partner token face: 'cowboy', an expert type, or 'back'."""
        size = max(6, int(size))
        return self.fitted(f"partner_{face}", (size, size), lambda s: draw_token(face, s[0]))

    def rancher(self, rgb, size: int) -> pygame.Surface:
        """A rancher meeple in a player's colour."""
        size = max(6, int(size))
        if self.has("rancher"):
            return self.piece("rancher", rgb, size)
        rgb = tuple(int(c) for c in rgb[:3])
        return self.cache.get(("rancher_fb", size, rgb), lambda: draw_meeple(rgb, size))

    def plot_back(self, size: int) -> pygame.Surface:
        size = max(6, int(size))
        return self.cache.get(("back", size), lambda: draw_plot_back(size))

    def mat(self, size: tuple[int, int], active: bool, radius: int) -> pygame.Surface:
        """The land a farm grows on, at `size` with rounded corners: open grassland (`draw_mat`)."""
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        return self.cache.get(("mat", w, h, active, radius), lambda: draw_mat((w, h), active, radius))

    def bridge(self, size: tuple[int, int]) -> pygame.Surface:
        """A bridge over the river, stretched to `size` (the drawn one is square, then scaled)."""
        return self.sized("bridge", size, lambda s: pygame.transform.smoothscale(draw_icon("bridge", max(s)), s))


def _shade(rgb, k: float) -> tuple:
    if k >= 0:
        return tuple(min(255, round(c + (255 - c) * k)) for c in rgb)
    return tuple(max(0, round(c * (1 + k))) for c in rgb)


# --- drawn stand-ins -------------------------------------------------------------------
def draw_terrain(terrain: str, size: int) -> pygame.Surface:
    """A simple textured picture of a terrain (used until its sprite exists)."""
    base = TERRAIN_RGB.get(terrain, (150, 150, 150))
    rnd = random.Random(terrain)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    s.fill(base)
    for _ in range(size * 2):   # grain
        x, y = rnd.randrange(size), rnd.randrange(size)
        s.set_at((x, y), _shade(base, rnd.uniform(-0.12, 0.12)))
    if terrain == "desert":
        for i in range(5):
            y = size * (0.15 + 0.18 * i)
            pts = [(x, y + math.sin(x / size * 6.3 + i) * size * 0.03) for x in range(0, size + 1, 4)]
            pygame.draw.lines(s, _shade(base, -0.12), False, pts, max(1, size // 60))
        for _ in range(3):
            x, y = rnd.randrange(size // 6, size * 5 // 6), rnd.randrange(size // 6, size * 5 // 6)
            pygame.draw.rect(s, (96, 140, 72), (x, y - size // 14, size // 26, size // 7), border_radius=3)
    elif terrain == "canyon":
        for i in range(7):
            y = size * (0.08 + 0.14 * i)
            col = _shade(base, -0.2 if i % 2 else 0.12)
            pygame.draw.line(s, col, (0, y), (size, y + rnd.uniform(-6, 6)), max(2, size // 28))
    elif terrain == "prairie":
        for _ in range(size // 3):
            x, y = rnd.randrange(size), rnd.randrange(size)
            h = rnd.randrange(size // 20, size // 10)
            pygame.draw.line(s, _shade(base, -0.22), (x, y), (x + rnd.randint(-2, 2), y - h), 1)
        for _ in range(6):
            x, y = rnd.randrange(size), rnd.randrange(size)
            pygame.draw.circle(s, (240, 226, 120), (x, y), max(1, size // 60))
    elif terrain == "forest":
        for _ in range(9):
            x, y = rnd.randrange(size), rnd.randrange(size)
            r = rnd.randrange(size // 10, size // 6)
            pygame.draw.circle(s, _shade(base, -0.3), (x + 2, y + 3), r)
            pygame.draw.circle(s, _shade(base, rnd.uniform(0.0, 0.2)), (x, y), r)
    elif terrain == "cornfield":
        for i in range(6):
            x = size * (0.1 + 0.16 * i)
            pygame.draw.line(s, (120, 150, 60), (x, 0), (x, size), max(2, size // 30))
            for y in range(size // 12, size, size // 6):
                pygame.draw.ellipse(s, (250, 220, 90), (x - size // 40, y, size // 20, size // 12))
    elif terrain == "farm":
        for y in range(0, size, size // 8):
            pygame.draw.line(s, _shade(base, -0.18), (0, y), (size, y), 1)
        w = size // 3
        x0, y0 = size // 2 - w // 2, size // 2 - w // 3
        pygame.draw.rect(s, (170, 60, 50), (x0, y0, w, w * 2 // 3))
        pygame.draw.polygon(s, (120, 40, 36), [(x0 - 3, y0), (x0 + w // 2, y0 - w // 2), (x0 + w + 3, y0)])
        pygame.draw.rect(s, (240, 230, 210), (x0 + w // 3, y0 + w // 4, w // 3, w * 5 // 12))
    return s


def _scaled(rgb, f: float) -> tuple:
    return tuple(max(0, min(255, round(c * f))) for c in rgb)


def draw_mat(size: tuple[int, int], active: bool, radius: int = 0) -> pygame.Surface:
    """Open grassland, as the printed farm shows before any plot is laid: a green field
    lighter towards the river, grass tufts, a few wild flowers and dry patches, drawn from a
    fixed seed so it is the same picture at every size and every frame (cached per size)."""
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = ((66, 98, 54), (92, 128, 66)) if active else ((54, 80, 48), (74, 104, 58))
    for y in range(h):
        k = y / max(1, h - 1)
        pygame.draw.line(out, tuple(round(a + (b - a) * k) for a, b in zip(top, bottom)), (0, y), (w, y))
    rnd = random.Random(7)
    unit = max(4, min(w, h) / 60)
    for _ in range(int(w * h / (unit * unit * 9))):          # dry patches and darker hollows
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        r = rnd.uniform(unit * 1.5, unit * 4)
        col = _scaled(bottom, rnd.choice((0.86, 0.92, 1.08)))
        pygame.draw.ellipse(out, col, (x - r, y - r / 2, 2 * r, r))
    for _ in range(int(w * h / (unit * unit * 1.6))):        # grass tufts: three blades each
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        col = _scaled(bottom, rnd.uniform(0.8, 1.25))
        for dx in (-0.5, 0, 0.5):
            pygame.draw.line(out, col, (x, y), (x + dx * unit * 0.6, y - unit * rnd.uniform(0.5, 1.1)), 1)
    for _ in range(int(w * h / (unit * unit * 60))):         # wild flowers
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        col = rnd.choice(((236, 214, 96), (240, 240, 230), (206, 150, 210)))
        pygame.draw.circle(out, col, (x, y), max(1, unit * 0.3))
    if radius:
        corners = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(corners, (255, 255, 255, 255), corners.get_rect(), border_radius=radius)
        out.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def draw_icon(name: str, size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    ol = max(1, size // 16)
    if name == "gold":
        pts = [(0.2, 0.62), (0.35, 0.3), (0.62, 0.22), (0.82, 0.45), (0.74, 0.75), (0.4, 0.82)]
        poly = [(x * size, y * size) for x, y in pts]
        pygame.draw.polygon(s, (240, 196, 40), poly)
        pygame.draw.polygon(s, (150, 100, 10), poly, ol)
        pygame.draw.circle(s, (255, 246, 190), (size * 0.45, size * 0.42), size * 0.08)
    elif name == "otter":
        pygame.draw.ellipse(s, (120, 78, 44), (size * 0.12, size * 0.38, size * 0.68, size * 0.4))
        pygame.draw.circle(s, (130, 86, 50), (size * 0.76, size * 0.42), size * 0.16)
        pygame.draw.polygon(s, (90, 58, 32), [(size * 0.16, size * 0.55), (0, size * 0.78), (size * 0.1, size * 0.82)])
        pygame.draw.circle(s, (20, 14, 10), (size * 0.82, size * 0.38), max(1, size // 18))
    elif name == "corn":
        pygame.draw.ellipse(s, (250, 212, 60), (size * 0.34, size * 0.1, size * 0.32, size * 0.7))
        for i in range(5):
            y = size * (0.18 + i * 0.11)
            pygame.draw.line(s, (200, 150, 30), (size * 0.38, y), (size * 0.62, y), 1)
        pygame.draw.polygon(s, (80, 150, 60), [(c, size * 0.95), (size * 0.2, size * 0.4), (size * 0.42, size * 0.7)])
        pygame.draw.polygon(s, (80, 150, 60), [(c, size * 0.95), (size * 0.8, size * 0.4), (size * 0.58, size * 0.7)])
    elif name == "cow":
        body = pygame.Rect(size * 0.12, size * 0.32, size * 0.62, size * 0.36)
        for x in (0.2, 0.34, 0.56, 0.68):
            pygame.draw.rect(s, (60, 50, 44), (size * x, size * 0.6, size * 0.07, size * 0.26))
        pygame.draw.ellipse(s, (248, 244, 236), body)
        pygame.draw.ellipse(s, (40, 34, 30), (size * 0.28, size * 0.36, size * 0.2, size * 0.14))
        pygame.draw.ellipse(s, (40, 34, 30), (size * 0.5, size * 0.5, size * 0.14, size * 0.1))
        pygame.draw.ellipse(s, (248, 244, 236), (size * 0.66, size * 0.24, size * 0.24, size * 0.24))
        pygame.draw.ellipse(s, (236, 170, 170), (size * 0.74, size * 0.38, size * 0.16, size * 0.1))
        pygame.draw.ellipse(s, (60, 50, 44), body, ol)
    elif name == "skull":
        pygame.draw.circle(s, (244, 240, 228), (c, size * 0.42), size * 0.32)
        pygame.draw.rect(s, (244, 240, 228), (size * 0.32, size * 0.56, size * 0.36, size * 0.26), border_radius=3)
        for x in (0.38, 0.62):
            pygame.draw.circle(s, (30, 24, 20), (size * x, size * 0.44), size * 0.09)
        for x in (0.42, 0.5, 0.58):
            pygame.draw.line(s, (30, 24, 20), (size * x, size * 0.66), (size * x, size * 0.8), max(1, size // 24))
    elif name == "circle":
        pygame.draw.circle(s, (250, 246, 236), (c, c), size * 0.44, max(2, size // 9))
        pygame.draw.circle(s, (70, 60, 50), (c, c), size * 0.47, max(1, size // 24))
    elif name == "bridge":
        plank = (150, 100, 56)
        pygame.draw.rect(s, plank, (0, size * 0.2, size, size * 0.6), border_radius=max(2, size // 10))
        for i in range(1, 6):
            x = size * i / 6
            pygame.draw.line(s, (100, 64, 34), (x, size * 0.2), (x, size * 0.8), max(1, size // 30))
        pygame.draw.line(s, (90, 58, 30), (0, size * 0.22), (size, size * 0.22), max(2, size // 14))
        pygame.draw.line(s, (90, 58, 30), (0, size * 0.78), (size, size * 0.78), max(2, size // 14))
    else:
        pygame.draw.circle(s, (200, 200, 200), (c, c), size * 0.4)
    return s


def draw_token(face: str, size: int) -> pygame.Surface:
    """A round partner token: a coloured disc with a bold ring and a simple emblem."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    rgb = PARTNER_RGB.get(face, (90, 80, 70))
    pygame.draw.circle(s, (60, 40, 24), (c, c), c)
    pygame.draw.circle(s, (236, 222, 190), (c, c), c * 0.9)
    pygame.draw.circle(s, rgb, (c, c), c * 0.74)
    light = _shade(rgb, 0.55)
    if face == "back":
        pygame.draw.circle(s, light, (c, c), c * 0.3, max(1, size // 16))
    else:   # a hat: brim and crown
        pygame.draw.ellipse(s, light, (c - c * 0.55, c + c * 0.02, c * 1.1, c * 0.3))
        pygame.draw.rect(s, light, (c - c * 0.3, c - c * 0.38, c * 0.6, c * 0.48), border_radius=max(2, size // 12))
        if face in ("prospector", "hunter", "farmer"):
            pygame.draw.circle(s, (255, 240, 200), (c, c + c * 0.42), c * 0.1)
        if face in ("desperado", "cattle_thief"):
            pygame.draw.rect(s, (30, 20, 20), (c - c * 0.45, c + c * 0.28, c * 0.9, c * 0.14))
    return s


def draw_meeple(rgb, size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    w = size

    def shape(col, dx=0, dy=0):
        pygame.draw.circle(s, col, (w * 0.5 + dx, w * 0.2 + dy), w * 0.16)
        pygame.draw.polygon(s, col, [(w * 0.5 + dx + x * w, w * 0.0 + dy + y * w) for x, y in (
            (-0.42, 0.42), (0.42, 0.42), (0.18, 0.6), (0.32, 0.95), (0.06, 0.95), (0.0, 0.76),
            (-0.06, 0.95), (-0.32, 0.95), (-0.18, 0.6))])
        pygame.draw.rect(s, col, (w * 0.5 - w * 0.16 + dx, w * 0.3 + dy, w * 0.32, w * 0.36))

    shape(_shade(rgb, -0.55))
    shape(rgb, -max(1, w // 28), -max(1, w // 28))
    return s


def draw_plot_back(size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(s, (92, 64, 44), s.get_rect(), border_radius=max(2, size // 10))
    pygame.draw.rect(s, (150, 112, 72), s.get_rect().inflate(-size // 8, -size // 8), border_radius=max(2, size // 12))
    pygame.draw.circle(s, (230, 200, 140), (size / 2, size / 2), size * 0.22, max(1, size // 16))
    return s


def recon_picture(art: Art, rules, file: str, item: str, size: int) -> pygame.Surface | None:
    """A small picture of a reconstructed component, for the about panel (None: no picture)."""
    if file == "plots" and item in rules.bonus_tiles:
        return art.icon("bonus_tile_back", size)
    if file == "plots" and item in rules.designs:
        return art.icon(f"emblem_{rules.designs[item]['terrain']}", size)
    if file == "partners":
        return art.partner(item, size)
    if file == "boards":
        return art.icon("bridge", size)
    return None
