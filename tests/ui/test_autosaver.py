"""Autosaves on a worker thread: the newest snapshot wins, flush waits for the disk, a
failure reaches the UI thread once, and the game screen's autosave is the position shown."""
from __future__ import annotations

import threading

from boardgames.ui.autosaver import Autosaver


def test_the_newest_snapshot_wins_and_flush_waits_for_it():
    gate, started, written = threading.Event(), threading.Event(), []

    def write(doc):
        started.set()
        gate.wait(5)
        written.append(doc["n"])

    saver = Autosaver(write)
    saver.submit({"n": 1})
    assert started.wait(5)                 # the first is being written...
    for n in (2, 3, 4):                    # ...while three more arrive: only the last is kept
        saver.submit({"n": n})
    assert not saver.flush(timeout=0.05)   # still writing
    gate.set()
    assert saver.flush(timeout=5)
    assert written == [1, 4] and saver.written == 2


def test_a_failed_write_is_reported_once_and_later_ones_go_on():
    calls = []

    def write(doc):
        calls.append(doc)
        if doc["n"] == 1:
            raise OSError("disk full")

    saver = Autosaver(write)
    saver.submit({"n": 1})
    assert saver.flush(5)
    error = saver.take_error()
    assert isinstance(error, OSError) and saver.take_error() is None
    saver.submit({"n": 2})
    assert saver.flush(5) and saver.written == 1 and len(calls) == 2


def test_flush_with_nothing_to_do_returns_at_once():
    assert Autosaver(lambda doc: None).flush(timeout=0.01)


def test_a_snapshot_is_written_to_the_folder_it_was_taken_for(tmp_path, monkeypatch, tally_catalog):
    """The worker may write after the saves folder in use has changed (a test's folder once
    received the autosave of the test before it): the folder is fixed with the snapshot."""
    from boardgames import paths
    from boardgames.engine.match import Match
    from boardgames.ui import savestore
    rules = tally_catalog.games["tally"].rules()
    match = Match.new(rules, [{"name": "A"}, {"name": "B"}], seed=1)
    first = paths.saves_dir()
    doc = savestore.snapshot(match, "auto")
    monkeypatch.setattr(paths, "saves_dir", lambda: tmp_path / "elsewhere")   # the next test's folder
    path = savestore.write(doc)
    assert path.parent == first and path.exists()
    assert not (tmp_path / "elsewhere").exists()
