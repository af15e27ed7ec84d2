"""Golden seeded Urubamba Valley playthroughs (tests/golden/urubamba_valley_*.txt)."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.playthrough import record

from game_support import catalog, named_seats
from uv_helpers import lively

CASES = [(3, 31), (5, 32)]


@pytest.mark.parametrize("n,seed", CASES)
def test_golden_playthrough(rules, golden, n, seed):
    bot = random.Random(seed)
    text = record(rules, named_seats(rules, n), "standard", seed, lambda m: lively(m, bot),
                  catalog().strings, title="random bot (rarely passing)", every_step=False)
    golden(f"urubamba_valley_standard_{n}p.txt", text)
