"""The side panel's action bar ("what can I do now"): every legal action of the pending choice
in the player's words, each a button with one line on how it is done on the board.

Checked for every game of the catalog at many seeded positions, in both languages, at
1280x800: the entries cover every option the engine offers, their words come from the game's
locale, every word fits in the panel (wrapped, never cut), and the game log keeps at least
three rows on screen beside it (how a player follows the others' moves). Then what a click on an entry
does: a piece of that action taken in hand (its places light up), places marked for an action
made by clicks, a single option offered in the board's lists played, nothing on a computer's
turn; and the panel's other parts (the hint box, the bulb, the buttons) keep working with it.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))
import shell_fakes as F  # noqa: E402

from boardgames.engine.catalog import load_catalog  # noqa: E402
from boardgames.engine.choice import Choice, onward  # noqa: E402
from boardgames.engine.freeacts import FREE_FROM  # noqa: E402
from boardgames.engine.gestures import Gesture, Move, move  # noqa: E402
from boardgames.ui import action_bar, samples  # noqa: E402
from boardgames.ui.action_bar import BOARD, BUTTON, CHOOSE, action_groups, group_key  # noqa: E402
from boardgames.ui.scenes.game import GameScene  # noqa: E402
from boardgames.ui.scenes.game_panel import LOG_ROWS_MIN  # noqa: E402

CATALOG = load_catalog()
SIZE = (1280, 800)


def open_game(match, lang="en", size=SIZE):
    app = F.make_app(CATALOG, size, lang, persist=False)
    app.open_match(match)
    game = app.find(GameScene)
    while app.top is not game:
        app.pop()
    F.frame(app)
    return app, game


def walk(spec, seed: int, players: int, every: int, steps: int):
    """Seeded random play: the match at every `every`-th step where a person must decide."""
    app = F.make_app(CATALOG, SIZE, "en", persist=False)
    match = samples.new_sample(app, spec, seed, players=players)
    match.history = False
    rng = random.Random(seed)
    for step in range(steps):
        if match.pending is None:
            return
        if step % every == 0 and not match.pending.chance:
            yield match
        samples.random_step(match, rng)


# --- grouping -------------------------------------------------------------------------------------
def test_options_are_grouped_by_act_by_decision_and_as_free_actions():
    options = [{"act": "pair", "plots": [1, 2]}, {"slot": 3}, {"act": "stop"}, {"act": "pair", "plots": [1, 3]},
               {"slot": 4}, {"free": "llama", "cell": [0, 0]}]
    choice = Choice(0, "game.pick", options, {"key": "x"}, info={FREE_FROM: 5})
    moves = [move(("plot", 1), ("stored", 2), options[0]), move(("plot", 2), ("stored", 1), options[0]),
             move(None, ("slot", 3), options[1]), move(("grey",), ("cell", 0), dict(options[5]))]   # an equal copy
    groups = action_groups(choice, moves, buttons=[options[2]])
    assert [g.key for g in groups] == ["pair", "pick", "free", "stop"]        # buttons last
    pair, pick, free, stop = groups
    assert pair.options == [options[0], options[3]] and pair.pieces == [("plot", 1), ("plot", 2)]
    assert pick.clicks == [("slot", 3)] and pick.pieces == [] and pick.how == BOARD
    assert free.pieces == [("grey",)]
    assert stop.button is options[2] and stop.how == BUTTON
    assert group_key(choice, {"slot": 1}) == "pick" and group_key(choice, {"x": 1}, free=True) == "free"
    assert action_groups(None) == [] and action_groups(Choice(-1, "chance", [{}], {"key": "x"})) == []


def test_words_come_from_the_game_then_the_app_then_the_name():
    from boardgames.engine.i18n import Locale
    loc = Locale({"en": {"g.what.hire": "Hire a partner", "g.how.hire": "Drag a partner.", "g.act.stop": "Done",
                         "ui.act.skip": "Skip", "ui.how.drag": "Drag it.", "ui.how.click": "Click it.",
                         "ui.how.choose": "Choose it."}}, "en")
    assert action_bar.label(loc, "g", "hire") == "Hire a partner"
    assert action_bar.label(loc, "g", "stop") == "Done" and action_bar.label(loc, "g", "skip") == "Skip"
    assert action_bar.label(loc, "g", "ruby_tile") == "Ruby tile"
    hire = action_bar.ActionGroup("hire", [{}], pieces=[("p",)])
    assert action_bar.hint(loc, "g", hire) == "Drag a partner."
    assert action_bar.hint(loc, "g", action_bar.ActionGroup("x", [{}], pieces=[("p",)])) == "Drag it."
    assert action_bar.hint(loc, "g", action_bar.ActionGroup("x", [{}], clicks=[("c",)])) == "Click it."
    assert action_bar.hint(loc, "g", action_bar.ActionGroup("x", [{}])) == "Choose it."
    assert action_bar.hint(loc, "g", action_bar.ActionGroup("x", [{}], button={})) is None


# --- every game, many positions, both languages ------------------------------------------------------
def entry_lines(app, entry) -> list[tuple[str, int, int]]:
    """(line, its width, the width it must fit) of every line an entry draws."""
    th, fonts = app.theme, app.fonts
    body, small = th.font_px("body"), th.font_px("small")
    if entry.kind == BUTTON:
        room = entry.rect.w - 2 * th.px(12)
        return [(ln, fonts.size(ln, body, True)[0], room) for ln in fonts.wrap(action_bar_text(entry), body, room, True)]
    pad_x, _pad_y, icon = entry._metrics()
    room = entry.rect.w - 2 * pad_x - icon
    out = [(ln, fonts.size(ln, body, True)[0], room) for ln in fonts.wrap(action_bar_text(entry), body, room, True)]
    if entry.how and not entry.compact:
        how = action_bar_text(entry, how=True)
        out += [(ln, fonts.size(ln, small)[0], room) for ln in fonts.wrap(how, small, room)]
    return out


def action_bar_text(entry, how=False) -> str:
    from boardgames.ui.widgets import resolve
    return resolve(entry.how if how else entry.text)


def check_panel(app, game) -> list[str]:
    """Problems of the action bar at the position on screen (empty: all is well)."""
    panel = game.panel
    match = game.match
    choice = match.pending
    gid = match.rules.id
    problems = []
    entries = panel.action_entries + panel.act_buttons
    # every legal option is in exactly one entry, and every group has its entry
    free_from = choice.info.get(FREE_FROM, len(choice.options))
    want = {group_key(choice, o, i >= free_from) for i, o in enumerate(choice.options)}
    have = [e.group.key for e in entries]
    if sorted(have) != sorted(want):
        problems.append(f"entries {have} for the groups {sorted(want)}")
    covered = [id(o) for e in entries for o in e.group.options]
    if sorted(covered) != sorted(id(o) for o in choice.options):
        problems.append("options missing from the action bar or listed twice")
    # words from the locale, in this language
    for e in entries:
        key = e.group.key
        if e.kind != BUTTON and not app.locale.has(f"{gid}.how.{key}"):
            problems.append(f"no {gid}.how.{key} in {app.locale.lang}")
        if not any(app.locale.has(k) for k in (f"{gid}.what.{key}", f"{gid}.act.{key}", f"ui.act.{key}")):
            problems.append(f"no {gid}.what.{key} (nor an act label) in {app.locale.lang}")
    # everything fits: inside the panel, one above the other, every line within its width
    inner = panel.rect.inflate(-2, -2)
    for e in entries:
        if not inner.contains(e.rect):
            problems.append(f"{e.group.key} sticks out of the panel: {e.rect} in {panel.rect}")
        if e.rect.h < e.height_for(e.rect.w):
            problems.append(f"{e.group.key} is cut: {e.rect.h} < {e.height_for(e.rect.w)}")
        for line, width, room in entry_lines(app, e):
            if width > room:
                problems.append(f"{e.group.key}: {line!r} is {width} px in {room}")
        if e.compact and e.kind != BUTTON and e.tooltip_lines() != [action_bar_text(e, how=True)]:
            problems.append(f"{e.group.key}: its line on how is neither shown nor its tooltip")
    for i, a in enumerate(entries):
        for b in entries[i + 1:]:
            if a.rect.colliderect(b.rect):
                problems.append(f"{a.group.key} overlaps {b.group.key}")
    if entries:
        lowest = max(e.rect.bottom for e in entries)
        if lowest > panel.players_rect.y:
            problems.append("the action bar runs into the players")
        if panel.prompt_rect.bottom > min(e.rect.y for e in entries):
            problems.append("the action bar runs into the prompt")
    if panel.players_rect.bottom > panel.undo_button.rect.y:
        problems.append("the players run into the undo button")
    if panel.log_list.is_visible() and panel.log_list.rect.bottom > panel.undo_button.rect.y:
        problems.append("the log runs into the undo button")
    # the log keeps its rows, unless a hint the player asked for takes them for a while
    log_short = not panel.log_list.is_visible() or panel.log_list.rect.h < LOG_ROWS_MIN * panel.log_rows.row_height()
    if log_short and not panel.hint_lines:
        problems.append(f"the log shows fewer than {LOG_ROWS_MIN} rows (a player cannot follow what the others just did)")
    if app.theme.font_px("small") < 12:
        problems.append("text below 12 px")
    return problems


def player_counts(spec) -> list[int]:
    lo, hi = spec.rules().player_range()
    return sorted({lo, min(max(lo, 3), hi), hi})


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_every_pending_choice_has_an_action_bar_that_covers_it_and_fits(game_id, lang):
    spec = CATALOG.games[game_id]
    app = F.make_app(CATALOG, SIZE, lang, persist=False)
    problems, seen, positions = [], set(), 0
    for n in player_counts(spec):
        game = None
        for match in walk(spec, seed=11 + n, players=n, every=9, steps=1200):
            if game is None or game.match is not match:
                app.open_match(match)
                game = app.find(GameScene)
                while app.top is not game:
                    app.pop()
            game.changed()
            positions += 1
            seen.update(e.group.key for e in game.panel.action_entries + game.panel.act_buttons)
            for p in check_panel(app, game):
                problems.append(f"{n} players, {match.pending.kind}: {p}")
    assert positions >= 20, positions
    assert not problems, "\n".join(sorted(set(problems))[:30])
    assert seen, "no action seen"


def test_the_action_bar_draws_at_1920x1080_too():
    spec = CATALOG.games["via_nebula"]
    for match in walk(spec, seed=7, players=4, every=50, steps=300):
        app, game = open_game(match, "zh-Hant", (1920, 1080))
        assert not check_panel(app, game)
        assert not app.errors


# --- what a click on an entry does ---------------------------------------------------------------------
def first_position(game_id: str, test, seed: int = 7, players: int | None = None, limit: int = 3000):
    spec = CATALOG.games[game_id]
    n = players or min(max(spec.rules().player_range()[0], 3), spec.rules().player_range()[1])
    for match in walk(spec, seed, n, every=1, steps=limit):
        if test(match):
            return match
    raise AssertionError(f"no {game_id} position found")


def entry(game, key):
    return next(e for e in game.panel.action_entries + game.panel.act_buttons if e.group.key == key)


def pieces_of(m, key) -> int:
    return next((len(g.pieces) for g in action_groups(m.pending, m.gestures()) if g.key == key), 0)


def test_clicking_an_entry_takes_its_piece_in_hand_and_its_place_plays_it():
    match = first_position("via_nebula", lambda m: m.pending.kind == "via_nebula.action"
                           and pieces_of(m, "transport") >= 2 and pieces_of(m, "craftsman"))
    app, game = open_game(match)
    view = game.view
    # an action with several pieces: each click on the entry takes the next one
    transport = entry(game, "transport")
    held = []
    for _ in range(2):
        F.click_widget(app, transport)
        held.append(view.drag.held.payload)
    assert held[0] != held[1] and all(p in transport.group.pieces for p in held)
    F.key(app, pygame.K_ESCAPE)                       # put it back
    assert view.drag.held is None and not transport.selected()
    # a piece picked up on the board lights its action's entry too
    piece = transport.group.pieces[0]
    F.click(app, view.piece_rect(piece).center)
    assert view.drag.held is not None and view.drag.held.payload == piece and transport.selected()
    F.key(app, pygame.K_ESCAPE)
    craftsman = entry(game, "craftsman")
    assert craftsman.kind == BOARD and resolve(craftsman.text) == "Place a craftsman"
    assert resolve(craftsman.how) == app.t("via_nebula.how.craftsman")
    F.click_widget(app, craftsman)
    assert view.drag.held is not None and view.drag.held.payload == ("craftsman",)
    assert craftsman.selected()                       # the entry shows that its piece is in hand
    target = view.lit()[0]
    F.click(app, view.target_rect(target).center)
    assert match.actions[-1]["o"]["act"] == "craftsman"
    assert view.drag.held is None
    assert not app.errors


def test_a_buttons_tooltip_says_how_and_a_button_plays_its_option():
    match = first_position("moon_river", lambda m: m.pending.kind == "moon_river.expand"
                           and {"act": "stop"} in m.pending.options)
    app, game = open_game(match)
    done = F.find_button(game, "moon_river.act.stop")            # the panel's button, as before
    assert done in game.panel.act_buttons and done.tooltip_lines() == [app.t("moon_river.how.stop")]
    F.click_widget(app, done)
    assert match.actions[-1]["o"] == {"act": "stop"}


def test_a_single_option_offered_in_the_boards_lists_is_played_from_its_entry():
    match = first_position("caverna", lambda m: any(
        g.how == CHOOSE and len(g.options) == 1 for g in action_groups(m.pending, m.gestures(), ())))
    app, game = open_game(match)
    one = next(e for e in game.panel.action_entries if e.kind == CHOOSE and len(e.group.options) == 1)
    option = one.group.options[0]
    F.click_widget(app, one)
    assert match.actions[-1]["o"] == option


class _Host:
    """A board with one action made by clicks only (the kit's gesture host over a stub match)."""

    def __init__(self, moves):
        from boardgames.ui.gesture_host import GestureHost

        class Host(GestureHost):
            _acting = False
            ctx = type("Ctx", (), {"notify": staticmethod(lambda m: None), "sound": staticmethod(lambda n: None)})()

            def speed(self):
                return 1.0

            def target_rect(self, target):
                return pygame.Rect(target[1] * 50, 0, 40, 40)
        self.host = Host()
        self.host.match = type("M", (), {"gestures": staticmethod(lambda: moves)})()
        self.host.init_gestures()
        self.marked = []
        self.host.mark_target = lambda surface, t, style: self.marked.append((t, style))


def test_an_action_made_by_clicks_marks_its_places_until_the_next_click():
    a, b, other = {"cell": 1}, {"cell": 2}, {"act": "skip"}
    h = _Host([move(None, ("cell", 1), a), move(None, ("cell", 2), b), Move(Gesture(("x",), ("cell", 3)), (other,))])
    host = h.host
    assert host.show_action([a, b]) and host.spot == [("cell", 1), ("cell", 2)] and host.action_live()
    host.draw_spot(pygame.Surface((10, 10)))
    assert h.marked == [(("cell", 1), "selected"), (("cell", 2), "selected")]
    host.gesture_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 500), button=1))
    assert host.spot == [] and not host.action_live()
    assert not host.show_action([{"act": "nothing"}])         # nothing of it on the board


