"""The rules help written as data (engine/help_data.py): a document's values, entries and
sections, its errors and its topics, on a small made-up game; the five games and the
data-only fixture all write their help this way (test_rules_help.py renders them)."""
from __future__ import annotations

import types

import pytest

from boardgames.engine import help_data as D
from boardgames.engine.catalog import load_catalog
from boardgames.engine.choice import msg
from boardgames.engine.yamlio import load_text

DATA = {"cards": {"decks": {"a": [{"id": "fox", "n": 2, "tags": ["red"]}, {"id": "owl", "n": 1}],
                            "b": [{"id": "elk", "n": 3}]},
                  "by_players": {2: {"rows": 3}, 3: {"rows": 4}}}}


class Rules:
    """Just what the help reads of a rules object: its data, describe and help module."""

    def __init__(self, text: str, hooks=None):
        loc = load_text(text, "toy/help.yaml")
        self.spec = types.SimpleNamespace(id="toy", data={**DATA, "help": loc.data}, located={"help": loc})
        self.data = self.spec.data
        self.hooks = hooks

    def _part(self, name):
        return self.hooks if name == "help" else None

    def describe(self, kind, key):
        return [msg(f"toy.{kind}.{key}"), msg("toy.tip.plain"), msg("toy.tip.secret")]

    def twice(self, n):
        return 2 * n


def sections(text: str, players: int = 2, mode: str = "standard", hooks=None):
    return D.sections(Rules(text, hooks), players, mode)


def intro(text: str, **kw) -> list:
    return sections("sections:\n  - id: s\n    intro:\n" + text, **kw)[0].intro


def test_paths_interpolation_and_arithmetic():
    got = intro("""
      - {h: rows, n: $data.cards.by_players.(players).rows, last: $data.cards.decks.a.-1.id}
      - {msg: "toy.deck.{data.cards.decks.b.0.id}", none: $data.cards.no_such_key}
      - {h: sums, n: {sum: $data.cards.decks.a, of: n}, k: {sub: [{len: $data.cards.decks}, 1]},
         m: {add: [1, 2, 3]}, neg: {neg: 2}, lo: {min: [3, 1]}, both: {add: [[a], [b]]}}
    """, players=3)
    assert got == [msg("rows", n=4, last="owl"), msg("toy.deck.elk", none=None),
                   msg("sums", n=3, k=1, m=6, neg=-2, lo=1, both=["a", "b"])]


def test_each_if_let_and_the_message_prefix():
    got = sections("""
messages: toy.help
let: {a: $data.cards.decks.a}
sections:
  - id: s
    intro:
      - each: $a
        as: c
        index: i
        let: {name: "@toy.card.{c.id}"}
        if: {gt: [$c.n, 1]}
        do: {h: card, name: $name, i: $i}
      - {if: {eq: [$mode, expert]}, then: {h: expert}, else: {h: standard}}
      - {if: {in: [red, $a.0.tags]}, then: {h: red}}
      - {if: {and: [true, {not: {or: [false, {ne: [1, 1]}]}}]}, then: {h: logic}}
      - {let: {k: {each: $data.cards.decks}}, h: decks, keys: $k, sorted: {sort: [b, a]},
         once: {unique: [a, b, a]}, part: {slice: [1, 2, 3], from: 1, to: -1}}
      - {each: {values: $data.cards.decks}, as: deck, flat: true, do: {each: $deck, as: c, do: $c.id}}
""")[0].intro
    assert got == [[msg("toy.help.card", name="@toy.card.fox", i=0)], msg("toy.help.standard"), msg("toy.help.red"),
                   msg("toy.help.logic"), msg("toy.help.decks", keys=["a", "b"], sorted=["a", "b"], once=["a", "b"],
                                              part=[2]),
                   ["fox", "owl", "elk"]]


def test_describe_and_calls():
    hooks = types.SimpleNamespace(pair=lambda a, b=0: [a, b], WORDS=("x", "y"))
    got = intro("""
      - {describe: [card, fox], from: 1, drop: [toy.tip.secret]}
      - {call: hooks.pair, args: [1], b: 2}
      - {call: pair, args: [$hooks.WORDS.1]}
      - {call: rules.twice, args: [{len: $hooks.WORDS}]}
    """, hooks=hooks)
    assert got == [[msg("toy.tip.plain")], [1, 2], ["y", 0], 4]


