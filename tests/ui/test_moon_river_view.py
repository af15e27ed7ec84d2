"""The Moon River view driven by real pygame events (headless, SDL dummy driver).

Matches for 2, 3 and 4 players in both modes are drawn at 1280x800 and
1920x1080; then mouse events posted through pygame's queue form a landscape
card from two stored plots and drop it on the farm, and illegal drops are
refused with a message while the state stays as it was. A card that fits only
turned lights its places and lies down turned where it is let go; another
player's farm is shown up close.
"""
from __future__ import annotations

import os
import random
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.geometry import SquareGrid  # noqa: E402
from boardgames.ui.sprites import Sprites  # noqa: E402
from boardgames.ui.views.moon_river import VIEW, MoonRiverView, card_cells  # noqa: E402
from view_harness import Harness as ViewHarness  # noqa: E402

import game_support as support  # noqa: E402
from game_support import new_match, only_turned_pair  # noqa: E402


G = "moon_river"


def Harness(shared, match, *args, **kw):
    """This game's view in the shared harness (tests/ui/view_harness.py)."""
    return ViewHarness(VIEW, shared, match, *args, **kw)


def advance_to(match, want, seed=1, limit=4000):
    return support.advance_to(match, want, seed, limit, skip_acts=("cancel",))


def has_pair(choice):
    return choice.kind == "moon_river.expand" and any(o.get("act") == "pair" for o in choice.options)


def storage_center(view, p, plot):
    box = view.lay.farms[p]
    return box.storage[view.storage_order(p).index(plot)].center


def card_center(view, cell, d):
    grid = view.lay.farms[view.active()].grid
    dr, dc = SquareGrid.STEPS[d]
    a, b = grid.cell_center(tuple(cell)), grid.cell_center((cell[0] + dr, cell[1] + dc))
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def turn_card_to(h, d):
    """Rotate the held card with R until it lies in board direction d."""
    grid = h.view.lay.farms[h.view.active()].grid
    for _ in range(4):
        if grid.screen_direction(h.view.drag.held.rotation) == d:
            return
        h.key(pygame.K_r)
    raise AssertionError("rotation never reached the direction")


# --- drawing ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("mode", ["camp", "legends"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_draws_every_player_count_mode_and_size(shared, n, mode, size):
    match = new_match(shared.rules, n, mode, seed=n)
    h = Harness(shared, match, size)
    h.frame()
    advance_to(match, lambda c: c.kind in ("moon_river.expand", "moon_river.hire", "moon_river.cowboy")
               and len(match.state["players"][c.player]["farm"]) >= 4, seed=n)
    h.view.state_changed()
    h.frame()
    lay = h.view.lay
    assert set(lay.farms) == set(range(n))
    board = h.view.rect
    for box in lay.farms.values():          # every farm fits inside the board area
        assert board.contains(box.rect), (box.rect, board)
    active = lay.farms[h.view.active()]
    assert all(active.cell > box.cell for p, box in lay.farms.items() if p != h.view.active())
    for a in lay.farms.values():            # farms never overlap each other or the market
        assert not a.rect.colliderect(lay.market.rect)
        for b in lay.farms.values():
            if a is not b:
                assert not a.rect.colliderect(b.rect)
    tips = [h.view.tooltip(active.grid.cell_center(tuple(map(int, k.split(",")))))
            for k in match.state["players"][h.view.active()]["farm"]]
    assert tips and all(t and t[0] for t in tips)


# --- forming a card and placing it ---------------------------------------------------------
def test_drag_pair_then_carry_and_place(shared):
    match = advance_to(new_match(shared.rules, 3, "camp", seed=5), has_pair, seed=5)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    pair = next(o for o in match.pending.options if o.get("act") == "pair")
    a, b = pair["plots"]
    h.drag(storage_center(h.view, me, a), storage_center(h.view, me, b))
    assert match.pending.kind == "moon_river.place"
    assert sorted(match.state["card"]) == sorted([a, b])
    assert h.view.drag.dragging, "the formed card follows the mouse"
    place = next(o for o in match.pending.options if o.get("act") == "place")
    turn_card_to(h, place["dir"])
    target = card_center(h.view, place["cell"], place["dir"])
    h.move(target)
    before = dict(match.state["players"][me]["farm"])
    h.press(target)
    h.release(target)
    farm = match.state["players"][me]["farm"]
    card = match.actions[-1]["o"] if match.actions[-1]["o"].get("act") == "place" else None
    assert card == place
    assert len(farm) == len(before) + 2
    assert {farm[f"{place['cell'][0]},{place['cell'][1]}"]} <= {a, b}
    assert not h.notes


