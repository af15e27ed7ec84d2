"""Board gestures (engine/gestures.py; the node types' forms, engine/handover.py): every
option but "done" is made on the map (a piece dragged, turned to the horses it moves with, or
a click), every listed move plays offered options (the other piece dragged during a stop is
"done" and its move), a gesture that fits no move is read back by the rules and refused in words, and the
way a piece goes (`Board.route`) is the one the move takes."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.gestures import Gesture, targets
from boardgames.engine.playout import check_gestures

from game_support import new_match
from ll_helpers import lively

DONE = {"act": "done"}


def gestures_agree(match) -> int:
    """Every option but "done" is a move's first or last step; a gesture that fits one move
    alone is read back by `meant` as that move's option (or as the move a lone "done" leads to)."""
    choice = match.pending
    moves = match.gestures()
    steps = [o for m in moves for o in (m.plan[0], m.plan[-1])]
    boat_ends = {m.gesture.to for m in moves if m.gesture.piece == ("boat",)}
    for o in choice.options:
        boats = sum(x.get("act") == "boat" for x in choice.options)
        if o == DONE or (o.get("act") == "boat" and len(boat_ends) < boats):
            continue
        assert o in steps, (choice.kind, o)
    for m in moves:
        assert match.gesture_refusal(m.gesture) is None
        if sum(x.gesture == m.gesture for x in moves) == 1:
            meant = match.rules.meant(match.state, choice, m.gesture)
            if m.plan == (DONE,):
                assert meant["act"] == "move" and meant["piece"] == m.gesture.piece[0], (m, meant)
            else:
                assert meant in (m.plan[0], m.plan[-1]), (m, meant)
    return len(moves)


@pytest.mark.parametrize("n", [1, 2, 4])
def test_gestures_hold_along_random_games(rules, n):
    total = 0
    for seed in range(2):
        match = new_match(rules, n, seed=seed)
        rnd = random.Random(seed)
        while match.pending is not None:
            total += check_gestures(match)
            gestures_agree(match)
            match.choose(lively(match, rnd))
    assert total > 500


def test_a_piece_is_turned_to_the_horses_it_moves_with(build):
    b = build(2).turn(0)
    b.piece(0, "merchant", "nantes", horses=1)
    b.lying("nantes", 1)
    moves = [m for m in b.m.gestures() if m.gesture.piece == ("merchant",)]
    assert {m.gesture.turn for m in moves} == {0, 1, 2}
    assert set(targets(moves, ("merchant",), 0)) == {("node", "angers"), ("node", "saumur")}
    assert set(targets(moves, ("merchant",), 2)) == {("node", "tours"), ("node", "chinon")}
    for m in moves:
        o = m.option
        assert m.gesture == Gesture(("merchant",), ("node", o["to"]), o["horses"])


def test_during_a_stop_the_other_piece_is_done_then_moved(build):
    b = build(2).money(0, 20).stop(0, "merchant", "tours")
    moves = [m for m in b.m.gestures() if m.gesture.piece == ("messenger",)]
    assert moves and all(m.plan[0] == DONE and m.plan[1]["piece"] == "messenger" for m in moves)
    assert not any(m.gesture.piece == ("merchant",) for m in b.m.gestures())
    # a messenger with one way to go: the stop's "done" alone, the engine moves it
    b = build(2).money(0, 20)
    b.piece(0, "messenger", "blois", horses=0, to="orleans")
    b.stop(0, "merchant", "tours")
    (only,) = [m for m in b.m.gestures() if m.gesture.piece == ("messenger",)]
    assert only.plan == (DONE,) and only.gesture.to == ("node", "talcy")
    b.choose(DONE)
    assert b.pl(0)["messenger"]["at"] == "talcy"


def test_clicks_and_drags_of_a_stop(build):
    b = build(2).money(0, 30).goods(0, wood=3, wine=1).stop(0, "merchant", "nantes")
    got = {(m.gesture.piece, m.gesture.to) for m in b.m.gestures()}
    assert (None, ("cargo", "wine")) in got and (None, ("cargo", "wood")) in got
    assert (("build", "farm"), ("node", "angers")) in got
    assert (("boat",), ("river", 1)) in got and (("boat",), ("river", 2)) in got
    assert any(piece is None and to[0] == "palace" for piece, to in got)
    b = build(2).circus("tours").money(0, 20).hand(0, "m1_tours", open_cards=True).stop(0, "messenger", "tours")
    got = {(m.gesture.piece, m.gesture.to) for m in b.m.gestures()}
    assert (None, ("msg", "m1_tours")) in got and (None, ("character", "apprentice")) in got


def test_the_boat_at_the_rivers_end_lands_once(build, rules):
    b = build(2).money(0, 30).boat(0, rules.river - 1).stop(0, "merchant", "nantes")
    boats = [m for m in b.m.gestures() if m.gesture.piece == ("boat",)]
    assert [m.gesture.to for m in boats] == [("river", rules.river)]
    assert boats[0].option == {"act": "boat", "steps": 1}            # the cheaper of the two


def refusal_key(b, gesture) -> str:
    reason = b.m.gesture_refusal(gesture)
    assert reason is not None, gesture
    return reason["key"].rsplit(".", 1)[1]


def test_refused_gestures_say_why(build):
    b = build(2).turn(0)
    b.piece(0, "merchant", "nantes", horses=0)
    b.lying("nantes", 0)
    assert refusal_key(b, Gesture(("merchant",), ("node", "tours"), 0)) == "unreachable"
    assert refusal_key(b, Gesture(("merchant",), ("node", "tours"), 1)) == "no_lying_horse"
    assert refusal_key(b, Gesture(None, ("deck", 1))) == "move_a_piece"          # act after moving
    b = build(2).money(0, 20).stop(0, "merchant", "tours")
    assert refusal_key(b, Gesture(None, ("cargo", "wine"))) == "not_here"
    assert refusal_key(b, Gesture(None, ("character", "apprentice"))) == "not_here"
    assert refusal_key(b, Gesture(("messenger",), ("node", "nantes"), 2)) == "unreachable"
    b = build(2).money(0, 3).goods(0, wood=1).stop(0, "merchant", "nantes")
    assert refusal_key(b, Gesture(("build", "farm"), ("node", "angers"))) == "building_cost"
    assert refusal_key(b, Gesture(("boat",), ("river", 1))) == "cannot_afford"
    b = build(2).circus("usse").money(0, 20)
    colour = b.s["shields"]["usse"]
    twin = next(v for v, c in b.s["shields"].items() if c == colour and v != "usse")
    b.cheapest(twin, 3).stop(0, "merchant", twin)
    b.choose(b.opts(act="buy")[0])
    assert b.kind == "circus"
    assert refusal_key(b, Gesture(None, ("node", "nantes"))) == "circus_to"


def test_the_route_is_the_way_the_move_goes(rules):
    board = rules.board
    assert board.route("nantes", None, 3, "tours") == ["nantes", "angers", "langeais", "tours"]
    assert board.route("beaugency", "orleans", 2, "cheverny") == ["beaugency", "orleans", "cheverny"]
    assert board.route("beaugency", "orleans", 2, "beaugency") == ["beaugency", "orleans", "beaugency"]
    assert board.route("talcy", "orleans", 1, "blois") == []                      # no turning back
    for at, head in (("nantes", None), ("chinon", "orleans"), ("talcy", "nantes")):
        for steps in range(1, 6):
            for space, h in board.stops(at, head, steps):
                path = board.route(at, head, steps, space, h)
                assert len(path) == steps + 1 and path[0] == at and path[-1] == space
