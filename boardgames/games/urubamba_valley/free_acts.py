"""Free acts: what a talent lets its holder do at any decision of their own turn.

  {"free": "llama", "talent": tile, "cell": [r, c]}   Llama Breeder: a grey llama onto the terrace
  {"free": "sell", "seed": crop}                      Seed Dealer: identical seeds for coins

A `free` ability carries out its `then`, an entry of a menu's kind (actions.py: `move_llama`
from the reserve, `discard_seeds` for coins), whose act names its options' `free`: that entry
lists, carries out, refuses and makes on the board the options, as it does in a menu. The
rules (rules.py) ask them as one menu (`R.free_acts`, engine/menu.py keyed by `free`), its
entries the free abilities in the order their acts first appear in talents.yaml.
"""
from __future__ import annotations

from boardgames.engine import gesture_forms
from boardgames.engine.choice import msg
from boardgames.engine.fields import SELF, Field
from boardgames.engine.menu import EMPTY, NAME, Menu, MenuEntry

from . import talents as T
from .nodes import G, NODES, Carrier, Part, why


@NODES.register
class Free(Carrier, MenuEntry):
    """At any decision of one's own turn, the options of its `then` (an entry of a menu's
    kind), named by the entry's act as their `free`; a one-time ability's name the talent whose
    marker they spend (`talent`). `refuse`: the reason given to a player who holds none.
    As an entry of the free acts' menu (`menu`) it stands for every held ability of its act."""

    type = "free"
    free = True
    may_be_once = True
    fields = {"refuse": Field(NAME), "then": Field(SELF)}
    carries = (MenuEntry, Part)
    carried = "an entry a free act can offer"

    def offers(self, R, state, p, node, env):
        """The options of the abilities of the entry's act p may use now, once per talent design."""
        out, seen = [], set()
        for entry in [e for e, n, _ in T.abilities(R, state, p, "free") if n["then"]["act"] == node["free"]]:
            if T.design(entry["id"]) not in seen:
                seen.add(T.design(entry["id"]))
                then, kind = self.inner(node)
                tile = {"talent": entry["id"]} if node.get("once") else {}
                out += [{"free": o.pop("act"), **tile, **o} for o in kind.offers(R, state, p, then, EMPTY)]
        return out

    def take(self, R, ctx, state, p, node, env, option):
        if node.get("once"):
            T.spend(state, p, option["talent"])
        then, kind = self.inner(node)
        kind.take(R, ctx, state, p, then, {}, option)

    def declines(self, R, state, p, node, env, option):
        if not held(R, state, p, node["free"], option.get("talent")):
            return why(node["refuse"])
        then, kind = self.inner(node)
        return kind.declines(R, state, p, then, EMPTY, option) or why(then["refuse"])

    def moves(self, R, state, node, option):
        p = state["turn"]["p"]
        found = held(R, state, p, node["free"], option.get("talent"))
        if not found:
            return []
        then, kind = self.inner(node)
        if kind.forms:
            return gesture_forms.moves(kind.forms_of(then), [option], {"p": p, "talent": found[0]["id"]})
        return kind.moves(R, state, then, option)

    def meant(self, R, state, p, node, gesture):
        then, kind = self.inner(node)
        found = kind.meant(R, state, p, then, gesture)
        if found is None:
            return None
        out = {"free": found.pop("act")}
        if node.get("once"):          # the first talent of p's with this ability, used or not
            out["talent"] = next((e["id"] for e in state["players"][p]["talents"]
                                  if node["then"] in [n.get("then") for n in R.talent(e["id"])["abilities"]]), None)
        return {**out, **found}

    def render(self, node, text, registry):
        line = NODES.render(node["then"])
        return msg(f"{G}.ability.once", text=line) if node.get("once") else line


def menu(R) -> Menu:
    """The free acts as one menu whose options name their entry by `free`: the first `free`
    ability of each act, in the order of talents.yaml."""
    entries: dict = {}
    for t in R.data["talents"]["talents"]:
        for n in t["abilities"]:
            if n["type"] == Free.type:
                entries.setdefault(n["then"]["act"], {"free": n["then"]["act"], **n})
    return Menu(NODES, list(entries.values()), why("not_a_free_act"), f"{G}.", key="free")


def held(R, state: dict, p: int, act: str, tile: str | None) -> list[dict]:
    """The held entries of the talents whose `free` ability of act `act` p may use now (a
    one-time one: only talent `tile`'s)."""
    return [e for e, n, _ in T.abilities(R, state, p, "free") if n["then"]["act"] == act
            and (not n.get("once") or e["id"] == tile)]
