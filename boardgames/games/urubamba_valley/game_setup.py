"""Urubamba Valley set-up (rulebook "遊戲設置"; fact sheet 6; data/urubamba_valley/NOTES.md).

Set-up shuffles and draws use the state's own random stream; every later draw is a chance
step (tasks.Refill).
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

from . import economy as E
from .observe import cube_totals
from .tasks import TASKS
from .terrace import ISOLATED, LLAMA, SEED, empty_cell, key

G = "urubamba_valley"


def crop_of_seat(R, seat: dict, i: int) -> str:
    colour = seat.get("colour")
    by_colour = {c["colour"]: c["id"] for c in R.data["crops"]["crops"]}
    return by_colour.get(colour, R.crops[i])


def setup(R, ctx: Ctx, state: dict) -> None:
    n = len(state["seats"])
    cfg = R.data["setup"]
    rng = ctx.rng
    crops = [crop_of_seat(R, s, i) for i, s in enumerate(state["seats"])]
    if len(set(crops)) != n:               # seats of one colour: crops by seat order
        crops = R.crops[:n]
    state.update(n=n, over=False, ended_by=None, quiet=None, debts=[], turn={"p": None, **R.turn_marks})
    state["coins_total"] = sum(int(v) * c for v, c in cfg["coins"].items())
    state["supply"] = state["coins_total"] - n * cfg["coins_each"]
    state["sealed"] = sorted(R.layout.seals)
    state["cells"] = {k: empty_cell() for k in R.layout.keys}
    state["llama_reserve"] = []
    for llama in R.data["terrace"]["llamas"]:
        if "cell" in llama:
            state["cells"][key(llama["cell"])][LLAMA] = llama["id"]
        else:
            state["llama_reserve"].append(llama["id"])
    pool = []
    for c in R.data["crops"]["crops"]:
        pool += [c["id"]] * c["count"]
    pool += ["vine"] * R.data["crops"]["vine"]["count"]
    state["players"] = []
    for p in range(n):
        pool.remove(crops[p])
        state["players"].append({"crop": crops[p], "coins": cfg["coins_each"], "warehouse": [crops[p]],
                                 "tech": [crops[p]], "talents": [], "track": [0]})
    # each crop's cubes in the reserve: its total less the one on the board of the player of that crop
    state["cubes"] = {c: total - (c in crops) for c, total in cube_totals(R, state).items()}
    # the set-up seeds under the llamas: one of each unused crop, at random
    unused = [c for c in R.crops if c not in crops]
    rng.shuffle(unused)
    llama_cells = {l["id"]: key(l["cell"]) for l in R.data["terrace"]["llamas"] if "cell" in l}
    for lid, crop in zip(cfg["by_players"][n]["llama_seeds"], unused):
        pool.remove(crop)
        sp = state["cells"][llama_cells[lid]]
        sp[SEED], sp[ISOLATED] = crop, True
        ctx.log(f"{G}.log.llama_seed", seed=E.seed_label(crop))
    # one seed of each crop in the market from the bottom slot up, then the bag
    five = list(R.crops)
    rng.shuffle(five)
    for c in five:
        pool.remove(c)
    size = len(R.markets["seed_prices"])
    state["market"] = five[:size] + [None] * (size - len(five[:size]))
    state["bag"] = sorted(pool + five[size:])
    state["discard"] = []
    state["vines"] = 0
    stages = sorted({R.talent(t)["stage"] for t in R.tiles})       # a stack of tiles per stage
    state["stacks"] = {str(s): sorted(t for t in R.tiles if R.talent(t)["stage"] == s) for s in stages}
    state["talent_market"] = [None] * R.markets["talent_slots"]
    state["talent_discard"] = []
    first = rng.below(n)
    state["first"] = first
    ctx.log(f"{G}.log.setup", n=n)
    ctx.log(f"{G}.log.first", first)
    # slot 6 and the talent market are filled like any later refill, with the set-up's stream
    TASKS["refill"].reveal(R, ctx, state, {})
    state["tasks"] = [TASKS["turns"].start(first)]
