"""The rules help in the real app (Xvfb + xdotool): F1 with the real pointer on a piece of
Caverna's board opens the help at that piece's entry, Esc closes it, and the side panel's
button opens it at the turn.

The same position is laid out off-screen at the window's size to know where a piece with a
rules entry is drawn and where the help draws that entry; the capture of the real window
must show the entry's accent outline there (and the index's selection on "The turn" after
the button). Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pygame
import pytest

from xwindow_support import S, game_window, laid_out  # noqa: F401  (S: fixture)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
G = "caverna"
SEED = 3
STEPS = 6


def _plan() -> dict:
    game, view, match = laid_out(G, SEED, STEPS, SIZE)
    app = game.app
    sections = {s.id for s in game.help_doc().sections}
    r = game.board_rect
    spot = None
    for y in range(r.y + 20, r.bottom - 20, 12):
        for x in range(r.x + 20, r.right - 20, 12):
            entry = game._board_tip((x, y))[1]
            if entry and entry not in sections:
                spot = (x, y), entry
                break
        if spot:
            break
    assert spot, "no piece with a rules entry on the board"
    pos, entry = spot
    app.mouse_pos = pos
    game.open_rules(pos)
    help_ = app.top
    app.update(0.02)
    app.draw(app.screen)
    row = next(i for i, row in enumerate(help_.rows) if row[0] == "entry" and row[2].id == entry)
    rect = help_.content.row_rect(row)
    card = pygame.Rect(rect.x, rect.y + app.theme.px(4), rect.w - app.theme.px(8), rect.h - app.theme.px(8))
    border = (card.x + 1, card.centery)
    accent = app.theme.palette.accent
    help_.close()
    button = game.panel.help_button.rect.center
    game.open_rules()
    turn = app.top
    app.update(0.02)
    app.draw(app.screen)
    si = next(i for i, s in enumerate(turn.doc.sections) if s.id == "turn")
    turn_row = turn.index.row_rect(si)
    return dict(pos=pos, entry=entry, border=border, accent=accent, button=button,
                turn_point=(turn_row.x + app.theme.px(6), turn_row.centery), selection=app.theme.palette.selection)


def _near(a, b, tol=14) -> bool:
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(a[:3], b[:3]))


def test_f1_and_the_button_open_the_rules_in_a_real_window(S, tmp_path):
    p = _plan()
    with game_window(S, SIZE, G, SEED, STEPS) as (app, data_home, first):
        before = tmp_path / "before.png"
        app.capture(before)
        assert not _near(pygame.image.load(str(before)).get_at(p["border"]), p["accent"], 4)
        app.xdotool("mousemove", "--sync", *p["pos"])
        time.sleep(0.8)
        app.xdotool("key", "F1")
        time.sleep(1.0)
        shot = tmp_path / "help_entry.png"
        app.capture(shot)
        img = pygame.image.load(str(shot))
        assert _near(img.get_at(p["border"]), p["accent"]), \
            f"no outlined entry {p['entry']} at {p['border']}: {img.get_at(p['border'])}\n" + app.output()
        app.xdotool("key", "Escape")
        time.sleep(0.6)
        app.xdotool("mousemove", "--sync", *p["button"])
        time.sleep(0.3)
        app.xdotool("click", 1)
        time.sleep(1.0)
        app.xdotool("mousemove", "--sync", 2, 2)
        time.sleep(0.4)
        shot = tmp_path / "help_turn.png"
        app.capture(shot)
        img = pygame.image.load(str(shot))
        assert _near(img.get_at(p["turn_point"]), p["selection"]), \
            f"the index does not show the turn selected: {img.get_at(p['turn_point'])}\n" + app.output()
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
