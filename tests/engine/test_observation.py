"""What each player may see, checked the same way for every game in the catalog.

Over thousands of random positions per game: each player's (and a spectator's) observation
hides the random stream and is a pure function of the state; a determinization (a full
state drawn from what the viewer has not seen) differs from the true state only in what the
viewer cannot see, so it gives the very same observation, keeps every invariant and can be
played on. Games with hidden parts must really redraw them.
"""
from __future__ import annotations

import random

import pytest

from boardgames.engine.match import Match
from boardgames.engine.playout import check_observations, play

from game_support import catalog, rules_of

GAMES = {"moon_river": (2, 4), "via_nebula": (2, 4), "caverna": (1, 4, 7), "urubamba_valley": (3, 5),
         "la_loire": (1, 2, 4)}
OPEN = {("caverna", 1)}       # solo Caverna: printed card order, no harvest markers: nothing hidden


@pytest.mark.parametrize("game,n", [(g, n) for g, ns in GAMES.items() for n in ns])
def test_observations_and_determinizations_over_random_games(game, n):
    rules = rules_of(game)
    positions = differed = 0
    for seed in range(12):
        rnd = random.Random(f"obs:{game}:{n}:{seed}")

        def look(match, step, rnd=rnd):
            nonlocal positions, differed
            if step % 3 == 0:
                positions += 1
                differed += check_observations(rules, match.state, rnd)

        play(rules, n, seed, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    assert positions >= 150
    if (game, n) in OPEN:
        assert differed == 0
    else:
        assert differed > positions // 2, "the hidden parts were hardly ever redrawn"


def test_every_game_in_the_catalog_is_covered():
    assert set(catalog().games) == set(GAMES)


def test_a_spectator_sees_no_more_than_a_player(tally_catalog):
    rules = tally_catalog.games["tally"].rules()
    m = Match.new(rules, [{"name": "A"}, {"name": "B"}], seed=4)
    obs = rules.observation(m.state, None)
    assert obs["deck"] == [None] * len(m.state["deck"]) and "rng" not in obs
    assert check_observations(rules, m.state, random.Random(1)) > 0


def test_the_fixture_game_plays_with_observation_checks(tally_catalog):
    rules = tally_catalog.games["tally"].rules()
    result = play(rules, 3, seed=2, observe_every=1)
    assert result.match.over


def test_options_that_depend_on_what_their_player_cannot_see_are_caught(tally_catalog):
    """A search lists its root options in its first world only (`Match.decided_by`), so a
    player's options must follow from what they see: here the top card of the face-down deck
    would decide how many may be taken."""
    rules = tally_catalog.games["tally"].rules()
    m = Match.new(rules, [{"name": "A"}, {"name": "B"}], seed=4)
    assert check_observations(rules, m.state, random.Random(1)) > 0
    peeking = rules.pending

    def pending(state):
        choice = peeking(state)
        if choice is not None and state["deck"][0] % 2:
            choice.options = choice.options[:1]
        return choice

    rules.pending = pending
    with pytest.raises(AssertionError, match="differ in a world drawn from what they see"):
        for k in range(20):
            check_observations(rules, m.state, random.Random(k))


def test_a_search_draws_its_worlds_from_the_observation_as_bytes(tally_catalog):
    """Table.world hands `Rules.determinize` the observation written to bytes once; a game
    that overrides it (Tally) copies from them (`fresh_copy`)."""
    from boardgames.engine.bots import Table, make
    rules = tally_catalog.games["tally"].rules()
    m = Match.new(rules, [{"name": "A"}, {"name": "B"}], seed=4)
    table = Table.of(m)
    worlds = [table.world(random.Random(k)).state for k in range(8)]
    assert all(w["players"] == m.state["players"] and len(w["deck"]) == len(m.state["deck"]) for w in worlds)
    assert len({tuple(w["deck"]) for w in worlds}) > 1
    assert table.observation == m.observation(0)          # the bot's own copy is left as it was
    bot = make("medium", "t")
    assert bot.decide(table) in table.options and bot.last["sims"] > 0
