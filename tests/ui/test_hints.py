"""The hint key: H (or the bulb) shows the person to move their three best moves by the search,
thought out in the thinking process from their observation only; refused on a computer's turn
and after the end; dropped as soon as the position changes."""
from __future__ import annotations

import sys
import time
from concurrent.futures import Future
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine import bots  # noqa: E402
from boardgames.engine.bots import remote  # noqa: E402
from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402

CATALOG = load_catalog()


class _HereWorker:
    """The thinking process's calls made here, at once (what is sent is recorded)."""

    def __init__(self):
        self.sent = []

    def submit_hint(self, *args):
        self.sent.append(args)
        future = Future()
        future.set_result(remote.hint(*args))
        return future

    def warm(self):
        pass

    def close(self):
        pass


def _game(game_id, seats=None, seed=3):
    app = F.make_app(CATALOG, (1280, 800))
    match = samples.new_sample(app, CATALOG.games[game_id], seed=seed)
    if seats:
        for p, level in seats.items():
            match.state["seats"][p]["bot"] = level
    app.open_match(match)
    game = app.find(GameScene)
    for _ in range(20):
        if app.top is game:
            break
        F.click_widget(app, app.top.ready)
        F.frame(app)
    return app, game


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(bots.BUDGETS, "hard", (30, 2.0))


@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_h_shows_three_legal_moves_in_words(game_id, quick):
    app, game = _game(game_id)
    worker = app.bot_worker = _HereWorker()
    F.frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    F.frame(app)
    choice = game.match.pending
    options = game.hints.current()
    assert options, "no hint shown"
    assert 1 <= len(options) <= 3 and all(choice.find(o) is not None for o in options)
    assert len(options) == min(3, len(choice.options))
    lines = game.panel.hint_lines
    assert len(lines) == len(options) and all(line[0].isdigit() and len(line) > 4 for line in lines)
    # the search was sent the person's observation with what their log tells, never the state
    sent = worker.sent[0]
    m, p = game.match, choice.player
    assert sent[2] == p and sent[3] == m.rules.recollect(m.observation(p), m.log_for(p), p)
    assert "rng" not in sent[3] and sent[3] != m.state
    # a move drops the hint
    game.choose(options[0])
    F.frame(app)
    assert game.hints.current() is None and game.panel.hint_lines is None


def test_no_hint_on_a_computer_turn_or_after_the_end(quick):
    app, game = _game("moon_river", seats={0: "easy", 1: "easy"})
    app.bot_worker = _HereWorker()
    before = len(app.toasts.items) if hasattr(app.toasts, "items") else None
    game.ask_hint()
    assert game.hints.current() is None
    assert list(app.sounds.played)[-1] == "refuse"
    assert game.hints.refusal()["key"] == "ui.hint.computer"
    if before is not None:
        assert len(app.toasts.items) == before + 1


def test_the_hint_is_thought_out_in_the_thinking_process():
    """The real worker process: the window goes on drawing while it thinks."""
    app, game = _game("via_nebula")
    try:
        game.ask_hint()
        assert game.hints.waiting and game.panel.hint_lines == [app.t("ui.hint.thinking")]
        started, frames = time.monotonic(), 0
        while game.hints.waiting and time.monotonic() - started < 60:
            F.frame(app)
            frames += 1
            time.sleep(0.02)
        assert not game.hints.waiting
        assert frames > 10                         # frames were drawn while it thought
        options = game.hints.current()
        assert options and all(game.match.pending.find(o) is not None for o in options)
    finally:
        app.bot_worker.close()


@pytest.mark.parametrize("game_id", ["via_nebula", "urubamba_valley", "caverna"])
def test_the_best_hinted_move_is_shown_on_the_board(game_id):
    """A hint in words ("places a craftsman") is shown on the board too: the best move's piece
    and the place it goes are marked."""
    app, game = _game(game_id)
    view = game.view
    move = next(m for m in game.match.gestures() if m.gesture.to is not None)
    marks = []
    real_piece, real_target = view.mark_piece, view.mark_target
    view.mark_piece = lambda surface, piece, style: (marks.append(("piece", piece, style)),
                                                     real_piece(surface, piece, style))
    view.mark_target = lambda surface, target, style: (marks.append(("target", target, style)),
                                                       real_target(surface, target, style))
    F.frame(app)
    assert not [m for m in marks if m[2] == "suggested"]
    game.hints.key, game.hints.options = game.hints._position(), [move.plan[0]]
    game._dirty = True
    F.frame(app)
    shown = [m for m in marks if m[2] == "suggested"]
    assert ("target", move.gesture.to, "suggested") in shown, shown
    game.choose(move.plan[0])                      # played: the hint and its marks are gone
    marks.clear()
    F.frame(app)
    assert not [m for m in marks if m[2] == "suggested"]
