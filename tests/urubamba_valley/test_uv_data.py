"""The data files: counts the rulebook gives, every string in both languages, the
reconstructed entries listed for the about panel, and data errors located as file:line."""
from __future__ import annotations


import pytest

from boardgames import paths
from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale

from game_support import catalog, data_errors, edited_data

G = "urubamba_valley"


def test_component_counts(rules):
    d = rules.data
    assert sum(c["count"] for c in d["crops"]["crops"]) + d["crops"]["vine"]["count"] == 60
    assert len(rules.tiles) == 48 and len(rules.talents) == 24
    for stage in (1, 2, 3):
        assert sum(1 for t in rules.tiles if rules.talent(t)["stage"] == stage) == 16
    assert len(rules.layout.keys) == 36 and rules.harvest[4] == 9
    assert sum(int(v) * c for v, c in d["setup"]["coins"].items()) == 425


def test_its_board_view_puts_it_on_the_menu():
    cat = catalog()
    assert cat.games[G].manifest.get("view") == G
    assert G in {g.id for g in cat.playable()}


def test_every_key_used_renders_in_both_languages(rules):
    strings = catalog().strings
    for lang in ("en", "zh-Hant"):
        table = strings[lang]
        for t in rules.talents:
            assert f"{G}.talent.{t}" in table
            for line in rules.describe("talent", f"{t}.1"):
                text = Locale(strings, lang).render(line)
                assert G not in text and "{" not in text, (lang, text)
        for kind, key in (("crop", "vine"), ("crop", "chili"), ("track", None), ("technology", None),
                          ("seal", 2), ("market", None), ("llama", None)):
            for line in rules.describe(kind, key):
                text = Locale(strings, lang).render(line)
                assert G not in text and "{" not in text, (lang, text)
        for name in rules.data["actions"]:          # every entry of every menu says what it does
            for entry in rules.menus[name].entries:
                text = Locale(strings, lang).render(rules.menus.nodes.render(entry))
                assert G not in text and "{" not in text and text.strip(), (lang, name, text)


def test_log_and_refusal_keys_exist(rules):
    import re
    from pathlib import Path
    src = Path(rules.__class__.__module__.replace(".", "/").rsplit("/", 1)[0])
    root = Path(paths.data_dir()).parent
    table = catalog().strings["en"]
    for f in (root / src).glob("*.py"):
        for kind, name in re.findall(r'f"\{G\}\.(log|why|prompt)\.([a-z_]+)"', f.read_text()):
            assert f"{G}.{kind}.{name}" in table, (f.name, kind, name)
        for name in re.findall(r'\bwhy\("([a-z_]+)"', f.read_text()):
            assert f"{G}.why.{name}" in table, (f.name, name)


def test_reconstructions_are_listed_with_labels(rules):
    spec = catalog().games[G]
    items = {(r.file.split("/")[-1], r.item) for r in spec.reconstructions}
    assert len(spec.reconstructions) == 12
    strings = catalog().strings["en"]
    for r in spec.reconstructions:
        assert r.what and f"{G}.recon.{r.what}" in strings
        stem = r.file.split("/")[-1].removesuffix(".yaml")
        assert rules.recon_label(stem, r.item) is not None
    assert ("terrace.yaml", "white_low") in items


def _errors(tmp_path, edits: dict[str, list[tuple[str, str]]]) -> list[str]:
    """The catalog's errors for the game's data with these text edits, by file name."""
    return data_errors(edited_data(tmp_path, G, edits), G)


def test_a_bad_ability_is_located(tmp_path):
    """A field a kind requires, or one it does not know, is refused by the schema made from
    the kinds' declarations; a rule about fields (one-time) by the kind itself."""
    errs = _errors(tmp_path / "a", {"talents.yaml": [("{type: plant_points, plus: 1, exactly: 1}",
                                                      "{type: plant_points, exactly: 1}")],
                                    "actions.yaml": [("{act: end, type: stop}", "{act: end, type: stop, colour: red}")]})
    assert any("talents.yaml:" in e and "plus" in e for e in errs), errs
    assert any("actions.yaml:" in e and "colour" in e for e in errs), errs
    errs = _errors(tmp_path / "b", {"talents.yaml": [("{type: harvest_coins, coins: 2}",
                                                      "{type: harvest_coins, coins: 2, once: true}")]})
    assert any("talents.yaml:" in e and "one-time" in e for e in errs), errs


