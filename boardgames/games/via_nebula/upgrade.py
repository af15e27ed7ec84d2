"""Older Via Nebula states in today's layout (called by the save upgraders, engine/saves.py).

Format 1 kept the pending contract powers in `todo` (the first one pending) and drove the
turns from `turn` alone; today the pending work is the engine's task stack (tasks.py):
the turn order (`turns`) at the bottom, the turn's decision (`action`) above it, and a
pending power (`power`) on top. A format-1 save was always taken at a decision or after
the game: mid-turn, with a power waiting, in the final turns or over.
"""
from __future__ import annotations

from boardgames.engine.upgrades import Upgrades


def _from_1(R, state: dict) -> dict:
    todo = state.pop("todo", [])
    if state["over"]:
        state["tasks"] = []
        return state
    p = state["turn"]["player"]
    state["tasks"] = ([{"t": "turns", "p": p, "in": True}, {"t": "action", "p": p}]
                      + [{"t": "power", "p": p, "contract": item["contract"]} for item in reversed(todo)])
    return state


#: the save format each step converts from (engine/upgrades.py)
UPGRADES = Upgrades(state={1: _from_1})
