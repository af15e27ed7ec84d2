"""What a decision's options are worked out from, as a key (`Rules.decision_key`): a search
meets one tree node's decision in many worlds, and in Caverna they differ only in what no
player sees (the order of the round cards face down, the colours of the harvest markers not
yet turned) and in their random streams, none of which any decision reads: the key is the
rest of the state. tests/caverna/ hold every decision of random games to it.
"""
from __future__ import annotations

from boardgames.engine.memo import content_key

#: what no decision reads: the hidden order and colours (the observation hides them) and the stream
UNREAD = ("deck", "markers", "rng")


def decision_key(R, state: dict) -> bytes | None:
    """The key of the decision pending in `state` (None once the game is over)."""
    if state.get("over"):
        return None
    return content_key([len(state["deck"]), {k: v for k, v in state.items() if k not in UNREAD}])
