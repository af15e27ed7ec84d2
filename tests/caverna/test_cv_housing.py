"""Animal housing on real home boards, hand-worked; overflow asks only what to give up."""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from boardgames.games.caverna.countables import count
from boardgames.games.caverna import home as H



def fits(b, p=0, **animals):
    b.goods(p, **{a: animals.get(a, 0) for a in ("dog", "sheep", "donkey", "wild_boar", "cattle")})
    return b.rules.fits(b.s, p)


def test_entry_dwelling_holds_one_pair_of_one_type(build):
    b = build()
    assert fits(b, sheep=2)
    assert not fits(b, sheep=3)
    assert not fits(b, sheep=1, donkey=1)


def test_dogs_watch_sheep_on_a_meadow(build):
    b = build().tiles(0, F3R4="meadow")
    assert fits(b, dog=2, sheep=3)                     # 2 dogs + 1 = 3 sheep on the meadow
    assert fits(b, dog=2, sheep=5)                     # and 2 more in the entry-level dwelling
    assert not fits(b, dog=2, sheep=6)
    assert not fits(b, dog=2, donkey=3)                # dogs only watch sheep
    assert fits(b, dog=7)                              # dogs need no room at all


def test_dogs_replace_a_pastures_capacity(build):
    b = build().tiles(0, F3R4="small_pasture").stable(0, "F3R4")
    assert fits(b, sheep=6)                            # 4 with the stable + 2 in the dwelling
    assert fits(b, dog=1, sheep=6)                     # the dog roams elsewhere
    assert fits(b, dog=5, sheep=8)                     # 5 dogs: 6 sheep there, 2 in the dwelling
    assert not fits(b, dog=5, sheep=6, cattle=2, donkey=1)


def test_forest_stables_hold_one_wild_boar_only(build):
    b = build().stable(0, "F1R1", "F2R1")
    assert fits(b, wild_boar=4)                        # 2 stables + the dwelling pair
    assert not fits(b, wild_boar=5)
    assert not fits(b, sheep=3)


def test_meadow_stable_holds_one_animal_of_any_kind(build):
    b = build().tiles(0, F3R4="meadow").stable(0, "F3R4")
    assert fits(b, cattle=1, sheep=2)
    assert not fits(b, cattle=2, sheep=2)


def test_mines_hold_one_donkey_each(build):
    b = build().tiles(0, M2R4="ore_mine", M2R3="deep_tunnel", M3R4="ruby_mine")
    assert fits(b, donkey=4)
    assert not fits(b, donkey=5)
    assert count(b.rules, b.s, 0, "donkey_in_ore_mine") == 1
    assert count(b.rules, b.s, 0, "donkey_in_mine") == 2


def test_breakfast_room_holds_three_cattle(build):
    b = build().furnish(0, "M1R3", "breakfast_room")
    assert fits(b, cattle=5)
    assert not fits(b, cattle=6)
    assert not fits(b, cattle=3, sheep=3)


def test_cuddle_room_holds_sheep_up_to_the_dwarfs(build):
    b = build().furnish(0, "M1R3", "cuddle_room")
    assert fits(b, sheep=4)
    assert not fits(b, sheep=5)
    b.pl()["dwarfs"].append({"w": 0, "at": None, "new": True})   # a newborn counts
    assert fits(b, sheep=5)


def test_stubble_room_uses_unsown_fields(build):
    b = build().furnish(0, "M1R3", "stubble_room").tiles(0, F3R4="field", F3R3="field")
    assert fits(b, cattle=1, donkey=1, sheep=2)
    b.pl()["crops"]["F3R4"] = {"grain": 3}
    assert not fits(b, cattle=1, donkey=1, sheep=2)


def test_large_pasture_doubles_with_each_stable(build):
    b = build().large(0, "F3R4", "F3R3")
    assert fits(b, donkey=6) and not fits(b, donkey=7)
    b.stable(0, "F3R4")
    assert fits(b, donkey=10) and not fits(b, donkey=11)
    b.stable(0, "F3R3")
    assert fits(b, donkey=18) and not fits(b, donkey=19)


