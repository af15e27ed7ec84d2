"""Goods in and out of a player's supply, the triggers that fire on gains, and countables.

Every gain goes through `give` so that tile triggers (Dog school: +1 wood per new dog; Seam:
+1 ore per stone received, from any source) and the animal-housing check are never missed.
Animals live in `pl["animals"]`, everything else in `pl["goods"]`.
"""
from __future__ import annotations

from . import board as B

G = "caverna"
ANIMALS = ("dog", "sheep", "donkey", "wild_boar", "cattle")
FARM = ("sheep", "donkey", "wild_boar", "cattle")
GOODS = ("wood", "stone", "ore", "ruby", "gold", "food", "grain", "vegetable")
#: the good whose gain fires a trigger event (schema.yaml `event`), per unit gained
GAINED = {"dog": "dog_gained", "stone": "stone_gained"}


def has(pl: dict, good: str) -> int:
    return pl["animals"][good] if good in ANIMALS else pl["goods"][good]


def can_pay(pl: dict, cost: dict, times: int = 1) -> bool:
    goods, animals = pl["goods"], pl["animals"]
    for g, n in cost.items():
        if (animals[g] if g in ANIMALS else goods[g]) < n * times:
            return False
    return True


def pay(pl: dict, cost: dict, times: int = 1) -> None:
    for g, n in cost.items():
        box = pl["animals"] if g in ANIMALS else pl["goods"]
        box[g] -= n * times
        if box[g] < 0:
            raise ValueError(f"paid {g} below zero")


def add(goods: dict, more: dict, times: int = 1) -> dict:
    out = dict(goods)
    for g, n in more.items():
        out[g] = out.get(g, 0) + n * times
    return out


def give(rules, state: dict, p: int, goods: dict, times: int = 1) -> None:
    """Goods from the general supply to player p, with the gain triggers."""
    pl = state["players"][p]
    animals = False
    for g, n in goods.items():
        n *= times
        if n <= 0:
            continue
        if g in ANIMALS:
            pl["animals"][g] += n
            animals = animals or g in FARM
        else:
            pl["goods"][g] += n
        event = GAINED.get(g)
        if event is not None:
            for _, e in rules.effects(pl, "trigger"):
                if e["event"] == event:
                    give(rules, state, p, e["gain"], n)
    if animals:
        need_housing(state, p)


def gain(rules, ctx, state: dict, p: int, goods: dict, times: int = 1) -> None:
    """`give`, and the log says what p gained."""
    give(rules, state, p, goods, times)
    ctx.log(f"{G}.log.gain", p, goods=rules.goods_text(add({}, goods, times) if times != 1 else goods))


def need_housing(state: dict, p: int) -> None:
    """Ask the rules to check player p's housing before the next decision."""
    if p not in state["check"]:
        state["check"].append(p)


# --- countables ---------------------------------------------------------------------------
# What a "per" or "if_at_least" in the data may count: one small function each (rules, state, p, cell).
def _crop(crop: str):
    return lambda R, state, p, cell: (state["players"][p]["goods"][crop]
                                      + sum(c.get(crop, 0) for c in state["players"][p]["crops"].values()))


def _mines(*kinds: str):
    return lambda R, state, p, cell: sum(1 for t in state["players"][p]["tiles"].values() if t in kinds)


def _adjacent_dwelling(R, state, p, cell) -> int:
    pl = state["players"][p]
    if cell is None:
        cell = next((c for c, t in pl["furn"].items() if R.tile_has(t, "score_per", "adjacent_dwelling")), None)
        if cell is None:
            return 0
    return sum(1 for n in B.NEIGHBOURS[cell] if n in pl["furn"] and R.tile(pl["furn"][n])["group"] == "dwelling")


COUNTABLES = {
    "farm_animal": lambda R, state, p, cell: sum(state["players"][p]["animals"][a] for a in FARM),
    "grain_all": _crop("grain"),
    "vegetable_all": _crop("vegetable"),
    "grain_vegetable_set": lambda R, state, p, cell: min(_crop("grain")(R, state, p, cell),
                                                         _crop("vegetable")(R, state, p, cell)),
    "dwarf": lambda R, state, p, cell: len(state["players"][p]["dwarfs"]),
    "armed_dwarf": lambda R, state, p, cell: sum(1 for d in state["players"][p]["dwarfs"] if d["w"] > 0),
    "yellow_furnishing": lambda R, state, p, cell: sum(1 for t in state["players"][p]["furn"].values()
                                                       if R.tile(t)["tag"] == "yellow"),
    "adjacent_dwelling": _adjacent_dwelling,
    "ore_mine": _mines("ore_mine"),
    "ruby_mine": _mines("ruby_mine"),
    "donkey_in_ore_mine": lambda R, state, p, cell: min(state["players"][p]["animals"]["donkey"],
                                                        _mines("ore_mine")(R, state, p, cell)),
    "donkey_in_mine": lambda R, state, p, cell: min(state["players"][p]["animals"]["donkey"],
                                                    _mines("ore_mine", "ruby_mine")(R, state, p, cell)),
    "missing_farm_animal_type": lambda R, state, p, cell: sum(1 for a in FARM if state["players"][p]["animals"][a] == 0),
    "unused_space": lambda R, state, p, cell: R.place.unused(state["players"][p]),
    "begging_marker": lambda R, state, p, cell: state["players"][p]["begging"],
}


def count(rules, state: dict, p: int, what: str, cell: str | None = None) -> int:
    """How many of `what` player p has: a good or an animal, or one of the COUNTABLES."""
    if what in ANIMALS or what in GOODS:
        return has(state["players"][p], what)
    return COUNTABLES[what](rules, state, p, cell)
