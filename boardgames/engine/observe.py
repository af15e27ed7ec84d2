"""Helpers for what a player may see, and states consistent with it.

A game declares where its components lie and who sees each place in its `zones` data file;
engine/zones.py hides those places for `Rules.observation` and deals what is unseen back for
`Rules.determinize` with these helpers, as do the hooks a game's `observe` module keeps for
what the declaration cannot say (a finished game hides nothing, and the random stream is
drawn by the engine).

A face-down card or tile keeps its place and its number but not its face: `backs` turns a
list of hidden items into as many `None`s, so a view can still count a deck and draw its
backs. A determinization deals the unseen items back with `deal`.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable


def backs(items: list) -> list:
    """A hidden list as its backs: the same length, no faces."""
    return [None] * len(items)


def unseen(universe: Iterable, *seen: Iterable) -> list:
    """What is left of `universe` (a multiset, in its own order) once everything `seen` is taken
    out; seen items that are not in the universe (backs, other components) are ignored."""
    taken = Counter(item for group in seen for item in group if item is not None)
    left = []
    for item in universe:
        if taken[item] > 0:
            taken[item] -= 1
        else:
            left.append(item)
    return left


def deal(pool: list, sizes: list[int], rng) -> list[list]:
    """Shuffle `pool` with `rng` and cut it into piles of these sizes (what is left over is
    returned as a last pile)."""
    pool = list(pool)
    rng.shuffle(pool)
    out, i = [], 0
    for n in sizes:
        out.append(pool[i:i + n])
        i += n
    out.append(pool[i:])
    return out
