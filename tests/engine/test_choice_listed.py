"""A choice serves a fork only once nothing of it reads the state it was made on."""
from functools import partial

from boardgames.engine.choice import Choice


def test_a_choice_whose_info_still_waits_is_not_listed_until_its_info_is_read():
    waiting = Choice(0, "act", [{"act": "done"}], {"key": "x"}, info=partial(dict, price=3))
    assert not waiting.listed
    assert waiting.info == {"price": 3}
    assert waiting.listed


def test_a_choice_listed_in_full_with_its_info_is_listed():
    assert Choice(0, "act", [{"act": "done"}], {"key": "x"}, info={"price": 3}).listed
