"""Motion (ui/motion.py): a change the person did not make by hand is shown moving.

A computer's move and the engine's automatic steps make pieces travel from where they were
to where they are, new things fade in and gone ones fade out, and the board shown large
cross-fades when it changes hands; at speed 0 nothing moves, the person's own drag is not
moved a second time, any key or click finishes a motion at once, a computer waits for it,
and the views' anchors come from what the viewer may see only.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402
from view_harness import Harness, shared_for  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.match import Match  # noqa: E402
from boardgames.ui import bot_turns, motion  # noqa: E402
from boardgames.ui.motion import BOARD, Anchor, plan  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.handoff import HandoffScene  # noqa: E402

CATALOG = load_catalog()
R = pygame.Rect


@pytest.fixture
def app(isolated_dirs, monkeypatch):
    """The app with its computer seats silent: the tests play the computers' moves themselves
    (`GameScene.play_bot`, what BotTurns calls), and no worker process starts."""
    monkeypatch.setattr(bot_turns.Worker, "warm", lambda self: None)
    monkeypatch.setattr(bot_turns.BotTurns, "update", lambda self: None)
    app = F.make_app(CATALOG, (1280, 800))
    app.settings.animation_speed = 1.0
    yield app
    app.bot_worker.close()


def open_game(app, game: str, seats: list[dict], seed: int = 3) -> GameScene:
    match = Match.new(CATALOG.games[game].rules(), seats, None, {}, seed=seed)
    app.open_match(match)
    game_scene = app.find(GameScene)
    settle(app, game_scene)
    return game_scene


def settle(app, game) -> None:
    """Frames until the game is on top and nothing moves (hand-offs passed)."""
    for _ in range(200):
        if isinstance(app.top, HandoffScene):
            F.click_widget(app, app.top.ready)
        F.frame(app)
        assert not app.errors, app.errors
        if app.top is game and not game.moving():
            return
    raise AssertionError("the game did not settle")


def play_people_until(app, game, player: int, act: str) -> dict:
    """Everyone's first options until seat `player` may play `act`; that option."""
    match = game.match
    for _ in range(300):
        choice = match.pending
        wanted = [o for o in choice.options if o.get("act") == act]
        if choice.player == player and wanted:
            return wanted[0]
        option = next((o for o in choice.options if o.get("act") != "cancel"), choice.options[0])
        if bot_turns.level_of(match, choice.player):
            game.play_bot(option)
        else:
            assert game.choose(option) is None
        game.motion.finish()
        settle(app, game)
    raise AssertionError(f"seat {player} never could {act}")


def tracks(game, what: str) -> list:
    return [t for t in game.motion.tracks if t.what == what]


PEOPLE_AND_COMPUTER = [{"name": "Ann", "colour": "red"}, {"name": "Bo", "colour": "blue", "bot": "easy"}]


# --- the plan: what travels, what fades ---------------------------------------------------------
def test_plan_moves_kept_keys_pairs_kinds_and_fades_the_rest():
    before = {("worker", 1): R(10, 10, 20, 20), ("seed", "a", 0): Anchor(R(100, 10, 30, 30), "corn"),
              ("gone",): R(200, 200, 10, 10), ("still",): R(300, 10, 10, 10)}
    after = {("worker", 1): R(50, 60, 20, 20), ("seed", "b", 3): Anchor(R(400, 400, 40, 40), "corn"),
             ("new",): R(500, 10, 10, 10), ("still",): R(300, 10, 10, 10)}
    found, fade = plan(before, after)
    got = sorted((t.what, tuple(t.old) if t.old else None, tuple(t.new) if t.new else None) for t in found)
    assert got == [("appear", None, (500, 10, 10, 10)),
                   ("travel", (10, 10, 20, 20), (50, 60, 20, 20)),          # the same key elsewhere
                   ("travel", (100, 10, 30, 30), (400, 400, 40, 40)),       # one of a kind gone, one come
                   ("vanish", (200, 200, 10, 10), None)]
    assert fade == []


def test_plan_cross_fades_a_board_that_changes_hands_and_its_pieces_go_with_it():
    big, small = R(0, 0, 400, 300), R(500, 0, 100, 80)
    before = {("board", 0): Anchor(big, BOARD), ("board", 1): Anchor(small, BOARD),
              ("plot", "x"): Anchor(R(10, 10, 40, 40), board=("board", 0)),
              ("plot", "y"): Anchor(R(700, 500, 40, 40))}            # on the market
    after = {("board", 1): Anchor(big, BOARD), ("board", 0): Anchor(small, BOARD),
             ("plot", "x"): Anchor(R(510, 5, 10, 10), board=("board", 0)),     # shrank with its farm
             ("plot", "y"): Anchor(R(520, 5, 10, 10), board=("board", 0))}     # taken onto the farm
    found, fade = plan(before, after)
    assert sorted(map(tuple, fade)) == sorted([tuple(big), tuple(small)])     # each area once
    assert [(t.what, tuple(t.new)) for t in found] == [("travel", (520, 5, 10, 10))]
    # it first lands where its farm was (then the farms cross-fade, the plot with them)
    assert tuple(found[0].land) == (80, 19, 40, 38)


