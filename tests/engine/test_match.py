"""Undo/redo barriers and refusals, on a tiny game made for the purpose."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from boardgames.engine.choice import Choice, Illegal, msg
from boardgames.engine.match import Match
from boardgames.engine.rules import Rules, ScoreSheet


class Counting(Rules):
    """Two players add 1 or 2 to a total; each turn is two steps; a draw ends the game at 10."""

    id = "counting"

    def setup(self, ctx, state):
        state.update(total=0, player=0, steps=0, drawn=None)

    def pending(self, state):
        if state["total"] >= 10:
            return None
        opts = [{"add": 1}, {"add": 2}]
        if state["steps"] == 1:
            opts.append({"draw": True})
        return Choice(state["player"], "counting.add", opts, msg("counting.prompt"))

    def apply(self, ctx, state, option):
        if option.get("draw"):
            state["drawn"] = ctx.rng.below(6)
        else:
            state["total"] += option["add"]
        state["steps"] += 1
        if state["steps"] == 2:
            state["steps"] = 0
            state["player"] = 1 - state["player"]
            ctx.end_turn()

    def explain(self, state, choice, option):
        return msg("counting.why")

    def score(self, state):
        return ScoreSheet(["total"], [[state["total"], 0]])


def make():
    spec = SimpleNamespace(data={}, manifest={"players": {"min": 2, "max": 2}, "modes": ["std"]})
    return Match.new(Counting(spec), [{"name": "A"}, {"name": "B"}], seed=1)


def test_illegal_choice_is_refused_with_a_reason_and_changes_nothing():
    m = make()
    with pytest.raises(Illegal) as exc:
        m.choose({"add": 3})
    assert exc.value.reason == msg("counting.why")
    assert m.state["total"] == 0 and m.actions == []


def test_wrong_player_is_refused():
    m = make()
    with pytest.raises(Illegal) as exc:
        m.choose({"add": 1}, player=1)
    assert exc.value.reason["key"] == "engine.not_your_turn"


def test_undo_redo_within_a_turn_only():
    m = make()
    m.choose({"add": 2})
    assert m.can_undo
    assert m.undo() and m.state["total"] == 0 and not m.actions
    assert m.redo() and m.state["total"] == 2
    m.choose({"add": 1})  # ends the turn: barrier
    assert not m.can_undo and m.state["player"] == 1


def test_random_draw_is_an_undo_barrier():
    m = make()
    m.choose({"add": 1})
    m.choose({"draw": True})
    assert not m.can_undo


def test_new_choice_clears_redo():
    m = make()
    m.choose({"add": 1})
    m.undo()
    m.choose({"add": 2})
    assert not m.can_redo


def test_replay_reproduces_and_player_count_is_checked():
    m = make()
    for opt in ({"add": 1}, {"draw": True}, {"add": 2}, {"add": 2}):
        m.choose(opt)
    again = Match.replay(m.rules, m.setup, m.actions)
    assert again.state == m.state
    with pytest.raises(Illegal):
        Match.new(m.rules, [{"name": "solo"}])


class Secret(Rules):
    """Each player draws a hidden number; only its owner may see it (and read the log line)."""

    id = "secret"

    def setup(self, ctx, state):
        state.update(hands=[ctx.rng.below(100) for _ in state["seats"]], turn=0, done=False)
        for p, n in enumerate(state["hands"]):
            ctx.log_to([p], "secret.drew", p, n=n)
        ctx.log("secret.dealt")

    def pending(self, state):
        if state["done"]:
            return None
        return Choice(state["turn"], "secret.show", [{"show": True}], msg("secret.prompt"))

    def apply(self, ctx, state, option):
        state["done"] = True

    def observation(self, state, player):
        obs = {k: v for k, v in state.items() if k != "rng"}
        obs["hands"] = [n if p == player else None for p, n in enumerate(state["hands"])]
        return obs

    def score(self, state):
        return ScoreSheet(["n"], [list(state["hands"])])


def test_what_a_player_may_see_and_read():
    spec = SimpleNamespace(data={}, manifest={"players": {"min": 2, "max": 2}, "modes": ["std"]})
    m = Match.new(Secret(spec), [{"name": "A"}, {"name": "B"}], seed=3)
    assert m.private_to(0) and m.private_to(1) and not m.private_to(None)
    assert m.observation(0)["hands"][1] is None and m.observation(1)["hands"][1] == m.state["hands"][1]
    assert [e["key"] for e in m.log_for(None)] == ["secret.dealt"]
    mine = m.log_for(1)
    assert [e["key"] for e in mine] == ["secret.drew", "secret.dealt"] and mine[0]["p"] == 1
    assert m.observation(0) is m.observation(0)       # cached until the next change
    before = m.version
    m.choose({"show": True})
    assert m.version > before and m.over


def test_rules_with_no_way_to_score_are_refused_when_made():
    """A game's score comes from its `score` method or its `scoring` module (Rules.score);
    rules with neither are refused at once, as an abstract method would be."""
    from boardgames.engine.rules import Rules

    class Unscored(Rules):
        def setup(self, ctx, state):
            pass

        def pending(self, state):
            return None

        def apply(self, ctx, state, option):
            pass

    with pytest.raises(TypeError, match="neither a score method nor a scoring module"):
        Unscored(None)
