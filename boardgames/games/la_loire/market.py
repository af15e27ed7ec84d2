"""The market row and the circus (fact sheet 8, market.yaml).

`state["market"]` lists the shield colours slot by slot, cheapest first. A purchase at a
village moves its colour's tile to the rightmost slot, the tiles right of it one slot left.
The circus stands on a village (`state["circus"]`); its colour's tile shows the circus side.
When that tile stands in the check slot after a shift, the circus moves to a village of the
colour in the new-colour slot: at once when there is one, else the buyer chooses (tasks.Circus).
"""
from __future__ import annotations

from .text import G, name


def price(R, state: dict, village: str) -> int:
    """The market price of the good of `village` (before discounts)."""
    return R.prices[state["market"].index(state["shields"][village])]


def circus_colour(state: dict) -> str:
    return state["shields"][state["circus"]]


def shift(state: dict, colour: str) -> None:
    row = state["market"]
    row.remove(colour)
    row.append(colour)


def circus_targets(R, state: dict) -> list[str]:
    """The villages the circus must move to now (empty: it stays)."""
    row = state["market"]
    if row.index(circus_colour(state)) != R.circus_slots["check"]:
        return []
    colour = row[R.circus_slots["new"]]
    return [v for v in R.board.villages if state["shields"][v] == colour]


def bought(R, ctx, state: dict, p: int, village: str) -> dict | None:
    """A purchase at `village`: the row shifts; returns the circus task to push when the
    circus must move and p chooses where (it moves at once when only one village fits)."""
    shift(state, state["shields"][village])
    targets = circus_targets(R, state)
    if len(targets) == 1:
        move_circus(ctx, state, targets[0])
    elif targets:
        return {"t": "circus", "p": p, "to": targets}
    return None


def move_circus(ctx, state: dict, village: str) -> None:
    state["circus"] = village
    ctx.log(f"{G}.log.circus", village=name("node", village), colour=name("shield", state["shields"][village]))
