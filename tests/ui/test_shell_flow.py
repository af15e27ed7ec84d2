"""Clicking through the app: menu -> new game -> game -> score, undo/redo, Esc menu, hand-off."""
from __future__ import annotations

import sys
import threading
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.match import Match  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.scenes.menu import MainMenuScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402
from boardgames.ui.scenes.pause import PauseScene  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


def start_game(app, players=2, mode=None):
    menu = app.top
    assert isinstance(menu, MainMenuScene)
    F.click_widget(app, F.find_button(menu, "ui.menu.new_game"))
    ng = app.top
    assert isinstance(ng, NewGameScene) and ng.spec.id == F.GAME
    while ng.count < players:
        F.click(app, (ng.count_cycler.rect.right - 5, ng.count_cycler.rect.centery))
    if mode:
        while ng.mode != mode:
            F.click(app, (ng.mode_cycler.rect.right - 5, ng.mode_cycler.rect.centery))
        assert ng.mode_cycler.value == mode          # the rebuilt form shows the chosen mode
    F.click_widget(app, ng.start_button)
    return app.find(GameScene)


def test_menu_to_new_game_to_game_and_play(cat, isolated_dirs):
    app = F.make_app(cat)
    F.frame(app)
    game = start_game(app, players=3)
    assert game is not None and app.top is game
    match = game.match
    assert [s["name"] for s in match.state["seats"]] == ["Player 1", "Player 2", "Player 3"]
    colours = [s["colour"] for s in match.state["seats"]]
    assert len(set(colours)) == 3
    assert match.setup["options"] == {"speed": "slow"}
    # the fake view takes a card when the board is clicked
    F.click(app, game.board_rect.center)
    assert match.state["phase"] == "confirm" and len(match.actions) == 1
    # autosave happened (written on the autosaver's thread)
    assert app.autosaver.flush()
    assert (isolated_dirs.saves / f"autosave.{F.GAME}.json").exists()
    # the panel offers the single "done" act as a button labelled from the game's locale
    done = F.find_button(game, "Done")
    F.click_widget(app, done)
    assert match.pending.player == 1
    assert "Player 1" in [row.parts()[1] for row in game.panel.log_list.items]


def test_undo_redo_buttons_and_keys(cat):
    app = F.make_app(cat)
    game = start_game(app)
    match = game.match
    undo = F.find_button(game, "ui.game.undo")
    redo = F.find_button(game, "ui.game.redo")
    assert not undo.is_enabled() and not redo.is_enabled()
    F.click(app, game.board_rect.center)
    assert undo.is_enabled()
    F.click_widget(app, undo)
    assert match.state["phase"] == "take" and match.can_redo
    F.click_widget(app, redo)
    assert match.state["phase"] == "confirm"
    F.key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.state["phase"] == "take"
    F.key(app, pygame.K_y, pygame.KMOD_CTRL)
    assert match.state["phase"] == "confirm"


def test_refused_choice_from_the_view_is_returned_not_raised(cat):
    app = F.make_app(cat)
    game = start_game(app)
    reason = game.ctx.choose({"n": 99})
    assert reason == {"key": "engine.illegal", "args": {}}
    assert not app.errors


def test_escape_opens_the_in_game_menu(cat):
    app = F.make_app(cat)
    game = start_game(app)
    F.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    F.click_widget(app, F.find_button(app.top, "ui.pause.resume"))
    assert app.top is game
    F.key(app, pygame.K_ESCAPE)
    F.key(app, pygame.K_ESCAPE)
    assert app.top is game
    F.key(app, pygame.K_ESCAPE)
    F.click_widget(app, F.find_button(app.top, "ui.pause.quit_to_menu"))
    assert isinstance(app.top, MainMenuScene) and len(app.scenes) == 1


def test_quick_and_named_save_then_load(cat, isolated_dirs):
    app = F.make_app(cat)
    game = start_game(app)
    F.click(app, game.board_rect.center)
    F.key(app, pygame.K_ESCAPE)
    F.click_widget(app, F.find_button(app.top, "ui.pause.quick_save"))
    assert (isolated_dirs.saves / "quicksave.json").exists()
    F.key(app, pygame.K_ESCAPE)
    F.click_widget(app, F.find_button(app.top, "ui.pause.save_as"))
    prompt = app.top
    prompt.input.set_value("")
    F.frame(app, [pygame.event.Event(pygame.TEXTINPUT, text="週末一局")])
    F.key(app, pygame.K_RETURN)
    assert app.top is game
    from boardgames.engine import saves
    names = {i.name for i in saves.list_saves()}
    assert "週末一局" in names
    # back to the menu, Continue resumes the autosave
    app.home()
    F.frame(app)
    cont = F.find_button(app.top, "ui.menu.continue")
    assert cont.is_enabled()
    F.click_widget(app, cont)
    resumed = app.find(GameScene)
    assert resumed is not None and resumed.match.state == game.match.state


