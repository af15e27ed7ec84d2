"""A save opened within a frame (issue 11): from its stored state when it carries this install's
seal (issue 45; before, a checksum any editor could recompute), its replay checked afterwards
(`Loaded.verify`), the undo history taken from that replay. Any other save is replayed before
it opens."""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from boardgames import paths
from boardgames.engine import saves
from boardgames.engine.match import Match
from boardgames.engine.playout import seats_for
from boardgames.engine.saves import SaveError
from test_saves import new_match
from test_saves_attacks import EDITS, _doc, _edited, _resealed


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


def old_checksum(doc: dict) -> str:
    """The checksum saves carried before seals (a SHA-256 of set-up, moves, state, log and base),
    which an editor who knows the format recomputes."""
    parts = [doc["setup"], doc["actions"], doc["state"], doc["log"], doc.get("base")]
    text = json.dumps(parts, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _disguised(path, how: str):
    """An edited file made to look whole: its old checksum recomputed, or its seal kept."""
    doc = _doc(path)
    if how == "checksum":
        doc.pop("signature", None)
        doc["checksum"] = old_checksum(doc)
    else:
        doc["signature"] = doc.pop("signature")      # still the last key, as written
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), "utf-8")


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


@pytest.mark.parametrize("how", ["as_edited", "checksum", "seal_kept"])
@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edited_save_is_replayed_before_it_opens_and_refused(case, how, played, tally_catalog, monkeypatch):
    """Whatever it looks like, an edit breaks the seal: the file is replayed at once, never
    opened from its stored state, and refused."""
    _, path = played
    change, key = EDITS[case]
    _edited(path, change)
    if how != "as_edited":
        _disguised(path, how)
    data = path.read_bytes()
    monkeypatch.setattr(saves, "_stored", lambda *a: pytest.fail("an edited position was opened"))
    with pytest.raises(SaveError) as err:
        saves.load_full(path, tally_catalog, defer=True)
    assert err.value.message["key"] == key
    assert path.read_bytes() == data
    assert not saves._worth_keeping(path)       # the next save there will not keep it as its backup


@pytest.mark.parametrize("case", sorted(EDITS))
def test_a_sealed_save_whose_moves_do_not_make_its_state_opens_then_fails_its_replay_check(
        case, played, tally_catalog):
    """Only someone holding this install's key could seal an edit: the replay check still
    catches it (and catches a rules change that forgot to raise the data version)."""
    _, path = played
    change, key = EDITS[case]
    _resealed(path, change)
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.sealed and loaded.verify is not None
    with pytest.raises(SaveError) as err:
        loaded.verify()
    assert err.value.message["key"] == key
    assert not saves._worth_keeping(path)


def test_an_unsealed_save_replays_at_once(played, tally_catalog):
    match, path = played
    _edited(path, lambda d: d.pop("signature"))
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.replayed and not loaded.sealed and loaded.verify is None
    assert loaded.match.state == match.state and loaded.match.actions == match.actions


def test_every_written_save_carries_this_installs_seal_of_its_bytes(played, isolated_dirs, tmp_path, monkeypatch):
    _, path = played
    data = path.read_bytes()
    doc = json.loads(data)
    assert list(doc)[-1] == "signature" and doc["signature"].startswith("hmac-sha256:")
    assert "checksum" not in doc and saves.is_sealed(data)
    assert isolated_dirs.key.exists()
    for at in (10, len(data) // 2, len(data) - 20):     # any byte changed, the seal's own included
        changed = bytearray(data)
        changed[at] ^= 1
        assert not saves.is_sealed(bytes(changed)), at
    assert not saves.is_sealed(data + b" ") and not saves.is_sealed(data[:-1])
    monkeypatch.setattr(paths, "install_key_file", lambda: tmp_path / "another install.key")
    assert not saves.is_sealed(data)                       # another install's key


def test_an_unsound_stored_state_is_never_opened_before_its_replay(played, tally_catalog, monkeypatch):
    _, path = played
    rules = tally_catalog.games["tally"].rules()
    monkeypatch.setattr(type(rules), "check", lambda self, state: ["unsound"])
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.replayed and loaded.verify is None       # replayed, and the replay agreed
