"""Tooltip and rules-help text generated from the same data that runs the game: a component's
lines by its kind (`PARTS`), a reconstructed data entry's name by its file (`RECON_LABELS`)."""
from __future__ import annotations

from boardgames.engine.choice import msg

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


def _crop(R, key) -> list[dict]:
    if key == "vine":
        v = R.data["crops"]["vine"]
        return [msg(f"{G}.crop.vine"), msg(f"{G}.tip.vine", n=v["points"], price=R.markets["vine_price"])]
    return [msg(f"{G}.crop.{key}"), msg(f"{G}.tip.crop")] if key in R.crops else []


PARTS = {
    "talent": _talent,
    "crop": _crop,
    "track": lambda R, key: [msg(f"{G}.tip.track", coins=R.harvest)],
    "technology": lambda R, key: [msg(f"{G}.tip.technology", costs=R.data["technology"]["slots"][1:])],
    "seal": lambda R, key: ([msg(f"{G}.tip.seal", tier=key, n=R.layout.seals[key]["fee"])]
                            if key in R.layout.seals else []),
    "market": lambda R, key: [msg(f"{G}.tip.market", prices=R.markets["seed_prices"])],
    "llama": lambda R, key: [msg(f"{G}.tip.llama")],
}

RECON_LABELS = {
    "crops": lambda R, item: msg(f"{G}.crop.{item}") if item in R.seed_kinds else None,
    "terrace": lambda R, item: msg(f"{G}.recon_item.{'llama' if item.startswith(('white', 'grey')) else 'terrace'}"),
    **{file: lambda R, item, file=file: msg(f"{G}.recon_item.{file}")
       for file in ("harvest", "technology", "markets", "talents")},
}
