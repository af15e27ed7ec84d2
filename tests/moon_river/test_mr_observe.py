"""What a player may see: the bag and the face-down partner stacks are backs, and nothing
in an observation tells their order or contents; once the game is over everything shows."""
from __future__ import annotations

import json
import random

from boardgames.engine.playout import play
from boardgames.engine.rules import clone_plain

VIEWERS = (None, 0, 1, 2)


def observations(rules, state):
    return [rules.observation(state, v) for v in VIEWERS]


def test_bag_order_and_stack_contents_are_not_in_an_observation(build):
    b = build(n=3).finish_draft()
    s = b.s
    for obs in observations(b.rules, s):
        assert obs["bag"] == [None] * len(s["bag"])
        assert [len(x) for x in obs["stacks"]] == [len(x) for x in s["stacks"]]
        assert all(tok is None for stack in obs["stacks"] for tok in stack)
        text = json.dumps(obs)
        assert not any(f'"{plot}"' in text for plot in s["bag"])          # not even as a key of `plots`
        assert not any(f'"{tok}"' in text for stack in s["stacks"] for tok in stack)
        assert "rng" not in obs
        shown = [x["plot"] for col in ("current", "next") for x in s["line"][col] or [] if x["plot"]]
        assert all(obs["plots"][x] == s["plots"][x] for x in shown)
        assert all(obs["tokens"][t] == s["tokens"][t] for t in s["saloon"] if t)


def test_another_bag_order_or_other_stacks_look_the_same(build):
    b = build(n=3).finish_draft()
    s = b.s
    other = clone_plain(s)
    random.Random(5).shuffle(other["bag"])
    pool = other["stacks"][0] + other["stacks"][1]                        # tokens change stacks
    random.Random(6).shuffle(pool)
    other["stacks"] = [pool[:len(s["stacks"][0])], pool[len(s["stacks"][0]):]]
    assert other["bag"] != s["bag"] and other["stacks"] != s["stacks"]
    assert observations(b.rules, other) == observations(b.rules, s)
    other["saloon"][0], other["stacks"][1][0] = other["stacks"][1][0], other["saloon"][0]
    assert observations(b.rules, other) != observations(b.rules, s)       # the saloon is face up


def test_determinize_deals_the_unseen_plots_and_tokens_back(build, rules):
    b = build(n=3).finish_draft()
    s = b.s
    obs = rules.observation(s, 1)
    full = rules.determinize(obs, random.Random(3))
    assert sorted(full["bag"]) == sorted(s["bag"]) and full["bag"] != s["bag"]
    assert sorted(t for st in full["stacks"] for t in st) == sorted(t for st in s["stacks"] for t in st)
    assert full["plots"] == rules.plot_design and not rules.check(full)
    assert rules.observation(full, 1) == obs


def test_everything_is_public_once_the_game_is_over(rules):
    state = play(rules, 3, 4, checks=False).match.state
    public = {k: v for k, v in state.items() if k != "rng"}
    assert all(rules.observation(state, v) == public for v in VIEWERS)
