"""New game for a first-time player: each mode and option explained under its cycler, and each
seat's colour picked from the game's colours (no two seats alike), reaching the game."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import paint  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402
from boardgames.ui.theme import game_colours, seat_rgb  # noqa: E402
from boardgames.ui.widgets import resolve  # noqa: E402

CATALOG = load_catalog()


def form(game_id, lang="en", size=(1280, 800)):
    app = F.make_app(CATALOG, size, lang, persist=False)
    ng = NewGameScene(app, game_id)
    app.push(ng)
    F.frame(app)
    return app, ng


def fits_under(app, ng, label) -> None:
    """An explanation shown whole: as high as its wrapped lines, inside the setup column, above
    the seed."""
    text = resolve(label.text)
    assert text
    assert label.rect.h >= paint.text_height(app, text, label.rect.w, "small")
    assert ng.setup_col.contains(label.rect)
    assert label.rect.bottom <= ng.seed_label.rect.y
    assert app.theme.font_px("small") >= 12


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_every_mode_and_option_is_explained(game_id, lang):
    app, ng = form(game_id, lang)
    modes = ng.rules.modes()
    if len(modes) < 2:
        assert not ng.mode_help.is_visible()
        return
    for mode in modes:
        assert app.locale.has(f"{game_id}.mode_help.{mode}"), mode
        ng.mode_cycler.select(mode, notify=True)
        F.frame(app)
        assert resolve(ng.mode_help.text) == app.t(f"{game_id}.mode_help.{mode}")
        fits_under(app, ng, ng.mode_help)
        for (label, cyc), helper in zip(ng.option_rows, ng.option_helps):
            for value in cyc.values:
                while cyc.value != value:
                    F.click(app, (cyc.rect.right - 5, cyc.rect.centery))
                assert resolve(helper.text) == app.t(f"{game_id}.option_help.{helper_name(ng, helper)}.{value}")
                fits_under(app, ng, helper)
    assert not app.errors


def helper_name(ng, helper) -> str:
    names = list(ng.option_choices())
    return names[ng.option_helps.index(helper)]


def test_moon_river_scenarios_are_explained_at_both_sizes():
    for size in ((1280, 800), (1920, 1080)):
        app, ng = form("moon_river", "zh-Hant", size)
        ng.mode_cycler.select("legends", notify=True)
        F.frame(app)
        assert [n for n in ng.option_choices()] == ["scenario"]
        fits_under(app, ng, ng.mode_help)
        fits_under(app, ng, ng.option_helps[0])
        assert resolve(ng.option_helps[0].text) == app.t("moon_river.option_help.scenario.random")


def test_each_seat_picks_its_colour_and_it_reaches_the_game():
    app, ng = form("moon_river")
    ng.set_players(3)
    F.frame(app)
    palette = [c for c, _ in game_colours(ng.spec)]
    chip = ng.seat_rows[0][0]
    F.click_widget(app, chip)
    assert ng.picker.seat == 0 and [c for c, _ in ng.picker.swatches] == palette
    F.frame(app)                                            # drawn over the form
    free = next(c for c in palette if c not in ng.colours[:3])
    F.click(app, dict(ng.picker.swatches)[free].center)
    assert ng.colours[0] == free and ng.picker.seat is None
    # a colour another seat has: the two seats swap, so no two are alike
    F.click_widget(app, ng.seat_rows[2][0])
    mine, theirs = ng.colours[2], ng.colours[0]
    pos = dict(ng.picker.swatches)[theirs].center
    F.frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert ng.picker.tooltip_lines() == [app.t("ui.new_game.colour_taken", colour=app.t(f"ui.colour.{theirs}"),
                                               name=ng.seat_name(0))]
    F.click(app, pos)
    assert ng.colours[2] == theirs and ng.colours[0] == mine
    assert len(set(ng.colours[:3])) == 3
    # Esc closes only the palette; a click beside it only closes it
    F.click_widget(app, chip)
    F.key(app, pygame.K_ESCAPE)
    assert ng.picker.seat is None and app.top is ng
    before = list(ng.colours)
    F.click_widget(app, chip)
    F.click(app, (ng.picker.rect.right + 200, ng.picker.rect.bottom + 100))
    assert ng.picker.seat is None and ng.colours == before and app.top is ng
    chosen = ng.colours[:3]
    F.click_widget(app, ng.start_button)
    game = app.find(GameScene)
    seats = game.match.state["seats"]
    assert [s["colour"] for s in seats] == chosen
    spec_rgb = dict(game_colours(ng.spec))
    assert [seat_rgb(game.spec, s) for s in seats] == [spec_rgb[c] for c in chosen]


def test_in_western_legends_the_colour_chooses_the_legend():
    app, ng = form("moon_river")
    ng.mode_cycler.select("legends", notify=True)
    ng.set_colour(0, "white")
    F.click_widget(app, ng.start_button)
    game = app.find(GameScene)
    assert game.match.state["players"][0]["board"] == "wesley"      # the white player's legend


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_palette_fits_on_screen_for_the_last_seat_of_seven(lang):
    app, ng = form("caverna", lang)
    ng.set_players(7)
    ng.seat_rows[6][1].set_value("Maximilian Alexander")
    F.frame(app)
    F.click_widget(app, ng.seat_rows[6][0])
    F.frame(app)
    assert ng.picker.seat == 6
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(ng.picker.rect)
    assert len(ng.picker.swatches) == len(game_colours(ng.spec)) == 7
    title = app.t("ui.new_game.colour_title", name="Maximilian Alexander")
    assert app.fonts.size(title, app.theme.font_px("small"), True)[0] <= ng.picker.rect.w - app.theme.px(28)
    assert all(ng.picker.rect.contains(r) for _, r in ng.picker.swatches)
    assert not app.errors
