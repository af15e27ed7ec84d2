"""Helpers the Via Nebula test modules import.

They live here rather than in conftest.py: a test module doing `from conftest import ...` gets
whichever folder's conftest pytest loaded last when several test folders are run together.
"""
from __future__ import annotations

import random

from boardgames.games.via_nebula import board as B

COLOURS = ["blue", "yellow", "red", "purple"]
G = "via_nebula"


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
