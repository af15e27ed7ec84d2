"""What a piece may do where it stops: the node types of actions.yaml.

A stop is a `Place`: the space, the kinds that apply there (a city; or a village, plus the
circus when it stands there, plus the village's building), the building's owner, and what
actions.yaml gives the piece for those kinds (an `owner: true` node only for the owner). Its
nodes are of two sorts:

  actions     nodes that offer options (an `act` of their own): the stop's decision
              (tasks.Act) is an `engine.menu.Menu` of them, in data order, ended by the
              `stop` of actions.yaml ("done", engine/handover.py), a chosen option carried
              out and a refused one explained by the node its act names
  modifiers   nodes that change the purchase there: what the place adds to a number the
              purchase reads (`add`: its discount, the owner's boat), the owner's goods;
              gathered once per place (`Place.adds`, `Place.owner_goods`)

Every kind declares its nodes' fields (`fields`, engine/fields.py: the schema's `$defs/place`
is made from them) and describes itself; an action writes each of its rules once
(`engine.checked.CheckedEntry`: its options are the candidates that break none, its refusal
the first broken) and says how its options are made on the board (`forms`, or `moves` and
`meant`: engine/menu.py).

The actions live in trade.py (the merchant's), buildings.py (building) and post.py (the
messenger's); hiring at the circus, open to both pieces, is here. Options (one decision each;
{"act": "done"} ends the stop):
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

from boardgames.engine.checked import CheckedEntry
from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry
from boardgames.engine.fields import BOOLEAN, Field
from boardgames.engine.gesture_forms import Form
from boardgames.engine.handover import HandOver
from boardgames.engine.menu import Menu

from . import economy as E
from .text import G, TEXT, amount, name, why

#: `owner: true`, on any node: for the building's owner only
PLACES = Registry(TEXT, builtin_flow=False, schema="place",
                  common={"owner": Field(BOOLEAN, optional=True, default=False)})
PLACES.add(HandOver())


@dataclass
class Place:
    at: str
    kinds: tuple
    owner: int | None
    menu: Menu             # the actions the piece may take here, then `done` (actions.yaml `stop`)
    adds: dict             # number -> what the place adds to it (trade.PlaceAdd)
    owner_goods: tuple     # the goods the building's owner may buy here besides the village's
    city: str | None       # the city, when the place is one


def place_of(R, state: dict, p: int, piece: str, at: str, circus: bool) -> Place:
    """The place a piece of p stopped at; `circus`: the circus stood there when it arrived (it
    may move on when the merchant buys there; the stop keeps what it offered)."""
    b = state["buildings"].get(at)
    return R.places[piece, at, circus, None, None, p] if b is None else \
        R.places[piece, at, circus, b["kind"], b["p"], p]


def make_place(R, piece: str, at: str, circus: bool, building: str | None, owner: int | None, p: int) -> Place:
    """The place of `place_of`, made once per combination (`R.places`)."""
    if R.board.is_city(at):
        kinds = ("city",)
    else:
        kinds = ("village",) + (("circus",) if circus else ()) + (() if building is None else (building,))
    menu, adds, owner_goods = R.place_nodes[piece, kinds, owner == p]
    return Place(at, kinds, owner, menu, adds, owner_goods, at if kinds == ("city",) else None)


def place_nodes(R, piece: str, kinds: tuple, owns: bool) -> tuple[Menu, dict, tuple]:
    """The menu, what the place adds to each number and the owner's goods of a piece at a
    place of `kinds` (`owns`: its building is the player's own): made once per combination
    (`R.place_nodes`)."""
    nodes = [(node, PLACES.types[node["type"]]) for kind in kinds for node in R.actions[piece].get(kind, ())
             if owns or not node.get("owner")]
    entries = [dict(node, act=kind.act) for node, kind in nodes if kind.act]
    adds: dict[str, int] = {}
    for node, kind in nodes:
        for number, _, n in kind.each(node):
            adds[number] = adds.get(number, 0) + n
    goods = tuple(dict.fromkeys(g for node, kind in nodes for g in kind.owner_goods(node)))
    return Menu(PLACES, entries + [R.stop], unknown=why("not_here")), adds, goods


def every_action() -> Menu:
    """Every action of the game as one menu: a gesture is read back as the option of whichever
    action it stands for, so that one not offered where the piece stands is refused with a
    reason (`not_here`)."""
    return Menu(PLACES, [{"act": kind.act, "type": kind.type} for kind in PLACES.types.values()
                         if getattr(kind, "act", None)], unknown=why("not_here"))


class PlaceNode(NodeType):
    """A node of actions.yaml (its `fields` declared by its kind; `owner: true`, which any node
    may carry: for the building's owner only). A modifier of the purchase answers `each` (what
    it adds to which number, engine/bonuses.py) and `owner_goods`."""

    act: str | None = None
    fields: dict = {}

    def each(self, node) -> tuple:
        return ()

    def owner_goods(self, node) -> list[str]:
        return []

    def text(self, node) -> dict:
        return msg(f"{G}.place.{self.type}")

    def render(self, node, text, registry):
        line = self.text(node)
        return msg(f"{G}.place.owner_only", text=line) if node.get("owner") else line


#: `once` on an action: taken once a stop, or once a turn when it names the flag of
#: `state["turn"]` saying it was (`turn`); another refused with the message why.<refuse>
ONCE = Field({"type": "object", "additionalProperties": False, "required": ["refuse"],
              "properties": {"refuse": {"type": "string"}, "turn": {"type": "string"}}}, optional=True)


class PlaceAction(PlaceNode, CheckedEntry):
    """A node offering options (`act`). In a menu its `env` holds the stop's task and place.
    On the board its options are made by its `forms` (engine/gesture_forms.py), a click on a
    component unless the type says more. `reads`: the numbers of the abilities
    (abilities.NUMBERS) that change it, named in the rules help; `modified`: the place's
    modifiers apply to it. The acts a stop took are counted in its task's `used`: an action
    limited by its `once` field reads them, or its flag of the turn."""

    fields: dict = {"once": ONCE}
    reads: tuple = ()
    modified: bool = False

    def closed(self, R, state, p, node, env):
        once = node.get("once")
        taken = once and (state["turn"][once["turn"]] if "turn" in once else env["task"]["used"].get(self.act))
        return (lambda: why(once["refuse"])) if taken else None

    def take(self, R, ctx, state, p, node, env, option):
        task = env["task"]
        task["used"][self.act] = task["used"].get(self.act, 0) + 1
        if "turn" in node.get("once", ()):
            state["turn"][node["once"]["turn"]] = True
        self.carry(R, ctx, state, p, node, env["place"], option)

    def carry(self, R, ctx, state, p, node, place, option) -> None:
        raise NotImplementedError


@PLACES.register
class Hire(PlaceAction):
    """Hire one character (once a turn in the data, even with both pieces at the circus)."""

    type = "hire"
    act = "hire"
    forms = (Form(None, ("character", "$character")),)

    def candidates(self, R, state, p, node, env, facts):
        """The characters left for hire."""
        supply = state["character_supply"]
        return [{"act": "hire", "character": c} for c in R.character_ids if supply[c] > 0]

    def fault(self, R, state, p, node, env, option, facts):
        c = option.get("character")
        if c not in R.character_ids:
            return lambda: why("no_such_character")
        if c in state["players"][p]["characters"]:
            return lambda: why("character_held", character=name("character", c))
        if state["character_supply"][c] <= 0:
            return lambda: why("character_gone", character=name("character", c))
        if R.characters[c]["cost"] > state["players"][p]["money"]:
            return lambda: why("cannot_afford", money=amount("denier", R.characters[c]["cost"]))
        return None

    def carry(self, R, ctx, state, p, node, place, option):
        c = option["character"]
        cost = R.characters[c]["cost"]
        E.pay(state, p, cost)
        state["character_supply"][c] -= 1
        state["players"][p]["characters"].append(c)
        ctx.log(f"{G}.log.hire", p, character=name("character", c), money=amount("denier", cost))
