"""The abilities of characters (characters.yaml) and palace buildings (buildings.yaml) as
engine node types, each checking its own fields (reported as file:line by the catalog) and
rendering its own rule text (a tooltip line):

  {type: add, to: <number>, n: 1}                 adds n to one of the rules' numbers below
  {type: add, to: <number>, n: 1, city: nantes}   the same, only in that city (palace cards)
  {type: end_bonus, count: farm, vp: 1, ...}      points at the end per thing counted

The rules ask for the sum of what a player's abilities add to a number (`total`); a search
asks at every option it lists, so the cards' abilities are indexed once (engine/bonuses.py).
"""
from __future__ import annotations

from boardgames.engine import bonuses, end_bonus
from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry
from boardgames.engine.fields import Field, integer

from .text import G, TEXT, amount, name

ABILITIES = Registry(TEXT, builtin_flow=False, schema="ability")

#: the numbers of the rules an ability may add to (where the rules read it), each with the
#: noun its amount is counted in
NUMBERS = {
    "markers": "marker",            # apprentice markers a player has (messages.markers)
    "tax_keep": "denier",           # deniers kept when the tax is taken in a city (economy.tax)
    "city_messages": "message",     # messages a messenger may buy more in a city (post.BuyMessage)
    "horses_taken": "horse",        # lying horses a player may take a turn (movement.take_limit)
    "carry": "card",                # of each limited good a merchant may carry (economy.carry_limit)
    "boat_discount": "denier",      # deniers less per boat space (trade.Boat)
    "good_discount": "denier",      # deniers less for a good (trade.BuyGood)
    "sell_bonus": "denier",         # deniers more per good sold (trade.Sell)
    "message_discount": "denier",   # deniers less for a message (post.BuyMessage)
}


@ABILITIES.register
class Add(bonuses.Add):
    """`n` added to the rules' number `to` (NUMBERS), anywhere or, with a `city` (palace
    buildings), only in that city (engine/bonuses.py)."""

    where = "city"
    fields = {"to": Field({"enum": list(NUMBERS)}), "n": Field(integer(1)),
              "city": Field({"type": "string"}, optional=True, holds="city")}

    def render(self, node, text, registry):
        n = node["n"]
        line = msg(f"{G}.ability.{node['to']}", n=n, amount=amount(NUMBERS[node["to"]], n))
        if node.get("city"):
            return msg(f"{G}.ability.in_city", text=line, city=name("node", node["city"]))
        return line


@ABILITIES.register
class EndBonus(end_bonus.EndBonus):
    """`vp` points at the end per thing counted (scoring.facts: each building of a kind, each
    `every` boat spaces, each delivered message of level `at_least` or more): engine/end_bonus.py."""

    #: what may be counted -> the rule text's line (ability.<line>) and the arguments it reads
    COUNT = {"farm": ("end_per", "what"), "monastery": ("end_per", "what"), "castle": ("end_per", "what"),
             "message": ("end_message", "level"), "boat": ("end_boat", "spaces")}
    fields = end_bonus.end_bonus_fields(COUNT, valued=True)

    def render(self, node, text, registry):
        line, arg = self.COUNT[node["count"]]
        args = {"what": name("building", node["count"]), "level": node.get("at_least", 1),
                "spaces": amount("space", self.field(node, "every"))}
        return msg(f"{G}.ability.{line}", points=amount("point", node["vp"]), **{arg: args[arg]})


def total(R, state: dict, p: int, number: str, city: str | None = None) -> int:
    """What p's abilities add to `number` (in `city`): those of their characters and of the
    palace buildings built before this turn (`R.character_bonuses`, `R.palace_bonuses`)."""
    pl = state["players"][p]
    out = R.character_bonuses.total(pl["characters"], number, city)
    if pl["palaces"] and number in R.palace_bonuses.by_number:
        out += R.palace_bonuses.total([c["id"] for c in pl["palaces"] if not c["fresh"]], number, city)
    return out
