"""engine/data_checks.py: a game's cross-checks written as data (checks.yaml), each kind run
on a crafted bad data file and reported at the file and line of the value it is about; a
check written wrong is itself located in checks.yaml, never an exception."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from boardgames.engine import data_checks
from boardgames.engine.yamlio import DataError, load_text

BOX = """\
tokens_total: 5
tokens:
  - {id: wood, count: 2}
  - {id: stone, count: 2}
contracts: [a, b, c]
spaces:
  - {q: 0, r: 0}
  - {q: 1, r: 0}
  - {q: 0, r: 0}
"""
SETUP = """\
display: 4
removed: 3
each: 2
slots: {check: 2, new: 2}
roads:
  - {from: nantes, to: orleans}
  - {from: nantes, to: nantes}
by_players:
  2: {stack: 1, seeds: [x]}
  3: {stack: 2, seeds: [x, y]}
"""


class Rules:
    """What data_checks reads of a rules object: the located files, the manifest, the range of
    player counts and the modes."""

    def __init__(self, checks: str, box: str = BOX, setup: str = SETUP, players=(2, 3)):
        files = {"box": load_text(box, "box.yaml"), "setup": load_text(setup, "setup.yaml")}
        if checks is not None:
            files["checks"] = load_text(checks, "checks.yaml")
        self.spec = SimpleNamespace(located=files, manifest={"colours": [{"id": "red"}, {"id": "blue"}]})
        self.players = players

    def player_range(self):
        return self.players

    def modes(self):
        return ["standard"]


def errors(checks: str, **kw) -> list[str]:
    return [str(e) for e in data_checks.check(Rules(checks, **kw))]


def test_no_checks_file_no_errors():
    assert data_checks.check(Rules(None)) == []


# --- each kind, on a crafted bad data file --------------------------------------------------
@pytest.mark.parametrize("check, expected", [
    # the counts in a list add up to a total: blamed on the total, its own file
    ('equal: "box:tokens_total"\n    to: "box:tokens.*.count"\n    says: "token counts add up to {other}, not {value}"',
     "box.yaml:1: tokens_total: token counts add up to 4, not 5"),
    # a list has exactly so many entries (a number written in the check)
    ('equal: "box:contracts"\n    to: 4\n    says: "{value} contracts, not {other}"',
     "box.yaml:5: contracts: 3 contracts, not 4"),
    # a value of one file at most the entries of another: the other place named
    ('at_most: "setup:display"\n    than: "box:contracts"\n    says: "{value} display spaces, but only {other} contracts"',
     "setup.yaml:1: display: 4 display spaces, but only 3 contracts (box.yaml:5)"),
    ('below: "setup:removed"\n    than: "box:contracts"\n    says: "{value} removed of the {other} there are"',
     "setup.yaml:2: removed: 3 removed of the 3 there are (box.yaml:5)"),
    ('at_least: "box:contracts"\n    than: "setup:display"\n    says: "{value} contracts for {other} spaces"',
     "box.yaml:5: contracts: 3 contracts for 4 spaces (setup.yaml:1)"),
    # several values, each checked
    ('below: ["setup:slots.check", "setup:slots.new"]\n    than: 2\n    says: "slot {value} is off the row"',
     ["setup.yaml:4: slots/check: slot 2 is off the row", "setup.yaml:4: slots/new: slot 2 is off the row"]),
    # values that must differ, paired item by item along their wildcards
    ('differ: ["setup:roads.*.from", "setup:roads.*.to"]\n    says: "a road runs from one city to the other"',
     "setup.yaml:7: roads/1/to: a road runs from one city to the other"),
    ('differ: ["setup:slots.check", "setup:slots.new"]\n    says: "the two slots must differ"',
     "setup.yaml:4: slots/new: the two slots must differ"),
    # enough for the largest player count, each taking so many: blamed on what asks
    ('enough: "box:contracts"\n    each: "setup:each"\n    says: "{players} players need {need} contracts, but there are {have}"',
     "setup.yaml:3: each: 3 players need 6 contracts, but there are 3 (box.yaml:5)"),
    # enough for every player count, a path naming the count
    ('enough: "box:tokens_total"\n    each: [2, "setup:by_players.{n}.stack"]\n    players: every\n'
     '    says: "{players} players need more tokens than the {have} in the box"',
     "setup.yaml:10: by_players/3/stack: 3 players need more tokens than the 5 in the box (box.yaml:1)"),
    ('enough: "box:contracts"\n    plus: "setup:by_players.{n}.seeds"\n    players: every\n'
     '    says: "{players} players leave only {spare} contracts unused"',
     "setup.yaml:10: by_players/3/seeds: 3 players leave only 0 contracts unused (box.yaml:5)"),
    # items listed twice, by a key of several fields
    ('unique: "box:spaces"\n    key: [q, r]\n    says: "hex ({q}, {r}) listed twice"',
     "box.yaml:9: spaces/2: hex (0, 0) listed twice"),
    ('unique: "box:tokens"\n    key: id\n    says: "{id} twice"', None),
])
def test_each_kind_blames_the_value_it_is_about(check, expected):
    found = errors(f"checks:\n  - {check}\n")
    assert found == (expected if isinstance(expected, list) else [expected] if expected else []), found


def test_a_check_that_holds_says_nothing():
    ok = ('checks:\n  - {at_most: "setup:removed", than: "box:spaces", says: "x"}\n'
          '  - {enough: "box:tokens_total", each: "setup:each", says: "x"}\n')
    assert errors(ok, players=(2, 2)) == []


def test_ids_references_and_covers_are_read_from_the_file():
    checks = """\
