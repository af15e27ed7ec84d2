"""Caverna's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top, in a round: `rounds` (the phases start / work / harvest, round
after round), `work` (dwarfs placed in turn order from the starting player), `place` (the
deciding player's placement), then the flow of the space a dwarf went to with its leaves,
animals that no longer fit, and in the harvest the feeding and breeding of each player.
After round 12 the final trades (`finish`) are each player's last chance to convert.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.flowplan import PlanWalker
from boardgames.engine.flowtask import FlowTask, LeafTask
from boardgames.engine.gesture_forms import Form, Formed
from boardgames.engine.tasks import DONE, WAIT, Reveal, TaskType, TaskTypes, push
from boardgames.engine.turns import Phases, RoundRobin, clockwise, each_player

from . import animals as A
from . import home as H
from . import harvest, rounds
from .actions import available_dwarfs, iter_placement_options, place
from .nodes import NODES
from . import reach

G = "caverna"
TASKS = TaskTypes()


class Task(TaskType):
    """A Caverna decision: the task's own fields are shown as the choice's info."""

    why_key = ""

    def info(self, R, state, task):
        return {k: v for k, v in task.items() if k not in ("t", "p")}

    def refusal(self, R, state, task, option):
        return msg(f"{G}.why.{self.why_key}") if self.why_key else None


# --- the round -----------------------------------------------------------------------------
@TASKS.register
class Rounds(Phases):
    """Round after round: reveal a card, place dwarfs, harvest; after the last, final trades."""

    t = "rounds"
    phases = ("start", "work", "harvest")

    def begin(self, R, ctx, state, task, name):
        return getattr(self, f"begin_{name}")(R, ctx, state)

    def begin_start(self, R, ctx, state):
        push(state, {"t": "new_round"})
        return True

    def begin_work(self, R, ctx, state):
        push(state, TASKS["work"].start(state["start"]))
        return True

    def begin_harvest(self, R, ctx, state):
        rounds.return_home(R, ctx, state)
        before = len(state["tasks"])
        harvest.start(R, ctx, state)
        return len(state["tasks"]) > before

    def round_over(self, R, ctx, state, task):
        harvest.end(R, ctx, state)
        if state["round"] != state["rounds"][-1]:
            return True
        state["phase"] = "final"
        each_player(state, clockwise(state["n"], state["start"]), {"t": "finish"})
        ctx.log(f"{G}.log.final")
        return False


@TASKS.register
class NewRound(Reveal):
    """The next round card and harvest marker are turned over: a chance step."""

    t = "new_round"

    def reveal(self, R, ctx, state, task):
        rounds.start_round(R, ctx, state)


@TASKS.register
class Work(RoundRobin):
    """The work phase: from the starting player, one dwarf each in turn until all are out."""

    t = "work"

    def turn(self, R, ctx, state, task):
        state["turn"] = task["p"]
        push(state, {"t": "place", "p": task["p"]})
        return True

    def after_turn(self, R, ctx, state, task):
        state["act"] = None
        ctx.end_turn()

    def next_player(self, R, state, task):
        nxt = rounds.next_worker(R, state, task["p"])
        if nxt is not None:
            state["turn"] = nxt
        return nxt


@TASKS.register
class Place(Formed, Task):
    """Where the deciding player's next dwarf goes (a place with something to do for it)."""

    t = "place"
    #: a dwarf from the home board onto an action space (out of weapon order: for a ruby)
    forms = (Form(("dwarf", "@p", "$dwarf"), ("space", "$space"), when={"act": "place"}),)

    def iter_options(self, R, state, task):
        return iter_placement_options(R, state, task["p"])

    def info(self, R, state, task):
        return {"round": state["round"]}

    def choose(self, R, ctx, state, task, option):
        place(R, ctx, state, task["p"], option)
        return True

    def empty(self, R, ctx, state, task):
        state["players"][task["p"]]["passed"] = True
        ctx.log(f"{G}.log.no_space", task["p"])

    def refusal(self, R, state, task, option):
        pl = state["players"][task["p"]]
        sid = option.get("space")
        if sid not in state["spaces"]:
            return msg(f"{G}.why.no_such_space")
        if state["spaces"][sid]["occ"] is not None:
            return msg(f"{G}.why.occupied")
        i = option.get("dwarf")
        free = available_dwarfs(pl)
        if not isinstance(i, int) or i not in free:
            return msg(f"{G}.why.dwarf_busy")
        if pl["dwarfs"][i]["w"] != min(pl["dwarfs"][j]["w"] for j in free) and pl["goods"]["ruby"] < 1:
            return msg(f"{G}.why.weapon_order")
        return msg(f"{G}.why.nothing_to_do")



