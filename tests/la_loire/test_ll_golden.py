"""Golden seeded La Loire playthroughs (tests/golden/la_loire_*.txt)."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.playthrough import record

from game_support import catalog, named_seats
from ll_helpers import lively

CASES = [(1, 11), (2, 21), (4, 41)]


@pytest.mark.parametrize("n,seed", CASES)
def test_golden_playthrough(rules, golden, n, seed):
    bot = random.Random(seed)
    text = record(rules, named_seats(rules, n), "standard", seed, lambda m: lively(m, bot),
                  catalog().strings, title="random bot (rarely ending a stop early)", every_step=n == 1)
    golden(f"la_loire_standard_{n}p.txt", text)
