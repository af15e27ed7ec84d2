"""The Purchase action's buys (actions.yaml `purchase`, `free_seed`), one option each, in any
order while coins last:

  {"act": "seed", "slot": i, ["drop": seed]}            a seed of the main market (slot 0 = bottom)
  {"act": "vine", ["drop": seed]}                       a vine of the vine market
  {"act": "vine", "plant": {cell, via?, worker?, helper?, clear?}}   bought and planted at once (Saboteur)
  {"act": "tech", "crop": c}                            a cube into the leftmost empty slot
  {"act": "hire", "slot": i, ["drop": tile], ["cell": [r, c]]}      a talent (its worker's cell)
  {"act": "done"}                                       after at least one buy

`drop` makes room: a seed of the full warehouse is discarded, or a talent of a full board.
The free seeds of the Terrace Worker and the Cultivator are the seed buys with `free: true`.
"""
from __future__ import annotations

from boardgames.engine.fields import YES
from boardgames.engine import market_row, shelf

from . import economy as E
from . import planting as P
from . import talents as T
from .gestures import cell_key, meant_plant
from .menus import Entry
from .nodes import G, NODES, Ability, why
from .terrace import cell, key
from .workers import Worker


def seed_price(R, state: dict, p: int, slot: int | None) -> int:
    base = R.markets["vine_price"] if slot is None else R.markets["seed_prices"][slot]
    return T.seed_price(R, state, p, base)


def talent_price(R, tile: str, slot: int) -> int:
    return R.talent(tile)["cost"] + (R.top_coins if slot >= R.top_from else 0)


def tech_price(R, state: dict, p: int) -> int | None:
    tech = state["players"][p]["tech"]
    slots = R.data["technology"]["slots"]
    return slots[len(tech)] if len(tech) < len(slots) else None


def drops(R, state: dict, p: int, size: int | None = None) -> list[str | None]:
    """How a new seed fits: as is, or (warehouse full) after discarding one of these
    (`size`: the warehouse's, when the caller knows it)."""
    wh = state["players"][p]["warehouse"]
    if len(wh) < (T.warehouse_size(R, state, p) if size is None else size):
        return [None]
    return sorted(set(wh))


def _on_sale(crop: str | None, price: int, coins: int, free: bool = False) -> bool:
    """Whether a seed of the market's slot holding `crop` (None: empty) can be bought."""
    return crop is not None and (free or price <= coins)


def can_buy(R, state: dict, p: int, menu: str = "purchase") -> bool:
    """Whether p could make any buy now (the Purchase's first decision), found without listing them all (the turn's choice of
    actions asks this at every turn, a Purchase after every buy): mostly a seed of the market,
    told from its price alone (a full warehouse makes room, so a seed always fits: `drops`),
    else the first buy listed."""
    coins = state["players"][p]["coins"]
    prices = T.market_terms(R, state, p)[1]
    for i, crop in enumerate(state["market"]):
        if _on_sale(crop, prices[i], coins):
            return True
    return next(R.menus.offered(R, menu, state, p, R.menus[menu].fresh()), None) is not None


class Shelved(Entry, shelf.Shelved):
    """A buy made on the board by its market piece (engine/shelf.py): dragged onto the
    player's warehouse or talents (onto what it replaces), or clicked; or dragged onto the
    terrace cell the buy names (`onto`: a vine planted, a talent's worker)."""

    shelves = ("warehouse", "talents")

    def first_drop(self, R, state, p):
        return drops(R, state, p)[0]


class SeedBuy(Shelved):
    """A seed bought (`free: true`: for nothing) into the warehouse; into a full one it names the
    seed discarded to make room (`drop`, no refund). `slot`: the market slot it is bought from
    (None: the vine market's)."""

    fields = {"free": YES}
    cues = ("free",)
    shelf = "warehouse"

    def pay(self, R, ctx, state: dict, p: int, node: dict, slot: int | None, crop: str) -> None:
        free = node.get("free", False)
        price = 0 if free else seed_price(R, state, p, slot)
        E.pay(state, p, price)
        ctx.log(f"{G}.log.free_seed" if free else f"{G}.log.buy_seed", p, seed=E.seed_label(crop), n=price)

    def unaffordable(self, R, state: dict, p: int, node: dict, slot: int | None) -> dict | None:
        price = seed_price(R, state, p, slot)
        return None if node.get("free") or price <= state["players"][p]["coins"] else why("cannot_afford", n=price)


