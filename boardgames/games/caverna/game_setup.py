"""Setting up a game of Caverna for 1 to 7 players: the steps of data/caverna/setup.yaml
(engine/setup_steps.py), with the round-card deck, which the bots deal again for every world
they imagine (observe.py).

Boards and covered spaces by player count, the round-card deck (stage piles shuffled
separately; solo uses the fixed order), harvest markers face down on their rounds, the
furnishing supply of the chosen mode, a random starting player and starting food by seat.
"""
from __future__ import annotations

from .board import new_board  # noqa: F401  (the set-up data calls it: a player's home board)
from .furnishings import supply_ids  # noqa: F401  (the set-up data calls it: the mode's supply)


def round_deck(R, ctx, state: dict, env: dict) -> list[str]:
    """The set-up's round-card deck, shuffled with the game's stream."""
    return deck(R, env["per"], ctx.rng.shuffle)


def deck(R, per: dict, shuffle) -> list[str]:
    """The round-card deck of this player count, each stage pile shuffled by `shuffle`."""
    if per["round_cards"] == "fixed":
        return [o["card"] for o in sorted(R.cfg["solo_order"], key=lambda o: o["round"])]
    out = []
    for pile in _piles(R, tuple(per["removed_cards"])):
        pile = list(pile)
        shuffle(pile)
        out += pile
    return out


def _piles(R, removed: tuple) -> tuple:
    """The stage piles in their draw order, each sorted, of the round cards left in: worked
    out once per set of cards removed (a computer opponent deals a deck for every world
    it imagines)."""
    hit = R.memo.get(("piles", removed))
    if hit is not None:
        return hit
    piles: dict[str, list[str]] = {}
    for c in R.cfg["round_cards"]:
        if c["id"] not in removed:
            key = "fixed_round_card" if c.get("fixed_round") else f"stage_{c['stage']}"
            piles.setdefault(key, []).append(c["id"])
    return R.remember(("piles", removed), tuple(tuple(sorted(piles.get(key, []))) for key in R.cfg["round_deck"]["draw_order"]))
