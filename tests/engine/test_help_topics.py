"""engine/help_data.py `topic`: the help entry a tooltip opens, named by the help file's
`topics` (a fixed id, an id with the key written in, or a value worked out from the key)."""
from types import SimpleNamespace

from boardgames.engine.help_data import topic


def toy(topics: dict, hooks=None):
    """A rules object with a help file of these topics and a deck of two cards, and the help
    module `hooks` (none by default)."""
    data = {"help": {"topics": topics}, "cards": {"c1": {"level": 1}, "c2": {"level": 2}}}
    return SimpleNamespace(id="toy", data=data, spec=SimpleNamespace(id="toy", data=data, located={}),
                           cards=data["cards"], _part=lambda name: hooks if name == "help" else None)


def test_a_topic_is_an_id_or_the_key_written_in():
    rules = toy({"market": "market", "space": "space.{key}"})
    assert topic(rules, "market", None) == "market"
    assert topic(rules, "space", "forest") == "space.forest"
    assert topic(rules, "good", "wood") == "good.wood"        # no topic: <kind>.<key>


def test_a_topic_worked_out_from_the_key():
    rules = toy({"card": {"if": {"in": ["$key", "$rules.cards"]},
                          "then": "level.{rules.cards.(key).level}", "else": "cards"}})
    assert topic(rules, "card", "c2") == "level.2"
    assert topic(rules, "card", None) == "cards"                # a hidden card
    assert topic(rules, "card", "c9") == "cards"


def test_a_value_that_gives_none_gives_way_to_the_help_module_then_to_kind_and_key():
    topics = {"card": {"if": {"in": ["$key", "$data.cards"]}, "then": "deck.{key}"},
              "seal": {"if": {"eq": ["$kind", "seal"]}, "then": "seals", "else": "nothing"}}
    hooks = SimpleNamespace(help_topic=lambda R, kind, key: f"hook.{kind}")
    assert topic(toy(topics), "card", "c1") == "deck.c1"
    assert topic(toy(topics), "card", "fox") == "card.fox"
    assert topic(toy(topics, hooks), "card", "fox") == "hook.card"
    assert topic(toy(topics), "seal", 3) == "seals"
