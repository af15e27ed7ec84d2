"""La Loire's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top: `turns` (clockwise from the start player, a RoundRobin; once the end
is set off, play goes on until the round is complete), `turn` (the tax of a merchant leaving a
city, then the player's two moves, either piece first), `act` (what the piece just moved may
do where it stopped, until "done") and, when a purchase sends the circus off and several
villages fit, `circus` (the buyer chooses where it goes). Each decision lists its options by
their roles on the map for the board view (engine/gestures.py): a piece's move, the node kinds'
forms of the actions (places.py), the circus's village.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.gesture_forms import Form, Formed
from boardgames.engine.handover import HandOverTask
from boardgames.engine.placed import Placed
from boardgames.engine.tasks import DONE, WAIT, TaskTypes, push
from boardgames.engine.turns import RoundRobin

from . import economy as E
from . import ending
from . import market as M
from . import movement as MV
from . import places as PL
from . import trade
from .text import G, PIECES, name, why

TASKS = TaskTypes()


class Decision(Placed):
    """A decision of the player whose turn it is: private while they hold secret messages
    (the screen shows their hand)."""

    turn_key = "p"

    def is_private(self, R, state, task):
        return any(not m["open"] for m in state["players"][task["p"]]["messages"])


@TASKS.register
class Turns(Placed, RoundRobin):
    t = "turns"
    depth, in_turn = 0, False

    def turn(self, R, ctx, state, task):
        p = task["p"]
        state["turn"] = {"p": p, "taken": 0, **R.turn_marks, "delivered": {}}
        for card in state["players"][p]["palaces"]:
            card["fresh"] = False
        push(state, {"t": "turn", "p": p, "left": list(PIECES), "taxed": False})
        return True

    def after_turn(self, R, ctx, state, task):
        ctx.end_turn()
        state["turns"] += 1
        ending.after_turn(R, ctx, state, task["p"])
        nxt = (task["p"] + 1) % state["n"]
        if nxt == state["first"] and not ending.last_turn_played(state, nxt):
            state["round"] += 1

    def next_player(self, R, state, task):
        nxt = (task["p"] + 1) % state["n"]
        return None if ending.last_turn_played(state, nxt) else nxt

    def finish(self, R, ctx, state, task):
        R.game_over(ctx, state)


@TASKS.register
class Turn(Formed, Decision):
    """The turn: the tax first (a poor merchant in a city ends it), then each piece's move: on
    the board, the piece dropped on the space it stops at, turned to the horses it moves with."""

    t = "turn"
    depth = 1
    forms = (Form(("$piece",), ("node", "$to"), turn="$horses"),)

    def settle(self, R, ctx, state, task):
        if not task["taxed"]:
            task["taxed"] = True
            if E.tax(R, ctx, state, task["p"]):
                return DONE
        return WAIT if task["left"] else DONE

    def iter_options(self, R, state, task):
        """Listed as the engine reads them (`TaskType.iter_options`): a search that tries a
        piece's stop on a copy and keeps another learns only that a move follows."""
        for piece in task["left"]:
            yield from MV.iter_options(R, state, task["p"], piece)

    def choose(self, R, ctx, state, task, option):
        MV.move(R, ctx, state, task["p"], option)
        piece = option["piece"]
        task["left"].remove(piece)
        at = state["players"][task["p"]][piece]["at"]
        push(state, {"t": "act", "p": task["p"], "piece": piece, "at": at, "circus": state["circus"] == at,
                     "used": {}})
        return False

    def refusal(self, R, state, task, option):
        return MV.refusal(R, state, task["p"], task["left"], option)

    def meant(self, R, state, task, gesture):
        """A piece dropped on a space (with the horses it stands on, unless turned), else the
        option of whichever action the gesture stands for (taken before moving: refused)."""
        piece, to = gesture.piece, gesture.to
        if type(piece) is tuple and len(piece) == 1 and piece[0] in PIECES and type(to) is tuple \
                and len(to) == 2 and to[0] == "node":
            h = gesture.turn if type(gesture.turn) is int else state["players"][task["p"]][piece[0]]["horses"]
            return {"act": "move", "piece": piece[0], "horses": h, "to": to[1]}
        return R.every_action.meant(R, state, task["p"], gesture)

    def prompt(self, R, state, task):
        if len(task["left"]) == 1:
            return msg(f"{G}.prompt.move_other", piece=name("piece", task["left"][0]))
        return msg(f"{G}.prompt.move")


@TASKS.register
class Act(Decision, HandOverTask):
    """What the piece just moved may do where it stopped: the menu of its place (places.py),
    ended by "done" (actions.yaml `stop`)."""

    t = "act"

    def place(self, R, state, task) -> PL.Place:
        return PL.place_of(R, state, task["p"], task["piece"], task["at"], task["circus"])

    def menu(self, R, state, task):
        return self.place(R, state, task).menu

    def menu_env(self, R, state, task) -> tuple:
        place = self.place(R, state, task)
        return place.menu, {"task": task, "place": place}

    def refuse_args(self, R, state, task):
        return {"piece": name("piece", task["piece"])}

    def info(self, R, state, task):
        """What the view shows beside the options: where the piece may buy a good, its price
        (`price`). The options are listed one at a time, so the engine works this out only when
        the options are read in full (engine/tasks.py `choice`): a search's tries never ask."""
        place = self.place(R, state, task)
        if not any(entry["type"] == trade.BuyGood.type for entry in place.menu.entries):
            return {}
        return {"price": trade.good_price(R, state, task["p"], place)}

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.act_{task['piece']}", space=name("node", task["at"]))

    def problems(self, R, state, task, depth):
        out = super().problems(R, state, task, depth)
        if state["players"][task["p"]][task["piece"]]["at"] != task["at"]:
            out.append(f"act for a {task['piece']} that is not at {task['at']}")
        return out


@TASKS.register
class Circus(Formed, Decision):
    """The circus moves on: the buyer chooses which village of the new colour gets it (a click
    on the village)."""

    t = "circus"
    forms = (Form(None, ("node", "$to"), when={"act": "circus"}),)

    def options(self, R, state, task):
        return [{"act": "circus", "to": v} for v in task["to"]]

    def choose(self, R, ctx, state, task, option):
        M.move_circus(ctx, state, option["to"])
        return True

    def refusal(self, R, state, task, option):
        return why("circus_to", villages=[name("node", v) for v in task["to"]])
