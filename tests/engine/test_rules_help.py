"""Rules help generated from the data that runs each game (engine/rules_help.py).

Every game of the catalog, every player count and mode, both languages: the document has
its overview, set-up, turn and end; every text is rendered (no key, no `{placeholder}` left);
entry ids are unique and stable; every component and action of the data has its entry, worded
by the same node/effect renderers as the rules; tooltips' (kind, key) find their entries.
"""
from __future__ import annotations

import re

import pytest

from boardgames.engine import rules_help as H
from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import LANGUAGES, Locale


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _cases():
    cat = load_catalog()
    out = []
    for spec in cat.ordered():
        rules = spec.rules()
        lo, hi = rules.player_range()
        for n in range(lo, hi + 1):
            for mode in rules.modes():
                out.append((spec.id, n, mode))
    return out


CASES = _cases()
LEFTOVER = re.compile(r"\{[a-z_]+\}|^@|\b[a-z_]+\.(help|tip|effect|node|fmt|ability|score)\.[a-z_.]+")


def missing(doc, kind: str, ids) -> list:
    """The ids of `kind` without their entry in the help (none, for a whole help)."""
    return [i for i in ids if doc.entry(f"{kind}.{i}") is None]


def _texts(doc):
    for s in doc.sections:
        yield s.title
        yield from s.intro
        for e in s.entries:
            yield e.title
            if e.cost:
                yield e.cost
            yield from e.effect
            yield from e.lines


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game,players,mode", CASES, ids=lambda v: str(v))
def test_every_game_count_and_mode_has_whole_help(catalog, game, players, mode, lang):
    rules = catalog.games[game].rules()
    locale = Locale(catalog.strings, lang)
    doc = H.build(rules, locale, players, mode)
    assert (doc.players, doc.mode, doc.lang) == (players, mode, lang)
    ids = [s.id for s in doc.sections]
    for wanted in ("overview", "setup", "turn", "end"):
        assert wanted in ids, (game, ids)
    overview = doc.sections[0]
    assert len(overview.intro) >= 3, "the written overview has a few paragraphs"
    entries = doc.entry_ids()
    assert len(entries) == len(set(entries)), "entry ids are unique"
    for text in _texts(doc):
        assert text and text.strip() == text, (game, lang, text)
        assert not LEFTOVER.search(text), (game, lang, text)
    if lang != "en":           # the Chinese help is Chinese, not English left over
        english = H.build(rules, Locale(catalog.strings, "en"), players, mode)
        same = [a for a, b in zip(_texts(doc), _texts(english)) if a == b and re.search("[a-z]{4}", a)]
        assert not same, same[:5]


def test_caverna_entries_are_the_rules_own_words(catalog):
    """Every action space of the player count, every round card, furnishing and loot item,
    worded by the flow nodes and furnishing effects that run them."""
    rules = catalog.games["caverna"].rules()
    from boardgames.games.caverna.furnishings import EFFECTS
    from boardgames.games.caverna.nodes import NODES
    locale = Locale(catalog.strings, "en")
    for n in (1, 4, 7):
        doc = H.build(rules, locale, n, "full")
        for sid in rules.cfg["by_players"][n]["spaces"]:
            e = doc.entry(f"space.{sid}")
            said = locale.render(NODES.render(rules.flow(sid)))
            assert e is not None and e.effect[0].lower().startswith(said.lower()), (sid, e)
        covered = set(rules.cfg["by_players"][n]["covered"])
        assert not any(doc.entry(f"space.{sid}") for sid in covered)
    doc = H.build(rules, locale, 3, "full")
    for tid, tile in rules.tiles.items():
        e = doc.entry(f"furnishing.{tid}")
        assert e is not None, tid
        assert [locale.render(EFFECTS.render(x)) for x in tile["effects"]] == e.effect
        if tid != "entry_dwelling":
            assert locale.render(rules.goods_text(tile["cost"])) in e.cost
    for loot in rules.loot:
        assert doc.entry(f"loot.{loot}") is not None
    intro = H.build(rules, locale, 3, "intro")
    assert {i.split(".", 1)[1] for i in intro.entry_ids() if i.startswith("furnishing.")} == \
        {t for t, tile in rules.tiles.items() if tile.get("intro")}


def test_other_games_list_every_component(catalog):
    locale = Locale(catalog.strings, "en")
    vn = catalog.games["via_nebula"].rules()
    doc = H.build(vn, locale, 2, "beginner")
    assert not missing(doc, "contract", vn.contracts)
    assert not missing(doc, "action", ("craftsman", "site", "explore", "forest", "transport", "erect"))
    assert doc.entry("action.forest").cost == "2 action points"
    uv = catalog.games["urubamba_valley"].rules()
    doc = H.build(uv, locale, 4)
    assert not missing(doc, "talent", uv.talents)
    assert not missing(doc, "action", ("plant", "harvest", "purchase", "work"))
    mr = catalog.games["moon_river"].rules()
    doc = H.build(mr, locale, 2, "legends")
    assert not missing(doc, "partner", ("cowboy", *mr.experts))
    assert not missing(doc, "terrain", mr.data["plots"]["terrains"])
    assert not missing(doc, "scenario", mr.scenarios)
    assert doc.entry("bonus") is not None                  # two players: the bonus tiles
    assert H.build(mr, locale, 3, "camp").entry("bonus") is None


