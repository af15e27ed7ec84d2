"""The Caverna view driven by real pygame events (headless, SDL dummy driver).

Whole random games for 1, 4 and 7 players are played only through the view: dwarfs,
tiles, pastures, stables and furnishings by mouse gestures on the drawn pieces, every other
decision by a click on the view's checklist (or, for the side panel's lone buttons such as
Feed and Finish, the option itself). Tables are drawn at 1280x800 and 1920x1080 in both
languages; a refused drop says why and changes nothing.
"""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from boardgames.engine.gestures import Gesture  # noqa: E402
from boardgames.engine.i18n import Locale  # noqa: E402
from boardgames.ui.views.caverna import VIEW  # noqa: E402
from view_harness import Harness as ViewHarness, play_through_view  # noqa: E402

from game_support import advance_to, new_match  # noqa: E402

G = "caverna"


def Harness(shared, match, *args, **kw):
    return ViewHarness(VIEW, shared, match, *args, **kw)


def reached(shared, n: int, wanted, seeds: int = 60, limit: int = 5000):
    """The first seeded random game of `n` players that reaches a decision where
    `wanted(match, choice)` holds (None if none of `seeds` games does)."""
    for seed in range(seeds):
        match = new_match(shared.rules, n, "full", seed=seed)
        try:
            advance_to(match, lambda c, m=match: wanted(m, c), seed=seed, limit=limit)
            return match
        except AssertionError:
            continue
    return None


def click_a_button(h, choice, rnd):
    """A decision without board moves: click one of the view's checklist buttons, as a
    player would (the side panel's lone act buttons are chosen as options)."""
    h.frame()
    shown = [(r, o) for r, o in h.view.buttons]
    if shown:
        rect, option = rnd.choice(shown)
        before = len(h.match.actions)
        h.click(rect.center)
        assert len(h.match.actions) == before + 1, f"the button for {option} did nothing: {h.notes[-1:]}"
        return None
    return rnd.choice(choice.options)


@pytest.mark.parametrize("n,seed", [(1, 3), (4, 5), (7, 8)])
def test_a_whole_game_through_the_view(shared, n, seed):
    match = new_match(shared.rules, n, "full", seed=seed)
    h = Harness(shared, match, speed=0)
    steps = play_through_view(h, random.Random(seed), buttons=click_a_button)
    assert match.over and steps > 50
    kinds = {a["o"].get("act") for a in match.actions}
    assert "place" in kinds


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [1, 4, 7])
def test_tables_draw_for_every_count_size_and_language(shared, catalog, n, size, lang):
    match = new_match(shared.rules, n, "full", seed=n)
    advance_to(match, lambda c: c.kind == "caverna.place" and match.state["round"] >= 3, seed=n, limit=3000)
    h = ViewHarness(VIEW, shared, match, size=size, locale=Locale(catalog.strings, lang))
    h.frame()
    lay = h.view.lay
    assert len(lay.cards) == n - 1
    assert lay.cell >= 40 and min(r.h for _, r in h.view.slot_rects()) >= 40      # click targets
    assert min(min(r.w, r.h) for _, r in h.view.goods_cells()) >= 40                # goods are dragged
    assert all(lay.rect.contains(r) for r in lay.cards + [lay.score, lay.goods, lay.home])
    for _, rect in h.view.slot_rects():
        assert h.surface.get_rect().contains(rect)
    # every movable dwarf is on the screen, and every space it may go to
    for m in match.gestures():
        assert h.view.piece_rect(m.gesture.piece) is not None and h.view.target_rect(m.gesture.to) is not None


