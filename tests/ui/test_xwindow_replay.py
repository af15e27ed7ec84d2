"""The replay viewer in the real app (Xvfb + xdotool): opened on a seeded game still in
progress (from the load screen, through the screenshot hook), it is stepped with the real
keyboard: Left and Right a move, Shift+Left a round, Home and End. The same replay laid out
off-screen at the window's size tells where the track's knob stands for each position; the
capture of the real window must show the knob there. A step forward and back again gives the
very same picture, and the viewer writes nothing. Skipped without Xvfb/xdotool unless
BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pygame
import pytest

from xwindow_support import S  # noqa: F401  (S: fixture)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
G = "moon_river"
SEED = 7
STEPS = 24


def _plan() -> dict:
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    app = offscreen.make_app(SIZE, "en")
    scene = open_scene(app, "replay", game_id=G, seed=SEED, steps=STEPS)
    app.update(0.02)
    app.draw(app.screen)
    replay = scene.replay
    y = scene.scrubber.track.centery
    return dict(start=scene.position, count=replay.count, knob=lambda i: (scene.scrubber.x_of(i), y),
                round_back=replay.previous_round(replay.count))


def _knob_at(path, point) -> bool:
    """The knob's light face is drawn at `point` of the capture."""
    colour = pygame.image.load(str(path)).get_at(point)
    return min(colour[:3]) >= 232


def test_the_keyboard_steps_a_replay_in_a_real_window(S, tmp_path):
    p = _plan()
    start, count, knob = p["start"], p["count"], p["knob"]
    assert 2 < start < count and p["round_back"] < count - 1
    xvfb = S.Xvfb(SIZE)
    try:
        app = S.AppRun(xvfb.display, SIZE, "en", "replay", G, SEED, STEPS)
        try:
            app.wait_window()
            time.sleep(2.0)
            app.xdotool("mousemove", "--sync", 2, 2)
            time.sleep(0.4)

            def shot(name: str, key: str | None, at: int):
                """The capture once the knob shows position `at` (after `key` is pressed)."""
                if key is not None:
                    app.xdotool("key", key)
                path = tmp_path / f"{name}.png"
                app.capture_when(path, lambda p: _knob_at(p, knob(at)))
                time.sleep(0.7)                          # what moves with the step settles too
                app.capture(path)
                return path

            first = shot("start", None, start)
            assert _knob_at(first, knob(start)), app.output()
            back = shot("left", "Left", start - 1)
            assert _knob_at(back, knob(start - 1)) and not _knob_at(back, knob(start))
            again = shot("right", "Right", start)
            assert _knob_at(again, knob(start))
            assert pygame.image.tobytes(pygame.image.load(str(again)), "RGB") == \
                pygame.image.tobytes(pygame.image.load(str(first)), "RGB"), "a step forward and back is not the same picture"
            home = shot("home", "Home", 0)
            assert _knob_at(home, knob(0)) and not _knob_at(home, knob(start))
            end = shot("end", "End", count)
            assert _knob_at(end, knob(count)) and not _knob_at(end, knob(0))
            rounded = shot("round", "shift+Left", p["round_back"])
            assert _knob_at(rounded, knob(p["round_back"])) and not _knob_at(rounded, knob(count))
            assert "Traceback" not in app.output(), app.output()
            saved = [f for f in (app.tmp / "data").rglob("*.json")]
            assert saved == [], f"the replay wrote {saved}"
            app.xdotool("key", "Escape")                 # back to the load screen, the app still running
            time.sleep(0.6)
            assert app.proc.poll() is None
        finally:
            app.stop()
    finally:
        xvfb.stop()
