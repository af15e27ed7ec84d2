"""Via Nebula tooltips: what the component under the mouse is and does.

A mixin of ViaNebulaView. Lines come from `rules.describe(kind, key)` (generated from the
game data) rendered in the current language, plus the few facts only the position knows
(whose craftsman, what a site holds). Private contracts appear only in the hand of the
player deciding now, so only that player's cards can be described.
"""
from __future__ import annotations

from ...engine.choice import msg

G = "via_nebula"


def _res_list(rtypes, counts: dict) -> list[dict]:
    return [msg(f"{G}.ui.amount", resource=f"@{G}.resource.{r}", n=counts[r]) for r in rtypes if counts.get(r)]


class Tips:
    """Tooltips for hexes, pieces, cards, guild boards and the supply."""

    def tooltip(self, pos) -> list[str] | None:
        if self.lay is None or self.drag.held is not None:
            return None
        return self.tooltip_text(self.tip_lines(pos))

    def tip_lines(self, pos) -> list:
        k = self.cell_at(pos)
        if k is not None:
            return self.hex_tip(k, pos)
        for cid, rect in self.hand_rects() + self.display_rects():
            if rect.collidepoint(pos):
                return self.describe("contract", cid)
        m = self.lay.market
        st = self.state
        if m.deck.collidepoint(pos):
            return self.describe("deck", len(st["deck"]))
        if m.end_card.collidepoint(pos):
            out = self.describe("end_card", None)
            if st.get("end_card") is not None:
                out.append(msg(f"{G}.ui.end_card_taken", name=self.seat_name(st["end_card"])))
            return out
        if m.tiles.collidepoint(pos):
            return self.describe("tiles", st["tiles"])
        for r, rect in zip(self.rules.rtypes, m.supply):
            if rect.collidepoint(pos):
                return self.describe("resource", r) + [msg(f"{G}.ui.in_supply", n=st["supply"][r])]
        if m.display and m.label.collidepoint(pos):
            return self.describe("display", sum(1 for c in st["display"] if c))
        for p, rect in self.lay.others:
            if rect.collidepoint(pos):
                return self.summary_tip(p, pos, rect)
        if self.lay.guild.rect.collidepoint(pos):
            return self.guild_tip(pos)
        return []

    def hex_tip(self, k: str, pos) -> list:
        sp = self.space(k)
        kind = sp["kind"]
        if kind == "token":
            return self.describe("space", "token") + self.describe("token", sp["token"])
        if kind == "exploitation":
            out = self.describe("space", "exploitation")
            out.append(msg(f"{G}.ui.waiting", n=sp["n"], resource=f"@{G}.resource.{sp['res']}"))
            if sp["owner"] is not None:
                out.append(msg(f"{G}.ui.craftsman_of", name=self.seat_name(sp["owner"])))
            else:
                out.append(msg(f"{G}.tip.neutral"))
            return out
        if kind == "meadow" and sp.get("tile"):
            return self.describe("space", "meadow") + [msg(f"{G}.ui.laid_tile")]
        out = self.describe("space", kind)
        if kind == "ruin":
            for i, s in enumerate(sp["slots"]):
                if s is None:
                    continue
                name = self.seat_name(s["p"])
                if s["building"]:
                    out.append(msg(f"{G}.ui.building_of", name=name, contract=self.rules.contract_label(s["contract"])))
                elif s["res"]:
                    out.append(msg(f"{G}.ui.site_of", name=name, resources=_res_list(self.rules.rtypes, s["res"])))
                else:
                    out.append(msg(f"{G}.ui.empty_site_of", name=name))
        return out

    def guild_tip(self, pos) -> list:
        g = self.lay.guild
        p = self.guild_player()
        pl = self.state["players"][p]
        if g.header.collidepoint(pos):
            if g.ap.collidepoint(pos):
                return [msg(f"{G}.ui.ap_left", n=(self.state.get("turn") or {}).get("ap", 0))]
            return [self.seat_name(p)] + self.describe("guild", pl["guild"])
        for i, rect in enumerate(g.stacks):
            if rect.collidepoint(pos):
                return [msg(f"{G}.ui.stack", n=pl["stacks"][i])] + self.describe("explorer", None)
        for rect, action, hint in ((g.craftsmen, "craftsman", "drag_craftsman"), (g.sites, "site", "drag_site"),
                                   (g.buildings, "erect", "drag_building")):
            if rect.collidepoint(pos):
                return self.describe("action", action) + [msg(f"{G}.ui.{hint}")]
        if g.storage.collidepoint(pos):
            return self.describe("storage", None)
        if g.tokens.collidepoint(pos):
            out = [msg(f"{G}.ui.tokens_kept", n=len(pl["tokens"]),
                       vp=sum(self.rules.token(t)["vp"] for t in pl["tokens"]))]
            return out + [msg(f"{G}.ui.done", n=len(pl["done"]))]
        if g.hand_area.collidepoint(pos):
            return [msg(f"{G}.ui.hand")]
        return []

    def summary_tip(self, p: int, pos, rect) -> list:
        pl = self.state["players"][p]
        for what, cell in self.summary_cells(p, rect):
            if cell.collidepoint(pos):
                n = dict((w, c) for w, _, c in self.summary_items(p))[what]
                return [self.seat_name(p), msg(f"{G}.ui.sum.{what}", n=n)]
        return [self.seat_name(p)] + self.describe("guild", pl["guild"])
