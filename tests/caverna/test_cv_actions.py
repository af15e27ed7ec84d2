"""Every action space: what it gives and exactly which options it offers (fact sheet 2.2-2.4)."""
from __future__ import annotations

import pytest

from boardgames.engine.match import Match

from cv_helpers import seats


def at(build, n, sid, p=0, **goods):
    """A position where player p is about to place a dwarf; `sid` exists (holding `goods`)."""
    b = build(n=n, seed=3).turn(p)
    b.goods(p, food=0)
    sp = b.s["spaces"].get(sid)
    b.space(sid, **(goods if goods or sp is None else sp["goods"]))
    return b


def go(b, sid, dwarf=None):
    b.m.invalidate()
    b.place(sid, dwarf=dwarf)
    return b


def done(b):
    return b.kind == "place" and b.m.pending.player != 0 or b.s["act"] is None


# --- permanent spaces ------------------------------------------------------------------------
def test_ruby_mining(build):
    b = go(at(build, 3, "ruby_mining", ruby=1), "ruby_mining")
    assert b.pl()["goods"]["ruby"] == 1
    b = at(build, 3, "ruby_mining", ruby=2).tiles(0, M2R4="ruby_mine")
    go(b, "ruby_mining")
    assert b.pl()["goods"]["ruby"] == 3


def test_housework_dog_and_or_furnish(build):
    b = go(at(build, 3, "housework").goods(0, wood=1), "housework")
    assert b.kind == "flow" and b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]
    b.choose({"act": "part", "path": [0]})
    assert b.pl()["animals"]["dog"] == 1
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "done", "path": []}]
    b.choose({"act": "part", "path": [1]})
    assert b.kind == "furnish"
    tiles = {o["tile"] for o in b.real()}
    assert tiles == {"dog_school", "cuddle_room", "breakfast_room", "trader", "stone_carver", "quarry",
                     "stone_supplier", "broom_chamber"}           # the 1-wood tiles and the free one
    assert "dwelling" not in tiles and all(o["pay"] in ({}, {"wood": 1}) for o in b.real())


def test_housework_without_a_cavern_offers_only_the_dog(build):
    b = at(build, 3, "housework").goods(0, wood=9, stone=9)
    b.furnish(0, "M1R3", "carpenter")
    go(b, "housework")
    assert b.pl()["animals"]["dog"] == 1 and done(b)


def test_slash_and_burn_twin_and_then_or_sow(build):
    b = go(at(build, 3, "slash_and_burn").goods(0, grain=1), "slash_and_burn")
    assert b.kind == "place_twin" and len(b.real()) == 4          # no field yet: the twin first
    b.choose({"twin": "meadow_field", "cells": ["F3R3", "F3R4"]})
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert b.kind == "sow" and b.real() == [{"grain": 1, "vegetable": 0}]
    b.choose({"grain": 1, "vegetable": 0})

    assert b.pl()["crops"] == {"F3R4": {"grain": 3}} and b.pl()["goods"]["grain"] == 0


@pytest.mark.parametrize("n,sid,stone", [(2, "drift_mining_13", 1), (4, "drift_mining_47", 2), (6, "drift_mining_67", 1)])
def test_drift_mining(build, n, sid, stone):
    b = go(at(build, n, sid), sid)
    assert b.pl()["goods"]["stone"] == stone
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert b.kind == "place_twin" and {o["twin"] for o in b.real()} == {"cavern_tunnel"}


@pytest.mark.parametrize("n,sid", [(3, "excavation_13"), (4, "excavation_47")])
def test_excavation_either_twin_side(build, n, sid):
    b = go(at(build, n, sid), sid)
    b.choose({"act": "part", "path": [1]})
    assert {o["twin"] for o in b.real()} == {"cavern_tunnel", "cavern_cavern"}