def test_no_actions_while_a_computer_decides():
    spec = CATALOG.games["moon_river"]
    app = F.make_app(CATALOG, SIZE, "en", persist=False)
    match = samples.new_sample(app, spec, 3)
    for seat in match.state["seats"]:
        seat["bot"] = "easy"
    app.open_match(match)
    game = app.find(GameScene)
    game.panel.refresh()
    assert game.panel.action_entries == [] and game.panel.act_buttons == []


def test_the_hint_box_and_the_action_bar_share_the_panel(monkeypatch):
    match = first_position("via_nebula", lambda m: m.pending.kind == "via_nebula.action"
                           and len({o["act"] for o in m.pending.options}) >= 4, players=4)
    app, game = open_game(match, "zh-Hant")
    options = list(match.pending.options[:3])
    monkeypatch.setattr(game.hints, "current", lambda: options)
    game.panel.refresh()
    panel = game.panel
    assert panel.hint_lines and len(panel.hint_lines) == 3
    assert panel.hint_rect.bottom <= min(e.rect.y for e in panel.action_entries)
    assert not check_panel(app, game)
    F.frame(app)
    asked = []
    monkeypatch.setattr(game, "ask_hint", lambda: asked.append(True))
    panel.hint_button.on_click = game.ask_hint
    F.click_widget(app, panel.hint_button)                # the bulb still answers
    assert asked and not app.errors


