"""La Loire's options by their roles on the table (engine/gestures.py).

The map view only says where things are; which option a drag or a click carries out, and for
a gesture that fits none which option it stands for (so that the rules say why it is refused),
is decided here and by the node types of the actions (places.PlaceAction: `gestures`, `meant`).

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

from . import buildings, post, trade  # noqa: F401  (their node types)
from . import movement as MV
from .places import PLACES

#: the node types offering options (each makes its options on the board and reads them back)
ACTIONS = [kind for kind in PLACES.types.values() if kind.act]

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


def act_moves(R, state: dict, task: dict, options: list[dict], place) -> list[Move]:
    """Each action's options as its node type makes them on the board (places.PlaceAction);
    then, while the stop may end, the other piece's moves (the stop's "done" and the move)."""
    out: list[Move] = []
    for entry in place.menu.entries:
        mine = [o for o in options if o.get("act") == entry["act"]]
        if mine:
            out += place.menu.kind(entry).gestures(R, state, task, mine)
    turn = _turn_task(state)
    if DONE in options and turn is not None:
        for piece in turn["left"]:
            if piece != task["piece"]:
                out += move_moves(MV.options(R, state, task["p"], piece), (DONE,))
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


def meant_act(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    """A move, or the option of the action whose gesture it is (any action of the game: one not
    offered here is refused with the reason)."""
    got = meant_move(R, state, task["p"], gesture)
    for kind in ACTIONS:
        if got is not None:
            break
        got = kind.meant(R, state, task, gesture)
    return got


def turn_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    """On the turn's move, anything but a move stands for an action taken before moving."""
    return meant_act(R, state, task, gesture)


def circus_meant(R, state: dict, task: dict, gesture: Gesture) -> dict | None:
    if gesture.piece is None and _is(gesture.to, "node", 2):
        return {"act": "circus", "to": gesture.to[1]}
    return None


def heading_of(move: Move) -> str | None:
    """The heading a move asks for (when the same space is reached two ways)."""
    o = move.plan[-1] if move.plan else {}
    return o.get("toward") if o.get("act") == "move" else None
