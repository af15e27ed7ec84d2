"""Where a Caverna player's goods lie, for the engine's goods mechanics (engine/mechanics/
table.Holdings): the goods in `pl["goods"]`, the animals apart in `pl["animals"]`
(home_board.yaml `goods`, `animals`), from a general supply that never runs out.

Every gain goes through `give` so that tile triggers (Dog school: +1 wood per new dog; Seam:
+1 ore per stone received, from any source) and the animal-housing check are never missed.
"""
from __future__ import annotations

from boardgames.engine.mechanics.table import Holdings

#: the good whose gain fires a trigger event (schema.yaml `event`), per unit gained
GAINED = {"dog": "dog_gained", "stone": "stone_gained"}


class Supplies(Holdings):
    """A Caverna player's supply, by the home board's data."""

    def __init__(self, home: dict):
        self.farm = tuple(home["animals"]["farm"])
        self.animals = (home["animals"]["dog"], *self.farm)
        self.goods = tuple(home["goods"])
        boxes = {g: "goods" for g in self.goods}
        boxes.update((a, "animals") for a in self.animals)
        super().__init__(boxes, unlimited=True)

    def gained(self, R, state: dict, p: int, goods: dict) -> None:
        """The triggers on gaining a good, and the housing check after farm animals."""
        pl = state["players"][p]
        for g, n in goods.items():
            event = GAINED.get(g)
            if event is not None and n > 0:
                for _, e in R.effects(pl, ("trigger", event)):
                    self.give(R, state, p, add({}, e["gain"], n))
        if any(n > 0 and g in self.farm for g, n in goods.items()):
            need_housing(state, p)

    def words(self, R, goods: dict):
        return R.goods_text(goods)


def add(goods: dict, more: dict, times: int = 1) -> dict:
    out = dict(goods)
    for g, n in more.items():
        out[g] = out.get(g, 0) + n * times
    return out


def need_housing(state: dict, p: int) -> None:
    """Ask the rules to check player p's housing before the next decision."""
    if p not in state["check"]:
        state["check"].append(p)
