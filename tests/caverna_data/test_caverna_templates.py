"""Caverna's data written with templates, and its node kinds' field declarations.

`before_templates.json` is the data as it was written out in full, frozen when the shapes it
repeats became templates (actions.yaml's ten groups of identical flows, 25 of its 53 spaces;
furnishings.yaml's tag colour and supply board per group; setup.yaml's tail of every table of 3
to 7): the expansion must give exactly that, field order included. A deliberate change to one
of these entries changes both (write the frozen entry anew from the loaded data).

The flow nodes' and furnishing effects' fields are declared in their classes
(games/caverna/nodes.py, furnishings.py): a wrong type, an unknown field or a missing one is
refused by the catalog with the file and line, at the use and in the template that wrote it.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from boardgames import paths
from boardgames.engine.catalog import load_catalog
from boardgames.engine.templates import expand
from boardgames.engine.yamlio import load_file

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "caverna"
FROZEN = json.loads((Path(__file__).parent / "before_templates.json").read_text(encoding="utf-8"))


def _expanded(name: str):
    located, problems = expand(load_file(DATA / f"{name}.yaml"))
    assert not problems, [str(p) for p in problems]
    return located.data


@pytest.mark.parametrize("part, made", [
    ("actions.spaces", lambda: _expanded("actions")["spaces"]),
    ("furnishings.tiles", lambda: _expanded("furnishings")["tiles"]),
    ("setup.by_players", lambda: [{"players": str(n), **v} for n, v in _expanded("setup")["by_players"].items()]),
])
def test_the_templates_expand_to_the_data_as_written_before(part, made):
    assert json.dumps(made(), ensure_ascii=False) == json.dumps(FROZEN[part], ensure_ascii=False)


def test_no_flow_is_written_twice():
    """Every shape two spaces share is a template: no space writes out a flow another one has."""
    raw = load_file(DATA / "actions.yaml").data
    written = [json.dumps(s["flow"], sort_keys=True) for s in raw["spaces"] if "flow" in s]
    assert len(written) == len(set(written))
    inheriting = [s["id"] for s in raw["spaces"] if "inherits" in s]
    assert len(inheriting) >= 25


# --- errors in the data are located -------------------------------------------------------------
@pytest.fixture(scope="module")
def root(tmp_path_factory) -> Path:
    """A data root with the app's files and a copy of Caverna's to edit."""
    root = tmp_path_factory.mktemp("root") / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    return root


@pytest.fixture
def edit(root):
    """Copy Caverna afresh, change one text in a file; the catalog's errors for Caverna."""
    def run(name: str, old: str, new: str) -> list[str]:
        shutil.rmtree(root / "caverna", ignore_errors=True)
        shutil.copytree(DATA, root / "caverna")
        file = root / "caverna" / f"{name}.yaml"
        text = file.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        file.write_text(text.replace(old, new), encoding="utf-8")
        return [str(e) for e in load_catalog(root).errors.get("caverna", [])]
    return run


def _space(sid: str) -> int:
    return next(i for i, s in enumerate(FROZEN["actions.spaces"]) if s["id"] == sid)


def _tile(tid: str) -> int:
    return next(i for i, t in enumerate(FROZEN["furnishings.tiles"]) if t["id"] == tid)


def _line(name: str, text: str) -> int:
    lines = (DATA / f"{name}.yaml").read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def test_a_type_mismatch_in_a_template_names_each_use_and_the_template(edit):
    errors = edit("actions", "then: {type: expedition, level: 1, optional: true}",
                  "then: {type: expedition, level: one, optional: true}")
    at = _line("actions", "then: {type: expedition, level: 1, optional: true}")
    assert sorted(errors) == sorted(
        f"data/caverna/actions.yaml:{_line('actions', f'id: {sid}')}: spaces/{_space(sid)}/flow/steps/1/level: "
        f"'one' is not of type 'integer' (template 'logging', line {at})" for sid in ("logging_13", "logging_47"))


def test_an_unknown_field_on_a_node_is_refused(edit):
    errors = edit("actions", "flow: {type: expedition, level: 4}", "flow: {type: expedition, level: 4, colour: red}")
    line = _line("actions", "flow: {type: expedition, level: 4}")
    assert errors == [f"data/caverna/actions.yaml:{line}: spaces/{_space('exploration')}/flow: Additional "
                      "properties are not allowed ('colour' was unexpected)"]


def test_a_missing_field_on_an_effect_is_refused(edit):
    errors = edit("furnishings", "- {type: disarm_for_food, food_per_strength: 1}", "- {type: disarm_for_food}")
    line = _line("furnishings", "{type: disarm_for_food, food_per_strength: 1}")
    assert errors == [f"data/caverna/furnishings.yaml:{line}: tiles/{_tile('peaceful_cave')}/effects/0: "
                      "'food_per_strength' is a required property"]


def test_a_constraint_between_fields_is_the_kinds_too(edit):
    """A housing per dwarf cannot be on each unsown field (was a hand check in `validate`)."""
    errors = edit("furnishings", "{type: house_animals, animals: [sheep], capacity_per: dwarf}",
                  "{type: house_animals, animals: [sheep], capacity_per: dwarf, where: each_unsown_field}")
    line = _line("furnishings", "{type: house_animals, animals: [sheep], capacity_per: dwarf}")
    assert len(errors) == 1 and "should not be valid" in errors[0]
    assert errors[0].startswith(f"data/caverna/furnishings.yaml:{line}: tiles/{_tile('cuddle_room')}/effects/0: ")


def test_an_argument_of_the_wrong_type_is_located_where_it_is_written(edit):
    errors = edit("actions", "- {id: imitation_67, inherits: imitation, cost: {food: 1}}",
                  "- {id: imitation_67, inherits: imitation, cost: {food: lots}}")
    assert errors == [f"data/caverna/actions.yaml:{_line('actions', 'id: imitation_67')}: "
                      f"spaces/{_space('imitation_67')}/flow/cost/food: 'lots' is not of type 'integer'"]
