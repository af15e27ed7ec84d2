"""Conversions a player may make at any of their decisions (engine/freeacts.py).

Options (all carry an "act" that no ordinary decision uses):
  {"act": "convert", "id": "food.<goods>"}       the board's food strip (home_board.yaml food)
  {"act": "convert", "id": "gold.food", "n": k}  k + 1 gold -> k food
  {"act": "convert", "id": "ruby.<good>"}        1 ruby -> 1 good (ruby.cattle also costs food)
  {"act": "convert", "id": "<tile>.<i>"}         a furnishing's i-th exchange (Trader, parlors...)
  {"act": "ruby_tile", "tile": t, "cell": c}     a single meadow / field / tunnel / cavern
  {"act": "disarm", "dwarf": i}                  Peaceful cave: a weapon for food
Every conversion can be repeated; each uses goods up, so a game cannot loop.
"""
from __future__ import annotations

from . import economy as E
from . import home

G = "caverna"
FREE_ACTS = ("convert", "ruby_tile", "disarm")


def food_id(pay: dict) -> str:
    return "food." + "+".join(f"{g}{n if n > 1 else ''}" for g, n in pay.items())


def table(R) -> dict:
    """Fixed conversions by id -> (pay, gain, is_animal_to_food)."""
    out = {}
    for c in R.home["food"]:
        animal = any(g in E.FARM for g in c["pay"])
        out[food_id(c["pay"])] = (c["pay"], c["gain"], animal)
    ruby = R.home["ruby"]
    for g in ruby["exchange"]["goods"]:
        out[f"ruby.{g}"] = ({"ruby": 1}, {g: 1}, False)
    out["ruby.cattle"] = (ruby["cattle"]["pay"], ruby["cattle"]["gain"], False)
    return out


def options(R, state: dict, p: int) -> list[dict]:
    pl = state["players"][p]
    out = []
    for cid, (pay, gain, _) in R.conversions.items():
        if E.can_pay(pl, pay):
            out.append({"act": "convert", "id": cid})
    surcharge = R.home["gold_to_food"]["surcharge"]
    for k in range(1, pl["goods"]["gold"] - surcharge + 1):
        out.append({"act": "convert", "id": "gold.food", "n": k})
    for tid, i, e in _tile_converts(R, pl):
        if E.can_pay(pl, e["pay"]):
            out.append({"act": "convert", "id": f"{tid}.{i}"})
    for t in R.home["ruby"]["tiles"]:
        if E.can_pay(pl, t["pay"]):
            for cell in R.place.single_spots(pl, t["tile"]):
                out.append({"act": "ruby_tile", "tile": t["tile"], "cell": cell})
    if R.has_effect(pl, "disarm_for_food"):
        for i, d in enumerate(pl["dwarfs"]):
            if d["w"] > 0:
                out.append({"act": "disarm", "dwarf": i})
    return out


def _tile_converts(R, pl: dict):
    for tid in R.active_furnishings(pl):
        i = 0
        for e in R.tile_effects(tid):
            if e["type"] == "convert":
                yield tid, i, e
                i += 1


def apply(R, ctx, state: dict, p: int, option: dict) -> None:
    pl = state["players"][p]
    act = option["act"]
    if act == "ruby_tile":
        t = next(x for x in R.home["ruby"]["tiles"] if x["tile"] == option["tile"])
        E.pay(pl, t["pay"])
        home.lay_tile(R, ctx, state, p, option["tile"], option["cell"])
        return
    if act == "disarm":
        d = pl["dwarfs"][option["dwarf"]]
        per = next(e for _, e in R.effects(pl, "disarm_for_food"))["food_per_strength"]
        food = d["w"] * per
        d["w"] = 0
        E.give(R, state, p, {"food": food})
        ctx.log(f"{G}.log.disarm", p, food=food)
        return
    cid = option["id"]
    if cid == "gold.food":
        k = option["n"]
        pay = {"gold": k + R.home["gold_to_food"]["surcharge"]}
        gain = {"food": k}
        animals = False
    elif cid in R.conversions:
        pay, gain, animals = R.conversions[cid]
    else:
        tid, i = cid.rsplit(".", 1)
        e = [x for x in R.tile_effects(tid) if x["type"] == "convert"][int(i)]
        pay, gain, animals = e["pay"], e["gain"], False
    E.pay(pl, pay)
    gain = dict(gain)
    if animals:
        k = sum(n for g, n in pay.items() if g in E.FARM)
        for _, e in R.effects(pl, "trigger"):
            if e["event"] == "farm_animal_to_food":
                gain = E.add(gain, e["gain"], k)
    E.give(R, state, p, gain)
    ctx.log(f"{G}.log.exchange", p, pay=R.goods_text(pay), gain=R.goods_text(gain))


def any_for(R, state: dict, p: int) -> bool:
    return bool(options(R, state, p))
