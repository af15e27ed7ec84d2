"""Moon River input: what a gesture on a component means, as one of the pending options.

A mixin of MoonRiverView; it is the drag controller's host (what can be picked
up, what lies under the mouse, which targets are legal, what a drop does and
why a drop is refused) and handles the plain clicks (a plot of the draft line,
a cow to lose to drought or to steal).
"""
from __future__ import annotations

import pygame

from ...engine.geometry import SquareGrid
from ..drag import Grab
from .moon_river_layout import SCREEN_VEC, key


class Gestures:
    """Drag host and click handling (uses the view's state, layout and `choose`)."""

    def drag_pick(self, pos) -> Grab | None:
        if self.lay is None or self._acting:
            return None
        k = self.kind()
        me = self.active()
        if k in ("draft", "pick"):
            for r, rect in self.waiting_rects()[:1]:
                if rect.collidepoint(pos):
                    return Grab(("rancher", r), rect.center)
            return None
        if k == "place":
            if self.card_rect().collidepoint(pos):
                return Grab(("card",), self.card_home(), rotations=4, rotation=1)
            return None
        if k in ("expand", "desperado"):
            plot = self.storage_at(me, pos)
            if plot is None:
                return None
            i = self.storage_order(me).index(plot)
            return Grab(("plot" if k == "expand" else "mine", plot), self.lay.farms[me].storage[i].center)
        if k == "hire":
            for tok, rect in zip(self.state["saloon"], self.lay.market.spaces):
                if tok is not None and rect.collidepoint(pos):
                    return Grab(("partner", tok), rect.center, rotations=2)
            return None
        if k == "cowboy":
            hit = self.farm_cell_at(pos)
            if hit and hit[0] == me and self.state["players"][me]["cows"].get(key(hit[1]), 0) > 0:
                return Grab(("cow", hit[1]), self.cow_spot(me, hit[1], 0))
            return None
        if k == "bonus":
            for tile, rect in zip(self.state["bonus_left"], self.lay.market.bonus):
                if rect.collidepoint(pos):
                    return Grab(("bonus", tile), rect.center, rotations=2)
        return None

    def drag_target(self, grab: Grab, pos):
        what = grab.payload[0]
        me = self.active()
        box = self.lay.farms[me]
        if what == "rancher":
            col = self.draft_column()
            i = self.slot_at(pos, col) if col is not None else None
            return ("slot", i) if i is not None else None
        if what == "plot":
            if self.lay.market.discard.collidepoint(pos) and self.discard_mode():
                return ("discard",)
            other = self.storage_at(me, pos)
            return ("plot", other) if other is not None and other != grab.payload[1] else None
        if what == "card":
            return self.card_target(grab, pos)
        if what in ("partner", "cow", "bonus"):
            if what == "bonus" and self.lay.market.discard.collidepoint(pos):
                return ("discard",)
            cell = box.grid.hit_test(pos)
            return ("cell", cell) if cell is not None else None
        if what == "mine":
            for q in self.lay.farms:
                if q != me:
                    theirs = self.storage_at(q, pos)
                    if theirs is not None:
                        return ("theirs", q, theirs)
        return None

    def card_geometry(self, rotation: int, center) -> tuple[int, tuple, tuple]:
        """(board direction, centre of plot a, centre of plot b) of the card held at `center`."""
        grid = self.lay.farms[self.active()].grid
        d = grid.screen_direction(rotation)
        s = grid.size
        vx, vy = SCREEN_VEC[rotation % 4]
        a = (center[0] - vx * s / 2, center[1] - vy * s / 2)
        b = (center[0] + vx * s / 2, center[1] + vy * s / 2)
        return d, a, b

    def raw_cell(self, pos) -> tuple[int, int]:
        """The farm coordinates under `pos`, even outside the farm."""
        grid = self.lay.farms[self.active()].grid
        col = int((pos[0] - grid.origin[0]) // grid.size)
        srow = int((pos[1] - grid.origin[1]) // grid.size)
        return (grid.rows - 1 - srow, col)

    def card_target(self, grab: Grab, pos):
        grid = self.lay.farms[self.active()].grid
        d, a, b = self.card_geometry(grab.rotation, pos)
        near = grid.bounds().inflate(grid.size, grid.size)
        if not (near.collidepoint(a) or near.collidepoint(b)):
            return None
        return ("place", self.raw_cell(a), d)

    def drag_legal(self, grab: Grab) -> list:
        what = grab.payload[0]
        opts = self.options()
        if what == "rancher":
            return [("slot", o["slot"]) for o in opts if "slot" in o]
        if what == "plot":
            plot = grab.payload[1]
            out = [("plot", [x for x in o["plots"] if x != plot][0]) for o in opts
                   if o.get("act") in ("pair", "discard") and plot in o.get("plots", [])]
            if self.discard_mode():
                out.append(("discard",))
            return out
        if what == "card":
            return [("place", tuple(o["cell"]), o["dir"]) for o in opts if o.get("act") == "place"]
        if what == "partner":
            side = ("expert", "cowboy")[grab.rotation]
            return [("cell", tuple(o["cell"])) for o in opts
                    if o.get("token") == grab.payload[1] and o.get("side") == side]
        if what == "cow":
            return [("cell", tuple(m["to"])) for m in self.cow_moves(grab.payload[1])]
        if what == "mine":
            return [("theirs", o["player"], o["theirs"]) for o in opts if o.get("mine") == grab.payload[1]]
        if what == "bonus":
            tile = grab.payload[1]
            face = self.bonus_faces(tile)[grab.rotation]
            out = [("cell", tuple(o["cell"])) for o in opts if o.get("tile") == tile and o.get("face") == face]
            if any(o.get("act") == "discard_bonus" and o.get("tile") == tile for o in opts):
                out.append(("discard",))
            return out
        return []

    def drag_drop(self, grab: Grab, target) -> dict | None:
        what = grab.payload[0]
        me = self.active()
        if what == "rancher":
            return self.choose({"slot": target[1]})
        if what == "plot":
            plot = grab.payload[1]
            if target[0] == "discard":
                return self.discard_zone(plot)
            pair = sorted([plot, target[1]])
            option = next((o for o in self.options() if o.get("act") in ("pair", "discard")
                           and o.get("plots") == pair), {"act": "pair", "plots": pair})
            refusal = self.choose(option)
            if refusal is None and option["act"] == "pair" and self.kind() == "place":
                self.drag.carry(Grab(("card",), self.card_home(), rotations=4, rotation=1), self.mouse)
            return refusal
        if what == "card":
            _, cell, d = target
            refusal = self.choose({"act": "place", "cell": list(cell), "dir": d})
            if refusal is None:
                dr, dc = SquareGrid.STEPS[d]
                self.animate("settle", me, [cell, (cell[0] + dr, cell[1] + dc)], 0.32)
            return refusal
        if what == "partner":
            side = ("expert", "cowboy")[grab.rotation]
            return self.choose({"token": grab.payload[1], "side": side, "cell": list(target[1])})
        if what == "cow":
            return self.walk_cow(grab.payload[1], target[1])
        if what == "mine":
            return self.choose({"mine": grab.payload[1], "player": target[1], "theirs": target[2]})
        if what == "bonus":
            tile = grab.payload[1]
            if target[0] == "discard":
                return self.choose({"act": "discard_bonus", "tile": tile})
            face = self.bonus_faces(tile)[grab.rotation]
            refusal = self.choose({"tile": tile, "face": face, "cell": list(target[1])})
            if refusal is None:
                self.animate("settle", me, [target[1]], 0.32)
            return refusal
        return None

    def drag_reason(self, grab: Grab, target) -> dict | None:
        what = grab.payload[0]
        choice = self.pending()
        if choice is None:
            return None
        if target is None:
            return None
        if target[0] == "discard":
            return None
        option = None
        if what == "rancher":
            option = {"slot": target[1]}
        elif what == "plot":
            option = {"act": "pair", "plots": sorted([grab.payload[1], target[1]])}
        elif what == "card":
            option = {"act": "place", "cell": list(target[1]), "dir": target[2]}
        elif what == "partner":
            option = {"token": grab.payload[1], "side": ("expert", "cowboy")[grab.rotation], "cell": list(target[1])}
        elif what == "cow":
            return self.cow_reason(grab.payload[1], target[1])
        elif what == "mine":
            option = {"mine": grab.payload[1], "player": target[1], "theirs": target[2]}
        elif what == "bonus":
            option = {"tile": grab.payload[1], "face": self.bonus_faces(grab.payload[1])[grab.rotation],
                      "cell": list(target[1])}
        if option is None:
            return None
        return self.match.explain(option)

    def discard_mode(self) -> bool:
        return any(o.get("act") == "discard" for o in self.options())

    def discard_zone(self, plot: str) -> dict | None:
        """Forced discard by dropping plots on the discard zone: the first is marked, the second discards."""
        if self.marked is None or self.marked == plot or self.marked not in self.state["players"][self.active()]["storage"]:
            self.marked = plot
            return None
        pair = sorted([self.marked, plot])
        self.marked = None
        return self.choose({"act": "discard", "plots": pair})

    def bonus_faces(self, tile: str) -> list[str]:
        return [f["id"] for f in self.rules.bonus_tiles[tile]["faces"]]

    def cow_moves(self, start) -> list[dict]:
        """The rules' multi-step moves (`info["moves"]`) of the cow on `start`."""
        choice = self.pending()
        moves = (choice.info or {}).get("moves", []) if choice is not None else []
        return [m for m in moves if tuple(m["from"]) == tuple(start)]

    def cow_move(self, start, goal) -> dict | None:
        return next((m for m in self.cow_moves(start) if tuple(m["to"]) == tuple(goal)), None)

    def cow_reason(self, start, goal) -> dict | None:
        """Why the cow cannot go there, from the rules (nothing to say when it is put back)."""
        if tuple(goal) == tuple(start):
            return None
        return self.match.explain({"from": list(start), "to": list(goal)})

    def walk_cow(self, start, goal) -> dict | None:
        """A drop several steps away plays the rules' single steps of that move, one by one."""
        move = self.cow_move(start, goal)
        if move is None:
            return self.cow_reason(start, goal)
        for step in move["path"]:
            refusal = self.choose(step)
            if refusal is not None:
                return refusal
        cells = [tuple(move["from"])] + [tuple(step["to"]) for step in move["path"]]
        self.animate("cow", self.active(), cells, 0.16 * (len(cells) - 1))
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._ensure_layout() is None:
            return False
        if hasattr(event, "pos") and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.pending() is None:
            return False
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def click(self, pos) -> bool:
        """Clicks that need no piece in hand: a free plot of the line, a cow to lose or steal."""
        k = self.kind()
        me = self.active()
        if k in ("draft", "pick"):
            i = self.slot_at(pos, self.draft_column())
            if i is not None:
                self.offer({"slot": i})
                return True
        if k == "drought":
            hit = self.farm_cell_at(pos)
            if hit and hit[0] == me:
                self.offer({"cell": list(hit[1])})
                return True
        if k == "thief":
            hit = self.farm_cell_at(pos)
            if hit:
                self.offer({"player": hit[0], "cell": list(hit[1])})
                return True
        if k == "expand" and self.discard_mode() and self.lay.market.discard.collidepoint(pos) and self.marked:
            self.marked = None
            return True
        return False
