"""Resources: taken from the general supply and paid back to it.

    gain   {gain: {coin: 2}, per?: <count>}   take the goods from the supply (`per`: that
                                              many times what the count gives); a supply that
                                              runs short gives what it has left
    pay    {pay: {coin: 1}}                   pay the goods back to the supply; only a player
                                              who has them may, and paying alone achieves
                                              nothing (a flow that only pays is not offered)
"""
from __future__ import annotations

from . import counts
from . import table as T
from .base import Mechanic, holds, needs


class Gain(Mechanic):
    """Take goods from the supply (`per`: that many times the count); a short supply gives what it has."""

    type = "gain"
    fields = {"gain": needs("goods"), "per": holds("count")}
    shareable = True

    def times(self, R, state, p, node) -> int:
        return counts.count(R, state, p, node["per"]) if "per" in node else 1

    def effective(self, R, state, p, node, env):
        times = self.times(R, state, p, node)
        return times > 0 and bool(T.available(state, node["gain"], times))

    def start(self, R, ctx, state, p, node, env):
        got = T.available(state, node["gain"], self.times(R, state, p, node))
        if got:
            T.give(state, p, got)
            ctx.log("mech.log.gain", p, goods=R.text.goods(got))
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.supply_out") if self.times(R, state, p, node) else R.text.t("why.nothing_to_gain")

    def render(self, node, text, registry):
        clause = text.t("node.gain", goods=text.goods(node["gain"]))
        return counts.per(clause, node["per"], text) if "per" in node else clause


class Pay(Mechanic):
    """Pay goods back to the supply; only a player who has them may (paying alone achieves nothing)."""

    type = "pay"
    fields = {"pay": needs("goods")}
    shareable = True

    def doable(self, R, state, p, node, env, before=()):
        return T.has(state, p, node["pay"])

    def effective(self, R, state, p, node, env):
        return False

    def start(self, R, ctx, state, p, node, env):
        T.pay(state, p, node["pay"])
        ctx.log("mech.log.pay", p, goods=R.text.goods(node["pay"]))
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.cannot_pay", goods=R.text.goods(node["pay"]))

    def render(self, node, text, registry):
        return text.t("node.pay", goods=text.goods(node["pay"]))


KINDS = (Gain, Pay)
