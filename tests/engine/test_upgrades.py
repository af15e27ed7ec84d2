"""engine/upgrades.py: a game's save upgrades as a table from save format to step."""
import pytest

from boardgames.engine.upgrades import Upgrades


def test_the_step_of_the_format_saved_runs_and_others_leave_the_state_alone():
    seen = []

    def from_1(R, state):
        seen.append(R)
        return {**state, "tasks": []}

    up = Upgrades(state={1: from_1})
    assert up.state("R", {"phase": "x"}, 1) == {"phase": "x", "tasks": []}
    assert seen == ["R"]
    same = {"phase": "x"}
    assert up.state("R", same, 2) is same and up.state("R", same, 0) is same


def test_options_have_their_own_table():
    up = Upgrades(options={2: lambda R, options: {**options, "old_rule": True}})
    assert up.options(None, {}, 2) == {"old_rule": True}
    assert up.options(None, {"a": 1}, 1) == {"a": 1}
    assert up.state(None, {"a": 1}, 2) == {"a": 1}


@pytest.mark.parametrize("table, error", [({"1": lambda R, s: s}, ValueError), ({-1: lambda R, s: s}, ValueError),
                                          ({1: "from_1"}, TypeError)])
def test_a_table_that_names_no_save_format_or_no_step_is_refused(table, error):
    with pytest.raises(error):
        Upgrades(state=table)


@pytest.mark.parametrize("game", ["caverna", "moon_river", "urubamba_valley", "via_nebula"])
def test_every_game_that_upgrades_declares_its_steps_in_the_table(game):
    import importlib
    module = importlib.import_module(f"boardgames.games.{game}.upgrade")
    assert isinstance(module.UPGRADES, Upgrades) and module.UPGRADES.state_steps
    # the rules ask the table: a format it names runs its step, any other leaves the state be
    from boardgames.engine.catalog import load_catalog
    rules = load_catalog().games[game].rules()
    version = min(module.UPGRADES.state_steps)
    seen = []
    steps = module.UPGRADES.state_steps
    original = steps[version]
    steps[version] = lambda R, state: seen.append(state) or {"upgraded": True}
    try:
        assert rules.upgrade_state({"old": True}, version) == {"upgraded": True} and seen == [{"old": True}]
        state = {"old": True}
        assert rules.upgrade_state(state, 99) is state
    finally:
        steps[version] = original
