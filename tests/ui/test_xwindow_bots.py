"""Real mouse and real computer opponents (Xvfb + xdotool): a person and two computer seats.

The app is started on a seeded Via Nebula position through the shell's screenshot hook, its
second and third seats computers (BOARDGAMES_SCREENSHOT_BOTS=hard,medium). The person drags a
craftsman onto an exploitation token with their last action point; both computers then
answer, thinking in the app's worker process, while the window keeps drawing: the frame meter
(F3) changes between two captures taken as the hard computer thinks. The autosave in the
throw-away XDG_DATA_HOME shows the person's move and both computers' after it.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pygame
import pytest

from xwindow_support import (S, cell_key, game_window, laid_out, newest_autosave, real_drag,  # noqa: F401  (S: fixture)
                             steps_to, wait_for)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 5
G = "via_nebula"
BOTS = "hard,medium"


def last_action_craftsman(match) -> bool:
    """The person (seat 0) to move with one action point left and a craftsman to place."""
    c = match.pending
    return (c is not None and c.player == 0 and c.kind == f"{G}.action" and c.info.get("ap") == 1
            and any(o["act"] == "craftsman" for o in c.options))


def pixels(path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def test_a_person_moves_and_both_computers_answer_while_the_window_draws(S, tmp_path, monkeypatch):
    monkeypatch.setenv("BOARDGAMES_SCREENSHOT_BOTS", BOTS)
    steps = steps_to(G, SEED, SIZE, last_action_craftsman)
    _, view, match = laid_out(G, SEED, steps, SIZE)
    craftsman = next(o for o in match.pending.options if o["act"] == "craftsman")
    home = view.piece_rect(("craftsman",)).center
    token = view.hex_center(cell_key(craftsman["cell"]))
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        seats = first["state"]["seats"]
        assert [s.get("bot") for s in seats] == [None, "hard", "medium"]
        moves = len(first["actions"])
        real_drag(app, home, token)
        app.xdotool("key", "F3")                    # the frame meter: it changes every frame drawn
        time.sleep(0.4)
        app.capture(tmp_path / "thinking_1.png")
        time.sleep(0.4)
        app.capture(tmp_path / "thinking_2.png")
        assert pixels(tmp_path / "thinking_1.png") != pixels(tmp_path / "thinking_2.png"), \
            "the window did not draw while a computer was thinking"

        def answered():
            d = newest_autosave(data_home)
            if d is None or len(d["actions"]) <= moves:
                return None
            players = [a["p"] for a in d["actions"][moves:]]
            return d if players[0] == 0 and 1 in players and 2 in players and players[-1] == 2 else None

        done = wait_for(answered, timeout=40)
        assert done is not None, "the computers did not answer:\n" + app.output()
        assert done["actions"][moves]["o"] == craftsman
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
