"""New game: pick the game, the players (names, colours), the mode, the game's
options and the seed, then start a Match.

Game options are generic: a rules object may offer `option_choices(mode) ->
{name: [values]}`; each option gets a cycler. Labels come from the game's
locale: `<game>.mode.<mode>`, `<game>.option.<name>.<value>`, and for the
option's own name `<game>.option_label.<name>` (or `<game>.option.<name>.label`).
Under the mode and each option, a short explanation of the value chosen, for a
first-time player: `<game>.mode_help.<mode>` and `<game>.option_help.<name>.<value>`.

Each seat's colour is one of the game's colours (game.yaml `colours`): its chip opens a
palette of them; taking a colour another seat has swaps the two, so no two seats are alike.
"""
from __future__ import annotations

import logging

import pygame

from ...engine.bots import offered
from ...engine.choice import Illegal
from ...engine.match import Match
from .. import paint
from ...engine.rng import fresh_seed as new_seed
from ..theme import game_colours, readable_on, rgb_of
from ..widgets import Button, Cycler, Label, ScrollList, TextInput, Widget, resolve
from .base import Scene
from .dialog import MessageDialog

log = logging.getLogger(__name__)


def seat_kinds(spec) -> list[str]:
    """Who may sit in a seat of this game: a person, or a computer opponent of a level the game
    offers (its manifest's `bot.levels`: the levels duels showed stronger than the one below)."""
    return ["human", *offered(spec)]


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


def mode_help(app, game_id: str, mode) -> str:
    key = f"{game_id}.mode_help.{mode}"
    return app.t(key) if app.locale.has(key) else ""


def option_help(app, game_id: str, name: str, value) -> str:
    key = f"{game_id}.option_help.{name}.{value}"
    return app.t(key) if app.locale.has(key) else ""


def parse_seed(text: str):
    text = text.strip()
    if not text:
        return new_seed()
    return int(text) if text.isdigit() else text


class ColourChip(Widget):
    """A player's colour: a click opens the palette (`on_click(1)`); a right click steps to the
    previous free colour (`on_click(-1)`). A small arrow says that it opens a choice."""

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
        th = self.ui.theme
        r = min(self.rect.w, self.rect.h) // 2 - th.px(4)
        c = (self.rect.centerx - th.px(3), self.rect.centery)
        paint.chip(surface, c, r, self.get_rgb())
        if self.hovered:
            pygame.draw.circle(surface, th.palette.focus, c, r + th.px(2), max(1, th.px(2)))
        s = th.px(5)                                   # the arrow of a drop-down
        x, y = self.rect.right - th.px(4), self.rect.bottom - th.px(8)
        pygame.draw.polygon(surface, th.palette.text_muted, [(x - 2 * s, y - s), (x, y - s), (x - s, y)])


