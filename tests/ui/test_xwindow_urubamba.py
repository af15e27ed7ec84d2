"""Real mouse gestures in the real app (Xvfb + xdotool): Urubamba Valley's planting and buying.

The app is started on a seeded Urubamba Valley position through the shell's screenshot hook
(BOARDGAMES_SCREENSHOT_SCENE=game, _GAME=urubamba_valley, _SEED, _STEPS). The same position
is laid out off-screen at the same window size to know where the deciding player's seed, the
cell it is planted on and the market seed the next player buys are drawn; then xdotool
drags the seed onto the terrace, passes the hand-off cover with Enter (the next player's
decision is private: their coins are behind it) and clicks the market seed. The autosave in
the throw-away XDG_DATA_HOME shows the seed on its cell and the seed bought.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pytest

from boardgames.games.urubamba_valley import terrace
from xwindow_support import (S, cell_key, game_window, laid_out, newest_autosave, real_drag,  # noqa: F401  (S: fixture)
                              steps_to, wait_for)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 5
G = "urubamba_valley"


def plant_then_buy(match):
    """(the planting the deciding player makes, the market slot the next player then buys by a
    click), or None when this position does not allow both."""
    from boardgames.engine.gestures import Gesture
    c = match.pending
    if c is None or c.kind != f"{G}.turn":
        return None
    plants = [o for o in c.options if o.get("act") == "plant" and len(o) == 3]
    for option in plants[:4]:
        trial = match.fork()
        trial.choose(option)
        nxt = trial.pending
        if nxt is None or nxt.kind != f"{G}.turn" or nxt.player == c.player:
            continue
        for i in range(len(trial.state["market"])):
            moves = [m for m in trial.gestures() if m.gesture == Gesture(None, ("market", i))]
            if len(moves) == 1:
                return option, i
    return None


def plan(steps: int) -> dict:
    """Screen points of the drag and the click, from the same position laid out off-screen."""
    _, view, match = laid_out(G, SEED, steps, SIZE)
    option, slot = plant_then_buy(match)
    home = view.piece_rect(("seed", option["seed"])).center
    cell = view.cell_rect(cell_key(option["cell"])).center
    buyer = match.fork()
    buyer.choose(option)
    return dict(me=match.pending.player, option=option, home=home, cell=cell, slot=slot,
                crop=buyer.state["market"][slot], buyer=buyer.pending.player,
                market=view.lay.market.seeds[slot].center)


def test_real_gestures_plant_a_seed_and_buy_at_the_market(S, tmp_path):
    steps = steps_to(G, SEED, SIZE, lambda m: plant_then_buy(m) is not None, limit=400)
    p = plan(steps)
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        k = cell_key(p["option"]["cell"])
        assert first["state"]["cells"][k][terrace.SEED] is None
        # 1. the deciding player's seed, from their warehouse onto a lit cell of the terrace
        real_drag(app, p["home"], p["cell"], release=False)
        shot = tmp_path / "seed_in_hand.png"
        app.capture(shot)                  # the cell is lit and the points are previewed on it
        assert S.not_blank(shot)
        app.xdotool("mouseup", 1)
        planted = wait_for(lambda: (lambda d: d if d and d["state"]["cells"][k][terrace.SEED] == p["option"]["seed"]
                                    else None)(newest_autosave(data_home)))
        assert planted is not None, "the seed was not planted:\n" + app.output()
        assert planted["actions"][-1]["o"] == p["option"]
        # 2. the hand-off cover for the next player (their coins are secret), then a click on a seed;
        # Enter twice, a moment apart, in case the cover came up late (on the board it does nothing)
        for _ in range(2):
            time.sleep(1.0)
            app.xdotool("key", "Return")
        time.sleep(1.0)
        x, y = p["market"]
        app.xdotool("mousemove", "--sync", x, y)
        time.sleep(0.2)
        app.xdotool("click", 1)

        def bought():
            d = newest_autosave(data_home)
            if d is None or len(d["actions"]) < len(planted["actions"]) + 2:
                return None
            return d

        done = wait_for(bought, timeout=15)
        assert done is not None, "the seed was not bought:\n" + app.output()
        assert [a["o"] for a in done["actions"][-2:]] == [{"act": "purchase"}, {"act": "seed", "slot": p["slot"]}]
        assert p["crop"] in done["state"]["players"][p["buyer"]]["warehouse"]
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
