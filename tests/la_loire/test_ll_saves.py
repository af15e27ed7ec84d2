"""Saving and loading a game in progress, and undo: it never goes back past a secret draw or
into another player's turn."""
from __future__ import annotations

import pytest

from boardgames.engine import saves
from boardgames.engine.playout import play

from game_support import catalog
from ll_helpers import lively


@pytest.mark.parametrize("players", [1, 2, 4])
def test_mid_game_save_and_load(rules, players):
    match = play(rules, players, seed=5, pick=lively, stop_after=40 if players == 1 else 150, verify=False).match
    assert not match.over
    path = saves.save(match, "named", "La Loire")
    loaded = saves.load_full(path, catalog())
    assert loaded.replayed
    assert saves.plain(loaded.match.state) == saves.plain(match.state)
    assert loaded.match.pending.options == match.pending.options
    assert saves.plain(loaded.match.log) == saves.plain(match.log)


def test_undo_within_a_turn_but_not_past_a_message_drawn(build):
    b = build(2).money(0, 10).turn(0)
    b.m._undo.clear()
    b.choose({"act": "move", "piece": "messenger", "horses": 0, "to": "beaugency"})
    assert b.m.can_undo
    b.m.undo()
    assert b.m.state["players"][0]["messenger"]["at"] == "orleans"
    b.piece(0, "messenger", "beaugency", horses=0).turn(0)
    b.choose({"act": "move", "piece": "messenger", "horses": 0, "to": "orleans"})
    b.choose({"act": "message", "level": 1})
    assert not b.m.can_undo                                           # the card was seen


def test_undo_never_reaches_into_another_players_turn(build):
    b = build(2).turn(0, left=("merchant",)).piece(0, "merchant", "tours", horses=0).money(0, 0)
    b.lying("tours", 0)
    b.choose({"act": "move", "piece": "merchant", "horses": 0, "to": "vendome"})
    assert b.m.pending.player == 1 and not b.m.can_undo