def test_a_dwarf_dropped_on_a_taken_space_is_refused_with_the_reason(shared):
    match = new_match(shared.rules, 3, "full", seed=2)
    advance_to(match, lambda c: c.kind == "caverna.place" and any(sp["occ"] for sp in match.state["spaces"].values()),
               seed=2, limit=3000)
    h = Harness(shared, match)
    h.frame()
    dwarf = match.gestures()[0].gesture.piece
    taken = next(sid for sid, sp in match.state["spaces"].items() if sp["occ"])
    snapshot = repr(match.state)
    h.drag(h.view.piece_rect(dwarf).center, h.view.target_rect(("space", taken)).center)
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1] == match.gesture_refusal(Gesture(dwarf, ("space", taken)))
    assert h.notes[-1]["key"] == "caverna.why.occupied"


def test_tooltips_come_from_the_rules_text(shared):
    match = new_match(shared.rules, 2, "full", seed=1)
    h = Harness(shared, match)
    h.frame()
    (slot, rect), *_ = h.view.slot_rects()
    tip = h.view.tooltip(rect.center)
    assert tip and tip[0].startswith(shared.locale.t(f"caverna.space.{slot[1]}"))


def test_the_expedition_sheet_shows_every_loot_item(shared):
    """All 23 items in strength order: the offered ones are buttons, the rest greyed, each
    explained on hover; a click takes the item."""
    match = reached(shared, 3, lambda m, c: c.kind == "caverna.expedition", seeds=30, limit=3000)
    h = Harness(shared, match)
    h.frame()
    assert len(h.view.loot_cells) == len(shared.rules.loot)
    offered = [o for o in match.pending.options if "loot" in o]
    buttons = [(r, o) for r, o in h.view.buttons if "loot" in o]
    assert sorted(o["loot"] for _, o in buttons) == sorted(o["loot"] for o in offered)
    made_on_board = [m.plan[0] for m in match.gestures()]
    assert not any(o in made_on_board for _, o in h.view.buttons)      # exchanges: dragged, not listed
    r, loot = h.view.loot_cells[-1]
    assert h.view.tooltip(r.center)[0].startswith(shared.locale.t(f"caverna.loot.{loot}"))
    rect, option = buttons[0]
    h.click(rect.center)
    assert match.actions[-1]["o"] == option
    choice = match.pending                           # one pick made: Done warns of the picks left
    left = choice.info["level"] - len(choice.info["taken"])
    if choice.kind == "caverna.expedition" and left and any("loot" in o for o in choice.options):
        said = []
        text = h.view.pen.text
        h.view.pen.text = lambda surface, value, *a, **kw: (said.append(value), text(surface, value, *a, **kw))[1]
        h.view.draw_checklist(h.surface)
        assert shared.locale.t("caverna.ui.loot_unused", n=left) in " ".join(said)


def test_a_twin_tile_snaps_to_the_turn_that_fits(shared):
    """Picked by a click and dropped by a click where it fits only turned another way, the
    tile turns itself and is laid (the player need not press R)."""
    from boardgames.engine.gestures import targets
    for seed in range(40):
        match = new_match(shared.rules, 2, "full", seed=seed)
        try:
            advance_to(match, lambda c: c.kind == "caverna.place_twin"
                       and any(m.gesture.turn != 1 for m in match.gestures()), seed=seed, limit=3000)
        except AssertionError:
            continue
        h = Harness(shared, match)
        h.frame()
        view = h.view
        for move in match.gestures():
            g = move.gesture
            point = view.drop_point(g.piece, g.turn, g.to)
            fits = [t for t in view.turns(g.piece)
                    if view.target_at(g.piece, t, point) in targets(match.gestures(), g.piece, t)]
            if g.piece[0] != "twin" or g.turn == 1 or fits != [g.turn]:
                continue
            h.click(view.piece_rect(g.piece).center)           # picked up: lying flat (turn 1)
            assert view.drag.held is not None and view.turn_of(view.drag.held) == 1
            h.click(point)
            assert match.actions[-1]["o"] == move.option and not h.notes
            return
    pytest.skip("no position where one twin placement fits only in another turn")


