"""The Via Nebula view driven by real pygame events (headless, SDL dummy driver).

Matches for 2, 3 and 4 players on both board sides are drawn at 1280x800 and
1920x1080; then mouse events posted through pygame's queue place a craftsman on an
exploitation token, carry a resource along empty meadows to a building site (the route
is drawn while dragging), lay a building site, explore with a meadow tile and fulfil a
contract. Illegal drops leave the state as it was and say why, and another player's
private contracts are never drawn nor described.
"""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from boardgames.engine.i18n import Locale  # noqa: E402
from boardgames.ui.render.hex import HexGridRenderer  # noqa: E402
from boardgames.ui.views.via_nebula import VIEW, ViaNebulaView  # noqa: E402
from view_harness import Harness as ViewHarness  # noqa: E402

import game_support as support  # noqa: E402
from game_support import new_match  # noqa: E402

G = "via_nebula"


def locale_for(catalog, lang):
    return Locale(catalog.strings, lang)




def Harness(shared, match, *args, **kw):
    """This game's view in the shared harness (tests/ui/view_harness.py)."""
    return ViewHarness(VIEW, shared, match, *args, **kw)


def advance_to(match, want, seed=1, limit=4000):
    return support.advance_to(match, want, seed, limit, skip_acts=())


def acts(choice, act):
    return [o for o in choice.options if o.get("act") == act]


def piece_home(view, what):
    return view.piece_rect((what,)).center


def hex_centre(view, cell):
    return view.hex_center(f"{cell[0]},{cell[1]}")


# --- drawing -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("mode", ["beginner", "expert"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_draws_every_player_count_side_and_size(shared, n, mode, size):
    match = new_match(shared.rules, n, mode, seed=n)
    h = Harness(shared, match, size)
    h.frame()
    advance_to(match, lambda c: len(match.actions) >= 12 * n and c.kind == f"{G}.action", seed=n)
    h.view.state_changed()
    h.frame()
    view, lay = h.view, h.view.lay
    r = view.renderer()
    assert isinstance(r, HexGridRenderer)
    side = shared.rules.data["boards"]["sides"][mode]
    assert r.flat_top == (side["orientation"] == "flat")
    assert len(r.cells()) == len(side["spaces"])
    area = view.rect
    for box in [r.bounds(), lay.guild.rect, lay.market.rect, *[b for _, b in lay.others]]:
        assert area.contains(box), (box, area)
    assert not r.bounds().colliderect(lay.guild.rect)
    assert not lay.guild.rect.colliderect(lay.market.rect)
    assert not r.bounds().colliderect(lay.market.rect)
    assert sorted(p for p, _ in lay.others) == sorted(set(range(n)) - {match.pending.player})
    for card in lay.market.display + lay.guild.hand:
        assert card.w >= 60, card
    assert r.radius >= 24
    # every space explains itself, and so do the cards and the supply
    for k in list(match.state["board"])[::7]:
        tip = view.tooltip(view.hex_center(k))
        assert tip and all(line for line in tip)
    for cid, rect in view.display_rects() + view.hand_rects():
        tip = view.tooltip(rect.center)
        assert tip and shared.locale.t(f"{G}.tip.vp", n=shared.rules.contract(cid)["vp"]) in tip
    for rect in lay.market.supply + [lay.market.deck, lay.market.end_card, lay.market.tiles]:
        assert view.tooltip(rect.center)


def test_orientation_comes_from_the_board_data(shared, monkeypatch):
    match = new_match(shared.rules, 3, "beginner")
    sides = shared.rules.data["boards"]["sides"]
    monkeypatch.setitem(sides["beginner"], "orientation", "flat")
    h = Harness(shared, match)
    h.frame()
    assert h.view.renderer().flat_top
    # the same drags work on flat-top hexes: a craftsman onto a token
    me = match.pending.player
    target = acts(match.pending, "craftsman")[0]["cell"]
    h.drag(piece_home(h.view, "craftsman"), hex_centre(h.view, target))
    assert match.state["board"][f"{target[0]},{target[1]}"]["owner"] == me


