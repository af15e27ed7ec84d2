"""Tooltip lines computed in Python: the counts the view shows (`PARTS`, by component kind).
The others are the help file's `tips` (engine/tips_data.py), and a reconstructed data entry's
name is its `recon` (engine/recon_data.py)."""
from __future__ import annotations

from boardgames.engine.tips import counted

G = "via_nebula"

#: tooltip lines by component kind, those said here (the others: help.yaml's `tips`)
PARTS = counted(G, ("deck", "display", "tiles", "supply"))
