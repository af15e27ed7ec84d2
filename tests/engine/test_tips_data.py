"""engine/tips_data.py: tooltip lines declared in the help file's `tips` table."""
from types import SimpleNamespace

import pytest

from boardgames.engine.choice import msg
from boardgames.engine.help_data import HelpDataError
from boardgames.engine.tips_data import Tips

HELP = {"sections": [], "tips": {
    "space": [{"h": "space.{key}"}, {"h": "tip.storage", "n": "$data.setup.storage"}],
    "board": {"let": {"b": "$data.boards.(key)"}, "lines": [{"h": "tip.bridges", "n": {"len": "$b.bridges"}}]},
    "broken": [{"h": "tip.x", "n": "$nowhere.at_all"}]}}
DATA = {"setup": {"storage": 3}, "boards": {"camp": {"bridges": [0, 2]}}, "help": HELP}


def rules():
    spec = SimpleNamespace(data=DATA, located={})
    return SimpleNamespace(id="g", spec=spec, data=DATA, _part=lambda name: None)


def test_a_kind_of_the_table_is_described_from_the_data_and_the_key():
    parts = Tips({"contract": lambda R, key: [msg("g.contract", id=key)]})
    R = rules()
    assert parts.get("contract")(R, "c1") == [msg("g.contract", id="c1")]          # computed: the game's own
    assert parts.get("space")(R, "fog") == [msg("g.space.fog"), msg("g.tip.storage", n=3)]
    assert parts.get("board")(R, "camp") == [msg("g.tip.bridges", n=2)]            # a `let` shared by the lines
    assert parts.get("nothing")(R, 1) == []


def test_a_value_the_table_cannot_name_is_an_error_naming_the_kind():
    with pytest.raises(HelpDataError, match="tips/broken"):
        Tips().get("broken")(rules(), None)
