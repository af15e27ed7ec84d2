"""The load screen: list, load, delete; the about panel; savestore's tolerance."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine import saves  # noqa: E402
from boardgames.ui import savestore  # noqa: E402
from boardgames.ui.scenes.about import AboutScene  # noqa: E402
from boardgames.ui.scenes.dialog import ConfirmDialog  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.load import LoadScene  # noqa: E402
from boardgames.ui.scenes.direct import open_scene  # noqa: E402


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


def saved_match(app, name="Friday"):
    from boardgames.ui import samples
    spec = app.catalog.games[F.GAME]
    match = samples.advance(samples.new_sample(app, spec, seed=4, players=3), 4, seed=4)
    saves.save_match(match, name=name, kind="named")
    return match


def test_load_list_load_and_delete(cat, isolated_dirs):
    app = F.make_app(cat)
    match = saved_match(app)
    isolated_dirs.saves.joinpath("damaged.json").write_text("nope", encoding="utf-8")
    F.frame(app)
    F.click_widget(app, F.find_button(app.top, "ui.menu.load"))
    scene = app.top
    assert isinstance(scene, LoadScene) and len(scene.list.items) == 2
    F.frame(app)
    assert not app.errors
    row = next(i for i, info in enumerate(scene.list.items) if info.name == "Friday")
    texts = scene._kind_text(scene.list.items[row]), scene._round_text(scene.list.items[row])
    assert "Friday" in texts[0] and texts[1].startswith("Round")
    damaged = 1 - row
    assert scene._kind_text(scene.list.items[damaged]).startswith(app.t("ui.load.damaged"))
    # select and load
    y = scene.list.row_rect(row).centery
    F.click(app, (scene.list.rect.centerx, y))
    assert scene.list.selected == row
    F.click_widget(app, scene.load_button)
    game = app.find(GameScene)
    assert game is not None and game.match.state == match.state
    app.poll_replay_check(wait=60)       # the loaded game's check done, its held autosave written
    assert app.autosaver.flush()         # (else, on a slow host, it lands while the list is shown)
    # delete from the load screen (with confirmation)
    app.home()
    F.click_widget(app, F.find_button(app.top, "ui.menu.load"))
    scene = app.top
    n = len(scene.list.items)
    scene.list.selected = 0
    F.click_widget(app, scene.delete_button)
    assert isinstance(app.top, ConfirmDialog)
    F.click_widget(app, app.top.buttons[-1])
    assert app.top is scene and len(scene.list.items) == n - 1


def test_load_screen_without_saves(cat):
    app = F.make_app(cat)
    open_scene(app, "load")
    F.frame(app)
    assert app.top.list.items == []
    assert not app.top.load_button.is_enabled()


def test_about_panel_lists_reconstructions(cat):
    """A game whose data names nothing (no label, note, heading or picture) still gets its
    entry listed, under the general heading; its file and line only in the owners' section."""
    app = F.make_app(cat)
    about = open_scene(app, "about", game_id=F.GAME, steps=1)
    assert isinstance(about, AboutScene)
    (kind, block, _), = about.rows
    assert kind == "block" and [c.label for line in block.lines for c in line] == ["joker"]
    assert block.heading == app.t("ui.about.group", name=app.t("ui.about.other"), n=1) and block.note is None
    assert about._intro() == app.t("ui.about.intro")
    F.frame(app)
    F.click_widget(app, about.owners_button)
    assert ("file", "deck.yaml", 10) in about.rows
    assert about._owners_line(about.rows[-1][1]) == (app.t("ui.about.line", line=3), "joker")
    assert not app.errors


def test_savestore_tolerates_other_shapes():
    info = {"path": "/nowhere/x.json", "kind": "quick", "saved_at": "2024-05-01T10:00:00+02:00",
            "players": ["A", "B"], "game": "g"}
    assert savestore.kind_of(info) == "quick"
    assert savestore.when(info).year == 2024
    assert savestore.when({"mtime": 0}).year in (1969, 1970)

    class Weird(Exception):
        pass
    assert savestore.refusal_text(Weird(), None) == "Weird"


def test_an_edited_save_is_refused_in_a_dialog_and_a_symlinked_one_deleted_as_a_link(cat, isolated_dirs, tmp_path):
    import json
    import os
    from boardgames.ui.scenes.dialog import MessageDialog
    app = F.make_app(cat)
    saved_match(app, name="Edited")
    path = isolated_dirs.saves / "Edited.json"
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"].append({"p": 0, "o": {"not": "a move"}})       # one illegal move appended
    path.write_text(json.dumps(doc), "utf-8")
    assert app.load_save(path) is False
    assert isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t("save.moves_edited", file="Edited.json")
    app.home()
    # a save that is a symbolic link to a file elsewhere: deleting it from the list removes the link only
    target = tmp_path / "elsewhere.json"
    path.rename(target)
    link = isolated_dirs.saves / "Linked.json"
    try:
        link.symlink_to(target)
    except OSError:
        pytest.skip("symbolic links are not allowed here")
    scene = open_scene(app, "load")
    F.frame(app)
    assert [i.path.name for i in scene.list.items] == ["Linked.json"]
    scene.list.selected = 0
    F.click_widget(app, scene.delete_button)
    F.click_widget(app, app.top.buttons[-1])
    assert app.top is scene and scene.list.items == [] and not app.errors
    assert not os.path.lexists(link) and json.loads(target.read_text("utf-8")) == doc


