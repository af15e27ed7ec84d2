"""Many seeded random full games per player count and mode, checking invariants throughout."""
from __future__ import annotations

import json
import random

import pytest

from boardgames.engine.match import Match

from mr_helpers import COLOURS

GAMES = 300


def _play(rules, n, mode, seed):
    seats = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
    m = Match.new(rules, seats, mode, {}, seed, history=False)
    bot = random.Random(seed * 7919 + n)
    roundtrip_at = set(bot.sample(range(400), 3))
    step = 0
    while not m.over:
        m.choose(bot.choice(m.pending.options))
        step += 1
        errs = rules.check(m.state)
        assert not errs, f"seed {seed} step {step}: {errs}"
        if step in roundtrip_at:
            assert json.loads(json.dumps(m.state)) == m.state
    return m, step


@pytest.mark.slow
@pytest.mark.parametrize("n,mode", [(2, "camp"), (3, "camp"), (4, "camp"),
                                    (2, "legends"), (3, "legends"), (4, "legends")])
def test_random_full_games(rules, n, mode):
    winners = 0
    for seed in range(GAMES):
        m, steps = _play(rules, n, mode, seed)
        sheet = rules.score(m.state)
        assert len(sheet.totals) == n and all(t >= 0 for t in sheet.totals)
        assert sheet.winners
        winners += len(sheet.winners)
        # every plot ended on a farm, in a discard pile or out of the game (3 players)
        kept = sum(1 for p in m.state["players"] for x in p["farm"].values() if x in m.state["plots"]
                   and x not in rules.bonus_tiles)
        discarded = sum(len(p["discarded"]) for p in m.state["players"])
        assert kept + discarded + len(m.state["removed"]) == 96
        assert not m.state["bag"] and all(not p["storage"] for p in m.state["players"])
        for p in m.state["players"]:  # every plot on a farm arrived as half of a landscape card
            plot_cells = sorted(k for k, x in p["farm"].items() if x not in rules.bonus_tiles)
            assert sorted(k for card in p["cards"] for k in card) == plot_cells
        if seed % 25 == 0:
            again = Match.replay(rules, m.setup, m.actions)
            assert again.state == m.state, f"replay differs for seed {seed}"
    assert winners >= GAMES
