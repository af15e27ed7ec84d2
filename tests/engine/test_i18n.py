from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.i18n import Locale, flatten


def test_flatten_and_render_nested_arguments():
    strings = {"en": flatten({"t": {"desert": "Desert"}, "log": "took {what}", "list": "{xs}"}),
               "zh-Hant": flatten({"t": {"desert": "沙漠"}, "log": "拿了{what}", "list": "{xs}"})}
    en, zh = Locale(strings, "en"), Locale(strings, "zh-Hant")
    m = msg("log", what="@t.desert")
    assert en.render(m) == "took Desert" and zh.render(m) == "拿了沙漠"
    assert en.t("list", xs=["@t.desert", "@t.desert"]) == "Desert, Desert"
    assert zh.t("list", xs=["@t.desert", "@t.desert"]) == "沙漠、沙漠"


def test_missing_key_falls_back_to_english_then_the_key():
    strings = {"en": {"a": "A", "b": "B {x}"}, "zh-Hant": {"a": "甲"}}
    zh = Locale(strings, "zh-Hant")
    assert zh.t("b", x=1) == "B 1" and zh.t("nope") == "nope"
    assert zh.t("b") == "B {x}"  # missing argument is shown, not a crash


def test_game_locales_are_complete_and_every_log_key_renders():
    """Every message a random game logs renders in both languages with all arguments filled."""
    import random
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.match import Match
    cat = load_catalog()
    for spec in cat.games.values():
        rules = spec.rules()
        lo, hi = rules.player_range()
        colours = [c["id"] for c in spec.manifest.get("colours", [])]
        for mode in rules.modes():
            seats = [{"name": f"P{i}", "colour": colours[i % len(colours)] if colours else None}
                     for i in range(hi)]
            m = Match.new(rules, seats, mode, {}, 5, history=False)
            bot = random.Random(5)
            prompts = []
            while not m.over:
                prompts.append(m.pending.prompt)
                m.choose(bot.choice(m.pending.options))
            for lang in ("en", "zh-Hant"):
                loc = Locale(cat.strings, lang)
                for entry in m.log + [{"key": p["key"], "args": p["args"]} for p in prompts]:
                    assert loc.has(entry["key"]), entry["key"]
                    text = loc.t(entry["key"], **entry["args"])
                    assert "{" not in text and "@" not in text, (lang, entry, text)
                for row in rules.score(m.state).rows:
                    assert loc.has(row), row
