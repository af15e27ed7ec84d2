"""What a piece may do where it stops: the node types of actions.yaml.

A stop is a `Place`: the space, the kinds that apply there (a city; or a village, plus the
circus when it stands there, plus the village's building), the building's owner, and the
nodes actions.yaml gives the piece for those kinds (an `owner` node only for the owner). The
stop's decision (tasks.Act) asks every node of the place for its options, carries out the
chosen one through the node whose `act` it names, and asks that node why an option is refused;
each node also describes itself. Modifiers (discounts, the owner's boat, the owner's beer)
offer nothing of their own: the purchase asks them.

The node types live in trade.py (the merchant's) and post.py (the messenger's); hiring at the
circus, open to both, is here. Options (one decision each; {"act": "done"} ends the stop):
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
from boardgames.engine.effects import NodeType, Registry

from . import economy as E
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


def iter_options(R, state: dict, task: dict, place: Place):
    """Every node's options, node by node (a node lists its own when it is reached)."""
    for node, kind in place.nodes:
        if kind.act:
            yield from kind.options(R, state, task, place, node)


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


def levels_field(node, refs) -> list:
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
