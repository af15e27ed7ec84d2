"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`: those computed here, the others are the help file's `tips`,
engine/tips_data.py), a reconstructed data entry's name by its file (`RECON_LABELS`)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tips import counted
from boardgames.engine.tips_data import Tips

G = "moon_river"

#: tooltip lines by component kind, those computed here (the others: help.yaml's `tips`)
PARTS = Tips({
    **counted(G, ("cow", "rancher", "saloon", "bridge", "bag", "stack", "supply", "bonus")),
})


def _recon_plot(rules, item) -> dict | None:
    if item in rules.designs:
        return rules.describe("plot", item)[0]
    return msg(f"{G}.help.bonus") if item in rules.bonus_tiles else None


#: the player-facing name of a reconstructed entry, by its data file's stem
RECON_LABELS = {
    "plots": _recon_plot,
    "partners": lambda rules, item: msg(f"{G}.partner.{item}") if item in rules.experts else None,
    "boards": lambda rules, item: msg(f"{G}.board.{item}"),
}
