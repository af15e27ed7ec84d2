"""A node kind declares its fields once, in its class (boardgames/engine/fields.py): the registry
refuses what the declaration does not allow, and the JSON Schema of its nodes is made from it."""
from __future__ import annotations

import pytest
from jsonschema import Draft202012Validator

from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.fields import SELF, Field, array, integer, ref

DEFS = {"goods": {"type": "object", "minProperties": 1, "additionalProperties": {"type": "integer"}}}


def make_registry():
    reg = Registry(Text("g"), schema="node")

    @reg.register
    class Gain(NodeType):
        type = "gain"
        fields = {"goods": Field(ref("goods")), "times": Field(integer(1, 3), optional=True, default=1)}

        def render(self, node, text, registry):
            return text.t("node.gain")

    @reg.register
    class Repeat(NodeType):
        type = "repeat"
        fields = {"body": Field(SELF), "bodies": Field(array(SELF), optional=True)}
        constraints = {"not": {"required": ["body", "bodies"]}}

        def render(self, node, text, registry):
            return text.t("node.repeat")

    @reg.register
    class Old(NodeType):                       # declared the older way: only its required names
        type = "old"
        required = ("n",)

        def render(self, node, text, registry):
            return text.t("node.old")

    return reg


def checker(reg):
    return Draft202012Validator({"$defs": {**DEFS, **reg.schema_defs()}, "$ref": "#/$defs/node"})


def messages(reg, node):
    return sorted(e.message for e in checker(reg).iter_errors(node))


def test_required_names_come_from_the_declaration():
    reg = make_registry()
    assert reg.types["gain"].required == ("goods",)
    assert reg.types["then"].required == ("steps",)
    assert reg.types["old"].required == ("n",)


def test_the_registry_refuses_an_unknown_field_and_a_missing_one():
    reg = make_registry()
    assert reg.validate({"type": "gain", "goods": {"wood": 1}, "colour": "red"}) == \
        [(("colour",), "gain has no field 'colour' (it has: goods, times, optional)")]
    assert reg.validate({"type": "gain"}) == [(("goods",), "gain needs 'goods'")]
    # a kind declared only by `required` keeps its other fields unchecked (backward compatible)
    assert reg.validate({"type": "old", "n": 1, "anything": 2}) == []


def test_the_schema_made_from_the_declarations_checks_types_and_unknown_fields():
    reg = make_registry()
    assert messages(reg, {"type": "gain", "goods": {"wood": 1}, "times": 2}) == []
    assert messages(reg, {"type": "gain", "goods": {"wood": 1}, "colour": "red"}) == \
        ["Additional properties are not allowed ('colour' was unexpected)"]
    assert messages(reg, {"type": "gain", "goods": {"wood": 1}, "times": "two"}) == ["'two' is not of type 'integer'"]
    assert messages(reg, {"type": "gain", "goods": {"wood": 1}, "times": 4}) == ["4 is greater than the maximum of 3"]
    assert messages(reg, {"type": "gain"}) == ["'goods' is a required property"]
    assert messages(reg, {"type": "teleport"}) != []
    # a then needs two steps (its declaration says it: no hand check in validate)
    assert messages(reg, {"type": "then", "steps": [{"type": "old", "n": 1}]}) == \
        ["[{'type': 'old', 'n': 1}] is too short"]
    # SELF is a node of the same registry, checked all the way down
    assert messages(reg, {"type": "repeat", "body": {"type": "gain", "goods": {}}}) == \
        ["{} should be non-empty"]
    assert messages(reg, {"type": "repeat", "body": {"type": "old", "n": 1},
                          "bodies": [{"type": "old", "n": 2}]})             # the constraint: not both
    assert messages(reg, {"type": "old"}) == ["'n' is a required property"]
    assert messages(reg, {"type": "old", "n": 1, "anything": 2}) == []


def test_defaults_are_read_not_written():
    reg = make_registry()
    gain = reg.types["gain"]
    node = {"type": "gain", "goods": {"wood": 1}}
    assert gain.field(node, "times") == 1 and gain.field({**node, "times": 3}, "times") == 3
    assert node == {"type": "gain", "goods": {"wood": 1}}
    assert reg.schema_defs()["node.gain"]["properties"]["times"]["default"] == 1


def test_a_registry_without_a_schema_name_makes_no_definitions():
    assert Registry(Text("g"), builtin_flow=False).schema_defs() == {}


def test_a_kind_cannot_declare_both_fields_and_required():
    with pytest.raises(TypeError):
        class Both(NodeType):
            type = "both"
            fields = {"a": Field(integer())}
            required = ("a",)

            def render(self, node, text, registry):
                return ""
