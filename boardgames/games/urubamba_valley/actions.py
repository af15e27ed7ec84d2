"""The entries of the turn's menus (actions.yaml `turn`, `after`) and of the small decisions
that follow an action (`herd`, `shed`): each a node type that lists, carries out, refuses and
makes on the board its own options. The buys are purchase.py. `move_llama` and
`discard_seeds` are the free acts' entries too (free_acts.py: a llama from the reserve, seeds
sold).

  {"act": "plant", "seed", "cell", ...}    planting.py
  {"act": "harvest"} / {"act": "harvest", "workers": [0, 1]}   (Manager: which workers reset)
  {"act": "purchase"}                      opens the buys, offered when one is possible
  {"act": "work"}                          only with no coins: the empty screen is shown, $1 taken
  {"act": "extra", "talent": tile}         after the action: a one-time talent's extra action
  {"act": "move", "llama", "cell"}         Llama Herder, after a Harvest
  {"act": "shed", "seed": crop}            a seed beyond the warehouse discarded
"""
from __future__ import annotations

from itertools import combinations

from boardgames.engine.fields import YES, Field, integer
from boardgames.engine.gesture_forms import Form
from boardgames.engine.gestures import Move, move
from boardgames.engine.menu import NAME, Opener
from boardgames.engine.shelf import is_role

from . import economy as E
from . import planting as P
from . import purchase as B
from . import talents as T
from .gestures import cell_key, meant_plant
from .menus import Entry
from .nodes import G, NODES, Part, why
from .terrace import LLAMA, WORKER, cell, key


@NODES.register
class Plant(Entry):
    """Plant a seed of one's warehouse on a legal cell: where, what it costs and what it scores
    is planting.py (also the Saboteur's vine's).
    Mechanic: a turn action (rulebook: plant), its cells and costs planting.py's."""

    type = "plant"

    def offers(self, R, state, p, node, env):
        return P.iter_options(R, state, p, sorted(set(state["players"][p]["warehouse"])), act=node["act"])

    def take(self, R, ctx, state, p, node, env, option):
        P.plant(R, ctx, state, p, option)
        return True

    def declines(self, R, state, p, node, env, option):
        warehouse = state["players"][p]["warehouse"]
        if not warehouse:
            return why("warehouse_empty")
        return P.refusal(R, state, p, option, set(warehouse))

    def moves(self, R, state, node, option):
        return [move(("seed", option["seed"]), ("cell", key(option["cell"])), option)]

    def meant(self, R, state, p, node, gesture):
        if is_role(gesture.piece, "seed", 2):
            k = cell_key(R, gesture.to)
            return meant_plant(R, state, p, gesture.piece[1], k, node["act"]) if k is not None else None
        return None


def harvest(R, ctx, state: dict, p: int, workers: list[int] | None = None, final: bool = False) -> None:
    """Coins for the reset workers' spaces (talents add theirs), the workers back to 0."""
    pl = state["players"][p]
    workers = list(range(len(pl["track"]))) if workers is None else workers
    resets = [pl["track"][w] for w in workers]
    coins = sum(R.harvest[x] for x in resets)
    coins += sum(kind.harvest_coins(node, resets) for _, node, kind in R.held.abilities(state, p, "harvest_coins"))
    for w in workers:
        pl["track"][w] = 0
    got = E.gain(state, p, coins)
    ctx.log(f"{G}.log.final_harvest" if final else f"{G}.log.harvest", p, spaces=resets, n=got)


@NODES.register
class Harvest(Entry):
    """Harvest: the coins of the reset workers' spaces, the workers back to 0; with two workers
    on the track the option names which reset (one, the other or both): a click on the track.
    Mechanic: a turn action (rulebook: harvest)."""

    type = "harvest"
    forms = (Form(None, ("track",)),)

    def offers(self, R, state, p, node, env):
        n = len(state["players"][p]["track"])
        if n == 1:
            return [{"act": node["act"]}]
        return [{"act": node["act"], "workers": list(c)} for r in range(1, n + 1) for c in combinations(range(n), r)]

    def take(self, R, ctx, state, p, node, env, option):
        harvest(R, ctx, state, p, option.get("workers"))
        return True

    def surely(self, R, state, p, node, env):
        return 2 ** len(state["players"][p]["track"]) - 1

    def meant(self, R, state, p, node, gesture):
        if gesture.piece is None and gesture.to == ("track",):
            two = len(state["players"][p]["track"]) > 1
            return {"act": node["act"], "workers": [0]} if two else {"act": node["act"]}
        return None