@NODES.register
class BuySeed(SeedBuy):
    """A seed of the seed market at its slot's price."""

    type = "buy_seed"
    role, field = "market", "slot"

    def offers(self, R, state, p, node, env):
        free = node.get("free", False)
        coins = state["players"][p]["coins"]
        size, prices = T.market_terms(R, state, p)
        ds = drops(R, state, p, size)
        act = node["act"]
        for i, crop in enumerate(state["market"]):
            if not _on_sale(crop, prices[i], coins, free):
                continue
            for d in ds:        # plain loops: a generator expression per slot cost more than the buys
                yield {"act": act, "slot": i, "drop": d} if d else {"act": act, "slot": i}

    def take(self, R, ctx, state, p, node, env, option):
        i = option["slot"]
        crop = market_row.take(state["market"], i)
        self.pay(R, ctx, state, p, node, i, crop)
        E.store_seed(state, p, crop, option.get("drop"))

    def declines(self, R, state, p, node, env, option):
        i = option.get("slot")
        if type(i) is not int or not 0 <= i < len(state["market"]) or state["market"][i] is None:
            return why("no_seed_in_slot")
        return self.unaffordable(R, state, p, node, i) or why("warehouse_full")


@NODES.register
class BuyVine(SeedBuy):
    """A vine of the vine market at its price; with a Saboteur (`VinePlant`) it may be
    planted at once instead."""

    type = "buy_vine"
    role = "vine"

    def offers(self, R, state, p, node, env):
        if state["vines"] <= 0:
            return
        free = node.get("free", False)
        coins = state["players"][p]["coins"]
        # a talent only lowers a price: the printed one, if p can pay it, needs no more asking
        if not free and R.markets["vine_price"] > coins and seed_price(R, state, p, None) > coins:
            return
        for d in drops(R, state, p):
            yield {"act": node["act"], "drop": d} if d else {"act": node["act"]}
        if not free and R.held.has(state, p, "plantings"):
            _, ability, kind = R.held.abilities(state, p, "plantings")[0]
            yield from kind.plantings(ability, R, state, p, node["act"], coins - seed_price(R, state, p, None))

    def take(self, R, ctx, state, p, node, env, option):
        self.pay(R, ctx, state, p, node, None, "vine")
        state["vines"] -= 1
        if "plant" in option:
            _, ability, kind = R.held.abilities(state, p, "plantings")[0]
            kind.plant(R, ctx, state, p, option)
        else:
            E.store_seed(state, p, "vine", option.get("drop"))

    def declines(self, R, state, p, node, env, option):
        if state["vines"] <= 0:
            return why("no_vine")
        refused = self.unaffordable(R, state, p, node, None)
        if refused is not None:
            return refused
        if "plant" in option and not node.get("free"):
            held = R.held.abilities(state, p, "plantings")
            if not held:
                return why("no_saboteur")
            coins = state["players"][p]["coins"]
            return held[0][2].refusal(R, state, p, option, coins - seed_price(R, state, p, None))
        return why("warehouse_full")

    def onto(self, option):
        return ("cell", key(option["plant"]["cell"])) if "plant" in option else None     # Saboteur: planted at once

    def complete(self, R, state, p, o, gesture):
        k = cell_key(R, gesture.to) if gesture.piece is not None else None
        if k is None:
            return super().complete(R, state, p, o, gesture)
        o["plant"] = {kk: v for kk, v in meant_plant(R, state, p, "vine", k).items() if kk not in ("act", "seed")}
        return o


@NODES.register
class VinePlant(Ability):
    """Once per turn, a vine just bought may be planted at once (all planting rules, unlock fee
    included; not a Plant action). A buy of its own, offered with the vine's: `BuyVine`
    lists (`plantings`), refuses (`refusal`) and carries it out (`plant`) through this type.
    Mechanic: the one buy that is a planting too, once a turn."""

    type = "vine_plant"
    helps = True
    turn_mark = "sabotaged"

    def plantings(self, node, R, state, p, act, budget):
        """The buys of entry `act` that plant a vine at once, within `budget` once it is paid."""
        if self.used_this_turn(state):
            return
        for o in P.options(R, state, p, ["vine"], budget):
            yield {"act": act, "plant": {k: v for k, v in o.items() if k not in ("act", "seed")}}

    def refusal(self, R, state: dict, p: int, option: dict, budget: int) -> dict:
        if self.used_this_turn(state):
            return why("sabotaged_this_turn")
        plant = option["plant"] if isinstance(option["plant"], dict) else {}
        return P.refusal(R, state, p, {**plant, "seed": "vine"}, ["vine"], budget)

    def plant(self, R, ctx, state: dict, p: int, option: dict) -> None:
        self.use_this_turn(state)
        P.plant(R, ctx, state, p, {"act": "plant", "seed": "vine", **option["plant"]}, from_warehouse=False)


