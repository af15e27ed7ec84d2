"""Urubamba Valley's pending work as engine task types (engine/tasks.py, engine/turns.py).

The stack, bottom to top: `turns` (clockwise, a RoundRobin), `turn` (the player's action,
then what talents add after it), and above it while they run: `purchase` (the buys of a
Purchase action), `free_seed` (a seed for free: Terrace Worker, Cultivator), `herd` (Llama
Herder's moves after a Harvest), `shed` (seeds beyond the warehouse discarded, after a
Warehouse Keeper is let go). When a turn is over and a market has a gap, `refill`
(a chance step) slides the markets down and draws into them. Once every terrace cell is
occupied, whatever is pending ends and `final` has everyone harvest once more.
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tasks import DONE, WAIT, Reveal, TaskType, TaskTypes, push
from boardgames.engine.turns import RoundRobin, clockwise

from . import actions as A
from . import economy as E
from . import gestures as GS
from . import planting as P
from . import purchase as B
from . import stall
from . import talents as T
from .terrace import LLAMA, cell, key

G = "urubamba_valley"
TASKS = TaskTypes()
END = {"act": "end"}
DONE_BUYING = {"act": "done"}
SKIP = {"act": "skip"}
STOP = {"act": "stop"}


def _why(k: str, **args) -> dict:
    return msg(f"{G}.why.{k}", **args)


class InTurn(TaskType):
    """A decision of the player whose turn it is: private (their coins are behind the screen);
    nothing of a turn goes on once the terrace is full."""

    private = True

    def settle(self, R, ctx, state, task):
        return DONE if state["ended_by"] is not None else WAIT

    def problems(self, R, state, task, depth):
        return [] if task.get("p") == state["turn"]["p"] else [f"{self.t} of player {task.get('p')} out of turn"]


@TASKS.register
class Turns(RoundRobin):
    t = "turns"

    def turn(self, R, ctx, state, task):
        p = task["p"]
        state["turn"] = {"p": p, "cleared": False, "sabotaged": False}
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

    def passed(self, R, ctx, state, task):
        """Only a stall passes a turn over; the game ends with it (next_player says so)."""

    def next_player(self, R, state, task):
        return None if state["ended_by"] is not None else (task["p"] + 1) % state["n"]

    def finish(self, R, ctx, state, task):
        push(state, {"t": "final"})


@TASKS.register
class Turn(InTurn):
    """The turn's action, then (phase "after") the extra actions one-time talents grant."""

    t = "turn"

    def settle(self, R, ctx, state, task):
        if state["ended_by"] is not None:
            return DONE
        p = task["p"]
        if task["phase"] == "act":
            for debt in [d for d in state["debts"] if d["p"] == p]:
                if state["players"][p]["coins"] >= debt["fee"]:
                    E.pay(state, p, debt["fee"])
                    state["debts"].remove(debt)
                    ctx.log(f"{G}.log.debt_paid", p, n=debt["fee"], tier=debt["tier"])
            return WAIT
        return WAIT if self.followups(R, state, task) else DONE

    def followups(self, R, state, task) -> list[dict]:
        p = task["p"]
        out = []
        seen = set()
        for entry, node, kind in T.abilities(R, state, p, "followup"):
            action = kind.followup(node, task["last"])
            d = T.design(entry["id"])
            if action and d not in seen and A.options(R, state, p, action):
                seen.add(d)
                out.append({"act": "extra", "talent": entry["id"]})
        return out

    def iter_options(self, R, state, task):
        if task["phase"] == "act":
            return A.iter_options(R, state, task["p"], task["only"])
        return iter(self.followups(R, state, task) + [dict(END)])

    def two_or_more(self, R, state, task):
        return task["phase"] == "act" and A.two_or_more(R, state, task["p"], task["only"])

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        if task["phase"] == "after":
            if option == END:
                return True
            tile = option["talent"]
            for entry in state["players"][p]["talents"]:
                if entry["id"] == tile:
                    entry["charged"] = False
            ctx.log(f"{G}.log.talent_used", p, talent=R.talent_label(tile))
            node = next(n for n in R.talent(tile)["abilities"] if n["type"] == "extra_action")
            task.update(phase="act", only=node["action"])
            return False
        act = option["act"]
        task.update(phase="after", last=act, only=None)
        if act == "plant":
            P.plant(R, ctx, state, p, option)
        elif act == "harvest":
            A.harvest(R, ctx, state, p, option.get("workers"))
        elif act == "work":
            A.work(R, ctx, state, p)
        elif act == "purchase":
            push(state, {"t": "purchase", "p": p, "bought": 0})
            return False
        self.after(R, state, task, act)
        return False

    def after(self, R, state, task, act) -> None:
        """What talents do when the action `act` is over (Cultivator, Llama Herder)."""
        for _, node, kind in T.abilities(R, state, task["p"], "after"):
            sub = kind.after(node, act, R, state, task["p"])
            if sub is not None:
                push(state, sub)

    def finish(self, R, ctx, state, task):
        if state["ended_by"] is None and Refill.needed(R, state):
            push(state, {"t": "refill"})

    def refusal(self, R, state, task, option):
        if task["phase"] == "after":
            return _why("extra_or_end")
        if option.get("act") in GS.BUYS:          # a buy made at the market (gestures.py)
            if task["only"] not in (None, "any", "purchase"):
                return _why("extra_only", action=f"@{G}.action.{task['only']}")
            return B.refusal(R, state, task["p"], option, 0)
        return A.refusal(R, state, task["p"], option, task["only"])

    def gestures(self, R, state, task, options):
        return GS.turn_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.turn_meant(R, state, task, gesture)

    def prompt(self, R, state, task):
        if task["phase"] == "after":
            return msg(f"{G}.prompt.after")
        if task["only"]:
            return msg(f"{G}.prompt.extra", action=f"@{G}.action.{task['only']}")
        return msg(f"{G}.prompt.turn")


