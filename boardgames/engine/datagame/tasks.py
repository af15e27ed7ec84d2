"""The turn of a game run from data: players take turns clockwise, each turn one action.

  {"t": "turns", "p", "in"}     the turn order (turns.RoundRobin), at the bottom of the stack
  {"t": "turn", "p"}            the player's decision among the actions of turn.yaml (a
                                engine/menu.py Menu): each entry's options, in data order

Whoever can take no action is passed over; after a whole round of passes nobody can, and the
game ends. The end trigger of turn.yaml is looked at after every turn: once it holds, the
round is played out (everyone has had as many turns) unless `finish_round` is false, and the
game ends after round `rounds` at the latest.
"""
from __future__ import annotations

from ..tasks import TaskTypes, push
from ..turns import RoundRobin
from ..mechanics.tasks import TASKS as MECHANICS, MechanicsTask

TASKS = TaskTypes(MECHANICS)


@TASKS.register
class Turns(MechanicsTask, RoundRobin):
    t = "turns"

    def turn(self, R, ctx, state, task):
        p = state["turn"] = task["p"]
        if next(R.menu.iter_options(R, state, p), None) is None:
            return False
        push(state, {"t": "turn", "p": p})
        return True

    def passed(self, R, ctx, state, task):
        state["idle"] += 1
        ctx.log("mech.log.passed", task["p"])

    def after_turn(self, R, ctx, state, task):
        state["idle"] = 0
        ctx.end_turn()
        R.look_for_end(ctx, state)

    def next_player(self, R, state, task):
        n = state["n"]
        if state["idle"] >= n or (state["final"] and not R.end.get("finish_round", True)):
            return None
        nxt = (task["p"] + 1) % n
        if nxt == state["first"]:
            if state["final"] or state["round"] >= R.end["rounds"]:
                return None
            state["round"] += 1
        return nxt

    def problems(self, R, state, task, depth):
        if task["p"] != state["turn"]:
            return [f"the turn order is at player {task['p']}, the state says {state['turn']}"]
        return []


@TASKS.register
class Turn(MechanicsTask):
    """One action: an option of one of the menu's entries (engine/menu.py)."""

    t = "turn"

    def iter_options(self, R, state, task):
        return R.menu.iter_options(R, state, task["p"])

    def two_or_more(self, R, state, task):
        return R.menu.surely(R, state, task["p"]) >= 2

    def choose(self, R, ctx, state, task, option):
        R.menu.take(R, ctx, state, task["p"], option)
        return True

    def refusal(self, R, state, task, option):
        return R.menu.refusal(R, state, task["p"], option)

    def info(self, R, state, task):
        return {"round": state["round"]}
