"""Via Nebula set-up: the steps of data/via_nebula/setup.yaml (engine/setup_steps.py), with
the one step data cannot say, laying the exploitation tokens (data/via_nebula/NOTES.md).

Set-up shuffles happen here, with the state's own random stream; every later draw is a
chance step (the display refill, tasks.Refill).
"""
from __future__ import annotations

from boardgames.engine.rules import Ctx

G = "via_nebula"


def lay_tokens(R, ctx: Ctx, state: dict, env: dict) -> None:
    """One special token out of the game; the rest shuffled onto the exploitation spaces."""
    board, pc = state["board"], env["per"]
    specials = sorted(t["id"] for t in R.data["tokens"]["special"])
    ctx.rng.shuffle(specials)
    removed = sorted(specials[:R.cfg["specials_removed"]])
    state["removed_specials"] = removed
    for tid in removed:
        ctx.log(f"{G}.log.special_removed", resource=f"@{G}.resource.{R.tokens[tid]['resource']}")
    pile = sorted(t for t in R.tokens if not R.tokens[t]["special"]) + sorted(specials[len(removed):])
    ctx.rng.shuffle(pile)
    state["specials"] = []
    for k in env["lay"].of_type("exploitation"):
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
