"""Moon River tooltips: what the component under the mouse is and does.

A mixin of MoonRiverView. Lines come from `rules.describe(kind, key)` (generated
from the game data) rendered in the current language, so they never disagree
with the rules that run the game.
"""
from __future__ import annotations

from .moon_river_layout import key


class Tips:
    """Tooltips for plots, partners, cows, ranchers, bridges, boards and the market."""

    def tooltip(self, pos) -> list[str] | None:
        if self.lay is None or self.drag.held is not None:
            return None
        lines = self._tooltip_msgs(pos)
        if not lines:
            return None
        return [self.render_msg(m) if isinstance(m, dict) else str(m) for m in lines]

    def describe(self, kind: str, k) -> list:
        try:
            return list(self.rules.describe(kind, k) or [])
        except Exception:
            return []

    def _tooltip_msgs(self, pos) -> list:
        st = self.state
        m = self.lay.market
        for p, box in self.lay.farms.items():
            pl = st["players"][p]
            cell = box.grid.hit_test(pos)
            if cell is not None:
                k = key(cell)
                out = []
                if k in pl["farm"]:
                    out += self.describe("plot", st["plots"][pl["farm"][k]])
                elif cell[0] == 0 and cell[1] in pl["bridges"]:
                    out += self.describe("bridge", None)
                placed = pl["partners"].get(k)
                if placed:
                    out += self.describe("partner", {"type": st["tokens"][placed["token"]], "side": placed["side"]})
                if pl["cows"].get(k):
                    out += self.describe("cow", pl["cows"][k])
                return out
            for br in box.bridges:
                if br.collidepoint(pos):
                    return self.describe("bridge", None)
            plot = self.storage_at(p, pos)
            if plot is not None:
                return self.describe("plot", st["plots"][plot])
            if box.portrait.collidepoint(pos):
                return [st["seats"][p].get("name", "")] + self.describe("board", pl["board"])
        for ci, name in enumerate(("current", "next")):
            slots = st["line"][name] or []
            for slot, rect in zip(slots, m.columns[ci]):
                if rect.collidepoint(pos):
                    out = self.describe("plot", st["plots"][slot["plot"]]) if slot["plot"] else []
                    if slot["rancher"] is not None:
                        owner = st["ranchers"][slot["rancher"]]
                        out += [st["seats"][owner].get("name", "")] + self.describe("rancher", None)
                    return out
        for r, rect in self.waiting_rects():
            if rect.collidepoint(pos):
                return [st["seats"][st["ranchers"][r]].get("name", "")] + self.describe("rancher", None)
        for tok, rect in zip(st["saloon"], m.spaces):
            if tok is not None and rect.collidepoint(pos):
                return self.describe("partner", {"type": st["tokens"][tok], "side": "expert"}) + \
                    self.describe("partner", {"type": "cowboy", "side": "cowboy"})[:2]
        for stack, rect in zip(st["stacks"], m.stacks):      # face down: only how many
            if rect.collidepoint(pos):
                return self.describe("stack", len(stack))
        if m.saloon.collidepoint(pos):
            return self.describe("saloon", None)
        if m.bag.collidepoint(pos):
            return self.describe("bag", len(st["bag"]))
        if m.supply.collidepoint(pos):
            return self.describe("supply", st["cows_supply"])
        for tile, rect in zip(st.get("bonus_left", []), m.bonus):
            if rect.collidepoint(pos):
                out = self.describe("bonus", None)
                for face in self.bonus_faces(tile):
                    out += self.describe("plot", face)[:1]
                return out
        if m.scenario is not None and m.scenario.collidepoint(pos) and st.get("scenario"):
            return self.describe("scenario", st["scenario"])
        return None