# --- an action space's flow ------------------------------------------------------------------------
@TASKS.register
class Flow(FlowTask):
    nodes = NODES
    why_part = f"{G}.why.flow_part"

    def tree(self, R, task):
        return R.flow(task["space"])

    def walker(self, R, state, task):
        """The engine's walker with a flowplan.Probe for host: a walker lives while the state
        stands still, so each leaf question it asks is answered once."""
        return PlanWalker(R.spaces[task["space"]]["flow"], task["cur"], reach.probe(R, state, task["p"], task["env"]))

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.flow", space=f"@{G}.space.{task['space']}")

    def info(self, R, state, task):
        """The space, and the parts of this decision that cannot be done now (shown greyed)."""
        return {"space": task["space"], "unavailable": self.walker(R, state, task).unavailable()}


@TASKS.register
class Leaf(LeafTask):
    nodes = NODES


# --- animals and the harvest ---------------------------------------------------------------------
@TASKS.register
class Overflow(Task):
    """The animals do not all fit: release one (or turn animals into food, a free action)."""

    t = "overflow"
    auto_single = False
    why_key = "keep_best"

    def settle(self, R, ctx, state, task):
        return DONE if R.fits(state, task["p"]) else WAIT

    def options(self, R, state, task):
        pl = state["players"][task["p"]]
        types = A.overflow_types(R.housing(state, task["p"]), A.counts_of(pl), pl["animals"]["dog"])
        return [{"act": "release", "animal": a} for a in types]

    def choose(self, R, ctx, state, task, option):
        state["players"][task["p"]]["animals"][option["animal"]] -= 1
        ctx.log(f"{G}.log.release", task["p"], animal=f"@{G}.good.{option['animal']}.name")
        return False


@TASKS.register
class SkipPhase(Task):
    t = "skip_phase"
    auto_single = False

    def options(self, R, state, task):
        return [{"act": "skip", "phase": "field"}, {"act": "skip", "phase": "breeding"}]

    def choose(self, R, ctx, state, task, option):
        state["players"][task["p"]]["skip"] = option["phase"]
        ctx.log(f"{G}.log.skip", task["p"], phase=f"@{G}.harvest_phase.{option['phase']}")
        return True


@TASKS.register
class Field(Task):
    t = "field"

    def settle(self, R, ctx, state, task):
        harvest.field(R, ctx, state, task["p"])
        return DONE


@TASKS.register
class Feed(Task):
    t = "feed"

    def settle(self, R, ctx, state, task):
        return WAIT if state["players"][task["p"]]["dwarfs"] else DONE

    def options(self, R, state, task):
        return harvest.feed_options(R, state, task)

    def info(self, R, state, task):
        """How much the family eats now (furnishing discounts counted): the view shows it
        against the food in hand, live as conversions are made."""
        return {"per": task["per"], "new": task["new"], "need": harvest.need(R, state, task["p"], task)}

    def choose(self, R, ctx, state, task, option):
        harvest.feed(R, ctx, state, task, option)
        return True


@TASKS.register
class Breeding(Task):
    t = "breeding"
    auto_single = False

    def settle(self, R, ctx, state, task):
        p = task["p"]
        if state["players"][p]["skip"] == "breeding":
            return DONE
        sets = H.breeding_sets(R, state, p)
        if len(sets) <= 1:
            if sets:
                H.breed(R, ctx, state, p, list(sets[0]))
            return DONE
        return WAIT

    def options(self, R, state, task):
        return harvest.breeding_options(R, state, task)

    def choose(self, R, ctx, state, task, option):
        H.breed(R, ctx, state, task["p"], option["animals"])
        return True


@TASKS.register
class Protect(Task):
    """Solo: pay a ruby to keep a space holding more than six goods."""

    t = "protect"

    def options(self, R, state, task):
        return rounds.protect_options(R, state, task)

    def choose(self, R, ctx, state, task, option):
        return rounds.protect(R, ctx, state, task, option)


@TASKS.register
class Finish(Task):
    """After round 12: a last chance to convert before scoring."""

    t = "finish"
    auto_single = False

    def settle(self, R, ctx, state, task):
        return WAIT if R.has_free(state, task["p"]) else DONE

    def options(self, R, state, task):
        return [{"act": "finish"}]

    def choose(self, R, ctx, state, task, option):
        return True


#: task kinds that hold the turn structure rather than pending work (not counted in digests)
STRUCTURE = frozenset({"rounds", "work", "place", "new_round"})
