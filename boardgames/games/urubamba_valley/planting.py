"""Planting: which cells a seed may go to, what it costs and scores, and carrying it out.

Used by the Plant action (actions.py) and by the Saboteur's instant vine (purchase.py). An
option names the seed and the cell, plus only what the player must decide: `via` (the talent
that lets them plant without the technology), `clear` (plant over a vine: Vine Clearer),
`worker` (which harvest worker gains: Manager) and `helper` (the player named to pay the
same unlock fee, when the seed opens a sealed tier).
"""
from __future__ import annotations

from boardgames.engine.market_row import clear_lowest
from boardgames.engine.memo import content_key, replayed

from . import economy as E
from . import talents as T
from .nodes import G, NODES, Ability, why
from .terrace import ISOLATED, LLAMA, SEED, WORKER, cell, key
from .workers import Worker


@NODES.register
class VineClear(Ability):
    """Once per turn, plant a seed other than a vine on a cell holding a vine; the vine is
    discarded. A planting rule of its own (the option says `clear`): `refusal` says why a cell
    cannot be planted over (asked of anyone, so that the reason is the cell's first), `clear`
    carries it out (`_closed` and `plant` ask both).
    Mechanic: the one planting onto an occupied cell, once a turn."""

    type = "vine_clear"
    helps = True
    turn_mark = "cleared"

    def refusal(self, state: dict, sp: list, crop: str | None) -> str | None:
        if sp[SEED] != "vine":
            return "no_vine_here"
        if crop == "vine":
            return "vine_on_vine"
        if self.used_this_turn(state):
            return "cleared_this_turn"
        return None

    def clear(self, node, ctx, state, p, sp, where):
        E.discard_seed(state, sp[SEED])
        self.use_this_turn(state)
        ctx.log(f"{G}.log.vine_cleared", p, cell=where)


#: planting over a vine, once a turn (its kind keeps the turn's mark)
CLEAR = NODES.types[VineClear.type]


def connected(state: dict) -> set[str]:
    """Planted cells a new seed may grow from (the isolated set-up seeds do not count)."""
    return {k for k, sp in state["cells"].items() if sp[SEED] is not None and not sp[ISOLATED]}


def _closed(R, state: dict, p: int, k: str, crop: str | None, clear: bool, grow: set) -> str | None:
    """Why the cell cannot take `crop` from p, as the key of the reason (None: it can, money
    aside; crop None: the tests that hold for every crop). A key alone: a listing asks for
    every cell at nearly every step of a search, and needs only yes or no."""
    sp = state["cells"][k]
    w = sp[WORKER]
    if w is not None:
        reason = Worker.closed(R.worker_role[w[1]], p, sp)
        if reason is not None:
            return reason
    if clear:
        reason = CLEAR.refusal(state, sp, crop)
        if reason is not None:
            return reason
        if not R.held.has(state, p, "clear"):
            return "no_vine_clearer"
    elif sp[SEED] is not None:
        return "cell_planted"
    if k not in R.layout.row1 and not any(n in grow for n in R.layout.near[k]):
        return "not_connected"
    return None


def costs(R, state: dict, p: int, crop: str, k: str) -> tuple[int, int | None, list]:
    """(unlock fee p pays, the sealed tier or None, [(tax owner, fee)]) of planting crop at k."""
    tier = R.layout.tier[k]
    sealed = tier if tier in state["sealed"] else None
    fee = 0 if sealed is None else T.limit(R, state, p, "unlock", R.layout.seals[tier]["fee"])
    taxes = []
    cells = state["cells"]
    seen = set()
    for n in R.layout.near[k]:
        if cells[n][SEED] == crop and n not in seen:
            seen.update(R.layout.group(cells, n, crop))
    for f in sorted(seen):
        w = cells[f][WORKER]
        t = 0 if w is None else Worker.toll(R.worker_role[w[1]], p, w[0])
        if t:
            taxes.append((w[0], t))
    return fee, sealed, taxes


