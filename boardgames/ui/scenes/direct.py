"""Open one screen directly at start-up (for tools/screenshots.py and manual checks).

Set BOARDGAMES_SCREENSHOT_SCENE to one of: menu, new_game, settings, load, game,
handoff, pause, about, score, rules_help (the rules help over the game, at the entry or section
named by BOARDGAMES_SCREENSHOT_HELP, e.g. "space.growth"; default its overview), replay (the
replay viewer of the seeded game still in progress, three quarters of the way through),
final_board (the score screen's "View the final board"), continue (the menu's Continue with a
game in progress of every game) and replace_warning (a new game started over one in
progress: the warning). Optional: BOARDGAMES_SCREENSHOT_GAME (game id,
default the first loadable game), BOARDGAMES_SCREENSHOT_SEED (default 7) and
BOARDGAMES_SCREENSHOT_STEPS (random legal choices made before showing the game,
default 12) and BOARDGAMES_SCREENSHOT_BOTS (computer levels for the seats after the first,
e.g. "easy,hard"). The game and score screens use seeded random play, so the same
variables always show the same position.
"""
from __future__ import annotations

import os
from typing import Callable

from .. import samples

SCENES = ("menu", "new_game", "settings", "load", "game", "handoff", "pause", "about", "score", "rules_help",
          "replay", "final_board", "continue", "replace_warning")


def _spec(app, game_id: str | None):
    games = app.catalog.ordered()
    if game_id:
        games = [g for g in games if g.id == game_id] or games
    if not games:
        raise RuntimeError("no loadable game for this screen")
    return games[0]


def open_scene(app, name: str, game_id: str | None = None, seed: int | None = None, steps: int | None = None):
    """Put the app on screen `name`, as it stands a moment after it opened; returns the scene on top."""
    prepare_scene(app, name, game_id, seed, steps)()
    if name in ("replay", "final_board"):
        replay = app.top
        replay.replay.build_all()         # every position made (the viewer makes them a slice per frame)
        if name == "replay":
            replay.go(replay.replay.count * 3 // 4)
    return app.top


def prepare_scene(app, name: str, game_id: str | None = None, seed: int | None = None,
                  steps: int | None = None) -> Callable[[], None]:
    """Set the stage for screen `name` and return the step that opens it.

    The stage is what a player would have before: the match played (seeded random choices)
    and the screen it is opened from put up (the main menu; the new-game screen set to the
    game and its player count; the game under a hand-off cover, the game menu or the about
    box; the score screen; the load screen). The returned step is what the player's click does:
    `boardgames bench` times it with the first frame drawn after it (the entering stall).
    What the screen it is opened from prepares meanwhile is queued in `app.warmup`, as that
    screen queues it (the bench lets it finish: `Warmup.settle`)."""
    from .game import GameScene
    from .handoff import HandoffScene

    game_id = game_id or os.environ.get("BOARDGAMES_SCREENSHOT_GAME") or None
    seed = seed if seed is not None else int(os.environ.get("BOARDGAMES_SCREENSHOT_SEED", "7"))
    steps = steps if steps is not None else int(os.environ.get("BOARDGAMES_SCREENSHOT_STEPS", "12"))
    if name not in SCENES:
        raise ValueError(f"unknown scene {name!r}; choose from {', '.join(SCENES)}")
    if name == "menu":
        return app.home
    if name in ("continue", "replace_warning"):
        return _games_in_progress(app, name, _spec(app, game_id), seed, steps)
    if name in ("new_game", "settings", "load"):
        app.home()
        return lambda: app.push(_menu_scene(app, name, game_id))
    spec = _spec(app, game_id)
    if name in ("score", "final_board"):
        from .score import ScoreScene
        match = samples.finished(app, spec, seed)
        if match is None:
            raise RuntimeError(f"the random game of {spec.id} did not end")
        app.home()
        if name == "final_board":
            score = ScoreScene(app, match)
            app.push(score)
            app.warmup.replay(match, at_end=True)      # as the score screen does while it is up
            return score.final_board
        return lambda: app.push(ScoreScene(app, match))
    bots = [b for b in os.environ.get("BOARDGAMES_SCREENSHOT_BOTS", "").split(",") if b]
    match = samples.advance(samples.new_sample(app, spec, seed, bots=bots), steps, seed)
    if name == "replay":                 # opened from the load screen, the game's save selected
        return _replay(app, match)

    def open_game():
        app.open_match(match)
        game = app.find(GameScene)
        while app.top is not game and isinstance(app.top, HandoffScene):
            app.pop()

    if name == "game":                   # started from the new-game screen set to that game
        from .new_game import NewGameScene
        app.home()
        if spec in app.catalog.playable():
            form = NewGameScene(app, spec.id)
            app.push(form)
            form.set_players(len(match.state["seats"]))
        return open_game
    open_game()
    game = app.find(GameScene)
    if name == "handoff":
        choice = match.pending
        player = choice.player if choice else 0
        secret = bool(choice and choice.private) or match.private_to(player)
        return lambda: app.push(HandoffScene(app, game, player, secret))
    if name == "pause":
        return game.open_menu
    if name == "rules_help":
        from .rules_help import open_help
        state = match.state
        entry = os.environ.get("BOARDGAMES_SCREENSHOT_HELP") or None
        return lambda: open_help(app, spec, len(state["seats"]), state.get("mode"), entry)
    from .about import AboutScene
    return lambda: app.push(AboutScene(app, spec))


def _games_in_progress(app, name: str, spec, seed: int, steps: int) -> Callable[[], None]:
    """Games left in progress (an autosave each, as playing them leaves): for "continue" one of
    every game the app offers, the menu's Continue then lists them; for "replace_warning" one
    of `spec`'s, and a new game of it started from the New game screen warns first."""
    from .. import savestore
    from .new_game import NewGameScene
    specs = app.catalog.playable() if name == "continue" else [spec]
    for k, each in enumerate(specs):
        match = samples.advance(samples.new_sample(app, each, seed + k), steps + 7 * k, seed + k)
        savestore.save(match, "auto")
    app.home()
    menu = app.top
    menu.refresh()
    if name == "continue":
        return menu.continue_game
    form = NewGameScene(app, spec.id)
    app.push(form)
    return form.start


def _replay(app, match) -> Callable[[], None]:
    """The load screen up over the menu, warming the replay of `match` as it does for the save
    selected in it (the match stands for that save here: nothing is written), and the step its
    Replay button takes (without reading the save again)."""
    from .load import LoadScene
    from .replay import ReplayScene
    app.home()
    app.push(LoadScene(app))
    app.warmup.replay(match)
    return lambda: app.push(ReplayScene(app, match))


def _menu_scene(app, name: str, game_id: str | None):
    """A screen opened from the main menu."""
    if name == "new_game":
        from .new_game import NewGameScene
        return NewGameScene(app, game_id)
    if name == "settings":
        from .settings import SettingsScene
        return SettingsScene(app)
    from .load import LoadScene
    return LoadScene(app)
