"""Seeded random full games for 1 to 7 players, checking every invariant after every step.

The bot plays real options and, now and then, a conversion (free action), so animals, rubies
and furnishings all get exercised. Along the way the state must survive JSON and the save
format unchanged, and every 25th game is saved and loaded: the loader replays the action log
and must reach exactly the same state.
"""
from __future__ import annotations

import json
import random
import time

import pytest

from boardgames.engine import saves
from boardgames.engine.freeacts import free_options, real_options
from boardgames.engine.match import Match

from cv_helpers import seats

GAMES = 200


def bot_pick(rng: random.Random, choice) -> dict:
    real, free = real_options(choice), free_options(choice)
    if free and (not real or rng.random() < 0.15):
        return rng.choice(free)
    return rng.choice(real)


def play(rules, n: int, seed: int, mode: str = "full", replay: bool = False):
    m = Match.new(rules, seats(n), mode, {}, seed, history=False)
    rng = random.Random(f"cv:{seed}:{n}")
    step = 0
    while not m.over:
        choice = m.pending
        assert choice.options, f"seed {seed} step {step}: {choice.kind} offers nothing"
        m.choose(bot_pick(rng, choice))
        step += 1
        errs = rules.check(m.state)
        assert not errs, f"{n}p seed {seed} step {step}: {errs}"
        if step % 97 == 0:
            assert json.loads(json.dumps(m.state)) == m.state, f"seed {seed} step {step}: not plain data"
        if step % 401 == 0:
            doc = saves.parse(saves.encode(saves.document(m, "auto")))
            assert doc["state"] == saves.plain(m.state)
        assert step < 5000, f"seed {seed}: no end"
    sheet = rules.score(m.state)
    assert len(sheet.totals) == n and sheet.winners
    assert m.state["round"] == 12 and m.state["phase"] == "over" and not m.state["tasks"]
    if replay:
        # a full save and load: the file replays from its action log to exactly this state
        doc = saves.parse(saves.encode(saves.document(m, "named", "check")))
        loaded = saves.rebuild(doc, _catalog())
        assert loaded.replayed and loaded.match.state == saves.plain(m.state), f"{n}p seed {seed}: replay differs"
    return m, step


_CATALOG = []


def _catalog():
    if not _CATALOG:
        from boardgames.engine.catalog import load_catalog
        _CATALOG.append(load_catalog())
    return _CATALOG[0]


@pytest.mark.slow
@pytest.mark.parametrize("n", range(1, 8))
def test_random_full_games(rules, n):
    started = time.perf_counter()
    for seed in range(GAMES):
        mode = "intro" if seed % 4 == 3 else "full"
        play(rules, n, seed, mode, replay=seed % 25 == 0)
    elapsed = time.perf_counter() - started
    print(f"\n{n} players: {GAMES} games in {elapsed:.1f}s ({GAMES / elapsed:.1f}/s)")


def test_a_few_quick_games(rules):
    """Always run (not slow): one short game per player count."""
    for n in (1, 2, 4, 7):
        play(rules, n, seed=1000 + n, replay=True)
