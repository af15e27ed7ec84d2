"""Golden seeded Caverna playthroughs (tests/golden/caverna_*.txt); digests once per round."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.freeacts import free_options, real_options
from boardgames.engine.playthrough import record

from cv_helpers import seats

CASES = [("full", 1, 31), ("intro", 2, 32), ("full", 3, 33), ("full", 5, 35)]


@pytest.mark.parametrize("mode,n,seed", CASES)
def test_golden_playthrough(rules, golden, mode, n, seed):
    bot = random.Random(seed)

    def pick(m):
        """Mostly real decisions, sometimes a free conversion first."""
        real, free = real_options(m.pending), free_options(m.pending)
        return bot.choice(free) if free and (not real or bot.random() < 0.15) else bot.choice(real)

    text = record(rules, seats(n), mode, seed, pick, load_catalog().strings, every_step=False)
    golden(f"caverna_{mode}_{n}p.txt", text)
