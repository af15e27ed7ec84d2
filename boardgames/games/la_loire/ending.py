"""The end of the game (fact sheet 13; NOTES.md "The end").

A boat reaching its space (by player count), or a player's delivered messages exceeding their
number, sets the end off; the round is then played to its end (the player before the start
player has the last turn), so everyone has had as many turns. Solo, the game also ends after a
number of turns (setup.yaml, NOTES.md "Solo").
"""
from __future__ import annotations

from .text import G


def reached(R, state: dict, p: int) -> str | None:
    """What of p's ends the game now: "boat", "messages" or None."""
    n = state["n"]
    end = R.setup_data["end"]
    pl = state["players"][p]
    if pl["boat"] >= end["boat"][n]:
        return "boat"
    if len(pl["delivered"]) > end["messages"][n]:
        return "messages"
    return None


def check(R, ctx, state: dict, p: int) -> None:
    """After p's boat moved or p delivered: the first trigger sets off the end."""
    if state["end"] is not None:
        return
    why = reached(R, state, p)
    if why is not None:
        trigger(ctx, state, p, why)


def trigger(ctx, state: dict, p: int, why: str) -> None:
    state["end"] = {"by": p, "why": why}
    ctx.log(f"{G}.log.end_{why}", p)


def after_turn(R, ctx, state: dict, p: int) -> None:
    """Solo: the turn limit."""
    if state["n"] == 1 and state["end"] is None and state["turns"] >= R.setup_data["end"]["solo_turns"]:
        trigger(ctx, state, p, "solo_turns")


def last_turn_played(state: dict, nxt: int) -> bool:
    """Does the game end instead of giving player `nxt` a turn (the round is complete)?"""
    return state["end"] is not None and nxt == state["first"]