def test_mixed_dwelling_pair(build):
    b = build().furnish(0, "M1R3", "mixed_dwelling")
    assert fits(b, sheep=2, cattle=2)
    assert not fits(b, sheep=2, cattle=2, donkey=1)


def test_arrangement_for_the_view(build):
    b = build().tiles(0, F3R4="meadow", F3R3="small_pasture").stable(0, "F1R1")
    b.goods(0, dog=1, sheep=2, wild_boar=1, cattle=2, donkey=2)
    plan = b.rules.arrangement(b.s, 0)
    assert plan["left"] == {}
    assert plan["dedicated"] == {"wild_boar": 1}
    assert sum(x["n"] for x in plan["shared"]) == 6


def test_gaining_too_many_animals_asks_what_to_give_up(build):
    b = build(n=3).turn(0).goods(0, sheep=2, food=0)
    b.space("sheep_farming", sheep=3)
    b.m.invalidate()
    b.place("sheep_farming")
    if b.kind == "flow":                      # no fence or stable is affordable: straight to the sheep
        b.choose({"act": "skip", "path": [0]})
    assert b.kind == "overflow"
    assert b.real() == [{"act": "release", "animal": "sheep"}]
    assert {"act": "convert", "id": "food.sheep"} in b.m.pending.options
    b.choose({"act": "convert", "id": "food.sheep"})
    assert b.kind == "overflow"
    b.choose({"act": "release", "animal": "sheep"})
    assert b.kind == "overflow"                # 3 sheep, room for 2
    b.choose({"act": "convert", "id": "food.sheep"})
    assert b.kind != "overflow"
    assert b.pl()["animals"]["sheep"] == 2 and b.pl()["goods"]["food"] >= 1
    assert not b.rules.check(b.s)


def test_overflow_keeps_the_most_animals(build):
    b = build(n=3).turn(0)
    b.goods(0, sheep=2)
    b.arrive(0, donkey=1)
    assert b.kind == "overflow"
    assert b.real() == [{"act": "release", "animal": "donkey"}]    # never break up the pair


def test_animals_on_board_stand_where_they_are_housed(rules):
    """For drawing: every animal of one best arrangement gets a cell (or None when it does not
    fit), farm animals only where that kind of room is, and the counts add up."""
    from boardgames.engine.playout import play
    from boardgames.games.caverna import animals as A
    checked = 0

    def look(match, step):
        nonlocal checked
        s = match.state
        for p, pl in enumerate(s["players"]):
            spots = rules.animals_on_board(s, p)
            for kind in A.FARM + ("dog",):
                assert sum(c.get(kind, 0) for c in spots.values()) == pl["animals"][kind], (kind, spots)
            for cell, there in spots.items():
                if cell is None:
                    continue
                assert cell in pl["tiles"] or cell in pl["stables"] or cell in pl["furn"], (cell, spots)
                farm = [k for k in there if k != "dog" and there[k]]
                assert len(farm) <= 1 or cell in pl["furn"], (cell, there)
            checked += 1

    for seed, n in ((1, 2), (2, 4)):
        play(rules, n, seed, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    assert checked > 200


def test_fencing_two_herded_meadows_into_one_pasture_checks_the_housing(build):
    """Two meadows each with 2 dogs hold 3 sheep each; one large pasture over both is a single
    herding unit (4 dogs: 5 sheep), so the sheep no longer fit and the housing is checked."""
    b = build(n=2).tiles(0, F3R4="meadow", F2R4="meadow").goods(0, dog=4, sheep=8)
    s = b.s
    assert b.rules.fits(s, 0)
    H.build_pasture(b.rules, Ctx(s), s, 0, "large_pasture", ["F2R4", "F3R4"])
    assert 0 in s["check"] and not b.rules.fits(s, 0)
