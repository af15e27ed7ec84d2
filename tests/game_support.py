"""Helpers shared by every game's tests: seats, the games in the catalog, random games.

Random full games go through the engine's own playout (`engine/playout.py`), so every game
is checked the same way: invariants, observations and determinizations, save round trips
and replays.
"""
from __future__ import annotations

from functools import lru_cache

from boardgames.engine.catalog import load_catalog
from boardgames.engine.playout import play, seats_for  # noqa: F401  (re-exported for the tests)


@lru_cache(maxsize=1)
def catalog():
    return load_catalog()


def rules_of(game: str):
    return catalog().games[game].rules()


def seats(game: str, n: int) -> list[dict]:
    return seats_for(rules_of(game), n)


def counts(game: str) -> list[int]:
    lo, hi = rules_of(game).player_range()
    return list(range(lo, hi + 1))
