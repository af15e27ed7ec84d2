"""Via Nebula's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top, during a turn: `turns` (the turn passes clockwise, a
`RoundRobin`), `action` (the player's decision among the entries of the turn's menu in
actions.yaml, while action points are left). Erecting a building pushes `built` (the
End-of-Game card, or the contract's power) and, when a displayed contract was taken and the
deck is not empty, the chance step `refill` above it (engine/market_refill.py, markets.yaml),
so the new card is turned up before anything the building sets off. A power waits as `power`
(its node decides). When the turns end (play came back round to the player with the fifth
building, or nobody could act for a whole round) `game_end` or `stalemate` scores the game.
"""
from __future__ import annotations

from boardgames.engine import market_refill
from boardgames.engine.choice import msg
from boardgames.engine.menu import ACT
from boardgames.engine.menutask import MenuTask
from boardgames.engine.placed import Placed
from boardgames.engine.sparse import add
from boardgames.engine.tasks import DONE, WAIT, TaskTypes, push
from boardgames.engine.turns import FinalRound, RoundRobin

from .actions import to_meadow
from .nodes import NODES, ap_words

G = "via_nebula"
TASKS = TaskTypes()
FINAL = FinalRound("final_by")          # who took the End-of-Game card


def power_of(R, task: dict) -> dict:
    """The power node of a pending power decision (the task names the contract)."""
    return R.contract(task["contract"])["power"]


class Sound(Placed):
    """A task of the turn under way, above the turn order (depth 0) and the turn's decision
    (depth 1) unless it says its `depth` (engine/placed.py): what a building sets off."""

    lowest = 2


class Decision(Sound):
    """A decision of the player whose turn it is: private while they hold private contracts."""

    auto_single = False                 # a lone action or power is still the player's call

    def is_private(self, R, state, task):
        return bool(state["players"][task["p"]]["private"])


@TASKS.register
class Turns(Sound, RoundRobin):
    """Turns clockwise from the first player; a round begins when the first player's turn
    comes again. The End-of-Game card ends play before its holder's turn would come back."""

    t = "turns"
    depth = 0

    def problems(self, R, state, task, depth):
        return super().problems(R, state, task, depth) + ([] if task.get("in") else ["no turn under way"])

    def turn(self, R, ctx, state, task):
        state["turn"] = {"player": task["p"], "ap": R.cfg["action_points"], "acted": 0}
        push(state, {"t": "action", "p": task["p"]})
        return True

    def after_turn(self, R, ctx, state, task):
        ctx.end_turn()
        p = task["p"]
        nxt = (p + 1) % state["n"]
        if FINAL.ends_before(state, nxt):
            task["end"] = "game_end"
        elif not FINAL.active(state) and state["idle"] >= state["n"]:
            task["end"] = "stalemate"
        else:
            if nxt == state["first"]:
                state["round"] += 1
                ctx.log(f"{G}.log.round", n=state["round"])
            if FINAL.active(state) and p == state["final_by"]:
                ctx.log(f"{G}.log.final_turns")

    def next_player(self, R, state, task):
        return None if task.get("end") else (task["p"] + 1) % state["n"]

    def finish(self, R, ctx, state, task):
        push(state, {"t": task["end"]})


@TASKS.register
class Action(Decision, MenuTask):
    """The turn's decision among the entries of the turn's menu (`turn` in actions.yaml): one
    action per action point; with none left (or nothing legal) the turn ends, and a player who
    could not act at all counts towards a stalemate. An option of another decision is refused
    in the words of `elsewhere` (actions.yaml)."""

    t = "action"
    depth = 1

    def menu(self, R, state, task):
        return R.turn

    def elsewhere(self, R, state, task):
        return R.elsewhere

    def settle(self, R, ctx, state, task):
        return WAIT if state["turn"]["ap"] > 0 else DONE

    def iter_options(self, R, state, task):
        """Every entry reads its options off one `Sight` of the board."""
        if state["turn"]["ap"] <= 0:
            return iter(())
        return R.turn.iter_options(R, state, task["p"], {"sight": R.sight(state, task["p"])})

    def taken(self, R, ctx, state, task, option, result):
        state["turn"]["acted"] += 1
        state["idle"] = 0
        return False

    def empty(self, R, ctx, state, task):
        if state["turn"]["acted"] == 0:
            state["idle"] += 1
            ctx.log(f"{G}.log.nothing_to_do", task["p"])
        else:
            ctx.log(f"{G}.log.no_action_left", task["p"])

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.action", points=ap_words(state["turn"]["ap"]))

    def info(self, R, state, task):
        return {"ap": state["turn"]["ap"], "final": FINAL.active(state)}