def variants(R, state: dict, p: int, crop: str) -> list[dict]:
    """The ways p may plant `crop` without technology questions: [{} ] or the `via` talents."""
    pl = state["players"][p]
    if crop == "vine" or crop in pl["tech"]:
        return [{}]
    out, seen = [], set()
    for entry, node, kind in R.held.abilities(state, p, "plant_cap"):
        d = T.design(entry["id"])
        if d not in seen:
            seen.add(d)
            out.append({"via": entry["id"]})
    return out


def options(R, state: dict, p: int, crops, budget: int | None = None, act: str = "plant") -> list[dict]:
    """Every legal planting of one of `crops` (distinct) by p with at most `budget` coins."""
    return list(iter_options(R, state, p, crops, budget, act))


def iter_options(R, state: dict, p: int, crops, budget: int | None = None, act: str = "plant"):
    """`options` one at a time (a turn's choice lists them only when asked: `choice.Later`).
    The plantings of one terrace, player and seeds are remembered with what each costs, once
    listed to the end: a search lists one decision in many worlds, which differ in the coins
    more than anything (a player's own, drawn for the others), and reads off what a budget
    affords (`_priced`)."""
    if not crops:
        return
    pl = state["players"][p]
    budget = pl["coins"] if budget is None else budget
    key = content_key([act, p, crops, pl["tech"], pl["talents"], len(pl["track"]), CLEAR.used_this_turn(state),
                       state["n"], state["sealed"], state["cells"], [q["talents"] for q in state["players"]]])
    for cost, group in replayed(R, "plantings", key, lambda: _priced(R, state, p, crops, act)):
        if cost <= budget:
            yield from group


def _priced(R, state: dict, p: int, crops, act: str):
    """(fee and taxes, the plantings of one seed on one cell) of every cell where p could plant
    a seed of `crops`, whatever p's coins. Whether a cell is open is asked once per cell, not
    per crop and cell (only a vine over a vine depends on the crop), and only as far as the
    listing goes (the kernel looks for two options to learn that there is a decision)."""
    pl = state["players"][p]
    grow = connected(state)
    clearer = R.held.has(state, p, "clear") and not CLEAR.used_this_turn(state)
    ways = (False, True) if clearer else (False,)
    spots: list[tuple[str, bool]] = []         # (cell, over a vine?) found open, in order
    walked = False                             # all of them found
    workers = list(range(len(pl["track"]))) if len(pl["track"]) > 1 else [None]
    others = [q for q in range(state["n"]) if q != p]
    for crop in crops:
        vs = variants(R, state, p, crop)
        if not vs:
            continue
        for k, clear in (spots if walked else _open_spots(R, state, p, ways, grow, spots)):
            if clear and crop == "vine":
                continue
            fee, sealed, taxes = costs(R, state, p, crop, k)
            group = []
            for v in vs:
                for w in workers:
                    for h in (others if sealed is not None else [None]):
                        o = {"act": act, "seed": crop, "cell": cell(k), **v}
                        if clear:
                            o["clear"] = True
                        if w is not None:
                            o["worker"] = w
                        if h is not None:
                            o["helper"] = h
                        group.append(o)
            yield fee + sum(t for _, t in taxes), tuple(group)
        walked = True


def _open_spots(R, state: dict, p: int, ways: tuple, grow: set, found: list):
    """(cell, over a vine?) where p may plant some crop, in the layout's order, each also
    appended to `found` (`iter_options` walks them again for its next crops)."""
    for k in R.layout.keys:
        for clear in ways:
            if _closed(R, state, p, k, None, clear, grow) is None:
                found.append((k, clear))
                yield k, clear