def resolve(text):
    from boardgames.ui.widgets import resolve as r
    return r(text)


@pytest.mark.parametrize("game_id", sorted(CATALOG.games))
def test_every_action_of_whole_games_has_words_in_both_languages(game_id):
    """Whole seeded games, every player count and mode: each action met has its name and, unless
    it is a plain button (an option that is its act alone), its line on how, in both languages."""
    from boardgames.engine.i18n import Locale
    from boardgames.engine.match import Match
    spec = CATALOG.games[game_id]
    rules = spec.rules()
    lo, hi = rules.player_range()
    colours = [c["id"] for c in spec.manifest.get("colours", [])]
    missing, seen = set(), set()
    locales = [Locale(CATALOG.strings, lang) for lang in ("en", "zh-Hant")]
    for mode in rules.modes():
        for n, seed in ((n, seed) for n in sorted({lo, hi}) for seed in (1, 2, 3)):
            seats = [{"name": f"P{i}", "colour": colours[i % len(colours)]} for i in range(n)]
            options = {k: v[0] for k, v in (getattr(rules, "option_choices", lambda m: {})(mode) or {}).items() if v}
            match = Match.new(rules, seats, mode, options, 20 + seed, history=False)
            rng = random.Random(seed)
            for _ in range(6000):
                choice = match.pending
                if choice is None:
                    break
                if not choice.chance:
                    for g in action_groups(choice, match.gestures()):
                        seen.add(g.key)
                        plain = all(set(o) == {"act"} for o in g.options) and len(g.options) == 1
                        for loc in locales:
                            if not any(loc.has(k) for k in (f"{game_id}.what.{g.key}", f"{game_id}.act.{g.key}",
                                                             f"ui.act.{g.key}")):
                                missing.add(f"{loc.lang}: {game_id}.what.{g.key}")
                            if not plain and not loc.has(f"{game_id}.how.{g.key}"):
                                missing.add(f"{loc.lang}: {game_id}.how.{g.key}")
                match.choose(rng.choice(onward(choice.options)))
    assert not missing, sorted(missing)
    assert len(seen) >= 5, seen
