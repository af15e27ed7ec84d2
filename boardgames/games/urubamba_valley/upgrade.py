"""Older Urubamba Valley states in today's layout (called by the save upgraders, engine/saves.py).

Up to save format 3 a cell was a dict {"seed", "llama", "worker", "isolated"}; today it is the
list of those four (terrace.py). The quiet turns' mark is a digest of the table written in the
old layout still (stall._mark), so a mark saved before goes on comparing equal.
"""
from __future__ import annotations

from .terrace import ISOLATED, LLAMA, SEED, WORKER

FIELDS = {"seed": SEED, "llama": LLAMA, "worker": WORKER, "isolated": ISOLATED}


def upgrade_state(R, state: dict, version: int) -> dict:
    if version == 3:
        return _from_3(state)
    return state


def _from_3(state: dict) -> dict:
    cells = state.get("cells")
    if isinstance(cells, dict):
        state["cells"] = {k: _cell(sp) for k, sp in cells.items()}
    return state


def _cell(sp):
    if not isinstance(sp, dict):
        return sp                    # already a list: the loader's checks judge it
    out = [None, None, None, False]
    for name, i in FIELDS.items():
        out[i] = sp.get(name, out[i])
    return out