@NODES.register
class Purchase(Entry, Opener):
    """Purchase: the buys of its `menu` (actions.yaml), one decision each, offered when a buy is
    possible; made on the board as the buy itself (the Purchase action, then the buy).
    Mechanic: a turn action (rulebook: purchase) that opens a decision of its own."""

    type = "purchase"
    fields = {"menu": Field(NAME)}
    costly = True

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"]}] if B.can_buy(R, state, p, node["menu"]) else []

    def surely(self, R, state, p, node, env):
        return 1 if B.can_buy(R, state, p, node["menu"]) else 0

    def moves(self, R, state, node, option):
        p = state["turn"]["p"]
        buys = self.opened(R, state, p, node)
        # the engine makes a lone buy by itself (unless a free act is offered with it)
        alone = len(buys) == 1 and not R.has_free(state, p)
        return [Move(m.gesture, (option,) if alone else (option,) + m.plan)
                for m in R.menus.moves(R, node["menu"], state, buys)]


@NODES.register
class Work(Entry):
    """Work: only with no coins at all; the screen is shown (an undo barrier) and `coins` are
    taken from the supply.
    Mechanic: a turn action (rulebook: work), the way out of having no coins."""

    type = "work"
    fields = {"coins": Field(integer(1))}

    def offers(self, R, state, p, node, env):
        return [{"act": node["act"]}] if state["players"][p]["coins"] == 0 else []

    def take(self, R, ctx, state, p, node, env, option):
        ctx.reveal()
        got = E.gain(state, p, node["coins"])
        ctx.log(f"{G}.log.work", p, n=got)
        return True

    def surely(self, R, state, p, node, env):
        return 1 if state["players"][p]["coins"] == 0 else 0


@NODES.register
class UseTalent(Entry):
    """After the turn's action: the extra action of a one-time talent that follows it
    (extra_action abilities), one option per talent design, offered only when that action
    could be taken; the talent's marker is spent and the turn's decision comes again, limited
    to that action (`only`). A click on the held talent.
    Mechanic: the extra action one-time talents grant, whichever action it repeats."""

    type = "use_talent"
    forms = (Form(None, ("held", "$talent")),)

    def offers(self, R, state, p, node, env):
        out, seen = [], set()
        turn = R.menus["turn"]
        for entry, ability, kind in R.held.abilities(state, p, "followup"):
            action = kind.followup(ability, env["last"])
            d = T.design(entry["id"])
            only = None if action == "any" else action      # "any": not limited to one act
            if action and d not in seen and next(turn.iter_options(R, state, p, env, only), None):
                seen.add(d)
                out.append({"act": node["act"], "talent": entry["id"]})
        return out

    def take(self, R, ctx, state, p, node, env, option):
        tile = option["talent"]
        T.use(R, ctx, state, p, tile)
        only = next(kind.followup(n, env["last"]) for n, kind in R.held.usable("followup")[tile, True])
        env.update(phase="act", only=only)
        return False


def llama_cells(R, state: dict) -> list[str]:
    """Where a llama may be put or moved: a cell that takes pieces (an open tier), no llama, no worker."""
    cells, lay, sealed = state["cells"], R.layout, state["sealed"]
    return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][LLAMA] is None and cells[k][WORKER] is None]


