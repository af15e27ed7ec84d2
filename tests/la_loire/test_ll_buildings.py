"""Building from a city, one a turn: farms (cost, any empty village, the circus village
included, balanced over the roads), monasteries and castles on one's own farms, palace cards
of the city, the pieces each player has; refusals."""
from __future__ import annotations

from ll_helpers import NORTH, SOUTH


def in_city(build, p=0, city="nantes", money=30, wood=3):
    return build(2).money(p, money).goods(p, wood=wood).stop(p, "merchant", city)


def test_a_farm_costs_four_and_a_wood_and_goes_on_any_empty_village(build):
    b = in_city(build).building("tours", 1)
    spots = {o["at"] for o in b.opts(act="build", what="farm")}
    assert spots == (set(NORTH) | set(SOUTH)) - {"tours"}              # the circus village (Ussé) too
    b.choose({"act": "build", "what": "farm", "at": "usse"}).ok()
    assert b.s["buildings"]["usse"] == {"p": 0, "kind": "farm"}
    assert b.pl(0)["money"] == 26 and b.pl(0)["goods"] == {"wood": 2} and b.s["supply"]["wood"] == 8
    assert not b.opts(act="build") and b.why({"act": "build", "what": "farm", "at": "blois"}) == "built_this_turn"


def test_the_balance_rule_spreads_farms_over_both_roads(build):
    b = in_city(build).building("tours", 0)
    spots = {o["at"] for o in b.opts(act="build", what="farm")}
    assert spots == set(SOUTH)                                          # one north, none south: south first
    assert b.why({"act": "build", "what": "farm", "at": "blois"}) == "balance"
    b = in_city(build).building("tours", 0).building("chinon", 0)
    assert {o["at"] for o in b.opts(act="build", what="farm")} == (set(NORTH) | set(SOUTH)) - {"tours", "chinon"}


def test_a_monastery_replaces_ones_own_farm_and_a_castle_adds_a_tower(build):
    b = in_city(build).building("tours", 0).building("chinon", 1)
    assert b.opts(act="build", what="monastery") == [{"act": "build", "what": "monastery", "at": "tours"}]
    assert b.opts(act="build", what="castle") == [{"act": "build", "what": "castle", "at": "tours"}]
    b.choose({"act": "build", "what": "monastery", "at": "tours"}).ok()
    assert b.s["buildings"]["tours"] == {"p": 0, "kind": "monastery"} and b.pl(0)["money"] == 26
    assert b.pl(0)["goods"] == {"wood": 1}
    b = in_city(build).building("tours", 0)
    b.choose({"act": "build", "what": "castle", "at": "tours"})
    assert b.s["buildings"]["tours"] == {"p": 0, "kind": "castle"} and b.pl(0)["money"] == 24


def test_upgrades_only_on_ones_own_farm(build):
    b = in_city(build).building("tours", 1).building("chinon", 0, "castle")
    assert not b.opts(act="build", what="monastery") and not b.opts(act="build", what="castle")
    assert b.why({"act": "build", "what": "castle", "at": "tours"}) == "needs_own_farm"
    assert b.why({"act": "build", "what": "monastery", "at": "chinon"}) == "needs_own_farm"


def test_building_costs(build):
    b = in_city(build, wood=0)
    assert not b.opts(act="build", what="farm")
    assert b.why({"act": "build", "what": "farm", "at": "tours"}) == "building_cost"
    b = in_city(build, money=3)
    assert b.why({"act": "build", "what": "palace", "card": "harbour_nantes"}) == "building_cost"


def test_pieces_run_out(build):
    b = in_city(build)
    for v in NORTH[:3] + SOUTH[:2]:
        b.building(v, 0)
    assert not b.opts(act="build", what="farm")                         # five farms on the board
    assert b.why({"act": "build", "what": "farm", "at": "saumur"}) != "balance"
    assert b.why({"act": "build", "what": "farm", "at": "chinon"}) == "no_tokens"
    b = in_city(build).building("tours", 0).building("chinon", 0)
    b.building("blois", 0, "monastery").building("amboise", 0, "monastery").building("talcy", 0, "monastery")
    assert not b.opts(act="build", what="monastery")                    # three monasteries out


def test_a_monastery_gives_its_farm_piece_back(build):
    b = in_city(build)
    for v in NORTH[:2] + SOUTH[:2]:
        b.building(v, 0)
    b.building("tours", 0, "monastery")
    assert b.opts(act="build", what="farm")                             # four farms out, the fifth free


def test_a_palace_card_of_this_city_once_each(build):
    b = in_city(build)
    cards = {o["card"] for o in b.opts(act="build", what="palace")}
    assert cards == {"market_hall_nantes", "post_office_nantes", "harbour_nantes", "treasury_nantes"}
    assert b.why({"act": "build", "what": "palace", "card": "harbour_orleans"}) == "palace_elsewhere"
    b.choose({"act": "build", "what": "palace", "card": "harbour_nantes"}).ok()
    assert b.pl(0)["palaces"] == [{"id": "harbour_nantes", "fresh": True}] and b.pl(0)["money"] == 26
    assert b.s["palace_supply"]["harbour_nantes"] == 1
    b = in_city(build).palace(0, "harbour_nantes")
    assert b.why({"act": "build", "what": "palace", "card": "harbour_nantes"}) == "palace_held"
    b = build(3).palace(1, "harbour_nantes").palace(2, "harbour_nantes").money(0, 9).stop(0, "merchant", "nantes")
    assert b.why({"act": "build", "what": "palace", "card": "harbour_nantes"}) == "palace_gone"


def test_build_refusals(build):
    b = in_city(build).building("tours", 1)
    assert b.why({"act": "build", "what": "farm", "at": "tours"}) == "village_built"
    assert b.why({"act": "build", "what": "farm", "at": "nantes"}) == "not_a_village"
    assert b.why({"act": "build", "what": "tower", "at": "tours"}) == "not_a_building"
    assert b.why({"act": "build", "what": "palace", "card": "throne"}) == "no_such_palace"
