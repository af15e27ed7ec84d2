"""Draws from the bag and the partner stacks are chance steps: recorded as events, and an undo
never goes back across one (the last draft pick used to be undoable after the next column
was turned over)."""
from __future__ import annotations

from boardgames.engine.choice import CHANCE
from boardgames.engine.rules import clone_plain

G = "moon_river"


def chance_events(m):
    return [e.option for e in m.events if e.player == CHANCE]


def test_set_up_fills_the_saloon_and_turns_the_first_column_as_chance_steps(build):
    b = build(n=3)
    assert chance_events(b.m) == [{"reveal": "refill"}, {"reveal": "column"}]
    assert None not in b.s["saloon"] and len(b.s["line"]["current"]) == 4
    assert b.m.pending.kind == f"{G}.draft"


def test_undo_never_crosses_the_column_reveal_after_the_last_draft_pick(build):
    b = build(n=3, seed=2)
    m = b.m
    for _ in range(2):                          # the first two ranchers take the last slots
        m.choose(m.pending.options[-1])
    last = m.pending.player
    assert m.pending.kind == f"{G}.draft" and {"slot": 0} in m.pending.options
    m.choose({"slot": 0})                       # ... so the last one plays first
    assert chance_events(m)[-1] == {"reveal": "column"}
    assert m.pending.player == last and b.s["turn"]["player"] == last
    revealed = clone_plain(b.s["line"]["next"])
    assert not m.can_undo and not m.undo()
    assert m.state["line"]["next"] == revealed and m.state["draft"] == []


def test_a_draft_pick_before_the_reveal_can_still_be_taken_back(build):
    b = build(n=2, seed=5)                      # two players: the second places two ranchers in a row
    m = b.m
    m.choose(m.pending.options[0])
    second = m.pending.player
    m.choose(m.pending.options[0])
    assert m.pending.player == second and m.state["line"]["next"] is None
    assert m.can_undo and m.undo() and len(m.state["draft"]) == 3


def test_the_saloon_refill_and_the_next_column_are_chance_steps_at_the_round_end(build):
    b = build(n=4, seed=3).finish_draft()
    m = b.m
    tok = m.state["saloon"][0]                   # a space of the saloon is empty
    m.state["saloon"][0] = None
    m.state["stacks"][0].append(tok)
    b.refresh()
    before = len(chance_events(m))
    while b.s["round"] == 1:
        opts = m.pending.options
        m.choose(next((o for o in opts if o.get("act") == "stop"), opts[0]))
    assert chance_events(m)[before:] == [{"reveal": "refill"}, {"reveal": "column"}]
    assert None not in b.s["saloon"] and not m.can_undo