class Refill(Sound, market_refill.Refill):
    """The top card of the neutral deck fills the gap in the display (markets.yaml): a chance
    step."""


TASKS.add(Refill())


@TASKS.register
class Built(Sound):
    """What a new building sets off: the fifth takes the End-of-Game card (the turn ends, its
    power is lost), otherwise the contract's immediate power starts."""

    t = "built"

    def settle(self, R, ctx, state, task):
        p, cid = task["p"], task["contract"]
        if state["players"][p]["buildings"] >= R.cfg["buildings_each"] and FINAL.trigger(state, p):
            state["end_card"] = p
            state["turn"]["ap"] = 0
            ctx.log(f"{G}.log.end_card", p)
            return DONE
        power = R.contract(cid).get("power")
        if power:
            sub = NODES.types[power["type"]].start(R, ctx, state, p, power, {"contract": cid})
            if sub is not None:
                push(state, sub)
        return DONE


@TASKS.register
class Power(Decision, MenuTask):
    """Using a contract's power (or not): a menu of its node (nodes.py, actions.py), which lists,
    carries out, refuses and places on the board the options, and "skip", which comes with any
    of them (`R.power_menus`)."""

    t = "power"
    lazy = False
    env_lists_only = True       # the power's sight lists its options; using it reads none of it

    def menu(self, R, state, task):
        return R.power_menus[task["contract"]]

    def env(self, R, state, task):
        """The power's entry reads its options off a `Sight` of the board, like the turn's."""
        return {"sight": R.sight(state, task["p"])}

    def taken(self, R, ctx, state, task, option, result):
        """One use (or a skip) ends the decision."""
        if option[ACT] == "skip":
            ctx.log(f"{G}.log.power_skipped", task["p"], contract=R.contract_label(task["contract"]))
        return True

    def empty(self, R, ctx, state, task):
        ctx.log(f"{G}.log.power_unused", task["p"], contract=R.contract_label(task["contract"]))

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.{power_of(R, task)['type']}", contract=R.contract_label(task["contract"]))

    def info(self, R, state, task):
        return {"contract": task["contract"], "power": dict(power_of(R, task)), "ap": state["turn"]["ap"]}

    def problems(self, R, state, task, depth):
        out = super().problems(R, state, task, depth)
        if task["contract"] not in state["players"][task["p"]]["done"]:
            out.append(f"a power of {task['contract']}, a contract player {task['p']} did not fulfil")
        elif task["contract"] not in R.power_menus:
            out.append(f"{task['contract']} has no power to use now")
        return out


@TASKS.register
class GameEnd(Sound):
    """Leftover resources on the players' own sites and exploitations go to their storage
    (those exploitations become meadows, the craftsmen go home); then the game is scored."""

    t = "game_end"
    reason = "fifth_building"
    depth = -1                          # runs at once: never left pending

    def settle(self, R, ctx, state, task):
        board = state["board"]
        for k in R.layout(state).keys:
            sp = board[k]
            if sp["kind"] == "ruin":
                for s in sp["slots"]:
                    if s is not None and not s["building"] and s["res"]:
                        pl = state["players"][s["p"]]
                        for r, n in s["res"].items():
                            add(pl["storage"], r, n)
                        ctx.log(f"{G}.log.leftover", s["p"], n=sum(s["res"].values()))
                        s["res"] = {}
            elif sp["kind"] == "exploitation" and sp["owner"] is not None:
                q = sp["owner"]
                add(state["players"][q]["storage"], sp["res"], sp["n"])
                ctx.log(f"{G}.log.leftover", q, n=sp["n"])
                to_meadow(state, k)
        state["end_reason"] = self.reason
        state["turn"] = {"player": None, "ap": 0, "acted": 0}
        R.game_over(ctx, state)
        return DONE


@TASKS.register
class Stalemate(GameEnd):
    """Nobody could act for a whole round: the game ends without an End-of-Game card."""

    t = "stalemate"
    reason = "stalemate"

    def settle(self, R, ctx, state, task):
        ctx.log(f"{G}.log.stalemate")
        return super().settle(R, ctx, state, task)