@pytest.mark.parametrize("n,sid,extra", [(3, "starting_player_13", {"ore": 2}), (5, "starting_player_47", {"ruby": 1})])
def test_starting_player(build, n, sid, extra):
    b = at(build, n, sid, p=1, food=2)
    b.goods(1, food=0)
    b.m.invalidate()
    b.place(sid)
    pl = b.pl(1)
    assert b.s["start"] == 1 and pl["goods"]["food"] == 2
    assert all(pl["goods"][g] == k for g, k in extra.items())


@pytest.mark.parametrize("n,sid", [(3, "logging_13"), (4, "logging_47")])
def test_logging_wood_and_then_or_level_one_expedition(build, n, sid):
    b = go(at(build, n, sid, wood=3), sid)
    assert b.pl()["goods"]["wood"] == 3 and done(b)             # unarmed: just the wood
    b = at(build, n, sid, wood=3).dwarfs(0, 1, 1)
    go(b, sid)
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert b.kind == "expedition"
    assert {o["loot"] for o in b.real()} == {"weapons_up", "wood", "dog"}
    b.choose({"loot": "dog"})
    assert b.pl()["dwarfs"][0]["w"] == 2 and b.pl()["animals"]["dog"] == 1


def test_supplies(build):
    b = go(at(build, 2, "supplies"), "supplies")
    g = b.pl()["goods"]
    assert (g["wood"], g["stone"], g["ore"], g["food"], g["gold"]) == (1, 1, 1, 1, 2)


@pytest.mark.parametrize("n,sid", [(2, "ore_mining_13"), (4, "ore_mining_47"), (None, "ore_delivery")])
def test_ore_mining_two_more_per_ore_mine(build, n, sid):
    b = at(build, n or 3, sid, ore=2).tiles(0, M2R4="ore_mine", M3R4="ore_mine", M2R3="ruby_mine")
    go(b, sid)
    assert b.pl()["goods"]["ore"] == 2 + 4


@pytest.mark.parametrize("n,sid,gain", [(3, "wood_gathering", {}), (3, "forest_exploration_3", {"vegetable": 1}),
                                        (4, "forest_exploration_47", {"food": 2}), (3, "strip_mining", {"wood": 2}),
                                        (5, "depot_5", {}), (6, "depot_67", {}), (7, "large_depot", {})])
def test_goods_spaces(build, n, sid, gain):
    b = at(build, n, sid, wood=2, ore=1)
    go(b, sid)
    g = b.pl()["goods"]
    assert g["wood"] == 2 + gain.get("wood", 0) and g["ore"] == 1
    for good, k in gain.items():
        if good != "wood":
            assert g[good] == k


@pytest.mark.parametrize("n,sid", [(2, "clearing_13"), (4, "clearing_47")])
def test_clearing_wood_and_or_meadow_field(build, n, sid):
    b = go(at(build, n, sid, wood=1), sid)
    assert b.pl()["goods"]["wood"] == 1
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]


def test_sustenance_13_food_grain_and_then_or_twin(build):
    b = go(at(build, 3, "sustenance_13", food=2), "sustenance_13")
    assert b.pl()["goods"]["food"] == 2 and b.pl()["goods"]["grain"] == 1
    assert b.real()[0] == {"act": "part", "path": [2]}


def test_sustenance_47_grain_and_vegetable(build):
    b = go(at(build, 4, "sustenance_47", grain=1, vegetable=2), "sustenance_47")
    assert b.pl()["goods"]["grain"] == 1 and b.pl()["goods"]["vegetable"] == 2


def test_growth_either_goods_or_family_growth(build):
    b = at(build, 4, "growth").furnish(0, "M1R3", "dwelling")
    go(b, "growth")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert len(b.pl()["dwarfs"]) == 3 and b.pl()["dwarfs"][2]["new"]
    assert b.pl()["dwarfs"][2]["at"] == "growth"
    assert b.pl()["goods"]["gold"] == 0


def test_growth_with_a_guest_room_gives_both(build):
    b = at(build, 4, "growth").furnish(0, "M1R3", "dwelling").furnish(0, "M2R4", "guest_room")
    go(b, "growth")
    b.choose({"act": "part", "path": [1]})
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "done", "path": []}]
    b.choose({"act": "part", "path": [0]})
    assert len(b.pl()["dwarfs"]) == 3 and b.pl()["goods"]["gold"] == 2


