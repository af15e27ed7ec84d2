"""Urubamba Valley's options by their roles on the table (engine/gestures.py).

The board view only says where things are; which option a drag or a click carries out, and
for a gesture that fits none which option it stands for (so that the rules say why it is
refused), is decided here, next to the options themselves.

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

from boardgames.engine.gestures import Gesture, Move, move

from . import planting as P
from . import purchase as B
from . import talents as T
from .terrace import SEED, cell, key

PURCHASE = {"act": "purchase"}
BUYS = ("seed", "vine", "tech", "hire")


def _cell_key(R, to) -> str | None:
    """The terrace key of a ("cell", k) target, or None."""
    if isinstance(to, tuple) and len(to) == 2 and to[0] == "cell" and to[1] in R.layout.tier:
        return to[1]
    return None


def _is(x, name: str, length: int | None = None) -> bool:
    return isinstance(x, tuple) and bool(x) and x[0] == name and (length is None or len(x) == length)


# --- moves -------------------------------------------------------------------------------------
def plant_moves(R, option: dict, plan: tuple) -> list[Move]:
    return [Move(Gesture(("seed", option["seed"]), ("cell", key(option["cell"]))), plan)]


def buy_moves(R, option: dict, pre: tuple = ()) -> list[Move]:
    """The gestures of a buy (`pre`: the steps before it, the Purchase action)."""
    plan = pre + (option,)
    act = option["act"]
    drop = option.get("drop")
    if act == "seed":
        piece = ("market", option["slot"])
        return [Move(Gesture(piece, ("warehouse", drop) if drop else ("warehouse",)), plan),
                Move(Gesture(None, piece), plan)]
    if act == "vine":
        if "plant" in option:          # Saboteur: bought and planted at once
            return [Move(Gesture(("vine",), ("cell", key(option["plant"]["cell"]))), plan)]
        return [Move(Gesture(("vine",), ("warehouse", drop) if drop else ("warehouse",)), plan),
                Move(Gesture(None, ("vine",)), plan)]
    if act == "tech":
        piece = ("cube", option["crop"])
        return [Move(Gesture(piece, ("tech",)), plan), Move(Gesture(None, piece), plan)]
    if act == "hire":
        piece = ("talent", option["slot"])
        if "cell" in option:           # its worker goes on the terrace: dragged there
            return [Move(Gesture(piece, ("cell", key(option["cell"]))), plan)]
        return [Move(Gesture(piece, ("talents", drop) if drop else ("talents",)), plan),
                Move(Gesture(None, piece), plan)]
    return []


def turn_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    p = task["p"]
    out: list[Move] = []
    if task["phase"] == "after":
        return [move(None, ("held", o["talent"]), o) for o in options if o.get("act") == "extra"]
    for o in options:
        act = o.get("act")
        if act == "plant":
            out += plant_moves(R, o, (o,))
        elif act == "harvest":
            out.append(move(None, ("track",), o))
        elif act == "purchase":
            buys = B.options(R, state, p)
            # the engine makes a lone buy by itself (unless a free act is offered with it)
            alone = len(buys) == 1 and not R.has_free(state, p)
            for b in buys:
                for m in buy_moves(R, b, (PURCHASE,)):
                    out.append(Move(m.gesture, (PURCHASE,)) if alone else m)
    return out


def purchase_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    out: list[Move] = []
    for o in options:
        if o.get("act") in BUYS:
            out += buy_moves(R, o)
    return out


def herd_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    return [move(("llama", o["llama"]), ("cell", key(o["cell"])), o) for o in options if o.get("act") == "move"]


def shed_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    """A click on a seed of the warehouse discards it."""
    return [move(None, ("warehouse", o["seed"]), o) for o in options if o.get("act") == "shed"]


def free_moves(R, state: dict, p: int, options: list[dict]) -> list[Move]:
    out: list[Move] = []
    dealer = _dealer(R, state, p)
    for o in options:
        if o.get("free") == "llama":
            out.append(move(("grey",), ("cell", key(o["cell"])), o))
        elif o.get("free") == "sell" and dealer is not None:
            out.append(move(("seed", o["seed"]), ("held", dealer), o))
    return out


def _dealer(R, state: dict, p: int) -> str | None:
    """The tile of p's Seed Dealer (where seeds are dropped to be sold), if any."""
    for entry, _node, kind in T.abilities(R, state, p, "free"):
        if kind.free == "sell":
            return entry["id"]
    return None


