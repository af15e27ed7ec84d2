"""The Urubamba Valley view driven by real pygame events (headless, SDL dummy driver).

Tables for 3 and 5 players are drawn at 1280x800 and 1920x1080 in both languages; then mouse
events posted through pygame's queue plant a warehouse seed on a lit cell (the points the
rules preview are shown on it first), buy at the market by a click and by drags, answer the
questions one gesture of several moves asks (who helps pay a seal, which seed or talent makes
room, which harvest workers reset), move llamas, sell seeds and use talents. A refused drop
says the rules' reason. Other players' coins are never drawn nor described, and a player
looks behind their own screen only behind a hand-off cover. Whole seeded games are played
through the view's gestures and the side panel's buttons to their end.
"""
from __future__ import annotations

import os
import random
import re
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from boardgames.engine.i18n import Locale  # noqa: E402
from boardgames.ui.scenes.game_panel import button_options  # noqa: E402
from boardgames.ui.views import urubamba_valley_board as board  # noqa: E402
from boardgames.games.urubamba_valley.terrace import LLAMA, SEED, WORKER  # noqa: E402
from boardgames.ui.views.urubamba_valley import VIEW  # noqa: E402
from view_harness import Harness as ViewHarness, play_move  # noqa: E402

from game_support import new_match  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "urubamba_valley"))
from uv_helpers import Builder  # noqa: E402

G = "urubamba_valley"


class Harness(ViewHarness):
    """This game's view; a question the chooser asks after a gesture is answered at random
    (`answers` says how) unless `ask` is False."""

    rnd = random.Random(0)
    ask = True

    def release(self, pos, button=1):
        super().release(pos, button)
        self.answer()

    def answer(self):
        for _ in range(8):
            if not (self.ask and self.view.among):
                return
            rect, _ = self.rnd.choice(self.view.ask_rows)
            pygame.event.pump()
            super().press(rect.center)
            super().release(rect.center)


def harness(shared, match, size=(1280, 800), **kw) -> Harness:
    return Harness(VIEW, shared, match, size, **kw)


def acts(choice, act):
    return [o for o in choice.options if o.get("act") == act]


