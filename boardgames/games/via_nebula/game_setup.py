"""Via Nebula set-up: the board side, private hands, the contract display, the exploitation
tokens (special ones become neutral exploitations) and the guild boards (data/via_nebula/NOTES.md).

Set-up shuffles happen here, with the state's own random stream; every later draw is a
chance step (the display refill, tasks.Refill).
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

G = "via_nebula"


def setup(R, ctx: Ctx, state: dict) -> None:
    cfg = R.cfg
    n = len(state["seats"])
    pc = cfg["by_players"][n]
    lay = R.layout(state)
    state.update(n=n, round=1, over=False, end_reason=None, end_card=None, final_by=None, idle=0)
    state["supply"] = {r: cfg["resources"][r] for r in R.rtypes}
    board: dict[str, dict] = {}
    empty = {"exploitation": lambda: {"kind": "token", "token": None},
             "meadow": lambda: {"kind": "meadow", "tile": False},
             "ruin": lambda: {"kind": "ruin", "slots": [None] * pc["ruin_capacity"]}}
    for k in lay.keys:
        printed = lay.types[k]
        board[k] = empty[printed]() if printed in empty else {"kind": printed}
    state["board"] = board
    ctx.log(f"{G}.log.setup", n=n, side=f"@{G}.mode.{state['mode']}")
    first = ctx.rng.below(n)
    state["first"] = first
    ctx.log(f"{G}.log.first", first)
    privates = sorted(c["id"] for c in R.data["contracts"]["private"])
    ctx.rng.shuffle(privates)
    each = cfg["private_each"]
    hands = [privates[i * each:(i + 1) * each] for i in range(n)]
    state["box"] = sorted(privates[n * each:])
    deck = sorted(c["id"] for c in R.data["contracts"]["neutral"])
    ctx.rng.shuffle(deck)
    state["deck"] = deck
    state["display"] = [deck.pop() if deck else None for _ in range(cfg["display"])]
    ctx.log(f"{G}.log.display", contracts=[R.contract_label(x) for x in state["display"] if x])
    _lay_tokens(R, ctx, state, lay, pc)
    stack_size = pc["stack_size"]
    state["players"] = [
        {"guild": pc["guild_side"], "stacks": [stack_size] * cfg["stacks"], "craftsmen": pc["craftsmen"],
         "sites": cfg["sites_each"], "site": pc["site"], "buildings": 0, "private": hands[p], "done": [],
         "tokens": [], "storage": {}}
        for p in range(n)]
    state["tiles"] = cfg["meadow_tiles"] - n * cfg["stacks"] * stack_size
    state["turn"] = {"player": first, "ap": cfg["action_points"], "acted": 0}
    state["tasks"] = []
    ctx.log(f"{G}.log.round", n=1)


def _lay_tokens(R, ctx: Ctx, state: dict, lay, pc: dict) -> None:
    """One special token out of the game; the rest shuffled onto the exploitation spaces."""
    board = state["board"]
    specials = sorted(t["id"] for t in R.data["tokens"]["special"])
    ctx.rng.shuffle(specials)
    removed = sorted(specials[:R.cfg["specials_removed"]])
    state["removed_specials"] = removed
    for tid in removed:
        ctx.log(f"{G}.log.special_removed", resource=f"@{G}.resource.{R.tokens[tid]['resource']}")
    pile = sorted(t for t in R.tokens if not R.tokens[t]["special"]) + sorted(specials[len(removed):])
    ctx.rng.shuffle(pile)
    state["specials"] = []
    for k in lay.of_type("exploitation"):
        tid = pile.pop()
        t = R.tokens[tid]
        if t["special"]:
            state["specials"].append(tid)
            placed = R.take_from_supply(state, t["resource"], t["quantity"] + pc["yield_change"])
            board[k] = {"kind": "exploitation", "res": t["resource"], "n": placed, "owner": None, "special": tid}
            if placed == 0:
                board[k] = {"kind": "meadow", "tile": False}
        else:
            board[k]["token"] = tid
    state["specials"].sort()
