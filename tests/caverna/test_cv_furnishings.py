"""Furnishing tiles: room, immediate gains, discounts, the Builder, triggers, trades, overbuilding."""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from boardgames.games.caverna import furnishings as F
from boardgames.games.caverna import harvest, rounds
from boardgames.games.caverna import home as H



def furnish_now(b, tid, p=0, cell="M1R3", pay=None):
    s = b.s
    pay = pay if pay is not None else b.rules.tile(tid)["cost"]
    H.furnish(b.rules, Ctx(s), s, p, tid, cell, pay)


def test_dwellings_give_room(build):
    b = build()
    pl = b.pl()
    assert b.rules.room(pl) == 2
    b.furnish(0, "M1R3", "couple_dwelling")
    assert b.rules.room(pl) == 4
    b.furnish(0, "M2R4", "dwelling").furnish(0, "M2R3", "dwelling")
    assert b.rules.room(pl) == 5 and b.rules.dwarf_limit(pl) == 5     # never more than 5 ...
    b.furnish(0, "M3R4", "additional_dwelling")
    assert b.rules.room(pl) == 6 and b.rules.dwarf_limit(pl) == 6     # ... but a 6th with it


def test_additional_dwelling_houses_only_a_sixth_dwarf(build):
    from boardgames.games.caverna.nodes import NODES
    fg = {"type": "family_growth", "needs_room": True}
    grow = NODES.types["family_growth"]
    b = build().furnish(0, "M1R3", "additional_dwelling")
    assert b.rules.room(b.pl()) == 2               # the 6th place does not house a 3rd dwarf
    assert grow.doable(b.rules, b.s, 0, fg, {}) is False
    b.tiles(0, M2R4="cavern", M2R3="cavern", M3R4="cavern")
    b.furnish(0, "M2R4", "dwelling").furnish(0, "M2R3", "dwelling").furnish(0, "M3R4", "dwelling")
    b.dwarfs(0, 0, 0, 0, 0, 0)
    assert b.rules.room(b.pl()) == 6 and grow.doable(b.rules, b.s, 0, fg, {}) is True
    b.dwarfs(0, 0, 0, 0, 0, 0, 0)
    assert grow.doable(b.rules, b.s, 0, fg, {}) is False and not b.rules.check(b.s)


def test_immediate_gains(build):
    b = build().goods(0, sheep=2, cattle=1, wood=9, stone=9, gold=9)
    furnish_now(b, "stone_carver")
    assert b.pl()["goods"]["stone"] == 9 - 0 + 2
    b.tiles(0, M2R4="cavern", M2R3="cavern", M3R4="cavern")
    furnish_now(b, "weaving_parlor", cell="M2R4")
    furnish_now(b, "milking_parlor", cell="M2R3")
    assert b.pl()["goods"]["food"] >= 3
    b.furnish(0, "M3R3", "dwelling")
    food = b.pl()["goods"]["food"]
    furnish_now(b, "state_parlor", cell="M3R4")    # next to M3R3 (dwelling) only
    assert b.pl()["goods"]["food"] == food + 2


def test_seam_adds_ore_for_every_stone(build):
    b = build().furnish(0, "M1R3", "seam").tiles(0, M2R4="cavern")
    b.rules.holdings.give(b.rules, b.s, 0, {"stone": 3})
    assert b.pl()["goods"]["ore"] == 3
    furnish_now(b, "stone_carver", cell="M2R4", pay={})
    assert b.pl()["goods"]["stone"] == 5 and b.pl()["goods"]["ore"] == 5


def test_dog_school_wood_per_new_dog(build):
    b = build().furnish(0, "M1R3", "dog_school")
    b.rules.holdings.give(b.rules, b.s, 0, {"dog": 2})
    assert b.pl()["goods"]["wood"] == 2


def test_carpenter_and_stone_carver_discounts(build):
    b = build().furnish(0, "M2R4", "carpenter").furnish(0, "M2R3", "stone_carver")
    pl = b.pl()
    assert b.rules.discounted(pl, "furnish", {"wood": 4, "stone": 3}) == {"wood": 3, "stone": 2}
    assert b.rules.discounted(pl, "stable", {"stone": 1}) == {}
    assert b.rules.discounted(pl, "fence", {"wood": 4}) == {"wood": 3}


