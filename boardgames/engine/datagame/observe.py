"""What each player may see of a game run from data, and full states that agree with it.

Hidden: the order of the deck (all of it: its cards are backs) and every hand but the
viewer's own (a spectator sees no hand). The display, the discard pile, the cards played,
every player's goods and points lie open. A determinization deals the cards nobody in the
observation can see back into the deck and the hidden hands, at random.
"""
from __future__ import annotations

from ..observe import backs, deal, unseen


def hide(R, obs: dict, player: int | None) -> None:
    obs["deck"] = backs(obs["deck"])
    for q, pl in enumerate(obs["players"]):
        if q != player:
            pl["hand"] = backs(pl["hand"])


def fill(R, state: dict, rng) -> None:
    players = state["players"]
    seen = [state["display"], state["discard"]] + [pl["played"] for pl in players] + [pl["hand"] for pl in players]
    hidden = [pl for pl in players if pl["hand"] and pl["hand"][0] is None]
    sizes = [len(pl["hand"]) for pl in hidden] + [len(state["deck"])]
    *hands, deck, left = deal(unseen(R.box.cards, *seen), sizes, rng)
    if left:
        raise ValueError("the observation hides fewer cards than the box holds unseen")
    for pl, hand in zip(hidden, hands):
        R.box.sort(hand)
        pl["hand"] = hand
    state["deck"] = deck
