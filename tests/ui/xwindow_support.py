"""What the real-window tests share: the screenshot tool (Xvfb + app runner), autosave reading, waiting."""
from __future__ import annotations

import json
from contextlib import contextmanager
import os
import random
import shutil
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "import")


def screenshot_tool():
    """tools/screenshots.py, or a skip (a failure when BOARDGAMES_REQUIRE_X=1) without Xvfb/xdotool."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        if os.environ.get("BOARDGAMES_REQUIRE_X") == "1":
            pytest.fail(f"missing {missing} but BOARDGAMES_REQUIRE_X=1")
        pytest.skip(f"needs {missing}")
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    import screenshots
    return screenshots


def newest_autosave(data_home: Path) -> dict | None:
    """The most recent save document the app wrote under a throw-away XDG_DATA_HOME."""
    files = sorted(data_home.rglob("*.json"), key=lambda p: p.stat().st_mtime)
    for f in reversed(files):
        try:
            doc = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(doc, dict) and "state" in doc:
            return doc
    return None


def wait_for(fn, timeout=8.0):
    end = time.time() + timeout
    while time.time() < end:
        value = fn()
        if value:
            return value
        time.sleep(0.2)
    return fn()


@pytest.fixture(scope="module")
def S():
    """The screenshot tool (imported by each real-window test module as its fixture)."""
    return screenshot_tool()


def real_drag(app, start, end, steps=10, presses=0, release=True) -> None:
    """Press at `start`, move the real pointer to `end` in several motion events, press R
    `presses` times while holding, then release (unless `release` is False)."""
    x, y = start
    app.xdotool("mousemove", "--sync", x, y)
    time.sleep(0.2)
    app.xdotool("mousedown", 1)
    time.sleep(0.1)
    ex, ey = end
    for i in range(1, steps + 1):
        app.xdotool("mousemove", "--sync", x + (ex - x) * i // steps, y + (ey - y) * i // steps)
        time.sleep(0.04)
    for _ in range(presses):
        app.xdotool("key", "r")
        time.sleep(0.15)
    time.sleep(0.2)
    if release:
        app.xdotool("mouseup", 1)


def start_window(S, size, lang: str, game: str, seed: int, steps: int):
    """An Xvfb and the app opened in it on the seeded position, its window up: (xvfb, app).
    Tried twice: on a loaded two-core CI machine a fresh X server has once been slow to take
    the app's connection (the app then has no window within the wait)."""
    for attempt in (1, 2):
        xvfb = S.Xvfb(size)
        app = S.AppRun(xvfb.display, size, lang, "game", game, seed, steps)
        try:
            app.wait_window(60)
            return xvfb, app
        except RuntimeError as exc:
            app.stop()
            xvfb.stop()
            if attempt == 2:
                raise
            print(f"the app's window did not come up; trying again with a new X server: {exc}")


@contextmanager
def game_window(S, size, game: str, seed: int, steps: int, lang: str = "en"):
    """The real app in an Xvfb of its own, opened on a seeded position of `game` (the shell's
    screenshot hook); yields (app, its throw-away data folder, the first autosave)."""
    xvfb, app = start_window(S, size, lang, game, seed, steps)
    try:
        time.sleep(1.5)
        data_home = app.tmp / "data"
        first = wait_for(lambda: newest_autosave(data_home))
        assert first is not None, app.output()
        yield app, data_home, first
    finally:
        app.stop()
        xvfb.stop()


def steps_to(game: str, seed: int, size, test, limit: int = 4000) -> int:
    """How many seeded random steps (as the shell's screenshot hook plays them) lead to the
    first position where `test(match)` holds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from boardgames.ui import offscreen, samples
    app = offscreen.make_app(size, "en")
    match = samples.new_sample(app, app.catalog.games[game], seed)
    rng = random.Random(seed)
    for steps in range(limit):
        if test(match):
            return steps
        if not samples.random_step(match, rng):
            break
    raise AssertionError(f"no {game} position found")


def cell_key(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def laid_out(game: str, seed: int, steps: int, size):
    """The game screen of a seeded position laid out and drawn off-screen at the window's size:
    where the real window draws each piece (GameScene, its view, its match)."""
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    from boardgames.ui.scenes.game import GameScene
    app = offscreen.make_app(size, "en")
    open_scene(app, "game", game_id=game, seed=seed, steps=steps)
    scene = app.find(GameScene)
    app.update(0.02)
    app.draw(app.screen)
    return scene, scene.view, scene.match

