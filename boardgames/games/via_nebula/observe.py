"""What each player may see in Via Nebula, and full states consistent with it (for bots).

Hidden: the other players' private contracts (each player sees only their own hand; the
others' hands show as backs, so their number stays visible), the order of the face-down
neutral deck and the private contracts left in the box (both shown as backs). Everything on
the board, the display and the fulfilled contracts are public; once the game is over,
everything is.
"""
from __future__ import annotations

from boardgames.engine.observe import backs, deal, unseen


def hide(R, obs: dict, player: int | None) -> None:
    for p, pl in enumerate(obs["players"]):
        if p != player:
            pl["private"] = backs(pl["private"])
    obs["deck"] = backs(obs["deck"])
    obs["box"] = backs(obs["box"])


def fill(R, state: dict, rng) -> None:
    """The contracts the observer has not seen dealt back at random: private ones into the
    hidden hands and the box, neutral ones into the deck."""
    players = state["players"]
    seen = [c for c in state["display"] if c]
    for pl in players:
        seen += pl["done"] + [c for c in pl["private"] if c is not None]
    private = unseen(R.deck_ids["private"], seen)
    neutral = unseen(R.deck_ids["neutral"], seen)
    hidden = [pl for pl in players if None in pl["private"]]
    if any(c is not None for pl in hidden for c in pl["private"]):
        raise ValueError("a hand is partly hidden")
    if len(private) != sum(len(pl["private"]) for pl in hidden) + len(state["box"]) \
            or len(neutral) != len(state["deck"]):
        raise ValueError("the observation does not account for every contract")
    *hands, box, _ = deal(private, [len(pl["private"]) for pl in hidden] + [len(state["box"])], rng)
    for pl, hand in zip(hidden, hands):
        pl["private"] = hand
    state["box"] = sorted(box)
    state["deck"] = deal(neutral, [len(neutral)], rng)[0]
