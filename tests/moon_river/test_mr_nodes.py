"""The partners' effects are node types read from partners.yaml: checked at load with the
file and line of a mistake, describing themselves, and running the partner's decision; the
cowboy's multi-step moves are worked out by the rules for the view."""
from __future__ import annotations

import shutil

from boardgames import paths
from boardgames.engine.catalog import load_catalog
from boardgames.games.moon_river.nodes import NODES

G = "moon_river"


def test_every_face_runs_a_registered_node_type(rules):
    faces = [rules.cowboy["effect"]] + [e["effect"] for e in rules.experts.values()]
    assert {f["type"] for f in faces} == {"move_cows", "swap_storage", "steal_cow", "score_per"}
    assert {NODES.types[f["type"]].render(f, NODES.text, NODES)["key"] for f in faces} == \
        {f"{G}.effect.{t}" for t in ("move_cows", "swap_storage", "steal_cow", "score_per")}


def test_a_wrong_terrain_in_an_effect_is_reported_with_file_and_line(tmp_path):
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir(), root)
    f = root / "moon_river" / "partners.yaml"
    f.write_text(f.read_text().replace("avoid: [cornfield]", "avoid: [cornfeld]"))
    cat = load_catalog(root)
    assert "moon_river" not in cat.games
    err = cat.errors["moon_river"][0]
    assert err.file.endswith("moon_river/partners.yaml") and err.line == 7
    assert err.path == ("cowboy", "effect", "avoid", 0) and "cornfeld" in err.message


def test_the_cowboy_offers_single_steps_and_lists_every_move(build):
    """W6's farm: deserts down column 0 and along row 0, a cornfield at (0,2)."""
    b = build(n=3).finish_draft()
    p = b.turn_player
    b.s["players"][p]["bridges"] = [0]
    for cell in [(0, 0), (0, 1), (1, 0), (2, 0), (3, 0)]:
        b.put(p, cell, "DE1", cows=1 if cell in ((0, 0), (1, 0)) else 0)
    b.put(p, (0, 2), "CO2")
    b.partner_decision(p, b.rules.cowboy["effect"])
    choice = b.m.pending
    assert choice.kind == f"{G}.cowboy" and choice.info["steps_left"] == 3
    moves = {(m.gesture.piece[1], m.gesture.to[2]): list(m.plan) for m in b.m.gestures()}
    assert sorted(to for (src, to) in moves if src == (0, 0)) == [(0, 1), (1, 0), (2, 0), (3, 0)]
    assert ((0, 0), (0, 2)) not in moves                     # cows never enter a cornfield
    assert moves[((0, 0), (3, 0))] == [{"from": [0, 0], "to": [1, 0]}, {"from": [1, 0], "to": [2, 0]},
                                       {"from": [2, 0], "to": [3, 0]}]
    for step in moves[((1, 0), (3, 0))]:                     # the listed steps are what the rules offer
        b.m.choose(step)
    assert b.s["players"][p]["cows"] == {"0,0": 1, "3,0": 1}
    assert b.m.pending.info["steps_left"] == 1
    assert {(m.gesture.piece[1], m.gesture.to[2]) for m in b.m.gestures()} == \
        {((0, 0), (0, 1)), ((0, 0), (1, 0)), ((3, 0), (2, 0))}


def test_a_design_id_written_twice_and_an_unknown_terrain_are_located(tmp_path):
    """Ids and references are declared (rules.IDS, REFERENCES; engine/refs.py): each mistake is
    blamed on the value written."""
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir(), root)
    f = root / "moon_river" / "plots.yaml"
    text = f.read_text()
    assert text.count("{id: DE1, terrain: desert,") == 1
    f.write_text(text.replace("{id: DE1, terrain: desert,", "{id: DE1, terrain: dessert,"))
    s = root / "moon_river" / "scenarios.yaml"
    s.write_text(s.read_text().replace("group: {type: region, terrain: farm}",
                                       "group: {type: region, terrain: town}"))
    errors = [str(e) for e in load_catalog(root).errors["moon_river"]]
    assert any(e.endswith("plots.yaml:11: designs/0/terrain: 'dessert' is not a terrain of the data")
               for e in errors), errors
    assert any(e.endswith("scenarios.yaml:9: scenarios/3/group/terrain: 'town' is not a terrain of the data")
               for e in errors), errors
