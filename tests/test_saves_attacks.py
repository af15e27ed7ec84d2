"""Attack files against the saves (issue 11), each made here in tmp_path: refused with a clear
reason (and the save before it kept), skipped, or cleaned; never a hang, never a traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from boardgames import atomic
from boardgames.engine import saves
from boardgames.engine.saves import SaveError
from boardgames.ui import savestore
from test_saves import _rules_without_take_three, new_match, snapshot

ROOT = Path(__file__).resolve().parents[1]


def _doc(path: Path) -> dict:
    return json.loads(path.read_text("utf-8"))


def _write(path: Path, doc: dict) -> None:
    path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def _edited(path: Path, change) -> Path:
    doc = _doc(path)
    change(doc)
    _write(path, doc)
    return path


def _resealed(path: Path, change) -> Path:
    """Changed and sealed again with this install's key: what an older app of this install
    would have written (for a change of version), or an edit by someone holding the key."""
    doc = _doc(path)
    change(doc)
    path.write_bytes(saves.encode(doc))
    return path


@pytest.fixture
def saved(tally_catalog, isolated_dirs) -> Path:
    """A named save with its backup (the previous save, which must survive every refusal)."""
    match = new_match(tally_catalog)
    saves.save(match, "named", "target")
    match.choose(match.pending.options[0])
    return saves.save(match, "named", "target")


def refused(path: Path, catalog, key: str) -> SaveError:
    """Loading is refused with `key`, and nothing in the folder changes (backup included)."""
    before = snapshot(path.parent)
    with pytest.raises(SaveError) as err:
        saves.load(path, catalog)
    assert err.value.message["key"] == key
    assert snapshot(path.parent) == before
    return err.value


def listed(path: Path):
    return {i.path.name: i for i in saves.list_saves(path.parent)}[path.name]


# --- edited saves -------------------------------------------------------------------------------
def _take_one_more(doc):
    doc["state"]["players"][0]["taken"].append(doc["state"]["deck"].pop(0))


EDITS = {   # edit of the state and an action list no longer telling how it came about
    "illegal_move_appended": (lambda d: (_take_one_more(d), d["actions"].append({"p": 0, "o": {"n": 99}})),
                              "save.moves_edited"),
    "move_of_the_wrong_player": (lambda d: (_take_one_more(d), d["actions"].append({"p": 1, "o": {"n": 1}})),
                                 "save.moves_edited"),
    "malformed_move_appended": (lambda d: (_take_one_more(d), d["actions"].append({"p": 0, "o": {"n": "1"}})),
                                "save.moves_edited"),
    "state_edited_moves_kept": (_take_one_more, "save.tampered"),
    "move_changed": (lambda d: d["actions"][0]["o"].update(n=1), "save.tampered"),
}


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edited_save_of_this_data_version_is_refused_as_edited(case, saved, tally_catalog):
    change, key = EDITS[case]
    _edited(saved, change)
    refused(saved, tally_catalog, key)
    assert saves.backup_path(saved).exists()


SETUP_AND_SUMMARY = {   # (edit, refusal on loading, whether the list can tell without the rules)
    "summary_players": (lambda d: d["summary"]["players"].reverse(), "save.summary_mismatch", True),
    "summary_round": (lambda d: d["summary"]["round"]["args"].update(n=9), "save.summary_mismatch", False),
    "summary_over": (lambda d: d["summary"].update(over=True), "save.summary_mismatch", False),
    "setup_seat_name": (lambda d: d["setup"]["seats"][0].update(name="Mallory"), "save.setup_mismatch", True),
    "setup_extra_seat": (lambda d: d["setup"]["seats"].append({"name": "Eve"}), "save.setup_mismatch", True),
    "setup_mode": (lambda d: d["setup"].update(mode="short"), "save.setup_mismatch", True),
    "setup_options": (lambda d: d["setup"]["options"].update(extra=1), "save.setup_mismatch", True),
    "setup_seed": (lambda d: d["setup"].update(seed=8), "save.tampered", False),
}


@pytest.mark.parametrize("case", sorted(SETUP_AND_SUMMARY))
def test_set_up_and_summary_are_checked_against_the_state(case, saved, tally_catalog):
    change, key, in_list = SETUP_AND_SUMMARY[case]
    _edited(saved, change)
    refused(saved, tally_catalog, key)
    info = listed(saved)
    assert info.damaged == in_list
    if in_list:
        assert info.problem["key"] == key


def test_edited_summary_or_set_up_is_refused_under_another_data_version_too(saved, tally_catalog):
    _edited(saved, lambda d: (d.update(game_data_hash="sha256:other"), d["setup"]["seats"][1].update(name="X")))
    refused(saved, tally_catalog, "save.setup_mismatch")
    _edited(saved, lambda d: (d["setup"]["seats"][1].update(name="李小明"), d["summary"].update(over=True)))
    refused(saved, tally_catalog, "save.summary_mismatch")


# --- another data version: the stored state, with a notice -----------------------------------------
@pytest.fixture
def stricter_rules(monkeypatch):
    """Today's rules forbid taking three cards, which the saved games did (a rules fix)."""
    module = sys.modules["boardgames.games.tally"]
    monkeypatch.setattr(module, "RULES", _rules_without_take_three(module))


