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


def test_a_computer_seat_thinks_from_the_games_own_data_folder(dq_catalog, dq_root):
    """A game from another data folder (`--data`) is thought out in the worker process from that
    folder, which the worker loads beside the app's own (it once looked in the app's data only,
    failed, and the window had to decide instead)."""
    from boardgames import paths
    from boardgames.engine.bots import Table
    from boardgames.engine.bots.remote import ready, think
    from boardgames.ui.bot_turns import Worker

    app = F.make_app(dq_catalog)
    match = H.new_match(dq_catalog.games[H.GAME].rules(), n=2)
    match.state["seats"][1]["bot"] = "easy"
    sent = []

    class Capture(Worker):
        def submit(self, *args):
            sent.append(args)
            return super().submit(*args)

    worker = app.bot_worker = Capture(dq_root)
    try:
        app.open_match(match)
        game = app.find(GameScene)
        while match.pending is not None and match.pending.player == 0:
            if app.top is not game:
                F.click_widget(app, app.top.ready)
            else:
                game.choose(match.pending.options[0])
            F.frame(app)
        assert match.pending.player == 1
        for _ in range(400):
            F.frame(app)
            if sent and game.bots.future is not None and game.bots.future.done():
                break
        assert sent and sent[0][0] == str(dq_root) and sent[0][1] == H.GAME
        option = game.bots.future.result(timeout=60)          # the worker's answer, not a failure
        assert match.pending.find(option) is not None
    finally:
        worker.close()
    # the same worker function with the app's data loaded first still finds the copied game
    assert ready(str(paths.data_dir()))
    table = Table.of(match)
    assert match.pending.find(think(str(dq_root), H.GAME, table.seat, table.observation, table.options,
                                    table.kind, "easy", "s")) is not None


def test_the_table_counts_one_and_many_in_their_own_words(dq_catalog, rules):
    from boardgames.engine.i18n import Locale as L
    match = H.new_match(rules, n=2)
    state = match.state
    state["players"][1]["hand"] = state["players"][1]["hand"][:1]
    state["deck"] = state["deck"][:1]
    words = [L(dq_catalog.strings, "en").render(m) for m in rules.table_lines(match.observation(0), 0)]
    assert "    Hand: 1 hidden card" in words and "Deck: 1 card; discard pile: 0" in words
    assert not any("{" in w or "mech." in w for w in words)
    zh = [L(dq_catalog.strings, "zh-Hant").render(m) for m in rules.table_lines(match.observation(0), 0)]
    assert "    手牌：1 張（蓋著）" in zh
