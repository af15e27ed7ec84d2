"""Weapons and expeditions: forging, the loot list by strength, +1 after, the cap of 14."""
from __future__ import annotations



def expedition(build, strength, level=4, **goods):
    b = build(n=3, seed=3).turn(0).dwarfs(0, strength, strength).goods(0, **goods)
    b.space("exploration")
    b.m.invalidate()
    b.place("exploration")
    assert b.kind == "expedition"
    return b


def loot(b):
    return {o["loot"] for o in b.real() if "loot" in o}


def test_loot_by_strength(build):
    assert loot(expedition(build, 1)) == {"weapons_up", "wood", "dog"}
    assert loot(expedition(build, 4)) == {"weapons_up", "wood", "dog", "grain", "sheep", "stone", "donkey",
                                          "vegetable", "ore"}
    b = expedition(build, 14, wood=4, stone=4)
    b.tiles(0, F3R4="meadow", F3R3="meadow", F2R4="field", M2R4="tunnel", F2R3="meadow").goods(0, grain=1, sheep=2)
    b.stable(0, "F2R3")
    b.m.invalidate()
    assert loot(b) == {i["id"] for i in b.rules.data["expeditions"]["loot"]}     # all 23


def test_each_item_once_per_expedition_and_plus_one_after(build):
    b = expedition(build, 3)
    b.choose({"loot": "stone"})
    assert "stone" not in loot(b)
    b.choose({"loot": "wood"}).choose({"loot": "donkey"})
    assert b.kind == "expedition" and b.choice.info["taken"] == ["stone", "wood", "donkey"]
    b.choose({"loot": "dog"})
    assert b.pl()["dwarfs"][0]["w"] == 4
    assert (b.pl()["goods"]["stone"], b.pl()["goods"]["wood"], b.pl()["animals"]["dog"]) == (1, 1, 1)


def test_weapons_up_raises_every_armed_dwarf_after(build):
    b = build(n=3, seed=3).turn(0).dwarfs(0, 2, 5, 0)
    b.space("exploration")
    b.goods(0, ruby=1)
    b.m.invalidate()
    b.place("exploration", dwarf=0)      # out of order for a ruby: the unarmed one must not go
    b.choose({"loot": "weapons_up"})
    assert b.choice.info["strength"] == 2 and "stone" not in loot(b)      # strength before the +1
    b.choose({"loot": "wood"}).choose({"loot": "dog"}).choose({"loot": "grain"})
    assert [d["w"] for d in b.pl()["dwarfs"]] == [4, 6, 0]


def test_strength_is_capped_at_fourteen(build):
    b = expedition(build, 14)
    b.choose({"loot": "weapons_up"}).choose({"loot": "wood"}).choose({"loot": "dog"}).choose({"loot": "grain"})
    assert [d["w"] for d in b.pl()["dwarfs"]] == [14, 14]


def test_an_expedition_may_stop_early(build):
    b = expedition(build, 2)
    assert {"act": "done"} not in b.real()
    b.choose({"loot": "grain"})
    assert {"act": "done"} in b.real()
    b.choose({"act": "done"})
    assert b.pl()["dwarfs"][0]["w"] == 3 and b.kind != "expedition"


def test_loot_that_builds(build):
    b = expedition(build, 11, wood=3, stone=2)
    b.tiles(0, F3R4="meadow").goods(0, wood=3, stone=2)
    b.m.invalidate()
    b.choose({"loot": "dwelling"})              # one way to do it and nothing to convert: done at once
    assert b.pl()["furn"]["M1R3"] == "dwelling" and b.pl()["goods"]["wood"] == 1
    assert b.pl()["goods"]["stone"] == 0
    b.goods(0, stone=1)
    b.m.invalidate()
    b.choose({"loot": "small_pasture"})
    assert b.pl()["tiles"]["F3R4"] == "small_pasture" and b.pl()["goods"]["wood"] == 0
    b.choose({"loot": "stable"})
    b.choose({"cell": "F3R4"})
    assert b.pl()["stables"] == ["F3R4"] and b.pl()["goods"]["stone"] == 1      # the stable is free
    b.choose({"loot": "tunnel"})
    assert b.kind == "place_tile"


def test_breed_loot_two_types(build):
    b = expedition(build, 14)
    b.tiles(0, F3R4="small_pasture", F3R3="small_pasture").stable(0, "F3R4", "F3R3")
    b.goods(0, sheep=2, cattle=2, donkey=2)
    b.m.invalidate()
    b.choose({"loot": "breed"})
    assert b.kind == "breed"
    assert all(len(o["animals"]) == 2 for o in b.real())


def test_forging_only_for_unarmed_dwarfs(build):
    b = build(n=3, seed=3).turn(0).dwarfs(0, 3, 3).goods(0, ore=5)
    b.space("blacksmithing")
    b.m.invalidate()
    b.place("blacksmithing")
    assert b.kind == "expedition"                      # an armed dwarf never forges again
