"""Helpers the Via Nebula test modules import.

They live here rather than in conftest.py: a test module doing `from conftest import ...` gets
whichever folder's conftest pytest loaded last when several test folders are run together.
"""
from __future__ import annotations

import random

import pytest

from boardgames.engine.choice import Illegal
from boardgames.games.via_nebula import board as B

G = "via_nebula"
SITE_RUIN = [4, 9]      # ruin on the beginner side; neighbours: M(5,9) R(5,8) F(4,8) F(3,9)
OTHER_RUIN = [5, 8]     # ruin; neighbours: X(6,7) F(6,8) F(5,7) F(4,8) R(4,9) M(5,9)


def K(cell) -> str:
    return B.key(cell)


def guided_pick(rules, match, rnd: random.Random) -> dict:
    """A random player with a little sense: erects whenever it can and mostly carries resources
    that an available contract still needs. Used so random games also reach the fifth building."""
    choice = match.pending
    opts = choice.options
    erect = [o for o in opts if o.get("act") == "erect"]
    if erect:
        return rnd.choice(erect)
    state, p = match.state, choice.player
    useful = []
    for o in opts:
        if o.get("act") != "transport":
            continue
        site = state["board"][K(o["to"])]["slots"][o["slot"]]["res"]
        for cid in state["players"][p]["private"] + [c for c in state["display"] if c]:
            need = rules.contract(cid)["needs"]
            if need.get(o["res"], 0) > site.get(o["res"], 0) and all(r in need and site[r] <= need[r] for r in site):
                useful.append(o)
                break
    if useful and rnd.random() < 0.7:
        return rnd.choice(useful)
    return rnd.choice(opts)


def why(b, option) -> str:
    """The refusal key (without the game prefix) of an option the builder's match refuses; the
    match's `explain` says the same."""
    with pytest.raises(Illegal) as exc:
        b.m.choose(option)
    assert b.m.explain(option) == exc.value.reason
    return exc.value.reason["key"].rsplit(".", 1)[1]


def erect_shown(b, cid, **res):
    """Player 0 erects displayed contract `cid` on a new site at SITE_RUIN holding `res`."""
    b.show(cid, slot=0)
    b.site(0, SITE_RUIN, **res)
    b.refresh()
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": cid})