@TASKS.register
class Purchase(InTurn):
    t = "purchase"

    def iter_options(self, R, state, task):
        yield from B.iter_options(R, state, task["p"])
        if task["bought"]:
            yield dict(DONE_BUYING)

    def two_or_more(self, R, state, task):
        # after a buy, "done" and any other buy
        return task["bought"] > 0 and B.can_buy(R, state, task["p"])

    def choose(self, R, ctx, state, task, option):
        if option == DONE_BUYING:
            return True
        task["bought"] += 1
        B.buy(R, ctx, state, task["p"], option)
        return False

    def refusal(self, R, state, task, option):
        return B.refusal(R, state, task["p"], option, task["bought"])

    def gestures(self, R, state, task, options):
        return GS.purchase_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.purchase_meant(R, state, task, gesture)


@TASKS.register
class FreeSeed(InTurn):
    """A seed from the market for free, or none."""

    t = "free_seed"

    def options(self, R, state, task):
        got = B.seed_options(R, state, task["p"], free=True)
        return got + [dict(SKIP)] if got else []

    def choose(self, R, ctx, state, task, option):
        if option != SKIP:
            B.buy(R, ctx, state, task["p"], option, free=True)
        return True

    def refusal(self, R, state, task, option):
        if option.get("act") not in ("seed", "vine", "skip"):
            return _why("take_a_seed")
        return B.refusal(R, state, task["p"], option, 0, free=True)

    def gestures(self, R, state, task, options):
        return GS.purchase_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.purchase_meant(R, state, task, gesture)


@TASKS.register
class Shed(InTurn):
    """Seeds beyond the warehouse's size (a Warehouse Keeper let go) are discarded, one at a
    time, the player choosing which."""

    t = "shed"

    def settle(self, R, ctx, state, task):
        if state["ended_by"] is not None or not T.overfull(R, state, task["p"]):
            return DONE
        return WAIT

    def options(self, R, state, task):
        return [{"act": "shed", "seed": c} for c in sorted(set(state["players"][task["p"]]["warehouse"]))]

    def choose(self, R, ctx, state, task, option):
        p = task["p"]
        E.take_from_warehouse(state, p, option["seed"])
        E.discard_seed(state, option["seed"])
        ctx.log(f"{G}.log.shed", p, seed=E.seed_label(option["seed"]))
        return not T.overfull(R, state, p)

    def refusal(self, R, state, task, option):
        return _why("shed_a_seed", n=T.overfull(R, state, task["p"]))

    def gestures(self, R, state, task, options):
        return GS.shed_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.shed_meant(R, state, task, gesture)

    def prompt(self, R, state, task):
        return msg(f"{G}.prompt.shed", n=T.overfull(R, state, task["p"]))


