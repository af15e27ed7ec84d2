"""A player's own arrangement of animals: moves checked by the rules, kept up to date as the
animals change, and the animals left out of the pens turned into the releases they mean."""
from __future__ import annotations

from boardgames.engine.rules import Ctx
from boardgames.games.caverna import home as H


def herd(b, p=0, **animals):
    b.goods(p, **{a: animals.get(a, 0) for a in ("dog", "sheep", "donkey", "wild_boar", "cattle")})
    return b.rules.animals_on_board(b.s, p)


def test_a_herd_moves_to_an_empty_pasture(build):
    b = build().tiles(0, F3R4="small_pasture")
    layout = herd(b, sheep=2)
    src = next(c for c, t in layout.items() if t.get("sheep"))
    dst = "M1R4" if src == "F3R4" else "F3R4"
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", src, dst)
    assert why is None and new == {dst: {"sheep": 2}}
    assert b.rules.animals_on_board(b.s, 0, prefer=new) == new      # the player's own layout is kept


def test_a_room_refuses_the_wrong_kind_with_a_reason(build):
    b = build().stable(0, "F1R1")
    layout = herd(b, sheep=2)
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", "M1R4", "F1R1")
    assert new is None and why["key"] == "caverna.why.pen_only"
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", "M1R4", "M2R2")     # bare mountain
    assert new is None and why["key"] == "caverna.why.pen_no_room"


def test_two_herds_swap_places(build):
    b = build().tiles(0, F3R4="small_pasture")
    layout = {"M1R4": {"sheep": 2}, "F3R4": {"wild_boar": 2}}
    b.goods(0, sheep=2, wild_boar=2)
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", "M1R4", "F3R4")
    assert why is None and new == {"M1R4": {"wild_boar": 2}, "F3R4": {"sheep": 2}}


def test_as_many_as_fit_move_and_the_rest_stay(build):
    b = build().tiles(0, F3R4="meadow").stable(0, "F3R4")
    layout = {"M1R4": {"sheep": 2}}
    b.goods(0, sheep=2)
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", "M1R4", "F3R4")
    assert why is None and new == {"M1R4": {"sheep": 1}, "F3R4": {"sheep": 1}}


def test_a_large_pasture_is_one_place_under_either_cell(build):
    b = build().tiles(0, F3R4="meadow", F2R4="meadow")
    H.build_pasture(b.rules, Ctx(b.s), b.s, 0, "large_pasture", ["F2R4", "F3R4"])
    layout = {"M1R4": {"cattle": 2}}
    b.goods(0, cattle=2)
    new, why = b.rules.pen_move(b.s, 0, layout, "cattle", "M1R4", "F3R4")
    key = b.s["players"][0]["large"][0][0]
    assert why is None and new == {key: {"cattle": 2}}


def test_dogs_let_more_sheep_onto_a_meadow(build):
    b = build().tiles(0, F3R4="meadow")
    b.goods(0, dog=2, sheep=3)
    layout = {"F3R4": {"dog": 2}, "M1R4": {"sheep": 2}, None: {"sheep": 1}}
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", None, "F3R4")
    assert why is None and new == {"F3R4": {"dog": 2, "sheep": 1}, "M1R4": {"sheep": 2}}
    more, why = b.rules.pen_move(b.s, 0, new, "sheep", "M1R4", "F3R4")
    assert why is None and more["F3R4"] == {"dog": 2, "sheep": 3}


def test_no_animal_may_be_left_out_while_all_fit(build):
    b = build()
    layout = herd(b, sheep=2)
    new, why = b.rules.pen_move(b.s, 0, layout, "sheep", "M1R4", None)
    assert new is None and why["key"] == "caverna.why.pen_keep_all"


def test_the_player_chooses_which_animals_go_when_not_all_fit(build):
    """Two sheep at home and a donkey arriving: the solver keeps the pair, but the player may
    keep the donkey in a pasture and the sheep at home; the confirm names what goes."""
    b = build(n=3).turn(0).tiles(0, F3R4="meadow").stable(0, "F3R4")
    b.goods(0, sheep=2, wild_boar=1)
    s = b.arrive(0, donkey=1).s
    assert b.kind == "overflow"
    layout = b.rules.animals_on_board(s, 0)
    assert sum(layout[None].values()) == 1
    left = next(iter(layout[None]))
    keep = "donkey" if left != "donkey" else "wild_boar"
    # put the animal that was left out on the meadow and the other out of the pens
    on_meadow = next(k for k in layout.get("F3R4", {}) if k != "dog")
    step, why = b.rules.pen_move(s, 0, layout, on_meadow, "F3R4", None)
    assert why is None
    step, why = b.rules.pen_move(s, 0, step, left, None, "F3R4")
    assert why is None and step["F3R4"] == {left: 1}
    options, why = b.rules.pen_releases(s, 0, step)
    assert why is None and options == [{"act": "release", "animal": on_meadow}]
    for o in options:
        assert b.m.choose(o) is None
    assert b.kind != "overflow"
    assert b.s["players"][0]["animals"][left] == 1 and b.s["players"][0]["animals"][on_meadow] == 0
    assert keep in ("donkey", "wild_boar")


def test_releases_refuse_a_layout_that_leaves_room_unused(build):
    b = build(n=3).turn(0)
    b.goods(0, sheep=2)
    s = b.arrive(0, donkey=1).s
    options, why = b.rules.pen_releases(s, 0, {None: {"sheep": 2, "donkey": 1}})
    assert options == [] and why["key"] == "caverna.why.pen_room_left"


def test_an_old_layout_follows_new_and_lost_animals(build):
    b = build().tiles(0, F3R4="small_pasture")
    b.goods(0, sheep=2, wild_boar=2)
    mine = {"M1R4": {"wild_boar": 2}, "F3R4": {"sheep": 2}}
    assert b.rules.animals_on_board(b.s, 0, prefer=mine) == mine
    b.goods(0, sheep=1, wild_boar=2)                    # a sheep eaten: the rest stay put
    assert b.rules.animals_on_board(b.s, 0, prefer=mine) == {"M1R4": {"wild_boar": 2}, "F3R4": {"sheep": 1}}
    b.goods(0, sheep=2, wild_boar=2, dog=1)             # a dog arrives: it lies at home
    got = b.rules.animals_on_board(b.s, 0, prefer=mine)
    assert got["F3R4"] == {"sheep": 2} and got["M1R4"] == {"wild_boar": 2, "dog": 1}
    b.goods(0, sheep=2, wild_boar=2, cattle=2)          # no room for cattle in this layout:
    got = b.rules.animals_on_board(b.s, 0, prefer=mine)  # the best arrangement instead
    assert got.get(None) == {"cattle": 2} or sum(got.get(None, {}).values()) == 2


def test_newborns_are_read_from_this_rounds_log(rules):
    log = [{"key": "caverna.log.breed", "p": 0, "args": {"animals": ["@caverna.good.sheep.name"]}},
           {"key": "caverna.log.round", "p": None, "args": {"n": 5}},
           {"key": "caverna.log.breed", "p": 0, "args": {"animals": ["@caverna.good.sheep.name",
                                                                     "@caverna.good.cattle.name"]}},
           {"key": "caverna.log.breed", "p": 1, "args": {"animals": ["@caverna.good.donkey.name"]}}]
    assert rules.newborns(log, 0) == {"sheep": 1, "cattle": 1}
    assert rules.newborns(log, 1) == {"donkey": 1}
    assert rules.newborns(log[:2], 0) == {}