def test_carpenter_once_per_fence_action(build):
    b = build(n=5, seed=3).turn(0).furnish(0, "M1R3", "carpenter")
    b.tiles(0, F3R4="meadow", F3R3="meadow", F2R4="meadow").goods(0, wood=5)
    b.space("fence_building_5", wood=0)
    b.m.invalidate()
    b.place("fence_building_5")
    # the space holds no wood: the fences are the only thing to do, so no skip is offered
    assert b.real() == [{"act": "part", "path": [1, 0]}, {"act": "part", "path": [1, 1]}]
    b.choose({"act": "part", "path": [1, 1]})
    b.choose({"cells": ["F3R3", "F3R4"]})
    assert b.pl()["goods"]["wood"] == 2                           # 4 - 1
    b.choose({"act": "part", "path": [1, 0]})
    assert b.pl()["goods"]["wood"] == 0                           # full 2 wood the second time


def test_blacksmith_discount_on_forging(build):
    b = build().furnish(0, "M1R3", "blacksmith")
    pl = b.pl()
    assert [b.rules.forge_cost(pl, s) for s in (1, 2, 3, 8)] == [0, 0, 1, 6]


def test_builder_offers_ore_for_wood_and_stone(build):
    b = build().furnish(0, "M2R4", "builder").goods(0, wood=3, stone=2, ore=2)
    ways = F.payments(b.rules, b.pl(), {"wood": 4, "stone": 3})
    assert {"wood": 3, "stone": 2, "ore": 2} in ways and {"wood": 4, "stone": 3} in ways
    assert len(ways) == 4
    choices = F.choices(b.rules, b.s, 0, {"type": "furnish", "kind": "dwelling"})
    assert ("dwelling", {"wood": 3, "stone": 2, "ore": 2}) in choices


def test_suppliers_put_goods_on_the_next_rounds(build):
    b = build(n=3).goods(0, stone=1)
    s = b.s
    s["round"] = 3
    furnish_now(b, "wood_supplier", pay={"stone": 1})
    assert sorted(map(int, b.pl()["supply"])) == [4, 5, 6, 7, 8, 9, 10]
    s["tasks"] = []
    wood = b.pl()["goods"]["wood"]
    rounds.start_round(b.rules, Ctx(s), s)
    assert s["round"] == 4 and b.pl()["goods"]["wood"] == wood + 1 and "4" not in b.pl()["supply"]


def test_miner_ore_per_donkey_in_an_ore_mine_at_round_start(build):
    b = build(n=3).furnish(0, "M1R3", "miner").tiles(0, M2R4="ore_mine", M3R4="ruby_mine").goods(0, donkey=2)
    s = b.s
    s["tasks"] = []
    rounds.start_round(b.rules, Ctx(s), s)
    assert b.pl()["goods"]["ore"] == 1


def test_quarry_and_breeding_cave(build):
    b = build().furnish(0, "M1R3", "quarry").tiles(0, M2R4="cavern").furnish(0, "M2R4", "breeding_cave")
    b.tiles(0, F3R4="small_pasture", F3R3="small_pasture").stable(0, "F3R4", "F3R3").goods(0, donkey=2, sheep=2)
    s = b.s
    H.breed(b.rules, Ctx(s), s, 0, ["donkey", "sheep"])
    assert b.pl()["goods"]["stone"] == 1 and b.pl()["goods"]["food"] >= 2


def test_slaughtering_cave_adds_food_per_animal(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "slaughtering_cave").goods(0, donkey=2, food=0)
    b.m.invalidate()
    b.choose({"act": "convert", "id": "food.donkey2"})
    assert b.pl()["goods"]["food"] == 5


def test_working_cave_feeds_a_dwarf_with_wood_stone_or_ore(build):
    b = build().furnish(0, "M1R3", "working_cave").goods(0, wood=1, ore=2, food=2)
    task = {"t": "feed", "p": 0, "per": 2, "new": 1}
    opts = harvest.feed_options(b.rules, b.s, task)
    assert opts == [{"act": "feed"}, {"act": "feed", "keep": 1}, {"act": "feed", "keep": 2},
                    {"act": "feed", "with": {"wood": 1}}, {"act": "feed", "with": {"ore": 2}}]
    harvest.feed(b.rules, Ctx(b.s), b.s, task, {"act": "feed", "with": {"wood": 1}})
    assert b.pl()["goods"]["food"] == 0 and b.pl()["begging"] == 0 and b.pl()["goods"]["wood"] == 0


