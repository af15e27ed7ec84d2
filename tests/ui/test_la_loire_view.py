"""The La Loire map view driven by real pygame events (headless, SDL dummy driver).

Matches for 1 to 4 players are drawn at 1280x800 and 1920x1080 in both languages; then mouse
events posted through pygame's queue drag the merchant and the messenger (the spaces lit are
the engine's destinations for the horses the piece moves with; R changes the horses; a drop on
a space another horse count reaches takes that count; the way is drawn while dragging), and
the stops' actions are made by clicks and drags: buying the good offered beside the merchant,
selling, building a farm by dragging it onto a lit village and a palace by a click, moving the
boat down the river, buying and delivering messages, hiring at the circus, sending the circus
on. A refused drop leaves the state as it was and says why in words. Another player's bought
messages are never drawn nor described face up.
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.gestures import targets  # noqa: E402
from boardgames.engine.i18n import Locale  # noqa: E402
from boardgames.ui.scenes.game_panel import button_options  # noqa: E402
from boardgames.ui.views import la_loire_panels as panels  # noqa: E402
from boardgames.ui.views.la_loire import VIEW  # noqa: E402
from view_harness import Harness as ViewHarness, play_through_view  # noqa: E402

from game_support import new_match  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "la_loire"))
from ll_helpers import Builder  # noqa: E402

G = "la_loire"


def Harness(shared, match, *args, **kw):
    return ViewHarness(VIEW, shared, match, *args, **kw)


def advance(match, steps: int, seed: int = 1):
    rnd = random.Random(seed)
    for _ in range(steps):
        if match.pending is None:
            break
        match.choose(rnd.choice(match.pending.options))
    return match


def words(shared, message) -> str:
    return shared.locale.render(message) if isinstance(message, dict) else str(message)


def built(shared, n=2, seed=1) -> Builder:
    return Builder(shared.rules, n, seed)


def moves_of(match, piece, horses=None) -> list[dict]:
    return [o for o in match.pending.options if o.get("act") == "move" and o["piece"] == piece
            and (horses is None or o["horses"] == horses)]


# --- drawing -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_draws_every_player_count_and_size(shared, n, size):
    match = advance(new_match(shared.rules, n, seed=n), 10 * n, seed=n)
    h = Harness(shared, match, size)
    h.frame()
    view, lay = h.view, h.view.lay
    area = view.rect
    geo = lay.map
    boxes = [geo.rect, lay.own.rect, lay.circus.rect] + [r for _, r in lay.others]
    for box in boxes:
        assert area.contains(box), (box, area)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert sorted(p for p, _ in lay.others) == sorted(set(range(n)) - {view.mine()})
    # every space, the market's printed parts and every card lie on the map or the panels
    for plate in geo.market.plates + geo.corner.plates:
        assert geo.rect.contains(plate)
    for node, (x, y) in geo.nodes.items():
        assert geo.rect.collidepoint(x, y)
        assert not any(p.collidepoint(x, y) for p in geo.market.plates + geo.corner.plates), node
    for card in lay.circus.cards:
        assert lay.circus.rect.contains(card) and card.h >= 34
    # every component explains itself
    for node, c in geo.nodes.items():
        tip = view.tooltip(c)
        assert tip and any(h.ctx.locale.t(f"{G}.node.{node}") in line for line in tip[:2]), (node, tip)
    for rect in geo.market.slots + geo.market.decks + geo.market.goods + lay.circus.cards + lay.own.goods:
        assert view.tooltip(rect.center), rect
    for card in shared.rules.palace_ids:
        assert view.tooltip(view.palace_rect(card).center)
    for p, rect in lay.others:
        assert view.tooltip(rect.center)[0] == match.state["seats"][p]["name"]
    assert view.tooltip(geo.track[0])


def test_both_languages_render_every_word(catalog, shared):
    """In Traditional Chinese, nothing drawn or said is a missing key, and the map shows the
    Chinese names."""
    zh = Locale(catalog.strings, "zh-Hant")
    match = advance(new_match(shared.rules, 4, seed=3), 60, seed=3)
    for loc in (zh, shared.locale):
        drawn: list[str] = []
        h = Harness(shared, match, (1280, 800), locale=loc)
        render = h.ctx.fonts.render

        def spy(text, *a, **k):
            drawn.append(text)
            return render(text, *a, **k)

        h.ctx.fonts.render = spy
        try:
            h.view.layers.clear()
            h.frame()
            lay = h.view.lay
            points = [c for c in lay.map.nodes.values()] + [r.center for r in lay.map.market.slots + lay.circus.cards]
            tips = [line for p in points for line in (h.view.tooltip(p) or [])]
        finally:
            h.ctx.fonts.render = render
        for text in drawn + tips:
            assert f"{G}." not in text and "{" not in text, text
        assert loc.t(f"{G}.node.orleans") in drawn and loc.t(f"{G}.ui.market") in drawn


# --- moving the merchant and the messenger ----------------------------------------------------------
def test_lit_spaces_are_the_engines_destinations_and_a_drop_moves_the_merchant(shared):
    match = new_match(shared.rules, 2, seed=5)
    h = Harness(shared, match)
    h.frame()
    view = h.view
    me = match.pending.player
    horses = match.state["players"][me]["merchant"]["horses"]
    exact = moves_of(match, "merchant", horses)
    option = exact[-1]
    seen = {}

    def in_hand():
        seen["lit"] = set(view.drag.legal_targets())
        seen["others"] = {t for t, _ in view.other_turns(view.drag.held)}
        seen["route"] = view.route_points("merchant", horses, option["to"])
        h.key(pygame.K_r)                        # another horse count lights other spaces...
        seen["turned"] = (view.turn_of(view.drag.held), set(view.drag.legal_targets()))
        h.key(pygame.K_r, pygame.KMOD_SHIFT)     # ...and back

    start = view.piece_rect(("merchant",)).center
    h.drag(start, view.geo.nodes[option["to"]], before_release=in_hand)
    assert seen["lit"] == {("node", o["to"]) for o in exact}
    assert seen["others"] and not seen["others"] & seen["lit"]
    assert len(seen["route"]) == horses + 2          # from the piece, through each space, to the stop
    turned_h, turned_lit = seen["turned"]
    assert turned_h != horses and turned_lit and turned_lit != seen["lit"]
    assert match.actions[-1]["o"] == option and not h.notes
    assert match.state["players"][me]["merchant"]["at"] == option["to"]


def test_a_drop_where_another_horse_count_reaches_takes_that_count(shared):
    match = new_match(shared.rules, 2, seed=5)
    h = Harness(shared, match)
    h.frame()
    me = match.pending.player
    horses = match.state["players"][me]["merchant"]["horses"]
    fewer = moves_of(match, "merchant", 0)[0]
    assert horses > 0
    h.drag(h.view.piece_rect(("merchant",)).center, h.view.geo.nodes[fewer["to"]])
    assert match.actions[-1]["o"] == fewer
    assert match.state["players"][me]["merchant"]["horses"] == 0
    assert match.state["horses"]["nantes"] >= horses            # the horses left lie in Nantes


def test_a_refused_drop_says_why_and_changes_nothing(shared):
    match = new_match(shared.rules, 2, seed=5)
    h = Harness(shared, match)
    h.frame()
    before = len(match.actions)
    reach = {o["to"] for o in moves_of(match, "merchant")}
    far = next(n for n in ("beaugency", "cheverny", "blois") if n not in reach)
    h.drag(h.view.piece_rect(("merchant",)).center, h.view.geo.nodes[far])
    assert len(match.actions) == before
    assert h.notes and h.notes[-1]["key"] == f"{G}.why.unreachable"
    assert "exactly" in words(shared, h.notes[-1])


def test_the_messenger_may_go_while_the_merchants_stop_is_open(shared):
    """Dragging the other piece ends the stop ("done") and moves it, in one gesture."""
    b = built(shared).money(0, 20).stop(0, "merchant", "tours")
    assert b.kind == "act"
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    assert ("messenger",) in view.movable() and ("merchant",) not in view.movable()
    option = moves_of_after_done(b)
    h.drag(view.piece_rect(("messenger",)).center, view.geo.nodes[option["to"]])
    assert [a["o"] for a in b.m.actions[-2:]] == [{"act": "done"}, option]


def moves_of_after_done(b) -> dict:
    trial = b.m.fork()
    trial.choose({"act": "done"})
    pc = trial.state["players"][0]["messenger"]
    return next(o for o in trial.pending.options if o["piece"] == "messenger" and o["horses"] == pc["horses"])


# --- the stops' actions -------------------------------------------------------------------------------
def test_click_the_good_beside_the_merchant_to_buy_it(shared):
    b = built(shared).circus("usse").money(0, 20).stop(0, "merchant", "tours")
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    offers = view.offer_rects()
    assert [g for g, _ in offers] == ["cheese"]
    assert view.click_targets() == [("good", "cheese")]
    price = view.good_price("tours")
    assert any(words(shared, line).endswith(f"{price} deniers.") for line in
               (view.tip_lines(offers[0][1].center)))
    h.click(offers[0][1].center)
    assert b.pl(0)["goods"] == {"cheese": 1} and b.pl(0)["money"] == 20 - price
    assert b.m.actions[-1]["o"] == {"act": "buy", "good": "cheese"}


def test_in_a_city_sell_build_a_farm_a_palace_and_move_the_boat(shared):
    b = built(shared).money(0, 30).goods(0, wood=3, wine=1).stop(0, "merchant", "nantes")
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    own = view.lay.own
    # sell: a click on the wine carried
    h.click(own.goods[shared.rules.good_ids.index("wine")].center)
    assert "wine" not in b.pl(0)["goods"] and b.m.actions[-1]["o"] == {"act": "sell", "good": "wine"}
    # a farm piece dragged onto a lit village
    farms = {t for t in targets(b.m.gestures(), ("build", "farm"))}
    assert ("node", "angers") in farms
    h.drag(view.piece_rect(("build", "farm")).center, view.geo.nodes["angers"])
    assert b.s["buildings"]["angers"] == {"p": 0, "kind": "farm"}
    assert not any(t[0] == "palace" for t in view.click_targets())       # one building a turn
    # the boat dragged one space down the river
    boat = view.piece_rect(("boat",))
    h.drag(boat.center, view.geo.track[1])
    assert b.pl(0)["boat"] == 1 and b.m.actions[-1]["o"] == {"act": "boat", "steps": 1}


def test_a_palace_card_is_built_by_a_click(shared):
    b = built(shared).money(0, 30).stop(0, "merchant", "orleans")
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    lit = [t for t in view.click_targets() if t[0] == "palace"]
    assert {t[1] for t in lit} == {c for c in shared.rules.palace_ids if shared.rules.palaces[c]["city"] == "orleans"}
    nantes = next(c for c in shared.rules.palace_ids if shared.rules.palaces[c]["city"] == "nantes")
    h.click(view.palace_rect(nantes).center)                              # the other city's: refused, in words
    assert h.notes[-1]["key"] == f"{G}.why.palace_elsewhere" and not b.pl(0)["palaces"]
    h.click(view.target_rect(lit[0]).center)
    assert [c["id"] for c in b.pl(0)["palaces"]] == [lit[0][1]]


def test_the_messenger_buys_a_message_at_a_deck_and_delivers_one_in_hand(shared):
    b = built(shared).money(0, 20).hand(0, "m1_tours").stop(0, "messenger", "orleans")
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    assert ("deck", 1) in view.click_targets() and ("deck", 4) not in view.click_targets()
    h.click(view.geo.market.decks[0].center)
    assert len(b.pl(0)["messages"]) == 2 and b.m.actions[-1]["o"] == {"act": "message", "level": 1}
    # at Tours the card to Tours is delivered by a click on it
    b.stop(0, "messenger", "tours", circus=False)
    view.state_changed()
    h.frame()
    assert ("msg", "m1_tours") in view.click_targets()
    h.click(view.target_rect(("msg", "m1_tours")).center)
    assert "m1_tours" in b.pl(0)["delivered"]


def test_hire_a_character_at_the_circus(shared):
    b = built(shared).circus("tours").money(0, 20).stop(0, "merchant", "tours")
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    cards = dict(zip(shared.rules.character_ids, view.lay.circus.cards))
    h.click(cards["apprentice"].center)
    assert b.pl(0)["characters"] == ["apprentice"]
    h.frame()
    h.click(cards["helper"].center)                                        # one a turn: said in words
    assert b.pl(0)["characters"] == ["apprentice"] and h.notes[-1]["key"] == f"{G}.why.hired_this_turn"


def test_the_buyer_clicks_where_the_circus_goes(shared):
    b = built(shared).circus("usse").money(0, 20)
    colour = b.s["shields"]["usse"]
    twin = next(v for v, c in b.s["shields"].items() if c == colour and v != "usse")
    b.cheapest(twin, 3).stop(0, "merchant", twin)
    b.choose(b.opts(act="buy")[0])
    assert b.kind == "circus"
    h = Harness(shared, b.m)
    h.frame()
    view = h.view
    lit = sorted(t[1] for t in view.click_targets())
    assert lit == sorted(o["to"] for o in b.m.pending.options)
    h.click(view.geo.nodes[lit[-1]])
    assert b.s["circus"] == lit[-1]


def test_the_side_panel_offers_only_done_as_a_button(shared):
    b = built(shared).money(0, 30).goods(0, wood=3, wine=1).stop(0, "merchant", "nantes")
    opts = button_options(b.m.pending, VIEW, lambda act: True)
    assert opts == [{"act": "done"}]


def test_the_action_bar_takes_the_merchant_in_hand(shared):
    match = new_match(shared.rules, 2, seed=5)
    h = Harness(shared, match)
    h.frame()
    view = h.view
    merchant = [o for o in match.pending.options if o["piece"] == "merchant"]
    assert view.show_action(merchant)
    assert view.drag.held is not None and view.drag.held.payload in (("merchant",), ("messenger",))
    assert view.drag.legal_targets()


# --- secrets ---------------------------------------------------------------------------------------------
def test_another_players_bought_messages_are_never_drawn_nor_described(shared, monkeypatch):
    """P1 bought a message (secret): P0 at the screen sees its back, its level, never its villages."""
    b = built(shared).money(1, 20)
    b.hand(1, "m2_01", "m1_langeais")
    b.pl(1)["messages"][1]["open"] = True                 # the start card is open
    b.hand(0, "m1_tours", open_cards=True).turn(0)
    h = Harness(shared, b.m)
    h.ctx.get_viewer = lambda: 0
    secret = [h.ctx.locale.t(f"{G}.node.{v}") for v in shared.rules.cards["m2_01"]["to"]]
    drawn = []
    real = panels.message_card

    def spy(pen, surface, rect, level, names, *a, **k):
        drawn.append((level, names))
        return real(pen, surface, rect, level, names, *a, **k)

    monkeypatch.setattr(panels, "message_card", spy)
    h.frame()
    assert h.view.state["players"][1]["messages"][0]["id"] is None
    assert all(names is None or not set(names) & set(secret) for _, names in drawn)
    lay = h.view.lay
    row = dict(lay.others)[1]
    tips = [line for x in range(row.x, row.right, 6) for line in (h.view.tooltip((x, row.centery)) or [])]
    assert tips and not any(v in line for line in tips for v in secret)
    # seen by P1 at the screen, the card is face up on P1's board
    h.ctx.get_viewer = lambda: 1
    drawn.clear()
    h.view.state_changed()
    h.frame()
    assert any(names and set(secret) <= set(names) for _, names in drawn)


# --- whole games ---------------------------------------------------------------------------------------------
def test_a_solo_game_played_only_through_the_view(shared):
    match = new_match(shared.rules, 1, seed=3)
    h = Harness(shared, match)
    steps = play_through_view(h, random.Random(3))
    assert match.pending is None and steps > 20
    assert not h.notes


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4])
def test_random_games_played_only_through_the_view(shared, n):
    """Every move the rules list for the board is made with the mouse on the drawn pieces (the
    side panel's "done" chosen directly): the game reaches its end."""
    match = new_match(shared.rules, n, seed=20 + n)
    h = Harness(shared, match, (1920, 1080) if n == 4 else (1280, 800))
    steps = play_through_view(h, random.Random(20 + n))
    assert match.pending is None and steps > 100
    acts = {a["o"].get("act") for a in match.actions}
    assert {"move", "buy", "done"} <= acts, acts
