"""The task-stack kernel (engine/tasks.py) and the turn patterns (engine/turns.py), on a toy game.

Climb: each round a card is turned from a shuffled deck (a chance step); then, from the
round's first player clockwise, each player may climb by 1 or by the card's value, or rest.
A player who reaches 10 sets off the final round: the others get one more turn each.
Gold may be turned into a climb at any of a player's decisions (a free action).
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from boardgames.engine.choice import CHANCE, Illegal, msg
from boardgames.engine.match import Match
from boardgames.engine.rules import ScoreSheet
from boardgames.engine.tasks import Reveal, TaskRules, TaskType, TaskTypes, push
from boardgames.engine.turns import FinalRound, Phases, RoundRobin, clockwise, each_player

TASKS = TaskTypes()
FINAL = FinalRound()
CALLS = {"options": 0}


@TASKS.register
class Rounds(Phases):
    t = "rounds"
    phases = ("card", "turns")

    def begin(self, R, ctx, state, task, name):
        if name == "card":
            if not state["deck"]:
                return False
            push(state, {"t": "card"})
            return True
        push(state, TASKS["turns"].start(state["first"]))
        return True

    def round_over(self, R, ctx, state, task):
        state["first"] = (state["first"] + 1) % state["n"]
        return not state["over"]


@TASKS.register
class Card(Reveal):
    t = "card"

    def reveal(self, R, ctx, state, task):
        state["card"] = state["deck"].pop()
        ctx.log("climb.card", n=state["card"])


@TASKS.register
class Turns(RoundRobin):
    t = "turns"

    def turn(self, R, ctx, state, task):
        if state["players"][task["p"]]["resting"]:
            return False
        push(state, {"t": "climb", "p": task["p"]})
        return True

    def passed(self, R, ctx, state, task):
        state["players"][task["p"]]["resting"] = False      # rested a round: back next round

    def next_player(self, R, state, task):
        nxt = (task["p"] + 1) % state["n"]
        if FINAL.ends_before(state, nxt):
            state["over"] = True
            return None
        return None if nxt == state["first"] else nxt


@TASKS.register
class Climb(TaskType):
    t = "climb"

    def options(self, R, state, task):
        CALLS["options"] += 1
        steps = sorted({1, state["card"]})
        out = [{"climb": k} for k in steps if state["players"][task["p"]]["height"] + k <= 12]
        return out + [{"rest": True}]

    def choose(self, R, ctx, state, task, option):
        pl = state["players"][task["p"]]
        if option.get("rest"):
            pl["resting"] = True
        else:
            pl["height"] += option["climb"]
            if pl["height"] >= 10 and FINAL.trigger(state, task["p"]):
                ctx.log("climb.final", task["p"])
        return True

    def problems(self, R, state, task, depth):
        return [] if depth == 2 else [f"a climb at depth {depth}"]

    def refusal(self, R, state, task, option):
        if "climb" in option:
            return msg("climb.too_high") if isinstance(option["climb"], int) else msg("climb.not_a_number")
        return None


@TASKS.register
class Bonus(TaskType):
    """A one-option task (taken at once) and an empty one (dropped)."""

    t = "bonus"
    offers_free = False          # (otherwise the gold on offer would make even one option a decision)

    def options(self, R, state, task):
        return [{"take": 1}] if task["n"] else []

    def choose(self, R, ctx, state, task, option):
        state["players"][task["p"]]["height"] += 1
        return True


class Climbing(TaskRules):
    id = "climb"
    TASKS = TASKS

    def setup(self, ctx, state):
        deck = [1, 2, 3, 4, 5, 6] * 3
        ctx.rng.shuffle(deck)
        state.update(n=len(state["seats"]), deck=deck, card=None, first=0, over=False, final_by=None,
                     tasks=[], players=[{"height": 0, "gold": 2, "resting": False} for _ in state["seats"]])
        each_player(state, clockwise(state["n"], 0), {"t": "bonus", "n": 1})
        push(state, {"t": "bonus", "p": 0, "n": 0})
        ctx.next = self.settle(ctx, state)

    def next_work(self, ctx, state):
        if not state.get("started"):
            state["started"] = True
            push(state, TASKS["rounds"].start())
        else:
            state["over"] = True

    def is_free(self, option):
        return option.get("act") == "gold"

    def free_options(self, state, player):
        return [{"act": "gold"}] if state["players"][player]["gold"] else []

    def apply_free(self, ctx, state, player, option):
        state["players"][player]["gold"] -= 1
        state["players"][player]["height"] += 1

    def free_refusal(self, state, player, option):
        return msg("climb.no_gold")

    def score(self, state):
        return ScoreSheet(["climb.height"], [[pl["height"] for pl in state["players"]]])


def make(n=3, seed=5):
    spec = SimpleNamespace(data={}, manifest={"players": {"min": 2, "max": 4}, "modes": ["std"]})
    return Match.new(Climbing(spec), [{"name": f"P{i}"} for i in range(n)], seed=seed)


def test_lone_options_are_taken_and_empty_tasks_dropped_before_the_first_decision():
    m = make()
    assert [pl["height"] for pl in m.state["players"]] == [1, 1, 1]      # the one-option bonuses
    assert m.pending.kind == "climb.climb" and m.pending.player == 0
    assert [t["t"] for t in m.state["tasks"]] == ["rounds", "turns", "climb"]


def test_chance_steps_are_carried_out_by_the_match_and_recorded():
    m = make()
    assert m.state["card"] is not None and m.log[0]["key"] == "climb.card"
    assert [(e.player, e.option) for e in m.events] == [(CHANCE, {"reveal": "card"})]
    assert m.rules.pending(m.state).player != CHANCE       # the match never waits on a chance step


def test_undo_stops_at_a_chance_step_and_at_the_end_of_a_turn():
    m = make()
    m.choose({"act": "gold"})                 # a free action: same decision again
    assert m.pending.player == 0 and m.can_undo
    m.choose({"rest": True})
    assert m.pending.player == 1 and not m.can_undo      # a turn ended
    while m.pending.player != 0:
        m.choose({"rest": True} if m.pending.player == 1 else m.pending.options[0])
    # a new round turned a card first: nothing before it can be undone
    assert any(e.player == CHANCE for e in m.events[-3:]) and not m.can_undo


def test_each_decision_is_computed_once():
    m = make()
    CALLS["options"] = 0
    decisions = 0
    while not m.over and decisions < 40:
        m.choose(m.pending.options[0])
        decisions += 1
        _ = m.pending, m.pending                      # asking again costs nothing
    assert CALLS["options"] <= decisions + 1


def test_refusals_come_from_the_waiting_task():
    m = make()
    with pytest.raises(Illegal) as err:
        m.choose({"climb": 99})
    assert err.value.reason == msg("climb.too_high")
    assert m.explain({"climb": "x"}) == msg("climb.not_a_number")
    assert m.explain({"dance": True}) == msg("engine.illegal")
    assert m.explain("not even a dict") == msg("engine.illegal")
    m.state["players"][0]["gold"] = 0
    m.invalidate()
    assert m.explain({"act": "gold"}) == msg("climb.no_gold")


def test_final_round_gives_everyone_else_one_more_turn_then_ends():
    m = make(n=3, seed=2)
    while not m.over:
        climbs = [o for o in m.pending.options if "climb" in o]
        m.choose(max(climbs, key=lambda o: o["climb"]) if climbs else m.pending.options[-1])
    by = m.state["final_by"]
    assert by is not None and m.state["players"][by]["height"] >= 10
    finals = [e for e in m.log if e["key"] == "climb.final"]
    assert len(finals) == 1
    # after the trigger, every other player had exactly one more turn
    after = m.actions[[i for i, a in enumerate(m.actions) if a["p"] == by][-1] + 1:]
    assert sorted(a["p"] for a in after if "act" not in a["o"]) == sorted(p for p in range(3) if p != by)


def test_replay_and_determinism():
    a, b = make(seed=9), make(seed=9)
    for m in (a, b):
        while not m.over:
            m.choose(m.pending.options[len(m.actions) % len(m.pending.options)])
    again = Match.replay(a.rules, a.setup, a.actions)
    assert a.state == b.state == again.state and a.log == again.log


def test_a_task_kind_cannot_be_registered_twice():
    with pytest.raises(ValueError):
        TASKS.add(Climb())
    with pytest.raises(ValueError):
        TASKS.add(TaskType())



def test_the_stack_is_checked_task_by_task():
    m = make()
    assert m.rules.stack_problems(m.state) == []
    m.state["tasks"].insert(0, {"t": "climb", "p": 1})
    m.state["tasks"].append({"t": "juggle"})
    assert m.rules.stack_problems(m.state) == [
        "a climb at depth 0", "a climb at depth 3", "unknown task {'t': 'juggle'} at depth 4 of the stack"]


def test_chance_steps_that_never_reach_a_decision_are_a_rules_loop_not_a_hang():
    """A game whose draws lead only to more draws (Urubamba Valley once looped so, inside one
    move) raises at once instead of freezing the window or a test run."""
    from boardgames.engine.choice import Choice
    from boardgames.engine.match import CHANCE_LIMIT
    from boardgames.engine.rules import Rules

    class Spinning(Rules):
        id = "spin"

        def setup(self, ctx, state):
            state["draws"] = 0

        def pending(self, state):
            return Choice(CHANCE, "spin.draw", [{"draw": 1}], msg("spin.draw"))

        def apply(self, ctx, state, option):
            state["draws"] += 1

        def score(self, state):
            return ScoreSheet(["spin.draws"], [[state["draws"]]])

    spec = SimpleNamespace(data={}, manifest={"players": {"min": 1, "max": 2}, "modes": ["std"]})
    with pytest.raises(RuntimeError, match="chance steps in a row"):
        Match.new(Spinning(spec), [{"name": "P0"}], seed=1)
    assert CHANCE_LIMIT <= 100_000
