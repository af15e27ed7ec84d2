"""The rules help screen (headless, SDL dummy driver): reached from the menu, the New game
screen and a game (its button, and F1 on a piece of the board at that piece's entry); its text
never clips, nothing is smaller than 12 px at 1280x800, and it follows the language."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import paint  # noqa: E402
from boardgames.ui.scenes.direct import open_scene  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402
from boardgames.ui.scenes.rules_help import RulesHelpScene, open_help  # noqa: E402

CATALOG = load_catalog()
GAMES = sorted(CATALOG.games)


def _app(size=(1280, 800), lang="en"):
    return F.make_app(CATALOG, size, lang, persist=False)


def test_from_the_menu_with_a_choice_of_game():
    app = _app()
    app.home()
    F.frame(app)
    F.click_widget(app, F.find_button(app.top, "ui.help.button"))
    help_ = app.top
    assert isinstance(help_, RulesHelpScene) and help_.game_cycler.is_visible()
    first = help_.doc.game
    F.click(app, (help_.game_cycler.rect.right - 5, help_.game_cycler.rect.centery))
    assert help_.doc.game != first and help_.doc.game == help_.game_cycler.value.id
    F.frame(app)
    assert not app.errors
    F.key(app, pygame.K_ESCAPE)
    assert app.top.name == "menu"


def test_from_new_game_for_the_chosen_count_and_mode():
    app = _app()
    app.home()
    form = NewGameScene(app, "caverna")
    app.push(form)
    form.set_players(5)
    form.mode_cycler.step(1)
    F.frame(app)
    F.click_widget(app, F.find_button(form, "ui.help.button"))
    help_ = app.top
    assert isinstance(help_, RulesHelpScene) and not help_.game_cycler.is_visible()
    assert (help_.doc.game, help_.doc.players, help_.doc.mode) == ("caverna", 5, "intro")
    assert help_.doc.entry("space.weekly_market_5") is not None
    # another player count rebuilds the document and keeps the section in view
    help_.show_section("actions")
    F.click(app, (help_.players_cycler.rect.right - 5, help_.players_cycler.rect.centery))
    assert help_.doc.players == 6 and help_.current_section_id() == "actions"
    assert help_.doc.entry("space.weekly_market_5") is None and help_.doc.entry("space.weekly_market_67")
    F.key(app, pygame.K_F1)                    # F1 closes it again
    assert app.top is form


def test_the_index_jumps_to_a_section_and_scrolling_follows():
    app = _app()
    spec = CATALOG.games["via_nebula"]
    help_ = open_help(app, spec, 3, "beginner")
    F.frame(app)
    target = next(i for i, s in enumerate(help_.doc.sections) if s.id == "contracts.private")
    help_.index.scroll_to(target)
    F.click(app, help_.index.row_rect(target).center)
    assert help_.current_section_id() == "contracts.private"
    F.key(app, pygame.K_HOME)
    F.frame(app)
    assert help_.content.offset == 0 and help_.index.selected == 0
    F.key(app, pygame.K_PAGEDOWN)
    F.key(app, pygame.K_DOWN)
    assert help_.content.offset > 0
    F.frame(app)
    assert not app.errors


def _board_points(game):
    r = game.board_rect
    step = max(8, r.w // 60)
    for y in range(r.y + 4, r.bottom - 4, step):
        for x in range(r.x + 4, r.right - 4, step):
            yield x, y


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_on_a_piece_opens_its_entry(game_id):
    app = _app()
    open_scene(app, "game", game_id=game_id, seed=5, steps=15)
    game = app.find(GameScene)
    F.frame(app)
    found = None
    sections = {s.id for s in game.help_doc().sections}
    for pos in _board_points(game):
        lines, entry = game._board_tip(pos)
        if entry and entry not in sections:       # an entry, not a whole section
            found = pos, entry, lines
            break
    assert found, "no piece of the board has a rules entry"
    pos, entry, lines = found
    F.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    tip = game.tooltip(pos)
    assert tip[-1] == app.t("ui.help.tooltip_hint")      # the tooltip says F1 opens its rules
    F.key(app, pygame.K_F1)
    help_ = app.top
    assert isinstance(help_, RulesHelpScene)
    assert help_.marked == entry
    assert help_.doc.players == len(game.match.state["seats"])
    row = next(i for i, r in enumerate(help_.rows) if r[0] == "entry" and r[2].id == entry)
    rect = help_.content.row_rect(row)
    assert help_.content.rect.contains(rect) or rect.y == help_.content.rect.y, "the entry is in view"
    F.frame(app)
    assert not app.errors
    # the panel's button opens the help at the turn
    help_.close()
    F.click_widget(app, game.panel.help_button)
    assert isinstance(app.top, RulesHelpScene) and app.top.current_section_id() == "turn"


def _check_fits(app, help_):
    """Every line of every row fits the width it is drawn in; no font below 12 px."""
    th = app.theme
    fonts = app.fonts
    assert th.font_px("small") >= 12
    width = help_.content._row_width()
    for kind, _, value in help_.rows:
        if kind == "section":
            assert fonts.size(value, th.font_px("heading"), True)[0] <= width, value
        elif kind == "para":
            for line in fonts.wrap(value, th.font_px("body"), width - th.px(8)):
                assert fonts.size(line, th.font_px("body"))[0] <= width - th.px(8), line
        else:
            inner = width - th.px(36)
            for text, role, bold, _ in help_._entry_parts(value):
                for line in fonts.wrap(text, th.font_px(role), inner, bold):
                    assert fonts.size(line, th.font_px(role), bold)[0] <= inner, line
    iw = help_.index._row_width() - th.px(20)
    for s in help_.doc.sections:
        for line in fonts.wrap(s.title, th.font_px("body"), iw):
            assert fonts.size(line, th.font_px("body"))[0] <= iw
    for cyc in (help_.players_cycler, help_.mode_cycler, help_.game_cycler):
        if cyc.is_visible():
            assert help_.rect.contains(cyc.rect)
            label = cyc.label(cyc.value)
            assert fonts.size(label, th.font_px("body"))[0] <= cyc.rect.w - 2 * cyc._arrow_w(), label
    hint_w = fonts.size(app.t("ui.help.hint"), th.font_px("small"))[0]
    assert hint_w <= help_.rect.w - th.px(48)
    title_w = fonts.size(app.t("ui.help.title", game=help_.doc.name), th.font_px("heading"), True)[0]
    assert title_w <= help_.title_rect.w


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("game_id", GAMES)
def test_text_never_clips_at_1280x800(game_id, lang):
    app = _app((1280, 800), lang)
    app.home()
    spec = CATALOG.games[game_id]
    rules = spec.rules()
    lo, hi = rules.player_range()
    for mode in rules.modes():
        help_ = open_help(app, spec, hi, mode, choose_game=True)
        _check_fits(app, help_)
        help_.content._measure_rows(range(len(help_.rows)), False)
        for _ in range(3):                     # draws page after page without an error
            F.frame(app)
            help_.content.page(1)
        help_.close()
    assert not app.errors


def test_switching_the_language_rebuilds_it():
    app = _app()
    app.home()
    help_ = open_help(app, CATALOG.games["moon_river"], 2, "legends", entry="partner.desperado")
    assert help_.marked == "partner.desperado"
    app.set_language("zh-Hant")
    F.frame(app)
    assert help_.doc.lang == "zh-Hant" and help_.doc.entry("partner.desperado").title == "亡命之徒"
    assert not app.errors


def test_4k_window_draws(tmp_path):
    app = _app((3840, 2160), "zh-Hant")
    open_scene(app, "game", game_id="caverna", seed=3, steps=5)
    game = app.find(GameScene)
    game.open_rules()
    F.frame(app)
    assert isinstance(app.top, RulesHelpScene) and not app.errors
    assert paint is not None
