"""engine/help_data.py `topic`: the help entry a tooltip opens, named by the help file's
`topics` (a fixed id, an id with the key written in, or a value worked out from the key)."""
from types import SimpleNamespace

from boardgames.engine.help_data import topic


def toy(topics: dict):
    """A rules object with a help file of these topics and a deck of two cards, no help module."""
    data = {"help": {"topics": topics}, "cards": {"c1": {"level": 1}, "c2": {"level": 2}}}
    return SimpleNamespace(id="toy", data=data, spec=SimpleNamespace(id="toy", data=data, located={}),
                           cards=data["cards"], _part=lambda name: None)


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
