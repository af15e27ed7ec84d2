"""A tiny fake game, view and helpers for the app-shell tests.

The shell is generic, so it is tested against "Shell Tally": take 1-3 cards
then confirm with a "done" button (so undo works inside a turn), an optional
"pass", a secret mode whose choices are private (hand-off), a game option, a
score sheet with None cells and a tie-break, and one reconstructed data entry.
"""
from __future__ import annotations

import os
import shutil
import sys
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from boardgames import paths  # noqa: E402
from boardgames.engine.choice import Choice, msg  # noqa: E402
from boardgames.engine.rules import Rules, ScoreSheet  # noqa: E402
from boardgames.ui.views.base import GameView  # noqa: E402

GAME = "shelltally"

MANIFEST = """\
id: shelltally
order: 5
rules: shell_fake_rules
view: shell_fake_view
players: {min: 2, max: 4}
modes: [standard, secret]
files: [deck]
colours:
  - {id: red, rgb: [200, 40, 40]}
  - {id: blue, rgb: [40, 40, 200]}
  - {id: green, rgb: [40, 160, 40]}
  - {id: yellow, rgb: [220, 200, 40]}
"""
SCHEMA = "deck: {type: object}\n"
DECK = """\
cards: [1, 2, 3, 4, 5, 6, 7, 7, 8, 9]
extra:
  - id: joker
    provenance: {tag: RECON, note: "Count guessed from a photo."}
"""
LOCALE = {
    "en": """\
name: Shell Tally
take: "Take cards ({left} left)"
confirm: Confirm your take
taken: "took {n} card(s)"
passed: passed
act: {pass: Pass, done: Done}
mode: {standard: Standard, secret: Secret hands}
option:
  speed: {label: Speed, slow: Slow, fast: Fast}
score: {cards: Card points, sevens: Sevens, count: Cards taken}
""",
    "zh-Hant": """\
name: 殼層計數
take: "拿牌（剩 {left} 張）"
confirm: 確認你拿的牌
taken: "拿了 {n} 張牌"
passed: 放棄
act: {pass: 放棄, done: 完成}
mode: {standard: 標準, secret: 秘密手牌}
option:
  speed: {label: 速度, slow: 慢, fast: 快}
score: {cards: 卡牌分數, sevens: 七點, count: 拿牌數}
""",
}
BROKEN_MANIFEST = "id: shellbroken\nrules: nothing\nplayers: {min: 2}\nmodes: [x]\nfiles: []\n"


class ShellRules(Rules):
    id = GAME

    def option_choices(self, mode):
        return {"speed": ["slow", "fast"]}

    def setup(self, ctx, state):
        cards = list(self.data["deck"]["cards"])
        ctx.rng.shuffle(cards)
        state.update(deck=cards, players=[{"taken": []} for _ in state["seats"]], turn=0, phase="take", round=1)

    def pending(self, state):
        p = state["turn"]
        private = state["mode"] == "secret"
        if state["phase"] == "confirm":
            return Choice(p, "st.confirm", [{"act": "done"}], msg(f"{GAME}.confirm"), private)
        if not state["deck"]:
            return None
        options = [{"n": n} for n in range(1, min(3, len(state["deck"])) + 1)] + [{"act": "pass"}]
        return Choice(p, "st.take", options, msg(f"{GAME}.take", left=len(state["deck"])), private)

    def apply(self, ctx, state, option):
        p = state["turn"]
        if option.get("act") == "done" or option.get("act") == "pass":
            if option.get("act") == "pass":
                ctx.log(f"{GAME}.passed", p)
            ctx.end_turn()
            state["phase"] = "take"
            state["turn"] = (p + 1) % len(state["players"])
            state["round"] += state["turn"] == 0
            return
        n = option["n"]
        state["players"][p]["taken"] += state["deck"][:n]
        state["deck"] = state["deck"][n:]
        ctx.log(f"{GAME}.taken", p, n=n)
        state["phase"] = "confirm"

    def score(self, state):
        cards = [sum(pl["taken"]) for pl in state["players"]]
        sevens = [5 * pl["taken"].count(7) or None for pl in state["players"]]
        return ScoreSheet([f"{GAME}.score.cards", f"{GAME}.score.sevens"], [cards, sevens],
                          [f"{GAME}.score.count"], [[len(pl["taken"])] for pl in state["players"]])


