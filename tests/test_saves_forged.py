"""Forged saves (issue 45): an edited save never loads as a playable game, whatever version it
claims and however whole it looks, and no position of it is opened; a genuine save from another
install, or from before saves were sealed, still loads when its moves replay exactly. And the
install's key that seals the saves (boardgames/seal.py): made once, private, never replaced,
and the app works without it.

The forgeries are the ones measured in the issue: a Caverna player given 999 gold and 99 rubies,
a La Loire player given 50 coins more, and a La Loire player's secret message swapped for
another player's. Each passes the game's own checks (`rules.check`), so only the seal or the
replay can stop it.
"""
from __future__ import annotations

import json
import os
import random
import stat

import pytest

from boardgames import cli, paths, seal
from boardgames.engine import saves
from boardgames.engine.catalog import load_catalog
from boardgames.engine.match import Match
from boardgames.engine.playout import seats_for
from boardgames.engine.saves import SaveError
from test_saves import snapshot
from test_saves_deferred import old_checksum


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _played(catalog, game: str, seed: int, done) -> Match:
    """A seeded random 3-player game, played until `done(state)`."""
    rules = catalog.games[game].rules()
    match = Match.new(rules, seats_for(rules, 3), rules.modes()[0], seed=seed)
    rnd = random.Random(seed)
    while not done(match.state):
        assert match.pending is not None, "the game ended before the position the test needs"
        match.choose(rnd.choice(match.pending.options))
    return match


def _secret(state, p: int) -> list:
    return [m for m in state["players"][p]["messages"] if not m["open"]]


def _two_secrets(state) -> bool:
    """Two players each hold a secret message of the same level, and they differ."""
    mine, theirs = _secret(state, 0), _secret(state, 1)
    return bool(mine and theirs and mine[0]["id"] != theirs[0]["id"] and mine[0]["level"] == theirs[0]["level"])


POSITIONS = {"caverna": (3, lambda s: s["round"] >= 3), "la_loire": (1, _two_secrets)}   # (seed, until)


def position(catalog, game: str) -> Match:
    return _played(catalog, game, *POSITIONS[game])


@pytest.fixture(scope="module")
def games(catalog) -> dict:
    return {game: position(catalog, game) for game in POSITIONS}


def _rich(state):
    state["players"][0]["goods"].update(gold=999, ruby=99)


def _more_money(state):
    state["players"][0]["money"] += 50


def _swapped_secret(state):
    mine, theirs = _secret(state, 0)[0], _secret(state, 1)[0]
    mine["id"], theirs["id"] = theirs["id"], mine["id"]


FORGERIES = {"caverna_999_gold_99_rubies": ("caverna", _rich),
             "la_loire_50_coins_more": ("la_loire", _more_money),
             "la_loire_secret_message_swapped": ("la_loire", _swapped_secret)}


def _claims_another_version(doc):
    doc["app_version"] = "0.0.1"


def _claims_other_data(doc):
    doc["game_data_hash"] = "sha256:" + "0" * 64


def _checksum_recomputed(doc):          # the checksum saves had before seals
    doc["checksum"] = old_checksum(doc)


def _seal_kept(doc):
    doc["signature"] = doc.pop("signature")       # still the last key, as it was written


DISGUISES = {   # how the edited file is dressed up, and the refusal it meets
    "another_app_version": (_claims_another_version, "save.unverified"),
    "other_game_data": (_claims_other_data, "save.unverified"),
    "checksum_recomputed": (_checksum_recomputed, "save.tampered"),
    "seal_kept": (_seal_kept, "save.tampered"),
}


def _forge(path, edit, disguise, rules) -> dict:
    doc = json.loads(path.read_text("utf-8"))
    if disguise is not _seal_kept:
        doc.pop("signature")
    edit(doc["state"])
    assert not rules.check(doc["state"]), "the forgery must pass the game's own checks"
    disguise(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), "utf-8")
    return doc


@pytest.fixture
def never_opened(monkeypatch):
    """Fail the test if any save is opened from its stored position (a fallback or a deferred
    open): what a forgery must never reach."""
    def opened(*args, **kwargs):
        pytest.fail("an edited position was opened")
    monkeypatch.setattr(saves, "_stored", opened)
    monkeypatch.setattr(saves, "_from_state", opened)


