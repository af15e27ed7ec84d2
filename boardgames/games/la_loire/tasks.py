"""La Loire's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top: `turns` (clockwise from the start player, a RoundRobin; once the end
is set off, play goes on until the round is complete), `turn` (the tax of a merchant leaving a
city, then the player's two moves, either piece first), `act` (what the piece just moved may
do where it stopped, until "done") and, when a purchase sends the circus off and several
villages fit, `circus` (the buyer chooses where it goes). Each decision lists its options by
their roles on the map for the board view (gestures.py).
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tasks import DONE, WAIT, TaskType, TaskTypes, push
from boardgames.engine.turns import RoundRobin

from . import economy as E
from . import ending
from . import gestures as GS
from . import market as M
from . import movement as MV
from . import places as PL
from .text import G, PIECES, name, why

TASKS = TaskTypes()
DONE_HERE = {"act": "done"}


class Decision(TaskType):
    """A decision of the player whose turn it is: private while they hold secret messages
    (the screen shows their hand)."""

    def is_private(self, R, state, task):
        return any(not m["open"] for m in state["players"][task["p"]]["messages"])

    def problems(self, R, state, task, depth):
        out = [] if depth >= 1 else [f"{self.t} at the bottom of the stack"]
        if task.get("p") != state["turn"]["p"]:
            out.append(f"{self.t} of player {task.get('p')} in player {state['turn']['p']}'s turn")
        return out


@TASKS.register
class Turns(RoundRobin):
    t = "turns"

    def problems(self, R, state, task, depth):
        return [] if depth == 0 else [f"turns at depth {depth}"]

    def turn(self, R, ctx, state, task):
        p = task["p"]
        state["turn"] = {"p": p, "taken": 0, "hired": False, "built": False, "delivered": {}}
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
        state["over"] = True
        sheet = R.score(state)
        ctx.log(f"{G}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])


@TASKS.register
class Turn(Decision):
    """The turn: the tax first (a poor merchant in a city ends it), then each piece's move."""

    t = "turn"

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

    def gestures(self, R, state, task, options):
        return GS.turn_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.turn_meant(R, state, task, gesture)

    def prompt(self, R, state, task):
        if len(task["left"]) == 1:
            return msg(f"{G}.prompt.move_other", piece=name("piece", task["left"][0]))
        return msg(f"{G}.prompt.move")

    def problems(self, R, state, task, depth):
        out = super().problems(R, state, task, depth)
        return out + ([] if depth == 1 else [f"turn at depth {depth}"])


@TASKS.register
class Act(Decision):
    """What the piece just moved may do where it stopped; "done" ends the stop."""

    t = "act"

    def place(self, R, state, task) -> PL.Place:
        return PL.place_of(R, state, task["p"], task["piece"], task["at"], task["circus"])

    def env(self, R, state, task) -> dict:
        return {"task": task, "place": self.place(R, state, task)}

    def iter_options(self, R, state, task):
        """The place's options, then "done" if there were any (none: the stop is over),
        listed as the engine reads them (see Turn)."""
        env = self.env(R, state, task)
        offered = False
        for option in env["place"].menu.iter_options(R, state, task["p"], env):
            offered = True
            yield option
        if offered:
            yield dict(DONE_HERE)

    def choose(self, R, ctx, state, task, option):
        if option == DONE_HERE:
            return True
        env = self.env(R, state, task)
        env["place"].menu.take(R, ctx, state, task["p"], option, env)
        return False

    def refusal(self, R, state, task, option):
        if option.get("act") == "move":
            turn = next((t for t in reversed(state["tasks"]) if t.get("t") == "turn"), None)
            left = turn["left"] if turn is not None else []
            piece = option.get("piece")
            if piece in left and option not in MV.options(R, state, task["p"], piece):
                return MV.refusal(R, state, task["p"], left, option)     # the other piece: its move's reason
            return why("act_first", piece=name("piece", task["piece"]))
        if type(option.get("act")) is not str:
            return why("not_here")
        env = self.env(R, state, task)
        return env["place"].menu.refusal(R, state, task["p"], option, env)

    def gestures(self, R, state, task, options):
        return GS.act_moves(R, state, task, options, self.place(R, state, task))

    def meant(self, R, state, task, gesture):
        return GS.meant_act(R, state, task, gesture)

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.act_{task['piece']}", space=name("node", task["at"]))

    def problems(self, R, state, task, depth):
        out = super().problems(R, state, task, depth)
        if state["players"][task["p"]][task["piece"]]["at"] != task["at"]:
            out.append(f"act for a {task['piece']} that is not at {task['at']}")
        return out


@TASKS.register
class Circus(Decision):
    """The circus moves on: the buyer chooses which village of the new colour gets it."""

    t = "circus"

    def options(self, R, state, task):
        return [{"act": "circus", "to": v} for v in task["to"]]

    def choose(self, R, ctx, state, task, option):
        M.move_circus(ctx, state, option["to"])
        return True

    def refusal(self, R, state, task, option):
        return why("circus_to", villages=[name("node", v) for v in task["to"]])

    def gestures(self, R, state, task, options):
        return GS.circus_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.circus_meant(R, state, task, gesture)
