"""The score pad written in data (engine/score_pad.py): rows and tie-breaks worked out per
player from a small pad written here, and the data-only fixture game's pad (rows of counts)
scored as its own scoring scores it."""
from __future__ import annotations

import shutil
from types import SimpleNamespace

import yaml

from boardgames import paths
from boardgames.engine import score_pad
from boardgames.engine.catalog import load_catalog
from boardgames.engine.playout import play, uniform

PAD = yaml.safe_load("""
once: {most: {max: {each: $state.players, do: {len: $it.cards}}}}
let: {mine: {len: $player.cards}}
remember: [$player, {eq: [$mine, $most]}]
rows:
  - {id: cards, value: {mul: [$rules.data.vp, $mine]}}
  - {id: gems, value: {call: doubled, args: [$player.gems]}}
  - {id: lead, value: {if: {eq: [$mine, $most]}, then: 5}}
tiebreaks:
  - {id: tb_gems, value: {neg: $player.gems}}
""")


class Toy:
    """Rules with a pad and a scoring module of one function."""

    id = "toy"

    def __init__(self, pad: dict):
        self.data = {"vp": 2, "scoring": pad}
        self.calls = 0

    def _part(self, name):
        return SimpleNamespace(doubled=self.doubled)

    def doubled(self, n):
        self.calls += 1
        return 2 * n


def test_rows_and_tiebreaks_per_player():
    R = Toy(PAD)
    state = {"players": [{"cards": ["a", "b"], "gems": 1}, {"cards": ["c"], "gems": 0}]}
    sheet = score_pad.score(R, state)
    assert sheet.rows == ["toy.score.cards", "toy.score.gems", "toy.score.lead"]
    assert sheet.values == [[4, 2], [2, 0], [5, None]]
    assert sheet.tiebreak_labels == ["toy.score.tb_gems"] and sheet.tiebreaks == [[-1], [0]]
    assert sheet.totals == [11, 2] and sheet.winners == [0]


def test_a_remembered_column_is_not_worked_out_again():
    R = Toy(PAD)
    state = {"players": [{"cards": ["a"], "gems": 3}, {"cards": ["a"], "gems": 3}]}
    first = score_pad.score(R, state)
    assert R.calls == 1                  # both players alike: one column, worked out once
    assert score_pad.score(R, state) == first and R.calls == 1
    state["players"][1]["gems"] = 4      # what it depends on changed: worked out anew
    assert score_pad.score(R, state).values[1] == [6, 8] and R.calls == 2


def test_a_pad_without_remember_works_every_column_out():
    R = Toy({k: v for k, v in PAD.items() if k != "remember"})
    state = {"players": [{"cards": ["a"], "gems": 3}, {"cards": ["c"], "gems": 3}]}
    score_pad.score(R, state)
    score_pad.score(R, state)
    assert R.calls == 4


def test_check_names_a_call_of_no_function():
    R = Toy({"rows": [{"id": "x", "value": {"sum": [{"call": "doubled", "args": [1]}, {"call": "tripled"}]}}]})
    located = SimpleNamespace(data=R.data["scoring"], error=lambda message, where: (where, message))
    R.spec = SimpleNamespace(located={"scoring": located})
    assert score_pad.check(R) == [(("rows", 0, "value", "sum", 1, "call"),
                                   "'tripled' is no function of the game's scoring module")]


def test_the_data_only_games_pad_of_counts(tmp_path):
    """Rows of counts, as the fixture game writes them: the same sheet as its scoring gives."""
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    fixture = paths.data_dir().parent / "tests" / "fixtures" / "data_only" / "lantern_market"
    shutil.copytree(fixture, root / "lantern_market")
    catalog = load_catalog(root)
    assert not catalog.errors, catalog.errors
    rules = catalog.games["lantern_market"].rules()
    for seed in range(3):
        state = play(rules, 2 + seed, seed, "standard", pick=uniform).match.state
        assert score_pad.score(rules, state) == rules.score(state)
