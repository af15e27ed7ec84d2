"""Via Nebula guides: what lights up, so a player sees what can be done before doing it.

A mixin of ViaNebulaView. The gesture host says what to mark (`draw_marks`: with nothing
in hand the pieces that can be picked up, with a piece in hand its legal targets and an
illegal one under it); this module draws those marks on hexes, half hexes and boxes. On
top: the hex under the mouse, the legal target under the piece in hand, the route
`rules.transport_path` gives a resource from its exploitation to that site, and the cards
to pick from when a building fits several contracts.
"""
from __future__ import annotations

import pygame

from ..render.board import STYLES, BoardRenderer, highlight_rect
from .via_nebula_layout import cell_of


G = "via_nebula"


class Guides:
    """Highlights, the piece in hand and pieces on their way (uses the view's state and layout)."""

    def outline_polygon(self, surface, pts, style: str) -> None:
        fill, outline, frac = STYLES[style]
        BoardRenderer._fill_polygon(surface, pts, fill)
        BoardRenderer._outline(surface, pts, outline, max(2, round(self.renderer().cell_size * frac)))

    def mark_target(self, surface, target, style: str) -> None:
        if target[0] == "cell":
            self.renderer().highlight(surface, [cell_of(target[1])], style)
        elif target[0] == "site":
            _, k, slot = target
            if self.space(k)["kind"] == "ruin":
                self.outline_polygon(surface, self.slot_polygon(k, slot), style)
            else:
                self.renderer().highlight(surface, [cell_of(k)], style)
        elif target[0] == "supply":
            highlight_rect(surface, self.target_rect(target), style)

    def mark_piece(self, surface, piece, style: str) -> None:
        """A resource on an exploitation marks its hex; one on a site marks the site (once for
        all its resources); the rest their box."""
        what = piece[0]
        if what == "res":
            self.renderer().highlight(surface, [cell_of(piece[1])], style)
        elif what == "swap":
            first = next(p for p in self.movable() + [piece] if p[0] == "swap" and p[1:3] == piece[1:3])
            if style != "hint" or first == piece:
                self.outline_polygon(surface, self.slot_polygon(piece[1], piece[2]), style)
        else:
            rect = self.piece_rect(piece)
            if rect is not None:
                highlight_rect(surface, rect, style)

    def draw_guides(self, surface) -> None:
        grab = self.drag.held
        if grab is None and self.picking is not None:
            self.draw_picking(surface)
            return
        self.draw_marks(surface)
        if grab is None:
            k = self.cell_at(self.mouse)
            if k is not None and not self.drag.glides:
                self.renderer().highlight(surface, [cell_of(k)], "hover")
            return
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        target = self.drag_target(grab, pos)
        if target is None:
            return
        if target not in self.lit():
            if not self.drag.dragging:          # `draw_marks` marks it while dragging
                self.mark_target(surface, target, "illegal")
            return
        self.mark_target(surface, target, "hover")
        if grab.payload[0] == "res":
            path = self.rules.transport_path(self.state, cell_of(grab.payload[1]), cell_of(target[1]))
            if path:
                self.renderer().draw_path(surface, [tuple(c) for c in path])

    def draw_picking(self, surface) -> None:
        """The site waiting for a contract, the cards that fit it, and a banner saying so."""
        _, k, slot = self.picking
        self.outline_polygon(surface, self.slot_polygon(k, slot), "selected")
        for _, rect in self.pick_cards():
            highlight_rect(surface, rect, "legal")
        area = self.renderer().bounds()
        size = max(12, round(self.radius * 0.42))
        words = self.t(f"{G}.ui.pick_contract")
        w = min(area.w - 8, self.ctx.fonts.size(words, size, True)[0] + size * 2)
        box = pygame.Rect(0, 0, w, round(size * 1.9))
        box.midtop = (area.centerx, area.y + 4)
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (20, 24, 30, 210), pill.get_rect(), border_radius=box.h // 2)
        surface.blit(pill, box)
        self.text(surface, words, size, (255, 244, 200), box.center, bold=True, max_width=box.w - size)

    # --- the piece in hand, pieces on their way ---------------------------------------------------
    def draw_held(self, surface, grab, center, lifted: bool) -> None:
        what = grab.payload[0]
        R = self.radius
        me = self.me() if self.me() is not None else self.guild_player()
        rgb = self.colour(me)
        if what == "craftsman":
            self.shadowed(surface, self.art.piece("craftsman", rgb, round(R * 1.05)), center, lifted)
        elif what == "site":
            half = self.state["players"][me]["site"] == "half"
            self.shadowed(surface, self.site_piece(me, half, 0, R * 0.9), center, lifted)
        elif what == "building":
            self.shadowed(surface, self.art.piece("building", rgb, round(R * 1.15)), center, lifted)
        elif what == "tile":
            img = self.art.meadow_tile(round(2 * R / 0.96), self.orientation_flat())
            self.shadowed(surface, img, center, lifted)
        elif what == "res":
            self.shadowed(surface, self.art.resource(self.space(grab.payload[1])["res"], round(R * 0.85)), center, lifted)
        elif what == "swap":
            self.shadowed(surface, self.art.resource(grab.payload[3], round(R * 0.85)), center, lifted)
        elif what == "contract":
            w = self.lay.market.display[0].w
            rect = self.lay.market.display[0].copy()
            rect.size = (round(w * 0.85), round(rect.h * 0.85))
            rect.center = (round(center[0]), round(center[1]))
            self.draw_contract(surface, grab.payload[1], rect, lifted)

    def draw_anims(self, surface) -> None:
        for a in self.anims:
            if a.payload[0] == "carry":
                self.shadowed(surface, self.art.resource(a.payload[1], round(self.radius * 0.8)), a.pos, True)
