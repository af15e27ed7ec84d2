"""Another player's Moon River farm up close, with the real mouse (Xvfb + xdotool).

The app is started on a seeded Moon River position through the shell's screenshot hook; the
same position laid out off-screen at the window size says where an opponent's small farm
and the card it opens on are drawn. A real click on the small farm shows it large (the
window's pixels over the card change); Esc closes it (they come back); no move is made (the
autosave keeps its number of moves).

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pygame
import pytest

from xwindow_support import S, game_window, laid_out, newest_autosave, steps_to  # noqa: F401  (S: fixture)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 4
G = "moon_river"


def zoomable(match) -> bool:
    """A decision where a click on another player's farm makes no move (it opens the farm)."""
    c = match.pending
    if c is None or len(match.state["seats"]) < 3:
        return False
    return not any(m.gesture.to and m.gesture.to[0] in ("farm", "stored") and m.gesture.to[1] != c.player
                   for m in match.gestures())


def region_of(app, path, rect) -> pygame.Surface:
    app.capture(path)
    return pygame.image.load(str(path)).subsurface(rect).copy()


def differing(a: pygame.Surface, b: pygame.Surface, step: int = 6) -> float:
    """The share of sampled pixels that differ between two pictures of the same size."""
    w, h = a.get_size()
    points = [(x, y) for x in range(0, w, step) for y in range(0, h, step)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


def test_a_click_on_another_players_farm_shows_it_up_close_and_esc_closes_it(S, tmp_path):
    steps = steps_to(G, SEED, SIZE, zoomable, limit=200)
    game, view, match = laid_out(G, SEED, steps, SIZE)
    other = next(p for p in view.lay.farms if p != view.active())
    farm = view.lay.farms[other].rect
    assert view.zoom_target(farm.center, by_click=True) == other
    card = view.zoom_area().clip(pygame.Rect((0, 0), SIZE))
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        moves = len(first["actions"])
        app.xdotool("mousemove", "--sync", 4, 4)
        time.sleep(0.4)
        before = region_of(app, tmp_path / "before.png", card)
        app.xdotool("mousemove", "--sync", *farm.center)
        time.sleep(0.3)
        app.xdotool("click", 1)
        time.sleep(0.8)
        opened = region_of(app, tmp_path / "open.png", card)
        assert differing(before, opened) > 0.3, "the farm did not open up close"
        app.xdotool("key", "Escape")
        time.sleep(0.8)
        app.xdotool("mousemove", "--sync", 4, 4)
        time.sleep(0.6)
        closed = region_of(app, tmp_path / "closed.png", card)
        assert differing(before, closed) < 0.05, "the farm up close did not close"
        assert len(newest_autosave(data_home)["actions"]) == moves     # looking is not a move