def test_another_data_version_falls_back_to_its_state_and_its_later_saves_replay(
        saved, tally_catalog, stricter_rules):
    _resealed(saved, lambda d: d.update(app_version="0.0.1"))
    first = saves.load_full(saved, tally_catalog)
    assert not first.replayed
    assert first.match.log[-1]["key"] == "save.loaded_from_state"       # the players are told, in the log
    match = first.match
    match.choose(match.pending.options[0])
    match.choose(match.pending.options[1])
    again = saves.save(match, "named", "target")
    assert _doc(again)["base"]["actions"] == len(first.doc["actions"])
    second = saves.load_full(again, tally_catalog)
    assert second.replayed                      # its own moves replay from the position it went on from
    assert second.match.state == match.state and second.match.log == match.log
    third = saves.load_full(saves.save(second.match, "named", "third"), tally_catalog)
    assert third.replayed and third.match.state == match.state     # and so do the saves after that
    # an edit breaks its seal, and an unsealed save never goes on from a position taken on trust
    clean = again.read_bytes()
    edits = [(_take_one_more, "save.tampered"),
             (lambda d: d["actions"].append({"p": 0, "o": {"n": 3}}), "save.moves_edited"),
             (lambda d: d["base"]["state"]["players"][0]["taken"].append(99), "save.tampered")]
    for change, _ in edits:
        refused(_edited(again, change), tally_catalog, "save.unverified")
        again.write_bytes(clean)
    # and that save is of today's data version: even sealed again, its moves must replay from the base
    for change, key in edits:
        refused(_resealed(again, change), tally_catalog, key)
        again.write_bytes(clean)
    refused(_edited(again, lambda d: d["base"].update(actions=10 ** 6)), tally_catalog, "save.bad_structure")


def test_another_data_version_with_an_unsound_state_is_refused(saved, tally_catalog, stricter_rules):
    _resealed(saved, lambda d: (d.update(game_data_hash="sha256:other"), _take_one_more(d),
                                d["state"]["players"][1]["taken"].append(99)))
    refused(saved, tally_catalog, "save.replay_failed")


# --- bounded work ------------------------------------------------------------------------------------
def _no_work(monkeypatch, *names):
    """Make the named steps fail loudly: a refusal must come before them."""
    def forbidden(*args, **kwargs):
        raise AssertionError("a bounded refusal should not get this far")
    for name in names:
        monkeypatch.setattr(saves, name, forbidden)


def test_a_million_trivial_moves_are_refused_before_parsing(saved, tally_catalog, monkeypatch):
    doc = _doc(saved)
    doc["actions"] = [{"p": 0, "o": {}}] * 1_000_000
    saved.write_text(json.dumps(doc, separators=(",", ":")), "utf-8")
    assert saved.stat().st_size > saves.MAX_BYTES
    _no_work(monkeypatch, "parse")
    refused(saved, tally_catalog, "save.too_large")
    assert listed(saved).problem["key"] == "save.too_large"


