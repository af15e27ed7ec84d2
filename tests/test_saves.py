"""Saves: round trips, atomic writes, and every kind of bad file refused without harm."""
from __future__ import annotations

import json
import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames import atomic
from boardgames.engine import saves
from boardgames.engine.match import Match
from boardgames.engine.saves import SaveError

SEATS = [{"name": "Ann", "colour": "red"}, {"name": "李小明", "colour": "blue"}]


def new_match(catalog, steps=5, seed=7, mode="standard"):
    rules = catalog.games["tally"].rules()
    match = Match.new(rules, [dict(s) for s in SEATS], mode, seed=seed)
    for _ in range(steps):
        match.choose(match.pending.options[-1])
    return match


def snapshot(folder):
    """Every file in the folder with its bytes and mtime: nothing may change on a refused load."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


# --- round trips -------------------------------------------------------------------
def test_named_save_round_trip(tally_catalog, isolated_dirs):
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "Friday night: round 2/3")
    assert path.parent == isolated_dirs.saves
    assert path.name == "Friday_night_round_2_3.json"
    loaded = saves.load_full(path, tally_catalog)
    assert loaded.replayed
    assert loaded.match.state == match.state
    assert loaded.match.actions == match.actions
    assert loaded.match.setup == match.setup
    assert loaded.match.pending.options == match.pending.options
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == "boardgames-save" and doc["version"] == saves.VERSION
    assert doc["name"] == "Friday night: round 2/3" and doc["kind"] == "named"
    assert doc["summary"] == {"players": ["Ann", "李小明"], "over": False,
                              "round": {"key": "engine.round", "args": {"n": 3}}}
    assert doc["game_data_hash"].startswith("sha256:")


def test_loaded_match_plays_on_and_can_undo(tally_catalog):
    match = new_match(tally_catalog, steps=2)
    path = saves.quicksave(match)
    again = saves.load(path, tally_catalog)
    again.choose(again.pending.options[0])
    match.choose(match.pending.options[0])
    assert again.state == match.state


def test_finished_game_round_trip(tally_catalog):
    match = new_match(tally_catalog, steps=0)
    while not match.over:
        match.choose(match.pending.options[0])
    path = saves.save(match, "named", "done")
    assert saves.load(path, tally_catalog).over
    assert saves.list_saves()[0].over


def test_autosave_is_one_slot_per_game_with_a_backup(tally_catalog, isolated_dirs):
    match = new_match(tally_catalog, steps=1)
    first = saves.autosave(match)
    old = first.read_bytes()
    match.choose(match.pending.options[0])
    second = saves.autosave(match)
    assert first == second == isolated_dirs.saves / "autosave.tally.json"
    assert saves.backup_path(second).read_bytes() == old
    assert sorted(p.name for p in isolated_dirs.saves.iterdir()) == ["autosave.tally.bak.json", "autosave.tally.json"]
    assert saves.load(second, tally_catalog).state == match.state
    info = saves.latest_autosave()
    assert info.kind == "auto" and not info.damaged and info.backup == saves.backup_path(second)
    assert info.match_id == saves.match_id(match.setup) and info.moves == len(match.actions)


def test_games_in_progress_are_each_games_newest_unfinished_autosave(tally_catalog, isolated_dirs):
    """One autosave slot per game id; the single slot older versions wrote counts as well, and
    of one game only its newest autosave is offered (a finished game is not in progress)."""
    folder = isolated_dirs.saves
    old = new_match(tally_catalog, steps=1, seed=3)
    saves.autosave(old)
    doc = json.loads((folder / "autosave.tally.json").read_text("utf-8"))
    doc["saved_at"] = "2020-01-01T10:00:00+00:00"                              # as an older app left it
    (folder / "autosave.json").write_text(json.dumps(doc), encoding="utf-8")
    [listed] = saves.games_in_progress()
    assert listed.path.name == "autosave.tally.json" and listed.game == "tally"
    (folder / "autosave.tally.json").unlink()
    [listed] = saves.games_in_progress()
    assert listed.path.name == "autosave.json"                 # the older slot still resumes its game
    other = new_match(tally_catalog, steps=2, seed=4)
    saves.autosave(other)
    assert [i.path.name for i in saves.autosaves()][0] == "autosave.tally.json"
    [listed] = saves.games_in_progress()
    assert listed.match_id == saves.match_id(other.setup)
    while not other.over:
        other.choose(other.pending.options[0])
    saves.autosave(other)
    assert saves.games_in_progress() == []                     # its newest autosave is a finished game
    assert saves.latest_autosave().over
    # a named save can never take an autosave's slot, and a damaged autosave still names its game
    assert saves.path_for("named", "autosave.tally") != folder / "autosave.tally.json"
    (folder / "autosave.tally.json").write_text("{", encoding="utf-8")
    [damaged] = saves.games_in_progress()
    assert damaged.damaged and damaged.game == "tally" and damaged.kind == "auto"


@pytest.mark.parametrize("name, stem", [
    ("../../etc/passwd", "etc_passwd"), ("CON", "CON_"), ("autosave", "autosave_"),
    ("   ", None), ("我的遊戲", "我的遊戲"), ("a" * 300, "a" * 60), ("x.bak", "x_bak")])
def test_file_names_are_sanitized(name, stem):
    if stem is None:
        with pytest.raises(ValueError):
            saves.save(None, "named", name)
        return
    assert saves.slot_stem(name) == stem


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(st.text(max_size=20), min_size=2, max_size=2))
def test_any_player_names_round_trip_or_are_refused_as_unsafe(tally_catalog, tmp_path, names):
    rules = tally_catalog.games["tally"].rules()
    match = Match.new(rules, [{"name": n} for n in names], seed=1)
    match.choose(match.pending.options[0])
    try:
        path = saves.save(match, "quick", folder=tmp_path / "prop")
    except SaveError as exc:
        assert exc.message["key"] == "save.unsafe"
        return
    loaded = saves.load(path, tally_catalog)
    assert [s["name"] for s in loaded.state["seats"]] == names
    assert loaded.state == match.state


# --- atomic writes -----------------------------------------------------------------
def test_failed_replace_leaves_previous_save_intact(tally_catalog, isolated_dirs, monkeypatch):
    match = new_match(tally_catalog, steps=1)
    path = saves.save(match, "named", "keep")
    before = path.read_bytes()
    match.choose(match.pending.options[0])
    real_replace = os.replace

    def failing_replace(src, dst):
        if os.fspath(dst) == os.fspath(path):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", failing_replace)
    with pytest.raises(SaveError) as err:
        saves.save(match, "named", "keep")
    assert err.value.message["key"] == "save.write_failed"
    assert path.read_bytes() == before
    assert saves.backup_path(path).read_bytes() == before
    assert not [p for p in isolated_dirs.saves.iterdir() if p.name.endswith(".tmp")]
    monkeypatch.setattr(atomic.os, "replace", real_replace)
    assert saves.load(path, tally_catalog).actions == match.actions[:-1]


def test_failed_write_midway_leaves_previous_save_intact(tally_catalog, isolated_dirs, monkeypatch):
    match = new_match(tally_catalog, steps=1)
    path = saves.save(match, "named", "keep")
    before = snapshot(isolated_dirs.saves)

    def failing_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "fsync", failing_fsync)
    match.choose(match.pending.options[0])
    with pytest.raises(SaveError):
        saves.save(match, "named", "keep")
    assert snapshot(isolated_dirs.saves) == before
    assert path.exists()


# --- what can be written -----------------------------------------------------------------
def _with_state(catalog, **extra) -> dict:
    doc = saves.snapshot(new_match(catalog), "named", "odd")
    doc["state"].update(extra)
    return doc


@pytest.mark.parametrize("value, where", [
    ({1: "a"}, "/state/odd"),                   # a key that is no text would come back as one
    (float("nan"), None), (float("inf"), None),  # not JSON (the fast writer would make them null)
    (object(), "/state/odd"),
    (__import__("datetime").date(2025, 1, 1), "/state/odd"),
])
def test_what_would_not_come_back_the_same_is_never_written(value, where, tally_catalog):
    doc = _with_state(tally_catalog, odd=value)
    with pytest.raises(ValueError) as err:
        saves.encode(doc)
    if where is not None:
        assert where in str(err.value)


def test_a_tuple_or_a_huge_number_is_written_as_json_reads_it(tally_catalog, isolated_dirs):
    doc = _with_state(tally_catalog, pair=(1, 2), big=2 ** 70)
    data = saves.encode(doc)
    back = json.loads(data)
    assert back["state"]["pair"] == [1, 2] and back["state"]["big"] == 2 ** 70
    assert saves.is_sealed(data)


def test_a_document_nested_too_deep_is_never_written(tally_catalog):
    nested: list = []
    for _ in range(saves.MAX_DEPTH):
        nested = [nested]
    with pytest.raises(SaveError) as err:
        saves.encode(_with_state(tally_catalog, deep=nested))
    assert err.value.message["key"] == "save.too_deep"


def _nesting(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_nesting, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_nesting, value), default=0)
    return 0


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(alphabet='ab[]{}"\\:, \n李'),
                     lambda inner: st.lists(inner, max_size=4)
                     | st.dictionaries(st.text(alphabet='k[]{}"\\', max_size=3), inner, max_size=4),
                     max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(value=_JSON)
def test_the_nesting_is_counted_right_whatever_the_strings_hold(value):
    for text in (json.dumps(value), json.dumps(value, ensure_ascii=False, separators=(",", ":"))):
        assert saves.depth(text) == _nesting(value)


# --- refusals --------------------------------------------------------------------------
def _valid_text(catalog) -> str:
    return saves.encode(saves.document(new_match(catalog), "named", "bad")).decode("utf-8")


def _edit(catalog, change) -> bytes:
    doc = json.loads(_valid_text(catalog))
    change(doc)
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _hand_edit_count(doc):
    doc["state"]["players"][0]["taken"][0] += 1


def _unknown_game(doc):
    doc["game"] = "chess"
    doc["state"]["game"] = "chess"


BAD_FILES = {
    "missing": (None, "save.missing"),
    "empty": (lambda c: b"", "save.empty"),
    "truncated": (lambda c: _valid_text(c)[: len(_valid_text(c)) // 2].encode(), "save.corrupt"),
    "garbage": (lambda c: bytes(range(128, 256)) * 4, "save.not_text"),
    "binary_pickle": (lambda c: b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00\x8c\x02os\x94.", "save.not_text"),
    "foreign_object": (lambda c: b'{"hello": "world"}', "save.foreign"),
    "foreign_list": (lambda c: b"[1, 2, 3]", "save.foreign"),
    "newer_version": (lambda c: _edit(c, lambda d: d.update(version=saves.VERSION + 1)), "save.newer"),
    "yaml_document": (lambda c: b"!!python/object/apply:os.system ['echo hi']\n", "save.corrupt"),
    "yaml_tag_inside_json": (lambda c: _edit(c, lambda d: d["setup"]["seats"][0].update(
        name="!!python/object/apply:os.system ['echo hi']")), "save.unsafe"),
    "yaml_tag_as_key": (lambda c: _edit(c, lambda d: d["state"].update({"!!python/name:os.system": 1})),
                        "save.unsafe"),
    "nan": (lambda c: _valid_text(c).replace('"round":3', '"round":NaN', 1).encode(), "save.corrupt"),
    "duplicate_key": (lambda c: b'{"format": "boardgames-save", "format": "x"}', "save.corrupt"),
    "deep": (lambda c: b'{"format": "boardgames-save", "x": ' + b"[" * 100 + b"]" * 100 + b"}", "save.too_deep"),
    "very_deep": (lambda c: b"[" * 100000 + b"]" * 100000, "save.too_deep"),
    "missing_actions": (lambda c: _edit(c, lambda d: d.pop("actions")), "save.bad_structure"),
    "bad_version_type": (lambda c: _edit(c, lambda d: d.update(version="1")), "save.bad_structure"),
    "hand_edit_count": (lambda c: _edit(c, _hand_edit_count), "save.tampered"),
    "hand_edit_extra_card": (lambda c: _edit(c, lambda d: d["state"]["deck"].append(7)), "save.tampered"),
    "unknown_game": (lambda c: _edit(c, _unknown_game), "save.unknown_game"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_files_are_refused_and_left_untouched(case, tally_catalog, isolated_dirs):
    make, key = BAD_FILES[case]
    folder = isolated_dirs.saves
    folder.mkdir(parents=True)
    path = folder / "bad.json"
    if make is not None:
        path.write_bytes(make(tally_catalog))
    saves.backup_path(path).write_bytes(b"previous save, kept as is")
    before = snapshot(folder)
    with pytest.raises(SaveError) as err:
        saves.load(path, tally_catalog)
    assert err.value.message["key"] == key
    assert snapshot(folder) == before
    listed = {i.path.name: i for i in saves.list_saves()}
    if make is not None and key != "save.tampered" and key != "save.unknown_game":
        assert listed["bad.json"].damaged
    assert snapshot(folder) == before


def test_oversized_file_is_refused(tally_catalog, tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_text(_valid_text(tally_catalog), "utf-8")
    monkeypatch.setattr(saves, "MAX_BYTES", 1000)
    with pytest.raises(SaveError) as err:
        saves.load(path, tally_catalog)
    assert err.value.message["key"] == "save.too_large"


def test_messages_exist_in_both_languages(tally_catalog):
    from boardgames.engine.i18n import LANGUAGES
    import re
    source = open(saves.__file__, encoding="utf-8").read()
    keys = set(re.findall(r'"(save\.[a-z_]+)"', source))
    assert keys
    for lang in LANGUAGES:
        missing = keys - set(tally_catalog.strings[lang])
        assert not missing, (lang, missing)


# --- rules changed since the save ---------------------------------------------------------
def _rules_without_take_three(module):
    class Stricter(module.TallyRules):
        def pending(self, state):
            choice = super().pending(state)
            if choice is not None:
                choice.options = [o for o in choice.options if o["n"] < 3]
            return choice
    return Stricter


def _made_by_another_version(path) -> None:
    """The save as an app of another data version on this install would have written it:
    sealed with this install's key (an unsealed one must replay: test_saves_forged.py)."""
    doc = json.loads(path.read_text("utf-8"))
    doc["app_version"] = "0.0.9"
    path.write_bytes(saves.encode(doc))


