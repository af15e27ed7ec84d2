"""Render every screen without a window (SDL dummy driver).

Used by `--smoke-test` (everything builds, lays out and draws without an error)
and by the frame-time benchmark. Nothing is written: no settings, no autosave.
"""
from __future__ import annotations

import os

import pygame

from ..settings import Settings


def _init_display() -> None:
    if not pygame.display.get_init():
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    if not pygame.font.get_init():
        pygame.font.init()


class RenderError(RuntimeError):
    """A screen raised while building, laying out or drawing."""


def make_app(size=(1920, 1080), lang: str = "en", catalog=None):
    """A headless App drawing into an off-screen surface of `size`."""
    from .app import App
    _init_display()
    settings = Settings(language=lang)
    surface = pygame.Surface(size)
    return App(settings, catalog=catalog, surface=surface, start=False, persist=False)


def screen_list(catalog) -> list[tuple[str, str, str | None]]:
    """(key, scene name, game id) of every screen worth rendering."""
    items: list[tuple[str, str, str | None]] = [(s, s, None) for s in ("menu", "new_game", "settings", "load")]
    for spec in catalog.ordered():
        for scene in ("game", "handoff", "pause", "about", "score", "rules_help", "replay", "final_board"):
            items.append((f"{scene}:{spec.id}", scene, spec.id))
    return items


def render_all(size=(1920, 1080), lang: str = "en", catalog=None, seed: int = 7, steps: int = 12,
               strict: bool = True) -> dict[str, pygame.Surface]:
    """Every screen as a surface: menu, new_game, settings, load, and for each loadable
    game `game:<id>`, `handoff:<id>`, `pause:<id>`, `about:<id>`, `score:<id>`, `rules_help:<id>`,
    `replay:<id>`, `final_board:<id>`.

    With `strict`, an error in any screen raises RenderError listing them all.
    """
    return {key: screen.copy() for key, screen in _each(size, lang, catalog, seed, steps, strict)}


def check_all(size=(1920, 1080), lang: str = "en", catalog=None, seed: int = 7, steps: int = 12) -> list[str]:
    """Draw every screen of `render_all` and keep none of them (the smoke test: each picture
    is a window's worth of memory, 8 MiB at 1920x1080, and there are over forty); the keys
    drawn. An error in any screen raises RenderError listing them all."""
    return [key for key, _ in _each(size, lang, catalog, seed, steps, True)]


def _each(size, lang: str, catalog, seed: int, steps: int, strict: bool):
    """(key, the app's screen with that screen drawn on it) for every screen, in turn."""
    from .scenes.direct import open_scene
    app = make_app(size, lang, catalog)
    failures: list[str] = []
    for key, scene, game_id in screen_list(app.catalog):
        before = len(app.errors)
        try:
            open_scene(app, scene, game_id=game_id, seed=seed, steps=steps)
            app.update(0.016)
            app.draw(app.screen)
        except Exception as exc:      # open_scene itself failed (e.g. a game never ends)
            app.report_error(exc, None, f"render {key}")
        yield key, app.screen
        failures.extend(f"{key}: {e}" for e in app.errors[before:])
    if strict and failures:
        raise RenderError("screens failed:\n" + "\n".join(failures))


def screens(size=(1920, 1080), lang: str = "en", catalog=None, seed: int = 7, steps: int = 12):
    """[(key, draw)] where each `draw()` renders one more frame of that screen (benchmarks)."""
    from ..engine.catalog import load_catalog
    from .scenes.direct import open_scene
    catalog = catalog if catalog is not None else load_catalog()
    result = []
    for key, scene, game_id in screen_list(catalog):
        app = make_app(size, lang, catalog)
        open_scene(app, scene, game_id=game_id, seed=seed, steps=steps)

        def draw(app=app):
            app.update(1 / 60)
            app.draw(app.screen)

        result.append((key, draw))
    return result
