"""The merchant's actions where it stops (node types of actions.yaml, see places.py): buying
a good at a village, changed by what the place adds to the purchase (its discount, the steps
the building owner's boat goes, the owner's goods); selling and the boat in a city (building:
buildings.py)."""
from __future__ import annotations

from boardgames.engine import bonuses
from boardgames.engine.bonuses import discounted
from boardgames.engine.choice import msg
from boardgames.engine.fields import Field, array, integer
from boardgames.engine.gesture_forms import Form
from boardgames.engine.gestures import move

from . import abilities as A
from . import economy as E
from . import ending
from . import market as M
from .places import PLACES, Place, PlaceAction, PlaceNode
from .text import G, amount, name, why


def goods_here(place: Place, R, p: int) -> list[str]:
    good = R.board.good[place.at]
    return [good, *(g for g in place.owner_goods if g != good)] if place.owner == p else [good]


def good_price(R, state: dict, p: int, place: Place) -> int:
    off = place.adds.get("good_discount", 0) + A.total(R, state, p, "good_discount")
    return discounted(M.price(R, state, place.at), off)


@PLACES.register
class BuyGood(PlaceAction):
    """Buy one good of the village (at the market price less the place's discounts), one a stop.
    Mechanic: the market's purchase, priced by the market row and changed by what the place
    adds to it (`add`: discounts, the owner's boat; the owner's goods); a village is the one
    place that sells goods, hence its one use."""

    type = "buy_good"
    act = "buy"
    forms = (Form(None, ("good", "$good")),)
    reads = ("good_discount",)
    modified = True

    def facts(self, R, state, p, node, env):
        return good_price(R, state, p, env["place"])

    def candidates(self, R, state, p, node, env, price):
        return [{"act": "buy", "good": g} for g in goods_here(env["place"], R, p)]

    def fault(self, R, state, p, node, env, option, price):
        good = option.get("good")
        if good not in goods_here(env["place"], R, p):
            return lambda: why("not_sold_here", good=name("good", good) if good in R.good_ids else "?")
        if state["supply"][good] <= 0:
            return lambda: why("no_cards", good=name("good", good))
        if not E.can_carry(R, state, p, good):
            return lambda: why("carry_limit", good=name("good", good), n=E.carry_limit(R, state, p, good))
        if price > state["players"][p]["money"]:
            return lambda: why("cannot_afford", money=amount("denier", price))
        return None

    def carry(self, R, ctx, state, p, node, place, option):
        good = option["good"]
        price = good_price(R, state, p, place)
        E.pay(state, p, price)
        R.holdings.give(R, state, p, {good: 1})
        ctx.log(f"{G}.log.buy", p, good=name("good", good), village=name("node", place.at),
                money=amount("denier", price))
        steps = place.adds.get("owner_boat")
        if steps and place.owner is not None:
            went = E.advance_boat(R, state, place.owner, steps)
            if went:
                ctx.log(f"{G}.log.owner_boat", place.owner, spaces=amount("space", went),
                        village=name("node", place.at))
                ending.check(R, ctx, state, place.owner)
        circus = M.bought(R, ctx, state, p, place.at)
        if circus is not None:
            state["tasks"].append(circus)


@PLACES.register
class PlaceAdd(bonuses.Add, PlaceNode):
    """`n` added to a number the purchase here reads (`NUMBERS`): the place's discount, added
    to the buyer's own (abilities.py), and the spaces the building owner's boat goes whoever
    buys here. A place's bonus, as a card's is (engine/bonuses.py)."""

    #: the numbers a place may add to, each with the noun its amount is counted in
    NUMBERS = {"good_discount": "denier", "owner_boat": "space"}
    fields = {"to": Field({"enum": list(NUMBERS)}), "n": Field(integer(1))}

    def text(self, node):
        return msg(f"{G}.place.{node['to']}", amount=amount(self.NUMBERS[node["to"]], node["n"]))


@PLACES.register
class OwnerGood(PlaceNode):
    """The building's owner may buy `good` here instead of the village's good (one purchase a
    stop still).
    Mechanic: a building's extra good for its owner, the good a parameter of any building's
    nodes; the monastery's beer is the one use in the data."""

    type = "owner_good"
    fields = {"good": Field({"type": "string"}, holds="good")}

    def owner_goods(self, node):
        return [node["good"]]

    def text(self, node):
        return msg(f"{G}.place.owner_good", good=name("good", node["good"]))


