"""Builders for constructed Urubamba Valley positions.

A Builder starts a real game and then edits it like a referee laying out a test; every edit
keeps all components accounted for (seeds come from the bag, coins from the supply, talents
from wherever their tile is), so `check()` holds after each one. Cells are [row, col]: row 1
is nearest the river; tier 1 = rows 1-2 (columns 1-8), tier 2 = rows 3-4 (2-7), tier 3 =
rows 5-6 (3-6); the set-up llamas stand at [4, 3] (tier 2) and [6, 5] (tier 3).
"""
from __future__ import annotations

from boardgames.games.urubamba_valley.terrace import ISOLATED, SEED, WORKER
from game_support import BaseBuilder, named_seats

G = "urubamba_valley"


def K(cell) -> str:
    return f"{cell[0]},{cell[1]}"


class Builder(BaseBuilder):
    def __init__(self, rules, n: int = 5, seed: int = 1):
        super().__init__(rules, named_seats(rules, n), seed=seed)

    # --- reading -------------------------------------------------------------------------------
    def at(self, cell) -> dict:
        return self.s["cells"][K(cell)]

    # --- edits -------------------------------------------------------------------------------------
    def turn(self, p: int):
        """Player p's turn, nothing else pending."""
        self.s["turn"] = {"p": p, "cleared": False, "sabotaged": False}
        self.s["tasks"] = [{"t": "turns", "p": p, "in": True},
                           {"t": "turn", "p": p, "phase": "act", "only": None, "last": None}]
        self.m.invalidate()
        return self

    def _take_seed(self, crop: str) -> None:
        s = self.s
        for pile in (s["bag"], s["discard"]):
            if crop in pile:
                pile.remove(crop)
                return
        if crop in s["market"]:
            s["market"][s["market"].index(crop)] = None
            return
        if crop == "vine" and s["vines"]:
            s["vines"] -= 1
            return
        raise AssertionError(f"no {crop} seed left to take")

    def put(self, cell, crop: str, isolated: bool = False):
        self._take_seed(crop)
        sp = self.at(cell)
        assert sp[SEED] is None, cell
        sp[SEED], sp[ISOLATED] = crop, isolated
        self.m.invalidate()
        return self

    def seeds(self, p: int, *crops: str):
        """p's warehouse holds exactly these seeds (the old ones go to the discard pile)."""
        wh = self.pl(p)["warehouse"]
        self.s["discard"] += wh
        self.s["discard"].sort()
        wh.clear()
        for c in crops:
            self._take_seed(c)
            wh.append(c)
        wh.sort()
        self.m.invalidate()
        return self

    def coins(self, p: int, n: int):
        pl = self.pl(p)
        self.s["supply"] += pl["coins"] - n
        pl["coins"] = n
        self.m.invalidate()
        return self

    def tech(self, p: int, crop: str):
        self.s["cubes"][crop] -= 1
        self.pl(p)["tech"].append(crop)
        return self

    def talent(self, p: int, design: str, charged: bool | None = None) -> str:
        """Give p a tile of this talent (from the reserve, the market or the discard)."""
        s = self.s
        tile = None
        for stack in s["stacks"].values():
            tile = next((t for t in stack if t.startswith(design + ".")), None)
            if tile:
                stack.remove(tile)
                break
        if tile is None and any(t and t.startswith(design + ".") for t in s["talent_market"]):
            i = next(i for i, t in enumerate(s["talent_market"]) if t and t.startswith(design + "."))
            tile, s["talent_market"][i] = s["talent_market"][i], None
        if tile is None:
            tile = next(t for t in s["talent_discard"] if t.startswith(design + "."))
            s["talent_discard"].remove(tile)
        once = any(n.get("once") for n in self.rules.talent(tile)["abilities"])
        self.pl(p)["talents"].append({"id": tile, "charged": once if charged is None else charged})
        if design == "manager" and len(self.pl(p)["track"]) == 1:
            self.pl(p)["track"].append(0)
        self.m.invalidate()
        return tile

    def market_talent(self, slot: int, design: str) -> str:
        """Put a tile of this talent in a talent market slot (the slot's tile goes to the discard)."""
        s = self.s
        old = s["talent_market"][slot]
        s["talent_market"][slot] = None
        if old:
            s["talent_discard"].append(old)
        tile = None
        for stack in s["stacks"].values():
            tile = next((t for t in stack if t.startswith(design + ".")), None)
            if tile:
                stack.remove(tile)
                break
        if tile is None and any(t and t.startswith(design + ".") for t in s["talent_market"]):
            j = next(j for j, t in enumerate(s["talent_market"]) if t and t.startswith(design + "."))
            tile, s["talent_market"][j] = s["talent_market"][j], None
            s["talent_discard"].append(tile)
            s["talent_discard"].remove(tile)
        if tile is None:
            tile = next(t for t in s["talent_discard"] if t.startswith(design + "."))
            s["talent_discard"].remove(tile)
        s["talent_market"][slot] = tile
        self.m.invalidate()
        return tile

    def worker_on(self, p: int, cell, kind: str):
        self.at(cell)[WORKER] = [p, kind]
        self.m.invalidate()
        return self

    def choose(self, option: dict):
        self.m.choose(option)
        return self


def lively(match, rnd):
    """A random player who rarely passes: a Harvest with every worker on 0 (a turn that changes
    nothing; a whole round of them ends the game, NOTES.md) only when nothing else is offered,
    or three times in ten. Uniform play takes it so often that most 3-player games would end that way
    within a few rounds, and the tests would see little of the game."""
    from boardgames.engine.choice import onward
    choice = match.pending
    options = onward(choice.options)
    state = match.state
    if choice.kind == f"{G}.turn" and not any(state["players"][choice.player]["track"]) and rnd.random() > 0.3:
        options = [o for o in options if o.get("act") != "harvest"] or options
    return rnd.choice(options)
