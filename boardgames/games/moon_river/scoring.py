"""Moon River end-of-game scoring, row by row as on the score pad.

Cows are capped at one per plot first (the space allocation is idempotent, so
a mid-game preview scores as if the game ended now).
"""
from __future__ import annotations

from collections import Counter

from boardgames.engine.memo import kept, recall
from boardgames.engine.rules import ScoreSheet

from . import farm as F
from .nodes import NODES, RESOURCES, ScorePer


def farm_facts(rules, state: dict, p: int) -> dict:
    pl = state["players"][p]
    plots, designs, printed = state["plots"], rules.designs, rules.resources
    terrain, res = {}, dict.fromkeys(RESOURCES, 0)
    for k, plot in pl["farm"].items():
        d = plots[plot]
        terrain[k] = designs[d]["terrain"]
        for r, n in printed[d]:
            res[r] += n
    cows = {k: 1 for k, n in pl["cows"].items() if n > 0}
    return {"regions": F.regions_of(terrain, state["rows"], state["cols"]), "cows": cows, "resources": res}


def _regions(rules, state, pl, group, facts) -> list[int]:
    """Regions of one terrain (optionally only those touching the river)."""
    return [len(cells) for terrain, cells in facts["regions"] if terrain == group["terrain"]
            and (not group.get("touches_river") or any(k.startswith("0,") for k in cells))]


def _connected(rules, state, pl, group, facts) -> list[int]:
    """Groups of touching plots that all show a resource."""
    cells = {k for k, plot in pl["farm"].items() if rules.design_of_plot(state, plot).get(group["has"], 0) > 0}
    return [len(g) for g in F.groups(cells, state["rows"], state["cols"])]


def _partners(rules, state, pl, group, facts) -> list[int]:
    """Groups of touching partners (optionally only those with a bandit among them)."""
    tokens = pl["partners"]
    return [len(g) for g in F.groups(set(tokens), state["rows"], state["cols"])
            if not group.get("needs_bandit") or any(rules.is_bandit(state, tokens[k]) for k in g)]


#: how a scenario's `group` (scenarios.yaml) measures the groups it scores, by its type
GROUPS = {"region": _regions, "connected": _connected, "partners": _partners}


def scenario_points(rules, state: dict, p: int, facts: dict) -> int:
    scen = rules.scenario(state.get("scenario"))
    if scen is None:
        return 0
    sc = rules.data["scenarios"]["scoring"]
    group = scen["group"]
    sizes = GROUPS[group["type"]](rules, state, state["players"][p], group, facts)
    return sum(sc["base"] + sc["step"] * (n - sc["min"]) for n in sizes if n >= sc["min"])


def pad(data: dict) -> tuple[list[str], list[dict], list[str]]:
    """The score pad's layout: terrains that score regions, experts that score, row keys."""
    terrains = [t for t in data["plots"]["terrains"] if t not in data["plots"]["no_cows"]]
    scorers = [e for e in data["partners"]["experts"] if isinstance(NODES.types[e["effect"]["type"]], ScorePer)]
    rows = [f"moon_river.terrain.{t}" for t in terrains]
    rows += [f"moon_river.resource.{r}" for r in RESOURCES]
    rows += [f"moon_river.partner.{e['id']}" for e in scorers]
    rows.append("moon_river.score.scenario")
    return terrains, scorers, rows


def score(rules, state: dict) -> ScoreSheet:
    rows = rules.pad[2]
    n = state["n"]
    values = [[None] * n for _ in rows]
    tiebreaks = []
    for p in range(n):
        column, tiebreak, _ = _farm_results(rules, state, p)
        for i, value in enumerate(column):
            values[i][p] = value
        tiebreaks.append(list(tiebreak))
    return ScoreSheet(rows, values, ["moon_river.score.largest_region", "moon_river.score.cows"], tiebreaks)


def _farm_key(state: dict, pl: dict) -> tuple:
    """What a player's score column depends on: the design on each cell of the farm, the cows,
    the kind and face of each partner, the scenario and the board's size. Plain tuples: a
    search looks it up for every player of every position it scores, and hashing them takes
    a fraction of the time writing the same content out does (`memo.content_key`)."""
    plots, tokens = state["plots"], state["tokens"]
    farm, cows, partners = pl["farm"], pl["cows"], pl["partners"]
    placed = partners.values()
    return (tuple(farm), tuple([plots[x] for x in farm.values()]), tuple(cows), tuple(cows.values()),
            tuple(partners), tuple([tokens[t["token"]] for t in placed]), tuple([t["side"] for t in placed]),
            state.get("scenario"), state["rows"], state["cols"])


