"""The words of Urubamba Valley's tooltips: what the thing under the pointer is and does.

Lines come from `rules.describe(kind, key)` (the same data that runs the game) and the
facts of the position the viewer may see; no tooltip holds a coin count but the viewer's
own screen's. A mixin of the view (it reads the view's layout, state and gestures).
"""
from __future__ import annotations

import pygame

from ...games.urubamba_valley.terrace import ISOLATED, LLAMA, SEED, WORKER
from . import urubamba_valley_layout as L
from . import urubamba_valley_panels as P

G = "urubamba_valley"


def rc(k: str) -> tuple[int, int]:
    r, c = k.split(",")
    return int(r), int(c)


class Tips:
    """Tooltips of the Urubamba Valley view."""

    def tooltip(self, pos) -> list[str] | None:
        if self.lay is None or self.drag.held is not None or self.among:
            return None
        return self.tooltip_text(self.tip_lines(pos))

    def tip_lines(self, pos) -> list:
        st = self.state
        t = self.lay.terrace
        k = self.cell_under(pos)
        if k is not None:
            return self.cell_tip(k)
        for i, r in enumerate(t.spaces(len(self.rules.harvest))):
            if r.collidepoint(pos):
                names = [self.seat_name(p) for p, pl in enumerate(st["players"]) for x in pl["track"] if x == i]
                out = [self.t(f"{G}.ui.space", n=i, coins=self.rules.harvest[i])] + self.describe("track", None)
                return out + ([self.t(f"{G}.ui.on_space", names=", ".join(names))] if names else [])
        if self.corral().collidepoint(pos):
            return [self.t(f"{G}.ui.reserve_tip", n=len(st["llama_reserve"]))] + self.describe("llama", None)
        for tier in self.tiers():
            if tier["tier"] in st["sealed"] and "seal" in tier:
                box = t.block(tuple(tier["rows"]), tuple(tier["columns"]))
                seal = pygame.Rect(box.x - t.cell, box.bottom - t.cell * 1.1, t.cell, t.cell)
                if seal.collidepoint(pos):
                    return self.describe("seal", tier["tier"])
        out = self.market_tip(pos)
        if out is not None:
            return out
        out = self.own_tip(pos)
        if out is not None:
            return out
        for p, c in self.lay.cards:
            if c.rect.collidepoint(pos):
                return self.card_tip(p, c, pos)
        return []

    def cell_tip(self, k: str) -> list:
        st = self.state
        sp = st["cells"][k]
        r, c = rc(k)
        tier = self.layout_data.tier[k]
        out = [self.t(f"{G}.ui.cell", row=r, col=c, tier=tier)]
        if sp[SEED] is not None:
            field = self.layout_data.field(st["cells"], k, sp[SEED])
            out += self.describe("crop", sp[SEED])
            out.append(self.t(f"{G}.ui.field", n=len(field), crop=f"@{G}.crop.{sp[SEED]}"))
            if sp[ISOLATED]:
                out.append(self.t(f"{G}.ui.isolated"))
        elif tier in st["sealed"]:
            out += self.describe("seal", tier)
        if sp[LLAMA] is not None:
            grey = sp[LLAMA].startswith("grey")
            out.append(self.t(f"{G}.ui.grey_llama" if grey else f"{G}.ui.white_llama"))
            out += self.describe("llama", None)
        if sp[WORKER] is not None:
            owner, kind = sp[WORKER]
            out.append(self.t(f"{G}.ui.worker_{kind}", name=self.seat_name(owner)))
        return out

    def market_tip(self, pos) -> list | None:
        st, m = self.state, self.lay.market
        prices = self.rules.prices(st, self.me())
        for i, r in enumerate(m.seeds):
            if r.union(m.prices[i]).collidepoint(pos):
                crop = st["market"][i] if i < len(st["market"]) else None
                head = [self.t(f"{G}.ui.slot", n=i + 1, price=prices["seeds"][i])]
                return head + (self.describe("crop", crop) if crop else [self.t(f"{G}.ui.empty_slot")])
        if m.seeds_label.collidepoint(pos):
            return self.describe("market", None)
        if any(r.collidepoint(pos) for r in m.vines) or m.vines_label.collidepoint(pos):
            return self.describe("crop", "vine") + [self.t(f"{G}.ui.vines_left", n=st["vines"])]
        if m.bag.collidepoint(pos):
            return [self.t(f"{G}.ui.bag", n=len(st["bag"])), self.contents(st["bag"])]
        if m.discard.collidepoint(pos):
            return [self.t(f"{G}.ui.discard", n=len(st["discard"])), self.contents(st["discard"])]
        for crop, r in zip(self.rules.crops, m.cubes):
            if r.inflate(r.w // 2, 0).collidepoint(pos):
                return [self.t(f"{G}.ui.cubes", n=st["cubes"][crop], crop=f"@{G}.crop.{crop}")] + \
                    self.describe("technology", crop)
        for i, r in enumerate(m.talents):
            if r.collidepoint(pos):
                tile = st["talent_market"][i] if i < len(st["talent_market"]) else None
                if tile is None:
                    return [self.t(f"{G}.ui.empty_slot")]
                return self.describe("talent", tile) + [self.t(f"{G}.ui.talent_price", n=prices["talents"][i])]
        for i, r in enumerate(m.stacks):
            if r.collidepoint(pos):
                if i < 3:
                    return [self.t(f"{G}.ui.stack", stage=P.ROMAN[i + 1], n=len(st["stacks"][str(i + 1)]))]
                return [self.t(f"{G}.ui.talent_discard", n=len(st["talent_discard"]))]
        if m.talents_label.collidepoint(pos):
            return [self.t(f"{G}.ui.talent_market_tip", n=self.rules.markets["top_extra"]["coins"])]
        return None

    def contents(self, pile: list) -> str:
        kinds = self.rules.crops + ["vine"]
        parts = [f"{self.crop_name(c)} ×{pile.count(c)}" for c in kinds if pile.count(c)]
        return ", ".join(parts) if parts else "—"

    def own_tip(self, pos) -> list | None:
        o = self.lay.own
        if not o.rect.collidepoint(pos):
            return None
        st = self.state
        p = self.board_player()
        pl = st["players"][p]
        if o.screen.collidepoint(pos):
            coins = pl.get("coins")
            if p == self.ctx.viewer() and isinstance(coins, int):
                return [self.t(f"{G}.ui.screen_own", n=coins), self.t(f"{G}.ui.peek_tip")]
            return [self.t(f"{G}.ui.screen_closed", name=self.seat_name(p))]
        for crop, r in zip(pl["warehouse"], o.slots):
            if r.collidepoint(pos):
                return self.describe("crop", crop)
        if o.warehouse.union(o.warehouse_label).collidepoint(pos):
            return [self.t(f"{G}.ui.warehouse_tip", n=self.capacity(p))]
        for i, r in enumerate(o.tech_slots):
            if r.collidepoint(pos):
                if i < len(pl["tech"]):
                    return [self.t(f"{G}.ui.tech_of", crop=f"@{G}.crop.{pl['tech'][i]}")]
                return self.describe("technology", None)
        for entry, r in zip(pl["talents"], o.talent_slots):
            if r.collidepoint(pos):
                t = self.rules.talent(entry["id"])
                out = self.describe("talent", entry["id"])
                if any(n.get("once") for n in t["abilities"]):
                    out.append(self.t(f"{G}.ui.charged" if entry["charged"] else f"{G}.ui.spent"))
                if ("held", entry["id"]) in self.click_targets():
                    out.append(self.t(f"{G}.ui.use_hint"))
                elif any(m.gesture.to == ("held", entry["id"]) for m in self.moves()):
                    out.append(self.t(f"{G}.ui.sell_hint"))
                return out
        if o.header.collidepoint(pos):
            out = [self.seat_name(p), self.t(f"{G}.ui.your_crop", crop=f"@{G}.crop.{pl['crop']}")]
            debt = self.debt_words(p)
            return out + ([debt, self.t(f"{G}.ui.debt_tip")] if debt else [])
        return []

    def card_tip(self, p: int, c: L.Card, pos) -> list:
        pl = self.state["players"][p]
        if c.screen.collidepoint(pos):
            return [self.t(f"{G}.ui.screen_closed", name=self.seat_name(p)), self.t(f"{G}.ui.peek_other")]
        for entry, r in zip(pl["talents"], c.talents):
            if r.collidepoint(pos):
                return self.describe("talent", entry["id"])
        out = [self.seat_name(p), self.t(f"{G}.ui.their_crop", crop=f"@{G}.crop.{pl['crop']}"),
               self.t(f"{G}.ui.track_at", spaces=", ".join(str(x) for x in pl["track"]))]
        if pl["warehouse"]:
            out.append(self.t(f"{G}.ui.their_seeds", seeds=self.contents(pl["warehouse"])))
        if pl["tech"]:
            out.append(self.t(f"{G}.ui.their_tech", crops=", ".join(self.crop_name(x) for x in pl["tech"])))
        debt = self.debt_words(p)
        return out + ([debt] if debt else [])
