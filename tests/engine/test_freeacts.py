"""Free actions (boardgames/engine/freeacts.py): options of every decision of the deciding player."""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg
from boardgames.engine.freeacts import FreeActionRules, attach, free_options, is_free, real_options
from boardgames.engine.match import Match
from boardgames.engine.rules import Rules, ScoreSheet


class Spec:
    manifest = {"players": {"min": 1, "max": 2}, "modes": ["standard"]}
    data: dict = {}


class Toy(FreeActionRules, Rules):
    """Each player in turn says how much food to pay; gold may be turned into food any time."""

    id = "toy"

    def setup(self, ctx, state):
        state.update(turn=0, players=[{"gold": 3, "food": 0, "paid": None} for _ in state["seats"]])

    def _pending(self, state):
        if state["turn"] >= len(state["players"]):
            return None
        p = state["turn"]
        food = state["players"][p]["food"]
        return Choice(p, "toy.pay", [{"pay": k} for k in range(food + 1)], msg("toy.pay"))

    def _apply(self, ctx, state, option):
        pl = state["players"][state["turn"]]
        pl["food"] -= option["pay"]
        pl["paid"] = option["pay"]
        state["turn"] += 1

    def free_options(self, state, player):
        return [{"act": "convert"}] if state["players"][player]["gold"] >= 2 else []

    def apply_free(self, ctx, state, player, option):
        pl = state["players"][player]
        pl["gold"] -= 2
        pl["food"] += 1

    def score(self, state):
        return ScoreSheet(["toy.paid"], [[pl["paid"] or 0 for pl in state["players"]]])


def test_attach_and_split():
    c = Choice(0, "k", [{"a": 1}], msg("x"))
    both = attach(c, [{"act": "convert"}, {"a": 1}])
    assert both.options == [{"a": 1}, {"act": "convert"}]
    assert real_options(both) == [{"a": 1}] and free_options(both) == [{"act": "convert"}]
    assert is_free(both, {"act": "convert"}) and not is_free(both, {"a": 1})
    assert attach(c, []) is c and real_options(c) == c.options and free_options(c) == []


def test_free_action_keeps_the_same_decision_pending():
    m = Match.new(Toy(Spec()), [{"name": "A"}, {"name": "B"}])
    assert m.pending.options == [{"pay": 0}, {"act": "convert"}]
    m.choose({"act": "convert"})
    assert m.pending.player == 0 and m.pending.options == [{"pay": 0}, {"pay": 1}]   # no more gold for another
    m.choose({"pay": 1})
    assert m.pending.player == 1
    assert m.can_undo is False                      # the other player's turn: nothing to undo
    m.choose({"act": "convert"})
    assert m.can_undo
    m.undo()
    assert m.state["players"][1]["gold"] == 3
    m.redo()
    m.choose({"pay": 0})
    assert m.over and m.score().totals == [1, 0]
    again = Match.replay(Toy(Spec()), m.setup, m.actions)
    assert again.state == m.state
