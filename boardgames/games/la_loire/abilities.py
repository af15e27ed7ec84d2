"""The abilities of characters (characters.yaml) and palace buildings (buildings.yaml) as
engine node types.

Each type checks its own fields (`validate`, reported as file:line by the catalog), renders
its own rule text (a tooltip line) and says what it adds to (`adds`: a hook, a city or
anywhere, a number). The rules ask for the sum of what a player's abilities add to a hook
(`total`); a search asks at every option it lists, so each card's abilities are indexed by
hook once (`indexed`). A palace ability with a `city` works only there. The hooks:

  markers(node)                      apprentice markers it frees
  tax_keep(node, city)               deniers more a player keeps when the tax is taken
  city_messages(node)                more messages a messenger may buy in a city
  horses_taken(node)                 more lying horses a player may take a turn
  carry(node)                        more of each limited good a merchant may carry
  boat_discount(node, city)          deniers less per boat space
  good_discount(node)                deniers less for a good
  sell_bonus(node, city)             deniers more per good sold
  message_discount(node, city)       deniers less for a message
  end_points(node, facts)            points at the end (blue characters)
"""
from __future__ import annotations

from dataclasses import dataclass

from boardgames.engine.choice import msg
from boardgames.engine.effects import NodeType, Registry, int_field

from .text import G, TEXT, amount, name

ABILITIES = Registry(TEXT, builtin_flow=False)
HOOKS = ("markers", "tax_keep", "city_messages", "horses_taken", "carry", "boat_discount", "good_discount",
         "sell_bonus", "message_discount")


class Ability(NodeType):
    """An ability adding `n` to one of the rules' numbers (`hook`), anywhere or, with a `city`
    (palace buildings), only in that city."""

    hook: str = ""
    noun: str = "denier"

    def validate(self, node, refs):
        out = int_field(node, "n", 1)
        city = node.get("city")
        if city is not None and city not in refs.get("cities", ()):
            out.append((("city",), f"{city!r} is not a city of the map"))
        return out

    def adds(self, node) -> tuple[str, str | None, int] | None:
        """(hook, city or None: anywhere, n): the number it adds to, where, and how much."""
        return self.hook, node.get("city"), node["n"]

    def render(self, node, text, registry):
        n = node.get("n")
        line = msg(f"{G}.ability.{self.type}", n=n, amount=amount(self.noun, n) if type(n) is int else n)
        if node.get("city"):
            return msg(f"{G}.ability.in_city", text=line, city=name("node", node["city"]))
        return line


def _kind(hook_name: str, type_name: str, noun: str):
    cls = type(f"Ability_{type_name}", (Ability,), {"type": type_name, "hook": hook_name, "noun": noun})
    ABILITIES.add(cls())
    return cls


for _hook, _type, _noun in (("markers", "markers", "marker"), ("tax_keep", "tax_cap", "denier"),
                            ("city_messages", "city_messages", "message"), ("horses_taken", "horse_take", "horse"),
                            ("carry", "carry", "card"), ("boat_discount", "boat_discount", "denier"),
                            ("good_discount", "good_discount", "denier"), ("sell_bonus", "sell_bonus", "denier"),
                            ("message_discount", "message_discount", "denier")):
    _kind(_hook, _type, _noun)


@ABILITIES.register
class EndBonus(NodeType):
    """`vp` points at the end per farm, monastery, castle, delivered message (of level
    `min_level` or more) or `every` boat spaces."""

    type = "end_bonus"
    required = ("per", "vp")
    PER = ("farm", "monastery", "castle", "message", "boat")

    def validate(self, node, refs):
        out = int_field(node, "vp", 1)
        if node.get("per") not in self.PER:
            out.append((("per",), f"per must be one of {self.PER}"))
        if "every" in node:
            out += int_field(node, "every", 1)
        if "min_level" in node:
            out += int_field(node, "min_level", 1)
        return out

    def adds(self, node) -> None:
        """Nothing: it counts at the end only (`end_points`)."""
        return None

    def end_points(self, node, facts: dict) -> int:
        per = node["per"]
        if per == "boat":
            count = facts["boat"] // node.get("every", 1)
        elif per == "message":
            count = sum(1 for level in facts["delivered"] if level >= node.get("min_level", 1))
        else:
            count = facts[per]
        return count * node["vp"]

    def render(self, node, text, registry):
        per = node["per"]
        if per == "boat":
            return msg(f"{G}.ability.end_boat", points=amount("point", node["vp"]),
                       spaces=amount("space", node.get("every", 1)))
        if per == "message":
            return msg(f"{G}.ability.end_message", points=amount("point", node["vp"]), level=node.get("min_level", 1))
        return msg(f"{G}.ability.end_per", points=amount("point", node["vp"]), what=name("building", per))


@dataclass(frozen=True)
class Indexed:
    """A card's abilities as the rules ask for them: what they add to each hook ((city or
    None, n) each) and the end bonuses ((node, node type) each), in card order."""

    adds: dict[str, tuple[tuple[str | None, int], ...]]
    ends: tuple[tuple[dict, NodeType], ...]


def indexed(nodes: list) -> Indexed:
    adds: dict[str, list] = {}
    ends = []
    for node in nodes:
        kind = ABILITIES.types[node["type"]]
        got = kind.adds(node)
        if got is None:
            ends.append((node, kind))
        else:
            hook, city, n = got
            adds.setdefault(hook, []).append((city, n))
    return Indexed({hook: tuple(each) for hook, each in adds.items()}, tuple(ends))


def total(R, state: dict, p: int, hook: str, city: str | None = None) -> int:
    """What p's abilities add to the number `hook` (in `city`): those of their characters and
    of the palace buildings built before this turn, read from the cards' indexes
    (`R.character_abilities`, `R.palace_abilities`)."""
    pl = state["players"][p]
    out = 0
    characters = R.character_abilities
    for cid in pl["characters"]:
        for where, n in characters[cid].adds.get(hook, ()):
            if where is None or where == city:
                out += n
    palaces = R.palace_abilities
    for card in pl["palaces"]:
        if not card["fresh"]:
            for where, n in palaces[card["id"]].adds.get(hook, ()):
                if where is None or where == city:
                    out += n
    return out
