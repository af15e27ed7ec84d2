"""The merchant's actions where it stops (node types of actions.yaml, see places.py): buying
a good at a village with the place's discounts, the building owner's boat and beer; selling,
building and the boat in a city."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import int_field

from . import abilities as A
from . import buildings as B
from . import economy as E
from . import ending
from . import market as M
from .places import PLACES, Place, PlaceNode
from .text import G, amount, name, why


def goods_here(place: Place, R, p: int) -> list[str]:
    out = [R.board.good[place.at]]
    if place.owner == p:
        for node, kind in place.nodes:
            out += [g for g in kind.owner_goods(node) if g not in out]
    return out


def good_price(R, state: dict, p: int, place: Place) -> int:
    off = sum(kind.discount(node) for node, kind in place.nodes) + A.total(R, state, p, "good_discount")
    return max(0, M.price(R, state, place.at) - off)


@PLACES.register
class BuyGood(PlaceNode):
    """Buy one good of the village (at the market price less the place's discounts)."""

    type = "buy_good"
    act = "buy"

    def options(self, R, state, task, place, node):
        p = task["p"]
        if task["used"].get("buy"):
            return []
        price = good_price(R, state, p, place)
        if state["players"][p]["money"] < price:
            return []
        return [{"act": "buy", "good": g} for g in goods_here(place, R, p)
                if state["supply"][g] > 0 and E.can_carry(R, state, p, g)]

    def carry(self, R, ctx, state, task, place, node, option):
        p, good = task["p"], option["good"]
        price = good_price(R, state, p, place)
        E.pay(state, p, price)
        E.take_good(state, p, good)
        ctx.log(f"{G}.log.buy", p, good=name("good", good), village=name("node", place.at),
                money=amount("denier", price))
        for n, kind in place.nodes:
            kind.after_buy(R, ctx, state, place, n)
        circus = M.bought(R, ctx, state, p, place.at)
        if circus is not None:
            state["tasks"].append(circus)

    def refusal(self, R, state, task, place, node, option):
        p, good = task["p"], option.get("good")
        if task["used"].get("buy"):
            return why("bought_here")
        if good not in goods_here(place, R, p):
            return why("not_sold_here", good=name("good", good) if good in R.goods else "?")
        if state["supply"][good] <= 0:
            return why("no_cards", good=name("good", good))
        if not E.can_carry(R, state, p, good):
            return why("carry_limit", good=name("good", good), n=E.carry_limit(R, state, p, good))
        return why("cannot_afford", money=amount("denier", good_price(R, state, p, place)))


@PLACES.register
class Discount(PlaceNode):
    """A purchase here costs `n` less (never below 0)."""

    type = "discount"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "n", 1)

    def discount(self, node):
        return node["n"]

    def text(self, node):
        return msg(f"{G}.place.discount", money=amount("denier", node["n"]))


@PLACES.register
class OwnerBoat(PlaceNode):
    """Whoever buys here, the building's owner's boat goes `steps` down the river."""

    type = "owner_boat"

    def validate(self, node, refs):
        return super().validate(node, refs) + int_field(node, "steps", 1)

    def after_buy(self, R, ctx, state, place, node):
        if place.owner is not None:
            went = E.advance_boat(R, state, place.owner, node["steps"])
            if went:
                ctx.log(f"{G}.log.owner_boat", place.owner, spaces=amount("space", went),
                        village=name("node", place.at))
                ending.check(R, ctx, state, place.owner)

    def text(self, node):
        return msg(f"{G}.place.owner_boat", spaces=amount("space", node["steps"]))


@PLACES.register
class OwnerGood(PlaceNode):
    """The building's owner may buy `good` here instead of the village's good."""

    type = "owner_good"
    required = ("good",)

    def validate(self, node, refs):
        out = super().validate(node, refs)
        if node.get("good") not in refs.get("goods", ()):
            out.append((("good",), f"{node.get('good')!r} is not a good of market.yaml"))
        return out

    def owner_goods(self, node):
        return [node["good"]]

    def text(self, node):
        return msg(f"{G}.place.owner_good", good=name("good", node["good"]))


@PLACES.register
class Sell(PlaceNode):
    """Sell goods cards at their printed prices, any number, one at a time."""

    type = "sell"
    act = "sell"

    def options(self, R, state, task, place, node):
        return [{"act": "sell", "good": g} for g in R.good_ids if state["players"][task["p"]]["goods"].get(g)]

    def carry(self, R, ctx, state, task, place, node, option):
        p, good = task["p"], option["good"]
        value = R.goods[good]["sell"] + A.total(R, state, p, "sell_bonus", place.city)
        E.return_good(state, p, good)
        E.gain(state, p, value)
        ctx.log(f"{G}.log.sell", p, good=name("good", good), money=amount("denier", value))

    def refusal(self, R, state, task, place, node, option):
        return why("no_good_to_sell")


@PLACES.register
class Build(PlaceNode):
    """Build one building (a farm, a monastery, a castle or a palace card), once a turn."""

    type = "build"
    act = "build"

    def options(self, R, state, task, place, node):
        return B.options(R, state, task["p"], place.city)

    def carry(self, R, ctx, state, task, place, node, option):
        B.build(R, ctx, state, task["p"], option)

    def refusal(self, R, state, task, place, node, option):
        return B.refusal(R, state, task["p"], place.city, option)


def boat_cost(R, state: dict, p: int, move: dict, city: str | None) -> int:
    return max(0, move["cost"] - move["steps"] * A.total(R, state, p, "boat_discount", city))


@PLACES.register
class Boat(PlaceNode):
    """Pay to move one's boat down the river (`moves`: steps and their cost), once a stop."""

    type = "boat"
    act = "boat"
    required = ("moves",)

    def validate(self, node, refs):
        out = super().validate(node, refs)
        moves = node.get("moves")
        if not isinstance(moves, list) or not moves or not all(
                isinstance(m, dict) and type(m.get("steps")) is int and m["steps"] >= 1
                and type(m.get("cost")) is int and m["cost"] >= 0 for m in moves):
            out.append((("moves",), "moves must list {steps: n >= 1, cost: n >= 0}"))
        return out

    def options(self, R, state, task, place, node):
        p = task["p"]
        pl = state["players"][p]
        if task["used"].get("boat") or pl["boat"] >= R.river:
            return []
        return [{"act": "boat", "steps": m["steps"]} for m in node["moves"]
                if boat_cost(R, state, p, m, place.city) <= pl["money"]]

    def carry(self, R, ctx, state, task, place, node, option):
        p = task["p"]
        move = next(m for m in node["moves"] if m["steps"] == option["steps"])
        n = boat_cost(R, state, p, move, place.city)
        E.pay(state, p, n)
        went = E.advance_boat(R, state, p, move["steps"])
        ctx.log(f"{G}.log.boat", p, spaces=amount("space", went), money=amount("denier", n))
        ending.check(R, ctx, state, p)

    def refusal(self, R, state, task, place, node, option):
        p = task["p"]
        if task["used"].get("boat"):
            return why("boat_once")
        move = next((m for m in node["moves"] if m["steps"] == option.get("steps")), None)
        if move is None:
            return why("boat_steps", steps=[m["steps"] for m in node["moves"]])
        if state["players"][p]["boat"] >= R.river:
            return why("river_end")
        return why("cannot_afford", money=amount("denier", boat_cost(R, state, p, move, place.city)))

    def text(self, node):
        return msg(f"{G}.place.boat", moves=[msg(f"{G}.fmt.boat_move", spaces=amount("space", m["steps"]),
                                                                  money=amount("denier", m["cost"]))
                                              for m in node["moves"]])
