"""New game: pick the game, the players (names, colours), the mode, the game's
options and the seed, then start a Match.

Game options are generic: a rules object may offer `option_choices(mode) ->
{name: [values]}`; each option gets a cycler. Labels come from the game's
locale: `<game>.mode.<mode>`, `<game>.option.<name>.<value>`, and for the
option's own name `<game>.option_label.<name>` (or `<game>.option.<name>.label`).
"""
from __future__ import annotations

import logging

import pygame

from ...engine.bots import OFFERED
from ...engine.choice import Illegal
from ...engine.match import Match
from .. import paint, warmup
from ...engine.rng import fresh_seed as new_seed
from ..theme import game_colours, rgb_of
from ..widgets import Button, Cycler, Label, ScrollList, TextInput, Widget
from .base import Scene
from .dialog import MessageDialog

log = logging.getLogger(__name__)


#: who may sit in a seat: a person, or a computer opponent of an offered level (engine/bots)
SEAT_KINDS = ["human", *OFFERED]


def colour_name(app, game_id: str, cid: str) -> str:
    for key in (f"{game_id}.colour.{cid}", f"ui.colour.{cid}"):
        if app.locale.has(key):
            return app.t(key)
    return cid.replace("_", " ")


def option_label(app, game_id: str, name: str) -> str:
    for key in (f"{game_id}.option_label.{name}", f"{game_id}.option.{name}.label"):
        if app.locale.has(key):
            return app.t(key)
    return name.replace("_", " ").capitalize()


def option_value_label(app, game_id: str, name: str, value) -> str:
    key = f"{game_id}.option.{name}.{value}"
    if app.locale.has(key):
        return app.t(key)
    if value == "random" and app.locale.has("ui.new_game.random"):
        return app.t("ui.new_game.random")
    return str(value).replace("_", " ")


def mode_label(app, game_id: str, mode: str) -> str:
    key = f"{game_id}.mode.{mode}"
    return app.t(key) if app.locale.has(key) else mode.replace("_", " ").capitalize()


def parse_seed(text: str):
    text = text.strip()
    if not text:
        return new_seed()
    return int(text) if text.isdigit() else text