@pytest.mark.parametrize("field, key", [("actions", "save.too_many_moves"), ("log", "save.too_long_log")])
def test_more_moves_than_a_real_game_are_refused_before_any_work_per_move(field, key, saved, tally_catalog,
                                                                          monkeypatch):
    doc = _doc(saved)
    item = {"p": 0, "o": {}} if field == "actions" else {"key": "tally.take", "p": 0, "args": {}}
    doc[field] = [item] * (saves.MAX_ACTIONS * 4 + 1)
    saved.write_text(json.dumps(doc, separators=(",", ":")), "utf-8")
    assert saved.stat().st_size <= saves.MAX_BYTES
    _no_work(monkeypatch, "scan", "upgrade", "check_shape", "_rebuild")
    err = refused(saved, tally_catalog, key)
    assert err.message["args"]["limit"] in (saves.MAX_ACTIONS, saves.MAX_LOG)
    assert listed(saved).problem["key"] == key


def test_a_huge_file_is_refused_without_reading_it(saved, tally_catalog, monkeypatch):
    with open(saved, "r+b") as f:
        f.truncate(2 ** 30)           # sparse: 1 GiB on paper, nothing on disk
    before = saved.stat()
    _no_work(monkeypatch, "parse")
    with pytest.raises(SaveError) as err:
        saves.load(saved, tally_catalog)
    assert err.value.message["key"] == "save.too_large"
    assert listed(saved).problem["key"] == "save.too_large"
    after = saved.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    assert saves.backup_path(saved).exists()


def test_real_games_stay_far_inside_the_bounds():
    """The bounds were set from a 7-player Caverna game played to its end (about 510 moves,
    700 log entries, 140 kB); keep them a wide margin above that."""
    assert saves.MAX_ACTIONS >= 10 * 510 and saves.MAX_LOG >= 10 * 700 and saves.MAX_BYTES >= 10 * 140_000


