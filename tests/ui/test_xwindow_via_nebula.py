"""Real mouse drags in the real app (Xvfb + xdotool): Via Nebula's craftsman and transport.

The app is started on a seeded Via Nebula position through the shell's screenshot hook
(BOARDGAMES_SCREENSHOT_SCENE=game, _GAME=via_nebula, _SEED, _STEPS). The same position
is laid out off-screen at the same window size to know where the guild board's craftsman,
the exploitation token, the exploitation holding resources and the building site are
drawn; then xdotool presses, moves and releases the real pointer. The autosave in the
throw-away XDG_DATA_HOME shows that the craftsman stands on the token and that the
resource reached the site.

Skipped without Xvfb/xdotool unless BOARDGAMES_REQUIRE_X=1, where it fails.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from xwindow_support import (S, cell_key, game_window, laid_out, newest_autosave, real_drag,  # noqa: F401  (S: fixture)
                              steps_to, wait_for)

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.xwindow

SIZE = (1280, 800)
SEED = 3
G = "via_nebula"


def good_position(match) -> bool:
    """Two action points, a craftsman to place, and a resource that travels over meadows."""
    c = match.pending
    if c is None or c.kind != f"{G}.action" or c.info.get("ap") != 2:
        return False
    if not any(o["act"] == "craftsman" for o in c.options):
        return False
    return any(o["act"] == "transport" and len(match.rules.transport_path(match.state, o["from"], o["to"])) > 2
               for o in c.options)


def find_position() -> int:
    return steps_to(G, SEED, SIZE, good_position, limit=3000)


def plan(steps: int) -> dict:
    """Screen points of both drags, from the same position laid out off-screen at the window size."""
    game, view, match = laid_out(G, SEED, steps, SIZE)
    me = match.pending.player
    craftsman = next(o for o in match.pending.options if o["act"] == "craftsman")
    home = view.piece_rect(("craftsman",)).center
    token = view.hex_center(cell_key(craftsman["cell"]))
    match.choose(craftsman)
    game.changed()
    game.app.update(0.02)
    game.app.draw(game.app.screen)
    transport = next(o for o in match.pending.options if o["act"] == "transport"
                     and len(match.rules.transport_path(match.state, o["from"], o["to"])) > 2)
    src = view.hex_center(cell_key(transport["from"]))
    site = view.slot_center(cell_key(transport["to"]), transport["slot"])
    return dict(me=me, craftsman=craftsman, home=home, token=token, transport=transport, src=src,
                site=tuple(round(v) for v in site))



def test_real_drags_place_a_craftsman_and_carry_a_resource(S, tmp_path):
    steps = find_position()
    p = plan(steps)
    with game_window(S, SIZE, G, SEED, steps) as (app, data_home, first):
        cell = cell_key(p["craftsman"]["cell"])
        assert first["state"]["board"][cell]["kind"] == "token"
        # 1. a craftsman from the guild board onto the exploitation token
        real_drag(app, p["home"], p["token"], release=False)
        shot = tmp_path / "craftsman_in_hand.png"
        app.capture(shot)
        assert S.not_blank(shot)
        app.xdotool("mouseup", 1)
        placed = wait_for(lambda: (lambda d: d if d and d["state"]["board"][cell]["kind"] == "exploitation"
                                   else None)(newest_autosave(data_home)))
        assert placed is not None, "the craftsman was not placed:\n" + app.output()
        assert placed["state"]["board"][cell]["owner"] == p["me"]
        # 2. a resource from its exploitation, along empty meadows, to the player's site
        t = p["transport"]
        dst = cell_key(t["to"])
        before = placed["state"]["board"][dst]["slots"][t["slot"]]["res"].get(t["res"], 0)
        real_drag(app, p["src"], p["site"], release=False)
        shot = tmp_path / "resource_route.png"
        app.capture(shot)                  # the route is drawn while the resource is in hand
        assert S.not_blank(shot)
        app.xdotool("mouseup", 1)

        def delivered():
            d = newest_autosave(data_home)
            if d is None:
                return None
            site = d["state"]["board"][dst]["slots"][t["slot"]]
            return d if site and site["res"].get(t["res"], 0) == before + 1 else None

        done = wait_for(delivered)
        assert done is not None, "the resource did not arrive:\n" + app.output()
        assert [a["o"] for a in done["actions"][-2:]] == [p["craftsman"], t]
        assert app.proc.poll() is None, app.output()
        assert "Traceback" not in app.output(), app.output()
