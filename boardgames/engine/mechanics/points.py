"""Points scored during the game (the score pad adds them up: a row `{count: {scored: true}}`).

    score  {points: 2, per?: <count>}         score the points (`per`: that many for each
                                              that the count gives: "1 point per red card
                                              you have played")
"""
from __future__ import annotations

from . import counts
from .base import Mechanic, holds, needs


class Score(Mechanic):
    """Score `points` (`per`: that many for each that the count gives)."""

    type = "score"
    fields = {"points": needs("int"), "per": holds("count")}
    shareable = True

    def amount(self, R, state, p, node) -> int:
        times = counts.count(R, state, p, node["per"]) if "per" in node else 1
        return node["points"] * times

    def effective(self, R, state, p, node, env):
        return self.amount(R, state, p, node) > 0

    def start(self, R, ctx, state, p, node, env):
        n = self.amount(R, state, p, node)
        if n:
            state["players"][p]["points"] += n
            ctx.log("mech.log.score", p, points=R.text.points(n))
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.nothing_to_score")

    def render(self, node, text, registry):
        clause = text.t("node.score", points=text.points(node["points"]))
        return counts.per(clause, node["per"], text) if "per" in node else clause


KINDS = (Score,)