# --- placing a craftsman --------------------------------------------------------------------
def test_drag_a_craftsman_onto_a_token(shared):
    match = new_match(shared.rules, 3, "beginner", seed=3)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    option = acts(match.pending, "craftsman")[5]
    k = f"{option['cell'][0]},{option['cell'][1]}"
    token = match.state["board"][k]["token"]
    start = piece_home(h.view, "craftsman")

    def lit():
        legal = h.view.drag.legal_targets()
        assert ("cell", k) in legal and len(legal) == len(acts(match.pending, "craftsman"))

    h.drag(start, hex_centre(h.view, option["cell"]), before_release=lit)
    space = match.state["board"][k]
    assert space["kind"] == "exploitation" and space["owner"] == me
    assert token in match.state["players"][me]["tokens"]
    assert match.actions[-1]["o"] == option
    assert not h.notes


def test_click_click_places_a_craftsman(shared):
    match = new_match(shared.rules, 2, "expert", seed=4)
    h = Harness(shared, match, (1920, 1080))
    h.frame()
    me = match.pending.player
    option = acts(match.pending, "craftsman")[0]
    h.click(piece_home(h.view, "craftsman"))
    assert h.view.drag.held is not None and h.view.drag.held.payload == ("craftsman",)
    h.click(hex_centre(h.view, option["cell"]))
    assert match.actions[-1]["o"] == option
    assert match.state["board"][f"{option['cell'][0]},{option['cell'][1]}"]["owner"] == me


# --- transport --------------------------------------------------------------------------------
def long_transport(choice):
    """A transport along at least one empty meadow (so the route is worth drawing)."""
    return choice.kind == f"{G}.action" and any(o.get("act") == "transport" for o in choice.options)


def test_drag_a_resource_along_its_route_to_a_site(shared):
    match = new_match(shared.rules, 3, "beginner", seed=5)
    rules = shared.rules
    rng = random.Random(5)
    option = None
    for _ in range(4000):
        c = match.pending
        found = [o for o in acts(c, "transport") if len(rules.transport_path(match.state, o["from"], o["to"])) > 2]
        if c.kind == f"{G}.action" and found:
            option = found[0]
            break
        match.choose(rng.choice(c.options))
    assert option is not None, "no transport over meadows came up"
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    src, dst = f"{option['from'][0]},{option['from'][1]}", f"{option['to'][0]},{option['to'][1]}"
    before_src = match.state["board"][src]["n"]
    before_site = dict(match.state["board"][dst]["slots"][option["slot"]]["res"])
    drawn = []
    renderer = h.view.renderer()
    original = renderer.draw_path
    renderer.draw_path = lambda surface, cells, *a, **k: (drawn.append([tuple(c) for c in cells]),
                                                          original(surface, cells, *a, **k))

    def route_shown():
        assert ("site", dst, option["slot"]) in h.view.drag.legal_targets()
        expected = [tuple(c) for c in rules.transport_path(match.state, option["from"], option["to"])]
        assert drawn and drawn[-1] == expected

    h.drag(hex_centre(h.view, option["from"]), h.view.slot_center(dst, option["slot"]), before_release=route_shown)
    assert match.actions[-1]["o"] == option
    site = match.state["board"][dst]["slots"][option["slot"]]
    assert site["p"] == me
    assert site["res"].get(option["res"], 0) == before_site.get(option["res"], 0) + 1
    after = match.state["board"][src]
    assert (after["kind"] == "meadow") if before_src == 1 else after["n"] == before_src - 1
    assert not h.notes
    for _ in range(30):                      # the resource walks its route, then the animation ends
        h.frame(0.05)
    assert not h.view.anims


