"""engine/market_refill.py: a pile's top card turned up into a row's gap where it is, each card
logged on a line of its own and named by the rules."""
from __future__ import annotations

from boardgames.engine.market_refill import Refill

ROW = {"row": "display", "bag": "deck", "draw": "top", "slide": False, "log": "refill", "item": "card",
       "name": "card_label"}


class Toy:
    id = "toy"
    data = {"markets": {"refill": [ROW]}}

    @staticmethod
    def card_label(item):
        return {"key": "toy.card", "args": {"id": item}}


class Ctx:
    def __init__(self):
        self.lines = []

    def log(self, key, *who, **args):
        self.lines.append((key, args))

    @property
    def rng(self):
        raise AssertionError("a draw from the top uses no random number")


def test_the_top_card_fills_the_gap_where_it_is():
    state = {"display": ["a", None, "c", None], "deck": ["x", "y", "z"]}
    ctx = Ctx()
    refill = Refill()
    assert refill.needed(Toy, state)
    refill.reveal(Toy, ctx, state, {"t": "refill"})
    assert state["display"] == ["a", "z", "c", "y"] and state["deck"] == ["x"]
    assert ctx.lines == [("toy.log.refill", {"card": Toy.card_label("z")}),
                         ("toy.log.refill", {"card": Toy.card_label("y")})]


def test_an_empty_pile_leaves_the_gap():
    state = {"display": ["a", None], "deck": []}
    assert not Refill().needed(Toy, state)
    Refill().reveal(Toy, Ctx(), state, {"t": "refill"})
    assert state["display"] == ["a", None]
