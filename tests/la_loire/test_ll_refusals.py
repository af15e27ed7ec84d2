"""Every malformed or illegal option, at every kind of decision, is refused with a reason
(`explain` answers, `choose` raises Illegal, the state does not change), never an exception."""
from __future__ import annotations

import random

import pytest

from boardgames.engine.playout import play

from game_support import refusal_probe
from ll_helpers import lively

ODD = (None, -1, 99, 10 ** 12, 1.5, True, "", "x", [], [1, 2], {}, {"a": 1}, "nantes", "wood", "beer",
       "m1_tours", "lord", "farm", "palace", "merchant", 4, 0)


def bent(option, rnd):
    out = [None, 5, "move", [], ("a", 1), {"act": "done", "x": 1}]
    if isinstance(option, dict):
        for key in option:
            out.append({k: v for k, v in option.items() if k != key})
            for odd in rnd.sample(ODD, 6):
                out.append({**option, key: odd})
        out.append({**option, "zz": 1})
        for act in ("move", "buy", "sell", "build", "boat", "message", "deliver", "hire", "circus", "fly"):
            out.append({**option, "act": act})
    rnd.shuffle(out)
    return out[:30]


@pytest.mark.parametrize("n", [1, 3])
def test_malformed_options_are_refused_with_a_reason(rules, n):
    rnd = random.Random(n)
    probe, counted = refusal_probe(bent, rnd, every=3)

    for seed in range(2):
        play(rules, n, seed, pick=lively, on_step=probe, check_every=0, roundtrip_rate=0, verify=False,
             stop_after=400)
    assert counted["refused"] > 500 and len(counted["kinds"]) >= 2, counted


def test_every_refusal_has_a_game_reason_not_the_generic_one(build):
    """At a stop, options of the place bent out of shape get the game's own reasons."""
    b = build(2).money(0, 20).goods(0, wood=2).stop(0, "merchant", "nantes")
    for bad in ({"act": "sell", "good": "beer"}, {"act": "boat", "steps": 9}, {"act": "build", "what": "farm"},
                {"act": "build", "what": "palace", "card": None}, {"act": "hire", "character": "lord"}):
        assert b.m.explain(bad)["key"].startswith("la_loire.why."), bad
