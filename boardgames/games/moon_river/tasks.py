"""Moon River's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top: `rounds` (reveal the next column, the turns, the end of the
round, round after round), `turns` (one turn per rancher, in the order of the current
column's slots), then the turn's `pick` and `expand` with whatever a placed card set off:
`place`, `drought`, `hire`, the partner's decision (`leaf`, run by its node type, nodes.py),
`bonus_check` and `bonus`. Before the first round come the `draft` and the first reveals.
`expand` and `place` offer the actions turn.yaml lists (engine/menutask.py, expansion.py).
Every decision on the board declares its gestures as forms (engine/gesture_forms.py).

Every draw from the face-down bag or partner stacks is a chance task (`refill`: the saloon,
markets.yaml, engine/market_refill.py; `column`): the match carries it out and never undoes
past it.
"""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg
from boardgames.engine.flowtask import LeafTask
from boardgames.engine.gesture_forms import Form, Formed
from boardgames.engine.market_refill import Refill
from boardgames.engine.market_row import take
from boardgames.engine.menutask import NamedMenuTask
from boardgames.engine.placed import Placed
from boardgames.engine.tasks import DONE, WAIT, Reveal, TaskType, TaskTypes, push, push_all
from boardgames.engine.turns import Phases, RoundRobin

from . import actions as A
from . import farm as F
from .nodes import NODES

G = "moon_river"
TASKS = TaskTypes()


class Decision(TaskType):
    """A Moon River choice, a player's or a chance step: never private, no free actions beside
    it (the game has none)."""

    offers_free = False


class InTurn(Placed):
    """Work of the turn under way: it belongs to the player whose turn it is (engine/placed.py)."""


# --- rounds and turns -------------------------------------------------------------------------
@TASKS.register
class Rounds(Placed, Phases):
    """A round: the next column is turned over (or the final round begins), every rancher
    has a turn, then the plots nobody chose leave and the saloon is refilled."""

    t = "rounds"
    phases = ("reveal", "turns", "end")
    depth = 0

    def begin(self, R, ctx, state, task, name):
        return getattr(self, name)(R, ctx, state)

    def reveal(self, R, ctx, state) -> bool:
        push(state, {"t": "column", "to": "next"})
        return True

    def turns(self, R, ctx, state) -> bool:
        push(state, TASKS["turns"].first(state))
        return True

    def end(self, R, ctx, state) -> bool:
        A.end_round(state)
        if state["final"]:
            return False
        state["line"]["current"] = state["line"]["next"]
        state["round"] += 1
        if not REFILL.needed(R, state):
            return False
        push(state, {"t": "refill"})
        return True

    def round_over(self, R, ctx, state, task):
        return not state["final"]


@TASKS.register
class Turns(RoundRobin):
    """One turn per rancher, in the order of the current column's slots (the custom order)."""

    t = "turns"

    def first(self, state: dict) -> dict:
        r = A.next_rancher(state)
        return self.start(state["ranchers"][r])

    def turn(self, R, ctx, state, task):
        A.take(R, ctx, state)
        push_all(state, [{"t": "expand", "p": task["p"]}, {"t": "pick", "p": task["p"]}])
        return True

    def after_turn(self, R, ctx, state, task):
        state["card"] = None
        ctx.end_turn()

    def next_player(self, R, state, task):
        r = A.next_rancher(state)
        return None if r is None else state["ranchers"][r]

    def problems(self, R, state, task, depth):
        if depth != 1 or state["tasks"][0]["t"] != "rounds":
            return [f"the turns are at depth {depth}, not on the rounds"]
        if task["in"] and task["p"] != state["turn"]["player"]:
            return [f"the turn is player {task['p']}'s, but the state says {state['turn']['player']}'s"]
        return []


# --- chance: what comes out of the bag and the partner stacks ------------------------------------------
#: the saloon's refill (markets.yaml `refill`: each gap where it is, from the first stack's top)
REFILL = TASKS.add(Refill())


@TASKS.register
class Column(Reveal, Decision):
    """A column of plots is drawn from the bag and turned over; an empty bag instead
    starts the final round."""

    t = "column"

    def settle(self, R, ctx, state, task):
        if state["bag"]:
            return WAIT
        state["line"]["next"] = None
        state["final"] = True
        ctx.log(f"{G}.log.final_round", n=state["round"])
        return DONE

    def reveal(self, R, ctx, state, task):
        state["line"][task["to"]] = A.draw_column(R, ctx, state)
        if task["to"] == "next":
            ctx.log(f"{G}.log.round", n=state["round"])


