"""Settings: the file format, atomic writes, damaged files, and the settings screen."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.settings import Settings  # noqa: E402
from boardgames.ui.scenes.settings import SettingsScene  # noqa: E402


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


def test_defaults_when_no_file(isolated_dirs):
    s = Settings.load()
    assert s.language == "en" and not s.fullscreen and s.window_size == (1280, 800)
    assert s.animation_speed == 1.0 and not s.handoff_every_turn


def test_round_trip_and_atomic_write(isolated_dirs):
    s = Settings.load()
    s.language, s.fullscreen, s.window_size, s.animation_speed, s.handoff_every_turn = "zh-Hant", True, (1920, 1080), 2.5, True
    path = s.save()
    assert path == isolated_dirs.settings
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "zh-Hant"
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]     # no temp file left behind
    t = Settings.load()
    assert (t.language, t.fullscreen, t.window_size, t.animation_speed, t.handoff_every_turn) == \
        ("zh-Hant", True, (1920, 1080), 2.5, True)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "", "\x00\x01", '{"language": 5}'])
def test_damaged_file_falls_back_and_is_kept(isolated_dirs, content):
    isolated_dirs.settings.parent.mkdir(parents=True)
    isolated_dirs.settings.write_text(content, encoding="utf-8")
    s = Settings.load()
    assert s.language == "en"
    assert isolated_dirs.settings.read_text(encoding="utf-8") == content


def test_bad_values_cost_only_their_field(isolated_dirs):
    isolated_dirs.settings.parent.mkdir(parents=True)
    isolated_dirs.settings.write_text(json.dumps({
        "language": "klingon", "fullscreen": "yes", "window_size": [10, 10], "animation_speed": 99,
        "handoff_every_turn": True, "unknown": 1}), encoding="utf-8")
    s = Settings.load()
    assert s.language == "en" and s.fullscreen is False and s.window_size == (1280, 800)
    assert s.animation_speed == 3.0 and s.handoff_every_turn is True


def test_failed_write_leaves_old_file(isolated_dirs, monkeypatch):
    s = Settings.load()
    s.save()
    before = isolated_dirs.settings.read_text()
    s.language = "zh-Hant"
    import os

    def boom(*a):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        s.save()
    assert isolated_dirs.settings.read_text() == before
    assert [p.name for p in isolated_dirs.settings.parent.iterdir()] == ["settings.json"]


def open_settings(app):
    F.frame(app)
    F.click_widget(app, F.find_button(app.top, "ui.menu.settings"))
    scene = app.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_language_switch_is_instant_and_persists(cat, isolated_dirs):
    app = F.make_app(cat)
    scene = open_settings(app)
    title_en = app.t("app.title")
    F.click(app, (scene.language.rect.right - 5, scene.language.rect.centery))
    assert app.locale.lang == "zh-Hant" and app.settings.language == "zh-Hant"
    assert app.t("app.title") != title_en
    F.frame(app)
    assert F.find_button(scene, "ui.common.close")          # labels re-rendered in Chinese
    saved = json.loads(isolated_dirs.settings.read_text(encoding="utf-8"))
    assert saved["language"] == "zh-Hant"
    # a new app starts in Chinese
    app2 = F.make_app(cat, lang=Settings.load().language)
    assert app2.locale.lang == "zh-Hant"


def test_log_is_rerendered_on_language_switch(cat):
    app = F.make_app(cat)
    from boardgames.ui.scenes.game import GameScene
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    F.click_widget(app, app.top.start_button)
    game = app.find(GameScene)
    F.click(app, game.board_rect.center)
    assert game.panel.log_list.items[-1].parts()[2] == "took 1 card(s)"
    app.set_language("zh-Hant")
    F.frame(app)
    assert game.panel.log_list.items[-1].parts()[2] == "拿了 1 張牌"
    assert game.panel.prompt == "確認你拿的牌"


def test_other_settings_persist(cat, isolated_dirs):
    app = F.make_app(cat)
    scene = open_settings(app)
    F.click_widget(app, scene.handoff)
    F.click(app, (scene.speed._track().x + 1, scene.speed.rect.centery))
    saved = json.loads(isolated_dirs.settings.read_text(encoding="utf-8"))
    assert saved["handoff_every_turn"] is True and saved["animation_speed"] == 0.0
    assert scene._speed_text(0.0) == app.t("ui.settings.speed_off")
    F.click_widget(app, scene.fullscreen)           # headless: recorded, no display change
    assert json.loads(isolated_dirs.settings.read_text(encoding="utf-8"))["fullscreen"] is True


def test_offscreen_never_writes_settings(cat, isolated_dirs):
    from boardgames.ui import offscreen
    offscreen.render_all((1280, 800), lang="zh-Hant", catalog=cat)
    assert not isolated_dirs.settings.exists()
    assert not isolated_dirs.saves.exists()


def test_a_first_window_fits_the_screen():
    """No size chosen yet (no settings file, no --size): the largest preset with a margin."""
    from boardgames.ui.app import first_window_size
    assert first_window_size((1920, 1080)) == (1440, 900)
    assert first_window_size((2560, 1440)) == (1920, 1080)
    assert first_window_size((3840, 2160)) == (2560, 1440)
    assert first_window_size((1366, 768)) == (1280, 800)       # smaller than every preset: fitted later
    assert first_window_size(None) == (1280, 800)
    s = Settings()
    assert not s.window_chosen
    s._merge({"window_size": [1600, 1000]})
    assert s.window_chosen and "window_chosen" not in s.to_dict()
