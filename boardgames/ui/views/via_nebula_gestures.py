"""Via Nebula: where the pieces and targets of the rules' gestures are on the screen.

A mixin of ViaNebulaView for the gesture host (ui/gesture_host.py). The rules list every
move by its roles (games/via_nebula/actions.py: pieces ("craftsman",), ("site",),
("tile",), ("building",), ("contract", cid), ("res", k), ("swap", k, slot, res); targets
("cell", k), ("site", k, slot), ("supply", res)); this module only says where each of
them is drawn, and which one lies under the mouse. What is legal, and why not, the host
asks the match.
"""
from __future__ import annotations

import pygame

from .via_nebula_layout import cell_of

GUILD = ("craftsman", "site", "tile", "building")       # pieces on the guild board
ONTO_HEX = ("craftsman", "site", "tile")                # pieces dropped onto a whole hex


class Gestures:
    """Pieces and targets on the screen (uses the view's layout, renderer and state)."""

    # --- pieces ----------------------------------------------------------------------------
    def piece_rect(self, piece) -> pygame.Rect | None:
        if self.lay is None or self.me() is None:
            return None
        what = piece[0]
        if what in GUILD:
            return self.guild_rect(what)
        if what == "contract":
            return dict(self.hand_rects() + self.display_rects()).get(piece[1])
        if what == "res":
            side = round(self.radius * 1.2)          # inside the hex whichever way it points
            return pygame.Rect(0, 0, side, side).move_to(center=self.hex_center(piece[1]))
        if what == "swap":
            _, k, slot, res = piece
            site = self.space(k)["slots"][slot]
            for r, _, (x, y), size in self.site_spots(k, slot, site["res"], self.radius):
                if r == res:
                    return pygame.Rect(0, 0, size, size).move_to(center=(round(x), round(y)))
        return None

    def guild_rect(self, what: str) -> pygame.Rect:
        """The box a piece of the guild board is picked up from; a meadow tile comes from the
        leftmost stack that is not empty, or from the general supply (as a power may say)."""
        g = self.lay.guild
        if what == "tile":
            power = (self.pending().info or {}).get("power") or {}
            top = self.stack_top(self.me())
            return self.lay.market.tiles if top is None or power.get("tile") == "supply" else g.stacks[top]
        return {"craftsman": g.craftsmen, "site": g.sites, "building": g.buildings}[what]

    def piece_home(self, piece, rect: pygame.Rect, pos) -> tuple[int, int]:
        """A piece of the guild board is taken where it was grabbed (and glides back there)."""
        return pos if piece[0] in GUILD else rect.center

    # --- targets ---------------------------------------------------------------------------------
    def target_at(self, piece, turn, pos):
        if piece is None or self.lay is None:
            return None                             # Via Nebula has no plain clicks on the board
        if piece[0] == "swap":
            for r, rect in zip(self.rules.rtypes, self.lay.market.supply):
                if rect.collidepoint(pos):
                    return ("supply", r)
            return None
        k = self.cell_at(pos)
        if k is None:
            return None
        return ("cell", k) if piece[0] in ONTO_HEX else ("site", k, self.site_slot(k, pos))

    def site_slot(self, k: str, pos) -> int:
        """The half of ruin `k` meant by a drop at `pos`: the player's only site there, else the half under it."""
        sp = self.space(k)
        if sp["kind"] != "ruin":
            return 0
        mine = [i for i, s in enumerate(sp["slots"]) if s and s["p"] == self.me() and not s["building"]]
        return mine[0] if len(mine) == 1 else self.half_at(k, pos)

    def target_rect(self, target) -> pygame.Rect | None:
        if self.lay is None:
            return None
        if target[0] == "supply":
            return self.lay.market.supply[self.rules.rtypes.index(target[1])]
        if target[0] == "site" and self.space(target[1])["kind"] == "ruin":
            xs, ys = zip(*self.slot_polygon(target[1], target[2]))
            return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))
        return self.renderer().cell_rect(cell_of(target[1]))

    def drop_point(self, piece, turn, target) -> tuple[int, int] | None:
        if target[0] == "site":
            x, y = self.slot_center(target[1], target[2])
            return (round(x), round(y))
        rect = self.target_rect(target)
        return rect.center if rect is not None else None
