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


def has(pl: dict, good: str) -> int:
    return pl["animals"][good] if good in ANIMALS else pl["goods"][good]


def can_pay(pl: dict, cost: dict, times: int = 1) -> bool:
    return all(has(pl, g) >= n * times for g, n in cost.items())


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
        if g == "dog":
            for _, e in rules.effects(pl, "trigger"):
                if e["event"] == "dog_gained":
                    give(rules, state, p, e["gain"], n)
        elif g == "stone":
            for _, e in rules.effects(pl, "trigger"):
                if e["event"] == "stone_gained":
                    give(rules, state, p, e["gain"], n)
    if animals:
        need_housing(state, p)


def need_housing(state: dict, p: int) -> None:
    """Ask the rules to check player p's housing before the next decision."""
    if p not in state["check"]:
        state["check"].append(p)


# --- countables ---------------------------------------------------------------------------
def count(rules, state: dict, p: int, what: str, cell: str | None = None) -> int:
    pl = state["players"][p]
    if what in ANIMALS or what in GOODS:
        return has(pl, what)
    tiles = pl["tiles"]
    if what == "farm_animal":
        return sum(pl["animals"][a] for a in FARM)
    if what == "grain_all":
        return pl["goods"]["grain"] + sum(c.get("grain", 0) for c in pl["crops"].values())
    if what == "vegetable_all":
        return pl["goods"]["vegetable"] + sum(c.get("vegetable", 0) for c in pl["crops"].values())
    if what == "grain_vegetable_set":
        return min(count(rules, state, p, "grain_all"), count(rules, state, p, "vegetable_all"))
    if what == "dwarf":
        return len(pl["dwarfs"])
    if what == "armed_dwarf":
        return sum(1 for d in pl["dwarfs"] if d["w"] > 0)
    if what == "yellow_furnishing":
        return sum(1 for t in pl["furn"].values() if rules.tile(t)["tag"] == "yellow")
    if what == "adjacent_dwelling":
        if cell is None:
            cell = next((c for c, t in pl["furn"].items() if rules.tile_has(t, "score_per", "adjacent_dwelling")), None)
            if cell is None:
                return 0
        return sum(1 for n in B.NEIGHBOURS[cell] if n in pl["furn"] and rules.tile(pl["furn"][n])["group"] == "dwelling")
    if what == "ore_mine":
        return sum(1 for t in tiles.values() if t == "ore_mine")
    if what == "ruby_mine":
        return sum(1 for t in tiles.values() if t == "ruby_mine")
    if what == "donkey_in_ore_mine":
        return min(pl["animals"]["donkey"], count(rules, state, p, "ore_mine"))
    if what == "donkey_in_mine":
        return min(pl["animals"]["donkey"], count(rules, state, p, "ore_mine") + count(rules, state, p, "ruby_mine"))
    if what == "missing_farm_animal_type":
        return sum(1 for a in FARM if pl["animals"][a] == 0)
    if what == "unused_space":
        return rules.place.unused(pl)
    if what == "begging_marker":
        return pl["begging"]
    raise KeyError(f"unknown countable {what!r}")