def refusal(R, state: dict, p: int, option: dict, crops, budget: int | None = None) -> dict:
    """Why a planting option is refused (the most specific reason found)."""
    crop = option.get("seed")
    if not isinstance(crop, str) or crop not in R.seed_kinds:
        return why("unknown_seed")
    if crop not in crops:
        return why("seed_not_in_warehouse", seed=E.seed_label(crop))
    c = option.get("cell")
    if not (isinstance(c, list) and len(c) == 2 and all(type(v) is int for v in c)) \
            or key(c) not in R.layout.tier:
        return why("off_terrace")
    k = key(c)
    if crop != "vine" and crop not in state["players"][p]["tech"] and "via" not in option:
        return why("no_tech", seed=E.seed_label(crop))
    closed = _closed(R, state, p, k, crop, option.get("clear") is True, connected(state))
    if closed is not None:
        return why(closed)
    pl = state["players"][p]
    fee, sealed, taxes = costs(R, state, p, crop, k)
    budget = pl["coins"] if budget is None else budget
    if fee + sum(t for _, t in taxes) > budget:
        return why("cannot_afford_plant", fee=fee, tax=sum(t for _, t in taxes))
    if sealed is not None and "helper" not in option:
        return why("name_helper")
    return why("bad_plant_option")


def points(R, state: dict, p: int, crop: str, k: str, via: str | None) -> dict:
    """What planting crop at k scores (the cell already holds the seed): field, llamas, then the
    talents' bonuses in the order talents.yaml `planting_order` gives, then the cap of a
    planting without the technology."""
    cells = state["cells"]
    field = R.layout.field(cells, k, crop)
    llamas = sum(1 for f in field if cells[f][LLAMA] is not None)
    vine = R.data["crops"]["vine"]
    if crop == "vine":
        pts = vine["points"] + (llamas if vine["llamas_count"] else 0)
    else:
        pts = len(field) + llamas
    # `llamas`: every llama of the field, a vine field's too (the Llama Breeder's coins: the
    # vine rule caps a vine field's points, not what a talent pays for its llamas)
    info = {"own": crop == state["players"][p]["crop"], "llamas": llamas, "field": field, "overflow": 0}
    bonuses = R.held.abilities(state, p, "plant_points")
    if len(bonuses) > 1:                # in the data's order, not the order they were hired in
        bonuses.sort(key=lambda b: R.plant_order[b[2].order(b[1])])
    for _, node, kind in bonuses:
        pts = kind.plant_points(node, pts, info)
    if via is not None:
        for node, kind in R.held.usable("plant_cap")[via, True]:
            cap = kind.plant_cap(node)
            if cap is not None:
                pts = min(pts, cap)
    info["points"] = pts
    return info


def yields(R, state: dict, p: int, option: dict) -> tuple[dict, int, int]:
    """What the planting `option` brings once its seed lies on its cell: `points`, where the
    harvest worker it names stands then (the points beyond the track's last space kept as
    the info's `overflow`), and the coins p's talents add."""
    info = points(R, state, p, option["seed"], key(option["cell"]), option.get("via"))
    before, top = state["players"][p]["track"][option.get("worker", 0)], len(R.harvest) - 1
    info["overflow"] = max(0, before + info["points"] - top)
    coins = sum(kind.plant_coins(node, info) for _, node, kind in R.held.abilities(state, p, "plant_coins"))
    return info, min(top, before + info["points"]), coins


