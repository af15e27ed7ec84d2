"""Older Caverna states in today's layout (called by the save upgraders, engine/saves.py).

Format 2 games were started before voluntary begging (harvest.py): they go on without it
(the option `voluntary_begging: false`), so their action lists still replay.

Format 1 kept only the pending work on `tasks` and drove rounds and turns from `phase`;
today the turn structure is on the stack too (tasks.py): `rounds` at the bottom, then
`work` and the deciding player's `place` during the work phase.
"""
from __future__ import annotations

from boardgames.engine.upgrades import Upgrades


def _options_from_2(R, options: dict) -> dict:
    options.setdefault("voluntary_begging", False)
    return options


def _below_work(state: dict, old: list) -> list:
    if any(t["t"] == "protect" for t in old):          # solo spaces, before the first placement
        return [{"t": "rounds", "i": 0, "in": True}]
    p = state["turn"]
    below = [{"t": "rounds", "i": 1, "in": True}, {"t": "work", "p": p, "in": True}]
    if not old:
        below.append({"t": "place", "p": p})
    return below


#: format 1's phase -> the turn structure's tasks under its pending work (today's layout)
BELOW = {"work": _below_work,
         "harvest": lambda state, old: [{"t": "rounds", "i": 2, "in": True}]}


def _from_1(R, state: dict) -> dict:
    old = state["tasks"]
    for task in old:
        task.pop("root", None)
    below = BELOW.get(state["phase"], lambda state, old: [])(state, old)   # [] for the final trades
    for task in old:                                        # expeditions point at their task
        env = task.get("env") or {}
        if isinstance(env.get("exp"), int) and env["exp"] >= 0:
            env["exp"] += len(below)
    state["tasks"] = below + old
    return state


#: the save format each step converts from (engine/upgrades.py)
UPGRADES = Upgrades(state={1: _from_1}, options={2: _options_from_2})
