"""Options listed only when read (`TaskType.iter_options`, `choice.Later`) and forks that take
over their parent's decision: a search tries each option on a copy and keeps one, so the
others' next decisions need not be listed at all.

Toy game "Pick": each turn the player picks one of the numbers 1..width (a generator that
counts what it made); a pick of 0 width is skipped, of width 1 taken at once. Gold may be
spent at any decision (a free action) while a player has it.
"""
from __future__ import annotations

from types import SimpleNamespace

from boardgames.engine.choice import Later
from boardgames.engine.freeacts import FREE_FROM
from boardgames.engine.match import Match
from boardgames.engine.rules import ScoreSheet
from boardgames.engine.tasks import TaskRules, TaskType, TaskTypes, push

TASKS = TaskTypes()
MADE = {"n": 0}
SHOWN = {"n": 0}          # choices made (prompt, info and all) for a pick


@TASKS.register
class Pick(TaskType):
    t = "pick"

    def iter_options(self, R, state, task):
        for k in range(1, state["width"][task["p"]] + 1):
            MADE["n"] += 1
            yield {"pick": k}

    def options(self, R, state, task):
        return list(self.iter_options(R, state, task))

    def choice(self, R, state, task, options):
        SHOWN["n"] += 1
        return super().choice(R, state, task, options)

    def choose(self, R, ctx, state, task, option):
        state["total"][task["p"]] += option["pick"]
        return True


class Picking(TaskRules):
    id = "pick"
    TASKS = TASKS
    PICK = "pick"             # the task kind of a turn

    def setup(self, ctx, state):
        n = len(state["seats"])
        state.update(n=n, turns=0, over=False, tasks=[], total=[0] * n, gold=[0] * n,
                     width=[5, 1, 0, 7][:n])
        ctx.next = self.settle(ctx, state)

    def next_work(self, ctx, state):
        if state["turns"] >= 8:
            state["over"] = True
            return
        push(state, {"t": self.PICK, "p": state["turns"] % state["n"]})
        state["turns"] += 1

    def is_free(self, option):
        return option.get("act") == "gold"

    def free_options(self, state, player):
        return [{"act": "gold"}] if state["gold"][player] else []

    def apply_free(self, ctx, state, player, option):
        state["gold"][player] -= 1
        state["total"][player] += 10

    def score(self, state):
        return ScoreSheet(["pick.total"], [list(state["total"])])


def make(n=4) -> Match:
    spec = SimpleNamespace(data={}, manifest={"players": {"min": 2, "max": 4}, "modes": ["std"]})
    return Match.new(Picking(spec), [{"name": f"P{i}"} for i in range(n)], history=False)


def test_a_decision_is_known_from_two_options_and_listed_in_full_when_read():
    MADE["n"] = 0
    m = make()
    choice = m.pending
    assert choice.player == 0 and not choice.listed and MADE["n"] == 2
    assert choice.options == [{"pick": k} for k in range(1, 6)]     # the generator's order
    assert choice.listed and MADE["n"] == 5


def test_a_lone_option_is_taken_at_once_and_none_is_skipped():
    m = make()
    m.choose({"pick": 5})
    # player 1 had one option (taken), player 2 none (skipped): player 3 decides next
    assert m.state["total"] == [5, 1, 0, 0] and m.pending.player == 3


def test_a_fork_takes_over_a_listed_decision_and_finds_its_own_otherwise():
    m = make()
    unlisted = m.fork()
    # still being found, from the parent's state: the fork finds its own from its copy
    assert unlisted.pending is not m.pending and unlisted.pending.options == m.pending.options
    listed = m.fork()
    assert listed.pending is m.pending                        # the same state asks the same


def test_a_deferred_choice_plays_and_replays_like_a_listed_one():
    m = make()
    while not m.over:
        m.choose(m.pending.options[-1])
    again = Match.replay(m.rules, m.setup, m.actions)
    assert again.state == m.state and m.state["total"] == [10, 2, 0, 14]


def test_free_acts_join_a_deferred_decision_after_its_own_options():
    m = make()
    m.state["gold"][0] = 1
    m.invalidate()
    choice = m.pending
    assert choice.options[-1] == {"act": "gold"} and choice.info[FREE_FROM] == 5
    assert isinstance(Later([], iter(())), Later)


def test_a_match_without_history_lists_a_decision_only_as_far_as_the_option_chosen():
    MADE["n"] = 0
    m = make()                              # history off: a search's copy
    assert MADE["n"] == 2
    m.choose({"pick": 3})                   # the third of five: found by listing one more
    # then one for the next player (taken alone), none for the one after, two for the last
    assert MADE["n"] == 3 + 1 + 2 and m.state["total"][0] == 3
    MADE["n"] = 0
    kept = make()
    kept.history = True                     # people play: the choice is listed in full, as it was
    kept.choose({"pick": 3})
    assert MADE["n"] == 5 + 1 + 2


def test_seeking_finds_what_finding_finds_free_acts_included_and_refuses_the_rest():
    for option in ({"pick": 1}, {"pick": 5}, {"act": "gold"}, {"pick": 6}, {"act": "silver"}):
        sought, found = make(), make()
        for m in (sought, found):
            m.state["gold"][0] = 1
            m.invalidate()
        assert sought.pending.seek(option) == found.pending.find(option)
        assert (sought.pending.seek(option) is None) == (option in ({"pick": 6}, {"act": "silver"}))


class SurePick(Pick):
    """Pick, telling a decision from the width alone: two or more when the width is."""

    t = "sure_pick"

    def two_or_more(self, R, state, task):
        return state["width"][task["p"]] >= 2


def test_a_kind_sure_of_a_decision_finds_no_option_until_they_are_read():
    types = TaskTypes(TASKS)
    types.register(SurePick)
    rules_type = type("SurePicking", (Picking,), {"TASKS": types, "PICK": "sure_pick"})
    spec = SimpleNamespace(data={}, manifest={"players": {"min": 2, "max": 4}, "modes": ["std"]})
    MADE["n"] = 0
    m = Match.new(rules_type(spec), [{"name": f"P{i}"} for i in range(4)], history=False)
    assert m.pending.player == 0 and not m.pending.listed and MADE["n"] == 0
    assert m.pending.options == [{"pick": k} for k in range(1, 6)] and MADE["n"] == 5
    m.choose({"pick": 2})
    # width 1 (not sure: two are looked for, the lone one taken) and 0 (skipped), then width 7
    assert m.state["total"][:2] == [2, 1] and m.pending.player == 3 and MADE["n"] == 5 + 1
    plain = make()
    plain.choose({"pick": 2})
    assert m.state == {**plain.state, "tasks": m.state["tasks"]}
    assert [t["t"] for t in m.state["tasks"]] == ["sure_pick"]


def test_the_next_decision_is_made_into_a_choice_only_when_asked_for():
    m = make()
    trial = m.fork()
    assert trial.pending.player == 0        # the fork's own decision, made from its copy
    SHOWN["n"] = 0
    trial.choose({"pick": 1})               # a search's try: the rules settle on player 3's turn
    assert SHOWN["n"] == 0
    assert trial.pending.player == 3 and SHOWN["n"] == 1
    assert trial.pending is trial.pending and SHOWN["n"] == 1      # made once
    again = m.fork()
    again.choose({"pick": 1})
    assert again.pending.options == trial.pending.options and again.pending.prompt == trial.pending.prompt