def test_old_move_now_illegal_loads_from_a_sound_state(tally_catalog, monkeypatch):
    match = new_match(tally_catalog)          # takes 3 cards each step
    path = saves.save(match, "named", "old rules")
    _made_by_another_version(path)
    module = sys.modules["boardgames.games.tally"]
    monkeypatch.setattr(module, "RULES", _rules_without_take_three(module))
    loaded = saves.load_full(path, tally_catalog)
    assert not loaded.replayed
    assert loaded.match.state == json.loads(path.read_text("utf-8"))["state"]
    assert all(o["n"] < 3 for o in loaded.match.pending.options)
    assert loaded.match.log[-1] == {"key": "save.loaded_from_state", "p": None, "args": {}}   # the notice


def test_old_move_now_illegal_under_the_same_data_version_is_refused_as_edited(tally_catalog, monkeypatch):
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "same version")
    module = sys.modules["boardgames.games.tally"]
    monkeypatch.setattr(module, "RULES", _rules_without_take_three(module))
    with pytest.raises(SaveError) as err:
        saves.load(path, tally_catalog)
    assert err.value.message["key"] == "save.moves_edited"


def test_old_move_now_illegal_and_state_unsound_is_refused(tally_catalog, monkeypatch):
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "old rules")
    _made_by_another_version(path)
    module = sys.modules["boardgames.games.tally"]
    stricter = _rules_without_take_three(module)

    class AlsoStricterChecks(stricter):
        def check(self, state):
            return ["a rule the old game broke"]

    monkeypatch.setattr(module, "RULES", AlsoStricterChecks)
    with pytest.raises(SaveError) as err:
        saves.load(path, tally_catalog)
    assert err.value.message["key"] == "save.replay_failed"


