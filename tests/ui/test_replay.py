"""The replay viewer (headless, SDL dummy driver): any save, finished or not, stepped move by
move and round by round, forwards and back, with the log in step; never a move made, never
a hidden thing shown for a game still in progress; reached from the load screen and the
score screen ("View the final board"), and back again.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine import saves  # noqa: E402
from boardgames.engine.match import Match  # noqa: E402
from boardgames.engine.replay import SNAPSHOT_EVERY, Replay  # noqa: E402
from boardgames.engine.rules import as_json, public_copy  # noqa: E402
from boardgames.ui import samples  # noqa: E402
from boardgames.ui.scenes.dialog import MessageDialog  # noqa: E402
from boardgames.ui.scenes.load import LoadScene  # noqa: E402
from boardgames.ui.scenes.replay import ReplayScene  # noqa: E402
from boardgames.ui.scenes.score import ScoreScene  # noqa: E402

GAMES = ("moon_river", "caverna", "via_nebula", "urubamba_valley")


@pytest.fixture(scope="module")
def real():
    from boardgames.engine.catalog import load_catalog
    return load_catalog()


@pytest.fixture
def cat(tmp_path, monkeypatch):
    return F.catalog(tmp_path, monkeypatch)


def played(app, game: str, steps: int, seed: int | None = None, players: int | None = None) -> Match:
    """A seeded random game of `steps` moves (Urubamba Valley: a seed whose random game runs long)."""
    seed = seed if seed is not None else (47 if game == "urubamba_valley" else 5)
    spec = app.catalog.games[game]
    return samples.advance(samples.new_sample(app, spec, seed, players=players), steps, seed)


def shown_state(scene) -> dict:
    return scene.shown.state


def expected(rules, match: Match, reveal: bool) -> dict:
    return public_copy(match.state) if reveal else rules.observation(match.state, None)


# --- the positions ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_position_is_the_game_replayed_from_its_start_back_and_forth(real, game):
    """Stepping forwards one move at a time, jumping back (from a kept state) and stepping round
    by round all give exactly the states a fresh replay of the first i moves gives."""
    rules = real.games[game].rules()
    lo, hi = rules.player_range()
    match = Match.new(rules, [{"name": f"P{i}"} for i in range(max(lo, 3))], None, {}, seed=11)
    rng = random.Random(11)
    for _ in range(70):
        if not samples.random_step(match, rng):
            break
    replay = Replay.of_match(match)
    assert not replay.build(0) and replay.built == 1          # a slice at a time: the set-up first
    replay.build_all()
    assert replay.done and replay.error is None and replay.built == replay.count + 1 == len(match.actions) + 1
    fresh = [as_json(Match.replay(rules, match.setup, match.actions[:i]).state) for i in range(replay.count + 1)]
    assert as_json(replay.match_at(replay.count).state) == fresh[-1] == as_json(match.state)
    order = list(range(replay.count + 1)) + list(range(replay.count, -1, -3)) + [5, 0, replay.count, 1]
    for i in order:
        assert as_json(replay.match_at(i).state) == fresh[i], (game, i)
    # a kept state every SNAPSHOT_EVERY positions: any position is at most that many moves away
    assert all(i % SNAPSHOT_EVERY == 0 or i == replay.count for i in replay.snapshots)
    # rounds: their starts are where the round changes; forward then back lands on the same starts
    starts = replay.round_starts()
    assert starts[0] == 0 and len(starts) >= 2
    i, seen = 0, [0]
    while i < replay.count:
        i = replay.next_round(i)
        seen.append(i)
    assert seen[:-1] == starts and seen[-1] == replay.count
    back = []
    i = replay.count
    while i > 0:
        i = replay.previous_round(i)
        back.append(i)
    assert sorted(set(back)) == starts


def test_moves_that_do_not_make_the_saved_game_are_refused(real):
    rules = real.games["moon_river"].rules()
    match = Match.new(rules, [{"name": "A"}, {"name": "B"}], None, {}, seed=2)
    samples.advance(match, 20, 2)
    state = json.loads(json.dumps(match.state))
    state["round"] = 99
    replay = Replay(rules, match.setup, match.actions, match.log, state).build_all()
    assert replay.error is not None and replay.error.message["key"] == "save.tampered"
    edited = list(match.actions)
    edited[3] = {"p": edited[3]["p"], "o": {"not": "a move"}}
    replay = Replay(rules, match.setup, edited, match.log, match.state).build_all()
    assert replay.error.message["key"] == "save.moves_edited"


# --- what is shown ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_an_unfinished_game_shows_only_the_public_view_and_log(real, game):
    app = F.make_app(real, persist=False)
    match = played(app, game, 60)
    assert not match.over
    scene = ReplayScene(app, match)
    app.push(scene)
    scene.replay.build_all()
    rules = match.rules
    for i in range(0, scene.replay.count + 1, 3):
        scene.go(i)
        real_match = scene.replay.match_at(i)
        public = rules.observation(real_match.state, None)
        assert shown_state(scene) == public
        for viewer in (None, 0, 1, 2):          # whoever the view asks about
            assert scene.shown.observation(viewer) == public
        assert scene.shown.log_for(0) == real_match.log_for(None)
        assert all("to" not in row.entry for row in scene.log_list.items)
        assert scene.shown.gestures() == [] and scene.shown.pending.options == []
    F.frame(app)
    assert not app.errors


def test_urubamba_coins_behind_the_screens_never_show_in_an_unfinished_replay(real):
    """Change every hidden coin and the supply behind the replay's back: not one pixel of the
    board, the panel or a tooltip anywhere on the board changes, at several moments."""
    app = F.make_app(real, persist=False)
    match = played(app, "urubamba_valley", 90, seed=47)
    assert not match.over and any(pl["coins"] for pl in match.state["players"])
    scene = ReplayScene(app, match)
    app.push(scene)
    scene.replay.build_all()

    def picture():
        app.mouse_pos = (-1, -1)
        for _ in range(200):                           # the log's rows measured (its bar settled)
            app.update(0.016)
            if None not in scene.log_list.heights:
                break
        app.draw(app.screen)
        shot = pygame.image.tobytes(app.screen, "RGB")
        r = scene.board_rect
        tips = [scene.tooltip((x, y)) for y in range(r.y + 10, r.bottom, 37) for x in range(r.x + 10, r.right, 37)]
        return shot, tips

    count = scene.replay.count
    for position in (count - 4, count // 2, count // 5):
        scene.go(position)
        assert all(pl["coins"] is None for pl in scene.shown.state["players"]) and scene.shown.state["supply"] is None
        assert scene.shown.pending.info == {}          # the decider sees their coins: what they decide is not told
        before = picture()
        hidden = scene._match.state
        for pl in hidden["players"]:
            pl["coins"] += 7
        hidden["supply"] = max(0, hidden["supply"] - 21)
        scene.shown.show(scene._match, scene.position)
        scene._view_call("state_changed")
        scene._refresh()
        after = picture()
        assert after[0] == before[0], f"hidden coins changed the picture at move {position}"
        assert after[1] == before[1], f"hidden coins changed a tooltip at move {position}"
        assert any(t for t in before[1]), "no tooltip was sampled"
        scene.go(0)                                    # away: the tampered match is dropped
    # the control: were the replay to show the board to the player deciding, with everything in
    # the observation, the same change would show (so the comparison above can see coins)
    scene.go(count - 4)
    scene.shown.reveal, scene.ctx.get_viewer = True, lambda: scene.shown.pending.player
    scene.shown.show(scene._match, scene.position)
    before = picture()
    for pl in scene._match.state["players"]:
        pl["coins"] += 7
    scene.shown.show(scene._match, scene.position)
    scene._view_call("state_changed")
    after = picture()
    assert after[0] != before[0] and after[1] != before[1]


def test_a_finished_game_shows_everything(real):
    app = F.make_app(real, persist=False)
    match = samples.finished(app, real.games["via_nebula"], seed=3)
    scene = ReplayScene(app, match, at_end=True)
    app.push(scene)
    assert scene.position == scene.replay.count and scene.replay.reveal
    scene.replay.build_all()
    scene.go(scene.replay.count // 2)
    assert shown_state(scene) == public_copy(scene.replay.match_at(scene.position).state)


# --- the viewer's controls ---------------------------------------------------------------------------------
def test_keys_and_buttons_step_by_move_and_round_and_match_a_fresh_replay(real):
    app = F.make_app(real, persist=False)
    match = played(app, "moon_river", 70, seed=9)
    scene = ReplayScene(app, match)
    app.push(scene)
    for _ in range(400):                           # made a slice per frame
        if scene.replay.done:
            break
        F.frame(app)
    assert scene.replay.done and scene.position == 0
    rules, replay = match.rules, scene.replay

    def check():
        fresh = Match.replay(rules, match.setup, match.actions[:scene.position])
        assert shown_state(scene) == rules.observation(fresh.state, None)
        assert [r.index for r in scene.log_list.items] == [k for k, e in enumerate(fresh.log) if "to" not in e]

    F.key(app, pygame.K_RIGHT)
    assert scene.position == 1
    check()
    F.key(app, pygame.K_RIGHT)
    F.key(app, pygame.K_RIGHT)
    F.key(app, pygame.K_LEFT)
    assert scene.position == 2
    check()
    F.key(app, pygame.K_PAGEDOWN)
    assert scene.position == replay.next_round(2) and scene.position in replay.round_starts()
    check()
    second = scene.position
    F.key(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert scene.position == replay.next_round(second) > second
    F.key(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert scene.position == second
    F.key(app, pygame.K_RIGHT)
    F.key(app, pygame.K_PAGEUP)                    # back to the start of this round
    assert scene.position == second
    F.key(app, pygame.K_END)
    assert scene.position == replay.count
    check()
    F.key(app, pygame.K_HOME)
    assert scene.position == 0
    check()
    # the buttons do the same, and are off where they lead nowhere
    assert not scene.steps["prev"].is_enabled() and not scene.steps["first"].is_enabled()
    F.click_widget(app, scene.steps["next"])
    F.click_widget(app, scene.steps["next_round"])
    assert scene.position == replay.next_round(1)
    F.click_widget(app, scene.steps["last"])
    assert scene.position == replay.count and not scene.steps["next"].is_enabled()
    F.click_widget(app, scene.steps["prev"])
    assert scene.position == replay.count - 1
    check()
    # the track: a click goes to that position; the log: a click goes to its entry's move
    track = scene.scrubber.track
    F.click(app, (track.x + track.w // 2, track.centery))
    assert scene.position == round(replay.count / 2)
    check()
    k = len(scene.log_list.items) // 3
    row = scene.log_list.items[k]
    scene.log_list.scroll_to(k)                    # scrolled up to an earlier entry
    F.click(app, (scene.log_list.rect.centerx, scene.log_list.row_rect(k).centery))
    assert scene.position == replay.position_of_entry(row.index)
    assert row.index < replay.log_len(scene.position)
    check()
    # a held arrow key repeats
    F.frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)])
    start = scene.position
    for _ in range(30):
        F.frame(app, dt=0.05)
    assert scene.position < start - 5
    F.frame(app, [pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)])
    stop = scene.position
    F.frame(app, dt=0.5)
    assert scene.position == stop
    assert not app.errors


def test_nothing_can_be_played_and_nothing_is_written(real, isolated_dirs):
    app = F.make_app(real)
    match = played(app, "via_nebula", 30, seed=4)
    state = json.dumps(match.state, sort_keys=True)
    scene = ReplayScene(app, match)
    app.push(scene)
    scene.replay.build_all()
    scene.go(10)
    assert scene.ctx.choose({"anything": 1}) == {"key": "ui.replay.read_only", "args": {}}
    r = scene.board_rect
    for y in range(r.y + 20, r.bottom, 60):
        for x in range(r.x + 20, r.right, 60):
            F.click(app, (x, y))
            assert scene.position == 10
    assert json.dumps(match.state, sort_keys=True) == state      # the game it was opened on is untouched
    app.autosaver.flush()
    assert not isolated_dirs.saves.exists() or not any(isolated_dirs.saves.iterdir())
    F.key(app, pygame.K_ESCAPE)
    assert app.find(ReplayScene) is None and not app.errors


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_viewer_fits_and_never_shrinks_text_below_12px(real, size, lang):
    app = F.make_app(real, size, lang, persist=False)
    for game in GAMES:
        scene = ReplayScene(app, played(app, game, 40))
        app.reset(scene)
        F.frame(app)
        screen = app.screen.get_rect()
        for w in scene.widgets:
            if w.is_visible() and w.rect.w:
                assert screen.contains(w.rect), (game, w, w.rect)
        assert scene.board_rect.bottom < scene.bar_rect.top and scene.bar_rect.right < scene.panel_rect.left
        assert min(app.theme.font_px(r) for r in ("small", "body", "label")) >= 12
        assert not app.errors, app.errors


# --- reaching it --------------------------------------------------------------------------------------------
def test_the_load_screen_replays_the_selected_save_and_back(cat, isolated_dirs):
    app = F.make_app(cat)
    match = samples.advance(samples.new_sample(app, cat.games[F.GAME], seed=4, players=3), 7, seed=4)
    saves.save_match(match, name="Friday", kind="named")
    isolated_dirs.saves.joinpath("damaged.json").write_text("nope", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in isolated_dirs.saves.iterdir()}
    F.click_widget(app, F.find_button(app.top, "ui.menu.load"))
    load = app.top
    assert isinstance(load, LoadScene) and not load.replay_button.is_enabled()
    load.list.selected = next(i for i, info in enumerate(load.list.items) if info.damaged)
    assert not load.replay_button.is_enabled()                  # a damaged save cannot be replayed
    load.list.selected = next(i for i, info in enumerate(load.list.items) if info.name == "Friday")
    F.click_widget(app, load.replay_button)
    scene = app.top
    assert isinstance(scene, ReplayScene) and scene.position == 0 and not scene.replay.reveal
    for _ in range(200):
        F.frame(app)
    assert scene.replay.done and scene.replay.count == len(match.actions)
    F.key(app, pygame.K_END)
    assert shown_state(scene) == match.rules.observation(match.state, None)
    F.click_widget(app, scene.back_button)
    assert app.top is load and not app.errors
    app.autosaver.flush()
    assert {p.name: p.read_bytes() for p in isolated_dirs.saves.iterdir()} == before     # nothing written


def test_an_edited_save_is_closed_with_the_reason_when_its_moves_are_replayed(cat, isolated_dirs):
    app = F.make_app(cat)
    match = samples.advance(samples.new_sample(app, cat.games[F.GAME], seed=4, players=3), 7, seed=4)
    path = saves.save_match(match, name="Edited", kind="named")
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"][2] = {"p": doc["actions"][2]["p"], "o": {"n": 3}}       # a different, legal-looking move
    path.write_bytes(saves.encode(doc))          # sealed again, as only a holder of this install's key could
    data = path.read_bytes()
    assert app.open_replay(path)                 # sealed, its stored state sound: it opens at once
    for _ in range(200):
        F.frame(app)
        if app.find(ReplayScene) is None:
            break
    assert app.find(ReplayScene) is None and isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() in (app.t("save.tampered", file="Edited.json"), app.t("save.moves_edited", file="Edited.json"))
    assert path.read_bytes() == data             # refused, and nothing lost


def test_an_edited_unsealed_save_is_refused_before_the_viewer_opens(cat, isolated_dirs):
    app = F.make_app(cat)
    match = samples.advance(samples.new_sample(app, cat.games[F.GAME], seed=4, players=3), 7, seed=4)
    path = saves.save_match(match, name="Edited", kind="named")
    doc = json.loads(path.read_text("utf-8"))
    doc["actions"][2] = {"p": doc["actions"][2]["p"], "o": {"n": 3}}
    doc["app_version"] = "0.0.1"                 # claiming another version does not help it
    path.write_text(json.dumps(doc), "utf-8")
    data = path.read_bytes()
    assert not app.open_replay(path)
    assert app.find(ReplayScene) is None and isinstance(app.top, MessageDialog) and not app.errors
    assert app.top.text() == app.t("save.unverified", file="Edited.json")
    assert path.read_bytes() == data


def test_the_score_screen_shows_the_final_board_and_the_replay_and_comes_back(cat):
    app = F.make_app(cat)
    spec = cat.games[F.GAME]
    match = samples.new_sample(app, spec, seed=2, players=2)
    rng = random.Random(2)
    while samples.random_step(match, rng):
        pass
    app.open_match(match)
    F.frame(app)
    score = app.top
    assert isinstance(score, ScoreScene)
    F.click_widget(app, F.find_button(score, "ui.replay.final_board"))
    board = app.top
    assert isinstance(board, ReplayScene) and board.name == "final_board"
    assert board.position == board.replay.count and board.shown.over and board.replay.reveal
    assert shown_state(board) == public_copy(match.state)       # the end is shown at once
    F.frame(app)
    F.key(app, pygame.K_ESCAPE)
    assert app.top is score
    F.click_widget(app, F.find_button(score, "ui.replay.button"))
    assert isinstance(app.top, ReplayScene) and app.top.position == 0
    F.click_widget(app, F.find_button(app.top, "ui.replay.back_to_scores"))
    assert app.top is score and not app.errors
