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
 The game's `describe` module keeps in its `PARTS` table only the
lines Python computes, and wraps the table so that a kind it lacks is looked up in the data:

    PARTS = Tips({"contract": _contract, **counted(G, ("deck", "supply"))})

A kind in neither has no lines, as before. A value the table cannot name is a HelpDataError
naming the help file's line.
"""
from __future__ import annotations

from typing import Any, Callable

from .help_data import Evaluator, located, document


class Tips(dict):
    """A describe module's `PARTS`: its own kinds, then the help file's `tips`."""

    def get(self, kind: str, default=None) -> Callable:
        own = super().get(kind)
        return own if own is not None else lambda rules, key: lines(rules, kind, key)


def lines(rules, kind: str, key: Any) -> list:
    """The tooltip lines the game's `tips` table gives `kind` for `key` (none: it gives none)."""
    table = (document(rules) or {}).get("tips", {})
    if kind not in table:
        return []
    tip, ev = table[kind], Evaluator(rules, rules.id)
    env = {"key": key, "rules": rules, "data": rules.data, "hooks": ev.hooks}
    with located(rules, ("tips", kind)):
        if isinstance(tip, dict):
            return ev.value(tip["lines"], ev.bind(tip.get("let"), env))
        return ev.value(tip, env)
