"""Rule text generated from the data (tooltips): every space, loot item and furnishing renders."""
from __future__ import annotations

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale


@pytest.fixture(scope="module")
def locales():
    strings = load_catalog().strings
    return {lang: Locale(strings, lang) for lang in ("en", "zh-Hant")}


def render_all(rules, loc):
    out = {}
    for sid in rules.spaces:
        out[f"space.{sid}"] = " ".join(loc.render(m) for m in rules.describe("space", sid))
    for lid in rules.loot:
        out[f"loot.{lid}"] = " ".join(loc.render(m) for m in rules.describe("loot", lid))
    for tid in rules.tiles:
        out[f"furnishing.{tid}"] = " ".join(loc.render(m) for m in rules.describe("furnishing", tid))
    return out


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_everything_renders(rules, locales, lang):
    texts = render_all(rules, locales[lang])
    assert len(texts) == 53 + 23 + 49
    for key, text in texts.items():
        assert text and "{" not in text and "caverna." not in text, (key, text)


def test_examples(rules, locales):
    en, zh = locales["en"], locales["zh-Hant"]

    def say(loc, kind, key):
        return " ".join(loc.render(m) for m in rules.describe(kind, key))

    assert say(en, "space", "ore_mining_13") == \
        "Ore mining: take all goods on this space, then take 2 ore per Ore mine."
    assert say(zh, "space", "ore_mining_13") == \
        "開採礦石：拿取此行動格上累積的所有資源，然後每個礦石礦場拿取 2 個礦石。"
    assert say(en, "space", "urgent_wish_for_children") == (
        "Urgent wish for children: either furnish 1 cavern with a dwelling, then family growth (needs a free "
        "room in your dwellings) or take 3 gold.")
    assert say(en, "furnishing", "weaving_parlor") == (
        "Weaving parlor: costs 2 wood, 1 stone, 0 points. When furnished: take 1 food per sheep. "
        "Scoring: +1 per 2 sheep.")
    assert say(en, "loot", "stable") == "Free stable (strength 8+): build 1 stable for free."
    assert say(en, "cell", "M3R1") == "Underground lake: the first tile laid here gives 2 food."


@pytest.mark.parametrize("n", [1, 3, 5])
def test_every_prompt_and_log_line_of_a_game_renders(rules, locales, n):
    import random

    from boardgames.engine.freeacts import free_options, real_options
    from boardgames.engine.match import Match

    from cv_helpers import seats

    m = Match.new(rules, seats(n), "full", {}, seed=40 + n, history=False)
    rng = random.Random(n)
    kinds = set()
    while not m.over:
        ch = m.pending
        kinds.add(ch.kind)
        for loc in locales.values():
            text = loc.render(ch.prompt)
            assert "caverna." not in text and "{" not in text, (ch.kind, text)
        real, free = real_options(ch), free_options(ch)
        m.choose(rng.choice(free) if free and rng.random() < 0.2 else rng.choice(real or free))
    for loc in locales.values():
        for e in m.log:
            text = loc.t(e["key"], **e["args"])
            assert "caverna." not in text and "{" not in text, (e, text)
        assert "caverna." not in loc.render(rules.round_label(m.state))
    assert {"caverna.place", "caverna.flow", "caverna.feed"} <= kinds


def test_a_face_down_round_says_what_it_can_still_bring(rules):
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.i18n import Locale
    en = Locale(load_catalog().strings, "en")
    four = en.render(rules.describe("round", (4, 3, ["blacksmithing"]))[0])
    assert four == "Round 4 (stage 2) brings one of: Wish for children."       # its fixed card
    five = en.render(rules.describe("round", (5, 3, ["donkey_farming"]))[0])
    assert five == "Round 5 (stage 2) brings one of: Ruby mine construction."
    solo = en.render(rules.describe("round", (2, 1, []))[0])
    assert solo == "Round 2 (stage 1) brings one of: Sheep farming."


def test_every_option_of_random_games_has_words(rules):
    """The view's checklist words each option through describe("option"): never an error,
    never a bare dict, whatever the decision (conversions of every kind included)."""
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.i18n import Locale
    from boardgames.engine.playout import play
    en = Locale(load_catalog().strings, "en")
    seen = set()

    def look(match, step):
        c = match.pending
        if c is None:
            return
        for o in c.options:
            key = (c.kind, tuple(sorted(o)), o.get("act"), o.get("id", "")[:4])
            if key in seen:
                continue
            seen.add(key)
            lines = rules.describe("option", (c.kind.split(".", 1)[1], o, c.info))
            assert lines, (c.kind, o)
            text = en.render(lines[0])
            assert text and "{" not in text and "@" not in text, (c.kind, o, text)

    for seed, n in ((1, 1), (2, 3), (3, 5), (4, 7)):
        play(rules, n, seed, on_step=look, check_every=0, roundtrip_rate=0, verify=False)
    assert len(seen) > 40
