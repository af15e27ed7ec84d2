"""What each Via Nebula player may see: constructed positions that differ only in hidden parts.

An opponent's private contracts and the order of the neutral deck (and the box of unused
private contracts) must not reach an observation at all; counts stay visible; the viewer's
own hand is shown; after the game everything is public. A determinization deals the unseen
contracts back where the observation has backs.
"""
from __future__ import annotations

import json
import random

from boardgames.engine.rules import public_copy


def _ids_in(obs: dict) -> set[str]:
    """Every string anywhere in an observation but the seats (the test seats are named like
    private contracts: P1, P2...)."""
    out: set[str] = set()

    def walk(x):
        if isinstance(x, str):
            out.add(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                out.add(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk({k: v for k, v in obs.items() if k != "seats"})
    return out


def test_an_opponents_hand_is_only_a_count(build, rules):
    b = build(n=3).turn(0).refresh()
    s = b.s
    obs = rules.observation(s, 0)
    assert obs["players"][0]["private"] == s["players"][0]["private"]
    for p in (1, 2):
        assert obs["players"][p]["private"] == [None] * len(s["players"][p]["private"])
    hidden = set(s["players"][1]["private"] + s["players"][2]["private"] + s["box"])
    assert not hidden & _ids_in(obs)
    spectator = rules.observation(s, None)
    assert all(pl["private"] == [None, None] for pl in spectator["players"])


def test_states_differing_only_in_an_opponents_hand_look_the_same(build, rules):
    a = build(n=3, seed=4).turn(0).refresh()
    b = build(n=3, seed=4).turn(0).refresh()
    theirs = b.pl(1)["private"]
    b.s["players"][1]["private"], b.s["box"] = list(b.s["box"]), sorted(theirs)    # P1 holds what was boxed
    b.refresh()
    assert a.s != b.s
    assert rules.observation(a.s, 0) == rules.observation(b.s, 0)
    assert rules.observation(a.s, 2) == rules.observation(b.s, 2)
    assert rules.observation(a.s, None) == rules.observation(b.s, None)
    assert rules.observation(a.s, 1) != rules.observation(b.s, 1)        # P1 sees their own hand


def test_the_deck_order_is_absent(build, rules):
    a = build(n=4, seed=9).turn(0).refresh()
    b = build(n=4, seed=9).turn(0).refresh()
    b.s["deck"].reverse()
    assert a.s["deck"] != b.s["deck"]
    for viewer in (None, 0, 1, 2, 3):
        obs = rules.observation(a.s, viewer)
        assert obs == rules.observation(b.s, viewer)
        assert obs["deck"] == [None] * len(a.s["deck"]) and obs["box"] == []
        assert not set(a.s["deck"]) & _ids_in(obs)
        assert obs["display"] == a.s["display"]             # the display is face up
        assert "rng" not in obs


def test_after_the_game_everything_is_public(build, rules):
    b = build(n=2).turn(0).refresh()
    b.s["over"] = True
    b.s["tasks"] = []
    assert rules.observation(b.s, 0) == public_copy(b.s) == rules.observation(b.s, None)


def test_a_determinization_deals_the_unseen_contracts_back(build, rules):
    b = build(n=3, seed=2).turn(1)
    b.building(0, [4, 0], "N01")
    b.building(2, [8, 1], b.pl(2)["private"][0])        # a fulfilled private contract is public
    b.refresh()
    s = b.s
    obs = rules.observation(s, 1)
    rnd = random.Random(5)
    seen_hands = set()
    for _ in range(20):
        full = rules.determinize(obs, rnd)
        assert not rules.check(full), rules.check(full)
        assert rules.observation(full, 1) == obs
        assert full["players"][1]["private"] == s["players"][1]["private"]
        assert full["display"] == s["display"]
        assert sorted(full["deck"]) == sorted(s["deck"])
        mine = set(s["players"][1]["private"]) | {"N01"} | set(s["players"][2]["done"])
        for p in (0, 2):
            assert len(full["players"][p]["private"]) == len(s["players"][p]["private"])
            assert not mine & set(full["players"][p]["private"])
        seen_hands.add(json.dumps(full["players"][0]["private"]))
        assert rules.pending(full).player == 1
    assert len(seen_hands) > 1                                # the hidden hands are really redrawn


def test_the_hand_off_flag_follows_the_deciding_players_hand(build, rules):
    b = build(n=3).turn(2).refresh()
    assert b.m.pending.private
    obs = b.m.observation(2)
    assert obs["players"][2]["private"] == b.pl(2)["private"]
    b.hand(2).refresh()
    assert not b.m.pending.private
