"""A check that weighs a value of one data file against another is reported at the file and
line of the value it is about, and names the other place in its message.

Each case copies one game's data (and the app's) to a temporary data root, edits one line the
way a data editor might get it wrong, loads the catalog and expects its error located on the
edited line (the `boardgames validate` report prints these errors as they are).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from game_support import data_errors, edited_data


def _line(root: Path, game: str, file: str, text: str) -> int:
    """The 1-based line of `text` (which occurs once) in a game's data file."""
    whole = (root / game / file).read_text("utf-8")
    assert whole.count(text) == 1, text
    return whole[:whole.index(text)].count("\n") + 1


def _errors_with(tmp_path, game: str, file: str, old: str, new: str) -> tuple[list[str], Path]:
    root = edited_data(tmp_path, game, {file: [(old, new)]})
    return data_errors(root, game), root


# (game, file, old text, new text, located path and message, where the message points, or None)
CASES = [
    pytest.param("via_nebula", "setup.yaml", "display: 4 ", "display: 100000000 ",
                 "display: 100000000 display spaces, but only 33 neutral contracts ({other})",
                 ("contracts.yaml", "neutral:\n"), id="vn-display"),
    pytest.param("via_nebula", "setup.yaml", "private_each: 2 ", "private_each: 5 ",
                 "private_each: 4 players need 20 private contracts, but there are 8 ({other})",
                 ("contracts.yaml", "private:\n"), id="vn-private-each"),
    pytest.param("via_nebula", "setup.yaml", "specials_removed: 1 ", "specials_removed: 5 ",
                 "specials_removed: 5 special tokens removed of the 5 there are ({other})",
                 ("tokens.yaml", "special:\n"), id="vn-specials-removed"),
    pytest.param("moon_river", "setup.yaml", "saloon_spaces: 5", "saloon_spaces: 99",
                 "saloon_spaces: 99 saloon spaces, but only 20 partner tokens ({other})",
                 ("partners.yaml", "experts:\n"), id="mr-saloon"),
    pytest.param("moon_river", "plots.yaml", "{id: B1b, terrain: canyon,", "{id: B1a, terrain: canyon,",
                 "bonus_tiles/0/faces/1/id: design 'B1a' is named twice", None, id="mr-bonus-face"),
    pytest.param("urubamba_valley", "markets.yaml", "talent_slots: 5", "talent_slots: 99",
                 "talent_slots: 99 talent slots, but a stage has only 16 tiles ({other})",
                 ("talents.yaml", "talents:\n"), id="uv-talent-slots"),
    pytest.param("urubamba_valley", "markets.yaml", "seed_prices: [1, 1, 2, 2, 3, 3]", "seed_prices: [1, 1]",
                 "seed_prices: the seed market must hold one seed of each crop: 2 slots for 5 crops ({other})",
                 ("crops.yaml", "crops:\n"), id="uv-seed-market"),
    pytest.param("urubamba_valley", "terrace.yaml", "seal: {row: 5, fee: 2}", "seal: {row: 1, fee: 2}",
                 "tiers/2/seal/row: the seal of tier 3 is on row 1, outside the tier", None, id="uv-seal"),
    pytest.param("la_loire", "messages.yaml", "    - {level: 4, price: 4, vp: 7, held: 2, per_turn: 1}\n",
                 "    - {level: 4, price: 4, vp: 7, held: 2, per_turn: 1}\n    - {level: 5, price: 5, vp: 9}\n",
                 "levels/list/4: level 5 messages are sold nowhere (actions.yaml)", None, id="ll-level-unsold"),
    pytest.param("caverna", "setup.yaml", "{id: sheep_farming, stage: 1, faces: [sheep_farming]}",
                 "{id: sheep_farming, stage: 1, faces: [sheep_farmin]}",
                 "round_cards/2/faces/0: 'sheep_farmin' is not an action space of the data", None,
                 id="cv-round-card"),
]


@pytest.mark.parametrize("game, file, old, new, message, other", CASES)
def test_an_error_names_the_line_of_the_value_it_is_about(tmp_path, game, file, old, new, message, other):
    errors, root = _errors_with(tmp_path, game, file, old, new)
    # the edited value's line: the last line of the new text (an added line is the one at fault)
    line = _line(root, game, file, new) + new.rstrip("\n").count("\n")
    if other:
        other_file, text = other
        message = message.format(other=f"data/{game}/{other_file}:{_line(root, game, other_file, text)}")
    assert f"data/{game}/{file}:{line}: {message}" in errors, errors
    # removing every special token also leaves both board sides with too few tokens: two more errors
    assert len(errors) == (3 if old.startswith("specials_removed") else 1), errors


def test_validate_reports_the_display_fault_at_setup_yaml(tmp_path, capsys):
    """The fault of issue 45 as a player sees it: `boardgames --data COPY validate`."""
    from boardgames.cli import main

    _errors_with(tmp_path, "via_nebula", "setup.yaml", "display: 4 ", "display: 100000000 ")
    line = _line(tmp_path / "data", "via_nebula", "setup.yaml", "display: 100000000 ")
    assert main(["--data", str(tmp_path / "data"), "validate"]) == 1
    out = capsys.readouterr().out
    assert f"data/via_nebula/setup.yaml:{line}: display: 100000000 display spaces" in out
    assert "contracts.yaml:10: neutral" not in out
