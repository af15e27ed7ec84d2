"""Caverna through the engine: refusals with reasons, undo within a turn, saves, replays."""
from __future__ import annotations

import pytest

from boardgames.engine import saves
from boardgames.engine.catalog import load_catalog
from boardgames.engine.choice import Illegal
from boardgames.engine.match import Match

from cv_helpers import advance, idle, seats


def why(b, option):
    with pytest.raises(Illegal) as err:
        b.m.choose(option)
    return err.value.reason["key"].split(".")[-1]


def test_refusals_say_why(build):
    b = build(n=3, seed=2).turn(0).dwarfs(0, 0, 4)
    b.m.invalidate()
    assert why(b, {"act": "place", "space": "lake", "dwarf": 0}) == "no_such_space"
    assert why(b, {"act": "place", "space": "wood_gathering", "dwarf": 1}) == "weapon_order"
    b.place("wood_gathering")
    b.turn(0)
    b.m.invalidate()
    assert why(b, {"act": "place", "space": "wood_gathering", "dwarf": 1}) == "occupied"
    assert why(b, {"act": "convert", "id": "ruby.wood"}) == "cannot_convert"


def test_undo_within_a_turn_but_not_into_another(build):
    b = build(n=2, seed=3).turn(0).goods(0, ruby=1)
    b.m.invalidate()
    b.m.choose({"act": "convert", "id": "ruby.wood"})
    assert b.m.can_undo
    b.m.undo()
    assert b.m.state["players"][0]["goods"]["ruby"] == 1
    b.m.redo()
    b.m.choose(b.real()[0])
    advance(b, lambda s: s["turn"] == 1 and idle(s))
    assert b.m.pending.player == 1 and not b.m.can_undo


def test_round_label_and_summary(rules):
    m = Match.new(rules, seats(2), "full", {}, seed=1)
    assert rules.round_label(m.state) == {"key": "engine.round", "args": {"n": 1}}
    assert rules.summary(m.state).startswith("r1 work")


def test_save_and_load_mid_game(rules, isolated_dirs):
    m = Match.new(rules, seats(4), "full", {}, seed=9)
    import random
    rng = random.Random(9)
    from boardgames.engine.freeacts import real_options
    for _ in range(120):
        m.choose(rng.choice(real_options(m.pending)))
    path = saves.save(m, "named", "mid game", folder=isolated_dirs.saves)
    loaded = saves.load_full(path, load_catalog())
    assert loaded.replayed and loaded.match.state == saves.plain(m.state)
    assert loaded.match.pending.options == m.pending.options
