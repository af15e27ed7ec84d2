"""The rules' board moves (engine/gestures.py), checked the same way for every game.

Along random games every move the rules list for the board is playable as it stands (each
step of its plan is offered when its turn comes), gestures are hashable, and a gesture that
fits no move is explained by the rules. The list helpers keep first-seen order.
"""
from __future__ import annotations


import pytest

from boardgames.engine.gestures import Gesture, Move, matching, move, pieces, targets, turns_of
from boardgames.engine.playout import check_gestures, play

from game_support import rules_of

BOARD_GAMES = {"moon_river": (2, 4), "via_nebula": (2, 4), "caverna": (1, 4, 7)}


def test_list_helpers_keep_first_seen_order():
    a, b = {"x": 1}, {"x": 2}
    moves = [move(("card",), ("cell", (0, 1)), a, 1), move(("card",), ("cell", (0, 2)), b, 3),
             move(("card",), ("cell", (0, 1)), b, 3), move(None, ("slot", 0), a)]
    assert pieces(moves) == [("card",)]
    assert turns_of(moves, ("card",)) == [1, 3] and turns_of(moves, ("cow",)) == [None]
    assert targets(moves, ("card",), 3) == [("cell", (0, 2)), ("cell", (0, 1))]
    assert targets(moves, None) == [("slot", 0)]
    assert matching(moves, Gesture(("card",), ("cell", (0, 1)), 3)) == [moves[2]]
    assert Move(Gesture(None, ("slot", 0)), (a, b)).option is a


@pytest.mark.parametrize("game,n", [(g, n) for g, ns in BOARD_GAMES.items() for n in ns])
def test_every_board_move_is_playable(game, n):
    rules = rules_of(game)
    counted = {"moves": 0, "decisions": 0, "with_moves": 0}

    def look(match, step):
        if match.pending is None:
            return
        k = check_gestures(match)
        counted["moves"] += k
        counted["decisions"] += 1
        counted["with_moves"] += k > 0

    for seed in range(6):
        play(rules, n, seed, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    # the board carries much of the game (Caverna's sub-choices and feeding are buttons)
    assert counted["with_moves"] > counted["decisions"] // 3, counted


@pytest.mark.parametrize("game", sorted(BOARD_GAMES))
def test_a_gesture_that_fits_nothing_is_explained(game):
    """Drop each movable piece on a target it may not go to: the rules say why (a message),
    and the state does not change."""
    rules = rules_of(game)
    explained = 0
    for seed in range(4):

        def probe(match, step):
            nonlocal explained
            if match.pending is None:
                return
            moves = match.gestures()
            all_targets = {m.gesture.to for m in moves}
            for piece in pieces(moves)[:3]:
                for turn in turns_of(moves, piece):
                    ok = set(targets(moves, piece, turn))
                    for to in sorted(all_targets - ok, key=repr)[:2]:
                        why = match.gesture_refusal(Gesture(piece, to, turn))
                        if why is not None:
                            assert isinstance(why, dict) and why.get("key"), why
                            explained += 1
            assert match.gesture_refusal(moves[0].gesture) is None if moves else True

        play(rules, 2, seed, on_step=probe, check_every=0, roundtrip_rate=0, verify=False)
    assert explained > 20
