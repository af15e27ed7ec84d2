"""The board index (engine/bitgraph.py on a Via Nebula board side): the regions of a growing
set of open cells, kept from one set to the next, and a cell's reach over them, against a
plain flood fill, for sets grown cell by cell and for sets a search jumps between."""
from __future__ import annotations

import random

from boardgames.engine.bitgraph import BitGraph


def flood_regions(g: BitGraph, mask: int) -> set[int]:
    """The connected regions of `mask`, each as a mask, by a plain flood fill."""
    left, out = mask, set()
    while left:
        region = frontier = left & -left
        while frontier:
            grown = g.near(frontier) & mask & ~region
            region |= grown
            frontier = grown
        out.add(region)
        left &= ~region
    return out


def flood_reach(g: BitGraph, mask: int, i: int) -> int:
    """The cells next to cell i or to an open region touching it, open cells and i left out."""
    edge = g.nb[i]
    for region in flood_regions(g, mask):
        if region & g.nb[i]:
            edge |= g.near(region)
    return edge & ~mask & ~(1 << i)


def test_regions_and_reach_match_a_flood_fill(rules):
    for side, g in rules.indexes.items():
        rng = random.Random(side)
        cells = list(range(len(g.keys)))
        masks = []
        for _ in range(3):                                  # three games growing their open cells
            order = rng.sample(cells, len(cells) // 2)
            mask = 0
            for i in order:
                mask |= 1 << i
                masks.append(mask)
        rng.shuffle(masks)                                  # then jumps from one set to another
        for mask in masks[:60] + sorted(masks)[:40]:
            found = g.regions(mask)
            assert {r for r, _ in found.regions} == flood_regions(g, mask)
            assert found.near == g.near(mask)
            for i in rng.sample(cells, 5):
                assert g.reach(found, i) == flood_reach(g, mask, i)
