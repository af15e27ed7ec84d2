"""One autosave per game: the menu's Continue lists the games in progress (the most recent
first; a single one opens at once), and nothing replaces a game in progress without a warning
(a new game of the same game, or a save of another match of it)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine import saves  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.scenes.continue_game import ContinueScene  # noqa: E402
from boardgames.ui.scenes.dialog import ConfirmDialog  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.menu import MainMenuScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402
from boardgames.ui.widgets import resolve  # noqa: E402


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


def slot(isolated_dirs, game=F.GAME) -> Path:
    return isolated_dirs.saves / f"autosave.{game}.json"


def start(app, players=2):
    """New game from the main menu; the game screen, or None when a warning went up."""
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    form = app.top
    assert isinstance(form, NewGameScene)
    F.click_widget(app, form.start_button)
    return app.find(GameScene)


def play_a_move(app, game):
    F.click(app, game.board_rect.center)          # the fake view takes a card
    assert game.match.actions
    app.autosaver.flush()


def test_a_new_game_of_the_game_in_progress_warns_before_replacing_it(cat, isolated_dirs):
    app = F.make_app(cat)
    first = start(app)
    play_a_move(app, first)
    app.home()
    kept = slot(isolated_dirs).read_bytes()
    assert start(app) is None                     # not started: a warning instead
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and resolve(dialog.title) == app.t("ui.continue.replace_title")
    text = resolve(dialog.text)
    assert app.game_name(F.GAME) in text and "Player 1, Player 2" in text and "Save as" in text
    F.frame(app)
    assert not app.errors
    F.click_widget(app, dialog.buttons[0])       # Cancel: the form again, the game in progress untouched
    assert isinstance(app.top, NewGameScene) and app.find(GameScene) is None
    app.autosaver.flush()
    assert slot(isolated_dirs).read_bytes() == kept
    F.click_widget(app, app.top.start_button)
    F.click_widget(app, F.find_button(app.top, "ui.continue.replace_yes"))
    second = app.find(GameScene)
    assert second is not None and second.match is not first.match
    app.autosaver.flush()
    assert saves.read(slot(isolated_dirs))["setup"] == second.match.setup


def test_loading_another_match_of_the_game_warns_the_same_match_does_not(cat, isolated_dirs):
    app = F.make_app(cat)
    spec = cat.games[F.GAME]
    other = samples.advance(samples.new_sample(app, spec, seed=9, players=3), 3, seed=9)
    saves.save_match(other, name="Other", kind="named")
    game = start(app)
    play_a_move(app, game)
    earlier = saves.save_match(game.match, name="Earlier", kind="named")
    F.click_widget(app, F.find_button(game, "Done"))
    play_a_move(app, game)
    later = saves.save_match(game.match, name="Later", kind="named")
    app.home()
    # another match of the same game: warned
    assert app.load_save(isolated_dirs.saves / "Other.json")
    assert isinstance(app.top, ConfirmDialog) and app.find(GameScene) is None
    F.click_widget(app, app.top.buttons[0])
    # an earlier position of the very match in progress would lose its later moves: warned
    assert app.load_save(earlier) and isinstance(app.top, ConfirmDialog)
    F.click_widget(app, app.top.buttons[0])
    # the match in progress itself, as far or further: no warning
    assert app.load_save(later) and isinstance(app.top, GameScene)
    app.home()
    F.click_widget(app, F.find_button(app.top, "ui.menu.continue"))      # one game in progress: at once
    assert isinstance(app.top, GameScene) and app.top.match.state == game.match.state
    assert not app.errors


def test_a_finished_game_is_not_in_progress(cat, isolated_dirs):
    app = F.make_app(cat)
    game = start(app)
    match = game.match
    while match.pending is not None:
        choice = match.pending
        assert game.choose({"n": 3} if {"n": 3} in choice.options else choice.options[0]) is None
        F.frame(app)
    assert isinstance(app.top, ScoreScene)
    app.autosaver.flush()
    F.click_widget(app, F.find_button(app.top, "ui.score.rematch"))      # no warning
    rematch = app.top
    assert isinstance(rematch, GameScene) and rematch.match is not match
    app.home()                                                         # the rematch is now in progress
    [info] = saves.games_in_progress()
    assert info.match_id == saves.match_id(rematch.match.setup) and info.moves == 0
    assert not app.errors


def test_continue_lists_every_game_in_progress_most_recent_first(isolated_dirs):
    from boardgames.engine.catalog import load_catalog
    real = load_catalog()
    app = F.make_app(real)
    games = {}
    for minute, game in enumerate(("moon_river", "via_nebula", "caverna")):
        match = samples.advance(samples.new_sample(app, real.games[game], seed=3), 6 + minute, seed=3)
        doc = saves.snapshot(match, "auto")
        doc["saved_at"] = f"2025-03-01T20:0{minute}:00+00:00"
        saves.write_document(doc)
        games[game] = match
    done = samples.finished(app, real.games["urubamba_valley"], seed=5)      # over: not in progress
    saves.autosave(done)
    app.home()
    F.frame(app)
    menu = app.top
    assert [i.game for i in menu.in_progress] == ["caverna", "via_nebula", "moon_river"]
    button = F.find_button(menu, app.t("ui.menu.continue_n", n=3))
    assert button.is_enabled() and button.tooltip_lines() == [app.t("ui.continue.tip_many", n=3)]
    F.click_widget(app, button)
    chooser = app.top
    assert isinstance(chooser, ContinueScene) and [i.game for i in chooser.list.items] == [
        "caverna", "via_nebula", "moon_river"]
    F.frame(app)
    assert not app.errors
    F.click_widget(app, chooser.cancel)
    assert app.top is menu
    F.click_widget(app, button)
    chooser = app.top
    F.click(app, (chooser.list.rect.centerx, chooser.list.row_rect(2).centery))    # Moon River
    game = app.find(GameScene)
    assert game is not None and game.match.state == games["moon_river"].state
    assert not app.errors


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_chooser_and_the_warning_fit_at_1280x800(lang, isolated_dirs):
    from boardgames.engine.catalog import load_catalog
    real = load_catalog()
    app = F.make_app(real, (1280, 800), lang)
    for game in ("moon_river", "via_nebula", "caverna", "urubamba_valley"):
        seed = 47 if game == "urubamba_valley" else 3
        saves.autosave(samples.advance(samples.new_sample(app, real.games[game], seed=seed), 10, seed=seed))
    app.home()
    F.frame(app)
    F.click_widget(app, F.find_button(app.top, app.t("ui.menu.continue_n", n=4)))
    chooser = app.top
    F.frame(app)
    screen = app.screen.get_rect()
    assert screen.contains(chooser.rect) and chooser.list.rect.bottom < chooser.cancel.rect.top
    assert len(chooser.list.items) == 4 and not app.errors
    chooser.close()
    rng = random.Random(1)
    match = samples.new_sample(app, real.games["via_nebula"], seed=99)
    samples.random_step(match, rng)
    app.open_match(match)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    F.frame(app)
    body = app.fonts.wrap(resolve(dialog.text), app.theme.font_px("body"), dialog.body.w)
    assert dialog.body.h >= len(body) * app.fonts.line_height(app.theme.font_px("body")) - 1
    assert screen.contains(dialog.rect) and dialog.buttons[-1].rect.bottom <= dialog.rect.bottom
    assert not app.errors
    F.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenuScene)
