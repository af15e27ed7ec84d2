"""Real mouse gestures in the real Caverna window (Xvfb + xdotool).

Four seeded positions are opened through the shell's screenshot hook (as the Via Nebula test
does): a dwarf dragged onto an action space; a twin tile picked from the tray, turned with R
while held, and dropped on its cells; a furnishing dragged from the supply onto a cavern; and
a feeding answered by a click on the checklist. Where to press is read from the same position
laid out off-screen at the window size; the autosave in the throw-away data folder shows that
the engine took exactly the move meant.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

import time

import pytest

from xwindow_support import S, game_window, newest_autosave, real_drag, steps_to, wait_for  # noqa: F401  (S: fixture)

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 5
G = "caverna"


def wanted(kind: str):
    def test(match) -> bool:
        c = match.pending
        if c is None or c.kind != f"{G}.{kind}":
            return False
        if kind == "feed":
            return match.state["players"][c.player]["goods"]["food"] > 0
        moves = match.gestures()
        if kind == "place_twin":
            return any(m.gesture.turn != 1 for m in moves)     # needs turning from the tray
        if kind == "furnish":
            return any(m.gesture.piece[0] == "furnishing" for m in moves)
        return bool(moves)
    return test


def find_position(test) -> int:
    return steps_to(G, SEED, SIZE, test)


def plan(steps: int, kind: str) -> dict:
    """What to do with the mouse (and R) in that position, laid out off-screen at the window size."""
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    from boardgames.ui.scenes.game import GameScene
    app = offscreen.make_app(SIZE, "en")
    open_scene(app, "game", game_id=G, seed=SEED, steps=steps)
    view = app.find(GameScene).view
    app.update(0.02)
    app.draw(app.screen)
    match = view.match
    if kind == "feed":
        rect, option = next((r, o) for r, o in view.buttons if o.get("keep"))
        return {"click": rect.center, "option": option, "actions": len(match.actions)}
    moves = match.gestures()
    move = next(m for m in moves if m.gesture.turn not in (None, 1)) if kind == "place_twin" else moves[-1]
    g = move.gesture
    turns = view.turns(g.piece)
    presses = (turns.index(g.turn) - view.start_rotation(g.piece)) % len(turns) if g.turn is not None else 0
    rect = view.piece_rect(g.piece)
    end = view.drop_point(g.piece, g.turn, g.to)
    start = rect.center
    home = view.piece_home(g.piece, rect, start)
    end = (end[0] + start[0] - home[0], end[1] + start[1] - home[1])
    return {"start": start, "end": end, "presses": presses, "option": move.plan[-1] if len(move.plan) == 1
            else move.plan[0], "plan": list(move.plan), "actions": len(match.actions)}


@pytest.mark.parametrize("kind", ["place", "place_twin", "furnish", "feed"])
def test_real_gestures_in_the_caverna_window(S, tmp_path, kind):
    steps = find_position(wanted(kind))
    p = plan(steps, kind)
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        assert len(first["actions"]) == p["actions"]
        if kind == "feed":
            x, y = p["click"]
            app.xdotool("mousemove", "--sync", x, y)
            time.sleep(0.2)
            app.xdotool("click", 1)
        else:
            real_drag(app, p["start"], p["end"], presses=p["presses"])
        shot = tmp_path / f"{kind}.png"
        done = wait_for(lambda: (lambda d: d if d and len(d["actions"]) > p["actions"] else None)(
            newest_autosave(data_home)))
        app.capture(shot)
        assert S.not_blank(shot)
        assert done is not None, f"the {kind} gesture was not taken:\n" + app.output()
        taken = [a["o"] for a in done["actions"][p["actions"]:]]
        expected = [p["option"]] if kind == "feed" else p["plan"]
        assert taken[:len(expected)] == expected