def K(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def centre(h, cell) -> tuple[int, int]:
    return h.view.cell_rect(K(cell)).center


def said(h) -> list[str]:
    """Every line of text the view's pen writes from now on, as shown (cut short when it
    did not fit its width)."""
    out: list[str] = []
    text = h.view.pen.text
    fonts = h.view.pen.fonts

    def spy(surface, value, size, colour, pos, anchor="center", bold=False, shadow=True, max_width=None):
        shown = str(value)
        if max_width is not None:
            shown = fonts.ellipsize(shown, max(8, int(size)), max(8, int(max_width)), bold)
        out.append(shown)
        return text(surface, value, size, colour, pos, anchor, bold, shadow, max_width)

    h.view.pen.text = spy
    return out


def advance(match, steps: int, seed: int) -> None:
    """Seeded play that keeps the game going: anything but a Harvest when there is a choice
    (a round in which nothing changes ends the game, NOTES.md)."""
    rnd = random.Random(seed)
    for _ in range(steps):
        choice = match.pending
        if choice is None:
            return
        match.choose(rnd.choice([o for o in choice.options if o.get("act") != "harvest"] or choice.options))


# --- drawing --------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_draws_every_count_size_and_language(catalog, shared, n, size, lang):
    match = new_match(shared.rules, n, seed=n)
    advance(match, 30 * n, n)
    h = harness(shared, match, size, locale=Locale(catalog.strings, lang))
    written = said(h)
    h.frame()
    view, lay = h.view, h.view.lay
    area = view.rect
    boxes = [lay.terrace.rect, lay.market.rect, lay.own.rect] + [c.rect for _, c in lay.cards]
    for box in boxes:
        assert area.contains(box), (box, area)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert sorted(p for p, _ in lay.cards) == sorted(set(range(n)) - {match.pending.player})
    assert lay.terrace.cell >= 48 and lay.market.seeds[0].w >= 36
    assert not [w for w in written if w.endswith(("...", "…"))], "text cut short"
    for k in list(match.state["cells"])[::5]:
        assert view.tooltip(view.cell_rect(k).center)
    m = lay.market
    for r in m.seeds + m.talents + m.cubes + [m.bag, m.discard, lay.own.screen]:
        tip = view.tooltip(r.center)
        assert tip and all(tip), r
    for _, c in lay.cards:
        assert view.tooltip(c.rect.center)


def test_every_view_text_exists_in_both_languages(catalog):
    en, zh = catalog.strings["en"], catalog.strings["zh-Hant"]
    ui = {k for k in en if k.startswith(f"{G}.ui.") or k.startswith(f"{G}.act.")}
    assert ui and ui == {k for k in zh if k.startswith(f"{G}.ui.") or k.startswith(f"{G}.act.")}


# --- planting -------------------------------------------------------------------------------------
def test_drag_a_warehouse_seed_onto_a_lit_cell_plants_it(shared):
    b = Builder(shared.rules, 3, seed=4).turn(0)
    option = next(o for o in acts(b.m.pending, "plant") if o["cell"] == [1, 4])
    h = harness(shared, b.m)
    h.frame()
    crop = option["seed"]
    start = h.view.piece_rect(("seed", crop)).center
    badges = []
    original = board.preview_badge
    board.preview_badge = lambda pen, surface, r, points, notes: (badges.append(points),
                                                                  original(pen, surface, r, points, notes))

    def lit_and_previewed():
        legal = h.view.drag.legal_targets()
        assert ("cell", "1,4") in legal and ("cell", "2,4") not in legal
        expected = shared.rules.plant_preview(b.m.observation(0), 0, option)["points"]
        assert badges and badges[-1] == f"+{expected}"

    try:
        h.drag(start, centre(h, [1, 4]), before_release=lit_and_previewed)
    finally:
        board.preview_badge = original
    assert b.m.actions[-1]["o"] == option
    assert b.at([1, 4])[SEED] == crop
    assert not h.notes


def test_a_drop_on_an_illegal_cell_is_refused_with_the_rules_reason(shared):
    b = Builder(shared.rules, 3, seed=5).turn(0)
    h = harness(shared, b.m)
    h.frame()
    crop = b.pl(0)["warehouse"][0]
    snapshot = repr(b.s)
    h.drag(h.view.piece_rect(("seed", crop)).center, centre(h, [2, 5]))
    assert repr(b.s) == snapshot
    assert h.notes and h.notes[-1]["key"] == f"{G}.why.not_connected"
    assert h.notes[-1] == b.m.explain({"act": "plant", "seed": crop, "cell": [2, 5]})
    assert h.view.drag.held is None


def test_a_seed_on_a_sealed_tier_asks_who_helps(shared):
    b = Builder(shared.rules, 3, seed=6)
    crop = b.pl(0)["crop"]
    b.put([1, 4], "vine").put([2, 4], "vine").coins(0, 5).turn(0)
    h = harness(shared, b.m)
    h.ask = False
    h.frame()
    h.drag(h.view.piece_rect(("seed", crop)).center, centre(h, [3, 4]))
    assert not h.notes and len(b.m.actions) == 0
    assert h.view.among
    written = said(h)
    h.frame()
    assert shared.locale.t(f"{G}.ui.ask.helper") in written
    answers = h.view.ask_rows
    assert len(answers) == 2
    rect, moves = answers[1]
    h.click(rect.center)
    assert b.m.actions[-1]["o"]["helper"] == moves[0].option["helper"] == 2
    assert 2 not in b.s["sealed"]


# --- buying -----------------------------------------------------------------------------------------
def test_buying_at_the_market_by_clicks_and_drags(shared):
    b = Builder(shared.rules, 3, seed=7).coins(0, 20).turn(0)
    b.market_talent(0, "merchant")
    h = harness(shared, b.m)
    h.frame()
    m = h.view.lay.market
    crop = b.s["market"][0]
    h.click(m.seeds[0].center)                           # a click on a seed buys it
    assert [a["o"] for a in b.m.actions] == [{"act": "purchase"}, {"act": "seed", "slot": 0}]
    assert crop in b.pl(0)["warehouse"] and b.m.pending.kind == f"{G}.purchase"
    cube = next(c for c in shared.rules.crops if c not in b.pl(0)["tech"] and b.s["cubes"][c])
    h.drag(m.cubes[shared.rules.crops.index(cube)].center, h.view.lay.own.tech.center)
    assert b.m.actions[-1]["o"] == {"act": "tech", "crop": cube} and cube in b.pl(0)["tech"]
    h.drag(m.talents[0].center, h.view.lay.own.talents.center)
    assert b.m.actions[-1]["o"] == {"act": "hire", "slot": 0}
    assert b.pl(0)["talents"][-1]["id"].startswith("merchant")
    assert button_options(b.m.pending, h.view, lambda act: True) == [{"act": "done"}]
    assert not h.notes


def test_an_unaffordable_buy_says_its_price(shared):
    b = Builder(shared.rules, 3, seed=8).coins(0, 1).turn(0)
    h = harness(shared, b.m)
    h.frame()
    snapshot = repr(b.s)
    h.click(h.view.lay.market.seeds[5].center)
    assert repr(b.s) == snapshot
    assert h.notes[-1]["key"] == f"{G}.why.cannot_afford"


def test_a_full_warehouse_asks_which_seed_makes_room(shared):
    b = Builder(shared.rules, 3, seed=9)
    b.seeds(0, "corn", "pea", "potato").coins(0, 10).turn(0).choose({"act": "purchase"})
    h = harness(shared, b.m)
    h.ask = False
    h.frame()
    h.click(h.view.lay.market.seeds[0].center)
    assert h.view.among and len(h.view.ask_rows) == 3
    # a seed dragged onto a warehouse seed replaces that one, no question asked
    h.view.forget_selection()
    slot = b.pl(0)["warehouse"].index("pea")
    h.drag(h.view.lay.market.seeds[1].center, h.view.lay.own.slots[slot].center)
    assert b.m.actions[-1]["o"] == {"act": "seed", "slot": 1, "drop": "pea"}
    assert "pea" not in b.pl(0)["warehouse"]


def test_a_tax_collector_is_dragged_onto_a_field(shared):
    b = Builder(shared.rules, 3, seed=10)
    b.put([1, 2], "corn").coins(0, 12).turn(0).choose({"act": "purchase"})
    b.market_talent(1, "tax_collector")
    h = harness(shared, b.m)
    h.frame()
    h.click(h.view.lay.market.talents[1].center)     # no click buys it: it is picked up for a cell
    assert h.view.drag.held is not None and len(b.m.actions) == 1
    lit = h.view.drag.legal_targets()
    assert ("cell", "1,2") in lit and all(b.s["cells"][k][SEED] for _, k in lit)
    h.click(centre(h, [2, 6]))                      # an empty cell: refused, with the reason
    assert h.notes[-1]["key"] == f"{G}.why.worker_cell" and len(b.m.actions) == 1
    h.click(centre(h, [1, 2]))
    assert b.at([1, 2])[WORKER] == [0, "tax"]


# --- talents ---------------------------------------------------------------------------------------
def test_the_manager_asks_which_workers_harvest(shared):
    b = Builder(shared.rules, 3, seed=11)
    b.talent(0, "manager")
    b.pl(0)["track"] = [3, 5]
    b.turn(0)
    h = harness(shared, b.m)
    h.ask = False
    h.frame()
    h.click(h.view.lay.terrace.track.center)
    rows = h.view.ask_rows
    assert len(rows) == 3
    h.click(rows[1][0].center)
    assert b.m.actions[-1]["o"] == {"act": "harvest", "workers": [1]}
    assert b.pl(0)["track"] == [3, 0]


def test_free_acts_llama_breeder_and_seed_dealer(shared):
    b = Builder(shared.rules, 3, seed=12)
    b.talent(0, "llama_breeder")
    dealer = b.talent(0, "seed_dealer")
    b.seeds(0, "corn", "corn").coins(0, 0).turn(0)
    h = harness(shared, b.m)
    h.frame()
    h.drag(h.view.piece_rect(("seed", "corn")).center, h.view.talent_slot(dealer).center)
    assert b.m.actions[-1]["o"] == {"free": "sell", "seed": "corn"}
    assert b.pl(0)["warehouse"] == [] and b.pl(0)["coins"] == 4
    h.drag(h.view.piece_rect(("grey",)).center, centre(h, [2, 2]))
    assert b.m.actions[-1]["o"]["free"] == "llama" and b.at([2, 2])[LLAMA].startswith("grey")


def test_the_llama_herder_drags_llamas(shared):
    b = Builder(shared.rules, 3, seed=13)
    b.talent(0, "llama_herder")
    b.pl(0)["track"] = [2]
    b.turn(0).choose({"act": "harvest"})
    assert b.kind == "herd"
    h = harness(shared, b.m)
    h.frame()
    llama = b.at([4, 3])[LLAMA]
    h.drag(centre(h, [4, 3]), centre(h, [1, 1]))
    assert b.m.actions[-1]["o"] == {"act": "move", "llama": llama, "cell": [1, 1]}
    assert button_options(b.m.pending, h.view, lambda act: True) == [{"act": "stop"}]


def test_an_extra_action_is_a_click_on_the_talent(shared):
    b = Builder(shared.rules, 3, seed=14)
    peddler = b.talent(0, "peddler")
    b.pl(0)["track"] = [2]
    b.coins(0, 5).turn(0).choose({"act": "harvest"})
    h = harness(shared, b.m)
    h.frame()
    assert ("held", peddler) in h.view.click_targets()
    assert button_options(b.m.pending, h.view, lambda act: True) == [{"act": "end"}]
    h.click(h.view.talent_slot(peddler).center)
    assert b.m.actions[-1]["o"] == {"act": "extra", "talent": peddler}


def test_a_saboteur_plants_a_bought_vine_from_the_market(shared):
    b = Builder(shared.rules, 3, seed=15)
    b.talent(0, "saboteur")
    b.s["bag"].remove("vine")
    b.s["vines"] = 1
    b.coins(0, 6).turn(0)
    h = harness(shared, b.m)
    h.frame()
    h.drag(h.view.piece_rect(("vine",)).center, centre(h, [1, 6]))
    assert [a["o"]["act"] for a in b.m.actions] == ["purchase", "vine"]
    assert b.at([1, 6])[SEED] == "vine"


# --- hidden money --------------------------------------------------------------------------------------
def test_other_players_coins_are_never_drawn_nor_described(shared):
    b = Builder(shared.rules, 4, seed=16)
    secret = {1: 37, 2: 41, 3: 53}
    for p, n in secret.items():
        b.coins(p, n)
    b.coins(0, 7).turn(0)
    h = harness(shared, b.m, (1920, 1080))
    written = said(h)
    h.frame()
    tips = []
    for x in range(h.view.rect.x, h.view.rect.right, 23):
        for y in range(h.view.rect.y, h.view.rect.bottom, 23):
            tips += h.view.tooltip((x, y)) or []
    words = " ".join(written + tips)
    assert "$7" in words                                   # the viewer's own screen
    for n in secret.values():
        assert not re.search(rf"(?<!\d){n}(?!\d)", words), n
    for p, c in h.view.lay.cards:
        tip = h.view.tooltip(c.screen.center)
        assert tip and not any(ch.isdigit() for ch in " ".join(tip).replace(h.view.seat_name(p), ""))


def test_a_peek_shows_only_the_chosen_players_coins_behind_hand_offs():
    from boardgames.ui import offscreen
    from boardgames.ui.scenes.direct import open_scene
    from boardgames.ui.scenes.game import GameScene
    from boardgames.ui.scenes.handoff import HandoffScene
    from boardgames.ui.scenes.peek import PeekChooser, PeekScreen
    app = offscreen.make_app((1280, 800), "en")
    open_scene(app, "game", game_id=G, seed=3, steps=20)
    game = app.find(GameScene)
    match = game.match
    state = match.state
    for p, pl in enumerate(state["players"]):         # distinct amounts (the supply pays)
        want = 30 + 7 * p
        state["supply"] += pl["coins"] - want
        pl["coins"] = want
    match.invalidate()
    app.update(0.02)
    mover = match.pending.player
    other = (mover + 1) % len(state["players"])
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p", scancode=0))
    assert isinstance(app.top, PeekChooser)
    app.top.pick(other, game.view.paint_secret, lambda p: "title", lambda: "done")
    assert isinstance(app.top, HandoffScene) and app.top.player == other
    texts: list[str] = []
    render = app.fonts.render

    def spy(text, *a, **kw):
        texts.append(str(text))
        return render(text, *a, **kw)

    app.fonts.render = spy
    try:
        app.draw(app.screen)                                  # the cover: no coins
        assert not [t for t in texts if "$" in t]
        app.pop()
        assert isinstance(app.top, PeekScreen)
        texts.clear()
        app.draw(app.screen)
        shown = " ".join(texts)
        assert f"${30 + 7 * other}" in shown
        assert all(f"${30 + 7 * p}" not in shown for p in range(len(state["players"])) if p != other)
        app.top.close()
        assert isinstance(app.top, HandoffScene) and app.top.player == mover
        texts.clear()
        app.draw(app.screen)
        assert not [t for t in texts if "$" in t]
        app.pop()
        assert app.top is game
    finally:
        app.fonts.render = render


# --- whole games --------------------------------------------------------------------------------
def play_game(shared, n: int, seed: int, size=(1280, 800), max_steps: int = 4000) -> dict:
    """A seeded game played only through the view's gestures (the chooser answered with the
    mouse) and the side panel's buttons; returns how often each kind of choice was made."""
    match = new_match(shared.rules, n, seed=seed)
    h = harness(shared, match, size)
    Harness.rnd = random.Random(seed)
    rnd = random.Random(seed)
    made: dict = {}
    has_label = lambda act: shared.locale.has(f"{G}.act.{act}")        # noqa: E731
    while match.pending is not None:
        assert len(match.actions) < max_steps, "no end"
        choice = match.pending
        moves = match.gestures()
        buttons = button_options(choice, h.view, has_label)
        on_board = [o for o in choice.options if any(m.plan[0] == o for m in moves)]
        assert all(o in on_board or o in buttons for o in choice.options), \
            (choice.kind, [o for o in choice.options if o not in on_board and o not in buttons])
        before = len(match.actions)
        h.frame()
        # progress: plant when possible, otherwise a gesture or a button at random
        plants = [m for m in moves if m.plan[-1].get("act") == "plant" or "plant" in m.plan[-1]]
        if plants and rnd.random() < 0.7:
            move = rnd.choice(plants)
        elif moves and (not buttons or rnd.random() < 0.6):
            move = rnd.choice(moves)
        else:
            move = None
        if move is not None:
            play_move(h, move)
            h.answer()
            assert len(match.actions) > before, (choice.kind, move, h.notes[-1:])
            o = match.actions[before]["o"]
        else:                  # a Harvest now and then (a round of them may end the game)
            rest = [o for o in buttons if o.get("act") != "harvest"]
            o = rnd.choice(rest if rest and rnd.random() < 0.7 else buttons)
            assert h.view.ctx.choose(o) is None
        kind = (choice.kind.split(".")[1], o.get("act") or o.get("free"))
        made[kind] = made.get(kind, 0) + 1
    return made


@pytest.mark.parametrize("n, seed", [(3, 2), (5, 4)])
def test_whole_games_through_the_view_and_the_panel(shared, n, seed):
    made = play_game(shared, n, seed)
    assert ("turn", "plant") in made


@pytest.mark.slow
def test_every_kind_of_choice_is_made_through_the_view(shared):
    """Over several games, at both sizes: every option of every decision was a gesture or a
    button (play_game checks it at each step), and each kind of decision met was made."""
    made: dict = {}
    for n, seed in ((3, 21), (4, 22), (5, 23)):
        for kind, k in play_game(shared, n, seed, (1920, 1080) if seed % 2 else (1280, 800)).items():
            made[kind] = made.get(kind, 0) + k
    decisions = {kind for kind, _ in made}
    assert {"turn", "purchase"} <= decisions, made
    assert {("turn", "plant"), ("turn", "harvest"), ("purchase", "seed"), ("purchase", "done")} <= set(made), made
