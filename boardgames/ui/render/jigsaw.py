"""Square cells drawn as jigsaw puzzle pieces (Moon River's plots and landscape cards).

Two plots join into a card along one edge: the first carries a tab, the second
the matching blank, so a placed card reads as one interlocked piece. Pieces are
textured from terrain art, bevelled, and cast a soft shadow; every piece surface
is cached per (art, size, joint, tab).
"""
from __future__ import annotations

import math

import pygame

from .board import polygon_mask, soft_shadow, as32
from .square import SquareGridRenderer

# Knob shape, as fractions of the cell side: neck half-width, head radius, head centre height.
NECK, HEAD, HEAD_AT = 0.075, 0.125, 0.13
KNOB = HEAD_AT + HEAD          # how far a tab sticks out
CORNER = 0.05                  # corner rounding
EDGES = (((0, 0), (1, 0), (0, -1)),   # screen edge 0 (top): start, end, outward normal
         ((1, 0), (1, 1), (1, 0)),    # 1 right
         ((1, 1), (0, 1), (0, 1)),    # 2 bottom
         ((0, 1), (0, 0), (-1, 0)))   # 3 left


def _knob(u0: float = 0.5) -> list[tuple[float, float]]:
    """The knob as (u along the edge, v outward) points, from its left foot to its right foot."""
    dy = -math.sqrt(HEAD * HEAD - NECK * NECK)
    a0 = math.atan2(dy, -NECK) + 2 * math.pi   # lower left of the head, going over the top
    a1 = math.atan2(dy, NECK)                  # lower right
    pts = [(u0 - NECK * 1.9, 0.0), (u0 - NECK * 1.15, 0.012), (u0 - NECK, HEAD_AT + dy)]
    steps = 22
    for i in range(steps + 1):
        a = a0 + (a1 - a0) * i / steps
        pts.append((u0 + HEAD * math.cos(a), HEAD_AT + HEAD * math.sin(a)))
    pts += [(u0 + NECK * 1.15, 0.012), (u0 + NECK * 1.9, 0.0)]
    return pts


_KNOB = _knob()


def piece_outline(size: float, joint: int | None, tab: bool, pad: float) -> list[tuple[float, float]]:
    """Outline of a square piece of side `size` whose square starts at (pad, pad).

    `joint` is the screen edge (0 up, 1 right, 2 down, 3 left) carrying the tab (tab=True)
    or the blank (tab=False); None gives a plain rounded square (a single bonus tile).
    """
    r = CORNER * size
    pts: list[tuple[float, float]] = []
    for edge, ((sx, sy), (ex, ey), (nx, ny)) in enumerate(EDGES):
        x0, y0 = pad + sx * size, pad + sy * size
        x1, y1 = pad + ex * size, pad + ey * size
        ux, uy = (x1 - x0) / size, (y1 - y0) / size
        # rounded corner at the start of the edge (quarter circle from the previous edge)
        cx, cy = x0 + ux * r - nx * r, y0 + uy * r - ny * r
        start = math.atan2(-uy, -ux)
        sweep = (math.atan2(ny, nx) - start + math.pi) % (2 * math.pi) - math.pi
        for i in range(5):
            a = start + sweep * i / 4
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        if joint == edge:
            sign = 1.0 if tab else -1.0
            for u, v in _KNOB:
                pts.append((x0 + ux * u * size + nx * v * size * sign, y0 + uy * u * size + ny * v * size * sign))
        pts.append((x1 - ux * r, y1 - uy * r))
    return pts


