"""Each real game (data/) played to its end through the game screen with its real view:
random legal choices, a frame drawn after each, hand-offs dismissed, then the score screen."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402

CATALOG = load_catalog()


@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_play_to_the_end_through_the_shell(game_id):
    app = F.make_app(CATALOG, (1280, 800))
    spec = CATALOG.games[game_id]
    app.settings.handoff_every_turn = True
    match = samples.new_sample(app, spec, seed=11)
    app.open_match(match)
    rng = random.Random(11)
    handoffs = 0
    for step in range(3000):
        F.frame(app)
        assert not app.errors, app.errors
        if isinstance(app.top, ScoreScene):
            break
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            F.click_widget(app, app.top.ready)
            continue
        game = app.top
        assert isinstance(game, GameScene)
        options = game.match.pending.options
        cancel_free = [o for o in options if o.get("act") != "cancel"] or options
        assert game.choose(rng.choice(cancel_free)) is None
    else:
        pytest.fail("the game did not end")
    assert handoffs > 1
    F.frame(app)
    assert not app.errors
    assert app.top.sheet.totals == app.top.match.score().totals
