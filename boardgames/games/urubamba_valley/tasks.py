"""Urubamba Valley's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top: `turns` (clockwise, a RoundRobin), `turn` (the player's action from
the `turn` menu of actions.yaml, then what talents add after it: the `after` menu), and above
it while they run, decisions that are one menu each (menus.Decision): `purchase` (the buys of
a Purchase action), `free_seed` (a seed for free: Terrace Worker, Cultivator), `herd` (Llama
Herder's moves after a Harvest), `shed` (seeds beyond the warehouse discarded, after a
Warehouse Keeper is let go). When a turn is over and a market has a gap, `refill` (a chance
step, markets.yaml `refill`) slides the markets down and draws into them. Once every terrace cell is occupied,
whatever is pending ends and `final` has everyone harvest once more.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.market_refill import Refill
from boardgames.engine.tasks import DONE, WAIT, TaskType, TaskTypes, push
from boardgames.engine.turns import RoundRobin, clockwise

from . import actions as A
from . import planting as P
from . import purchase as B
from . import stall
from . import talents as T
from .menus import Decision
from .nodes import why

G = "urubamba_valley"
TASKS = TaskTypes()


@TASKS.register
class Turns(RoundRobin):
    t = "turns"

    def turn(self, R, ctx, state, task):
        p = task["p"]
        state["turn"] = {"p": p, **R.turn_marks}
        quiet = stall.idle_round(R, state, p)
        barren = stall.barren_round(R, state)
        if quiet or barren or R.stalled(state):
            state["ended_by"] = p
            if quiet:
                ctx.log(f"{G}.log.quiet_round")
            elif barren:
                ctx.log(f"{G}.log.barren_rounds", n=R.barren_rounds)
            else:
                ctx.log(f"{G}.log.stalled", p)
            return False
        push(state, {"t": "turn", "p": p, "phase": "act", "only": None, "last": None})
        return True

    def next_player(self, R, state, task):
        """Only a stall passes a turn over (`turn` is false): the game ends with it."""
        return None if state["ended_by"] is not None else (task["p"] + 1) % state["n"]

    def finish(self, R, ctx, state, task):
        push(state, {"t": "final"})


@TASKS.register
class Turn(Decision):
    """The turn's action (phase "act": actions.yaml `turn`, limited to `only` for an extra
    action), then (phase "after": `after`) the extra actions one-time talents grant, or the end."""

    t = "turn"

    def menu_name(self, task):
        return "turn" if task["phase"] == "act" else "after"

    def only(self, task):
        """The act the turn's decision is limited to (an extra action's; "any": none)."""
        return None if task["only"] == "any" else task["only"]

    def settle(self, R, ctx, state, task):
        if state["ended_by"] is not None:
            return DONE
        if task["phase"] == "after":        # the turn is over unless a talent's extra action is offered
            return WAIT if next(self.iter_options(R, state, task), None) else DONE
        if state["debts"]:
            P.pay_debts(ctx, state, task["p"])
        return WAIT

    def choose(self, R, ctx, state, task, option):
        if task["phase"] == "after":
            return super().choose(R, ctx, state, task, option)
        p, act = task["p"], option["act"]
        task.update(phase="after", last=act, only=None)
        if R.menus["turn"].take(R, ctx, state, p, option, task):
            # what talents do when the action is over (Cultivator, Llama Herder)
            for _, node, kind in R.held.abilities(state, p, "after"):
                kind.after(node, act, R, ctx, state, p)
        return False

    def finish(self, R, ctx, state, task):
        if state["ended_by"] is None and REFILL.needed(R, state):
            push(state, {"t": "refill"})

    def astray(self, R, task, only):
        return why("extra_only", action=f"@{G}.action.{only}")

    def prompt(self, R, state, task):
        if task["phase"] == "act" and task["only"]:
            return msg(f"{G}.prompt.extra", action=f"@{G}.action.{task['only']}")
        return super().prompt(R, state, task)


@TASKS.register
class Purchase(Decision):
    """The buys of a Purchase action, one decision each (its menu counts them: `bought`); done
    once something is bought."""

    t = "purchase"

    def two_or_more(self, R, state, task):
        # after a buy, "done" and any other buy
        return task["bought"] > 0 and B.can_buy(R, state, task["p"])


# the decisions that are nothing but their menu (actions.yaml says how each ends, is read, is worded)
for name in ("free_seed", "herd", "shed"):
    TASKS.add(Decision(name))


#: the markets' refill at a turn's end (a chance step: markets.yaml `refill`)
REFILL = TASKS.add(Refill())


@TASKS.register
class Final(TaskType):
    """Every terrace cell is occupied: from the player who did it, clockwise, each harvests once
    more; then the game is scored."""

    t = "final"

    def settle(self, R, ctx, state, task):
        for p in clockwise(state["n"], state["ended_by"]):
            A.harvest(R, ctx, state, p, final=True)
        R.game_over(ctx, state)
        return DONE