class JigsawTileRenderer(SquareGridRenderer):
    """A square grid whose filled cells are jigsaw pieces; empty cells are faint sockets."""

    def __init__(self, rows: int, cols: int, origin_bottom: bool = False,
                 align: tuple[float, float] = (0.5, 0.5), max_cell: int | None = None):
        super().__init__(rows, cols, origin_bottom=origin_bottom, gap=0.0, align=align, max_cell=max_cell)

    # --- piece surfaces (any size, not tied to the layout) -----------------------
    def padding(self, size: int) -> int:
        return math.ceil(size * (KNOB + 0.02)) + 1

    def piece(self, art, size: int, joint: int | None = None, tab: bool = True) -> pygame.Surface:
        """A piece of side `size` with art (Surface) or colour; its square starts at (padding, padding)."""
        size = max(4, int(size))
        key_art = id(art) if isinstance(art, pygame.Surface) else tuple(art)
        key = ("piece", key_art, size, joint, bool(tab))
        return self.textures.get(key, lambda: (self._build_piece(art, size, joint, tab), art))[0]

    def shadow(self, size: int, joint: int | None = None, tab: bool = True, lifted: bool = False) -> pygame.Surface:
        """The soft shadow of `piece` (padded by 2 x blur radius more than the piece)."""
        size = max(4, int(size))
        key = ("shadow", size, joint, bool(tab), lifted)
        return self.textures.get(key, lambda: self._build_shadow(size, joint, tab, lifted))

    def _mask(self, size: int, joint, tab) -> pygame.Surface:
        pad = self.padding(size)
        box = size + 2 * pad
        key = ("mask", size, joint, bool(tab))
        return self.textures.get(key, lambda: polygon_mask(piece_outline(size, joint, tab, pad), (box, box)))

    def _build_piece(self, art, size: int, joint, tab) -> pygame.Surface:
        pad = self.padding(size)
        box = size + 2 * pad
        out = pygame.Surface((box, box), pygame.SRCALPHA)
        if isinstance(art, pygame.Surface):
            # The art covers the square; the part beyond it (the tab) continues the texture.
            ext = pygame.transform.smoothscale(as32(art), (box, box))
            out.blit(ext, (0, 0))
            inner = pygame.transform.smoothscale(as32(art), (size, size))
            out.blit(inner, (pad, pad))
        else:
            out.fill(tuple(art[:3]) + (255,))
        outline = piece_outline(size, joint, tab, pad)
        bevel = max(1, round(size / 36))
        light = pygame.Surface((box, box), pygame.SRCALPHA)
        pygame.draw.lines(light, (255, 255, 240, 90), True, [(x + bevel, y + bevel) for x, y in outline], bevel * 2)
        pygame.draw.lines(light, (40, 20, 0, 90), True, [(x - bevel, y - bevel) for x, y in outline], bevel * 2)
        out.blit(light, (0, 0))
        out.blit(self._mask(size, joint, tab), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        edge = pygame.Surface((box, box), pygame.SRCALPHA)
        pygame.draw.aalines(edge, (60, 40, 20, 255), True, outline)
        edge.set_alpha(170)
        out.blit(edge, (0, 0))
        return out

    def _build_shadow(self, size: int, joint, tab, lifted: bool) -> pygame.Surface:
        radius = max(2, round(size * (0.09 if lifted else 0.045)))
        return soft_shadow(self._mask(size, joint, tab), alpha=120 if lifted else 95, radius=radius)

    # --- drawing --------------------------------------------------------------
    def draw_piece(self, surface: pygame.Surface, center, art, size: int, joint: int | None = None,
                   tab: bool = True, lifted: bool = False, shadow: bool = True) -> None:
        """A free piece centred at `center` (joint in screen directions); lifted pieces cast a longer shadow."""
        size = max(4, int(size))
        pad = self.padding(size)
        x, y = round(center[0] - size / 2), round(center[1] - size / 2)
        if shadow:
            sh = self.shadow(size, joint, tab, lifted)
            extra = (sh.get_width() - (size + 2 * pad)) // 2
            off = size * (0.10 if lifted else 0.04)
            surface.blit(sh, (x - pad - extra + off * 0.6, y - pad - extra + off))
        surface.blit(self.piece(art, size, joint, tab), (x - pad, y - pad))

    def draw_domino(self, surface: pygame.Surface, center, art_a, art_b, direction: int, size: int,
                    lifted: bool = False, shadow: bool = True) -> None:
        """Two joined pieces centred on `center`; b lies in screen `direction` (0 up .. 3 left) from a."""
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[direction % 4]
        ca = (center[0] - dx * size / 2, center[1] - dy * size / 2)
        cb = (center[0] + dx * size / 2, center[1] + dy * size / 2)
        back = (direction + 2) % 4
        if shadow:
            self.draw_piece(surface, cb, art_b, size, back, False, lifted, shadow=True)
            self.draw_piece(surface, ca, art_a, size, direction, True, lifted, shadow=True)
        self.draw_piece(surface, cb, art_b, size, back, False, lifted, shadow=False)
        self.draw_piece(surface, ca, art_a, size, direction, True, lifted, shadow=False)

    def draw_shadow(self, surface: pygame.Surface, cell, joint: int | None = None, tab: bool = True) -> None:
        """The resting shadow of the piece on `cell` (joint in board directions); draw all shadows first."""
        sj = None if joint is None else self.screen_direction(joint)
        size = self.size
        pad = self.padding(size)
        sh = self.shadow(size, sj, tab)
        extra = (sh.get_width() - (size + 2 * pad)) // 2
        slot = self.slot_rect(cell)
        off = max(1, round(size * 0.04))
        surface.blit(sh, (slot.x - pad - extra + off // 2, slot.y - pad - extra + off))

    def draw_cell(self, surface: pygame.Surface, cell, image_or_colour, joint: int | None = None,
                  tab: bool = True, **_style) -> None:
        """The piece on `cell`; `joint` is the board direction (N E S W) of its card partner."""
        sj = None if joint is None else self.screen_direction(joint)
        pad = self.padding(self.size)
        slot = self.slot_rect(cell)
        surface.blit(self.piece(image_or_colour, self.size, sj, tab), (slot.x - pad, slot.y - pad))

    def draw_background(self, surface: pygame.Surface) -> None:
        """Empty plots: soft sunken sockets so the farm's extent is visible."""
        s = self.size
        key = ("socket", s)

        def build():
            tile = pygame.Surface((s, s), pygame.SRCALPHA)
            inner = pygame.Rect(0, 0, s, s).inflate(-max(2, s // 14), -max(2, s // 14))
            pygame.draw.rect(tile, (0, 0, 0, 34), inner, border_radius=max(2, s // 10))
            pygame.draw.rect(tile, (255, 255, 255, 60), inner, width=max(1, s // 40), border_radius=max(2, s // 10))
            return tile

        tile = self.textures.get(key, build)
        for cell in self.cells():
            surface.blit(tile, self.slot_rect(cell).topleft)
