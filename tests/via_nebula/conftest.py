"""Builders for constructed Via Nebula positions.

Every edit keeps all components accounted for (resources come from the supply, meadow tiles
from the general supply, tokens go to a player), so `check()` still holds after `refresh()`.
Cells are axial [q, r] on the beginner side unless a test says otherwise; see
data/via_nebula/boards.yaml. A useful corner of the beginner side (offset rows 8-9):

    X(3,8) F(4,8) R(5,8) F(6,8)         X = exploitation space, R = ruin,
  X(1,9) X(2,9) F(3,9) R(4,9) M(5,9)    F = fog, M = printed empty meadow
"""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog
from game_support import BaseBuilder, named_seats
from vn_helpers import K


@pytest.fixture(scope="session")
def rules():
    return load_catalog().games["via_nebula"].rules()


class Builder(BaseBuilder):
    def __init__(self, rules, n=3, mode="beginner", seed=1):
        super().__init__(rules, named_seats(rules, n), mode, seed=seed)

    # --- reading ---------------------------------------------------------------------
    def at(self, cell) -> dict:
        return self.s["board"][K(cell)]

    # --- turn ------------------------------------------------------------------------
    def turn(self, p: int, ap: int = 2):
        """Player p's turn with `ap` action points, nothing else pending (see tasks.py)."""
        self.s["turn"] = {"player": p, "ap": ap, "acted": 0}
        self.s["tasks"] = [{"t": "turns", "p": p, "in": True}, {"t": "action", "p": p}]
        return self

    # --- board edits ---------------------------------------------------------------------
    def tile(self, *cells):
        """Lay a meadow tile from the general supply on fog, forest or a forbidden space."""
        for cell in cells:
            sp = self.at(cell)
            assert sp["kind"] in ("fog", "forest", "forbidden"), (cell, sp)
            self.s["tiles"] -= 1
            self.s["board"][K(cell)] = {"kind": "meadow", "tile": True}
        return self

    def token_at(self, cell) -> str:
        """Make sure an exploitation token lies on this exploitation space (swapping spaces)."""
        k = K(cell)
        assert self.rules.layout(self.s).types[k] == "exploitation", cell
        if self.s["board"][k]["kind"] == "token":
            return self.s["board"][k]["token"]
        other = next(x for x in self.rules.layout(self.s).keys
                     if self.s["board"][x]["kind"] == "token" and x != k)
        self.s["board"][k], self.s["board"][other] = self.s["board"][other], self.s["board"][k]
        return self.s["board"][k]["token"]

    def _give_token(self, cell, p: int) -> str:
        tid = self.token_at(cell)
        self.pl(p)["tokens"].append(tid)
        return tid

    def exhaust(self, cell, p: int = 0):
        """An exploitation opened by p earlier and already emptied: an empty printed meadow."""
        self._give_token(cell, p)
        self.s["board"][K(cell)] = {"kind": "meadow", "tile": False}
        return self

    def open(self, cell, p: int, n: int | None = None) -> str:
        """p's craftsman works this exploitation; n resources of the token's type lie on it."""
        tid = self._give_token(cell, p)
        t = self.rules.token(tid)
        if n is None:
            n = t["quantity"] + self.rules.per_players(self.s)["yield_change"]
        self.s["supply"][t["resource"]] -= n
        self.pl(p)["craftsmen"] -= 1
        self.s["board"][K(cell)] = {"kind": "exploitation", "res": t["resource"], "n": n, "owner": p}
        return t["resource"]

    def neutral_at(self, cell) -> str:
        """Move one of the neutral exploitations onto this exploitation space."""
        k = K(cell)
        if self.s["board"][k]["kind"] == "exploitation" and self.s["board"][k]["owner"] is None:
            return self.s["board"][k]["res"]
        self.token_at(cell)
        other = next(x for x in self.rules.layout(self.s).keys
                     if self.s["board"][x]["kind"] == "exploitation" and self.s["board"][x]["owner"] is None)
        self.s["board"][k], self.s["board"][other] = self.s["board"][other], self.s["board"][k]
        return self.s["board"][k]["res"]

    def site(self, p: int, cell, **res) -> int:
        """p's building site on the first free half of a ruin, holding `res` from the supply."""
        slots = self.at(cell)["slots"]
        i = slots.index(None)
        for r, n in res.items():
            self.s["supply"][r] -= n
        slots[i] = {"p": p, "building": False, "res": {r: n for r, n in res.items() if n}}
        self.pl(p)["sites"] -= 1
        return i

    def building(self, p: int, cell, contract: str | None = None) -> int:
        """A building of p on the first free half of a ruin, for a contract taken from the deck."""
        slots = self.at(cell)["slots"]
        i = slots.index(None)
        cid = contract or self.s["deck"][0]
        self.take_contract(cid)
        slots[i] = {"p": p, "building": True, "contract": cid}
        self.pl(p)["buildings"] += 1
        self.pl(p)["done"].append(cid)
        return i

    # --- contracts -------------------------------------------------------------------------
    def take_contract(self, cid: str) -> None:
        """Remove a contract from wherever it is (a display gap is refilled from the deck)."""
        s = self.s
        if cid in s["deck"]:
            s["deck"].remove(cid)
        elif cid in s["display"]:
            i = s["display"].index(cid)
            s["display"][i] = s["deck"].pop() if s["deck"] else None
        elif cid in s["box"]:
            s["box"].remove(cid)
        else:
            for pl in s["players"]:
                if cid in pl["private"]:
                    pl["private"].remove(cid)
                    break
            else:
                raise LookupError(cid)

    def hand(self, p: int, *cids: str):
        """p's private hand becomes exactly these contracts (the old ones go to the box)."""
        for cid in cids:
            self.take_contract(cid)
        self.s["box"].extend(self.pl(p)["private"])
        self.pl(p)["private"] = list(cids)
        return self

    def show(self, cid: str, slot: int = 0):
        """Put a neutral contract on display (the card it replaces goes back into the deck)."""
        self.take_contract(cid)
        old = self.s["display"][slot]
        if old:
            self.s["deck"].insert(0, old)
        self.s["display"][slot] = cid
        return self



@pytest.fixture
def build(rules):
    def make(**kw):
        return Builder(rules, **kw)
    return make
