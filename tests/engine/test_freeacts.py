"""Free actions (boardgames/engine/freeacts.py): options of every decision of the deciding player.

How the kernel offers and carries them out is tested in test_tasks.py."""
from __future__ import annotations

from boardgames.engine.choice import Choice, msg
from boardgames.engine.freeacts import attach, free_options, is_free, real_options


def test_attach_and_split():
    c = Choice(0, "k", [{"a": 1}], msg("x"))
    both = attach(c, [{"act": "convert"}, {"a": 1}])
    assert both.options == [{"a": 1}, {"act": "convert"}]
    assert real_options(both) == [{"a": 1}] and free_options(both) == [{"act": "convert"}]
    assert is_free(both, {"act": "convert"}) and not is_free(both, {"a": 1})
    assert attach(c, []) is c and real_options(c) == c.options and free_options(c) == []