ids:
  token: ["box:tokens.*.id"]
given:
  token: [clay]
references:
  "setup:roads.*.from": city
  "setup:roads.*.to": city
covers:
  "setup:by_players": player count
"""
    found = errors(checks + "  \n", players=(2, 4))
    assert "checks.yaml:6: references/setup:roads.*.from: 'city' is no kind of id (ids, given, or the game's)" in found
    found = errors(checks.replace("city", "token"), players=(2, 4))
    assert found == ["setup.yaml:6: roads/0/from: 'nantes' is not a token of the data",
                     "setup.yaml:7: roads/1/from: 'nantes' is not a token of the data",
                     "setup.yaml:6: roads/0/to: 'orleans' is not a token of the data",
                     "setup.yaml:7: roads/1/to: 'nantes' is not a token of the data",
                     "setup.yaml:8: by_players: no entry for player count 4"], found


def test_the_game_gives_ids_no_file_lists():
    checks = 'references:\n  "setup:roads.*.to": city\n'
    found = [str(e) for e in data_checks.check(Rules(checks), given={"city": ["orleans"]})]
    assert found == ["setup.yaml:7: roads/1/to: 'nantes' is not a city of the data"]


# --- a check written wrong: located in checks.yaml ---------------------------------------------
@pytest.mark.parametrize("check, expected", [
    ("{count: 'box:tokens'}", "checks.yaml:2: checks/0: a check is a mapping naming one kind of "
                              "equal, at_most, below, at_least, differ, enough, unique"),
    ("plain words", "checks.yaml:2: checks/0: a check is a mapping naming one kind of "
                    "equal, at_most, below, at_least, differ, enough, unique"),
    ("{equal: 'box:contracts', says: x}", "checks.yaml:2: checks/0/to: equal needs 'to'"),
    ("{equal: 'box:contracts', to: 3, says: x, of: y}",
     "checks.yaml:2: checks/0/of: equal has no parameter 'of' (it takes equal, to, says)"),
    ("{equal: 'box:contracts', to: [1], says: x}", "checks.yaml:2: checks/0/to: to must be a number or a path"),
    ("{enough: 'box:contracts', players: all, says: x}", "checks.yaml:2: checks/0/players: players must be one of most, every"),
    ("{equal: 'box:contracts', to: 3, says: '{value} of {count}'}",
     "checks.yaml:2: checks/0/says: says names {count}: equal gives value, other"),
    ("{equal: 'box:contracts', to: 3, says: '{value'}",
     "checks.yaml:2: checks/0/says: says cannot be read: expected '}' before end of string"),
    ("{equal: 'deck:cards', to: 3, says: x}",
     "checks.yaml:2: checks/0/equal: 'deck:cards': no data file 'deck' among the game's files"),
    ("{equal: 'contracts', to: 3, says: x}", "checks.yaml:2: checks/0/equal: 'contracts' is no path (file:key.key...)"),
    ("{equal: 'box:contract', to: 3, says: x}", "checks.yaml:2: checks/0/equal: 'box:contract' names nothing in the data"),
    ("{equal: 'box:tokens.0', to: 3, says: x}", "checks.yaml:2: checks/0/equal: 'box:tokens.0' names nothing in the data"),
    ("{equal: 'box:tokens.*.id', to: 3, says: x}",
     "checks.yaml:2: checks/0/equal: 'box:tokens.*.id' names 'wood' (box.yaml:3): not a number, a list or a mapping"),
    ("{unique: 'box:tokens_total', key: id, says: x}", "checks.yaml:2: checks/0/unique: 'box:tokens_total' names ints, not lists"),
    ("{unique: 'box:spaces', key: q, says: '{id} twice'}",
     "checks.yaml:2: checks/0/says: says names what the item has not (KeyError: 'id')"),
])
def test_a_check_written_wrong_is_located_in_the_checks_file(check, expected):
    assert errors(f"checks:\n  - {check}\n") == [expected]


@pytest.mark.parametrize("checks, expected", [
    ("- a list\n", "checks.yaml:1: a checks file is a mapping of ids, references, covers, given, checks"),
    ("lints: []\n", "checks.yaml:1: lints: no part 'lints' (a checks file has ids, references, covers, given, checks)"),
    ("ids: [token]\n", "checks.yaml:1: ids: ids is a mapping"),
    ("ids: {token: 'box:tokens.*.id'}\n", "checks.yaml:1: ids/token: the paths of 'token' are a list"),
    ("ids: {token: ['deck:x']}\n", "checks.yaml:1: ids/token/0: 'deck:x': no data file 'deck' among the game's files"),
    ("covers: {'setup:by_players': seat}\n",
     "checks.yaml:1: covers/setup:by_players: 'seat' is no kind of id (ids, given, or the game's)"),
    ("given: {money: coin}\n", "checks.yaml:1: given/money: the ids given for 'money' are a list of names and numbers"),
])
def test_a_checks_file_of_the_wrong_form_is_located(checks, expected):
    assert errors(checks) == [expected]


ODD = ["null", "1", "x", "[]", "{}", "[[1]]", "{a: [1]}", "'box:'", "'box:tokens.*'", "'setup:by_players.{n}'", "[1, x]"]


@pytest.mark.parametrize("odd", ODD)
def test_odd_values_anywhere_give_located_errors_never_an_exception(odd):
    """Every part of the file and every parameter of every kind, given a value of another form."""
    parts = [f"ids: {odd}", f"ids: {{token: {odd}}}", f"references: {odd}", f"references: {{'setup:display': {odd}}}",
             f"covers: {{{odd}: player count}}", f"covers: {{'setup:by_players': {odd}}}",
             f"given: {{token: {odd}}}", f"checks: {odd}", f"checks: [{odd}]"]
    for kind, params in (("equal", ("equal", "to", "says")), ("at_most", ("at_most", "than", "says")),
                         ("differ", ("differ", "says")), ("unique", ("unique", "key", "says")),
                         ("enough", ("enough", "each", "plus", "players", "says"))):
        good = {"equal": "'box:contracts'", "at_most": "'box:contracts'", "to": "3", "than": "3", "says": "x",
                "differ": "['setup:slots.check', 'setup:slots.new']", "unique": "'box:spaces'", "key": "q",
                "enough": "'box:contracts'", "each": "1", "plus": "0", "players": "every"}
        for odd_param in params:
            entry = ", ".join(f"{p}: {odd if p == odd_param else good[p]}" for p in params)
            parts.append(f"checks: [{{{entry}}}]")
    for text in parts:
        try:
            rules = Rules(text + "\n")
        except DataError:           # the loader's to refuse (a key that is a list...), before any check
            continue
        for e in data_checks.check(rules):
            assert e.file in ("checks.yaml", "box.yaml", "setup.yaml") and e.message, (text, str(e))
