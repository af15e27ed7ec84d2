"""Final scoring, row by row as on the score pad (home_board.yaml scoring.rows).

A preview before the end scores the position as it stands. Furnishings covered by an
overbuilding tile score nothing. The Writing chamber's cancellation is written into the
negative rows it cancels (in pad order). Ties are shared: the score sheet has no tie-breaks.
"""
from __future__ import annotations

from math import ceil

from boardgames.engine.memo import content_key, recall, remembered
from boardgames.engine.rules import ScoreSheet

from .countables import count

G = "caverna"


def _printed(rules, state: dict, p: int) -> int:
    pl = state["players"][p]
    pts = sum(rules.tile(t)["points"] for t in pl["furn"].values())
    tile_points = {t["id"]: t["points"] for t in rules.home["tiles"]}
    twin_points = {t["id"]: t.get("points", 0) for t in rules.home["twins"]}
    # a large pasture is no single tile of the data: it scores as its twin, once
    pts += sum(tile_points.get(t, 0) for t in pl["tiles"].values())
    pts += twin_points.get("large_pasture", 0) * len(pl["large"])
    return pts


def _bonus(rules, state: dict, p: int) -> int:
    """The points the furnishings' scoring effects give (furnishings.py, `points`)."""
    total = 0
    for cell, tid in state["players"][p]["furn"].items():
        for kind, e in rules.scorers[tid]:
            total += kind.points(rules, state, p, cell, e)
    return total


def row_values(rules, state: dict, p: int) -> dict[str, int]:
    out = {}
    for row in rules.home["scoring"]["rows"]:
        rid = row["id"]
        if row.get("printed"):
            out[rid] = _printed(rules, state, p)
        elif row.get("bonus"):
            out[rid] = _bonus(rules, state, p)
        else:
            k = sum(count(rules, state, p, c) for c in row["count"])
            per = row.get("per", 1)
            units = ceil(k / per) if row.get("rounding") == "up" else k // per
            out[rid] = row["points"] * units
    pl = state["players"][p]
    for _, e in rules.effects(pl, "cancel_penalties"):
        left = e["max"]
        for rid in e["rows"]:
            if left <= 0:
                break
            if out.get(rid, 0) < 0:
                k = min(left, -out[rid])
                out[rid] += k
                left -= k
    return out


def _rows(rules, state: dict, p: int) -> dict[str, int]:
    """`row_values`, remembered: a player's rows depend on their own board and supply only."""
    return remembered(rules, "rows", state["players"][p], lambda: row_values(rules, state, p))


def score(rules, state: dict) -> ScoreSheet:
    rows = [r["id"] for r in rules.home["scoring"]["rows"]]
    n = len(state["players"])
    values = [[0] * n for _ in rows]
    for p in range(n):
        got = _rows(rules, state, p)
        for i, rid in enumerate(rows):
            values[i][p] = got[rid]
    return ScoreSheet([f"{G}.score.{r}" for r in rows], values)


def bot_features(rules, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the score as it stands,
    and what makes points later: dwarfs while rounds are left to use them, food against the
    next feeding (each food short is a begging marker), building materials and weapons. A
    player's features depend on their own board and supply and the rounds left only, so each
    is remembered by those (the dicts returned are shared, not to be changed)."""
    rounds = state["rounds"]
    left = sum(1 for r in rounds if r >= state["round"]) / max(1, len(rounds))
    out = []
    for p, pl in enumerate(state["players"]):
        key = content_key(pl)
        out.append(recall(rules, "features", (key, left), lambda: _features(rules, state, p, key, left)))
    return out


def _features(rules, state: dict, p: int, key: bytes, left: float) -> dict[str, float]:
    pl = state["players"][p]
    total = sum(recall(rules, "rows", key, lambda: row_values(rules, state, p)).values())   # the sheet's, unbuilt
    feeding = rules.cfg["feeding"]
    goods = pl["goods"]
    need = sum(feeding["food_per_newborn"] if d["new"] else feeding["food_per_dwarf"] for d in pl["dwarfs"])
    food = goods.get("food", 0) + goods.get("grain", 0) + 2 * goods.get("vegetable", 0) + goods.get("gold", 0) // 2
    return {"score": float(total), "dwarfs": len(pl["dwarfs"]) * left,
            "food_short": float(min(0, food - need)),
            "materials": float(goods.get("wood", 0) + goods.get("stone", 0) + goods.get("ore", 0)),
            "weapons": float(sum(d.get("w", 0) for d in pl["dwarfs"]))}
