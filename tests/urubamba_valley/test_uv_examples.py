"""The rulebook's worked examples (fact sheet 10), as constructed positions."""
from __future__ import annotations

from boardgames.games.urubamba_valley.terrace import LLAMA, SEED
from uv_helpers import Builder

POTATO_PLAYER = 2        # seats in colour order: red chili, yellow corn, brown potato, green pea, purple lavender
CHILI_PLAYER = 0


def plant(b: Builder, p: int, crop: str, cell, **extra):
    b.turn(p)
    b.choose({"act": "plant", "seed": crop, "cell": list(cell), **extra})
    return b


def potato_fields(b: Builder):
    """A 2-cell potato field at [1,1]-[1,2] and a 1-cell potato field at [1,4]."""
    b.put([1, 1], "potato").put([1, 2], "potato").put([1, 4], "potato")
    b.seeds(POTATO_PLAYER, "potato")
    return b


def test_e1_field_points_3_at_a_or_b(build):
    for cell in ([2, 1], [2, 2]):
        b = plant(potato_fields(build()), POTATO_PLAYER, "potato", cell).ok()
        assert b.pl(POTATO_PLAYER)["track"] == [3]


def test_e1_field_points_4_at_c_merging_two_fields(build):
    b = plant(potato_fields(build()), POTATO_PLAYER, "potato", [1, 3]).ok()
    assert b.pl(POTATO_PLAYER)["track"] == [4]


def llama_field(b: Builder):
    """A 2-cell chili field at [1,1]-[1,2] with a grey llama on [1,2]; a white llama on the
    empty cell [1,3] (C); A = [2,1], B = [2,2]."""
    b.put([1, 1], "chili").put([1, 2], "chili")
    grey = b.s["llama_reserve"].pop(0)
    b.at([1, 2])[LLAMA] = grey
    white = b.at([4, 3])[LLAMA]
    b.at([4, 3])[LLAMA] = None
    b.at([1, 3])[LLAMA] = white
    b.seeds(CHILI_PLAYER, "chili")
    return b.ok()


def test_e2_llama_points_4_at_a_or_b(build):
    for cell in ([2, 1], [2, 2]):
        b = plant(llama_field(build()), CHILI_PLAYER, "chili", cell).ok()
        assert b.pl(CHILI_PLAYER)["track"] == [4]


def test_e2_llama_points_5_at_c_where_a_llama_stands(build):
    b = plant(llama_field(build()), CHILI_PLAYER, "chili", [1, 3]).ok()
    assert b.pl(CHILI_PLAYER)["track"] == [5]
    assert b.at([1, 3])[SEED] == "chili" and b.at([1, 3])[LLAMA] is not None


def test_e3_harvest_from_4_gives_9(build):
    b = build().coins(1, 0)
    b.pl(1)["track"] = [4]
    b.turn(1).choose({"act": "harvest"}).ok()
    assert b.pl(1)["coins"] == 9 and b.pl(1)["track"] == [0]


def test_e4_final_wealth_60_with_great_merchant(build, rules):
    b = build()
    for d in ("great_merchant", "manager", "tax_collector"):
        b.talent(0, d)
    b.coins(0, 32)
    b.s["over"] = True
    b.s["tasks"] = []
    sheet = rules.score(b.s)
    assert sheet.values[0][0] == 32 and sheet.values[1][0] == 14 and sheet.values[2][0] == 14
    assert sheet.totals[0] == 60


def test_e5_priest_overflow(build):
    b = llama_field(build())          # the chili planting at A scores 4
    b.talent(CHILI_PLAYER, "priest")
    b.coins(CHILI_PLAYER, 0)
    b.pl(CHILI_PLAYER)["track"] = [6]
    plant(b, CHILI_PLAYER, "chili", [2, 1]).ok()
    assert b.pl(CHILI_PLAYER)["track"] == [7]
    assert b.pl(CHILI_PLAYER)["coins"] == 3