def test_illegal_drops_change_nothing_and_say_why(shared):
    match = new_match(shared.rules, 3, "beginner", seed=6)
    h = Harness(shared, match)
    h.frame()
    fog = next(k for k, sp in match.state["board"].items() if sp["kind"] == "fog")
    snapshot = repr(match.state)
    h.drag(piece_home(h.view, "craftsman"), h.view.hex_center(fog))
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1]["key"] == f"{G}.why.not_token"
    assert h.view.drag.held is None
    # a resource carried to a site that is not yours, or that no meadow chain reaches
    rng = random.Random(6)
    rules = shared.rules
    for _ in range(4000):
        c = match.pending
        me = c.player
        sources = [f"{o['from'][0]},{o['from'][1]}" for o in acts(c, "transport")]     # may be picked up
        theirs = [(k, i) for k, sp in match.state["board"].items() if sp["kind"] == "ruin"
                  for i, s in enumerate(sp["slots"]) if s and s["p"] != me and not s["building"]]
        if c.kind == f"{G}.action" and sources and theirs:
            break
        match.choose(rng.choice(c.options))
    h.view.state_changed()
    h.frame()
    k, slot = theirs[0]
    snapshot = repr(match.state)
    h.notes.clear()
    h.drag(h.view.hex_center(sources[0]), h.view.slot_center(k, slot))
    assert repr(match.state) == snapshot
    assert h.notes and h.notes[-1]["key"] in (f"{G}.why.opponent_site", f"{G}.why.no_path")
    reason = rules.explain(match.state, match.pending, {
        "act": "transport", "from": list(map(int, sources[0].split(","))),
        "res": match.state["board"][sources[0]]["res"], "to": list(map(int, k.split(","))),
        "slot": h.view.site_slot(k, h.view.slot_center(k, slot))})
    assert h.notes[-1] == reason
    # dropped beside the valley: back home silently
    h.notes.clear()
    r = h.view.renderer().bounds()
    start = piece_home(h.view, "craftsman") if match.state["players"][me]["craftsmen"] else h.view.hex_center(sources[0])
    h.drag(start, (r.right + 5, h.view.rect.bottom - 3))
    assert repr(match.state) == snapshot and not h.notes


# --- sites, exploring, building ---------------------------------------------------------------------
def test_drag_a_site_and_a_meadow_tile(shared):
    match = new_match(shared.rules, 4, "expert", seed=7)
    h = Harness(shared, match, (1920, 1080))
    h.frame()
    me = match.pending.player
    site = acts(match.pending, "site")[0]
    h.drag(piece_home(h.view, "site"), hex_centre(h.view, site["cell"]))
    assert match.actions[-1]["o"] == site
    slots = match.state["board"][f"{site['cell'][0]},{site['cell'][1]}"]["slots"]
    assert any(s and s["p"] == me for s in slots)
    explore = acts(match.pending, "explore")[0]
    stacks = list(match.state["players"][me]["stacks"])
    h.drag(piece_home(h.view, "tile"), hex_centre(h.view, explore["cell"]))
    assert match.actions[-1]["o"] == explore
    assert match.state["board"][f"{explore['cell'][0]},{explore['cell'][1]}"] == {"kind": "meadow", "tile": True}
    assert sum(match.state["players"][me]["stacks"]) == sum(stacks) - 1


def test_fulfil_a_contract_by_dragging_the_card_or_a_building(shared):
    match = new_match(shared.rules, 2, "beginner", seed=8)
    advance_to(match, lambda c: c.kind == f"{G}.action" and acts(c, "erect"), seed=8)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    option = acts(match.pending, "erect")[0]
    cid = option["contract"]
    rect = dict(h.view.hand_rects() + h.view.display_rects())[cid]
    k = f"{option['cell'][0]},{option['cell'][1]}"
    h.drag(rect.center, h.view.slot_center(k, option["slot"]))
    assert match.actions[-1]["o"] == option
    assert cid in match.state["players"][me]["done"]
    assert match.state["board"][k]["slots"][option["slot"]] == {"p": me, "building": True, "contract": cid}


