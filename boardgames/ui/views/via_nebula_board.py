"""Via Nebula's valley: terrain hexes and everything standing on them.

A mixin of ViaNebulaView. The still valley (terrain, laid meadow tiles, the board's rim
and shadow) is drawn once into a layer per board state and size; tokens, resources,
craftsmen, sites and buildings are drawn on top every frame, so a piece in hand or on
its way can be left out where it came from.
"""
from __future__ import annotations

import math

import pygame

from ..render.board import polygon_mask
from .via_nebula_layout import key

# Texture tile size in hex radii: big soft fog banks, finer grass and stones.
TEXTURE_SCALE = {"fog": 4.6, "meadow": 2.6, "forest": 2.3, "ruin": 2.3, "forbidden": 3.0}
INK = (44, 32, 20)


def terrain(space: dict) -> str:
    """The picture under a space: tokens and exploitations lie on meadows."""
    kind = space["kind"]
    return "meadow" if kind in ("token", "exploitation") else kind


def grid_spots(box: pygame.Rect, m: int, cap: float) -> tuple[list[tuple[float, float]], int]:
    """Centres and size of m equal squares laid out as large as possible inside `box`."""
    if m <= 0:
        return [], 0
    best = (0.0, 1)
    for cols in range(1, m + 1):
        rows = math.ceil(m / cols)
        best = max(best, (min(box.w / cols, box.h / rows), cols))
    size, cols = best
    size = min(size, cap)
    rows = math.ceil(m / cols)
    x0 = box.centerx - cols * size / 2
    y0 = box.centery - rows * size / 2
    spots = [(x0 + (i % cols + 0.5) * size, y0 + (i // cols + 0.5) * size) for i in range(m)]
    return spots, max(4, int(size))


class BoardPainter:
    """The hex map (uses the view's renderer, art and state)."""

    # --- the still layer ------------------------------------------------------------------
    def draw_map(self, surface) -> None:
        layer, pos = self.map_layer()
        surface.blit(layer, pos)
        self.draw_board_pieces(surface)

    def map_layer(self) -> tuple[pygame.Surface, tuple[int, int]]:
        r = self.renderer()
        bounds = r.bounds()
        pad = max(4, round(r.radius * 0.5))
        sig = (self.state["mode"], tuple(bounds), round(r.radius, 3), self.orientation_flat(),
               repr([(k, terrain(sp), sp.get("tile")) for k, sp in self.state["board"].items()]))
        return self.layers.get(sig, lambda: (self._build_layer(bounds, pad), (bounds.x - pad, bounds.y - pad)))

    def _geometry(self, bounds: pygame.Rect, pad: int) -> dict:
        """What does not change during a game: the board's shadow and rim, each hex's mask."""
        r = self.renderer()
        R = r.radius
        w, h = bounds.w + 2 * pad, bounds.h + 2 * pad
        ox, oy = bounds.x - pad, bounds.y - pad

        def local(pts, grow=1.0):
            cx = sum(p[0] for p in pts) / len(pts)
            cy = sum(p[1] for p in pts) / len(pts)
            return [(cx + (x - cx) * grow - ox, cy + (y - cy) * grow - oy) for x, y in pts]

        def build():
            base = pygame.Surface((w, h), pygame.SRCALPHA)
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            for c in r.cells():
                pygame.draw.polygon(shade, (0, 0, 0, 170), local(r.cell_polygon(c), 1.1))
            shade = pygame.transform.gaussian_blur(shade, max(2, round(R * 0.22)))
            base.blit(shade, (round(R * 0.08), round(R * 0.16)))
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

        return self.layers.get(("geometry", self.state["mode"], tuple(bounds), round(R, 3),
                                self.orientation_flat()), build)

    def _build_layer(self, bounds: pygame.Rect, pad: int) -> pygame.Surface:
        r = self.renderer()
        R = r.radius
        geo = self._geometry(bounds, pad)
        w, h = geo["size"]
        ox, oy = geo["origin"]
        layer = geo["base"].copy()
        board = self.state["board"]
        for c, rect, mask in geo["hexes"]:          # terrain, textured continuously across hexes
            if rect.w <= 0 or rect.h <= 0:
                continue
            kind = terrain(board[key(c)])
            field = self.art.terrain_field(kind, round(R * TEXTURE_SCALE[kind]), (w, h))
            tile = field.subsurface(rect).copy()
            tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            layer.blit(tile, rect)
        layer.blit(geo["edges"], (0, 0))
        flat = self.orientation_flat()
        for c in r.cells():                         # what is laid or printed on the spaces
            sp = board[key(c)]
            cx, cy = r.cell_center(c)
            centre = (cx - ox, cy - oy)
            if sp["kind"] == "meadow" and sp.get("tile"):
                img = self.art.meadow_tile(round(2 * R / 0.96), flat)
                layer.blit(img, img.get_rect(center=centre))
            elif sp["kind"] == "ruin":
                mark = self.art.icon("ruin_mark", round(R * 1.15)).copy()
                mark.set_alpha(150)
                layer.blit(mark, mark.get_rect(center=centre))
        return layer

    # --- pieces on the valley ------------------------------------------------------------
    def draw_board_pieces(self, surface) -> None:
        R = self.radius
        held = self.drag.held if self.drag.dragging else None
        lifted = held.payload if held is not None else None
        for k, sp in self.state["board"].items():
            kind = sp["kind"]
            if kind == "token":
                self.draw_token(surface, sp["token"], self.hex_center(k), R)
            elif kind == "exploitation":
                self.draw_exploitation(surface, k, sp, R, 1 if lifted == ("res", k) else 0)
            elif kind == "ruin":
                self.draw_ruin(surface, k, sp, R)

    def draw_token(self, surface, tid: str, centre, R: float, size: float | None = None) -> None:
        """A face-up exploitation token: resource, quantity printed, victory points."""
        t = self.rules.token(tid)
        d = round(size or R * 1.3)
        self.shadowed(surface, self.art.icon("token", d), centre)
        cx, cy = centre
        ic = self.art.resource(t["resource"], round(d * 0.46))
        surface.blit(ic, ic.get_rect(center=(cx, cy - d * 0.1)))
        self.text(surface, str(t["quantity"]), d * 0.27, INK, (cx, cy + d * 0.25), bold=True, shadow=False)
        if t["vp"]:
            self.vp_badge(surface, t["vp"], (cx + d * 0.34, cy - d * 0.32), d * 0.17)

    def vp_badge(self, surface, vp: int, centre, radius: float) -> None:
        """Victory points in a gold coin."""
        rad = max(5, round(radius))
        c = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, (96, 62, 12), (c[0] + 1, c[1] + 1), rad + 1)
        pygame.draw.circle(surface, (236, 188, 60), c, rad)
        pygame.draw.circle(surface, (255, 232, 150), c, rad, max(1, rad // 5))
        self.text(surface, str(vp), rad * 1.35, (70, 40, 6), c, bold=True, shadow=False)

    def count_badge(self, surface, n: int, centre, radius: float) -> None:
        """A count in a dark disc (resources waiting on an exploitation)."""
        rad = max(6, round(radius))
        c = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(surface, (24, 24, 28), c, rad)
        pygame.draw.circle(surface, (240, 236, 220), c, rad, max(1, rad // 6))
        self.text(surface, str(n), rad * 1.3, (255, 252, 240), c, bold=True, shadow=False)

    def draw_exploitation(self, surface, k: str, sp: dict, R: float, taken: int = 0) -> None:
        """Resources waiting on an opened exploitation, with its craftsman (or the neutral mark)."""
        cx, cy = self.hex_center(k)
        n = max(0, sp["n"] - taken)
        size = round(R * 0.7)
        ic = self.art.resource(sp["res"], size)
        for i in range(min(n, 3)):
            self.shadowed(surface, ic, (cx - R * 0.22 + i * R * 0.1, cy - R * 0.08 - i * R * 0.13))
        if n:
            self.count_badge(surface, n, (cx + R * 0.34, cy - R * 0.42), R * 0.25)
        if sp["owner"] is not None:
            meeple = self.art.piece("craftsman", self.colour(sp["owner"]), round(R * 0.78))
            self.shadowed(surface, meeple, (cx + R * 0.3, cy + R * 0.36))
        else:
            mark = self.art.icon("special", round(R * 0.62))
            self.shadowed(surface, mark, (cx + R * 0.34, cy + R * 0.4))

    def site_piece(self, p: int, half: bool, slot: int, R: float, lift: float = 1.0) -> pygame.Surface:
        """A player's building-site tile, turned to cover the given half of a ruin."""
        flat = self.orientation_flat()
        mirror = half and slot == 1
        turn = 1 if flat else 0
        return self.art.piece("site_half" if half else "site_full", self.colour(p), round(R / 0.48 * lift),
                              mirror=mirror, turn=turn)

    def draw_ruin(self, surface, k: str, sp: dict, R: float) -> None:
        slots = sp["slots"]
        half = len(slots) == 2
        centre = self.hex_center(k)
        for i, s in enumerate(slots):
            if s is None:
                continue
            if s["building"]:
                house = self.art.piece("building", self.colour(s["p"]), round(R * (0.95 if half else 1.25)))
                self.shadowed(surface, house, self.slot_center(k, i))
                continue
            img = self.site_piece(s["p"], half, i, R)
            surface.blit(img, img.get_rect(center=centre))
            self.draw_site_resources(surface, k, i, s["res"], R)

    def slot_box(self, k: str, slot: int, R: float) -> pygame.Rect:
        """Where the resources on a site are laid out."""
        c = self.slot_center(k, slot)
        if len(self.space(k)["slots"]) != 2:
            w, h = R * 1.3, R * 1.1
        elif self.orientation_flat():
            w, h = R * 1.45, R * 0.8
        else:
            w, h = R * 0.8, R * 1.45
        box = pygame.Rect(0, 0, round(w), round(h))
        box.center = (round(c[0]), round(c[1]))
        return box

    def site_spots(self, k: str, slot: int, res: dict, R: float) -> list[tuple[str, int, tuple, int]]:
        """(resource, count, centre, icon size) of each resource type on a site, in data order."""
        items = [(r, res[r]) for r in self.rules.rtypes if res.get(r)]
        spots, size = grid_spots(self.slot_box(k, slot, R), len(items), R * 0.55)
        return [(r, n, c, size) for (r, n), c in zip(items, spots)]

    def draw_site_resources(self, surface, k: str, slot: int, res: dict, R: float) -> None:
        spots = self.site_spots(k, slot, res, R)
        for r, n, c, size in spots:
            self.shadowed(surface, self.art.resource(r, size), c)
        for r, n, c, size in spots:
            if n > 1:
                self.outlined(surface, str(n), max(9, size * 0.62), (c[0] + size * 0.62, c[1] + size * 0.6))

    def outlined(self, surface, value: str, size: float, pos) -> None:
        """A small white number ringed in black, readable over any picture."""
        fonts, size = self.ctx.fonts, max(8, int(size))
        ink = fonts.render(value, size, (20, 16, 12), True)
        r = ink.get_rect(bottomright=(round(pos[0]), round(pos[1])))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            surface.blit(ink, r.move(dx, dy))
        surface.blit(fonts.render(value, size, (255, 255, 255), True), r)
