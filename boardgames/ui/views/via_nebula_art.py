"""Via Nebula pictures: sprites from sprites/via_nebula/ at any size, cached, with drawn
stand-ins so the valley still reads as a game when a file is missing.

Terrains are seamless textures tiled at a scale tied to the hex size (fog drifts across
neighbouring hexes instead of repeating inside each one); pieces are white art tinted in
the player's colour. The kit's `Pen` carries these pictures to the drawing modules
(`via_nebula_board`, `via_nebula_panels`), which never see the view.
"""
from __future__ import annotations

import math

import pygame

from ..game_art import GameArt
from ..render.board import as32
from ..sprites import tint

FOLDER = "via_nebula"
TERRAINS = ("fog", "forest", "forbidden", "meadow", "ruin")
FALLBACK_RGB = {
    "fog": (196, 201, 214), "forest": (116, 112, 102), "forbidden": (52, 47, 60),
    "meadow": (104, 162, 70), "ruin": (188, 176, 152),
    "wood": (150, 96, 52), "food": (214, 70, 64), "stone": (150, 150, 156), "clay": (222, 110, 60),
    "wheat": (236, 196, 70),
}


class Art(GameArt):
    """Cached Via Nebula pictures; every method returns a surface of the size asked for."""

    FOLDER = FOLDER

    # --- terrain -----------------------------------------------------------------------
    def terrain_field(self, kind: str, tile_px: int, size: tuple[int, int]) -> pygame.Surface:
        """A surface of `size` covered by the terrain texture, one texture tile per `tile_px`."""
        tile_px = max(8, int(tile_px))
        w, h = max(1, int(size[0])), max(1, int(size[1]))

        def build():
            raw = self.raw(f"terrain_{kind}")
            tile = (pygame.transform.smoothscale(as32(raw), (tile_px, tile_px)) if raw is not None
                    else _plain_texture(FALLBACK_RGB.get(kind, (128, 128, 128)), tile_px))
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            for x in range(0, w, tile_px):
                for y in range(0, h, tile_px):
                    out.blit(tile, (x, y))
            return out

        return self.cache.get(("field", kind, tile_px, w, h), build)

    def meadow_tile(self, size: int, flat: bool = False) -> pygame.Surface:
        """A laid meadow tile whose hex has circumradius size/2 * 0.96 (the sprite's margin)."""
        size = max(6, int(size))

        def build():
            raw = self.raw("meadow_tile")
            img = (pygame.transform.smoothscale(as32(raw), (size, size)) if raw is not None
                   else _hex_disc(size, FALLBACK_RGB["meadow"]))
            return pygame.transform.rotate(img, 90) if flat else img

        return self.cache.get(("tile", size, flat), build)

    # --- icons and pieces ------------------------------------------------------------------
    def icon(self, name: str, size: int) -> pygame.Surface:
        """A square sprite (resource, power, marker...) fitted into size x size."""
        size = max(4, int(size))

        def build():
            raw = self.raw(name)
            if raw is None:
                return _fallback_icon(name, size)
            rw, rh = raw.get_size()
            f = size / max(rw, rh)
            return pygame.transform.smoothscale(as32(raw), (max(1, round(rw * f)), max(1, round(rh * f))))

        return self.cache.get(("icon", name, size), build)

    def resource(self, res: str, size: int) -> pygame.Surface:
        return self.icon(f"res_{res}", size)

    def piece(self, name: str, rgb, size: int, mirror: bool = False, turn: int = 0) -> pygame.Surface:
        """A white piece (craftsman, building, site_half, site_full) in a player's colour.
        `mirror` flips it left-right and `turn` rotates it clockwise by quarter turns."""
        rgb = tuple(int(c) for c in rgb[:3])
        size = max(4, int(size))

        def build():
            img = tint(self.icon(name, size), _lift(rgb))
            if mirror:
                img = pygame.transform.flip(img, True, False)
            if turn:
                img = pygame.transform.rotate(img, -90 * turn)
            return img

        return self.cache.get(("piece", name, rgb, size, mirror, turn), build)

    def card(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """A card face: `card_neutral`, `card_private` or `card_back`, stretched to `size`."""
        w, h = max(4, int(size[0])), max(4, int(size[1]))

        def build():
            raw = self.raw(kind)
            if raw is not None:
                return pygame.transform.smoothscale(as32(raw), (w, h))
            return _fallback_card(kind, (w, h))

        return self.cache.get(("card", kind, w, h), build)


def _lift(rgb) -> tuple:
    """Tinting multiplies: lift very dark colours a little so the piece keeps its shading."""
    return tuple(min(255, round(c * 0.9 + 26)) for c in rgb[:3])


# --- drawn stand-ins -------------------------------------------------------------------
def _plain_texture(rgb, size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    s.fill(tuple(rgb) + (255,))
    for i in range(0, size, max(2, size // 12)):
        c = tuple(max(0, min(255, v + (8 if (i // 3) % 2 else -8))) for v in rgb)
        pygame.draw.line(s, c, (0, i), (size, i + size // 6), 1)
    return s


def _hex_disc(size: int, rgb) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size * 0.48
    pts = [(c + r * math.cos(math.radians(30 + 60 * k)), c + r * math.sin(math.radians(30 + 60 * k))) for k in range(6)]
    pygame.draw.polygon(s, rgb, pts)
    pygame.draw.polygon(s, (40, 70, 30), pts, max(1, size // 40))
    return s


def _fallback_icon(name: str, size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    key = name[4:] if name.startswith("res_") else name
    if name in ("craftsman", "building"):
        pygame.draw.circle(s, (240, 240, 240), (c, size * 0.3), size * 0.18)
        pygame.draw.rect(s, (240, 240, 240), (size * 0.25, size * 0.45, size * 0.5, size * 0.45), border_radius=3)
    elif name.startswith("site"):
        s.blit(_hex_disc(size, (235, 235, 235)), (0, 0))
        if name == "site_half":
            s.fill((0, 0, 0, 0), (round(c), 0, size, size))
    else:
        rgb = FALLBACK_RGB.get(key, (200, 190, 170))
        pygame.draw.circle(s, rgb, (c, c), size * 0.42)
        pygame.draw.circle(s, (50, 40, 30), (c, c), size * 0.42, max(1, size // 20))
    return s


def _fallback_card(kind: str, size) -> pygame.Surface:
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    edge = {"card_neutral": (47, 79, 110), "card_private": (90, 47, 110)}.get(kind, (36, 26, 61))
    face = (240, 228, 200) if kind != "card_back" else (70, 56, 120)
    pygame.draw.rect(s, edge, s.get_rect(), border_radius=max(2, w // 14))
    pygame.draw.rect(s, face, s.get_rect().inflate(-max(2, w // 12), -max(2, w // 12)), border_radius=max(2, w // 20))
    return s


def recon_picture(art: Art, rules, file: str, item: str, size: int) -> pygame.Surface | None:
    """A small picture of a reconstructed component, for the about panel (None: no picture)."""
    if file == "boards":
        return art.meadow_tile(size)
    if file == "tokens":
        design = next((t for t in rules.data["tokens"]["normal"] if t["id"] == item), None)
        return art.resource(design["resource"], size) if design else None
    if file == "contracts" and item in rules.contracts:
        return art.card(f"card_{rules.contracts[item]['deck']}", (round(size * 0.75), size))
    if file == "contracts":
        return art.icon("end_card", size)
    return None
