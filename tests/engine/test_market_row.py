"""engine/market_row.py: a row of slots refilled from a supply."""
from boardgames.engine.market_row import SKIP, clear_lowest, first_stack, refill, take


def test_a_sliding_row_keeps_its_items_first_and_fills_the_gaps_in_order():
    supply = ["d", "e", "f"]
    assert refill(["a", None, "b", None], lambda: supply.pop(0)) == ["a", "b", "d", "e"]
    assert supply == ["f"]


def test_gaps_filled_where_they_are_and_a_skip_draws_again():
    supply = ["x", SKIP, "y"]
    assert refill([None, "a", None], lambda: supply.pop(0), slide=False) == ["x", "a", "y"]


def test_an_empty_supply_leaves_the_rest_empty():
    supply = ["x"]
    assert refill([None, None], lambda: supply.pop(0) if supply else None) == ["x", None]


def test_first_stack_takes_from_the_first_that_is_not_empty():
    stacks = [[], [1, 2], [3]]
    assert first_stack(stacks, list.pop) == 2 and stacks == [[], [1], [3]]
    assert first_stack([[], []], list.pop) is None


def test_a_slot_taken_or_the_lowest_cleared_are_left_empty():
    row = ["a", None, "b", "c"]
    assert take(row, 2) == "b" and row == ["a", None, None, "c"]
    assert clear_lowest(row, 2) == ["a"] and row == [None, None, None, "c"]
    assert clear_lowest(row, 9) == ["c"] and row == [None] * 4
