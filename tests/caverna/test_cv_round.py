"""The round: reveal, replenish, placement order, imitation, returning home, harvests."""
from __future__ import annotations

import pytest

from boardgames.engine.rules import Ctx
from boardgames.games.caverna import harvest, rounds
from boardgames.games.caverna import home as H

from cv_helpers import advance, idle


def test_wish_for_children_turns_urgent_when_family_life_is_revealed(build):
    b = build(n=3, seed=2)
    s = b.s
    s["spaces"]["wish_for_children"] = {"goods": {}, "occ": None, "protected": False}
    s["cards"]["4"] = "wish_for_children"
    s["deck"].remove("family_life")
    s["deck"].insert(0, "family_life")
    s["round"] = 6
    s["tasks"] = []
    rounds.start_round(b.rules, Ctx(s), s)
    assert s["cards"]["7"] == "family_life"
    assert "wish_for_children" not in s["spaces"] and "urgent_wish_for_children" in s["spaces"]
    assert s["cards"]["4"] == "urgent_wish_for_children"


def refill(b, sid, before):
    s = b.s
    s["spaces"][sid]["goods"] = dict(before)
    s["round"] = 5
    rounds.replenish(b.rules, Ctx(s), s)
    return s["spaces"][sid]["goods"]


def test_replenish_forms(build):
    b = build(n=2)
    assert refill(b, "logging_13", {}) == {"wood": 3}                 # 3(1): empty -> 3
    assert refill(b, "logging_13", {"wood": 3}) == {"wood": 4}        # otherwise +1
    assert refill(b, "ore_mining_13", {}) == {"ore": 2}
    b4 = build(n=4)
    assert refill(b4, "sustenance_47", {}) == {"grain": 1}            # 1 grain (1 vegetable)
    assert refill(b4, "sustenance_47", {"grain": 1}) == {"grain": 1, "vegetable": 1}
    assert refill(b4, "excavation_47", {"stone": 2}) == {"stone": 3}
    b3 = build(n=3)
    assert refill(b3, "strip_mining", {"ore": 1}) == {"ore": 1, "stone": 1}


def test_two_players_get_no_ruby_in_rounds_one_and_two(build):
    b = build(n=2)
    assert b.s["spaces"]["ruby_mining"]["goods"] == {}
    b3 = build(n=3)
    assert b3.s["spaces"]["ruby_mining"]["goods"] == {"ruby": 1}
    s = b.s
    s["round"] = 2
    rounds.replenish(b.rules, Ctx(s), s)
    assert s["spaces"]["ruby_mining"]["goods"] == {}
    s["round"] = 3
    rounds.replenish(b.rules, Ctx(s), s)
    assert s["spaces"]["ruby_mining"]["goods"] == {"ruby": 1}


def test_solo_clears_spaces_over_six_unless_protected(build):
    b = build(n=1)
    s = b.s
    s["spaces"]["logging_13"]["goods"] = {"wood": 6}       # +1 -> 7 > 6
    s["spaces"]["wood_gathering"]["goods"] = {"wood": 6}
    s["spaces"]["ore_mining_13"]["goods"] = {"ore": 5}      # +1 -> 6: kept
    b.goods(0, ruby=1)
    s["round"] = 4
    b.turn(0)
    rounds.replenish(b.rules, Ctx(s), s)
    b.m.invalidate()
    assert b.kind == "protect"
    assert b.real() == [{"space": "logging_13"}, {"space": "wood_gathering"}, {"act": "done"}]
    b.choose({"space": "logging_13"})        # no ruby left: "done" is all that remains, and is automatic
    assert b.kind == "place"
    assert s["spaces"]["logging_13"]["goods"] == {"wood": 7}
    assert s["spaces"]["wood_gathering"]["goods"] == {}
    assert s["spaces"]["ore_mining_13"]["goods"] == {"ore": 6}
    assert b.pl()["goods"]["ruby"] == 0


def test_dwarfs_go_out_in_weapon_order_unless_a_ruby_is_paid(build):
    b = build(n=2).turn(0).dwarfs(0, 3, 0).refresh()
    places = b.opts(act="place", space="wood_gathering")
    assert places == [{"act": "place", "space": "wood_gathering", "dwarf": 1}]
    b.goods(0, ruby=1).refresh()
    places = b.opts(act="place", space="wood_gathering")
    assert {"act": "place", "space": "wood_gathering", "dwarf": 0, "ruby": True} in places
    b.choose({"act": "place", "space": "wood_gathering", "dwarf": 0, "ruby": True})
    assert b.pl(0)["goods"]["ruby"] == 0 and b.pl(0)["dwarfs"][0]["at"] == "wood_gathering"


def test_turns_go_clockwise_and_players_without_dwarfs_are_skipped(build):
    b = build(n=3, seed=3).turn(0)
    b.dwarfs(1, 0)          # player 1 has a single dwarf this round
    b.pl(1)["dwarfs"].append({"w": 0, "at": "x", "new": True})
    b.m.invalidate()
    order = []
    while b.s["phase"] == "work" and len(order) < 5:
        order.append(b.m.pending.player)
        b.place(b.real()[0]["space"])
        advance(b, idle)
    assert order == [0, 1, 2, 0, 2]


