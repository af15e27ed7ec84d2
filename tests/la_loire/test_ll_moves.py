"""Moving the merchant and the messenger: exactly horses + 1 spaces, horses left behind or
taken (one a turn), the heading kept until a city, any road away from a city (also passing
through), both pieces each turn in either order, and refusals."""
from __future__ import annotations

from boardgames.games.la_loire.board import Board

from ll_helpers import done


def dests(b, piece, horses):
    return {o["to"] for o in b.opts(piece=piece, horses=horses)}


def test_a_piece_moves_exactly_its_horses_plus_one(build):
    b = build(2).turn(0).lying("nantes", 0)
    assert dests(b, "merchant", 2) == {"tours", "chinon"}           # 3 spaces down either road
    assert dests(b, "merchant", 1) == {"langeais", "montsoreau"}    # one horse left behind
    assert dests(b, "merchant", 0) == {"angers", "saumur"}          # no horse: one space
    assert not b.opts(piece="merchant", horses=3)                   # nothing lies in Nantes to take
    assert dests(b, "messenger", 2) == {"blois", "villandry"}       # from Orléans, westwards


def test_horses_left_behind_lie_on_the_space_for_anyone(build):
    b = build(2).turn(0).lying("nantes", 0)
    b.choose({"act": "move", "piece": "merchant", "horses": 0, "to": "angers"}).ok()
    assert b.s["horses"]["nantes"] == 2 and b.pl(0)["merchant"] == {"at": "angers", "horses": 0, "to": "orleans"}
    assert "horses_left" in b.logs()
    b.turn(1)
    assert dests(b, "merchant", 3) == {"vendome", "usse"}            # player 1 takes one of them


def test_a_lying_horse_is_taken_before_moving_at_most_one_a_turn(build):
    b = build(2).lying("nantes", 2).piece(0, "messenger", "nantes", horses=2).turn(0)
    b.choose({"act": "move", "piece": "merchant", "horses": 3, "to": "vendome"}).ok()
    assert b.s["horses"]["nantes"] == 1 and b.pl(0)["merchant"]["horses"] == 3
    done(b) if b.kind == "act" else None
    assert b.kind == "turn"
    assert not b.opts(piece="messenger", horses=3)                   # one horse taken this turn already
    assert b.why({"act": "move", "piece": "messenger", "horses": 3, "to": "blois"}) == "horses_taken"


def test_the_groom_takes_a_second_horse(build):
    b = build(2).lying("nantes", 2).piece(0, "messenger", "nantes", horses=2).character(0, "groom").turn(0)
    b.choose({"act": "move", "piece": "merchant", "horses": 3, "to": "vendome"})
    if b.kind == "act":
        done(b)
    assert b.opts(piece="messenger", horses=3)


def test_the_heading_is_kept_until_a_city(build):
    b = build(2).piece(0, "messenger", "blois", horses=1, to="nantes").turn(0)
    assert dests(b, "messenger", 1) == {"tours"}                     # westwards only
    assert dests(b, "messenger", 0) == {"vendome"}
    b = build(2).piece(0, "messenger", "blois", horses=1, to="orleans").turn(0)
    assert dests(b, "messenger", 1) == {"beaugency"}


def test_a_piece_passing_through_a_city_takes_any_road_away_from_it(build):
    b = build(2).piece(0, "messenger", "beaugency", horses=2, to="orleans").turn(0).lying("beaugency", 0)
    assert dests(b, "messenger", 2) == {"talcy", "amboise"}          # Orléans, then back west on either road
    assert dests(b, "messenger", 0) == {"orleans"}
    b.choose({"act": "move", "piece": "messenger", "horses": 2, "to": "amboise"}).ok()
    assert b.pl(0)["messenger"]["to"] == "nantes"


def test_a_piece_in_a_city_has_no_heading(build):
    b = build(2).piece(0, "messenger", "beaugency", horses=0, to="orleans").turn(0)
    b.choose({"act": "move", "piece": "messenger", "horses": 0, "to": "orleans"}).ok()
    assert b.pl(0)["messenger"] == {"at": "orleans", "horses": 0, "to": None}


def test_both_pieces_move_each_turn_in_either_order(build):
    b = build(2).turn(0)
    b.choose({"act": "move", "piece": "messenger", "horses": 2, "to": "blois"})
    while b.kind == "act":
        done(b)
    assert {o["piece"] for o in b.m.pending.options} == {"merchant"}
    assert b.why({"act": "move", "piece": "messenger", "horses": 2, "to": "tours"}) == "moved_already"
    b.choose(b.opts(piece="merchant")[0])
    while b.m.pending.player == 0 and b.kind != "turn":
        done(b)
    assert b.m.pending.player == 1


def test_move_refusals(build):
    b = build(2).turn(0).lying("nantes", 0)
    assert b.why({"act": "move", "piece": "merchant", "horses": 5, "to": "blois"}) == "too_many_horses"
    assert b.why({"act": "move", "piece": "merchant", "horses": 3, "to": "vendome"}) == "no_lying_horse"
    assert b.why({"act": "move", "piece": "merchant", "horses": 2, "to": "angers"}) == "unreachable"
    assert b.why({"act": "move", "piece": "merchant", "horses": -1, "to": "angers"}) == "bad_horses"
    assert b.why({"act": "move", "piece": "boat", "horses": 1, "to": "angers"}) == "move_a_piece"
    assert b.why({"act": "buy", "good": "wine"}) == "move_a_piece"


def test_the_same_space_with_two_headings_names_the_heading():
    """A map whose roads differ in length can bring a piece to one village with either heading
    in the same number of spaces; the option then says which (`toward`)."""
    board = Board({"cities": [{"id": "a", "x": 0, "y": 0}, {"id": "b", "x": 1, "y": 1}],
                   "villages": [{"id": v, "good": "wood", "x": 0.5, "y": 0.5} for v in ("v1", "w1", "w2", "w3")],
                   "roads": [{"id": "short", "from": "a", "villages": ["v1"], "to": "b"},
                             {"id": "long", "from": "a", "villages": ["w1", "w2", "w3"], "to": "b"}]})
    four = board.stops("v1", "b", 4)
    assert ("w1", "b") in four and ("w1", "a") in four
    assert board.stops("a", None, 1) == [("v1", "b"), ("w1", "b")]
