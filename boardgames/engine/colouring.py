"""A random deal of coloured tokens onto the spaces of a board so that no two neighbours show
the same colour (La Loire's shields on its villages; any map whose tiles must not touch alike).

`deal_apart(spaces, neighbours, colours, rng)` (`neighbours`: each space's, by space) puts one
token of the multiset `colours` on each space, in the order `spaces` lists them, each a colour
drawn at random among those left that no neighbour already shows; when a space has none left, it backs up and tries the next colour of
the space before (a search that finds a deal whenever one exists). The rng is asked once per
space tried, to shuffle the colours still possible there, in sorted order: a seed replays the
same deal.
"""
from __future__ import annotations

from typing import Iterable, Mapping


def deal_apart(spaces: Iterable[str], neighbours: Mapping[str, Iterable[str]], colours: list[str],
               rng) -> dict[str, str]:
    """Space -> colour, no two neighbours alike (ValueError when no such deal exists, or when
    there are not as many tokens as spaces)."""
    order = list(spaces)
    left: dict[str, int] = {}
    for c in colours:
        left[c] = left.get(c, 0) + 1
    out: dict[str, str] = {}

    def place(i: int) -> bool:
        if i == len(order):
            return True
        v = order[i]
        taken = {out[n] for n in neighbours[v] if n in out}
        choices = sorted(c for c, k in left.items() if k > 0 and c not in taken)
        rng.shuffle(choices)
        for c in choices:
            out[v] = c
            left[c] -= 1
            if place(i + 1):
                return True
            left[c] += 1
            del out[v]
        return False

    if len(colours) != len(order) or not place(0):
        raise ValueError("the tokens cannot be dealt with no two neighbours alike")
    return out
