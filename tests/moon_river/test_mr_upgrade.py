"""Format-1 states (saves written before the task stack) in today's layout.

tests/moon_river/v1_positions.json holds positions written by the format-1 rules (the code
of commit 7c6b1ba: `phase`, the effect queue `todo`, `order`), each with the set-up and the
actions that led to it: a draft, every kind of decision, effects queued behind one another
(a cowboy half-way with a hire and the bonus check waiting, two droughts, a thief before the
next circle...), the final round and the end. The upgraded state must be exactly what the
rules of today reach by replaying the same actions, and play on.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from boardgames.engine.match import Match
from boardgames.engine.rules import clone_plain

POSITIONS = json.loads((Path(__file__).parent / "v1_positions.json").read_text("utf-8"))


def test_the_positions_cover_every_decision_and_queued_effect():
    labels = {p["label"] for p in POSITIONS}
    kinds = {"draft", "expand", "place", "pick", "drought", "hire", "cowboy", "desperado", "thief", "bonus", "over"}
    assert kinds <= {label.split("_")[0] for label in labels}
    assert {"cowboy_midway", "hire_two_circles", "drought_stacked_drought", "expand_final",
            "thief_stacked_hire_bonus_check"} <= labels
    for p in POSITIONS:
        assert {"phase", "todo", "order"} <= set(p["state"]) and "tasks" not in p["state"]


@pytest.mark.parametrize("pos", POSITIONS, ids=[p["label"] for p in POSITIONS])
def test_a_format_1_position_upgrades_to_what_replaying_gives(rules, pos):
    up = rules.upgrade_state(clone_plain(pos["state"]), 1)
    again = Match.replay(rules, pos["setup"], pos["actions"])
    assert up == again.state
    assert not rules.check(up)
    m = Match(rules, up, pos["setup"], pos["actions"])
    rnd = random.Random(len(pos["actions"]))
    for _ in range(40):                     # and the game goes on from there
        if m.pending is None:
            break
        m.choose(rnd.choice(m.pending.options))
    assert not rules.check(m.state)