def test_points_above_7_are_lost_without_the_priest(build):
    b = llama_field(build()).coins(CHILI_PLAYER, 0)
    b.pl(CHILI_PLAYER)["track"] = [6]
    plant(b, CHILI_PLAYER, "chili", [2, 1]).ok()
    assert b.pl(CHILI_PLAYER)["track"] == [7] and b.pl(CHILI_PLAYER)["coins"] == 0


def tier2_ready(b: Builder, p: int = 0):
    """A chili column up to row 2 under [3, 2] (tier 2, sealed)."""
    b.put([1, 2], "chili").put([2, 2], "chili")
    b.seeds(p, "chili")
    return b


def test_e6_unlock_tier_2_payments_and_discards(build):
    b = tier2_ready(build()).coins(0, 5).coins(3, 4)
    s = b.s
    bottom = s["market"][0]
    low = s["talent_market"][:3]
    stage1 = list(s["stacks"]["1"])
    b.turn(0)
    assert not b.opts(cell=[3, 2], helper=None)                  # a helper must be named
    assert {o["helper"] for o in b.opts(cell=[3, 2])} == {1, 2, 3, 4}
    b.choose({"act": "plant", "seed": "chili", "cell": [3, 2], "helper": 3})
    assert b.pl(0)["coins"] == 4 and b.pl(3)["coins"] == 3
    assert s["sealed"] == [3]
    assert bottom in s["discard"] or s["market"][0] != bottom
    assert all(t in s["talent_discard"] for t in low + stage1)
    assert not s["stacks"]["1"]
    b.ok()


def test_e6_unlock_tier_3_costs_2(build):
    b = build()
    for c in ([1, 3], [2, 3], [3, 3], [4, 4], [3, 4]):
        b.put(c, "chili")
    b.s["sealed"] = [3]
    b.s["talent_discard"] += b.s["stacks"]["1"]
    b.s["stacks"]["1"] = []
    b.seeds(0, "chili").coins(0, 2).coins(1, 9)
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [5, 4], "helper": 1}).ok()
    assert b.pl(0)["coins"] == 0 and b.pl(1)["coins"] == 7 and b.s["sealed"] == []
    assert not b.s["stacks"]["2"]


def test_unlocker_must_afford_the_fee(build):
    b = tier2_ready(build()).coins(0, 0)
    b.turn(0)
    assert not b.opts(cell=[3, 2])
    why = b.m.explain({"act": "plant", "seed": "chili", "cell": [3, 2], "helper": 1})
    assert why["key"] == "urubamba_valley.why.cannot_afford_plant"


def test_helper_who_cannot_pay_takes_the_seal_as_a_debt_paid_before_the_next_action(build):
    b = tier2_ready(build()).coins(0, 3).coins(1, 0)
    b.turn(0).choose({"act": "plant", "seed": "chili", "cell": [3, 2], "helper": 1}).ok()
    assert b.s["debts"] == [{"p": 1, "tier": 2, "fee": 1}]
    assert b.s["turn"]["p"] == 1 and b.pl(1)["coins"] == 0          # still owed: nothing to pay with
    b.choose({"act": "work"}).ok()
    assert b.pl(1)["coins"] == 1 and b.s["debts"]
    for p in (2, 3, 4, 0):
        assert b.s["turn"]["p"] == p
        b.choose(b.opts(act="harvest")[0])
    assert b.s["turn"]["p"] == 1 and not b.s["debts"] and b.pl(1)["coins"] == 0
    assert any(e["key"].endswith("log.debt_paid") and e["p"] == 1 for e in b.m.log)
    b.ok()


def test_e7_vine_field_scores_2_whatever_its_size(build):
    b = build()
    b.put([1, 1], "vine").put([1, 2], "vine").put([2, 1], "vine")
    b.seeds(4, "vine")
    plant(b, 4, "vine", [2, 2]).ok()
    assert b.pl(4)["track"] == [2]


def test_a_lone_vine_scores_2_and_needs_no_technology(build):
    b = build().seeds(4, "vine")
    assert "vine" not in b.pl(4)["tech"]
    plant(b, 4, "vine", [1, 5]).ok()
    assert b.pl(4)["track"] == [2]