# --- upgrading ----------------------------------------------------------------------------
def _as_version1(doc: dict) -> dict:
    """Format 1: the game log inside the state."""
    old = {k: v for k, v in doc.items() if k != "log"}
    old["state"] = {**doc["state"], "log": doc["log"]}
    old["version"] = 1
    return old


def _as_version0(doc: dict) -> dict:
    """The pre-release layout: version 0, no `kind`, no `summary` (and the log in the state)."""
    old = {k: v for k, v in _as_version1(doc).items() if k not in ("kind", "summary")}
    old["version"] = 0
    return old


def test_version1_save_gets_its_log_beside_the_state(tally_catalog, isolated_dirs):
    match = new_match(tally_catalog)
    assert match.log
    doc = saves.document(match, "named", "old")
    folder = isolated_dirs.saves
    folder.mkdir(parents=True)
    path = folder / "old.json"
    path.write_text(json.dumps(_as_version1(doc)), "utf-8")
    loaded = saves.load_full(path, tally_catalog)
    assert loaded.replayed and loaded.doc["version"] == saves.VERSION
    assert loaded.match.state == match.state and "log" not in loaded.match.state
    assert loaded.match.log == match.log


def test_version0_save_is_upgraded_on_load(tally_catalog, isolated_dirs):
    match = new_match(tally_catalog)
    doc = saves.document(match, "auto")
    doc["name"] = "autosave"
    folder = isolated_dirs.saves
    folder.mkdir(parents=True)
    path = folder / "old.json"
    path.write_text(json.dumps(_as_version0(doc)), "utf-8")
    before = snapshot(folder)
    loaded = saves.load_full(path, tally_catalog)
    assert loaded.match.state == match.state
    assert loaded.doc["version"] == saves.VERSION
    assert loaded.doc["kind"] == "auto"
    assert loaded.doc["summary"] == saves.summarize(match.state, match.rules)
    info = saves.list_saves()[0]
    assert (info.kind, info.players, info.game) == ("auto", ["Ann", "李小明"], "tally")
    assert snapshot(folder) == before        # upgrading never rewrites the file


