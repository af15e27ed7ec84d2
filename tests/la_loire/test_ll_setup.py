"""Set-up per player count, and the turn's start: the tax of a merchant leaving a city."""
from __future__ import annotations

from collections import Counter

import pytest

from ll_helpers import NORTH, SOUTH

SMALL = {"montsoreau", "usse", "amboise", "langeais", "vendome", "talcy"}
LARGE = {"saumur", "chinon", "villandry", "cheverny", "angers", "tours", "blois", "beaugency"}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_per_player_count(build, rules, n):
    b = build(n).ok()
    s = b.s
    for pl in s["players"]:
        assert pl["money"] == 7 and pl["boat"] == 0 and pl["goods"] == {} and pl["characters"] == []
        assert pl["merchant"] == {"at": "nantes", "horses": 2, "to": None}
        assert pl["messenger"] == {"at": "orleans", "horses": 2, "to": None}
        assert len(pl["messages"]) == 1 and pl["messages"][0]["level"] == 1 and pl["messages"][0]["open"]
    lying = {v for v, k in s["horses"].items() if k}
    assert lying == (SMALL if n <= 2 else LARGE) and all(k == 1 for k in s["horses"].values() if k)
    assert s["circus"] == "usse" and sorted(s["market"]) == sorted(rules.shield_colours)
    assert {k: len(d) for k, d in s["decks"].items()} == {"1": 14 - n, "2": 12, "3": 10, "4": 6}
    supply = s["character_supply"]
    assert supply["apprentice"] == supply["mayor"] == n
    assert supply["lord"] == 1 and supply["groom"] == (1 if n <= 2 else 2)
    assert s["end"] is None and 0 <= s["first"] < n and b.m.pending.player == s["first"]


def test_shields_two_of_each_colour_and_no_neighbours_alike(rules):
    from game_support import new_match
    for seed in range(30):
        s = new_match(rules, 2, seed=seed).state
        assert Counter(s["shields"].values()) == {c: 2 for c in rules.shield_colours}
        for road in (NORTH, SOUTH):
            assert all(s["shields"][a] != s["shields"][b] for a, b in zip(road, road[1:]))


def test_the_market_row_is_dealt_at_random(rules):
    from game_support import new_match
    rows = {tuple(new_match(rules, 2, seed=seed).state["market"]) for seed in range(10)}
    assert len(rows) > 5


def test_the_first_player_moves_either_piece(build):
    b = build(2).turn(0)
    pieces = {o["piece"] for o in b.m.pending.options}
    assert pieces == {"merchant", "messenger"} and b.kind == "turn"


# --- the tax when the merchant leaves a city --------------------------------------------------------
def test_a_poor_merchant_stays_in_the_city_and_the_turn_ends(build):
    b = build(2).money(0, 4).start_turn(0)
    assert b.pl(0)["money"] == 5 and b.pl(0)["merchant"]["at"] == "nantes"
    assert "too_poor" in b.logs() and b.m.pending.player == 1
    b.ok()


def test_money_above_ten_goes_to_the_bank_leaving_a_city(build):
    b = build(2).money(0, 17).start_turn(0)
    assert b.pl(0)["money"] == 10 and "tax" in b.logs() and b.m.pending.player == 0


def test_between_five_and_ten_no_tax(build):
    for money in (5, 10):
        b = build(2).money(0, money).start_turn(0)
        assert b.pl(0)["money"] == money and b.m.pending.player == 0


def test_no_tax_when_the_merchant_is_not_in_a_city(build):
    b = build(2).piece(0, "merchant", "tours").money(0, 30).start_turn(0)
    assert b.pl(0)["money"] == 30
    b = build(2).piece(0, "merchant", "tours").money(0, 2).start_turn(0)
    assert b.pl(0)["money"] == 2 and b.m.pending.player == 0


def test_the_banker_keeps_fifteen(build):
    b = build(2).character(0, "banker").money(0, 20).start_turn(0)
    assert b.pl(0)["money"] == 15


def test_a_treasury_keeps_more_only_in_its_city(build):
    b = build(2).palace(0, "treasury_orleans").money(0, 20).start_turn(0)
    assert b.pl(0)["money"] == 10                       # the merchant is in Nantes
    b = build(2).palace(0, "treasury_nantes").money(0, 20).start_turn(0)
    assert b.pl(0)["money"] == 15


def test_a_palace_works_from_its_owners_next_turn(build):
    b = build(2).palace(0, "treasury_nantes", fresh=True).money(0, 20)
    b.s["players"][0]["palaces"][0]["fresh"] = True
    b.start_turn(0)                                     # the turn starts: the card is no longer fresh
    assert b.pl(0)["money"] == 15


def test_a_broken_count_is_reported_once(build, rules):
    """A piece on fewer than no horses, goods fewer than none: zones.yaml's conservation says
    so, and the game's invariants do not say it again."""
    b = build()
    s = b.s
    s["players"][0]["merchant"]["horses"] -= 5
    s["horses"]["angers"] += 5
    s["players"][0]["goods"]["wood"] = -1
    s["supply"]["wood"] += 1
    assert sorted(rules.check(s)) == ["players.0.goods holds -1 wood", "players.0.merchant.horses holds -3 horse"]


def test_the_market_row_holds_each_shield_tile_once(build, rules):
    """zones.yaml's shield tiles: a row with one colour twice and another missing is reported."""
    b = build()
    row = b.s["market"]
    lost = row[1]
    row[1] = row[0]
    found = rules.check(b.s)
    assert f"shield_tile {row[0]} is not accounted for: found 2 (in market, market), the game has 1" in found
    assert f"shield_tile {lost} is not accounted for: found 0 (in nowhere), the game has 1" in found


def test_a_character_or_palace_card_held_twice_is_reported(build, rules):
    """zones.yaml's `distinct`: a player holds one card of each character and palace card."""
    b = build()
    s = b.s
    s["character_supply"]["groom"] -= 2
    s["players"][0]["characters"] += ["groom", "groom"]
    s["palace_supply"]["harbour_nantes"] -= 2
    s["players"][1]["palaces"] += [{"id": "harbour_nantes", "fresh": False}] * 2
    found = rules.check(s)
    assert "players.0 holds a character twice: ['groom', 'groom']" in found
    assert "players.1 holds a palace_card twice: ['harbour_nantes', 'harbour_nantes']" in found
