"""The hand-off cover says what is private, and the turn banner reads well in every seat colour.

A game whose coming choice or whose player's view holds something secret (Via Nebula's private
contracts, Urubamba Valley's coins) says "Pass to Bob: only Bob should look", naming what will
show; a game with nothing hidden (Moon River, Caverna: the cover then comes only when the
settings ask for one before every turn) is a friendly "Bob's turn" that asks to pass the mouse.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.theme import contrast, game_colours, mix, seat_rgb  # noqa: E402
from boardgames.ui.widgets import resolve  # noqa: E402

CATALOG = load_catalog()


def opened(game_id, lang="en", every_turn=False, names=None):
    app = F.make_app(CATALOG, (1280, 800), lang, persist=False)
    app.settings.handoff_every_turn = every_turn
    match = samples.new_sample(app, CATALOG.games[game_id], 5)
    for seat, name in zip(match.state["seats"], names or []):
        seat["name"] = name
    app.open_match(match)
    F.frame(app)
    return app, match


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("game_id", ["via_nebula", "urubamba_valley"])
def test_a_game_with_secrets_says_who_may_look_and_what_shows(game_id, lang):
    app, match = opened(game_id, lang)
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.secret
    name = match.state["seats"][match.pending.player]["name"]
    assert cover.title() == app.t("ui.handoff.pass_to", name=name)
    assert cover.text() == app.t(f"{game_id}.handoff.secret", name=name)
    assert resolve(cover.ready.text) == app.t("ui.handoff.ready", name=name)
    F.frame(app)
    assert not app.errors
    F.click_widget(app, cover.ready)
    assert isinstance(app.top, GameScene)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("game_id", ["moon_river", "caverna"])
def test_a_game_with_nothing_hidden_is_a_friendly_turn_screen(game_id, lang):
    app, match = opened(game_id, lang)
    assert isinstance(app.top, GameScene)                 # no cover at all by default
    app, match = opened(game_id, lang, every_turn=True)
    cover = app.top
    assert isinstance(cover, HandoffScene) and not cover.secret
    name = match.state["seats"][match.pending.player]["name"]
    assert cover.title() == app.t("ui.game.turn", name=name)
    assert cover.text() == app.t("ui.handoff.hint_open", name=name)
    assert resolve(cover.ready.text) == app.t("ui.handoff.go", name=name)
    assert "only" not in cover.text().lower()
    F.frame(app)
    assert not app.errors


def test_a_secret_without_the_games_own_words_falls_back_to_the_apps():
    app, match = opened("moon_river", every_turn=True)
    game = app.find(GameScene)
    cover = HandoffScene(app, game, 0, True)
    assert cover.text() == app.t("ui.handoff.hint", name=match.state["seats"][0]["name"])


def test_a_long_name_shrinks_the_title_instead_of_cutting_it():
    app, match = opened("via_nebula", "en", names=["Maximilian Alexander", "Bo", "Cy"])
    cover = app.top
    F.frame(app)
    th = app.theme
    room = cover.card.w - th.px(80) - 2 * th.px(18) - th.px(14)
    title = cover.title()
    fits = [role for role in ("title", "heading")
            if all(app.fonts.size(line, th.font_px(role), True)[0] <= room
                   for line in app.fonts.wrap(title, th.font_px(role), room, True))]
    assert fits and not app.errors


@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_the_turn_banner_reads_well_in_every_seat_colour(game_id):
    """The banner's outline stands out from the panel (3:1) and its words from its fill (4.5:1),
    white and yellow seats included."""
    app = F.make_app(CATALOG, (1280, 800), "en", persist=False)
    spec = CATALOG.games[game_id]
    match = samples.new_sample(app, spec, 5)
    app.open_match(match)
    game = app.find(GameScene)
    while app.top is not game:
        app.pop()
    pal = app.theme.palette
    p = match.pending.player
    for cid, rgb in game_colours(spec):
        match.state["seats"][p]["colour"] = cid
        game.panel.refresh()
        F.frame(app)
        r = game.panel.turn_rect
        assert seat_rgb(spec, match.state["seats"][p]) == rgb
        edge = app.screen.get_at((r.centerx, r.y + 1))[:3]
        fill = app.screen.get_at((r.right - app.theme.px(12), r.centery))[:3]
        assert contrast(edge, pal.panel) >= 2.9, (cid, edge)
        assert contrast(pal.text, fill) >= 4.5, (cid, fill)
        assert fill == mix(rgb, (255, 255, 255), 0.72)
