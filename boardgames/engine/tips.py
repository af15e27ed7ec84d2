"""Tooltip lines a game's `describe` module shares with others (its `PARTS` table, read by
`Rules.describe`): the parts of a component that only say how many there are.

    PARTS = {"contract": _contract, **counted(G, ("deck", "display", "supply"))}

gives each of those kinds the one line `<game>.tip.<kind>` with `n`: the key the view
describes, when it is a number (how many are left), else 0.
"""
from __future__ import annotations

from typing import Callable

from .choice import msg


def counted(game: str, kinds) -> dict[str, Callable]:
    """kind -> fn(rules, key): the line `<game>.tip.<kind>` saying how many (the key)."""
    return {kind: _count(game, kind) for kind in kinds}


def _count(game: str, kind: str) -> Callable:
    return lambda rules, key: [msg(f"{game}.tip.{kind}", n=key if isinstance(key, int) else 0)]
