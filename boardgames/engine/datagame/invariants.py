"""What always holds in a game run from data (simulate and the tests check it at every step).

No player holds a negative amount; each resource is conserved (the supply and the players
hold what the box holds); each card of the box lies in exactly one zone; a hand is in the
box's order; the turn order is at the bottom of the stack.
"""
from __future__ import annotations

from collections import Counter


def check(R, state: dict) -> list[str]:
    out = R.stack_invariants(state, bottom="turns")
    players = state["players"]
    for k, total in R.supply_total.items():
        held = [pl["res"].get(k, 0) for pl in players]
        if any(n < 0 for n in held) or state["supply"].get(k, 0) < 0:
            out.append(f"negative {k}: supply {state['supply'].get(k)}, players {held}")
        if state["supply"].get(k, 0) + sum(held) != total:
            out.append(f"{k} is not conserved: supply {state['supply'].get(k)} + players {held} != {total}")
    zones = [state["deck"], state["display"], state["discard"]]
    zones += [pl[z] for pl in players for z in ("hand", "played")]
    found = Counter(card for cards in zones for card in cards)
    if found != Counter(R.box.cards):
        lost = sorted((Counter(R.box.cards) - found).elements(), key=str)
        extra = sorted((found - Counter(R.box.cards)).elements(), key=str)
        out.append(f"cards not conserved: missing {lost}, extra {extra}")
    for p, pl in enumerate(players):
        if pl["hand"] != sorted(pl["hand"], key=lambda card: R.box.rank.get(card, -1)):
            out.append(f"player {p}'s hand is not in the box's order")
    return out
