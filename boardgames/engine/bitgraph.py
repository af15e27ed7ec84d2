"""A board's cells as the bits of an integer, and the connected regions of a set of cells that
only grows during a game, kept from one position to the next.

Many board games ask, decision after decision, what joins what: a resource carried over empty
meadows, a network of roads, water flowing through channels. Every cell of a board (a graph:
keys and their neighbours) has one bit, in the order its keys are given, so the set bits of a
mask come out in that order. `BitGraph` (one per board, built at load) holds the neighbour
masks and caches what depends on little:

* per set of cells (the "open" cells a piece may pass: it only ever grows during a game), its
  connected regions and the cells touching them (`Regions`), extended from the last set seen,
  or from what it shares with it, instead of rebuilt (a move adds one cell at a time);
* from those, the cells that touch a cell or a region touching it (`reach`: where something
  can travel to that cell from over the open cells alone), each kept with its set once asked.

Nothing here is part of a game's state.
"""
from __future__ import annotations

CACHE_LIMIT = 4096                 # sets of open cells remembered per board


def bits(mask: int) -> list[int]:
    """The indices of the set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Regions:
    """The connected regions of one set of open cells (mask, cells touching it), what touches
    any, and each cell's reach (`BitGraph.reach`) once asked: all of it follows from the mask."""

    __slots__ = ("mask", "regions", "near", "reaches")

    def __init__(self, mask: int, regions: list[tuple[int, int]], near: int):
        self.mask, self.regions, self.near = mask, regions, near
        self.reaches: dict[int, int] = {}


class BitGraph:
    """Bits, neighbour masks and cached regions of one board: `keys` in the order their bits
    go, `neighbours` the keys next to each."""

    def __init__(self, keys: list[str], neighbours: dict[str, list[str]]):
        self.keys = list(keys)
        self.index = {k: i for i, k in enumerate(self.keys)}
        self.bit = {k: 1 << i for i, k in enumerate(self.keys)}
        self.nb = [sum(1 << self.index[n] for n in neighbours[k]) for k in self.keys]
        self._regions: dict[int, Regions] = {}
        self._last = Regions(0, [], 0)
        self._bits: dict[int, list[int]] = {}

    def mask(self, keys) -> int:
        """The mask of these cells."""
        return sum(self.bit[k] for k in keys)

    def bits(self, mask: int) -> list[int]:
        """`bits(mask)`, remembered: the same few masks come up decision after decision (a
        shared list: do not change it)."""
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

    def regions(self, mask: int) -> Regions:
        """The regions of the open cells `mask` (remembered)."""
        hit = self._regions.get(mask)
        if hit is None:
            hit = self._extend(self._base(mask), mask)
            if len(self._regions) >= CACHE_LIMIT:
                self._regions.clear()
            self._regions[mask] = hit
        self._last = hit
        return hit

    def _base(self, mask: int) -> Regions:
        """Regions already worked out that `mask` only adds to: the last ones, else what they
        share with `mask` when remembered (a search tries one cell, then another, from the
        same position), else none."""
        last = self._last
        if last.mask & ~mask == 0:
            return last
        return self._regions.get(last.mask & mask) or Regions(0, [], 0)

    def _extend(self, base: Regions, mask: int) -> Regions:
        """`base`'s regions with the cells of `mask` it lacks added one by one."""
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
        return Regions(mask, regions, near)

    def reach(self, regions: Regions, i: int) -> int:
        """The cells, open ones and cell i left out, that touch cell i or an open region
        touching it: where something can travel to cell i from over open cells alone (kept
        with the regions)."""
        hit = regions.reaches.get(i)
        if hit is None:
            touch = self.nb[i]
            edge = touch
            if touch & regions.mask:
                for region, around in regions.regions:
                    if region & touch:
                        edge |= around
            hit = regions.reaches[i] = edge & ~regions.mask & ~(1 << i)
        return hit
