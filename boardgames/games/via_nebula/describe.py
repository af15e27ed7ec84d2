"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (the help file's `tips`, engine/tips_data.py, and here `PARTS`: the counts
the view shows), a reconstructed data entry's name by its file (`RECON_LABELS`)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.tips import counted
from boardgames.engine.tips_data import Tips

G = "via_nebula"

#: tooltip lines by component kind, those said here (the others: help.yaml's `tips`)
PARTS = Tips(counted(G, ("deck", "display", "tiles", "supply")))


def _recon_contract(rules, item) -> dict | None:
    if item in rules.contracts:
        return rules.contract_label(item)
    return msg(f"{G}.end_card") if item == rules.end_card["id"] else None


def _recon_token(rules, item) -> dict | None:
    lines = rules.describe("token", item)
    return lines[0] if lines else None


#: the player-facing name of a reconstructed entry, by its data file's stem
RECON_LABELS = {
    "contracts": _recon_contract,
    "tokens": _recon_token,
    "boards": lambda rules, item: msg(f"{G}.mode.{item}"),
}
