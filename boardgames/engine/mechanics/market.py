"""A market: goods bought from the general supply at a price list, one at a time.

    buy  {prices: {good: n}, currency?, max_each}  buy any of the listed goods for its price in
                                                  `currency` (by default the game's, given when
                                                  the kind is registered), each at most
                                                  `max_each` times, one purchase at a time until
                                                  the player is done (after one purchase at least)

It moves goods through the game's goods layout (table.Holdings), like the supply's gain and
convert (supply.py), and speaks the game's words (`R.text`): its `log.buy` {good, price},
`node.buy` {max_each, prices}, `fmt.price` {good, cost}, `why.cannot_pay`, and each good's
name (`Text.name`).
"""
from __future__ import annotations

from ..effects import NodeType
from ..fields import Field, integer
from . import table as T
from .base import SCHEMAS
from ..refs import not_known


class Buy(NodeType):
    """Buy goods at their `prices` in `currency`, each at most `max_each` times, one at a time.

    Mechanic: buying at a price list is a market, a mechanic of its own (the decision is a
    series of purchases, unlike `convert`'s one exchange repeated).
    """

    type = "buy"
    fields = {"prices": Field(SCHEMAS["goods"]), "currency": Field({"type": "string"}, optional=True),
              "max_each": Field(integer(1))}
    shareable = True
    cheap = True

    def __init__(self, currency: str):
        self.currency = currency

    def money(self, node) -> str:
        return node.get("currency", self.currency)

    def validate(self, node, refs):
        known = refs.get("resources", ())
        out = [(("prices", g), not_known("resource", g)) for g in node.get("prices", {}) if g not in known]
        if self.money(node) not in known:
            out.append((("currency",), not_known("resource", self.money(node))))
        return out

    def goods(self, R, state, p, node, bought) -> list[str]:
        """The goods p can still buy, in the order of the price list."""
        money = T.of(R).amount(state, p, self.money(node))
        return [g for g, price in node["prices"].items() if price <= money and bought.get(g, 0) < node["max_each"]]

    def doable(self, R, state, p, node, env, before=()):
        return bool(self.goods(R, state, p, node, {}))

    def start(self, R, ctx, state, p, node, env):
        return self.leaf_task(p, node, env, bought={})

    def options(self, R, state, task):
        opts = [{"good": g} for g in self.goods(R, state, task["p"], task["node"], task["bought"])]
        if task["bought"] and opts:
            opts.append({"act": "done"})
        return opts

    def choose(self, R, ctx, state, task, option):
        if option.get("act") == "done":
            return True
        p, node, goods, g = task["p"], task["node"], T.of(R), option["good"]
        goods.pay(state, p, {self.money(node): node["prices"][g]})
        task["bought"][g] = task["bought"].get(g, 0) + 1
        goods.give(R, state, p, {g: 1})
        ctx.log(R.text.key("log.buy"), p, good=R.text.name(g), price=node["prices"][g])
        return False

    def refusal(self, R, state, task, option):
        return R.text.t("why.cannot_pay")

    def render(self, node, text, registry):
        prices = text.join("list", [text.t("fmt.price", good=text.name(g), cost=text.amount(self.money(node), n))
                                    for g, n in node["prices"].items()])
        return text.t("node.buy", max_each=node["max_each"], prices=prices)
