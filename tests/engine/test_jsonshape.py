"""The compiled save-shape checker says what `jsonschema` says, on thousands of edited saves."""
from __future__ import annotations

import copy
import random

import pytest
from jsonschema import Draft202012Validator

from boardgames.engine import jsonshape, saves

VALUES = [None, 0, 1, -1, 2.5, 3.0, True, False, "", "x", "tally", [], [1], {}, {"key": "a"},
          {"p": 0, "o": {}}, "0" * 64, "!!python/object"]


def _paths(node, at=()):
    """Every place in the document, down to a few levels."""
    yield at
    if len(at) >= 4:
        return
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, at + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:3]):
            yield from _paths(v, at + (i,))


def _edit(doc: dict, rnd: random.Random) -> dict:
    doc = copy.deepcopy(doc)
    for _ in range(rnd.choice((1, 1, 2))):
        path = rnd.choice([p for p in _paths(doc) if p])
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        last = path[-1]
        how = rnd.random()
        if how < 0.5:
            parent[last] = copy.deepcopy(rnd.choice(VALUES))
        elif how < 0.7 and isinstance(parent, dict):
            del parent[last]
        elif isinstance(parent, dict):
            parent[rnd.choice(["extra", "o", "p", "key", "args", "to"])] = copy.deepcopy(rnd.choice(VALUES))
        else:
            parent.append(copy.deepcopy(rnd.choice(VALUES)))
    return doc


@pytest.fixture
def documents(tally_catalog):
    from test_saves import new_match
    match = new_match(tally_catalog, steps=6)
    plain = saves.plain(saves.document(match, "named", "x"))
    based = copy.deepcopy(plain)
    based["base"] = {"state": copy.deepcopy(plain["state"]), "actions": 2, "log": 2}
    based["checksum"] = "a" * 64
    return [plain, based]


def test_the_checker_agrees_with_jsonschema_on_edited_saves(documents):
    oracle = Draft202012Validator(saves.SCHEMA)
    check = jsonshape.compile_schema(saves.SCHEMA)
    rnd = random.Random(11)
    verdicts = set()
    for i in range(3000):
        doc = _edit(documents[i % 2], rnd)
        expected = oracle.is_valid(doc)
        fault = check(doc, ())
        assert (fault is None) == expected, (doc, fault, [e.message for e in oracle.iter_errors(doc)][:3])
        if fault is not None:       # the fault it names is one jsonschema also finds
            paths = {tuple(e.absolute_path) for e in oracle.iter_errors(doc)}
            assert any(fault[:len(p)] == p or p[:len(fault)] == fault for p in paths), (fault, paths)
        verdicts.add(expected)
    assert verdicts == {True, False}
    for doc in documents:
        assert check(doc, ()) is None


@pytest.mark.parametrize("schema, good, bad", [
    ({"type": "integer"}, [1, 2.0, -5], [True, 1.5, "1", None]),
    ({"const": 3}, [3, 3.0], [True, "3", 4]),
    ({"enum": ["a", 1]}, ["a", 1, 1.0], [True, "b"]),
    ({"minimum": 0}, [0, 1.5, "x", True], [-1, -0.5]),
    ({"maxLength": 2, "pattern": "^a"}, ["a", "ab", 5], ["abc", "b"]),
    ({"items": {"type": "object", "required": ["p"], "additionalProperties": False,
                "properties": {"p": {"type": "integer"}}}}, [[], [{"p": 1}], "not a list"],
     [[{"p": 1, "q": 2}], [{}], [{"p": "1"}]]),
])
def test_each_keyword_as_jsonschema_reads_it(schema, good, bad):
    check = jsonshape.compile_schema(schema)
    oracle = Draft202012Validator(schema)
    for value in good:
        assert check(value, ()) is None and oracle.is_valid(value), value
    for value in bad:
        assert check(value, ()) is not None and not oracle.is_valid(value), value


def test_a_keyword_it_does_not_know_is_refused_when_compiled():
    with pytest.raises(ValueError, match="oneOf"):
        jsonshape.compile_schema({"type": "object", "properties": {"a": {"oneOf": [{}]}}})
    with pytest.raises(ValueError):
        jsonshape.compile_schema({"additionalProperties": {"type": "string"}})
