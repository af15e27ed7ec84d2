"""The real app in a real X window (Xvfb): it opens, reacts to a click and F11, resizes,
and quits cleanly on SIGTERM with its settings saved. Skipped without Xvfb/xdotool unless
BOARDGAMES_REQUIRE_X=1 (CI), where missing tools are a failure."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from xwindow_support import screenshot_tool

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xwindow



@pytest.fixture(scope="module")
def screenshots():
    return screenshot_tool()


def test_real_window_click_f11_resize_and_quit(screenshots, tmp_path):
    S = screenshots
    size = (1280, 800)
    xvfb = S.Xvfb(size)
    try:
        app = S.AppRun(xvfb.display, size, "en", None, None, 7, 0)
        settings = app.tmp / "config" / "boardgames" / "settings.json"
        try:
            window = app.wait_window()
            time.sleep(1.0)
            # a real click on "New game" opens the new-game screen (its title appears)
            x, y = S.button_center(size, "en", "ui.menu.new_game")
            app.xdotool("mousemove", "--sync", x, y)
            app.xdotool("click", 1)
            time.sleep(0.6)
            shot = tmp_path / "new_game.png"
            app.capture(shot)
            assert S.not_blank(shot)
            # resize the window: the app follows and remembers the size
            app.xdotool("windowsize", window, 1100, 700)
            time.sleep(0.8)
            # F11 toggles fullscreen and saves the setting at once
            app.xdotool("mousemove", "--sync", 400, 300)      # no window manager: focus follows the pointer
            app.xdotool("key", "F11")
            assert app.wait_until(lambda: _fullscreen(settings) is True), app.output()
            app.xdotool("key", "F11")
            assert app.wait_until(lambda: _fullscreen(settings) is False), app.output()
            assert app.proc.poll() is None, app.output()
        finally:
            app.proc.send_signal(S.signal.SIGTERM)
            code = app.proc.wait(15)
            output = app.output()
            saved = json.loads(settings.read_text())
            app.stop()
        assert code == 0, output
        assert "Traceback" not in output, output
        assert saved["fullscreen"] is False
        assert saved["window_size"] == [1100, 700]
    finally:
        xvfb.stop()


def _fullscreen(settings) -> bool | None:
    """The saved fullscreen setting, None while the file is not there yet."""
    try:
        return json.loads(settings.read_text())["fullscreen"]
    except (OSError, ValueError, KeyError):
        return None
