"""Can player p achieve something on an action space? Placing a dwarf asks this of every
empty space for every dwarf that may go out, and each Imitation space asks it again of every
occupied space: the engine's flow plans (engine/flowplan.py) answer it, over Caverna's
action spaces, with the parts of a player's position its node types say they read (`PARTS`:
furnishing and breeding keep their answers across decisions by these).

`env` says who acts: {"dwarf": the acting dwarf, "src": the space whose goods `accumulated`
takes (the space itself, or the one an Imitation copies)}.
"""
from __future__ import annotations

from boardgames.engine.flowplan import Plans, Probe

from . import board as B
from .nodes import NODES

#: The parts of a player's position a node type may declare it reads (`NodeType.reads`), each
#: with a cheap key of exactly that part (equal keys mean equal parts): f(rules, state, player).
PARTS = {
    "goods": lambda R, state, pl: (tuple(pl["goods"]), tuple(pl["goods"].values()),
                                   tuple(pl["animals"]), tuple(pl["animals"].values())),
    "layout": lambda R, state, pl: B.layout(pl),            # tiles, stables, furnished cells
    "furn": lambda R, state, pl: tuple(pl["furn"].values()),  # the furnishings' effects
    "large": lambda R, state, pl: tuple(map(tuple, pl["large"])),
    "fields": lambda R, state, pl: len(B.empty_fields(pl)),  # unsown fields (sowing, Stubble room)
    "family": lambda R, state, pl: len(pl["dwarfs"]),
    "supply": lambda R, state, pl: tuple(state["supply"]),
}


def plans(R) -> Plans:
    """The plans of every action space's flow (made once, from the data)."""
    return Plans(NODES, {sid: space["flow"] for sid, space in R.spaces.items()}, PARTS, R)


def probe(R, state: dict, p: int, env: dict | None = None) -> Probe:
    """A flow-walker host for p that answers each question once while `state` stands still."""
    return Probe(R, R.reach, state, p, env)