def test_parts_of_an_action_that_cannot_be_done_are_greyed_with_a_reason(shared):
    match = reached(shared, 3, lambda m, c: c.kind == "caverna.flow" and c.info.get("unavailable"), limit=3000)
    if match is None:
        pytest.skip("no action with an impossible part")
    h = Harness(shared, match)
    h.frame()
    assert h.view.greyed, "no greyed part drawn"
    rect, option = h.view.greyed[0]
    before = len(match.actions)
    h.click(rect.center)
    assert len(match.actions) == before                       # a greyed part does nothing
    tip = h.view.tooltip(rect.center)
    assert len(tip) == 2 and tip[1] and tip[1] != shared.locale.t("caverna.why.flow_part")


def opened(shared, match):
    """The view drawn once on `match`: (match, harness, view, the deciding player)."""
    h = Harness(shared, match)
    h.frame()
    return match, h, h.view, match.pending.player


def overflow_position(shared):
    """A 2-player game where the deciding player's animals do not all fit."""
    match = reached(shared, 2, lambda m, c: c.kind == "caverna.overflow")
    assert match is not None, "no overflow found"
    return match


def test_animals_without_room_wait_in_a_pen_and_the_confirm_names_them(shared):
    match, h, v, p = opened(shared, overflow_position(shared))
    box = v.pen_box()
    assert box is not None
    left = dict(v.animal_layout(p)[None])
    assert v.confirm, "the overflow offers a confirm naming the animals that go"
    rect, plan = v.confirm[0]
    assert sorted(o["animal"] for o in plan) == sorted(k for k, n in left.items() for _ in range(n))
    before = dict(match.state["players"][p]["animals"])
    h.click(rect.center)
    after = match.state["players"][p]["animals"]
    for kind, n in left.items():
        assert after[kind] == before[kind] - n
    assert match.pending is None or match.pending.kind != "caverna.overflow" or match.pending.player != p


def test_dragging_a_housed_animal_out_swaps_who_goes(shared):
    """Drag a housed herd into the pen and the pen's animal into its place: the rules accept
    the swap (it houses as many), and the confirm then names the other animal."""
    match, h, v, p = opened(shared, overflow_position(shared))
    out_kind = next(iter(v.animal_layout(p)[None]))
    kind, cell, n, r = next(x for x in v.animal_rects(p) if x[1] is not None and x[0] not in ("dog", out_kind))
    h.drag(r.center, v.pen_box().center)
    h.frame()
    assert v.animal_layout(p)[None].get(kind) == n
    assert not v.confirm                     # room is left unused: nothing may go yet
    pen_rect = next(r for k, c, m, r in v.animal_rects(p) if c is None and k == out_kind)
    h.drag(pen_rect.center, v.cell_rect(cell).center)
    h.frame()
    now = v.animal_layout(p)
    assert now[cell].get(out_kind) and now[None].get(kind)
    rect, plan = v.confirm[0]
    assert {o["animal"] for o in plan} == {kind}
    h.click(rect.center)
    assert match.state["players"][p]["animals"][out_kind] >= 1


def test_an_animal_dropped_where_it_cannot_live_is_refused_with_the_reason(shared):
    match, h, v, p = opened(shared, overflow_position(shared))
    kind, cell, n, r = next(x for x in v.animal_rects(p) if x[1] is None)
    bare = next(c for c in ("M3R1", "M2R1", "M3R2") if c not in match.state["players"][p]["tiles"])
    before = v.animal_layout(p)
    h.drag(r.center, v.cell_rect(bare).center)
    h.frame()
    assert v.animal_layout(p) == before
    assert h.notes and h.notes[-1]["key"] == "caverna.why.pen_no_room"


def test_an_animal_dropped_on_the_food_is_eaten(shared):
    match, h, v, p = opened(shared, overflow_position(shared))
    kind, cell, n, r = next(x for x in v.animal_rects(p) if x[1] is None)
    if v.eat_option(kind) is None:
        pytest.skip(f"no conversion for {kind}")
    food = match.state["players"][p]["goods"]["food"]
    count = match.state["players"][p]["animals"][kind]
    h.drag(r.center, v.food_rect().center)
    assert match.state["players"][p]["animals"][kind] == count - 1
    assert match.state["players"][p]["goods"]["food"] > food


