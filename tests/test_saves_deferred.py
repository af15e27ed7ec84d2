"""A save opened within a frame (issue 11): from its stored state when its checksum holds, its
replay checked afterwards (`Loaded.verify`), the undo history taken from that replay."""
from __future__ import annotations

import json
import random

import pytest

from boardgames.engine import saves
from boardgames.engine.match import Match
from boardgames.engine.playout import seats_for
from boardgames.engine.saves import SaveError
from test_saves import new_match
from test_saves_attacks import EDITS, _doc, _edited, _write


@pytest.fixture
def played(tally_catalog, isolated_dirs):
    """(match, its named save) after a few moves."""
    match = new_match(tally_catalog, steps=4)
    return match, saves.save(match, "named", "target")


@pytest.fixture(scope="module")
def catalog():
    from boardgames.engine.catalog import load_catalog
    return load_catalog()


@pytest.fixture
def caverna(catalog, isolated_dirs):
    """(match, its named save): a Caverna game in the middle of a turn that can be undone."""
    rules = catalog.games["caverna"].rules()
    match = Match.new(rules, seats_for(rules, 3), "full", seed=5)
    rnd = random.Random(5)
    while len(match.actions) < 12 or not match.can_undo:
        match.choose(rnd.choice(match.pending.options))
    return match, saves.save(match, "named", "target")


def _recompute(path):
    """Give an edited file a matching checksum, as an editor who knows the format would."""
    doc = _doc(path)
    doc["checksum"] = saves.checksum(doc)
    _write(path, doc)


def test_a_whole_save_opens_from_its_state_and_its_replay_brings_the_undo_history(caverna, catalog):
    match, path = caverna
    loaded = saves.load_full(path, catalog, defer=True)
    assert not loaded.replayed and loaded.verify is not None
    live = loaded.match
    assert live.state == match.state and live.log == match.log and live.actions == match.actions
    assert not live.can_undo                               # no history until the replay is in
    replayed = loaded.verify()
    assert replayed.state == match.state
    live.adopt_history(replayed)
    assert live.can_undo == match.can_undo and live.can_undo
    live.undo()
    match.undo()
    assert live.state == match.state and live.actions == match.actions


def test_moves_made_before_the_replay_is_in_are_kept_and_undone_through(caverna, catalog):
    match, path = caverna
    loaded = saves.load_full(path, catalog, defer=True)
    live = loaded.match
    for _ in range(3):
        option = match.pending.options[-1]
        live.choose(option)
        match.choose(option)
    replayed = loaded.verify()
    live.adopt_history(replayed)
    assert live.state == match.state and live.actions == match.actions
    while match.can_undo:
        assert live.can_undo
        match.undo()
        live.undo()
        assert live.state == match.state and live.log == match.log
    assert not live.can_undo


def test_adopting_the_history_of_another_game_is_refused(played, tally_catalog):
    _, path = played
    live = saves.load_full(path, tally_catalog, defer=True).match
    other = new_match(tally_catalog, steps=4, seed=8)           # another deal
    with pytest.raises(ValueError):
        live.adopt_history(other)


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edit_with_a_recomputed_checksum_opens_but_fails_its_replay_check(case, played, tally_catalog):
    _, path = played
    change, key = EDITS[case]
    _edited(path, change)
    _recompute(path)
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.verify is not None
    with pytest.raises(SaveError) as err:
        loaded.verify()
    assert err.value.message["key"] == key
    assert not saves._worth_keeping(path)       # the next save there will not keep it as its backup


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edit_that_breaks_the_checksum_is_replayed_at_once_and_refused(case, played, tally_catalog):
    _, path = played
    change, key = EDITS[case]
    _edited(path, change)
    with pytest.raises(SaveError) as err:
        saves.load_full(path, tally_catalog, defer=True)
    assert err.value.message["key"] == key


def test_a_save_without_a_checksum_replays_at_once(played, tally_catalog):
    match, path = played
    _edited(path, lambda d: d.pop("checksum"))
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.replayed and loaded.verify is None
    assert loaded.match.state == match.state and loaded.match.actions == match.actions


def test_every_written_save_carries_the_checksum_of_what_it_holds(played):
    _, path = played
    doc = json.loads(path.read_text("utf-8"))
    assert doc["checksum"] == saves.checksum(doc)
    doc["state"]["x"] = 1
    assert doc["checksum"] != saves.checksum(doc)


def test_an_unsound_stored_state_is_never_opened_before_its_replay(played, tally_catalog, monkeypatch):
    _, path = played
    rules = tally_catalog.games["tally"].rules()
    monkeypatch.setattr(type(rules), "check", lambda self, state: ["unsound"])
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.replayed and loaded.verify is None       # replayed, and the replay agreed