def test_plan_leaves_the_piece_the_person_just_put_down_alone():
    before = {("craftsman", "box", 0): Anchor(R(0, 0, 20, 20), "craftsman"), ("token",): R(300, 300, 10, 10)}
    after = {("craftsman", "5,2"): Anchor(R(100, 100, 20, 20), "craftsman"), ("token",): R(330, 300, 10, 10)}
    found, _ = plan(before, after, spot=(110, 110))
    assert [(t.what, tuple(t.new)) for t in found] == [("travel", (330, 300, 10, 10))]


def test_a_cut_piece_comes_without_its_background():
    old, new = pygame.Surface((40, 40)), pygame.Surface((40, 40))
    old.fill((30, 90, 30))
    new.fill((30, 90, 30))
    old.fill((200, 20, 20), R(10, 10, 8, 8))            # the piece, gone in the new picture
    img, share = motion.cut(old, new, R(5, 5, 20, 20))
    assert img.get_at((6, 6)).a == 255 and img.get_at((6, 6))[:3] == (200, 20, 20)
    assert img.get_at((0, 0)).a == 0 and share == pytest.approx(64 / 400)


# --- in the game screen ----------------------------------------------------------------------------
def test_a_computers_craftsman_travels_to_its_hex_and_the_computer_waits_for_it(app):
    game = open_game(app, "via_nebula", PEOPLE_AND_COMPUTER)
    option = play_people_until(app, game, 1, "craftsman")
    k = f"{option['cell'][0]},{option['cell'][1]}"
    before = game.view.anchors()
    assert ("craftsman", 1, "box", 0) in before and ("craftsman", k) not in before
    game.play_bot(option)
    F.frame(app)                                        # the first frame after it plans the motion
    assert game.viewer() == 0                           # Ann kept the screen
    landing = game.view.anchors()[("craftsman", k)].rect
    travels = [t for t in tracks(game, "travel") if t.new == landing]
    assert travels and travels[0].old.colliderect(before[("craftsman", 1, "box", 0)].rect)
    assert game.moving() and app.busy()
    mid = app.screen.subsurface(landing).copy()
    frames = 0
    while game.moving():
        F.frame(app)
        frames += 1
        assert frames < 40, "the motion never ended"
    assert 15 <= frames <= 30                           # TRAVEL (0.45 s) at 60 frames a second
    after = app.screen.subsurface(landing).copy()
    # until it landed, the hex showed the board as it was (no craftsman yet)
    assert pygame.image.tobytes(mid, "RGB") != pygame.image.tobytes(after, "RGB")

    # a computer's next move waits until the board has shown the last one
    played = []
    game.play_bot = played.append
    turns = bot_turns.BotTurns(app, game)
    if game.match.pending.player != 1:
        pytest.skip("the computer's turn ended")
    turns.key, turns.option, turns.started = (id(game.match), game.match.version), {"act": "x"}, 0.0
    game.motion.duration = 1.0                          # as if a motion ran
    BOT_UPDATE(turns)
    assert played == []
    game.motion.finish()
    BOT_UPDATE(turns)
    assert played == [{"act": "x"}]


BOT_UPDATE = bot_turns.BotTurns.update      # the fixture silences the method; the test calls it


def test_the_guild_shown_large_cross_fades_when_the_turn_passes(app):
    game = open_game(app, "via_nebula", PEOPLE_AND_COMPUTER)
    match = game.match
    for _ in range(100):
        choice = match.pending
        assert choice.player == 0
        guild = game.view.lay.guild.rect
        assert game.choose(next(o for o in choice.options if o.get("act") != "cancel")) is None
        F.frame(app)
        if match.pending.player == 1:
            break
        game.motion.finish()
    assert game.view.guild_player() == 1 and game.viewer() == 0
    assert guild in [r for r, _ in game.motion.fade]
    assert game.moving()


def test_a_computers_dwarf_travels_and_the_round_s_new_goods_fade_in(app):
    game = open_game(app, "caverna", PEOPLE_AND_COMPUTER)
    option = play_people_until(app, game, 1, "place")
    before = game.view.anchors()
    home = before[("dwarf", 1, option["dwarf"])]
    game.play_bot(option)
    F.frame(app)
    after = game.view.anchors()
    on_space = after[("dwarf", 1, option["dwarf"])]
    assert on_space.board is None and home.board == ("board", 1)
    assert any(t.old == home.rect and t.new == on_space.rect for t in tracks(game, "travel"))
    # play on to the next round: the goods piled on the action spaces at its start fade in
    for _ in range(400):
        game.motion.finish()
        settle(app, game)
        rnd = game.match.state["round"]
        choice = game.match.pending
        option = next((o for o in choice.options if o.get("act") not in ("cancel",)), choice.options[0])
        if choice.player == 1:
            game.play_bot(option)
        else:
            assert game.choose(option) is None
        F.frame(app)
        if game.match.state["round"] != rnd:
            appeared = {tuple(t.new) for t in tracks(game, "appear")}
            goods = {tuple(a.rect) for k, a in game.view.anchors().items() if k[0] == "goods"}
            assert appeared & goods
            return
    raise AssertionError("no new round")


