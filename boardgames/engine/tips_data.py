"""Tooltip lines written as data: the `tips` table of a game's help file, kind -> lines.

Many lines a tooltip shows of a component (`Rules.describe(kind, key)`) are a message whose
arguments come from the key described and the game's data: a space's name and its rule, a
setting's number. A game writes those in its help file (engine/help_data.py), next to the
sections that show the same lines, instead of in Python:

    tips:
      space: [{h: "space.{key}"}, {h: "tip.space_{key}"}]
      storage: [{h: tip.storage, n: $rules.cfg.storage_penalty}]

A kind's lines are values of the help file's language evaluated with `key` (what the tooltip
describes), `rules`, `data` and `hooks` (the game's help module); `h: KEY` is the game's
message `<game id>.KEY`. A kind whose lines share a value first names it:

    board:
      let: {b: {if: {eq: [$key, camp]}, then: $data.boards.camp, else: ...}}
      lines: [{h: "board.{key}"}, {h: tip.storage, n: $b.storage}]

The game's `describe` module, when it has one, keeps in its `PARTS` table only the lines Python
computes (`Rules.describe` asks it first, then this table):

    PARTS = {"contract": _contract, **counted(G, ("deck", "supply"))}

A kind in neither has no lines, as before. A value the table cannot name is a HelpDataError
naming the help file's line.
"""
from __future__ import annotations

from typing import Any

from .help_data import HelpTable


class Tips(HelpTable):
    """A describe module's `PARTS`: its own kinds, then the help file's `tips` (none: no lines)."""

    PART, MISSING = "tips", []

    def named(self, kind: str, key: Any) -> dict:
        return {"key": key}


def lines(rules, kind: str, key: Any) -> list:
    """The help file's `tips` lines of `kind` for `key` (none there: no lines), for a game whose
    describe module does not name the kind, or that has none (`Rules.describe`)."""
    return Tips().looked_up(rules, kind, key)
