"""The about panel of every real game, in both languages: it opens over the game, groups the
rebuilt components by kind in the players' words, draws no file name or path until the
owners' section is opened, and then draws the data folder, every file and every entry's line."""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.ui import offscreen  # noqa: E402
from boardgames.ui.fonts import Fonts  # noqa: E402
from boardgames.ui.scenes.about import AboutScene, stem  # noqa: E402
from boardgames.ui.scenes.direct import open_scene  # noqa: E402

CATALOG = load_catalog()
GAMES = [spec.id for spec in CATALOG.playable()]
LANGS = ("en", "zh-Hant")


@pytest.fixture
def drawn(monkeypatch):
    """Every text the fonts render from now on."""
    texts: list[str] = []
    real = Fonts.render

    def render(self, text, size, colour=(0, 0, 0), bold=False):
        texts.append(str(text))
        return real(self, text, size, colour, bold)

    monkeypatch.setattr(Fonts, "render", render)
    return texts


def click(app, widget) -> None:
    pos = widget.rect.center
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)


def read_through(app, scene) -> None:
    """Draw the panel at every page of its list, from the top to the end."""
    scene.list.offset = 0
    for _ in range(200):
        app.update(1 / 60)
        app.draw(app.screen)
        before = scene.list.offset
        scene.list.page(1)
        if scene.list.offset == before:
            break


def owners_words(scene) -> list[str]:
    """What only the owners' section may show: the data folder and the files' names."""
    spec = scene.spec
    return [str(spec.dir), *sorted({Path(rec.file).name for rec in spec.reconstructions}), ".yaml"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_groups_the_rebuilt_parts_and_keeps_files_for_owners(game, lang, drawn):
    app = offscreen.make_app((1280, 800), lang, CATALOG)
    scene = open_scene(app, "about", game_id=game, steps=0)
    assert isinstance(scene, AboutScene)
    spec = scene.spec
    recs = spec.reconstructions

    # grouped: one heading per data file with its count, every entry in exactly one chip
    blocks = [block for kind, block, _ in scene.rows if kind == "block"]
    assert len(blocks) == len(scene.rows)
    headings = [block.heading for block in blocks if block.heading]
    stems = list(dict.fromkeys(stem(rec) for rec in recs))
    assert len(headings) == len(stems)
    for name, heading in zip(stems, headings):
        assert app.locale.has(f"{game}.recon_group.{name}"), name
        assert str(sum(stem(r) == name for r in recs)) in heading
    chips = [chip for block in blocks for line in block.lines for chip in line]
    shown = [id(rec) for chip in chips for rec in chip.recs]
    assert sorted(shown) == sorted(map(id, recs))
    assert all(chip.label and "{" not in chip.label for chip in chips)
    assert not recs or any(scene.picture(chip.recs[0], 32) is not None for chip in chips)
    assert len(blocks) == len({(stem(r), r.what) for r in recs})
    assert all(block.note for block in blocks)           # each kind of rebuilt detail explained

    # the players' reading: no file, folder or maintainer's wording, on any page
    read_through(app, scene)
    text = "\n".join(drawn)
    assert scene._intro() == app.t(f"{game}.about") and "validate" not in text
    for word in owners_words(scene):
        assert word not in text, word
    if not recs:
        assert not scene.owners_button.is_visible()
        assert app.t("ui.about.none") in text
        assert not app.errors
        return

    # the owners' section, opened by its button: the folder, every file and every entry's line
    drawn.clear()
    click(app, scene.owners_button)
    assert scene.owners_open
    read_through(app, scene)
    text = "".join(drawn)
    for word in owners_words(scene):
        assert word in text, word
    for rec in recs:
        assert app.t("ui.about.line", line=rec.line) in text, rec
    assert sum(kind == "line" for kind, _, _ in scene.rows) == len(recs)

    # folded away again
    click(app, scene.owners_button)
    assert not scene.owners_open
    assert not any(kind in ("path", "file", "line") for kind, _, _ in scene.rows)
    assert not app.errors


def test_a_picture_that_fails_leaves_its_chip_named(monkeypatch):
    from boardgames.ui.views import moon_river_art

    def broken(*args):
        raise RuntimeError("no such picture")

    monkeypatch.setattr(moon_river_art, "recon_picture", broken)
    app = offscreen.make_app((1280, 800), "en", CATALOG)
    scene = open_scene(app, "about", game_id="moon_river", steps=0)
    read_through(app, scene)
    chip = scene.rows[0][1].lines[0][0]
    assert scene.picture(chip.recs[0], 32) is None
    assert not app.errors


def test_the_list_reads_with_the_keys():
    app = offscreen.make_app((1280, 800), "en", CATALOG)
    scene = open_scene(app, "about", game_id="via_nebula", steps=0)
    app.draw(app.screen)
    assert scene.list.max_offset() > 0
    for key in (pygame.K_DOWN, pygame.K_END, pygame.K_HOME):
        before = scene.list.offset
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], 1 / 60)
        assert scene.list.offset != before, pygame.key.name(key)
    assert app.top is scene
