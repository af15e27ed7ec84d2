"""Older Moon River states in today's layout (called by the save upgraders, engine/saves.py).

Format 1 drove the game from `phase` ("draft", "expand", "place", "pick", "over"), a queue
`todo` of effects still to resolve (front first), and `order`, the ranchers still to play
this round. Today all of that is the task stack (tasks.py): `rounds`, the round's `turns`,
the turn's `pick` and `expand` (and `place`), and the effects on top in the order they
run; each farm also keeps its open map (farm.py). A saved game always waits at a decision,
so only those positions need converting.
"""
from __future__ import annotations

from . import farm as F


def upgrade_state(R, state: dict, version: int) -> dict:
    if version == 1:
        return _from_1(R, state)
    return state


def _from_1(R, state: dict) -> dict:
    phase = state.pop("phase")
    todo = state.pop("todo")
    state.pop("order", None)
    tf = R.terrain_fn(state)
    for pl in state["players"]:
        pl["open"] = F.open_map(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"])
    p = state["turn"]["player"]
    if phase == "over":
        tasks = []
    elif phase == "draft":
        tasks = [R.TASKS["rounds"].start(), {"t": "draft"}]
    else:
        tasks = [{"t": "rounds", "i": 1, "in": True}, {"t": "turns", "p": p, "in": True}, {"t": "pick", "p": p}]
        if phase != "pick":
            tasks.append({"t": "expand", "p": p})
        if phase == "place":
            tasks.append({"t": "place", "p": p})
        tasks += [_task(R, state, p, item) for item in reversed(todo)]
    state["tasks"] = tasks
    return state


def _task(R, state: dict, p: int, item: dict) -> dict:
    """One queued effect of format 1 as today's task."""
    t = item["t"]
    if t == "cowboy":
        return {"t": "leaf", "p": p, "node": R.cowboy["effect"], "env": {}, "steps": item["steps"]}
    if t in ("desperado", "thief"):
        kind = next(e for e in R.experts.values()
                    if e["effect"]["type"] == ("swap_storage" if t == "desperado" else "steal_cow"))
        env = {"cell": item["cell"]} if t == "thief" else {}
        return {"t": "leaf", "p": p, "node": kind["effect"], "env": env}
    return {**item, "p": p}
