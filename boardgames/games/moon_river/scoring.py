"""Moon River end-of-game scoring, row by row as on the score pad.

Cows are capped at one per plot first (the space allocation is idempotent, so
a mid-game preview scores as if the game ended now).
"""
from __future__ import annotations

from boardgames.engine.rules import ScoreSheet

from . import farm as F
from .nodes import NODES, ScorePer

RESOURCES = ("gold", "otters", "corn")


def farm_facts(rules, state: dict, p: int) -> dict:
    pl = state["players"][p]
    rows, cols = state["rows"], state["cols"]
    farm = pl["farm"]
    terrain_of = rules.terrain_fn(state)
    cows = {k: min(1, n) for k, n in pl["cows"].items() if n > 0}
    regs = F.regions(farm, terrain_of, rows, cols)
    res = {r: 0 for r in RESOURCES}
    for k, plot in farm.items():
        d = rules.design_of_plot(state, plot)
        for r in RESOURCES:
            res[r] += d.get(r, 0)
    return {"regions": regs, "cows": cows, "resources": res}


def scenario_points(rules, state: dict, p: int, facts: dict) -> int:
    scen = rules.scenario(state.get("scenario"))
    if scen is None:
        return 0
    sc = rules.data["scenarios"]["scoring"]
    pl = state["players"][p]
    rows, cols = state["rows"], state["cols"]
    group = scen["group"]
    sizes: list[int] = []
    if group["type"] == "region":
        for terrain, cells in facts["regions"]:
            if terrain != group["terrain"]:
                continue
            if group.get("touches_river") and not any(k.startswith("0,") for k in cells):
                continue
            sizes.append(len(cells))
    elif group["type"] == "connected":
        res = group["has"]
        cells = {k for k, plot in pl["farm"].items() if rules.design_of_plot(state, plot).get(res, 0) > 0}
        sizes = [len(g) for g in F.groups(cells, rows, cols)]
    elif group["type"] == "partners":
        tokens = pl["partners"]
        for g in F.groups(set(tokens), rows, cols):
            if group.get("needs_bandit") and not any(rules.is_bandit(state, tokens[k]) for k in g):
                continue
            sizes.append(len(g))
    return sum(sc["base"] + sc["step"] * (n - sc["min"]) for n in sizes if n >= sc["min"])


def score(rules, state: dict) -> ScoreSheet:
    terrains = [t for t in rules.data["plots"]["terrains"] if t not in rules.data["plots"]["no_cows"]]
    scorers = [e for e in rules.data["partners"]["experts"] if isinstance(NODES.types[e["effect"]["type"]], ScorePer)]
    rows = [f"moon_river.terrain.{t}" for t in terrains]
    rows += [f"moon_river.resource.{r}" for r in RESOURCES]
    rows += [f"moon_river.partner.{e['id']}" for e in scorers]
    legends = state.get("scenario") is not None
    rows.append("moon_river.score.scenario")
    n = state["n"]
    values = [[None] * n for _ in rows]
    tiebreaks = []
    for p in range(n):
        facts = farm_facts(rules, state, p)
        i = 0
        for t in terrains:
            total = 0
            for terrain, cells in facts["regions"]:
                if terrain == t:
                    total += len(cells) * sum(facts["cows"].get(k, 0) for k in cells)
            values[i][p] = total
            i += 1
        for r in RESOURCES:
            values[i][p] = facts["resources"][r]
            i += 1
        partners = state["players"][p]["partners"]
        for e in scorers:
            count = sum(1 for tok in partners.values()
                        if tok["side"] == "expert" and state["tokens"][tok["token"]] == e["id"])
            values[i][p] = NODES.types[e["effect"]["type"]].points(e["effect"], count, facts["resources"]) if count else None
            i += 1
        values[i][p] = scenario_points(rules, state, p, facts) if legends else None
        largest = max((len(c) for _, c in facts["regions"]), default=0)
        tiebreaks.append([largest, sum(facts["cows"].values())])
    return ScoreSheet(rows, values, ["moon_river.score.largest_region", "moon_river.score.cows"], tiebreaks)
