"""The data files: counts the rulebook gives, the map as nodes and roads, every string in both
languages, the reconstructed entries listed for the about panel, data errors located as
file:line, and a map replaced by editing one file."""
from __future__ import annotations

import re
from pathlib import Path

from boardgames import paths
from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale
from boardgames.engine.playout import play

from game_support import catalog, data_errors, edited_data
from ll_helpers import G, NORTH, SOUTH


def test_component_counts(rules):
    assert len(rules.board.villages) == 14 and rules.board.cities == ["nantes", "orleans"]
    assert rules.board.roads == {"north": ["nantes", *NORTH, "orleans"], "south": ["nantes", *SOUTH, "orleans"]}
    levels = {lv: sum(1 for c in rules.cards.values() if c["level"] == lv) for lv in (1, 2, 3, 4)}
    assert levels == {1: 14, 2: 12, 3: 10, 4: 6}
    assert len(rules.shield_colours) == 7 == len(rules.prices) and rules.prices[-1] == 4
    assert len(rules.characters) == 13 and sum(c["group"] == "blue" for c in rules.characters.values()) == 5
    assert len(rules.palaces) == 8 and {c["city"] for c in rules.palaces.values()} == {"nantes", "orleans"}
    assert rules.horse_total(2) == 8 + 6 and rules.horse_total(4) == 16 + 8


def test_the_map_has_positions_for_a_view(rules):
    for node, (x, y) in rules.board.pos.items():
        assert 0 <= x <= 1 and 0 <= y <= 1, node
    assert rules.board.pos["nantes"] < rules.board.pos["orleans"]          # top left, bottom right
    river = rules.data["map"]["river"]
    assert river["spaces"] >= 20 and len(river["path"]) >= 2


def test_it_is_in_the_catalog_and_offered_once_its_map_view_exists():
    cat = catalog()
    spec = cat.games[G]
    assert spec.manifest["order"] == 6
    views = paths.data_dir().parent / "boardgames" / "ui" / "views"
    assert spec.manifest.get("view") == G and (views / f"{G}.py").exists()
    assert G in {g.id for g in cat.playable()}
    assert spec.manifest["players"] == {"min": 1, "max": 4} and len(spec.manifest["colours"]) == 4


def test_every_description_renders_in_both_languages(rules):
    strings = catalog().strings
    keys = [("village", v) for v in rules.board.nodes] + [("message", c) for c in rules.card_ids]
    keys += [("character", c) for c in rules.character_ids] + [("palace", c) for c in rules.palace_ids]
    keys += [("place", f"{piece}.{kind}") for piece in ("merchant", "messenger")
             for kind in rules.actions[piece]]
    keys += [("good", g) for g in rules.good_ids] + [("market", None)]
    keys += [("building", k) for k in ("farm", "monastery", "castle")]
    for lang in ("en", "zh-Hant"):
        loc = Locale(strings, lang)
        for kind, key in keys:
            lines = rules.describe(kind, key)
            assert lines, (kind, key)
            for line in lines:
                text = loc.render(line)
                assert G not in text and "{" not in text and "@" not in text, (lang, kind, key, text)


def test_log_refusal_and_prompt_keys_exist():
    table = catalog().strings["en"]
    src = Path(paths.data_dir()).parent / "boardgames" / "games" / G
    for f in src.glob("*.py"):
        text = f.read_text()
        for kind, name in re.findall(r'f"\{G\}\.(log|why|prompt|place|ability|fmt|count)\.([a-z_]+)"', text):
            assert f"{G}.{kind}.{name}" in table, (f.name, kind, name)
        for name in re.findall(r'why\("([a-z_]+)"', text):
            assert f"{G}.why.{name}" in table, (f.name, name)
    for key in ("act.move", "act.done", "prompt.circus", "status_final", "log.end_boat", "log.end_messages",
                "log.end_solo_turns", "score.tb_castles"):
        assert f"{G}.{key}" in table


def test_reconstructions_are_listed_with_labels(rules):
    spec = catalog().games[G]
    strings = catalog().strings["en"]
    items = {(r.file.split("/")[-1], r.item) for r in spec.reconstructions}
    assert len(spec.reconstructions) >= 30
    for r in spec.reconstructions:
        assert r.what and f"{G}.recon.{r.what}" in strings, r
        stem = r.file.split("/")[-1].removesuffix(".yaml")
        label = rules.recon_label(stem, r.item)
        assert label is not None and label["key"] in strings, r
        assert r.line, r
    assert ("map.yaml", "angers") in items and ("map.yaml", "north") in items
    assert ("characters.yaml", "groom") in items and ("buildings.yaml", "harbour_nantes") in items
    assert ("setup.yaml", "end") in items and ("messages.yaml", "cards") in items


def _errors(root: Path) -> str:
    return "\n".join(data_errors(root, G))


