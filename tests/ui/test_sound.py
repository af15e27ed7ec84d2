"""Sound effects: made by the repo's script, played at the settings' volume (or not at all when
muted), on a device opened off the UI thread, and asked for at the right moments: a piece picked
up and set down, a refusal, a new player to move, a computer's move, the end, a button."""
from __future__ import annotations

import os
import random
import sys
import wave
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.choice import msg  # noqa: E402
from boardgames.settings import Settings  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.drag import DragController, Grab  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402
from boardgames.ui.sound import EFFECTS, Sounds  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CATALOG = load_catalog()


def test_the_committed_effects_are_what_the_script_makes(tmp_path, monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    import make_sounds
    monkeypatch.setattr(make_sounds, "OUT", tmp_path)
    assert make_sounds.main([]) == 0
    for name in EFFECTS:
        made, kept = tmp_path / f"{name}.wav", ROOT / "sprites" / "sounds" / f"{name}.wav"
        assert made.read_bytes() == kept.read_bytes(), f"{name}.wav differs from tools/make_sounds.py's"
        with wave.open(str(kept)) as w:
            seconds = w.getnframes() / w.getframerate()
            assert w.getnchannels() == 1 and w.getsampwidth() == 2
            assert 0.02 <= seconds <= 1.5          # short effects, never a tune
    credits = (ROOT / "sprites" / "sounds" / "CREDITS.md").read_text(encoding="utf-8")
    assert credits == (tmp_path / "CREDITS.md").read_text(encoding="utf-8")
    assert all(f"`{name}.wav`" in credits for name in EFFECTS)


def test_the_device_opens_on_a_thread_and_plays_at_the_settings_volume(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    settings = Settings(volume=0.3)
    sounds = Sounds(settings)
    sounds.play("turn")                    # the first request opens the device (and is skipped)
    for _ in range(100):
        if sounds._state in ("open", "failed"):
            break
        pygame.time.wait(20)
    try:
        assert sounds._state == "open", "the dummy audio driver should open"
        assert set(sounds._sounds) == set(EFFECTS)
        sounds.play("drop")
        assert sounds._sounds["drop"].get_volume() == pytest.approx(0.3, abs=0.01)
        assert list(sounds.played) == ["turn", "drop"]
    finally:
        sounds.close()


def test_muted_or_silent_plays_nothing_and_opens_nothing():
    settings = Settings(sound=False)
    sounds = Sounds(settings)
    sounds.play("drop")
    assert not sounds.played and sounds._state == "closed"
    settings.sound, settings.volume = True, 0.0
    sounds.play("drop")
    assert not sounds.played and sounds._state == "closed"
    with pytest.raises(ValueError):
        sounds.play("trumpet")


def test_no_audio_device_leaves_the_app_silent_not_broken(monkeypatch):
    def refuse(*args):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds(Settings())
    sounds.open().join(5)
    assert sounds._state == "failed"
    sounds.play("drop")                    # still fine: recorded, not played, no error
    assert list(sounds.played) == ["drop"]


def test_sound_settings_are_kept_and_bad_values_ignored(tmp_path):
    path = tmp_path / "settings.json"
    Settings(sound=False, volume=0.25).save(path)
    back = Settings.load(path)
    assert (back.sound, back.volume) == (False, 0.25)
    path.write_text('{"sound": "loud", "volume": 7}', encoding="utf-8")
    back = Settings.load(path)
    assert (back.sound, back.volume) == (True, 1.0)
    path.write_text('{"volume": NaN}', encoding="utf-8")
    assert Settings.load(path).volume == 0.6


class _Host:
    """A board with one piece at (10, 10) and one legal target right of x = 100."""

    def __init__(self, refuse=False):
        self.refuse = refuse

    def drag_pick(self, pos):
        return Grab("piece", (10, 10)) if abs(pos[0] - 10) < 8 and abs(pos[1] - 10) < 8 else None

    def drag_target(self, grab, pos):
        return "T" if pos[0] > 100 else None

    def drag_legal(self, grab):
        return ["T"]

    def drag_drop(self, grab, target):
        return msg("engine.illegal") if self.refuse else None

    def drag_reason(self, grab, target):
        return msg("engine.illegal")


def _drag(controller, to):
    ev = pygame.event.Event
    controller.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    controller.handle_event(ev(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    controller.handle_event(ev(pygame.MOUSEBUTTONUP, pos=to, button=1))


@pytest.mark.parametrize("refuse, to, heard", [(False, (150, 10), ["pickup", "drop"]),
                                               (True, (150, 10), ["pickup"]),
                                               (False, (50, 10), ["pickup"])])
def test_a_drag_is_heard_when_picked_up_and_when_it_lands(refuse, to, heard):
    played, notes = [], []
    controller = DragController(_Host(refuse), notify=notes.append, sound=played.append)
    _drag(controller, to)
    assert played == heard
    assert bool(notes) == (heard == ["pickup"])       # a drop that does not land says why


def test_the_game_screen_is_heard_through_a_whole_game():
    app = F.make_app(CATALOG, (1280, 800))
    match = samples.new_sample(app, CATALOG.games["via_nebula"], seed=5)
    app.open_match(match)
    rng = random.Random(5)
    from boardgames.ui.scenes.game import GameScene
    game = app.find(GameScene)
    app.sounds.played = []                        # every sound of the game, not the last few
    game.notify(msg("engine.illegal"))
    assert list(app.sounds.played)[-1] == "refuse"
    game.notify("saved")                          # information, not a refusal: no sound
    assert list(app.sounds.played)[-1] == "refuse"
    turns = 0
    for _ in range(3000):
        F.frame(app)
        if isinstance(app.top, ScoreScene):
            break
        if app.top is not game:
            F.click_widget(app, app.top.ready)         # a hand-off
            continue
        before = game.match.pending.player
        played = len(app.sounds.played)
        assert game.choose(rng.choice(game.match.pending.options)) is None
        F.frame(app)
        after = game.match.pending.player if game.match.pending else None
        new = list(app.sounds.played)[played:] if len(app.sounds.played) > played else []
        if after is not None and after != before:
            assert "turn" in new
            turns += 1
    assert isinstance(app.top, ScoreScene)
    assert list(app.sounds.played)[-1] == "end"
    assert turns > 10


def test_buttons_click_and_the_settings_screen_sets_sound():
    from boardgames.ui.scenes.settings import SettingsScene
    app = F.make_app(CATALOG, (1280, 800), persist=False)
    scene = SettingsScene(app)
    app.push(scene)
    F.frame(app)
    scene.sound.on_change(False)
    assert app.settings.sound is False
    before = len(app.sounds.played)
    F.click_widget(app, scene.close_button)
    assert len(app.sounds.played) == before          # muted: the close button is silent
    app.settings.sound = True
    scene = SettingsScene(app)
    app.push(scene)
    F.frame(app)
    scene.volume.on_change(0.4)
    assert app.settings.volume == 0.4 and list(app.sounds.played)[-1] == "drop"
    F.click_widget(app, scene.close_button)
    assert list(app.sounds.played)[-1] == "click"
    assert os.environ.get("SDL_AUDIODRIVER", "dummy") == "dummy" or not app.sounds.device