def test_small_scale_drift_mining_stone_and_or_twin(build):
    b = go(at(build, 5, "small_scale_drift_mining"), "small_scale_drift_mining")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]
    b.choose({"act": "part", "path": [0]})
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "done", "path": []}]


@pytest.mark.parametrize("n,sid", [(5, "fence_building_5"), (6, "fence_building_67")])
def test_fence_building(build, n, sid):
    b = at(build, n, sid, wood=2).tiles(0, F3R4="meadow", F3R3="meadow", F2R4="meadow")
    go(b, sid)
    assert b.pl()["goods"]["wood"] == 2
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.goods(0, wood=6)
    b.m.invalidate()
    b.choose({"act": "part", "path": [1]})
    assert b.real() == [{"act": "part", "path": [1, 0]}, {"act": "part", "path": [1, 1]}]
    b.choose({"act": "part", "path": [1, 1]})
    assert b.real() == [{"cells": ["F2R4", "F3R4"]}, {"cells": ["F3R3", "F3R4"]}]
    b.choose({"cells": ["F3R3", "F3R4"]})
    assert b.pl()["goods"]["wood"] == 2 and b.pl()["large"] == [["F3R3", "F3R4"]]
    assert b.real() == [{"act": "part", "path": [1, 0]}, {"act": "done", "path": [1]}]
    b.choose({"act": "part", "path": [1, 0]})
    assert b.pl()["tiles"]["F2R4"] == "small_pasture" and b.pl()["goods"]["wood"] == 0


@pytest.mark.parametrize("sid", ["weekly_market_5", "weekly_market_67"])
def test_weekly_market(build, sid):
    b = go(at(build, 5 if sid.endswith("5") else 6, sid), sid)
    # no gold yet: skipping the 4 gold would leave nothing to buy with, so they are taken
    assert b.pl()["goods"]["gold"] == 4
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert {o.get("good") for o in b.real()} == {"wood", "stone", "ore", "grain", "sheep", "donkey", "vegetable",
                                                  "dog", "wild_boar", "cattle"}
    b.choose({"good": "cattle"})
    assert {o.get("good") for o in b.real()} == {"wood", "stone", "ore", "grain", "sheep", "donkey", None}
    b.choose({"good": "wood"})
    assert b.pl()["goods"]["gold"] == 0 and b.pl()["animals"]["cattle"] == 1 and done(b)


def test_hardware_rental_5(build):
    b = at(build, 5, "hardware_rental_5").dwarfs(0, 2, 2).tiles(0, F3R4="field").goods(0, grain=1)
    go(b, "hardware_rental_5")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "skip", "path": [0]}]
    b.choose({"act": "part", "path": [0]})
    b.choose({"loot": "grain"})
    b.choose({"loot": "sheep"})
    assert b.pl()["dwarfs"][0]["w"] == 3
    assert b.kind == "flow" and b.real()[0] == {"act": "part", "path": [1]}


def test_hardware_rental_67(build):
    b = go(at(build, 6, "hardware_rental_67"), "hardware_rental_67")
    assert b.pl()["goods"]["wood"] == 2 and done(b)             # unarmed, no field: only the wood


def test_extension_either_forest_or_mountain_twin(build):
    b = go(at(build, 7, "extension"), "extension")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    b.choose(b.real()[0])
    assert b.pl()["goods"]["stone"] == 1 and b.pl()["goods"]["wood"] == 0


@pytest.mark.parametrize("n,sid,cost", [(3, "imitation_3", 4), (4, "imitation_47", 2), (5, "imitation_5", 4),
                                        (6, "imitation_67", 1), (7, "imitation_7", 0)])
def test_imitation_costs(rules, n, sid, cost):
    assert rules.flow(sid) == {"type": "imitate", "cost": {"food": cost} if cost else {}}
    m = Match.new(rules, seats(n), "full", {}, seed=1)
    assert sid in m.state["spaces"]


