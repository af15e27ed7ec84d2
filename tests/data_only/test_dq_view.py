"""The app offers the data-only game and the generic view plays it, headless: its options in
the rules' words, the table as the player at the screen may see it, hand-offs before private
decisions."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "ui"))
import shell_fakes as F  # noqa: E402

from boardgames.engine.i18n import Locale  # noqa: E402
from boardgames.ui.generic_view import GenericView, option_label  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402
from boardgames.ui.widgets import resolve  # noqa: E402

import dq_helpers as H  # noqa: E402


def start(dq_catalog, size=(1280, 800), lang="en"):
    app = F.make_app(dq_catalog, size=size, lang=lang)
    F.frame(app)
    F.click_widget(app, F.find_button(app.top, "ui.menu.new_game"))
    assert isinstance(app.top, NewGameScene) and app.top.spec.id == H.GAME
    F.click_widget(app, app.top.start_button)
    F.frame(app)
    assert isinstance(app.top, HandoffScene) and app.top.player == 0     # a hand to hide
    F.click_widget(app, app.top.ready)
    game = app.find(GameScene)
    F.frame(app)
    assert app.top is game and isinstance(game.view, GenericView)
    return app, game


def labels(game) -> list[str]:
    return [resolve(b.text) for b in game.view.buttons]


def test_the_generic_view_plays_the_game_in_its_own_words(dq_catalog):
    app, game = start(dq_catalog)
    match = game.match
    shown = labels(game)
    assert "Work the stall: take 2 coins, then take 1 coin per red card you have played" in shown
    assert len(shown) == len(match.pending.options)
    table = "\n".join(game.view.table)
    box = match.rules.box
    mine = [app.locale.t(f"lantern_market.card.{box.design_id(c)}") for c in match.state["players"][0]["hand"]]
    assert f"Hand: {', '.join(mine)}" in table
    assert "Hand: 2 hidden cards" in table                  # the other player's
    button = next(b for b in game.view.buttons if resolve(b.text).startswith("Work the stall"))
    F.click_widget(app, button)
    assert len(match.actions) == 1 and match.state["players"][0]["res"]["coin"] == 4
    F.frame(app)
    assert isinstance(app.top, HandoffScene) and app.top.player == 1


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_it_draws_at_both_window_sizes(dq_catalog, size):
    app, game = start(dq_catalog, size=size)
    for _ in range(3):
        F.frame(app)
    view = game.view
    assert all(view.rect.contains(b.rect) for b in view.buttons[:6])


def test_labels_in_chinese(dq_catalog, rules):
    match = H.new_match(rules, 2, seed=2)
    zh = Locale(dq_catalog.strings, "zh-Hant")
    shown = [option_label(zh, match, o) for o in match.pending.options]
    assert "購買紙張：支付 1 枚錢幣，然後拿取 2 張紙" in shown
    assert all("{" not in label and "lantern_market." not in label for label in shown)


def test_a_flow_part_and_a_pick_read_as_words(dq_catalog, rules):
    match = H.new_match(rules, 2, seed=2)
    en = Locale(dq_catalog.strings, "en")
    match.choose({"act": "sketch"})
    choice = match.pending
    assert [option_label(en, match, o) for o in choice.options] == \
        ["draw 1 card from the deck", "take 1 card from the display"]
    match.choose(choice.options[1])
    picks = [option_label(en, match, o) for o in match.pending.options]
    names = {en.t(f"lantern_market.card.{rules.box.design_id(c)}") for c in match.state["display"]}
    assert all(label.split(" (")[0] in names for label in picks)
    assert "Jade lantern (jade; cost: 2 sheets of paper; 2 points)" in picks
