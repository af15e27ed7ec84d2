"""Tooltip and rules-help text generated from the same data that runs the game."""
from __future__ import annotations

from boardgames.engine.choice import msg

from .furnishings import EFFECTS
from .nodes import NODES

G = "caverna"


def describe(rules, kind: str, key) -> list[dict]:
    if kind == "space":                      # key: action space id
        return [msg(f"{G}.tip.space", name=f"@{G}.space.{key}", text=NODES.render(rules.flow(key)))]
    if kind == "loot":                       # key: loot id
        item = rules.loot[key]
        return [msg(f"{G}.tip.loot", name=f"@{G}.loot.{key}", strength=item["min_strength"],
                    text=NODES.render(item["effect"]))]
    if kind == "furnishing":                 # key: furnishing tile id
        tile = rules.tile(key)
        lines = [msg(f"{G}.tip.furnishing", name=f"@{G}.furnishing.{key}" if key != "entry_dwelling"
                     else f"@{G}.tile.entry_dwelling", cost=rules.goods_text(tile["cost"]), points=tile["points"])]
        lines += [EFFECTS.render(e) for e in tile["effects"]]
        return lines
    if kind == "cell":                       # key: cell id
        feature = rules.features.get(key)
        if feature:
            bonus = next(c["bonus"] for c in rules.home["cells"] if c["id"] == key)
            return [msg(f"{G}.tip.cell_bonus", feature=f"@{G}.feature.{feature}", goods=rules.goods_text(bonus))]
        return []
    if kind == "harvest":                    # key: harvest kind
        return [msg(f"{G}.harvest.{key}")]
    return []
