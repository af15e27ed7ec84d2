"""The data-node registry (boardgames/engine/effects.py): self-validating, self-describing types."""
from __future__ import annotations

import pytest

from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.i18n import Locale

STRINGS = {
    "en": {
        "g.fmt.join": "{a}{sep}{b}", "g.fmt.amount": "{n} {noun}", "g.fmt.free": "free",
        "g.fmt.optional": "you may {text}", "g.fmt.bonus": "{text} and, if you do, take {bonus}",
        "g.fmt.sentence": "{text}.",
        "g.join.then": ", then ", "g.join.and_or": " and/or ", "g.join.either": " or ", "g.join.list": ", ",
        "g.node.then": "{steps}", "g.node.and_or": "{options}", "g.node.either": "either {options}",
        "g.node.gain": "take {goods}", "g.node.dig": "dig a tunnel",
        "g.good.wood.one": "wood", "g.good.wood.other": "wood", "g.good.wood.unit": "",
        "g.good.ruby.one": "ruby", "g.good.ruby.other": "rubies", "g.good.ruby.unit": "",
    },
    "zh-Hant": {
        "g.fmt.join": "{a}{sep}{b}", "g.fmt.amount": "{n} {unit}{noun}", "g.fmt.free": "免費",
        "g.fmt.optional": "可以{text}", "g.fmt.bonus": "{text}，若有放置則拿取{bonus}",
        "g.fmt.sentence": "{text}。",
        "g.join.then": "，然後", "g.join.and_or": "和/或", "g.join.either": "或", "g.join.list": "、",
        "g.node.then": "{steps}", "g.node.and_or": "{options}", "g.node.either": "{options}擇一",
        "g.node.gain": "拿取{goods}", "g.node.dig": "挖一條隧道",
        "g.good.wood.one": "木頭", "g.good.wood.other": "木頭", "g.good.wood.unit": "個",
        "g.good.ruby.one": "寶石", "g.good.ruby.other": "寶石", "g.good.ruby.unit": "個",
    },
}


def make_registry():
    reg = Registry(Text("g"))

    @reg.register
    class Gain(NodeType):
        type = "gain"
        required = ("goods",)

        def validate(self, node, refs):
            bad = [g for g in node.get("goods", {}) if g not in refs.get("goods", ())]
            return [(("goods", g), f"unknown good {g!r}") for g in bad]

        def render(self, node, text, registry):
            return text.t("node.gain", goods=text.goods(node["goods"]))

    @reg.register
    class Dig(NodeType):
        type = "dig"

        def render(self, node, text, registry):
            return text.t("node.dig")

    return reg


def render(message, lang="en"):
    return Locale(STRINGS, lang).render(message)


def test_leaf_and_composites_render_in_both_languages():
    reg = make_registry()
    tree = {"type": "then", "steps": [
        {"type": "gain", "goods": {"wood": 3, "ruby": 1}},
        {"type": "either", "optional": True, "options": [{"type": "dig"}, {"type": "gain", "goods": {"ruby": 2}}]},
    ]}
    assert render(reg.sentence(tree)) == \
        "take 3 wood, 1 ruby, then you may either dig a tunnel or take 2 rubies."
    assert render(reg.sentence(tree), "zh-Hant") == "拿取3 個木頭、1 個寶石，然後可以挖一條隧道或拿取2 個寶石擇一。"


def test_bonus_is_rendered_for_any_node():
    reg = make_registry()
    assert render(reg.render({"type": "dig", "bonus": {"ruby": 1}})) == \
        "dig a tunnel and, if you do, take 1 ruby"


def test_join_of_many_parts_and_of_none():
    text = Text("g")
    assert render(text.join("and_or", ["a", "b", "c", "d"])) == "a and/or b and/or c and/or d"
    assert render(text.join("list", [])) == "free"
    assert render(text.goods({})) == "free"


def test_validation_reports_paths():
    reg = make_registry()
    tree = {"type": "and_or", "options": [
        {"type": "gain", "goods": {"mithril": 1}},
        {"type": "teleport"},
        {"type": "dig", "optional": True},
    ]}
    problems = reg.validate(tree, {"goods": ["wood", "ruby"]})
    assert ((("options", 0, "goods", "mithril"), "unknown good 'mithril'")) in problems
    assert any(p == ("options", 1) and "unknown node type" in m for p, m in problems)
    assert any(p == ("options", 2, "optional") for p, m in problems)
    assert reg.validate({"type": "gain"}) == [(("goods",), "gain needs 'goods'")]
    assert reg.validate({"type": "then", "steps": [{"type": "dig"}], "colour": "red"}) == \
        [(("colour",), "then has no field 'colour' (it has: steps, optional)")]


def test_registering_twice_or_without_a_name_fails():
    reg = make_registry()

    class Again(NodeType):
        type = "dig"

        def render(self, node, text, registry):
            return ""

    class Nameless(Again):
        type = ""

    with pytest.raises(ValueError):
        reg.add(Again())
    with pytest.raises(ValueError):
        reg.add(Nameless())
    with pytest.raises(TypeError):
        NodeType()  # a node type must be able to render its rule text
    assert "dig" in reg and "teleport" not in reg
