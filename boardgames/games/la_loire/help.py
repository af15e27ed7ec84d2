"""La Loire's rules help is data (data/la_loire/help.yaml, engine/help_data.py). This module
gives it what it calls by name: the game's words for amounts and costs, the ability renders,
and what only a walk over the place nodes of actions.yaml can tell (where a node is offered,
the actions in the order the help lists them, what the modifiers add to a purchase, which
places give their owner a good, which cards change a number), a message card's text for the
tooltips (`tips`); and it names the entry of what a tooltip describes by a message card, a
palace or a place."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.rules_help import topic_id

from .abilities import ABILITIES
from .buildings import KINDS
from .economy import cost_text
from .messages import label
from .places import PLACES
from .text import G, PIECES, amount, name

__all__ = ["ABILITIES", "KINDS", "PIECES", "actions", "amount", "cost_text", "help_topic",
           "holders", "label", "modifiers", "owner_kinds", "places"]


def _h(key: str, **args) -> dict:
    return msg(f"{G}.help.{key}", **args)


def holders(R, numbers: list) -> list[str]:
    """The characters and palace buildings with an ability adding to one of `numbers` (as names)."""
    cards = [("character", c, card) for c, card in R.characters.items()]
    cards += [("palace", c, card) for c, card in R.palaces.items()]
    return [name(section, c) for section, c, card in cards if any(a.get("to") in numbers for a in card["abilities"])]


def _nodes(R):
    """Every node of actions.yaml: (piece, place kind, node, node type)."""
    for piece in PIECES:
        for kind, nodes in R.actions.get(piece, {}).items():
            yield from ((piece, kind, node, PLACES.types[node["type"]]) for node in nodes)


def places(R, node_type: str, level: int | None = None) -> list:
    """Where a node of `node_type` (for message cards of `level`, if given) is offered: "the
    messenger at a city", "... at a farm (its owner)"."""
    out = []
    for piece, kind, node, _ in _nodes(R):
        if node["type"] == node_type and (level is None or level in node["levels"]):
            where = _h("where", piece=name("piece", piece), kind=name("kind", kind))
            out.append(_h("owner_only", text=where) if node.get("owner") else where)
    return out


def actions(R) -> list[dict]:
    """The actions of actions.yaml (node types offering options), each once, the purchase (the
    one the places' modifiers change) first: {type, kind}."""
    acts = {node["type"]: kind for _, _, node, kind in _nodes(R) if kind.act}
    return [{"type": t, "kind": acts[t]} for t in sorted(acts, key=lambda t: not acts[t].modified)]


def modifiers(R) -> list:
    """What the places add to a purchase, each modifier type summing up its nodes."""
    found: dict[str, list] = {}
    for _, kind, node, nt in _nodes(R):
        if not nt.act:
            found.setdefault(node["type"], []).append((kind, node))
    return [line for t, each in found.items() for line in PLACES.types[t].summary(each)]


def owner_kinds(R, good: str) -> list[str]:
    """The kinds of place whose owner may take `good` there (as names)."""
    return [name("kind", kind) for _, kind, node, nt in _nodes(R) if good in nt.owner_goods(node)]


def help_topic(R, kind: str, key):
    """Tooltips name a message card by its id (its level's entry), the palace as a building."""
    if kind == "message":
        card = R.cards.get(key) if isinstance(key, str) else None
        return f"message.{card['level']}" if card else "messages"
    if kind == "building" and key == "palace":
        return "buildings"
    return topic_id(kind, key)