@pytest.mark.parametrize("disguise", sorted(DISGUISES))
@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_forged_save_is_refused_whatever_version_it_claims(forgery, disguise, games, catalog, isolated_dirs,
                                                           never_opened):
    game, edit = FORGERIES[forgery]
    dress, key = DISGUISES[disguise]
    match = games[game]
    path = saves.save(match, "named", "forged")
    saves.save(match, "auto")
    _forge(path, edit, dress, match.rules)
    before = snapshot(path.parent)
    for defer in (True, False):             # as the app opens it, and as `boardgames score` does
        with pytest.raises(SaveError) as err:
            saves.load_full(path, catalog, defer=defer)
        assert err.value.message == {"key": key, "args": {"file": "forged.json"}}
    assert snapshot(path.parent) == before  # the file (and every other) untouched


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_boardgames_score_refuses_a_forged_save_with_the_reason(forgery, games, capsys, isolated_dirs):
    game, edit = FORGERIES[forgery]
    match = games[game]
    path = saves.save(match, "named", "forged")
    _forge(path, edit, _claims_another_version, match.rules)
    data = path.read_bytes()
    code = cli.main(["score", str(path)])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert "was not made on this computer by this version of the app" in err and "Traceback" not in err
    assert path.read_bytes() == data


# --- genuine saves still load -------------------------------------------------------------------
def _unsealed(data: bytes) -> bytes:
    """The very bytes a save had before it was sealed (as an install without a key writes it)."""
    assert saves.is_sealed(data)
    cut = data.rindex(b',"signature":"')
    return data[:cut] + b"}"


@pytest.mark.parametrize("how", ["another_install", "another_install_and_version", "unsealed"])
@pytest.mark.parametrize("game", ["caverna", "la_loire"])
def test_a_genuine_save_from_elsewhere_loads_when_its_moves_replay(game, how, games, catalog, isolated_dirs,
                                                                   monkeypatch, tmp_path, never_opened):
    match = games[game]
    here = paths.install_key_file()
    monkeypatch.setattr(paths, "install_key_file", lambda: tmp_path / "elsewhere" / "install.key")
    path = saves.save(match, "named", "visitor")                   # written by another install
    if how == "another_install_and_version":
        doc = json.loads(path.read_text("utf-8"))
        doc["app_version"] = "0.0.1"
        path.write_bytes(saves.encode(doc))                        # its own older app sealed it
    elif how == "unsealed":
        path.write_bytes(_unsealed(path.read_bytes()))
    monkeypatch.setattr(paths, "install_key_file", lambda: here)   # and opened here
    data = path.read_bytes()
    assert not saves.is_sealed(data)
    loaded = saves.load_full(path, catalog, defer=True)
    assert loaded.replayed and not loaded.sealed and loaded.verify is None
    assert loaded.match.state == match.state and loaded.match.log == match.log
    assert loaded.match.log[-1]["key"] != saves.NOTICE_FROM_STATE
    assert path.read_bytes() == data
    again = saves.save(loaded.match, "named", "visitor")            # its next save is sealed here
    assert saves.is_sealed(again.read_bytes())


def test_a_genuine_older_save_loads_when_todays_rules_only_add_to_what_it_holds(games, catalog, isolated_dirs,
                                                                                never_opened):
    """An older version's save (unsealed, another app version) lacks what later rules keep: a
    key of the state (Urubamba Valley's barren-round count came so), an argument a log entry
    gained. Its moves replay here to a state that holds everything it holds, so it loads, as
    the replay; the same file with one of its values changed is refused."""
    match = games["la_loire"]
    path = saves.save(match, "named", "older")
    doc = json.loads(path.read_text("utf-8"))
    doc.pop("signature")
    doc["app_version"] = "0.0.1"
    added = next(k for k in sorted(doc["state"]) if k not in ("game", "mode", "options", "seats", "rng"))
    del doc["state"][added]                                  # as if a later rule had added it
    entry = next(e for e in doc["log"] if e["args"])
    entry["args"].pop(sorted(entry["args"])[0])              # as if the entry had gained an argument
    path.write_text(json.dumps(doc), "utf-8")
    loaded = saves.load_full(path, catalog, defer=True)
    assert loaded.replayed and not loaded.sealed
    assert loaded.match.state == match.state and loaded.match.log == match.log
    _more_money(doc["state"])                                # a value changed: an edit
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(SaveError) as err:
        saves.load_full(path, catalog, defer=True)
    assert err.value.message["key"] == "save.unverified"


def test_agreement_with_an_older_version_allows_only_what_was_added():
    assert saves._agrees({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2, "c": 3}], "d": 4})
    assert not saves._agrees({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]})
    assert not saves._agrees({"a": [1]}, {"a": [1, 2]})                # a list grown is a change
    assert not saves._agrees({"a": 1}, {"a": True}) and not saves._agrees({"a": 1}, {"a": 1.0})
    assert not saves._agrees({"a": 1}, {})


