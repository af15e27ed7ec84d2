"""Older Moon River states in today's layout (called by the save upgraders, engine/saves.py).

Format 1 drove the game from `phase` ("draft", "expand", "place", "pick", "over"), a queue
`todo` of effects still to resolve (front first), and `order`, the ranchers still to play
this round. Today all of that is the task stack (tasks.py): `rounds`, the round's `turns`,
the turn's `pick` and `expand` (and `place`), and the effects on top in the order they
run; each farm also keeps its open map (farm.py). A saved game always waits at a decision,
so only those positions need converting.
"""
from __future__ import annotations

from boardgames.engine.upgrades import Upgrades

from . import farm as F
from .nodes import NODES


#: format 1's phases outside a turn, by the task stack that stands for each
OUTSIDE_TURN = {"over": lambda R: [], "draft": lambda R: [R.TASKS["rounds"].start(), {"t": "draft"}]}
#: format 1's phases of a turn, by the turn's decisions above its `pick` (the one waiting on top)
TURN_TASKS = {"pick": (), "expand": ("expand",), "place": ("expand", "place")}


def _from_1(R, state: dict) -> dict:
    phase = state.pop("phase")
    todo = state.pop("todo")
    state.pop("order", None)
    tf = R.terrain_fn(state)
    for pl in state["players"]:
        pl["open"] = F.open_map(pl["farm"], tf, pl["bridges"], state["rows"], state["cols"])
    p = state["turn"]["player"]
    if phase in OUTSIDE_TURN:
        tasks = OUTSIDE_TURN[phase](R)
    else:
        tasks = [{"t": "rounds", "i": 1, "in": True}, {"t": "turns", "p": p, "in": True}, {"t": "pick", "p": p}]
        tasks += [{"t": t, "p": p} for t in TURN_TASKS[phase]]
        tasks += [_task(R, state, p, item) for item in reversed(todo)]
    state["tasks"] = tasks
    return state


#: format 1's queued partner decisions, by the effect node that runs them today
PARTNER_ITEMS = {"cowboy": "move_cows", "desperado": "swap_storage", "thief": "steal_cow"}


def _task(R, state: dict, p: int, item: dict) -> dict:
    """One queued effect of format 1 as today's task: drought, hire, bonus and bonus_check kept
    their fields; a partner's decision is now its effect node's task (what the node keeps of
    the hire's `env`, and the rest of the item, such as the cowboy's steps left)."""
    node_type = PARTNER_ITEMS.get(item["t"])
    if node_type is None:
        return {**item, "p": p}
    faces = [R.cowboy["effect"]] + [e["effect"] for e in R.experts.values()]
    node = next(f for f in faces if f["type"] == node_type)
    keeps = NODES.types[node_type].keeps
    rest = {k: v for k, v in item.items() if k != "t" and k not in keeps}
    return {"t": "leaf", "p": p, "node": node, "env": {k: item[k] for k in keeps}, **rest}


#: the save format each step converts from (engine/upgrades.py)
UPGRADES = Upgrades(state={1: _from_1})
