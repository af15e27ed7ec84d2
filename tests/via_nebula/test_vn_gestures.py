"""Board gestures (engine/gestures.py): every option a player makes on the board is listed by
its roles, every listed move plays offered options, and a gesture that fits no move is
explained by the rules (`meant` names the option it stands for, `explain` says why not)."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.gestures import Gesture
from boardgames.engine.playout import check_gestures

from game_support import new_match
from vn_helpers import G, OTHER_RUIN, SITE_RUIN, K, erect_shown, guided_pick

BOARD_ACTS = {"craftsman", "site", "explore", "transport", "erect", "swap"}


def gestures_agree(match) -> int:
    """Moves cover exactly the options made on the board, and `meant` reads each move's
    gesture back as its option (a building that fits several contracts: one of them)."""
    choice = match.pending
    moves = match.gestures()
    board = [o for o in choice.options if o.get("act") in BOARD_ACTS]
    planned = [m.plan[0] for m in moves]
    assert all(o in planned for o in board) and all(o in board for o in planned)
    for m in moves:
        meant = match.rules.meant(match.state, choice, m.gesture)
        same = [x.option for x in moves if x.gesture == m.gesture]
        assert meant in same, (m, meant)
        assert match.gesture_refusal(m.gesture) is None
    return len(moves)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_gestures_hold_along_random_games(rules, n):
    total = 0
    for seed in range(3):
        match = new_match(rules, n, ("beginner", "expert")[seed % 2], seed=seed)
        rnd = random.Random(seed)
        while match.pending is not None:
            total += check_gestures(match)
            gestures_agree(match)
            match.choose(guided_pick(rules, match, rnd) if seed % 2 else rnd.choice(match.pending.options))
    assert total > 1000


def test_each_action_is_a_gesture(build):
    b = build(n=3).turn(0)
    b.open([6, 7], 0, n=2)
    b.site(0, OTHER_RUIN, wood=1)
    b.refresh()
    pieces = {m.gesture.piece[0]: m for m in b.m.gestures()}
    assert set(pieces) == {"craftsman", "site", "tile", "res"}
    craftsman = pieces["craftsman"]
    assert craftsman.gesture == Gesture(("craftsman",), ("cell", K(craftsman.option["cell"])))
    res = [m for m in b.m.gestures() if m.gesture.piece == ("res", K([6, 7]))]
    assert [m.gesture.to for m in res] == [("site", K(OTHER_RUIN), 0)]
    assert res[0].option == {"act": "transport", "from": [6, 7], "res": b.at([6, 7])["res"], "to": OTHER_RUIN,
                             "slot": 0}


def refusal_key(b, gesture) -> str:
    reason = b.m.gesture_refusal(gesture)
    assert reason is not None, gesture
    return reason["key"].rsplit(".", 1)[1]


def test_refused_gestures_say_why(build):
    b = build(n=3).turn(0)
    b.open([6, 7], 0, n=2)
    b.site(1, OTHER_RUIN, wood=1)
    b.refresh()
    fog = next(k for k, sp in b.s["board"].items() if sp["kind"] == "fog")
    assert refusal_key(b, Gesture(("craftsman",), ("cell", fog))) == "not_token"
    assert refusal_key(b, Gesture(("res", K([6, 7])), ("site", K(OTHER_RUIN), 0))) == "opponent_site"
    assert refusal_key(b, Gesture(("tile",), ("cell", K(SITE_RUIN)))) == "not_explorable"
    assert b.m.gesture_refusal(Gesture(None, ("cell", fog))) is None       # no clicks: nothing to say


def test_a_building_fits_several_contracts_and_a_refused_one_names_what_is_missing(build):
    b = build(n=3).turn(0)
    b.hand(0, "P1", "P2")
    i = b.site(0, SITE_RUIN, wood=1, food=1, stone=1, clay=1, wheat=1)       # fits P1 and P2
    b.refresh()
    site = ("site", K(SITE_RUIN), i)
    fits = [m for m in b.m.gestures() if m.gesture == Gesture(("building",), site)]
    assert {"P1", "P2"} <= {m.option["contract"] for m in fits}
    cards = {m.gesture.piece[1]: m.option for m in b.m.gestures() if m.gesture.piece[0] == "contract"}
    assert [m.option for m in fits] == [o for o in b.opts(act="erect")]
    assert all(cards[o["contract"]] == o for o in b.opts(act="erect"))
    # an empty site of one's own: the building is measured against the nearest contract
    b = build(n=3).turn(0)
    b.hand(0, "P1")
    i = b.site(0, SITE_RUIN)
    b.refresh()
    reason = b.m.gesture_refusal(Gesture(("building",), ("site", K(SITE_RUIN), i)))
    assert reason["key"] == f"{G}.why.missing_resources" and reason["args"]["missing"]


def test_the_swap_power_drags_a_resource_onto_the_supply(build):
    b = build(n=3).turn(0)
    b.site(0, OTHER_RUIN, stone=1)
    erect_shown(b, "N05", food=1, stone=1)
    assert b.kind == "power"
    moves = b.m.gestures()
    assert moves and all(m.gesture.piece == ("swap", K(OTHER_RUIN), 0, "stone") for m in moves)
    assert sorted(m.gesture.to[1] for m in moves) == sorted(o["take"] for o in b.opts(act="swap"))
    assert refusal_key(b, Gesture(("swap", K(OTHER_RUIN), 0, "wood"), ("supply", "clay"))) == "not_on_site"
