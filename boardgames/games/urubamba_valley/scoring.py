"""Final wealth: coins plus the end values of the talents held (multiplied by the Great
Merchant). Before the end the sheet is a preview of the public parts only: coins are behind
the screens, so their row shows "/" for everyone."""
from __future__ import annotations

from boardgames.engine.memo import content_key, kept, recall
from boardgames.engine.rules import ScoreSheet

from . import talents as T
from .terrace import ISOLATED, LLAMA, SEED, WORKER

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
    """What a computer opponent weighs (weights in game.yaml, `bot`; NOTES.md, "Computer
    opponents"): the wealth as if the game ended now (a bot's own state holds coins, drawn for
    the seats it cannot see); the harvest track both as the coins a Harvest would bring now and
    as points climbed (a point is worth more than its first coin, since the track pays more
    the higher it goes: without it a planting low on the track looked worthless); the points
    the seeds held could make now (a seed the player may plant, while empty cells last: a seed
    is worth its best planting, and less than planting it); the other seeds; the technologies.
    A player's features depend on the terrace and their own holdings only, so each is
    remembered by those (a search scores the same players over and over: the dicts returned
    are shared, not to be changed)."""
    terrace = content_key(state["cells"])
    room, best, players = recall(R, "terrace", terrace, lambda: _terrace(R, state))
    out = []
    for p, pl in enumerate(state["players"]):
        key = content_key(pl)
        features = players.get(key)          # looked up first: a closure per player cost more
        if features is None:
            features = kept(players, key, lambda: _features(R, state, p, room, best))
        out.append(features)
    return out


def _features(R, state: dict, p: int, room: int, best: dict[str, int]) -> dict[str, float]:
    pl = state["players"][p]
    base, extra = T.end_values(R, state, p)
    # a seed p may plant without buying anything: a vine, a crop of their technology, or
    # any crop through a talent that plants without it
    any_crop = R.held.has(state, p, "plant_cap")
    ready = sorted([best.get(s, 0) for s in pl["warehouse"] if any_crop or s == "vine" or s in pl["tech"]],
                   reverse=True)[:room]
    return {"score": float(pl["coins"] + base + extra),
            "income": float(sum([R.harvest[x] for x in pl["track"]])),
            "points": float(sum(pl["track"])),
            "seeds": float(sum(ready)), "spare": float(len(pl["warehouse"]) - len(ready)),
            "tech": float(len(pl["tech"]))}


def _terrace(R, state: dict) -> tuple[int, dict[str, int], dict]:
    """What the evaluation reads of the terrace alone (remembered by its content): the cells
    with neither seed nor worker, `best_points`, and the players' features found with them."""
    room = sum(1 for sp in state["cells"].values() if sp[SEED] is None and sp[WORKER] is None)
    return room, best_points(R, state), {}


def best_points(R, state: dict) -> dict[str, int]:
    """The most points a seed of each kind could score now, on an empty cell it could grow on
    (fees and talents aside): 1, plus the fields of its crop it would join, plus the llamas on
    them and on the cell; a vine 2. A kind missing has nowhere to go."""
    cells, layout = state["cells"], R.layout
    size: dict[str, tuple[str, int]] = {}           # planted cell -> (the cell its field was found from, its points)
    for k, sp in cells.items():
        if sp[SEED] is not None and k not in size:
            field = layout.group(cells, k, sp[SEED])
            points = len(field) + sum(1 for f in field if cells[f][LLAMA])
            for f in field:
                size[f] = (k, points)
    grow = {k for k, sp in cells.items() if sp[SEED] is not None and not sp[ISOLATED]}
    best: dict[str, int] = {}
    for k, sp in cells.items():
        if sp[SEED] is not None or sp[WORKER] is not None:
            continue
        near = layout.near[k]
        if k not in layout.row1 and not any(n in grow for n in near):
            continue
        alone = 1 + (sp[LLAMA] is not None)
        joined: dict[str, dict] = {}
        for n in near:
            crop = cells[n][SEED]
            if crop is not None and crop != "vine":
                joined.setdefault(crop, {})[size[n][0]] = size[n][1]
        for crop in R.crops:
            fields = joined.get(crop)          # most crops join none: no empty dict made for them
            points = alone + sum(fields.values()) if fields else alone
            if points > best.get(crop, 0):
                best[crop] = points
        best["vine"] = R.vine_points
    return best
