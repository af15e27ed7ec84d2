"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`: a place's, computed here; the others are the help file's `tips`,
engine/tips_data.py), a reconstructed data entry's name by its file (help.yaml's `recon`,
engine/recon_data.py)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.recon_data import Recon
from boardgames.engine.tips_data import Tips

from .places import PLACES
from .text import G, name


def _place(R, key) -> list[dict]:
    """`key` "merchant.city", "messenger.farm"...: what the piece may do there."""
    piece, _, kind = str(key).partition(".")
    nodes = R.actions.get(piece, {}).get(kind)
    if nodes is None:
        return []
    return [msg(f"{G}.tip.place", piece=name("piece", piece), kind=name("kind", kind))] + \
        [PLACES.render(node) for node in nodes]


#: tooltip lines by component kind, those computed here (the others: help.yaml's `tips`)
PARTS = Tips({"place": _place})

#: the player-facing name of a reconstructed entry, by its data file's stem: help.yaml's `recon`
RECON_LABELS = Recon()