def test_the_score_column_is_the_rules_score_pad(shared):
    match = new_match(shared.rules, 3, "full", seed=4)
    advance_to(match, lambda c: c.kind == "caverna.place" and match.state["round"] >= 4, seed=4, limit=3000)
    h = Harness(shared, match)
    h.frame()
    v = h.view
    sheet = shared.rules.score(match.state)
    p = v.board_player()
    rows = v.score_rows()
    assert [name for name, _ in rows][:-1] == [label.rsplit(".", 1)[1] for label in sheet.rows]
    assert all(v.lay.score.contains(r) for _, r in rows)
    tip = v.tooltip(v.lay.score.center)
    assert tip[0].endswith(h.view.t("caverna.ui.score", n=sheet.totals[p]))
    q = v.others()[0]
    tip = v.tooltip(v.lay.cards[0].center)
    assert str(sheet.totals[q]) in tip[0]


def test_newborns_are_ringed_and_named_after_breeding(shared):
    match = reached(shared, 2, lambda m, c: c.player is not None and shared.rules.newborns(m.log, c.player),
                    seeds=40, limit=6000)
    if match is None:
        pytest.skip("no breeding found")
    h = Harness(shared, match)
    h.frame()
    v = h.view
    p = v.board_player()
    born = shared.rules.newborns(match.log, p)
    kind = next(iter(born))
    r = next(r for k, c, n, r in v.animal_rects(p) if k == kind)
    assert h.view.t("caverna.ui.newborn") in v.tooltip(r.center)


def ruby_position(shared):
    match = new_match(shared.rules, 3, "full", seed=2)
    advance_to(match, lambda c: c.kind == "caverna.place" and match.state["players"][c.player]["goods"]["ruby"] >= 2,
               seed=2, limit=4000)
    return match


def test_a_ruby_dragged_onto_a_good_is_exchanged_and_no_button_repeats_it(shared):
    match, h, v, p = opened(shared, ruby_position(shared))
    words = [v.option_words(match.pending, o) for _, o in v.buttons]
    assert not any(o.get("id") == "ruby.wood" for _, o in v.buttons), words
    cells = dict(v.goods_cells())
    ruby, wood = (match.state["players"][p]["goods"][g] for g in ("ruby", "wood"))
    h.drag(cells["ruby"].center, cells["wood"].center)
    assert match.actions[-1]["o"] == {"act": "convert", "id": "ruby.wood"}
    assert match.state["players"][p]["goods"]["ruby"] == ruby - 1
    assert match.state["players"][p]["goods"]["wood"] == wood + 1


def test_a_ruby_dropped_on_a_forest_cell_asks_meadow_or_field(shared):
    match, h, v, p = opened(shared, ruby_position(shared))
    cell = next(m.gesture.to[2] for m in match.gestures() if m.plan[0].get("tile") == "meadow")
    before = len(match.actions)
    h.drag(dict(v.goods_cells())["ruby"].center, v.cell_rect(cell).center)
    h.frame()
    assert len(match.actions) == before and not h.notes
    asked = sorted(plan[0]["tile"] for _, plan in v.confirm)
    assert asked == ["field", "meadow"]
    rect, plan = next((r, pl) for r, pl in v.confirm if pl[0]["tile"] == "field")
    h.click(rect.center)
    assert match.actions[-1]["o"] == {"act": "ruby_tile", "tile": "field", "cell": cell}
    assert match.state["players"][p]["tiles"][cell] == "field"


def test_a_good_dragged_where_no_exchange_goes_is_refused_with_the_reason(shared):
    match, h, v, p = opened(shared, ruby_position(shared))
    cells = dict(v.goods_cells())
    before = len(match.actions)
    h.drag(cells["vegetable"].center, cells["wood"].center)          # vegetables only become food
    assert len(match.actions) == before
    assert h.notes[-1]["key"] == "caverna.why.cannot_convert"
