"""Real mouse drags in the real app (Xvfb + xdotool): form a landscape card and place it.

The app is started on a seeded Moon River position through the shell's
screenshot hook (BOARDGAMES_SCREENSHOT_SCENE=game, _GAME, _SEED, _STEPS). The
same position is laid out off-screen at the same window size to know where the
stored plots and farm cells are drawn; then xdotool presses, moves and
releases the real pointer. The autosave in the throw-away XDG_DATA_HOME shows
that the card was formed and placed; a card that fits only turned is dragged onto
a lit place with no R pressed and lies there turned.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from xwindow_support import (S, cell_key, game_window, laid_out, newest_autosave, real_drag,  # noqa: F401  (S: fixture)
                              steps_to, wait_for)

from game_support import only_turned_pair

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 1


def find_position():
    """Steps of seeded random play (as the shell's hook plays them) until a card can be formed."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from boardgames.ui import offscreen, samples
    app = offscreen.make_app(SIZE, "en")
    spec = app.catalog.games["moon_river"]
    match = samples.new_sample(app, spec, SEED)
    rng = random.Random(SEED)
    for steps in range(400):
        c = match.pending
        if (c.kind == "moon_river.expand" and any(o.get("act") == "pair" for o in c.options)
                and len(match.state["players"][c.player]["farm"]) >= 2):
            return steps
        samples.random_step(match, rng)
    raise AssertionError("no position with a card to form")


def plan(steps):
    """Screen points of the drag, from the same position laid out off-screen at the window size."""
    from boardgames.engine.geometry import SquareGrid
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    from boardgames.ui.scenes.game import GameScene
    app = offscreen.make_app(SIZE, "en")
    open_scene(app, "game", game_id="moon_river", seed=SEED, steps=steps)
    game = app.find(GameScene)
    view, match = game.view, game.match
    app.update(0.02)
    app.draw(app.screen)
    me = match.pending.player
    a, b = next(o for o in match.pending.options if o.get("act") == "pair")["plots"]
    box = view.lay.farms[me]
    order = view.storage_order(me)
    start, end = box.storage[order.index(a)].center, box.storage[order.index(b)].center
    farm_before = dict(match.state["players"][me]["farm"])
    match.choose({"act": "pair", "plots": [a, b]})
    game.changed()
    app.update(0.02)
    app.draw(app.screen)
    place = next((o for o in match.pending.options if o.get("act") == "place" and o["dir"] == 1),
                 next(o for o in match.pending.options if o.get("act") == "place"))
    grid = view.lay.farms[me].grid
    rotations = next(k for k in range(4) if grid.screen_direction((1 + k) % 4) == place["dir"])
    dr, dc = SquareGrid.STEPS[place["dir"]]
    ca, cb = grid.cell_center(tuple(place["cell"])), grid.cell_center((place["cell"][0] + dr, place["cell"][1] + dc))
    target = ((ca[0] + cb[0]) // 2, (ca[1] + cb[1]) // 2)
    return dict(me=me, plots={a, b}, start=start, end=end, target=target, rotations=rotations,
                farm_size=len(farm_before), place=place)



def test_real_drag_forms_a_card_and_places_it(S, tmp_path):
    steps = find_position()
    p = plan(steps)
    with game_window(S, SIZE, "moon_river", SEED, steps) as (app, data_home, first):
        assert len(first["state"]["players"][p["me"]]["farm"]) == p["farm_size"]
        real_drag(app, p["start"], p["end"], steps=8)
        formed = wait_for(lambda: (lambda d: d if d and d["state"].get("card") else None)(newest_autosave(data_home)))
        assert formed is not None, "the card was not formed:\n" + app.output()
        assert set(formed["state"]["card"]) == p["plots"]
        tx, ty = p["target"]
        app.xdotool("mousemove", "--sync", tx, ty)     # the card follows the pointer
        time.sleep(0.2)
        for _ in range(p["rotations"]):               # right click rotates it
            app.xdotool("click", 3)
            time.sleep(0.15)
        app.xdotool("mousemove", "--sync", tx + 1, ty)
        time.sleep(0.2)
        shot = tmp_path / "carrying.png"
        app.capture(shot)
        assert S.not_blank(shot)
        app.xdotool("click", 1)
        placed = wait_for(lambda: (lambda d: d if d and len(d["state"]["players"][p["me"]]["farm"])
                                   == p["farm_size"] + 2 else None)(newest_autosave(data_home)))
        assert placed is not None, "the card was not placed:\n" + app.output()
        farm = placed["state"]["players"][p["me"]]["farm"]
        cell = p["place"]["cell"]
        assert farm[f"{cell[0]},{cell[1]}"] in p["plots"]
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
        app.proc.kill()                                  # SIGKILL: no chance to save on exit
        app.proc.wait(timeout=10)
        resume_after_kill(data_home, placed)


def turned_plan(steps):
    """Where to drag: the stored plots, the card's place on the board once formed, and the
    place it is let go over (one that fits only turned) with the move the view makes there."""
    from boardgames.ui.drag import Grab
    from boardgames.ui.views.moon_river import card_cells
    scene, view, match = laid_out("moon_river", SEED, steps, SIZE)
    me = match.pending.player
    pair = only_turned_pair(match)
    a, b = pair["plots"]
    box, order = view.lay.farms[me], view.storage_order(me)
    start, end = box.storage[order.index(a)].center, box.storage[order.index(b)].center
    farm_size = len(match.state["players"][me]["farm"])
    match.choose(pair)
    scene.changed()
    scene.app.update(0.02)
    scene.app.draw(scene.app.screen)
    place = next(o for o in match.pending.options if o.get("act") == "place")
    target = view.drop_point(("card",), place["dir"], ("farm", me, tuple(place["cell"])))
    home = view.card_home()
    landing = view.card_landing(Grab(("card",), home, rotations=4, rotation=1), target)
    assert landing is not None and landing.gesture.turn != 1
    return dict(me=me, start=start, end=end, home=home, target=target, farm_size=farm_size,
                cells=card_cells(landing.gesture.turn, landing.gesture.to[2]))


def test_real_drag_lays_a_card_that_fits_only_turned_without_r(S):
    """The card fits only turned; dragged from its place on the board onto a lit place and let
    go, with no R, right-click or wheel, it lies there turned (the autosave shows it)."""
    steps = steps_to("moon_river", SEED, SIZE, lambda m: only_turned_pair(m) is not None)
    p = turned_plan(steps)
    with game_window(S, SIZE, "moon_river", SEED, steps) as (app, data_home, first):
        real_drag(app, p["start"], p["end"], steps=8)            # form the card: it follows the pointer
        formed = wait_for(lambda: (lambda d: d if d and d["state"].get("card") else None)(newest_autosave(data_home)))
        assert formed is not None, "the card was not formed:\n" + app.output()
        card = formed["state"]["card"]
        app.xdotool("key", "Escape")                              # put it down on the player board
        time.sleep(0.6)
        real_drag(app, p["home"], p["target"], steps=10)
        placed = wait_for(lambda: (lambda d: d if d and len(d["state"]["players"][p["me"]]["farm"])
                                   == p["farm_size"] + 2 else None)(newest_autosave(data_home)))
        assert placed is not None, "the card was not placed:\n" + app.output()
        farm = placed["state"]["players"][p["me"]]["farm"]
        assert [farm.get(cell_key(c)) for c in p["cells"]] == card
        assert "Traceback" not in app.output(), app.output()


def resume_after_kill(data_home: Path, last: dict) -> None:
    """After the app was killed, Continue in a new app resumes exactly the last autosave."""
    from boardgames.engine import saves
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.game import GameScene
    from boardgames.ui.scenes.menu import MainMenuScene
    from boardgames import paths
    found = sorted(p for p in data_home.rglob("autosave.*.json") if not p.name.endswith(".bak.json"))
    assert found, "no autosave on disk after the kill"
    old = paths.saves_dir
    paths.saves_dir = lambda: found[0].parent
    try:
        info = saves.latest_autosave()
        assert info is not None
        app = offscreen.make_app(SIZE, "en")
        menu = MainMenuScene(app)
        app.push(menu)
        menu.refresh()
        assert menu._autosave is not None, "Continue is disabled after the kill"
        menu.continue_game()
        game = app.find(GameScene)
        assert game is not None, app.errors
        assert game is not None and game.match.state == last["state"]
    finally:
        paths.saves_dir = old
