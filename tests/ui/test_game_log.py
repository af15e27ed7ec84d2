"""The game log in the side panel: how its lines read."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.match import Match  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402

CATALOG = load_catalog()


def test_a_log_sentence_of_its_own_does_not_follow_the_players_name(isolated_dirs):
    app = F.make_app(CATALOG, (1280, 800))
    """"Bruno An exploitation is exhausted..." read badly: a line that is a sentence of its own
    keeps the seat's colour but not the name; one that reads on from the name keeps it."""
    rules = CATALOG.games["via_nebula"].rules()
    match = Match.new(rules, [{"name": "Ann", "colour": "blue"}, {"name": "Bruno", "colour": "red"}], None, None, seed=1)
    match.log.append({"key": "via_nebula.log.exhausted", "p": 1, "args": {}})
    match.log.append({"key": "via_nebula.log.explore", "p": 1, "args": {}})
    app.open_match(match)
    F.frame(app)
    rows = app.find(GameScene).panel.log_list.items
    exhausted, explore = rows[-2].parts(), rows[-1].parts()
    assert exhausted[1] is None and exhausted[0] is not None and exhausted[2].startswith("An exploitation")
    assert explore[1] == "Bruno"