def test_upgraders_run_in_order(monkeypatch):
    calls = []
    monkeypatch.setattr(saves, "VERSION", 3)
    monkeypatch.setattr(saves, "UPGRADERS", {
        1: lambda d, r: (calls.append(1), {**d, "a": 1})[1],
        2: lambda d, r: (calls.append(2), {**d, "b": d["a"] + 1})[1],
        3: lambda d, r: (calls.append(3), {**d, "c": d["b"] + 1})[1]})
    doc = saves.upgrade({"version": 1, "a": 1}, None)
    assert calls == [2, 3] and doc == {"version": 3, "a": 1, "b": 2, "c": 3}


def test_failing_upgrader_is_a_clear_refusal(monkeypatch):
    monkeypatch.setattr(saves, "UPGRADERS", {1: lambda d, r: d["nope"]})
    with pytest.raises(SaveError) as err:
        saves.upgrade({"version": 0}, None, "x.json")
    assert err.value.message == {"key": "save.upgrade_failed", "args": {"file": "x.json", "version": 0}}


# --- the load list ---------------------------------------------------------------------------
def test_list_saves_lists_damaged_files_instead_of_crashing(tally_catalog, isolated_dirs):
    match = new_match(tally_catalog)
    saves.save(match, "named", "Good one")
    saves.save(match, "named", "Good one")             # makes a .bak, which is not listed
    (isolated_dirs.saves / "broken.json").write_bytes(b'{"format": "boardgames-save", "versi')
    (isolated_dirs.saves / "notes.txt").write_text("not a save")
    infos = saves.list_saves()
    assert [i.path.name for i in infos] == ["Good_one.json", "broken.json"]
    good, broken = infos
    assert (good.name, good.kind, good.game, good.players, good.over) == (
        "Good one", "named", "tally", ["Ann", "李小明"], False)
    assert good.round == {"key": "engine.round", "args": {"n": 3}}
    assert good.backup is not None and not good.damaged
    assert broken.damaged and broken.problem["key"] == "save.corrupt"