def test_a_building_on_a_site_that_fits_several_contracts_asks_which(shared):
    match = new_match(shared.rules, 3, "beginner", seed=9)

    def several(c):
        if c.kind != f"{G}.action":
            return False
        per_site = {}
        for o in acts(c, "erect"):
            per_site.setdefault((tuple(o["cell"]), o["slot"]), []).append(o)
        return any(len(v) > 1 for v in per_site.values())

    advance_to(match, several, seed=9, limit=20000)
    h = Harness(shared, match)
    h.frame()
    per_site = {}
    for o in acts(match.pending, "erect"):
        per_site.setdefault((f"{o['cell'][0]},{o['cell'][1]}", o["slot"]), []).append(o)
    (k, slot), fits = next((s, v) for s, v in per_site.items() if len(v) > 1)
    snapshot = repr(match.state)
    h.drag(piece_home(h.view, "building"), h.view.slot_center(k, slot))
    assert repr(match.state) == snapshot and h.view.picking == ("site", k, slot)
    assert not h.notes                                       # asked, not refused
    said = []
    text = h.view.pen.text
    h.view.pen.text = lambda surface, value, *a, **kw: (said.append(value), text(surface, value, *a, **kw))[1]
    h.frame()
    assert shared.locale.t(f"{G}.ui.pick_contract") in said  # "click the contract to fulfil"
    lit = {m.option["contract"] for m, _ in h.view.pick_cards()}
    assert lit == {o["contract"] for o in fits}
    cards = dict(h.view.hand_rects() + h.view.display_rects())
    h.click(cards[fits[-1]["contract"]].center)
    assert match.actions[-1]["o"] == fits[-1]
    assert h.view.picking is None


# --- hidden information --------------------------------------------------------------------------
def test_other_players_private_contracts_are_never_drawn_or_described(shared):
    match = new_match(shared.rules, 4, "beginner", seed=10)
    h = Harness(shared, match)
    drawn: list[str] = []
    original = ViaNebulaView.draw_contract
    h.view.draw_contract = lambda surface, cid, rect, lifted=False: (drawn.append(cid),
                                                                    original(h.view, surface, cid, rect, lifted))
    rng = random.Random(10)
    seen_players = set()
    for step in range(240):
        choice = match.pending
        if choice is None:
            break
        me = choice.player
        seen_players.add(me)
        drawn.clear()
        h.frame()
        others = {c for p, pl in enumerate(match.state["players"]) if p != me for c in pl["private"]}
        assert not others & set(drawn), (step, others & set(drawn))
        assert set(match.state["players"][me]["private"]) <= set(drawn)
        # sweep the whole board area with the mouse: no tooltip names another player's private card
        if step % 40 == 0:
            hidden = {shared.locale.render(shared.rules.contract_label(c)) for c in others}
            area = h.view.rect
            for x in range(area.x, area.right, 24):
                for y in range(area.y, area.bottom, 24):
                    tip = h.view.tooltip((x, y)) or []
                    assert not hidden & set(tip), ((x, y), tip)
        match.choose(rng.choice(choice.options))
        h.view.state_changed()
    assert len(seen_players) == 4


@pytest.mark.parametrize("viewer", ["next", None])
def test_the_board_is_drawn_from_the_viewers_observation(shared, viewer):
    """Shown to someone other than the deciding player (a spectator, or the next player), the
    deciding player's hand and the deck are backs: no face the viewer may not see is drawn
    or described, and no hidden card can be picked up."""
    match = new_match(shared.rules, 3, "beginner", seed=11)
    advance_to(match, lambda c: len(match.actions) >= 8 and c.kind == f"{G}.action", seed=11)
    me = match.pending.player
    who = (me + 1) % 3 if viewer == "next" else None
    h = Harness(shared, match)
    h.ctx.get_viewer = lambda: who
    drawn, backs = [], []
    h.view.draw_contract = lambda surface, cid, rect, lifted=False: drawn.append(cid)
    original = ViaNebulaView.draw_card_back
    h.view.draw_card_back = lambda surface, rect, n=None: (backs.append(n), original(h.view, surface, rect, n))
    h.frame()
    hidden = set(match.state["deck"]) | {c for p, pl in enumerate(match.state["players"]) if p != who
                                         for c in pl["private"]}
    assert drawn and set(drawn) <= set(match.state["display"]) and not hidden & set(drawn)
    assert len(match.state["deck"]) in backs                              # the deck, counted
    assert backs.count(None) == len(match.state["players"][me]["private"])   # the hand, face down
    assert h.view.hand_rects() == []
    assert shared.locale.render(shared.rules.describe("deck", len(match.state["deck"]))[0]) in \
        h.view.tooltip(h.view.lay.market.deck.center)
    names = {shared.locale.render(shared.rules.contract_label(c)) for c in hidden}
    area = h.view.rect
    for x in range(area.x, area.right, 24):
        for y in range(area.y, area.bottom, 24):
            assert not names & set(h.view.tooltip((x, y)) or [])
    for rect in h.view.lay.guild.hand:
        assert h.view.drag_pick(rect.center) is None


