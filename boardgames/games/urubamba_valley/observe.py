"""What each player may see in Urubamba Valley, and full states consistent with it (for bots).

Hidden: the coins behind the other players' screens, and so the supply (the river's total
would tell the sum of the others' coins: NOTES.md). A player sees their own coins. The bag's
contents and the talent reserve are known (what is not in sight); their draws are chance
steps made with the random stream, which no observation holds. Once the game is over,
everything is public.
"""
from __future__ import annotations

HIDDEN = None


def hide(R, obs: dict, player: int | None) -> None:
    for p, pl in enumerate(obs["players"]):
        if p != player:
            pl["coins"] = HIDDEN
    obs["supply"] = HIDDEN
    if obs.get("quiet") is not None:     # its mark is a digest of the whole table, coins too
        obs["quiet"] = HIDDEN


def fill(R, state: dict, rng) -> None:
    """The hidden coins drawn anew: each hidden player gets 0-15 (never more than the supply
    can have paid out), the supply the rest of the box."""
    known = sum(pl["coins"] for pl in state["players"] if pl["coins"] is not HIDDEN)
    left = state["coins_total"] - known
    for pl in state["players"]:
        if pl["coins"] is HIDDEN:
            pl["coins"] = min(rng.randint(0, 15), left)
            left -= pl["coins"]
    state["supply"] = left
