"""Older Urubamba Valley states in today's layout (called by the save upgraders, engine/saves.py).

Up to save format 3 a cell was a dict of its four by name (terrace.FIELDS); today it is the
list of those four (terrace.py). The quiet turns' mark is a digest of the table with cells
still written by name (stall._still), so a mark saved before goes on comparing equal.
"""
from __future__ import annotations

from boardgames.engine.upgrades import Upgrades

from .terrace import FIELDS, empty_cell


def _from_3(R, state: dict) -> dict:
    cells = state.get("cells")
    if isinstance(cells, dict):
        state["cells"] = {k: _cell(sp) for k, sp in cells.items()}
    return state


def _cell(sp):
    if not isinstance(sp, dict):
        return sp                    # already a list: the loader's checks judge it
    return [sp.get(name, default) for name, default in zip(FIELDS, empty_cell())]


#: the save format each step converts from (engine/upgrades.py)
UPGRADES = Upgrades(state={3: _from_3})
