"""Tooltip text generated from the same data that runs the game: a component's lines by its
kind are the help file's `tips` (engine/tips_data.py), a reconstructed data entry's name by
its file is `RECON_LABELS`."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tips_data import Tips

G = "urubamba_valley"

#: tooltip lines by component kind: all of them help.yaml's `tips`
PARTS = Tips()

RECON_LABELS = {
    "crops": lambda R, item: msg(f"{G}.crop.{item}") if item in R.seed_kinds else None,
    "terrace": lambda R, item: msg(f"{G}.recon_item.{'llama' if item.startswith(('white', 'grey')) else 'terrace'}"),
    **{file: lambda R, item, file=file: msg(f"{G}.recon_item.{file}")
       for file in ("harvest", "technology", "markets", "talents")},
}
