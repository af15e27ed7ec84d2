"""The data's one value language (engine/data_values.py), which the rules help, its tooltips and
option words (engine/help_data.py) and the set-up steps (engine/setup_steps.py) all compile:
its operators on their own, a value compiled once per rules object, what is made anew."""
from __future__ import annotations

import types

import pytest

from boardgames.engine import data_values as V
from boardgames.engine.choice import msg


def value(v, **env):
    return V.compile_value(v)(env)


def test_messages_paths_and_lets():
    env = {"messages": "toy.help", "d": {"a": [{"id": "fox", "n": 2}], 3: "three"}, "k": 3}
    assert value({"h": "card.{d.a.0.id}", "n": "$d.a.0.n", "args": {"more": 1}}, **env) == \
        msg("toy.help.card.fox", n=2, more=1)
    assert value({"h": "plain"}) == msg("plain")                            # no prefix named
    assert value({"msg": "toy.x", "let": {"m": {"mul": ["$k", 2]}}, "n": "$m"}, **env) == msg("toy.x", n=6)
    assert value(["$d.(k)", "$d.3", "$d.a.-1.id", "$d.nothing"], **env) == ["three", "three", "fox", None]
    with pytest.raises(V.HelpDataError, match="no value named 'nobody'"):
        value("$nobody.x")


def test_the_operators_of_the_help_and_of_the_set_up_are_one_table():
    env = {"xs": [3, 1, 2], "m": {"a": 1, "b": 2}}
    assert value({"min": "$xs"}, **env) == 1 and value({"max": "$xs"}, **env) == 3 and value({"neg": 2}) == -2
    assert value({"case": "b", "is": {"a": 1, "b": 2}}) == 2 and value({"keys": "$m"}, **env) == ["a", "b"]
    assert value({"each": "$xs", "as": "x", "let": {"y": {"add": ["$x", 1]}}, "if": {"gt": ["$y", 2]}, "do": "$y"},
                 **env) == [4, 3]
    assert value({"unique": [[1], [1], [2]]}) == [[1], [2]]                  # a tooltip's lines: not hashable
    assert value({"count": ["b", "a", "b"]}) == {"b": 2, "a": 1}
    assert value({"and": [False, {"len": None}]}) is False                  # the first that decides stops them
    assert value({"or": [True, {"len": None}]}) is True


def test_describe_and_calls_read_the_rules_and_the_hooks():
    rules = types.SimpleNamespace(describe=lambda kind, key: [msg(f"{kind}.{key}"), msg("plain"), msg("secret")],
                                  twice=lambda n: 2 * n)
    env = {"rules": rules, "hooks": types.SimpleNamespace(pair=lambda a, b=0: [a, b])}
    assert value({"describe": ["card", "fox"], "from": 1, "drop": ["secret"]}, **env) == [msg("plain")]
    assert value({"call": "pair", "args": [1], "b": 2}, **env) == [1, 2]
    assert value({"call": "rules.twice", "args": [2]}, **env) == 4
    with pytest.raises(V.HelpDataError, match="neither a function"):
        value({"call": "missing"}, **env)


def test_a_value_is_compiled_once_per_rules_object():
    R, v = types.SimpleNamespace(), {"add": [1, 2]}
    code = V.compiled(R, v)
    assert V.compiled(R, v) is code and code({}) == 3
    assert V.compiled(types.SimpleNamespace(), v) is not code


def test_a_value_written_out_shares_nothing_with_the_data():
    data = {"x": [1, 2]}
    made = V.compile_value({"copy": "$d.x", "list": ["$d.x"]})
    assert V.fresh(made) and made({"d": data}) == {"copy": [1, 2], "list": [[1, 2]]}
    assert made({"d": data})["copy"] is not data["x"] and not V.fresh(V.compile_value("$d.x"))
