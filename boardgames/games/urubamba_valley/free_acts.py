"""Free acts: what a talent lets its holder do at any decision of their own turn.

  {"free": "llama", "talent": tile, "cell": [r, c]}   Llama Breeder: a grey llama onto the terrace
  {"free": "sell", "seed": crop}                      Seed Dealer: identical seeds for coins

Each is an ability type (its `free` names its options) that lists, carries out, refuses and
makes on the board its own options; the rules (rules.py) dispatch by the option's `free`, and
list them in the order their types first appear in talents.yaml (`R.free_kinds`).
"""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.fields import Field, integer
from boardgames.engine.gestures import move

from . import economy as E
from . import talents as T
from .gestures import cell_key, is_role
from .nodes import G, NODES, Ability
from .terrace import LLAMA, WORKER, cell, key


def why(k: str, **args) -> dict:
    return msg(f"{G}.why.{k}", **args)


class FreeAct(Ability):
    """An ability whose holder may use it at any decision of their turn: `offers(R, state, p,
    held)` its options (`held`: (held entry, node) of each such ability p may use now), `take`,
    `declines` (why one is refused), `moves` and `meant` (the board's, gestures.py)."""

    def moves(self, R, state: dict, p: int, option: dict) -> list:
        return []


def llama_cells(R, state: dict) -> list[str]:
    """Where a llama may be put or moved: a cell that takes pieces (an open tier), no llama, no worker."""
    cells, lay, sealed = state["cells"], R.layout, state["sealed"]
    return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][LLAMA] is None and cells[k][WORKER] is None]


@NODES.register
class LlamaPlace(FreeAct):
    """Put a grey llama from the reserve on a cell of an open tier without a llama or a worker
    (seeds allowed): the one way a llama comes onto the terrace during play."""

    type = "llama_place"
    free = "llama"
    may_be_once = True
    helps = True

    def offers(self, R, state, p, held):
        if not state["llama_reserve"]:
            return []
        out, seen = [], set()
        for entry, _node in held:
            if T.design(entry["id"]) not in seen:
                seen.add(T.design(entry["id"]))
                out += [{"free": "llama", "talent": entry["id"], "cell": cell(k)} for k in llama_cells(R, state)]
        return out

    def take(self, R, ctx, state, p, option):
        tile = option["talent"]
        for entry in state["players"][p]["talents"]:
            if entry["id"] == tile:
                entry["charged"] = False
        llama = state["llama_reserve"].pop(0)
        k = key(option["cell"])
        state["cells"][k][LLAMA] = llama
        ctx.log(f"{G}.log.llama_placed", p, talent=R.talent_label(tile), cell=E.cell_arg(k))
        R.check_end(ctx, state, p)

    def declines(self, R, state, p, option):
        if not state["llama_reserve"]:
            return why("no_llama_left")
        if not any(kind is self and e["id"] == option.get("talent") for e, _, kind in T.abilities(R, state, p, "free")):
            return why("no_llama_talent")
        return why("llama_cell")

    def moves(self, R, state, p, option):
        return [move(("grey",), ("cell", key(option["cell"])), option)]

    def meant(self, R, state, p, gesture):
        if gesture.piece != ("grey",):
            return None
        k = cell_key(R, gesture.to)
        if k is None:
            return None
        tile = next((e["id"] for e in state["players"][p]["talents"]
                     if any(n["type"] == self.type for n in R.talent(e["id"])["abilities"])), None)
        return {"free": "llama", "talent": tile, "cell": cell(k)}

    def unsticks(self, node, R, state, p, table):
        return table["open_empty"] and bool(state["llama_reserve"])


@NODES.register
class SeedSale(FreeAct):
    """Discard `count` identical seeds of one's warehouse (not vines) for $`coins`, any number of
    times: seeds dropped on the talent."""

    type = "seed_sale"
    free = "sell"
    helps = True
    fields = {"count": Field(integer(1)), "coins": Field(integer(1))}

    def offers(self, R, state, p, held):
        n = held[0][1]["count"]
        wh = state["players"][p]["warehouse"]
        return [{"free": "sell", "seed": c} for c in sorted(set(wh)) if c != "vine" and wh.count(c) >= n]

    def take(self, R, ctx, state, p, option):
        node = next(node for _, node, kind in T.abilities(R, state, p, "free") if kind is self)
        for _ in range(node["count"]):
            E.take_from_warehouse(state, p, option["seed"])
            E.discard_seed(state, option["seed"])
        got = E.gain(state, p, node["coins"])
        ctx.log(f"{G}.log.sold", p, seed=E.seed_label(option["seed"]), count=node["count"], n=got)

    def declines(self, R, state, p, option):
        if not any(kind is self for _, _, kind in T.abilities(R, state, p, "free")):
            return why("no_seed_dealer")
        return why("no_pair")

    def _dealer(self, R, state: dict, p: int) -> str | None:
        """The tile of p's Seed Dealer (where seeds are dropped to be sold), if any."""
        return next((e["id"] for e, _, kind in T.abilities(R, state, p, "free") if kind is self), None)

    def moves(self, R, state, p, option):
        dealer = self._dealer(R, state, p)
        return [] if dealer is None else [move(("seed", option["seed"]), ("held", dealer), option)]

    def meant(self, R, state, p, gesture):
        if is_role(gesture.piece, "seed", 2) and is_role(gesture.to, "held", 2):
            return {"free": "sell", "seed": gesture.piece[1]}
        return None

    def unsticks(self, node, R, state, p, table):
        return True


# --- the rules' free-act hooks (rules.py) -------------------------------------------------------
def options(R, state: dict, p: int) -> list[dict]:
    frees = T.abilities(R, state, p, "free")     # asked at every decision of a turn: mostly none
    if not frees:
        return []
    out = []
    for kind in R.free_kinds:
        held = [(entry, node) for entry, node, k in frees if k is kind]
        if held:
            out += kind.offers(R, state, p, held)
    return out


def take(R, ctx, state: dict, p: int, option: dict) -> None:
    R.free_kind[option["free"]].take(R, ctx, state, p, option)


def refusal(R, state: dict, p: int, option: dict) -> dict:
    kind = R.free_kind.get(option.get("free")) if isinstance(option.get("free"), str) else None
    return why("not_a_free_act") if kind is None else kind.declines(R, state, p, option)


def moves(R, state: dict, p: int, options: list[dict]) -> list:
    out = []
    for o in options:
        kind = R.free_kind.get(o.get("free"))
        if kind is not None:
            out += kind.moves(R, state, p, o)
    return out


def meant(R, state: dict, p: int, gesture) -> dict | None:
    for kind in R.free_kinds:
        found = kind.meant(R, state, p, gesture)
        if found is not None:
            return found
    return None
