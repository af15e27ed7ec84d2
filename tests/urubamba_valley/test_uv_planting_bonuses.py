"""A planting's bonuses do not depend on the order the talents were hired in (issue 45).

Every pair of talents that has a say in what a planting scores or pays (their abilities answer
a planting hook: points, a cap, coins, planting without the technology, over a vine) is held in
both orders, and the same plantings must score the same points and coins: the order is data
(talents.yaml `planting_order`), not the hand. And the Llama Breeder pays for the llamas of a
vine field (the rulebook caps a vine field's points, not the Breeder's coins).
"""
from __future__ import annotations

from itertools import combinations

import pytest

from boardgames.games.urubamba_valley.nodes import NODES
from boardgames.games.urubamba_valley.terrace import LLAMA
from uv_helpers import Builder

G = "urubamba_valley"
CHILI = 0           # seats in colour order: 0 red chili, 1 yellow corn, 2 brown potato...
HOOKS = ("plant_points", "plant_cap", "plant_coins", "clear")


def planting_talents(rules) -> list[str]:
    """Every talent with an ability that answers a planting hook."""
    out = []
    for design, talent in sorted(rules.talents.items()):
        if any(NODES.types[n["type"]].answers(h) for n in talent["abilities"] for h in HOOKS):
            out.append(design)
    return out


def test_the_planting_talents_are_found(rules):
    found = planting_talents(rules)
    assert {"native", "irrigator", "generalist", "outsider", "llama_breeder", "priest", "vine_clearer"} <= set(found)


def _grey(b: Builder, cell) -> None:
    b.at(cell)[LLAMA] = b.s["llama_reserve"].pop(0)
    b.m.invalidate()


# Each scenario lays out a position for the chili player and names the seed and cell to plant
# (the planting is made through whichever option the rules list for it).
def lone_own_crop(b):
    b.seeds(CHILI, "chili")
    return "chili", [1, 1]


def lone_other_crop(b):
    b.seeds(CHILI, "corn")
    return "corn", [1, 1]


def field_with_llama(b):
    b.put([1, 1], "chili").put([1, 2], "chili").seeds(CHILI, "chili")
    _grey(b, [1, 2])
    return "chili", [1, 3]


def vine_field_with_llama(b):
    b.put([1, 1], "vine").seeds(CHILI, "vine")
    _grey(b, [1, 1])
    return "vine", [1, 2]


def over_a_vine(b):
    b.put([1, 1], "vine").put([1, 2], "chili").seeds(CHILI, "chili")
    return "chili", [1, 1]


def past_the_track(b):
    b.put([1, 1], "corn").put([1, 2], "corn").put([1, 3], "corn").seeds(CHILI, "corn")
    b.pl(CHILI)["track"] = [6]
    return "corn", [1, 4]


SCENARIOS = [lone_own_crop, lone_other_crop, field_with_llama, vine_field_with_llama, over_a_vine, past_the_track]


def outcome(rules, designs, scenario):
    """(the plantings listed, then per planting its preview, the track and the coins after)."""
    b = Builder(rules, 3, seed=2)
    for d in designs:
        b.talent(CHILI, d)
    if "corn" not in b.pl(CHILI)["tech"] and scenario is past_the_track:
        b.tech(CHILI, "corn")
    crop, cell = scenario(b)
    b.coins(CHILI, 5).turn(CHILI)
    plantings = [o for o in b.opts(act="plant") if o["seed"] == crop and o["cell"] == cell]
    shapes = sorted(tuple(sorted((k, str(v)) for k, v in o.items() if k != "via")) for o in plantings)
    results = []
    for o in sorted(plantings, key=lambda o: sorted(o.items(), key=str)):
        preview = rules.plant_preview(b.s, CHILI, o)
        c = Builder(rules, 3, seed=2)
        for d in designs:
            c.talent(CHILI, d)
        if scenario is past_the_track and "corn" not in c.pl(CHILI)["tech"]:
            c.tech(CHILI, "corn")
        scenario(c)
        c.coins(CHILI, 5).turn(CHILI)
        via = o.get("via")
        if via is not None:                     # the same talent, whichever copy this hand holds
            o = {**o, "via": next(e["id"] for e in c.pl(CHILI)["talents"] if e["id"].split(".")[0] == via.split(".")[0])}
        c.choose(o).ok()
        results.append((preview, c.pl(CHILI)["track"], c.pl(CHILI)["coins"]))
    return shapes, sorted(results, key=str)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda f: f.__name__)
def test_every_pair_of_planting_talents_scores_the_same_in_either_hiring_order(rules, scenario):
    pairs = list(combinations(planting_talents(rules), 2))
    assert len(pairs) >= 21
    for a, c in pairs:
        first, second = outcome(rules, [a, c], scenario), outcome(rules, [c, a], scenario)
        assert first == second, (a, c, first, second)


def test_native_and_irrigator_score_2_for_a_lone_own_seed_whichever_came_first(rules):
    """NOTES.md, "Planting": the Native's +1 applies before the Irrigator's "exactly 1 point",
    so a lone own seed scores 1 + 1 = 2 and the Irrigator adds nothing."""
    for order in (["native", "irrigator"], ["irrigator", "native"]):
        b = Builder(rules, 3, seed=2)
        for d in order:
            b.talent(CHILI, d)
        b.seeds(CHILI, "chili").turn(CHILI).choose({"act": "plant", "seed": "chili", "cell": [1, 1]}).ok()
        assert b.pl(CHILI)["track"] == [2], order


def test_the_planting_order_lists_every_points_bonus(rules):
    """Every bonus of a talent that changes a planting's points has its place in the data's order."""
    order = rules.data["talents"]["planting_order"]
    found = 0
    for talent in rules.talents.values():
        for node in talent["abilities"]:
            kind = NODES.types[node["type"]]
            if kind.answers("plant_points"):
                assert kind.order(node) in order, node
                found += 1
    assert found >= 2


def test_llama_breeder_pays_for_the_llamas_of_a_vine_field(rules):
    """Rulebook, 羊駝飼養員: $1 for each llama in the field planted into; a vine field is a field,
    its points are capped at 2 ("只能為玩家帶來2點收成點數"), the Breeder's coins are not."""
    b = Builder(rules, 3, seed=2)
    b.talent(CHILI, "llama_breeder", charged=False)
    vine, cell = vine_field_with_llama(b)
    b.coins(CHILI, 0).turn(CHILI)
    assert rules.plant_preview(b.s, CHILI, {"act": "plant", "seed": vine, "cell": cell})["coins"] == 1
    b.choose({"act": "plant", "seed": vine, "cell": cell}).ok()
    assert b.pl(CHILI)["track"] == [2] and b.pl(CHILI)["coins"] == 1