def _farm_results(rules, state: dict, p: int) -> tuple[tuple, tuple, dict]:
    """Player p's score column and tie-breaks, and their features by the designs they hold
    (filled by `bot_features`), remembered by `_farm_key`: one look-up per player."""
    terrains, scorers, _ = rules.pad
    legends = state.get("scenario") is not None
    return recall(rules, "farm", _farm_key(state, state["players"][p]),
                  lambda: (*_column(rules, state, p, terrains, scorers, legends), {}))


def _column(rules, state: dict, p: int, terrains, scorers, legends: bool) -> tuple[tuple, tuple]:
    """Player p's score column and tie-breaks."""
    facts = farm_facts(rules, state, p)
    cows = facts["cows"]
    regions = dict.fromkeys(terrains, 0)
    for terrain, cells in facts["regions"]:
        if terrain in regions:
            regions[terrain] += len(cells) * len(cows.keys() & cells)
    column = [regions[t] for t in terrains] + [facts["resources"][r] for r in RESOURCES]
    experts = Counter(state["tokens"][tok["token"]] for tok in state["players"][p]["partners"].values()
                      if tok["side"] == "expert")
    for e in scorers:
        count = experts[e["id"]]
        node = e["effect"]
        column.append(NODES.types[node["type"]].points(node, count, facts["resources"]) if count else None)
    column.append(scenario_points(rules, state, p, facts) if legends else None)
    largest = max((len(c) for _, c in facts["regions"]), default=0)
    return tuple(column), (largest, sum(cows.values()))


def _holdings(state: dict) -> list[list[str]]:
    """The plots each player holds but has not placed: in storage, and under their ranchers in
    the line (taken at their next turn)."""
    owner = state["ranchers"]
    held = [list(pl["storage"]) for pl in state["players"]]
    for column in ("current", "next"):
        for slot in state["line"].get(column) or ():
            if slot["plot"] and slot["rancher"] is not None:
                held[owner[slot["rancher"]]].append(slot["plot"])
    return held


def _promise(design: dict) -> float:
    """What a plot brings once placed, beyond its cell: resources score one each, a cow and a
    circle (a partner) are worth a point and a half, a skull (a drought) costs two."""
    return (sum(design.get(r, 0) for r in RESOURCES) + 1.5 * (design.get("cows", 0) + design.get("circles", 0))
            - 2.0 * design.get("skulls", 0))


def bot_features(rules, state: dict) -> list[dict[str, float]]:
    """What a computer opponent weighs (weights in game.yaml, `bot`): the score as if the game
    ended now, and what makes points later: plots on the farm (regions grow, a cow on one
    counts its whole region), plots held (stored, or reserved by a rancher) and what they
    bring, cows and partners.

    A player's features depend on their farm and the designs of the plots they hold only, so
    they are remembered with the farm's score column (a search scores the same players over
    and over, those not moving above all); a player seen before gets the same dict again (not
    to be changed), whose weighted sum the evaluation then keeps instead of adding it up."""
    out = []
    plots = state["plots"]
    for p, held in enumerate(_holdings(state)):
        column, _, by_held = _farm_results(rules, state, p)
        designs = tuple([plots[x] for x in held])
        out.append(kept(by_held, designs, lambda: _features(rules, state, p, column, designs)))
    return out


def _features(rules, state: dict, p: int, column: tuple, held: tuple) -> dict[str, float]:
    """Player p's `bot_features` (`held`: the designs of the plots they hold); their score
    summed as `ScoreSheet.totals` sums a column."""
    pl, designs = state["players"][p], rules.designs
    return {"score": float(sum(value or 0 for value in column)), "plots": float(len(pl["farm"])),
            "held": float(len(held)), "promise": sum(_promise(designs[d]) for d in held),
            "cows": float(sum(1 for n in pl["cows"].values() if n > 0)), "partners": float(len(pl["partners"]))}