def test_la_loire_lists_every_component_in_the_rules_own_words(catalog):
    """Every village, place, action, good, building, palace card, character and message level
    of the data has its entry; the places are worded by the node types that run them."""
    from boardgames.games.la_loire.places import PLACES
    rules = catalog.games["la_loire"].rules()
    locale = Locale(catalog.strings, "en")
    doc = H.build(rules, locale, 3)
    assert not missing(doc, "village", rules.board.nodes)
    for piece, kinds in rules.actions.items():
        for kind, nodes in kinds.items():
            e = doc.entry(f"place.{piece}.{kind}")
            assert e.effect == [H._sentence(locale.render(PLACES.render(node))) for node in nodes]
            assert all(doc.entry(f"action.{node['type']}") for node in nodes if PLACES.types[node["type"]].act)
    assert not missing(doc, "good", rules.goods)
    assert not missing(doc, "building", ("farm", "monastery", "castle"))
    assert not missing(doc, "palace", rules.palaces)
    assert not missing(doc, "character", rules.characters)
    assert all(doc.entry(f"message.{lv}").cost == f"{x['price']} denier{'s' * (x['price'] != 1)}"
               for lv, x in rules.levels.items())
    assert doc.entry("character.apprentice").lines[-1] == "Cards in the game: 3."
    setup = " ".join(doc.sections[1].intro)
    assert "Saumur" in setup and "Montsoreau" not in setup            # the 3-4-player horse villages
    end = " ".join(doc.sections[-1].intro)
    assert "space 17" in end and "more than 10 messages" in end and "Solo" not in end
    solo = H.build(rules, locale, 1)
    assert "after 40 turns" in " ".join(solo.sections[-1].intro)
    assert solo.entry("character.apprentice").lines[-1] == "Cards in the game: 1."


def test_set_up_follows_the_player_count(catalog):
    locale = Locale(catalog.strings, "en")
    rules = catalog.games["caverna"].rules()
    setup = {n: " ".join(H.build(rules, locale, n, "full").sections[1].intro) for n in (1, 2, 3)}
    assert "Round 9 is not played" in setup[1] and "Round 9" not in setup[3]
    assert "1, 1, 2" in setup[3] and "1, 1" in setup[2]
    mr = catalog.games["moon_river"].rules()
    assert "10 rows" in " ".join(H.build(mr, locale, 2, "camp").sections[1].intro)
    assert "5 rows" in " ".join(H.build(mr, locale, 4, "camp").sections[1].intro)


@pytest.mark.parametrize("game,kind,key,entry", [
    ("moon_river", "plot", "DE2", "terrain.desert"),
    ("moon_river", "partner", {"type": "hunter", "side": "expert"}, "partner.hunter"),
    ("moon_river", "partner", {"type": "hunter", "side": "cowboy"}, "partner.cowboy"),
    ("caverna", "space", "growth", "space.growth"),
    ("caverna", "furnishing", "miner", "furnishing.miner"),
    ("caverna", "loot", "gold", "loot.gold"),
    ("caverna", "cell", "F3R1", "home"),
    ("via_nebula", "token", "wood_small.1", "token.wood_small"),
    ("via_nebula", "contract", "N07", "contract.N07"),
    ("via_nebula", "action", "erect", "action.erect"),
    ("urubamba_valley", "talent", "peddler.2", "talent.peddler"),
    ("urubamba_valley", "seal", 2, "seal.2"),
    ("urubamba_valley", "crop", "vine", "crop.vine"),
    ("la_loire", "message", "m2_03", "message.2"),
    ("la_loire", "place", "messenger.castle", "place.messenger.castle"),
    ("la_loire", "village", "usse", "village.usse"),
    ("la_loire", "village", "orleans", "village.orleans"),
    ("la_loire", "character", "groom", "character.groom"),
    ("la_loire", "palace", "harbour_nantes", "palace.harbour_nantes"),
    ("la_loire", "building", "castle", "building.castle"),
    ("la_loire", "good", "beer", "good.beer"),
    ("la_loire", "market", None, "market"),
])
def test_tooltips_find_their_entries(catalog, game, kind, key, entry):
    rules = catalog.games[game].rules()
    lo, hi = rules.player_range()
    doc = H.build(rules, Locale(catalog.strings, "en"), 4 if lo <= 4 <= hi else lo, "full" if game == "caverna" else None)
    assert H.topic_entry(rules, doc, kind, key) == entry


def test_a_tooltip_key_the_game_did_not_foresee_finds_nothing(catalog):
    rules = catalog.games["caverna"].rules()
    doc = H.build(rules, Locale(catalog.strings, "en"), 3)
    assert H.topic_entry(rules, doc, "nothing_like_this", object()) is None
    assert H.topic_entry(rules, doc, "space", "no_such_space") is None


def test_a_game_without_a_help_file_has_its_overview(tally_catalog):
    """A game still being written (as La Loire was before its help) gets the engine's part."""
    spec = next(iter(tally_catalog.games.values()))
    doc = H.build(spec.rules(), Locale(tally_catalog.strings, "en"))
    assert [s.id for s in doc.sections] == ["overview"]
    assert any("players" in p for p in doc.sections[0].intro)


def test_text_wraps_in_both_languages(catalog):
    rules = catalog.games["urubamba_valley"].rules()
    for lang in LANGUAGES:
        locale = Locale(catalog.strings, lang)
        text = H.as_text(H.build(rules, locale, 5), locale, width=60)
        assert locale.t("urubamba_valley.name") in text.splitlines()[0]
        assert max(H._width(line) for line in text.splitlines()) <= 62, lang


def test_paragraphs_join_lines_without_spaces_between_chinese():
    assert H._paragraphs("一二\n三四\n\nab\ncd") == ["一二三四", "ab cd"]
    assert H._sentence("take 1 wood") == "Take 1 wood."
    assert H._sentence("拿取 1 個木頭") == "拿取 1 個木頭。"
    assert H._sentence("you may trade:") == "You may trade:"
