"""What a player's actions can reach, read off the board once per decision.

Every cell of a board side has one bit, in reading order, so the set bits of a mask come out
in the order options are listed. `BoardIndex` (one per side, built at load) holds the
neighbour masks and caches what depends on little:

* per set of empty meadows (it only ever grows during a game): its connected regions and the
  cells touching them, extended from the last set seen, or from what it shares with it,
  instead of rebuilt (exploring lays one meadow at a time);
* from those, the spaces next to an empty meadow (where fog and forest may be explored) and
  the spaces a ruin can be supplied from (transport), each kept with its set once asked.

`Scan` is one pass over the board for all players, `Sight` what one player's actions read
their options from. Nothing here is part of the state.
"""
from __future__ import annotations

from .board import EXPLORABLE, Layout

CACHE_LIMIT = 4096                 # meadow sets remembered per board side
TYPES = ("fog", "forest", "forbidden", "meadow", "exploitation", "ruin")     # printed space types


def bits(mask: int) -> list[int]:
    """The indices of the set bits, lowest first (reading order)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Meadows:
    """The empty meadows of one position: regions (mask, cells touching it), what touches any,
    and each ruin's supply (`BoardIndex.supply`) once asked: all of it follows from the mask."""

    __slots__ = ("mask", "regions", "near", "supplies")

    def __init__(self, mask: int, regions: list[tuple[int, int]], near: int):
        self.mask, self.regions, self.near = mask, regions, near
        self.supplies: dict[int, int] = {}


class BoardIndex:
    """Bits, neighbour masks and cached meadow regions of one board side."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self.keys = list(layout.keys)
        self.index = {k: i for i, k in enumerate(self.keys)}
        self.bit = {k: 1 << i for i, k in enumerate(self.keys)}
        self.cells = [tuple(int(v) for v in k.split(",")) for k in self.keys]
        self.nb = [sum(1 << self.index[n] for n in layout.nbs[k]) for k in self.keys]
        #: the printed spaces of each type; a scan looks only at the ones that can change, by type
        self.printed = {t: sum(self.bit[k] for k in layout.of_type(t)) for t in TYPES}
        self.terrain = [(k, self.bit[k]) for k in self.keys if layout.types[k] in EXPLORABLE]
        self.exploitations = [(k, self.bit[k]) for k in layout.of_type("exploitation")]
        self.ruins = [(k, self.bit[k]) for k in layout.of_type("ruin")]
        self._meadows: dict[int, Meadows] = {}
        self._last = Meadows(0, [], 0)
        self._bits: dict[int, list[int]] = {}

    def cell(self, i: int) -> list[int]:
        q, r = self.cells[i]
        return [q, r]

    def cell_at(self, k: str) -> list[int]:
        """The option form [q, r] of the cell with key k (a fresh list)."""
        q, r = self.cells[self.index[k]]
        return [q, r]

    def bits(self, mask: int) -> list[int]:
        """`bits(mask)`, remembered: the same few masks come up decision after decision."""
        hit = self._bits.get(mask)
        if hit is None:
            if len(self._bits) >= CACHE_LIMIT:
                self._bits.clear()
            hit = self._bits[mask] = bits(mask)
        return hit

    def near(self, mask: int) -> int:
        """Every cell next to one of `mask`'s cells."""
        nb = self.nb
        out = 0
        while mask:
            low = mask & -mask
            out |= nb[low.bit_length() - 1]
            mask ^= low
        return out

    def meadows(self, mask: int) -> Meadows:
        hit = self._meadows.get(mask)
        if hit is None:
            hit = self._extend(self._base(mask), mask)
            if len(self._meadows) >= CACHE_LIMIT:
                self._meadows.clear()
            self._meadows[mask] = hit
        self._last = hit
        return hit

    def _base(self, mask: int) -> Meadows:
        """Meadows already worked out that `mask` only adds to: the last ones, else what they
        share with `mask` when remembered (a search tries one cell, then another, from the
        same position), else none."""
        last = self._last
        if last.mask & ~mask == 0:
            return last
        return self._meadows.get(last.mask & mask) or Meadows(0, [], 0)

    def _extend(self, base: Meadows, mask: int) -> Meadows:
        """`base`'s regions with the meadows of `mask` it lacks added one by one."""
        nb = self.nb
        regions = list(base.regions)
        near = base.near
        for i in bits(mask & ~base.mask):
            cell, touch = 1 << i, nb[i]
            merged, edge, kept = cell, touch, []
            for region, around in regions:
                if region & touch:
                    merged |= region
                    edge |= around
                else:
                    kept.append((region, around))
            kept.append((merged, edge))
            regions = kept
            near |= touch
        return Meadows(mask, regions, near)

    def supply(self, meadows: Meadows, i: int) -> int:
        """The spaces that touch ruin i or a meadow region touching it: where a resource can
        travel to the ruin from over empty meadows alone (kept with the meadows)."""
        hit = meadows.supplies.get(i)
        if hit is None:
            touch = self.nb[i]
            edge = touch
            if touch & meadows.mask:
                for region, around in meadows.regions:
                    if region & touch:
                        edge |= around
            hit = meadows.supplies[i] = edge & ~meadows.mask & ~(1 << i)
        return hit


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
        self._meadows: Meadows | None = None
        self._reach: int | None = None

    @property
    def meadows(self) -> Meadows:
        if self._meadows is None:
            self._meadows = self.index.meadows(self.meadow)
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
        return self.index.bits(self.index.supply(self.meadows, self.index.index[ruin]) & self.exploit)