@NODES.register
class BuyTech(Shelved):
    """A technology: a cube of a crop one lacks, from the reserve into the leftmost empty slot,
    at that slot's price (technology.yaml).
    Mechanic: the one buy along a track of priced slots (a player's technologies)."""

    type = "buy_tech"
    role, field, shelf = "cube", "crop", "tech"

    def offers(self, R, state, p, node, env):
        price = tech_price(R, state, p)
        pl = state["players"][p]
        if price is None or price > pl["coins"]:
            return []
        return [{"act": node["act"], "crop": c} for c in R.crops if state["cubes"][c] > 0 and c not in pl["tech"]]

    def take(self, R, ctx, state, p, node, env, option):
        price = tech_price(R, state, p)
        E.pay(state, p, price)
        state["cubes"][option["crop"]] -= 1
        state["players"][p]["tech"].append(option["crop"])
        ctx.log(f"{G}.log.buy_tech", p, seed=E.seed_label(option["crop"]), n=price)

    def declines(self, R, state, p, node, env, option):
        c = option.get("crop")
        if c not in R.crops:
            return why("unknown_seed")
        if c in state["players"][p]["tech"]:
            return why("tech_owned")
        price = tech_price(R, state, p)
        if price is None:
            return why("tech_full")
        if state["cubes"][c] <= 0:
            return why("no_cube", seed=E.seed_label(c))
        return why("cannot_afford", n=price)

    def complete(self, R, state, p, o, gesture):
        return o


@NODES.register
class Hire(Shelved):
    """A talent of the talent market at its price (the top slots cost more); onto a full board
    it names the talent discarded (one that may be: `talents.discardable`); a talent with a
    worker names its cell (workers.py). Its abilities then act on hiring and on discarding.
    Mechanic: the one buy of a tile that carries abilities (talents.yaml)."""

    type = "hire"
    role, field, shelf = "talent", "slot", "talents"

    def offers(self, R, state, p, node, env):
        pl = state["players"][p]
        full = len(pl["talents"]) >= R.markets["talents_each"]
        dropping = T.discards(R, state, p) if full else [None]
        cells: dict[str | None, list] = {}       # worker role -> its cells, found once a listing
        for i, tile in enumerate(state["talent_market"]):
            if tile is None or talent_price(R, tile, i) > pl["coins"]:
                continue
            worker = R.worker_kind[tile]
            role = worker and worker.get("role")
            if role not in cells:
                cells[role] = NODES.types[Worker.type].cells(worker, R, state) if worker else [None]
            for k in cells[role]:
                for d in dropping:
                    o = {"act": node["act"], "slot": i}
                    if d is not None:
                        o["drop"] = d
                    if k is not None:
                        o["cell"] = cell(k)
                    yield o

    def take(self, R, ctx, state, p, node, env, option):
        pl = state["players"][p]
        i = option["slot"]
        tile = market_row.take(state["talent_market"], i)
        price = talent_price(R, tile, i)
        E.pay(state, p, price)
        drop = option.get("drop")
        if drop is not None:
            pl["talents"] = [e for e in pl["talents"] if e["id"] != drop]
            state["talent_discard"].append(drop)
            state["talent_discard"].sort()
            ctx.log(f"{G}.log.talent_discarded", p, talent=R.talent_label(drop))
        pl["talents"].append({"id": tile, "charged": bool(R.held.once(tile))})
        ctx.log(f"{G}.log.hire", p, talent=R.talent_label(tile), n=price)
        worker = R.worker_kind[tile]
        if worker is not None:
            NODES.types[Worker.type].place(worker, R, ctx, state, p, tile, option)
        for ability, kind in R.held.usable("on_hire")[tile, True]:
            kind.on_hire(ability, R, ctx, state, p)
        if drop is not None:               # a Warehouse Keeper let go: seeds go first
            for ability, kind in R.held.usable("on_discard")[drop, True]:
                kind.on_discard(ability, R, state, p)

    def declines(self, R, state, p, node, env, option):
        pl = state["players"][p]
        i = option.get("slot")
        if type(i) is not int or not 0 <= i < len(state["talent_market"]) or state["talent_market"][i] is None:
            return why("no_talent_in_slot")
        tile = state["talent_market"][i]
        if talent_price(R, tile, i) > pl["coins"]:
            return why("cannot_afford", n=talent_price(R, tile, i))
        if len(pl["talents"]) >= R.markets["talents_each"]:
            d = option.get("drop")
            if not any(e["id"] == d for e in pl["talents"]):
                return why("talents_full")
            if not T.discardable(R, state, p, d):
                return why("keeps_talent", talent=R.talent_label(d))
        worker = R.worker_kind[tile]
        if worker is not None and not Worker.on_track(worker):
            return why("worker_cell")
        return why("bad_buy")

    def onto(self, option):
        return ("cell", key(option["cell"])) if "cell" in option else None      # its worker goes on the terrace

    def first_drop(self, R, state, p):
        full = len(state["players"][p]["talents"]) >= R.markets["talents_each"]
        return next(iter(T.discards(R, state, p)), None) if full else None

    def complete(self, R, state, p, o, gesture):
        k = cell_key(R, gesture.to) if gesture.piece is not None else None
        if k is not None:
            o["cell"] = cell(k)
        return super().complete(R, state, p, o, gesture)

