"""engine/placed.py: a task kind's declared place on the stack and turn, checked."""
from __future__ import annotations

from boardgames.engine.placed import Placed


class Bottom(Placed):
    t, depth, in_turn = "turns", 0, False


class Move(Placed):
    t, lowest = "move", 1


class Act(Placed):
    t, turn_key = "act", "p"


def test_a_kind_stands_where_it_says():
    state = {"turn": {"player": 0}}
    assert Bottom().problems(None, state, {"t": "turns", "p": 1}, 0) == []
    assert Bottom().problems(None, state, {"t": "turns"}, 1) == ["turns at depth 1 of the stack"]
    assert Move().problems(None, state, {"t": "move"}, 3) == []
    assert Move().problems(None, state, {"t": "move"}, 0) == ["move at depth 0 of the stack"]


def test_a_players_task_belongs_to_the_turn_named_by_the_kinds_key():
    assert Move().problems(None, {"turn": {"player": 1}}, {"t": "move", "p": 0}, 1) == \
        ["move of player 0 in player 1's turn"]
    assert Act().problems(None, {"turn": {"p": 2}}, {"t": "act", "p": 2}, 0) == []
    assert Act().problems(None, {"turn": {"p": 2}}, {"t": "act", "p": 0}, 0) == ["act of player 0 in player 2's turn"]
