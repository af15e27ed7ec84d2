"""Open one screen directly at start-up (for tools/screenshots.py and manual checks).

Set BOARDGAMES_SCREENSHOT_SCENE to one of: menu, new_game, settings, load, game,
handoff, pause, about, score. Optional: BOARDGAMES_SCREENSHOT_GAME (game id,
default the first loadable game), BOARDGAMES_SCREENSHOT_SEED (default 7) and
BOARDGAMES_SCREENSHOT_STEPS (random legal choices made before showing the game,
default 12). The game and score screens use seeded random play, so the same
variables always show the same position.
"""
from __future__ import annotations

import os

from .. import samples

SCENES = ("menu", "new_game", "settings", "load", "game", "handoff", "pause", "about", "score")


def _spec(app, game_id: str | None):
    games = app.catalog.ordered()
    if game_id:
        games = [g for g in games if g.id == game_id] or games
    if not games:
        raise RuntimeError("no loadable game for this screen")
    return games[0]


def open_scene(app, name: str, game_id: str | None = None, seed: int | None = None, steps: int | None = None):
    """Put the app on screen `name`; returns the scene on top."""
    from .game import GameScene
    from .handoff import HandoffScene
    from .menu import MainMenuScene

    game_id = game_id or os.environ.get("BOARDGAMES_SCREENSHOT_GAME") or None
    seed = seed if seed is not None else int(os.environ.get("BOARDGAMES_SCREENSHOT_SEED", "7"))
    steps = steps if steps is not None else int(os.environ.get("BOARDGAMES_SCREENSHOT_STEPS", "12"))
    if name not in SCENES:
        raise ValueError(f"unknown scene {name!r}; choose from {', '.join(SCENES)}")
    if name == "menu":
        app.home()
    elif name == "new_game":
        from .new_game import NewGameScene
        app.reset(MainMenuScene(app), NewGameScene(app, game_id))
    elif name == "settings":
        from .settings import SettingsScene
        app.reset(MainMenuScene(app), SettingsScene(app))
    elif name == "load":
        from .load import LoadScene
        app.reset(MainMenuScene(app), LoadScene(app))
    elif name == "score":
        from .score import ScoreScene
        spec = _spec(app, game_id)
        match = samples.finished(app, spec, seed)
        if match is None:
            raise RuntimeError(f"the random game of {spec.id} did not end")
        app.reset(MainMenuScene(app), ScoreScene(app, match))
    else:
        spec = _spec(app, game_id)
        match = samples.advance(samples.new_sample(app, spec, seed), steps, seed)
        app.reset(MainMenuScene(app), GameScene(app, match))
        game = app.find(GameScene)
        while app.top is not game and isinstance(app.top, HandoffScene):
            app.pop()
        if name == "handoff":
            choice = match.pending
            player = choice.player if choice else 0
            app.push(HandoffScene(app, game, player, bool(choice and choice.private) or match.private_to(player)))
        elif name == "pause":
            game.open_menu()
        elif name == "about":
            from .about import AboutScene
            app.push(AboutScene(app, spec))
    return app.top