# --- words -------------------------------------------------------------------------------------------
def test_every_view_text_and_score_row_exists_in_both_languages(catalog, shared):
    en, zh = catalog.strings["en"], catalog.strings["zh-Hant"]
    ui = {k for k in en if k.startswith(f"{G}.ui.")}
    assert ui and ui == {k for k in zh if k.startswith(f"{G}.ui.")}
    match = new_match(shared.rules, 3, "beginner")
    sheet = shared.rules.score(match.state)
    for key in sheet.rows + sheet.tiebreak_labels:
        assert key in en and key in zh, key


def test_draws_in_traditional_chinese(catalog, shared):
    match = new_match(shared.rules, 4, "expert", seed=12)
    advance_to(match, lambda c: len(match.actions) > 30, seed=12)
    h = Harness(shared, match, (1920, 1080), locale=locale_for(catalog, "zh-Hant"))
    h.frame()
    tip = h.view.tooltip(h.view.lay.market.deck.center)
    assert tip and any("契約" in line for line in tip)


# --- contract powers ------------------------------------------------------------------------------
def power_of(kind):
    return lambda c: c.kind == f"{G}.power" and c.info["power"]["type"] == kind and len(c.options) > 1


def first_game_reaching(rules, want, n=3, mode="beginner", seeds=range(60)):
    """A random game (over several seeds) that reaches a position where `want(choice)` holds."""
    for seed in seeds:
        match = new_match(rules, n, mode, seed=seed)
        try:
            return advance_to(match, want, seed=seed)
        except AssertionError:
            continue
    raise AssertionError("no game reached the position")


def test_swap_power_drags_a_resource_from_your_site_onto_the_supply(shared):
    match = first_game_reaching(shared.rules, power_of("swap"))
    h = Harness(shared, match)
    h.frame()
    option = acts(match.pending, "swap")[0]
    k = f"{option['cell'][0]},{option['cell'][1]}"
    site = match.state["board"][k]["slots"][option["slot"]]
    spot = next(c for r, _, c, _ in h.view.site_spots(k, option["slot"], site["res"], h.view.radius)
                if r == option["give"])
    supply = h.view.lay.market.supply[shared.rules.rtypes.index(option["take"])]
    h.drag(spot, supply.center)
    assert match.actions[-1]["o"] == option
    assert not h.notes


def test_power_choices_leave_only_use_and_skip_to_the_panel(shared):
    from boardgames.ui.scenes.game_panel import button_options
    match = first_game_reaching(shared.rules, lambda c: c.kind == f"{G}.power", n=4)
    h = Harness(shared, match)
    buttons = button_options(match.pending, h.view, lambda act: shared.locale.has(f"{G}.act.{act}"))
    assert buttons and {o["act"] for o in buttons} <= {"use", "skip"}
    action = new_match(shared.rules, 4, "beginner", seed=14)
    assert not button_options(action.pending, h.view, lambda act: True)    # every action is a gesture


# --- whole games through the view -------------------------------------------------------------------
class PickingHarness(ViewHarness):
    """A player who, when a dropped building fits several contracts, clicks one of the lit cards."""

    rnd = random.Random(0)

    def release(self, pos, button=1):
        super().release(pos, button)
        if self.view.picking is not None:
            cards = [rect for _, rect in self.view.pick_cards()]
            assert len(cards) > 1, "asked which contract with one card to pick"
            self.click(self.rnd.choice(cards).center)
            assert self.view.picking is None


@pytest.mark.parametrize("n", [2, 4])
def test_random_games_played_only_through_the_view(shared, n):
    """Every move the rules list for the board is made with the mouse on the drawn pieces (and
    only the power's "use"/"skip" buttons are chosen directly): the game reaches its end."""
    from view_harness import play_through_view
    match = new_match(shared.rules, n, ("beginner", "expert")[n % 4 == 0], seed=20 + n)
    h = PickingHarness(VIEW, shared, match)
    PickingHarness.rnd = random.Random(n)
    steps = play_through_view(h, random.Random(20 + n))
    assert match.over and steps > 20
    assert any(a["o"].get("act") == "erect" for a in match.actions)
