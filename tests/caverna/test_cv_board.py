"""Home-board placement: twins, adjacency, bonuses, mines, pastures, stables, furnishing cells."""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from boardgames.games.caverna import board as B
from boardgames.games.caverna import furnishings as F
from boardgames.games.caverna import home as H



def spots(b, twin, p=0, overhang=False):
    return sorted(tuple(x) for x in b.rules.place.twin_spots(b.pl(p), twin, overhang))


def test_first_forest_twin_goes_at_the_cave_entrance(build):
    b = build()
    got = spots(b, "meadow_field")
    assert got == sorted([("F3R4", "F3R3"), ("F3R3", "F3R4"), ("F3R4", "F2R4"), ("F2R4", "F3R4")])


def test_later_forest_tiles_must_touch_a_meadow_field_or_pasture(build):
    b = build().tiles(0, F3R4="meadow", F3R3="field")
    got = spots(b, "meadow_field")
    assert all(any(c in ("F2R4", "F2R3", "F3R2") for c in pair) for pair in got)
    assert ("F1R1", "F2R1") not in got
    assert b.rules.place.single_spots(b.pl(0), "meadow") == ["F3R2", "F2R3", "F2R4"]


def test_mountain_twins_touch_the_cave_system(build):
    b = build()
    got = spots(b, "cavern_tunnel")
    cells = {c for pair in got for c in pair}
    assert "M3R1" not in cells and ("M2R3", "M2R4") in got and ("M1R2", "M1R1") in got
    assert all(any(c in ("M1R2", "M2R3", "M2R4") for c in pair) for pair in got)
    both = spots(b, "cavern_cavern")
    assert {tuple(sorted(x)) for x in got} == set(both)             # same places, one orientation


def test_twin_bonuses_water_lake_and_wild_boar(build):
    b = build(n=2).turn(0).goods(0, food=0)
    s = b.s
    ctx = Ctx(s)
    H.lay_twin(b.rules, ctx, s, 0, "cavern_tunnel", ["M2R3", "M2R4"])
    assert b.pl()["goods"]["food"] == 1                         # underground water
    food = 1
    H.lay_twin(b.rules, ctx, s, 0, "cavern_tunnel", ["M3R2", "M3R1"])
    assert b.pl()["goods"]["food"] == food + 2                   # underground lake
    H.lay_twin(b.rules, ctx, s, 0, "meadow_field", ["F3R4", "F2R4"])
    assert b.pl()["goods"]["food"] == food + 3                   # small river
    H.lay_twin(b.rules, ctx, s, 0, "meadow_field", ["F3R2", "F3R1"])
    assert b.pl()["animals"]["wild_boar"] == 1                   # wild boar preserve
    H.build_pasture(b.rules, ctx, s, 0, "small_pasture", ["F3R2"])
    assert b.pl()["animals"]["wild_boar"] == 1                   # no second bonus


def test_stable_rules(build):
    b = build()
    place = b.rules.place
    assert len(place.stable_spots(b.pl())) == 12                 # any forest space, no adjacency
    b.tiles(0, F3R4="meadow", F3R3="field", M2R4="tunnel")
    got = place.stable_spots(b.pl())
    assert "F3R4" in got and "F3R3" not in got and "M2R4" not in got
    b.stable(0, "F1R1", "F1R2", "F1R3")
    assert place.stable_spots(b.pl()) == []                      # three stables at most


def test_meadow_half_may_cover_a_stable_but_not_the_field_half(build):
    b = build().stable(0, "F3R4")
    got = spots(b, "meadow_field")
    assert ("F3R4", "F3R3") in got and ("F3R3", "F3R4") not in got


def test_ore_mine_twin_needs_two_ordinary_tunnels(build):
    b = build().tiles(0, M2R4="tunnel", M2R3="tunnel", M3R4="deep_tunnel")
    got = spots(b, "ore_mine_deep_tunnel")
    assert sorted(got) == [("M2R3", "M2R4"), ("M2R4", "M2R3")]
    b.tiles(0, M2R3="deep_tunnel")
    assert spots(b, "ore_mine_deep_tunnel") == []


def test_ruby_mines_on_tunnels_or_deep_tunnels(build):
    b = build().tiles(0, M2R4="tunnel", M2R3="deep_tunnel", M2R2="cavern")
    place = b.rules.place
    assert place.single_spots(b.pl(), "ruby_mine", ["tunnel"]) == ["M2R4"]
    assert place.single_spots(b.pl(), "ruby_mine", ["deep_tunnel"]) == ["M2R3"]


def test_ruby_mine_construction_gives_a_ruby_only_on_a_deep_tunnel(build):
    b = build(n=3).tiles(0, M2R4="tunnel", M2R3="deep_tunnel").turn(0)
    b.space("ruby_mine_construction")
    b.m.invalidate()
    b.place("ruby_mine_construction")
    assert b.kind == "flow"
    b.choose({"act": "part", "path": [1]})
    if b.kind == "place_tile":
        b.choose({"cell": "M2R3"})
    assert b.pl()["tiles"]["M2R3"] == "ruby_mine" and b.pl()["goods"]["ruby"] == 1


def test_fences_only_on_meadows(build):
    b = build().tiles(0, F3R4="meadow", F3R3="meadow", F2R4="field", F2R3="meadow")
    place = b.rules.place
    assert place.fence_spots(b.pl(), "small_pasture") == [["F2R3"], ["F3R3"], ["F3R4"]]
    assert place.fence_spots(b.pl(), "large_pasture") == [["F2R3", "F3R3"], ["F3R3", "F3R4"]]


def test_furnishing_goes_on_caverns_only_unless_a_work_room(build):
    b = build().tiles(0, M2R4="tunnel", M2R3="cavern", M2R2="deep_tunnel", M3R3="ore_mine")
    s = b.s
    assert F.cells(b.rules, s, 0, "carpenter") == ["M1R3", "M2R3"]
    b.furnish(0, "M2R3", "work_room")
    assert F.cells(b.rules, s, 0, "carpenter") == ["M1R3", "M2R2", "M2R4"]


def test_office_room_lets_twins_overhang_for_two_gold(build):
    b = build().furnish(0, "M1R3", "office_room")
    plain = spots(b, "cavern_tunnel")
    over = spots(b, "cavern_tunnel", overhang=True)
    assert set(plain) < set(over)
    off = [pair for pair in over if any(c not in B.ON_BOARD for c in pair)]
    assert off and all(sum(c in B.ON_BOARD for c in pair) == 1 for pair in off)
    b.tiles(0, M2R4="tunnel", M3R4="tunnel")
    assert spots(b, "ore_mine_deep_tunnel", overhang=True) == spots(b, "ore_mine_deep_tunnel")


def test_overhanging_twin_through_the_game(build):
    b = build(n=2).turn(0).furnish(0, "M1R3", "office_room").refresh()
    b.place("excavation_13")
    if b.kind == "flow":
        b.choose({"act": "part", "path": [1]})
    opt = next(o for o in b.real() if o.get("cells") and not all(c in B.ON_BOARD for c in o["cells"]))
    gold = b.pl()["goods"]["gold"]
    b.choose(opt)
    assert b.pl()["goods"]["gold"] == gold + 2


def test_unused_spaces(build):
    b = build()
    assert b.rules.place.unused(b.pl()) == 22
    b.tiles(0, F3R4="meadow", M2R4="tunnel").stable(0, "F1R1")
    assert b.rules.place.unused(b.pl()) == 19
