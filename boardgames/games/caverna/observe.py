"""What each player may see in Caverna, and full states consistent with it (for bots).

Nothing is private to one player: the hidden parts are the order of the round cards still
face down (their stage piles are public, so only the order is unknown; the solo game uses a
printed order, which stays visible) and the colours of the harvest markers not yet turned.
"""
from __future__ import annotations

from boardgames.engine.observe import backs

from .game_setup import deck


def hide(R, obs: dict, player: int | None) -> None:
    if _shuffled(R, obs):
        obs["deck"] = backs(obs["deck"])
    revealed = obs["revealed"]
    obs["markers"] = {r: (c if r in revealed else None) for r, c in obs["markers"].items()}


def fill(R, state: dict, rng) -> None:
    if _shuffled(R, state):
        state["deck"] = _unseen_deck(R, state, rng)
    state["markers"] = _markers(R, state, rng)


def _shuffled(R, state: dict) -> bool:
    return R.cfg["by_players"][state["n"]]["round_cards"] != "fixed"


def _unseen_deck(R, state: dict, rng) -> list[str]:
    """The cards not yet turned, each stage pile in a fresh random order."""
    shown = {R.card_of_face.get(face) for face in state["cards"].values()}
    full = deck(R, R.cfg["by_players"][state["n"]], rng.shuffle)
    rest = [c for c in full if c not in shown]
    if len(rest) != len(state["deck"]):
        raise ValueError("the observed deck does not match the round cards of this player count")
    return rest


def _markers(R, state: dict, rng) -> dict:
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
    return out