class ColourChip(Widget):
    """A player's colour; clicking moves to the next colour no other player uses."""

    def __init__(self, app, get_rgb, on_click, tooltip=None):
        super().__init__(app, tooltip=tooltip)
        self.get_rgb, self.on_click = get_rgb, on_click

    def handle_event(self, event) -> bool:
        self.track_hover(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.rect.collidepoint(event.pos):
            self.on_click(1 if event.button == 1 else -1)
            return True
        return False

    def draw(self, surface):
        r = min(self.rect.w, self.rect.h) // 2 - self.ui.theme.px(2)
        paint.chip(surface, self.rect.center, r, self.get_rgb())
        if self.hovered:
            pygame.draw.circle(surface, self.ui.theme.palette.focus, self.rect.center, r + self.ui.theme.px(2),
                               max(1, self.ui.theme.px(2)))


class NewGameScene(Scene):
    name = "new_game"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.entries = [(s.id, s, None) for s in app.catalog.playable()]
        self.entries += [(gid, None, errs) for gid, errs in sorted(app.catalog.errors.items()) if gid != "app"]
        self.back = self.add(Button(app, app.tr("ui.common.back"), self.app.pop, hotkey=None))
        self.games = self.add(ScrollList(app, self._draw_game_row, lambda item, w: self.px(64), items=self.entries,
                                         on_select=self._select_index, tooltip=self._game_tip))
        self.start_button = self.add(Button(app, app.tr("ui.new_game.start"), self.start, style="primary",
                                            enabled=lambda: self.spec is not None))
        self.rules_button = self.add(Button(app, app.tr("ui.help.button"), self.show_rules, icon="ui/info",
                                            enabled=lambda: self.spec is not None, tooltip=app.tr("ui.help.tip")))
        self.form: list[Widget] = []
        self.spec = None
        self.rules = None
        self.count = 0
        self.names: list[str] = []
        self.edited: list[bool] = []
        self.colours: list[str] = []
        self.kinds: list[str] = []          # per seat: "human" or a computer level
        self.mode = None
        self.options: dict = {}
        self.seed_text = str(new_seed())
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        self.players_col = pygame.Rect(0, 0, 0, 0)
        self.setup_col = pygame.Rect(0, 0, 0, 0)
        first = next((i for i, e in enumerate(self.entries) if e[0] == game_id and e[1] is not None), None)
        if first is None:
            first = next((i for i, e in enumerate(self.entries) if e[1] is not None), None)
        if first is not None:
            self.games.selected = first
            self._select_index(first, relayout=False)

    # --- game list --------------------------------------------------------------
    def _game_tip(self):
        i = self.games.hover_index
        if i is None or i >= len(self.entries):
            return None
        gid, spec, errs = self.entries[i]
        if errs:
            return [self.app.t("ui.menu.game_unavailable"), str(errs[0])]
        return None

    def _draw_game_row(self, surface, rect, item, index, selected, hovered):
        gid, spec, errs = item
        th = self.theme
        pal = th.palette
        box = rect.inflate(-th.px(4), -th.px(6))
        if selected:
            pygame.draw.rect(surface, pal.selection, box, border_radius=th.px(6))
        elif hovered and not errs:
            pygame.draw.rect(surface, pal.row_alt, box, border_radius=th.px(6))
        side = box.h - th.px(10)
        paint.emblem(self.app, surface, gid, pygame.Rect(box.x + th.px(6), box.centery - side // 2, side, side),
                     self.app.game_name(gid), dim=bool(errs))
        x = box.x + box.h + th.px(6)
        colour = pal.text_disabled if errs else pal.text
        paint.text(self.app, surface, self.app.game_name(gid), (x, box.centery - th.px(2)), "label", colour,
                   bold=True, anchor="bottomleft", max_width=box.right - x - th.px(4))
        if errs:
            sub = self.app.t("ui.menu.game_unavailable")
        else:
            p = spec.manifest["players"]
            sub = self.app.t("ui.menu.players_range", lo=p["min"], hi=p["max"])
        paint.text(self.app, surface, sub, (x, box.centery + th.px(2)), "small",
                   pal.danger if errs else pal.text_muted, anchor="topleft", max_width=box.right - x - th.px(4))

    def _select_index(self, index: int, relayout: bool = True) -> None:
        gid, spec, errs = self.entries[index]
        if errs or spec is None:
            self.games.selected = self.entries.index(next(e for e in self.entries if e[1] is self.spec)) \
                if self.spec is not None else None
            return
        if spec is self.spec:
            return
        try:
            rules = self.app.rules_for(spec)
        except Exception as exc:
            self.app.report_error(exc, self, "rules")
            return
        self.spec, self.rules = spec, rules
        lo, hi = rules.player_range()
        self.count = max(lo, min(hi, self.count or min(max(lo, 2), hi)))
        palette = game_colours(spec)
        self.names = [self.t("ui.new_game.default_name", n=i + 1) for i in range(hi)]
        self.edited = [False] * hi
        self.colours = [palette[i % len(palette)][0] for i in range(hi)]
        self.kinds = (self.kinds + ["human"] * hi)[:hi]
        self.mode = rules.modes()[0]
        self._reset_options()
        self._build_form()
        if relayout:
            self.layout(self.size)

    def _reset_options(self) -> None:
        self.options = {}
        for name, values in self.option_choices().items():
            if values:
                self.options[name] = values[0]

    def option_choices(self) -> dict:
        fn = getattr(self.rules, "option_choices", None)
        if fn is None:
            return {}
        try:
            return dict(fn(self.mode) or {})
        except Exception:
            log.exception("option_choices failed")
            return {}

    # --- the form ----------------------------------------------------------------
    def _build_form(self) -> None:
        for w in self.form:
            if w in self.widgets:
                self.widgets.remove(w)
        self.form = []
        app, spec, rules = self.app, self.spec, self.rules
        gid = spec.id
        lo, hi = rules.player_range()
        self.count_label = Label(app, app.tr("ui.new_game.players"), role="label", bold=True)
        self.count_cycler = Cycler(app, list(range(lo, hi + 1)), lambda v: str(v), self._set_count,
                                   index=self.count - lo)
        self.form += [self.count_label, self.count_cycler]
        self.seat_rows = []
        for i in range(hi):
            chip = ColourChip(app, lambda i=i: rgb_of(self._rgb(self.colours[i])), lambda d, i=i: self._next_colour(i, d),
                              tooltip=lambda i=i: [colour_name(app, gid, self.colours[i]), app.t("ui.new_game.colour_hint")])
            name = TextInput(app, self.names[i], on_change=lambda v, i=i: self._set_name(i, v), max_chars=20,
                             placeholder=app.tr("ui.new_game.default_name", n=i + 1))
            kind = Cycler(app, SEAT_KINDS, lambda k: app.t(f"ui.new_game.seat_{k}"),
                          lambda k, i=i: self._set_kind(i, k), index=SEAT_KINDS.index(self.kinds[i]), role="small",
                          tooltip=app.tr("ui.new_game.seat_hint"))
            self.seat_rows.append((chip, name, kind))
            self.form += [chip, name, kind]
        self.mode_label = Label(app, app.tr("ui.new_game.mode"), role="label", bold=True)
        self.mode_cycler = Cycler(app, rules.modes(), lambda m: mode_label(app, gid, m), self._set_mode)
        self.mode_cycler.select(self.mode)
        self.form += [self.mode_label, self.mode_cycler]
        self.option_rows = []
        for oname, values in self.option_choices().items():
            label = Label(app, lambda n=oname: option_label(app, gid, n), role="label", bold=True)
            cyc = Cycler(app, values, lambda v, n=oname: option_value_label(app, gid, n, v),
                         lambda v, n=oname: self.options.__setitem__(n, v))
            cyc.select(self.options.get(oname))
            self.option_rows.append((label, cyc))
            self.form += [label, cyc]
        self.seed_label = Label(app, app.tr("ui.new_game.seed"), role="small", colour=self.theme.palette.text_muted)
        self.seed_input = TextInput(app, self.seed_text, on_change=self._set_seed, max_chars=18, role="small",
                                    tooltip=app.tr("ui.new_game.seed_hint"))
        self.seed_roll = Button(app, "", self._reroll, icon="ui/rotate", tooltip=app.tr("ui.new_game.reroll"))
        self.form += [self.seed_label, self.seed_input, self.seed_roll]
        self.widgets[1:1] = self.form      # behind the back button and list in event order

    def _rgb(self, cid):
        for c, rgb in game_colours(self.spec):
            if c == cid:
                return rgb
        return rgb_of(cid)

    def _next_colour(self, i: int, d: int = 1) -> None:
        palette = [c for c, _ in game_colours(self.spec)]
        used = {self.colours[j] for j in range(self.count) if j != i}
        k = palette.index(self.colours[i]) if self.colours[i] in palette else 0
        for _ in range(len(palette)):
            k = (k + d) % len(palette)
            if palette[k] not in used:
                self.colours[i] = palette[k]
                return

    def _fix_colours(self) -> None:
        """Keep colours unique among the seated players."""
        palette = [c for c, _ in game_colours(self.spec)]
        seen: set = set()
        for i in range(self.count):
            if self.colours[i] in seen:
                free = [c for c in palette if c not in seen and c not in self.colours[i + 1:self.count]]
                if free:
                    self.colours[i] = free[0]
            seen.add(self.colours[i])

    def set_players(self, n: int) -> None:
        """Choose `n` players, as the player count's cycler does (a direct start, the benchmark)."""
        if self.spec is None:
            return
        self.count_cycler.select(n)
        self._set_count(n)

    def _set_count(self, n: int) -> None:
        self.count = n
        self._fix_colours()
        self.layout(self.size)

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value
        self.edited[i] = True

    def _set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        if kind != "human":
            self.app.bot_worker.warm()   # its process starts while the form is filled in
        self.layout(self.size)           # a name never edited follows: "Computer 2" or "Player 2"

    def _default_name(self, i: int) -> str:
        key = "ui.new_game.default_name" if self.kinds[i] == "human" else "ui.new_game.computer_name"
        return self.t(key, n=i + 1)

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        self._reset_options()
        self._build_form()
        self.layout(self.size)

    def _set_seed(self, value: str) -> None:
        self.seed_text = value

    def _reroll(self) -> None:
        self.seed_text = str(new_seed())
        self.seed_input.set_value(self.seed_text, notify=False)

    # --- layout ---------------------------------------------------------------------
    def layout(self, size):
        super().layout(size)
        w, h = size
        m = self.px(40)
        top = self.px(110)
        self.back.rect = pygame.Rect(w - m - self.px(150), self.px(34), self.px(150), self.px(44))
        list_w = self.px(300)
        self.games.set_rect(pygame.Rect(m + self.px(10), top + self.px(14), list_w - self.px(20), h - top - m - self.px(28)))
        self.list_panel = pygame.Rect(m, top, list_w, h - top - m)
        self.panel_rect = pygame.Rect(m + list_w + self.px(24), top, w - 2 * m - list_w - self.px(24), h - top - m)
        if self.spec is None:
            self.start_button.rect = self.rules_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        p = self.panel_rect
        pad = self.px(28)
        rules_w = self.px(150)
        self.rules_button.rect = pygame.Rect(p.right - pad - rules_w, p.y + pad + self.px(7), rules_w, self.px(42))
        self.header_rect = pygame.Rect(p.x + pad, p.y + pad, p.w - 2 * pad - rules_w - self.px(16), self.px(56))
        body_top = self.header_rect.bottom + self.px(18)
        col_gap = self.px(40)
        left_w = min(self.px(440), (p.w - 2 * pad - col_gap) * 11 // 20)
        self.players_col = pygame.Rect(p.x + pad, body_top, left_w, p.bottom - body_top - pad)
        self.setup_col = pygame.Rect(self.players_col.right + col_gap, body_top,
                                     p.right - pad - self.players_col.right - col_gap, p.bottom - body_top - pad)
        row_h = self.px(42)
        gap = self.px(10)
        pc = self.players_col
        self.count_label.rect = pygame.Rect(pc.x, pc.y, pc.w // 2, row_h)
        self.count_cycler.rect = pygame.Rect(pc.right - self.px(150), pc.y, self.px(150), row_h)
        lo, hi = self.rules.player_range()
        self.count_cycler.enabled = hi > lo
        y = pc.y + row_h + self.px(16)
        # names that were never edited follow the language
        kind_w = min(self.px(200), pc.w * 2 // 5)
        for i, (chip, name, kind) in enumerate(self.seat_rows):
            if not self.edited[i]:
                self.names[i] = self._default_name(i)
                name.set_value(self.names[i], notify=False)
            shown = i < self.count
            chip.visible = name.visible = kind.visible = shown
            chip.rect = pygame.Rect(pc.x, y, row_h, row_h)
            name.rect = pygame.Rect(pc.x + row_h + self.px(12), y, pc.w - row_h - kind_w - self.px(20), row_h)
            kind.rect = pygame.Rect(pc.right - kind_w, y, kind_w, row_h)
            if shown:
                y += row_h + gap
        sc = self.setup_col
        y = sc.y
        label_h = self.px(26)
        show_mode = len(self.rules.modes()) > 1
        self.mode_label.visible = self.mode_cycler.visible = show_mode
        if show_mode:
            self.mode_label.rect = pygame.Rect(sc.x, y, sc.w, label_h)
            self.mode_cycler.rect = pygame.Rect(sc.x, y + label_h + self.px(4), sc.w, row_h)
            y += label_h + row_h + self.px(20)
        for label, cyc in self.option_rows:
            label.rect = pygame.Rect(sc.x, y, sc.w, label_h)
            cyc.rect = pygame.Rect(sc.x, y + label_h + self.px(4), sc.w, row_h)
            y += label_h + row_h + self.px(20)
        bh = self.px(56)
        self.start_button.rect = pygame.Rect(sc.right - self.px(240), sc.bottom - bh, self.px(240), bh)
        sy = self.start_button.rect.y - self.px(34) - self.px(40)
        self.seed_label.rect = pygame.Rect(sc.x, sy, sc.w, self.px(20))
        self.seed_input.rect = pygame.Rect(sc.x, sy + self.px(22), self.px(170), self.px(32))
        self.seed_roll.rect = pygame.Rect(self.seed_input.rect.right + self.px(6), self.seed_input.rect.y,
                                          self.px(36), self.px(32))

    def show_rules(self) -> None:
        """The rules help for the game, player count and mode chosen here."""
        if self.spec is not None:
            from .rules_help import open_help
            open_help(self.app, self.spec, self.count, self.mode)

    # --- start -------------------------------------------------------------------------
    def seats(self) -> list[dict]:
        seats = []
        for i in range(self.count):
            name = self.names[i].strip() or self._default_name(i)
            seat = {"name": name, "colour": self.colours[i]}
            if self.kinds[i] != "human":
                seat["bot"] = self.kinds[i]
            seats.append(seat)
        return seats

    def start(self) -> None:
        if self.spec is None:
            return
        names = [s["name"] for s in self.seats()]
        if len(set(names)) < len(names):
            self.app.toast(self.tr("ui.new_game.same_names"), "error")
            return
        try:
            match = Match.new(self.rules, self.seats(), self.mode, dict(self.options), parse_seed(self.seed_text))
        except Illegal as exc:
            reason = exc.reason
            self.app.push(MessageDialog(self.app, self.tr("ui.new_game.cannot_start"),
                                        lambda: self.app.render(reason), kind="error"))
            return
        self.app.open_match(match)

    def update(self, dt):
        super().update(dt)
        # while the form waits, the game as chosen is made and drawn once off-screen, in steps
        warmup.game(self.app, self.spec, self.count, self.mode, self.options)
        warmup.idle(self.app, self)

    def leave(self):
        super().leave()
        warmup.drop(self.app)       # a game warmed half-way keeps what it made

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.typing():
            self.app.pop(self)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.show_rules()
            return True
        return super().handle_event(event)

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface):
        pal = self.theme.palette
        paint.background(self.app, surface)
        paint.text(self.app, surface, self.t("ui.new_game.title"), (self.px(40), self.px(36)), "title",
                   pal.text_light, bold=True)
        paint.panel(self.app, surface, self.list_panel)
        paint.panel(self.app, surface, self.panel_rect)
        if self.spec is not None:
            hr = self.header_rect
            paint.emblem(self.app, surface, self.spec.id, pygame.Rect(hr.x, hr.y, hr.h, hr.h),
                         self.app.game_name(self.spec.id))
            tagline_key = f"{self.spec.id}.tagline"
            has_tagline = self.app.locale.has(tagline_key)
            tx = hr.x + hr.h + self.px(14)
            r = paint.text(self.app, surface, self.app.game_name(self.spec.id), (tx, hr.centery), "heading", bold=True,
                           anchor="midleft" if not has_tagline else "bottomleft", max_width=hr.w - hr.h - self.px(14))
            if has_tagline:
                paint.text(self.app, surface, self.t(tagline_key), (tx, r.bottom), "body", pal.text_muted,
                           max_width=hr.w - hr.h - self.px(14))
            right = self.panel_rect.right - self.px(28)
            pygame.draw.line(surface, pal.panel_edge, (hr.x, hr.bottom + self.px(6)), (right, hr.bottom + self.px(6)),
                             max(1, self.px(1)))
        else:
            paint.text_block(self.app, surface, self.t("ui.menu.no_games"),
                             self.panel_rect.inflate(-self.px(56), -self.px(56)), "label")
        super().draw(surface)
