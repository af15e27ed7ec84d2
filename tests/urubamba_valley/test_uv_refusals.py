"""Every malformed or illegal option, at every kind of decision, is refused with a reason
(`explain` answers, `choose` raises Illegal, the state does not change), never an exception."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.choice import Illegal
from boardgames.engine.playout import play

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
    kinds = set()
    refused = 0

    def probe(match, step):
        nonlocal refused
        choice = match.pending
        if choice is None or choice.chance or step % 2:
            return
        before = repr(match.state)
        for option in rnd.sample(choice.options, min(3, len(choice.options))):
            for bad in bent(option, rnd):
                if choice.find(bad) is not None:
                    continue
                why = match.explain(bad)
                assert isinstance(why, dict) and why.get("key"), (choice.kind, bad, why)
                with pytest.raises(Illegal):
                    match.choose(bad)
                assert repr(match.state) == before, (choice.kind, bad)
                refused += 1
                kinds.add(choice.kind)

    for seed in range(3):
        play(rules, n, seed, on_step=probe, check_every=0, roundtrip_rate=0, verify=False)
    assert refused > 500 and len(kinds) >= 3, (refused, kinds)
