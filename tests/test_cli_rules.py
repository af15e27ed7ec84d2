"""`boardgames rules GAME`: the app's rules help printed as text."""
from __future__ import annotations

from boardgames import cli
from boardgames.engine import rules_help
from boardgames.engine.catalog import load_catalog
from boardgames.engine.i18n import Locale


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_rules_prints_the_same_help_as_the_app(capsys):
    code, out, err = run(capsys, "rules", "caverna", "--players", "3")
    assert code == 0, err
    catalog = load_catalog()
    locale = Locale(catalog.strings, "en")
    doc = rules_help.build(catalog.games["caverna"].rules(), locale, 3)
    assert out == rules_help.as_text(doc, locale)
    assert out.splitlines()[0] == "Caverna: The Cave Farmers: the rules for 3 players"
    for section in doc.sections:
        assert section.title.upper() in out
    assert "Strip mining" in out          # the 3-player board
    assert "Furnish 1 cavern with any furnishing tile." in out


def test_rules_in_traditional_chinese_with_a_mode(capsys):
    code, out, _ = run(capsys, "rules", "via-nebula", "--players", "4", "--mode", "expert", "--lang", "zh-Hant")
    assert code == 0
    assert out.startswith("星雲谷：4 人遊戲的規則")
    assert "進階面" in out and "放置一名工匠" in out


def test_rules_default_players_and_refusals(capsys):
    code, out, _ = run(capsys, "rules", "urubamba_valley")
    assert code == 0 and "3 players" in out.splitlines()[0]
    code, _, err = run(capsys, "rules", "moon_river", "--players", "5")
    assert code == 2 and "2 to 4 players" in err
    code, _, err = run(capsys, "rules", "moon_river", "--mode", "nope")
    assert code == 2 and "nope" in err
    code, _, err = run(capsys, "rules", "no_such_game")
    assert code == 2 and "no_such_game" in err


def test_a_help_file_asking_for_what_the_data_lacks_is_refused_by_validate_and_rules(capsys, tmp_path):
    """The help is built only when read: `validate` builds it for every player count and mode,
    so a broken help file is caught before a player opens it; `rules` says why, no traceback."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent / "data_only"))
    import dq_helpers as H
    root = H.data_root(tmp_path)
    help_file = root / H.GAME / "help.yaml"
    help_file.write_text(help_file.read_text(encoding="utf-8").replace("$rules.box.cards", "$rules.box.cardz"),
                         encoding="utf-8")
    code, out, _ = run(capsys, "validate", "--data", root)
    assert code == 1 and f"{H.GAME}: 1 error(s)" in out
    assert "help.yaml:" in out and "cardz" in out
    code, out, err = run(capsys, "rules", H.GAME, "--data", root)
    assert code == 1 and out == "" and "the rules help cannot be made" in err and "cardz" in err
    assert "Traceback" not in err