@pytest.mark.parametrize("old, new, line", [
    ("{type: limit, of: seed, most: 1}", "{type: limit, of: seed, most: 1, least: 2}", "valid under each"),
    ("{type: limit, of: seed, most: 1}", "{type: limit, of: seed}", "not valid under any"),
    ("{type: worker, on: track}", "{type: worker, on: track, role: boss}", "should not be valid"),
    ("{type: worker, role: tax, on: field, toll: 2}", "{type: worker, role: tax, on: field}", "not valid under any"),
    ("{type: extra_action, once: true, after: [plant], action: plant}",
     "{type: extra_action, after: [plant], action: plant}", "'once' is a required property"),
])
def test_the_kinds_constraints_between_fields_are_the_schemas(tmp_path, old, new, line):
    """What a kind's fields must hold together (a limit caps or raises, one of the two; a worker
    on the track has no role, one on the terrace a role and a toll or owner_only; an extra
    action is a one-time ability) is its class's `constraints`, checked by the schema at the
    ability's line."""
    errs = _errors(tmp_path, {"talents.yaml": [(old, new)]})
    assert any("talents.yaml:" in e and line in e for e in errs), errs


def test_a_bad_planting_order_or_ledger_entry_is_located(tmp_path):
    """talents.yaml's `planting_order` must give every points bonus its place; ledger.yaml may
    name only entries of the game's log; the reasons of actions.yaml and talents.yaml must be the
    locale's; each fault is reported at its own file and line."""
    errs = _errors(tmp_path, {"talents.yaml": [("planting_order: [own_crop, exactly]",
                                                "planting_order: [own_crop, seed_price]"),
                                               ("refuse: no_pair}", "refuse: no_pairs}")],
                              "ledger.yaml": [("takes: [harvest,", "takes: [harvests,")],
                              "actions.yaml": [("refuse: bad_harvest}", "refuse: bad_harvests}")]})
    text = (paths.data_dir() / G / "talents.yaml").read_text()
    order_line = next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith("planting_order"))
    assert any(f"talents.yaml:{order_line}" in e and "seed_price" in e for e in errs), errs
    assert any(f"talents.yaml:{order_line}" in e and "no entry for points bonus 'exactly'" in e for e in errs), errs
    assert any("ledger.yaml:7" in e and "'harvests' is not a log entry" in e for e in errs), errs
    assert any("actions.yaml:" in e and "'bad_harvests' is not a reason of the data" in e for e in errs), errs
    assert any("talents.yaml:" in e and "'no_pairs' is not a reason of the data" in e for e in errs), errs


def test_a_carried_node_of_the_wrong_kind_is_located(tmp_path):
    """A free act carries out a menu entry that answers the stalled-terrace test, a `when` an
    effect: another kind in their `then` is refused at its line."""
    errs = _errors(tmp_path, {"talents.yaml": [("then: {type: move_llama, act: llama, from_reserve: true}",
                                                "then: {type: buy_seed, act: llama}"),
                                               ("then: {type: decision, menu: herd, left: 2}",
                                                "then: {type: harvest_coins, coins: 2}")]})
    assert any("talents.yaml:" in e and "buy_seed is not an entry a free act can offer" in e for e in errs), errs
    assert any("talents.yaml:" in e and "harvest_coins is not an effect" in e for e in errs), errs


def test_a_talents_decision_names_a_decision_of_the_data(tmp_path):
    """A `decision` effect opens a menu of actions.yaml that is a decision of its own (a task
    named like it, tasks.py): another name is refused at its line."""
    errs = _errors(tmp_path, {"talents.yaml": [("then: {type: decision, menu: herd, left: 2}",
                                                "then: {type: decision, menu: purchase, left: 2}")]})
    assert any("talents.yaml:" in e and "'purchase' is not a decision of the data" in e for e in errs), errs

def test_a_set_up_seed_under_a_llama_off_the_terrace_is_located(tmp_path):
    """A set-up seed goes under a llama that stands on the terrace (a reference, engine/refs.py)."""
    errs = _errors(tmp_path, {"setup.yaml": [("4: {llama_seeds: [white_low]}", "4: {llama_seeds: [white_lows]}")]})
    assert any("setup.yaml:10" in e and "'white_lows' is not a llama on the terrace" in e for e in errs), errs
