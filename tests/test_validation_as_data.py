"""The games' cross-checks written as data (data/<game>/checks.yaml, run by
engine/data_checks.py): a crafted bad value of each kind a game uses is reported at its file
and line, in the words of its check, naming the other place when that is in another file.

Every game's rules validate through its `validation` module (the engine finds it), which runs
its checks file and what is left in Python."""
from __future__ import annotations

import importlib
import shutil
from pathlib import Path

import pytest

from boardgames import paths
from boardgames.engine.catalog import load_catalog, load_game

from game_support import data_errors, edited_data


def _line(root, game: str, file: str, text: str) -> int:
    whole = (root / game / file).read_text("utf-8")
    assert whole.count(text) == 1, text
    return whole[:whole.index(text)].count("\n") + 1


# (game, file, old text, new text, located path and message, the blamed line's text if not the
# edited one (`file`, text), the other place's text, or None)
CASES = [
    pytest.param("via_nebula", "tokens.yaml", "normal_total: 20", "normal_total: 21",
                 "normal_total: normal token counts add up to 20, not 21", None, None, id="vn-total"),
    pytest.param("via_nebula", "contracts.yaml", "neutral_total: 33", "neutral_total: 34",
                 "neutral: 33 neutral contracts, not 34", "neutral:\n", None, id="vn-entries"),
    pytest.param("via_nebula", "setup.yaml", "stack_size: 5,", "stack_size: 9,",
                 "by_players/2/stack_size: 2 players need more meadow tiles than the 60 in the box", None, None,
                 id="vn-every-player-count"),
    pytest.param("via_nebula", "boards.yaml", "{q: -1, r: 7, type: fog}", "{q: 0, r: 7, type: fog}",
                 "sides/beginner/spaces/77: hex (0, 7) listed twice", "{q: 0, r: 7, type: meadow}", None,
                 id="vn-unique"),
    pytest.param("la_loire", "map.yaml", "to: orleans\n    provenance: *order", "to: nantes\n    provenance: *order",
                 "roads/1/to: a road runs from one city to the other", None, None, id="ll-differ-items"),
    pytest.param("la_loire", "market.yaml", "  new: 0", "  new: 6",
                 "circus/new: the check and new-colour slots must differ", None, None, id="ll-differ"),
    pytest.param("la_loire", "market.yaml", "  check: 6", "  check: 7", "circus/check: slot 7 is off the row",
                 None, None, id="ll-below"),
    pytest.param("la_loire", "map.yaml", "{colour: purple, count: 2}", "{colour: purple, count: 3}",
                 "shields/colours: 15 shields for 14 villages", "  colours:\n", None, id="ll-equal-sum"),
    pytest.param("la_loire", "market.yaml", "prices: [1, 1, 2, 2, 3, 3, 4]", "prices: [1, 1, 2, 2, 3, 3, 4, 4]",
                 "row/prices: 8 slots for 7 shield colours ({other})", None, ("map.yaml", "  colours:\n"),
                 id="ll-equal-other-file"),
    pytest.param("urubamba_valley", "setup.yaml", "5: {llama_seeds: []}", "5: {llama_seeds: [white_low]}",
                 "by_players/5/llama_seeds: 5 players leave only 0 crops unused ({other})", None,
                 ("crops.yaml", "crops:\n"), id="uv-enough-plus"),
    pytest.param("moon_river", "plots.yaml", "total: 96", "total: 97",
                 "total: design counts add up to 96, not 97", None, None, id="mr-total"),
]


@pytest.mark.parametrize("game, file, old, new, message, at, other", CASES)
def test_a_check_of_the_data_blames_its_value(tmp_path, game, file, old, new, message, at, other):
    root = edited_data(tmp_path, game, {file: [(old, new)]})
    errors = data_errors(root, game)
    line = _line(root, game, file, at or new.split("\n")[0])
    if other:
        message = message.replace("{other}", f"data/{game}/{other[0]}:{_line(root, game, *other)}")
    assert f"data/{game}/{file}:{line}: {message}" in errors, errors


def _checked(tmp_path, game: str, edits: dict) -> list[str]:
    """The errors of the rules' `validate` on the game's data with these edits (the rules made
    without the catalog's checks)."""
    root = edited_data(tmp_path, game, edits)
    return sorted(map(str, load_game(root / game, root, {}, validated=True).rules().validate()))


@pytest.mark.parametrize("game", ["caverna", "moon_river"])
def test_the_rules_validate_through_the_games_validation_module(game):
    module = importlib.import_module(f"boardgames.games.{game}.validation")
    rules = load_catalog().games[game].rules()
    assert "validate" not in type(rules).__dict__
    assert rules._part("validation") is module


def test_moon_rivers_validation_keeps_its_python_checks(tmp_path):
    """A cow on a terrain that holds none (validation.py), with the checks file's total."""
    edits = {"plots.yaml": [("total: 96", "total: 97"), ("{id: B1b, terrain: canyon,", "{id: B1b, terrain: cornfield,")]}
    root = edited_data(tmp_path / "a", "moon_river", edits)
    errors = _checked(tmp_path / "b", "moon_river", edits)
    assert errors == sorted([
        f"data/moon_river/plots.yaml:{_line(root, 'moon_river', 'plots.yaml', 'total: 97')}: total: design counts "
        "add up to 96, not 97",
        f"data/moon_river/plots.yaml:{_line(root, 'moon_river', 'plots.yaml', '{id: B1b, terrain: cornfield,')}: "
        "bonus_tiles/0/faces/1: cows and circles cannot be on a terrain that holds no cows"]), errors
    assert _checked(tmp_path / "c", "moon_river", {}) == []


def test_cavernas_checks_name_a_space_set_up_names_that_is_none(tmp_path):
    """In the words of engine/refs.py, with the kind's article."""
    assert _checked(tmp_path / "a", "caverna", {}) == []
    edits = {"setup.yaml": [("faces: [sheep_farming]}", "faces: [sheep_farmin]}")]}
    root = edited_data(tmp_path / "b", "caverna", edits)
    line = _line(root, "caverna", "setup.yaml", "faces: [sheep_farmin]")
    assert _checked(tmp_path / "c", "caverna", edits) == [
        f"data/caverna/setup.yaml:{line}: round_cards/2/faces/0: 'sheep_farmin' is not an action space of the data"]


def test_a_game_written_in_data_only_writes_its_own_checks(tmp_path):
    """No Python of its own: a checks.yaml among its files is run by the engine's rules for
    such games (engine/datagame/validation.py), its errors located like any game's."""
    game = "lantern_market"
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(Path(__file__).parent / "fixtures" / "data_only" / game, root / game)
    folder = root / game
    manifest = folder / "game.yaml"
    manifest.write_text(manifest.read_text("utf-8").replace("help, zones]", "help, zones, checks]"), "utf-8")
    (folder / "checks.yaml").write_text('checks:\n  - at_most: "setup:display"\n    than: 2\n'
                                        '    says: "{value} cards on display, the market has {other} stalls"\n', "utf-8")
    errors = [str(e) for e in load_catalog(root).errors[game]]
    line = _line(root, game, "setup.yaml", "display: 3")
    assert errors == [f"data/{game}/setup.yaml:{line}: display: 3 cards on display, the market has 2 stalls"], errors
