"""Golden seeded Moon River playthroughs (tests/golden/moon_river_*.txt), one per mode and player count."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.playthrough import record

from game_support import named_seats

CASES = [("camp", 3, 11), ("legends", 4, 12), ("camp", 2, 13), ("legends", 2, 14)]


@pytest.mark.parametrize("mode,n,seed", CASES)
def test_golden_playthrough(rules, golden, mode, n, seed):
    bot = random.Random(seed)
    seats = named_seats(rules, n)
    text = record(rules, seats, mode, seed, lambda m: bot.choice(m.pending.options), load_catalog().strings)
    golden(f"moon_river_{mode}_{n}p.txt", text)
