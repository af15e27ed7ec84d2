"""The end: a boat reaching its space or a player's delivered messages exceeding their number
(by player count) sets it off, the round is completed; solo, the same triggers and a turn limit.
Scoring and the tie-break."""
from __future__ import annotations

import pytest


def finish_turn(b):
    """Play the rest of the current player's turn: done at stops, the first move otherwise."""
    turns = b.s["turns"]
    while b.m.pending is not None and b.s["turns"] == turns:
        ch = b.m.pending
        b.choose({"act": "done"} if {"act": "done"} in ch.options else ch.options[0])
    return b


def boat_to_end(build, n, p, first, at):
    b = build(n)
    b.s["first"] = first
    b.boat(p, at).money(p, 20).stop(p, "merchant", "nantes")
    b.choose({"act": "boat", "steps": 1})
    return b


@pytest.mark.parametrize("n,space", [(2, 20), (3, 17), (4, 15)])
def test_a_boat_reaching_its_space_sets_off_the_end(build, n, space):
    b = boat_to_end(build, n, 0, 0, space - 2)
    assert b.s["end"] is None
    b = boat_to_end(build, n, 0, 0, space - 1)
    assert b.s["end"] == {"by": 0, "why": "boat"} and "end_boat" in b.logs()
    assert b.rules.final_round(b.s)


def test_the_round_is_completed_after_the_trigger(build):
    b = boat_to_end(build, 3, 1, 0, 16)          # player 1 of 3, player 0 started
    finish_turn(b)
    assert not b.s["over"] and b.m.pending.player == 2
    finish_turn(b)
    assert b.s["over"] and b.m.pending is None and "game_over" in b.logs()


def test_the_last_player_of_the_round_ends_the_game_at_once(build):
    b = boat_to_end(build, 2, 1, 0, 19)
    finish_turn(b)
    assert b.s["over"]


@pytest.mark.parametrize("n,most", [(2, 12), (3, 10), (4, 8)])
def test_delivered_messages_exceeding_their_number_set_off_the_end(build, rules, n, most):
    singles = [c for c in rules.card_ids if c.startswith("m1_") and c != "m1_tours"]
    others = [c for c in rules.card_ids if c.startswith(("m2_", "m3_"))]
    b = build(n).hand(0, "m1_tours")
    for p in range(1, n):
        b.hand(p)
    b.delivered(0, *(singles + others)[:most - 1]).stop(0, "messenger", "tours")
    b.choose({"act": "deliver", "msg": "m1_tours"})
    assert len(b.pl(0)["delivered"]) == most and b.s["end"] is None             # reaching is not enough
    b = build(n).hand(0, "m1_tours")
    for p in range(1, n):
        b.hand(p)
    b.delivered(0, *(singles + others)[:most]).stop(0, "messenger", "tours")
    b.choose({"act": "deliver", "msg": "m1_tours"})
    assert b.s["end"] == {"by": 0, "why": "messages"}


def test_solo_a_trigger_ends_the_game_after_that_turn(build):
    b = boat_to_end(build, 1, 0, 0, 19)
    assert b.s["end"] == {"by": 0, "why": "boat"}
    finish_turn(b)
    assert b.s["over"]


def test_solo_ends_after_its_turns(build, rules):
    b = build(1)
    b.s["turns"] = rules.setup_data["end"]["solo_turns"] - 1
    b.m.invalidate()
    finish_turn(b)
    assert b.s["over"] and b.s["end"] == {"by": 0, "why": "solo_turns"}


def test_solo_plays_its_turns_one_after_another(build):
    b = build(1)
    finish_turn(b)
    assert not b.s["over"] and b.m.pending.player == 0 and b.s["round"] == 2


def test_scoring(build, rules):
    b = build(2).hand(0, "m1_tours", "m2_01").delivered(0, "m1_blois", "m3_01", "m4_01").boat(0, 7)
    b.character(0, "apprentice").character(0, "banker").character(0, "lord").character(0, "admiral")
    b.character(0, "postmaster").building("tours", 0, "castle").building("chinon", 0, "castle")
    b.palace(0, "treasury_nantes").palace(0, "harbour_orleans", fresh=True)
    sheet = rules.score(b.s)
    rows = dict(zip([r.split(".")[-1] for r in sheet.rows], [v[0] for v in sheet.values]))
    assert rows == {"boat": 7, "delivered": 2 + 8 + 7, "in_hand": 2, "characters": 1,
                    "bonuses": 2 * 2 + 7 // 3 + 2, "palaces": 2 + 1}
    assert sheet.totals[0] == sum(rows.values())
    assert sheet.tiebreaks[0] == [2, 4]


def test_the_tie_break_is_castles_then_buildings(build, rules):
    b = build(3).boat(0, 5).boat(1, 5).boat(2, 5)
    for p in range(3):
        b.hand(p)
    b.building("tours", 0, "castle").building("chinon", 1, "farm").building("blois", 1, "farm")
    assert rules.score(b.s).winners == [0]
    b.building("usse", 1, "castle")
    assert rules.score(b.s).winners == [1]                            # one castle each, more buildings
    b.building("talcy", 0, "farm").building("amboise", 0, "farm")
    assert rules.score(b.s).winners == [0, 1]                         # all equal: a shared win