def test_a_game_going_on_from_its_stored_state_says_so_in_a_dialog_once(cat):
    """A save of other rules or data whose moves no longer replay goes on from its saved
    position (the log's last entry says so): the game opens under a dialog telling the players."""
    from boardgames.ui.scenes.dialog import MessageDialog
    from boardgames.ui.widgets import resolve
    app = F.make_app(cat)
    match = saved_match(app)
    match.log.append({"key": saves.NOTICE_FROM_STATE, "p": None, "args": {}})
    app.open_match(match)
    F.frame(app)
    assert isinstance(app.top, MessageDialog) and resolve(app.top.text) == app.t(saves.NOTICE_FROM_STATE)
    F.click_widget(app, app.top.buttons[0])
    assert isinstance(app.top, GameScene)
    app.open_match(match)                       # shown once per loaded game
    assert isinstance(app.top, GameScene)


def _autosave(isolated_dirs):
    path = isolated_dirs.saves / f"autosave.{F.GAME}.json"      # the game's own autosave slot
    return path.read_bytes() if path.exists() else None


def test_a_save_opens_from_its_state_and_its_autosave_waits_for_the_replay_check(cat, isolated_dirs):
    app = F.make_app(cat)
    match = saved_match(app, name="Whole")
    before = _autosave(isolated_dirs)
    assert app.load_save(isolated_dirs.saves / "Whole.json")
    check = app.replay_check
    assert check is not None and app.find(GameScene).match is check.match
    assert check.held is not None and _autosave(isolated_dirs) == before     # held back meanwhile
    assert app.busy()                          # frames go on while it runs, to show what it finds
    check.join(30)
    F.frame(app)
    assert app.replay_check is None and not app.errors
    app.autosaver.flush()
    assert saves.load(isolated_dirs.saves / f"autosave.{F.GAME}.json", cat).state == match.state


def test_a_save_whose_replay_check_fails_is_closed_with_the_reason(cat, isolated_dirs):
    import json
    from boardgames.ui.scenes.dialog import MessageDialog
    from boardgames.ui.scenes.menu import MainMenuScene
    app = F.make_app(cat)
    saved_match(app, name="Edited")
    app.autosaver.flush()
    before = _autosave(isolated_dirs)
    path = isolated_dirs.saves / "Edited.json"
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"].append({"p": 0, "o": {"not": "a move"}})     # edited by someone holding this install's key
    path.write_bytes(saves.encode(doc))       # (or a rules change that forgot to raise the data version)
    assert app.load_save(path)                 # sealed, and the state itself is sound: it opens at once
    assert app.find(GameScene) is not None
    app.replay_check.join(30)
    F.frame(app)
    assert app.find(GameScene) is None and isinstance(app.scenes[0], MainMenuScene)
    assert isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t("save.moves_edited", file="Edited.json")
    app.autosaver.flush()
    assert _autosave(isolated_dirs) == before  # play did not go on from it, nor was it autosaved


@pytest.mark.parametrize("disguise, key", [("checksum", "save.tampered"), ("other_version", "save.unverified")])
def test_an_edited_save_is_refused_before_anything_of_it_is_drawn(disguise, key, cat, isolated_dirs, monkeypatch):
    """A card more in a player's hand, the file made to look whole (its old checksum recomputed)
    or to come from another version: refused on loading, never opened nor drawn, not even by
    the menu warming what it would open, and nothing on disk changed."""
    import json
    from boardgames.ui.scenes.dialog import MessageDialog
    sys.path.insert(0, str(Path(__file__).parents[1]))
    from test_saves_deferred import old_checksum
    app = F.make_app(cat)
    match = saved_match(app, name="Forged")
    saves.save(match, "auto")
    before = _autosave(isolated_dirs)
    path = isolated_dirs.saves / "Forged.json"
    doc = json.loads(path.read_text("utf-8"))
    doc["state"]["players"][0]["taken"].append(doc["state"]["deck"].pop(0))
    doc.pop("signature")
    if disguise == "checksum":
        doc["checksum"] = old_checksum(doc)
    else:
        doc["app_version"] = "0.0.1"
    path.write_text(json.dumps(doc), "utf-8")
    data, forged = path.read_bytes(), doc["state"]
    opened, drawn = [], []
    real_init, real_draw = GameScene.__init__, F.FakeView.draw

    def spy_init(self, app_, m):
        opened.append(saves.plain(m.state))
        real_init(self, app_, m)

    def spy_draw(self, surface):
        drawn.append(saves.plain(self.ctx.match.state))
        real_draw(self, surface)
    monkeypatch.setattr(GameScene, "__init__", spy_init)
    monkeypatch.setattr(F.FakeView, "draw", spy_draw)
    app.warmup.save(path)                      # the load screen's selection warms what it would open
    app.warmup.settle()
    assert not app.load_save(path)
    for _ in range(3):
        F.frame(app)
    assert isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t(key, file="Forged.json")
    assert app.find(GameScene) is None and app.replay_check is None
    assert forged not in opened and forged not in drawn
    assert path.read_bytes() == data
    app.autosaver.flush()
    assert _autosave(isolated_dirs) == before


