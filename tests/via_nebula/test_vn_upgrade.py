"""Format-1 states (before the task stack) in today's layout: `upgrade.py`.

tests/via_nebula/v1_positions.json holds positions written by the format-1 rules (commit
7c6b1ba, `todo` and `turn` instead of the task stack; the log left out): a turn's start,
mid-turn, each kind of pending power (one in the final turns), the final turns, and both
ends of a game. Each must upgrade to exactly the state today's rules reach by replaying
the same actions, and play on.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardgames.engine.match import Match
from boardgames.engine.rules import clone_plain
from game_support import play_to_end

POSITIONS = {c["name"]: c for c in json.loads((Path(__file__).parent / "v1_positions.json").read_text("utf-8"))}


def test_the_positions_cover_every_kind_of_format_1_save():
    kinds = {c["state"]["todo"][0]["power"]["type"] for c in POSITIONS.values() if c["state"]["todo"]}
    assert kinds == {"extra_action", "swap", "explore", "transport"}
    states = [c["state"] for c in POSITIONS.values()]
    assert any(s["final_by"] is not None and s["todo"] and not s["over"] for s in states)
    assert any(s["final_by"] is not None and s["turn"]["player"] != s["final_by"] for s in states)
    assert {s["end_reason"] for s in states if s["over"]} == {"fifth_building", "stalemate"}
    assert any(s["turn"]["acted"] and not s["todo"] for s in states)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_format_1_state_upgrades_to_what_replaying_gives(rules, name):
    case = POSITIONS[name]
    old = clone_plain(case["state"])
    new = rules.upgrade_state(old, 1)
    assert "todo" not in new
    replayed = Match.replay(rules, case["setup"], case["actions"], history=True)
    assert new == replayed.state
    assert not rules.check(new)
    play_to_end(Match(rules, new, case["setup"], actions=case["actions"]), name, limit=2000)


def test_a_pending_power_is_on_top_of_the_turn(rules):
    new = rules.upgrade_state(clone_plain(POSITIONS["power_swap"]["state"]), 1)
    p = new["turn"]["player"]
    cid = POSITIONS["power_swap"]["state"]["todo"][0]["contract"]
    assert new["tasks"] == [{"t": "turns", "p": p, "in": True}, {"t": "action", "p": p},
                            {"t": "power", "p": p, "contract": cid}]
    assert rules.pending(new).kind == "via_nebula.power"
