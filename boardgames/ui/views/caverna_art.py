"""Caverna pictures: sprites/caverna/ at any size (goods, animals, home-board tiles, the 48
furnishings in their tag-coloured frames, dwarfs in a player's colour, cards and tokens),
with drawn stand-ins from the kit's GameArt.

The home board as printed (its timber frame, the bare forest and mountain, the small river,
the lakes and the boar preserves with their bonus goods, the ridge between the halves) and
the timber panels around it are composed here once per size and kept: a frame blits them.
"""
from __future__ import annotations

import pygame

from ..game_art import GameArt
from ..paint import box

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
WATER = {                  # features printed as water: picture, its size and offset in cells
    "small_river": ("tiles/mark_stream", 1.0, 0.0, 0.0), "underground_lake": ("tiles/mark_lake", 1.0, 0.0, 0.0),
    "underground_water": ("tiles/mark_lake", 0.8, 0.2, 0.1)}
TIMBER = (74, 52, 36)                                           # the timber's colour (stand-in)
BRASS = (206, 170, 104)                                         # the printed line inside a panel
RIM, LIT = (26, 17, 10), (120, 94, 70)                          # a panel's dark edge, its lit top


def _corners(r: int) -> pygame.Surface:
    """A white disc in a 2r square: its quarters cut a panel's corners round (BLEND_RGBA_MIN)."""
    out = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=r)
    return out


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

    # --- the printed board and the panels ----------------------------------------------------
    def timber(self, size: tuple[int, int], radius: int = 0) -> pygame.Surface:
        """Dark oak planks covering `size` at their own resolution (crisp at any size), with
        rounded corners when `radius` is given."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))

        def plank():                  # the tile in the panels' own format: repeats blit fast
            raw = self.raw("timber")
            if raw is None:
                return None
            out = pygame.Surface(raw.get_size(), pygame.SRCALPHA)
            out.blit(raw, (0, 0))
            return out

        def build():
            tile = self.cache.get(("timber tile",), plank)
            if tile is None:
                return box((w, h), TIMBER + (255,), radius).copy()
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            tw, th = tile.get_size()
            for x in range(0, w, tw):
                for y in range(0, h, th):
                    out.blit(tile, (x, y))
            r = min(radius, w // 2, h // 2)
            if r > 0:                 # round the corners: only the four corner squares are cut
                mask = self.cache.get(("corner mask", r), lambda: _corners(r))
                for sx, x in ((0, 0), (r, w - r)):
                    for sy, y in ((0, 0), (r, h - r)):
                        out.blit(mask, (x, y), (sx, sy, r, r), special_flags=pygame.BLEND_RGBA_MIN)
            return out

        return self.cache.get(("timber", w, h, radius), build)

    def panel(self, size: tuple[int, int], radius: int, line: bool = True, veil: int = 0) -> pygame.Surface:
        """A timber panel with rounded corners: a dark rim lit along its top and a thin brass
        line printed inside (unless `line` is False: rows of words run edge to edge); `veil`
        (0-255) darkens the wood under words."""
        w, h = max(8, int(size[0])), max(8, int(size[1]))

        def build():
            out = self.timber((w, h), radius).copy()
            if veil:
                out.blit(box((w, h), (0, 0, 0, veil), radius), (0, 0))
            bevel = max(1, min(w, h) // 60)
            pygame.draw.rect(out, RIM, out.get_rect(), bevel * 2, border_radius=radius)      # the edge
            pygame.draw.line(out, LIT, (radius, bevel * 2), (w - radius, bevel * 2), bevel)   # light on top
            inset = max(3, min(w, h) // 40) + bevel
            frame = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
            if line and frame.w > 8 and frame.h > 8:
                pygame.draw.rect(out, BRASS, frame, 1, border_radius=max(2, radius - inset // 2))
            return out

        return self.cache.get(("panel", w, h, radius, line, veil), build)

    def shadowed_panel(self, size: tuple[int, int], radius: int, line: bool = True,
                       veil: int = 0) -> tuple[pygame.Surface, tuple[int, int]]:
        """`panel` over its soft shadow in one picture (one blit a frame) and where its top
        left lies in it."""
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        blur = max(4, min(w, h) // 14)

        def build():
            out = self.soft_shadow((w, h), radius, blur).copy()
            at = (blur, blur - blur // 3)
            out.blit(self.panel((w, h), radius, line, veil), at)
            return out, at

        return self.cache.get(("shadowed panel", w, h, radius, line, veil), build)

    def soft_shadow(self, size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
        """A blurred dark rounded box `blur` pixels larger all round than `size`. Only a small
        corner piece is blurred (once per radius and blur); the box is cut from it in nine
        slices, its sides stretched, its middle filled: a large panel's shadow costs little."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        blur = max(2, int(blur))
        e = 2 * blur + radius                       # from the shadow's edge in to its full dark

        def corner():
            side = 2 * e + 1
            t = pygame.Surface((side, side), pygame.SRCALPHA)
            pygame.draw.rect(t, (0, 0, 0, 150), (blur, blur, side - 2 * blur, side - 2 * blur),
                             border_radius=radius)
            for _ in range(2):                  # two box blurs: near a gaussian's softness, far cheaper
                t = pygame.transform.box_blur(t, max(1, blur // 2))
            return t

        def build():
            t = self.cache.get(("shadow corner", radius, blur), corner)
            W, H = w + 2 * blur, h + 2 * blur
            out = pygame.Surface((W, H), pygame.SRCALPHA)
            k = min(e, W // 2, H // 2)
            side = t.get_width()
            for x0, sx in ((0, 0), (W - k, side - k)):          # the four corners
                for y0, sy in ((0, 0), (H - k, side - k)):
                    out.blit(t, (x0, y0), (sx, sy, k, k))
            if W > 2 * k:                                       # top and bottom sides
                for y0, sy in ((0, 0), (H - k, side - k)):
                    out.blit(pygame.transform.scale(t.subsurface((e, sy, 1, k)), (W - 2 * k, k)), (k, y0))
            if H > 2 * k:                                       # left and right sides
                for x0, sx in ((0, 0), (W - k, side - k)):
                    out.blit(pygame.transform.scale(t.subsurface((sx, e, k, 1)), (k, H - 2 * k)), (x0, k))
            if W > 2 * k and H > 2 * k:
                out.fill(t.get_at((e, e)), (k, k, W - 2 * k, H - 2 * k))
            return out

        return self.cache.get(("shadow", w, h, radius, blur), build)

    def bonus(self, goods: dict, size: int) -> pygame.Surface:
        """The goods a printed space gives whoever first covers it, in a printed roundel: one
        picture per good (2 food: two pieces of meat)."""
        size = max(10, int(size))
        items = tuple(sorted((g, n) for g, n in goods.items() if n))

        def build():
            out = pygame.Surface((size, size), pygame.SRCALPHA)
            c, rad = size / 2, size * 0.46
            pygame.draw.circle(out, (30, 22, 14, 110), (c + size * 0.03, c + size * 0.05), rad)
            pygame.draw.circle(out, (240, 230, 204, 235), (c, c), rad)
            pygame.draw.circle(out, (96, 70, 42, 255), (c, c), rad, max(1, size // 16))
            pygame.draw.circle(out, (96, 70, 42, 120), (c, c), rad * 0.8, 1)
            pics = [g for g, n in items for _ in range(n)][:3]
            step = size * 0.26 if len(pics) > 1 else 0
            icon = round(size * (0.62 if len(pics) == 1 else 0.48))
            x0 = c - step * (len(pics) - 1) / 2
            for k, g in enumerate(pics):
                img = self.good(g, icon)
                out.blit(img, img.get_rect(center=(round(x0 + k * step), round(c + (k % 2) * size * 0.04))))
            return out

        return self.cache.get(("bonus", items, size), build)

    def turned(self, kind: str, size: int, across: bool, down: bool) -> pygame.Surface:
        """A bare space's texture mirrored across and/or down (kept per size and way)."""
        img = self.tile(kind, size)
        if not (across or down):
            return img
        return self.cache.get(("turned", kind, size, across, down), lambda: pygame.transform.flip(img, across, down))

    def board_print(self, size: tuple[int, int], cell: int, origin: tuple[int, int],
                    marks: tuple) -> tuple[pygame.Surface, int]:
        """The bare home board of `size` as printed, on its soft shadow: the timber frame,
        a recess round the 6 x 4 spaces (cell F1R1's top left at `origin`), the bare forest and
        mountain, each space's printed `marks` ((column, row, feature, bonus goods), ...), the
        faint printed lines between spaces and the rock ridge between forest and mountain.
        Returns the picture and the shadow's margin (blit it that far up and left)."""
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        c = max(4, int(cell))

        def build():
            pad = max(4, c // 5)
            out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            radius = max(4, c // 7)
            out.blit(self.soft_shadow((w, h), radius, pad), (0, round(pad * 0.35)))
            out.blit(self.panel((w, h), radius), (pad, pad))
            ox, oy = pad + origin[0], pad + origin[1]
            field = pygame.Rect(ox, oy, 6 * c, 4 * c)
            lip = max(2, c // 20)
            pygame.draw.rect(out, (20, 13, 8), field.inflate(2 * lip + 2, 2 * lip + 2), border_radius=lip)
            pygame.draw.line(out, (150, 116, 80), (field.x - lip - 1, field.bottom + lip),
                             (field.right + lip, field.bottom + lip), 1)
            for row in range(4):           # each space the texture turned its own way: no wallpaper
                for col in range(6):
                    out.blit(self.turned("forest" if col < 3 else "mountain", c, (col * 7 + row * 3) % 2 == 1,
                                         (col + row * 5) % 3 == 1), (ox + col * c, oy + row * c))
            for col, row, feature, goods in marks:
                r = pygame.Rect(ox + col * c, oy + row * c, c, c)
                if feature in WATER:
                    name, k, dx, dy = WATER[feature]
                    out.blit(self.sized(name, (round(c * k), round(c * k))), (r.x + round(c * dx), r.y + round(c * dy)))
                if goods:
                    b = self.bonus(dict(goods), round(c * 0.46))
                    out.blit(b, b.get_rect(bottomleft=(r.x + c // 16, r.bottom - c // 16)))
            lines = pygame.Surface(field.size, pygame.SRCALPHA)
            for k in range(1, 6):
                pygame.draw.line(lines, (20, 14, 8, 70), (k * c, 0), (k * c, field.h), 1)
            for k in range(1, 4):
                pygame.draw.line(lines, (20, 14, 8, 70), (0, k * c), (field.w, k * c), 1)
            ridge = max(3, c // 9)                     # the mountain's shade on the forest
            for k in range(ridge):
                pygame.draw.line(lines, (10, 6, 2, round(120 * (1 - k / ridge))), (3 * c - 1 - k, 0),
                                 (3 * c - 1 - k, field.h), 1)
            pygame.draw.line(lines, (214, 196, 160, 90), (3 * c, 0), (3 * c, field.h), 1)
            out.blit(lines, field)
            return out, pad

        return self.cache.get(("print", w, h, c, tuple(origin), marks), build)

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