@pytest.fixture(scope="module")
def real():
    from boardgames.engine.catalog import load_catalog
    return load_catalog()


@pytest.mark.parametrize("forgery", ["caverna_999_gold_99_rubies", "la_loire_50_coins_more",
                                     "la_loire_secret_message_swapped"])
def test_a_forged_real_game_is_refused_by_continue_and_never_shown(forgery, real, isolated_dirs, monkeypatch):
    """The issue's cheat: the autosave edited between sessions, claiming another version. The
    menu's Continue (and its warm-up) refuse it; no game scene is ever made of it."""
    import json
    sys.path.insert(0, str(Path(__file__).parents[1]))
    from test_saves_forged import FORGERIES, position
    from boardgames.ui.scenes.dialog import MessageDialog
    game, edit = FORGERIES[forgery]
    path = saves.autosave(position(real, game))
    doc = json.loads(path.read_text("utf-8"))
    doc.pop("signature")
    edit(doc["state"])
    doc["app_version"] = "0.0.1"
    path.write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    data = path.read_bytes()
    opened = []
    real_init = GameScene.__init__

    def spy_init(self, app_, m):
        opened.append(m)
        real_init(self, app_, m)
    monkeypatch.setattr(GameScene, "__init__", spy_init)
    app = F.make_app(real)
    [info] = savestore.games_in_progress()
    app.warmup.save(info)
    app.warmup.settle()
    assert not app.load_save(info)
    F.frame(app)
    assert isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t("save.unverified", file=path.name)
    assert opened == [] and app.find(GameScene) is None
    assert path.read_bytes() == data


def test_loading_a_folder_says_it_is_not_a_file(cat, isolated_dirs):
    from boardgames.ui.scenes.dialog import MessageDialog
    app = F.make_app(cat)
    folder = isolated_dirs.saves / "x.json"
    folder.mkdir(parents=True)
    assert not app.load_save(folder)
    assert isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t("save.not_a_file", file="x.json")


def test_leaving_a_game_before_its_replay_check_ends_drops_the_check(cat, isolated_dirs):
    from boardgames.ui import samples
    app = F.make_app(cat)
    saved_match(app, name="Left")
    assert app.load_save(isolated_dirs.saves / "Left.json")
    spec = app.catalog.games[F.GAME]
    other = samples.new_sample(app, spec, seed=9, players=2)
    app.open_match(other)
    assert app.replay_check is None
    F.frame(app)
    assert app.find(GameScene).match is other


def test_the_replay_check_runs_a_slice_per_frame(cat, isolated_dirs):
    app = F.make_app(cat)
    saved_match(app, name="Sliced")
    assert app.load_save(isolated_dirs.saves / "Sliced.json")
    check = app.replay_check
    assert not check.step(0)                   # one move at a time: not done after the first
    frames = 0
    while app.replay_check is not None and frames < 600:
        F.frame(app)
        frames += 1
    assert app.replay_check is None and check.done and check.error is None and not app.errors
    assert app.find(GameScene).match.events is check.result.events     # its history came with the check


def test_the_menu_and_the_load_screen_warm_the_save_they_would_open(cat, isolated_dirs):
    app = F.make_app(cat)
    match = saved_match(app, name="Warm")
    isolated_dirs.saves.joinpath("damaged.json").write_text("nope", encoding="utf-8")
    saves.save(match, "auto")
    app.home()                                 # the menu, with that autosave as its Continue
    for _ in range(20):                        # the pointer rests on the menu
        F.frame(app, dt=0.05)
    warmer = app.warmup
    assert any(key[0] == "save" for key in warmer.done), "the menu warms its Continue"
    app.warmup.save(isolated_dirs.saves / "damaged.json")   # a file it would refuse: nothing breaks
    app.warmup.settle()
    assert not app.errors and app.find(GameScene) is None
    F.click_widget(app, F.find_button(app.top, "ui.menu.load"))
    scene = app.top
    row = next(i for i, info in enumerate(scene.list.items) if savestore.field(info, "name") == "Warm")
    scene.list.selected = row
    for _ in range(20):
        F.frame(app, dt=0.05)
    assert any(key[0] == "save" and key[1].endswith("Warm.json") for key in warmer.done)
    scene.load()
    assert app.find(GameScene).match.state == match.state and not app.errors
