"""The game screen's side panel: whose turn, the prompt, the action bar, scores,
the game log, undo/redo and the menu button.

Everything here is generic: it reads the pending Choice, the seats, the score
sheet and the log entries, never a particular game's state.

The action bar (action_bar.py) lists every action of the pending choice: those made on the
board as entries with one line on how ("Drag a craftsman onto an exploitation token."; a click
takes the piece in hand or marks the places), then the options played at once as buttons.

Which options become buttons (labelled `<game>.act.<act>`): an option whose
only key is `act` ("stop", "skip", "done", "cancel"...), and an option with an
`act` plus parameters when it is the only option with that act and the game
gives that act a label. Acts offered many times (one per target: "place",
"pair") are the view's job by drag-and-drop; a view may also list acts it
handles itself in an optional `drag_acts` attribute.
"""
from __future__ import annotations

import logging
from collections import Counter

import pygame

from .. import action_bar, paint, players_list
from ..bot_turns import level_of
from ..log_rows import LogRow, LogRowPainter, word_entry
from ..theme import edge_on, mix, seat_rgb
from ..widgets import Button, ScrollList, Widget, dispatch, resolve

log = logging.getLogger(__name__)

#: the log's rows (of one line) the panel keeps on screen before it lets the log go
LOG_ROWS_MIN = 3


def act_label(app, game_id: str, act: str) -> str:
    for key in (f"{game_id}.act.{act}", f"ui.act.{act}"):
        if app.locale.has(key):
            return app.t(key)
    return act.replace("_", " ").capitalize()


def button_options(choice, view=None, has_label=lambda act: False) -> list[dict]:
    """The options of `choice` that the panel offers as buttons (see the module docstring)."""
    if choice is None:
        return []
    skip = set(getattr(view, "drag_acts", ()) or ())
    acts = [o for o in choice.options if isinstance(o, dict) and "act" in o and o["act"] not in skip]
    counts = Counter(o["act"] for o in acts)
    return [o for o in acts if counts[o["act"]] == 1 and (len(o) == 1 or has_label(o["act"]))]