@PLACES.register
class Sell(PlaceAction):
    """Sell goods cards at their printed prices, any number, one at a time.
    Mechanic: the sale of goods (printed prices, the place's bonuses: a Market Hall in its
    city); a city is the one place that buys goods, hence its one use."""

    type = "sell"
    act = "sell"
    forms = (Form(None, ("cargo", "$good")),)
    reads = ("sell_bonus",)

    def candidates(self, R, state, p, node, env, facts):
        """The goods p carries."""
        held = state["players"][p]["goods"]
        return [{"act": "sell", "good": g} for g in R.good_ids if g in held]

    def fault(self, R, state, p, node, env, option, facts):
        good = option.get("good")
        if good not in R.good_ids or not R.holdings.amount(state, p, good):
            return lambda: why("no_good_to_sell")
        return None

    def carry(self, R, ctx, state, p, node, place, option):
        good = option["good"]
        value = R.goods[good]["sell"] + A.total(R, state, p, "sell_bonus", place.city)
        R.holdings.pay(state, p, {good: 1})
        E.gain(state, p, value)
        ctx.log(f"{G}.log.sell", p, good=name("good", good), money=amount("denier", value))


@PLACES.register
class Boat(PlaceAction):
    """Pay to move one's boat down the river (`moves`: steps and their cost), once a stop. On the
    board the boat is dragged to the space it reaches (at the river's end two moves reach the
    same space: the cheaper one, listed first, is the drag).
    Mechanic: paid river movement, its steps and costs as data; a city is the one place that
    offers it, hence its one use."""

    type = "boat"
    act = "boat"
    MOVE = {"type": "object", "additionalProperties": False, "required": ["steps", "cost"],
            "properties": {"steps": integer(1), "cost": integer(0)}}
    fields = {**PlaceAction.fields, "moves": Field(array(MOVE))}
    reads = ("boat_discount",)

    def facts(self, R, state, p, node, env):
        """p's discount per space here (a Boatman, this city's Harbour)."""
        return A.total(R, state, p, "boat_discount", env["place"].city)

    def candidates(self, R, state, p, node, env, discount):
        return [{"act": "boat", "steps": m["steps"]} for m in node["moves"]]

    def fault(self, R, state, p, node, env, option, discount):
        move = next((m for m in node["moves"] if m["steps"] == option.get("steps")), None)
        if move is None:
            return lambda: why("boat_steps", steps=[m["steps"] for m in node["moves"]])
        if state["players"][p]["boat"] >= R.river:
            return lambda: why("river_end")
        cost = discounted(move["cost"], move["steps"] * discount)
        if cost > state["players"][p]["money"]:
            return lambda: why("cannot_afford", money=amount("denier", cost))
        return None

    def carry(self, R, ctx, state, p, node, place, option):
        move = next(m for m in node["moves"] if m["steps"] == option["steps"])
        n = discounted(move["cost"], move["steps"] * A.total(R, state, p, "boat_discount", place.city))
        E.pay(state, p, n)
        went = E.advance_boat(R, state, p, move["steps"])
        ctx.log(f"{G}.log.boat", p, spaces=amount("space", went), money=amount("denier", n))
        ending.check(R, ctx, state, p)

    def moves(self, R, state, node, option, roles=None):
        """The boat dragged to the space it reaches, unless a move listed before reaches it."""
        boat = state["players"][state["turn"]["p"]]["boat"]
        to = min(R.river, boat + option["steps"])
        i = next(i for i, m in enumerate(node["moves"]) if m["steps"] == option["steps"])
        if any(min(R.river, boat + m["steps"]) == to for m in node["moves"][:i]):
            return []
        return [move(("boat",), ("river", to), option)]

    def meant(self, R, state, p, node, gesture):
        to = gesture.to
        if gesture.piece == ("boat",) and type(to) is tuple and len(to) == 2 and to[0] == "river" \
                and type(to[1]) is int:
            return {"act": "boat", "steps": to[1] - state["players"][p]["boat"]}
        return None

    def text(self, node):
        return msg(f"{G}.place.boat", moves=[msg(f"{G}.fmt.boat_move", spaces=amount("space", m["steps"]),
                                                                  money=amount("denier", m["cost"]))
                                              for m in node["moves"]])