# --- ranchers on the draft line -------------------------------------------------------------------
class Slot(Formed, Decision):
    """A rancher onto a free plot of a column: the waiting rancher (`rancher`: the draft's next
    one, or the turn's) dragged onto a plot of the column, or the plot clicked."""

    forms = (Form(("rancher", "@rancher"), ("slot", "$slot")), Form(None, ("slot", "$slot")))

    def roles(self, R, state, task):
        return {"rancher": self.rancher(state, task)}

    def refusal(self, R, state, task, option):
        return A.why("slot_taken")


@TASKS.register
class Draft(Slot):
    """Set-up: the ranchers go onto the first column one by one, in the drawn order."""

    t = "draft"

    def player(self, R, state, task):
        return state["ranchers"][state["draft"][0]]

    def problems(self, R, state, task, depth):
        return [] if state["draft"] else ["a draft with no rancher left to place"]

    def options(self, R, state, task):
        return A.free_slots(state["line"]["current"])

    def rancher(self, state, task):
        return state["draft"][0]

    def choose(self, R, ctx, state, task, option):
        r = state["draft"].pop(0)
        state["line"]["current"][option["slot"]]["rancher"] = r
        ctx.log(f"{G}.log.draft", state["ranchers"][r], slot=option["slot"] + 1)
        return not state["draft"]


@TASKS.register
class Pick(InTurn, Slot):
    """The end of a turn: the rancher goes onto a plot of the next column (not in the final round)."""

    t = "pick"

    def settle(self, R, ctx, state, task):
        return DONE if state["final"] else WAIT

    def options(self, R, state, task):
        return A.free_slots(state["line"]["next"])

    def rancher(self, state, task):
        return state["turn"]["rancher"]

    def choose(self, R, ctx, state, task, option):
        slot = state["line"]["next"][option["slot"]]
        slot["rancher"] = state["turn"]["rancher"]
        ctx.log(f"{G}.log.pick", task["p"], slot=option["slot"] + 1,
                terrain=A.terrain_ref(R.terrain_of(slot["plot"])))
        return True


# --- expanding the farm ---------------------------------------------------------------------------------
@TASKS.register
class Expand(InTurn, NamedMenuTask, Decision):
    """Join two stored plots into a landscape card (then place it), discard two when full
    and nothing fits, or stop: the `expand` actions of turn.yaml (expansion.py). In the final
    round, when nothing fits, the rest is discarded."""

    t = "expand"
    lazy = False
    facts = ("final", "full")      # the final round; more plots stored than storage spaces

    def situation(self, R, state, task):
        return state["final"], A.forced(state, task["p"])

    def empty(self, R, ctx, state, task):
        leftovers = state["players"][task["p"]]["storage"]
        if leftovers:
            A.discard(ctx, state, task["p"], list(leftovers))

    def choice(self, R, state, task, options):
        forced = A.forced(state, task["p"])
        prompt = msg(f"{G}.prompt.forced" if forced else f"{G}.prompt.expand")
        return Choice(task["p"], f"{G}.{self.t}", options, prompt, info={"forced": forced, "final": state["final"]})


@TASKS.register
class Place(InTurn, NamedMenuTask, Decision):
    """The formed card onto the farm, or taken apart again: the `place` actions of turn.yaml."""

    t = "place"
    lazy = False

    def problems(self, R, state, task, depth):
        card = state["card"]
        storage = state["players"][task["p"]]["storage"]
        if not card or len(card) != 2 or any(x not in storage for x in card):
            return [f"placing a card {card} that is not two stored plots"] + super().problems(R, state, task, depth)
        return super().problems(R, state, task, depth)


