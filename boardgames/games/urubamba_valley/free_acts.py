"""Free acts: what a talent lets its holder do at any decision of their own turn.

  {"free": "llama", "talent": tile, "cell": [r, c]}   Llama Breeder: a grey llama onto the terrace
  {"free": "sell", "seed": crop}                      Seed Dealer: identical seeds for coins

A `free` ability carries out its `then`, an entry of a menu's kind (actions.py: `move_llama`
from the reserve, `discard_seeds` for coins), whose act names its options' `free`: that entry
lists, carries out, refuses and makes on the board the options, as it does in a menu
(engine/held.py `FreeAct`). The rules (rules.py) ask them as one menu (`R.free_acts`,
engine/menu.py keyed by `free`), its entries the free abilities in the order their acts first
appear in talents.yaml.
"""
from __future__ import annotations

from boardgames.engine.fields import SELF, Field
from boardgames.engine.held import FreeAct, free_entries
from boardgames.engine.menu import NAME, Menu, MenuEntry

from .nodes import G, NODES, Carrier, Part, why


@NODES.register
class Free(Carrier, FreeAct):
    """At any decision of one's own turn, the options of its `then` (an entry of a menu's
    kind), named by the entry's act as their `free`; a one-time ability's name the talent whose
    marker they spend (`talent`). `refuse`: the reason given to a player who holds none."""

    type = "free"
    may_be_once = True
    fields = {"refuse": Field(NAME), "then": Field(SELF)}
    carries = (MenuEntry, Part)
    carried = "an entry a free act can offer"

    def render(self, node, text, registry):
        line = NODES.render(node["then"])
        return text.t("ability.once", text=line) if node.get("once") else line


def menu(R) -> Menu:
    """The free acts as one menu whose options name their entry by `free`: the first `free`
    ability of each act, in the order of talents.yaml."""
    return Menu(NODES, free_entries(R.held, R.talents), why("not_a_free_act"), f"{G}.", key="free")