def test_node_fields_are_checked_by_the_schema_made_from_their_kinds(tmp_path):
    root = edited_data(tmp_path, G, {
        "actions.yaml": [("- {type: add, to: good_discount, n: 2}", "- {type: add, to: good_discount, n: 0}"),
                         ("- {type: sell}", "- {type: sell, owner: true}"),
                         ("{type: deliver, levels: [4],", "{type: deliver, levels: [4], count: 1,"),
                         ("{refuse: bought_here}", "{round: 1, refuse: bought_here}")],
        "characters.yaml": [("count: castle, vp: 2}", "count: tower, vp: 2}")]})
    errs = _errors(root)
    assert re.search(r"actions\.yaml:\d+: merchant/castle/0/n: 0 is less than the minimum", errs), errs
    assert re.search(r"actions\.yaml:\d+: merchant/city/0/owner: False was expected", errs), errs  # buildings only
    assert re.search(r"actions\.yaml:\d+: messenger/city/1: .*'count' was unexpected", errs), errs
    assert re.search(r"actions\.yaml:\d+: merchant/village/0/once: .*'round' was unexpected", errs), errs
    assert re.search(r"characters\.yaml:\d+: characters/\d+/abilities/0/count: 'tower' is not one of", errs), errs


def test_bad_data_is_located(tmp_path):
    root = edited_data(tmp_path, G, {
        "map.yaml": [("villages: [angers, langeais", "villages: [anjou, langeais")],
        "actions.yaml": [("{type: owner_good, good: beer}", "{type: owner_good, good: cider}"),
                         ("levels: [4], count: 1, owner: true}", "levels: [4, 5], count: 1, owner: true}")],
        "characters.yaml": [("to: horses_taken, n: 1}", "to: horses_taken, n: 1, city: paris}")],
        "buildings.yaml": [("castle: {cost: {money: 6, wood: 1}", "castle: {cost: {money: 6, tin: 1}")],
        "setup.yaml": [("  4: *large\n", "")]})
    errs = _errors(root)
    assert re.search(r"map\.yaml:\d+: .*anjou", errs), errs
    assert re.search(r"actions\.yaml:\d+: merchant/monastery/2/good: 'cider' is not a good of the data", errs), errs
    assert re.search(r"actions\.yaml:\d+: messenger/monastery/0/levels/1: 5 is not a level of the data", errs), errs
    assert re.search(r"characters\.yaml:\d+: characters/\d+/abilities/0/city: 'paris' is not a city of the data", errs), errs
    assert re.search(r"buildings\.yaml:\d+: castle/cost/tin: 'tin' is not a payment", errs), errs
    assert re.search(r"setup\.yaml:\d+: neutral_horses: no entry for player count 4", errs), errs


def test_unbalanced_shields_are_refused(tmp_path):
    root = edited_data(tmp_path, G, {})
    f = root / G / "map.yaml"
    text = f.read_text()
    for colour in ("blue", "yellow", "green", "white", "black"):
        text = text.replace(f"- {{colour: {colour}, count: 2}}", f"- {{colour: {colour}, count: 1}}")
    text = text.replace("    - {colour: purple, count: 2}\n", "")
    text = text.replace("- {colour: red, count: 2}", "- {colour: red, count: 9}")     # 9 of 14: two touch
    f.write_text(text)
    errs = [str(e) for e in load_catalog(root).errors[G]]
    assert any("map.yaml:" in e and "neighbours" in e for e in errs), errs


def test_a_map_with_more_villages_is_one_edited_file(tmp_path):
    """A player who owns the game replaces the map in map.yaml alone: here a village more on
    each road, and two more shields."""
    root = edited_data(tmp_path, G, {})
    f = root / G / "map.yaml"
    text = f.read_text()
    text = text.replace("  - {id: saumur,", "  - {id: ancenis, good: grain, x: 0.15, y: 0.05}\n"
                                            "  - {id: chambord, good: wine, x: 0.85, y: 0.95}\n  - {id: saumur,")
    text = text.replace("villages: [angers,", "villages: [ancenis, angers,")
    text = text.replace("cheverny]", "cheverny, chambord]")
    text = text.replace("- {colour: red, count: 2}", "- {colour: red, count: 3}")
    text = text.replace("- {colour: blue, count: 2}", "- {colour: blue, count: 3}")
    f.write_text(text)
    for lang in ("en", "zh-Hant"):
        loc = root / G / "locale" / f"{lang}.yaml"
        loc.write_text(loc.read_text().replace("  cheverny:", "  ancenis: Ancenis\n  chambord: Chambord\n  cheverny:", 1))
    cat = load_catalog(root)
    assert G not in cat.errors, [str(e) for e in cat.errors.get(G, [])]
    rules = cat.games[G].rules()
    assert len(rules.board.villages) == 16 and rules.board.roads["north"][1] == "ancenis"
    result = play(rules, 3, seed=2)
    assert result.match.over
