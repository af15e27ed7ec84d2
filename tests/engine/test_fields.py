"""engine/fields.py: a node kind's fields declared once, checked at load and worded into its sentence."""
from boardgames.engine.choice import msg
from boardgames.engine.effects import Registry, Text
from boardgames.engine.fields import Declared, Field, Flag, Int, Name, OneOf


class Coins(Declared):
    type = "coins"
    section = "ability"
    common = ("once",)
    fields = {"coins": Int(1), "per": OneOf("llama", "point"), "from": Int(0, optional=True),
              "free": Flag(), "note": Field(optional=True)}
    variant = "per"
    cues = ("from", "free")


class Bare(Declared):
    type = "bare"
    section = "entry"
    fields = {"role": Name()}


def registry():
    reg = Registry(Text("g"), builtin_flow=False)
    for cls in (Coins, Bare):
        reg.add(cls())
    return reg


def test_required_follows_from_the_declaration():
    assert Coins.required == ("coins", "per")
    assert Bare.required == ("role",)


def test_faults_are_located_at_their_field():
    reg = registry()
    assert reg.validate({"type": "coins", "coins": 2, "per": "llama"}) == []
    assert reg.validate({"type": "coins", "coins": 2, "per": "llama", "once": True, "from": 7, "free": True}) == []
    found = dict(reg.validate({"type": "coins", "coins": 0, "per": "cow", "from": True, "free": 1, "colour": "red"}))
    assert found[("coins",)] == "coins: coins must be an integer >= 1"
    assert found[("per",)] == "coins: per must be one of llama, point"
    assert found[("from",)] == "coins: from must be an integer >= 0"       # a bool is no integer
    assert found[("free",)] == "coins: free must be true (or left out)"
    assert found[("colour",)] == "coins has no field 'colour'"
    assert reg.validate({"type": "coins", "per": "llama"}) == [(("coins",), "coins needs 'coins'")]
    assert dict(reg.validate({"type": "bare", "role": ""}))[("role",)] == "bare: role must be a name"


def test_the_sentence_is_worded_from_the_fields():
    reg = registry()
    assert reg.render({"type": "coins", "coins": 2, "per": "llama"}) == msg("g.ability.coins.llama", coins=2, per="llama")
    assert reg.render({"type": "coins", "coins": 1, "per": "point", "from": 7, "free": True}) == \
        msg("g.ability.coins.point_from_free", coins=1, per="point", **{"from": 7}, free=True)
    assert reg.render({"type": "bare", "role": "tax"}) == msg("g.entry.bare", role="tax")
