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

A game's `describe` module may name a file's entries in Python (its `RECON_LABELS`, file ->
fn(rules, item)); `Rules.recon_label` asks it first, then this table.
"""
from __future__ import annotations

from .help_data import HelpTable


class Recon(HelpTable):
    """A describe module's `RECON_LABELS`: its own files, then the help file's `recon` (none: no name)."""

    PART = "recon"

    def named(self, file: str, item: str) -> dict:
        return {"file": file, "item": item}


def label(rules, file: str, item: str) -> dict | None:
    """The help file's `recon` name of `item` of the data file `file` (none there: None), for a
    game whose describe module does not name the file, or that has none (`Rules.recon_label`)."""
    return Recon().looked_up(rules, file, item)