@TASKS.register
class Herd(InTurn):
    """Llama Herder: move up to `left` llamas, each to any open cell."""

    t = "herd"

    def options(self, R, state, task):
        cells = state["cells"]
        targets = A.llama_cells(R, state)
        out = [{"act": "move", "llama": cells[k][LLAMA], "cell": cell(t)}
               for k in R.layout.keys if cells[k][LLAMA] is not None for t in targets]
        return out + [dict(STOP)] if out else []

    def choose(self, R, ctx, state, task, option):
        if option == STOP:
            return True
        cells = state["cells"]
        src = next(k for k in R.layout.keys if cells[k][LLAMA] == option["llama"])
        dst = key(option["cell"])
        cells[src][LLAMA] = None
        cells[dst][LLAMA] = option["llama"]
        ctx.log(f"{G}.log.llama_moved", task["p"], src=E.cell_arg(src), dst=E.cell_arg(dst))
        task["left"] -= 1
        R.check_end(ctx, state, task["p"])
        return task["left"] <= 0

    def refusal(self, R, state, task, option):
        if option.get("act") != "move":
            return _why("move_or_stop")
        if not any(sp[LLAMA] == option.get("llama") for sp in state["cells"].values()):
            return _why("no_such_llama")
        return _why("llama_cell")

    def gestures(self, R, state, task, options):
        return GS.herd_moves(R, state, task, options)

    def meant(self, R, state, task, gesture):
        return GS.herd_meant(R, state, task, gesture)


@TASKS.register
class Refill(Reveal):
    """End of a turn: the markets slide down and are filled from the top (a chance step)."""

    t = "refill"

    @staticmethod
    def needed(R, state) -> bool:
        seeds = None in state["market"] and (state["bag"] or state["discard"])
        talents = None in state["talent_market"] and any(state["stacks"].values())
        return bool(seeds or talents)

    def reveal(self, R, ctx, state, task):
        rng = ctx.rng
        market = [c for c in state["market"] if c is not None]
        size = len(state["market"])
        drawn = []
        reshuffled = False
        while len(market) < size:
            if not state["bag"]:
                if not state["discard"] or reshuffled:     # once per refill: vines alone could cycle
                    break
                reshuffled = True
                state["bag"], state["discard"] = sorted(state["discard"]), []
                ctx.log(f"{G}.log.bag_refilled", n=len(state["bag"]))
            crop = state["bag"].pop(rng.below(len(state["bag"])))
            drawn.append(E.seed_label(crop))
            if crop == "vine":
                if state["vines"] < R.markets["vine_market"]["size"]:
                    state["vines"] += 1
                else:
                    E.discard_seed(state, crop)
                continue
            market.append(crop)
        state["market"] = market + [None] * (size - len(market))
        tm = [t for t in state["talent_market"] if t is not None]
        new = []
        while len(tm) < len(state["talent_market"]):
            stage = next((s for s in sorted(state["stacks"]) if state["stacks"][s]), None)
            if stage is None:
                break
            stack = state["stacks"][stage]
            tile = stack.pop(rng.below(len(stack)))
            tm.append(tile)
            new.append(R.talent_label(tile))
        state["talent_market"] = tm + [None] * (len(state["talent_market"]) - len(tm))
        if drawn:
            ctx.log(f"{G}.log.refill_seeds", seeds=drawn)
        if new:
            ctx.log(f"{G}.log.refill_talents", talents=new)


@TASKS.register
class Final(TaskType):
    """Every terrace cell is occupied: from the player who did it, clockwise, each harvests once
    more; then the game is scored."""

    t = "final"

    def settle(self, R, ctx, state, task):
        for p in clockwise(state["n"], state["ended_by"]):
            A.harvest(R, ctx, state, p, final=True)
        state["over"] = True
        sheet = R.score(state)
        ctx.log(f"{G}.log.game_over", winners=[state["seats"][w]["name"] for w in sheet.winners])
        return DONE