def test_list_saves_without_folder_is_empty():
    assert saves.list_saves() == []
    assert saves.latest_autosave() is None


def test_delete_save_removes_it_and_its_backup(tally_catalog, isolated_dirs, tmp_path):
    match = new_match(tally_catalog)
    path = saves.save(match, "named", "gone")
    saves.save(match, "named", "gone")
    saves.delete_save(path)
    assert list(isolated_dirs.saves.iterdir()) == []
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    with pytest.raises(SaveError) as err:
        saves.delete_save(outside)
    assert err.value.message["key"] == "save.not_in_folder"
    assert outside.exists()


# --- with the real game -------------------------------------------------------------------------
@pytest.mark.parametrize("players, mode", [(2, "camp"), (3, "legends"), (4, "camp")])
def test_moon_river_mid_game_round_trip(players, mode):
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.playout import play
    catalog = load_catalog()
    if "moon_river" not in catalog.games:
        pytest.skip("Moon River data not loadable")
    rules = catalog.games["moon_river"].rules()
    match = play(rules, players, seed=3, mode=mode, stop_after=60, verify=False).match
    path = saves.save(match, "named", "Moon River")
    loaded = saves.load_full(path, catalog)
    assert loaded.replayed
    assert saves.plain(loaded.match.state) == saves.plain(match.state)
    assert loaded.match.pending.options == match.pending.options


def test_code_looking_text_is_just_text(tally_catalog, tmp_path):
    """JSON is never executed: a player called like a Python snippet is stored and read back as text."""
    rules = tally_catalog.games["tally"].rules()
    names = ["__import__('os').system('x')", "Wow!! eval(1)"]
    match = Match.new(rules, [{"name": n} for n in names], seed=1)
    match.choose(match.pending.options[0])
    path = saves.save(match, "quick", folder=tmp_path / "code")
    assert [s["name"] for s in saves.load(path, tally_catalog).state["seats"]] == names
