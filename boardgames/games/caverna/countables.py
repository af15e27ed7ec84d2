"""What a "per", an "if_at_least" or a score row of the data may count (schema.yaml
`countable`): a good or an animal of the player's, or one of the COUNTABLES, one small
function each (rules, state, p, cell: the cell of the furnishing that asks, if any).
"""
from __future__ import annotations

from . import board as B


def _crop(crop: str):
    return lambda R, state, p, cell: (state["players"][p]["goods"][crop]
                                      + sum(c.get(crop, 0) for c in state["players"][p]["crops"].values()))


def _mines(*kinds: str):
    return lambda R, state, p, cell: sum(1 for t in state["players"][p]["tiles"].values() if t in kinds)


def _farm(R, state, p) -> list[int]:
    animals = state["players"][p]["animals"]
    return [animals[a] for a in R.holdings.farm]


def _adjacent_dwelling(R, state, p, cell) -> int:
    pl = state["players"][p]
    if cell is None:
        cell = next((c for c, t in pl["furn"].items() if R.tile_has(t, "score_per", "adjacent_dwelling")), None)
        if cell is None:
            return 0
    return sum(1 for n in B.NEIGHBOURS[cell] if n in pl["furn"] and R.tile(pl["furn"][n])["group"] == "dwelling")


COUNTABLES = {
    "farm_animal": lambda R, state, p, cell: sum(_farm(R, state, p)),
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
    "missing_farm_animal_type": lambda R, state, p, cell: sum(1 for n in _farm(R, state, p) if n == 0),
    "unused_space": lambda R, state, p, cell: R.place.unused(state["players"][p]),
    "begging_marker": lambda R, state, p, cell: state["players"][p]["begging"],
}


def count(R, state: dict, p: int, what: str, cell: str | None = None) -> int:
    """How many of `what` player p has: a good or an animal, or one of the COUNTABLES."""
    if what in R.holdings.boxes:
        return R.holdings.amount(state, p, what)
    return COUNTABLES[what](R, state, p, cell)
