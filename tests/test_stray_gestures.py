"""A gesture is untrusted input: any drag or click on the board, whatever its shape, stands for
an option or for none, and never raises (Rules.meant)."""
import random

import pytest

from boardgames.engine.catalog import load_catalog
from boardgames.engine.gestures import Gesture
from boardgames.engine.match import Match

ODD = [Gesture(None, ("home", 0, (0, 0))), Gesture(None, None), Gesture(("x",), None), Gesture((), ()),
       Gesture(None, ("space", "nowhere")), Gesture(("goods", 0), ("home",)), Gesture("a", "b", 7)]
CATALOG = load_catalog()


@pytest.mark.parametrize("game", sorted(CATALOG.games))
def test_a_gesture_of_any_shape_stands_for_an_option_or_none(game):
    rules = CATALOG.games[game].rules()
    n = max(rules.player_range()[0], 2)
    match = Match.new(rules, [{"name": f"p{i}", "kind": "human"} for i in range(n)], None, {}, 1)
    rng = random.Random(1)
    read = 0
    for _ in range(80):
        choice = match.pending
        if choice is None:
            break
        clicks = [Gesture(None, m.gesture.to) for m in rules.gestures(match.state, choice)[:5]]
        for gesture in ODD + clicks:
            found = rules.meant(match.state, choice, gesture)
            assert found is None or isinstance(found, dict)
            read += 1
        match.choose(rng.choice(choice.options), player=choice.player)
    assert read > 0
