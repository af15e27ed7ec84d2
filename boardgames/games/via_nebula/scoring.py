"""Via Nebula final scoring, one row per category of the rulebook.

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
    for k in rules.layout(state).keys:
        sp = state["board"][k]
        if sp["kind"] != "ruin":
            continue
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
