"""Computer opponents: they decide from a seat's observation and its options only (`Table`).

  random   uniform among the options (tests, the bottom of the ladder)
  easy     greedy, one turn ahead, by the game's evaluation (`greedy.GreedyBot`)
  medium   ISMCTS, about half a second a move (`search.SearchBot`), picking among its
           searched moves with a small temperature
  hard     ISMCTS, about two seconds a move, always its best

`make(level, seed)` builds one; `LEVELS` names the budgets.
"""
from __future__ import annotations

from .evaluate import TEMPERATURES, bot_manifest
from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import SearchBot
from .table import Table

#: level -> (simulations, seconds): the budget of each search level. The count decides where the
#: machine is fast enough (the same table and seed then give the same move); the deadline is a
#: bound no move passes. Whether Hard's 2,000 fit in its two seconds depends on the host
#: (`bench`: "hard"; `tools/search_cost.py` counts what a simulation costs).
BUDGETS = {"medium": (400, 0.5), "hard": (2000, 2.0)}
LEVELS = ("random", "easy", "medium", "hard")
#: the levels the New game screen offers when a game's manifest names none (`bot: {levels}`):
#: a level is offered for a game once `boardgames duel` showed it stronger than the one below
#: it there (the game's NOTES.md has the figures)
OFFERED = ("easy",)


def offered(spec) -> tuple[str, ...]:
    """The computer levels New game offers for the game of `spec`, weakest first."""
    levels = bot_manifest(spec).get("levels") or OFFERED
    return tuple(level for level in LEVELS if level in levels)


def make(level: str, seed: int | str = 0, sims: int | None = None, seconds: float | None = None):
    """A bot of `level`; `sims`/`seconds` override a search level's budget (duels, tests)."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return GreedyBot(seed)
    if level in BUDGETS:
        n, s = BUDGETS[level]
        return SearchBot(seed, sims=sims or n, seconds=seconds or s, level=level)
    if level == "search":
        return SearchBot(seed, sims=sims or 200, seconds=seconds or 60.0)
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS + ('search',))}")


__all__ = ["BUDGETS", "LEVELS", "TEMPERATURES", "OFFERED", "GreedyBot", "RandomBot", "SearchBot", "Table", "make", "offered"]