def test_mining_cave_feeding_discount(build):
    b = build().furnish(0, "M1R3", "mining_cave").tiles(0, M2R4="ore_mine").goods(0, donkey=1)
    task = {"t": "feed", "p": 0, "per": 2, "new": 1}
    assert harvest.need(b.rules, b.s, 0, task) == 3


def test_peaceful_cave_trades_a_weapon_for_food(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "peaceful_cave").dwarfs(0, 0, 6).goods(0, food=0)
    b.m.invalidate()
    assert {"act": "disarm", "dwarf": 1} in b.m.pending.options
    b.choose({"act": "disarm", "dwarf": 1})
    assert b.pl()["goods"]["food"] == 6 and b.pl()["dwarfs"][1]["w"] == 0


def test_trader_and_spare_part_storage_overbuild_each_other(build):
    b = build().furnish(0, "M1R3", "spare_part_storage").goods(0, wood=5, gold=4)
    assert "M1R3" in F.cells(b.rules, b.s, 0, "trader")
    furnish_now(b, "trader", cell="M1R3")
    pl = b.pl()
    assert pl["furn"]["M1R3"] == "trader" and pl["under"] == {"M1R3": "spare_part_storage"}
    assert b.rules.has_effect(pl, "convert")
    assert not any(t == "spare_part_storage" for t in b.rules.active_furnishings(pl))
    assert not b.rules.check(b.s)


def test_furnishing_trades_are_free_actions(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "beer_parlor").goods(0, grain=4, food=0, gold=0)
    b.m.invalidate()
    opts = [o for o in b.m.pending.options if o.get("id", "").startswith("beer_parlor")]
    assert opts == [{"act": "convert", "id": "beer_parlor.0"}, {"act": "convert", "id": "beer_parlor.1"}]
    b.choose(opts[0]).choose(opts[1])
    assert b.pl()["goods"]["gold"] == 3 and b.pl()["goods"]["food"] == 4 and b.pl()["goods"]["grain"] == 0


def test_every_furnishing_can_be_built_and_checks(build, rules):
    for tid in rules.tiles:
        if tid == "entry_dwelling":
            continue
        b = build(n=3, seed=1)
        b.goods(0, **{g: 20 for g in b.rules.holdings.goods})
        cells = F.cells(b.rules, b.s, 0, tid)
        assert cells, tid
        furnish_now(b, tid, cell=cells[0])
        assert not rules.check(b.s), tid


def test_ruby_supplier_puts_a_ruby_on_the_next_four_rounds(build):
    b = build(n=3).goods(0, wood=2, stone=2)
    s = b.s
    s["round"] = 3
    furnish_now(b, "ruby_supplier")
    assert sorted(map(int, b.pl()["supply"])) == [4, 5, 6, 7]
    s["tasks"] = []
    rubies = b.pl()["goods"]["ruby"]
    rounds.start_round(b.rules, Ctx(s), s)
    assert s["round"] == 4 and b.pl()["goods"]["ruby"] == rubies + 1


def _trade(b, tid):
    """The furnishing's trade offered as a free action on the pending decision, and taken."""
    b.m.invalidate()
    opt = {"act": "convert", "id": f"{tid}.0"}
    assert opt in b.m.pending.options
    b.choose(opt)
    return b.pl()["goods"]


def test_cooking_cave_grain_and_vegetable_to_five_food(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "cooking_cave").goods(0, grain=1, vegetable=1, food=0)
    g = _trade(b, "cooking_cave")
    assert (g["grain"], g["vegetable"], g["food"]) == (0, 0, 5)


def test_hunting_parlor_two_boars_to_gold_and_food(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "hunting_parlor").goods(0, wild_boar=2, gold=0, food=0)
    g = _trade(b, "hunting_parlor")
    assert (g["gold"], g["food"]) == (2, 2) and b.pl()["animals"]["wild_boar"] == 0


def test_blacksmithing_parlor_ruby_and_ore_to_gold_and_food(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "blacksmithing_parlor").goods(0, ruby=1, ore=1, gold=0, food=0)
    g = _trade(b, "blacksmithing_parlor")
    assert (g["ruby"], g["ore"], g["gold"], g["food"]) == (0, 0, 2, 1)
