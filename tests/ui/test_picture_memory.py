"""What the app keeps of its pictures is bounded: the pictures of the games used last only
(Sprites.KEEP_GAMES), scaled sprites and rounded boxes within a byte budget, and the smoke test
keeps no screen it drew. A game whose pictures were let go is warmed again when it is wanted,
and the screens that open the replay viewer warm it, so that its first frame makes no picture.
No memory or time is measured here: what is asserted is what is kept and what is made."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import offscreen, paint, samples, sprites as sprites_module  # noqa: E402
from boardgames.ui.render.board import TextureCache  # noqa: E402
from boardgames.ui.scenes.replay import ReplayScene  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402
from boardgames.ui.sprites import Sprites, surface_bytes  # noqa: E402


@pytest.fixture
def art(tmp_path):
    """Sprites over a folder with one 16x16 picture per game folder `a`, `b`, `c` and `ui`."""
    pygame.display.init()
    for folder in ("a", "b", "c", "ui"):
        (tmp_path / folder).mkdir()
        pygame.image.save(pygame.Surface((16, 16), pygame.SRCALPHA), str(tmp_path / folder / "pic.png"))
    return Sprites(tmp_path)


def test_only_the_games_used_last_keep_their_pictures(art):
    made = []

    def make(game):
        return lambda: made.append(game) or object()

    for game in ("a", "b"):
        art.shared("art", make(game), game=game)
        art.get(f"{game}/pic", (40, 40))
    art.get("ui/pic", (40, 40))
    kept_a = art.shared("art", make("a"), game="a")        # kept, and now the latest used
    assert made == ["a", "b"] and not art.dropped("a")
    art.shared("art", make("c"), game="c")                  # a third game: b, used least lately, goes
    assert art.dropped("b") and not art.dropped("a") and not art.dropped("c")
    assert art.shared("art", make("a"), game="a") is kept_a
    scaled = {key[1] for key in art._scaled}
    assert "b/pic" not in scaled and {"a/pic", "ui/pic"} <= scaled     # its scaled sprites go with it
    art.shared("art", make("b"), game="b")                  # wanted again: made again, not dropped now
    assert made == ["a", "b", "c", "b"] and not art.dropped("b") and art.dropped("c")


def test_scaled_sprites_stay_within_their_byte_budget(art, monkeypatch):
    one = surface_bytes(art.get("ui/pic", (100, 100)))
    monkeypatch.setattr(art, "SCALED_BYTES", 3 * one)
    sizes = [(100, 100 + i) for i in range(1, 6)]
    for size in sizes:
        art.get("ui/pic", size)
    kept = list(art._scaled)
    assert sum(surface_bytes(s) for s in art._scaled.values()) <= 3 * one
    assert art._scaled_bytes == sum(surface_bytes(s) for s in art._scaled.values())
    assert kept and kept[-1] == ("get", "ui/pic", *sizes[-1])          # the latest is kept
    assert ("get", "ui/pic", 100, 100) not in art._scaled              # the oldest went first
    big = art.get("ui/pic", (400, 400))                                # larger than the budget alone
    assert list(art._scaled.values()) == [big]


def test_rounded_boxes_stay_within_their_byte_budget(monkeypatch):
    monkeypatch.setattr(paint, "_boxes", type(paint._boxes)())
    monkeypatch.setattr(paint, "_box_bytes", 0)
    monkeypatch.setattr(paint, "BOX_BYTES", 200 * 200 * 4 * 2)
    first = paint.box((200, 200), (0, 0, 0, 60), 8)
    for i in range(1, 5):
        paint.box((200, 200 + i), (0, 0, 0, 60), 8)
    assert paint._box_bytes == sum(surface_bytes(s) for s in paint._boxes.values()) <= paint.BOX_BYTES
    assert len(paint._boxes) == 1                            # each later box is over half the budget
    assert paint.box((200, 200), (0, 0, 0, 60), 8) is not first           # dropped, made again


def test_the_smoke_test_draws_every_screen_and_keeps_none(tmp_path, monkeypatch):
    cat = F.catalog(tmp_path, monkeypatch)
    drawn = list(offscreen._each((640, 400), "en", cat, 7, 4, True))
    keys = [key for key, _ in drawn]
    assert keys == [key for key, _, _ in offscreen.screen_list(cat)]
    assert len({id(screen) for _, screen in drawn}) == 1     # all on the app's one screen: no copies
    assert offscreen.check_all((640, 400), "en", cat, 7, 4) == keys


# --- warming, with the real games ----------------------------------------------------------------
CATALOG = load_catalog()
SIZE = (1280, 800)


def _app():
    return offscreen.make_app(SIZE, "en", CATALOG)


def test_a_game_warmed_then_let_go_is_warmed_again(monkeypatch):
    app = _app()
    monkeypatch.setattr(app.sprites, "KEEP_GAMES", 1)
    spec, other = CATALOG.games["via_nebula"], CATALOG.games["moon_river"]
    app.warmup.game(spec, 2)
    app.warmup.settle()
    app.warmup.game(spec, 2)
    assert not app.warmup.queue                      # warm: not queued again
    app.warmup.game(other, 2)
    app.warmup.settle()                              # another game's pictures: via_nebula's go
    assert app.sprites.dropped("via_nebula")
    app.warmup.game(spec, 2)
    assert len(app.warmup.queue) == 1                # wanted again: warmed again
    app.warmup.settle()
    assert not app.sprites.dropped("via_nebula")


@pytest.fixture
def built(monkeypatch):
    """The pictures made from now on (a TextureCache or the sprites' scaled copies building one)."""
    made = []
    get, cached = TextureCache.get, Sprites._cached

    def counted_get(self, key, build):
        return get(self, key, lambda: made.append(key) or build())

    def counted_cached(self, key, make):
        return cached(self, key, lambda: made.append(key) or make())

    monkeypatch.setattr(TextureCache, "get", counted_get)
    monkeypatch.setattr(Sprites, "_cached", counted_cached)
    return made


@pytest.mark.parametrize("game", ["moon_river", "la_loire"])
def test_the_score_screen_warms_the_final_board(game, built):
    app = _app()
    match = samples.finished(app, CATALOG.games[game], seed=7)
    app.home()
    score = ScoreScene(app, match)
    app.push(score)
    app.still_for = 1.0                              # the pointer rests on the score screen
    for _ in range(200):
        score.update(1 / 60)
        if not app.warmup.queue and app.warmup.steps is None:
            break
    assert any(key[0] == "replay" for key in app.warmup.done)
    app.draw(app.screen)
    built.clear()
    score.final_board()
    assert isinstance(app.top, ReplayScene)
    app.update(1 / 60)
    app.draw(app.screen)
    assert built == [], "the final board's first frame made pictures the score screen had warmed"
    assert not app.errors
