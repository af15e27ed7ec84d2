"""Resources: taken from the general supply, paid back to it, exchanged.

    gain     {gain: {coin: 2}, per?: <count>,  take the goods from the supply (`per`: that
              if?: <test>}                     many times what the count gives; `if`: only
                                               when the test holds); a supply that runs
                                               short gives what it has left
    pay      {pay: {coin: 1}}                  pay the goods back to the supply; only a player
                                               who has them may, and paying alone achieves
                                               nothing (a flow that only pays is not offered)
    convert  {pay, gain, max_times?}           pay `pay` for `gain`, up to `max_times` times
                                               (default once): the player picks how often

They move goods through the game's goods layout (table.Holdings: where a player's goods lie,
whether the supply runs out, what a gain sets off), so they run on any game's state, and log
in the game's own words (`R.text`: its `log.gain`, `log.pay`, `log.exchange`).
"""
from __future__ import annotations

from . import counts
from . import table as T
from .base import Mechanic, holds, needs


class Gain(Mechanic):
    """Take goods from the supply (`per`: times the count; `if`: if the test holds); a short supply gives what it has."""

    type = "gain"
    fields = {"gain": needs("goods"), "per": holds("count"), "if": holds("test")}
    shareable = True
    cheap = True

    def times(self, R, state, p, node) -> int:
        if "if" in node and not counts.holds(R, state, p, node["if"]):
            return 0
        return counts.count(R, state, p, node["per"]) if "per" in node else 1

    def always_effective(self, node, R=None):
        """A plain gain from a supply that never runs out always gives something."""
        return (R is not None and "per" not in node and "if" not in node and T.of(R).unlimited
                and any(node["gain"].values()))

    def effective(self, R, state, p, node, env):
        times = self.times(R, state, p, node)
        return times > 0 and bool(T.of(R).available(state, node["gain"], times))

    def start(self, R, ctx, state, p, node, env):
        goods, times = T.of(R), self.times(R, state, p, node)
        got = goods.available(state, node["gain"], times) if times else {}
        if got:
            goods.take(R, ctx, state, p, got)
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.supply_out") if self.times(R, state, p, node) else R.text.t("why.nothing_to_gain")

    def render(self, node, text, registry):
        clause = text.t("node.gain", goods=text.goods(node["gain"]))
        if "per" in node:
            clause = counts.per(clause, node["per"], text)
        if "if" in node:
            clause = text.t("fmt.if", text=clause, test=counts.describe_test(node["if"], text))
        return clause


class Pay(Mechanic):
    """Pay goods back to the supply; only a player who has them may (paying alone achieves nothing)."""

    type = "pay"
    fields = {"pay": needs("goods")}
    shareable = True

    def doable(self, R, state, p, node, env, before=()):
        return T.of(R).has(state, p, node["pay"])

    def effective(self, R, state, p, node, env):
        return False

    def start(self, R, ctx, state, p, node, env):
        goods = T.of(R)
        goods.pay(state, p, node["pay"])
        ctx.log(R.text.key("log.pay"), p, goods=goods.words(R, node["pay"]))
        return None

    def why(self, R, state, p, node, env):
        return R.text.t("why.cannot_pay", goods=R.text.goods(node["pay"]))

    def render(self, node, text, registry):
        return text.t("node.pay", goods=text.goods(node["pay"]))


class Convert(Mechanic):
    """Pay `pay` for `gain`, up to `max_times` times (once unless it says more): the player picks how often.

    Mechanic: an exchange at a fixed rate. It is not yet among the kinds a game written in
    data alone may use (`KINDS`): that wants its rule text and log in the engine's words.
    """

    type = "convert"
    fields = {"pay": needs("goods"), "gain": needs("goods"),
              "max_times": holds("int", default=1)}
    picks = True
    shareable = True
    cheap = True

    def times(self, R, state, p, node) -> int:
        """How often p can make the exchange now (paying `pay` and getting all of `gain` each time)."""
        goods, top, k = T.of(R), self.field(node, "max_times"), 0
        while k < top and goods.has(state, p, node["pay"], k + 1) and self.supplied(goods, state, node, k + 1):
            k += 1
        return k

    @staticmethod
    def supplied(goods: T.Holdings, state, node, times: int) -> bool:
        return goods.available(state, node["gain"], times) == {g: n * times for g, n in node["gain"].items()}

    def choices(self, R, state, p, node, env):
        return [{"times": k} for k in range(1, self.times(R, state, p, node) + 1)]

    def carry(self, R, ctx, state, p, node, env, option):
        goods, k = T.of(R), option["times"]
        paid = {g: n * k for g, n in node["pay"].items()}
        got = {g: n * k for g, n in node["gain"].items()}
        goods.pay(state, p, node["pay"], k)
        goods.give(R, state, p, got)
        ctx.log(R.text.key("log.exchange"), p, pay=goods.words(R, paid), gain=goods.words(R, got))

    def why(self, R, state, p, node, env):
        return R.text.t("why.cannot_pay", goods=R.text.goods(node["pay"]))

    def render(self, node, text, registry):
        args = dict(pay=text.goods(node["pay"]), gain=text.goods(node["gain"]))
        if "max_times" in node:
            return text.t("node.convert_times", times=node["max_times"], **args)
        return text.t("node.convert", **args)


KINDS = (Gain, Pay)
