"""Many seeded random full games per player count, through the engine's playout.

`engine.playout.play` checks the invariants after every step, every player's observation and
a determinization now and then, save round trips and (for some seeds) the replay of the
action list. Even seeds pick uniformly among the options (those games mostly end when nobody
can act any more); odd seeds use `guided_pick`, which erects whenever it can, so most of them
end with a fifth building. Modes alternate by seed. `on_step` adds Via Nebula's own checks.
"""
from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engine.playout import play, uniform

from vn_helpers import guided_pick

GAMES = 300


def _on_step(match, step):
    """The hand-off flag follows the deciding player's hand; no game runs away."""
    choice = match.pending
    if choice is not None:
        assert choice.private == bool(match.state["players"][choice.player]["private"])
    assert step < 1000


def _play(rules, n, seed):
    mode = ("beginner", "expert")[(seed // 2) % 2]
    pick = (lambda m, rnd: guided_pick(rules, m, rnd)) if seed % 2 else uniform
    return play(rules, n, seed, mode, pick=pick, on_step=_on_step, observe_every=37 if seed % 5 == 0 else 0,
                roundtrip_rate=0.01, verify=seed % 20 == 0).match


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_full_games(rules, n):
    reasons = Counter()
    buildings = Counter()
    for seed in range(GAMES):
        s = _play(rules, n, seed).state
        reasons[s["end_reason"]] += 1
        sheet = rules.score(s)
        assert len(sheet.rows) == 6
        # leftovers: nothing waits on a site or on a player's exploitation
        for sp in s["board"].values():
            if sp["kind"] == "ruin":
                assert all(x is None or x["building"] or not x["res"] for x in sp["slots"])
            assert not (sp["kind"] == "exploitation" and sp["owner"] is not None)
        if s["end_reason"] == "fifth_building":
            assert s["end_card"] is not None and s["players"][s["end_card"]]["buildings"] == 5
            assert sheet.values[4][s["end_card"]] == rules.end_card["vp"]
        buildings.update(pl["buildings"] for pl in s["players"])
    assert reasons["fifth_building"] >= GAMES // 4 and reasons["stalemate"] >= 1, reasons
    assert set(reasons) <= {"fifth_building", "stalemate"}
    assert buildings[5] >= reasons["fifth_building"]


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_engine_playout_with_saves_and_replay(rules, n):
    for seed in range(4):
        result = play(rules, n, seed=1000 + seed, mode=("beginner", "expert")[seed % 2], roundtrip_rate=0.05,
                      observe_every=5)
        assert result.match.over
