"""Saves written by earlier versions of the app load through the upgraders and play on.

The files in tests/fixtures/saves_v1 were written by the app before save format 2 (the game
log inside the state, each game's pending work in its own layout). Loading one must replay
to exactly the upgraded state (so nothing was lost or invented), keep the whole log, and
leave a game that can be played to its end.
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from boardgames.engine import saves
from boardgames.engine.catalog import load_catalog
from game_support import play_to_end

FIXTURES = Path(__file__).parent / "fixtures" / "saves_v1"


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize("game", ["moon_river", "via_nebula", "caverna"])
def test_format_1_save_loads_and_plays_on(catalog, game, tmp_path):
    path = tmp_path / f"{game}_v1.json"
    shutil.copy(FIXTURES / path.name, path)
    old = json.loads(path.read_text("utf-8"))
    assert old["version"] == 1 and "log" in old["state"]
    loaded = saves.load_full(path, catalog)
    assert loaded.doc["version"] == saves.VERSION and not loaded.sealed      # older than seals
    assert loaded.replayed, "the upgraded state must be what replaying the actions gives"
    m = loaded.match
    assert m.log == old["state"]["log"] and "log" not in m.state
    assert m.actions == old["actions"]
    assert m.rules.round_label(m.state) == old["summary"]["round"]
    play_to_end(m, 1)
    assert path.read_bytes() == (FIXTURES / path.name).read_bytes(), "loading never rewrites a save"


def test_load_list_reads_format_1_without_the_rules(tmp_path):
    for f in FIXTURES.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    listed = saves.list_saves(tmp_path)
    assert len(listed) == 3 and not any(i.damaged for i in listed)
    assert {i.game for i in listed} == {"moon_river", "via_nebula", "caverna"}


def test_a_format_2_caverna_game_keeps_the_rules_it_was_started_with(catalog, tmp_path):
    """Voluntary begging changed the feeding's options; a game saved before goes on without it
    (its set-up option says so) and replays exactly, while under today's rules it would not."""
    from boardgames.engine.choice import Illegal
    from boardgames.engine.match import Match
    path = tmp_path / "caverna_v2.json"
    shutil.copy(FIXTURES.parent / "saves_v2" / path.name, path)
    old = json.loads(path.read_text("utf-8"))
    assert old["version"] == 2
    loaded = saves.load_full(path, catalog)
    assert loaded.replayed and loaded.doc["version"] == saves.VERSION and not loaded.sealed
    m = loaded.match
    assert m.setup["options"]["voluntary_begging"] is False and m.state["options"]["voluntary_begging"] is False
    rules = catalog.games["caverna"].rules()
    try:
        today = Match.replay(rules, {**old["setup"], "options": {}}, old["actions"])
        differs = saves.plain(today.state) != saves.plain(m.state)
    except Illegal:
        differs = True
    assert differs, "the fixture no longer tells the two rules apart"
    rng = random.Random(2)
    while not m.over:
        assert not any("keep" in o for o in m.pending.options)
        m.choose(rng.choice(m.pending.options))
    assert not m.rules.check(m.state)


def test_a_format_3_urubamba_valley_game_gets_its_cells_as_lists_and_plays_on(catalog, tmp_path):
    """Up to format 3 a terrace cell was a dict of four; today it is a list (terrace.py). The
    upgraded state is exactly what replaying the actions gives, the quiet turns' mark saved
    mid-count included (its digest still writes cells by name), and the game plays on."""
    from boardgames.games.urubamba_valley.terrace import SEED, WORKER
    path = tmp_path / "urubamba_valley_v3.json"
    shutil.copy(FIXTURES.parent / "saves_v3" / path.name, path)
    old = json.loads(path.read_text("utf-8"))
    assert old["version"] == 3 and all(isinstance(sp, dict) for sp in old["state"]["cells"].values())
    assert old["state"]["quiet"]["mark"] and old["state"]["quiet"]["turns"] >= 1
    loaded = saves.load_full(path, catalog)
    assert loaded.replayed and loaded.doc["version"] == saves.VERSION and not loaded.sealed
    m = loaded.match
    for k, sp in old["state"]["cells"].items():
        assert m.state["cells"][k] == [sp["seed"], sp["llama"], sp["worker"], sp["isolated"]], k
    assert any(sp[WORKER] for sp in m.state["cells"].values()) and any(sp[SEED] for sp in m.state["cells"].values())
    assert m.state["quiet"] == old["state"]["quiet"]
    play_to_end(m, 3)
    assert path.read_bytes() == (FIXTURES.parent / "saves_v3" / path.name).read_bytes(), "loading never rewrites a save"


@pytest.mark.parametrize("fixture", ["saves_v1/caverna_v1.json", "saves_v2/caverna_v2.json"])
def test_an_older_save_with_an_edited_position_is_refused(catalog, fixture, tmp_path):
    """An older format is another data version, but it has no seal: its moves must make its
    position, so a player given 99 rubies more is refused, never loaded from that position."""
    path = tmp_path / Path(fixture).name
    doc = json.loads((FIXTURES.parent / fixture).read_text("utf-8"))
    doc["state"]["players"][0]["goods"]["ruby"] += 99
    path.write_text(json.dumps(doc), "utf-8")
    data = path.read_bytes()
    with pytest.raises(saves.SaveError) as err:
        saves.load_full(path, catalog, defer=True)
    assert err.value.message == {"key": "save.unverified", "args": {"file": path.name}}
    assert path.read_bytes() == data