class ActionEntry(Button):
    """One entry of the action bar. A BUTTON entry plays its option and reads like a button
    (its label wraps rather than being cut); a BOARD or CHOOSE entry shows the action's name
    over the line saying how it is done, with a hand for what is made on the board."""

    def __init__(self, app, group, name, how, on_click, style="normal", selected=False):
        super().__init__(app, name, on_click, style=style, role="body", selected=selected)
        self.group, self.how = group, how
        self.compact = False              # no room for the line on how: it is the tooltip instead

    @property
    def kind(self) -> str:
        return self.group.how

    def _metrics(self):
        th = self.ui.theme
        px = th.px
        icon = px(20) + px(6) if self.kind != action_bar.BUTTON else 0
        return px(8), px(5), icon

    def height_for(self, width: int) -> int:
        """The height the entry needs at `width` to show all its words."""
        th = self.ui.theme
        fonts = self.ui.fonts
        pad_x, pad_y, icon = self._metrics()
        body = th.font_px("body")
        if self.kind == action_bar.BUTTON:
            lines = fonts.wrap(resolve(self.text), body, max(10, width - 2 * th.px(12)), True)
            return max(th.px(40), len(lines) * fonts.line_height(body, True) + 2 * th.px(8))
        w = max(10, width - 2 * pad_x - icon)
        h = len(fonts.wrap(resolve(self.text), body, w, True)) * fonts.line_height(body, True)
        if self.how and not self.compact:
            small = th.font_px("small")
            h += th.px(2) + len(fonts.wrap(resolve(self.how), small, w)) * fonts.line_height(small)
        return max(th.px(40), h + 2 * pad_y)

    def fits_one_line(self, width: int) -> bool:
        th = self.ui.theme
        return self.ui.fonts.size(resolve(self.text), th.font_px("body"), True)[0] <= width - 2 * th.px(12)

    def tooltip_lines(self):
        """How a button's action is done, or an entry's line on how when there was no room for it."""
        how = resolve(self.how) if self.how is not None else ""
        if how and (self.compact or self.kind == action_bar.BUTTON):
            return [how]
        return None

    def draw(self, surface):
        if not self.is_visible() or self.rect.w <= 0:
            return
        th = self.ui.theme
        fonts = self.ui.fonts
        fill, fg, edge = self.colours()
        r = self.rect.move(0, th.px(1) if self.pressed else 0)
        radius = th.px(8)
        pygame.draw.rect(surface, mix(fill, (0, 0, 0), 0.35), r.move(0, th.px(3)), border_radius=radius)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, edge, r, max(1, th.px(1.5)), border_radius=radius)
        live = self.selected() if callable(self.selected) else self.selected
        if live and self.kind != action_bar.BUTTON:
            pygame.draw.rect(surface, th.palette.highlight, r, max(2, th.px(3)), border_radius=radius)
        body = th.font_px("body")
        lh = fonts.line_height(body, True)
        if self.kind == action_bar.BUTTON:
            lines = fonts.wrap(resolve(self.text), body, max(10, r.w - 2 * th.px(12)), True)
            y = r.centery - len(lines) * lh // 2
            for line in lines:
                img = fonts.render(line, body, fg, True)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += lh
            return
        pad_x, pad_y, icon = self._metrics()
        w = max(10, r.w - 2 * pad_x - icon)
        name = fonts.wrap(resolve(self.text), body, w, True)
        how = []
        small = th.font_px("small")
        if self.how and not self.compact:
            how = fonts.wrap(resolve(self.how), small, w)
        height = len(name) * lh + ((th.px(2) + len(how) * fonts.line_height(small)) if how else 0)
        y = r.y + max(pad_y, (r.h - height) // 2)
        side = th.px(20)
        box = pygame.Rect(r.x + pad_x, y + (lh - side) // 2, side, side)
        if self.kind == action_bar.BOARD:
            paint.icon(self.ui, surface, "ui/hand", box, fg)
        else:
            pygame.draw.circle(surface, th.palette.accent, box.center, max(3, th.px(5)))
        x = r.x + pad_x + icon
        for line in name:
            surface.blit(fonts.render(line, body, fg, True), (x, y))
            y += lh
        if how:
            y += th.px(2)
            muted = th.palette.text_muted if fill != th.palette.selection else th.palette.text
            for line in how:
                surface.blit(fonts.render(line, small, muted), (x, y))
                y += fonts.line_height(small)


class SidePanel:
    """Owns the panel's rectangle and widgets; the GameScene routes events and drawing here."""

    def __init__(self, app, scene):
        self.app = app
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)
        tr = app.tr
        self.menu_button = Button(app, "", scene.open_menu, icon="ui/menu", tooltip=tr("ui.game.menu_tip"))
        self.help_button = Button(app, "", lambda: scene.open_rules(), icon="ui/info", tooltip=tr("ui.help.tip"))
        self.hint_button = Button(app, "", scene.ask_hint, icon="ui/hint", tooltip=tr("ui.hint.tip"))
        self.undo_button = Button(app, tr("ui.game.undo"), scene.undo, icon="ui/undo",
                                  enabled=lambda: scene.match.can_undo, tooltip=tr("ui.game.undo_tip"))
        self.redo_button = Button(app, tr("ui.game.redo"), scene.redo, icon="ui/redo",
                                  enabled=lambda: scene.match.can_redo, tooltip=tr("ui.game.redo_tip"))
        self.log_rows = LogRowPainter(app)
        self.log_list = ScrollList(app, self.log_rows.draw, self.log_rows.height, selectable=False,
                                   stick_to_bottom=True, empty_text=tr("ui.game.log_empty"))
        self.act_buttons: list[ActionEntry] = []       # the action bar's buttons (options played at once)
        self.action_entries: list[ActionEntry] = []    # its actions made on the board or in its lists
        self.groups: list = []                          # the pending choice's actions (action_bar.ActionGroup)
        self.shown_group: str | None = None             # the entry whose piece or places the board shows
        self.acts_compact = False
        self.player_cols = 1                            # the players' rows two a row on a short panel
        self.totals: list[int] | None = None
        self.prompt = ""
        self.round_text = ""
        self._log_key = None
        self.turn_rect = self.prompt_rect = self.acts_rect = self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_lines: list[str] | None = None     # the hint in words, numbered (None: no hint shown)
        self.log_title_y = 0

    @property
    def widgets(self) -> list[Widget]:
        return [self.menu_button, self.help_button, self.hint_button, *self.action_entries, *self.act_buttons,
                self.log_list, self.undo_button, self.redo_button]

    @property
    def match(self):
        return self.scene.match

    # --- content ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the match (after a choice, undo, load or language switch)."""
        match = self.match
        choice = match.pending
        game_id = match.rules.id or match.state.get("game", "")
        # the rules' prompt speaks to the player deciding ("Your turn: ..."): a computer's is not
        # shown to the people watching it think (the turn bar says who is thinking)
        self.prompt = self.app.render(choice.prompt) if choice is not None and choice.prompt \
            and not self._computer_decides(choice) else ""
        try:
            self.round_text = self.app.render(match.rules.round_label(match.state))
        except Exception:
            log.exception("round_label failed")
            self.round_text = ""
        try:
            self.totals = list(match.rules.score(match.state).totals)
        except Exception:
            log.exception("score preview failed")
            self.totals = None
        self.groups = self._action_groups(choice, game_id)
        self._build_entries(game_id)
        self.hint_lines = self._hint_lines()
        self.refresh_log()
        self.layout(self.rect)

    # --- the action bar ------------------------------------------------------------------
    def _computer_decides(self, choice) -> bool:
        return not choice.chance and level_of(self.match, choice.player) is not None

    def _action_groups(self, choice, game_id: str) -> list:
        """The pending choice's actions; none while a computer decides (nobody here may act)."""
        if choice is None or choice.chance or self._computer_decides(choice):
            return []
        view = self.scene.view
        buttons = button_options(choice, view, lambda act: self.app.locale.has(f"{game_id}.act.{act}"))
        moves = []
        if hasattr(view, "show_action"):            # a board that can show its pieces and places
            try:
                moves = self.match.gestures()
            except Exception:
                log.exception("gestures failed")
        return action_bar.action_groups(choice, moves, buttons)

    def _build_entries(self, game_id: str) -> None:
        app, locale = self.app, self.app.locale
        board = hasattr(self.scene.view, "show_action")
        self.act_buttons, self.action_entries = [], []
        if self.shown_group not in {g.key for g in self.groups}:
            self.shown_group = None
        for group in self.groups:
            name = (lambda k=group.key: action_bar.label(locale, game_id, k))
            if group.button is not None:
                how = (lambda k=group.key: locale.t(f"{game_id}.how.{k}")) \
                    if board and locale.has(f"{game_id}.how.{group.key}") else None
                entry = ActionEntry(app, group, (lambda a=group.key: act_label(app, game_id, a)), how,
                                    (lambda o=group.button: self.scene.choose_from_panel(o)),
                                    style="primary" if not self.act_buttons else "normal")
                self.act_buttons.append(entry)
                continue
            how = (lambda g=group: action_bar.hint(locale, game_id, g)) if board else \
                (lambda: locale.t("ui.how.choose"))
            entry = ActionEntry(app, group, name, how, (lambda g=group: self.show_action(g)),
                                selected=lambda g=group: self._live(g))
            self.action_entries.append(entry)

    def _live(self, group) -> bool:
        """The board shows this action now: what its entry asked for, or one of its pieces in hand."""
        if self.shown_group == group.key and self.scene.action_live():
            return True
        held = self.scene.held_piece()
        return held is not None and held in group.pieces

    def show_action(self, group) -> None:
        """An entry of the action bar was clicked (see action_bar.py)."""
        self.shown_group = None
        if self.scene.show_action(group.options):
            self.shown_group = group.key
            return
        if len(group.options) == 1:                 # a single option offered in the board's lists
            self.scene.choose_from_panel(group.options[0])
            return
        how = action_bar.hint(self.app.locale, self.match.rules.id or "", group)
        if how:
            self.app.toast(how, "info")

    def _hint_lines(self) -> list[str] | None:
        hints = self.scene.hints
        if hints.waiting:
            return [self.app.t("ui.hint.thinking")]
        options = hints.current()
        if options is None:
            return None
        if not options:
            return [self.app.t("ui.hint.none")]
        return [f"{i}. {hints.words(o)}" for i, o in enumerate(options, 1)]

    def refresh_log(self) -> None:
        entries = self.match.log_for(self.scene.viewer())
        key = (self.app.locale.lang, len(entries), id(self.match), self.scene.viewer())
        if key == self._log_key:
            return
        same = self._log_key is not None and self._log_key[0::2] == key[0::2]
        self._log_key = key
        rows = self.log_list.items if same else []
        keep = 0                      # rows of the very same entries keep their text and height
        for row, entry in zip(rows, entries):
            if row.entry is not entry:
                break
            keep += 1
        self.log_list.set_items(rows[:keep] + [LogRow(e, self._log_item) for e in entries[keep:]])

    def _log_item(self, entry) -> tuple:
        return word_entry(self.app, self.match.rules.spec, self.match.state.get("seats", []), entry)

    # --- layout ----------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = r = pygame.Rect(rect)
        th = self.app.theme
        px = th.px
        pad = px(16)
        inner_w = r.w - 2 * pad
        x = r.x + pad
        self.menu_button.rect = pygame.Rect(r.right - pad - px(40), r.y + pad, px(40), px(40))
        self.help_button.rect = self.menu_button.rect.move(-px(48), 0)
        y = r.y + pad + px(58)
        self.turn_rect = pygame.Rect(x, y, inner_w, px(58))
        y = self.turn_rect.bottom + px(10)
        prompt_h = paint.text_height(self.app, self.prompt, inner_w, "body") if self.prompt else 0
        prompt_h = min(prompt_h, 5 * self.app.fonts.line_height(th.font_px("body")))
        self.prompt_rect = pygame.Rect(x, y, inner_w, prompt_h)
        y = self.prompt_rect.bottom + (px(10) if prompt_h else 0)
        if self.hint_lines:
            text_w = inner_w - 2 * px(10)
            body = sum(paint.text_height(self.app, line, text_w, "small") for line in self.hint_lines)
            self.hint_rect = pygame.Rect(x, y, inner_w, px(8) + px(22) + body + px(8))
            y = self.hint_rect.bottom + px(10)
        else:
            self.hint_rect = pygame.Rect(x, y, inner_w, 0)
        n = len(self.match.state.get("seats", []))
        bottom = r.bottom - pad - px(44)
        uw = (inner_w - px(44) - 2 * px(10)) // 2        # undo, redo, and the hint's bulb
        self.undo_button.rect = pygame.Rect(x, bottom, uw, px(44))
        self.redo_button.rect = pygame.Rect(x + uw + px(10), bottom, uw, px(44))
        self.hint_button.rect = pygame.Rect(x + inner_w - px(44), bottom, px(44), px(44))
        # The log keeps a few rows whenever it can: it is how a player follows what the others,
        # computers among them, just did. When the panel is short the players' rows pair up,
        # then the entries' lines on how become their tooltips, and only then does the log go.
        room = bottom - px(12) - y
        log_min = px(14) + px(28) + LOG_ROWS_MIN * self.log_rows.row_height()
        plans = [(False, 1, True), (False, 2, True), (True, 1, True), (True, 2, True),
                 (False, 1, False), (False, 2, False), (True, 1, False), (True, 2, False)]
        for compact, cols, with_log in plans:
            acts = self._layout_actions(x, y, inner_w, compact) - y
            need = acts + self._players_h(n, cols) + (log_min if with_log else 0)
            if need <= room:
                break
        self.player_cols = cols
        y = self._layout_actions(x, y, inner_w, compact)
        self.players_rect = pygame.Rect(x, y, inner_w, self._players_h(n, cols))
        y = self.players_rect.bottom + px(14)
        self.log_title_y = y
        log_top = y + px(28)
        self.log_list.set_rect(pygame.Rect(x, log_top, inner_w, max(px(40), bottom - px(12) - log_top)))
        self.log_list.visible = with_log and bottom - px(12) - log_top > px(30)

    def _players_h(self, n: int, cols: int) -> int:
        return players_list.height(self.app.theme.px, n, cols)

    def _layout_actions(self, x: int, y: int, w: int, compact: bool) -> int:
        """Lay out the action bar from `y`: its entries one under the other (their lines on how
        left to the tooltips when `compact`), then its buttons two a row (one a row when a label
        needs the width; a last one alone takes the row). Returns the y below it."""
        px = self.app.theme.px
        gap = px(6)
        self.acts_compact = compact
        if not self.action_entries and not self.act_buttons:
            self.acts_rect = pygame.Rect(x, y, w, 0)
            return y + px(6)
        top = y
        for e in self.action_entries:
            e.compact = compact
            e.rect = pygame.Rect(x, top, w, e.height_for(w))
            top = e.rect.bottom + gap
        half = (w - px(10)) // 2
        pairs = all(b.fits_one_line(half) for b in self.act_buttons)
        if pairs:
            bh = max([b.height_for(half) for b in self.act_buttons] + [px(40)])
            for i, b in enumerate(self.act_buttons):
                row, col = divmod(i, 2)
                alone = i == len(self.act_buttons) - 1 and col == 0     # the last row's only button: the width
                b.rect = pygame.Rect(x + col * (half + px(10)), top + row * (bh + px(8)), w if alone else half, bh)
            top += ((len(self.act_buttons) + 1) // 2) * (bh + px(8))
        else:
            for b in self.act_buttons:
                b.rect = pygame.Rect(x, top, w, b.height_for(w))
                top = b.rect.bottom + px(8)
        self.acts_rect = pygame.Rect(x, y, w, top - y)
        return top + px(4)

    # --- events and drawing -------------------------------------------------------------
    def handle_event(self, event) -> bool:
        return dispatch(self.widgets, event)

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def tooltip(self, pos):
        for w in self.widgets:
            if w.is_visible() and w.rect.collidepoint(pos):
                lines = w.tooltip_lines()
                if lines:
                    return lines
        return None

    def draw(self, surface) -> None:
        app = self.app
        th = app.theme
        pal = th.palette
        px = th.px
        paint.panel(app, surface, self.rect)
        match = self.match
        game_id = match.rules.id or match.state.get("game", "")
        pad = px(16)
        paint.text(app, surface, app.game_name(game_id), (self.rect.x + pad, self.rect.y + pad + px(2)), "label",
                   pal.text, bold=True, max_width=self.rect.w - 2 * pad - px(96))
        if self.round_text:
            paint.text(app, surface, self.round_text, (self.rect.x + pad, self.rect.y + pad + px(32)), "small",
                       pal.text_muted, max_width=self.rect.w - 2 * pad - px(96))
        self._draw_turn(surface)
        if self.prompt:
            paint.text_block(app, surface, self.prompt, self.prompt_rect, "body", pal.text, max_lines=5)
        if self.hint_lines:
            self._draw_hint(surface)
        self._draw_players(surface)
        if self.log_list.is_visible():
            paint.text(app, surface, app.t("ui.game.log"), (self.rect.x + pad, self.log_title_y), "small",
                       pal.text_muted, bold=True)
            pygame.draw.line(surface, mix(pal.panel_edge, pal.panel, 0.5),
                             (self.rect.x + pad, self.log_title_y + px(22)),
                             (self.rect.right - pad, self.log_title_y + px(22)), 1)
        for w in self.widgets:
            if w.is_visible():
                w.draw(surface)

    def _draw_hint(self, surface) -> None:
        """The hint box: a pale yellow note with the three best moves, numbered."""
        app = self.app
        th = app.theme
        px = th.px
        r = self.hint_rect
        surface.blit(paint.box(r.size, (252, 244, 206, 255), th.radius, (214, 178, 72, 255), max(1, px(2))), r.topleft)
        paint.text(app, surface, app.t("ui.hint.title"), (r.x + px(10), r.y + px(8)), "small", th.palette.text,
                   bold=True, max_width=r.w - 2 * px(10))
        y = r.y + px(8) + px(22)
        for line in self.hint_lines:
            h = paint.text_height(app, line, r.w - 2 * px(10), "small")
            paint.text_block(app, surface, line, pygame.Rect(r.x + px(10), y, r.w - 2 * px(10), h), "small",
                             th.palette.text)
            y += h

    def _draw_turn(self, surface) -> None:
        app = self.app
        th = app.theme
        px = th.px
        r = self.turn_rect
        choice = self.match.pending
        seats = self.match.state.get("seats", [])
        if choice is None or not (0 <= choice.player < len(seats)):
            text = app.t("ui.game.over")
            rgb = th.palette.panel_edge
        else:
            seat = seats[choice.player]
            rgb = seat_rgb(self.match.rules.spec, seat)
            thinking = self.scene.bots.thinking
            text = app.t("ui.game.thinking" if thinking else "ui.game.turn", name=seat.get("name", "?"))
        fill = mix(rgb, (255, 255, 255), 0.72)
        edge = edge_on(rgb, th.palette.panel)            # a white or yellow seat's outline stays visible
        surface.blit(paint.box(r.size, (*fill, 255), th.radius, (*edge, 255), max(2, px(3))), r.topleft)
        paint.chip(surface, (r.x + px(30), r.centery), px(17), rgb, ring=edge_on(rgb, fill))
        paint.text(app, surface, text, (r.x + px(58), r.centery), "heading", th.palette.text, bold=True,
                   anchor="midleft", max_width=r.w - px(66))

    def _draw_players(self, surface) -> None:
        choice = self.match.pending
        players_list.draw(self.app, surface, self.players_rect, self.match.rules.spec, self.match.state.get("seats", []),
                          choice.player if choice is not None else None, self.totals, self.player_cols)
