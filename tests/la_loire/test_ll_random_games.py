"""Seeded random full games for 1 to 4 players through the engine's playout.

`play` checks the invariants after every step (money never negative; goods cards, message
cards, characters, palace cards and horses accounted for; pieces, markers, buildings and the
market sound), save round trips, every player's observation and a determinization now and
then, and the replay of the action list. The normal run plays a few games per player count;
LL_GAMES=300 plays the full proof (and prints the timings).
"""
from __future__ import annotations

import os
import time
from collections import Counter

import pytest

from boardgames.engine.playout import play

GAMES = int(os.environ.get("LL_GAMES", "0"))
DEFAULT = {1: 20, 2: 8, 3: 6, 4: 6}


def _on_step(match, step):
    choice = match.pending
    if choice is not None:
        assert choice.player == match.state["turn"]["p"]


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_full_games(rules, n):
    games = GAMES or DEFAULT[n]
    started = time.perf_counter()
    ends = Counter()
    steps = []
    for seed in range(games):
        r = play(rules, n, seed, on_step=_on_step, roundtrip_rate=0.01,
                 observe_every=25 if seed % 2 == 0 else 0, verify=seed % 3 == 0)
        s = r.match.state
        assert r.match.over and s["over"] and s["end"] is not None and not s["tasks"]
        assert r.sheet.totals == [sum(row[p] for row in r.sheet.values) for p in range(n)]
        ends[s["end"]["why"]] += 1
        steps.append(r.steps)
    took = time.perf_counter() - started
    print(f"\n{n} players: {games} games in {took:.1f}s, mean {sum(steps) / len(steps):.0f} steps "
          f"(max {max(steps)}), ends {dict(ends)}")
