"""The names of reconstructed data entries written as data: the `recon` table of a game's help
file, data file -> the name of an entry of it.

The About screen lists the data entries whose facts were reconstructed (a `provenance` tagged
RECON) under a player-facing name, `Rules.recon_label(file, item)`: `file` the data file's
stem, `item` the entry's id ("" for one about the whole file). A game writes those names in its
help file (engine/help_data.py), one value of its language per data file, evaluated with
`file`, `item`, `rules`, `data` and `hooks` (the game's help module); `h: KEY` is the game's
message `<game id>.KEY`, and None (an `if` without `else`) is no name:

    recon:
      boards: {h: "mode.{item}"}
      partners: {if: {in: [$item, $rules.experts]}, then: {h: "partner.{item}"}}

The game's `describe` module's `RECON_LABELS` is a `Recon` table: the names Python computes by
file, if any, then the help file's (`RECON_LABELS = Recon()`).
"""
from __future__ import annotations

from typing import Any, Callable

from .help_data import Evaluator, document, located


class Recon(dict):
    """A describe module's `RECON_LABELS`: its own files, then the help file's `recon`."""

    def get(self, file: str, default=None) -> Callable:
        own = super().get(file)
        return own if own is not None else lambda rules, item: label(rules, file, item)


def label(rules, file: str, item: str) -> Any:
    """The name the game's `recon` table gives `item` of `file` (None: it gives none)."""
    table = (document(rules) or {}).get("recon", {})
    if file not in table:
        return None
    ev = Evaluator(rules, rules.id)
    env = {"file": file, "item": item, "rules": rules, "data": rules.data, "hooks": ev.hooks}
    with located(rules, ("recon", file)):
        return ev.value(table[file], env)
