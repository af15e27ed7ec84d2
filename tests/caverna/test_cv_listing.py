"""A search lists each decision of a tree node once (`Rules.decision_key`, listing.py): the
worlds a search draws share the key and the decision (player, kind, prompt, info, options
and free acts, in order) of the position they agree with, whatever they drew, at every third
step of random games; and a search that takes decisions met before ranks as one listing each."""
from __future__ import annotations

import json
import random
from collections import Counter

from boardgames.engine.bots import Table, make, search
from boardgames.engine.match import Match
from boardgames.engine.playout import play
from cv_helpers import seats

#: what a player's observation hides (the cards face down, the markers not turned) and the stream
HIDDEN = ("deck", "markers", "rng")


def _games(rules, runs, on_step):
    for n, seed, mode in runs:
        play(rules, n, seed, mode, on_step=lambda m, step: m.pending is not None and on_step(m, step),
             check_every=0, roundtrip_rate=0.0, verify=False)


def _decision(choice) -> tuple:
    return (choice.player, choice.kind, choice.prompt, choice.info, choice.options)


def test_a_decision_depends_on_nothing_its_key_leaves_out(rules):
    """Two states with one key differ only in what the observation hides: the worlds drawn from
    the deciding player's observation differ in exactly that (the order of the cards face
    down, the colours of the markers not turned, the random stream); each has the key and
    the decision of the position it was drawn from."""
    checked = Counter()
    last: list = [None, None]

    def check(m, step):
        # and any change to the rest makes another key (each step changes the state)
        rest = json.dumps({k: v for k, v in m.state.items() if k not in HIDDEN}, sort_keys=True)
        key = rules.decision_key(m.state)
        assert (rest == last[0]) == (key == last[1]), step
        last[:] = [rest, key]
        if step % 3:
            return
        choice = m.pending
        observation = rules.observation(m.state, choice.player)
        for s in range(2):
            world = rules.determinize(observation, random.Random(f"{step}:{s}"))
            assert rules.decision_key(world) == rules.decision_key(m.state), step
            assert _decision(rules.pending(world)) == _decision(choice), step
            checked[world["deck"] != m.state["deck"]] += 1

    _games(rules, [(1, 31, "full"), (2, 32, "intro"), (4, 33, "full"), (7, 34, "full")], check)
    assert checked[True] > 50 and checked[False] > 10, checked    # decks drawn anew, and not


def test_a_search_taking_decisions_met_before_ranks_as_one_listing_each(rules, monkeypatch):
    m = Match.new(rules, seats(3), "full", {}, 37, history=False)
    rnd = random.Random(37)
    for _ in range(40):
        m.choose(rnd.choice(m.pending.options))
    while len(m.pending.options) < 2:
        m.choose(rnd.choice(m.pending.options))
    table = Table.of(m)
    taken = Counter()
    known = search._Node.known

    def counted(node, match, choice):
        got = known(node, match, choice)
        taken[got is not choice] += 1
        return got

    monkeypatch.setattr(search._Node, "known", counted)
    remembering = make("hard", "listing", 150, 60.0).ranked(table)
    assert taken[True] > 50, taken                # decisions met again were taken, not listed
    monkeypatch.setattr(type(rules), "decision_key", lambda self, state: None)
    listing = make("hard", "listing", 150, 60.0).ranked(table)
    assert remembering == listing and len(listing) > 1
