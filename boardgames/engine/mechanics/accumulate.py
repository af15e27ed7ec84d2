"""Accumulating spaces: goods pile up on a space round after round until someone takes them.

A game that has them keeps each space's pile in `state["spaces"][space]["goods"]` ({good: n}),
refills the piles at each round's start by a table of its data (`refill`), and takes a pile
with the flow node

    accumulated  {}    take every good piled on the space the acting piece went to (the
                       flow's `env["src"]`: the space itself, or the one an imitation copies)

logging in the game's words (the goods layout's `take`, table.Holdings).
"""
from __future__ import annotations

from ..effects import NodeType
from . import table as T


def refill(state: dict, table: dict, n: int, round_: int) -> None:
    """Each space of `table` gets its `empty` goods when it holds nothing, else its `otherwise`
    (none before its `first_round_by_players[n]` with n players)."""
    for sid, sp in state["spaces"].items():
        more = table.get(sid)
        if more is None:
            continue
        first = more.get("first_round_by_players", {}).get(n)
        if first is not None and round_ < first:
            continue
        goods = dict(sp["goods"])
        for g, k in (more["otherwise"] if any(sp["goods"].values()) else more["empty"]).items():
            goods[g] = goods.get(g, 0) + k
        sp["goods"] = goods


class Accumulated(NodeType):
    """Take the goods piled on the source space.

    Mechanic: the taking side of accumulating spaces (`refill` is the other), read by every
    space whose goods pile up.
    """

    type = "accumulated"
    fields: dict = {}
    reads_env = ("src",)
    cheap = True

    def effective(self, R, state, p, node, env):
        src = env.get("src")
        return bool(src and any(state["spaces"][src]["goods"].values()))

    def probe_effective(self, probe, node, before=()):
        src = probe.env.get("src")              # placement asks this of every empty space
        return bool(src and any(probe.state["spaces"][src]["goods"].values()))

    def start(self, R, ctx, state, p, node, env):
        space = state["spaces"][env["src"]]
        goods = {g: n for g, n in space["goods"].items() if n}
        space["goods"] = {}
        if goods:
            T.of(R).take(R, ctx, state, p, goods)

    def render(self, node, text, registry):
        return text.t("node.accumulated")