# --- what a gesture that fits no move stands for -----------------------------------------------
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


def meant_buy(R, state: dict, p: int, gesture: Gesture) -> dict | None:
    """The buy a market piece moved or clicked stands for."""
    piece, to = gesture.piece, gesture.to
    what = piece if piece is not None else to
    drop = to[1] if piece is not None and isinstance(to, tuple) and len(to) == 2 and to[0] in (
        "warehouse", "talents") else None
    if _is(what, "market", 2):
        o = {"act": "seed", "slot": what[1]}
    elif _is(what, "vine", 1):
        k = _cell_key(R, to) if piece is not None else None
        if k is not None:
            plant = {kk: v for kk, v in meant_plant(R, state, p, "vine", k).items() if kk not in ("act", "seed")}
            return {"act": "vine", "plant": plant}
        o = {"act": "vine"}
    elif _is(what, "cube", 2):
        return {"act": "tech", "crop": what[1]}
    elif _is(what, "talent", 2):
        o = {"act": "hire", "slot": what[1]}
        k = _cell_key(R, to) if piece is not None else None
        if k is not None:
            o["cell"] = cell(k)
    else:
        return None
    if drop is None and not (isinstance(to, tuple) and to[:1] in (("warehouse",), ("talents",))):
        drop = _first_drop(R, state, p, o["act"])    # a click, a cell: room made as the first such buy would
    if drop is not None:
        o["drop"] = drop
    return o


def _first_drop(R, state: dict, p: int, act: str):
    """What the first option of a buy discards to make room (None: there is room)."""
    if act == "hire":
        held = state["players"][p]["talents"]
        if len(held) < R.markets["talents_each"]:
            return None
        return next((e["id"] for e in held if T.discardable(R, state, p, e["id"])), None)
    return B.drops(R, state, p)[0]


def turn_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    p = task["p"]
    piece, to = gesture.piece, gesture.to
    if task["phase"] == "after":
        if piece is None and _is(to, "held", 2):
            return {"act": "extra", "talent": to[1]}
    if _is(piece, "seed", 2):
        k = _cell_key(R, to)
        return meant_plant(R, state, p, piece[1], k) if k is not None else None
    if piece is None and to == ("track",):
        return {"act": "harvest", "workers": [0]} if len(state["players"][p]["track"]) > 1 else {"act": "harvest"}
    return meant_buy(R, state, p, gesture)


def purchase_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    return meant_buy(R, state, task["p"], gesture)


def herd_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    if _is(gesture.piece, "llama", 2):
        k = _cell_key(R, gesture.to)
        if k is not None:
            return {"act": "move", "llama": gesture.piece[1], "cell": cell(k)}
    return None


def free_meant(R, state: dict, p: int, gesture: Gesture) -> dict | None:
    piece, to = gesture.piece, gesture.to
    if piece == ("grey",):
        k = _cell_key(R, to)
        if k is None:
            return None
        tile = next((e["id"] for e in state["players"][p]["talents"]
                     if any(n["type"] == "llama_place" for n in R.talent(e["id"])["abilities"])), None)
        return {"free": "llama", "talent": tile, "cell": cell(k)}
    if _is(piece, "seed", 2) and _is(to, "held", 2):
        return {"free": "sell", "seed": piece[1]}
    return None


def shed_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    """A click on a seed of the warehouse, held or not, is its discard."""
    if gesture.piece is None and _is(gesture.to, "warehouse", 2):
        return {"act": "shed", "seed": gesture.to[1]}
    return None
