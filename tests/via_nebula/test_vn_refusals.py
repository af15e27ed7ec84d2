"""Refusals say why, from the task or node type that decides what is legal: every reason the
rules can give, and malformed options (wrong types, missing fields) refused with a reason
rather than an exception."""
from __future__ import annotations

import pytest

from boardgames.engine.choice import Illegal
from boardgames.engine.rules import Ctx

from vn_helpers import G, OTHER_RUIN, SITE_RUIN, erect_shown, why


def test_an_action_decision_is_not_a_power(build):
    b = build(n=3).turn(0).refresh()
    assert why(b, {"act": "use"}) == "no_power"
    assert why(b, {"act": "skip"}) == "no_power"
    assert why(b, {"act": "swap", "cell": SITE_RUIN, "slot": 0, "give": "wood", "take": "clay"}) == "no_power"
    assert why(b, {"act": "pass"}) == "must_act"


def test_erect_on_a_building_or_with_every_building_out(build):
    b = build(n=3).turn(0)
    b.building(0, SITE_RUIN, "N01")
    b.refresh()
    assert why(b, {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": "N02"}) == "already_built"
    for cell in ([4, 0], [8, 1], [1, 2], [5, 3]):
        b.building(0, cell)
    b.refresh()
    assert why(b, {"act": "erect", "cell": OTHER_RUIN, "slot": 0, "contract": "N02"}) == "no_buildings"


def test_swap_refusals(build):
    b = build(n=3).turn(0)
    b.site(0, OTHER_RUIN, stone=1)
    erect_shown(b, "N05", food=1, stone=1)
    assert b.kind == "power"
    swap = {"act": "swap", "cell": OTHER_RUIN, "slot": 0}
    assert why(b, {**swap, "give": "wood", "take": "clay"}) == "not_on_site"
    assert why(b, {**swap, "give": "stone", "take": "stone"}) == "same_resource"
    assert why(b, {**swap, "give": "stone", "take": "gold"}) == "same_resource"
    assert why(b, {"act": "swap", "cell": SITE_RUIN, "slot": 0, "give": "stone", "take": "clay"}) == "already_built"
    b.s["players"][1]["storage"]["clay"] = b.s["supply"]["clay"]       # every clay wasted in P1's storage
    b.s["supply"]["clay"] = 0
    b.m.invalidate()
    assert why(b, {**swap, "give": "stone", "take": "clay"}) == "supply_empty"


def test_explore_power_refusals(build):
    b = build(n=3).turn(0)
    b.open([4, 6], 0)                  # B(4,7) touches this craftsman
    erect_shown(b, "N25", wood=1, food=1, clay=1, wheat=1)
    assert b.kind == "power"
    assert why(b, {"act": "explore", "cell": [6, 8]}) == "power_space"        # fog, not a forbidden space
    assert why(b, {"act": "transport", "from": [4, 6], "res": "wood", "to": SITE_RUIN, "slot": 0}) \
        == "power_mismatch"


def test_a_power_costing_more_than_is_left(build, rules):
    """Only a constructed position can ask: a power nobody can use is skipped before anyone asks."""
    b = build(n=3).turn(0, ap=0)
    b.building(0, SITE_RUIN, "N15")                  # explore a petrified forest for one action
    b.s["tasks"].append({"t": "power", "p": 0, "contract": "N15"})
    choice = rules.pending(b.s)
    assert choice.kind == f"{G}.power" and choice.options == []
    reason = rules.explain(b.s, choice, {"act": "explore", "cell": [3, 3]})
    assert reason == {"key": f"{G}.why.no_action_points", "args": {"n": 1}}
    log: list = []
    rules.settle(Ctx(b.s, log), b.s)                 # and the rules drop it, saying so
    assert log[0]["key"] == f"{G}.log.power_unused"


MALFORMED = [
    {}, {"act": None}, {"act": ["craftsman"]}, {"act": {"x": 1}}, {"act": 3},
    {"act": "craftsman"}, {"act": "craftsman", "cell": "2,0"}, {"act": "craftsman", "cell": [2]},
    {"act": "site", "cell": [True, 9]}, {"act": "explore", "cell": None}, {"act": "explore", "cell": [[6], 8]},
    {"act": "transport"}, {"act": "transport", "from": [6, 7], "res": ["wood"], "to": OTHER_RUIN, "slot": "0"},
    {"act": "transport", "from": [6, 7], "res": "wood", "to": {"q": 5}, "slot": 0},
    {"act": "erect"}, {"act": "erect", "cell": SITE_RUIN, "slot": None, "contract": "N01"},
    {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": None},
    {"act": "erect", "cell": SITE_RUIN, "slot": 0, "contract": ["N01"]},
    {"act": "erect", "cell": SITE_RUIN, "slot": 7, "contract": "N01"},
    {"act": "swap", "cell": SITE_RUIN, "slot": 0, "give": ["wood"], "take": {}},
    {"act": "use", "extra": True}, {"act": "skip", "why": "not"},
]


def _refused_with_a_reason(b, option):
    reason = b.m.explain(option)
    assert isinstance(reason, dict) and isinstance(reason.get("key"), str) and "args" in reason, (option, reason)
    with pytest.raises(Illegal):
        b.m.choose(option)


@pytest.mark.parametrize("option", MALFORMED + ["explore", None, [1, 2], 7])
def test_malformed_options_at_an_action_are_refused_with_a_reason(build, option):
    b = build(n=3).turn(0)
    b.site(0, SITE_RUIN, wood=1)
    b.s["box"].append(b.s["display"][1])             # a gap in the display (the deck ran out)
    b.s["display"][1] = None
    b.s["box"].extend(b.s["deck"])
    b.s["deck"].clear()
    b.refresh()
    _refused_with_a_reason(b, option)


@pytest.mark.parametrize("contract,res", [("N03", {"wood": 1, "clay": 1}), ("N05", {"food": 1, "stone": 1}),
                                          ("N09", {"stone": 1, "wheat": 1}),
                                          ("N11", {"wood": 1, "food": 1, "stone": 1})])
def test_malformed_options_at_a_power_are_refused_with_a_reason(build, contract, res):
    b = build(n=3).turn(0)
    b.open([6, 7], 0)
    b.site(0, OTHER_RUIN, stone=1)
    erect_shown(b, contract, **res)
    assert b.kind == "power"
    for option in MALFORMED + ["explore", None]:
        _refused_with_a_reason(b, option)
