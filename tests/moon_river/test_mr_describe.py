"""Tooltips and rule text come from the data that runs the game, in both languages."""
from __future__ import annotations

import copy

from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale


def _render_all(rules, lines, strings):
    out = {}
    for lang in ("en", "zh-Hant"):
        loc = Locale(strings, lang)
        texts = []
        for line in lines:
            assert loc.has(line["key"]), line["key"]
            text = loc.render(line)
            assert "{" not in text and "@" not in text, text
            texts.append(text)
        out[lang] = texts
    return out


def test_every_component_has_a_tooltip_in_both_languages(rules):
    strings = load_catalog().strings
    for design in rules.designs:
        assert rules.describe("plot", design)
        _render_all(rules, rules.describe("plot", design), strings)
    for kind in ["cowboy", *rules.experts]:
        _render_all(rules, rules.describe("partner", kind), strings)
    for board in ["camp", "mary", "wesley", "calamity", "big_joey"]:
        _render_all(rules, rules.describe("board", board), strings)
    for scen in rules.scenarios:
        _render_all(rules, rules.describe("scenario", scen), strings)
    for kind in ("cow", "rancher", "saloon", "bridge", "bag", "stack", "supply", "bonus"):
        _render_all(rules, rules.describe(kind, 3), strings)


def test_tooltip_numbers_follow_the_data(rules):
    """Change the cowboy's steps or a design's corn in the data: the text follows."""
    cat = load_catalog()
    spec = copy.deepcopy(cat.games["moon_river"])
    spec.data["partners"]["cowboy"]["effect"]["steps"] = 5
    spec.data["plots"]["designs"][21]["corn"] = 7
    changed = spec.rules()
    en = Locale(cat.strings, "en")
    assert "5" in en.render(changed.describe("partner", "cowboy")[1])
    corn_line = [en.render(x) for x in changed.describe("plot", spec.data["plots"]["designs"][21]["id"])]
    assert any("7" in t for t in corn_line)
    zh = Locale(cat.strings, "zh-Hant")
    assert "5" in zh.render(changed.describe("partner", "cowboy")[1])


def test_every_reconstruction_is_named_and_explained_in_both_languages(rules):
    cat = load_catalog()
    recs = cat.games["moon_river"].reconstructions
    assert len(recs) == 37
    for lang in ("en", "zh-Hant"):
        loc = Locale(cat.strings, lang)
        for rec in recs:
            assert rec.what and loc.has(f"moon_river.recon.{rec.what}"), rec
            label = rules.recon_label(rec.file.rsplit("/", 1)[-1].rsplit(".", 1)[0], rec.item)
            assert label is not None and loc.has(label["key"]), rec