def test_continue_is_disabled_without_autosave(cat):
    app = F.make_app(cat)
    F.frame(app)
    assert not F.find_button(app.top, "ui.menu.continue").is_enabled()


def test_handoff_before_a_private_choice_hides_the_board(cat):
    app = F.make_app(cat)
    start_game(app, mode="secret")
    F.frame(app)
    assert isinstance(app.top, HandoffScene) and app.top.player == 0
    F.FakeView.draws = 0
    F.frame(app)
    assert F.FakeView.draws == 0          # the board is not drawn behind the cover
    F.click_widget(app, app.top.ready)
    game = app.top
    assert isinstance(game, GameScene)
    F.frame(app)
    assert F.FakeView.draws > 0
    F.click(app, game.board_rect.center)          # take: same player, no hand-off
    assert app.top is game
    F.click_widget(app, F.find_button(game, "Done"))
    F.frame(app)
    assert isinstance(app.top, HandoffScene) and app.top.player == 1


def test_handoff_every_turn_setting(cat):
    app = F.make_app(cat)
    app.settings.handoff_every_turn = True
    game = start_game(app)
    F.frame(app)
    assert isinstance(app.top, HandoffScene)
    F.click_widget(app, app.top.ready)
    F.click(app, game.board_rect.center)
    assert app.top is game
    F.click_widget(app, F.find_button(game, "Done"))
    F.frame(app)
    assert isinstance(app.top, HandoffScene) and app.top.player == 1


def test_game_end_shows_scores_and_rematch(cat):
    app = F.make_app(cat)
    game = start_game(app)
    match = game.match
    while match.pending is not None:
        choice = match.pending
        option = {"n": 3} if {"n": 3} in choice.options else choice.options[0]
        assert game.choose(option) is None
        F.frame(app)
    score = app.top
    assert isinstance(score, ScoreScene)
    assert score.sheet.totals == match.score().totals
    F.frame(app)
    F.click_widget(app, F.find_button(score, "ui.score.rematch"))
    new = app.find(GameScene)
    assert new is not None and new.match is not match
    assert new.match.setup["seats"] == match.setup["seats"]
    assert new.match.setup["seed"] != match.setup["seed"] or True


def test_tooltips_from_view_and_widgets(cat):
    app = F.make_app(cat)
    game = start_game(app)
    assert game.tooltip(game.board_rect.center) == ["Deck", "10 cards"]
    undo = F.find_button(game, "ui.game.undo")
    assert game.tooltip(undo.rect.center) == [app.t("ui.game.undo_tip")]
    F.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=game.board_rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    F.frame(app, dt=0.5)                       # the tooltip shows after the mouse rests
    assert app.still_for >= app.TOOLTIP_DELAY
    assert not app.errors


def test_seat_names_are_typed_with_text_input_events(cat):
    app = F.make_app(cat)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    ng = app.top
    chip, name, _kind = ng.seat_rows[0]
    F.click_widget(app, name)
    assert name.focused
    for _ in range(len(name.value)):
        F.key(app, pygame.K_BACKSPACE)
    F.frame(app, [pygame.event.Event(pygame.TEXTEDITING, text="ㄌㄧㄣ", start=0, length=3)])
    assert name.value == "" and name.composition == "ㄌㄧㄣ"
    F.frame(app, [pygame.event.Event(pygame.TEXTINPUT, text="林")])
    assert name.value == "林" and name.composition == ""
    # the chip opens the game's colours; taking the second seat's colour swaps the two
    before = list(ng.colours[:2])
    F.click_widget(app, chip)
    assert ng.picker.seat == 0 and [c for c, _ in ng.picker.swatches] == ["red", "blue", "green", "yellow"]
    F.click(app, dict(ng.picker.swatches)[before[1]].center)
    assert ng.picker.seat is None and ng.colours[:2] == [before[1], before[0]]
    F.click_widget(app, ng.start_button)
    game = app.find(GameScene)
    assert game.match.state["seats"][0] == {"name": "林", "colour": ng.colours[0]}


