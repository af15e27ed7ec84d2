"""The goods layout of the goods mechanics (engine/mechanics/table.py `Holdings`): by default a
count that falls to 0 stays in the player's mapping; with `sparse` it leaves it, and a good
absent from it reads 0."""
import pytest

from boardgames.engine.mechanics.table import Holdings


def state():
    return {"supply": {"wood": 3, "ore": 1},
            "players": [{"res": {}, "cards": {}}]}


def test_default_keeps_zero_counts():
    h, s = Holdings(), state()
    h.give(None, s, 0, {"wood": 2})
    h.pay(s, 0, {"wood": 2})
    assert s["players"][0]["res"] == {"wood": 0}
    assert s["supply"] == {"wood": 3, "ore": 1}


def test_sparse_drops_a_good_that_falls_to_zero():
    h, s = Holdings({"wood": "cards", "ore": "cards"}, sparse=True), state()
    h.give(None, s, 0, {"wood": 2, "ore": 0})
    assert s["players"][0]["cards"] == {"wood": 2}            # no entry for a gain of none
    h.pay(s, 0, {"wood": 1})
    assert s["players"][0]["cards"] == {"wood": 1}
    h.pay(s, 0, {"wood": 1, "ore": 0})
    assert s["players"][0]["cards"] == {}
    assert s["supply"] == {"wood": 3, "ore": 1}                 # the goods are conserved
    assert h.amount(s, 0, "wood") == 0 and not h.has(s, 0, {"wood": 1}) and h.has(s, 0, {"wood": 0})


def test_sparse_cannot_pay_what_is_missing():
    h, s = Holdings({"wood": "cards"}, sparse=True), state()
    with pytest.raises(ValueError):
        h.pay(s, 0, {"wood": 1})


def test_sparse_with_an_unlimited_supply():
    h, s = Holdings(unlimited=True, sparse=True), {"players": [{"res": {}}]}
    h.give(None, s, 0, h.available(s, {"coin": 2}, times=2))
    h.pay(s, 0, {"coin": 2}, times=2)
    assert s["players"][0]["res"] == {}
