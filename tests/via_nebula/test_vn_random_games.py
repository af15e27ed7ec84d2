"""Many seeded random full games per player count, checking invariants after every step.

Even seeds pick uniformly among the options (those games mostly end when nobody can act any
more); odd seeds use `guided_pick`, which erects whenever it can, so most of them end with a
fifth building. Modes alternate by seed.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from boardgames.engine.match import Match
from boardgames.engine.playout import play

from vn_helpers import COLOURS, guided_pick

GAMES = 300


def _play(rules, n, seed):
    mode = ("beginner", "expert")[(seed // 2) % 2]
    seats = [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(n)]
    m = Match.new(rules, seats, mode, {}, seed, history=False)
    bot = random.Random(seed * 7919 + n)
    roundtrip_at = set(bot.sample(range(1, 200), 3))
    guided = seed % 2 == 1
    step = 0
    while not m.over:
        choice = m.pending
        assert choice.options and 0 <= choice.player < n
        assert choice.private == bool(m.state["players"][choice.player]["private"])
        m.choose(guided_pick(rules, m, bot) if guided else bot.choice(choice.options))
        step += 1
        errs = rules.check(m.state)
        assert not errs, f"seed {seed} step {step}: {errs}"
        if step in roundtrip_at:
            assert json.loads(json.dumps(m.state)) == m.state
    assert step < 1000
    return m


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_full_games(rules, n):
    reasons = Counter()
    buildings = Counter()
    for seed in range(GAMES):
        m = _play(rules, n, seed)
        s = m.state
        reasons[s["end_reason"]] += 1
        sheet = rules.score(s)
        assert len(sheet.totals) == n and sheet.winners
        assert len(sheet.rows) == 6 and all(len(v) == n for v in sheet.values)
        # leftovers: nothing waits on a site or on a player's exploitation
        for sp in s["board"].values():
            if sp["kind"] == "ruin":
                assert all(x is None or x["building"] or not x["res"] for x in sp["slots"])
            assert not (sp["kind"] == "exploitation" and sp["owner"] is not None)
        if s["end_reason"] == "fifth_building":
            assert s["end_card"] is not None and s["players"][s["end_card"]]["buildings"] == 5
            assert sheet.values[4][s["end_card"]] == rules.end_card["vp"]
        buildings.update(pl["buildings"] for pl in s["players"])
        if seed % 20 == 0:
            again = Match.replay(rules, m.setup, m.actions)
            assert again.state == s, f"replay differs for seed {seed}"
    assert reasons["fifth_building"] >= GAMES // 4 and reasons["stalemate"] >= 1, reasons
    assert set(reasons) <= {"fifth_building", "stalemate"}
    assert buildings[5] >= reasons["fifth_building"]


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_engine_playout_with_saves_and_replay(rules, n):
    for seed in range(4):
        result = play(rules, n, seed=1000 + seed, mode=("beginner", "expert")[seed % 2], roundtrip_rate=0.05)
        assert result.match.over
