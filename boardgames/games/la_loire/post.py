"""The messenger's actions where it stops (node types of actions.yaml, see places.py): buying
messages and delivering them (apprentice markers on the way)."""
from __future__ import annotations

from boardgames.engine.bonuses import discounted
from boardgames.engine.choice import msg
from boardgames.engine.fields import Field, array, integer
from boardgames.engine.gesture_forms import Form

from . import abilities as A
from . import economy as E
from . import messages as MSG
from .places import PLACES, PlaceAction
from .text import G, amount, why


#: the levels of messages a node offers, each a level of messages.yaml
LEVELS = Field(array(integer(1), unique=True), holds="level")


@PLACES.register
class BuyMessage(PlaceAction):
    """Buy up to `count` messages of these `levels` (the Mayor adds one in a city); the card is
    drawn from the level's deck and kept secret. On the board: a click on a deck."""

    type = "buy_message"
    act = "message"
    forms = (Form(None, ("deck", "$level")),)
    fields = {"levels": LEVELS, "count": Field(integer(1))}
    reads = ("message_discount", "city_messages")

    def closed(self, R, state, p, node, env):
        """Once the stop bought its `count` (the Mayor's one more in a city)."""
        count = node["count"] + (A.total(R, state, p, "city_messages") if env["place"].city else 0)
        if env["task"]["used"].get("message", 0) >= count:
            return lambda: why("messages_here", messages=amount("message", count))
        return None

    def facts(self, R, state, p, node, env):
        """p's discount on a message here (this city's Post Office)."""
        return A.total(R, state, p, "message_discount", env["place"].city)

    def candidates(self, R, state, p, node, env, discount):
        return [{"act": "message", "level": lv} for lv in node["levels"]]

    def fault(self, R, state, p, node, env, option, discount):
        level = option.get("level")
        if level not in node["levels"]:
            return lambda: why("level_not_here", levels=node["levels"])
        if not state["decks"][str(level)]:
            return lambda: why("deck_empty", level=level)
        if not MSG.may_hold(R, state, p, level):
            return lambda: why("hand_limit", level=level, n=R.levels[level]["held"])
        price = discounted(R.levels[level]["price"], discount)
        if price > state["players"][p]["money"]:
            return lambda: why("cannot_afford", money=amount("denier", price))
        return None

    def carry(self, R, ctx, state, p, node, place, option):
        level = option["level"]
        n = discounted(R.levels[level]["price"], A.total(R, state, p, "message_discount", place.city))
        E.pay(state, p, n)
        ctx.log(f"{G}.log.buy_message", p, level=level, money=amount("denier", n))
        MSG.draw(R, ctx, state, p, level)

    def text(self, node):
        return msg(f"{G}.place.buy_message", count=amount("message", node["count"]), levels=node["levels"])


@PLACES.register
class Deliver(PlaceAction):
    """Deliver one message of these `levels` addressed here, or leave an apprentice marker.
    On the board: a click on the card in hand."""

    type = "deliver"
    act = "deliver"
    forms = (Form(None, ("msg", "$msg")),)
    fields = {**PlaceAction.fields, "levels": LEVELS}
    reads = ("markers",)

    def facts(self, R, state, p, node, env):
        """p's hand by card."""
        return {m["id"]: m for m in state["players"][p]["messages"]}

    def candidates(self, R, state, p, node, env, hand):
        """The cards in hand going here."""
        at = env["place"].at
        return [{"act": "deliver", "msg": cid} for cid in hand if at in R.cards[cid]["to"]]

    def fault(self, R, state, p, node, env, option, hand):
        at, cid = env["place"].at, option.get("msg")
        entry = hand.get(cid) if type(cid) is str else None
        if entry is None:
            return lambda: why("no_such_message")
        if entry["level"] not in node["levels"]:
            return lambda: why("deliver_elsewhere", level=entry["level"])
        if not MSG.may_deliver(R, state, entry["level"]):
            return lambda: why("per_turn", level=entry["level"], n=R.levels[entry["level"]]["per_turn"])
        if at not in R.cards[entry["id"]]["to"]:
            return lambda: why("not_a_destination")
        if at in entry["marks"]:
            return lambda: why("marked_here")
        return None if MSG.delivery(R, state, p, entry, at) else (lambda: why("no_marker"))

    def carry(self, R, ctx, state, p, node, place, option):
        MSG.deliver(R, ctx, state, p, option["msg"], place.at)

    def text(self, node):
        return msg(f"{G}.place.deliver", levels=node["levels"])
