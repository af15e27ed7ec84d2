"""A computer opponent's move thought out in another process (the app's window keeps its own
core: a search is pure Python and would hold the interpreter lock for seconds).

`think` is what the worker runs: it loads the catalog of a data folder once (the folder the
game on screen was loaded from, which `--data` may have chosen) and
decides from the table's plain parts, which are all it is sent: the seat's observation and
options, never the game's state.
"""
from __future__ import annotations

from pathlib import Path

from . import make
from .table import Table

_catalogs: dict = {}      # data folder -> its catalog, loaded once


def ready(root: str) -> bool:
    """Load the catalog ahead of the first decision (the app asks while a game opens)."""
    _load(root)
    return True


def _load(root: str):
    catalog = _catalogs.get(root)
    if catalog is None:
        from ..catalog import load_catalog
        catalog = _catalogs[root] = load_catalog(Path(root))
    return catalog


def think(root: str, game: str, seat: int, observation: dict, options: list[dict], kind: str, level: str,
          seed: str) -> dict:
    rules = _load(root).games[game].rules()
    return make(level, seed).decide(Table(rules, seat, observation, options, kind))


def hint(root: str, game: str, seat: int, observation: dict, options: list[dict], kind: str, seed: str,
         count: int = 3) -> list[dict]:
    """A person's best `count` options by the Hard search, best first (the hint key)."""
    rules = _load(root).games[game].rules()
    ranked = make("hard", seed).ranked(Table(rules, seat, observation, options, kind))
    return [option for option, _, _ in ranked[:count]]
