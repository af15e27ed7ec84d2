"""Builders for constructed Caverna positions (imported by the tests and by conftest)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from boardgames import paths
from boardgames.games.caverna import animals as A
from game_support import BaseBuilder

ROOT = Path(__file__).resolve().parents[2]
COLOURS = ["red", "blue", "green", "yellow", "purple", "white", "black"]


@lru_cache(maxsize=1)
def load_rules():
    """The Caverna rules, loaded through the catalog like the app does."""
    from boardgames.engine.catalog import load_catalog
    catalog = load_catalog(paths.data_dir())
    assert "caverna" in catalog.games, catalog.errors.get("caverna")
    return catalog.games["caverna"].rules()


def seats(n: int) -> list[dict]:
    return [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]


class Builder(BaseBuilder):
    def __init__(self, rules, n=2, mode="full", seed=1):
        super().__init__(rules, seats(n), mode, seed=seed)

    # --- reading ----------------------------------------------------------------------------
    @property
    def choice(self):
        return self.m.pending

    def real(self) -> list[dict]:
        from boardgames.engine.freeacts import real_options
        return real_options(self.m.pending)

    # --- edits ------------------------------------------------------------------------------------
    def goods(self, p: int = 0, **goods):
        for g, n in goods.items():
            box = self.pl(p)["animals"] if g in self.pl(p)["animals"] else self.pl(p)["goods"]
            box[g] = n
        return self

    def tiles(self, p: int = 0, **cells):
        """tiles(F3R4="meadow", M2R4="tunnel", ...)"""
        for c, t in cells.items():
            self.pl(p)["tiles"][c] = t
        return self

    def large(self, p: int, a: str, b: str):
        self.pl(p)["tiles"][a] = self.pl(p)["tiles"][b] = "large_pasture"
        self.pl(p)["large"].append(sorted([a, b]))
        return self

    def stable(self, p: int, *cells):
        self.pl(p)["stables"].extend(cells)
        return self

    def furnish(self, p: int, cell: str, tid: str):
        pl = self.pl(p)
        pl["tiles"].setdefault(cell, "cavern")
        pl["furn"][cell] = tid
        if tid in self.s["supply"]:
            self.s["supply"].remove(tid)
        return self

    def dwarfs(self, p: int, *strengths):
        self.pl(p)["dwarfs"] = [{"w": w, "at": None, "new": False} for w in strengths]
        return self

    def space(self, sid: str, **goods):
        """Make an action space exist (a round card revealed early) holding these goods."""
        sp = self.s["spaces"].setdefault(sid, {"goods": {}, "occ": None, "protected": False})
        sp["goods"] = dict(goods)
        return self

    def turn(self, p: int):
        """It is p's turn to place a dwarf (the work phase, nothing else pending)."""
        self.s["tasks"] = [{"t": "rounds", "i": 1, "in": True}, {"t": "work", "p": p, "in": True},
                           {"t": "place", "p": p}]
        self.s["phase"] = "work"
        self.s["turn"] = p
        self.m.invalidate()
        return self

    def arrive(self, p: int = 0, **animals):
        """Animals arrive as an action gives them: the housing is checked (overflow may ask)."""
        from boardgames.engine.rules import Ctx
        self.rules.holdings.give(self.rules, self.s, p, animals)
        self.rules.settle(Ctx(self.s), self.s)
        self.m.invalidate()
        return self

    # --- acting ----------------------------------------------------------------------------------
    def choose(self, option: dict):
        self.m.choose(option)
        return self

    def place(self, sid: str, dwarf: int | None = None, p: int | None = None):
        opts = self.opts(act="place", space=sid)
        if dwarf is not None:
            opts = [o for o in opts if o["dwarf"] == dwarf]
        assert opts, f"cannot place on {sid}: {self.m.pending.options[:8]}"
        self.m.choose(opts[0], player=p)
        return self

    def housed(self, p: int = 0) -> int:
        pl = self.pl(p)
        return A.best(self.rules.housing(self.s, p), A.counts_of(pl), pl["animals"]["dog"])


def idle(state: dict) -> bool:
    """Nothing pending but the turn order itself: the last action is over."""
    from boardgames.games.caverna.tasks import STRUCTURE
    return all(t["t"] in STRUCTURE for t in state["tasks"])


def first_real(b: Builder) -> dict:
    opts = b.real()
    assert opts, f"no real option in {b.m.pending.kind}"
    return opts[0]


def advance(b: Builder, until, limit: int = 3000, pick=first_real) -> Builder:
    """Make choices (the first real option, or `pick`) until `until(state)` holds."""
    for _ in range(limit):
        if until(b.s) or b.m.over:
            return b
        b.m.choose(pick(b))
    raise AssertionError("advance: condition never reached")