def test_failed_game_is_greyed_out_with_its_error(cat):
    app = F.make_app(cat)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    ng = app.top
    broken = next(i for i, e in enumerate(ng.entries) if e[0] == "shellbroken")
    assert ng.entries[broken][2]
    rows_y = ng.games.row_rect(broken).centery
    pos = (ng.games.rect.centerx, rows_y)
    F.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    tip = ng.tooltip(pos)
    assert tip and "max" in tip[1]
    F.click(app, pos)
    assert ng.spec.id == F.GAME             # cannot be selected


def test_mode_and_option_cyclers(cat):
    app = F.make_app(cat)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    ng = app.top
    assert len(ng.option_rows) == 1
    label, cyc = ng.option_rows[0]
    F.click(app, (cyc.rect.right - 5, cyc.rect.centery))
    assert ng.options == {"speed": "fast"}
    assert cyc.label(cyc.value) == "Fast"
    F.click_widget(app, ng.start_button)
    assert app.find(GameScene).match.setup["options"] == {"speed": "fast"}


def test_start_refused_by_the_engine_shows_a_dialog(cat, monkeypatch):
    from boardgames.engine.choice import Illegal, msg
    from boardgames.ui.scenes.dialog import MessageDialog

    def refuse(*a, **k):
        raise Illegal(msg("engine.bad_player_count", n=9, lo=2, hi=4))

    monkeypatch.setattr(Match, "new", classmethod(lambda cls, *a, **k: refuse()))
    app = F.make_app(cat)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    F.click_widget(app, app.top.start_button)
    assert isinstance(app.top, MessageDialog)
    from boardgames.ui.widgets import resolve
    assert "2 to 4 players" in resolve(app.top.text)


def test_which_options_become_panel_buttons():
    from boardgames.engine.choice import Choice
    from boardgames.ui.scenes.game_panel import button_options

    choice = Choice(0, "k", [{"act": "stop"}, {"act": "pair", "plots": [1, 2]},
                             {"act": "place", "cell": [0, 0]}, {"act": "place", "cell": [0, 1]},
                             {"act": "discard_bonus", "tile": 3}, {"slot": 1}], {"key": "x"})
    assert button_options(choice) == [{"act": "stop"}]
    labelled = button_options(choice, has_label=lambda a: a in ("discard_bonus", "place"))
    assert labelled == [{"act": "stop"}, {"act": "discard_bonus", "tile": 3}]

    class View:
        drag_acts = {"stop"}
    assert button_options(choice, View()) == []
    assert button_options(None) == []


def test_f3_shows_the_frame_times_over_any_screen(cat):
    """The overlay reads the frames the app really handled (last, median, p99) and toggles."""
    app = F.make_app(cat)
    start_game(app)
    for _ in range(5):
        F.frame(app)
    corner = pygame.Rect(0, 0, 120, 30)
    plain = app.screen.subsurface(corner).copy()
    F.key(app, pygame.K_F3)
    assert app.meter.on
    F.frame(app)
    last, median, p99 = app.meter.figures()
    assert 0 < median <= p99 and last > 0 and len(app.meter.times) >= 6
    assert pygame.image.tobytes(app.screen.subsurface(corner), "RGB") != pygame.image.tobytes(plain, "RGB")
    F.key(app, pygame.K_F3)
    assert not app.meter.on


def test_an_idle_screen_is_not_redrawn_until_something_happens(cat):
    """After a second without input or animation the loop stops drawing; input, a toast, the
    frame meter or a piece in motion bring the frames back."""
    app = F.make_app(cat)
    start_game(app)
    drawn = [app.tick([], 0.1) for _ in range(15)]
    assert drawn[0] and not drawn[-1] and sum(drawn) <= 11
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    assert app.tick([move], 0.1)
    assert app.tick([], 0.1)                     # and for a moment after
    for _ in range(12):
        app.tick([], 0.1)
    assert not app.tick([], 0.1)
    app.toasts.add("hello")
    assert app.tick([], 0.1)
    app.toasts.items.clear()
    for _ in range(12):
        app.tick([], 0.1)
    app.meter.toggle()
    assert app.tick([], 0.1)


def test_the_autosave_is_written_off_the_ui_thread_and_holds_the_last_position(cat, isolated_dirs):
    import json
    app = F.make_app(cat)
    game = start_game(app)
    seen = []
    real = app.autosaver._write
    app.autosaver._write = lambda doc: (seen.append(threading.current_thread().name), real(doc))[1]
    F.click(app, game.board_rect.center)
    F.click_widget(app, F.find_button(game, "Done"))
    assert app.autosaver.flush()
    assert seen and set(seen) == {"autosave"}
    saved = json.loads((isolated_dirs.saves / f"autosave.{F.GAME}.json").read_text(encoding="utf-8"))
    assert saved["actions"] == game.match.actions and saved["state"] == game.match.state
