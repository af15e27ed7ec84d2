"""Via Nebula guides: what lights up, so a player sees what can be done before doing it.

A mixin of ViaNebulaView. With nothing in hand, the pieces that can be used now carry a
quiet outline and the hex under the mouse is marked. With a piece in hand, its legal
targets light up, the target under it says yes or no, and a resource shows the route
`rules.transport_path` gives from its exploitation to the site.
"""
from __future__ import annotations

from ..render.board import STYLES, BoardRenderer
from .via_nebula_layout import cell_of, key


class Guides:
    """Highlights, the piece in hand and pieces on their way (uses the view's state and layout)."""

    def outline_polygon(self, surface, pts, style: str) -> None:
        fill, outline, frac = STYLES[style]
        BoardRenderer._fill_polygon(surface, pts, fill)
        BoardRenderer._outline(surface, pts, outline, max(2, round(self.renderer().cell_size * frac)))

    def highlight_target(self, surface, target, style: str) -> None:
        if target[0] == "cell":
            self.renderer().highlight(surface, [cell_of(target[1])], style)
        elif target[0] == "site":
            _, k, slot = target
            if self.space(k)["kind"] == "ruin":
                self.outline_polygon(surface, self.slot_polygon(k, slot), style)
            else:
                self.renderer().highlight(surface, [cell_of(k)], style)
        elif target[0] == "supply":
            rect = self.lay.market.supply[self.rules.rtypes.index(target[1])]
            self.highlight_box(surface, rect, style)

    def draw_guides(self, surface) -> None:
        grab = self.drag.held
        if grab is None:
            if not self.drag.glides:
                self.draw_hints(surface)
            return
        legal = self.drag.legal_targets()
        for t in legal:
            self.highlight_target(surface, t, "legal")
        pos = self.drag.piece_pos() if self.drag.dragging else self.mouse
        target = self.drag_target(grab, pos)
        if target is not None:
            ok = target in legal
            self.highlight_target(surface, target, "hover" if ok else "illegal")
            if ok and grab.payload[0] == "res":
                path = self.rules.transport_path(self.state, cell_of(grab.payload[1]), cell_of(target[1]))
                if path:
                    self.renderer().draw_path(surface, [tuple(c) for c in path])
        if not self.drag.dragging:          # picked by a click: mark where it waits
            self.mark_source(surface, grab)

    def mark_source(self, surface, grab) -> None:
        what = grab.payload[0]
        if what == "res":
            self.renderer().highlight(surface, [cell_of(grab.payload[1])], "selected")
        elif what == "swap":
            self.outline_polygon(surface, self.slot_polygon(grab.payload[1], grab.payload[2]), "selected")
        elif what == "contract":
            for cid, rect in self.hand_rects() + self.display_rects():
                if cid == grab.payload[1]:
                    self.highlight_box(surface, rect, "selected")
        else:
            for payload, rect, _ in self.guild_pieces():
                if payload == grab.payload:
                    self.highlight_box(surface, rect, "selected")

    def usable(self) -> set:
        """Payload kinds that have at least one legal target now (for the quiet hint outlines)."""
        acts = {o.get("act") for o in self.options()}
        return {p for p, a in (("craftsman", "craftsman"), ("site", "site"), ("tile", "explore"),
                               ("building", "erect"), ("res", "transport"), ("swap", "swap")) if a in acts}

    def draw_hints(self, surface) -> None:
        if self.picking is not None:
            self.outline_polygon(surface, self.slot_polygon(*self.picking), "selected")
            fits = {o["contract"] for o in self.picking_options()}
            for cid, rect in self.hand_rects() + self.display_rects():
                if cid in fits:
                    self.highlight_box(surface, rect, "legal")
            return
        usable = self.usable()
        for payload, rect, _ in self.guild_pieces():
            if payload[0] in usable:
                self.highlight_box(surface, rect, "hint")
        opts = self.options()
        if "res" in usable:
            sources = sorted({tuple(o["from"]) for o in opts if o.get("act") == "transport"})
            self.renderer().highlight(surface, sources, "hint")
        if "swap" in usable:
            for k, slot in sorted({(key(o["cell"]), o["slot"]) for o in opts if o.get("act") == "swap"}):
                self.outline_polygon(surface, self.slot_polygon(k, slot), "hint")
        if "building" in usable:
            ready = {o["contract"] for o in opts if o.get("act") == "erect"}
            for cid, rect in self.hand_rects() + self.display_rects():
                if cid in ready:
                    self.highlight_box(surface, rect, "hint")
        k = self.cell_at(self.mouse)
        if k is not None:
            self.renderer().highlight(surface, [cell_of(k)], "hover")

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