def test_at_speed_0_nothing_moves(app):
    app.settings.animation_speed = 0.0
    game = open_game(app, "via_nebula", PEOPLE_AND_COMPUTER)
    option = play_people_until(app, game, 1, "craftsman")
    game.play_bot(option)
    assert game.motion.shot is None                     # not even a picture kept
    F.frame(app)
    assert not game.moving() and not game.motion.tracks


def test_the_persons_own_drag_is_not_moved_again(app):
    game = open_game(app, "via_nebula", PEOPLE_AND_COMPUTER)
    option = play_people_until(app, game, 0, "craftsman")
    view = game.view
    k = f"{option['cell'][0]},{option['cell'][1]}"
    start, end = view.piece_rect(("craftsman",)).center, view.hex_center(k)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for i in range(1, 7):
        pos = (round(start[0] + (end[0] - start[0]) * i / 6), round(start[1] + (end[1] - start[1]) * i / 6))
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    F.frame(app, events)
    F.frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    assert ("craftsman", k) in view.anchors(), "the drag did not place the craftsman"
    landing = view.anchors()[("craftsman", k)].rect
    assert not any(t.new == landing for t in game.motion.tracks)
    # the same move from the side panel (not a drag) travels
    game.undo()
    game.motion.finish()
    settle(app, game)
    game.choose_from_panel(option)
    F.frame(app)
    assert any(t.what == "travel" and t.new == landing for t in game.motion.tracks)


def test_a_key_or_a_click_finishes_a_motion_at_once(app):
    game = open_game(app, "via_nebula", PEOPLE_AND_COMPUTER)
    option = play_people_until(app, game, 1, "craftsman")
    game.play_bot(option)
    F.frame(app)
    assert game.moving()
    F.key(app, pygame.K_LSHIFT)
    assert not game.moving() and not game.motion.tracks
    choice = game.match.pending
    option = next(o for o in choice.options if o.get("act") != "cancel")
    game.play_bot(option) if choice.player == 1 else game.choose(option)
    F.frame(app)
    assert game.moving()
    F.click(app, (2, 2))                                # a click on the table's edge
    assert not game.moving()


# --- nothing hidden --------------------------------------------------------------------------------
def anchors_in(shared, game: str, match) -> dict:
    from importlib import import_module
    h = Harness(import_module(f"boardgames.ui.views.{game}").VIEW, shared, match, (1280, 800))
    h.frame()
    return {k: (tuple(a.rect), a.kind, a.board, a.solid) for k, a in motion.anchors_of(h.view).items()}


def more_money(st, me) -> None:
    """Every other player's money, behind their screen."""
    for i, pl in enumerate(st["players"]):
        if i != me:
            pl["coins"] += 17


def other_contracts(st, me) -> None:
    """Every other player's private contracts in another order, and the deck's."""
    for i, pl in enumerate(st["players"]):
        if i != me:
            pl["private"].reverse()
    st["deck"].reverse()


@pytest.mark.parametrize("game, n, change", [("urubamba_valley", 3, more_money), ("via_nebula", 3, other_contracts)])
def test_anchors_never_tell_what_the_viewer_may_not_see(catalog, game, n, change):
    import copy

    import game_support as support
    shared = shared_for(catalog, game)
    match = support.new_match(shared.rules, n, seed=5)
    support.advance_to(match, lambda c: len(match.actions) >= 3 * n, seed=5)
    me = match.pending.player
    twin = copy.copy(match)
    twin.state = copy.deepcopy(match.state)
    twin._views = {}
    change(twin.state, me)
    assert twin.state != match.state                                      # the secret differs...
    assert match.observation(me) == twin.observation(me)                  # ...where the viewer cannot see
    seen = anchors_in(shared, game, match)
    assert seen and seen == anchors_in(shared, game, twin)


# --- `boardgames bench` ----------------------------------------------------------------------------
def test_the_bench_stage_of_a_move_shows_it_moving(isolated_dirs):
    """`moved:<game>` times a move shown moving: its step makes one, and the frames after it move."""
    from boardgames import bench
    from boardgames.ui import offscreen
    app = offscreen.make_app((1280, 800), "en", CATALOG)
    step = bench._moved(app, CATALOG.games["via_nebula"])
    app.update(1 / 60)
    app.draw(app.screen)
    step()
    app.update(1 / 60)
    app.draw(app.screen)
    game = app.find(GameScene)
    assert app.top is game and game.moving() and (game.motion.tracks or game.motion.fade)
