"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`: a talent's computed here, the others are the help file's `tips`,
engine/tips_data.py), a reconstructed data entry's name by its file (`RECON_LABELS`)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tips_data import Tips

from . import talents as T
from .nodes import NODES

G = "urubamba_valley"


def _talent(R, key) -> list[dict]:
    t = R.talents.get(T.design(str(key)))
    if t is None:
        return []
    lines = [msg(f"{G}.talent.{t['id']}"), msg(f"{G}.tip.talent", stage=t["stage"], cost=t["cost"], end=t["end"])]
    lines += [NODES.render(node) for node in t["abilities"]] or [msg(f"{G}.ability.none")]
    if t.get("keep"):
        lines.append(msg(f"{G}.tip.keep"))
    return lines


#: tooltip lines by component kind, those computed here (the others: help.yaml's `tips`)
PARTS = Tips({"talent": _talent})

RECON_LABELS = {
    "crops": lambda R, item: msg(f"{G}.crop.{item}") if item in R.seed_kinds else None,
    "terrace": lambda R, item: msg(f"{G}.recon_item.{'llama' if item.startswith(('white', 'grey')) else 'terrace'}"),
    **{file: lambda R, item, file=file: msg(f"{G}.recon_item.{file}")
       for file in ("harvest", "technology", "markets", "talents")},
}
