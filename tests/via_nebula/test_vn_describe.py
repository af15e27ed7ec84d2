"""Tooltips, refusals and log lines come from data and render in both languages."""
from __future__ import annotations

import copy
import random
import re
from pathlib import Path

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import LANGUAGES, Locale
from boardgames.engine.match import Match

from game_support import named_seats
from vn_helpers import G

CODE = Path(__file__).resolve().parents[2] / "boardgames" / "games" / "via_nebula"


@pytest.fixture(scope="module")
def strings():
    return load_catalog().strings


def _render(lines, strings):
    for lang in LANGUAGES:
        loc = Locale(strings, lang)
        for line in lines:
            assert loc.has(line["key"]), line["key"]
            text = loc.render(line)
            assert "{" not in text and "@" not in text and G not in text, (lang, text)


def test_every_component_has_a_tooltip(rules, strings):
    for cid in rules.contracts:
        lines = rules.describe("contract", cid)
        assert len(lines) >= 4
        _render(lines, strings)
    for tid in list(rules.tokens) + [t["id"] for t in rules.data["tokens"]["normal"]]:
        _render(rules.describe("token", tid), strings)
    for space in ("fog", "forest", "forbidden", "meadow", "exploitation", "token", "ruin"):
        _render(rules.describe("space", space), strings)
    for act in ("craftsman", "site", "explore", "forest", "transport", "erect"):
        _render(rules.describe("action", act), strings)
    for r in rules.rtypes:
        _render(rules.describe("resource", r), strings)
    for side in ("standard", "two_player"):
        _render(rules.describe("guild", side), strings)
    for kind in ("end_card", "explorer", "storage"):
        _render(rules.describe(kind, None), strings)
    for kind in ("deck", "display", "tiles", "supply"):
        _render(rules.describe(kind, 7), strings)
    for mode in rules.modes():
        _render([{"key": f"{G}.mode.{mode}", "args": {}}], strings)


def test_tooltips_follow_the_data(strings):
    cat = load_catalog()
    spec = copy.deepcopy(cat.games["via_nebula"])
    spec.data["contracts"]["end_card"]["vp"] = 7
    spec.data["tokens"]["normal"][0]["quantity"] = 6
    spec.data["contracts"]["neutral"][2]["power"]["actions"] = 2
    changed = spec.rules()
    for lang in LANGUAGES:
        loc = Locale(strings, lang)
        assert "7" in loc.render(changed.describe("end_card", None)[1])
        assert "6" in loc.render(changed.describe("token", "wood_small")[0])
        assert "2" in loc.render(changed.describe("contract", "N03")[-1])
    en = Locale(strings, "en")
    assert [en.render(x) for x in changed.describe("contract", "P1")] == [
        "Architect", "Private contract (only its holder may fulfil it)", "Needs: Wood, Stone, Clay, Wheat",
        "0 VP", "End of game: +1 VP per building erected.", "(at most 5 VP)"]
    assert en.render(changed.describe("token", "wood_small")[-1]) == \
        "With 2, 3 players: 1 resource fewer on every exploitation."


def test_every_key_the_code_uses_exists(strings):
    used = set()
    for path in CODE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= {m for m in re.findall(r'f"\{G\}\.([a-z_]+\.[a-z_]+)"', text)}
        used |= {f"why.{m}" for m in re.findall(r'\bwhy\("([a-z_]+)"', text)}
        used |= {f"log.{m}" for m in re.findall(r'ctx\.log\(f"\{G\}\.log\.([a-z_]+)"', text)}
    used.add("log.game_over")                   # the engine's Rules.game_over logs it
    assert len(used) > 60
    for lang in LANGUAGES:
        missing = sorted(k for k in used if f"{G}.{k}" not in strings[lang])
        assert not missing, (lang, missing)


def test_every_log_line_of_games_renders(rules, strings):
    for n, mode, seed in ((2, "beginner", 3), (3, "expert", 4), (4, "beginner", 5)):
        m = Match.new(rules, named_seats(rules, n), mode, {}, seed,
                      history=False)
        bot = random.Random(seed)
        while not m.over:
            m.choose(bot.choice(m.pending.options))
        _render(m.log, strings)
        _render([rules.round_label(m.state)], strings)
        sheet = rules.score(m.state)
        _render([{"key": k, "args": {}} for k in sheet.rows + sheet.tiebreak_labels], strings)


def test_zh_uses_the_rulebook_terms(strings):
    zh = strings["zh-Hant"]
    assert zh[f"{G}.name"] == "星雲谷"
    for key, term in (("action.craftsman", "工匠"), ("action.site", "工地"), ("space.fog", "雲霧"),
                      ("space.forest", "石化森林"), ("space.token", "開發指示物"), ("end_card", "遊戲結束卡"),
                      ("action.erect", "豎立"), ("space.ruin", "廢墟"), ("score.explorers", "探險家")):
        assert term in zh[f"{G}.{key}"], key


def test_every_reconstruction_is_named_and_explained_in_both_languages():
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.i18n import Locale
    cat = load_catalog()
    spec = cat.games["via_nebula"]
    rules = spec.rules()
    assert spec.reconstructions
    for lang in ("en", "zh-Hant"):
        loc = Locale(cat.strings, lang)
        for rec in spec.reconstructions:
            assert rec.what and loc.has(f"via_nebula.recon.{rec.what}"), rec
            label = rules.recon_label(rec.file.rsplit("/", 1)[-1].rsplit(".", 1)[0], rec.item)
            assert label is not None and loc.has(label["key"]), rec
            assert "{" not in loc.render(label), rec
