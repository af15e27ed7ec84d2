"""The Purchase action's buys, one option each, in any order while coins last:

  {"act": "seed", "slot": i, ["drop": seed]}            a seed of the main market (slot 0 = bottom)
  {"act": "vine", ["drop": seed]}                       a vine of the vine market
  {"act": "vine", "plant": {cell, via?, worker?, helper?, clear?}}   bought and planted at once (Saboteur)
  {"act": "tech", "crop": c}                            a cube into the leftmost empty slot
  {"act": "hire", "slot": i, ["drop": tile], ["cell": [r, c]]}      a talent (its worker's cell)
  {"act": "done"}                                       after at least one buy

`drop` makes room: a seed of the full warehouse is discarded, or a talent of a full board.
The free seeds of the Terrace Worker and the Cultivator use the seed shapes at price 0.
"""
from __future__ import annotations

from boardgames.engine.choice import msg

from . import economy as E
from . import planting as P
from . import talents as T
from .nodes import NODES
from .terrace import SEED, WORKER, cell, key

G = "urubamba_valley"


def _why(k: str, **args) -> dict:
    return msg(f"{G}.why.{k}", **args)


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


def seed_options(R, state: dict, p: int, free: bool = False) -> list[dict]:
    return list(_seed_options(R, state, p, free))


def _seed_options(R, state: dict, p: int, free: bool = False):
    coins = state["players"][p]["coins"]
    size, prices = T.market_terms(R, state, p)
    ds = drops(R, state, p, size)
    vine = prices[-1]
    for i, crop in enumerate(state["market"]):
        if not _on_sale(crop, prices[i], coins, free):
            continue
        for d in ds:        # plain loops: a generator expression per slot cost more than the buys
            yield {"act": "seed", "slot": i, "drop": d} if d else {"act": "seed", "slot": i}
    if state["vines"] > 0 and (free or vine <= coins):
        for d in ds:
            yield {"act": "vine", "drop": d} if d else {"act": "vine"}
        if not free and T.has(R, state, p, "vine_plant") and not state["turn"]["sabotaged"]:
            budget = coins - vine
            for o in P.options(R, state, p, ["vine"], budget):
                yield {"act": "vine", "plant": {k: v for k, v in o.items() if k not in ("act", "seed")}}


def _on_sale(crop: str | None, price: int, coins: int, free: bool = False) -> bool:
    """Whether a seed of the market's slot holding `crop` (None: empty) can be bought."""
    return crop is not None and (free or price <= coins)


def worker_cells(R, state: dict, kind: str | None) -> list[str | None]:
    """Where the worker of a hired talent may go, on cells that take pieces (an open tier): a
    Tax Collector's on a field (a planted cell without a worker), a Warrior's on an empty cell."""
    if kind is None:
        return [None]
    cells, lay, sealed = state["cells"], R.layout, state["sealed"]
    if kind == "tax":
        return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][SEED] is not None
                and cells[k][WORKER] is None]
    return [k for k in lay.keys if lay.takes_pieces(sealed, k) and not lay.occupied(cells[k])]


def worker_kind(R, tile: str) -> str | None:
    for node in R.talent(tile)["abilities"]:
        w = NODES.types[node["type"]].worker
        if w:
            return w
    return None


def hire_options(R, state: dict, p: int) -> list[dict]:
    return list(_hire_options(R, state, p))


def _hire_options(R, state: dict, p: int):
    pl = state["players"][p]
    full = len(pl["talents"]) >= R.markets["talents_each"]
    dropping = T.discards(R, state, p) if full else [None]
    cells: dict[str | None, list] = {}       # worker kind -> its cells, found once a listing
    for i, tile in enumerate(state["talent_market"]):
        if tile is None or talent_price(R, tile, i) > pl["coins"]:
            continue
        kind = R.worker_kind[tile]
        if kind not in cells:
            cells[kind] = worker_cells(R, state, kind)
        for k in cells[kind]:
            for d in dropping:
                o = {"act": "hire", "slot": i}
                if d is not None:
                    o["drop"] = d
                if k is not None:
                    o["cell"] = cell(k)
                yield o


def tech_options(R, state: dict, p: int) -> list[dict]:
    price = tech_price(R, state, p)
    pl = state["players"][p]
    if price is None or price > pl["coins"]:
        return []
    return [{"act": "tech", "crop": c} for c in R.crops if state["cubes"][c] > 0 and c not in pl["tech"]]


def options(R, state: dict, p: int) -> list[dict]:
    return list(iter_options(R, state, p))


def iter_options(R, state: dict, p: int):
    """`options` one at a time: the Purchase's choice lists them only when asked
    (`choice.Later`), and the turn's choice of actions only asks whether there is one."""
    yield from _seed_options(R, state, p)
    yield from tech_options(R, state, p)
    yield from _hire_options(R, state, p)


def can_buy(R, state: dict, p: int) -> bool:
    """Whether `options` has any buy, found without listing them all (the turn's choice of
    actions asks this at every turn, a Purchase after every buy): mostly a seed of the market,
    told from its price alone (a full warehouse makes room, so a seed always fits: `drops`),
    else the first buy listed."""
    coins = state["players"][p]["coins"]
    prices = T.market_terms(R, state, p)[1]
    for i, crop in enumerate(state["market"]):
        if _on_sale(crop, prices[i], coins):
            return True
    for _ in iter_options(R, state, p):
        return True
    return False


