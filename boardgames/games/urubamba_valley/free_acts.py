"""Free acts: what a talent lets its holder do at any decision of their own turn.

  {"free": "llama", "talent": tile, "cell": [r, c]}   Llama Breeder: a grey llama onto the terrace
  {"free": "sell", "seed": crop}                      Seed Dealer: identical seeds for coins

A `free` ability carries out its `then`, an entry of a menu's kind (actions.py: `move_llama`
from the reserve, `discard_seeds` for coins), whose act names its options' `free`: that entry
lists, carries out, refuses and makes on the board the options, as it does in a menu. The
rules (rules.py) list them in the order their acts first appear in talents.yaml
(`R.free_acts`).
"""
from __future__ import annotations

from boardgames.engine import gesture_forms
from boardgames.engine.choice import msg
from boardgames.engine.fields import SELF, Field
from boardgames.engine.menu import EMPTY, NAME, MenuEntry

from . import talents as T
from .nodes import G, NODES, Carrier, Part, why


@NODES.register
class Free(Carrier):
    """At any decision of one's own turn, the options of its `then` (an entry of a menu's
    kind), named by the entry's act as their `free`; a one-time ability's name the talent whose
    marker they spend (`talent`). `refuse`: the reason given to a player who holds none."""

    type = "free"
    free = True
    may_be_once = True
    fields = {"refuse": Field(NAME), "then": Field(SELF)}
    carries = (MenuEntry, Part)
    carried = "an entry a free act can offer"

    def offers(self, R, state: dict, p: int, held: list) -> list[dict]:
        """The options of `held` ((held entry, node) of each such ability p may use now, of one
        act), once per talent design."""
        out, seen = [], set()
        for entry, node in held:
            if T.design(entry["id"]) not in seen:
                seen.add(T.design(entry["id"]))
                then, kind = self.inner(node)
                tile = {"talent": entry["id"]} if node.get("once") else {}
                out += [{"free": o.pop("act"), **tile, **o} for o in kind.offers(R, state, p, then, EMPTY)]
        return out

    def take(self, R, ctx, state: dict, p: int, node: dict, option: dict) -> None:
        if node.get("once"):
            T.spend(state, p, option["talent"])
        then, kind = self.inner(node)
        kind.take(R, ctx, state, p, then, {}, option)

    def declines(self, R, state: dict, p: int, node: dict, option: dict) -> dict:
        then, kind = self.inner(node)
        return kind.declines(R, state, p, then, EMPTY, option) or why(then["refuse"])

    def moves(self, R, state: dict, p: int, node: dict, tile: str, option: dict) -> list:
        then, kind = self.inner(node)
        if kind.forms:
            return gesture_forms.moves(kind.forms_of(then), [option], {"p": p, "talent": tile})
        return kind.moves(R, state, then, option)

    def meant(self, R, state: dict, p: int, node: dict, gesture) -> dict | None:
        then, kind = self.inner(node)
        found = kind.meant(R, state, p, then, gesture)
        if found is None:
            return None
        out = {"free": found.pop("act")}
        if node.get("once"):          # the first talent of p's with this ability, used or not
            out["talent"] = next((e["id"] for e in state["players"][p]["talents"]
                                  if node in R.talent(e["id"])["abilities"]), None)
        return {**out, **found}

    def render(self, node, text, registry):
        line = NODES.render(node["then"])
        return msg(f"{G}.ability.once", text=line) if node.get("once") else line


FREE = NODES.types[Free.type]


def held(R, state: dict, p: int, act, tile) -> list[tuple]:
    """(held entry, node) of each `free` ability of act `act` p may use now (a one-time one:
    only talent `tile`'s)."""
    return [(e, n) for e, n, _ in T.abilities(R, state, p, "free") if n["then"]["act"] == act
            and (not n.get("once") or e["id"] == tile)]


# --- the rules' free-act hooks (rules.py) -------------------------------------------------------
def options(R, state: dict, p: int) -> list[dict]:
    frees = T.abilities(R, state, p, "free")     # asked at every decision of a turn: mostly none
    if not frees:
        return []
    out = []
    for act in R.free_acts:
        found = [(entry, node) for entry, node, _ in frees if node["then"]["act"] == act]
        if found:
            out += FREE.offers(R, state, p, found)
    return out


def take(R, ctx, state: dict, p: int, option: dict) -> None:
    _, node = held(R, state, p, option["free"], option.get("talent"))[0]
    FREE.take(R, ctx, state, p, node, option)


def refusal(R, state: dict, p: int, option: dict) -> dict:
    act = option.get("free")
    node = R.free_acts.get(act) if isinstance(act, str) else None
    if node is None:
        return why("not_a_free_act")
    found = held(R, state, p, act, option.get("talent"))
    return FREE.declines(R, state, p, found[0][1], option) if found else why(node["refuse"])


def moves(R, state: dict, p: int, options: list[dict]) -> list:
    out = []
    for o in options:
        found = held(R, state, p, o.get("free"), o.get("talent"))
        if found:
            entry, node = found[0]
            out += FREE.moves(R, state, p, node, entry["id"], o)
    return out


def meant(R, state: dict, p: int, gesture) -> dict | None:
    for node in R.free_acts.values():
        found = FREE.meant(R, state, p, node, gesture)
        if found is not None:
            return found
    return None