class ColourPicker(Widget):
    """The palette of a game's colours for one seat, opened under its chip: a click on a swatch
    gives the seat that colour (swapping with the seat that had it); a click elsewhere or Esc
    closes it. Each swatch used by another seat shows that seat's number."""

    def __init__(self, app, scene):
        super().__init__(app, visible=lambda: self.seat is not None)
        self.scene = scene
        self.seat: int | None = None
        self.swatches: list[tuple[str, pygame.Rect]] = []
        self.hover: str | None = None

    def open(self, seat: int, anchor: pygame.Rect) -> None:
        th = self.ui.theme
        px = th.px
        self.seat = seat
        palette = [c for c, _ in game_colours(self.scene.spec)]
        side, gap, pad = px(40), px(10), px(14)
        per_row = max(1, min(len(palette), 8))
        rows = (len(palette) + per_row - 1) // per_row
        title_h = self.ui.fonts.line_height(th.font_px("small"), True) + px(8)
        title = self.ui.t("ui.new_game.colour_title", name=self.scene.seat_name(seat))
        w = pad * 2 + per_row * side + (per_row - 1) * gap
        w = max(w, pad * 2 + self.ui.fonts.size(title, th.font_px("small"), True)[0])    # the title whole
        h = pad * 2 + title_h + rows * side + (rows - 1) * gap
        screen_w, screen_h = self.scene.size
        x = min(max(px(8), anchor.x), screen_w - w - px(8))
        y = anchor.bottom + px(6)
        if y + h > screen_h - px(8):
            y = anchor.y - h - px(6)
        self.rect = pygame.Rect(x, y, w, h)
        self.swatches = []
        for i, cid in enumerate(palette):
            row, col = divmod(i, per_row)
            self.swatches.append((cid, pygame.Rect(x + pad + col * (side + gap), y + pad + title_h + row * (side + gap),
                                                   side, side)))

    def close(self) -> None:
        self.seat, self.hover = None, None

    def handle_event(self, event) -> bool:
        if self.seat is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for c, r in self.swatches if r.collidepoint(event.pos)), None)
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            cid = next((c for c, r in self.swatches if r.collidepoint(event.pos)), None)
            seat = self.seat
            self.close()
            if cid is not None:
                self.scene.set_colour(seat, cid)
            return True               # a click outside only closes the palette
        return event.type == pygame.MOUSEBUTTONUP and self.rect.collidepoint(event.pos)

    def tooltip_lines(self):
        if self.seat is None or self.hover is None:
            return None
        scene = self.scene
        name = colour_name(self.ui, scene.spec.id, self.hover)
        holder = next((j for j in range(scene.count) if scene.colours[j] == self.hover), None)
        if holder == self.seat:
            return [self.ui.t("ui.new_game.colour_yours", colour=name, name=scene.seat_name(holder))]
        if holder is None:
            return [name]
        key = "ui.new_game.colour_taken"
        return [self.ui.t(key, colour=name, name=scene.seat_name(holder))]

    def draw(self, surface):
        if self.seat is None:
            return
        th = self.ui.theme
        pal = th.palette
        px = th.px
        scene = self.scene
        paint.shadow(self.ui, surface, self.rect)
        surface.blit(paint.box(self.rect.size, (*pal.panel, 255), th.radius, (*pal.panel_edge, 255), max(1, px(2))),
                     self.rect.topleft)
        title = self.ui.t("ui.new_game.colour_title", name=scene.seat_name(self.seat))
        paint.text(self.ui, surface, title, (self.rect.x + px(14), self.rect.y + px(12)), "small", pal.text, bold=True,
                   max_width=self.rect.w - px(28))
        for cid, r in self.swatches:
            rgb = scene._rgb(cid)
            holder = next((j for j in range(scene.count) if scene.colours[j] == cid), None)
            paint.chip(surface, r.center, r.w // 2 - px(2), rgb)
            if holder == self.seat:
                pygame.draw.circle(surface, pal.focus, r.center, r.w // 2 + px(1), max(2, px(3)))
            elif holder is not None:
                paint.text(self.ui, surface, str(holder + 1), r.center, "small", readable_on(rgb), bold=True,
                           anchor="center")
            if cid == self.hover:
                pygame.draw.circle(surface, pal.accent, r.center, r.w // 2 + px(1), max(1, px(2)))


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
        self.picker = self.add(ColourPicker(app, self))     # last: over everything, first to hear a click
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
        kinds = seat_kinds(spec)            # a level this game does not offer becomes its weakest
        self.kinds = [k if k in kinds else kinds[1] for k in (self.kinds + ["human"] * hi)[:hi]]
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
            chip = ColourChip(app, lambda i=i: rgb_of(self._rgb(self.colours[i])), lambda d, i=i: self._chip_clicked(i, d),
                              tooltip=lambda i=i: [colour_name(app, gid, self.colours[i]), app.t("ui.new_game.colour_hint")])
            name = TextInput(app, self.names[i], on_change=lambda v, i=i: self._set_name(i, v), max_chars=20,
                             placeholder=app.tr("ui.new_game.default_name", n=i + 1))
            kinds = seat_kinds(self.spec)
            kind = Cycler(app, kinds, lambda k: app.t(f"ui.new_game.seat_{k}"),
                          lambda k, i=i: self._set_kind(i, k), index=kinds.index(self.kinds[i]), role="small",
                          tooltip=app.tr("ui.new_game.seat_hint"))
            self.seat_rows.append((chip, name, kind))
            self.form += [chip, name, kind]
        self.mode_label = Label(app, app.tr("ui.new_game.mode"), role="label", bold=True)
        self.mode_cycler = Cycler(app, rules.modes(), lambda m: mode_label(app, gid, m), self._set_mode)
        self.mode_cycler.select(self.mode)
        muted = self.theme.palette.text_muted
        self.mode_help = Label(app, lambda: mode_help(app, gid, self.mode), role="small", colour=muted, wrap=True)
        self.form += [self.mode_label, self.mode_cycler, self.mode_help]
        self.option_rows = []
        self.option_helps = []
        for oname, values in self.option_choices().items():
            label = Label(app, lambda n=oname: option_label(app, gid, n), role="label", bold=True)
            cyc = Cycler(app, values, lambda v, n=oname: option_value_label(app, gid, n, v),
                         lambda v, n=oname: self._set_option(n, v))
            cyc.select(self.options.get(oname))
            helper = Label(app, lambda n=oname: option_help(app, gid, n, self.options.get(n)), role="small",
                           colour=muted, wrap=True)
            self.option_rows.append((label, cyc))
            self.option_helps.append(helper)
            self.form += [label, cyc, helper]
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

    def seat_name(self, i: int) -> str:
        return self.names[i].strip() or self._default_name(i)

    def _chip_clicked(self, i: int, d: int) -> None:
        """A click opens the palette under the chip; a right click steps back to a free colour."""
        if d > 0:
            chip = self.seat_rows[i][0]
            self.picker.open(i, chip.rect)
        else:
            self._next_colour(i, d)

    def set_colour(self, i: int, cid: str) -> None:
        """Seat `i` takes colour `cid`; a seat that had it takes seat i's colour (no two alike)."""
        if cid not in [c for c, _ in game_colours(self.spec)]:
            return
        for j in range(self.count):
            if j != i and self.colours[j] == cid:
                self.colours[j] = self.colours[i]
        self.colours[i] = cid

    def _set_option(self, name: str, value) -> None:
        self.options[name] = value
        self.layout(self.size)            # its explanation may take more or fewer lines

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
        if getattr(self, "picker", None) is not None:
            self.picker.close()           # laid out anew: the palette would hang off its chip
        w, h = size
        m = self.px(40)
        top = self.px(110)
        self.back.rect = pygame.Rect(w - m - self.px(150), self.px(34), self.px(150), self.px(44))
        list_w = self.px(320)            # room for a long name such as "Caverna: The Cave Farmers"
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
        self.mode_label.visible = self.mode_cycler.visible = self.mode_help.visible = show_mode
        if show_mode:
            self.mode_label.rect = pygame.Rect(sc.x, y, sc.w, label_h)
            self.mode_cycler.rect = pygame.Rect(sc.x, y + label_h + self.px(4), sc.w, row_h)
            y += label_h + row_h + self.px(4)
            y = self._place_help(self.mode_help, sc, y) + self.px(16)
        for (label, cyc), helper in zip(self.option_rows, self.option_helps):
            label.rect = pygame.Rect(sc.x, y, sc.w, label_h)
            cyc.rect = pygame.Rect(sc.x, y + label_h + self.px(4), sc.w, row_h)
            y += label_h + row_h + self.px(4)
            y = self._place_help(helper, sc, y) + self.px(16)
        bh = self.px(56)
        self.start_button.rect = pygame.Rect(sc.right - self.px(240), sc.bottom - bh, self.px(240), bh)
        sy = self.start_button.rect.y - self.px(34) - self.px(40)
        self.seed_label.rect = pygame.Rect(sc.x, sy, sc.w, self.px(20))
        self.seed_input.rect = pygame.Rect(sc.x, sy + self.px(22), self.px(170), self.px(32))
        self.seed_roll.rect = pygame.Rect(self.seed_input.rect.right + self.px(6), self.seed_input.rect.y,
                                          self.px(36), self.px(32))

    def _place_help(self, label: Label, col: pygame.Rect, y: int) -> int:
        """An explanation under its cycler, as high as its wrapped lines; the y below it."""
        text = resolve(label.text)
        h = paint.text_height(self.app, text, col.w - self.px(8), "small") if text else 0
        label.rect = pygame.Rect(col.x + self.px(4), y + self.px(4), col.w - self.px(8), h)
        return label.rect.bottom if text else y

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
        self.app.warmup.game(self.spec, self.count, self.mode, self.options)
        self.app.warmup.idle(self)

    def leave(self):
        super().leave()
        self.app.warmup.drop()       # a game warmed half-way keeps what it made

    def handle_event(self, event) -> bool:
        if self.picker.seat is not None and self.picker.handle_event(event):
            return True                      # the open palette hears first (Esc closes only it)
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
