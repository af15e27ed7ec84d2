"""The action bar in the real app (Xvfb + xdotool): a click on Via Nebula's "Place a craftsman"
entry takes a craftsman in hand and lights its tokens; a click on a lit token places it.

The app is started on a seeded Via Nebula position through the shell's screenshot hook; the
same position laid out off-screen at the window's size says where the entry and the token are
drawn. The autosave in the throw-away XDG_DATA_HOME shows the craftsman on the token.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pytest

from xwindow_support import S, cell_key, game_window, laid_out, newest_autosave, steps_to, wait_for  # noqa: F401

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 7
G = "via_nebula"


def good_position(match) -> bool:
    c = match.pending
    return (c is not None and c.kind == f"{G}.action"
            and len({o["act"] for o in c.options}) >= 3 and any(o["act"] == "craftsman" for o in c.options))


def test_a_click_on_an_action_bar_entry_lifts_its_piece_and_a_click_on_its_place_plays_it(S, tmp_path):
    steps = steps_to(G, SEED, SIZE, good_position, limit=3000)
    game, view, match = laid_out(G, SEED, steps, SIZE)
    entry = next(e for e in game.panel.action_entries if e.group.key == "craftsman")
    assert entry.kind == "board" and entry.rect.w > 0
    craftsman = next(o for o in match.pending.options if o["act"] == "craftsman")
    token = view.hex_center(cell_key(craftsman["cell"]))
    me = match.pending.player
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        cell = cell_key(craftsman["cell"])
        assert first["state"]["board"][cell]["kind"] == "token"
        x, y = entry.rect.center
        app.xdotool("mousemove", "--sync", x, y)
        time.sleep(0.2)
        app.xdotool("click", 1)
        time.sleep(0.6)
        shot = tmp_path / "craftsman_lifted.png"
        app.capture(shot)                      # the entry lit, the craftsman in hand, its tokens lit
        assert S.not_blank(shot)
        app.xdotool("mousemove", "--sync", *token)
        time.sleep(0.2)
        app.xdotool("click", 1)
        placed = wait_for(lambda: (lambda d: d if d and d["state"]["board"][cell]["kind"] == "exploitation"
                                   else None)(newest_autosave(data_home)))
        assert placed is not None, "the craftsman was not placed:\n" + app.output()
        assert placed["state"]["board"][cell]["owner"] == me
        assert placed["actions"][-1]["o"] == craftsman
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
