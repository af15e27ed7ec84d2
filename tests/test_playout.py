"""Random playouts: deterministic, fully checked, and failures name their seed."""
from __future__ import annotations

import pytest

from boardgames.engine.bots import RandomBot
from boardgames.engine.catalog import load_catalog
from boardgames.engine.match import Match, clone
from boardgames.engine.playout import PlayoutError, play


@pytest.fixture
def tally(tally_catalog):
    return tally_catalog.games["tally"].rules()


def test_playout_reaches_the_end_and_scores(tally):
    result = play(tally, 3, seed=5, roundtrip_rate=0.5)
    assert result.match.over
    assert result.steps == len(result.match.actions) > 0
    assert len(result.sheet.totals) == 3
    assert sum(result.sheet.values[0]) == sum(tally.data["deck"]["cards"])


def test_same_seed_same_game(tally):
    a, b = play(tally, 2, seed=11), play(tally, 2, seed=11)
    assert a.match.actions == b.match.actions and a.match.state == b.match.state
    assert play(tally, 2, seed=12).match.actions != a.match.actions


def test_bot_never_touches_the_game(tally):
    match = Match.new(tally, [{"name": "A"}, {"name": "B"}], seed=3)
    before = clone(match.state)
    bot = RandomBot(1)
    for _ in range(20):
        assert bot.pick(match) in match.pending.options
    assert match.state == before


def test_stop_after_leaves_a_game_in_progress(tally):
    result = play(tally, 2, seed=1, stop_after=4)
    assert result.steps == 4 and not result.match.over


def _broken(tally, **methods):
    return type("Broken", (type(tally),), methods)(tally.spec)


def test_broken_invariant_is_reported_with_its_seed(tally):
    def check(self, state):
        return ["too many cards"] if len(state["players"][0]["taken"]) > 4 else []
    with pytest.raises(PlayoutError) as err:
        play(_broken(tally, check=check), 2, seed=42)
    assert err.value.seed == 42 and "too many cards" in err.value.problem and err.value.step > 0


def test_stuck_game_is_reported(tally):
    def pending(self, state):
        choice = type(tally).pending(self, state)
        if choice is not None and state["round"] > 2:
            choice.options = []
        return choice
    with pytest.raises(PlayoutError, match="offers no option"):
        play(_broken(tally, pending=pending), 2, seed=1)


def test_crash_in_apply_is_reported_with_cause(tally):
    def apply(self, ctx, state, option):
        if state["round"] == 3:
            raise KeyError("boom")
        type(tally).apply(self, ctx, state, option)
    with pytest.raises(PlayoutError) as err:
        play(_broken(tally, apply=apply), 2, seed=9)
    assert isinstance(err.value.__cause__, KeyError)


def test_state_that_does_not_survive_json_is_caught(tally):
    def apply(self, ctx, state, option):
        type(tally).apply(self, ctx, state, option)
        state["oops"] = {1: "int keys come back as text"}
    with pytest.raises(PlayoutError, match="save round trip"):
        play(_broken(tally, apply=apply), 2, seed=1, roundtrip_rate=1.0)


def test_state_a_search_would_copy_differently_is_caught(tally):
    """A save writes a tuple as a list and reads it back equal to its plain form, but a search
    copies positions as JSON too, and its copy would then differ from the game it searches."""
    def apply(self, ctx, state, option):
        type(tally).apply(self, ctx, state, option)
        state["oops"] = (1, 2)
    with pytest.raises(PlayoutError, match="not plain JSON data"):
        play(_broken(tally, apply=apply), 2, seed=1, roundtrip_rate=1.0)


def test_hidden_nondeterminism_breaks_replay(tally):
    import itertools
    counter = itertools.count()

    def apply(self, ctx, state, option):
        type(tally).apply(self, ctx, state, option)
        state["calls"] = next(counter)       # not from the game's RNG: replays differ
    with pytest.raises(PlayoutError, match="replay"):
        play(_broken(tally, apply=apply), 2, seed=1)


@pytest.fixture(scope="module")
def moon_river():
    catalog = load_catalog()
    if "moon_river" not in catalog.games:
        pytest.skip("Moon River data not loadable: " + str(catalog.errors.get("moon_river")))
    return catalog.games["moon_river"].rules()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", ["camp", "legends"])
def test_moon_river_random_games(moon_river, players, mode):
    for seed in range(3):
        result = play(moon_river, players, seed=seed, mode=mode, check_every=1, roundtrip_rate=0.02)
        assert result.match.over and len(result.sheet.totals) == players


def test_warm_hands_a_ready_rules_object_to_its_game_unless_one_is_in_use():
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.playout import warm
    catalog = load_catalog()
    first, second = catalog.games["via_nebula"], catalog.games["moon_river"]
    warm(first)
    rules = first.rules()
    assert first.rules() is rules and first._rules is rules
    in_use = second.rules()
    warm(second)                       # made while the game was already being played: not swapped
    assert second.rules() is in_use
    assert first.new_rules() is not rules