def test_click_click_pair_then_drag_card_from_storage(shared):
    match = advance_to(new_match(shared.rules, 4, "legends", seed=8), has_pair, seed=8)
    h = Harness(shared, match, (1920, 1080))
    h.frame()
    me = match.pending.player
    a, b = next(o for o in match.pending.options if o.get("act") == "pair")["plots"]
    pa, pb = storage_center(h.view, me, a), storage_center(h.view, me, b)
    h.press(pa)
    h.release(pa)                      # a click selects the plot
    assert h.view.drag.held is not None and h.view.drag.held.payload == ("plot", a)
    h.press(pb)
    h.release(pb)                      # a click on the second plot forms the card
    assert match.pending.kind == "moon_river.place"
    h.key(pygame.K_ESCAPE)             # put the card down: it rests on the board
    assert h.view.drag.held is None
    place = [o for o in match.pending.options if o.get("act") == "place"][-1]
    home = h.view.card_home()
    h.press(home)
    h.move((home[0] + 20, home[1] - 20), (1, 0, 0))
    assert h.view.drag.dragging
    turn_card_to(h, place["dir"])
    target = card_center(h.view, place["cell"], place["dir"])
    h.move(target, (1, 0, 0))
    h.release(target)
    assert match.actions[-1]["o"] == place


