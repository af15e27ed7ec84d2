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


def test_a_row_is_checked_by_the_engines_schema_of_it():
    """The rows' form is the mechanic's own (ROW_SCHEMA, `$defs/market_refill` of every game's
    schema): a row needs a source, a reshuffle names its log line, a logged row names its items."""
    from jsonschema import Draft202012Validator

    from boardgames.engine.market_refill import ROW_SCHEMA
    check = Draft202012Validator(ROW_SCHEMA)
    assert not list(check.iter_errors(ROW))
    assert not list(check.iter_errors({"row": "market", "stacks": "stacks"}))
    for bad in ({"row": "market"},                                   # no bag, no stacks
                {"row": "market", "bag": "b", "stacks": "s"},          # both
                {"row": "market", "bag": "b", "reshuffle": "discard"},  # its log line unnamed
                {"row": "market", "bag": "b", "log": "refill"},         # items named by nothing
                {**ROW, "draw": "bottom"}, {**ROW, "colour": "red"}):
        assert list(check.iter_errors(bad)), bad


def test_a_games_refill_rows_are_checked_against_the_engines_schema(tmp_path):
    """A game's schema refers to the engine's (`$ref: "#/$defs/market_refill"`): a row of
    Via Nebula's data without its source is refused, located."""
    import shutil
    from pathlib import Path

    from boardgames.engine.catalog import load_catalog
    data = Path(__file__).resolve().parents[2] / "data"
    root = tmp_path / "data"
    root.mkdir()
    shutil.copytree(data / "app", root / "app")
    shutil.copytree(data / "via_nebula", root / "via_nebula")
    markets = root / "via_nebula" / "markets.yaml"
    markets.write_text(markets.read_text(encoding="utf-8").replace("bag: deck, ", ""), encoding="utf-8")
    catalog = load_catalog(root)
    assert "via_nebula" not in catalog.games
    assert any("markets.yaml" in str(e) and "refill/0" in str(e) for e in catalog.errors["via_nebula"]), \
        catalog.errors["via_nebula"]
