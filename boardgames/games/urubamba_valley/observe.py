"""What Urubamba Valley's zones (data/urubamba_valley/zones.yaml, engine/zones.py) cannot say
about what each player may see, what their log tells them, and full states consistent with it
(for bots).

Hidden: the coins behind the other players' screens, and so the supply (the river's total
would tell the sum of the others' coins: NOTES.md); the zones hide them. A player sees their
own coins. The bag's
contents and the talent reserve are known (what is not in sight); their draws are chance
steps made with the random stream, which no observation holds. Once the game is over,
everything is public.

Every coin is paid or taken in sight with its amount, so a player with a perfect memory knows
what each screen hides (data/urubamba_valley/ledger.yaml, read by engine/ledger.py): the
computer opponents decide on that, as a careful player at the table could.

The technology cubes' totals depend on the player count (`cube_totals`), for the invariants.
"""
from __future__ import annotations

HIDDEN = None
#: the most coins a hidden player is drawn with when the log cannot tell (a harvest from the
#: top of the track pays $20, a Harvest Hand's or Master's more)
FALLBACK_MOST = 24


def draw_coins(R, state: dict, rng) -> None:
    """The hidden coins drawn anew where nothing told them (the ledger fills what the log
    tells, engine/ledger.py): each such player gets 0 to FALLBACK_MOST, never more than the
    supply can have paid out; the supply the rest of the box."""
    known = sum(pl["coins"] for pl in state["players"] if pl["coins"] is not HIDDEN)
    left = state["coins_total"] - known
    for pl in state["players"]:
        if pl["coins"] is HIDDEN:
            pl["coins"] = min(rng.randint(0, FALLBACK_MOST), left)
            left -= pl["coins"]
    state["supply"] = left


def cube_totals(R, state: dict) -> dict:
    """Each crop's technology cubes, the reserve's and the players' together: one fewer than
    the players."""
    return dict.fromkeys(R.crops, state["n"] - 1)
