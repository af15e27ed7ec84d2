"""La Loire's options by their roles on the table (engine/gestures.py).

The map view only says where things are; which option a drag or a click carries out, and for
a gesture that fits none which option it stands for (so that the rules say why it is refused),
is decided here, next to the options themselves.

Pieces (what may be picked up), all the deciding player's:
  ("merchant",), ("messenger",)   the piece on the map; its turn is the number of horses it
                                  moves with (fewer leaves some lying, one more takes one)
  ("build", what)                 a farm, monastery or castle piece from the player's stock
  ("boat",)                       the player's boat on the river
Targets (where a piece goes, or what a click lands on):
  ("node", space)                 a city or a village of the map (a move, a building, the circus)
  ("river", space)                a space of the river track (the boat)
  ("good", good)                  a good offered where the merchant stopped: a click buys it
  ("cargo", good)                 a good the merchant carries: a click in a city sells one
  ("palace", card)                a palace building card: a click builds it
  ("deck", level)                 a message deck: a click buys a message of that level
  ("msg", id)                     a message in the player's hand: a click delivers it here
  ("character", id)               a character card: a click hires it

While one piece's stop is open the other piece may already be dragged: its move is then the
stop's "done" followed by the move (only "done" when the engine makes that piece's only move
by itself). Two moves share a gesture only when the same space is reached with the same horses
heading two ways (a long move through a city): the view asks which way.
"""
from __future__ import annotations

from boardgames.engine.gestures import Gesture, Move, move

from . import movement as MV

DONE = {"act": "done"}


def _is(x, name: str, length: int | None = None) -> bool:
    return isinstance(x, tuple) and bool(x) and x[0] == name and (length is None or len(x) == length)


def _turn_task(state: dict) -> dict | None:
    return next((t for t in reversed(state["tasks"]) if t.get("t") == "turn"), None)


# --- moves -------------------------------------------------------------------------------------
def move_moves(options: list[dict], pre: tuple = ()) -> list[Move]:
    """A piece dropped on the space it stops at, turned to the horses it moves with."""
    out = []
    alone = len(options) == 1 and bool(pre)         # the engine makes a lone move by itself
    for o in options:
        if o.get("act") == "move":
            plan = pre if alone else pre + (o,)
            out.append(Move(Gesture((o["piece"],), ("node", o["to"]), o["horses"]), plan))
    return out


def turn_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    return move_moves(options)


def act_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    p = task["p"]
    out: list[Move] = []
    boat_to: set = set()
    boat = state["players"][p]["boat"]
    for o in options:
        act = o.get("act")
        if act == "buy":
            out.append(move(None, ("good", o["good"]), o))
        elif act == "sell":
            out.append(move(None, ("cargo", o["good"]), o))
        elif act == "build":
            if o["what"] == "palace":
                out.append(move(None, ("palace", o["card"]), o))
            else:
                out.append(move(("build", o["what"]), ("node", o["at"]), o))
        elif act == "boat":
            to = min(R.river, boat + o["steps"])
            if to not in boat_to:              # at the river's end two moves land alike: the cheaper
                boat_to.add(to)
                out.append(move(("boat",), ("river", to), o))
        elif act == "message":
            out.append(move(None, ("deck", o["level"]), o))
        elif act == "deliver":
            out.append(move(None, ("msg", o["msg"]), o))
        elif act == "hire":
            out.append(move(None, ("character", o["character"]), o))
    turn = _turn_task(state)
    if DONE in options and turn is not None:
        for piece in turn["left"]:
            if piece != task["piece"]:
                out += move_moves(MV.options(R, state, p, piece), (DONE,))
    return out


def circus_moves(R, state: dict, task: dict, options: list[dict]) -> list[Move]:
    return [move(None, ("node", o["to"]), o) for o in options if o.get("act") == "circus"]


# --- what a gesture that fits no move stands for -----------------------------------------------
def meant_move(R, state: dict, p: int, gesture: Gesture) -> dict | None:
    piece, to = gesture.piece, gesture.to
    if not (_is(piece, "merchant", 1) or _is(piece, "messenger", 1)) or not _is(to, "node", 2):
        return None
    h = gesture.turn if type(gesture.turn) is int else state["players"][p][piece[0]]["horses"]
    return {"act": "move", "piece": piece[0], "horses": h, "to": to[1]}


def meant_act(R, state: dict, p: int, gesture: Gesture) -> dict | None:
    piece, to = gesture.piece, gesture.to
    got = meant_move(R, state, p, gesture)
    if got is not None:
        return got
    if _is(piece, "build", 2) and _is(to, "node", 2):
        return {"act": "build", "what": piece[1], "at": to[1]}
    if piece == ("boat",) and _is(to, "river", 2) and type(to[1]) is int:
        return {"act": "boat", "steps": to[1] - state["players"][p]["boat"]}
    if piece is not None:
        return None
    if _is(to, "good", 2):
        return {"act": "buy", "good": to[1]}
    if _is(to, "cargo", 2):
        return {"act": "sell", "good": to[1]}
    if _is(to, "palace", 2):
        return {"act": "build", "what": "palace", "card": to[1]}
    if _is(to, "deck", 2):
        return {"act": "message", "level": to[1]}
    if _is(to, "msg", 2):
        return {"act": "deliver", "msg": to[1]}
    if _is(to, "character", 2):
        return {"act": "hire", "character": to[1]}
    return None


def turn_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    """On the turn's move, anything but a move stands for an action taken before moving."""
    return meant_act(R, state, task["p"], gesture)


def circus_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    if gesture.piece is None and _is(gesture.to, "node", 2):
        return {"act": "circus", "to": gesture.to[1]}
    return None


def heading_of(move: Move) -> str | None:
    """The heading a move asks for (when the same space is reached two ways)."""
    o = move.plan[-1] if move.plan else {}
    return o.get("toward") if o.get("act") == "move" else None
