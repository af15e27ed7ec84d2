"""Every malformed option, for every game and every kind of choice, is refused with a reason.

Along seeded random games, each decision's options are bent out of shape (a value swapped
for one of the wrong type or out of range, a key dropped or added, not a dict at all) and
offered to the match: `explain` answers with a message, `choose` raises `Illegal` with one,
and the state does not change. Nothing else may be raised (an IndexError from a direction
99 once crashed the app).
"""
from __future__ import annotations

import random

import pytest

from boardgames.engine.playout import play

from game_support import refusal_probe, rules_of

GAMES = {"moon_river": (2, 4), "via_nebula": (2, 3), "caverna": (1, 4), "la_loire": (1, 4)}
ODD_VALUES = (None, -1, 99, 10 ** 12, -10 ** 12, 1.5, True, "", "x", "F9R9", [], [1, 2], [[1, 2], [3]],
              {}, {"a": 1}, [None], "0,0", (99, 99))
NOT_DICTS = (None, 5, "place", [], [{"act": "x"}], ("a", 1))


def bent(option, rnd: random.Random, k: int = 24) -> list:
    """Up to `k` malformed variants of `option`."""
    out = list(NOT_DICTS)
    if isinstance(option, dict):
        for key, value in option.items():
            out.append({k2: v for k2, v in option.items() if k2 != key})
            for odd in rnd.sample(ODD_VALUES, 6):
                out.append({**option, key: odd})
            if isinstance(value, list) and value:
                out.append({**option, key: value + value})
                out.append({**option, key: [ODD_VALUES[rnd.randrange(len(ODD_VALUES))]] + value[1:]})
            if isinstance(value, dict):
                out.append({**option, key: {**value, "zz": -3}})
                for sub in list(value)[:2]:
                    out.append({**option, key: {**value, sub: 10 ** 9}})
        out.append({**option, "zz": 1})
    rnd.shuffle(out)
    return out[:k]


@pytest.mark.parametrize("game,n", [(g, n) for g, ns in GAMES.items() for n in ns])
def test_malformed_options_are_refused_with_a_reason(game, n):
    rules = rules_of(game)
    rnd = random.Random(f"{game}:{n}")
    probe, counted = refusal_probe(bent, rnd)

    for seed in range(2):
        play(rules, n, seed, on_step=probe, check_every=0, roundtrip_rate=0, verify=False)
    assert counted["refused"] > 200 and len(counted["kinds"]) >= 2, counted
