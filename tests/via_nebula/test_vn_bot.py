"""What Via Nebula's computer opponents weigh (scoring.bot_features): each feature moves the
right way in a constructed position."""
from __future__ import annotations

from boardgames.engine.bots.evaluate import Evaluation

from vn_helpers import SITE_RUIN

NO_FOOD = ("N02", "N08", "N10", "N04")      # a display in which no contract needs food


def features(b, p=0):
    return b.rules.bot_features(b.s)[p]


def no_food_display(b):
    for slot, cid in enumerate(NO_FOOD):
        b.show(cid, slot=slot)
    return b


def test_the_rules_use_these_features_and_keep_the_score(build):
    b = build(n=2).refresh()
    f = features(b)
    assert set(f) == {"score", "buildings", "progress", "reach", "waste", "sites", "tiles"}
    assert [x["score"] for x in b.rules.bot_features(b.s)] == b.rules.score(b.s).totals


def test_resources_a_held_contract_needs_count_as_progress(build):
    b = no_food_display(build(n=2)).hand(0, "P1")           # P1 needs no food either
    b.site(0, SITE_RUIN, food=2)
    b.refresh()
    assert features(b)["progress"] == 0 and features(b)["waste"] == 2
    b.hand(0, "P6")                                          # food, food, clay, stone
    b.refresh()
    assert features(b)["progress"] == 2 and features(b)["waste"] == 0
    assert features(b, 1)["progress"] == 0                   # the other player's sites only


def test_a_delivered_resource_raises_progress(build):
    b = build(n=3).turn(0)
    res = b.open([3, 8], 1)
    b.site(0, SITE_RUIN)
    b.tile([3, 9])
    b.refresh()
    before = features(b)
    b.m.choose({"act": "transport", "from": [3, 8], "res": res, "to": SITE_RUIN, "slot": 0})
    after = features(b)
    needed = any(res in b.rules.contract(c)["needs"] for c in b.pl(0)["private"] + b.s["display"] if c)
    assert needed
    assert after["progress"] == before["progress"] + 1
    assert after["progress"] + after["reach"] <= before["progress"] + before["reach"]


def test_surplus_on_a_site_is_waste(build):
    b = build(n=2)
    b.site(0, SITE_RUIN, wood=5)             # no contract needs more than two wood
    b.refresh()
    f = features(b)
    assert f["progress"] <= 2 and f["waste"] == 5 - f["progress"] >= 3


def test_an_open_way_to_an_exploitation_is_reach(build):
    b = build(n=3).turn(0)
    res = b.open([3, 8], 1)
    b.hand(0, next(c for c in ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8")
                   if res in b.rules.contract(c)["needs"]))
    b.site(0, SITE_RUIN)
    b.refresh()
    blocked = features(b)["reach"]           # fog at (3,9) blocks the way
    b.tile([3, 9])
    b.refresh()
    assert features(b)["reach"] > blocked


def test_sites_and_tiles_count(build):
    b = build(n=3).turn(0).refresh()
    f0 = features(b)
    b.m.choose({"act": "site", "cell": SITE_RUIN})
    b.m.choose({"act": "explore", "cell": [6, 8]})
    f1 = features(b)
    assert f1["sites"] == f0["sites"] + 1 and f1["tiles"] == f0["tiles"] + 1


def test_an_emptied_stack_leaves_tiles_for_the_explorer(build):
    b = build(n=4).turn(0)
    b.pl(0)["stacks"] = [1, 3, 3, 3]
    b.s["tiles"] += 2
    b.refresh()
    f0 = features(b)
    assert f0["tiles"] == 2
    b.m.choose({"act": "explore", "cell": [6, 8]})
    f1 = features(b)
    assert f1["tiles"] == 0 and f1["score"] == f0["score"] + 2


def test_erecting_is_worth_more_than_the_full_site(build):
    b = build(n=3).turn(0)
    ev = Evaluation(b.rules)
    b.show("N03", slot=0)
    b.site(0, SITE_RUIN, wood=1, clay=1)
    b.refresh()
    f0, v0 = features(b), ev.values(b.s)[0]
    assert f0["progress"] == 2
    b.m.choose({"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N03"})
    f1 = features(b)
    assert f1["buildings"] == f0["buildings"] + 1 and f1["progress"] == 0
    assert ev.values(b.s)[0] > v0
