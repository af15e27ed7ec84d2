"""Golden seeded Via Nebula playthroughs (tests/golden/via_nebula_*.txt)."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.playthrough import record

from game_support import named_seats
from vn_helpers import guided_pick

# (mode, players, seed, bot): the guided bot reaches the fifth building, the random one a stalemate.
CASES = [("beginner", 2, 21, "guided"), ("expert", 3, 22, "guided"), ("beginner", 4, 23, "guided"),
         ("expert", 2, 24, "random")]


@pytest.mark.parametrize("mode,n,seed,bot_kind", CASES)
def test_golden_playthrough(rules, golden, mode, n, seed, bot_kind):
    bot = random.Random(seed)
    seats = named_seats(rules, n)
    pick = (lambda m: guided_pick(rules, m, bot)) if bot_kind == "guided" else (lambda m: bot.choice(m.pending.options))
    text = record(rules, seats, mode, seed, pick, load_catalog().strings, title=f"{bot_kind} bot")
    golden(f"via_nebula_{mode}_{n}p.txt", text)
