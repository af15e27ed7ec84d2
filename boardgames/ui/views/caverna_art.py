"""Caverna pictures: sprites/caverna/ at any size (goods, animals, home-board tiles, the 48
furnishings in their tag-coloured frames, dwarfs in a player's colour, cards and tokens),
with drawn stand-ins from the kit's GameArt.
"""
from __future__ import annotations

import pygame

from ..game_art import GameArt

TILE_RGB = {
    "forest": (52, 100, 52), "mountain": (110, 104, 98), "meadow": (120, 180, 80), "field": (150, 110, 60),
    "small_pasture": (120, 180, 80), "large_pasture": (120, 180, 80), "cavern": (190, 170, 140),
    "tunnel": (140, 126, 110), "deep_tunnel": (90, 100, 130), "ore_mine": (100, 96, 92), "ruby_mine": (150, 70, 80),
}
PASTURE_BASE = {"small_pasture": "meadow", "large_pasture": "meadow"}
SCORE_ICON = {                      # the picture of each score-pad row (home_board.yaml scoring)
    "farm_animals_and_dogs": "goods/sheep", "missing_farm_animal_types": "goods/cattle",
    "grain": "goods/grain", "vegetables": "goods/vegetable", "rubies": "goods/ruby", "dwarfs": "dwarf",
    "unused_spaces": "tiles/forest", "tiles": "furnishings/dwelling", "bonus": "furnishings/state_parlor",
    "gold": "goods/gold", "begging_markers": "begging",
}
CROSSED = ("missing_farm_animal_types", "unused_spaces")     # rows that count what is lacking


def lifted(rgb) -> tuple:
    """A player colour a white piece can be multiplied by without turning into a blob."""
    return tuple(max(80, int(c)) for c in rgb[:3])


class Art(GameArt):
    FOLDER = "caverna"

    def __init__(self, sprites):
        super().__init__(sprites, limit=1200)

    def stand_in(self, name: str, size) -> pygame.Surface:
        kind = name.split("/")[-1]
        if kind in TILE_RGB:
            out = pygame.Surface(size)
            out.fill(TILE_RGB[kind])
            return out
        return super().stand_in(name, size)

    def good(self, good: str, size: int) -> pygame.Surface:
        return self.icon(f"goods/{good}", size)

    def tile(self, kind: str, size: int) -> pygame.Surface:
        """A home-board space: bare forest/mountain or a laid tile (pastures on meadow)."""
        size = max(4, int(size))
        base = PASTURE_BASE.get(kind, kind)
        return self.sized(f"tiles/{base}", (size, size))

    def fence(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        return self.sized(f"tiles/{kind}", size)

    def dwarf(self, rgb, size: int, child: bool = False) -> pygame.Surface:
        return self.piece("dwarf_child" if child else "dwarf", lifted(rgb), size)

    def furnishing(self, tile: dict, size: int) -> pygame.Surface:
        """A furnishing's face: the frame of its name-tag colour with its picture."""
        size = max(8, int(size))

        def build():
            out = pygame.Surface((size, size), pygame.SRCALPHA)
            out.blit(self.sized(f"furnishing_frame_{tile.get('tag', 'green')}", (size, size)), (0, 0))
            pic = self.icon(f"furnishings/{tile['id']}", round(size * 0.56))
            out.blit(pic, pic.get_rect(center=(size // 2, round(size * 0.55))))
            return out

        return self.cache.get(("furn", tile["id"], size), build)

    def card(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """action_space, action_round or round_back stretched to `size`."""
        return self.sized(name, size)

    def score_row(self, row: str, size: int) -> pygame.Surface:
        """A score-pad row's picture; rows that count what is missing are struck through."""
        size = max(8, int(size))

        def build():
            out = self.icon(SCORE_ICON.get(row, "goods/food"), size).copy()
            if row in CROSSED:
                out.set_alpha(170)
                flat = pygame.Surface((size, size), pygame.SRCALPHA)
                flat.blit(out, (0, 0))
                pygame.draw.line(flat, (220, 40, 30), (2, size - 3), (size - 3, 2), max(2, size // 7))
                out = flat
            return out

        return self.cache.get(("score", row, size), build)