# --- what is in the saves folder ------------------------------------------------------------------------
def within(fn, seconds: float = 30, unblock: Path | None = None):
    """fn() in a thread that must come back; a hang on a named pipe is undone and fails the test."""
    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("value", fn()), daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if unblock is not None:
            os.close(os.open(unblock, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"{fn} did not return: it waits on a named pipe")
    return out.get("value")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_in_the_saves_folder_is_skipped(saved, tally_catalog):
    pipe = saved.parent / "x.json"
    os.mkfifo(pipe)
    (saved.parent / "folder.json").mkdir()
    names = within(lambda: [i.path.name for i in saves.list_saves()], unblock=pipe)
    assert names == ["target.json"]
    assert within(lambda: [i.path.name for i in savestore.list_saves()], unblock=pipe) == ["target.json"]
    err = within(lambda: pytest.raises(SaveError, saves.load, pipe, tally_catalog).value, unblock=pipe)
    assert err.message["key"] == "save.not_a_file"
    os.mkfifo(saved.parent / "autosave.json")
    assert within(saves.latest_autosave, unblock=saved.parent / "autosave.json") is None
    os.mkfifo(saved.parent / "autosave.tally.json")            # a game's own autosave slot
    assert within(saves.games_in_progress, unblock=saved.parent / "autosave.tally.json") == []


def _open_descriptors() -> set[str] | None:
    fds = Path("/proc/self/fd")
    return set(os.listdir(fds)) if fds.is_dir() else None


def test_a_folder_named_like_a_save_is_refused_by_its_kind_and_every_descriptor_is_closed(saved, tally_catalog,
                                                                                         tmp_path):
    """A folder opens on Linux and only failed in `os.fdopen` (IsADirectoryError, a traceback in
    `boardgames score`): the kind is checked before opening, and no path leaks a descriptor."""
    folder = tmp_path / "folders" / "x.json"
    folder.mkdir(parents=True)
    odd = tmp_path / "odd"
    odd.mkdir()
    big = odd / "big.json"
    with open(big, "wb") as f:
        f.truncate(saves.MAX_BYTES + 1)
    cases = [(folder, "save.not_a_file"), (big, "save.too_large"), (odd / "gone.json", "save.missing")]
    if hasattr(os, "mkfifo"):
        os.mkfifo(odd / "pipe.json")
        cases.append((odd / "pipe.json", "save.not_a_file"))
    before = _open_descriptors()
    for _ in range(3):
        for path, key in cases:
            err = within(lambda: pytest.raises(SaveError, saves.read_bytes, path).value)
            assert err.message == {"key": key, "args": err.message["args"]} and err.message["args"]["file"] == path.name
        assert saves.read_bytes(saved) == saved.read_bytes()
    assert _open_descriptors() == before
    assert pytest.raises(SaveError, saves.load, folder, tally_catalog).value.message["key"] == "save.not_a_file"
    assert folder.is_dir() and not any(folder.iterdir())


def _killed_write(target: Path) -> None:
    """A process that dies (as if killed) between writing its temporary file and the rename."""
    code = ("import os, sys\nfrom boardgames import atomic\n"
            "atomic.os.fsync = lambda fd: os._exit(9)\n"
            "atomic.write_atomic(sys.argv[1], b'half a save')\n")
    done = subprocess.run([sys.executable, "-c", code, str(target)], cwd=ROOT, timeout=120)
    assert done.returncode == 9


def test_stale_temporary_files_of_killed_writes_are_cleaned_at_start(saved, tmp_path, monkeypatch):
    folder = saved.parent
    before = saved.read_bytes()
    _killed_write(saved)
    assert saved.read_bytes() == before                   # the save it was replacing is intact
    left = [p for p in folder.iterdir() if atomic.is_temporary(p.name)]
    assert len(left) == 1                                 # ...but its temporary file stays behind
    stale = time.time() - atomic.STALE_AFTER - 60
    os.utime(left[0], (stale, stale))
    live = folder / ".autosave.live.tmp"                  # a write going on right now (another instance)
    live.write_bytes(b"being written")
    outside = tmp_path / "precious.txt"
    outside.write_text("not ours")
    link = folder / ".link.tmp"
    link.symlink_to(outside)
    os.utime(link, (stale, stale), follow_symlinks=False)
    monkeypatch.setattr(savestore, "_started", False)     # a fresh start of the app
    savestore.latest("auto")                              # what the main menu asks first
    assert not left[0].exists()
    assert live.exists() and outside.read_text() == "not ours" and os.path.lexists(link)
    assert saved.read_bytes() == before and saves.backup_path(saved).exists()


# --- deleting --------------------------------------------------------------------------------------------
def test_removing_a_symlinked_save_removes_the_link_never_its_target(tally_catalog, isolated_dirs, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    match = new_match(tally_catalog)
    saves.save(match, "named", "real", folder=elsewhere)
    real = saves.save(match, "named", "real", folder=elsewhere)
    folder = isolated_dirs.saves
    folder.mkdir(parents=True)
    link = folder / "linked.json"
    try:
        link.symlink_to(real)
        saves.backup_path(link).symlink_to(saves.backup_path(real))
    except OSError:
        pytest.skip("symbolic links are not allowed here")
    [info] = savestore.list_saves()
    assert info.path == link and not info.damaged and info.name == "real"
    savestore.delete(info)
    assert not os.path.lexists(link) and not os.path.lexists(saves.backup_path(link))
    assert saves.load(real, tally_catalog).state == match.state
    assert saves.backup_path(real).exists()
    assert savestore.list_saves() == []


# --- the save before a refused one ------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["edited", "truncated"])
def test_writing_over_a_refused_save_keeps_the_backup_before_it(damage, tally_catalog, isolated_dirs):
    match = new_match(tally_catalog, steps=1)
    path = saves.autosave(match)
    match.choose(match.pending.options[0])
    saves.autosave(match)
    good_backup = saves.backup_path(path).read_bytes()
    if damage == "edited":
        _edited(path, lambda d: d["actions"].append({"p": 0, "o": {"n": 99}}))
        refused(path, tally_catalog, "save.moves_edited")        # "Continue" is refused...
    else:
        path.write_bytes(path.read_bytes()[:100])
    other = new_match(tally_catalog, steps=2, seed=9)            # ...the players start another game
    saves.autosave(other)
    assert saves.backup_path(path).read_bytes() == good_backup
    assert saves.load(path, tally_catalog).state == other.state
    other.choose(other.pending.options[0])
    first_of_other = path.read_bytes()
    saves.autosave(other)                                        # from now on the backup follows again
    assert saves.backup_path(path).read_bytes() == first_of_other
