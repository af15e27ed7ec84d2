"""The messenger's actions where it stops (node types of actions.yaml, see places.py): buying
messages and delivering them (apprentice markers on the way)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import int_field

from . import abilities as A
from . import economy as E
from . import messages as MSG
from .places import PLACES, Place, PlaceNode, levels_field
from .text import G, amount, why


def message_price(R, state: dict, p: int, level: int, city: str | None) -> int:
    return max(0, R.levels[level]["price"] - A.total(R, state, p, "message_discount", city))


def message_count(R, state: dict, p: int, place: Place, node: dict) -> int:
    extra = A.total(R, state, p, "city_messages") if place.city else 0
    return node["count"] + extra


@PLACES.register
class BuyMessage(PlaceNode):
    """Buy up to `count` messages of these `levels` (the Mayor adds one in a city); the card is
    drawn from the level's deck and kept secret."""

    type = "buy_message"
    act = "message"
    required = ("levels", "count")

    def validate(self, node, refs):
        return super().validate(node, refs) + levels_field(node, refs) + int_field(node, "count", 1)

    def options(self, R, state, task, place, node):
        p = task["p"]
        if task["used"].get("message", 0) >= message_count(R, state, p, place, node):
            return []
        money = state["players"][p]["money"]
        return [{"act": "message", "level": lv} for lv in node["levels"]
                if state["decks"][str(lv)] and MSG.may_hold(R, state, p, lv)
                and message_price(R, state, p, lv, place.city) <= money]

    def carry(self, R, ctx, state, task, place, node, option):
        p, level = task["p"], option["level"]
        n = message_price(R, state, p, level, place.city)
        E.pay(state, p, n)
        ctx.log(f"{G}.log.buy_message", p, level=level, money=amount("denier", n))
        MSG.draw(R, ctx, state, p, level)

    def refusal(self, R, state, task, place, node, option):
        p, level = task["p"], option.get("level")
        count = message_count(R, state, p, place, node)
        if task["used"].get("message", 0) >= count:
            return why("messages_here", messages=amount("message", count))
        if level not in node["levels"]:
            return why("level_not_here", levels=node["levels"])
        if not state["decks"][str(level)]:
            return why("deck_empty", level=level)
        if not MSG.may_hold(R, state, p, level):
            return why("hand_limit", level=level, n=R.levels[level]["held"])
        return why("cannot_afford", money=amount("denier", message_price(R, state, p, level, place.city)))

    def text(self, node):
        return msg(f"{G}.place.buy_message", count=amount("message", node["count"]), levels=node["levels"])


@PLACES.register
class Deliver(PlaceNode):
    """Deliver one message of these `levels` addressed here, or leave an apprentice marker."""

    type = "deliver"
    act = "deliver"
    required = ("levels",)

    def validate(self, node, refs):
        return super().validate(node, refs) + levels_field(node, refs)

    def options(self, R, state, task, place, node):
        p = task["p"]
        if task["used"].get("deliver"):
            return []
        return [{"act": "deliver", "msg": m["id"]} for m in state["players"][p]["messages"]
                if m["level"] in node["levels"] and MSG.may_deliver(R, state, m["level"])
                and MSG.delivery(R, state, p, m, place.at)]

    def carry(self, R, ctx, state, task, place, node, option):
        MSG.deliver(R, ctx, state, task["p"], option["msg"], place.at)

    def refusal(self, R, state, task, place, node, option):
        p = task["p"]
        if task["used"].get("deliver"):
            return why("delivered_here")
        entry = next((m for m in state["players"][p]["messages"] if m["id"] == option.get("msg")), None)
        if entry is None:
            return why("no_such_message")
        if entry["level"] not in node["levels"]:
            return why("deliver_elsewhere", level=entry["level"])
        if not MSG.may_deliver(R, state, entry["level"]):
            return why("per_turn", level=entry["level"], n=R.levels[entry["level"]]["per_turn"])
        to = R.cards[entry["id"]]["to"]
        if place.at not in to:
            return why("not_a_destination")
        if place.at in entry["marks"]:
            return why("marked_here")
        return why("no_marker")

    def text(self, node):
        return msg(f"{G}.place.deliver", levels=node["levels"])
