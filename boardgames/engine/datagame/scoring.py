"""The score pad of a game run from data: one row per entry of scoring.yaml.

A row is `{id, count, points?}`: `points` (1 if not given) for each that the count gives
(mechanics/counts.py), titled by the game's `score.<id>`. Tie-breaks are counts compared in
order after the total. A computer opponent weighs the total, and what it holds (each
resource, the cards in its hand) by the manifest's `bot.weights`.
"""
from __future__ import annotations

from ..mechanics import counts
from ..rules import ScoreSheet


def score(R, state: dict) -> ScoreSheet:
    n = len(state["players"])
    values = [[row.get("points", 1) * counts.count(R, state, p, row["count"]) for p in range(n)] for row in R.rows]
    tiebreaks = [[counts.count(R, state, p, row["count"]) for row in R.tiebreak_rows] for p in range(n)]
    return ScoreSheet([f"{R.id}.score.{row['id']}" for row in R.rows], values,
                      [f"{R.id}.score.{row['id']}" for row in R.tiebreak_rows], tiebreaks if R.tiebreak_rows else [])


def bot_features(R, state: dict) -> list[dict[str, float]]:
    totals = score(R, state).totals
    out = []
    for p, pl in enumerate(state["players"]):
        features = {"score": float(totals[p]), "hand": float(len(pl["hand"]))}
        features.update((k, float(v)) for k, v in pl["res"].items())
        out.append(features)
    return out
