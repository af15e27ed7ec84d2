"""What a piece may do where it stops: the node types of actions.yaml.

A stop is a `Place`: the space, the kinds that apply there (a city; or a village, plus the
circus when it stands there, plus the village's building), the building's owner, and the
nodes actions.yaml gives the piece for those kinds (an `owner` node only for the owner). The
stop's decision (tasks.Act) asks every node of the place for its options, carries out the
chosen one through the node whose `act` it names, and asks that node why an option is refused;
each node also describes itself. Modifiers (discounts, the owner's boat, the owner's beer)
offer nothing of their own: the purchase asks them.

Options (one decision each; {"act": "done"} ends the stop):
  {"act": "buy", "good"}            merchant at a village (beer: the owner at their monastery)
  {"act": "sell", "good"}           merchant in a city, one card at a time
  {"act": "build", ...}             merchant in a city (buildings.py)
  {"act": "boat", "steps"}          merchant in a city
  {"act": "message", "level"}       messenger in a city, at their own farm, castle, monastery
  {"act": "deliver", "msg"}         messenger: Levels 1-3 at a village, Level 4 in its city
  {"act": "hire", "character"}      merchant or messenger at the circus, one a turn
"""
from __future__ import annotations

from dataclasses import dataclass

from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry, int_field

from . import abilities as A
from . import buildings as B
from . import economy as E
from . import ending
from . import market as M
from . import messages as MSG
from .text import G, TEXT, amount, name, why

PLACES = Registry(TEXT, builtin_flow=False)
KINDS = ("city", "village", "circus", "farm", "monastery", "castle")
OWNED = ("farm", "monastery", "castle")


@dataclass
class Place:
    at: str
    kinds: list
    owner: int | None
    nodes: list            # (node, node type) the piece may use here
    city: str | None       # the city, when the place is one


def place_of(R, state: dict, p: int, piece: str, at: str, circus: bool) -> Place:
    """The place a piece of p stopped at; `circus`: the circus stood there when it arrived (it
    may move on when the merchant buys there; the stop keeps what it offered)."""
    if R.board.is_city(at):
        kinds, owner = ["city"], None
    else:
        kinds = ["village"]
        if circus:
            kinds.append("circus")
        b = state["buildings"].get(at)
        owner = None
        if b is not None:
            kinds.append(b["kind"])
            owner = b["p"]
    table = R.actions[piece]
    nodes = [(node, PLACES.types[node["type"]]) for k in kinds for node in table.get(k, ())
             if not node.get("owner") or owner == p]
    return Place(at, kinds, owner, nodes, at if kinds == ["city"] else None)


def options(R, state: dict, task: dict, place: Place) -> list[dict]:
    out: list[dict] = []
    for node, kind in place.nodes:
        if kind.act:
            out += kind.options(R, state, task, place, node)
    return out


def node_for(place: Place, act) -> tuple | None:
    return next(((node, kind) for node, kind in place.nodes if kind.act == act), None)


def carry(R, ctx, state: dict, task: dict, place: Place, option: dict) -> None:
    node, kind = node_for(place, option["act"])
    task["used"][kind.act] = task["used"].get(kind.act, 0) + 1
    kind.carry(R, ctx, state, task, place, node, option)


def refusal(R, state: dict, task: dict, place: Place, option: dict) -> dict:
    found = node_for(place, option.get("act"))
    if found is None:
        return why("not_here")
    node, kind = found
    return kind.refusal(R, state, task, place, node, option)


def _levels(node, refs) -> list:
    levels = node.get("levels")
    if not isinstance(levels, list) or not levels or any(lv not in refs.get("levels", ()) for lv in levels):
        return [(("levels",), "levels must list levels of messages.yaml")]
    return []


class PlaceNode(NodeType):
    """A node of actions.yaml. `act`: the option it offers (None: a modifier)."""

    act: str | None = None

    def validate(self, node, refs):
        if "owner" in node and not isinstance(node["owner"], bool):
            return [(("owner",), "owner must be true or false")]
        return []

    def options(self, R, state, task, place, node) -> list[dict]:
        return []

    def carry(self, R, ctx, state, task, place, node, option) -> None:
        raise NotImplementedError

    def refusal(self, R, state, task, place, node, option) -> dict:
        return why("not_here")

    # modifiers of a purchase
    def discount(self, node) -> int:
        return 0

    def owner_goods(self, node) -> list[str]:
        return []

    def after_buy(self, R, ctx, state, place, node) -> None:
        return None

    def text(self, node) -> dict:
        return msg(f"{G}.place.{self.type}")

    def render(self, node, text, registry):
        line = self.text(node)
        return msg(f"{G}.place.owner_only", text=line) if node.get("owner") else line


# --- the merchant ---------------------------------------------------------------------------------
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


@PLACES.register
class Hire(PlaceNode):
    """Hire one character (one a turn, even with both pieces at the circus)."""

    type = "hire"
    act = "hire"

    def options(self, R, state, task, place, node):
        p = task["p"]
        pl = state["players"][p]
        if state["turn"]["hired"]:
            return []
        return [{"act": "hire", "character": c} for c in R.character_ids
                if state["character_supply"][c] > 0 and c not in pl["characters"]
                and R.characters[c]["cost"] <= pl["money"]]

    def carry(self, R, ctx, state, task, place, node, option):
        p, c = task["p"], option["character"]
        cost = R.characters[c]["cost"]
        E.pay(state, p, cost)
        state["character_supply"][c] -= 1
        state["players"][p]["characters"].append(c)
        state["turn"]["hired"] = True
        ctx.log(f"{G}.log.hire", p, character=name("character", c), money=amount("denier", cost))

    def refusal(self, R, state, task, place, node, option):
        p, c = task["p"], option.get("character")
        if state["turn"]["hired"]:
            return why("hired_this_turn")
        if c not in R.characters:
            return why("no_such_character")
        if c in state["players"][p]["characters"]:
            return why("character_held", character=name("character", c))
        if state["character_supply"][c] <= 0:
            return why("character_gone", character=name("character", c))
        return why("cannot_afford", money=amount("denier", R.characters[c]["cost"]))


# --- the messenger ----------------------------------------------------------------------------------
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
        return super().validate(node, refs) + _levels(node, refs) + int_field(node, "count", 1)

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
        return msg(f"{G}.place.buy_message", count=node["count"], levels=node["levels"])


@PLACES.register
class Deliver(PlaceNode):
    """Deliver one message of these `levels` addressed here, or leave an apprentice marker."""

    type = "deliver"
    act = "deliver"
    required = ("levels",)

    def validate(self, node, refs):
        return super().validate(node, refs) + _levels(node, refs)

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