def test_imitation_costs_food_and_never_copies_own_or_starting_player(build):
    b = build(n=4, seed=1).turn(1)
    b.place("starting_player_47", p=1)
    advance(b, idle)
    b.turn(2).goods(2, food=2)
    b.m.invalidate()
    assert not b.opts(act="place", space="imitation_47")        # Starting player cannot be imitated
    b.turn(3)
    b.m.invalidate()
    b.place("logging_47", p=3)
    advance(b, idle)
    b.turn(2)
    b.m.invalidate()
    # Logging's wood is gone and an unarmed dwarf cannot go on its expedition: nothing to imitate
    assert not b.opts(act="place", space="imitation_47")
    b.dwarfs(2, 2, 2)
    b.m.invalidate()
    b.place("imitation_47", p=2)
    assert b.s["players"][2]["goods"]["food"] == 0
    assert b.kind == "expedition"                                 # Logging's level-1 expedition
    b.choose({"loot": "wood"})
    assert b.pl(2)["dwarfs"][0]["w"] == 3
    assert b.s["spaces"]["imitation_47"]["occ"] == [2, 0]


def test_imitation_needs_its_food_and_a_target(build):
    b = build(n=4, seed=1).turn(1)
    b.goods(1, food=5)
    b.m.invalidate()
    assert not b.opts(act="place", space="imitation_47")        # nobody has placed a dwarf yet
    b.place("growth", p=1)                                        # no room to grow: takes the goods
    advance(b, idle)
    b.turn(2).goods(2, food=1)
    b.m.invalidate()
    assert not b.opts(act="place", space="imitation_47")        # 1 food is too little
    b.goods(2, food=2)
    b.m.invalidate()
    assert b.opts(act="place", space="imitation_47")
    b.place("imitation_47", p=2)
    advance(b, idle)
    pl = b.pl(2)
    assert pl["goods"]["food"] == 1 and pl["goods"]["gold"] == 2 and pl["goods"]["ore"] == 1


@pytest.mark.parametrize("round_,kind", [(1, "none"), (2, "none"), (3, "harvest"), (4, "feed_one"), (5, "harvest")])
def test_harvest_in_the_first_five_rounds(build, round_, kind):
    b = build(n=3)
    assert rounds._harvest_kind(b.rules, Ctx(b.s), b.s, round_) == kind


def test_red_markers_in_reveal_order(build):
    b = build(n=3)
    s = b.s
    s["markers"] = {str(r): c for r, c in zip(range(6, 13), ["red", "green", "red", "green", "red", "green", "green"])}
    kinds = [rounds._harvest_kind(b.rules, Ctx(s), s, r) for r in range(6, 13)]
    assert kinds == ["none", "harvest", "feed_one", "harvest", "skip_one", "harvest", "harvest"]


def test_feeding_newborns_eat_one_and_missing_food_begs(build):
    b = build(n=2)
    s = b.s
    pl = b.pl(0)
    pl["dwarfs"].append({"w": 0, "at": None, "new": True})
    b.goods(0, food=3)
    task = {"t": "feed", "p": 0, "per": 2, "new": 1}
    assert harvest.need(b.rules, s, 0, task) == 5
    harvest.feed(b.rules, Ctx(s), s, task, {"act": "feed"})
    assert pl["goods"]["food"] == 0 and pl["begging"] == 2


def test_a_player_may_beg_rather_than_pay(build):
    """The rulebook: a player who cannot, or does not want to, pay takes begging markers. The
    feeding offers keeping 1..k food (k: what could be paid) for as many more markers."""
    b = build(n=2)
    s = b.s
    pl = b.pl(0)
    b.goods(0, food=3)
    task = {"t": "feed", "p": 0, "per": 2, "new": 1}
    opts = harvest.feed_options(b.rules, s, task)
    assert [o.get("keep", 0) for o in opts if o["act"] == "feed" and "with" not in o] == [0, 1, 2, 3]
    harvest.feed(b.rules, Ctx(s), s, task, {"act": "feed", "keep": 2})
    assert pl["goods"]["food"] == 2 and pl["begging"] == 3      # paid 1 of 4, begged for 3


def test_round_four_feeds_one_per_dwarf(build):
    b = build(n=2)
    task = {"t": "feed", "p": 0, "per": 1, "new": 1}
    b.pl(0)["dwarfs"].append({"w": 0, "at": None, "new": True})
    assert harvest.need(b.rules, b.s, 0, task) == 3


def test_breeding_one_newborn_per_type_with_room(build):
    b = build(n=2)
    s = b.s
    b.tiles(0, F3R4="small_pasture", F3R3="small_pasture")
    b.goods(0, sheep=2, donkey=2, cattle=2)         # room: dwelling 2 + pastures 2 + 2
    sets = H.breeding_sets(b.rules, s, 0)
    assert sets == []                                  # no newborn fits anywhere
    b.stable(0, "F3R4")                                # pasture of 4
    sets = H.breeding_sets(b.rules, s, 0)
    assert sets == [(0,), (1,), (3,)]                 # room for one newborn: the player picks
    H.breed(b.rules, Ctx(s), s, 0, list(sets[0]))
    assert sum(b.pl(0)["animals"][a] for a in ("sheep", "donkey", "cattle")) == 7
    assert b.rules.fits(s, 0)
    b.goods(0, wild_boar=1)
    assert all(3 not in x for x in H.breeding_sets(b.rules, s, 0))   # a single boar never breeds


def test_a_full_round_returns_dwarfs_home_and_moves_on(build):
    b = build(n=2, seed=4)
    advance(b, lambda s: s["round"] == 2)
    s = b.s
    assert all(d["at"] is None for pl in s["players"] for d in pl["dwarfs"])
    assert all(sp["occ"] is None for sp in s["spaces"].values())
    assert s["phase"] == "work" and len(s["cards"]) == 2