def buy(R, ctx, state: dict, p: int, option: dict, free: bool = False) -> None:
    """Carry out a legal buy (free: the seed costs nothing)."""
    act = option["act"]
    pl = state["players"][p]
    if act == "seed":
        i = option["slot"]
        crop = state["market"][i]
        price = 0 if free else seed_price(R, state, p, i)
        E.pay(state, p, price)
        state["market"][i] = None
        E.store_seed(state, p, crop, option.get("drop"))
        ctx.log(f"{G}.log.buy_seed" if not free else f"{G}.log.free_seed", p, seed=E.seed_label(crop), n=price)
    elif act == "vine":
        price = 0 if free else seed_price(R, state, p, None)
        E.pay(state, p, price)
        state["vines"] -= 1
        ctx.log(f"{G}.log.buy_seed" if not free else f"{G}.log.free_seed", p, seed=E.seed_label("vine"), n=price)
        if "plant" in option:
            state["turn"]["sabotaged"] = True
            P.plant(R, ctx, state, p, {"act": "plant", "seed": "vine", **option["plant"]}, from_warehouse=False)
        else:
            E.store_seed(state, p, "vine", option.get("drop"))
    elif act == "tech":
        price = tech_price(R, state, p)
        E.pay(state, p, price)
        state["cubes"][option["crop"]] -= 1
        pl["tech"].append(option["crop"])
        ctx.log(f"{G}.log.buy_tech", p, seed=E.seed_label(option["crop"]), n=price)
    elif act == "hire":
        hire(R, ctx, state, p, option)


def hire(R, ctx, state: dict, p: int, option: dict) -> None:
    pl = state["players"][p]
    i = option["slot"]
    tile = state["talent_market"][i]
    price = talent_price(R, tile, i)
    E.pay(state, p, price)
    state["talent_market"][i] = None
    if "drop" in option:
        drop = option["drop"]
        pl["talents"] = [e for e in pl["talents"] if e["id"] != drop]
        state["talent_discard"].append(drop)
        state["talent_discard"].sort()
        ctx.log(f"{G}.log.talent_discarded", p, talent=R.talent_label(drop))
    pl["talents"].append({"id": tile, "charged": bool(T.once_nodes(R, tile))})
    ctx.log(f"{G}.log.hire", p, talent=R.talent_label(tile), n=price)
    if any(NODES.types[n["type"]].second_worker for n in R.talent(tile)["abilities"]) and len(pl["track"]) == 1:
        pl["track"].append(0)
        ctx.log(f"{G}.log.second_worker", p)
    kind = R.worker_kind[tile]
    if kind is not None:
        k = key(option["cell"])
        state["cells"][k][WORKER] = [p, kind]
        ctx.log(f"{G}.log.worker_placed", p, talent=R.talent_label(tile), cell=E.cell_arg(k))
    if kind == "guard":
        R.check_end(ctx, state, p)
    for node in R.talent(tile)["abilities"]:
        sub = NODES.types[node["type"]].on_hire(node, R, state, p)
        if sub is not None:
            state["tasks"].append(sub)
    if "drop" in option and T.overfull(R, state, p):      # a Warehouse Keeper let go: seeds go first
        state["tasks"].append({"t": "shed", "p": p})


def refusal(R, state: dict, p: int, option: dict, bought: int, free: bool = False) -> dict:
    act = option.get("act")
    pl = state["players"][p]
    if act == "done":
        return _why("buy_something")
    if act == "seed":
        i = option.get("slot")
        if type(i) is not int or not 0 <= i < len(state["market"]) or state["market"][i] is None:
            return _why("no_seed_in_slot")
        if not free and seed_price(R, state, p, i) > pl["coins"]:
            return _why("cannot_afford", n=seed_price(R, state, p, i))
        return _why("warehouse_full")
    if act == "vine":
        if state["vines"] <= 0:
            return _why("no_vine")
        if not free and seed_price(R, state, p, None) > pl["coins"]:
            return _why("cannot_afford", n=seed_price(R, state, p, None))
        if "plant" in option and not free:
            if not T.has(R, state, p, "vine_plant"):
                return _why("no_saboteur")
            if state["turn"]["sabotaged"]:
                return _why("sabotaged_this_turn")
            plant = option["plant"] if isinstance(option["plant"], dict) else {}
            budget = pl["coins"] - seed_price(R, state, p, None)
            return P.refusal(R, state, p, {**plant, "seed": "vine"}, ["vine"], budget)
        return _why("warehouse_full")
    if act == "tech":
        c = option.get("crop")
        if c not in R.crops:
            return _why("unknown_seed")
        if c in pl["tech"]:
            return _why("tech_owned")
        price = tech_price(R, state, p)
        if price is None:
            return _why("tech_full")
        if state["cubes"][c] <= 0:
            return _why("no_cube", seed=E.seed_label(c))
        return _why("cannot_afford", n=price)
    if act == "hire":
        i = option.get("slot")
        if type(i) is not int or not 0 <= i < len(state["talent_market"]) or state["talent_market"][i] is None:
            return _why("no_talent_in_slot")
        tile = state["talent_market"][i]
        if talent_price(R, tile, i) > pl["coins"]:
            return _why("cannot_afford", n=talent_price(R, tile, i))
        if len(pl["talents"]) >= R.markets["talents_each"]:
            d = option.get("drop")
            if not any(e["id"] == d for e in pl["talents"]):
                return _why("talents_full")
            if not T.discardable(R, state, p, d):
                return _why("keeps_talent", talent=R.talent_label(d))
        if worker_kind(R, tile) is not None:
            return _why("worker_cell")
        return _why("bad_buy")
    return _why("not_a_buy")