class FakeView(GameView):
    """Clicking anywhere on the board takes one card; counts draws for the hand-off test."""

    draws = 0
    fail_draw = False

    def draw(self, surface):
        if FakeView.fail_draw:
            raise RuntimeError("view exploded")
        FakeView.draws += 1
        pygame.draw.rect(surface, (90, 120, 90), self.rect)

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            choice = self.ctx.match.pending
            if choice is not None and {"n": 1} in choice.options:
                reason = self.ctx.choose({"n": 1})
                if reason:
                    self.ctx.notify(reason)
                return True
        return False

    def tooltip(self, pos):
        return ["Deck", f"{len(self.ctx.match.state['deck'])} cards"]


def install(monkeypatch) -> None:
    rules_mod = types.ModuleType("boardgames.games.shell_fake_rules")
    rules_mod.RULES = ShellRules
    view_mod = types.ModuleType("boardgames.ui.views.shell_fake_view")
    view_mod.VIEW = FakeView
    monkeypatch.setitem(sys.modules, rules_mod.__name__, rules_mod)
    monkeypatch.setitem(sys.modules, view_mod.__name__, view_mod)
    FakeView.draws = 0
    FakeView.fail_draw = False


def make_root(tmp_path: Path, broken: bool = True) -> Path:
    root = tmp_path / "shelldata"
    shutil.copytree(paths.data_dir() / "app", root / "app")
    game = root / GAME
    (game / "locale").mkdir(parents=True)
    (game / "game.yaml").write_text(MANIFEST, encoding="utf-8")
    (game / "schema.yaml").write_text(SCHEMA, encoding="utf-8")
    (game / "deck.yaml").write_text(DECK, encoding="utf-8")
    for lang, text in LOCALE.items():
        (game / "locale" / f"{lang}.yaml").write_text(text, encoding="utf-8")
    if broken:
        (root / "shellbroken").mkdir()
        (root / "shellbroken" / "game.yaml").write_text(BROKEN_MANIFEST, encoding="utf-8")
    return root


def catalog(tmp_path, monkeypatch, broken: bool = True):
    from boardgames.engine.catalog import load_catalog
    install(monkeypatch)
    cat = load_catalog(make_root(tmp_path, broken))
    assert GAME in cat.games, cat.errors
    return cat


# --- driving the app -------------------------------------------------------------
def make_app(cat, size=(1280, 800), lang="en", persist=True):
    """A headless App on an off-screen surface, with settings from the (test) config dir."""
    from boardgames.settings import Settings
    from boardgames.ui.app import App
    from boardgames.ui.offscreen import _init_display
    _init_display()
    settings = Settings.load()
    settings.language = lang
    return App(settings, catalog=cat, surface=pygame.Surface(size), persist=persist)


def frame(app, events=(), dt=1 / 60):
    app.frame(list(events), dt)


def click(app, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    frame(app, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ])


def click_widget(app, widget):
    assert widget.rect.w > 0 and widget.rect.h > 0, f"{widget} has no size"
    click(app, widget.rect.center)


def key(app, k, mod=0, unicode=""):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)])


def find_button(scene, key_or_text: str):
    """The button of `scene` whose current label equals the text of locale key (or text)."""
    from boardgames.ui.widgets import Button, resolve
    want = scene.app.t(key_or_text) if scene.app.locale.has(key_or_text) else key_or_text
    widgets = list(scene.widgets)
    panel = getattr(scene, "panel", None)
    if panel is not None:
        widgets += panel.widgets
    for w in widgets:
        if isinstance(w, Button) and resolve(w.text) == want:
            return w
    raise AssertionError(f"no button {want!r} in {scene.name}: "
                         f"{[resolve(w.text) for w in widgets if isinstance(w, Button)]}")
