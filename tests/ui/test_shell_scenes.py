"""Every screen of the app shell builds, lays out and draws at 1280x800 and 4K, in both languages."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.ui import offscreen  # noqa: E402
from boardgames.ui.scenes.direct import SCENES, open_scene  # noqa: E402

SIZES = [(1280, 800), (3840, 2160)]


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_every_scene_draws(cat, size, lang):
    app = F.make_app(cat, size, lang, persist=False)
    # what opens: Continue with one game in progress (this catalog has one) opens it at once;
    # an app that writes nothing (persist=False) has nothing to warn of before a new game
    opens = {"continue": "game", "replace_warning": "game"}
    for name in SCENES:
        top = open_scene(app, name, game_id=F.GAME, seed=3, steps=3)
        assert top is not None and top.name == opens.get(name, name)
        F.frame(app)
        assert not app.errors, (name, app.errors)
        # widgets are inside the window
        for w in top.widgets:
            if w.is_visible() and w.rect.w:
                assert app.screen.get_rect().contains(w.rect), (name, w, w.rect)


def test_scenes_relayout_when_the_window_changes(cat):
    app = F.make_app(cat, (1280, 800), persist=False)
    open_scene(app, "game", game_id=F.GAME, seed=3, steps=2)
    app.screen = __import__("pygame").Surface((1920, 1080))
    app.resized((1920, 1080))
    F.frame(app)
    game = app.top
    assert game.panel.rect.right <= 1920 and game.board_rect.w > 1000
    assert not app.errors


def test_render_all_returns_every_screen(cat):
    shots = offscreen.render_all((1280, 800), catalog=cat)
    for key in ("menu", "new_game", "settings", "load", f"game:{F.GAME}", f"handoff:{F.GAME}",
                f"score:{F.GAME}", f"about:{F.GAME}", f"pause:{F.GAME}"):
        assert key in shots and shots[key].get_size() == (1280, 800)


def test_render_all_reports_a_failing_screen(cat):
    F.FakeView.fail_draw = True
    # the view falls back to the generic view, but the failure is still reported
    with pytest.raises(offscreen.RenderError) as info:
        offscreen.render_all((1280, 800), catalog=cat)
    assert "view exploded" in str(info.value)


def test_screens_for_the_benchmark(cat):
    items = offscreen.screens((1280, 800), catalog=cat)
    names = [k for k, _ in items]
    assert "menu" in names and f"game:{F.GAME}" in names
    for _, draw in items:
        draw()


def test_real_catalog_renders():
    """The games in data/ (Moon River...) render on every screen without an error."""
    shots = offscreen.render_all((1280, 800))
    assert "menu" in shots
