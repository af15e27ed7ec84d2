"""Seeded random full games for 1 to 7 players through the engine's playout, checking every
invariant after every step.

The bot plays real options and, now and then, a conversion (free action), so animals, rubies
and furnishings all get exercised. Along the way the playout checks save round trips and
observations, and every 25th game must replay from its action list to exactly the same
state and log.
"""
from __future__ import annotations

import random
import time

import pytest

from boardgames.engine.freeacts import free_options, real_options
from boardgames.engine.playout import play

GAMES = 200


def bot_pick(match, rnd: random.Random) -> dict:
    choice = match.pending
    real, free = real_options(choice), free_options(choice)
    if free and (not real or rnd.random() < 0.15):
        return rnd.choice(free)
    return rnd.choice(real)


def game_over_cleanly(n: int):
    def check(match, step):
        assert step < 5000, "no end"
        if match.over:
            s = match.state
            assert s["round"] == 12 and s["phase"] == "over" and not s["tasks"]
    return check


def full_game(rules, n: int, seed: int, mode: str = "full", replay: bool = False):
    result = play(rules, n, seed, mode, pick=bot_pick, check_every=1, roundtrip_rate=0.01,
                  observe_every=150, verify=replay, on_step=game_over_cleanly(n))
    assert result.match.over and len(result.sheet.totals) == n and result.sheet.winners
    return result


@pytest.mark.slow
@pytest.mark.parametrize("n", range(1, 8))
def test_random_full_games(rules, n):
    started = time.perf_counter()
    for seed in range(GAMES):
        mode = "intro" if seed % 4 == 3 else "full"
        full_game(rules, n, seed, mode, replay=seed % 25 == 0)
    elapsed = time.perf_counter() - started
    print(f"\n{n} players: {GAMES} games in {elapsed:.1f}s ({GAMES / elapsed:.1f}/s)")


def test_a_few_quick_games(rules):
    """Always run (not slow): one short game per player count."""
    for n in (1, 2, 4, 7):
        full_game(rules, n, seed=1000 + n, replay=True)
