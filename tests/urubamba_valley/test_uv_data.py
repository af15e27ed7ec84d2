"""The data files: counts the rulebook gives, every string in both languages, the
reconstructed entries listed for the about panel, and data errors located as file:line."""
from __future__ import annotations

import shutil

from boardgames import paths
from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale

from game_support import catalog

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


def test_a_bad_ability_is_located(tmp_path):
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(paths.data_dir() / G, root / G)
    f = root / G / "talents.yaml"
    f.write_text(f.read_text().replace("{type: plant_points, plus: 1, exactly: 1}", "{type: plant_points, exactly: 1}")
                 .replace("{type: harvest_coins, coins: 2}", "{type: harvest_coins, coins: 2, once: true}"))
    cat = load_catalog(root)
    errs = [str(e) for e in cat.errors[G]]
    assert any("talents.yaml:" in e and "plus" in e for e in errs), errs
    assert any("one-time" in e for e in errs), errs


def test_a_bad_planting_order_or_ledger_entry_is_located(tmp_path):
    """talents.yaml's `planting_order` must give every points bonus its place; ledger.yaml may
    name only entries of the game's log; actions.yaml's reasons must be the locale's and its
    entries' fields their kinds'; each fault is reported at its own file and line."""
    root = tmp_path / "data"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    shutil.copytree(paths.data_dir() / G, root / G)
    f = root / G / "talents.yaml"
    f.write_text(f.read_text().replace("planting_order: [own_crop, exactly]", "planting_order: [own_crop, seed_price]"))
    g = root / G / "ledger.yaml"
    g.write_text(g.read_text().replace("takes: [harvest,", "takes: [harvests,"))
    h = root / G / "actions.yaml"
    h.write_text(h.read_text().replace("refuse: bad_harvest}", "refuse: bad_harvests}")
                 .replace("{act: end, type: stop}", "{act: end, type: stop, colour: red}"))
    cat = load_catalog(root)
    errs = [str(e) for e in cat.errors[G]]
    order_line = next(i for i, l in enumerate(f.read_text().splitlines(), 1) if l.startswith("planting_order"))
    assert any(f"talents.yaml:{order_line}" in e and "seed_price" in e for e in errs), errs
    assert any("talents.yaml:" in e and "exactly changes a planting's points" in e for e in errs), errs
    assert any("ledger.yaml:7" in e and "'harvests' is not a log entry" in e for e in errs), errs
    assert any("actions.yaml:" in e and "'bad_harvests' is no reason" in e for e in errs), errs
    assert any("actions.yaml:" in e and "stop has no field 'colour'" in e for e in errs), errs
