"""Final wealth: coins plus the end values of the talents held (multiplied by the Great
Merchant). Before the end the sheet is a preview of the public parts only: coins are behind
the screens, so their row shows "/" for everyone."""
from __future__ import annotations

from boardgames.engine.rules import ScoreSheet

from . import talents as T

G = "urubamba_valley"
ROWS = ["coins", "talents", "doubled"]


def score(R, state: dict) -> ScoreSheet:
    n = state["n"]
    values = [[0] * n for _ in ROWS]
    tiebreaks = []
    for p, pl in enumerate(state["players"]):
        base, extra = T.end_values(R, state, p)
        values[0][p] = pl["coins"] if state["over"] else None
        values[1][p] = base
        values[2][p] = extra
        tiebreaks.append([len(pl["warehouse"])])
    return ScoreSheet([f"{G}.score.{r}" for r in ROWS], values, [f"{G}.score.tb_warehouse"], tiebreaks)


def bot_features(R, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the wealth as if the game
    ended now (a bot's own state holds coins, drawn for the seats it cannot see), the coins a
    Harvest would bring, and the seeds and technologies that make later plantings."""
    out = []
    for p, pl in enumerate(state["players"]):
        base, extra = T.end_values(R, state, p)
        out.append({"score": float(pl["coins"] + base + extra),
                    "income": float(sum(R.harvest[x] for x in pl["track"])),
                    "seeds": float(len(pl["warehouse"])), "tech": float(len(pl["tech"]))})
    return out