# --- round cards -------------------------------------------------------------------------------------
def test_blacksmithing_forge_then_level_three(build):
    b = go(at(build, 3, "blacksmithing").goods(0, ore=3), "blacksmithing")
    assert b.kind == "forge" and b.real() == [{"strength": 1}, {"strength": 2}, {"strength": 3}]
    b.choose({"strength": 3})
    assert b.real() == [{"act": "part", "path": [1]}, {"act": "skip", "path": [1]}]
    b.choose({"act": "part", "path": [1]})
    assert {o["loot"] for o in b.real() if "loot" in o} == {"weapons_up", "wood", "dog", "grain", "sheep", "stone",
                                                            "donkey"}
    for item in ("weapons_up", "stone", "grain"):
        b.choose({"loot": item})
    assert b.pl()["dwarfs"][0]["w"] == 5                        # 3 + 1, + 1 for "all weapons"
    assert b.pl()["goods"]["ore"] == 0 and b.pl()["goods"]["stone"] == 1


def test_blacksmithing_armed_dwarf_only_expedition(build):
    b = at(build, 3, "blacksmithing").dwarfs(0, 8, 9).goods(0, ore=8)
    go(b, "blacksmithing")
    assert b.kind == "expedition"


def test_forge_max_eight_and_only_unarmed(build):
    b = go(at(build, 3, "blacksmithing").goods(0, ore=12), "blacksmithing")
    assert [o["strength"] for o in b.real()] == list(range(1, 9))


def test_ore_mine_construction(build):
    b = at(build, 3, "ore_mine_construction").tiles(0, M2R4="tunnel", M2R3="tunnel")
    go(b, "ore_mine_construction")
    assert b.kind == "place_twin"
    b.choose({"twin": "ore_mine_deep_tunnel", "cells": ["M2R4", "M2R3"]})
    assert b.pl()["goods"]["ore"] == 3 and b.pl()["tiles"]["M2R4"] == "ore_mine"


@pytest.mark.parametrize("sid,animal", [("sheep_farming", "sheep"), ("donkey_farming", "donkey")])
def test_animal_farming_fences_stable_then_animals(build, sid, animal):
    b = at(build, 3, sid, **{animal: 3}).goods(0, wood=6, stone=1).tiles(0, F3R4="meadow", F3R3="meadow")
    go(b, sid)
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "skip", "path": [0]}]
    b.choose({"act": "part", "path": [0]})
    assert b.real() == [{"act": "part", "path": [0, i]} for i in range(3)]
    b.choose({"act": "part", "path": [0, 0]})
    b.choose({"cells": ["F3R4"]})
    b.choose({"act": "part", "path": [0, 2]})
    b.choose({"cell": "F3R4"})
    # a large pasture would need 2 meadows: the and/or ends, the animals come
    assert b.pl()["animals"][animal] == 3 and b.pl()["stables"] == ["F3R4"]
    assert b.pl()["tiles"]["F3R4"] == "small_pasture" and b.rules.fits(b.s, 0)


def test_wish_for_children(build):
    b = at(build, 3, "wish_for_children").goods(0, wood=4, stone=3)
    go(b, "wish_for_children")
    assert b.kind == "furnish"                                  # no room to grow yet: a dwelling
    assert {o["tile"] for o in b.real()} == {"dwelling", "simple_dwelling_4w2s", "simple_dwelling_3w3s",
                                             "additional_dwelling"}


def test_urgent_wish_dwelling_then_growth_or_gold(build):
    b = at(build, 3, "urgent_wish_for_children").goods(0, wood=4, stone=3)
    go(b, "urgent_wish_for_children")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]
    b.choose({"act": "part", "path": [0]})
    b.choose({"tile": "dwelling", "pay": {"wood": 4, "stone": 3}})
    assert len(b.pl()["dwarfs"]) == 3


