"""What always holds in a game run from data (simulate and the tests check it at every step),
beyond what its zones file says (every card in one zone, each resource conserved and never
negative, a hand in the box's order: engine/zones.py): the turn order is at the bottom of the stack.
"""
from __future__ import annotations


def check(R, state: dict) -> list[str]:
    return R.stack_invariants(state, bottom="turns")
