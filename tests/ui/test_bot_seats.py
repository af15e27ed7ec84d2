"""Computer seats in the app: chosen in New game, thought out in the worker process while the
window keeps drawing, shown with a pause, never seeing or showing more than their seat may."""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.bots import offered  # noqa: E402
from boardgames.engine.match import Match  # noqa: E402
from boardgames.ui import bot_turns  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.scenes.new_game import NewGameScene  # noqa: E402

CATALOG = load_catalog()


@pytest.fixture
def app(isolated_dirs, monkeypatch):
    monkeypatch.setattr(bot_turns, "PAUSE", 0.05)
    app = F.make_app(CATALOG, (1280, 800))
    yield app
    app.bot_worker.close()


def run_until(app, done, seconds=60.0) -> int:
    """Frames (with real time passing: the worker thinks meanwhile) until done(); their count."""
    frames = 0
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        if isinstance(app.top, HandoffScene):
            app.handoffs = getattr(app, "handoffs", 0) + 1
            F.click_widget(app, app.top.ready)
        F.frame(app)
        assert not app.errors, app.errors
        frames += 1
        time.sleep(0.002)
    assert done(), "the computers did not finish in time"
    return frames


def test_new_game_seats_a_computer_at_a_level(app):
    app.push(NewGameScene(app, "via_nebula"))
    form = app.top
    form.set_players(3)
    chip, name, kind = form.seat_rows[1]
    # the levels duels showed stronger than the one below, in this game (game.yaml bot.levels)
    assert kind.values == ["human", *offered(app.catalog.games["via_nebula"])] == ["human", "easy", "medium", "hard"]
    kind.step(1)                                # Person -> Easy AI
    F.frame(app)
    seats = form.seats()
    assert "bot" not in seats[0] and seats[1]["bot"] == "easy" and "bot" not in seats[2]
    assert seats[1]["name"] == app.t("ui.new_game.computer_name", n=2)     # an unedited name follows
    form.start()
    game = app.find(GameScene)
    assert game is not None and game.match.state["seats"][1]["bot"] == "easy"


def test_the_computers_answer_and_the_person_keeps_the_screen(app):
    rules = CATALOG.games["via_nebula"].rules()
    seats = [{"name": "Ann", "colour": "blue"}, {"name": "Bo", "colour": "red", "bot": "easy"},
             {"name": "Cy", "colour": "yellow", "bot": "medium"}]
    match = Match.new(rules, seats, None, None, seed=3)
    app.open_match(match)
    game = app.find(GameScene)
    moved = 0
    for _ in range(4):                          # four of Ann's decisions, the computers' in between
        run_until(app, lambda: match.pending is not None and match.pending.player == 0 and app.top is game)
        assert game.viewer() == 0 and not game.bots.thinking
        assert game.panel.prompt == app.render(match.pending.prompt) != ""    # "Your turn: ..." to Ann
        game.choose(next(o for o in match.pending.options if o.get("act") != "cancel"))
        moved += 1
        F.frame(app)
        if match.pending is not None and match.pending.player != 0:
            assert game.viewer() == 0                   # Ann's contracts stay hers; the bots' stay hidden
            assert app.busy()                           # frames go on while a computer thinks
            assert game.panel.prompt == ""              # the computer's "Your turn" is not said to Ann
            refusal = game.choose(match.pending.options[0])
            assert refusal is not None and refusal["key"] == "ui.game.wait_for_bot"
    players = {a["p"] for a in match.actions}
    assert players == {0, 1, 2} and moved == 4
    assert getattr(app, "handoffs", 0) == 1          # Ann's, at the start: none for the computers


def test_an_all_computer_game_plays_itself_and_shows_only_the_public_table(app):
    rules = CATALOG.games["moon_river"].rules()
    seats = [{"name": "A", "colour": c, "bot": "easy"} for c in ("red", "blue")]
    seats[1]["name"] = "B"
    match = Match.new(rules, seats, None, None, seed=2)
    app.open_match(match)
    game = app.find(GameScene)
    run_until(app, lambda: len(match.actions) >= 12)
    assert game.viewer() is None


def test_leaving_the_game_drops_the_pending_decision(app):
    rules = CATALOG.games["moon_river"].rules()
    seats = [{"name": "A", "colour": "red", "bot": "medium"}, {"name": "B", "colour": "blue"}]
    match = Match.new(rules, seats, None, None, seed=4)
    app.open_match(match)
    game = app.find(GameScene)
    F.frame(app)
    if match.pending.player == 0:
        assert game.bots.thinking
    before = len(match.actions)
    app.home()
    time.sleep(0.5)
    F.frame(app)
    assert not game.bots.thinking and len(match.actions) == before



def test_nobody_looks_behind_a_computers_screen(app):
    """Urubamba Valley's peek (P): a computer seat is not offered, and asking for it shows
    nothing; the cover back goes to the person who had the screen, not to a computer."""
    from boardgames.ui.scenes import peek
    rules = CATALOG.games["urubamba_valley"].rules()
    seats = [{"name": "Ann", "colour": "red"}, {"name": "Bo", "colour": "yellow", "bot": "easy"},
             {"name": "Cy", "colour": "brown"}]
    match = Match.new(rules, seats, None, None, seed=5)
    app.open_match(match)
    game = app.find(GameScene)
    run_until(app, lambda: app.top is game and match.pending.player in (0, 2))
    painted = []
    before = len(app.scenes)
    peek.start(app, game, 1, lambda surface, rect, p: painted.append(p), lambda: "", lambda: "")
    assert len(app.scenes) == before                          # nothing opened for the computer
    peek.choose(app, game, lambda: "", lambda surface, rect, p: painted.append(p), lambda p: "", lambda: "",
                lambda: "")
    chooser = app.top
    assert len(chooser.seats) == 2                            # Ann and Cy only
    app.pop(chooser)
    viewer = game.viewer()
    other = 2 if viewer == 0 else 0
    peek.start(app, game, other, lambda surface, rect, p: painted.append(p), lambda: "", lambda: "")
    covers = [s for s in app.scenes if isinstance(s, HandoffScene)]
    assert [c.player for c in covers] == [viewer, other]      # back to the person, then to the peeker


def test_la_loire_offers_easy_and_the_computer_moves_its_pieces(app):
    """La Loire in the app with an Easy seat: the computer plays its turns (both pieces and
    their stops) while the person keeps the screen, whose view offers none of its pieces."""
    spec = CATALOG.games["la_loire"]
    assert "easy" in offered(spec)
    seats = [{"name": "Ann", "colour": "red"}, {"name": "Bo", "colour": "blue", "bot": "easy"}]
    match = Match.new(spec.rules(), seats, None, None, seed=6)
    app.open_match(match)
    game = app.find(GameScene)
    for _ in range(6):
        run_until(app, lambda: match.pending is not None and match.pending.player == 0 and app.top is game)
        assert game.viewer() == 0 and not game.bots.thinking
        assert game.panel.prompt == app.render(match.pending.prompt) != ""    # "Your turn: ..." to Ann
        game.choose(match.pending.options[0])
        F.frame(app)
        if match.pending is not None and match.pending.player == 1:
            view = game.view
            assert all(view.piece_rect(p) is None for p in view.movable())     # not Ann's to pick up
    bo = [a["o"] for a in match.actions if a["p"] == 1]
    assert sum(o.get("act") == "move" for o in bo) >= 2 and not app.errors
