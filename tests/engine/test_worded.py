"""A kind's sentence worded from its fields (boardgames/engine/worded.py): the key made from its
type, variant and cues, and each field worded as the kind's `words` say."""
from __future__ import annotations

from boardgames.engine.effects import Registry, Text
from boardgames.engine.fields import Field, array, integer, ref
from boardgames.engine.i18n import Locale
from boardgames.engine.worded import Worded

STRINGS = {"en": {
    "g.fmt.join": "{a}{sep}{b}", "g.fmt.amount": "{n} {noun}", "g.fmt.free": "free",
    "g.join.or": " or ", "g.join.and": " and ", "g.join.list": ", ",
    "g.good.wood.one": "wood", "g.good.wood.other": "wood", "g.good.wood.unit": "",
    "g.good.ruby.one": "ruby", "g.good.ruby.other": "rubies", "g.good.ruby.unit": "",
    "g.tile.field": "field", "g.tile.meadow": "meadow", "g.when.dawn": "At dawn",
    "g.rule.trade": "{when}: pay {pay} for {gain}.",
    "g.rule.trade_per": "{when}: pay {pay} for {gain} per {what}.",
    "g.rule.lay.one": "Lay a {tiles}.",
    "g.rule.lay.two": "Lay two tiles ({tiles}), at most {most}.",
}}


class Rule(Worded):
    section = "rule"


def registry():
    reg = Registry(Text("g"), builtin_flow=False)

    @reg.register
    class Trade(Rule):
        type = "trade"
        fields = {"pay": Field(ref("goods")), "gain": Field(ref("goods")), "when": Field({"enum": ["dawn"]}),
                  "per": Field({"enum": ["ruby"]}, optional=True)}
        cues = ("per",)
        words = {"pay": "goods", "gain": "goods", "when": "ref when", "per": "noun"}

    @reg.register
    class Lay(Rule):
        type = "lay"
        fields = {"size": Field({"enum": ["one", "two"]}), "tiles": Field(array(ref("tile"))),
                  "most": Field(integer(1), optional=True)}
        variant = "size"
        words = {"tiles": "names tile and", "most": "amount ruby"}

    return reg


def say(node) -> str:
    return Locale(STRINGS).render(registry().render(node))


def test_fields_are_worded_as_the_kind_says():
    assert say({"type": "trade", "pay": {"wood": 2}, "gain": {}, "when": "dawn"}) == \
        "At dawn: pay 2 wood for free."
    assert say({"type": "trade", "pay": {"ruby": 1, "wood": 1}, "gain": {"wood": 3}, "when": "dawn",
                "per": "ruby"}) == "At dawn: pay 1 ruby, 1 wood for 3 wood per ruby."


def test_the_variant_picks_the_sentence_and_names_are_joined():
    assert say({"type": "lay", "size": "one", "tiles": ["field"]}) == "Lay a field."
    assert say({"type": "lay", "size": "two", "tiles": ["field", "meadow"], "most": 2}) == \
        "Lay two tiles (field and meadow), at most 2 rubies."