def test_entries_and_sections():
    doc = sections("""
sections:
  - each: [a, b]
    as: deck
    id: "deck.{deck}"
    title: {msg: "toy.deck.{deck}"}
    entries:
      - each: $data.cards.decks.(deck)
        as: c
        let: {d: {describe: [card, $c.id]}}
        if: {ne: [$c.id, owl]}
        id: "card.{c.id}"
        title: $d.0
        effect: {slice: $d, from: 1, to: 2}
        cost: {if: $c.tags, then: "@toy.tag.{c.tags.0}"}
        lines: [{if: $c.tags, then: [{msg: toy.tagged}]}, {msg: toy.copies, n: $c.n}]
  - {if: {eq: [$players, 4]}, id: four, intro: [{msg: toy.four}]}
  - id: by_hook
    entries: [{call: made}]
""", hooks=types.SimpleNamespace(made=lambda: [D.Entry("made", "@toy.made")]))
    assert [s.id for s in doc] == ["deck.a", "deck.b", "by_hook"]
    fox, elk = doc[0].entries[0], doc[1].entries[0]
    assert len(doc[0].entries) == 1 and doc[0].title == msg("toy.deck.a")
    assert (fox.id, fox.title, fox.effect, fox.cost) == ("card.fox", msg("toy.card.fox"), [msg("toy.tip.plain")],
                                                         "@toy.tag.red")
    assert fox.lines == [msg("toy.tagged"), msg("toy.copies", n=2)]
    assert elk.cost is None and elk.lines == [msg("toy.copies", n=3)]
    assert doc[2].entries[0].id == "made"


def test_a_missing_name_is_named_with_its_file_and_line():
    with pytest.raises(D.HelpDataError, match=r"toy/help\.yaml:4: sections/1: .*'nobody'"):
        sections("sections:\n  - id: fine\n    intro: []\n  - id: broken\n    intro: [$nobody.x]\n")
    with pytest.raises(D.HelpDataError, match=r"no item '7'"):
        intro("      - $data.cards.decks.a.7\n")
    with pytest.raises(D.HelpDataError, match="neither a function"):
        intro("      - {call: data.cards}\n")


def test_topics_by_kind_then_the_help_module_then_kind_and_key():
    hooks = types.SimpleNamespace(help_topic=lambda R, kind, key: f"hook.{kind}")
    text = "sections: []\ntopics: {seal: 'seal.{key}', deck: decks}\n"
    assert D.topic(Rules(text, hooks), "seal", 3) == "seal.3"
    assert D.topic(Rules(text), "seal", (1, 2)) == "seal"          # not a name: the kind's default
    assert D.topic(Rules(text, hooks), "deck", "a") == "decks"
    assert D.topic(Rules(text, hooks), "card", "fox") == "hook.card"
    assert D.topic(Rules(text), "card", "fox") == "card.fox"


def test_every_game_writes_its_help_as_data():
    """No game builds its help sections in Python any more: each has a help file, and its help
    module (if any) only gives what the file calls and the tooltips' topics."""
    for spec in load_catalog().ordered():
        assert "help" in spec.data, spec.id
        part = spec.rules()._part("help")
        assert part is None or not hasattr(part, "help_sections"), spec.id


def test_a_help_schema_in_a_games_schema_file_is_refused(tmp_path):
    """The help file's form is the engine's: a game typing it again is told to remove it."""
    import sys
    from pathlib import Path
    from boardgames.engine.catalog import load_catalog
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "data_only"))
    import dq_helpers as H
    root = H.data_root(tmp_path)
    schema = root / H.GAME / "schema.yaml"
    schema.write_text(schema.read_text(encoding="utf-8") + "help: {type: object}\n", encoding="utf-8")
    catalog = load_catalog(root)
    errors = [str(e) for e in catalog.errors.get(H.GAME, [])]
    assert H.GAME not in catalog.games and any("engine's own" in e and "help" in e for e in errors)


@pytest.mark.parametrize("game_id", ["caverna", "la_loire", "urubamba_valley", "via_nebula"])
def test_the_help_explains_every_row_of_the_score_pad_in_its_order(game_id):
    """The score rows the help lists (help.yaml) are the rows the score pad counts: a row added to
    the scoring and not to the help, or in another order, fails here. (Moon River's help groups
    the four regions and the resources into one entry each, so its rows are not listed one by one.)"""
    from boardgames.engine.catalog import load_catalog
    from boardgames.engine.match import Match
    from boardgames.engine.playout import seats_for
    rules = load_catalog().games[game_id].rules()
    lo, _ = rules.player_range()
    sheet = rules.score(Match.new(rules, seats_for(rules, lo), seed=1).state)
    listed = [e.id for s in rules.help_sections(lo, rules.modes()[0]) for e in s.entries
              if e.id.startswith("score.") and e.id != "score.ties"]
    assert listed == [f"score.{key.rsplit('.', 1)[-1]}" for key in sheet.rows]
