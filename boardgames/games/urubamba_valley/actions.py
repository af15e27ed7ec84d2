"""The four actions of a turn (one per turn, plus what talents add) and the free acts.

Options of the turn's decision:
  {"act": "plant", "seed", "cell", ...}    planting.py
  {"act": "harvest"} / {"act": "harvest", "workers": [0, 1]}   (Manager: which workers reset)
  {"act": "purchase"}                      opens the buys (purchase.py), offered when one is possible
  {"act": "work"}                          only with no coins: the empty screen is shown, $1 taken
Free acts at any decision of one's own turn:
  {"free": "llama", "talent": tile, "cell": [r, c]}   Llama Breeder: a grey llama onto the terrace
  {"free": "sell", "seed": crop}                      Seed Dealer: two identical seeds for coins
"""
from __future__ import annotations

from itertools import combinations

from boardgames.engine.choice import msg

from . import economy as E
from . import planting as P
from . import purchase as B
from . import talents as T
from .terrace import LLAMA, WORKER, cell, key

G = "urubamba_valley"
KINDS = ("plant", "harvest", "purchase", "work")


def _why(k: str, **args) -> dict:
    return msg(f"{G}.why.{k}", **args)


def plant_options(R, state: dict, p: int) -> list[dict]:
    return P.options(R, state, p, sorted(set(state["players"][p]["warehouse"])))


def harvest_options(R, state: dict, p: int) -> list[dict]:
    n = len(state["players"][p]["track"])
    if n == 1:
        return [{"act": "harvest"}]
    return [{"act": "harvest", "workers": list(c)} for r in range(1, n + 1) for c in combinations(range(n), r)]


def options(R, state: dict, p: int, only: str | None = None) -> list[dict]:
    """The actions p may take now (`only`: the kind an extra action is limited to)."""
    return list(iter_options(R, state, p, only))


def iter_options(R, state: dict, p: int, only: str | None = None):
    """`options` one at a time (a turn's choice lists them only when asked: `choice.Later`)."""
    if only in (None, "any", "plant"):
        yield from P.iter_options(R, state, p, sorted(set(state["players"][p]["warehouse"])))
    if only in (None, "any", "harvest"):
        yield from harvest_options(R, state, p)
    if only in (None, "any", "purchase") and B.can_buy(R, state, p):
        yield {"act": "purchase"}
    if only in (None, "any", "work") and state["players"][p]["coins"] == 0:
        yield {"act": "work"}


def two_or_more(R, state: dict, p: int, only: str | None) -> bool:
    """Whether `iter_options` surely yields two options or more, told without listing
    plantings (`TaskType.two_or_more`): a Harvest is always there, so a second harvest
    worker, Work (no coins) or a buy makes two. False: not known."""
    if only not in (None, "any", "harvest"):
        return False
    if len(state["players"][p]["track"]) > 1:
        return True                                  # three ways to harvest at least
    return only != "harvest" and (state["players"][p]["coins"] == 0 or B.can_buy(R, state, p))


def harvest(R, ctx, state: dict, p: int, workers: list[int] | None = None, final: bool = False) -> None:
    """Coins for the reset workers' spaces (talents add theirs), the workers back to 0."""
    pl = state["players"][p]
    workers = list(range(len(pl["track"]))) if workers is None else workers
    resets = [pl["track"][w] for w in workers]
    coins = sum(R.harvest[x] for x in resets)
    coins += sum(kind.harvest_coins(node, resets) for _, node, kind in T.abilities(R, state, p, "harvest_coins"))
    for w in workers:
        pl["track"][w] = 0
    got = E.gain(state, p, coins)
    ctx.log(f"{G}.log.final_harvest" if final else f"{G}.log.harvest", p, spaces=resets, n=got)


def work(R, ctx, state: dict, p: int) -> None:
    ctx.reveal()
    got = E.gain(state, p, 1)
    ctx.log(f"{G}.log.work", p, n=got)


def refusal(R, state: dict, p: int, option: dict, only: str | None) -> dict:
    act = option.get("act")
    if act not in KINDS:
        return _why("not_an_action")
    if only not in (None, "any") and act != only:
        return _why("extra_only", action=f"@{G}.action.{only}")
    pl = state["players"][p]
    if act == "plant":
        if not pl["warehouse"]:
            return _why("warehouse_empty")
        return P.refusal(R, state, p, option, set(pl["warehouse"]))
    if act == "work":
        return _why("has_coins")
    if act == "purchase":
        return _why("nothing_to_buy")
    return _why("bad_harvest")


# --- free acts --------------------------------------------------------------------------------
def llama_cells(R, state: dict) -> list[str]:
    """Where a llama may be put or moved: a cell that takes pieces (an open tier), no llama, no worker."""
    cells, lay, sealed = state["cells"], R.layout, state["sealed"]
    return [k for k in lay.keys if lay.takes_pieces(sealed, k) and cells[k][LLAMA] is None and cells[k][WORKER] is None]


def free_options(R, state: dict, p: int) -> list[dict]:
    frees = T.abilities(R, state, p, "free")     # asked at every decision of a turn: mostly none
    if not frees:
        return []
    out = []
    if state["llama_reserve"]:
        seen = set()
        for entry, node, kind in frees:
            if kind.free == "llama" and T.design(entry["id"]) not in seen:
                seen.add(T.design(entry["id"]))
                out += [{"free": "llama", "talent": entry["id"], "cell": cell(k)} for k in llama_cells(R, state)]
    sale = next((node for _, node, kind in frees if kind.free == "sell"), None)
    if sale is not None:
        wh = state["players"][p]["warehouse"]
        out += [{"free": "sell", "seed": c} for c in sorted(set(wh)) if c != "vine" and wh.count(c) >= sale["count"]]
    return out


def apply_free(R, ctx, state: dict, p: int, option: dict) -> None:
    if option["free"] == "llama":
        tile = option["talent"]
        for entry in state["players"][p]["talents"]:
            if entry["id"] == tile:
                entry["charged"] = False
        llama = state["llama_reserve"].pop(0)
        k = key(option["cell"])
        state["cells"][k][LLAMA] = llama
        ctx.log(f"{G}.log.llama_placed", p, talent=R.talent_label(tile), cell=E.cell_arg(k))
        R.check_end(ctx, state, p)
    else:
        node = next(node for _, node, kind in T.abilities(R, state, p, "free") if kind.free == "sell")
        for _ in range(node["count"]):
            E.take_from_warehouse(state, p, option["seed"])
            E.discard_seed(state, option["seed"])
        got = E.gain(state, p, node["coins"])
        ctx.log(f"{G}.log.sold", p, seed=E.seed_label(option["seed"]), count=node["count"], n=got)


def free_refusal(R, state: dict, p: int, option: dict) -> dict:
    if option.get("free") == "llama":
        if not state["llama_reserve"]:
            return _why("no_llama_left")
        if not any(kind.free == "llama" and e["id"] == option.get("talent")
                   for e, _, kind in T.abilities(R, state, p, "free")):
            return _why("no_llama_talent")
        return _why("llama_cell")
    if option.get("free") == "sell":
        if not any(kind.free == "sell" for _, _, kind in T.abilities(R, state, p, "free")):
            return _why("no_seed_dealer")
        return _why("no_pair")
    return _why("not_a_free_act")