# --- the symbols of a placed card ------------------------------------------------------------------------
@TASKS.register
class Drought(InTurn, Formed, Decision):
    """A skull: one cow leaves the region of its plot (the player clicks which)."""

    t = "drought"
    forms = (Form(None, ("farm", "@p", "$cell")),)

    def info(self, R, state, task):
        return {"region_of": list(F.cell(task["cell"]))}

    def options(self, R, state, task):
        cows = state["players"][task["p"]]["cows"]
        return [{"cell": list(F.cell(c))} for c in A.region(R, state, task["p"], task["cell"]) if cows.get(c, 0) > 0]

    def choose(self, R, ctx, state, task, option):
        A.remove_cow(state, task["p"], F.key(option["cell"]))
        ctx.log(f"{G}.log.drought", task["p"])
        return True

    def refusal(self, R, state, task, option):
        return A.why("not_in_region")


@TASKS.register
class Hire(InTurn, Formed, Decision):
    """A circle: a partner from the saloon onto it, on either face (the token dragged onto the
    circle, turned to the face wanted); the face's effect follows at once, before the next circle."""

    t = "hire"
    forms = (Form(("partner", "$token"), ("farm", "@p", "$cell"), turn="$side"),)

    def options(self, R, state, task):
        return [{"token": tok, "side": side, "cell": list(F.cell(k))}
                for tok in state["saloon"] if tok is not None
                for side in ("cowboy", "expert") for k in task["cells"]]

    def choose(self, R, ctx, state, task, option):
        p, k, tok = task["p"], F.key(option["cell"]), option["token"]
        take(state["saloon"], state["saloon"].index(tok))
        state["players"][p]["partners"][k] = {"token": tok, "side": option["side"]}
        task["cells"].remove(k)
        face = "cowboy" if option["side"] == "cowboy" else state["tokens"][tok]
        ctx.log(f"{G}.log.hire", p, partner=f"@{G}.partner.{face}")
        node = R.face_effect(state, tok, option["side"])
        follow = NODES.types[node["type"]].start(R, ctx, state, p, node, {"cell": k})
        if follow is not None:
            push(state, follow)
        return not task["cells"]

    def empty(self, R, ctx, state, task):
        ctx.log(f"{G}.log.saloon_empty", task["p"])

    def refusal(self, R, state, task, option):
        if option.get("token") not in state["saloon"]:
            return A.why("not_in_saloon")
        return A.why("not_circle")


@TASKS.register
class Partner(InTurn, LeafTask, Decision):
    """A hired partner's decision, asked of its effect's node type (nodes.py)."""

    nodes = NODES

    def kind(self, R, state, task):
        return f"{G}.{self.node_type(task).decision}"

    def prompt(self, R, state, task):
        return self.node_type(task).prompt(R, state, task)


# --- two players: the landscape bonus tiles ----------------------------------------------------------------
@TASKS.register
class BonusCheck(InTurn, TaskType):
    """After a card's symbols: the first to reach the last row takes a bonus tile."""

    t = "bonus_check"

    def settle(self, R, ctx, state, task):
        p = task["p"]
        if state["bonus_left"] and state["players"][p]["bonus"] is None and A.reached_last_row(state, p):
            push(state, {"t": "bonus", "p": p})
        return DONE


@TASKS.register
class Bonus(InTurn, Formed, Decision):
    """A one-square tile on either face, placed like a plot (dragged onto a farm cell, turned to
    the face wanted); its circle is resolved. When no face fits anywhere, the player chooses
    which tile to discard (dragged onto the discard pile)."""

    t = "bonus"
    forms = (Form(("bonus", "$tile"), ("discard",), when={"act": "discard_bonus"}, explains=False),
             Form(("bonus", "$tile"), ("farm", "@p", "$cell"), turn="$face"))

    def options(self, R, state, task):
        p = task["p"]
        pl = state["players"][p]
        opts = [{"tile": tile, "face": face["id"], "cell": list(F.cell(k))}
                for tile in state["bonus_left"] for face in R.bonus_tiles[tile]["faces"]
                for k in F.single_placements(pl, state["rows"], state["cols"], face["terrain"])]
        return opts or [{"act": "discard_bonus", "tile": tile} for tile in state["bonus_left"]]

    def choose(self, R, ctx, state, task, option):
        p, tile = task["p"], option["tile"]
        state["bonus_left"].remove(tile)
        state["players"][p]["bonus"] = tile
        if "cell" in option:
            A.place_bonus(R, ctx, state, p, tile, option["face"], F.key(option["cell"]))
        else:
            ctx.log(f"{G}.log.bonus_discarded", p)
        return True

    def refusal(self, R, state, task, option):
        return A.why("no_anchor")