def test_urgent_wish_with_five_dwarfs_gives_only_gold(build):
    b = at(build, 3, "urgent_wish_for_children").goods(0, wood=9, stone=9).dwarfs(0, 0, 0, 0, 0, 0)
    for c in ("M2R4", "M2R3", "M3R4"):
        b.furnish(0, c, "dwelling")
    b.s["supply"].remove("additional_dwelling")
    go(b, "urgent_wish_for_children")
    assert b.pl()["goods"]["gold"] == 3


def test_family_life_growth_and_or_sow(build):
    b = at(build, 3, "family_life").furnish(0, "M1R3", "dwelling").tiles(0, F3R4="field").goods(0, vegetable=1)
    go(b, "family_life")
    assert b.real() == [{"act": "part", "path": [0]}, {"act": "part", "path": [1]}]


def test_exploration_level_four(build):
    b = at(build, 3, "exploration").dwarfs(0, 0, 4)
    assert not b.m.invalidate() and not b.opts(act="place", space="exploration", dwarf=1)   # weapon order
    b.goods(0, ruby=1)
    go(b, "exploration", dwarf=1)
    assert b.kind == "expedition" and b.choice.info["level"] == 4


def test_adventure_forge_then_two_level_one_expeditions(build):
    b = go(at(build, 3, "adventure").goods(0, ore=2), "adventure")
    b.choose({"strength": 2})
    b.choose({"act": "part", "path": [1]})
    b.choose({"loot": "grain"})
    assert b.pl()["dwarfs"][0]["w"] == 3
    b.choose({"loot": "grain"})                                 # a new expedition: grain again
    assert b.pl()["dwarfs"][0]["w"] == 4 and b.pl()["goods"]["grain"] == 2


def test_ore_trading_up_to_three_times(build):
    b = go(at(build, 3, "ore_trading").goods(0, ore=7), "ore_trading")
    assert b.real() == [{"times": 1}, {"times": 2}, {"times": 3}]
    b.choose({"times": 3})
    assert b.pl()["goods"]["ore"] == 1 and b.pl()["goods"]["gold"] == 6 and b.pl()["goods"]["food"] == 3


def test_ruby_delivery_bonus_with_two_ruby_mines(build):
    b = at(build, 3, "ruby_delivery", ruby=2).tiles(0, M2R4="ruby_mine")
    go(b, "ruby_delivery")
    assert b.pl()["goods"]["ruby"] == 2
    b = at(build, 3, "ruby_delivery", ruby=2).tiles(0, M2R4="ruby_mine", M3R4="ruby_mine")
    go(b, "ruby_delivery")
    assert b.pl()["goods"]["ruby"] == 3


def test_every_space_of_every_count_can_be_walked(rules, build):
    """Each space of each player count (and every round card), in a well-stocked position, is
    offered to an unarmed and to an armed dwarf and runs to its end with every check holding."""
    from cv_helpers import advance as walk
    seen = set()
    faces = [f for c in rules.cfg["round_cards"] for f in c["faces"]]
    for n in range(1, 8):
        spaces = list(rules.cfg["by_players"][n]["spaces"]) + (faces if n in (1, 4) else [])
        for sid in spaces:
            for dwarf in (0, 1):
                b = build(n=n, seed=n).turn(0)
                b.goods(0, **{g: 5 for g in ("wood", "stone", "ore", "ruby", "gold", "food", "grain", "vegetable")})
                b.tiles(0, F3R4="meadow", F3R3="field", M2R4="tunnel", M2R3="tunnel", M3R4="cavern")
                b.dwarfs(0, 0, 6)
                if n > 1:
                    b.pl(1)["dwarfs"][0]["at"] = "ruby_mining"
                    b.s["spaces"]["ruby_mining"]["occ"] = [1, 0]
                refill = rules.cfg["accumulating"].get(sid)
                b.space(sid, **(refill["empty"] if refill else {}))
                b.refresh()
                opts = b.opts(act="place", space=sid, dwarf=dwarf)
                if not opts:
                    continue
                b.m.choose(opts[0])
                walk(b, lambda s: s["act"] is None)
                assert not rules.check(b.s), (n, sid)
                seen.add(sid)
    assert seen == set(rules.spaces)
