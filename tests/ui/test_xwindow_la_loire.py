"""Real mouse gestures in the real app (Xvfb + xdotool): La Loire's merchant dragged along a
road to a village, then the good offered there bought by a click.

The app is started on a seeded La Loire position through the shell's screenshot hook
(BOARDGAMES_SCREENSHOT_SCENE=game, _GAME=la_loire, _SEED, _STEPS). The same position is laid
out off-screen at the same window size to know where the merchant stands, where the village is
and, once the move is made there too, where the good offered beside the merchant is drawn;
then xdotool presses, moves and releases the real pointer, and clicks. The autosave in the
throw-away XDG_DATA_HOME shows the merchant in the village, then the good in its cargo.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pytest

from xwindow_support import S, game_window, laid_out, newest_autosave, real_drag, steps_to, wait_for  # noqa: F401

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 4
G = "la_loire"


def buy_after(match, option) -> bool:
    """Moving with `option` stops where the merchant may buy (tried on a copy)."""
    trial = match.fork()
    trial.choose(option)
    c = trial.pending
    return c is not None and c.kind == f"{G}.act" and any(o.get("act") == "buy" for o in c.options)


def merchant_move(match) -> dict | None:
    """A merchant move of more than one space, with the horses it stands on, to a village
    where it may buy then."""
    c = match.pending
    if c is None or c.kind != f"{G}.turn" or c.private:
        return None
    pl = match.state["players"][c.player]["merchant"]
    for o in c.options:
        if o["piece"] == "merchant" and o["horses"] == pl["horses"] >= 1 and "toward" not in o \
                and o["to"] in match.rules.board.villages and buy_after(match, o):
            return o
    return None


def find_position() -> int:
    return steps_to(G, SEED, SIZE, lambda m: merchant_move(m) is not None, limit=2000)


def plan(steps: int) -> dict:
    """Screen points of the drag and of the click, from the same position laid out off-screen."""
    game, view, match = laid_out(G, SEED, steps, SIZE)
    me = match.pending.player
    move = merchant_move(match)
    start = view.piece_rect(("merchant",)).center
    end = view.geo.nodes[move["to"]]
    match.choose(move)
    game.changed()
    game.app.update(0.02)
    game.app.draw(game.app.screen)
    good, rect = view.offer_rects()[0]
    return dict(me=me, move=move, start=start, end=end, good=good, offer=rect.center)


def test_a_real_drag_moves_the_merchant_and_a_click_buys_its_good(S, tmp_path):
    steps = find_position()
    p = plan(steps)
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        assert first["state"]["players"][p["me"]]["merchant"]["at"] != p["move"]["to"]
        had = first["state"]["players"][p["me"]]["goods"].get(p["good"], 0)
        # 1. the merchant along the road to the village (the way is drawn while it is in hand)
        real_drag(app, p["start"], p["end"], release=False)
        shot = tmp_path / "merchant_in_hand.png"
        app.capture(shot)
        assert S.not_blank(shot)
        app.xdotool("mouseup", 1)

        def moved():
            d = newest_autosave(data_home)
            return d if d and d["state"]["players"][p["me"]]["merchant"]["at"] == p["move"]["to"] else None

        there = wait_for(moved)
        assert there is not None, "the merchant did not move:\n" + app.output()
        assert there["actions"][-1]["o"] == p["move"]
        # 2. a click on the good offered beside the merchant buys it
        time.sleep(0.6)                       # the merchant's walk along the road
        x, y = p["offer"]
        app.xdotool("mousemove", "--sync", x, y)
        time.sleep(0.2)
        app.xdotool("click", 1)

        def bought():
            d = newest_autosave(data_home)
            return d if d and d["state"]["players"][p["me"]]["goods"].get(p["good"], 0) == had + 1 else None

        done = wait_for(bought)
        assert done is not None, "the good was not bought:\n" + app.output()
        assert done["actions"][-1]["o"] == {"act": "buy", "good": p["good"]}
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
