"""A market row: a fixed number of slots a player takes from, each holding an item or empty
(None), refilled from a supply.

Games refill such rows in two ways: what is left slides down to the first slots and the gaps
at the end are filled (Urubamba Valley's seed and talent markets, at the end of a turn), or
each gap is filled where it is (Moon River's saloon from its stacks, Via Nebula's contract
display by the deck's top card). A game says where an item comes from with a `draw`:

  refill(row, draw, slide=True)   the row with its gaps filled, in slot order, one `draw()`
                                  each: the item drawn, SKIP for a draw that fills no slot (it
                                  went elsewhere), None when the supply is out
  first_stack(stacks, take)       a draw from the first stack of several that is not empty

and a player or a rule takes from it:

  take(row, i)                    the item of slot i, the slot left empty
  clear_lowest(row, n)            the items of the first n slots, those slots left empty
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

#: what a draw gives when the item it drew fills no slot (it went elsewhere): draw again
SKIP = object()


def refill(row: list, draw: Callable[[], Any], slide: bool = True) -> list:
    """`row` with its empty slots filled by `draw()` in slot order (`slide`: the items left move
    down to the first slots first, so the new ones come after them); a draw of None stops, the
    slots left empty stay so."""
    out = list(row)
    if slide:
        kept = [x for x in out if x is not None]
        out = kept + [None] * (len(out) - len(kept))
    for i in range(len(out)):
        while out[i] is None:
            item = draw()
            if item is None:
                return out
            if item is not SKIP:
                out[i] = item
    return out


def first_stack(stacks: Iterable[list], take: Callable[[list], Any]) -> Any:
    """`take(stack)` of the first of `stacks` that is not empty (None: they all are)."""
    for stack in stacks:
        if stack:
            return take(stack)
    return None


def take(row: list, i: int) -> Any:
    """The item of slot `i` (None: it was empty), taken: the slot is left empty."""
    item, row[i] = row[i], None
    return item


def clear_lowest(row: list, n: int) -> list:
    """The items of the first `n` slots (at most the row's), in slot order, taken: those slots
    are left empty."""
    out = [x for x in row[:n] if x is not None]
    row[:n] = [None] * len(row[:n])
    return out