def plant(R, ctx, state: dict, p: int, option: dict, from_warehouse: bool = True) -> None:
    """Carry out a legal planting option."""
    crop, k = option["seed"], key(option["cell"])
    cells, pl = state["cells"], state["players"][p]
    fee, sealed, taxes = costs(R, state, p, crop, k)
    if sealed is not None:
        unlock(R, ctx, state, p, sealed, fee, option["helper"])
    for owner, t in taxes:
        E.transfer(state, p, owner, t)
        ctx.log(f"{G}.log.tax", p, owner=state["seats"][owner]["name"], seat=owner, n=t)
    via = option.get("via")               # a one-time talent that plants without the technology
    if via is not None and R.held.once(via) and any(e["id"] == via and e["charged"] for e in pl["talents"]):
        T.use(R, ctx, state, p, via)
    sp = cells[k]
    if option.get("clear"):
        _, node, kind = R.held.abilities(state, p, "clear")[0]
        kind.clear(node, ctx, state, p, sp, E.cell_arg(k))
    if from_warehouse:
        E.take_from_warehouse(state, p, crop)
    sp[SEED] = crop
    sp[ISOLATED] = False
    info, track, coins = yields(R, state, p, option)
    for f in info["field"]:
        cells[f][ISOLATED] = False
    pl["track"][option.get("worker", 0)] = track
    ctx.log(f"{G}.log.plant", p, seed=E.seed_label(crop), cell=E.cell_arg(k), n=info["points"], track=track)
    if coins:
        got = E.gain(state, p, coins)
        ctx.log(f"{G}.log.plant_coins", p, n=got)
    R.check_end(ctx, state, p)


def unlock(R, ctx, state: dict, p: int, tier: int, fee: int, helper: int) -> None:
    """p opens a sealed tier: pays the fee, the helper pays it too (or takes the seal as a debt),
    and the bottom seed, the lowest talents and the earlier stage's reserve are discarded."""
    if fee:
        E.pay(state, p, fee)
    ctx.log(f"{G}.log.unlock", p, tier=tier, n=fee)
    state["sealed"].remove(tier)
    full = R.layout.seals[tier]["fee"]
    owed = T.limit(R, state, helper, "unlock", full)
    if owed == 0 < full:                 # a talent spares the helper the fee (Terrace Worker)
        ctx.log(f"{G}.log.helper_exempt", helper)
    elif state["players"][helper]["coins"] >= owed:
        E.pay(state, helper, owed)
        ctx.log(f"{G}.log.helper_pays", helper, n=owed)
    else:
        state["debts"].append({"p": helper, "tier": tier, "fee": owed})
        ctx.log(f"{G}.log.helper_debt", helper, n=owed, tier=tier)
    d = R.markets["unlock_discards"]
    for crop in clear_lowest(state["market"], d["seeds"]):
        E.discard_seed(state, crop)
    state["talent_discard"] += clear_lowest(state["talent_market"], d["talents"])
    stage = str(tier - 1)
    state["talent_discard"] += state["stacks"][stage]
    state["stacks"][stage] = []
    state["talent_discard"].sort()
    ctx.log(f"{G}.log.unlock_discards", tier=tier, stage=tier - 1)


def pay_debts(ctx, state: dict, p: int) -> None:
    """At the start of p's turn, each seal p owes (a helper who could not pay, `unlock`) is
    paid once p's coins cover it."""
    for debt in [d for d in state["debts"] if d["p"] == p]:
        if state["players"][p]["coins"] >= debt["fee"]:
            E.pay(state, p, debt["fee"])
            state["debts"].remove(debt)
            ctx.log(f"{G}.log.debt_paid", p, n=debt["fee"], tier=debt["tier"])

def preview(R, state: dict, p: int, option: dict) -> dict:
    """What a legal planting option would bring, worked out as `plant` does on a scratch copy
    of the cells (a board view shows it on the cell before the seed is dropped): the points,
    where the harvest worker would stand, the points lost above the track's end, the unlock
    fee and the taxes p would pay, and the coins p's talents would add. Reads no coins, so an
    observation will do."""
    crop, k = option["seed"], key(option["cell"])
    fee, sealed, taxes = costs(R, state, p, crop, k)
    cells = dict(state["cells"])
    cells[k] = [crop, cells[k][LLAMA], cells[k][WORKER], False]
    info, track, coins = yields(R, {**state, "cells": cells}, p, option)
    return {"points": info["points"], "track": track, "lost": info["overflow"],
            "fee": fee, "tax": sum(t for _, t in taxes), "coins": coins, "field": len(info["field"])}
