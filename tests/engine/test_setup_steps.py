"""Set-up written as data (boardgames/engine/setup_steps.py): each kind of step on a state of
its own, the random stream drawn as a hand-written set-up would draw it, and every game's
steps well formed."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from boardgames.engine import setup_steps as S
from boardgames.engine.catalog import load_catalog
from boardgames.engine.rng import Rng, seed_state
from boardgames.engine.rules import Ctx

GAMES = ("caverna", "la_loire", "moon_river", "urubamba_valley", "via_nebula")


class Fake:
    """Just what the steps ask of a rules object: an id, the data, the set-up module."""

    id = "fake"

    def __init__(self, setup: dict, hooks=None, **attrs):
        self.data = {"setup": setup, "cards": ["c", "a", "b", "d", "e"]}
        self.hooks = hooks
        self.__dict__.update(attrs)

    def _part(self, name: str):
        return self.hooks if name == "game_setup" else None


def run(steps: list, n: int = 3, setup: dict | None = None, hooks=None, seed: int = 5, **attrs):
    R = Fake({"steps": steps, **(setup or {})}, hooks, **attrs)
    state = {"mode": "standard", "options": {}, "seats": [{"colour": c} for c in "rgby"[:n]], "rng": seed_state(seed)}
    log: list = []
    S.run(R, Ctx(state, log), state)
    return state, log


def test_set_writes_fields_in_order_as_copies():
    table = {"x": [1, 2]}
    state, _ = run([{"let": {"t": "$cfg.table"}},
                    {"set": {"n": "$n", "copy": "$t", "zero": {"keyed": ["a", "b"], "do": 0}, "gaps": {"repeat": None, "times": 2},
                             "rounds": {"each": {"range": 4, "from": 1}, "if": {"ne": ["$it", 3]}},
                             "copies": {"copies": {"g": 2, "r": 1}}, "left": {"without": [[1, 2, 2, 3], [2, 3]]},
                             "both": {"merge": [{"p": None}, {"q": 1}]}, "three": {"mul": [1, 3]},
                             "zipped": {"pairs": [["6", "7"], ["g", "r"]]}, "grouped": {"group": ["a1", "b1", "a2"], "by": {"slice": "$it", "to": 1}},
                             "counted": {"count": ["b", "a", "b"]}, "cells": {"keyed": ["x", "y", "z"], "do": {
                                 "case": "$it", "is": {"x": {"own": []}, "y": {"from": "$t"}}, "else": "$t.x"}}}}],
                   setup={"table": table})
    assert list(state)[4:] == ["n", "copy", "zero", "gaps", "rounds", "copies", "left", "both", "three", "zipped", "grouped",
                               "counted", "cells"]
    assert state["copy"] == table and state["copy"]["x"] is not table["x"]
    assert state["zero"] == {"a": 0, "b": 0} and state["gaps"] == [None, None] and state["rounds"] == [1, 2, 4]
    assert state["copies"] == ["g", "g", "r"] and state["left"] == [1, 2] and state["both"] == {"p": None, "q": 1}
    assert state["three"] == 3 and state["zipped"] == {"6": "g", "7": "r"}
    assert state["grouped"] == {"['a']": ["a1", "a2"], "['b']": ["b1"]}
    assert list(state["counted"].items()) == [("b", 2), ("a", 1)]
    cells = state["cells"]
    assert cells == {"x": {"own": []}, "y": {"from": table}, "z": [1, 2]}
    assert cells["y"]["from"]["x"] is not table["x"] and cells["z"] is not table["x"]


def test_a_value_written_out_is_made_anew_each_time():
    state, _ = run([{"set": {"cells": {"keyed": ["a", "b"], "do": {"goods": {}, "slots": {"repeat": None, "times": 2}}}}},
                    {"players": {"hand": []}}])
    a, b = state["cells"]["a"], state["cells"]["b"]
    assert a == b and a["goods"] is not b["goods"] and a["slots"] is not b["slots"]
    assert state["players"][0]["hand"] is not state["players"][1]["hand"]


def test_piles_deals_and_draws_use_the_stream_as_a_hand_written_set_up():
    state, _ = run([{"pile": "deck", "of": "$data.cards", "sorted": True, "shuffled": True},
                    {"pile": "order", "local": True, "of": {"range": 6}, "shuffled": True},
                    {"deal": "stacks", "from": "$order", "into": 2},
                    {"deal": "hands", "from": "$order", "into": "$n", "each": 1, "rest": "left"},
                    {"set": {"left": "$left"}},
                    {"draw": "display", "from": "deck", "n": 7, "gaps": True},
                    {"random": "first", "below": "$n"}])
    holder = {"rng": seed_state(5)}
    rng = Rng(holder)
    deck, order = sorted(["c", "a", "b", "d", "e"]), list(range(6))
    rng.shuffle(deck)
    rng.shuffle(order)
    assert state["stacks"] == [order[0::2], order[1::2]]
    assert state["hands"] == [[order[0]], [order[1]], [order[2]]] and state["left"] == order[3:]
    assert state["display"] == [*reversed(deck), None, None] and state["deck"] == []
    assert state["first"] == rng.below(3) and state["rng"] == holder["rng"]


def test_players_from_a_template_by_seat_give_and_hands():
    state, _ = run([{"set": {"supply": {"coin": 4}, "deck": ["a", "b", "c", "d"]}},
                    {"players": {"colour": "$seat.colour", "index": "$p", "twice": "$double", "res": {"coin": 0}},
                     "base": {"board": "$cfg.board"}, "let": {"double": {"add": ["$p", "$p"]}}},
                    {"by_seat": "res.coin", "from": 2, "values": [5, 6, 7]},
                    {"give": {"coin": 3}},
                    {"draw": "hand", "each_player": True, "from": "deck", "n": 2, "ranked": {"a": 3, "b": 2, "c": 1, "d": 0}}],
                   setup={"board": "oak"})
    pl = state["players"]
    assert list(pl[0]) == ["board", "colour", "index", "twice", "res", "hand"]
    assert [p["index"] for p in pl] == [0, 1, 2] and pl[2]["twice"] == 4 and pl[1]["colour"] == "g"
    assert [p["res"]["coin"] for p in pl] == [6 + 3, 7 + 1, 5] and state["supply"]["coin"] == 0
    assert [p["hand"] for p in pl] == [["d", "c"], ["b", "a"], []]


def test_tasks_logs_hooks_and_conditions():
    calls = []

    def scenario(R, ctx, state, env):
        calls.append(env["n"])
        return "drawn"

    hooks = SimpleNamespace(scenario=scenario, double=lambda x: 2 * x)
    state, log = run([{"set": {"tasks": [{"t": "old"}], "two": {"call": "double", "args": [1]}}},
                      {"tasks": [{"t": "first"}, {"t": "second"}]},
                      {"hook": "scenario", "to": "scenario", "if": {"eq": ["$mode", "standard"]}},
                      {"hook": "scenario", "to": "never", "if": {"eq": ["$mode", "other"]}},
                      {"log": "g.log.setup", "player": 1, "args": {"n": "$n", "mode": "@g.mode.{mode}"}}], hooks=hooks)
    assert [t["t"] for t in state["tasks"]] == ["old", "second", "first"] and state["two"] == 2
    assert state["scenario"] == "drawn" and "never" not in state and calls == [3]
    assert log == [{"key": "g.log.setup", "p": 1, "args": {"n": 3, "mode": "@g.mode.standard"}}]


def test_a_malformed_step_is_refused_before_anything_runs():
    assert S.check([{"set": {}}, {"shuffle": "x"}, {"pile": "x", "off": []}]) == [
        "step 2: its first key names a kind of step of " + str(sorted(S.KINDS)) + ", not 'shuffle'",
        "step 3 (pile): no field off"]
    with pytest.raises(S.SetupError, match="step 1"):
        run([{"set": {"x": 1}, "bad": 2}])
    with pytest.raises(S.SetupError, match=r"step 2 \(hook\).*no function 'missing'"):
        run([{"set": {"x": 1}}, {"hook": "missing"}], hooks=SimpleNamespace())


@pytest.mark.parametrize("game", GAMES)
def test_every_game_writes_its_set_up_in_well_formed_steps(game):
    rules = load_catalog().games[game].rules()
    assert S.check(rules.data["setup"]["steps"]) == []
