"""The engine's general node kinds: the mechanics a game's rules are written in, so that a
game needs no Python to exist (engine/datagame runs one from its data alone).

Each kind is one small class (`base.Mechanic`) that declares its fields, checks itself when
the data loads, renders its own sentence in every language (the engine's templates,
`mech.*` in data/app/locale, with the game's nouns: `text.py`) and carries itself out, as a
leaf of a flow tree (engine/flow.py, engine/flowtask.py) or as an entry of the turn's menu of
actions (engine/menu.py). They act on the table laid out in `table.py` (a supply, a deck, a
display, a discard pile; per player resources, a hidden hand, played cards, points) and count
with the language of `counts.py`.

  supply.py    gain, pay          resources from and back to a supply with counts
  points.py    score              points, optionally per something counted
  cards.py     draw, move, play   a chance draw from the deck, a card between hand, display
                                  and discard, a card played for its cost and its effect
  compose.py   action, if, each   an action of the turn (a flow), a condition, every player

The composite flow nodes `then`, `and_or` and `either` (engine/effects.py) join them.
"""
from __future__ import annotations

from ..effects import Registry
from . import cards, compose, points, supply
from .base import COMMON
from .text import MechText

KINDS = supply.KINDS + points.KINDS + cards.KINDS + compose.KINDS


def reference() -> str:
    """The kinds as a Markdown table (docs/adding_a_game.md holds it; a test compares): each
    kind's fields as its class declares them (* marks a required one) and what it does."""
    rows = ["| kind | fields | what it does |", "| --- | --- | --- |"]
    for cls in KINDS:
        fields = ", ".join(f"`{name}`{'' if field.optional else '*'}: "
                           f"{' or '.join(field.holds) if isinstance(field.holds, tuple) else field.holds}"
                           for name, field in cls.fields.items())
        rows.append(f"| `{cls.type}` | {fields or '-'} | {cls.__doc__.strip()} |")
    return "\n".join(rows) + "\n"


def registry(game: str) -> Registry:
    """The node kinds for game `game`: every mechanic, its rule text in that game's nouns."""
    nodes = Registry(MechText(game), common=COMMON)
    for cls in KINDS:
        nodes.add(cls())
    return nodes
