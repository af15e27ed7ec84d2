"""The end of the game (fact sheet 13; NOTES.md "The end").

A boat reaching its space (by player count), or a player's delivered messages exceeding their
number, sets the end off; the round is then played to its end (the player before the start
player has the last turn), so everyone has had as many turns. Solo, the game also ends after a
number of turns (setup.yaml, NOTES.md "Solo").
"""
from __future__ import annotations

from .text import G


def check(R, ctx, state: dict, p: int) -> None:
    """After p's boat moved or p delivered: the first trigger sets off the end (p's boat on
    the end's space, or more messages delivered than the end's number)."""
    if state["end"] is not None:
        return
    n = state["n"]
    end = R.setup_data["end"]
    pl = state["players"][p]
    if pl["boat"] >= end["boat"][n]:
        trigger(ctx, state, p, "boat")
    elif len(pl["delivered"]) > end["messages"][n]:
        trigger(ctx, state, p, "messages")


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
