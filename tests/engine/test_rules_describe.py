"""Rules.describe and Rules.recon_label (engine/rules.py): a game without a `describe` module,
or one whose tables lack a kind, has its tooltips and reconstructed names from the help file's
`tips` and `recon` (engine/tips_data.py, engine/recon_data.py)."""
from types import SimpleNamespace

from boardgames.engine.choice import msg
from boardgames.engine.rules import Rules

HELP = {"sections": [], "tips": {"space": [{"h": "space.{key}"}]},
        "recon": {"boards": {"h": "board.{item}"}}}
DATA = {"help": HELP}


def rules(describe=None):
    spec = SimpleNamespace(data=DATA, located={})
    return SimpleNamespace(id="g", spec=spec, data=DATA, _part=lambda name: describe if name == "describe" else None)


def test_without_a_describe_module_the_help_file_says_it_all():
    R = rules()
    assert Rules.describe(R, "space", "fog") == [msg("g.space.fog")]
    assert Rules.describe(R, "nothing", 1) == []
    assert Rules.recon_label(R, "boards", "camp") == msg("g.board.camp")
    assert Rules.recon_label(R, "cards", "x") is None


def test_a_describe_modules_own_tables_come_first_and_plain_dicts_fall_back_too():
    own = SimpleNamespace(PARTS={"space": lambda R, key: [msg("g.own", id=key)]},
                          RECON_LABELS={"cards": lambda R, item: msg("g.card")})
    R = rules(own)
    assert Rules.describe(R, "space", "fog") == [msg("g.own", id="fog")]
    assert Rules.recon_label(R, "cards", "x") == msg("g.card")
    assert Rules.recon_label(R, "boards", "camp") == msg("g.board.camp")
