"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`: those computed here, the others are the help file's `tips`,
engine/tips_data.py), a reconstructed data entry's name by its file (help.yaml's `recon`, engine/recon_data.py)."""
from __future__ import annotations

from boardgames.engine.recon_data import Recon
from boardgames.engine.tips import counted
from boardgames.engine.tips_data import Tips

G = "moon_river"

#: tooltip lines by component kind, those computed here (the others: help.yaml's `tips`)
PARTS = Tips({
    **counted(G, ("cow", "rancher", "saloon", "bridge", "bag", "stack", "supply", "bonus")),
})


#: the player-facing name of a reconstructed entry, by its data file's stem: help.yaml's `recon`
RECON_LABELS = Recon()
