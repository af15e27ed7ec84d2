"""Every malformed or illegal option, at every kind of decision, is refused with a reason
(`explain` answers, `choose` raises Illegal, the state does not change), never an exception."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.playout import play

from game_support import refusal_probe

ODD = (None, -1, 99, 10 ** 12, 1.5, True, "", "x", [], [1, 2], [99, 99], [0, 0], {}, {"a": 1}, "chili", "vine",
       "merchant.1", [1, 1])


def bent(option, rnd):
    out = [None, 5, "plant", [], ("a", 1)]
    if isinstance(option, dict):
        for key, value in option.items():
            out.append({k: v for k, v in option.items() if k != key})
            for odd in rnd.sample(ODD, 6):
                out.append({**option, key: odd})
            if isinstance(value, dict):
                out.append({**option, key: {**value, "cell": [9, 9]}})
                out.append({**option, key: {"zz": 1}})
        out.append({**option, "zz": 1})
        out.append({**option, "helper": 0})
    rnd.shuffle(out)
    return out[:30]


@pytest.mark.parametrize("n", [3, 5])
def test_malformed_options_are_refused_with_a_reason(rules, n):
    rnd = random.Random(n)
    probe, counted = refusal_probe(bent, rnd, every=2)

    for seed in range(3):
        play(rules, n, seed, on_step=probe, check_every=0, roundtrip_rate=0, verify=False)
    assert counted["refused"] > 500 and len(counted["kinds"]) >= 3, counted
