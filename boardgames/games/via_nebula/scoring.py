"""Via Nebula final scoring, one row per category of the rulebook, and what the computer
opponents weigh beyond it (`bot_features`).

Mid-game the sheet is a preview of the position as it stands (resources still on sites are
not yet counted as storage).
"""
from __future__ import annotations

from boardgames.engine.rules import ScoreSheet

from .nodes import NODES

G = "via_nebula"
ROWS = ["tokens", "contracts", "bonuses", "explorers", "end_card", "storage"]
#: what an end-of-game bonus may count (`counts` below); the end_bonus node type checks its data against it
COUNTS = ("explorers", "tokens", "buildings", "neutral_contracts", "ruins", "shared_ruins")


def counts(rules, state: dict, p: int) -> dict[str, int]:
    """What end-of-game bonuses count for player p."""
    pl = state["players"][p]
    ruins = shared = 0
    for k, _ in rules.indexes[state["mode"]].ruins:       # the printed ruins: they stay ruins
        sp = state["board"][k]
        mine = [s for s in sp["slots"] if s is not None and s["p"] == p and s["building"]]
        if mine:
            ruins += 1
            if any(s is not None and s["p"] != p and s["building"] for s in sp["slots"]):
                shared += len(mine)
    return {
        "explorers": rules.explorers(state, p),
        "tokens": len(pl["tokens"]),
        "buildings": pl["buildings"],
        "neutral_contracts": sum(1 for c in pl["done"] if rules.contract(c)["deck"] == "neutral"),
        "ruins": ruins,
        "shared_ruins": shared,
    }


def bonus(power: dict, facts: dict) -> int:
    """What a contract's power scores at the end (only end bonuses score): asked of its node type."""
    return NODES.types[power["type"]].points(power, facts)


def score(rules, state: dict) -> ScoreSheet:
    n = state["n"]
    cfg = rules.cfg
    values = [[0] * n for _ in ROWS]
    tiebreaks = []
    for p, pl in enumerate(state["players"]):
        facts = counts(rules, state, p)
        done = [rules.contract(c) for c in pl["done"]]
        values[0][p] = sum(rules.token(t)["vp"] for t in pl["tokens"])
        values[1][p] = sum(c["vp"] for c in done)
        values[2][p] = sum(bonus(c["power"], facts) for c in done if "power" in c)
        values[3][p] = cfg["explorer_vp"] * facts["explorers"]
        values[4][p] = rules.end_card["vp"] if state.get("end_card") == p else None
        stored = sum(pl["storage"].values())
        values[5][p] = -cfg["storage_penalty"] * stored
        tiebreaks.append([pl["buildings"], -stored])
    return ScoreSheet([f"{G}.score.{r}" for r in ROWS], values,
                      [f"{G}.score.tb_buildings", f"{G}.score.tb_storage"], tiebreaks)


def site_plan(rules, state: dict, sight, k: str, slot: int, pool: list[str]) -> tuple[int, int, int]:
    """How far one waiting site is toward the contract it comes closest to (own hand or display):
    (resources it needs already there, missing ones an exploitation could still send there,
    resources there that contract does not need: storage at the end). Delivered resources
    count first, then what is within reach."""
    board = state["board"]
    have = board[k]["slots"][slot]["res"]
    avail: dict[str, int] = {}
    for i in sight.sources(k):
        sp = board[sight.index.keys[i]]
        avail[sp["res"]] = avail.get(sp["res"], 0) + sp["n"]
    best = (0, 0)
    needs = rules.needs
    for cid in pool:
        matched = reach = 0
        for r, n in needs[cid]:
            got = have.get(r, 0)
            if got > n:
                got = n
            matched += got
            more = avail.get(r, 0) if avail else 0
            reach += more if more < n - got else n - got
        if (matched, reach) > best:
            best = (matched, reach)
    return best[0], best[1], sum(have.values()) - best[0]


def bot_features(rules, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the score as it stands,
    and what makes points later, which the score does not show: buildings erected (each one
    frees its site and brings the fifth, the End-of-Game card, nearer), resources on one's own
    sites that a held or displayed contract needs, the missing ones an exploitation can still
    send there, the useless ones (storage at the end), sites waiting on the board, and meadow
    tiles laid from a stack not yet emptied (an explorer to come)."""
    totals = score(rules, state).totals
    pool_shown = [c for c in state["display"] if c]
    size = rules.per_players(state)["stack_size"]
    out = []
    for p, pl in enumerate(state["players"]):
        sight = rules.sight(state, p)
        pool = list(pl["private"]) + pool_shown
        progress = reach = waste = 0
        for k, slot in sight.sites:
            m, r, w = site_plan(rules, state, sight, k, slot, pool)
            progress, reach, waste = progress + m, reach + r, waste + w
        out.append({"score": float(totals[p]), "buildings": float(pl["buildings"]),
                    "progress": float(progress), "reach": float(reach), "waste": float(waste),
                    "sites": float(len(sight.sites)),
                    "tiles": float(sum(size - s for s in pl["stacks"] if s > 0))})
    return out