@NODES.register
class MoveLlama(Entry, Part):
    """A llama put on a cell of an open tier without a llama or a worker: one of the terrace's
    (`left` times at most: the Llama Herder's moves after a Harvest, nodes.Decide) or, with
    `from_reserve`, a grey llama of the reserve, the one way a llama comes onto the terrace
    during play (the Llama Breeder's free act, free_acts.Free)."""

    type = "move_llama"
    fields = {"from_reserve": YES}
    cues = ("from_reserve",)
    helps = True

    def offers(self, R, state, p, node, env):
        targets = llama_cells(R, state)
        if node.get("from_reserve"):
            return [{"act": node["act"], "cell": cell(t)} for t in targets] if state["llama_reserve"] else []
        cells = state["cells"]
        return [{"act": node["act"], "llama": cells[k][LLAMA], "cell": cell(t)}
                for k in R.layout.keys if cells[k][LLAMA] is not None for t in targets]

    def take(self, R, ctx, state, p, node, env, option):
        cells = state["cells"]
        dst = key(option["cell"])
        if node.get("from_reserve"):            # a free act's option names its talent
            cells[dst][LLAMA] = state["llama_reserve"].pop(0)
            ctx.log(f"{G}.log.llama_placed", p, talent=R.talent_label(option["talent"]), cell=E.cell_arg(dst))
        else:
            src = next(k for k in R.layout.keys if cells[k][LLAMA] == option["llama"])
            cells[src][LLAMA] = None
            cells[dst][LLAMA] = option["llama"]
            ctx.log(f"{G}.log.llama_moved", p, src=E.cell_arg(src), dst=E.cell_arg(dst))
        if "left" in env:
            env["left"] -= 1
        R.check_end(ctx, state, p)
        return env.get("left", 0) <= 0

    def declines(self, R, state, p, node, env, option):
        if node.get("from_reserve"):
            if not state["llama_reserve"]:
                return why("no_llama_left")
        elif not any(sp[LLAMA] == option.get("llama") for sp in state["cells"].values()):
            return why("no_such_llama")
        return why("llama_cell")

    def moves(self, R, state, node, option):
        piece = ("grey",) if node.get("from_reserve") else ("llama", option["llama"])
        return [move(piece, ("cell", key(option["cell"])), option)]

    def meant(self, R, state, p, node, gesture):
        if node.get("from_reserve"):
            if gesture.piece != ("grey",):
                return None
            o = {"act": node["act"]}
        elif is_role(gesture.piece, "llama", 2):
            o = {"act": node["act"], "llama": gesture.piece[1]}
        else:
            return None
        k = cell_key(R, gesture.to)
        return None if k is None else {**o, "cell": cell(k)}

    def unsticks(self, node, R, state, p, table):
        return table["open_empty"] and bool(state["llama_reserve"])


@NODES.register
class DiscardSeeds(Entry, Part):
    """`count` identical seeds of one's warehouse discarded (`crops_only`: not vines), for
    $`coins` when it says: a seed at a time while the warehouse holds more than it may
    (`while_overfull`: a Warehouse Keeper let go, talents.Limit; a click on a seed of the
    warehouse), or seeds sold, dropped on the talent that buys them (the Seed Dealer's free
    act, any number of times: free_acts.Free)."""

    type = "discard_seeds"
    fields = {"count": Field(integer(1), optional=True, default=1), "coins": Field(integer(1), optional=True),
              "crops_only": YES, "while_overfull": YES}
    cues = ("coins",)
    helps = True

    def forms(self, node):
        if "coins" in node:
            return (Form(("seed", "$seed"), ("held", "@talent")),)
        return (Form(None, ("warehouse", "$seed")),)

    def offers(self, R, state, p, node, env):
        if node.get("while_overfull") and not T.overfull(R, state, p):
            return []
        n, wh = self.field(node, "count"), state["players"][p]["warehouse"]
        return [{"act": node["act"], "seed": c} for c in sorted(set(wh))
                if not (c == "vine" and node.get("crops_only")) and wh.count(c) >= n]

    def take(self, R, ctx, state, p, node, env, option):
        seed, n = option["seed"], self.field(node, "count")
        for _ in range(n):
            E.take_from_warehouse(state, p, seed)
            E.discard_seed(state, seed)
        if "coins" in node:
            got = E.gain(state, p, node["coins"])
            ctx.log(f"{G}.log.sold", p, seed=E.seed_label(seed), count=n, n=got)
        else:
            ctx.log(f"{G}.log.shed", p, seed=E.seed_label(seed))
        return not T.overfull(R, state, p)

    def declines(self, R, state, p, node, env, option):
        return why("shed_a_seed", n=T.overfull(R, state, p)) if node.get("while_overfull") else None

    def unsticks(self, node, R, state, p, table):
        return True
