"""The catalog applies a data file's templates before its schema, keeps the expanded data in its
cache, and adds the node definitions a game's node kinds declare to its schemas; every refusal
is located `file:line`. Shown on the Tally fixture game (tests/fixtures/tally)."""
from __future__ import annotations

import sys

import pytest

from boardgames.engine import catalog as C
from boardgames.engine.catalog import load_catalog
from boardgames.engine.effects import NodeType, Registry, Text
from boardgames.engine.fields import Field, integer

DECK = """\
# Tally's deck with its numbers in a template.
templates:
  numbers:
    params: [take]
    max_take: $take
    short_deck: 8
cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
inherits: numbers
take: 3
"""


@pytest.fixture
def deck(tally_root):
    return tally_root / "tally" / "deck.yaml"


def errors(root) -> list[str]:
    return [str(e) for e in load_catalog(root).errors.get("tally", [])]


def test_a_data_file_loads_with_its_templates_applied(tally_root, deck):
    deck.write_text(DECK)
    spec = load_catalog(tally_root).games["tally"]
    assert spec.data["deck"] == {"cards": list(range(1, 11)), "max_take": 3, "short_deck": 8}
    assert spec.located["deck"].line_of(("max_take",)) == 9          # where its argument is written
    assert spec.located["deck"].line_of(("short_deck",)) == 8        # the use of the template


def test_the_cache_keeps_the_expanded_data_and_finds_its_lines(tally_root, deck, tmp_path, monkeypatch):
    deck.write_text(DECK)
    cache = tmp_path / "validated.json"
    first = load_catalog(tally_root, cache=cache).games["tally"]
    read = []
    real = C.load_file
    monkeypatch.setattr(C, "load_file", lambda path, display=None: read.append(path) or real(path, display))
    second = load_catalog(tally_root, cache=cache).games["tally"]
    assert not [p for p in read if "tally" in str(p)] and second.data == first.data
    assert str(second.located["deck"].error("x", ("short_deck",))) == \
        str(first.located["deck"].error("x", ("short_deck",))) == \
        "data/tally/deck.yaml:8: short_deck: x (template 'numbers', line 6)"


def test_a_schema_error_in_a_templates_value_names_the_use_and_the_template(tally_root, deck):
    deck.write_text(DECK.replace("short_deck: 8", "short_deck: eight"))
    assert errors(tally_root) == ["data/tally/deck.yaml:8: short_deck: 'eight' is not of type 'integer' "
                                  "(template 'numbers', line 6)"]
    deck.write_text(DECK.replace("take: 3", "take: 0"))         # an argument is located where it is written
    assert errors(tally_root) == ["data/tally/deck.yaml:9: max_take: 0 is less than the minimum of 1"]


def test_a_template_error_refuses_the_game(tally_root, deck):
    deck.write_text(DECK.replace("inherits: numbers", "inherits: number"))
    assert errors(tally_root) == [
        "data/tally/deck.yaml:8: inherits: unknown template 'number' (templates: numbers)",
        "data/tally/deck.yaml:3: templates/numbers: template 'numbers' is never inherited"]


# --- node definitions made from the node kinds' field declarations --------------------------------
def bonus_registry() -> Registry:
    reg = Registry(Text("tally"), builtin_flow=False, schema="node")

    @reg.register
    class Draw(NodeType):
        type = "draw"
        fields = {"cards": Field(integer(1, 3))}

        def render(self, node, text, registry):
            return text.t("node.draw")

    return reg


@pytest.fixture
def with_nodes(tally_root, monkeypatch):
    """Tally's deck may hold a `bonus` node; its rules name a registry with the `draw` kind."""
    monkeypatch.setattr(sys.modules["boardgames.games.tally"].RULES, "node_kinds", (bonus_registry(),), raising=False)
    schema = tally_root / "tally" / "schema.yaml"
    schema.write_text(schema.read_text().replace("    short_deck: {type: integer, minimum: 1}\n",
                                                 "    short_deck: {type: integer, minimum: 1}\n"
                                                 "    bonus: {$ref: \"#/$defs/node\"}\n"))
    return tally_root


@pytest.mark.parametrize("node, message", [
    ("{type: draw, cards: 2}", None),
    ("{type: draw, cards: two}", "data/tally/deck.yaml:6: bonus/cards: 'two' is not of type 'integer'"),
    ("{type: draw, cards: 2, colour: red}",
     "data/tally/deck.yaml:6: bonus: Additional properties are not allowed ('colour' was unexpected)"),
    ("{type: draw}", "data/tally/deck.yaml:6: bonus: 'cards' is a required property"),
    ("{type: teleport}", "data/tally/deck.yaml:6: bonus/type: 'teleport' is not one of ['draw']"),
])
def test_a_node_is_checked_by_its_kinds_declaration(with_nodes, deck, node, message):
    deck.write_text(deck.read_text() + f"bonus: {node}\n")
    assert errors(with_nodes) == ([message] if message else [])


def test_schema_yaml_may_not_type_a_node_the_kinds_declare(with_nodes):
    schema = with_nodes / "tally" / "schema.yaml"
    schema.write_text(schema.read_text().replace("deck:\n", "deck:\n  $defs: {node: {type: object}}\n", 1))
    assert errors(with_nodes) == [
        "data/tally/schema.yaml:2: deck/$defs/node: $defs/node is made from the node kinds' field "
        "declarations (their classes' `fields`); schema.yaml must not define it"]
