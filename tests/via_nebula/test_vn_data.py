"""The Via Nebula data checks itself at load time: contract powers are validated by their node
types (nodes.py) and reported as file:line, like every other cross-check (validation.py)."""
from __future__ import annotations

import shutil
from pathlib import Path

from boardgames.engine.catalog import load_catalog

DATA = Path(__file__).resolve().parents[2] / "data"


def _load_with(tmp_path, *edits):
    """The catalog with the game's data edited: (file, old text, new text)...; and the line of
    the first edit."""
    root = tmp_path / "data"
    shutil.copytree(DATA / "app", root / "app")
    shutil.copytree(DATA / "via_nebula", root / "via_nebula")
    lines = []
    for file, old, new in edits:
        path = root / "via_nebula" / file
        text = path.read_text("utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), "utf-8")
        lines.append(text[:text.index(old)].count("\n") + 1)
    return load_catalog(root), lines[0]


def test_the_shipped_data_loads_clean():
    cat = load_catalog()
    assert "via_nebula" in cat.games and not cat.errors.get("via_nebula")


def test_an_end_bonus_capped_below_one_step_is_located(tmp_path):
    cat, line = _load_with(tmp_path, ("contracts.yaml",
                                      "power: {type: end_bonus, count: buildings, every: 1, vp: 1, max: 5}",
                                      "power: {type: end_bonus, count: buildings, every: 1, vp: 6, max: 5}"))
    assert "via_nebula" not in cat.games
    errors = [str(e) for e in cat.errors["via_nebula"]]
    assert len(errors) == 1 and errors[0].endswith(
        f"via_nebula/contracts.yaml:{line}: private/0/power/max: a cap of 5 VP is below one step of 6 VP"), errors


def test_an_explore_power_dearer_than_a_turn_is_located(tmp_path):
    cat, line = _load_with(tmp_path, ("contracts.yaml", "N15, resources: [wood, stone, wheat], vp: 3, power: {type: explore,"
                                      " space: forest, cost: 1,", "N15, resources: [wood, stone, wheat], vp: 3, power:"
                                      " {type: explore, space: forest, cost: 2,"),
                           ("setup.yaml", "action_points: 2 ", "action_points: 1 "))
    errors = sorted(str(e) for e in cat.errors["via_nebula"])     # the turn's petrified forest too
    actions = (DATA / "via_nebula" / "actions.yaml").read_text("utf-8")
    forest = actions[:actions.index("{space: forest, cost: 2")].count("\n") + 1
    assert len(errors) == 2 and errors[0].endswith(
        f"via_nebula/actions.yaml:{forest}: turn/2/spaces/1/cost: costs 2 action points, a turn has 1"), errors
    assert errors[1].endswith(
        f"via_nebula/contracts.yaml:{line}: neutral/14/power/cost: costs 2 action points, a turn has 1"), errors


def test_ids_and_references_are_checked_where_they_are_written(tmp_path):
    """A token id written twice and a resource no resource type names (the ids and
    references of checks.yaml, engine/refs.py): each located at its value."""
    cat, line = _load_with(tmp_path,
                           ("tokens.yaml", "{id: wood_large, resource: wood,",
                            "{id: wood_small, resource: wood,"),
                           ("contracts.yaml", "{id: N01, resources: [wood, food]",
                            "{id: N01, resources: [wood, silk]"))
    errors = sorted(str(e) for e in cat.errors["via_nebula"])
    assert any(e.endswith("contracts.yaml:11: neutral/0/resources/1: 'silk' is not a resource of the data")
               for e in errors), errors
    assert any(e.endswith(f"tokens.yaml:{line}: normal/1/id: token 'wood_small' is named twice")
               for e in errors), errors


def test_a_full_hex_site_with_two_per_ruin_is_refused_by_the_schema(tmp_path):
    cat, line = _load_with(tmp_path, ("setup.yaml", "site: full, ruin_capacity: 1",
                                      "site: full, ruin_capacity: 2"))
    errors = [str(e) for e in cat.errors["via_nebula"]]
    assert any(f"setup.yaml:{line}: by_players/2" in e for e in errors), errors


def test_an_end_bonus_counts_only_what_the_game_counts(tmp_path):
    """The end_bonus kind's `count` field (nodes.COUNTS) makes the schema's enum."""
    cat, line = _load_with(tmp_path, ("contracts.yaml", "count: shared_ruins,", "count: castles,"))
    errors = [str(e) for e in cat.errors["via_nebula"]]
    assert any(f"contracts.yaml:{line}:" in e and "castles" in e for e in errors), errors
