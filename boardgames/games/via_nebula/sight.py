"""What a player's actions can reach, read off the board once per decision.

`BoardIndex` (one per board side, built at load) is the side's `engine.bitgraph.BitGraph`,
its cells in reading order (so the set bits of a mask come out in the order options are
listed), with the printed spaces of each type as masks: the empty meadows are its open cells,
the spaces next to them are where fog and forest may be explored, and a ruin's reach is what
can be transported to it.

`Scan` is one pass over the board for all players, `Sight` what one player's actions read
their options from. Nothing here is part of the state.
"""
from __future__ import annotations

from boardgames.engine.bitgraph import BitGraph, Regions

from .board import EXPLORABLE, Layout

TYPES = ("fog", "forest", "forbidden", "meadow", "exploitation", "ruin")     # printed space types


class BoardIndex(BitGraph):
    """The bit graph of one board side, and its printed spaces by type."""

    def __init__(self, layout: Layout):
        super().__init__(layout.keys, layout.nbs)
        self.layout = layout
        self.cells = [tuple(int(v) for v in k.split(",")) for k in self.keys]
        #: the printed spaces of each type; a scan looks only at the ones that can change, by type
        self.printed = {t: self.mask(layout.of_type(t)) for t in TYPES}
        self.terrain = [(k, self.bit[k]) for k in self.keys if layout.types[k] in EXPLORABLE]
        self.exploitations = [(k, self.bit[k]) for k in layout.of_type("exploitation")]
        self.ruins = [(k, self.bit[k]) for k in layout.of_type("ruin")]

    def cell(self, i: int) -> list[int]:
        q, r = self.cells[i]
        return [q, r]

    def cell_at(self, k: str) -> list[int]:
        """The option form [q, r] of the cell with key k (a fresh list)."""
        q, r = self.cells[self.index[k]]
        return [q, r]


class Scan:
    """One pass over the board for every player at once: what is the same for all of them, and
    per player the spaces holding their pieces and their waiting sites (a computer opponent
    scores every player of each position it tries: one pass serves them all)."""

    __slots__ = ("index", "meadow", "fog", "forest", "forbidden", "exploit", "tokens", "free_ruins",
                 "own", "sites")

    def __init__(self, index: BoardIndex, board: dict):
        self.index = index
        explored = 0                        # printed fog, forest or forbidden spaces under a meadow tile
        for k, b in index.terrain:
            if board[k]["kind"] == "meadow":
                explored |= b
        meadow = index.printed["meadow"] | explored
        exploit = 0
        own: dict[int, int] = {}            # player -> their exploitations and ruins
        tokens: list[str] = []
        for k, b in index.exploitations:
            sp = board[k]
            kind = sp["kind"]
            # chain: the three things an exploitation space holds (board state, not actions);
            # every table lookup tried made this loop 40% slower, and a scan is most of a listing
            if kind == "token":
                tokens.append(k)
            elif kind == "exploitation":
                exploit |= b
                q = sp["owner"]
                own[q] = own.get(q, 0) | b
            else:
                meadow |= b                 # exhausted
        free_ruins: list[str] = []
        sites: dict[int, list[tuple[str, int]]] = {}
        for k, b in index.ruins:
            for i, s in enumerate(board[k]["slots"]):
                if s is None:
                    if not free_ruins or free_ruins[-1] != k:
                        free_ruins.append(k)
                else:
                    q = s["p"]
                    own[q] = own.get(q, 0) | b
                    if not s["building"]:
                        sites.setdefault(q, []).append((k, i))
        printed = index.printed
        self.fog, self.forest = printed["fog"] & ~explored, printed["forest"] & ~explored
        self.forbidden = printed["forbidden"] & ~explored
        self.meadow, self.exploit = meadow, exploit
        self.tokens, self.free_ruins, self.own, self.sites = tokens, free_ruins, own, sites

    def sight(self, p: int) -> "Sight":
        return Sight(self, p)


class Sight:
    """What player p's actions can reach on the scanned board: what the options of every action
    are read from."""

    __slots__ = ("index", "p", "meadow", "fog", "forest", "forbidden", "exploit", "own", "tokens",
                 "free_ruins", "sites", "_meadows", "_reach")

    def __init__(self, scan: Scan, p: int):
        self.index, self.p = scan.index, p
        self.meadow, self.fog, self.forest, self.forbidden = scan.meadow, scan.fog, scan.forest, scan.forbidden
        self.exploit, self.tokens, self.free_ruins = scan.exploit, scan.tokens, scan.free_ruins
        self.own = scan.own.get(p, 0)
        self.sites: list[tuple[str, int]] = scan.sites.get(p, [])
        self._meadows: Regions | None = None
        self._reach: int | None = None

    @property
    def meadows(self) -> Regions:
        if self._meadows is None:
            self._meadows = self.index.regions(self.meadow)
        return self._meadows

    def explorable(self, mask: int) -> list[int]:
        """The cells of `mask` next to an empty meadow or one of p's pieces, in reading order
        (a shared list: do not change it)."""
        if not mask:
            return []
        if self._reach is None:
            self._reach = self.meadows.near | self.index.near(self.own)
        return self.index.bits(mask & self._reach)

    def sources(self, ruin: str) -> list[int]:
        """The exploitations a resource can travel from to this ruin, in reading order (shared)."""
        if not self.exploit:
            return []
        return self.index.bits(self.index.reach(self.meadows, self.index.index[ruin]) & self.exploit)
