"""What Caverna's zones (data/caverna/zones.yaml, engine/zones.py) cannot say: whether the
round cards are shuffled at this player count, how a guess deals the hidden round cards
and harvest markers anew (for bots), and which furnishing tiles the mode plays with."""
from __future__ import annotations

from .furnishings import supply_ids
from .game_setup import deck


def shuffled(R, state: dict) -> bool:
    """Whether the round cards lie in a shuffled order (the solo game's printed order is open)."""
    return R.cfg["by_players"][state["n"]]["round_cards"] != "fixed"


def deal_round_cards(R, state: dict, rng) -> None:
    """The cards not yet turned, each stage pile in a fresh random order."""
    if not shuffled(R, state):
        return
    shown = {R.card_of_face.get(face) for face in state["cards"].values()}
    full = deck(R, R.cfg["by_players"][state["n"]], rng.shuffle)
    rest = [c for c in full if c not in shown]
    if len(rest) != len(state["deck"]):
        raise ValueError("the observed deck does not match the round cards of this player count")
    state["deck"] = rest


def deal_markers(R, state: dict, rng) -> None:
    """Unturned harvest markers get the colours not yet seen, in a random order."""
    per = R.cfg["by_players"][state["n"]]
    left = dict(R.cfg["harvest_schedules"][per["harvest"]].get("markers") or {})
    for colour in state["revealed"].values():
        left[colour] -= 1
    pool = [c for c, k in sorted(left.items()) for _ in range(k)]
    rng.shuffle(pool)
    hidden = [r for r in state["markers"] if r not in state["revealed"]]
    out = dict(state["markers"])
    for r, colour in zip(hidden, pool):
        out[r] = colour
    state["markers"] = out


def furnishing_totals(R, state: dict) -> dict:
    """One of each unique furnishing tile of the mode's supply boards."""
    return dict.fromkeys(supply_ids(R, state["mode"]), 1)
