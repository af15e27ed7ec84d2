"""No traceback ever reaches the players: errors become a dialog, a log file, and the app goes on."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.ui.app import error_log_path  # noqa: E402
from boardgames.ui.generic_view import GenericView  # noqa: E402
from boardgames.ui.scenes.base import Scene  # noqa: E402
from boardgames.ui.scenes.dialog import ErrorDialog, MessageDialog  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.menu import MainMenuScene  # noqa: E402
from boardgames.ui.widgets import resolve  # noqa: E402


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


class Exploding(Scene):
    name = "exploding"

    def draw(self, surface):
        raise ZeroDivisionError("boom in draw")


def test_scene_error_shows_dialog_logs_and_recovers(cat, isolated_dirs):
    app = F.make_app(cat)
    app.push(Exploding(app))
    F.frame(app)
    assert isinstance(app.top, ErrorDialog)
    log = error_log_path()
    assert log.is_relative_to(isolated_dirs.data) and "boom in draw" in log.read_text(encoding="utf-8")
    F.frame(app)                                   # still alive, drawing the dialog
    F.click_widget(app, app.top.buttons[0])
    assert isinstance(app.top, MainMenuScene)       # the broken scene was dropped
    F.frame(app)
    assert all(not isinstance(s, Exploding) for s in app.scenes)


def test_event_error_keeps_the_scene(cat):
    app = F.make_app(cat)

    class BadKeys(Scene):
        name = "badkeys"

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN:
                raise KeyError("bad key")
            return False

    scene = BadKeys(app)
    app.push(scene)
    F.key(app, pygame.K_a)
    assert isinstance(app.top, ErrorDialog)
    F.click_widget(app, app.top.buttons[0])
    assert app.top is scene


def test_crashing_view_falls_back_to_generic_view(cat):
    app = F.make_app(cat)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    F.click_widget(app, app.top.start_button)
    game = app.find(GameScene)
    F.FakeView.fail_draw = True
    F.frame(app)
    assert isinstance(game.view, GenericView)
    assert isinstance(app.top, ErrorDialog)
    F.click_widget(app, app.top.buttons[0])
    assert app.top is game
    F.frame(app)
    # the generic view offers the options as buttons; clicking one plays it
    F.frame(app)
    button = game.view.buttons[0]
    F.click_widget(app, button)
    assert len(game.match.actions) == 1


def test_error_storm_falls_back_to_menu(cat):
    app = F.make_app(cat)
    for _ in range(10):
        app.push(Exploding(app))
        F.frame(app)
    F.frame(app)
    assert app.running and app.scenes
    while isinstance(app.top, ErrorDialog):
        F.click_widget(app, app.top.buttons[0])
    assert isinstance(app.top, MainMenuScene)


def test_refused_save_shows_the_reason(cat, isolated_dirs):
    isolated_dirs.saves.mkdir(parents=True)
    bad = isolated_dirs.saves / "broken.json"
    bad.write_text("{this is not json", encoding="utf-8")
    app = F.make_app(cat)
    assert app.load_save(bad) is False
    dialog = app.top
    assert isinstance(dialog, MessageDialog) and not isinstance(dialog, ErrorDialog)
    text = resolve(dialog.text)
    assert "broken.json" in text and "Traceback" not in text
    F.frame(app)
    assert not app.errors
