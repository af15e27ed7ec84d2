"""Via Nebula input: what a gesture on a component means, as one of the pending options.

A mixin of ViaNebulaView; it is the drag controller's host. Pieces come from the guild
board of the player deciding (craftsman, building site, meadow tile, building), from the
contract cards (display and own hand), from exploitations (a resource to transport) and,
for the swap power, from the player's own sites. Legal targets are read off the options;
a refused target is explained by `match.explain`. Everything is read from the viewer's
observation (`ViewKit.state`): cards the viewer may not see are `None` there and never offered.
"""
from __future__ import annotations

import pygame

from ..drag import Grab
from .via_nebula_layout import cell_of, key

G = "via_nebula"
CELL_ACTS = {"craftsman": "craftsman", "site": "site", "tile": "explore"}     # piece -> act on a hex
POWER_ACTS = {"explore": "explore", "transport": "transport", "swap": "swap"}


class Gestures:
    """Drag host and clicks (uses the view's state, layout and `choose`)."""

    def acts_open(self) -> set[str]:
        """The acts the pending choice is about (an action: all five; a power: its own)."""
        k = self.kind()
        if k == "action":
            return {"craftsman", "site", "explore", "transport", "erect"}
        if k == "power":
            act = POWER_ACTS.get(((self.pending().info or {}).get("power") or {}).get("type"))
            return {act} if act else set()
        return set()

    # --- picking up ------------------------------------------------------------------------
    def guild_pieces(self) -> list[tuple[tuple, pygame.Rect, tuple]]:
        """(payload, box, a point on the piece) for the pieces on the deciding player's guild board."""
        me = self.me()
        if me is None or me != self.guild_player():
            return []
        g = self.lay.guild
        pl = self.state["players"][me]
        open_ = self.acts_open()
        out = []
        if "explore" in open_:
            top = self.stack_top(me)
            rect = g.stacks[top] if top is not None else self.lay.market.tiles
            out.append((("tile",), rect, rect.center))
        left = self.rules.cfg["buildings_each"] - pl["buildings"]
        for what, rect, n, act in (("craftsman", g.craftsmen, pl["craftsmen"], "craftsman"),
                                   ("site", g.sites, pl["sites"], "site"), ("building", g.buildings, left, "erect")):
            if n > 0 and act in open_:
                out.append(((what,), rect, rect.center))
        return out

    def drag_pick(self, pos) -> Grab | None:
        if self.lay is None or self._acting or self.me() is None:
            return None
        open_ = self.acts_open()
        if "erect" in open_:
            for cid, rect in self.hand_rects() + self.display_rects():
                if rect.collidepoint(pos):
                    return Grab(("contract", cid), rect.center)
        for payload, rect, _ in self.guild_pieces():
            if rect.collidepoint(pos):
                return Grab(payload, pos)          # picked up where it was grabbed, and glides back there
        k = self.cell_at(pos)
        if k is None:
            return None
        sp = self.space(k)
        if "transport" in open_ and sp["kind"] == "exploitation" and sp["n"] > 0:
            return Grab(("res", k), self.hex_center(k))
        if "swap" in open_ and sp["kind"] == "ruin":
            slot = self.site_slot(k, pos)
            site = sp["slots"][slot]
            if site and site["p"] == self.me() and not site["building"] and site["res"]:
                spots = self.site_spots(k, slot, site["res"], self.radius)
                res, _, spot, _ = min(spots, key=lambda s: (s[2][0] - pos[0]) ** 2 + (s[2][1] - pos[1]) ** 2)
                return Grab(("swap", k, slot, res), (round(spot[0]), round(spot[1])))
        return None

    # --- targets -----------------------------------------------------------------------------
    def site_slot(self, k: str, pos) -> int:
        """The half of ruin `k` meant by a drop at `pos`: the player's only site there, else the half under it."""
        sp = self.space(k)
        if sp["kind"] != "ruin":
            return 0
        mine = [i for i, s in enumerate(sp["slots"]) if s and s["p"] == self.me() and not s["building"]]
        return mine[0] if len(mine) == 1 else self.half_at(k, pos)

    def drag_target(self, grab: Grab, pos):
        what = grab.payload[0]
        if what == "swap":
            for r, rect in zip(self.rules.rtypes, self.lay.market.supply):
                if rect.collidepoint(pos):
                    return ("supply", r)
            return None
        k = self.cell_at(pos)
        if k is None:
            return None
        if what in CELL_ACTS:
            return ("cell", k)
        return ("site", k, self.site_slot(k, pos))

    def drag_legal(self, grab: Grab) -> list:
        what = grab.payload[0]
        opts = self.options()
        if what in CELL_ACTS:
            return [("cell", key(o["cell"])) for o in opts if o.get("act") == CELL_ACTS[what]]
        if what == "res":
            return [("site", key(o["to"]), o["slot"]) for o in opts
                    if o.get("act") == "transport" and key(o["from"]) == grab.payload[1]]
        if what in ("building", "contract"):
            out = []
            for o in opts:
                if o.get("act") == "erect" and (what == "building" or o["contract"] == grab.payload[1]):
                    t = ("site", key(o["cell"]), o["slot"])
                    if t not in out:
                        out.append(t)
            return out
        if what == "swap":
            _, k, slot, res = grab.payload
            return [("supply", o["take"]) for o in opts if o.get("act") == "swap" and key(o["cell"]) == k
                    and o["slot"] == slot and o["give"] == res]
        return []

    def option_for(self, grab: Grab, target) -> dict | None:
        """The option a drop of `grab` on `target` stands for (legal or not)."""
        what = grab.payload[0]
        if target is None:
            return None
        if what in CELL_ACTS:
            return {"act": CELL_ACTS[what], "cell": list(cell_of(target[1]))}
        if what == "swap":
            _, k, slot, res = grab.payload
            return {"act": "swap", "cell": list(cell_of(k)), "slot": slot, "give": res, "take": target[1]}
        _, k, slot = target
        if what == "res":
            src = grab.payload[1]
            return {"act": "transport", "from": list(cell_of(src)), "res": self.space(src)["res"],
                    "to": list(cell_of(k)), "slot": slot}
        if what == "contract":
            return {"act": "erect", "cell": list(cell_of(k)), "slot": slot, "contract": grab.payload[1]}
        if what == "building":
            return {"act": "erect", "cell": list(cell_of(k)), "slot": slot, "contract": self.nearest_contract(k, slot)}
        return None

    def nearest_contract(self, k: str, slot: int) -> str | None:
        """The available contract a site comes closest to fulfilling (to say what it still lacks)."""
        me = self.me()
        pool = [c for c in self.state["players"][me]["private"] + self.state["display"] if c]
        sp = self.space(k)
        site = sp["slots"][slot] if sp["kind"] == "ruin" and slot < len(sp["slots"]) else None
        have = site["res"] if site and not site.get("building") else {}

        def missing(cid):
            return sum(max(0, n - have.get(r, 0)) for r, n in self.rules.contract(cid)["needs"].items())

        return min(pool, key=missing) if pool else None

    # --- dropping ------------------------------------------------------------------------------
    def drag_drop(self, grab: Grab, target) -> dict | None:
        what = grab.payload[0]
        if what == "building":
            _, k, slot = target
            fits = [o for o in self.options() if o.get("act") == "erect" and key(o["cell"]) == k and o["slot"] == slot]
            if len(fits) > 1:           # several contracts fit: the player picks one of the lit cards
                self.picking = (k, slot)
                self.ctx.notify(self.t(f"{G}.ui.pick_contract"))
                return None
            return self.choose(fits[0]) if fits else self.drag_reason(grab, target)
        option = self.option_for(grab, target)
        path = None
        if what == "res":
            path = self.rules.transport_path(self.state, option["from"], option["to"])
        refusal = self.choose(option)
        if refusal is None and path:
            self.animate_path(("carry", option["res"]), path)
        return refusal

    def drag_reason(self, grab: Grab, target) -> dict | None:
        choice = self.pending()
        option = self.option_for(grab, target)
        if choice is None or option is None:
            return None
        return self.match.explain(option)

    def picking_options(self) -> list[dict]:
        """The erect options for the site waiting for a contract to be picked."""
        if self.picking is None:
            return []
        k, slot = self.picking
        return [o for o in self.options() if o.get("act") == "erect" and key(o["cell"]) == k and o["slot"] == slot]

    # --- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._ensure_layout() is None:
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and hasattr(event, "pos"):
            self.mouse = event.pos
        if self.pending() is None:
            return False
        if self.picking is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.picking = None
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for cid, rect in self.hand_rects() + self.display_rects():
                    if rect.collidepoint(event.pos):
                        option = next((o for o in self.picking_options() if o["contract"] == cid), None)
                        if option is not None:
                            self.picking = None
                            self.offer(option)
                            return True
                self.picking = None
        return self.drag.handle_event(event)