def test_illegal_drop_changes_nothing_and_says_why(shared):
    match = new_match(shared.rules, 4, "camp", seed=11)
    advance_to(match, lambda c: has_pair(c) and len(match.state["players"][c.player]["farm"]) >= 2, seed=11)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    a, b = next(o for o in match.pending.options if o.get("act") == "pair")["plots"]
    h.drag(storage_center(h.view, me, a), storage_center(h.view, me, b))
    assert match.pending.kind == "moon_river.place"
    legal = {(tuple(o["cell"]), o["dir"]) for o in match.pending.options if o.get("act") == "place"}
    farm = match.state["players"][me]["farm"]
    # drop on an occupied cell (with its neighbour still inside the farm)
    d = 2                                  # away from the river
    turn_card_to(h, d)
    dr, dc = SquareGrid.STEPS[d]
    occupied = next(c for c in (tuple(map(int, k.split(","))) for k in farm)
                    if 0 <= c[0] + dr < match.state["rows"] and 0 <= c[1] + dc < match.state["cols"])
    assert (occupied, d) not in legal
    snapshot = repr(match.state)
    target = card_center(h.view, occupied, d)
    h.move(target)
    h.press(target)
    h.release(target)
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1]["key"] == "moon_river.why.occupied"
    assert h.view.drag.held is not None, "after an illegal click the card stays in hand"
    # drop the card beside the farm: outside
    grid = h.view.lay.farms[me].grid
    outside = (grid.bounds().left - grid.size // 2, grid.bounds().centery)
    h.move(outside)
    h.press(outside)
    h.release(outside)
    assert repr(match.state) == snapshot
    assert h.notes[-1]["key"] == "moon_river.why.outside"


# --- a card that fits only turned ------------------------------------------------------------------
def turned_card(shared, seed=1):
    """A view carrying the card just formed from such a pair (the player dragged one plot onto
    the other); its places by the rules."""
    match = new_match(shared.rules, 3, "camp", seed=seed)
    advance_to(match, lambda c: only_turned_pair(match) is not None, seed=seed)
    a, b = only_turned_pair(match)["plots"]
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    h.drag(storage_center(h.view, me, a), storage_center(h.view, me, b))
    assert match.pending.kind == "moon_river.place" and h.view.drag.dragging
    assert h.view.turn_of(h.view.drag.held) == 1, "the formed card is held lying right"
    return match, h, me, [o for o in match.pending.options if o.get("act") == "place"]


def test_a_card_that_fits_only_turned_lights_its_places_and_says_how_to_turn(shared, monkeypatch):
    match, h, me, places = turned_card(shared)
    view = h.view
    grid = view.lay.farms[me].grid
    grab = view.drag.held
    cells = {c for o in places for c in card_cells(o["dir"], o["cell"])}
    assert view.card_marks(grab) == (set(), cells)      # none as held; every place it fits turned
    assert view.fits_only_turned(grab)
    said = []
    pill = view.pen.pill
    monkeypatch.setattr(view.pen, "pill",
                        lambda surface, value, *a, **k: said.append(value) or pill(surface, value, *a, **k))
    aside = (view.lay.market.rect.centerx, view.rect.bottom - 20)     # the card held over the market
    h.move(aside)
    lit = h.surface.copy()
    assert said and said[-1] == "This card fits only turned: press R, right-click or roll the mouse wheel."
    h.key(pygame.K_ESCAPE)                 # the card put down: nothing lit
    assert view.drag.held is None
    plain = h.surface.copy()
    for cell in cells:                     # each lit (blue, with a rotate badge)
        c = grid.cell_center(cell)
        assert lit.get_at(c) != plain.get_at(c), cell
    empty = next((r, c) for r in range(grid.rows) for c in range(grid.cols)
                 if (r, c) not in cells and f"{r},{c}" not in match.state["players"][me]["farm"])
    assert lit.get_at(grid.cell_center(empty)) == plain.get_at(grid.cell_center(empty))


def landing_of(view, grab, places, place):
    """The rules' move a card let go over `place` makes: the way that needs the fewest quarter
    turns among those lying on its two cells, clockwise first (the module docstring's choice)."""
    same = [o for o in places if set(card_cells(o["dir"], o["cell"])) == set(card_cells(place["dir"], place["cell"]))]
    return min(same, key=lambda o: (min(view.quarter_turns(grab, o["dir"]), 4 - view.quarter_turns(grab, o["dir"])),
                                    view.quarter_turns(grab, o["dir"])))


@pytest.mark.parametrize("how", ["carried", "dragged"])
def test_a_card_let_go_where_it_fits_only_turned_lies_there_turned(shared, how):
    """No R: carried there and clicked, or put down and dragged there from the board."""
    match, h, me, places = turned_card(shared)
    view = h.view
    place = places[-1]
    want = landing_of(view, view.drag.held, places, place)
    end = view.drop_point(("card",), place["dir"], ("farm", me, tuple(place["cell"])))
    card = list(match.state["card"])
    if how == "carried":
        h.move(end)
        assert view.card_shown_rotation(view.drag.held, end, True) != view.drag.held.rotation   # drawn turned
        h.click(end)
    else:
        h.key(pygame.K_ESCAPE)
        home = view.card_home()
        h.drag(home, end)
    assert match.actions[-1]["o"] == want
    farm = match.state["players"][me]["farm"]
    a, b = card_cells(want["dir"], want["cell"])
    assert (farm[f"{a[0]},{a[1]}"], farm[f"{b[0]},{b[1]}"]) == tuple(card)
    assert not h.notes


def test_a_card_that_would_fit_there_turned_is_refused_with_turn_it(shared):
    """Let go across a lit place (not over it), the card stays in hand and the player reads,
    in either language, that it fits there turned."""
    from boardgames.engine.gestures import Gesture
    from boardgames.engine.i18n import Locale
    match, h, me, places = turned_card(shared)
    view = h.view
    grid = view.lay.farms[me].grid
    grab = view.drag.held
    s = grid.size
    spots = [(cx + dx, cy) for o in places for cell in card_cells(o["dir"], o["cell"])
             for cx, cy in [grid.cell_center(cell)] for dx in (s // 2, -s // 2)]
    pos = next(p for p in spots if view.card_landing(grab, p) is None
               and (match.gesture_refusal(Gesture(("card",), view.target_at(("card",), 1, p), 1)) or {}).get("key")
               == "moon_river.why.turn")
    snapshot = repr(match.state)
    h.move(pos)
    h.click(pos)
    assert repr(match.state) == snapshot and view.drag.held is not None
    note = h.notes[-1]
    assert note["key"] == "moon_river.why.turn"
    assert shared.locale.render(note).startswith("Turn the card: it fits here")
    assert "旋轉" in Locale(shared.catalog.strings, "zh-Hant").render(note)


# --- another player's farm, up close ------------------------------------------------------------------
def test_another_players_farm_is_shown_up_close_and_closed(shared, monkeypatch):
    match = new_match(shared.rules, 3, "camp", seed=6)
    advance_to(match, lambda c: c.kind == "moon_river.expand"
               and all(len(pl["farm"]) >= 2 for pl in match.state["players"]), seed=6)
    h = Harness(shared, match)
    h.frame()
    view = h.view
    me = view.active()
    other = next(p for p in view.lay.order if p != me)
    small = view.lay.farms[other]
    assert view.tooltip(small.portrait.center)[-1] == "Click to see this farm up close."
    before = h.surface.copy()
    said = []
    text = view.pen.text
    monkeypatch.setattr(view.pen, "text",
                        lambda surface, value, *a, **k: said.append(value) or text(surface, value, *a, **k))
    actions = len(match.actions)
    h.click(small.portrait.center)
    assert view.zoomed == other
    big = view.zoom_box()
    assert big.player == other and big.cell >= 1.5 * small.cell and view.rect.contains(big.rect)
    assert f"{view.seat_name(other)}'s farm" in said
    assert h.surface.get_at(big.rect.center) != before.get_at(big.rect.center)
    # it is that player's farm, as the viewer may see it: each plot up close is theirs
    seen = view.state
    for k, plot in seen["players"][other]["farm"].items():
        cell = tuple(map(int, k.split(",")))
        want = [view.render_msg(m) for m in view.describe("plot", seen["plots"][plot])]
        assert view.tooltip(big.grid.cell_center(cell))[:len(want)] == want
    # closed by Esc (which then opens no menu), by a click (which plays nothing), by leaving it
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    assert view.handle_event(esc) and view.zoomed is None
    h.click(small.portrait.center)
    assert view.zoomed == other
    h.click(big.grid.cell_center((0, 0)))
    assert view.zoomed is None
    h.click(small.portrait.center)
    h.move(view.lay.market.rect.center)
    assert view.zoomed is None
    assert len(match.actions) == actions


def test_a_farm_where_a_click_is_a_move_opens_with_z(shared):
    """The cattle thief clicks a cow on another farm: there a click steals, Z shows it up close."""
    match = reach_kind(shared.rules, 3, "thief")
    h = Harness(shared, match)
    h.frame()
    view = h.view
    option = next(o for o in match.pending.options if "cell" in o)
    pos = cell_pos(view, option["player"], option["cell"])
    h.move(pos)
    assert view.tooltip(pos)[-1] == "Press Z to see this farm up close."
    h.key(pygame.K_z)
    assert view.zoomed == option["player"]
    actions = len(match.actions)
    h.click(pos)                           # closes it, steals nothing
    assert view.zoomed is None and len(match.actions) == actions
    h.click(pos)
    assert match.actions[-1]["o"] == option


def test_illegal_pair_is_refused_with_reason(shared):
    """Dragging a plot onto one it cannot form a placeable card with explains why."""
    rules = shared.rules
    match = new_match(rules, 3, "camp", seed=21)
    advance_to(match, lambda c: c.kind == "moon_river.expand"
               and len(match.state["players"][c.player]["storage"]) >= 2
               and len([o for o in c.options if o.get("act") == "pair"])
               < len(match.state["players"][c.player]["storage"]) * (len(match.state["players"][c.player]["storage"]) - 1) // 2,
               seed=21)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    storage = sorted(match.state["players"][me]["storage"])
    offered = {tuple(o["plots"]) for o in match.pending.options if o.get("act") == "pair"}
    a, b = next((x, y) for i, x in enumerate(storage) for y in storage[i + 1:] if (x, y) not in offered)
    snapshot = repr(match.state)
    h.drag(storage_center(h.view, me, a), storage_center(h.view, me, b))
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1]["key"].startswith("moon_river.why.")
    h.frame(1.0)                   # the plot glides home and the view keeps drawing
    assert not h.view.drag.glides


def test_draft_by_dragging_the_rancher(shared):
    match = new_match(shared.rules, 4, "camp", seed=2)
    h = Harness(shared, match)
    h.frame()
    assert match.pending.kind == "moon_river.draft"
    slot = match.pending.options[-1]["slot"]
    (r, rect), *_ = h.view.waiting_rects()
    h.drag(rect.center, h.view.lay.market.columns[0][slot].center)
    assert match.actions[-1]["o"] == {"slot": slot}


def far_move(match):
    """A board move of the rules (`match.gestures()`) that takes a cow more than one step."""
    if match.pending is None or match.pending.kind != "moon_river.cowboy":
        return None
    return next((m for m in match.gestures() if len(m.plan) >= 2), None)


def cowboy_position(shared):
    """A view waiting for a cowboy who can walk a cow more than one step; its farm grid."""
    match = new_match(shared.rules, 2, "camp", seed=4)
    advance_to(match, lambda c: far_move(match) is not None, seed=4, limit=6000)
    h = Harness(shared, match)
    h.frame()
    return match, h, h.view.lay.farms[match.pending.player].grid


def test_cowboy_drop_plays_the_rules_steps(shared):
    """The view lights exactly the rules' destinations and plays the listed single steps."""
    match, h, grid = cowboy_position(shared)
    move = far_move(match)
    start, goal = move.gesture.piece[1], move.gesture.to[2]
    h.press(grid.cell_center(start))
    h.move((grid.cell_center(start)[0] + 12, grid.cell_center(start)[1]), (1, 0, 0))
    lit = sorted(t[2] for t in h.view.drag.legal_targets())
    assert lit == sorted(m.gesture.to[2] for m in match.gestures() if m.gesture.piece == ("cow", start))
    n_actions = len(match.actions)
    h.move(grid.cell_center(goal), (1, 0, 0))
    h.release(grid.cell_center(goal))
    assert [a["o"] for a in match.actions[n_actions:]] == list(move.plan)
    assert not h.notes


def test_cowboy_drop_out_of_reach_says_why(shared):
    """A cow dropped where the rules offer no move is refused with the rules' own reason."""
    match, h, grid = cowboy_position(shared)
    start = far_move(match).gesture.piece[1]
    reach = {m.gesture.to[2] for m in match.gestures() if m.gesture.piece == ("cow", start)}
    st = match.state
    goal = next((r, c) for r in range(st["rows"]) for c in range(st["cols"])
                if (r, c) not in reach and (r, c) != start)
    snapshot = repr(match.state)
    h.drag(grid.cell_center(start), grid.cell_center(goal))
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1] == match.explain({"from": list(start), "to": list(goal)})
    assert h.notes[-1]["key"] in {f"moon_river.why.{k}" for k in ("too_far", "no_path", "cows_avoid", "not_plot")}


def test_the_board_shows_what_the_player_may_see(shared):
    """The view draws the viewer's observation: the bag and the partner stacks are backs,
    drawn and explained by their number only."""
    match = new_match(shared.rules, 3, "camp", seed=6)
    h = Harness(shared, match)
    h.frame()
    st, full = h.view.state, match.state
    assert st["bag"] == [None] * len(full["bag"]) and not any(x in st["plots"] for x in full["bag"])
    assert [len(s) for s in st["stacks"]] == [len(s) for s in full["stacks"]]
    assert all(tok is None for s in st["stacks"] for tok in s)
    m = h.view.lay.market
    assert h.view.tooltip(m.bag.center) == [f"Plots left in the box: {len(full['bag'])}"]
    for stack, rect in zip(full["stacks"], m.stacks):
        assert h.view.tooltip(rect.center) == [f"Face-down partner tokens in this stack: {len(stack)}"]
    saloon = next(i for i, t in enumerate(full["saloon"]) if t)
    assert h.view.tooltip(m.spaces[saloon].center)[0] == \
        shared.locale.t(f"moon_river.partner.{full['tokens'][full['saloon'][saloon]]}")


def test_view_is_registered(shared):
    assert VIEW is MoonRiverView


# --- the other decisions ----------------------------------------------------------------------
def reach_kind(rules, n, kind, pred=lambda m, c: True, seeds=range(40)):
    for seed in seeds:
        match = new_match(rules, n, "camp", seed=seed)
        rng = random.Random(seed)
        while match.pending is not None:
            c = match.pending
            if c.kind == f"moon_river.{kind}" and pred(match, c):
                return match
            opts = [o for o in c.options if o.get("act") != "cancel"] or c.options
            match.choose(rng.choice(opts))
    raise AssertionError(f"no {kind} position found")


def cell_pos(view, p, cell):
    return view.lay.farms[p].grid.cell_center(tuple(cell))


def test_hire_flip_to_cowboy_and_drop_on_the_circle(shared):
    match = reach_kind(shared.rules, 3, "hire")
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    option = next(o for o in match.pending.options if o["side"] == "cowboy")
    space = h.view.lay.market.spaces[match.state["saloon"].index(option["token"])]
    target = cell_pos(h.view, me, option["cell"])
    h.press(space.center)
    h.move((space.centerx + 30, space.centery), (1, 0, 0))
    h.press((space.centerx + 30, space.centery), button=3)     # flip to the cowboy face
    h.release((space.centerx + 30, space.centery), button=3)
    assert h.view.drag.held.rotation == 1
    h.move(target, (1, 0, 0))
    h.release(target)
    assert match.actions[-1]["o"] == option


def test_drought_and_thief_are_clicks_on_cows(shared):
    match = reach_kind(shared.rules, 3, "drought")
    h = Harness(shared, match)
    h.frame()
    option = match.pending.options[-1]
    h.press(cell_pos(h.view, match.pending.player, option["cell"]))
    assert match.actions[-1]["o"] == option
    match = reach_kind(shared.rules, 3, "thief")
    h = Harness(shared, match)
    h.frame()
    option = next(o for o in match.pending.options if "cell" in o)
    h.press(cell_pos(h.view, option["player"], option["cell"]))
    assert match.actions[-1]["o"] == option


def test_desperado_swaps_by_dragging_onto_another_storage(shared):
    match = reach_kind(shared.rules, 3, "desperado")
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    option = next(o for o in match.pending.options if "mine" in o)
    h.drag(storage_center(h.view, me, option["mine"]), storage_center(h.view, option["player"], option["theirs"]))
    assert match.actions[-1]["o"] == option


def test_bonus_tile_other_face_with_r(shared):
    match = reach_kind(shared.rules, 2, "bonus", lambda m, c: any("face" in o for o in c.options))
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    tile = match.state["bonus_left"][0]
    faces = [f["id"] for f in shared.rules.bonus_tiles[tile]["faces"]]
    option = next((o for o in match.pending.options if o.get("tile") == tile and o.get("face") == faces[1]), None)
    if option is None:
        pytest.skip("the second face fits nowhere in this position")
    rect = h.view.lay.market.bonus[0]
    h.press(rect.center)
    h.release(rect.center)                 # select the tile
    h.key(pygame.K_r)                      # turn it over
    h.press(cell_pos(h.view, me, option["cell"]))
    h.release(cell_pos(h.view, me, option["cell"]))
    assert match.actions[-1]["o"] == option


def test_forced_discard_by_pairing_or_through_the_discard_zone(shared):
    def forced(m, c):
        return any(o.get("act") == "discard" for o in c.options)

    match = reach_kind(shared.rules, 3, "expand", forced)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    option = next(o for o in match.pending.options if o.get("act") == "discard")
    a, b = option["plots"]
    zone = h.view.lay.market.discard.center
    h.drag(storage_center(h.view, me, a), zone)
    assert h.view.marked == a and match.actions[-1]["o"] != option
    h.frame()
    h.drag(storage_center(h.view, me, b), zone)
    assert match.actions[-1]["o"] == option


def test_draws_with_sprite_files(shared, tmp_path):
    """With every Moon River sprite present the view uses the files (no drawn stand-ins)."""
    folder = tmp_path / "moon_river"
    (folder / "characters").mkdir(parents=True)
    names = ([f"terrain_{t}" for t in ("desert", "canyon", "prairie", "forest", "cornfield", "farm")]
             + ["gold", "otter", "corn", "cow", "skull", "circle", "bridge", "rancher", "saloon", "player_board",
                "river", "bonus_tile_back"]
             + [f"partner_{t}" for t in ("cowboy", "desperado", "cattle_thief", "prospector", "hunter", "farmer",
                                         "back")]
             + [f"characters/{c}" for c in ("mary", "wesley", "calamity", "big_joey")]
             + [f"scenario_{s}" for s in ("timber_rafting", "gold_rush", "outlaws", "moon_river_city")])
    for i, name in enumerate(names):
        img = pygame.Surface((64, 48), pygame.SRCALPHA)
        img.fill((40 + i * 5 % 200, 90, 160, 255))
        pygame.image.save(img, str(folder / f"{name}.png"))
    sprites = Sprites(tmp_path)
    local = SimpleNamespace(**{**vars(shared), "sprites": sprites})
    match = new_match(shared.rules, 4, "legends", seed=3)
    advance_to(match, lambda c: len(match.state["players"][c.player]["farm"]) >= 4, seed=3)
    h = Harness(local, match, (1920, 1080))
    h.frame()
    art = h.view.art
    assert art.has("terrain_desert") and art.terrain("desert") is sprites.load("moon_river/terrain_desert")
    assert art.icon("gold", 20).get_size() == (20, 15)       # aspect ratio kept
    assert art.rancher((255, 0, 0), 30).get_at((15, 10))[1] == 0   # tinted in the seat colour


@pytest.mark.parametrize("n,mode,seed", [(2, "legends", 3), (4, "camp", 5)])
def test_a_whole_game_through_the_board(shared, n, mode, seed):
    """Every board decision of a random game made with the mouse (drags with rotations, and
    clicks) through the kit's gesture host; each gesture is taken by the engine at once."""
    from view_harness import play_through_view
    match = new_match(shared.rules, n, mode, seed=seed)
    h = Harness(shared, match, speed=0)
    steps = play_through_view(h, random.Random(seed))
    assert match.pending is None and steps > 100
