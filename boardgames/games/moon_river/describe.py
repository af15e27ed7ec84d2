"""Tooltip and rules-help text generated from the same data that runs the game."""
from __future__ import annotations

from boardgames.engine.choice import msg

from .nodes import NODES
from .scoring import RESOURCES

G = "moon_river"


def describe(rules, kind: str, key) -> list[dict]:
    if kind == "plot":  # key: a design id
        d = rules.designs[key]
        lines = [msg(f"{G}.tip.plot", terrain=f"@{G}.terrain.{d['terrain']}")]
        for r in RESOURCES:
            if d.get(r):
                lines.append(msg(f"{G}.tip.resource", n=d[r], resource=f"@{G}.resource.{r}"))
        if d.get("cows"):
            lines.append(msg(f"{G}.tip.cow_symbol", n=d["cows"]))
        if d.get("skulls"):
            lines.append(msg(f"{G}.tip.skull", n=d["skulls"]))
        if d.get("circles"):
            lines.append(msg(f"{G}.tip.circle"))
        if d["terrain"] in rules.no_cows:
            lines.append(msg(f"{G}.tip.no_cows"))
        if d.get("number"):
            lines.append(msg(f"{G}.tip.number", n=d["number"]))
        return lines
    if kind == "partner":  # key: {"type": expert id | "cowboy", "side": "cowboy"|"expert"} or a type
        if isinstance(key, str):
            key = {"type": key, "side": "cowboy" if key == "cowboy" else "expert"}
        if key["side"] == "cowboy" or key["type"] == "cowboy":
            lines = [msg(f"{G}.partner.cowboy"), NODES.render(rules.cowboy["effect"])]
        else:
            e = rules.experts[key["type"]]
            lines = [msg(f"{G}.partner.{e['id']}"), NODES.render(e["effect"])]
            if e.get("bandit"):
                lines.append(msg(f"{G}.tip.bandit"))
        if rules.data["partners"].get("herder"):
            lines.append(msg(f"{G}.effect.herder"))
        return lines
    if kind == "board":
        boards = rules.data["boards"]
        b = boards["camp"] if key == "camp" else next(x for x in boards["legends"] if x["id"] == key)
        return [msg(f"{G}.board.{b['id']}"), msg(f"{G}.tip.bridges", n=len(b["bridges"])),
                msg(f"{G}.tip.storage", n=b["storage"])]
    if kind == "scenario":
        sc = rules.data["scenarios"]["scoring"]
        return [msg(f"{G}.scenario.{key}.name"),
                msg(f"{G}.scenario.{key}.rule", min=sc["min"], base=sc["base"], step=sc["step"],
                    first_extra=sc["min"] + 1)]
    if kind in ("cow", "rancher", "saloon", "bridge", "bag", "stack", "supply", "bonus"):
        return [msg(f"{G}.tip.{kind}", n=key if isinstance(key, int) else 0)]
    return []
