"""Many seeded random full games per player count and mode through the engine's playout:
invariants after every step, observations now and then, save round trips, replays; plus
Moon River's own checks of every step and of the end."""
from __future__ import annotations

import pytest

from boardgames.engine.playout import play

GAMES = 300


def cowboy_moves_agree(match, step):
    """The cowboy's board moves start with offered steps, cover every one of them, fit the
    steps left and chain from the cow's field to the field it is dropped on."""
    choice = match.pending
    if choice is None or choice.kind != "moon_river.cowboy":
        return
    steps = [o for o in choice.options if "from" in o]
    moves = match.gestures()
    assert all(m.plan[0] in steps and 1 <= len(m.plan) <= choice.info["steps_left"] for m in moves)
    assert sorted(map(str, steps)) == sorted(str(m.plan[0]) for m in moves if len(m.plan) == 1)
    for m in moves:
        cells = [list(m.gesture.piece[1])] + [s["to"] for s in m.plan]
        assert all(s["from"] == a for s, a in zip(m.plan, cells)) and tuple(cells[-1]) == m.gesture.to[2]


def check_end(rules, match, n):
    s = match.state
    sheet = rules.score(s)
    assert len(sheet.totals) == n and all(t >= 0 for t in sheet.totals)
    # every plot ended on a farm, in a discard pile or out of the game (3 players)
    kept = sum(1 for p in s["players"] for x in p["farm"].values() if x not in rules.bonus_tiles)
    discarded = sum(len(p["discarded"]) for p in s["players"])
    assert kept + discarded + len(s["removed"]) == 96
    assert not s["bag"] and all(not p["storage"] for p in s["players"])
    for p in s["players"]:  # every plot on a farm arrived as half of a landscape card
        plot_cells = sorted(k for k, x in p["farm"].items() if x not in rules.bonus_tiles)
        assert sorted(k for card in p["cards"] for k in card) == plot_cells
    return len(sheet.winners)


@pytest.mark.slow
@pytest.mark.parametrize("n,mode", [(2, "camp"), (3, "camp"), (4, "camp"),
                                    (2, "legends"), (3, "legends"), (4, "legends")])
def test_random_full_games(rules, n, mode):
    winners = 0
    for seed in range(GAMES):
        result = play(rules, n, seed, mode, on_step=cowboy_moves_agree, observe_every=37,
                      roundtrip_rate=0.01, verify=seed % 25 == 0)
        winners += check_end(rules, result.match, n)
    assert winners >= GAMES


def test_a_few_full_games_with_every_check(rules):
    for n, mode in [(2, "legends"), (3, "camp"), (4, "camp")]:
        result = play(rules, n, 7, mode, on_step=cowboy_moves_agree, observe_every=5)
        assert check_end(rules, result.match, n) >= 1
