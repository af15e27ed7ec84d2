"""Urubamba Valley's options by their roles on the table (engine/gestures.py): the parts the
menu entries' gestures are made of, declared as forms (engine/gesture_forms.py: harvest, a
talent's extra action, a seed shed or sold) or, where a form cannot say them (a terrace cell's
key, a planting's choices filled in), written as `moves` and `meant` (menus.Entry; a free act
through its entry's, free_acts.Free).

The board view only says where things are; which option a drag or a click carries out, and
for a gesture that fits none which option it stands for (so that the rules say why it is
refused), is decided by the entries, next to the options themselves.

Pieces (what may be picked up):
  ("seed", crop)     a seed of the deciding player's warehouse (one piece per crop held)
  ("market", i)      the seed in slot i of the seed market (0 = the bottom, cheapest slot)
  ("vine",)          a vine of the vine market
  ("cube", crop)     a technology cube of the reserve
  ("talent", i)      the talent in slot i of the talent market
  ("llama", id)      a llama on the terrace (Llama Herder)
  ("grey",)          a grey llama of the reserve (Llama Breeder, a free act)
Targets (where a piece goes, or what a click lands on):
  ("cell", "r,c")    a terrace cell (a planting, a worker of a hired talent, a llama)
  ("warehouse",)     the player's warehouse when it has room;
  ("warehouse", c)   a seed of the full warehouse, discarded to make room (a click: discarded
                     when the warehouse holds more than it may)
  ("tech",)          the player's technology slots
  ("talents",)       the player's talent notches when one is free;
  ("talents", tile)  a held talent, discarded to make room
  ("held", tile)     a held talent: a click uses its extra action; a seed dropped on the Seed
                     Dealer sells a pair
  ("track",)         the harvest track: a click harvests
  ("market", i), ("vine",), ("cube", c), ("talent", i): a click buys that (when one buy fits)

At the turn's first decision a buy is a move of two steps, the Purchase action and the buy
(or the Purchase action alone when the engine would make its only buy by itself).
Several moves may share one gesture (which player helps with a seal, which harvest worker
gains, which seed is discarded...): the view then asks which.
"""
from __future__ import annotations

from . import planting as P
from .terrace import SEED, cell


def cell_key(R, to) -> str | None:
    """The terrace key of a ("cell", k) target, or None."""
    if isinstance(to, tuple) and len(to) == 2 and to[0] == "cell" and to[1] in R.layout.tier:
        return to[1]
    return None


def meant_plant(R, state: dict, p: int, crop, k: str, act: str = "plant") -> dict:
    """The planting a seed dropped on cell k stands for, with what the player would have had
    to decide filled in, so that the refusal names what really stands in the way."""
    o: dict = {"act": act, "seed": crop, "cell": cell(k)}
    sp = state["cells"][k]
    if sp[SEED] == "vine" and crop != "vine":
        o["clear"] = True
    if isinstance(crop, str):
        via = P.variants(R, state, p, crop)
        if via and via[0]:
            o.update(via[0])
    if len(state["players"][p]["track"]) > 1:
        o["worker"] = 0
    if R.layout.tier[k] in state["sealed"] and state["n"] > 1:
        o["helper"] = (p + 1) % state["n"]
    return o