def test_a_save_from_before_seals_with_its_checksum_loads_by_its_moves(games, catalog, isolated_dirs, never_opened):
    match = games["caverna"]
    path = saves.save(match, "named", "old")
    doc = json.loads(_unsealed(path.read_bytes()))
    doc["checksum"] = old_checksum(doc)
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), "utf-8")
    loaded = saves.load_full(path, catalog, defer=True)
    assert loaded.replayed and not loaded.sealed and loaded.match.state == match.state


def test_a_sealed_save_of_today_opens_from_its_state_at_once(games, catalog, isolated_dirs):
    match = games["la_loire"]
    path = saves.save(match, "named", "mine")
    loaded = saves.load_full(path, catalog, defer=True)
    assert loaded.sealed and not loaded.replayed and loaded.steps is not None
    assert loaded.match.state == match.state
    assert loaded.verify().state == match.state


# --- the install's key ---------------------------------------------------------------------------
def test_the_key_is_made_on_first_need_private_and_kept(tally_catalog, isolated_dirs, monkeypatch):
    from test_saves import new_match
    key_file = isolated_dirs.key
    assert not key_file.exists()
    match = new_match(tally_catalog)
    first = saves.save(match, "named", "one")
    text = key_file.read_bytes()
    assert len(text) == 65 and text.endswith(b"\n") and bytes.fromhex(text[:64].decode())
    if os.name == "posix":
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert [p.name for p in key_file.parent.iterdir() if p.name != "saves"] == ["install.key"]  # no temporary left
    monkeypatch.setattr(seal, "_keys", {})            # a later run of the app reads it back
    second = saves.save(match, "named", "two")
    assert key_file.read_bytes() == text
    assert saves.is_sealed(first.read_bytes()) and saves.is_sealed(second.read_bytes())


def test_a_key_made_by_another_instance_first_is_never_replaced(isolated_dirs, monkeypatch):
    key_file = isolated_dirs.key
    key_file.parent.mkdir(parents=True)
    key_file.write_text("ab" * 32 + "\n")
    with pytest.raises(FileExistsError):
        seal._create(key_file, b"\x01" * 32)
    assert key_file.read_text() == "ab" * 32 + "\n"
    real_read, calls = seal._read, []

    def late(path):                  # the other instance links its key in between our look and our write
        calls.append(path)
        if len(calls) == 1:
            raise FileNotFoundError(path)
        return real_read(path)
    monkeypatch.setattr(seal, "_read", late)
    assert seal.key() == bytes.fromhex("ab" * 32) and len(calls) == 2
    assert key_file.read_text() == "ab" * 32 + "\n"


def test_checking_a_seal_never_makes_a_key(tally_catalog, tally_root, isolated_dirs, capsys, monkeypatch):
    """Loading, listing and `boardgames score` only read; the first save makes the key."""
    from test_saves import new_match
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "elsewhere")
    isolated_dirs.key.unlink()                   # as if it came from another install
    monkeypatch.setattr(seal, "_keys", {})
    assert saves.load_full(path, tally_catalog, defer=True).replayed
    assert saves.list_saves() and cli.main(["score", str(path), "--data", str(tally_root)]) == 0
    assert not isolated_dirs.key.exists()
    assert saves.is_sealed(saves.save(match, "named", "here").read_bytes()) and isolated_dirs.key.exists()


@pytest.mark.parametrize("damage", ["garbage", "folder", "empty"])
def test_an_unusable_key_file_leaves_saves_unsealed_and_the_app_working(damage, tally_catalog, isolated_dirs):
    from test_saves import new_match
    key_file = isolated_dirs.key
    key_file.parent.mkdir(parents=True)
    if damage == "folder":
        key_file.mkdir()
    else:
        key_file.write_bytes(b"not a key\n" if damage == "garbage" else b"")
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "plain")
    doc = json.loads(path.read_text("utf-8"))
    assert "signature" not in doc and not saves.is_sealed(path.read_bytes())
    loaded = saves.load_full(path, tally_catalog, defer=True)
    assert loaded.replayed and loaded.match.state == match.state
    if damage != "folder":                            # what was there is left as it was
        assert key_file.read_bytes() == (b"not a key\n" if damage == "garbage" else b"")
    assert key_file.exists()


def test_a_seal_is_of_saves_only_and_of_every_byte(isolated_dirs):
    data = b'{"format":"boardgames-save"}'
    mark = seal.sign(data)
    assert mark.startswith(seal.PREFIX) and len(mark) == len(seal.PREFIX) + 64
    assert seal.verify(data, mark) and not seal.verify(data + b" ", mark)
    import hashlib
    import hmac
    plain_mac = hmac.new(seal.key(), data, hashlib.sha256).hexdigest()
    assert mark != seal.PREFIX + plain_mac           # a context is mixed in: the key vouches for saves only
